//! Fast exact fractions for the search, over `i64` or `i128`.
//!
//! [`Frac`] is always reduced with a positive denominator, so equal values
//! have equal representations and can be hashed and compared for equality
//! directly. Every operation is checked and returns `None` rather than
//! overflow. The search uses `i64` whenever the input bound allows it, because
//! 128-bit division is done in software and dominates otherwise.

use crate::number::Rational;
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
    ($t:ty, $u:ty, $fold:expr) => {
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
                // Most divisors here are gcds of 1, and a branch is much
                // cheaper than a division (in software, for i128).
                if o == 1 {
                    self
                } else {
                    self / o
                }
            }
            #[inline]
            fn gcd(self, o: Self) -> Self {
                // Binary GCD: no division, which matters most for i128.
                let (mut a, mut b) = (self.unsigned_abs(), o.unsigned_abs());
                if a == 0 || b == 0 {
                    return (a | b) as $t;
                }
                // Most gcds here involve a 1 (an integer's denominator, a
                // unit numerator); the loop would take several rounds.
                if a == 1 || b == 1 {
                    return 1;
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
                $fold(self)
            }
            #[inline]
            fn from_i128(v: i128) -> Option<Self> {
                <$t>::try_from(v).ok()
            }
        }
    };
}

int_impl!(i64, u64, |v: i64| v as u64);
int_impl!(i128, u128, |v: i128| (v as u64)
    ^ ((v as u128 >> 64) as u64));

/// A reduced fraction `num / den` with `den > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Frac<T> {
    pub num: T,
    pub den: T,
}

impl<T: Int> Frac<T> {
    pub fn from_rational(q: &Rational) -> Option<Self> {
        Some(Frac {
            num: T::from_i128(q.numer())?,
            den: T::from_i128(q.denom())?,
        })
    }

    pub fn to_rational(self) -> Rational {
        Rational::new_raw(self.num.to_i128(), self.den.to_i128())
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
        // Fast paths first: integers, and an integer plus a fraction, need no
        // gcd (`n/d + k` is reduced when `n/d` is).
        if o.den == T::ONE {
            return Some(Frac {
                num: self.num.checked_add(o.num.checked_mul(self.den)?)?,
                den: self.den,
            });
        }
        if self.den == T::ONE {
            return Some(Frac {
                num: o.num.checked_add(self.num.checked_mul(o.den)?)?,
                den: o.den,
            });
        }
        if self.den == o.den {
            return Self::reduced(self.num.checked_add(o.num)?, self.den);
        }
        let g = self.den.gcd(o.den);
        if g == T::ONE {
            // Coprime denominators: `(a·d + c·b) / (b·d)` is already reduced.
            let t = self
                .num
                .checked_mul(o.den)?
                .checked_add(o.num.checked_mul(self.den)?)?;
            return Some(Frac {
                num: t,
                den: self.den.checked_mul(o.den)?,
            });
        }
        let (bd, dd) = (self.den.div_exact(g), o.den.div_exact(g));
        let t = self
            .num
            .checked_mul(dd)?
            .checked_add(o.num.checked_mul(bd)?)?;
        let g2 = t.gcd(g);
        Some(Frac {
            num: t.div_exact(g2),
            den: bd.checked_mul(o.den.div_exact(g2))?,
        })
    }

    #[inline]
    pub fn neg(self) -> Option<Self> {
        Some(Frac {
            num: self.num.checked_neg()?,
            den: self.den,
        })
    }

    #[inline]
    pub fn sub(self, o: Self) -> Option<Self> {
        self.add(o.neg()?)
    }

    #[inline]
    pub fn mul(self, o: Self) -> Option<Self> {
        // Cross-cancel before multiplying; a denominator of 1 has nothing to
        // cancel against.
        if o.den == T::ONE {
            if self.den == T::ONE {
                return Some(Frac {
                    num: self.num.checked_mul(o.num)?,
                    den: T::ONE,
                });
            }
            let g = o.num.gcd(self.den);
            let g = if g == T::ZERO { T::ONE } else { g };
            return Some(Frac {
                num: self.num.checked_mul(o.num.div_exact(g))?,
                den: self.den.div_exact(g),
            });
        }
        if self.den == T::ONE {
            return o.mul(self);
        }
        let g1 = self.num.gcd(o.den);
        let g2 = o.num.gcd(self.den);
        let (g1, g2) = (
            if g1 == T::ZERO { T::ONE } else { g1 },
            if g2 == T::ZERO { T::ONE } else { g2 },
        );
        Some(Frac {
            num: self.num.div_exact(g1).checked_mul(o.num.div_exact(g2))?,
            den: self.den.div_exact(g2).checked_mul(o.den.div_exact(g1))?,
        })
    }

    /// `1 / self`; `None` for zero.
    #[inline]
    pub fn recip(self) -> Option<Self> {
        if self.is_zero() {
            None
        } else if self.num.is_negative() {
            Some(Frac {
                num: self.den.checked_neg()?,
                den: self.num.checked_neg()?,
            })
        } else {
            Some(Frac {
                num: self.den,
                den: self.num,
            })
        }
    }

    /// The six results of combining `a` and `b`, in the order `a + b`,
    /// `a − b`, `b − a`, `a × b`, `a ÷ b`, `b ÷ a` (`None` for a division by
    /// zero or an overflow). The reversed ones are derived from the others.
    #[inline]
    pub fn combine(a: Self, b: Self) -> [Option<Self>; 6] {
        if a.den == T::ONE && b.den == T::ONE {
            return Self::combine_integers(a.num, b.num);
        }
        let [sum, diff, back] = Self::sums(a, b);
        let [product, quot, over] = Self::products(a, b);
        [sum, diff, back, product, quot, over]
    }

    /// The additive half of [`Frac::combine`]: `a + b`, `a − b`, `b − a`.
    #[inline]
    fn sums(a: Self, b: Self) -> [Option<Self>; 3] {
        Self::half(a, b, Self::add, Self::sub, Self::neg)
    }

    /// The multiplicative half of [`Frac::combine`]: `a × b`, `a ÷ b`,
    /// `b ÷ a`.
    #[inline]
    fn products(a: Self, b: Self) -> [Option<Self>; 3] {
        Self::half(a, b, Self::mul, Self::div, Self::recip)
    }

    /// One half of [`Frac::combine`]: `a ∘ b`, `a ∘⁻¹ b` and `b ∘⁻¹ a` for
    /// an operation `∘` (`join`) and its inverse (`undo`). The reversed one
    /// is the forward one inverted (`flip`: negated, or its reciprocal),
    /// which is cheaper than computing it, unless the forward one failed
    /// (an overflow, or a division by zero, which `b ÷ 0` is and `0 ÷ b`
    /// is not).
    #[inline(always)]
    fn half(
        a: Self,
        b: Self,
        join: impl Fn(Self, Self) -> Option<Self>,
        undo: impl Fn(Self, Self) -> Option<Self>,
        flip: impl Fn(Self) -> Option<Self>,
    ) -> [Option<Self>; 3] {
        let forward = undo(a, b);
        let back = match forward {
            Some(f) => flip(f),
            None => undo(b, a),
        };
        [join(a, b), forward, back]
    }

    /// [`Frac::combine`] for two integers: no gcd unless a quotient is a
    /// proper fraction.
    #[inline]
    fn combine_integers(a: T, b: T) -> [Option<Self>; 6] {
        let int = |n: Option<T>| n.map(|num| Frac { num, den: T::ONE });
        let diff = b.checked_neg().and_then(|nb| a.checked_add(nb));
        let back = match diff {
            Some(d) => d.checked_neg(),
            None => a.checked_neg().and_then(|na| b.checked_add(na)),
        };
        let quot = if b == T::ZERO {
            None
        } else {
            Self::reduced(a, b)
        };
        let over = match quot {
            Some(q) => q.recip(),
            None if a == T::ZERO => None,
            None => Self::reduced(b, a),
        };
        [
            int(a.checked_add(b)),
            int(diff),
            int(back),
            int(a.checked_mul(b)),
            quot,
            over,
        ]
    }

    /// `None` when `o` is zero or on overflow.
    #[inline]
    pub fn div(self, o: Self) -> Option<Self> {
        if o.is_zero() {
            return None;
        }
        if self.den == T::ONE && o.den == T::ONE {
            return Self::reduced(self.num, o.num);
        }
        self.mul(o.recip()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The two fractions `a` and `b` (numerator, denominator) as
    /// rationals and as `Frac`s.
    fn both<T: Int>(a: (i64, i64), b: (i64, i64)) -> ([Rational; 2], [Frac<T>; 2]) {
        let q = [a, b].map(|(n, d)| Rational::new(n.into(), d.into()));
        (q, q.map(|q| Frac::<T>::from_rational(&q).unwrap()))
    }

    fn check<T: Int>(a: (i64, i64), b: (i64, i64)) {
        let ([qa, qb], [fa, fb]) = both::<T>(a, b);
        assert_eq!(fa.add(fb).unwrap().to_rational(), qa + qb);
        assert_eq!(fa.sub(fb).unwrap().to_rational(), qa - qb);
        assert_eq!(fa.mul(fb).unwrap().to_rational(), qa * qb);
        if !qb.is_zero() {
            assert_eq!(fa.div(fb).unwrap().to_rational(), qa / qb);
        } else {
            assert_eq!(fa.div(fb), None);
        }
    }

    fn check_combine<T: Int>(a: (i64, i64), b: (i64, i64)) {
        let (_, [fa, fb]) = both::<T>(a, b);
        assert_eq!(
            Frac::combine(fa, fb),
            [
                fa.add(fb),
                fa.sub(fb),
                fb.sub(fa),
                fa.mul(fb),
                fa.div(fb),
                fb.div(fa)
            ]
        );
        assert_eq!(Frac::sums(fa, fb), [fa.add(fb), fa.sub(fb), fb.sub(fa)]);
        assert_eq!(Frac::products(fa, fb), [fa.mul(fb), fa.div(fb), fb.div(fa)]);
    }

    proptest! {
        #[test]
        fn agrees_with_rational(a in (-1000i64..1000, 1i64..100), b in (-1000i64..1000, 1i64..100)) {
            check::<i64>(a, b);
            check::<i128>(a, b);
            check_combine::<i64>(a, b);
            check_combine::<i128>(a, b);
        }
    }

    #[test]
    fn overflow_is_none_not_a_panic() {
        let big = Frac::<i64> {
            num: i64::MAX,
            den: 1,
        };
        assert_eq!(big.add(big), None);
        assert_eq!(big.mul(big), None);
        let min = Frac::<i64> {
            num: i64::MIN,
            den: 1,
        };
        assert_eq!(min.neg(), None);
        assert_eq!(
            Frac::<i64> { num: 1, den: 1 }.div(Frac { num: 0, den: 1 }),
            None
        );
    }
}
