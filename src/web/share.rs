//! Sharing a solve: the platform's share sheet where there is one
//! (`navigator.share`, on phones mostly), else the clipboard.
//!
//! Promises: a share the user cancels says nothing; a share sheet that fails
//! otherwise falls back to the clipboard, which says whether it copied.

use super::clipboard::copy;
use crate::notice::Notice;
use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::Callback;

/// Shares `text` (which ends with its link), telling `done` what happened
/// when there is something to say.
pub fn share(text: String, done: Callback<Notice>) {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return;
    };
    let sheet = Reflect::get(&navigator, &"share".into())
        .ok()
        .filter(JsValue::is_function)
        .map(JsCast::unchecked_into::<Function>);
    let Some(sheet) = sheet else {
        copy(text, Notice::ShareCopied, done);
        return;
    };
    let data = Object::new();
    let _ = Reflect::set(&data, &"text".into(), &JsValue::from_str(&text));
    let shown = sheet
        .call1(&navigator, &data)
        .ok()
        .and_then(|p| p.dyn_into::<Promise>().ok());
    let Some(shown) = shown else {
        copy(text, Notice::ShareCopied, done);
        return;
    };
    spawn_local(async move {
        if let Err(error) = JsFuture::from(shown).await {
            let name = Reflect::get(&error, &"name".into())
                .ok()
                .and_then(|n| n.as_string());
            // The user closed the sheet: nothing to say.
            if name.as_deref() != Some("AbortError") {
                copy(text, Notice::ShareCopied, done);
            }
        }
    });
}
