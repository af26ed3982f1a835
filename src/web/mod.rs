//! What the components need from the browser, beyond drawing: the URL, the
//! keyboard, the clipboard, the random source, and card images.

pub mod card_image;
pub mod clipboard;
pub mod dealing;
pub mod hand_keys;
mod listen;
pub mod preferences;
pub mod slices;
pub mod url_sync;
