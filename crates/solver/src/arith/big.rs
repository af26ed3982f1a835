//! The arbitrary-precision width, [`Big`]: integers of any size, for hands
//! beyond the input bound of the fixed widths (see `check_bound`). Only with
//! the `big` feature.
//!
//! The general search is written once over [`Int`], whose integers are
//! `Copy`; so is a `Big`, and the same search runs on it. An integer that
//! fits an `i128` is held inline and computed with `i128` arithmetic while
//! it does not overflow; a larger one is a handle to its value in a
//! per-thread table that holds each value once. Equal values thus have equal
//! representations, so `Big` compares for equality and hashes like a plain
//! integer, as the search's tables need.
//!
//! The table lives for one solve: [`Big::start`] empties it, and every
//! handle made before is invalid afterwards. Nothing keeps one across
//! solves: the search's scratch is cleared between hands, and the arena
//! keeps values as `Rational`s and its own big values.

use super::int::{gcd128, Int};
use crate::hash::FxBuild;
use num_bigint::BigInt;
use num_rational::Ratio;
use num_traits::{Signed, ToPrimitive, Zero};
use std::borrow::Cow;
use std::cell::RefCell;
use std::cmp::Ordering;
use std::collections::HashMap;

/// An integer of any size: inline when it fits an `i128`, else a handle to
/// the per-thread table. Never both: the representation is unique.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Big {
    Small(i128),
    Large(u32),
}

/// The values of this thread's large `Big`s, each once.
#[derive(Default)]
struct Table {
    values: Vec<BigInt>,
    index: HashMap<BigInt, u32, FxBuild>,
}

thread_local! {
    static TABLE: RefCell<Table> = RefCell::new(Table::default());
}

impl Table {
    fn get(&self, b: Big) -> Cow<'_, BigInt> {
        match b {
            Big::Small(v) => Cow::Owned(BigInt::from(v)),
            Big::Large(k) => Cow::Borrowed(&self.values[k as usize]),
        }
    }
}

impl Big {
    /// Empties this thread's table for a new solve: earlier handles become
    /// invalid. (Its memory is given back too.)
    pub fn start() {
        TABLE.with(|t| *t.borrow_mut() = Table::default());
    }

    /// The `Big` of a value: inline if it fits, else its one handle.
    pub fn from_bigint(v: BigInt) -> Big {
        if let Some(small) = v.to_i128() {
            return Big::Small(small);
        }
        TABLE.with(|t| {
            let mut t = t.borrow_mut();
            if let Some(&k) = t.index.get(&v) {
                return Big::Large(k);
            }
            let k = u32::try_from(t.values.len()).expect("fewer than 2^32 large integers");
            t.values.push(v.clone());
            t.index.insert(v, k);
            Big::Large(k)
        })
    }

    /// The value, as an arbitrary-precision integer.
    pub fn to_bigint(self) -> BigInt {
        TABLE.with(|t| t.borrow().get(self).into_owned())
    }

    /// `f` of the two values, computed at full precision.
    fn wide(self, o: Big, f: impl FnOnce(&BigInt, &BigInt) -> BigInt) -> Big {
        let v = TABLE.with(|t| {
            let t = t.borrow();
            f(&t.get(self), &t.get(o))
        });
        Big::from_bigint(v)
    }

    /// `small` of two inline values when it does not overflow, else `wide`.
    #[inline]
    fn either(
        self,
        o: Big,
        small: impl FnOnce(i128, i128) -> Option<i128>,
        wide: impl FnOnce(&BigInt, &BigInt) -> BigInt,
    ) -> Big {
        if let (Big::Small(a), Big::Small(b)) = (self, o) {
            if let Some(v) = small(a, b) {
                return Big::Small(v);
            }
        }
        self.wide(o, wide)
    }
}

/// A fraction of `Big`s as a `Ratio` of arbitrary-precision integers (the
/// parts are already reduced, with a positive denominator).
pub fn to_ratio(num: Big, den: Big) -> Ratio<BigInt> {
    Ratio::new_raw(num.to_bigint(), den.to_bigint())
}

impl Default for Big {
    fn default() -> Big {
        Big::Small(0)
    }
}

impl Ord for Big {
    fn cmp(&self, o: &Big) -> Ordering {
        match (*self, *o) {
            (Big::Small(a), Big::Small(b)) => a.cmp(&b),
            (a, b) => TABLE.with(|t| {
                let t = t.borrow();
                t.get(a).cmp(&t.get(b))
            }),
        }
    }
}

impl PartialOrd for Big {
    fn partial_cmp(&self, o: &Big) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Int for Big {
    const ZERO: Self = Big::Small(0);
    const ONE: Self = Big::Small(1);

    fn checked_add(self, o: Self) -> Option<Self> {
        Some(self.either(o, i128::checked_add, |a, b| a + b))
    }

    fn checked_sub(self, o: Self) -> Option<Self> {
        Some(self.either(o, i128::checked_sub, |a, b| a - b))
    }

    fn checked_mul(self, o: Self) -> Option<Self> {
        Some(self.either(o, i128::checked_mul, |a, b| a * b))
    }

    fn checked_neg(self) -> Option<Self> {
        Some(self.either(Big::ZERO, |a, _| a.checked_neg(), |a, _| -a))
    }

    fn div_exact(self, o: Self) -> Self {
        if o == Big::ONE {
            return self;
        }
        self.either(o, i128::checked_div, |a, b| a / b)
    }

    fn gcd(self, o: Self) -> Self {
        let small = |a: u128, b: u128| {
            // (The gcd of two `i128`s can be 2^127, which is not one.)
            let g = gcd128(a, b);
            i128::try_from(g).map_or_else(|_| Big::from_bigint(g.into()), Big::Small)
        };
        match (self, o) {
            (Big::Small(a), Big::Small(b)) => small(a.unsigned_abs(), b.unsigned_abs()),
            // One remainder brings a large value below a small one (most
            // often a denominator), and the rest is a 128-bit gcd: the
            // arbitrary-precision gcd shifts and allocates per bit.
            (Big::Small(a), large) | (large, Big::Small(a)) if a != 0 => {
                let a = a.unsigned_abs();
                let rest = TABLE.with(|t| t.borrow().get(large).magnitude() % a);
                small(a, rest.to_u128().unwrap_or_default())
            }
            // Euclid's remainders until the smaller value fits 128 bits:
            // a handful, each one division.
            _ => {
                let (mut a, mut b) = TABLE.with(|t| {
                    let t = t.borrow();
                    (
                        t.get(self).magnitude().clone(),
                        t.get(o).magnitude().clone(),
                    )
                });
                while !b.is_zero() {
                    if let Some(small_b) = b.to_u128() {
                        return small(small_b, (a % small_b).to_u128().unwrap_or_default());
                    }
                    let rest = a % &b;
                    a = std::mem::replace(&mut b, rest);
                }
                Big::from_bigint(a.into())
            }
        }
    }

    fn is_negative(self) -> bool {
        match self {
            Big::Small(v) => v < 0,
            Big::Large(_) => TABLE.with(|t| t.borrow().get(self).is_negative()),
        }
    }

    fn fold64(self) -> u64 {
        match self {
            Big::Small(v) => (v as u64) ^ ((v as u128 >> 64) as u64),
            // Handles are unique per value, so a handle hashes its value.
            Big::Large(k) => u64::from(k) ^ 0xA5A5_5A5A_0F0F_F0F0,
        }
    }

    fn from_i128(v: i128) -> Option<Self> {
        Some(Big::Small(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn euclid(a: BigInt, b: BigInt) -> BigInt {
        if b.is_zero() {
            a
        } else {
            let rest = &a % &b;
            euclid(b, rest)
        }
    }

    fn big(v: &BigInt) -> Big {
        Big::from_bigint(v.clone())
    }

    /// Integers around the `i128` edge and far beyond, from a seed.
    fn value() -> impl Strategy<Value = BigInt> {
        prop_oneof![
            any::<i64>().prop_map(BigInt::from),
            any::<i128>().prop_map(BigInt::from),
            (any::<i128>(), any::<i128>()).prop_map(|(a, b)| BigInt::from(a) * BigInt::from(b)),
            (any::<i128>(), 0u32..3).prop_map(|(a, k)| BigInt::from(i128::MAX) * k + a),
        ]
    }

    proptest! {
        #[test]
        fn agrees_with_bigint(a in value(), b in value()) {
            Big::start();
            let (x, y) = (big(&a), big(&b));
            prop_assert_eq!(x.checked_add(y).unwrap().to_bigint(), &a + &b);
            prop_assert_eq!(x.checked_sub(y).unwrap().to_bigint(), &a - &b);
            prop_assert_eq!(x.checked_mul(y).unwrap().to_bigint(), &a * &b);
            prop_assert_eq!(x.checked_neg().unwrap().to_bigint(), -&a);
            prop_assert_eq!(x.gcd(y).to_bigint(), euclid(a.abs(), b.abs()));
            if b != BigInt::from(0) {
                let product = x.checked_mul(y).unwrap();
                prop_assert_eq!(product.div_exact(y), x);
            }
            prop_assert_eq!(x.cmp(&y), a.cmp(&b));
            prop_assert_eq!(x.is_negative(), a.is_negative());
            // One representation per value.
            prop_assert_eq!(x == y, a == b);
            prop_assert_eq!(big(&a), x);
            prop_assert_eq!(matches!(x, Big::Small(_)), a.to_i128().is_some());
        }
    }

    #[test]
    fn the_edges_of_i128() {
        Big::start();
        let min = Big::Small(i128::MIN);
        let two_127 = BigInt::from(i128::MAX) + 1;
        assert_eq!(min.checked_neg().unwrap().to_bigint(), two_127);
        assert_eq!(min.gcd(Big::ZERO).to_bigint(), two_127);
        assert_eq!(min.gcd(min).to_bigint(), two_127);
        assert_eq!(min.div_exact(Big::Small(-1)).to_bigint(), two_127);
        assert_eq!(min.checked_neg().unwrap().checked_neg(), Some(min));
    }
}
