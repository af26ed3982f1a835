//! The features the linear model reads from a hand: the soft minimum of its
//! paths' costs (`paths.rs`), its ones, and its traps (`traps.rs`, three
//! numbers that make the target alone). All are exact up to the last step:
//! the paths are walked and the traps found in exact fractions, and only
//! the costs, `e^(−cost)`, and logarithms are floating point.
//!
//! [`Sample`] keeps a hand's path profiles instead: the deck model reads
//! them (`deck.rs`), and fitting recomputes the features from them for
//! other step costs without walking again; a test checks that both give the
//! same features.

use super::deck::{deck_features, DeckFeatures};
use super::paths::{self, TRAITS};
use super::traps::traps;
use super::trees;
use crate::arith::{Fixed, Frac};
use crate::bound::bound;
use crate::number::Rational;

/// How many features the linear model reads.
pub const FEATURES: usize = 3;

/// What each feature is, in [`Features`] order. Others tried (counts of
/// paths whose values stay small, strict and distinct solution counts, the
/// last step's kind, big numbers, equal pairs, two numbers that make the
/// target alone, the soft minimum over whole paths or at other scales, the
/// cheapest path, the number of paths) added nothing to a linear model's
/// cross-validated ρ once the path cost and the traps were there; the deck
/// model's trees (`deck.rs`) make use of several.
#[cfg(feature = "fit")]
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "soft minimum of the path costs",
    "ones",
    "traps, ln(1 + count)",
];

/// The features of one hand.
pub type Features = [f64; FEATURES];

/// The features of a hand with the given step costs, or `None` when it is
/// unsolvable or refused. With `whole`, from the paths whose every value is
/// whole only (`None` when there is none).
pub fn features(
    numbers: &[Rational],
    target: Rational,
    costs: &[f64; TRAITS],
    whole: bool,
) -> Option<Features> {
    let bound = bound(numbers, &target).ok()?;
    let small = bound < 1 << 31;
    let (weight, traps) = if bound < 1 << 63 {
        measure::<i64>(numbers, target, costs, small, whole)
    } else {
        measure::<i128>(numbers, target, costs, small, whole)
    }?;
    (weight > 0.0).then(|| assemble(-weight.ln(), numbers, traps))
}

/// The summed weight of the hand's paths and, when there are any, its
/// traps (an unsolvable hand has none to look for).
fn measure<T: Fixed>(
    numbers: &[Rational],
    target: Rational,
    costs: &[f64; TRAITS],
    small: bool,
    whole: bool,
) -> Option<(f64, usize)> {
    let (hand, t) = convert::<T>(numbers, target)?;
    let weight = tally(&hand, t, costs, small, whole);
    let traps = if weight > 0.0 { traps(&hand, t) } else { 0 };
    Some((weight, traps))
}

fn tally<T: Fixed>(
    hand: &[Frac<T>],
    t: Frac<T>,
    costs: &[f64; TRAITS],
    small: bool,
    whole: bool,
) -> f64 {
    let fraction = |q: &Frac<T>| q.den != T::ONE;
    if whole && (fraction(&t) || hand.iter().any(fraction)) {
        // Under the rule no path starts from a fraction or ends at one.
        return 0.0;
    }
    match hand[..] {
        // No step to take: the hand is its own answer, at no cost.
        [only] => f64::from(u8::from(only == t)),
        // Seven or eight numbers: by trees, a fraction of a second where
        // the walk takes tens (the same sum; see `trees.rs`).
        _ if hand.len() >= trees::FROM => trees::tally(hand, t, costs, whole),
        _ => paths::tally(hand, t, costs, small, whole),
    }
}

fn convert<T: Fixed>(numbers: &[Rational], target: Rational) -> Option<(Vec<Frac<T>>, Frac<T>)> {
    let hand = numbers
        .iter()
        .map(Frac::<T>::from_rational)
        .collect::<Option<Vec<_>>>()?;
    Some((hand, Frac::from_rational(&target)?))
}

fn assemble(soft: f64, numbers: &[Rational], traps: usize) -> Features {
    let ones = numbers.iter().filter(|q| **q == Rational::ONE);
    [soft, ones.count() as f64, (traps as f64).ln_1p()]
}

/// A hand's paths listed by their trait profiles: what the deck model
/// reads (`deck.rs`), and what fitting needs to recompute the features for
/// any step costs without walking again.
#[derive(Clone, Debug)]
pub struct Sample {
    profiles: Vec<([u8; TRAITS], u64)>,
    steps: usize,
    cards: Vec<i128>,
    target: i128,
    rest: Features,
}

impl Sample {
    /// Walks every path of a hand once; `None` when it is unsolvable or
    /// refused. Meant for four or five numbers: it lists paths one by one.
    pub fn new(numbers: &[Rational], target: Rational) -> Option<Sample> {
        let bound = bound(numbers, &target).ok()?;
        if bound >= 1 << 63 || numbers.len() < 2 {
            return None;
        }
        let (hand, t) = convert::<i64>(numbers, target)?;
        let profiles = paths::profiles(&hand, t, bound < 1 << 31, false);
        if profiles.is_empty() {
            return None;
        }
        Some(Sample {
            profiles,
            steps: numbers.len() - 1,
            cards: numbers.iter().map(Rational::numer).collect(),
            target: target.numer(),
            rest: assemble(0.0, numbers, traps(&hand, t)),
        })
    }

    /// The features with step costs `costs`: what [`features`] gives.
    #[cfg(any(test, feature = "fit"))]
    pub fn features(&self, costs: &[f64; TRAITS]) -> Features {
        let weight: f64 = self
            .profiles
            .iter()
            .map(|(counts, paths)| {
                let cost = self.steps as f64
                    + counts
                        .iter()
                        .zip(costs)
                        .map(|(&k, c)| f64::from(k) * c)
                        .sum::<f64>();
                *paths as f64 * (-cost).exp()
            })
            .sum();
        let mut f = self.rest;
        f[0] = -weight.ln();
        f
    }

    /// The deck model's features with step costs `costs`, for a hand of
    /// whole numbers (see `deck.rs`).
    pub fn deck_features(&self, costs: &[f64; TRAITS]) -> DeckFeatures {
        let [_, ones, traps] = self.rest;
        deck_features(
            &self.profiles,
            self.steps,
            &self.cards,
            self.target,
            [ones, traps],
            costs,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::difficulty::weights::STEP_COSTS;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn hand(values: &[i128]) -> Vec<Rational> {
        values.iter().map(|&v| Rational::from(v)).collect()
    }

    #[test]
    fn a_sample_agrees_with_the_walk() {
        let q = Rational::new;
        let cases: [(Vec<Rational>, Rational); 10] = [
            (hand(&[1, 1, 4, 6]), 24.into()),
            (hand(&[3, 3, 8, 8]), 24.into()),
            (hand(&[2, 3, 5, 12]), 24.into()),
            (hand(&[12, 12, 12, 12]), 24.into()),
            // Fractions, negatives, zero and a zero target.
            (vec![q(1, 2), q(-3, 1), q(0, 1), q(4, 1)], q(0, 1)),
            (vec![q(1, 3), q(-8, 1), q(9, 1), q(3, 1)], q(24, 1)),
            (hand(&[0, 0, 5, 5]), 0.into()),
            // A bound past 2^31: the last step checked in 128 bits.
            (hand(&[100, 100, 4, 3]), 7500.into()),
            // Two, three and five numbers.
            (hand(&[4, 6]), 24.into()),
            (hand(&[1, 2, 3, 4, 5]), q(7, 2)),
        ];
        for (numbers, target) in cases {
            let h = &numbers;
            let sample = Sample::new(&numbers, target)
                .unwrap_or_else(|| panic!("{numbers:?} → {target} has paths"));
            let walked = features(&numbers, target, &STEP_COSTS, false).unwrap();
            let listed = sample.features(&STEP_COSTS);
            for (a, b) in walked.iter().zip(&listed) {
                assert!(
                    (a - b).abs() < 1e-9 * a.abs().max(1.0),
                    "{h:?}: {walked:?} {listed:?}"
                );
            }
        }
    }

    #[test]
    fn under_the_rule_the_walk_keeps_the_whole_paths_only() {
        // (5 numbers remember states; 1 5 5 5 has paths, none of them whole.)
        for h in [
            &[1, 2, 3, 4][..],
            &[4, 4, 10, 10],
            &[2, 3, 5, 12],
            &[1, 2, 3, 4, 5],
            &[1, 5, 5, 5],
        ] {
            let numbers = hand(h);
            let target = Rational::from(24);
            let walked = features(&numbers, target, &STEP_COSTS, true);
            let (whole, t) = convert::<i64>(&numbers, target).unwrap();
            let profiles = paths::profiles(&whole, t, true, true);
            if profiles.is_empty() {
                assert_eq!(walked, None, "{h:?}");
                continue;
            }
            let listed = Sample {
                profiles,
                steps: numbers.len() - 1,
                cards: h.to_vec(),
                target: 24,
                rest: assemble(0.0, &numbers, traps(&whole, t)),
            }
            .features(&STEP_COSTS);
            let walked = walked.unwrap();
            assert!(
                (walked[0] - listed[0]).abs() < 1e-9 * walked[0].abs().max(1.0),
                "{h:?}: {walked:?} {listed:?}"
            );
            // Fewer paths than without the rule: a higher soft minimum.
            let usual = features(&numbers, target, &STEP_COSTS, false).unwrap();
            assert!(walked[0] >= usual[0], "{h:?}");
        }
        // A fraction in the hand or the target: no path.
        let half = [Rational::new(1, 2), Rational::from(48)];
        assert_eq!(features(&half, Rational::from(24), &STEP_COSTS, true), None);
        assert_eq!(
            features(&hand(&[1, 2]), Rational::new(1, 2), &STEP_COSTS, true),
            None
        );
        assert_eq!(
            features(&hand(&[7]), Rational::from(7), &STEP_COSTS, true).map(|f| f[0]),
            Some(0.0)
        );
    }

    #[test]
    fn remembered_states_change_nothing() {
        // Five numbers remember states; the listing never does.
        let numbers = hand(&[1, 2, 3, 4, 5]);
        let target = Rational::from(24);
        let sample = Sample::new(&numbers, target).unwrap();
        let walked = features(&numbers, target, &STEP_COSTS, false).unwrap();
        let listed = sample.features(&STEP_COSTS);
        assert!((walked[0] - listed[0]).abs() < 1e-9 * walked[0].abs().max(1.0));
    }
}
