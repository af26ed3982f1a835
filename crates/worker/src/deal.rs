//! Deals the solver must judge: a hand that makes the target ("only solvable
//! hands"), at a chosen level when there is one.
//!
//! Promises: dealing stops after [`MAX_ATTEMPTS`] hands or [`BUDGET_MS`] of
//! the clock it is given, whichever comes first, since a big hand with an
//! unreachable target costs a full search per attempt; the answer says
//! whether the hand dealt is what was asked for, and after how many
//! attempts. Randomness and time are parameters, so the logic is tested
//! natively with a seeded source.

use cards::{deal_until, Card, Faces, Judgement};
use protocol::worker::DealAsk;
use solver::difficulty::rate_with;
use solver::{solve, Options, Parens, Rational};

/// Deals tried before giving up.
pub const MAX_ATTEMPTS: usize = 2000;
/// ...and the time they may take.
pub const BUDGET_MS: f64 = 1500.0;

/// A deal's outcome: the cards, whether they are what was asked, and the
/// hands tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    pub cards: Vec<Card>,
    pub kept: bool,
    pub attempts: usize,
}

/// What the cards are worth under the deck's rule for faces.
fn numbers(faces: Faces, cards: &[Card]) -> Vec<Rational> {
    cards
        .iter()
        .map(|c| Rational::from_integer(i128::from(faces.value(c.rank()))))
        .collect()
}

/// The solver's options for `ask`: its rule for whole numbers, with or
/// without parentheses.
pub(crate) fn options(ask: &DealAsk, no_parens: bool) -> Options {
    let parens = if no_parens { Parens::None } else { Parens::Any };
    Options::default().parens(parens).integers(ask.integers)
}

/// Whether `cards` make the target (without parentheses when `no_parens`).
fn solvable(ask: &DealAsk, cards: &[Card], no_parens: bool) -> bool {
    solve(
        &numbers(ask.faces, cards),
        ask.target,
        options(ask, no_parens),
    )
    .is_ok_and(|s| s.is_solvable())
}

/// Deals what `ask` asks for, within the bounds.
pub fn deal(ask: DealAsk, random: &mut impl FnMut(&mut [u8]), clock: &impl Fn() -> f64) -> Deal {
    let start = clock();
    let fits = |cards: &[Card]| match ask.grade {
        Some(level) => {
            rate_with(&numbers(ask.faces, cards), ask.target, options(&ask, false))
                .is_some_and(|d| d.grade == level)
                && (!ask.no_parens || solvable(&ask, cards, true))
        }
        None => solvable(&ask, cards, ask.no_parens),
    };
    let deck: Vec<Card> = ask.faces.deck().collect();
    let dealt = deal_until(
        &deck,
        usize::from(ask.size),
        MAX_ATTEMPTS,
        random,
        |cards| {
            if fits(cards) {
                Judgement::Keep
            } else if clock() - start > BUDGET_MS {
                Judgement::GiveUp
            } else {
                Judgement::Reject
            }
        },
    );
    Deal {
        cards: dealt.cards,
        kept: dealt.kept,
        attempts: dealt.attempts,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cards::seeded::seeded;
    use solver::difficulty::Grade;

    fn wanted(size: u8, target: i128, grade: Option<Grade>) -> DealAsk {
        DealAsk {
            size,
            target: Rational::from(target),
            no_parens: false,
            integers: false,
            faces: Faces::Numbered,
            grade,
        }
    }

    #[test]
    fn solvable_hands_are_solvable() {
        let mut random = seeded(7);
        for _ in 0..50 {
            let d = deal(wanted(4, 24, None), &mut random, &|| 0.0);
            assert!(d.kept && d.attempts >= 1);
            assert!(solvable(&wanted(4, 24, None), &d.cards, false));
        }
    }

    #[test]
    fn hands_at_a_level_are_of_that_level() {
        let mut random = seeded(11);
        for grade in Grade::ALL {
            let d = deal(wanted(4, 24, Some(grade)), &mut random, &|| 0.0);
            assert!(d.kept, "{grade}");
            let w = wanted(4, 24, None);
            let rated =
                rate_with(&numbers(w.faces, &d.cards), w.target, options(&w, false)).unwrap();
            assert_eq!(rated.grade, grade);
        }
    }

    #[test]
    fn the_house_rules_deal_from_their_deck_and_judge_by_their_rule() {
        let mut random = seeded(23);
        for _ in 0..30 {
            let without = DealAsk {
                faces: Faces::Without,
                ..wanted(4, 24, None)
            };
            let d = deal(without, &mut random, &|| 0.0);
            assert!(d.kept && d.cards.iter().all(|c| c.rank() <= 10));
            let whole = DealAsk {
                integers: true,
                faces: Faces::Tens,
                ..wanted(4, 24, None)
            };
            let d = deal(whole, &mut random, &|| 0.0);
            assert!(d.kept && solvable(&whole, &d.cards, false));
        }
    }

    #[test]
    fn an_unreachable_target_gives_up_within_its_bounds() {
        // Two cards never make 1000.
        let d = deal(wanted(2, 1000, None), &mut seeded(3), &|| 0.0);
        assert!(!d.kept);
        assert_eq!(d.attempts, MAX_ATTEMPTS);
        assert_eq!(d.cards.len(), 2);
        // A clock past its budget stops after the first hand.
        let time = std::cell::Cell::new(0.0);
        let clock = || {
            time.set(time.get() + BUDGET_MS);
            time.get()
        };
        let d = deal(wanted(6, 100_000, None), &mut seeded(5), &clock);
        assert!(!d.kept && d.attempts <= 2);
    }
}
