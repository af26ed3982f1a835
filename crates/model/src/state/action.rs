//! What can happen to the state: the [`Action`]s the reducer applies, and the
//! small records it keeps about the last one.

use crate::explore::pick::Chart;
use crate::lang::Lang;
use crate::link::{Parsed, View};
use crate::notice::Notice;
use crate::play::bests::Bests;
use crate::play::daily::Date;
use crate::play::Move;
use crate::rooms::RoomAction;
use crate::theme::Theme;
use cards::{Card, Faces};
use protocol::worker::{DealAsk, Reply};
use solver::difficulty::Grade;
use solver::Level;

/// How the next URL write, if the link changed, goes into the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UrlWrite {
    /// The state was just read from the URL: leave the URL as the user wrote it.
    Keep,
    /// An edit: replace the current history entry.
    Replace,
    /// A new deal: a new history entry, so Back returns to the previous hand.
    Push,
}

/// What a typed `1` did. `1` is the ace at once, so that a player who writes
/// the ace as 1 sees it; a `0` right after turns that ace into a 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypedOne {
    /// The ace went into this slot.
    Ace(usize),
    /// All four aces were already in the hand.
    NoAceLeft,
}

/// What the page asked the worker besides the hand's solve; its answer is
/// taken only while it is the one asked (`seq`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Deal {
        seq: u32,
        deal: DealAsk,
    },
    /// Today's hand; `push` makes a new history entry (the Daily button),
    /// else the entry is kept (a `?daily` link).
    Daily {
        date: Date,
        push: bool,
    },
}

/// What the browser says as the page starts: the URL, the browser's
/// language and the one chosen on an earlier visit (a link's `lang` wins
/// over both, and a choice goes into the link, for the links shared from
/// it), and the theme, bests and sound setting the browser kept.
#[derive(Clone, Debug, PartialEq)]
pub struct Start {
    pub parsed: Parsed,
    pub lang: Lang,
    pub chosen: Option<Lang>,
    pub theme: Theme,
    pub bests: Bests,
    pub sound: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The page took over its start page (rendered at build time from a
    /// first visit's state), with what the browser says.
    Started(Start),
    /// The URL was read again, on Back/Forward.
    Load(Parsed),
    OpenPicker(usize),
    ClosePicker,
    Pick {
        slot: usize,
        card: Card,
    },
    ClearSlot(usize),
    ClearHand,
    /// A typed character: a rank (`a` or `1`, `2..9`, `t`, `j`, `q`, `k`);
    /// `0` right after `1` turns the ace it typed into a 10.
    Type(char),
    /// Clears the last filled slot.
    Backspace,
    SetSize(usize),
    SetTarget(String),
    SetLevel(Level),
    /// A page of solutions, from 0.
    SetPage(usize),
    SetNoParens(bool),
    /// Whole numbers only.
    SetIntegers(bool),
    /// The deck's face cards; a deck without them takes them out of the
    /// hand.
    SetFaces(Faces),
    SetOnlySolvable(bool),
    /// The level Deal draws from; `None` is any.
    SetDifficulty(Option<Grade>),
    /// Deal: a random hand the page deals itself (`Dealt`), or one the
    /// solver must judge, asked of the worker.
    Deal(DealAsk),
    /// A hand dealt by the page.
    Dealt(Vec<Card>),
    /// The language switch: the choice is kept, and written into the link.
    SetLang(Lang),
    /// The solving worker answered.
    Worker(Reply),
    /// The worker could not be started, or stopped: `true` when it stopped
    /// after it had started (mid-solve, most likely out of memory).
    WorkerLost {
        crashed: bool,
    },
    /// 150 ms have passed without an answer for the hand of `gen`.
    Slow {
        gen: u32,
    },
    /// Solve or Explore, from the header: a new history entry.
    SetView(View),
    /// Explore's deck values, `(min, max)`, each kept within 1..13, in order.
    SetValues(u8, u8),
    /// Explore's targets chart range, kept in order and at most
    /// [`MAX_TARGETS`](crate::link::MAX_TARGETS) wide.
    SetTargetRange(i128, i128),
    /// A hand picked in Explore, as ranks: opened in Solve, a new history
    /// entry so that Back returns to Explore.
    OpenHand(Vec<u8>),
    SetTheme(Theme),
    /// Play mode on or off: a new history entry.
    SetPlaying(bool),
    /// A move in play, at the page's time in milliseconds (which only the
    /// clock reads).
    Play(Move, u64),
    /// The daily hand of `date`, in play mode, asked of the worker.
    Daily {
        date: Date,
        push: bool,
    },
    /// The bests kept by the browser, read at start.
    SetBests(Bests),
    /// Another browser's bests, from a file: the best of both is kept.
    MergeBests(Bests),
    /// Forget the bests.
    ResetBests,
    /// Play's sounds on or off.
    SetSound(bool),
    /// A bar of an Explore chart, to list its hands.
    PickBar(Chart, usize),
    Notify(Notice),
    Dismiss,
    /// Rooms: what the user does there, and what its socket reports.
    Room(RoomAction),
    /// Practice: what the player does there, and what the browser kept.
    Practice(super::PracticeAction),
    /// The worksheet's controls.
    Sheet(super::SheetAction),
    /// The server's reply to the world's daily ask `number`, or `None`
    /// when no server answered as one.
    World {
        number: u32,
        reply: Option<protocol::daily::DailyReply>,
    },
    /// Homework: what the teacher or the student does, and the server's
    /// replies.
    Homework(crate::homework::HomeworkAction),
}

impl Action {
    /// Whether it comes from the page's machinery rather than from the user:
    /// the worker's answers and timers, the Rooms socket's events.
    pub fn is_background(&self) -> bool {
        match self {
            Action::Worker(_)
            | Action::WorkerLost { .. }
            | Action::Slow { .. }
            | Action::World { .. }
            | Action::Homework(crate::homework::HomeworkAction::Heard { .. }) => true,
            Action::Room(action) => action.is_background(),
            _ => false,
        }
    }
}
