//! Small text files to and from the player's disk: a download of a text
//! (plain, or CSV), and the text of a file chosen in a file input.
//!
//! Promises: nothing leaves the browser but the download the player asked
//! for; the download's address is let go of once it has surely been read;
//! the same file may be chosen again.

use js_sys::{Array, Promise};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};

/// How long a saved file's address lives, in milliseconds.
const REVOKE_AFTER_MS: i32 = 60_000;

/// Downloads `text` as the file `name`.
pub fn download(name: &str, text: &str) {
    download_as(name, text, "text/plain;charset=utf-8");
}

/// Downloads `text` (CSV, with its byte-order mark) as the file `name`.
pub fn download_csv(name: &str, text: &str) {
    download_as(name, text, "text/csv;charset=utf-8");
}

fn download_as(name: &str, text: &str, kind: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let parts = Array::of1(&text.into());
    let options = BlobPropertyBag::new();
    options.set_type(kind);
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
        a.set_download(name);
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

/// Reads the file chosen in `input`, then calls `done` with its name and
/// its text (`None` when it cannot be read as text).
pub fn read_chosen(input: &HtmlInputElement, done: impl FnOnce(String, Option<String>) + 'static) {
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    // The same file may be chosen again later.
    input.set_value("");
    let name = file.name();
    let text: Promise = file.text();
    spawn_local(async move {
        let read = JsFuture::from(text).await.ok().and_then(|t| t.as_string());
        done(name, read);
    });
}
