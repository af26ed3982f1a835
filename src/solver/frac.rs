//! Fast exact fractions for the search, over `i64` or `i128`.
//!
//! [`Frac`] is always reduced with a positive denominator, so equal values
//! have equal representations and can be hashed and compared for equality
//! directly. Every operation is checked and returns `None` rather than
//! overflow. The search uses `i64` whenever the input bound allows it, because
//! 128-bit division is done in software and dominates otherwise.

use super::number::Rational;
use std::fmt::Debug;
use std::hash::Hash;

/// The integer types a [`Frac`] can be made of.
pub trait Int: Copy + Ord + Hash + Debug + Default + Send + Sync + 'static {
    const ZERO: Self;
    const ONE: Self;
    fn checked_add(self, o: Self) -> Option<Self>;
    fn checked_mul(self, o: Self) -> Option<Self>;
    fn checked_neg(self) -> Option<Self>;
    /// Exact division (the caller knows `o` divides `self`).
    fn div_exact(self, o: Self) -> Self;
    /// Greatest common divisor of the absolute values; `gcd(0, 0) = 0`.
    fn gcd(self, o: Self) -> Self;
    fn is_negative(self) -> bool;
    fn to_i128(self) -> i128;
    /// The value folded to 64 bits, for hashing.
    fn fold64(self) -> u64;
    fn from_i128(v: i128) -> Option<Self>;
}

macro_rules! int_impl {
    ($t:ty, $u:ty) => {
        impl Int for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            #[inline]
            fn checked_add(self, o: Self) -> Option<Self> {
                <$t>::checked_add(self, o)
            }
            #[inline]
            fn checked_mul(self, o: Self) -> Option<Self> {
                <$t>::checked_mul(self, o)
            }
            #[inline]
            fn checked_neg(self) -> Option<Self> {
                <$t>::checked_neg(self)
            }
            #[inline]
            fn div_exact(self, o: Self) -> Self {
                self / o
            }
            #[inline]
            fn gcd(self, o: Self) -> Self {
                // Binary GCD: no division, which matters most for i128.
                let (mut a, mut b) = (self.unsigned_abs(), o.unsigned_abs());
                if a == 0 || b == 0 {
                    return (a | b) as $t;
                }
                let shift = (a | b).trailing_zeros();
                a >>= a.trailing_zeros();
                loop {
                    b >>= b.trailing_zeros();
                    if a > b {
                        std::mem::swap(&mut a, &mut b);
                    }
                    b -= a;
                    if b == 0 {
                        return (a << shift) as $t;
                    }
                }
            }
            #[inline]
            fn is_negative(self) -> bool {
                self < 0
            }
            #[inline]
            fn to_i128(self) -> i128 {
                self as i128
            }
            #[inline]
            fn fold64(self) -> u64 {
                let v = self as i128 as u128;
                (v as u64) ^ ((v >> 64) as u64)
            }
            #[inline]
            fn from_i128(v: i128) -> Option<Self> {
                <$t>::try_from(v).ok()
            }
        }
    };
}

int_impl!(i64, u64);
int_impl!(i128, u128);

/// A reduced fraction `num / den` with `den > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Frac<T> {
    pub num: T,
    pub den: T,
}

impl<T: Int> Frac<T> {
    pub fn from_rational(q: &Rational) -> Option<Self> {
        Some(Frac { num: T::from_i128(*q.numer())?, den: T::from_i128(*q.denom())? })
    }

    pub fn to_rational(self) -> Rational {
        Rational::new_raw(self.num.to_i128(), self.den.to_i128())
    }

    /// A well-mixed 64-bit hash of the value.
    #[inline]
    pub fn hash64(self) -> u64 {
        let h = self.num.fold64().wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ self.den.fold64().wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        h ^ (h >> 29)
    }

    #[inline]
    pub fn is_zero(self) -> bool {
        self.num == T::ZERO
    }

    /// `num / den` for any nonzero `den`, reduced.
    #[inline]
    fn reduced(num: T, den: T) -> Option<Self> {
        let g = num.gcd(den);
        let (mut num, mut den) = (num.div_exact(g), den.div_exact(g));
        if den.is_negative() {
            num = num.checked_neg()?;
            den = den.checked_neg()?;
        }
        Some(Frac { num, den })
    }

    #[inline]
    pub fn add(self, o: Self) -> Option<Self> {
        if self.den == o.den {
            if self.den == T::ONE {
                return Some(Frac { num: self.num.checked_add(o.num)?, den: T::ONE });
            }
            return Self::reduced(self.num.checked_add(o.num)?, self.den);
        }
        let g = self.den.gcd(o.den);
        let (bd, dd) = (self.den.div_exact(g), o.den.div_exact(g));
        let t = self.num.checked_mul(dd)?.checked_add(o.num.checked_mul(bd)?)?;
        let g2 = t.gcd(g);
        Some(Frac { num: t.div_exact(g2), den: bd.checked_mul(o.den.div_exact(g2))? })
    }

    #[inline]
    pub fn neg(self) -> Option<Self> {
        Some(Frac { num: self.num.checked_neg()?, den: self.den })
    }

    #[inline]
    pub fn sub(self, o: Self) -> Option<Self> {
        self.add(o.neg()?)
    }

    #[inline]
    pub fn mul(self, o: Self) -> Option<Self> {
        if self.den == T::ONE && o.den == T::ONE {
            return Some(Frac { num: self.num.checked_mul(o.num)?, den: T::ONE });
        }
        let g1 = self.num.gcd(o.den);
        let g2 = o.num.gcd(self.den);
        let (g1, g2) = (if g1 == T::ZERO { T::ONE } else { g1 }, if g2 == T::ZERO { T::ONE } else { g2 });
        Some(Frac {
            num: self.num.div_exact(g1).checked_mul(o.num.div_exact(g2))?,
            den: self.den.div_exact(g2).checked_mul(o.den.div_exact(g1))?,
        })
    }

    /// `None` when `o` is zero or on overflow.
    #[inline]
    pub fn div(self, o: Self) -> Option<Self> {
        if o.is_zero() {
            return None;
        }
        let recip = if o.num.is_negative() {
            Frac { num: o.den.checked_neg()?, den: o.num.checked_neg()? }
        } else {
            Frac { num: o.den, den: o.num }
        };
        self.mul(recip)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn check<T: Int>(a: (i64, i64), b: (i64, i64)) {
        let (qa, qb) = (Rational::new(a.0.into(), a.1.into()), Rational::new(b.0.into(), b.1.into()));
        let (fa, fb) = (Frac::<T>::from_rational(&qa).unwrap(), Frac::<T>::from_rational(&qb).unwrap());
        assert_eq!(fa.add(fb).unwrap().to_rational(), qa + qb);
        assert_eq!(fa.sub(fb).unwrap().to_rational(), qa - qb);
        assert_eq!(fa.mul(fb).unwrap().to_rational(), qa * qb);
        if qb != Rational::from(0) {
            assert_eq!(fa.div(fb).unwrap().to_rational(), qa / qb);
        } else {
            assert_eq!(fa.div(fb), None);
        }
    }

    proptest! {
        #[test]
        fn agrees_with_num_rational(a in (-1000i64..1000, 1i64..100), b in (-1000i64..1000, 1i64..100)) {
            check::<i64>(a, b);
            check::<i128>(a, b);
        }
    }

    #[test]
    fn overflow_is_none_not_a_panic() {
        let big = Frac::<i64> { num: i64::MAX, den: 1 };
        assert_eq!(big.add(big), None);
        assert_eq!(big.mul(big), None);
        let min = Frac::<i64> { num: i64::MIN, den: 1 };
        assert_eq!(min.neg(), None);
        assert_eq!(Frac::<i64> { num: 1, den: 1 }.div(Frac { num: 0, den: 1 }), None);
    }
}
