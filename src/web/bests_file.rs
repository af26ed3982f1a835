//! The bests to a file and back, so that a new browser loses nothing: Save
//! downloads them as a small text file; Load reads one the player chooses.
//!
//! Promises: nothing leaves the browser but the download the player asked
//! for; a file that holds no bests changes nothing and says so.

use crate::play::bests::Bests;
use js_sys::{Array, Promise};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};
use yew::Callback;

/// The name the file is saved under.
const FILE_NAME: &str = "24-bests.txt";

/// Downloads `bests` as a file.
pub fn save(bests: &Bests) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let parts = Array::of1(&bests.to_file().into());
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

/// How long a saved file's address lives, in milliseconds.
const REVOKE_AFTER_MS: i32 = 60_000;

/// Reads the file chosen in `input`: its bests, or its name when it holds
/// none.
pub fn load(input: &HtmlInputElement, done: Callback<Result<Bests, String>>) {
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    // The same file may be chosen again later.
    input.set_value("");
    let name = file.name();
    let text: Promise = file.text();
    spawn_local(async move {
        let read = JsFuture::from(text).await.ok().and_then(|t| t.as_string());
        done.emit(read.and_then(|t| Bests::from_file(&t)).ok_or(name));
    });
}
