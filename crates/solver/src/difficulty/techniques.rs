//! Which techniques a hand asks of a person, read from the paths the
//! difficulty model weighs (`paths.rs`): fractions, products beyond the
//! times table, division, negative numbers.
//!
//! The model gives every raw path to the target a weight `e^(−cost)`, and
//! reads the hand's difficulty from their sum. [`techniques`] says, for each
//! [`Technique`], what share of that sum is carried by paths with at least
//! one step of the kind: in the model's view, the chance that the way a
//! person finds goes through it. The share is computed as one less the
//! share of the paths without such a step, whose sum is the same walk with
//! the kind's step cost made infinite.
//!
//! Promises: every share is within 0..=1; a hand has techniques exactly
//! when [`rate_with`](super::rate_with) rates it (solvable, under the
//! options' rule); the rating itself is not changed by any of this.

use super::features::features;
use super::weights::STEP_COSTS;
use crate::number::Rational;
use crate::options::Options;

/// A kind of step a way to the target may need.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Technique {
    /// A step whose result is a fraction (`8 ÷ 3`).
    Fractions,
    /// A step making a whole number above the target: in the card game at
    /// 24 almost always a product (`10 × 10 = 100`, `12 × 3 = 36`).
    LargeProducts,
    /// A division.
    Division,
    /// A step whose result is negative (`3 − 8`).
    Negatives,
}

impl Technique {
    /// Every technique, in a fixed order (the order of [`Techniques`]).
    pub const ALL: [Technique; 4] = [
        Technique::Fractions,
        Technique::LargeProducts,
        Technique::Division,
        Technique::Negatives,
    ];

    /// The step trait of `paths::traits` that marks it.
    fn trait_index(self) -> usize {
        match self {
            Technique::Fractions => 0,
            Technique::LargeProducts => 2,
            Technique::Division => 7,
            Technique::Negatives => 1,
        }
    }
}

/// The share of the path weight from which a hand involves a technique.
pub const INVOLVES: f64 = 1.0 / 3.0;

/// The share of the model's path weight that goes through each technique,
/// in the order of [`Technique::ALL`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Techniques {
    /// One share per technique, each within 0..=1.
    pub shares: [f64; 4],
}

impl Techniques {
    /// Whether at least [`INVOLVES`] of the weight goes through
    /// `technique`: about one person in three, or more, solving the hand
    /// would use it. (At one half, no hand of cards at 24 would involve
    /// negatives: there is always a way round them.)
    pub fn involves(&self, technique: Technique) -> bool {
        let i = Technique::ALL
            .iter()
            .position(|&t| t == technique)
            .unwrap_or(0);
        self.shares[i] >= INVOLVES
    }
}

/// The techniques of a hand, or `None` when it has no rating (it cannot
/// make the target under `options`' rule, or it is refused as too large).
///
/// ```
/// use twentyfour_solver::difficulty::{techniques, Technique};
/// use twentyfour_solver::{Options, Rational};
///
/// let q = Rational::from;
/// let t = techniques(&[3, 3, 8, 8].map(q), q(24), Options::default()).unwrap();
/// // 8 ÷ (3 − 8 ÷ 3) is the only way: fractions and division, always.
/// assert!(t.involves(Technique::Fractions) && t.involves(Technique::Division));
/// let t = techniques(&[1, 2, 3, 4].map(q), q(24), Options::default()).unwrap();
/// assert!(!t.involves(Technique::Fractions));
/// ```
pub fn techniques(numbers: &[Rational], target: Rational, options: Options) -> Option<Techniques> {
    let whole = options.integers;
    // −ln of the whole weight.
    let all = features(numbers, target, &STEP_COSTS, whole)?[0];
    let shares = Technique::ALL.map(|technique| {
        let mut without = STEP_COSTS;
        without[technique.trait_index()] = f64::INFINITY;
        match features(numbers, target, &without, whole) {
            // Every path goes through it.
            None => 1.0,
            Some(rest) => (1.0 - (all - rest[0]).exp()).clamp(0.0, 1.0),
        }
    });
    Some(Techniques { shares })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::difficulty::rate_with;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn of(values: &[i128], target: i128, options: Options) -> Option<Techniques> {
        let numbers: Vec<Rational> = values.iter().map(|&v| Rational::from(v)).collect();
        techniques(&numbers, Rational::from(target), options)
    }

    #[test]
    fn known_hands_use_what_their_solutions_need() {
        let usual = Options::default();
        let t = of(&[3, 3, 8, 8], 24, usual).unwrap();
        assert!(t.involves(Technique::Fractions) && t.involves(Technique::Division));
        assert!(!t.involves(Technique::Negatives));
        // 1 5 5 5: 5 × (5 − 1/5), a fraction times five.
        let t = of(&[1, 5, 5, 5], 24, usual).unwrap();
        assert!(t.involves(Technique::Fractions) && !t.involves(Technique::Negatives));
        // (10 × 10 − 4) ÷ 4: a hundred on the way.
        let t = of(&[4, 4, 10, 10], 24, usual).unwrap();
        assert!(t.involves(Technique::LargeProducts) && !t.involves(Technique::Fractions));
        // 1 2 3 4: 1 × 2 × 3 × 4, with nothing large, broken or negative
        // (a division by the 1 is as good as a product with it).
        let t = of(&[1, 2, 3, 4], 24, usual).unwrap();
        for technique in [
            Technique::Fractions,
            Technique::LargeProducts,
            Technique::Negatives,
        ] {
            assert!(!t.involves(technique), "{technique:?}");
        }
    }

    #[test]
    fn shares_are_shares_and_exactly_the_rated_hands_have_them() {
        for a in 1..=13 {
            for b in a..=13 {
                for (c, d) in [(a, b), (5, 7), (13, 1)] {
                    for options in [Options::default(), Options::default().integers(true)] {
                        let hand = [a, b, c, d];
                        let numbers: Vec<Rational> =
                            hand.iter().map(|&v| Rational::from(v)).collect();
                        let rated = rate_with(&numbers, Rational::from(24), options);
                        let t = of(&hand, 24, options);
                        assert_eq!(rated.is_some(), t.is_some(), "{hand:?}");
                        if let Some(t) = t {
                            assert!(t.shares.iter().all(|s| (0.0..=1.0).contains(s)));
                            if options.integers {
                                assert_eq!(t.shares[0], 0.0, "{hand:?}: no fraction");
                            }
                        }
                    }
                }
            }
        }
    }
}
