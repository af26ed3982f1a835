//! Long work in slices: a clock and a way to give the browser its turn.
//!
//! A slice runs for about [`SLICE_MS`], then [`yield_to_browser`] lets the
//! page paint and handle input before the next one, so nothing freezes.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// How long one slice may run: within a frame, leaving time to paint.
pub const SLICE_MS: f64 = 12.0;

/// Milliseconds from the page's time origin.
pub fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Resolves after the browser has had a turn (a zero-delay timeout).
pub async fn yield_to_browser() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window
                .set_timeout_with_callback_and_timeout_and_arguments_0(resolve.unchecked_ref(), 0);
        }
    });
    let _ = JsFuture::from(promise).await;
}
