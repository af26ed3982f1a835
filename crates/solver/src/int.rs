//! The integer widths a [`Frac`](crate::frac::Frac) is made of.
//!
//! There are three, and the input bound (see `check_bound`) picks one:
//! - [`Bounded`]: 64-bit parts that the bound keeps below 2^31, so every
//!   product of two parts fits and no operation checks for overflow. The
//!   four-number search runs on it.
//! - `i64` and `i128`: checked, for the general search; `i64` whenever the
//!   bound allows, because 128-bit division is done in software.
//!
//! The fraction arithmetic is written once, over [`Int`]; a width only says
//! how its integers add, multiply and share factors.

use std::fmt::Debug;
use std::hash::Hash;

/// The integer types a [`Frac`](crate::frac::Frac) can be made of.
pub trait Int: Copy + Ord + Hash + Debug + Default + Send + Sync + 'static {
    const ZERO: Self;
    const ONE: Self;
    /// `None` on overflow (never, for [`Bounded`]).
    fn checked_add(self, o: Self) -> Option<Self>;
    /// `None` on overflow (never, for [`Bounded`]).
    fn checked_sub(self, o: Self) -> Option<Self>;
    /// `None` on overflow (never, for [`Bounded`]).
    fn checked_mul(self, o: Self) -> Option<Self>;
    /// `None` on overflow (never, for [`Bounded`]).
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
    ($t:ty, $fold:expr) => {
        impl Int for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            #[inline]
            fn checked_add(self, o: Self) -> Option<Self> {
                <$t>::checked_add(self, o)
            }
            #[inline]
            fn checked_sub(self, o: Self) -> Option<Self> {
                <$t>::checked_sub(self, o)
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

int_impl!(i64, |v: i64| v as u64);
int_impl!(i128, |v: i128| (v as u64) ^ ((v as u128 >> 64) as u64));

/// A 64-bit integer that the input bound keeps below 2^31 in absolute
/// value, as are the parts of every value made from it: a product of two
/// fits, so its operations need no overflow check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Bounded(pub i64);

impl Int for Bounded {
    const ZERO: Self = Bounded(0);
    const ONE: Self = Bounded(1);
    #[inline]
    fn checked_add(self, o: Self) -> Option<Self> {
        Some(Bounded(self.0 + o.0))
    }
    #[inline]
    fn checked_sub(self, o: Self) -> Option<Self> {
        Some(Bounded(self.0 - o.0))
    }
    #[inline]
    fn checked_mul(self, o: Self) -> Option<Self> {
        Some(Bounded(self.0 * o.0))
    }
    #[inline]
    fn checked_neg(self) -> Option<Self> {
        Some(Bounded(-self.0))
    }
    #[inline]
    fn div_exact(self, o: Self) -> Self {
        Bounded(Int::div_exact(self.0, o.0))
    }
    #[inline]
    fn gcd(self, o: Self) -> Self {
        let (ua, ub) = (self.0.unsigned_abs(), o.0.unsigned_abs());
        // Most gcds here involve a 1 (an integer's denominator) or a card's
        // value: one remainder and a table.
        Bounded(match (ua, ub) {
            (1, _) | (_, 1) => 1,
            (1.., 1..16) => i64::from(SMALL_GCD[ub as usize][(ua % ub) as usize]),
            (1..16, 1..) => i64::from(SMALL_GCD[ua as usize][(ub % ua) as usize]),
            _ => self.0.gcd(o.0),
        })
    }
    #[inline]
    fn is_negative(self) -> bool {
        self.0 < 0
    }
    #[inline]
    fn to_i128(self) -> i128 {
        self.0.into()
    }
    #[inline]
    fn fold64(self) -> u64 {
        self.0 as u64
    }
    #[inline]
    fn from_i128(v: i128) -> Option<Self> {
        i64::try_from(v).ok().map(Bounded)
    }
}

/// `SMALL_GCD[a][b]` is the gcd of `a` and `b`, both below 16.
const SMALL_GCD: [[u8; 16]; 16] = {
    let mut table = [[0u8; 16]; 16];
    let mut a = 0;
    while a < 16 {
        let mut b = 0;
        while b < 16 {
            let (mut x, mut y) = (a, b);
            while y != 0 {
                (x, y) = (y, x % y);
            }
            table[a][b] = x as u8;
            b += 1;
        }
        a += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    fn euclid(a: i64, b: i64) -> i64 {
        if b == 0 {
            a.abs()
        } else {
            euclid(b, a % b)
        }
    }

    #[test]
    fn gcd_agrees_with_euclid_at_every_width() {
        for a in -300..300 {
            for b in -40..40 {
                let want = euclid(a, b);
                assert_eq!(Int::gcd(a, b), want, "gcd({a}, {b})");
                assert_eq!(Int::gcd(i128::from(a), i128::from(b)), i128::from(want));
                assert_eq!(Bounded(a).gcd(Bounded(b)), Bounded(want));
            }
        }
        assert_eq!(Bounded(1 << 40).gcd(Bounded(3 << 20)), Bounded(1 << 20));
        assert_eq!(Int::gcd(3i128 << 100, 9 << 90), 3 << 90);
    }
}
