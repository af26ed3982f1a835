//! The bests to a file and back, so that a new browser loses nothing: Save
//! downloads them as a small text file; Load reads one the player chooses.
//!
//! Promises: nothing leaves the browser but the download the player asked
//! for; a file that holds no bests changes nothing and says so.

use super::text_file::{download, read_chosen};
use crate::play::bests::Bests;
use web_sys::HtmlInputElement;
use yew::Callback;

/// The name the file is saved under.
const FILE_NAME: &str = "24-bests.txt";

/// Downloads `bests` as a file.
pub fn save(bests: &Bests) {
    download(FILE_NAME, &bests.to_file());
}

/// Reads the file chosen in `input`: its bests, or its name when it holds
/// none.
pub fn load(input: &HtmlInputElement, done: Callback<Result<Bests, String>>) {
    read_chosen(input, move |name, text| {
        done.emit(text.and_then(|t| Bests::from_file(&t)).ok_or(name));
    });
}
