//! Property tests on random hands that include fractions, negatives and zero.
//!
//! - every solution uses exactly the hand's numbers and equals the target;
//! - a random expression's class is always among the solutions for its value,
//!   also for hands of five and six positive numbers, where the search makes
//!   each flat chain only one way;
//! - "solvable" agrees with an independent naive search;
//! - the printed ASCII form parses back to the same class;
//! - no two listed solutions share a class, at either level.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{expression, number, OPS};
use proptest::prelude::*;
use std::collections::HashSet;
use twentyfour_solver::{normal_form, solve, Expr, Level, Options, Parens, Rational};

/// Positive numbers only, where the search makes each flat chain one way.
fn positive() -> impl Strategy<Value = Rational> {
    prop_oneof![
        4 => (1i128..=13).prop_map(Rational::from),
        1 => (1i128..=6, 2i128..=5).prop_map(|(n, d)| Rational::new(n, d)),
    ]
}

fn hand(max: usize) -> impl Strategy<Value = Vec<Rational>> {
    prop::collection::vec(number(), 1..=max)
}

/// A hand drawn from `numbers` and a random expression over it.
fn problem(
    numbers: impl Strategy<Value = Vec<Rational>>,
) -> impl Strategy<Value = (Vec<Rational>, Expr)> {
    // Three choices a join, cycled: enough for eight numbers.
    (numbers, prop::collection::vec(any::<u8>(), 21)).prop_map(|(numbers, choices)| {
        let e = expression(&numbers, &choices);
        (numbers, e)
    })
}

fn sorted(mut v: Vec<Rational>) -> Vec<Rational> {
    v.sort();
    v
}

/// Independent of the solver: try every pair with every operation, recursively.
fn naive_solvable(numbers: &[Rational], target: Rational) -> bool {
    if numbers.len() == 1 {
        return numbers[0] == target;
    }
    for i in 0..numbers.len() {
        for j in 0..numbers.len() {
            if i == j {
                continue;
            }
            let rest: Vec<Rational> = (0..numbers.len())
                .filter(|&k| k != i && k != j)
                .map(|k| numbers[k])
                .collect();
            for op in OPS {
                if let Some(v) = op.apply(&numbers[i], &numbers[j]) {
                    let mut next = rest.clone();
                    next.push(v);
                    if naive_solvable(&next, target) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn solutions_are_exact_complete_and_distinct(
        (numbers, e) in problem(hand(5)),
    ) {
        let Some(target) = e.eval() else { return Ok(()) };
        let solved = solve(&numbers, target, Options::default()).unwrap();
        for level in [Level::Distinct, Level::Strict] {
            let mut classes = HashSet::new();
            for s in solved.solutions(level) {
                prop_assert_eq!(sorted(s.expr().numbers()), sorted(numbers.clone()), "{}", s.ascii());
                prop_assert_eq!(s.expr().eval(), Some(target), "{}", s.ascii());
                let class = normal_form(s.expr(), level).unwrap();
                let reparsed = s.ascii().parse::<Expr>().unwrap();
                prop_assert_eq!(normal_form(&reparsed, level).unwrap(), class.clone(), "{}", s.ascii());
                prop_assert!(classes.insert(class), "two solutions share a class: {}", s.ascii());
            }
            let mine = normal_form(&e, level).unwrap();
            prop_assert!(classes.contains(&mine), "{} is not among the solutions", e.to_ascii());
        }
        prop_assert!(solved.count(Level::Distinct) <= solved.count(Level::Strict));
    }

    #[test]
    fn positive_hands_of_five_and_six_find_every_class(
        (numbers, e) in problem(prop::collection::vec(positive(), 5..=6)),
    ) {
        let Some(target) = e.eval() else { return Ok(()) };
        let solved = solve(&numbers, target, Options::default()).unwrap();
        for level in [Level::Distinct, Level::Strict] {
            let classes: HashSet<_> =
                solved.solutions(level).iter().map(|s| normal_form(s.expr(), level).unwrap()).collect();
            prop_assert_eq!(classes.len(), solved.count(level), "two solutions share a class");
            let mine = normal_form(&e, level).unwrap();
            prop_assert!(classes.contains(&mine), "{} is not among the solutions", e.to_ascii());
        }
    }

    #[test]
    fn solvable_agrees_with_naive_search(
        numbers in hand(4),
        target in prop_oneof![Just(Rational::from(24)), number(), (-30i128..=30).prop_map(Rational::from)],
    ) {
        let solved = solve(&numbers, target, Options::default()).unwrap();
        prop_assert_eq!(solved.is_solvable(), naive_solvable(&numbers, target));
    }

    #[test]
    fn no_parens_solutions_are_written_without_parentheses(
        (numbers, e) in problem(hand(4)),
    ) {
        let Some(target) = e.eval() else { return Ok(()) };
        let all = solve(&numbers, target, Options::default()).unwrap();
        let flat = solve(&numbers, target, Options::default().parens(Parens::None)).unwrap();
        for level in [Level::Distinct, Level::Strict] {
            let every: HashSet<_> =
                all.solutions(level).iter().map(|s| normal_form(s.expr(), level).unwrap()).collect();
            for s in flat.solutions(level) {
                prop_assert_eq!(s.expr().paren_count(), 0, "{}", s.ascii());
                prop_assert!(every.contains(&normal_form(s.expr(), level).unwrap()));
            }
        }
        if e.paren_count() == 0 {
            let mine = normal_form(&e, Level::Strict).unwrap();
            prop_assert!(flat.solutions(Level::Strict).iter().any(|s| normal_form(s.expr(), Level::Strict).unwrap() == mine));
        }
    }
}
