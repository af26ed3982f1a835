//! Practice's and the worksheet's texts, one file per language (`en.rs`,
//! `zh.rs`, `zh_hant.rs`, `ja.rs`, `ko.rs`, `es.rs`, `fr.rs`, `de.rs`), and
//! the sentences made from them: the player's level, the progress table, a
//! practice file's problems, the sheet's headings.
//! Each language is one [`PracticeText`] and one [`SheetText`]; a missing
//! text does not compile (`tests.rs` takes every label apart).

language_modules!(pub(super));
#[cfg(test)]
mod tests;

use super::{Lang, Words};
use model::practice::file::{FileError, FileProblem};

/// The texts of Practice.
pub struct PracticeText {
    /// Play's Practice button, and the panel's heading.
    pub practice: &'static str,
    /// What Practice does, under the heading.
    pub intro: &'static str,
    /// The player's level: `(seconds, level name)`: hands the model puts at
    /// about that many seconds are solved within the limit 7 times in 10.
    pub level: fn(u64, &str) -> String,
    /// How many hands were played.
    pub played: fn(usize) -> String,
    /// The time limit's label, and a time in seconds ("12.4", "60").
    pub limit: &'static str,
    pub seconds: fn(&str) -> String,
    /// While the worker deals the next hand.
    pub dealing: &'static str,
    /// A missed hand come back.
    pub review: &'static str,
    /// The limit passed unsolved.
    pub time_up: &'static str,
    /// Written in as missed (after a reveal, or moving on).
    pub missed: &'static str,
    /// Show the solutions (a miss).
    pub give_up: &'static str,
    pub next: &'static str,
    pub progress: &'static str,
    pub chart_title: &'static str,
    pub chart_x: &'static str,
    pub chart_y: &'static str,
    /// A point of the chart: `(hand from 1, seconds)`.
    pub chart_point: fn(usize, u64) -> String,
    /// The progress table's caption and columns.
    pub table_caption: &'static str,
    pub technique: &'static str,
    pub hands: &'static str,
    pub solved: &'static str,
    pub median: &'static str,
    /// The techniques, in `Technique::ALL` order.
    pub techniques: [&'static str; 4],
    pub all_hands: &'static str,
    /// `(solved, hands, percent)`.
    pub solved_of: fn(u32, u32, &str) -> String,
    pub hardest: &'static str,
    /// `(hand, level, estimated seconds, the player's time)`.
    pub hardest_line: fn(&str, &str, u64, &str) -> String,
    pub nothing_yet: &'static str,
    /// The data section: heading, a note, and its buttons.
    pub data: &'static str,
    pub data_note: &'static str,
    pub export: &'static str,
    pub import: &'static str,
    pub wipe: &'static str,
    pub wipe_confirm: &'static str,
    pub wipe_yes: &'static str,
    pub cancel: &'static str,
    /// A file read: the hands in it.
    pub imported: fn(usize) -> String,
    /// A file refused: `(line, what is wrong)`.
    pub file_error: fn(usize, &str) -> String,
    /// What is wrong, for each [`FileProblem`].
    pub file_problem: fn(&FileProblem) -> String,
}

/// The texts of the worksheet.
pub struct SheetText {
    /// The entry button ("Print worksheet") and the sheet's name.
    pub print_worksheet: &'static str,
    pub worksheet: &'static str,
    /// The controls: their label, the number of hands, the paper, and the
    /// buttons.
    pub controls: &'static str,
    pub count: &'static str,
    pub paper: &'static str,
    pub papers: [&'static str; 2],
    pub new_sheet: &'static str,
    pub print: &'static str,
    pub back: &'static str,
    /// The same hands' choices as homework, on the Rooms page.
    pub homework: &'static str,
    /// `(count, size, target)`: "12 hands of 4 cards: make 24".
    pub title: fn(usize, usize, &str) -> String,
    pub instructions: &'static str,
    /// The name and date lines' labels, each with its colon as the
    /// language writes it ("Nom :", "姓名：").
    pub name: &'static str,
    pub date: &'static str,
    /// A hand's heading, from 1.
    pub hand: fn(usize) -> String,
    pub answers: &'static str,
    /// The answer key's columns: the hand, one solution, how many.
    pub hand_column: &'static str,
    pub one_solution: &'static str,
    pub distinct: &'static str,
    pub dealing: &'static str,
    /// `(found, asked)`: fewer hands of the kind than asked.
    pub short: fn(usize, usize) -> String,
    /// Before the link that opens the sheet again.
    pub reopen: &'static str,
    /// The name of the QR code of that link, for screen readers.
    pub reopen_qr: &'static str,
    /// The label of what the cards are worth ("A = 1 · J = 11 …"), with
    /// its colon as the language writes it.
    pub card_values: &'static str,
    /// Said on screen above the answer key: who sees it.
    pub key_note: &'static str,
    /// Worksheets deal at most this many cards per hand.
    pub size_capped: fn(usize) -> String,
    pub seed: fn(u32) -> String,
}

/// Practice's and the worksheet's words in a language. [`Lang`] is the
/// one implementation.
pub trait PracticeWords: Words {
    fn practice_text(self) -> &'static PracticeText {
        table!(self.lang(), PRACTICE, practice_text)
    }

    fn sheet_text(self) -> &'static SheetText {
        table!(self.lang(), SHEET, sheet_text)
    }

    /// Why a practice file was refused, with its line.
    fn file_error(self, error: &FileError) -> String {
        let t = self.practice_text();
        (t.file_error)(error.line, &(t.file_problem)(&error.problem))
    }
}

impl PracticeWords for Lang {}
