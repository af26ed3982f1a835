//! Focus after a combination: the two cards a player combined leave the
//! table, and focus with them; it goes to the result instead, so that
//! keyboard and screen reader users keep their place.
//!
//! A homework hand does the same when its controls change (see
//! [`focus_if_lost`]).
//!
//! Promises: focus moves only when it was on a table card or was lost (on
//! the body); it never leaves a text field.

use wasm_bindgen::JsCast;

/// Focuses the table card at `place` if focus is on the table or lost.
pub fn focus_play_card(place: usize) {
    focus_if_lost(&format!(r#"[data-play-card="{place}"]"#));
}

/// Focuses the element `css` finds, wherever focus is: a question that
/// must be answered first.
pub fn focus(css: &str) {
    let found = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|doc| doc.query_selector(css).ok().flatten())
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(el) = found {
        let _ = el.focus();
    }
}

/// Focuses the element `css` finds if focus is on a table card or lost,
/// as it is when the control that had it has gone (a homework hand's
/// answer field once the hand is over, its Next once the next is shown).
pub fn focus_if_lost(css: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let lost = doc.active_element().is_none_or(|el| {
        el.tag_name().eq_ignore_ascii_case("body") || el.has_attribute("data-play-card")
    });
    if !lost {
        return;
    }
    let found = doc
        .query_selector(css)
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(el) = found {
        let _ = el.focus();
    }
}
