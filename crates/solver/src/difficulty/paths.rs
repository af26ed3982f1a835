//! The raw pair-reduction paths of a hand: every sequence of "pick two
//! numbers, combine them with + − × ÷ (both orders for − and ÷)" that ends
//! at the target. Two equal numbers are two different picks, so the paths
//! are counted as a person would try them, not as distinct solutions.
//!
//! Each step is described by a few yes/no traits ([`traits`]): does it make
//! a fraction, a negative, a large value, a factor of the target; is it a
//! times-table product; is it the last step. A path's cost is one per step
//! plus the fitted cost of each trait its steps show; the model reads the
//! soft minimum of the costs of all paths, `−ln Σ e^(−cost)`, which falls
//! both with a cheap path and with many of them.
//!
//! [`tally`] computes that sum by recursion over the states a path passes
//! through; for five numbers or more it remembers the states it has summed,
//! which keeps large hands tractable. [`profiles`] lists every path's traits instead, for fitting
//! the costs; a test checks that the two agree.

use crate::frac::{Frac, Int};
use std::collections::HashMap;

/// How many step traits there are.
pub const TRAITS: usize = 16;

/// The traits of one step, as bits (bit `i` for trait `i`):
///
/// 0 the result is a fraction; 1 it is negative; 2 it is an integer above
/// the target; 3 above four times the target; 4 a subtraction; 5 a product
/// of two integers from 0 to 10; 6 any other product; 7 a division; 8 a
/// last step that is such a times-table product; 9 a step before the last
/// making a positive integer that divides the target; 10 a step before the
/// last making an integer within 13 of the target; 11–13 a last step that
/// is an addition, a subtraction or a division; 14 a product or quotient
/// with 1; 15 a difference or quotient of two equal numbers (0 or 1).
pub fn traits<T: Int>(
    kind: Kind,
    a: Frac<T>,
    b: Frac<T>,
    r: Frac<T>,
    t: Frac<T>,
    last: bool,
) -> u16 {
    let int = r.den == T::ONE;
    let table = |q: Frac<T>| q.den == T::ONE && !q.num.is_negative() && q.num.to_i128() <= 10;
    let one = |q: Frac<T>| q.den == T::ONE && q.num == T::ONE;
    let times_table = kind == Kind::Mul && table(a) && table(b);
    let divides_target = int
        && !r.num.is_negative()
        && r.num != T::ZERO
        && t.den == T::ONE
        && t.num.to_i128() % r.num.to_i128() == 0;
    let near = int && t.den == T::ONE && (t.num.to_i128() - r.num.to_i128()).abs() <= 13;
    let bits = [
        !int,
        r.num.is_negative(),
        int && above(r, 1, t),
        int && above(r, 4, t),
        kind == Kind::Sub,
        times_table,
        kind == Kind::Mul && !times_table,
        kind == Kind::Div,
        last && times_table,
        !last && divides_target,
        !last && near,
        last && kind == Kind::Add,
        last && kind == Kind::Sub,
        last && kind == Kind::Div,
        matches!(kind, Kind::Mul | Kind::Div) && (one(a) || one(b)),
        matches!(kind, Kind::Sub | Kind::Div) && a == b,
    ];
    bits.iter()
        .enumerate()
        .fold(0, |acc, (i, &on)| acc | (u16::from(on) << i))
}

/// The kind of operation a step uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Add,
    Sub,
    Mul,
    Div,
}

/// The kinds of `Frac::combine`'s six results, in its order.
const KINDS: [Kind; 6] = [
    Kind::Add,
    Kind::Sub,
    Kind::Sub,
    Kind::Mul,
    Kind::Div,
    Kind::Div,
];

/// Whether `r > k·t` (`true` too when the products overflow: a value that
/// large is large).
fn above<T: Int>(r: Frac<T>, k: i128, t: Frac<T>) -> bool {
    let (rn, rd, tn, td) = (
        r.num.to_i128(),
        r.den.to_i128(),
        t.num.to_i128(),
        t.den.to_i128(),
    );
    match (
        rn.checked_mul(td),
        tn.checked_mul(k).and_then(|x| x.checked_mul(rd)),
    ) {
        (Some(x), Some(y)) => x > y,
        _ => true,
    }
}

/// `Σ e^(−cost)` over the paths from `hand` to `t`, with step costs
/// `costs` (one per trait). Zero exactly when no path reaches `t`.
pub fn tally<T: Int>(hand: &[Frac<T>], t: Frac<T>, costs: &[f64; TRAITS]) -> f64 {
    let factors = costs.map(|c| (-c).exp());
    let mut walk = Walk {
        t,
        factors,
        memo: HashMap::new(),
        remember: hand.len() >= 5,
    };
    walk.from(hand)
}

struct Walk<T> {
    t: Frac<T>,
    /// `e^(−cost)` of each trait.
    factors: [f64; TRAITS],
    memo: HashMap<Vec<Frac<T>>, f64>,
    remember: bool,
}

impl<T: Int> Walk<T> {
    fn weight(&self, bits: u16) -> f64 {
        // One per step, then the traits' costs.
        let mut w = (-1.0f64).exp();
        let mut rest = bits;
        while rest != 0 {
            w *= self.factors[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        w
    }

    fn from(&mut self, state: &[Frac<T>]) -> f64 {
        let n = state.len();
        let key = (self.remember && n >= 3).then(|| {
            let mut key = state.to_vec();
            key.sort_unstable_by_key(|q| (q.num, q.den));
            key
        });
        if let Some(found) = key.as_ref().and_then(|k| self.memo.get(k)) {
            return *found;
        }
        let mut total = 0.0;
        let mut next: Vec<Frac<T>> = Vec::with_capacity(n - 1);
        for i in 0..n {
            for j in i + 1..n {
                let (a, b) = (state[i], state[j]);
                next.clear();
                next.extend(
                    state
                        .iter()
                        .enumerate()
                        .filter(|&(k, _)| k != i && k != j)
                        .map(|(_, &q)| q),
                );
                for (r, kind) in Frac::combine(a, b).into_iter().zip(KINDS) {
                    let Some(r) = r else { continue };
                    let sub = if n == 2 {
                        if r != self.t {
                            continue;
                        }
                        1.0
                    } else {
                        next.push(r);
                        let sub = self.from(&next);
                        next.pop();
                        if sub == 0.0 {
                            continue;
                        }
                        sub
                    };
                    total += self.weight(traits(kind, a, b, r, self.t, n == 2)) * sub;
                }
            }
        }
        if let Some(key) = key {
            self.memo.insert(key, total);
        }
        total
    }
}

/// Every path's traits, summed over its steps (one count per trait), with
/// how many paths share them: what fitting the costs needs.
pub fn profiles<T: Int>(hand: &[Frac<T>], t: Frac<T>) -> Vec<([u8; TRAITS], u64)> {
    let mut found: HashMap<[u8; TRAITS], u64> = HashMap::new();
    walk_all(hand, t, [0; TRAITS], &mut found);
    let mut list: Vec<_> = found.into_iter().collect();
    list.sort_unstable();
    list
}

fn walk_all<T: Int>(
    state: &[Frac<T>],
    t: Frac<T>,
    sum: [u8; TRAITS],
    found: &mut HashMap<[u8; TRAITS], u64>,
) {
    let n = state.len();
    for i in 0..n {
        for j in i + 1..n {
            let (a, b) = (state[i], state[j]);
            let mut next: Vec<Frac<T>> = state
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != i && k != j)
                .map(|(_, &q)| q)
                .collect();
            for (r, kind) in Frac::combine(a, b).into_iter().zip(KINDS) {
                let Some(r) = r else { continue };
                if n == 2 && r != t {
                    continue;
                }
                let bits = traits(kind, a, b, r, t, n == 2);
                let mut with = sum;
                for (k, c) in with.iter_mut().enumerate() {
                    *c += u8::from(bits >> k & 1 == 1);
                }
                if n == 2 {
                    *found.entry(with).or_insert(0) += 1;
                } else {
                    next.push(r);
                    walk_all(&next, t, with, found);
                    next.pop();
                }
            }
        }
    }
}
