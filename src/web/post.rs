//! A `POST` of a text to the server that served the page, and its
//! answer's text: how the world's daily and homework talk to the server.
//!
//! Promises: `None` for anything that is not an answer with a text (no
//! server, no network, a refused fetch), never an error; the caller's
//! decoder judges the text. An answer not in whole within [`TIMEOUT_MS`]
//! is none: the request is abandoned, so that one lost on the way (a
//! connection that a network change left hanging) never holds back the
//! requests queued behind it.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// How long a request may take, its answer's text included. The server
/// answers in milliseconds; this leaves a slow phone network ample room.
pub const TIMEOUT_MS: u32 = 10_000;

/// Posts `body` to `path`; the answer's text.
pub async fn post_text(path: &str, body: &str) -> Option<String> {
    let init = web_sys::RequestInit::new();
    init.set_method("POST");
    init.set_body(&body.into());
    // The signal rejects the fetch, or the reading of its body, whichever
    // is under way when the time is up.
    init.set_signal(Some(&web_sys::AbortSignal::timeout_with_u32(TIMEOUT_MS)));
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str_and_init(path, &init))
        .await
        .ok()?
        .dyn_into::<web_sys::Response>()
        .ok()?;
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}
