//! Small exact fractions: the numbers of the four-number search.
//!
//! A [`Small`] is a [`Frac`] of the bounded width (see `int`), packed for
//! the search's pair tables: its two parts below 2^31 make one 64-bit key,
//! equal exactly for equal values, and a zero denominator stands for "no
//! value" (a division by zero) where the general search has `None`. The
//! arithmetic is [`Frac`]'s; this file only packs it.
//!
//! It is only used for hands whose input bound (see `check_bound`) is below
//! 2^31: then every value the search makes or asks for has both parts below
//! 2^31 in absolute value, which is what [`Bounded`] needs.

use super::frac::Frac;
use super::int::Bounded;
use crate::number::Rational;

/// A reduced fraction `n / d` with `d > 0`, or [`Small::NONE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Small(Frac<Bounded>);

impl Small {
    /// Not a value: the result of a division by zero.
    pub const NONE: Small = Small(Frac {
        num: Bounded(0),
        den: Bounded(0),
    });

    /// `q`, which the caller's bound keeps below 2^31.
    pub fn new(q: &Rational) -> Small {
        Small(Frac {
            num: Bounded(q.numer() as i64),
            den: Bounded(q.denom() as i64),
        })
    }

    pub fn to_rational(self) -> Rational {
        self.0.to_rational()
    }

    /// Numerator and denominator, for ordering a hand.
    pub fn parts(self) -> (i64, i64) {
        (self.0.num.0, self.0.den.0)
    }

    /// Both parts in one word: equal keys exactly for equal values.
    #[inline]
    pub fn key(self) -> u64 {
        let (n, d) = self.parts();
        (n as u64) << 32 ^ d as u64
    }

    #[inline]
    pub fn exists(self) -> bool {
        self.0.den.0 != 0
    }

    #[inline]
    pub fn is_zero(self) -> bool {
        self.0.is_zero() && self.exists()
    }

    /// `Frac`'s `None` packed as [`Small::NONE`].
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    fn pack<const N: usize>(values: [Option<Frac<Bounded>>; N]) -> [Small; N] {
        values.map(|v| v.map_or(Small::NONE, Small))
    }

    /// [`Frac::combine`]: `a + b`, `a − b`, `b − a`, `a × b`, `a ÷ b`,
    /// `b ÷ a`, with [`Small::NONE`] for a division by zero.
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    pub fn combine(a: Small, b: Small) -> [Small; 6] {
        if cfg!(all(target_arch = "wasm32", feature = "inline")) {
            // Through the halves, which are inlined where `Frac::combine`
            // itself is not (see there).
            let [sum, diff, back] = Small::sums(a, b);
            let [product, quot, over] = Small::products(a, b);
            [sum, diff, back, product, quot, over]
        } else {
            Small::pack(Frac::combine(a.0, b.0))
        }
    }

    /// [`Frac::sums`]: `a + b`, `a − b`, `b − a`.
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    pub fn sums(a: Small, b: Small) -> [Small; 3] {
        Small::pack(Frac::sums(a.0, b.0))
    }

    /// [`Frac::products`]: `a × b`, `a ÷ b`, `b ÷ a`.
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    pub fn products(a: Small, b: Small) -> [Small; 3] {
        Small::pack(Frac::products(a.0, b.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn small(n: i64, d: i64) -> Small {
        Small::new(&Rational::new(n.into(), d.into()))
    }

    proptest! {
        /// The packing keeps `Frac`'s values (checked against num-rational
        /// in `frac`), and keys tell values apart exactly.
        #[test]
        fn packs_the_bounded_fractions(
            a in (-2000i64..2000, 1i64..60),
            b in (-2000i64..2000, 1i64..60),
        ) {
            let (sa, sb) = (small(a.0, a.1), small(b.0, b.1));
            let want = Frac::combine(sa.0, sb.0);
            let got = Small::combine(sa, sb);
            prop_assert_eq!(got.map(|v| v.exists().then_some(v.0)), want);
            let halves = [Small::sums(sa, sb), Small::products(sa, sb)].concat();
            prop_assert_eq!(&halves[..], &got[..]);
            for x in got {
                for y in got {
                    prop_assert_eq!(x.key() == y.key(), x == y);
                }
            }
        }
    }

    #[test]
    fn zero_and_division_by_zero() {
        let [sum, diff, back, product, quot, over] = Small::combine(small(3, 4), small(0, 1));
        assert_eq!([sum, diff, back], [small(3, 4), small(3, 4), small(-3, 4)]);
        assert_eq!(product, small(0, 1));
        assert!(!quot.exists());
        assert_eq!(over, small(0, 1));
        let both = Small::combine(small(0, 1), small(0, 1));
        assert!(!both[4].exists() && !both[5].exists());
        assert!(small(0, 1).is_zero() && !Small::NONE.is_zero());
    }
}
