//! Copying to the clipboard: a link (Copy link) or a solve to share where
//! the browser has no share sheet, and reporting how it went.

use crate::notice::Notice;
use wasm_bindgen::JsCast;
use yew::Callback;

/// Copies `text`, then tells `done` `copied`, or, on failure, a notice that
/// carries the text, to copy by hand.
pub fn copy(text: String, copied: Notice, done: Callback<Notice>) {
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
        done.emit(Notice::CopyFailed(text));
        return;
    };
    let promise = clipboard.write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        let notice = match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => copied,
            Err(_) => Notice::CopyFailed(text),
        };
        done.emit(notice);
    });
}

/// Copy link: copies `href` and says "Link copied".
pub fn copy_link(href: String, done: Callback<Notice>) {
    copy(href, Notice::Copied, done);
}
