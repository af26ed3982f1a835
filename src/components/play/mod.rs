//! Play mode's view: the table of cards to combine ([`PlayTable`], on the
//! felt) and the panel under it ([`PlayPanel`]: the clock, the answer field,
//! the outcome, hints, the tools and the bests). Every part reports moves
//! through one callback; the app stamps them with the time.
//!
//! Only the parts with hooks of their own are components (the panel and the
//! clock, which redraws alone while it runs); the table, the answer field,
//! the tools, hints and bests are render functions, each in its own file:
//! every component type costs the page's wasm a few kilobytes.

mod attempt;
mod bests;
mod hints;
mod panel;
mod status;
mod table;
mod tools;

pub use panel::PlayPanel;
pub use table::view as play_table;

use crate::i18n::Lang;
use crate::play::bests::Bests;
use crate::play::daily::Date;
use crate::play::{Move, Play};
use crate::state::Session;
use solver::hint::Hints;
use solver::Rational;
use yew::prelude::*;

/// What the panel shows and reports.
#[derive(Properties, PartialEq)]
pub struct PlayPanelProps {
    pub play: Play,
    /// Whether the hand is complete; until it is, only Next, Daily and the
    /// bests are offered.
    pub complete: bool,
    /// The hints for the hand, once the worker has sent them.
    pub hints: Option<Hints>,
    /// The solving worker could not start: nothing is checked.
    pub unavailable: bool,
    pub target: Rational,
    pub challenge: Option<u32>,
    pub session: Session,
    pub bests: Bests,
    pub today: Date,
    pub lang: Lang,
    pub on_move: Callback<Move>,
    pub on_next: Callback<()>,
    pub on_daily: Callback<()>,
    pub on_challenge: Callback<()>,
    pub on_reset_bests: Callback<()>,
}
