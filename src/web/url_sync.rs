//! Keeps the URL and the state in step.
//!
//! Promises: the query string is read into the state at start and on every
//! Back/Forward (`popstate`); after that, whenever what a link carries changes,
//! the URL is rewritten from the state: `replaceState` for edits, `pushState`
//! for a new deal, so Back returns to the previous hand. A URL just read is
//! left exactly as the user wrote it.
//!
//! Writes happen shortly after the change, not during it: a history write
//! costs several milliseconds in Chromium, which would otherwise delay the
//! frame that shows the answer, and a burst of edits (typing a target) becomes
//! one write, which also keeps clear of browsers' limits on history calls.

use super::listen::listen;
use crate::link::{parse_query, Parsed};
use crate::state::{Action, State, UrlWrite};
use std::cell::RefCell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// How long a URL write waits for more changes, in milliseconds.
const SETTLE_MS: i32 = 60;

/// The current URL's query, parsed.
pub fn read_location() -> Parsed {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    parse_query(&search)
}

/// The page's address for a query string: what Copy link copies and what the
/// URL becomes.
pub fn address(query: &str) -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    if query.is_empty() {
        format!("{origin}{path}")
    } else {
        format!("{origin}{path}?{query}")
    }
}

/// A write waiting to happen.
#[derive(Default)]
struct Pending {
    /// The query to write and how; `None` when nothing is due.
    due: Option<(String, UrlWrite)>,
    scheduled: bool,
}

fn write_location(query: &str, how: UrlWrite) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let search = if query.is_empty() {
        String::new()
    } else {
        format!("?{query}")
    };
    if location.search().ok().as_deref() == Some(search.as_str()) {
        return;
    }
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let url = format!("{path}{search}{hash}");
    let Ok(history) = window.history() else {
        return;
    };
    let _ = match how {
        UrlWrite::Keep => Ok(()),
        UrlWrite::Replace => history.replace_state_with_url(&JsValue::NULL, "", Some(&url)),
        UrlWrite::Push => history.push_state_with_url(&JsValue::NULL, "", Some(&url)),
    };
}

fn flush(pending: &RefCell<Pending>) {
    let due = {
        let mut p = pending.borrow_mut();
        p.scheduled = false;
        p.due.take()
    };
    if let Some((query, how)) = due {
        write_location(&query, how);
    }
}

#[hook]
pub fn use_url_sync(state: &UseReducerHandle<State>) {
    let pending = use_memo((), |_| RefCell::new(Pending::default()));

    {
        let pending = pending.clone();
        use_effect_with((state.query(), state.ui.url_write), move |(query, how)| {
            let mut p = pending.borrow_mut();
            if *how == UrlWrite::Keep {
                // The URL was just read: nothing earlier may overwrite it.
                p.due = None;
                return;
            }
            // A deal followed by edits is still one new history entry.
            let how = match p.due {
                Some((_, UrlWrite::Push)) => UrlWrite::Push,
                _ => *how,
            };
            p.due = Some((query.clone(), how));
            if !p.scheduled {
                p.scheduled = true;
                let later = pending.clone();
                let run = Closure::once_into_js(move || flush(&later));
                let scheduled = web_sys::window().is_some_and(|w| {
                    w.set_timeout_with_callback_and_timeout_and_arguments_0(
                        run.unchecked_ref(),
                        SETTLE_MS,
                    )
                    .is_ok()
                });
                if !scheduled {
                    p.scheduled = false;
                    drop(p);
                    flush(&pending);
                }
            }
        });
    }

    let dispatch = state.dispatcher();
    use_effect_with((), move |_| {
        let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |_: web_sys::Event| {
            pending.borrow_mut().due = None;
            dispatch.dispatch(Action::Load(read_location()));
        });
        listen(web_sys::window().map(Into::into), "popstate", listener)
    });
}
