//! The page's wasm carries one language's texts (`texts::ONLY`; it is built
//! once per language, and the page's start script loads the build of the
//! language it starts in). Choosing a language it does not carry opens the
//! page again in that language, so that the chosen language's build is
//! loaded; a build carrying every language (natively) switches in place.
//!
//! Promises: the page opened is this one's address with its query as
//! written and the new language (`link::with_lang`), so that it reads what
//! this page read, a card it could not read included; it replaces this
//! page in the history, as an in-place switch rewrites the URL.

use super::url_sync::address;
use crate::link::with_lang;
use crate::texts::{prelude::*, ONLY};

/// Whether this build can show `lang` in place.
pub fn carries(lang: Lang) -> bool {
    ONLY.is_none_or(|only| only == lang)
}

/// Opens this page again in `lang`: the chosen language's build.
pub fn open_in(lang: Lang) {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return;
    };
    let search = location.search().unwrap_or_default();
    let _ = location.replace(&address(&with_lang(&search, lang)));
}
