//! Copy link: writes a link to the clipboard and reports how it went.

use crate::notice::Notice;
use wasm_bindgen::JsCast;
use yew::Callback;

/// Copies `href`, then tells `done` whether it worked; on failure the notice
/// carries the link, to copy by hand.
pub fn copy_link(href: String, done: Callback<Notice>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    // `navigator.clipboard` is missing outside secure contexts; calling into
    // it there would throw, so look before touching it.
    let clipboard = js_sys::Reflect::get(&window.navigator(), &"clipboard".into())
        .ok()
        .filter(|c| !c.is_undefined() && !c.is_null())
        .map(|c| c.unchecked_into::<web_sys::Clipboard>());
    let Some(clipboard) = clipboard else {
        done.emit(Notice::CopyFailed(href));
        return;
    };
    let promise = clipboard.write_text(&href);
    wasm_bindgen_futures::spawn_local(async move {
        let notice = match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => Notice::Copied,
            Err(_) => Notice::CopyFailed(href),
        };
        done.emit(notice);
    });
}
