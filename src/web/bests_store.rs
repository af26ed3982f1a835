//! Personal bests kept in `localStorage`, so that they survive a reload.
//!
//! Promises: a missing or refused storage means fresh bests, never an error;
//! the record is written whole whenever it changes.

use crate::play::bests::Bests;

/// The `localStorage` key of the bests.
const KEY: &str = "bests";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The bests of earlier visits.
#[cfg(target_arch = "wasm32")]
pub fn stored_bests() -> Bests {
    storage()
        .and_then(|s| s.get_item(KEY).ok().flatten())
        .map(|text| Bests::decode(&text))
        .unwrap_or_default()
}

/// Remembers `bests` for the next visit.
pub fn store_bests(bests: &Bests) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(KEY, &bests.encode());
    }
}
