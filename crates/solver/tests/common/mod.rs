//! Random numbers and expressions for the solver's property tests, shared by the test
//! files that `mod common;` this.

// Each test file uses only some of these.
#![allow(dead_code)]

use proptest::prelude::*;
use twentyfour_solver::{Expr, Op, Rational};

/// The four operations, in the order random choices index them.
pub const OPS: [Op; 4] = [Op::Add, Op::Sub, Op::Mul, Op::Div];

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

/// A random expression using every number once: repeatedly combine two
/// items chosen by `choices`.
pub fn expression(numbers: &[Rational], choices: &[u8]) -> Expr {
    let mut items: Vec<Expr> = numbers.iter().map(|&q| Expr::num(q)).collect();
    let mut c = choices.iter().cycle();
    while items.len() > 1 {
        let i = usize::from(*c.next().unwrap()) % items.len();
        let a = items.swap_remove(i);
        let j = usize::from(*c.next().unwrap()) % items.len();
        let b = items.swap_remove(j);
        let op = OPS[usize::from(*c.next().unwrap()) % 4];
        items.push(Expr::bin(op, a, b));
    }
    items.pop().unwrap()
}
