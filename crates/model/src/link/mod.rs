//! The URL codec: the part of the page state that a link carries, read
//! leniently ([`parse_query`]) and written canonically ([`write_query`]).
//!
//! The format, parameter by parameter, is the guide's page on links,
//! `docs/url.md` (a check in `xtask/src/docs.rs` fails when it does not name
//! a parameter read here). What this module promises:
//! - [`write_query`] writes one canonical form, every default left out, and
//!   what it writes reads back to the same [`Link`];
//! - [`parse_query`] never fails: whatever cannot be used is reported as a
//!   [`UrlProblem`] naming the text at fault, and everything else is kept
//!   (`zz-3h-99-8d` keeps 3h and 8d in their slots);
//! - a hand never holds a card twice, and its size stays within
//!   [`MIN_SIZE`]..=[`MAX_SIZE`].

mod read;
#[cfg(test)]
mod tests;
mod write;

pub use read::parse_query;
pub use write::{seconds_text, with_lang, write_query};

use crate::lang::Lang;
use cards::{Card, Faces};
use protocol::room::RoomCode;
use solver::difficulty::Grade;
use solver::{Level, Rational};

/// The fewest cards a hand may have.
pub const MIN_SIZE: usize = 2;
/// The most cards a hand may have.
pub const MAX_SIZE: usize = 8;
/// The hand size when a link does not say.
pub const DEFAULT_SIZE: usize = 4;
/// The target when a link does not say.
pub const DEFAULT_TARGET: i128 = 24;

/// The lowest and highest card values an Explore deck can span.
pub const VALUES: (u8, u8) = (1, 13);

/// Explore's targets chart range when a link does not say.
pub const DEFAULT_TARGETS: (i128, i128) = (1, 100);
/// The widest targets chart range, to keep a run within seconds.
pub const MAX_TARGETS: i128 = 200;

/// A targets chart range as it is kept: in order, and at most
/// [`MAX_TARGETS`] wide (the last target gives way).
pub fn target_range(first: i128, last: i128) -> (i128, i128) {
    let (first, last) = (first.min(last), first.max(last));
    (first, last.min(first.saturating_add(MAX_TARGETS - 1)))
}

/// Which view a link opens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum View {
    /// One hand and its solutions.
    #[default]
    Solve,
    /// Figures and charts of a whole deck (`view=explore`).
    Explore,
    /// Live games of many players (`view=rooms`, or a `room`).
    Rooms,
    /// A printable worksheet of hands (`view=print`).
    Print,
}

/// The worksheet sizes a link may ask for, and the one when it does not.
pub const SHEET_COUNTS: [u8; 3] = [8, 12, 20];
pub const DEFAULT_COUNT: u8 = 12;

/// What a link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// One entry per slot; the length is the hand size, in `MIN_SIZE..=MAX_SIZE`
    /// (in Explore, the cards per hand of the deck).
    pub slots: Vec<Option<Card>>,
    pub target: Rational,
    pub level: Level,
    pub no_parens: bool,
    pub view: View,
    /// The Explore deck's values, `min..=max` within [`VALUES`].
    pub values: (u8, u8),
    /// Explore's targets chart range (`from`, `to`), as [`target_range`]
    /// keeps it.
    pub targets: (i128, i128),
    /// The difficulty Deal draws from; `None` is any.
    pub difficulty: Option<Grade>,
    /// Play mode (`mode=play`).
    pub play: bool,
    /// A challenge's time to beat, in tenths of a second (`t=12.4`).
    pub challenge: Option<u32>,
    /// Today's daily hand (`daily`), whose cards the page picks.
    pub daily: bool,
    /// Whole numbers only (`rule=integers`).
    pub integers: bool,
    /// The deck, and what its face cards are worth (`faces=10|none`).
    pub faces: Faces,
    /// Practice (`mode=practice`), in play mode.
    pub practice: bool,
    /// The worksheet's seed (`seed`), in the print view.
    pub seed: Option<u32>,
    /// The worksheet's number of hands (`count`), one of [`SHEET_COUNTS`].
    pub count: u8,
    /// The worksheet's answer key (`key=1`), in the print view: the
    /// teacher's link has it; the link printed on the sheet, for the
    /// students, does not.
    pub key: bool,
    /// The language chosen (`lang`), which the page is shown in.
    pub lang: Option<Lang>,
    /// The room to join or come back to (`room=K7M2QX`); only with the
    /// Rooms view.
    pub room: Option<RoomCode>,
    /// The room's projector view (`screen=1`); only with a room.
    pub screen: bool,
    /// Homework to play (`assign=K7M2QX`); it opens the Rooms view.
    pub assign: Option<RoomCode>,
    /// The teacher's key to the homework's results (`teacher=…`, 32 hex
    /// digits); only with `assign`.
    pub teacher: Option<String>,
}

impl Default for Link {
    fn default() -> Self {
        Link {
            slots: vec![None; DEFAULT_SIZE],
            target: Rational::from_integer(DEFAULT_TARGET),
            level: Level::Distinct,
            no_parens: false,
            view: View::Solve,
            values: VALUES,
            targets: DEFAULT_TARGETS,
            difficulty: None,
            play: false,
            challenge: None,
            daily: false,
            integers: false,
            faces: Faces::Numbered,
            practice: false,
            seed: None,
            count: DEFAULT_COUNT,
            key: false,
            lang: None,
            room: None,
            screen: false,
            assign: None,
            teacher: None,
        }
    }
}

/// A part of a link that could not be used. Each names the text at fault, as
/// written in the link (decoded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UrlProblem {
    /// Neither a card code nor a rank: `zz`, `99`.
    NotACard(String),
    /// The same card twice; the later one is dropped.
    Duplicate(String),
    /// A bare rank whose four suits are all in the hand already.
    NoSuitLeft(String),
    /// Codes beyond the hand size (`max`), which are dropped.
    TooMany {
        max: usize,
        dropped: Vec<String>,
    },
    BadTarget(String),
    BadLevel(String),
    BadSize(String),
    /// A `parens` value other than `no` or `yes`.
    BadParens(String),
    /// A `view` other than `explore`, `print`, `rooms` or `solve`.
    BadView(String),
    /// A `room` that is not a room code (six letters and digits).
    BadRoom(String),
    /// An `assign` that is not a homework code, or a `teacher` that is
    /// not a key.
    BadAssign(String),
    /// A `min` or `max` outside 1..13, or a `min` above the `max`: the
    /// parameters as written, `min=0` or `min=9&max=3`.
    BadValues(String),
    /// A `difficulty` that is not one of the five levels (or `any`).
    BadDifficulty(String),
    /// A `mode` other than `play`, `practice` or `solve`.
    BadMode(String),
    /// A `t` that is not a time in seconds like `12.4`.
    BadTime(String),
    /// A `from` or `to` that is not a whole number, as written: `from=1.5`.
    BadTargets(String),
    /// A `rule` other than `integers` (or `fractions`, the default).
    BadRule(String),
    /// A `faces` other than `10`, `none` or `13`.
    BadFaces(String),
    /// A face card in a deck without them (`faces=none`); it is dropped.
    NotInDeck(String),
    /// A `seed` that is not a whole number below 2³².
    BadSeed(String),
    /// A `count` other than 8, 12 or 20.
    BadCount(String),
    /// A `from`..`to` range of more than [`MAX_TARGETS`] targets, and the
    /// range kept instead.
    TooManyTargets {
        asked: (i128, i128),
        kept: (i128, i128),
    },
    /// A `lang` that is not one of the page's languages.
    BadLang(String),
}

/// A link's content and what was wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    pub link: Link,
    pub problems: Vec<UrlProblem>,
}
