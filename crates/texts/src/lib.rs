//! Every text the page shows, in each of its languages, and the sentences
//! made from the model's values: a directory per area (the page's own texts
//! here, Play's in `play/`, Rooms' in `rooms/`, Practice's and the
//! worksheet's in `practice/`), one file per language in each, named as the
//! list of languages names them (`crates/lang`: `en.rs`, `zh.rs`,
//! `zh_hant.rs`, …); numbers as each language writes them in `numbers.rs`.
//!
//! Each language's texts of an area are one struct ([`Text`],
//! [`play::PlayText`], …): fixed labels, and small functions for the
//! sentences with numbers or names in them. Because they are structs, a
//! language that lacks a text does not compile; the tests check that none
//! is left empty, that every message names the input it is about, and that
//! each language follows its conventions. Solutions and steps are not here:
//! they stay in math notation in every language.
//!
//! The texts speak for a [`Lang`] through traits ([`Numbers`], [`Words`],
//! [`play::PlayWords`], …, all in [`prelude`]): `Lang` is defined below the
//! model, which names languages in links, and the texts above it, since
//! they word the model's values.
//!
//! A build carries every language's texts, or one language's alone
//! (`TWENTYFOUR_LANG`, read by `build.rs`): the page's wasm is built once per
//! language. Pure Rust, built and tested natively.

/// The traits through which the texts speak for a [`Lang`], and `Lang`.
pub mod prelude {
    pub use crate::play::PlayWords;
    pub use crate::practice::PracticeWords;
    pub use crate::rooms::RoomsWords;
    pub use crate::start::StartWords;
    pub use crate::{Lang, Numbers, Words};
}

/// Declares the languages' modules of a directory of texts (`en.rs` …),
/// each only when the build carries that language (`build.rs`): the list of
/// languages handed to [`declare_modules`].
macro_rules! language_modules {
    // A visibility is always given: an empty one cannot be passed on.
    ($vis:vis) => {
        lang::languages!(declare_modules, $vis);
    };
}

macro_rules! declare_modules {
    ([$vis:vis] $($variant:ident $code:literal $tag:literal $name:literal $module:ident,)*) => {
        $(
            #[cfg(carries = $code)]
            $vis mod $module;
        )*
    };
}

/// `$lang`'s `$table` from its language's module; in a build carrying one
/// language alone, that one's (through `$again`, the method that reads the
/// table) for every other.
macro_rules! table {
    ($lang:expr, $table:ident, $again:ident) => {
        lang::languages!(table_of, $lang, $table, $again)
    };
}

macro_rules! table_of {
    ([$lang:expr, $table:ident, $again:ident]
        $($variant:ident $code:literal $tag:literal $name:literal $module:ident,)*) => {
        match $lang {
            $(
                #[cfg(carries = $code)]
                Lang::$variant => &$module::$table,
            )*
            #[cfg(carries_one)]
            _ => crate::SOLE.$again(),
        }
    };
}

// The other areas' files use each language's helpers (Korean's particles).
language_modules!(pub(crate));

#[cfg(test)]
mod conventions;
mod numbers;
pub mod play;
pub mod practice;
pub mod rooms;
mod start;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod translated;
#[cfg(test)]
mod words;

pub use numbers::{fallback as fallback_number, set_format, Format, Number, Numbers};
pub use start::Start;

use cards::{Card, Suit};
use model::link::UrlProblem;
use model::notice::Notice;
use model::theme::Theme;
use solver::difficulty::{Difficulty, Grade};
use solver::{Error, Level, NumberProblem, Rational};

pub use lang::Lang;

/// The one language whose texts this build carries, or `None` when it
/// carries every language's (as natively, and in every test). The page's
/// wasm is built once per language (`TWENTYFOUR_LANG`, see `build.rs`):
/// a page whose reader chooses another language loads that language's
/// build instead.
#[cfg(carries_one)]
pub const ONLY: Option<Lang> = Some(SOLE);
#[cfg(not(carries_one))]
pub const ONLY: Option<Lang> = None;

/// The language a build carrying one alone shows for every other: there is
/// no other to show.
macro_rules! sole {
    ([] $($variant:ident $code:literal $tag:literal $name:literal $module:ident,)*) => {
        $(
            #[cfg(all(carries_one, carries = $code))]
            const SOLE: Lang = Lang::$variant;
        )*
    };
}
lang::languages!(sole);

/// The texts of one language.
pub struct Text {
    pub title: &'static str,
    /// The document's `<title>`.
    pub page_title: &'static str,
    pub tagline: &'static str,
    pub hand: &'static str,
    pub controls: &'static str,
    pub deal: &'static str,
    pub only_solvable: &'static str,
    pub size: &'static str,
    pub target: &'static str,
    pub no_parens: &'static str,
    /// The house rule "whole numbers only".
    pub integers: &'static str,
    /// The deck's face cards, and the choices, in the order of
    /// [`cards::Faces::ALL`].
    pub faces: &'static str,
    pub faces_choices: [&'static str; 3],
    pub copy: &'static str,
    pub clear: &'static str,
    /// The label of the language switch.
    pub language: &'static str,
    /// The label of the theme switch, and its choices in the order of
    /// [`Theme::ALL`].
    pub theme: &'static str,
    pub themes: [&'static str; 3],
    pub levels: &'static str,
    pub distinct: &'static str,
    pub strict: &'static str,
    pub solutions: &'static str,
    pub steps: &'static str,
    /// The pager under a long list, and its buttons.
    pub pages: &'static str,
    pub first_page: &'static str,
    pub previous_page: &'static str,
    pub next_page: &'static str,
    pub last_page: &'static str,
    pub show_steps: &'static str,
    pub hide_steps: &'static str,
    pub close: &'static str,
    /// A big hand's verdict while the worker solves it.
    pub solving: &'static str,
    /// The worker could not start: nothing is solved.
    pub solver_unavailable: &'static str,
    /// The worker stopped during this hand's solve.
    pub solver_crashed: &'static str,
    /// A view loaded on demand (Rooms, Practice, the worksheet, Explore),
    /// while its file comes; and when it could not, with the button that
    /// fetches it again.
    pub view_loading: &'static str,
    pub view_unavailable: &'static str,
    pub try_again: &'static str,
    /// Play mode with more cards than it plays.
    pub play_too_many: &'static str,
    pub empty_this_slot: &'static str,
    pub picker_help: &'static str,
    pub keys_help: &'static str,
    pub dismiss: &'static str,
    /// The label of Deal's difficulty choice, and its choice that leaves the
    /// difficulty to chance.
    pub difficulty: &'static str,
    pub any_difficulty: &'static str,
    /// The difficulty levels, in the order of [`Grade::ALL`].
    pub grades: [&'static str; 5],
    /// A hand's level and estimated time: `(level, seconds)`.
    /// Whole seconds: formatting an `f64` would add kilobytes to the page.
    pub rating: fn(&str, u64) -> String,
    /// The picker's rows, in the order of [`Suit::ALL`].
    pub suits: [&'static str; 4],
    /// A card's name for screen readers: "Queen of hearts".
    pub card_name: fn(Card) -> String,
    /// An empty slot, counted from 1.
    pub empty_slot: fn(usize) -> String,
    /// A filled slot's button, counted from 1, with its card's name.
    pub filled_slot: fn(usize, &str) -> String,
    /// The picker's heading for a slot, counted from 1.
    pub picker_title: fn(usize) -> String,
    /// The verdict for a complete hand: a count (written as the language
    /// writes numbers), whether it is one, at a level, for a target.
    pub verdict: fn(&str, usize, Level, &str) -> String,
    /// The verdict while cards are missing: `(missing, size)`.
    pub choose_cards: fn(usize, usize) -> String,
    pub solve_error: fn(&Error) -> String,
    /// Which solutions a page shows: `(first, last, total)`, counted from 1.
    pub page_status: fn(&str, &str, &str) -> String,
    /// What is wrong with the target field: the problem, the text at fault,
    /// and the target still answered.
    pub target_problem: fn(NumberProblem, &str, &str) -> String,
    pub notice: fn(&Notice) -> String,
    /// [`Notice::NoHandAtLevel`]'s sentence, with the level by name:
    /// `(level, cards, target, deals)`, the deals written as the language
    /// writes counts. A text of its own so that every sentence that names a
    /// level takes the name as text, and the tests can put each in it.
    pub no_hand_at_level: fn(&str, usize, &str, &str) -> String,
    /// A share too close to all to show as a percentage: all but this many.
    pub all_but: fn(&str) -> String,
    /// What Distinct and Strict mean, one line each, and the label of the
    /// toggle that shows them.
    pub levels_help: [&'static str; 2],
    pub levels_help_label: &'static str,
    /// The Explore view's texts.
    pub explore: Explore,
}

/// The texts of the Explore view and the header's view switch.
pub struct Explore {
    /// The view switch's label and its two choices.
    pub views: &'static str,
    pub solve: &'static str,
    pub explore: &'static str,
    pub heading: &'static str,
    /// The deck controls' label and fields.
    pub deck: &'static str,
    pub lowest: &'static str,
    pub highest: &'static str,
    pub cards: &'static str,
    /// The progress bar's label while the figures are counted.
    pub working: &'static str,
    /// The time a run has left, in seconds.
    pub left: fn(u64) -> String,
    pub solvable_hands: &'static str,
    pub solvable_deals: &'static str,
    pub most: &'static str,
    pub per_hand_title: &'static str,
    pub per_hand_x: &'static str,
    pub per_hand_y: &'static str,
    pub targets_title: &'static str,
    pub targets_x: &'static str,
    pub targets_y: &'static str,
    pub first_target: &'static str,
    pub last_target: &'static str,
    /// Above a list of hands: they open in Solve.
    pub pick_hand: &'static str,
    /// `(part, whole, percent)`: "1362 of 1820 (74.8%)".
    pub of: fn(&str, &str, &str) -> String,
    /// A solutions-per-hand bar: `(solutions, hands)`.
    pub count_bar: fn(usize, u64) -> String,
    /// A target's bar: `(target, solvable hands, hands, percent)`.
    pub target_bar: fn(&str, u64, u64, &str) -> String,
    /// The heading of a bar's hands: `(hands, solutions)`.
    pub hands_with: fn(u64, usize) -> String,
    /// The hand with the most solutions: `(hand, solutions)`.
    pub most_hand: fn(&str, usize) -> String,
    pub difficulty_title: &'static str,
    pub difficulty_x: &'static str,
    pub hardest_title: &'static str,
    /// A level's bar: `(level, hands)`.
    pub grade_bar: fn(&str, u64) -> String,
    /// The heading of a level's hand list: `(hands, level)`.
    pub level_hands: fn(u64, &str) -> String,
}

/// How many of a link's problems a message names; the rest are counted, so
/// that a long link of bad codes makes a short message.
pub const NAMED_PROBLEMS: usize = 4;

/// The longest text a message quotes from a link, in characters.
const QUOTED: usize = 24;

/// How many dropped codes a message quotes.
const DROPPED: usize = 3;

/// `text` as a message quotes it: at most [`QUOTED`] characters, cut with
/// "…".
fn clip(text: &str) -> String {
    match text.char_indices().nth(QUOTED) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// The first [`NAMED_PROBLEMS`] of `problems` in words (`phrase`, each
/// text in it clipped), and how many more there are.
fn named(problems: &[UrlProblem], phrase: fn(&UrlProblem) -> String) -> (Vec<String>, usize) {
    let parts = problems
        .iter()
        .take(NAMED_PROBLEMS)
        .map(|p| phrase(&clipped(p)))
        .collect();
    (parts, problems.len().saturating_sub(NAMED_PROBLEMS))
}

/// `problem` with every text in it as a message quotes it, and at most
/// [`DROPPED`] dropped codes (then "…").
fn clipped(problem: &UrlProblem) -> UrlProblem {
    use UrlProblem as P;
    let c = |s: &String| clip(s);
    match problem {
        P::NotACard(s) => P::NotACard(c(s)),
        P::Duplicate(s) => P::Duplicate(c(s)),
        P::NoSuitLeft(s) => P::NoSuitLeft(c(s)),
        P::TooMany { max, dropped } => {
            let mut shown: Vec<String> = dropped.iter().take(DROPPED).map(c).collect();
            if dropped.len() > DROPPED {
                shown.push("…".into());
            }
            P::TooMany {
                max: *max,
                dropped: shown,
            }
        }
        P::BadTarget(s) => P::BadTarget(c(s)),
        P::BadLevel(s) => P::BadLevel(c(s)),
        P::BadSize(s) => P::BadSize(c(s)),
        P::BadParens(s) => P::BadParens(c(s)),
        P::BadView(s) => P::BadView(c(s)),
        P::BadRoom(s) => P::BadRoom(c(s)),
        P::BadAssign(s) => P::BadAssign(c(s)),
        P::BadValues(s) => P::BadValues(c(s)),
        P::BadDifficulty(s) => P::BadDifficulty(c(s)),
        P::BadMode(s) => P::BadMode(c(s)),
        P::BadTime(s) => P::BadTime(c(s)),
        P::BadTargets(s) => P::BadTargets(c(s)),
        P::BadLang(s) => P::BadLang(c(s)),
        P::BadRule(s) => P::BadRule(c(s)),
        P::BadFaces(s) => P::BadFaces(c(s)),
        P::NotInDeck(s) => P::NotInDeck(c(s)),
        P::BadSeed(s) => P::BadSeed(c(s)),
        P::BadCount(s) => P::BadCount(c(s)),
        P::TooManyTargets { .. } => problem.clone(),
    }
}

/// `part` of `whole` as a percentage: 74.8% is 748 tenths of a percent.
/// One decimal, or up to three where one would mislead: 100% and 0% are
/// all and none only (4826732 of 4826809 is 99.998%); past three
/// decimals, [`Share::Under`] or [`Share::Over`]. In integers: float
/// formatting would add kilobytes to the page's wasm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Share {
    Percent(Number),
    /// Under 0.001%, and not none.
    Under,
    /// Over 99.999%, and not all.
    Over,
}

pub fn share_of(part: u128, whole: u128) -> Share {
    let percent = |units, decimals| {
        Share::Percent(Number {
            units,
            decimals,
            percent: true,
        })
    };
    if whole == 0 || part == 0 {
        return percent(0, 0);
    }
    if part >= whole {
        return percent(100, 0);
    }
    let mut scale = 10;
    for decimals in 1..=3 {
        // Rounded half up, in units of 10^-decimals percent.
        let units = (part * 100 * scale + whole / 2) / whole;
        if units > 0 && units < 100 * scale {
            return percent(units, decimals);
        }
        scale *= 10;
    }
    if part * 2 < whole {
        Share::Under
    } else {
        Share::Over
    }
}

/// The page's words in a language: labels, card names, verdicts, messages.
/// [`Lang`] is the one implementation.
pub trait Words: Numbers {
    /// `part` of `whole` as a percentage ([`share_of`]): "74.8%",
    /// "74,8 %", "<0.001%", ">99.999%".
    fn percent(self, part: u128, whole: u128) -> String {
        let edge = |units| Number {
            units,
            decimals: 3,
            percent: true,
        };
        match share_of(part, whole) {
            Share::Percent(n) => self.write_number(n),
            Share::Under => format!("<{}", self.write_number(edge(1))),
            Share::Over => format!(">{}", self.write_number(edge(99_999))),
        }
    }

    /// `part` of `whole` as a share: [`Lang::percent`], or "all but 77"
    /// where even three decimals would read as all of it.
    fn share(self, part: u128, whole: u128) -> String {
        match share_of(part, whole) {
            Share::Over => (self.text().all_but)(&self.number(whole - part)),
            _ => self.percent(part, whole),
        }
    }

    fn text(self) -> &'static Text {
        table!(self.lang(), TEXT, text)
    }

    /// "Queen of hearts" / "红桃 Q" / "ハートのクイーン".
    fn card_name(self, card: Card) -> String {
        (self.text().card_name)(card)
    }

    /// "Auto" / "自动" / "自動": a choice of the theme switch.
    fn theme_name(self, theme: Theme) -> &'static str {
        let i = Theme::ALL.iter().position(|&t| t == theme).unwrap_or(0);
        self.text().themes[i]
    }

    /// "Hard" / "难" / "むずかしい".
    fn grade_name(self, grade: Grade) -> &'static str {
        self.text().grades[grade_index(grade)]
    }

    /// "Hard · about 40 s for a practised player".
    fn rating(self, rating: &Difficulty) -> String {
        let seconds = rating.seconds.round().max(1.0) as u64;
        (self.text().rating)(self.grade_name(rating.grade), seconds)
    }

    /// The label of Deal's difficulty choice.
    fn difficulty_label(self) -> &'static str {
        self.text().difficulty
    }

    /// The choice that leaves the difficulty to chance.
    fn any_difficulty(self) -> &'static str {
        self.text().any_difficulty
    }

    /// "Spades" / "黑桃": the name of a row of the picker.
    fn suit_name(self, suit: Suit) -> &'static str {
        let row = suit.index();
        self.text().suits[row]
    }

    /// The alternative text of an empty slot; `index` counts from 0.
    fn empty_slot(self, index: usize) -> String {
        (self.text().empty_slot)(index + 1)
    }

    /// The accessible name of a filled slot's button; `index` counts from 0.
    fn filled_slot(self, index: usize, card: Card) -> String {
        (self.text().filled_slot)(index + 1, &self.card_name(card))
    }

    fn picker_title(self, index: usize) -> String {
        (self.text().picker_title)(index + 1)
    }

    /// "Distinct (3)"; without a count while the hand is incomplete.
    fn level_button(self, level: Level, count: Option<usize>) -> String {
        let name = match level {
            Level::Distinct => self.text().distinct,
            Level::Strict => self.text().strict,
        };
        match count {
            Some(n) => format!("{name} ({})", self.number(n as u128)),
            None => name.to_string(),
        }
    }

    /// "about 2 min left": the time a run has left.
    fn time_left(self, seconds: u64) -> String {
        (self.text().explore.left)(seconds)
    }

    /// The verdict for a complete hand.
    fn verdict(self, count: usize, level: Level, target: &Rational) -> String {
        (self.text().verdict)(&self.number(count as u128), count, level, &show(target))
    }

    /// The verdict while cards are missing.
    fn choose_cards(self, missing: usize, size: usize) -> String {
        (self.text().choose_cards)(missing, size)
    }

    /// Why a hand could not be solved, in this language.
    fn solve_error(self, error: &Error) -> String {
        (self.text().solve_error)(error)
    }

    fn steps_button(self, open: bool) -> &'static str {
        if open {
            self.text().hide_steps
        } else {
            self.text().show_steps
        }
    }

    /// "51–100 of 861": which solutions a page shows; `start..end` counts
    /// from 0, as [`Page`](model::paging::Page) does.
    fn page_status(self, start: usize, end: usize, total: usize) -> String {
        let n = |k: usize| self.number(k as u128);
        (self.text().page_status)(&n(start + 1), &n(end), &n(total))
    }

    /// What is wrong with the target field's text.
    fn target_problem(self, error: &Error, kept: &Rational) -> String {
        let (problem, text) = match error {
            Error::Number { text, problem } => (*problem, text.as_str()),
            _ => (NumberProblem::Invalid, ""),
        };
        (self.text().target_problem)(problem, text, &show(kept))
    }

    fn notice(self, notice: &Notice) -> String {
        (self.text().notice)(notice)
    }
}

impl Words for Lang {}

/// Where `grade` stands in [`Grade::ALL`], and so in [`Text::grades`].
fn grade_index(grade: Grade) -> usize {
    Grade::ALL.iter().position(|&g| g == grade).unwrap_or(0)
}

/// A number as people write it, with a true minus sign.
fn show(q: &Rational) -> String {
    q.to_string().replace('-', "−")
}
