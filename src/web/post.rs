//! A `POST` of a text to the server that served the page, and its
//! answer's text: how the world's daily and homework talk to the server.
//!
//! Promises: `None` for anything that is not an answer with a text (no
//! server, no network, a refused fetch), never an error; the caller's
//! decoder judges the text.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Posts `body` to `path`; the answer's text.
pub async fn post_text(path: &str, body: &str) -> Option<String> {
    let init = web_sys::RequestInit::new();
    init.set_method("POST");
    init.set_body(&body.into());
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
