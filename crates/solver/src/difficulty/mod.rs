//! How hard a hand is for a person: an estimated solve time and a level.
//!
//! [`rate`] estimates the median time a practised player needs for a hand,
//! counting attempts that never solve it (the measure of 4nums.com's
//! ranking, which the models were fitted to), and sorts it into one of five
//! [`Grade`]s. An unsolvable hand has no rating.
//!
//! Two models share one set of path costs. Both read the hand's raw
//! pair-reduction paths (`paths.rs`, and for seven or eight numbers
//! `trees.rs`, the same sum over trees), each path costed the way people
//! search (fractions, negatives and large values are costly, factors of the
//! target and times-table products cheap).
//!
//! - **The deck model** (`deck.rs`) rates the hands people were timed on:
//!   four cards of 1 to 13 at 24. Boosted trees (`forest.rs`) read 38
//!   features of the hand's path profiles and cards, and give `ln` seconds.
//! - **The linear model** rates every other hand, any size and any target:
//!   `w · features` (`features.rs`: the soft minimum of the path costs, the
//!   hand's ones, and its traps, `traps.rs`, the threes of a four-card hand
//!   that make the target alone), a linear model of the logarithm of the
//!   time, and the estimate is `e^calibrate(score)`, a monotone map fitted
//!   to the human times (`calibration.rs`) that never reorders hands. Trees
//!   cannot say by how much a hand unlike any they saw is harder; a line
//!   can, which is why the rest of the hands keep it.
//!
//! The step costs, the weights, the calibration's knots, the trees and the
//! levels' cut points live in `weights.rs`, written by `cargo xtask
//! fit-difficulty` (which reads the models' workings through
//! `difficulty::fit`, with the `fit` feature); no hand's time is stored.
//! `spearman.rs` is the rank correlation the fit and the tests judge the
//! models by.
//!
//! The seconds are an estimate, in floating point; whether a hand is
//! solvable, and so whether it has a rating at all, is decided exactly, by
//! the same exact fractions the solver uses.
//!
//! Under the whole-numbers rule ([`rate_with`] with
//! [`Options::integers`](crate::Options::integers)) the linear model is the
//! same, read over the paths whose every value is whole; a deck hand gets
//! the deck model's time plus what the linear model says the rule adds
//! (never less than without the rule). Both were fitted to times for the
//! usual rule.
//!
//! Imports: `arith/` and the crate's vocabulary at the root (`bound`,
//! `number`, `options`, `hash`); nothing imports it but the crate root.
//!
//! Rating every hand of four values from 1 to 13 costs about 4.4 times the
//! instructions of solving them and formatting every distinct solution
//! (`cargo xtask bench --instructions 1820 1820-rated`: 250.0 M against
//! 56.4 M; the deck model lists every path, where the linear model's sum
//! shares them) and about 3.1 times their wall time (`cargo bench -p
//! twentyfour-solver --bench solve -- 1820`: 12.6 ms). Hands of seven or
//! eight numbers, summed over trees, take a fraction of a second (1 2 3 4 5
//! 6 7 8: 0.13 s natively, where walking its paths took 26 s); the one
//! slower kind is a hand holding 0 with target 0, whose `0 × anything` needs
//! every value of the other seven (about 1 s; see `trees.rs`).

mod calibration;
mod deck;
mod features;
mod forest;
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
use features::{features, Features, Sample, FEATURES};
use std::fmt;
pub use techniques::{techniques, Technique, Techniques, INVOLVES};
use weights::{CALIBRATION, CUTS, DECK_BASE, DECK_TREES, STEP_COSTS, WEIGHTS};

/// What `cargo xtask fit-difficulty` needs to fit the models to human times
/// and to write `weights.rs`: the linear model's features and the deck
/// model's, with their names, the step traits, the hands' path profiles
/// ([`fit::Sample`]), the trees and how they read a hand, the rank
/// correlation the models are judged by and the weights in use.
///
/// Only with the `fit` feature: these are the models' workings, not part of
/// the API, and may change with any refit.
#[cfg(feature = "fit")]
pub mod fit {
    pub use super::calibration::calibrate;
    pub use super::deck::{DeckFeatures, DECK_FEATURES, DECK_FEATURE_NAMES};
    pub use super::features::{features, Features, Sample, FEATURES, FEATURE_NAMES};
    pub use super::forest::{predict, Tree};
    pub use super::paths::TRAITS;
    pub use super::spearman::spearman;
    pub use super::weights::{
        CALIBRATION, CUTS, CV_RHO, DECK_BASE, DECK_TREES, STEP_COSTS, WEIGHTS,
    };
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
    /// models: the estimates that put 30 %, 60 %, 85 % and 95 % of the
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

/// [`rate`] under `options`' rule. With [`Options::integers`] a hand whose
/// paths all make a fraction somewhere has no rating. The linear model is
/// the same, its paths restricted to those whose every value is whole; a
/// hand of the deck gets the deck model's time over all its paths, plus
/// what the linear model says the rule adds (the paths it forbids), so it
/// is never rated quicker than without the rule. Both were fitted to times
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
    let line = |f: &Features| linear_estimate(f, &WEIGHTS, &CALIBRATION, numbers.len());
    let linear = |whole| Some(line(&features(numbers, target, &STEP_COSTS, whole)?));
    let ln_seconds = if deck::in_deck(numbers, target) {
        let features = Sample::new(numbers, target)?.deck_features(&STEP_COSTS);
        let trees = forest::predict(DECK_BASE, &DECK_TREES, &features);
        if options.integers {
            // What the rule takes away, as the linear model prices it: the
            // paths it forbids. The deck features begin with the linear
            // model's own, over every path. (Never a gain; when the rule
            // forbids none, the two sums may still differ in the last bit.)
            let usual: Features = std::array::from_fn(|k| features[k]);
            trees + (linear(true)? - line(&usual)).max(0.0)
        } else {
            trees
        }
    } else {
        linear(options.integers)?
    };
    let seconds = ln_seconds.exp();
    Some(Difficulty {
        seconds,
        grade: Grade::of_seconds(seconds),
    })
}

/// The linear model's calibrated `ln` seconds: the weights `w` (intercept
/// first) and the calibration's `knots` read `features` of a hand of `size`
/// numbers.
///
/// The fit saw only hands of four numbers, three steps each, so the
/// intercept is the time three steps take: a hand of `size` numbers takes
/// `size − 1` steps, and gets that share of it. Without this a two-card
/// hand like 4 6 would inherit a four-card hand's floor. The score, the
/// linear model's `ln` seconds, then goes through the calibration
/// (`calibration.rs`), which never reorders hands.
fn linear_estimate(
    features: &Features,
    w: &[f64; FEATURES + 1],
    knots: &[(f64, f64)],
    size: usize,
) -> f64 {
    let steps = size.saturating_sub(1) as f64;
    let terms: f64 = features.iter().zip(&w[1..]).map(|(x, k)| x * k).sum();
    let score = w[0] * steps / 3.0 + terms;
    calibrate(knots, score)
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
    fn the_deck_model_rates_the_deck_and_the_line_the_rest() {
        let q = |v: &[i128]| v.iter().map(|&x| Rational::from(x)).collect::<Vec<_>>();
        let t = Rational::from(24);
        let deck = q(&[3, 3, 8, 8]);
        let trees = forest::predict(
            DECK_BASE,
            &DECK_TREES,
            &Sample::new(&deck, t).unwrap().deck_features(&STEP_COSTS),
        );
        assert_eq!(rate(&deck, t).unwrap().seconds, trees.exp());
        for (hand, target) in [
            (&[3, 3, 8, 8][..], 22),
            (&[3, 3, 8, 16], 24),
            (&[1, 2, 3, 4, 5], 24),
        ] {
            let (hand, target) = (q(hand), Rational::from(target));
            let f = features(&hand, target, &STEP_COSTS, false).unwrap();
            let line = linear_estimate(&f, &WEIGHTS, &CALIBRATION, hand.len());
            assert_eq!(rate(&hand, target).unwrap().seconds, line.exp(), "{hand:?}");
        }
    }

    #[test]
    fn under_the_rule_a_deck_hand_adds_what_the_line_says_the_rule_costs() {
        let q = |v: &[i128]| v.iter().map(|&x| Rational::from(x)).collect::<Vec<_>>();
        let (t, whole) = (Rational::from(24), Options::default().integers(true));
        // 2 7 12 12 loses paths to the rule, 1 1 2 7 none, 3 3 8 8 all.
        for (values, loses) in [(&[2, 7, 12, 12], true), (&[1, 1, 2, 7], false)] {
            let hand = q(values);
            let line = |whole| {
                let f = features(&hand, t, &STEP_COSTS, whole).unwrap();
                linear_estimate(&f, &WEIGHTS, &CALIBRATION, 4)
            };
            let usual = rate(&hand, t).unwrap().seconds;
            let rated = rate_with(&hand, t, whole).unwrap().seconds;
            let added = (line(true) - line(false)).max(0.0);
            assert!(
                (rated.ln() - usual.ln() - added).abs() < 1e-12,
                "{values:?}"
            );
            assert_eq!(added > 1e-9, loses, "{values:?}: {added}");
        }
        assert_eq!(rate_with(&q(&[3, 3, 8, 8]), t, whole), None);
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

    /// The committed model still fits the human times: the ranks, and the
    /// seconds within a factor 1.5 for most hands (97.2 % of the training
    /// hands, ρ 0.929; the linear model alone gave 88.9 %).
    /// Cross-validation is `cargo xtask fit-difficulty`'s (92.0 %, ρ 0.898);
    /// this guards the fit itself against a model change that forgets to
    /// refit.
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
        assert!(rho > 0.9, "Spearman rho {rho}");
        let near = estimated
            .iter()
            .zip(&measured)
            .filter(|(e, m)| (e.ln() - m.ln()).abs() <= 1.5f64.ln())
            .count();
        let share = near as f64 / measured.len() as f64;
        assert!(share > 0.95, "{share} within a factor 1.5");
    }
}
