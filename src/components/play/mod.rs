//! Play mode's view ([`PlayPanel`]): on the felt, what a player needs in
//! sight, above the fold on a phone (the clock, the daily hand's line, the
//! cards, the operators, what the last move came to, the answer field);
//! under it, the tools, the hints, the tally and the bests. Every part
//! reports what the player does through [`Calls`], made from the page's
//! dispatcher, which stamps moves with the time; [`use_play_effects`] (the
//! clock's start, focus, sound) follows the hand, here and in Practice.
//! Both live in this view's file, not the page's first download.
//!
//! Only the parts with hooks of their own are components (the panel, the
//! clock and the daily line, which redraw alone); the table, the feedback,
//! the answer field, the tools, hints and bests are render functions, each
//! in its own file: every component type costs the page's wasm a few
//! kilobytes.

mod attempt;
mod bests;
mod calls;
mod daily;
mod effects;
mod feedback;
mod hints;
mod panel;
mod status;
mod table;
mod tools;
mod world;

pub use attempt::view as attempt_form;
pub use calls::{moves, Calls};
pub use effects::use_play_effects;
pub use panel::PlayPanel;
pub use table::{play_table, view as play_view};

use crate::play::bests::Bests;
use crate::play::challenge;
use crate::play::daily::Date;
use crate::play::Play;
use crate::state::{Dispatch, Session};
use crate::texts::prelude::*;
use model::world::World;
use solver::hint::Hints;
use solver::Rational;
use yew::prelude::*;

/// What the panel shows and reports.
#[derive(Properties, PartialEq, Clone)]
pub struct PlayPanelProps {
    pub play: Play,
    /// Whether the hand is complete; until it is, only Daily and the bests
    /// are offered (the felt above offers Deal).
    pub complete: bool,
    /// The hints for the hand, once the worker has sent them.
    pub hints: Option<Hints>,
    /// The solving worker could not start: nothing is checked.
    pub unavailable: bool,
    pub target: Rational,
    pub challenge: Option<u32>,
    /// How the solve went against the challenge, once solved.
    pub result: Option<challenge::Result>,
    pub session: Session,
    pub bests: Bests,
    pub today: Date,
    pub sound: bool,
    pub lang: Lang,
    /// The world's daily: what to tell the server, and what it said. Play's
    /// panel sends it, so that its code comes with the panel's, not with
    /// the first load.
    pub world: World,
    /// Once solved, the query of the challenge link that shares the solve
    /// (or sends a rematch): made from the state, not read from the address
    /// bar, whose update may still be on its way.
    pub challenge_query: Option<String>,
    /// Deal's, shared with the felt's bar.
    pub on_next: Callback<()>,
    pub dispatch: Dispatch,
}

/// A value as people write it, with a true minus sign.
fn show(value: &Rational) -> String {
    value.to_string().replace('-', "−")
}
