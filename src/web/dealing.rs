//! Dealing in the browser: a hand from the secure random source, and "only
//! solvable hands", which re-deals within a bounded number of attempts and
//! time, saying so when it gives up; at a chosen difficulty it deals only a
//! hand of that level, within the same bounds, and otherwise says so and
//! deals nothing.

use crate::notice::Notice;
use crate::state::{grade, solvable, Action};
use cards::{deal, deal_until, Judgement};
use solver::difficulty::Grade;
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

/// Deals a hand of `level` within the bounds, or says there is none.
fn deal_at(level: Grade, size: usize, target: Rational, no_parens: bool) -> Action {
    let start = js_sys::Date::now();
    let dealt = deal_until(size, MAX_ATTEMPTS, &mut random, |cards| {
        if grade(cards, target) == Some(level) && (!no_parens || solvable(cards, target, true)) {
            Judgement::Keep
        } else if js_sys::Date::now() - start > BUDGET_MS {
            Judgement::GiveUp
        } else {
            Judgement::Reject
        }
    });
    if dealt.kept {
        Action::Dealt {
            cards: dealt.cards,
            gave_up_after: None,
        }
    } else {
        Action::Notify(Notice::NoHandAtLevel {
            grade: level,
            size,
            target,
            attempts: dealt.attempts,
        })
    }
}

/// What Deal does: `difficulty` is the level asked for, `None` for any.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DealRequest {
    pub size: usize,
    pub target: Rational,
    pub no_parens: bool,
    pub only_solvable: bool,
    pub difficulty: Option<Grade>,
}

/// The action for a deal.
pub fn deal_action(request: DealRequest) -> Action {
    let DealRequest {
        size,
        target,
        no_parens,
        only_solvable,
        difficulty,
    } = request;
    if let Some(level) = difficulty {
        return deal_at(level, size, target, no_parens);
    }
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
