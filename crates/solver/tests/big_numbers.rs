//! Hands past the bound of exact `i128` arithmetic, solved in arbitrary
//! precision: every solution is real, reads back from both printed forms
//! and makes the target exactly.
#![cfg(all(not(target_arch = "wasm32"), feature = "big"))]

mod common;

use proptest::prelude::*;
use std::collections::HashSet;
use twentyfour_solver::{
    check_bound, normal_form, solve, Expr, Level, NormalForm, Op, Options, Rational, Solved,
};

fn numbers(values: &[i128]) -> Vec<Rational> {
    values.iter().map(|&v| Rational::from(v)).collect()
}

/// Every solution at both levels uses each number once and, read back from
/// either printed form, equals the target exactly.
fn all_real(hand: &[Rational], target: Rational, solved: &Solved) {
    let mut sorted = hand.to_vec();
    sorted.sort();
    for level in [Level::Strict, Level::Distinct] {
        for s in solved.solutions(level) {
            for text in [s.ascii(), s.display()] {
                let read: Expr = text.parse().unwrap();
                assert_eq!(read.eval(), Some(target), "{text}");
                let mut used = read.numbers();
                used.sort();
                assert_eq!(used, sorted, "{text}");
            }
        }
    }
}

fn texts(solved: &Solved) -> Vec<String> {
    solved
        .solutions(Level::Distinct)
        .iter()
        .map(|s| s.ascii())
        .collect()
}

#[test]
fn six_numbers_near_one_million_make_24() {
    let hand = numbers(&[1_000_000, 999_999, 999_998, 999_997, 999_996, 999_995]);
    assert!(check_bound(&hand, &Rational::from(24)).is_ok());
    let solved = solve(&hand, Rational::from(24), Options::default()).unwrap();
    // The only ways: three differences of 4, 3 and 2, paired two ways.
    assert_eq!(
        texts(&solved),
        [
            "(999999-999995)*(1000000-999997)*(999998-999996)",
            "(1000000-999996)*(999998-999995)*(999999-999997)",
        ]
    );
    all_real(&hand, Rational::from(24), &solved);
}

#[test]
fn steps_past_i128_are_none_not_a_wrong_list() {
    let e = Rational::from(10_i128.pow(30));
    let solved = solve(&[e, e, e], e, Options::default()).unwrap();
    let texts: Vec<String> = solved
        .solutions(Level::Strict)
        .iter()
        .map(|s| s.ascii())
        .collect();
    let n = 10_i128.pow(30);
    assert_eq!(texts, [format!("{n}+{n}-{n}"), format!("{n}*{n}/{n}")]);
    let steps: Vec<Option<usize>> = solved
        .solutions(Level::Strict)
        .iter()
        .map(|s| s.steps().map(|steps| steps.len()))
        .collect();
    // The product 10^60 does not fit a `Rational`: no steps at all.
    assert_eq!(steps, [Some(2), None]);
}

/// `10^30 + k` for `k` in `0..8`.
fn near_10_30() -> Vec<Rational> {
    (0..8)
        .map(|k| Rational::from(10_i128.pow(30) + k))
        .collect()
}

#[test]
fn eight_numbers_near_10_30_make_24() {
    let hand = near_10_30();
    let solved = solve(&hand, Rational::from(24), Options::default()).unwrap();
    let shown = texts(&solved);
    // Products of two numbers near 10^30 are near 10^60: far past i128.
    let e = |k: u8| format!("10000000000000000000000000000{k:02}");
    let wanted = format!(
        "({}+{}+{})*{}-({}+{}+{})*{}",
        e(3),
        e(2),
        e(1),
        e(4),
        e(7),
        e(6),
        e(5),
        e(0)
    );
    assert!(shown.contains(&wanted), "{wanted} missing");
    assert!(shown.len() > 100, "{}", shown.len());
    all_real(&hand, Rational::from(24), &solved);
}

#[test]
fn eight_numbers_near_10_30_make_their_sum() {
    let hand = near_10_30();
    let sum = Rational::from(8 * 10_i128.pow(30) + 28);
    let solved = solve(&hand, sum, Options::default()).unwrap();
    let plain: Vec<String> = (0..8)
        .rev()
        .map(|k| (10_i128.pow(30) + k).to_string())
        .collect();
    assert!(texts(&solved).contains(&plain.join("+")));
    all_real(&hand, sum, &solved);
}

/// A number far past the fixed widths' bound in a hand of a few: near
/// 10^25, or a fraction with parts near 2^70 and 2^40, of either sign.
fn huge() -> impl Strategy<Value = Rational> {
    let e25 = 10_i128.pow(25);
    prop_oneof![
        (-3i128..=3).prop_map(move |k| Rational::from(e25 + k)),
        (-3i128..=3).prop_map(move |k| Rational::from(-e25 + k)),
        (1i128..=9, 1i128..=9).prop_map(|(a, b)| Rational::new((1 << 70) + a, (1 << 40) + b)),
    ]
}

/// The strict classes of every expression over `numbers` (each used once)
/// that makes `target`, found by trying them all: combine any two items
/// with any operation, either way round, until one is left.
fn brute_force(items: &[Expr], target: Rational, found: &mut HashSet<NormalForm>) {
    if let [only] = items {
        if only.eval() == Some(target) {
            found.insert(normal_form(only, Level::Strict).unwrap());
        }
        return;
    }
    for i in 0..items.len() {
        for j in i + 1..items.len() {
            let rest: Vec<Expr> = (0..items.len())
                .filter(|&k| k != i && k != j)
                .map(|k| items[k].clone())
                .collect();
            let (a, b) = (&items[i], &items[j]);
            for (op, l, r) in [
                (Op::Add, a, b),
                (Op::Sub, a, b),
                (Op::Sub, b, a),
                (Op::Mul, a, b),
                (Op::Div, a, b),
                (Op::Div, b, a),
            ] {
                let mut next = rest.clone();
                next.push(Expr::bin(op, l.clone(), r.clone()));
                brute_force(&next, target, found);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    /// Past the bound, the arbitrary-precision search finds exactly the
    /// classes of a brute force over every expression.
    #[test]
    fn huge_hands_have_exactly_the_brute_force_classes(
        // Two huge numbers are past the bound whatever the rest.
        big in proptest::collection::vec(huge(), 2),
        others in proptest::collection::vec(prop_oneof![huge(), common::number()], 1..=2),
        choices in proptest::collection::vec(any::<u8>(), 9),
        reachable in any::<bool>(),
    ) {
        let mut hand = others;
        hand.extend(big);
        let made = common::expression(&hand, &choices).eval();
        let target = match made {
            Some(v) if reachable => v,
            _ => Rational::from(24),
        };
        let solved = solve(&hand, target, Options::default()).unwrap();
        let got: HashSet<NormalForm> = solved
            .solutions(Level::Strict)
            .iter()
            .map(|s| normal_form(s.expr(), Level::Strict).unwrap())
            .collect();
        prop_assert_eq!(got.len(), solved.count(Level::Strict));
        let mut want = HashSet::new();
        let leaves: Vec<Expr> = hand.iter().map(|&q| Expr::num(q)).collect();
        brute_force(&leaves, target, &mut want);
        prop_assert_eq!(&got, &want, "{:?} -> {}", hand, target);
        all_real(&hand, target, &solved);
    }
}
