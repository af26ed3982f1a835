//! The page's one state and its reducer.
//!
//! Everything the page shows is derived from a [`State`]; every user action
//! and every answer of the solving worker is an [`Action`] applied by
//! [`State::apply`], a pure function that routes each action to its area's
//! step (`reduce.rs`; the hand in `hand.rs`, the options and Explore's deck
//! in `options.rs`, the page as a whole in `page.rs`, play in `play.rs`,
//! the worker's answers in `replies.rs`). The state holds only what cannot be derived, in five parts:
//! the [`Link`] (what the URL carries: read into it, written from it, one
//! field both ways), the [`Ui`] (fields as typed, the picker, messages), the
//! [`Prefs`] the browser keeps, the [`Game`] in play, and [`Remote`], what
//! the worker has answered for the hand; and beside them, Practice
//! (`practice.rs`) and the worksheet (`sheet.rs`). What the worker is to be asked
//! next is derived too ([`State::wants`], `wants.rs`), so that the view only
//! sends it. Pure Rust, so every action is unit-tested natively; with the
//! `yew` feature the state is also Yew's `Reducible`.

mod action;
mod hand;
mod homework;
mod options;
mod page;
mod play;
mod practice;
#[cfg(test)]
mod practice_tests;
mod reduce;
mod remote;
mod replies;
mod rooms;
mod sheet;
#[cfg(test)]
mod tests;
mod wants;

/// The notices an action may carry or leave.
pub use crate::notice::Notice;
pub use action::{Action, Ask, Start, TypedOne, UrlWrite};
pub use practice::{Current, Practice, PracticeAction};
/// A deal only the solver can judge, as the page asks the worker for it.
pub use protocol::worker::DealAsk;
pub use remote::Remote;
pub use sheet::{SheetAction, Sheets, SHEET_MAX_SIZE};
pub use wants::Wants;

use crate::explore::deck::{DeckKey, MAX_CARDS};
use crate::explore::pick::{BarPick, Chart};
use crate::homework::Homework;
use crate::lang::Lang;
use crate::link::{write_query, Link, Parsed};
use crate::play::bests::Bests;
use crate::play::challenge;
use crate::play::Play;
use crate::rooms::Rooms;
use crate::theme::Theme;
use crate::world::World;
use cards::Card;
use protocol::worker::Hand;
use solver::{Error, Rational};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// What the URL carries: the hand, the target, the options, the view,
    /// Explore's deck, play mode, a challenge, the daily hand.
    pub link: Link,
    pub ui: Ui,
    pub prefs: Prefs,
    pub game: Game,
    /// What the solving worker has answered for this hand.
    pub remote: Remote,
    /// Rooms: the room the page is in, its socket, what it has to send.
    pub rooms: Rooms,
    /// Practice: the journal, the hand dealt for it.
    pub practice: Practice,
    /// The worksheet's hands, as the worker dealt them.
    pub sheets: Sheets,
    /// The world's daily: what to tell the server, what it said.
    pub world: World,
    /// Homework: the teacher's form, the student's hand, the results.
    pub homework: Homework,
}

/// What the page shows besides the link: fields as typed, the picker, the
/// message, and what is asked of the worker outside the hand's solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ui {
    /// The target field as typed, which may not parse; the link holds the
    /// last target that did.
    pub target_text: String,
    /// The page of solutions asked for, from 0; see [`crate::paging`].
    pub page: usize,
    /// The slot whose picker is open.
    pub picker: Option<usize>,
    pub notice: Option<Notice>,
    /// What the last key did if it was a `1`: a `0` next makes it a 10.
    pub typed_one: Option<TypedOne>,
    pub url_write: UrlWrite,
    /// Deal only hands that make the target, in Solve and in Play: off in
    /// Solve and on in Play until changed, so that Play deals no hand that
    /// cannot be won.
    pub only_solvable: OnlySolvable,
    /// A `?daily` link was read: the page is to deal today's hand.
    pub daily_due: bool,
    /// A deal or a daily hand asked of the worker, not answered yet.
    pub ask: Option<Ask>,
    /// How many asks were made: the next one's number.
    pub asks: u32,
    /// The page has started in a browser ([`Action::Started`]): what it
    /// shows is the browser's, and the preferences it changes are kept.
    pub live: bool,
    /// The bar of an Explore chart whose hands are listed.
    pub bar: Option<BarPick>,
}

/// "Only solvable hands", one choice per mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnlySolvable {
    pub solve: bool,
    pub play: bool,
}

impl Default for OnlySolvable {
    fn default() -> Self {
        OnlySolvable {
            solve: false,
            play: true,
        }
    }
}

/// What the browser keeps between visits.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Prefs {
    pub lang: Lang,
    pub theme: Theme,
    /// Personal bests: read at start, written back on change.
    pub bests: Bests,
    /// Play's sounds, off unless switched on.
    pub sound: bool,
}

/// The hand in play and this visit's score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Game {
    /// The hand in play (an empty table while the hand is incomplete).
    pub play: Play,
    pub session: Session,
}

/// The most cards play mode deals and plays: combining seven or eight cards by
/// hand is not a game people play, and checking an answer against every
/// solution of eight numbers would take seconds.
pub const PLAY_MAX_SIZE: usize = 6;

/// This visit's score: points per solved hand, and solved hands in a row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Session {
    pub score: u32,
    pub streak: u32,
}

impl State {
    /// The state for a freshly opened page, following the system's theme.
    pub fn new(parsed: Parsed, lang: Lang) -> State {
        let link = Link::default();
        let blank = State {
            ui: Ui {
                target_text: link.target.to_string(),
                page: 0,
                picker: None,
                notice: None,
                typed_one: None,
                url_write: UrlWrite::Keep,
                only_solvable: OnlySolvable::default(),
                daily_due: false,
                ask: None,
                asks: 0,
                live: false,
                bar: None,
            },
            link,
            prefs: Prefs {
                lang,
                ..Prefs::default()
            },
            game: Game::default(),
            remote: Remote::default(),
            rooms: Rooms::default(),
            practice: Practice::default(),
            sheets: Sheets::default(),
            world: World::default(),
            homework: Homework::default(),
        };
        blank.apply(Action::Load(parsed))
    }

    /// The same state with the bests kept from earlier visits.
    pub fn with_bests(mut self, bests: Bests) -> State {
        self.prefs.bests = bests;
        self
    }

    /// The same state with the theme chosen on an earlier visit.
    pub fn with_theme(mut self, theme: Theme) -> State {
        self.prefs.theme = theme;
        self
    }

    pub fn slots(&self) -> &[Option<Card>] {
        &self.link.slots
    }

    pub fn size(&self) -> usize {
        self.link.slots.len()
    }

    /// The cards, once every slot is filled.
    pub fn hand(&self) -> Option<Vec<Card>> {
        self.link.slots.iter().copied().collect()
    }

    pub fn missing(&self) -> usize {
        self.link.slots.iter().filter(|s| s.is_none()).count()
    }

    pub fn holds(&self, card: Card) -> bool {
        self.link.slots.contains(&Some(card))
    }

    pub fn target(&self) -> Rational {
        self.link.target
    }

    pub fn playing(&self) -> bool {
        self.link.play
    }

    /// What the answer is solved from, once every slot is filled: the
    /// cards' values under the table's rule for faces, and its rule for
    /// fractions. Play checks against every solution, so in play the
    /// parentheses option is left out.
    pub fn solve_key(&self) -> Option<Hand> {
        let hand = self.hand()?;
        Some(Hand {
            values: hand
                .iter()
                .map(|c| self.link.faces.value(c.rank()))
                .collect(),
            target: self.link.target,
            no_parens: self.link.no_parens && !self.link.play,
            integers: self.link.integers,
        })
    }

    /// Explore's deck: the link's values, hand size and rules.
    pub fn deck_key(&self) -> DeckKey {
        DeckKey {
            values: self.link.values,
            cards: self.size().min(MAX_CARDS),
            level: self.link.level,
            no_parens: self.link.no_parens,
            integers: self.link.integers,
            faces: self.link.faces,
        }
    }

    /// What Deal asks for: a hand of this size from the table's deck, for
    /// the target, under its rules, at the level chosen.
    pub fn deal_ask(&self) -> DealAsk {
        DealAsk {
            // A hand has at most `link::MAX_SIZE` cards.
            size: self.size() as u8,
            target: self.link.target,
            no_parens: self.link.no_parens,
            integers: self.link.integers,
            faces: self.link.faces,
            grade: self.link.difficulty,
        }
    }

    /// Whether the page may show the solutions: always in Solve; in play
    /// once revealed or all found.
    pub fn shows_solutions(&self) -> bool {
        !self.link.play || self.game.play.shows_solutions()
    }

    /// The link a winner sends: the hand, play mode and the time to beat.
    pub fn challenge_query(&self) -> Option<String> {
        let time = self.game.play.solved?;
        Some(write_query(&Link {
            play: true,
            challenge: Some(time.max(1)),
            daily: false,
            ..self.link.clone()
        }))
    }

    /// How a solve went against the challenge it was played for.
    pub fn challenge_result(&self) -> Option<challenge::Result> {
        let theirs = self.link.challenge.filter(|_| self.link.play)?;
        Some(challenge::Result::new(theirs, self.game.play.solved?))
    }

    /// Whether Deal, in the mode shown, deals only hands that make the
    /// target.
    pub fn only_solvable(&self) -> bool {
        if self.link.play {
            self.ui.only_solvable.play
        } else {
            self.ui.only_solvable.solve
        }
    }

    /// The bar picked in `chart` for the deck and target shown.
    pub fn picked_bar(&self, chart: Chart) -> Option<usize> {
        BarPick::for_deck(
            self.ui.bar.as_ref(),
            chart,
            self.deck_key(),
            self.link.target,
        )
    }

    /// Whether play mode can play this hand.
    pub fn playable(&self) -> bool {
        self.size() <= PLAY_MAX_SIZE
    }

    /// The query string for the URL, without `?`.
    pub fn query(&self) -> String {
        write_query(&self.link)
    }

    /// The link a worksheet prints for its students: the sheet without its
    /// answer key.
    pub fn students_query(&self) -> String {
        write_query(&Link {
            key: false,
            ..self.link.clone()
        })
    }

    /// What is wrong with the target field, if anything.
    pub fn target_error(&self) -> Option<Error> {
        self.ui.target_text.parse::<Rational>().err()
    }
}

#[cfg(feature = "yew")]
impl yew::Reducible for State {
    type Action = Action;

    fn reduce(self: std::rc::Rc<Self>, action: Action) -> std::rc::Rc<Self> {
        std::rc::Rc::new(self.apply(action))
    }
}

/// What the page's hooks change the state with. Stable across renders.
#[cfg(feature = "yew")]
pub type Dispatch = yew::UseReducerDispatcher<State>;
