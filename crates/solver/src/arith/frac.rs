//! Exact reduced fractions: the one arithmetic of both searches, written
//! once over every integer width.
//!
//! [`Frac`] is always reduced with a positive denominator, so equal values
//! have equal representations and can be hashed and compared for equality
//! directly. The width ([`Int`], see `int`) decides what an overflow is: the
//! checked widths (`i64`, `i128`) return `None` rather than overflow; the
//! bounded one (`Bounded`, the four-number search's) cannot overflow, and
//! its `None` only ever means a division by zero.
//!
//! [`Frac::combine`] takes the cheap road its operands allow: with an
//! integer on either side a sum needs no gcd and a product and both
//! quotients one gcd each; otherwise the cross products are reduced by one
//! gcd. The input bound (see `check_bound`) covers those unreduced cross
//! products, so reducing after multiplying never overflows the width the
//! bound picked.
//!
//! The hot helpers are forced inline natively, where it saves 6–12 % of the
//! instructions, and in wasm32 with the `inline` feature (the solving
//! worker's build), where it makes the four-card solve about 9 % faster;
//! without it they are only hinted: forced at all three widths they add
//! 16 KB (gzipped) to the page, which every visitor downloads.

use super::int::{Fixed, Int};
use crate::expr::Op;
use crate::number::Rational;

/// A reduced fraction `num / den` with `den > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Frac<T> {
    pub num: T,
    pub den: T,
}

impl<T: Fixed> Frac<T> {
    pub fn to_rational(self) -> Rational {
        Rational::new_raw(self.num.to_i128(), self.den.to_i128())
    }
}

impl<T: Int> Frac<T> {
    pub fn from_rational(q: &Rational) -> Option<Self> {
        Some(Frac {
            num: T::from_i128(q.numer())?,
            den: T::from_i128(q.denom())?,
        })
    }

    /// A well-mixed 64-bit hash of the value.
    #[inline]
    pub fn hash64(self) -> u64 {
        let h = self.num.fold64().wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ self.den.fold64().wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        h ^ (h >> 29)
    }

    #[inline]
    pub fn is_zero(self) -> bool {
        self.num == T::ZERO
    }

    /// Zero, as a reduced fraction.
    const ZERO: Self = Frac {
        num: T::ZERO,
        den: T::ONE,
    };

    /// `num / den` for any nonzero `den`, reduced.
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    fn reduced(num: T, den: T) -> Option<Self> {
        let g = num.gcd(den);
        Self::signed(num.div_exact(g), den.div_exact(g))
    }

    /// `n1·n2 / d1·d2` reduced, for nonzero `d1·d2`.
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    fn reduced_product(n1: T, n2: T, d1: T, d2: T) -> Option<Self> {
        Self::reduced(n1.checked_mul(n2)?, d1.checked_mul(d2)?)
    }

    /// `num / den` for coprime `num` and nonzero `den`: only the sign to
    /// settle.
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    fn signed(num: T, den: T) -> Option<Self> {
        if den.is_negative() {
            Some(Frac {
                num: num.checked_neg()?,
                den: den.checked_neg()?,
            })
        } else {
            Some(Frac { num, den })
        }
    }

    /// `1 / self` for a nonzero value.
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    fn recip(self) -> Option<Self> {
        Self::signed(self.den, self.num)
    }

    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    fn neg(self) -> Option<Self> {
        Some(Frac {
            num: self.num.checked_neg()?,
            den: self.den,
        })
    }

    /// `l op r` (`None` for a division by zero or an overflow): the
    /// result of [`Frac::combine`] that `Op::COMBINED` names.
    pub fn apply(op: Op, l: Self, r: Self) -> Option<Self> {
        let k = Op::COMBINED
            .iter()
            .position(|&c| c == (op, true))
            .expect("every operation has its left-first entry");
        Self::combine(l, r)[k]
    }

    /// The six results of combining `a` and `b`, in the order `a + b`,
    /// `a − b`, `b − a`, `a × b`, `a ÷ b`, `b ÷ a` (`None` for a division by
    /// zero or an overflow). The reversed ones are derived from the others.
    ///
    /// With the `inline` feature in wasm32 it is the one helper kept out of
    /// line, with the others inlined into it: the searches call it from a
    /// dozen places at each width, and a copy of the arithmetic at every
    /// call made the solving worker's wasm a fifth larger (`Small` calls
    /// the halves directly).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", feature = "inline"), inline(never))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    pub fn combine(a: Self, b: Self) -> [Option<Self>; 6] {
        let [sum, diff, back] = Self::sums(a, b);
        let [product, quot, over] = Self::products(a, b);
        [sum, diff, back, product, quot, over]
    }

    /// The additive half of [`Frac::combine`]: `a + b`, `a − b`, `b − a`.
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    pub fn sums(a: Self, b: Self) -> [Option<Self>; 3] {
        // `l/den ± r/den`, already reduced when one side is an integer:
        // `n/d ± k` is reduced when `n/d` is, so there is no gcd to take.
        let over_den = |l: Option<T>, r: Option<T>, den: T| {
            let frac = |num: Option<T>| num.map(|num| Frac { num, den });
            let (l, r) = (l?, r?);
            Some((frac(l.checked_add(r)), frac(l.checked_sub(r))))
        };
        let (sum, diff) = if b.den == T::ONE {
            over_den(Some(a.num), b.num.checked_mul(a.den), a.den)
        } else if a.den == T::ONE {
            over_den(a.num.checked_mul(b.den), Some(b.num), b.den)
        } else {
            let cross = |join: fn(T, T) -> Option<T>| {
                let (l, r) = (a.num.checked_mul(b.den)?, b.num.checked_mul(a.den)?);
                Self::reduced(join(l, r)?, a.den.checked_mul(b.den)?)
            };
            Some((cross(T::checked_add), cross(T::checked_sub)))
        }
        .unwrap_or((None, None));
        [sum, diff, diff.and_then(Self::neg)]
    }

    /// The multiplicative half of [`Frac::combine`]: `a × b`, `a ÷ b`,
    /// `b ÷ a`.
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    pub fn products(a: Self, b: Self) -> [Option<Self>; 3] {
        if b.den == T::ONE {
            return Self::products_with_integer(a, b.num);
        }
        if a.den == T::ONE {
            let [product, quot, over] = Self::products_with_integer(b, a.num);
            return [product, over, quot];
        }
        let (an, ad, bn, bd) = (a.num, a.den, b.num, b.den);
        let quot = if bn == T::ZERO {
            None
        } else {
            Self::reduced_product(an, bd, ad, bn)
        };
        let over = match (an == T::ZERO, bn == T::ZERO) {
            (true, _) => None,
            (_, true) => Some(Self::ZERO),
            _ => quot.and_then(Self::recip),
        };
        [Self::reduced_product(an, bn, ad, bd), quot, over]
    }

    /// [`Frac::products`] with an integer `k`: one gcd for the product and
    /// one for both quotients.
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "inline"), inline(always))]
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "inline")), inline)]
    fn products_with_integer(a: Self, k: T) -> [Option<Self>; 3] {
        let (n, d) = (a.num, a.den);
        // n/d × k: only k and d can share a factor.
        let g = k.gcd(d);
        let product = n.checked_mul(k.div_exact(g)).map(|num| Frac {
            num,
            den: d.div_exact(g),
        });
        // n/d ÷ k and k ÷ n/d: only n and k can share a factor.
        let (quot, over) = match (n == T::ZERO, k == T::ZERO) {
            (true, true) => (None, None),
            (false, true) => (None, Some(Self::ZERO)),
            (true, false) => (Some(Self::ZERO), None),
            (false, false) => {
                let g = n.gcd(k);
                let quot = d
                    .checked_mul(k.div_exact(g))
                    .and_then(|den| Self::signed(n.div_exact(g), den));
                (quot, quot.and_then(Self::recip))
            }
        };
        [product, quot, over]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::int::Bounded;
    use proptest::prelude::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// Every result of [`Frac::combine`] is the reduced fraction
    /// num-rational gives, its halves are its halves, and `apply` picks the
    /// right one.
    fn check<T: Int>(a: (i64, i64), b: (i64, i64)) {
        let [qa, qb] = [a, b].map(|(n, d)| Rational::new(n.into(), d.into()));
        let [fa, fb] = [qa, qb].map(|q| Frac::<T>::from_rational(&q).unwrap());
        let frac = |q: Rational| Frac::from_rational(&q);
        let want = [
            frac(qa + qb),
            frac(qa - qb),
            frac(qb - qa),
            frac(qa * qb),
            (!qb.is_zero()).then(|| frac(qa / qb)).flatten(),
            (!qa.is_zero()).then(|| frac(qb / qa)).flatten(),
        ];
        let got = Frac::combine(fa, fb);
        assert_eq!(got, want, "{qa} and {qb}");
        let halves = [Frac::sums(fa, fb), Frac::products(fa, fb)].concat();
        assert_eq!(halves[..], got[..]);
        for (k, &(op, a_first)) in Op::COMBINED.iter().enumerate() {
            let (l, r) = if a_first { (fa, fb) } else { (fb, fa) };
            assert_eq!(Frac::apply(op, l, r), want[k], "{qa} {op:?} {qb}");
        }
    }

    proptest! {
        #[test]
        fn agrees_with_num_rational_at_every_width(
            a in (-2000i64..2000, 1i64..60),
            b in (-2000i64..2000, 1i64..60),
        ) {
            check::<Bounded>(a, b);
            check::<i64>(a, b);
            check::<i128>(a, b);
        }
    }

    #[test]
    fn overflow_is_none_not_a_panic() {
        let int = |num| Frac::<i64> { num, den: 1 };
        let [sum, diff, _, product, ..] = Frac::combine(int(i64::MAX), int(i64::MAX));
        assert_eq!([sum, product], [None, None]);
        assert_eq!(diff, Some(int(0)));
        assert_eq!(int(i64::MIN).neg(), None);
        assert_eq!(Frac::apply(Op::Div, int(1), int(0)), None);
        let [.., quot, over] = Frac::combine(int(0), int(0));
        assert_eq!([quot, over], [None, None]);
    }
}
