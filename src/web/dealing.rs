//! Dealing in the browser: a random hand of the table's deck from the
//! secure random source when any hand will do, dealt at once; a hand the solver must judge (only
//! solvable hands, or a level) is asked of the solving worker.

use model::state::{Action, DealAsk};

/// Fills `buf` from the browser's cryptographic source. Should it ever fail,
/// the zeros left behind still deal a valid (if predictable) hand.
fn random(buf: &mut [u8]) {
    let _ = getrandom::fill(buf);
}

/// The action for Deal: `only_solvable` asks for a hand that makes the
/// target; a level in `ask` asks for a hand of it.
pub fn deal_action(ask: DealAsk, only_solvable: bool) -> Action {
    if only_solvable || ask.grade.is_some() {
        Action::Deal(ask)
    } else {
        Action::Dealt(cards::deal_from(
            ask.faces.deck().collect(),
            usize::from(ask.size),
            &mut random,
        ))
    }
}
