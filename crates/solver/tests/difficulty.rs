//! The difficulty model through its API: its order on known hands and its
//! domain (exactly the solvable hands, also for random hands with
//! fractions, negatives, zero and large numbers, and under the
//! whole-numbers rule exactly the hands solvable under it). Its cut points and its
//! agreement with the human times it was fitted to, which read the model's
//! workings, are unit tests of `src/difficulty/`.

mod common;

use common::number_or_large;
use proptest::prelude::*;
use twentyfour_solver::difficulty::{rate, rate_with, Grade};
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
fn under_the_rule_exactly_the_hands_solvable_under_it_are_rated() {
    let target = Rational::from(24);
    let whole = Options::default().integers(true);
    let mut rated = 0;
    for hand in Deck::default().hands() {
        let q = numbers(&hand);
        let solvable = solve(&q, target, whole).unwrap().is_solvable();
        let rating = rate_with(&q, target, whole);
        assert_eq!(rating.is_some(), solvable, "{hand:?}");
        if let Some(r) = rating {
            // Fewer paths than without the rule: never quicker.
            assert!(r.seconds >= rate(&q, target).unwrap().seconds, "{hand:?}");
            rated += 1;
        }
    }
    assert_eq!(rated, 1346);
}

#[test]
fn any_size_and_target_is_rated_when_solvable() {
    let cases: [(&[i128], Rational); 11] = [
        (&[1, 1, 2, 2, 3, 3, 4, 4], Rational::from(24)),
        (&[1, 1, 2, 3, 5, 8, 13], Rational::from(0)),
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
        for options in [Options::default(), Options::default().integers(true)] {
            let solvable = solve(&hand, target, options).is_ok_and(|s| s.is_solvable());
            let rating = rate_with(&hand, target, options);
            prop_assert_eq!(rating.is_some(), solvable);
            if let Some(r) = rating {
                prop_assert!(r.seconds.is_finite() && r.seconds > 0.0, "{:?}", r);
            }
        }
    }
}
