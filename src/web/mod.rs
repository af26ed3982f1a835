//! What the components need from the browser, beyond drawing: the URL, the
//! keyboard, the clipboard, the random source, card images, the clock, the
//! stored bests and practice, and the solving workers.

pub mod bests_store;
pub mod card_image;
pub mod clipboard;
pub mod clock;
pub mod dealing;
pub mod deck_runs;
pub mod focus;
pub mod hand_keys;
mod listen;
pub mod live;
pub mod practice_store;
pub mod preferences;
pub mod printing;
pub mod solver;
pub mod url_sync;
mod worker;
