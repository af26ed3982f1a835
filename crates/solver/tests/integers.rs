//! The house rule "whole numbers only" ([`Options::integers`]): the deck's
//! counts, every listed solution whole in every step, each class once, and
//! the classes exactly those of an independent brute force over every
//! expression whose values are all whole.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{number, OPS};
use proptest::prelude::*;
use std::collections::HashSet;
use twentyfour_solver::stats::{survey, Deck};
use twentyfour_solver::test_support::reads_back;
use twentyfour_solver::{normal_form, solve, Expr, Level, NormalForm, Options, Parens, Rational};

fn whole() -> Options {
    Options::default().integers(true)
}

fn numbers(values: &[i128]) -> Vec<Rational> {
    values.iter().map(|&v| Rational::from(v)).collect()
}

/// Solvable hands and solutions of values 1..=`max`, four cards, at 24.
fn figures(max: i128, level: Level) -> (u64, u64, u64) {
    let deck = Deck {
        max,
        ..Deck::default()
    };
    let s = survey(&deck, Rational::from(24), level, whole(), |_, _| {}).unwrap();
    (s.solvable_hands, s.hands, s.solutions)
}

#[test]
fn the_decks_counts() {
    assert_eq!(figures(13, Level::Distinct), (1346, 1820, 2914));
    assert_eq!(figures(13, Level::Strict), (1346, 1820, 3975));
    assert_eq!(figures(10, Level::Distinct), (556, 715, 1295));
    assert_eq!(figures(10, Level::Strict), (556, 715, 1689));
}

/// The strict and the distinct classes of every expression over `hand`
/// that makes `target` with whole values only (each number included): by
/// trying every pair with every operation, keeping whole results only.
fn brute(hand: &[Rational], target: Rational) -> [HashSet<NormalForm>; 2] {
    let mut found = [HashSet::new(), HashSet::new()];
    if hand.iter().all(Rational::is_integer) {
        let items: Vec<(Rational, Expr)> = hand.iter().map(|&q| (q, Expr::num(q))).collect();
        collect(&items, target, &mut found);
    }
    found
}

fn collect(items: &[(Rational, Expr)], target: Rational, found: &mut [HashSet<NormalForm>; 2]) {
    if let [(value, e)] = items {
        if *value == target {
            for (set, level) in found.iter_mut().zip([Level::Strict, Level::Distinct]) {
                set.insert(normal_form(e, level).unwrap());
            }
        }
        return;
    }
    for i in 0..items.len() {
        for j in 0..items.len() {
            for op in OPS {
                if i == j || (op.commutes() && j < i) {
                    continue;
                }
                let Some(v) = op.apply(&items[i].0, &items[j].0) else {
                    continue;
                };
                if !v.is_integer() {
                    continue;
                }
                let mut next: Vec<(Rational, Expr)> = items
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| k != i && k != j)
                    .map(|(_, item)| item.clone())
                    .collect();
                next.push((v, Expr::bin(op, items[i].1.clone(), items[j].1.clone())));
                collect(&next, target, found);
            }
        }
    }
}

/// Every listed solution: its numbers and every step whole, the target,
/// each class once, both printed forms read back; and the classes at both
/// levels are the brute force's.
fn agrees(hand: &[Rational], target: Rational) {
    let solved = solve(hand, target, whole()).unwrap();
    let [strict, distinct] = brute(hand, target);
    for (level, want) in [(Level::Strict, strict), (Level::Distinct, distinct)] {
        let mut got = HashSet::new();
        for s in solved.solutions(level) {
            let e = s.expr();
            assert_eq!(e.eval(), Some(target), "{}", s.ascii());
            assert!(
                e.numbers().iter().all(Rational::is_integer),
                "{}",
                s.ascii()
            );
            for step in s.steps().unwrap() {
                assert!(step.result.is_integer(), "{}: {step}", s.ascii());
            }
            assert!(
                got.insert(normal_form(e, level).unwrap()),
                "{} repeats a class",
                s.ascii()
            );
            for text in [s.ascii(), s.display()] {
                reads_back(e, &text, level).unwrap();
            }
        }
        assert_eq!(got, want, "{hand:?} -> {target} at {level}");
    }
}

/// Every hand of the card game, against the brute force (a few seconds).
#[test]
fn every_hand_of_the_deck_against_the_brute_force() {
    for hand in Deck::default().hands() {
        agrees(&numbers(&hand), Rational::from(24));
    }
}

#[test]
fn known_hands() {
    let count = |hand: &[i128], level| {
        solve(&numbers(hand), Rational::from(24), whole())
            .unwrap()
            .count(level)
    };
    // 8 ÷ (3 − 8 ÷ 3) and 5 × (5 − 1 ÷ 5) need a fraction.
    assert_eq!(count(&[3, 3, 8, 8], Level::Strict), 0);
    assert_eq!(count(&[1, 5, 5, 5], Level::Strict), 0);
    // (10 × 10 − 4) ÷ 4 does not.
    let solved = solve(&numbers(&[4, 4, 10, 10]), Rational::from(24), whole()).unwrap();
    let texts: Vec<String> = solved
        .solutions(Level::Distinct)
        .iter()
        .map(|s| s.ascii())
        .collect();
    assert_eq!(texts, ["(10*10-4)/4"]);
    // 1 2 3 4 keeps all three.
    assert_eq!(count(&[1, 2, 3, 4], Level::Distinct), 3);
    // With the parentheses option too: both apply.
    let both = whole().parens(Parens::None);
    let solved = solve(&numbers(&[4, 4, 10, 10]), Rational::from(24), both).unwrap();
    assert_eq!(solved.count(Level::Strict), 0);
}

#[test]
fn a_fraction_in_the_hand_or_the_target_has_no_solution() {
    let solve_whole = |hand: &[Rational], target| solve(hand, target, whole()).unwrap();
    let half = Rational::new(1, 2);
    // 48 × 1/2 = 24 uses a number that is not whole.
    assert!(solve(
        &[half, Rational::from(48)],
        Rational::from(24),
        Options::default()
    )
    .unwrap()
    .is_solvable());
    assert!(!solve_whole(&[half, Rational::from(48)], Rational::from(24)).is_solvable());
    assert!(!solve_whole(&[half], half).is_solvable());
    assert!(!solve_whole(&numbers(&[1, 2]), Rational::new(1, 2)).is_solvable());
    assert!(solve_whole(&numbers(&[7]), Rational::from(7)).is_solvable());
}

#[test]
fn other_sizes_targets_zeros_and_negatives() {
    for (hand, target) in [
        (&[1, 2, 3, 4, 5][..], 24),
        (&[2, 2, 3, 3, 4], 1),
        (&[0, 3, 4, 6], 0),
        (&[-3, 5, 8], 24),
        (&[6, 4], 24),
        (&[2, 3, 4], -10),
    ] {
        agrees(&numbers(hand), Rational::from(target));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn random_hands_against_the_brute_force(
        hand in prop::collection::vec(number(), 1..=4),
        target in prop_oneof![Just(Rational::from(24)), number()],
    ) {
        agrees(&hand, target);
    }
}
