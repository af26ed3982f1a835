//! Practice's journal in `localStorage`, and as a file: Export downloads it,
//! Import reads one the player chooses.
//!
//! Promises: the journal is read once, when Practice first needs it, and
//! written whole whenever it changes after that (never before it was read,
//! so a page that has not read it cannot overwrite it); a missing or
//! refused storage means a fresh journal, never an error; a stored text
//! that does not read is left in place and a fresh journal used; nothing
//! leaves the browser but the download the player asked for.

use crate::practice::{file, Journal};
use crate::state::{Action, Dispatch, PracticeAction, State};
use js_sys::{Array, Promise};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};
use yew::prelude::*;

/// The `localStorage` key of the journal.
const KEY: &str = "practice";
/// The name an export is saved under.
const FILE_NAME: &str = "24-practice.txt";
/// How long an export's address lives, in milliseconds.
const REVOKE_AFTER_MS: i32 = 60_000;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn stored() -> Option<Journal> {
    let text = storage()?.get_item(KEY).ok().flatten()?;
    file::read(&text).ok()
}

/// Reads the journal when Practice is first opened, and keeps the stored
/// one in step with the state's from then on.
#[hook]
pub fn use_practice_store(state: &State, dispatch: Dispatch) {
    let wanted = state.link.practice && !state.practice.loaded;
    use_effect_with(wanted, move |&wanted| {
        if wanted {
            let journal = stored().unwrap_or_default();
            dispatch.dispatch(Action::Practice(PracticeAction::Loaded(journal)));
        }
    });
    let journal = state
        .practice
        .loaded
        .then(|| state.practice.journal.clone());
    use_effect_with(journal, |journal| {
        if let (Some(journal), Some(storage)) = (journal, storage()) {
            let _ = storage.set_item(KEY, &file::write(journal));
        }
    });
}

/// Downloads `journal` as a practice file.
pub fn export(journal: &Journal) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let parts = Array::of1(&file::write(journal).into());
    let options = BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let Ok(blob) = Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = doc
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(FILE_NAME);
        a.click();
    }
    // Let go of the file once the download has surely read it.
    let forget = Closure::once_into_js(move || {
        let _ = Url::revoke_object_url(&url);
    });
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
            forget.unchecked_ref(),
            REVOKE_AFTER_MS,
        );
    }
}

/// Reads the file chosen in `input` and hands its text to `done`.
pub fn import(input: &HtmlInputElement, done: Callback<String>) {
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    // The same file may be chosen again later.
    input.set_value("");
    let text: Promise = file.text();
    spawn_local(async move {
        let read = JsFuture::from(text).await.ok().and_then(|t| t.as_string());
        done.emit(read.unwrap_or_default());
    });
}
