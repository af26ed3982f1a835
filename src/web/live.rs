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
    model::link::parse_query,
    model::state::{Action, Start, State},
    texts::Lang,
};

/// The first of the browser's languages, in its order of preference,
/// that the page has; else English.
#[cfg(target_arch = "wasm32")]
fn browser_lang() -> Lang {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Lang::En;
    };
    let mut tags: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|t| t.as_string())
        .collect();
    // Browsers without `navigator.languages` have the one language.
    if tags.is_empty() {
        tags.extend(navigator.language());
    }
    Lang::from_tags(tags.iter().map(String::as_str))
}

/// The state the page starts from: the URL, the browser's language and
/// the one chosen on an earlier visit (a link's `lang` wins over both), and
/// what else the browser kept.
///
/// A build carrying one language's texts starts in that language: the
/// page's start script chose the build by these same rules.
#[cfg(target_arch = "wasm32")]
pub fn start_state() -> State {
    let mut state = State::new(parse_query(""), Lang::En).apply(Action::Started(Start {
        parsed: read_location(),
        lang: browser_lang(),
        chosen: stored_lang(),
        theme: stored_theme(),
        bests: stored_bests(),
        sound: stored_sound(),
    }));
    if let Some(only) = texts::ONLY {
        state.prefs.lang = only;
    }
    state
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
