//! The page preferences kept in the browser rather than in links: the theme,
//! stored in `localStorage` and shown through `data-theme` on `<html>`; the
//! language chosen with the switch; Play's sound switch.
//!
//! Promises: a missing or refused storage (private windows may refuse it)
//! means the defaults (follow the system's theme and the browser's
//! language, no sound), never an error; a language is stored only when the
//! user chooses one.

use crate::texts::prelude::*;
use crate::theme::Theme;

/// The `localStorage` keys of the language chosen and of the sound switch.
const LANG_KEY: &str = "lang";
const SOUND_KEY: &str = "sound";

/// The `localStorage` key of the theme choice; `index.html` reads it too,
/// to set the theme before the first paint.
const THEME_KEY: &str = "theme";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The stored theme choice, read once at start.
#[cfg(target_arch = "wasm32")]
pub fn stored_theme() -> Theme {
    let stored = storage().and_then(|s| s.get_item(THEME_KEY).ok().flatten());
    Theme::from_stored(stored.as_deref())
}

/// Shows `theme` and remembers it for the next visit.
pub fn apply_theme(theme: Theme) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(THEME_KEY, theme.as_str());
    }
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = match theme.data_theme() {
            Some(value) => root.set_attribute("data-theme", value),
            None => root.remove_attribute("data-theme"),
        };
    }
}

/// The language chosen on an earlier visit, if any.
#[cfg(target_arch = "wasm32")]
pub fn stored_lang() -> Option<Lang> {
    let stored = storage().and_then(|s| s.get_item(LANG_KEY).ok().flatten())?;
    Lang::from_code(&stored)
}

/// Remembers the language chosen with the switch.
pub fn store_lang(lang: Lang) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(LANG_KEY, lang.code());
    }
}

/// Whether Play's sounds were switched on.
#[cfg(target_arch = "wasm32")]
pub fn stored_sound() -> bool {
    storage()
        .and_then(|s| s.get_item(SOUND_KEY).ok().flatten())
        .is_some_and(|v| v == "on")
}

/// Remembers the sound switch.
pub fn store_sound(on: bool) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(SOUND_KEY, if on { "on" } else { "off" });
    }
}
