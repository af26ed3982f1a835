//! How hard a hand is for a person: an estimated solve time and a level.
//!
//! [`rate`] estimates the median time a practised player needs for a hand,
//! counting attempts that never solve it (the measure of 4nums.com's
//! ranking, which the weights were fitted to), and sorts it into one of five
//! [`Grade`]s. An unsolvable hand has no rating.
//!
//! The estimate is `e^(w · features)`, a linear model of the logarithm of
//! the time. The features come from the hand's raw pair-reduction paths
//! (`paths.rs`): the soft minimum of a path cost that models how people
//! search (fractions, negatives and large values are costly, factors of
//! the target and times-table products cheap), and the hand's ones. They are
//! defined for any hand size and any target; the fit saw four-card hands at
//! 24. The weights and the step costs live in `weights.rs`, written by
//! `cargo xtask fit-difficulty`; no hand's time is stored.
//!
//! Floating point only scores; whether a hand is solvable is decided
//! exactly, by the same exact fractions the solver uses.
//!
//! Rating every hand of four values from 1 to 13 costs about 1.5 times the
//! instructions of solving them and formatting every distinct solution
//! (callgrind, 79.8 M against 53.8 M) and 1.3 times their wall time (`cargo
//! bench -p twentyfour-solver --bench solve -- 1820`). Hands of seven
//! numbers take under a second; eight take tens of seconds (see
//! `paths.rs`).

mod paths;
mod spearman;
// Generated: its layout is the generator's.
#[rustfmt::skip]
mod weights;

use crate::arith::Fixed;
use crate::arith::Frac;
use crate::bound::bound;
use crate::number::Rational;
use std::fmt;

pub use paths::TRAITS;
pub use spearman::spearman;
pub use weights::{CUTS, CV_RHO, STEP_COSTS, WEIGHTS};

/// The five levels, easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Grade {
    /// The quickest 30 % of the training hands' estimates.
    Easy = 1,
    /// The next 30 %.
    Fair,
    /// The next 25 %.
    Tricky,
    /// The next 10 %.
    Hard,
    /// The slowest 5 %.
    Fiendish,
}

impl Grade {
    /// Every level, easiest first.
    pub const ALL: [Grade; 5] = [
        Grade::Easy,
        Grade::Fair,
        Grade::Tricky,
        Grade::Hard,
        Grade::Fiendish,
    ];

    /// 1 (Easy) to 5 (Fiendish).
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The level of an estimated time: below `CUTS[0]` seconds is Easy, and
    /// so on; `CUTS[3]` seconds or more is Fiendish.
    pub fn of_seconds(seconds: f64) -> Grade {
        let above = CUTS.iter().filter(|&&cut| seconds >= cut).count();
        Grade::ALL[above]
    }

    /// The lower-case English name, as in a URL: `easy` … `fiendish`.
    pub fn as_str(self) -> &'static str {
        match self {
            Grade::Easy => "easy",
            Grade::Fair => "fair",
            Grade::Tricky => "tricky",
            Grade::Hard => "hard",
            Grade::Fiendish => "fiendish",
        }
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for Grade {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim().to_ascii_lowercase();
        Grade::ALL
            .into_iter()
            .find(|g| g.as_str() == s || g.number().to_string() == s)
            .ok_or_else(|| {
                format!("unknown difficulty '{s}' (use easy, fair, tricky, hard or fiendish)")
            })
    }
}

/// A hand's rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Difficulty {
    /// Estimated median solve time of a practised player, in seconds.
    pub seconds: f64,
    /// The level of those seconds ([`Grade::of_seconds`]).
    pub grade: Grade,
}

/// How many features the model reads.
pub const FEATURES: usize = 2;

/// What each feature is, in [`Features`] order. Others tried (counts of
/// paths whose values stay small, strict and distinct solution counts, the
/// last step's kind, big numbers, equal pairs) added nothing to the
/// cross-validated ρ once the path cost was there.
pub const FEATURE_NAMES: [&str; FEATURES] = ["soft minimum of the path costs", "ones"];

/// The features of one hand.
pub type Features = [f64; FEATURES];

/// Rates a hand, or `None` when it cannot make the target (or the solver
/// refuses it as too large).
pub fn rate(numbers: &[Rational], target: Rational) -> Option<Difficulty> {
    let features = features(numbers, target, &STEP_COSTS)?;
    Some(estimate(&features, &WEIGHTS, numbers.len()))
}

/// The estimate the weights `w` (intercept first) give for `features` of a
/// hand of `size` numbers.
///
/// The fit saw only hands of four numbers, three steps each, so the
/// intercept is the time three steps take: a hand of `size` numbers takes
/// `size − 1` steps, and gets that share of it. Without this a two-card
/// hand like 4 6 would inherit a four-card hand's floor.
pub fn estimate(features: &Features, w: &[f64; FEATURES + 1], size: usize) -> Difficulty {
    let steps = size.saturating_sub(1) as f64;
    let terms: f64 = features.iter().zip(&w[1..]).map(|(x, k)| x * k).sum();
    let log = w[0] * steps / 3.0 + terms;
    let seconds = log.exp();
    Difficulty {
        seconds,
        grade: Grade::of_seconds(seconds),
    }
}

/// The features of a hand with the given step costs, or `None` when it is
/// unsolvable or refused.
pub fn features(numbers: &[Rational], target: Rational, costs: &[f64; TRAITS]) -> Option<Features> {
    let bound = bound(numbers, &target).ok()?;
    let small = bound < 1 << 31;
    let weight = if bound < 1 << 63 {
        tally::<i64>(numbers, target, costs, small)
    } else {
        tally::<i128>(numbers, target, costs, small)
    }?;
    (weight > 0.0).then(|| assemble(-weight.ln(), numbers))
}

fn tally<T: Fixed>(
    numbers: &[Rational],
    target: Rational,
    costs: &[f64; TRAITS],
    small: bool,
) -> Option<f64> {
    let (hand, t) = convert::<T>(numbers, target)?;
    if let [only] = hand[..] {
        // No step to take: the hand is its own answer, at no cost.
        return Some(if only == t { 1.0 } else { 0.0 });
    }
    Some(paths::tally(&hand, t, costs, small))
}

fn convert<T: Fixed>(numbers: &[Rational], target: Rational) -> Option<(Vec<Frac<T>>, Frac<T>)> {
    let hand = numbers
        .iter()
        .map(Frac::<T>::from_rational)
        .collect::<Option<Vec<_>>>()?;
    Some((hand, Frac::from_rational(&target)?))
}

fn assemble(soft: f64, numbers: &[Rational]) -> Features {
    let ones = numbers.iter().filter(|q| **q == Rational::ONE);
    [soft, ones.count() as f64]
}

/// A hand prepared for fitting: its paths' trait profiles, so that the
/// features can be recomputed for any step costs without walking again.
#[derive(Clone, Debug)]
pub struct Sample {
    profiles: Vec<([u8; TRAITS], u64)>,
    steps: usize,
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
        let profiles = paths::profiles(&hand, t);
        if profiles.is_empty() {
            return None;
        }
        Some(Sample {
            profiles,
            steps: numbers.len() - 1,
            rest: assemble(0.0, numbers),
        })
    }

    /// The features with step costs `costs`: what [`features`] gives.
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(values: &[i128]) -> Vec<Rational> {
        values.iter().map(|&v| Rational::from(v)).collect()
    }

    #[test]
    fn a_sample_agrees_with_the_walk() {
        for h in [[1, 1, 4, 6], [3, 3, 8, 8], [2, 3, 5, 12], [12, 12, 12, 12]] {
            let numbers = hand(&h);
            let target = Rational::from(24);
            let sample = Sample::new(&numbers, target).unwrap();
            let walked = features(&numbers, target, &STEP_COSTS).unwrap();
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
    fn remembered_states_change_nothing() {
        // Five numbers remember states; the listing never does.
        let numbers = hand(&[1, 2, 3, 4, 5]);
        let target = Rational::from(24);
        let sample = Sample::new(&numbers, target).unwrap();
        let walked = features(&numbers, target, &STEP_COSTS).unwrap();
        let listed = sample.features(&STEP_COSTS);
        assert!((walked[0] - listed[0]).abs() < 1e-9 * walked[0].abs().max(1.0));
    }
}
