//! Practice's journal in `localStorage`, and as a file: Export downloads it,
//! Import reads one the player chooses.
//!
//! Promises: the journal is read once, when Practice first needs it, and
//! written whole whenever it changes after that (never before it was read,
//! so a page that has not read it cannot overwrite it); a missing or
//! refused storage means a fresh journal, never an error; a stored text
//! that does not read is left in place and a fresh journal used; nothing
//! leaves the browser but the download the player asked for.

use super::text_file::{download, read_chosen};
use crate::practice::{file, Journal};
use crate::state::{Action, Dispatch, Practice, PracticeAction};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The `localStorage` key of the journal.
const KEY: &str = "practice";
/// The name an export is saved under.
const FILE_NAME: &str = "24-practice.txt";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn stored() -> Option<Journal> {
    let text = storage()?.get_item(KEY).ok().flatten()?;
    file::read(&text).ok()
}

/// Reads the journal when Practice is first drawn, and keeps the stored
/// one in step with the state's from then on. A hook of Practice's view,
/// so that the page's first download carries none of it.
#[hook]
pub fn use_practice_store(practice: &Practice, dispatch: Dispatch) {
    let wanted = !practice.loaded;
    use_effect_with(wanted, move |&wanted| {
        if wanted {
            let journal = stored().unwrap_or_default();
            dispatch.dispatch(Action::Practice(PracticeAction::Loaded(journal)));
        }
    });
    let journal = practice.loaded.then(|| practice.journal.clone());
    use_effect_with(journal, |journal| {
        if let (Some(journal), Some(storage)) = (journal, storage()) {
            let _ = storage.set_item(KEY, &file::write(journal));
        }
    });
}

/// Downloads `journal` as a practice file.
pub fn export(journal: &Journal) {
    download(FILE_NAME, &file::write(journal));
}

/// Reads the file chosen in `input` and hands its text to `done`.
pub fn import(input: &HtmlInputElement, done: Callback<String>) {
    read_chosen(input, move |_, text| done.emit(text.unwrap_or_default()));
}
