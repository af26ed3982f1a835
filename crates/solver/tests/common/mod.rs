//! Random numbers for the solver's property tests, shared by the test
//! files that `mod common;` this.

// Each test file uses only some of these.
#![allow(dead_code)]

use proptest::prelude::*;
use twentyfour_solver::Rational;

/// A number of a random hand: mostly card values, some negatives, zero and
/// small fractions.
pub fn number() -> impl Strategy<Value = Rational> {
    prop_oneof![
        4 => (1i128..=13).prop_map(Rational::from),
        2 => (-6i128..=-1).prop_map(Rational::from),
        1 => Just(Rational::from(0)),
        2 => (-6i128..=6, 2i128..=5).prop_map(|(n, d)| Rational::new(n, d)),
    ]
}

/// [`number`], or one time in ten an integer up to 2^32, whose hands take
/// the wider arithmetic.
pub fn number_or_large() -> impl Strategy<Value = Rational> {
    prop_oneof![
        9 => number(),
        1 => (1i128..=i128::from(u32::MAX)).prop_map(Rational::from),
    ]
}
