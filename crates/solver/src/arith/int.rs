//! The integer widths a [`Frac`](super::frac::Frac) is made of.
//!
//! There are three fixed ones ([`Fixed`]), and the input bound (see
//! `check_bound`) picks one:
//! - [`Bounded`]: 64-bit parts that the bound keeps below 2^31, so every
//!   product of two parts fits and no operation checks for overflow. The
//!   four-number search runs on it.
//! - `i64` and `i128`: checked, for the general search; `i64` whenever the
//!   bound allows, because 128-bit division is done in software.
//!
//! Beyond the bound of `i128`, the general search runs on `Big` (see `big`,
//! with the `big` feature), which never overflows.
//!
//! The fraction arithmetic is written once, over [`Int`]; a width only says
//! how its integers add, multiply and share factors.

use std::fmt::Debug;
use std::hash::Hash;

/// The integer types a [`Frac`](super::frac::Frac) can be made of.
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
    /// The value folded to 64 bits, for hashing.
    fn fold64(self) -> u64;
    fn from_i128(v: i128) -> Option<Self>;
}

/// The fixed widths, whose every value is an `i128`.
pub trait Fixed: Int {
    fn to_i128(self) -> i128;
}

macro_rules! int_impl {
    ($t:ty, $gcd:expr, $fold:expr) => {
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
                $gcd(self.unsigned_abs(), o.unsigned_abs()) as $t
            }
            #[inline]
            fn is_negative(self) -> bool {
                self < 0
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

        impl Fixed for $t {
            #[inline]
            fn to_i128(self) -> i128 {
                self as i128
            }
        }
    };
}

int_impl!(i64, gcd64, |v: i64| v as u64);
int_impl!(i128, gcd128, |v: i128| (v as u64)
    ^ ((v as u128 >> 64) as u64));

/// Binary GCD: no division. `gcd(0, 0) = 0`.
#[inline]
fn gcd64(mut a: u64, mut b: u64) -> u64 {
    if a == 0 || b == 0 {
        return a | b;
    }
    // Most gcds here involve a 1 (an integer's denominator, a unit
    // numerator); the loop would take several rounds.
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
            return a << shift;
        }
    }
}

/// The GCD of 128-bit values, in 64 bits as soon as both fit.
///
/// A binary GCD over `u128` takes a round per bit or two, each several
/// instructions wide, and near the input bound values have over a hundred
/// bits: it made hands of large numbers a hundred times slower than hands
/// of cards. A remainder is one (software) division, and the smaller
/// operand is most often a small denominator, so one remainder brings
/// both into 64 bits.
#[inline]
pub(crate) fn gcd128(a: u128, b: u128) -> u128 {
    let (mut a, mut b) = if a <= b { (a, b) } else { (b, a) };
    loop {
        if b <= u128::from(u64::MAX) {
            return u128::from(gcd64(a as u64, b as u64));
        }
        if a <= 1 {
            // gcd(0, b) = b; gcd(1, b) = 1.
            return if a == 0 { b } else { 1 };
        }
        (a, b) = (b % a, a);
    }
}

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
    fn fold64(self) -> u64 {
        self.0 as u64
    }
    #[inline]
    fn from_i128(v: i128) -> Option<Self> {
        i64::try_from(v).ok().map(Bounded)
    }
}

impl Fixed for Bounded {
    #[inline]
    fn to_i128(self) -> i128 {
        self.0.into()
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
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

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

    /// Euclid's algorithm over `u128`, the plain reference.
    fn euclid128(mut a: u128, mut b: u128) -> u128 {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    }

    #[test]
    fn wide_gcds_agree_with_euclid() {
        let values: [u128; 9] = [
            0,
            1,
            2,
            199,
            u128::from(u64::MAX),
            u128::from(u64::MAX) + 1,
            8622514302491244943 * 5212860990632490694,
            (1 << 126) + 6,
            i128::MAX as u128,
        ];
        for &a in &values {
            for &b in &values {
                assert_eq!(gcd128(a, b), euclid128(a, b), "{a} {b}");
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn gcds_agree_with_euclid(a in proptest::prelude::any::<u128>(), b in proptest::prelude::any::<u128>(), k in 0u32..64) {
            proptest::prop_assert_eq!(gcd128(a, b), euclid128(a, b));
            proptest::prop_assert_eq!(gcd128(a >> k, b), euclid128(a >> k, b));
            proptest::prop_assert_eq!(
                u128::from(gcd64(a as u64, b as u64)),
                euclid128(u128::from(a as u64), u128::from(b as u64))
            );
        }
    }
}
