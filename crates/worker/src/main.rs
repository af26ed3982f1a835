//! The worker's entry point, built for wasm32 by trunk (`data-type="worker"`
//! in index.html): reads the page's requests, posts each answer as one
//! string in `protocol::worker`'s codec, and advances a deck run in slices
//! of `SLICE_MS` (50 ms), giving the page's next request its turn between them.
//! See the library for what each request is answered with.

/// How long a deck run works before the worker reads its messages again.
#[cfg(target_arch = "wasm32")]
const SLICE_MS: f64 = 50.0;

#[cfg(target_arch = "wasm32")]
fn main() {
    use protocol::worker::{Reply, Request};
    use std::cell::RefCell;
    use std::rc::Rc;
    use twentyfour_worker::Worker;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let clock = {
        let performance = scope.performance();
        move || performance.as_ref().map_or(0.0, |p| p.now())
    };
    // Dealing draws from the browser's cryptographic source. Should it
    // fail, `Math.random` fills the bytes instead, which deals as well for a
    // game, and the console says so, once: never the same hand every time
    // for want of randomness, and never in silence.
    let warned = std::cell::Cell::new(false);
    let random = move |buf: &mut [u8]| {
        if let Err(e) = getrandom::fill(buf) {
            for byte in buf.iter_mut() {
                *byte = (js_sys::Math::random() * 256.0) as u8;
            }
            if !warned.replace(true) {
                web_sys::console::warn_1(&JsValue::from_str(&format!(
                    "24: the cryptographic random source failed ({e}); dealing from Math.random"
                )));
            }
        }
    };
    let worker = Rc::new(RefCell::new(Worker::new(random, clock)));
    let post = {
        let scope = scope.clone();
        // A page that went away cannot be told anything.
        move |reply: &Reply| {
            let _ = scope.post_message(&JsValue::from_str(&reply.encode()));
        }
    };

    // The deck run's loop: one slice, then the event loop's turn.
    /// The loop's callback, made once the loop can schedule itself.
    type Tick = Rc<RefCell<Option<Closure<dyn Fn()>>>>;
    let tick: Tick = Rc::default();
    let scheduled = Rc::new(std::cell::Cell::new(false));
    let schedule = {
        let (scope, tick, scheduled) = (scope.clone(), tick.clone(), scheduled.clone());
        move || {
            if !scheduled.replace(true) {
                if let Some(tick) = tick.borrow().as_ref() {
                    let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(
                        tick.as_ref().unchecked_ref(),
                        0,
                    );
                }
            }
        }
    };
    *tick.borrow_mut() = Some({
        let (worker, post, schedule) = (worker.clone(), post.clone(), schedule.clone());
        let scheduled = scheduled.clone();
        Closure::<dyn Fn()>::new(move || {
            scheduled.set(false);
            let reply = worker.borrow_mut().step(SLICE_MS);
            if let Some(reply) = reply {
                post(&reply);
            }
            if worker.borrow().running() {
                schedule();
            }
        })
    });

    // Tells the page the worker is up, so that a load failure is told apart.
    let ready = post.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        // A request that does not read was sent by another build: there is
        // no generation to answer, so it is left unanswered.
        let Ok(request) = Request::decode(&text) else {
            return;
        };
        let reply = worker.borrow_mut().handle(request);
        if let Some(reply) = reply {
            post(&reply);
        }
        if worker.borrow().running() {
            schedule();
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // Both live as long as the worker.
    on_message.forget();
    std::mem::forget(tick);
    ready(&Reply::Ready);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("this is the page's solving worker: trunk builds it for wasm32");
    std::process::exit(2);
}
