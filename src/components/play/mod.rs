//! Play mode's view: the table of cards to combine ([`PlayTable`], on the
//! felt) and the panel under it ([`PlayPanel`]: the clock, the answer field,
//! the outcome, hints, the tools and the bests). Every part reports moves
//! through one callback; the app stamps them with the time.

mod attempt;
mod bests;
mod hints;
mod panel;
mod status;
mod table;
mod tools;

pub use panel::PlayPanel;
pub use table::PlayTable;
