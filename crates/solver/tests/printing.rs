//! What printing promises (see the `expr` module doc), and only that:
//! either printed form of a solution, or of any expression over numbers
//! within the bound, reads back to the same exact value, over the same
//! numbers, in the same class. Hands near the size bound included.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::expression;
use proptest::prelude::*;
use twentyfour_solver::test_support::reads_back;
use twentyfour_solver::{check_bound, solve, Expr, Level, Options, Rational};

fn small() -> impl Strategy<Value = Rational> {
    prop_oneof![
        4 => (1i128..=13).prop_map(Rational::from),
        2 => (-15i128..=-1).prop_map(Rational::from),
        1 => Just(Rational::from(0)),
        3 => (-20i128..=20, 2i128..=9).prop_map(|(n, d)| Rational::new(n, d)),
    ]
}

/// A number of up to `bits` bits in numerator and denominator, either sign.
fn sized(bits: u32) -> impl Strategy<Value = Rational> {
    let top = (1i128 << bits.clamp(1, 126)) - 1;
    (-top..=top, 1..=top, any::<bool>()).prop_map(|(n, d, whole)| {
        if whole {
            Rational::from(n)
        } else {
            Rational::new(n, d)
        }
    })
}

/// Hands of `n` numbers whose sizes together come near the bound
/// `2^n · M < 2^127` (the target takes a share too).
fn near_bound() -> impl Strategy<Value = Vec<Rational>> {
    (2usize..=5).prop_flat_map(|n| {
        let share = (124 - n as u32) / (n as u32 + 2);
        prop::collection::vec(sized(share), n)
    })
}

fn check_solutions(numbers: &[Rational], target: Rational) -> Result<usize, TestCaseError> {
    let solved = solve(numbers, target, Options::default()).unwrap();
    for level in [Level::Distinct, Level::Strict] {
        for s in solved.solutions(level) {
            prop_assert_eq!(s.expr().eval(), Some(target));
            for text in [s.ascii(), s.display()] {
                reads_back(s.expr(), &text, level).map_err(TestCaseError::fail)?;
            }
        }
    }
    Ok(solved.count(Level::Strict))
}

#[test]
fn the_display_form_of_a_fuzzed_expression_reads_back() {
    let e: Expr = "((4 - 14)-6)+(6×((17/8)÷((-15)x17)))".parse().unwrap();
    // Text with display signs reads `17/8` as one number.
    assert_eq!(e.numbers().len(), 7);
    assert_eq!(e.eval(), Some(Rational::new(-321, 20)));
    for text in [e.to_ascii(), e.to_display()] {
        reads_back(&e, &text, Level::Strict).unwrap();
    }
    assert_eq!(e.to_ascii(), "4-14-6+6*[17/8]/((-15)*17)");
    assert_eq!(e.to_display(), "4 − 14 − 6 + 6 × (17/8) ÷ ((−15) × 17)");
    // In ASCII, `/` always divides.
    assert_eq!("17/8".parse::<Expr>().unwrap().numbers().len(), 2);
}

#[test]
fn hands_with_19_digit_numbers_print_forms_that_read_back() {
    let big = Rational::new(-8622514302491244943, 5212860990632490694);
    let wide = Rational::from(1_100_000_000_000_000_000);
    for (hand, target) in [
        (vec![big, Rational::from(0), Rational::from(3)], 0),
        (vec![wide, wide], 1),
    ] {
        let target = Rational::from(target);
        check_bound(&hand, &target).unwrap();
        assert!(check_solutions(&hand, target).unwrap() > 0);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn solutions_of_small_hands_read_back(
        numbers in prop::collection::vec(small(), 1..=5),
        choices in prop::collection::vec(any::<u8>(), 12),
    ) {
        let Some(target) = expression(&numbers, &choices).eval() else { return Ok(()) };
        prop_assert!(check_solutions(&numbers, target)? > 0);
    }

    #[test]
    fn solutions_of_hands_near_the_bound_read_back(
        numbers in near_bound(),
        choices in prop::collection::vec(any::<u8>(), 12),
    ) {
        let Some(value) = expression(&numbers, &choices).eval() else { return Ok(()) };
        if check_bound(&numbers, &value).is_ok() {
            prop_assert!(check_solutions(&numbers, value)? > 0);
        } else {
            // The value is too large a target: try one that is not.
            check_solutions(&numbers, numbers[0])?;
        }
    }

    #[test]
    fn any_expression_within_the_bound_reads_back(
        numbers in prop_oneof![
            prop::collection::vec(small(), 1..=8),
            near_bound(),
        ],
        choices in prop::collection::vec(any::<u8>(), 21),
    ) {
        prop_assume!(check_bound(&numbers, &Rational::from(1)).is_ok());
        let e = expression(&numbers, &choices);
        for text in [e.to_ascii(), e.to_display()] {
            reads_back(&e, &text, Level::Strict).map_err(TestCaseError::fail)?;
        }
    }
}
