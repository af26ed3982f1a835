//! The worker's entry point, built for wasm32 by trunk (`data-type="worker"`
//! in index.html): reads the page's requests, one string each, and posts each
//! answer as one string, its fields joined by U+001F. See the library for the
//! protocol.

#[cfg(target_arch = "wasm32")]
fn main() {
    use std::cell::RefCell;
    use twentyfour_worker::Worker;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let worker = RefCell::new(Worker::default());
    let reply_to = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event.data().as_string().unwrap_or_default();
        if let Some(reply) = worker.borrow_mut().handle(&request) {
            let message = reply.fields().join("\u{1f}");
            // A page that went away cannot be told anything.
            let _ = reply_to.post_message(&JsValue::from_str(&message));
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // Lives as long as the worker.
    on_message.forget();
    // Tells the page the worker is up, so that a load failure is told apart.
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("this is the page's solving worker: trunk builds it for wasm32");
    std::process::exit(2);
}
