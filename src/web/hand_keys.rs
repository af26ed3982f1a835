//! Typing a hand anywhere on the page: `A` or `1`, `2`–`9`, `T` or `1` `0`,
//! `J`, `Q`, `K` fill the next empty slot; Backspace clears the last filled one.
//! While a complete hand is played, the play keys take their place
//! ([`play_key`]).
//!
//! Promises: keys typed into a text field, a select or with Ctrl/Alt/Meta held
//! are left alone; while the picker is open only Esc is taken here (the picker
//! handles the rest); one listener for the page's lifetime.

use super::clock::now_ms;
use super::listen::listen;
use crate::keys::{key_action, play_key};
use crate::state::{Action, Dispatch};
use std::cell::Cell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

/// Whether a key event is meant for a form field rather than the hand.
fn typed_into_field(e: &KeyboardEvent) -> bool {
    let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return false;
    };
    matches!(
        el.tag_name().to_ascii_lowercase().as_str(),
        "input" | "textarea" | "select"
    ) || el.is_content_editable()
}

#[hook]
pub fn use_hand_keys(dispatch: Dispatch, picker_open: bool, playing: bool) {
    // Read by the listener at key time, so the listener need not be replaced
    // when the picker opens or closes, or play starts.
    let open = use_memo((), |_| Cell::new(false));
    open.set(picker_open);
    let play = use_memo((), |_| Cell::new(false));
    play.set(playing);

    use_effect_with((), move |_| {
        let listener = Closure::<dyn Fn(KeyboardEvent)>::new(move |e: KeyboardEvent| {
            if e.default_prevented() || e.ctrl_key() || e.alt_key() || e.meta_key() {
                return;
            }
            if open.get() {
                if e.key() == "Escape" {
                    e.prevent_default();
                    dispatch.dispatch(Action::ClosePicker);
                }
                return;
            }
            if typed_into_field(&e) {
                return;
            }
            if play.get() {
                if let Some(mv) = play_key(&e.key()) {
                    e.prevent_default();
                    dispatch.dispatch(Action::Play(mv, now_ms()));
                }
                return;
            }
            if let Some(action) = key_action(&e.key()) {
                e.prevent_default();
                dispatch.dispatch(action);
            }
        });
        let document = web_sys::window().and_then(|w| w.document());
        listen(document.map(Into::into), "keydown", listener)
    });
}
