//! What the components need from the browser, beyond drawing: the URL, the
//! keyboard, the clipboard and the share sheet, the random source, card
//! images, the clock, sound, the stored bests and their file, the stored
//! practice, downloads, the solving workers, the Rooms socket, the world's
//! daily over HTTP, numbers in each
//! language, and the language builds of the page's texts.

pub mod bests_file;
pub mod bests_store;
pub mod card_image;
pub mod clipboard;
pub mod clock;
pub mod dealing;
pub mod deck_runs;
pub mod focus;
pub mod hand_keys;
pub mod homework;
mod listen;
pub mod live;
pub mod numbers;
mod post;
pub mod practice_store;
pub mod preferences;
pub mod printing;
pub mod room_socket;
mod seat_store;
pub mod share;
pub mod solver;
pub mod sound;
pub mod text_file;
pub mod texts;
pub mod turns;
pub mod url_sync;
mod worker;
pub mod world;
