//! The page preferences kept in the browser rather than in links: the theme,
//! stored in `localStorage` and shown through `data-theme` on `<html>`.
//!
//! Promises: a missing or refused storage (private windows may refuse it)
//! means "follow the system", never an error.

use crate::theme::Theme;

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
