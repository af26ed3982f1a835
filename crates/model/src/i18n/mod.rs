//! Every string the page shows, one file per language: English (`en.rs`),
//! Simplified Chinese (`zh.rs`) and Japanese (`ja.rs`).
//!
//! Each language is one [`Text`]: its fixed labels, and small functions for
//! the sentences with numbers or names in them. Because `Text` is a struct, a
//! language that lacks a text does not compile; the tests check that none is
//! left empty and that every message names the input it is about. Solutions
//! and steps are not here: they stay in math notation in every language. Pure
//! Rust, so it is built and tested natively.

mod en;
mod ja;
pub mod play;
pub mod practice;
#[cfg(test)]
mod tests;
mod zh;

use crate::notice::Notice;
use crate::theme::Theme;
use cards::{Card, Suit};
use solver::difficulty::{Difficulty, Grade};
use solver::{Error, Level, NumberProblem, Rational};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Zh,
    Ja,
}

/// The texts of one language.
pub struct Text {
    /// The language's own name, as the language switch offers it.
    pub name: &'static str,
    /// The value for `<html lang>`.
    pub tag: &'static str,
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
    /// The verdict for a complete hand: a count, at a level, for a target.
    pub verdict: fn(usize, Level, &str) -> String,
    /// The verdict while cards are missing: `(missing, size)`.
    pub choose_cards: fn(usize, usize) -> String,
    pub solve_error: fn(&Error) -> String,
    /// Which solutions a page shows: `(first, last, total)`, counted from 1.
    pub page_status: fn(usize, usize, usize) -> String,
    /// What is wrong with the target field: the problem, the text at fault,
    /// and the target still answered.
    pub target_problem: fn(NumberProblem, &str, &str) -> String,
    pub notice: fn(&Notice) -> String,
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

/// `part` of `whole` as a percentage with one decimal: "74.8%".
pub fn percent(part: u128, whole: u128) -> String {
    if whole == 0 {
        return "0%".into();
    }
    // In integers, rounded half up: float formatting would add kilobytes
    // to the page's wasm.
    let tenths = (part * 1000 + whole / 2) / whole;
    format!("{}.{}%", tenths / 10, tenths % 10)
}

impl Lang {
    /// Every language, in the order the switch offers them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Zh, Lang::Ja];

    /// The language for a browser language tag: Chinese for `zh*`, Japanese
    /// for `ja*`, else English.
    pub fn from_tag(tag: &str) -> Lang {
        let tag = tag.trim().to_ascii_lowercase();
        if tag.starts_with("zh") {
            Lang::Zh
        } else if tag.starts_with("ja") {
            Lang::Ja
        } else {
            Lang::En
        }
    }

    /// The value for `<html lang>` and the switch's option values.
    pub fn tag(self) -> &'static str {
        self.text().tag
    }

    pub fn text(self) -> &'static Text {
        match self {
            Lang::En => &en::TEXT,
            Lang::Zh => &zh::TEXT,
            Lang::Ja => &ja::TEXT,
        }
    }

    /// "Queen of hearts" / "红桃 Q" / "ハートのクイーン".
    pub fn card_name(self, card: Card) -> String {
        (self.text().card_name)(card)
    }

    /// "Auto" / "自动" / "自動": a choice of the theme switch.
    pub fn theme_name(self, theme: Theme) -> &'static str {
        let i = Theme::ALL.iter().position(|&t| t == theme).unwrap_or(0);
        self.text().themes[i]
    }

    /// "Hard" / "难" / "むずかしい".
    pub fn grade_name(self, grade: Grade) -> &'static str {
        self.text().grades[grade_index(grade)]
    }

    /// "Hard · about 40 s for a practised player".
    pub fn rating(self, rating: &Difficulty) -> String {
        let seconds = rating.seconds.round().max(1.0) as u64;
        (self.text().rating)(self.grade_name(rating.grade), seconds)
    }

    /// The label of Deal's difficulty choice.
    pub fn difficulty_label(self) -> &'static str {
        self.text().difficulty
    }

    /// The choice that leaves the difficulty to chance.
    pub fn any_difficulty(self) -> &'static str {
        self.text().any_difficulty
    }

    /// "Spades" / "黑桃": the name of a row of the picker.
    pub fn suit_name(self, suit: Suit) -> &'static str {
        let row = suit.index();
        self.text().suits[row]
    }

    /// The alternative text of an empty slot; `index` counts from 0.
    pub fn empty_slot(self, index: usize) -> String {
        (self.text().empty_slot)(index + 1)
    }

    /// The accessible name of a filled slot's button; `index` counts from 0.
    pub fn filled_slot(self, index: usize, card: Card) -> String {
        (self.text().filled_slot)(index + 1, &self.card_name(card))
    }

    pub fn picker_title(self, index: usize) -> String {
        (self.text().picker_title)(index + 1)
    }

    /// "Distinct (3)"; without a count while the hand is incomplete.
    pub fn level_button(self, level: Level, count: Option<usize>) -> String {
        let name = match level {
            Level::Distinct => self.text().distinct,
            Level::Strict => self.text().strict,
        };
        match count {
            Some(n) => format!("{name} ({n})"),
            None => name.to_string(),
        }
    }

    /// The verdict for a complete hand.
    pub fn verdict(self, count: usize, level: Level, target: &Rational) -> String {
        (self.text().verdict)(count, level, &show(target))
    }

    /// The verdict while cards are missing.
    pub fn choose_cards(self, missing: usize, size: usize) -> String {
        (self.text().choose_cards)(missing, size)
    }

    /// Why a hand could not be solved, in this language.
    pub fn solve_error(self, error: &Error) -> String {
        (self.text().solve_error)(error)
    }

    pub fn steps_button(self, open: bool) -> &'static str {
        if open {
            self.text().hide_steps
        } else {
            self.text().show_steps
        }
    }

    /// "51–100 of 861": which solutions a page shows; `start..end` counts
    /// from 0, as [`Page`](crate::paging::Page) does.
    pub fn page_status(self, start: usize, end: usize, total: usize) -> String {
        (self.text().page_status)(start + 1, end, total)
    }

    /// What is wrong with the target field's text.
    pub fn target_problem(self, error: &Error, kept: &Rational) -> String {
        let (problem, text) = match error {
            Error::Number { text, problem } => (*problem, text.as_str()),
            _ => (NumberProblem::Invalid, ""),
        };
        (self.text().target_problem)(problem, text, &show(kept))
    }

    pub fn notice(self, notice: &Notice) -> String {
        (self.text().notice)(notice)
    }
}

/// Where `grade` stands in [`Grade::ALL`], and so in [`Text::grades`].
fn grade_index(grade: Grade) -> usize {
    Grade::ALL.iter().position(|&g| g == grade).unwrap_or(0)
}

/// A number as people write it, with a true minus sign.
fn show(q: &Rational) -> String {
    q.to_string().replace('-', "−")
}
