//! Dealing in the browser: a hand from the secure random source, and "only
//! solvable hands", which re-deals within a bounded number of attempts and
//! time, saying so when it gives up.

use crate::state::{solvable, Action};
use cards::{deal, deal_until, Judgement};
use solver::Rational;

/// Deals tried by "only solvable hands" before giving up.
const MAX_ATTEMPTS: usize = 2000;
/// ...and the time it may take, since a big hand with an unreachable target
/// costs a full search per attempt.
const BUDGET_MS: f64 = 1500.0;

/// Fills `buf` from the browser's cryptographic source. Should it ever fail,
/// the zeros left behind still deal a valid (if predictable) hand.
fn random(buf: &mut [u8]) {
    let _ = getrandom::fill(buf);
}

/// The action for a deal of `size` cards.
pub fn deal_action(size: usize, target: Rational, no_parens: bool, only_solvable: bool) -> Action {
    if !only_solvable {
        return Action::Dealt {
            cards: deal(size, &mut random),
            gave_up_after: None,
        };
    }
    let start = js_sys::Date::now();
    let dealt = deal_until(size, MAX_ATTEMPTS, &mut random, |cards| {
        if solvable(cards, target, no_parens) {
            Judgement::Keep
        } else if js_sys::Date::now() - start > BUDGET_MS {
            Judgement::GiveUp
        } else {
            Judgement::Reject
        }
    });
    Action::Dealt {
        gave_up_after: (!dealt.kept).then_some(dealt.attempts),
        cards: dealt.cards,
    }
}
