//! The difficulty model: its levels, its order on known hands, its domain
//! (exactly the solvable hands, also for random hands with fractions,
//! negatives, zero and large numbers), and its agreement with the human times it
//! was fitted to.

mod common;

use common::number_or_large;
use proptest::prelude::*;
use std::path::Path;
use twentyfour_solver::difficulty::{rate, spearman, Grade, CUTS};
use twentyfour_solver::stats::Deck;
use twentyfour_solver::{solve, Options, Rational};

fn numbers(values: &[i128]) -> Vec<Rational> {
    values.iter().map(|&v| Rational::from(v)).collect()
}

fn seconds(values: &[i128]) -> f64 {
    rate(&numbers(values), Rational::from(24))
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

#[test]
fn known_hands_are_in_order() {
    let easy = seconds(&[1, 1, 4, 6]);
    let classic = seconds(&[3, 3, 8, 8]);
    let hard = seconds(&[2, 3, 5, 12]);
    assert!(easy < classic, "1 1 4 6 {easy} < 3 3 8 8 {classic}");
    assert!(classic < hard, "3 3 8 8 {classic} < 2 3 5 12 {hard}");
    let grade = |v: &[i128]| Grade::of_seconds(seconds(v));
    assert_eq!(grade(&[1, 1, 4, 6]), Grade::Easy);
    assert!(grade(&[3, 3, 8, 8]) >= Grade::Hard);
}

#[test]
fn exactly_the_solvable_hands_of_the_deck_are_rated() {
    let target = Rational::from(24);
    let mut rated = 0;
    for hand in Deck::default().hands() {
        let q = numbers(&hand);
        let solvable = solve(&q, target, Options::default()).unwrap().is_solvable();
        let rating = rate(&q, target);
        assert_eq!(rating.is_some(), solvable, "{hand:?}");
        if let Some(r) = rating {
            assert!(r.seconds.is_finite() && r.seconds > 0.0, "{hand:?}: {r:?}");
            assert_eq!(r.grade, Grade::of_seconds(r.seconds));
            rated += 1;
        }
    }
    assert_eq!(rated, 1362);
}

#[test]
fn any_size_and_target_is_rated_when_solvable() {
    let cases: [(&[i128], Rational); 9] = [
        (&[24], Rational::from(24)),
        (&[7], Rational::from(24)),
        (&[4, 6], Rational::from(24)),
        (&[0, 0, 0, 0], Rational::from(0)),
        (&[1, 2, 3], Rational::new(1, 6)),
        (&[-3, 5, 7, 9], Rational::from(-24)),
        (&[1, 2, 3, 4, 5], Rational::from(24)),
        (&[1, 1, 1, 1, 1], Rational::from(97)),
        (&[2, 3, 5, 7, 11, 13], Rational::from(24)),
    ];
    for (values, target) in cases {
        let q = numbers(values);
        let solvable = solve(&q, target, Options::default()).unwrap().is_solvable();
        assert_eq!(
            rate(&q, target).is_some(),
            solvable,
            "{values:?} → {target}"
        );
    }
    assert!(rate(&[], Rational::from(24)).is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Fractions, negatives, zero and large numbers: a rating exists exactly
    /// when the solver finds a solution, and is a positive finite time.
    #[test]
    fn rated_exactly_when_solvable(
        hand in prop::collection::vec(number_or_large(), 1..=5),
        target in number_or_large(),
    ) {
        let solvable = solve(&hand, target, Options::default()).is_ok_and(|s| s.is_solvable());
        let rating = rate(&hand, target);
        prop_assert_eq!(rating.is_some(), solvable);
        if let Some(r) = rating {
            prop_assert!(r.seconds.is_finite() && r.seconds > 0.0, "{:?}", r);
        }
    }
}

/// The committed weights still fit the human times. Cross-validation is
/// `cargo xtask fit-difficulty`'s (it prints ρ ≈ 0.88); this guards the fit
/// itself against a model change that forgets to refit.
#[test]
fn the_estimates_follow_the_human_times() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/difficulty-train.tsv");
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
}
