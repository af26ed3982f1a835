//! The solving worker: what the page asks of it and what it answers.
//!
//! The page keeps no solver of its own: every solve, check, hint, deal the
//! solver must judge, daily hand and deck run is a [`Request`] to a Web
//! Worker (`crates/worker`), answered by one or more [`Reply`]s. Each
//! message is one string in [`crate::codec`]'s fields, led by
//! [`PROTOCOL_VERSION`] and a tag; a message of another version, or one
//! that does not read, is a typed [`DecodeError`], never a guess.
//!
//! The flow:
//! - the worker says [`Reply::Ready`] once it listens; requests sent before
//!   are queued by the page;
//! - [`Request::Solve`] carries the page's generation of the hand (`gen`),
//!   and is answered with [`Reply::Solved`]: both counts, the hand's
//!   difficulty, and the first page asked for (none in play, where the page
//!   holds no solution); the worker keeps that solve, and
//!   [`Request::Page`] asks it for another page of [`PAGE_SIZE`];
//! - [`Request::Judge`] and [`Request::Hints`] carry their hand, so they
//!   need no earlier solve; answers carry the `gen` (and a check its `seq`)
//!   so the page drops what is stale;
//! - [`Request::Deal`] and [`Request::Daily`] deal what only the solver can
//!   judge: a solvable hand (at a level), the day's hand;
//! - [`Request::Practice`] deals a hand for practice, near an estimated
//!   time, and [`Request::Worksheet`] a printable sheet of hands from a
//!   seed (`practice.rs`);
//! - [`Request::Deck`] starts a deck run, which reports
//!   [`Reply::Progress`] as it goes and ends with its figures; a new run
//!   replaces the one in progress.
//!
//! Errors cross as the solver's own [`Error`](solver::Error) values and the
//! check's [`Invalid`](solver::attempt::Invalid) kinds, which the page words
//! in its language.

mod deal;
mod messages;
mod practice;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
mod values;

pub use deal::DealAsk;
pub use messages::{DecodeError, MAX_ANSWER_BYTES};
pub use practice::{Sheet, SheetHand, MAX_AVOIDED, MAX_SHEET};

use crate::card::Card;
use cards::Faces;
use solver::attempt::Verdict;
use solver::hint::Hints;
use solver::stats::{Summary, TargetCount};
use solver::{Level, Rational};

/// The version of this protocol: the first field of every message.
pub const PROTOCOL_VERSION: u64 = 1;

/// Solutions to a page: what the page's pager shows at once.
pub const PAGE_SIZE: usize = 50;

/// The most numbers a hand may have: the solver's bound.
pub const MAX_NUMBERS: usize = solver::MAX_NUMBERS;

/// A hand to solve: card values, a target, and the house rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    /// The cards' values, 1..=13, at most [`MAX_NUMBERS`].
    pub values: Vec<u8>,
    pub target: Rational,
    /// Only solutions without parentheses.
    pub no_parens: bool,
    /// Whole numbers only: every value along the way an integer.
    pub integers: bool,
}

/// A deck for Explore: every hand of `cards` cards of the ranks from `min`
/// to `max`, worth what `faces` says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deck {
    pub min: u8,
    pub max: u8,
    pub cards: u8,
    pub faces: Faces,
}

/// What a deck run computes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckJob {
    /// The headline figures and each hand's number of solutions.
    Headline {
        deck: Deck,
        target: Rational,
        level: Level,
        no_parens: bool,
        integers: bool,
    },
    /// Which integer targets from `first` to `last` each hand can make.
    Targets {
        deck: Deck,
        first: i128,
        last: i128,
        no_parens: bool,
        integers: bool,
    },
    /// Each solvable hand's difficulty.
    Hardness {
        deck: Deck,
        target: Rational,
        integers: bool,
    },
}

/// What the page asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Solve `hand`: its counts, its difficulty, and page `page` (from 0)
    /// at `level`, unless `page` is `None`.
    Solve {
        gen: u32,
        hand: Hand,
        level: Level,
        page: Option<u32>,
    },
    /// Page `page` at `level` of the last solve, if it was of `gen`.
    Page { gen: u32, level: Level, page: u32 },
    /// Check `answer`, an expression typed or made on the table, for `hand`.
    Judge {
        gen: u32,
        seq: u32,
        hand: Hand,
        level: Level,
        answer: String,
    },
    /// The hints for `hand`, from its first solution at `level`.
    Hints { gen: u32, hand: Hand, level: Level },
    /// Deal a hand as `deal` asks.
    Deal { seq: u32, deal: DealAsk },
    /// The daily hand of `day`, in days since 1970-01-01.
    Daily { day: i64 },
    /// Start deck run `run`, stopping the one in progress.
    Deck { run: u32, job: DeckJob },
    /// Deal a practice hand (four cards at 24, by the usual rules) whose
    /// estimated time is as near `millis` as the deal finds, and none of
    /// `avoid` (hands as sorted values).
    Practice {
        seq: u32,
        millis: u64,
        avoid: Vec<Vec<u8>>,
    },
    /// Deal the hands of a worksheet.
    Worksheet(Sheet),
}

/// One solution as the page lists it: its display form and its steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub display: String,
    /// `8 ÷ 3 = 8/3`, …; empty past the exact range the steps can show.
    pub steps: Vec<String>,
}

/// A page of solutions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolutionPage {
    pub gen: u32,
    pub level: Level,
    /// From 0; a page past the end is the last one.
    pub index: u32,
    /// Solutions at the level in all.
    pub total: u64,
    pub items: Vec<Item>,
}

/// A solved hand's figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    pub distinct: u64,
    pub strict: u64,
    /// A solvable hand's estimated solve time for people, in milliseconds;
    /// `None` when it is unsolvable or too big to rate.
    pub rating_ms: Option<u64>,
}

/// A deck's headline figures: the solver's own summary, and each hand's
/// number of solutions (for the hand lists).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Headline {
    pub summary: Summary,
    /// Every hand with its number of solutions, in deck order.
    pub counts: Vec<(Vec<u8>, u64)>,
}

/// How hard a deck's solvable hands are.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hardness {
    /// The solvable hands of each level, in the order of
    /// [`Grade::ALL`](solver::difficulty::Grade::ALL).
    pub per_grade: Vec<Vec<Vec<u8>>>,
    /// The hardest hands with their estimated time in milliseconds,
    /// hardest first.
    pub hardest: Vec<(Vec<u8>, u64)>,
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The worker listens: requests may be sent.
    Ready,
    /// The solve of `gen`: its counts and, if asked, a page.
    Solved {
        gen: u32,
        counts: Counts,
        page: Option<SolutionPage>,
    },
    /// A page asked for.
    Page(SolutionPage),
    /// Check `seq` of `gen`.
    Judged {
        gen: u32,
        seq: u32,
        verdict: Verdict,
    },
    /// The hints for `gen`, at `level`.
    Hinted {
        gen: u32,
        level: Level,
        hints: Hints,
    },
    /// A solve, check or hint of `gen` could not be done.
    Failed {
        gen: u32,
        error: solver::Error,
    },
    /// Deal `seq`: the cards, and whether they are what was asked (when
    /// not, the last hand tried, after `attempts`).
    Dealt {
        seq: u32,
        cards: Vec<Card>,
        kept: bool,
        attempts: u32,
    },
    /// The daily hand of `day`.
    Daily {
        day: i64,
        cards: Vec<Card>,
    },
    /// Deck run `run` has done `done` of `total` hands.
    Progress {
        run: u32,
        done: u64,
        total: u64,
    },
    /// Deck run `run` ended with its figures.
    Headline {
        run: u32,
        headline: Headline,
    },
    Targets {
        run: u32,
        counts: Vec<TargetCount>,
    },
    Hardness {
        run: u32,
        hardness: Hardness,
    },
    /// Deck run `run` could not be done.
    DeckFailed {
        run: u32,
        error: solver::Error,
    },
    /// Practice deal `seq`: the cards, their estimated time in
    /// milliseconds, and the techniques they involve (bit `i` for
    /// [`Technique::ALL`](solver::difficulty::Technique::ALL)`[i]`).
    Practiced {
        seq: u32,
        cards: Vec<Card>,
        millis: u64,
        techniques: u8,
    },
    /// The hands of `sheet`, as many as were found (up to its count).
    Worksheet {
        sheet: Sheet,
        hands: Vec<SheetHand>,
    },
}
