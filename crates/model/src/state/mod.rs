//! The page's one state and its reducer.
//!
//! Everything the page shows is derived from a [`State`]; every user action is
//! an [`Action`] applied by [`State::apply`], a pure function (`reduce.rs`,
//! with play mode's moves in `play.rs`).
//! The state holds only what cannot be derived: the solutions are computed
//! from [`SolveKey`] (and memoised by the view), and the URL is written from
//! [`State::link`]. Pure Rust, so every action is unit-tested natively; with
//! the `yew` feature the state is also Yew's `Reducible`, beside this
//! reducer.

mod action;
mod play;
mod reduce;
mod remote;
mod solve_key;
#[cfg(test)]
mod tests;

/// The notices an action may carry or leave.
pub use crate::notice::Notice;
pub use action::{Action, TypedOne, UrlWrite};
pub use remote::{Remote, RemotePage, WorkerReply, MAIN_THREAD_MAX, WORKER_FROM};
pub use solve_key::{grade, solvable, SolveKey};

use crate::i18n::Lang;
use crate::link::{write_query, Link, Parsed, View};
use crate::play::bests::Bests;
use crate::play::Play;
use crate::theme::Theme;
use cards::Card;
use solver::difficulty::Grade;
use solver::{Error, Level, Rational};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// One entry per slot; the length is the hand size.
    pub slots: Vec<Option<Card>>,
    /// The last target that parsed; the answer is always for this one.
    pub target: Rational,
    /// The target field as typed, which may not parse.
    pub target_text: String,
    pub level: Level,
    /// The page of solutions asked for, from 0; see [`crate::paging`].
    pub page: usize,
    pub no_parens: bool,
    pub only_solvable: bool,
    /// The level Deal draws from; `None` is any.
    pub difficulty: Option<Grade>,
    pub lang: Lang,
    /// A page preference, not in the link: read once at start.
    pub theme: Theme,
    /// The slot whose picker is open.
    pub picker: Option<usize>,
    pub notice: Option<Notice>,
    /// What the last key did if it was a `1`: a `0` next makes it a 10.
    pub typed_one: Option<TypedOne>,
    pub url_write: UrlWrite,
    /// Solve (one hand) or Explore (a whole deck).
    pub view: View,
    /// Explore's deck values, `min..=max`; its cards per hand is the hand size.
    pub values: (u8, u8),
    /// Explore's targets chart range, first to last.
    pub targets: (i128, i128),
    /// Play mode: the hand is played, its solutions hidden.
    pub playing: bool,
    /// A challenge's time to beat, in tenths of a second.
    pub challenge: Option<u32>,
    /// The hand in play (empty while the hand is incomplete).
    pub play: Play,
    pub session: Session,
    /// Personal bests: read from the browser at start, written back on change.
    pub bests: Bests,
    /// A `?daily` link was read: the page is to deal today's hand.
    pub daily_due: bool,
    /// The solving worker's answer for a big hand.
    pub remote: Remote,
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
            slots: link.slots,
            target: link.target,
            target_text: link.target.to_string(),
            level: link.level,
            page: 0,
            no_parens: link.no_parens,
            only_solvable: false,
            difficulty: link.difficulty,
            lang,
            theme: Theme::Auto,
            picker: None,
            notice: None,
            typed_one: None,
            url_write: UrlWrite::Keep,
            view: link.view,
            values: link.values,
            targets: link.targets,
            playing: false,
            challenge: None,
            play: Play::default(),
            session: Session::default(),
            bests: Bests::default(),
            daily_due: false,
            remote: Remote::default(),
        };
        blank.apply(Action::Load(parsed))
    }

    /// The same state with the bests kept from earlier visits.
    pub fn with_bests(self, bests: Bests) -> State {
        State { bests, ..self }
    }

    /// The same state with the theme chosen on an earlier visit.
    pub fn with_theme(self, theme: Theme) -> State {
        State { theme, ..self }
    }

    pub fn size(&self) -> usize {
        self.slots.len()
    }

    /// The cards, once every slot is filled.
    pub fn hand(&self) -> Option<Vec<Card>> {
        self.slots.iter().copied().collect()
    }

    pub fn missing(&self) -> usize {
        self.slots.iter().filter(|s| s.is_none()).count()
    }

    pub fn holds(&self, card: Card) -> bool {
        self.slots.contains(&Some(card))
    }

    /// What the answer is solved from. Play checks against every solution,
    /// so in play the parentheses option is left out.
    pub fn solve_key(&self) -> SolveKey {
        SolveKey {
            ranks: self.hand().map(|h| h.iter().map(|c| c.rank()).collect()),
            target: self.target,
            no_parens: self.no_parens && !self.playing,
        }
    }

    /// Whether the page may show the solutions: always in Solve; in play
    /// once revealed or all found.
    pub fn shows_solutions(&self) -> bool {
        !self.playing || self.play.shows_solutions()
    }

    /// The link a winner sends: the hand, play mode and the time to beat.
    pub fn challenge_query(&self) -> Option<String> {
        let time = self.play.solved?;
        Some(write_query(&Link {
            play: true,
            challenge: Some(time.max(1)),
            daily: false,
            ..self.link()
        }))
    }

    /// Whether the worker solves this hand: a complete hand of
    /// [`WORKER_FROM`] cards or more, while the worker runs.
    pub fn off_thread(&self) -> bool {
        self.missing() == 0 && self.size() >= WORKER_FROM && !self.remote.unavailable
    }

    /// Whether the page itself may solve this hand: small enough not to
    /// freeze it.
    pub fn solves_here(&self) -> bool {
        !self.off_thread() && self.size() <= MAIN_THREAD_MAX
    }

    /// Whether play mode can play this hand.
    pub fn playable(&self) -> bool {
        self.size() <= PLAY_MAX_SIZE
    }

    /// What the URL carries.
    pub fn link(&self) -> Link {
        Link {
            slots: self.slots.clone(),
            target: self.target,
            level: self.level,
            no_parens: self.no_parens,
            view: self.view,
            values: self.values,
            targets: self.targets,
            difficulty: self.difficulty,
            play: self.playing,
            challenge: self.challenge.filter(|_| self.playing),
            daily: self.playing && self.play.daily.is_some(),
        }
    }

    /// The query string for the URL, without `?`.
    pub fn query(&self) -> String {
        write_query(&self.link())
    }

    /// What is wrong with the target field, if anything.
    pub fn target_error(&self) -> Option<Error> {
        self.target_text.parse::<Rational>().err()
    }
}
#[cfg(feature = "yew")]
#[cfg(feature = "yew")]
impl yew::Reducible for State {
    type Action = Action;

    fn reduce(self: std::rc::Rc<Self>, action: Action) -> std::rc::Rc<Self> {
        std::rc::Rc::new(self.apply(action))
    }
}

#[cfg(feature = "yew")]
#[cfg(feature = "yew")]
pub type Dispatch = yew::UseReducerDispatcher<State>;
