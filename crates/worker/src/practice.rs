//! Practice deals: four cards at 24, by the usual rules, whose estimated
//! time (the difficulty model's seconds) is as near the time asked as the
//! deal finds, with the techniques the hand involves.
//!
//! Promises: the hand dealt is always solvable and rated, never one of the
//! hands to avoid (unless every hand tried was); dealing stops at the first
//! hand within [`TOLERANCE`] of the time asked, or within the bounds of
//! `deal.rs` ([`MAX_ATTEMPTS`] hands or [`BUDGET_MS`]), keeping the nearest
//! hand seen (by the ratio of the times, so 5 s for 10 s is as far as 20 s).
//! Randomness and time are parameters, so it is tested natively.

use crate::deal::{BUDGET_MS, MAX_ATTEMPTS};
use cards::{deal_until, Card, Faces, Judgement};
use solver::difficulty::{rate, techniques, Technique};
use solver::{Options, Rational};

/// Cards per practice hand: the game the model was fitted to.
pub const PRACTICE_SIZE: usize = 4;
/// The target of every practice hand.
pub const PRACTICE_TARGET: i128 = 24;
/// How near is near enough: within a tenth either way (in `ln`).
pub const TOLERANCE: f64 = 0.095;

/// A practice hand: its cards, estimated time and techniques (bit `i` for
/// [`Technique::ALL`]`[i]`).
#[derive(Clone, Debug, PartialEq)]
pub struct Practiced {
    pub cards: Vec<Card>,
    pub millis: u64,
    pub techniques: u8,
}

/// A hand's values, sorted: how hands are compared.
pub fn values(cards: &[Card]) -> Vec<u8> {
    let mut values: Vec<u8> = cards.iter().map(|c| c.rank()).collect();
    values.sort_unstable();
    values
}

/// Deals a practice hand near `millis`, avoiding the hands of `avoid`.
pub fn practice(
    millis: u64,
    avoid: &[Vec<u8>],
    random: &mut impl FnMut(&mut [u8]),
    clock: &impl Fn() -> f64,
) -> Practiced {
    let start = clock();
    let wanted = (millis.max(1) as f64 / 1000.0).ln();
    let target = Rational::from_integer(PRACTICE_TARGET);
    let numbers = |cards: &[Card]| -> Vec<Rational> {
        cards
            .iter()
            .map(|c| Rational::from_integer(i128::from(c.rank())))
            .collect()
    };
    // The nearest hand so far, its distance and seconds; a hand to avoid
    // only when nothing else came.
    let mut best: Option<(Vec<Card>, f64, f64)> = None;
    let mut fallback: Option<(Vec<Card>, f64)> = None;
    let deck: Vec<Card> = Faces::Numbered.deck().collect();
    let dealt = deal_until(&deck, PRACTICE_SIZE, MAX_ATTEMPTS, random, |cards| {
        let Some(rated) = rate(&numbers(cards), target) else {
            return Judgement::Reject;
        };
        if avoid.contains(&values(cards)) {
            fallback.get_or_insert((cards.to_vec(), rated.seconds));
            return Judgement::Reject;
        }
        let distance = (rated.seconds.ln() - wanted).abs();
        if best.as_ref().is_none_or(|b| distance < b.1) {
            best = Some((cards.to_vec(), distance, rated.seconds));
        }
        if distance <= TOLERANCE {
            Judgement::Keep
        } else if clock() - start > BUDGET_MS {
            Judgement::GiveUp
        } else {
            Judgement::Reject
        }
    });
    let (cards, seconds) = match (best, fallback) {
        (Some((cards, _, seconds)), _) => (cards, seconds),
        (None, Some(hand)) => hand,
        // Three deals in four are solvable: two thousand unsolvable ones in
        // a row do not happen, but a hand is answered all the same.
        (None, None) => (dealt.cards, 0.0),
    };
    let shares = techniques(&numbers(&cards), target, Options::default());
    let bits = Technique::ALL
        .iter()
        .enumerate()
        .filter(|(_, &t)| shares.is_some_and(|s| s.involves(t)))
        .fold(0u8, |acc, (i, _)| acc | 1 << i);
    Practiced {
        cards,
        millis: (seconds * 1000.0).round() as u64,
        techniques: bits,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cards::seeded::seeded;

    fn seconds(cards: &[Card]) -> f64 {
        let numbers: Vec<Rational> = cards
            .iter()
            .map(|c| Rational::from_integer(i128::from(c.rank())))
            .collect();
        rate(&numbers, Rational::from(24)).unwrap().seconds
    }

    #[test]
    fn hands_come_near_the_time_asked() {
        let mut random = seeded(5);
        for wanted in [5.0, 6.0, 9.0, 12.0, 20.0, 40.0] {
            for _ in 0..5 {
                let p = practice((wanted * 1000.0) as u64, &[], &mut random, &|| 0.0);
                let got = seconds(&p.cards);
                assert!((p.millis as f64 - got * 1000.0).abs() < 1.0);
                assert!(
                    (got / wanted).ln().abs() <= TOLERANCE,
                    "{wanted} s asked, {got} s dealt"
                );
            }
        }
        // Nothing is that easy, or that hard: the nearest hand found.
        let p = practice(500, &[], &mut random, &|| 0.0);
        assert!(seconds(&p.cards) < 5.0);
        let p = practice(10_000_000, &[], &mut random, &|| 0.0);
        assert!(seconds(&p.cards) > 100.0);
    }

    #[test]
    fn avoided_hands_are_not_dealt_and_techniques_are_the_solvers() {
        let mut random = seeded(9);
        let first = practice(150_000, &[], &mut random, &|| 0.0);
        let avoid = vec![values(&first.cards)];
        for _ in 0..10 {
            let next = practice(150_000, &avoid, &mut random, &|| 0.0);
            assert_ne!(values(&next.cards), avoid[0]);
        }
        // 3 3 8 8, at its own time: fractions and division.
        let p = practice(139_400, &[], &mut seeded(1), &|| 0.0);
        let hard: Vec<u8> = values(&p.cards);
        let numbers: Vec<Rational> = hard.iter().map(|&v| Rational::from(v as i128)).collect();
        let t = techniques(&numbers, Rational::from(24), Options::default()).unwrap();
        for (i, technique) in Technique::ALL.iter().enumerate() {
            assert_eq!(p.techniques >> i & 1 == 1, t.involves(*technique));
        }
    }
}
