//! Listening to a DOM event for as long as a component lives.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::convert::FromWasmAbi;
use wasm_bindgen::JsCast;
use web_sys::EventTarget;

/// Adds `listener` for `event` on `target` and returns the clean-up that
/// removes it again, to be returned from a `use_effect_with`. Without a target
/// (no window or document) it does nothing.
pub fn listen<E: FromWasmAbi + 'static>(
    target: Option<EventTarget>,
    event: &'static str,
    listener: Closure<dyn Fn(E)>,
) -> impl FnOnce() {
    if let Some(t) = &target {
        let _ = t.add_event_listener_with_callback(event, listener.as_ref().unchecked_ref());
    }
    move || {
        if let Some(t) = &target {
            let _ = t.remove_event_listener_with_callback(event, listener.as_ref().unchecked_ref());
        }
        drop(listener);
    }
}
