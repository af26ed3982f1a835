//! Keeps the URL and the state in step.
//!
//! Promises: the query string is read into the state at start and on every
//! Back/Forward (`popstate`); after that, whenever what a link carries changes,
//! the URL is rewritten from the state: `replaceState` for edits, `pushState`
//! for a new deal, so Back returns to the previous hand. A URL just read is
//! left exactly as the user wrote it.

use super::state::{Action, State, UrlWrite};
use crate::cards::{parse_query, Parsed};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The current URL's query, parsed.
pub fn read_location() -> Parsed {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    parse_query(&search)
}

fn write_location(query: &str, how: UrlWrite) {
    let Some(window) = web_sys::window() else { return };
    let location = window.location();
    let search = if query.is_empty() { String::new() } else { format!("?{query}") };
    if location.search().ok().as_deref() == Some(search.as_str()) {
        return;
    }
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let url = format!("{path}{search}{hash}");
    let Ok(history) = window.history() else { return };
    let _ = match how {
        UrlWrite::Keep => Ok(()),
        UrlWrite::Replace => history.replace_state_with_url(&JsValue::NULL, "", Some(&url)),
        UrlWrite::Push => history.push_state_with_url(&JsValue::NULL, "", Some(&url)),
    };
}

#[hook]
pub fn use_url_sync(state: &UseReducerHandle<State>) {
    use_effect_with((state.query(), state.url_write), |(query, how)| {
        write_location(query, *how);
    });

    let dispatch = state.dispatcher();
    use_effect_with((), move |_| {
        let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |_: web_sys::Event| {
            dispatch.dispatch(Action::Load(read_location()));
        });
        let window = web_sys::window();
        if let Some(w) = &window {
            let _ = w.add_event_listener_with_callback("popstate", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(w) = &window {
                let _ = w.remove_event_listener_with_callback(
                    "popstate",
                    listener.as_ref().unchecked_ref(),
                );
            }
            drop(listener);
        }
    });
}
