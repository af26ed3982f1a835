//! The app takes over the start page that was rendered at build time: the
//! state it starts from (the URL, the browser's language and the one
//! chosen before, what else it kept), and the word that it is live.
//!
//! Promises: once the app has drawn, `#app` stops being busy, and `<html
//! data-live>` says the page answers (the style sheet shows a page that
//! does not as busy; tests wait for it).

#[cfg(target_arch = "wasm32")]
use {
    super::bests_store::stored_bests,
    super::preferences::{stored_lang, stored_sound, stored_theme},
    super::url_sync::read_location,
    model::i18n::Lang,
    model::link::parse_query,
    model::state::{Action, State},
};

/// The browser's preferred language.
#[cfg(target_arch = "wasm32")]
fn browser_lang() -> Lang {
    let tag = web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default();
    Lang::from_tag(&tag)
}

/// The state the page starts from: the URL, the browser's language and
/// the one chosen on an earlier visit (a link's `lang` wins over both), and
/// what else the browser kept.
#[cfg(target_arch = "wasm32")]
pub fn start_state() -> State {
    State::new(parse_query(""), Lang::En).apply(Action::Started {
        parsed: read_location(),
        lang: browser_lang(),
        chosen: stored_lang(),
        theme: stored_theme(),
        bests: stored_bests(),
        sound: stored_sound(),
    })
}

/// Marks the page live.
pub fn mark_live() {
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
