//! How hard a hand is for a person: an estimated solve time and a level.
//!
//! [`rate`] estimates the median time a practised player needs for a hand,
//! counting attempts that never solve it (the measure of 4nums.com's
//! ranking, which the weights were fitted to), and sorts it into one of five
//! [`Grade`]s. An unsolvable hand has no rating.
//!
//! The model's score is `w · features`, a linear model of the logarithm of
//! the time, and the estimate is `e^calibrate(score)`: a monotone map fitted
//! to the human times (`calibration.rs`), which corrects the seconds and
//! never reorders hands. The features (`features.rs`) come from the hand's raw
//! pair-reduction paths (`paths.rs`, and for seven or eight numbers
//! `trees.rs`, the same sum over trees): the soft minimum of a path cost that
//! models how people search (fractions, negatives and large values are
//! costly, factors of the target and times-table products cheap), the
//! hand's ones, and its traps (`traps.rs`: in a hand of four, the threes
//! that make the target alone). They are defined for any hand size and any target; the fit
//! saw four-card hands at 24. The weights, the step costs, the calibration's
//! knots and the levels' cut points live in `weights.rs`, written by `cargo
//! xtask fit-difficulty` (which reads the model's workings through
//! `difficulty::fit`, with the `fit` feature); no hand's time is stored. `spearman.rs` is the rank correlation
//! the fit and the tests judge the model by.
//!
//! The seconds are an estimate, in floating point; whether a hand is
//! solvable, and so whether it has a rating at all, is decided exactly, by
//! the same exact fractions the solver uses.
//!
//! Under the whole-numbers rule ([`rate_with`] with
//! [`Options::integers`](crate::Options::integers)) the model is the same,
//! read over the paths whose every value is whole; its weights and levels
//! were fitted to times for the usual rule.
//!
//! Imports: `arith/` and the crate's vocabulary at the root (`bound`,
//! `number`, `options`, `hash`); nothing imports it but the crate root.
//!
//! Rating every hand of four values from 1 to 13 costs about 1.5 times the
//! instructions of solving them and formatting every distinct solution
//! (`cargo xtask bench --instructions 1820 1820-rated`: 84.9 M against
//! 56.4 M, of which the traps take 6.3 M) and about 1.4 times their wall
//! time (`cargo bench -p twentyfour-solver --bench solve -- 1820`). Hands of seven or
//! eight numbers, summed over trees, take a fraction of a second (1 2 3 4 5
//! 6 7 8: 0.13 s natively, where walking its paths took 26 s); the one
//! slower kind is a hand holding 0 with target 0, whose `0 × anything` needs
//! every value of the other seven (about 1 s; see `trees.rs`).

mod calibration;
mod features;
mod paths;
#[cfg(any(test, feature = "fit"))]
mod spearman;
mod techniques;
mod traps;
mod trees;
// Generated: its layout is the generator's. `CV_RHO` is only for fitting.
#[rustfmt::skip]
#[cfg_attr(not(feature = "fit"), allow(dead_code))]
mod weights;

use crate::number::Rational;
use crate::options::Options;
use calibration::calibrate;
use features::{features, Features, FEATURES};
use std::fmt;
pub use techniques::{techniques, Technique, Techniques, INVOLVES};
use weights::{CALIBRATION, CUTS, STEP_COSTS, WEIGHTS};

/// What `cargo xtask fit-difficulty` needs to fit the model to human times
/// and to write `weights.rs`: the features and their names, the step
/// traits, the hands' path profiles ([`Sample`](fit::Sample)), the rank
/// correlation it is judged by and the weights in use.
///
/// Only with the `fit` feature: these are the model's workings, not part of
/// the API, and may change with any refit.
#[cfg(feature = "fit")]
pub mod fit {
    pub use super::calibration::calibrate;
    pub use super::features::{features, Features, Sample, FEATURES, FEATURE_NAMES};
    pub use super::paths::TRAITS;
    pub use super::spearman::spearman;
    pub use super::weights::{CALIBRATION, CUTS, CV_RHO, STEP_COSTS, WEIGHTS};
}

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

    /// The level of an estimated time, by four cut points fitted with the
    /// weights: the estimates that put 30 %, 60 %, 85 % and 95 % of the
    /// training hands below them. Below the first is Easy; at the last or
    /// above is Fiendish.
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

/// Rates a hand, or `None` when it cannot make the target (or the solver
/// refuses it as too large).
pub fn rate(numbers: &[Rational], target: Rational) -> Option<Difficulty> {
    rate_with(numbers, target, Options::default())
}

/// [`rate`] under `options`' rule. With [`Options::integers`] the model is
/// the same, its paths restricted to those whose every value is whole, and
/// a hand with no such path has no rating. The weights were fitted to times
/// for the usual rule only. `options.parens` changes no rating.
///
/// ```
/// use twentyfour_solver::difficulty::rate_with;
/// use twentyfour_solver::{Options, Rational};
///
/// let q = Rational::from;
/// let whole = Options::default().integers(true);
/// assert!(rate_with(&[3, 3, 8, 8].map(q), q(24), whole).is_none());
/// let usual = rate_with(&[1, 2, 3, 4].map(q), q(24), Options::default()).unwrap();
/// let rated = rate_with(&[1, 2, 3, 4].map(q), q(24), whole).unwrap();
/// // Fewer paths: never easier.
/// assert!(rated.seconds >= usual.seconds);
/// ```
pub fn rate_with(numbers: &[Rational], target: Rational, options: Options) -> Option<Difficulty> {
    let features = features(numbers, target, &STEP_COSTS, options.integers)?;
    Some(estimate(&features, &WEIGHTS, &CALIBRATION, numbers.len()))
}

/// The estimate the weights `w` (intercept first) and the calibration's
/// `knots` give for `features` of a hand of `size` numbers.
///
/// The fit saw only hands of four numbers, three steps each, so the
/// intercept is the time three steps take: a hand of `size` numbers takes
/// `size − 1` steps, and gets that share of it. Without this a two-card
/// hand like 4 6 would inherit a four-card hand's floor. The score, the
/// linear model's `ln` seconds, then goes through the calibration
/// (`calibration.rs`), which never reorders hands.
fn estimate(
    features: &Features,
    w: &[f64; FEATURES + 1],
    knots: &[(f64, f64)],
    size: usize,
) -> Difficulty {
    let steps = size.saturating_sub(1) as f64;
    let terms: f64 = features.iter().zip(&w[1..]).map(|(x, k)| x * k).sum();
    let score = w[0] * steps / 3.0 + terms;
    let seconds = calibrate(knots, score).exp();
    Difficulty {
        seconds,
        grade: Grade::of_seconds(seconds),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spearman::spearman;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn seconds(values: &[i128]) -> f64 {
        let numbers: Vec<Rational> = values.iter().map(|&v| Rational::from(v)).collect();
        rate(&numbers, Rational::from(24))
            .unwrap_or_else(|| panic!("{values:?} has a rating"))
            .seconds
    }

    #[test]
    fn levels_change_at_the_cut_points() {
        assert_eq!(Grade::of_seconds(0.0), Grade::Easy);
        assert_eq!(Grade::of_seconds(1e9), Grade::Fiendish);
        for (i, &cut) in CUTS.iter().enumerate() {
            assert_eq!(Grade::of_seconds(cut - 1e-9), Grade::ALL[i], "below {cut}");
            assert_eq!(Grade::of_seconds(cut), Grade::ALL[i + 1], "at {cut}");
        }
        assert!(CUTS.windows(2).all(|w| w[0] < w[1]));
        let numbers: Vec<u8> = Grade::ALL.iter().map(|g| g.number()).collect();
        assert_eq!(numbers, [1, 2, 3, 4, 5]);
        for g in Grade::ALL {
            assert_eq!(g.as_str().parse::<Grade>(), Ok(g));
        }
        assert!("impossible".parse::<Grade>().is_err());
    }

    /// The committed weights and calibration still fit the human times:
    /// the ranks, and the seconds within a factor 1.5 for most hands (89 %
    /// of the training hands; 85 % before the calibration). Cross-validation
    /// is `cargo xtask fit-difficulty`'s (it prints ρ ≈ 0.88); this guards
    /// the fit itself against a model change that forgets to refit.
    #[test]
    fn the_estimates_follow_the_human_times() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../../shared/data/difficulty-train.tsv");
        // (wasm32 has no file system: there it always skips.)
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!(
                "skipping: no training data at {} (it lives outside the repository)",
                path.display()
            );
            return;
        };
        let (mut estimated, mut measured) = (Vec::new(), Vec::new());
        for line in text.lines().skip(1) {
            let mut cols = line.split('\t');
            let hand: Vec<i128> = cols
                .next()
                .unwrap()
                .split_whitespace()
                .map(|v| v.parse().unwrap())
                .collect();
            let median: f64 = cols.next().unwrap().parse().unwrap();
            estimated.push(seconds(&hand));
            measured.push(median);
        }
        assert_eq!(measured.len(), 677);
        let rho = spearman(&estimated, &measured);
        assert!(rho > 0.85, "Spearman rho {rho}");
        let near = estimated
            .iter()
            .zip(&measured)
            .filter(|(e, m)| (e.ln() - m.ln()).abs() <= 1.5f64.ln())
            .count();
        let share = near as f64 / measured.len() as f64;
        assert!(share > 0.88, "{share} within a factor 1.5");
    }
}
