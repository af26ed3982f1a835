//! The solving worker from the page's side: starts it, sends it the hand,
//! asks for pages, and turns its answers into [`Action::Worker`].
//!
//! Raw `web_sys::Worker` and text messages rather than gloo-worker, whose
//! serde and bincode would weigh on the first load, which is at its budget
//! (see ARCHITECTURE.md for the figures).
//!
//! Promises: one worker at a time, and none while the hand needs none once
//! it has solved a hand of 7 or 8 cards (kept otherwise, so that the next
//! six-card hand does not wait for a new one to start); a new
//! hand while the worker still solves the old one terminates it and starts
//! another (its answer could only be stale); requests wait until the worker
//! says it is ready; a worker that fails to load is reported as
//! [`WorkerReply::Unavailable`], one that stops after it was ready as
//! [`WorkerReply::Crashed`] for the solve it was on, and is replaced for the
//! next.

use crate::link::View;
use crate::state::{Action, Dispatch, State, WorkerReply};
use solver::Level;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};

/// trunk's loader for the worker (index.html, `data-loader-shim`).
const LOADER: &str = "worker_loader.js";
/// A solve that has not answered after this long shows that it runs.
const SLOW_MS: i32 = 150;
/// A worker that has solved hands of at most this many cards is kept while
/// the hand needs none: its memory is a few megabytes, and starting one
/// again costs a six-card pick tens of milliseconds.
const KEEP_UP_TO: usize = 6;

/// What the worker's message handler shares with the page.
struct Link {
    worker: Worker,
    /// The worker has set up its handler: messages sent before are lost.
    ready: Cell<bool>,
    /// Messages waiting for the worker to be ready.
    queue: RefCell<Vec<String>>,
    /// The generation being solved, until its counts (or failure) arrive.
    solving: Cell<Option<u32>>,
    /// It reported an error after it was ready: it cannot be trusted again.
    crashed: Cell<bool>,
    /// It has solved a hand of more than [`KEEP_UP_TO`] cards, and its
    /// memory has grown with it.
    grown: Cell<bool>,
}

impl Link {
    fn send(&self, message: String) {
        if self.ready.get() {
            let _ = self.worker.post_message(&JsValue::from_str(&message));
        } else {
            self.queue.borrow_mut().push(message);
        }
    }
}

/// A started worker; terminated when dropped.
struct Running {
    link: Rc<Link>,
    _on_message: Closure<dyn Fn(JsValue)>,
    _on_error: Closure<dyn Fn(JsValue)>,
    /// The pending "taking a while" timer's callback.
    slow: Option<Closure<dyn Fn()>>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.link.worker.terminate();
    }
}

fn start(dispatch: &Dispatch) -> Option<Running> {
    let link = Rc::new(Link {
        worker: Worker::new(LOADER).ok()?,
        ready: Cell::new(false),
        queue: RefCell::default(),
        solving: Cell::new(None),
        crashed: Cell::new(false),
        grown: Cell::new(false),
    });
    let on_message = {
        let (link, dispatch) = (link.clone(), dispatch.clone());
        Closure::<dyn Fn(JsValue)>::new(move |event: JsValue| {
            let text = event
                .unchecked_into::<MessageEvent>()
                .data()
                .as_string()
                .unwrap_or_default();
            match WorkerReply::parse(&text) {
                Some(reply) => {
                    if matches!(
                        reply,
                        WorkerReply::Counts { .. } | WorkerReply::Failed { .. }
                    ) {
                        link.solving.set(None);
                    }
                    dispatch.dispatch(Action::Worker(reply));
                }
                // "ready": the worker listens now.
                None => {
                    link.ready.set(true);
                    for message in link.queue.take() {
                        link.send(message);
                    }
                }
            }
        })
    };
    let on_error = {
        let (link, dispatch) = (link.clone(), dispatch.clone());
        Closure::<dyn Fn(JsValue)>::new(move |_| {
            let reply = if link.ready.get() {
                link.crashed.set(true);
                match link.solving.take() {
                    Some(gen) => WorkerReply::Crashed { gen },
                    // Between solves: the next one starts a new worker.
                    None => return,
                }
            } else {
                WorkerReply::Unavailable
            };
            dispatch.dispatch(Action::Worker(reply))
        })
    };
    link.worker
        .set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    link.worker
        .set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Running {
        link,
        _on_message: on_message,
        _on_error: on_error,
        slow: None,
    })
}

/// Tells the page, after [`SLOW_MS`], that solve `gen` is taking a while (the
/// state ignores it if the answer came first). The callback must live until
/// then: the caller keeps it.
fn slow_after(dispatch: &Dispatch, gen: u32) -> Closure<dyn Fn()> {
    let dispatch = dispatch.clone();
    let tell = Closure::<dyn Fn()>::new(move || {
        dispatch.dispatch(Action::Worker(WorkerReply::Slow { gen }))
    });
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
            tell.as_ref().unchecked_ref(),
            SLOW_MS,
        );
    }
    tell
}

/// Keeps the worker in step with the state: a solve request per generation
/// of a big hand, then the page of solutions the state asks for.
#[yew::hook]
pub fn use_solve_worker(state: &State, dispatch: Dispatch) {
    let running = yew::use_mut_ref(|| None::<Running>);
    let gen = state.remote.gen;
    let key = state.solve_key();
    let cards = key.ranks.as_ref().map_or(0, Vec::len);
    let wanted = state.off_thread() && state.view == View::Solve && state.shows_solutions();
    let request = key.ranks.as_ref().filter(|_| wanted).map(|ranks| {
        let ranks: Vec<String> = ranks.iter().map(u8::to_string).collect();
        let parens = if key.no_parens { "n" } else { "p" };
        format!("{} {parens} {}", key.target, ranks.join(","))
    });
    {
        let (running, dispatch) = (running.clone(), dispatch.clone());
        yew::use_effect_with((gen, request.clone()), move |(gen, request)| {
            let Some(request) = request else {
                // Nothing big to solve: a worker's wasm memory never shrinks
                // (1..8 leaves it at hundreds of MB), so let a grown one go.
                let mut slot = running.borrow_mut();
                if slot.as_ref().is_some_and(|r| r.link.grown.get()) {
                    *slot = None;
                }
                return;
            };
            let mut slot = running.borrow_mut();
            // Still on a stale hand: stop it rather than wait. One that
            // stopped working is replaced too.
            if slot
                .as_ref()
                .is_some_and(|r| r.link.solving.get().is_some() || r.link.crashed.get())
            {
                *slot = None;
            }
            if slot.is_none() {
                *slot = start(&dispatch);
            }
            match slot.as_mut() {
                Some(r) => {
                    r.link.solving.set(Some(*gen));
                    if cards > KEEP_UP_TO {
                        r.link.grown.set(true);
                    }
                    r.link.send(format!("s {gen} {request}"));
                    r.slow = Some(slow_after(&dispatch, *gen));
                }
                None => dispatch.dispatch(Action::Worker(WorkerReply::Unavailable)),
            }
        });
    }
    let solved = request.is_some() && state.remote.counts.is_some();
    yew::use_effect_with(
        (gen, solved, state.level, state.page),
        move |&(gen, solved, level, page)| {
            if let (true, Some(r)) = (solved, running.borrow().as_ref()) {
                let level = if level == Level::Strict { "s" } else { "d" };
                r.link.send(format!("p {gen} {level} {page}"));
            }
        },
    );
}
