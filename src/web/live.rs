//! The app takes over the start page that was rendered at build time: it
//! hands the state the page was hydrated from (a first visit's) what the
//! browser says, and says it is live.
//!
//! Promises: the browser's state arrives in a task of its own, after the
//! hydration's, so that neither makes a long task; `#app` stops being busy,
//! and `<html data-live>` says the page answers (the style sheet shows a
//! page that does not as busy; tests wait for it).

use super::bests_store::stored_bests;
use super::preferences::{stored_lang, stored_sound, stored_theme};
use super::url_sync::read_location;
use model::i18n::Lang;
use model::state::{Action, Dispatch};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// The browser's preferred language.
fn browser_lang() -> Lang {
    let tag = web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default();
    Lang::from_tag(&tag)
}

/// In a task of its own: the URL, the browser's language, the one chosen
/// before and what else the browser kept, then the page is live.
pub fn take_over(dispatch: Dispatch) {
    let apply = move || {
        dispatch.dispatch(Action::Started {
            parsed: read_location(),
            lang: browser_lang(),
            chosen: stored_lang(),
            theme: stored_theme(),
            bests: stored_bests(),
            sound: stored_sound(),
        });
        mark_live();
    };
    let later = Closure::once_into_js(apply);
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 0);
    }
}

/// Marks the page live.
fn mark_live() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = doc.get_element_by_id("app") {
        let _ = root.remove_attribute("aria-busy");
    }
    if let Some(html) = doc.document_element() {
        let _ = html.set_attribute("data-live", "");
    }
}
