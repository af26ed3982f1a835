//! A solving worker (`crates/worker`, started through trunk's
//! `worker_loader.js`) from the page's side: it starts one, queues requests
//! until the worker says it is ready, and reports each reply, and the
//! worker's loss, to the callbacks it is given.
//!
//! Raw `web_sys::Worker` and the protocol crate's text messages rather than
//! gloo-worker, whose serde and bincode would weigh on the first load (see
//! ARCHITECTURE.md).
//!
//! Promises: a reply is [`Reply::decode`]d, never guessed: one that does not
//! read (a worker of another build) is a loss, like an error; a worker that
//! fails before it is ready is started once more, with the same queue (it
//! was sent nothing), as a download cut off mid-way deserves another try,
//! and a second failure means it could not start (`crashed: false`); a loss
//! after it was ready means it stopped (`crashed: true`); once lost, a
//! worker reports nothing more. Dropping a [`Running`] terminates its worker.

use protocol::worker::{Reply, Request};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};

/// trunk's loader for the worker (index.html, `data-loader-shim`).
const LOADER: &str = "worker_loader.js";

/// How many times a worker that fails before it is ready is started again.
const RETRIES: u32 = 1;

/// What the worker's handlers share with the page.
struct Shared {
    /// The worker now running: a new one after a retry.
    worker: RefCell<Worker>,
    /// The handlers, to set on a worker started again.
    handlers: RefCell<Option<(js_sys::Function, js_sys::Function)>>,
    /// Starts left for a worker that fails before it is ready.
    retries: Cell<u32>,
    /// The worker has set up its handler: messages sent before are lost.
    ready: Cell<bool>,
    /// Messages waiting for the worker to be ready.
    queue: RefCell<Vec<String>>,
    /// It was lost: it reports nothing more.
    lost: Cell<bool>,
}

/// A started worker; terminated when dropped.
pub struct Running {
    shared: Rc<Shared>,
    _on_message: Closure<dyn Fn(JsValue)>,
    _on_error: Closure<dyn Fn(JsValue)>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.shared.worker.borrow().terminate();
    }
}

impl Shared {
    fn post(&self, message: &str) {
        let _ = self
            .worker
            .borrow()
            .post_message(&JsValue::from_str(message));
    }

    /// Replaces a worker that failed before it was ready with a new one,
    /// the same handlers on it; false when no retry is left or the browser
    /// refuses.
    fn retry(&self) -> bool {
        if self.ready.get() || self.retries.get() == 0 {
            return false;
        }
        self.retries.set(self.retries.get() - 1);
        let Ok(worker) = Worker::new(LOADER) else {
            return false;
        };
        if let Some((on_message, on_error)) = self.handlers.borrow().as_ref() {
            worker.set_onmessage(Some(on_message));
            worker.set_onerror(Some(on_error));
        }
        self.worker.replace(worker).terminate();
        true
    }
}

impl Running {
    /// Starts a worker that reports each reply to `on_reply`, and its loss
    /// (`true` when it had started) to `on_lost`; `None` when the browser
    /// refuses to start one.
    pub fn start(
        on_reply: impl Fn(Reply) + 'static,
        on_lost: impl Fn(bool) + 'static,
    ) -> Option<Running> {
        let shared = Rc::new(Shared {
            worker: RefCell::new(Worker::new(LOADER).ok()?),
            handlers: RefCell::default(),
            retries: Cell::new(RETRIES),
            ready: Cell::new(false),
            queue: RefCell::default(),
            lost: Cell::new(false),
        });
        let on_lost = Rc::new(on_lost);
        let lose = {
            let (shared, on_lost) = (shared.clone(), on_lost.clone());
            move || {
                if !shared.lost.replace(true) {
                    on_lost(shared.ready.get());
                }
            }
        };
        let on_message = {
            let (shared, lose) = (shared.clone(), lose.clone());
            Closure::<dyn Fn(JsValue)>::new(move |event: JsValue| {
                if shared.lost.get() {
                    return;
                }
                let text = event
                    .unchecked_into::<MessageEvent>()
                    .data()
                    .as_string()
                    .unwrap_or_default();
                match Reply::decode(&text) {
                    Ok(Reply::Ready) => {
                        shared.ready.set(true);
                        for message in shared.queue.take() {
                            shared.post(&message);
                        }
                    }
                    Ok(reply) => on_reply(reply),
                    // Not a message of this build's protocol: nothing it
                    // says can be trusted.
                    Err(_) => lose(),
                }
            })
        };
        let on_error = {
            let shared = shared.clone();
            Closure::<dyn Fn(JsValue)>::new(move |_| {
                if !shared.lost.get() && !shared.retry() {
                    lose();
                }
            })
        };
        let handlers = (
            on_message
                .as_ref()
                .unchecked_ref::<js_sys::Function>()
                .clone(),
            on_error
                .as_ref()
                .unchecked_ref::<js_sys::Function>()
                .clone(),
        );
        {
            let worker = shared.worker.borrow();
            worker.set_onmessage(Some(&handlers.0));
            worker.set_onerror(Some(&handlers.1));
        }
        shared.handlers.replace(Some(handlers));
        Some(Running {
            shared,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Sends a request, or queues it until the worker is ready.
    pub fn send(&self, request: &Request) {
        let message = request.encode();
        if self.shared.ready.get() {
            self.shared.post(&message);
        } else {
            self.shared.queue.borrow_mut().push(message);
        }
    }

    /// Whether it was lost.
    pub fn lost(&self) -> bool {
        self.shared.lost.get()
    }
}
