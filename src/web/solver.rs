//! The page's solver: the solving worker, started as the page loads, sent
//! what the state wants ([`State::wants`]) as it changes, its answers
//! turned into [`Action::Worker`].
//!
//! Promises: one worker at a time; a new hand while the worker still
//! solves the old one terminates it and starts another (its answer could
//! only be stale), and so does a worker that stopped; one that has solved a
//! hand of more than [`KEEP_UP_TO`] cards is let go when the hand needs no
//! more than that (a wasm memory never shrinks, and 1..8 leaves it at
//! hundreds of megabytes); whatever a replaced worker was asked besides the
//! hand's solve is asked again of the next; a solve that has not answered
//! after [`SLOW_MS`] says so.

use super::turns::{soon, when_done};
use super::worker::Running;
use model::state::{Action, Dispatch, State, Wants};
use protocol::worker::Request;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// A solve that has not answered after this long shows that it runs.
const SLOW_MS: i32 = 150;

/// A worker that has solved hands of at most this many cards is kept: its
/// memory is a few megabytes. Seven or eight cards grow it to hundreds.
const KEEP_UP_TO: usize = 6;

/// The worker and what it was asked.
struct Solver {
    running: Running,
    /// The generation being solved, until its answer arrives.
    solving: Rc<Cell<Option<u32>>>,
    /// It has solved a hand of more than [`KEEP_UP_TO`] cards.
    grown: bool,
    /// The pending "taking a while" timer's callback.
    slow: Option<Closure<dyn Fn()>>,
}

fn start(dispatch: &Dispatch) -> Option<Solver> {
    let solving = Rc::new(Cell::new(None));
    let on_reply = {
        let (dispatch, solving) = (dispatch.clone(), solving.clone());
        move |reply| {
            if let protocol::worker::Reply::Solved { gen, .. }
            | protocol::worker::Reply::Failed { gen, .. } = &reply
            {
                if solving.get() == Some(*gen) {
                    solving.set(None);
                }
            }
            dispatch.dispatch(Action::Worker(reply));
        }
    };
    let on_lost = {
        let dispatch = dispatch.clone();
        move |crashed| dispatch.dispatch(Action::WorkerLost { crashed })
    };
    Some(Solver {
        running: Running::start(on_reply, on_lost)?,
        solving,
        grown: false,
        slow: None,
    })
}

/// Tells the page, after [`SLOW_MS`], that solve `gen` is taking a while (the
/// state ignores it if the answer came first). The callback must live until
/// then: the caller keeps it.
fn slow_after(dispatch: &Dispatch, gen: u32) -> Closure<dyn Fn()> {
    let dispatch = dispatch.clone();
    let tell = Closure::<dyn Fn()>::new(move || dispatch.dispatch(Action::Slow { gen }));
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
            tell.as_ref().unchecked_ref(),
            SLOW_MS,
        );
    }
    tell
}

/// Keeps the worker in step with the state.
#[yew::hook]
pub fn use_solver(state: &State, dispatch: Dispatch) {
    let slot = yew::use_mut_ref(|| None::<Solver>);
    let sent = yew::use_mut_ref(Wants::default);
    let size = state.size();
    yew::use_effect_with(state.wants(), move |wants| {
        let slot_ref = slot.clone();
        let mut slot = slot.borrow_mut();
        let mut sent = sent.borrow_mut();
        let mut new = wants.since(&sent);
        let solve = new.iter().any(|r| matches!(r, Request::Solve { .. }));
        let replace = slot.as_ref().is_some_and(|s| {
            s.running.lost()
                || (solve && s.solving.get().is_some())
                || (s.grown && size <= KEEP_UP_TO && wants.solve.is_some())
        });
        if replace {
            *slot = None;
            // The next worker knows nothing: ask it all that is wanted.
            new = wants.since(&Wants::default());
        }
        if slot.is_none() && new.is_empty() {
            // Nothing to ask yet (the page has just started): the worker
            // starts once the page is live, in a task of its own, so that
            // neither its start nor its compiling competes with the page's.
            let (slot, dispatch) = (slot_ref.clone(), dispatch.clone());
            when_done(move || {
                soon(move || {
                    let mut slot = slot.borrow_mut();
                    if slot.is_none() {
                        *slot = start(&dispatch);
                        if slot.is_none() {
                            dispatch.dispatch(Action::WorkerLost { crashed: false });
                        }
                    }
                })
            });
            *sent = wants.clone();
            return;
        }
        if slot.is_none() {
            *slot = start(&dispatch);
            if slot.is_none() {
                dispatch.dispatch(Action::WorkerLost { crashed: false });
            }
        }
        *sent = wants.clone();
        let Some(solver) = slot.as_mut() else {
            return;
        };
        for request in &new {
            if let Request::Solve { gen, hand, .. } = request {
                solver.solving.set(Some(*gen));
                solver.grown |= hand.values.len() > KEEP_UP_TO;
                solver.slow = Some(slow_after(&dispatch, *gen));
            }
            solver.running.send(request);
        }
    });
}
