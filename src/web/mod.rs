//! What the components need from the browser, beyond drawing: the URL, the
//! keyboard, the clipboard, the random source, card images, the clock and
//! the stored bests.

pub mod bests_store;
pub mod card_image;
pub mod clipboard;
pub mod clock;
pub mod dealing;
pub mod focus;
pub mod hand_keys;
mod listen;
pub mod preferences;
pub mod slices;
pub mod solve_worker;
pub mod url_sync;
