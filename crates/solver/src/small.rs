//! Small exact fractions: the numbers of the four-number search.
//!
//! A [`Small`] is a reduced fraction with a positive denominator, so equal
//! values have equal parts and compare as one 64-bit key. It is only used
//! for hands whose input bound (see `check_bound`) is below 2^31: then every
//! value the search makes or asks for has both parts below 2^31 in absolute
//! value, every product of two parts fits an `i64`, and no operation here
//! checks for overflow.

use crate::frac::Int;
use crate::number::Rational;

/// A reduced fraction `n / d` with `d > 0`, or [`Small::NONE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Small {
    n: i64,
    d: i64,
}

impl Small {
    /// Not a value: the result of a division by zero.
    pub const NONE: Small = Small { n: 0, d: 0 };
    const ZERO: Small = Small { n: 0, d: 1 };

    /// `q`, which the caller's bound keeps below 2^31.
    pub fn new(q: &Rational) -> Small {
        Small {
            n: q.numer() as i64,
            d: q.denom() as i64,
        }
    }

    pub fn to_rational(self) -> Rational {
        Rational::new_raw(self.n.into(), self.d.into())
    }

    /// Numerator and denominator, for ordering a hand.
    pub fn parts(self) -> (i64, i64) {
        (self.n, self.d)
    }

    /// Both parts in one word: equal keys exactly for equal values.
    #[inline]
    pub fn key(self) -> u64 {
        (self.n as u64) << 32 ^ self.d as u64
    }

    #[inline]
    pub fn exists(self) -> bool {
        self.d != 0
    }

    #[inline]
    pub fn is_zero(self) -> bool {
        self.n == 0 && self.d != 0
    }

    /// `n / d` reduced, for `d != 0`.
    #[inline]
    fn reduced(n: i64, d: i64) -> Small {
        let g = gcd(n, d);
        let (n, d) = if g == 1 { (n, d) } else { (n / g, d / g) };
        if d < 0 {
            Small { n: -n, d: -d }
        } else {
            Small { n, d }
        }
    }

    /// `1 / self`, for a nonzero value.
    #[inline]
    fn recip(self) -> Small {
        if self.n < 0 {
            Small {
                n: -self.d,
                d: -self.n,
            }
        } else {
            Small {
                n: self.d,
                d: self.n,
            }
        }
    }

    /// `a + b`, `a − b`, `b − a`, `a × b`, `a ÷ b`, `b ÷ a`, with
    /// [`Small::NONE`] for a division by zero.
    #[inline(always)]
    pub fn combine(a: Small, b: Small) -> [Small; 6] {
        let [sum, diff, back] = Small::sums(a, b);
        let [product, quot, over] = Small::products(a, b);
        [sum, diff, back, product, quot, over]
    }

    /// The additive half of [`Small::combine`]: `a + b`, `a − b`, `b − a`.
    /// With an integer on either side there is no gcd: `n/d + k` is reduced
    /// when `n/d` is.
    #[inline(always)]
    pub fn sums(a: Small, b: Small) -> [Small; 3] {
        let diff = if b.d == 1 {
            Small {
                n: a.n - b.n * a.d,
                d: a.d,
            }
        } else if a.d == 1 {
            Small {
                n: a.n * b.d - b.n,
                d: b.d,
            }
        } else {
            Small::reduced(a.n * b.d - b.n * a.d, a.d * b.d)
        };
        let sum = if b.d == 1 {
            Small {
                n: a.n + b.n * a.d,
                d: a.d,
            }
        } else if a.d == 1 {
            Small {
                n: a.n * b.d + b.n,
                d: b.d,
            }
        } else {
            Small::reduced(a.n * b.d + b.n * a.d, a.d * b.d)
        };
        [
            sum,
            diff,
            Small {
                n: -diff.n,
                d: diff.d,
            },
        ]
    }

    /// The multiplicative half of [`Small::combine`]: `a × b`, `a ÷ b`,
    /// `b ÷ a`.
    #[inline(always)]
    pub fn products(a: Small, b: Small) -> [Small; 3] {
        if b.d == 1 {
            return Small::products_with_integer(a, b.n);
        }
        if a.d == 1 {
            let [product, quot, over] = Small::products_with_integer(b, a.n);
            return [product, over, quot];
        }
        let (an, ad, bn, bd) = (a.n, a.d, b.n, b.d);
        let quot = if bn == 0 {
            Small::NONE
        } else {
            Small::reduced(an * bd, ad * bn)
        };
        let over = match (an, bn) {
            (0, _) => Small::NONE,
            (_, 0) => Small::ZERO,
            _ => quot.recip(),
        };
        [Small::reduced(an * bn, ad * bd), quot, over]
    }

    /// [`Small::products`] with an integer `k`: one gcd for the product and
    /// one for both quotients.
    #[inline(always)]
    fn products_with_integer(a: Small, k: i64) -> [Small; 3] {
        let (n, d) = (a.n, a.d);
        // n/d × k: only k and d can share a factor.
        let product = match gcd(k, d) {
            1 => Small { n: n * k, d },
            g => Small {
                n: n * (k / g),
                d: d / g,
            },
        };
        // n/d ÷ k and k ÷ n/d: only n and k can share a factor.
        let (quot, over) = match (n, k) {
            (0, 0) => (Small::NONE, Small::NONE),
            (_, 0) => (Small::NONE, Small::ZERO),
            (0, _) => (Small::ZERO, Small::NONE),
            _ => {
                let quot = match gcd(n, k) {
                    1 => Small::reduced_by(n, d * k),
                    g => Small::reduced_by(n / g, d * (k / g)),
                };
                (quot, quot.recip())
            }
        };
        [product, quot, over]
    }

    /// `n / d` for coprime `n` and nonzero `d`: only the sign to settle.
    #[inline]
    fn reduced_by(n: i64, d: i64) -> Small {
        if d < 0 {
            Small { n: -n, d: -d }
        } else {
            Small { n, d }
        }
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

/// The greatest common divisor of the absolute values; `gcd(0, 0) = 0`.
#[inline]
fn gcd(a: i64, b: i64) -> i64 {
    let (ua, ub) = (a.unsigned_abs(), b.unsigned_abs());
    // Most gcds here involve a 1 (an integer's denominator) or a card's
    // value: one remainder and a table.
    match (ua, ub) {
        (1, _) | (_, 1) => 1,
        (1.., 1..16) => i64::from(SMALL_GCD[ub as usize][(ua % ub) as usize]),
        (1..16, 1..) => i64::from(SMALL_GCD[ua as usize][(ub % ua) as usize]),
        _ => Int::gcd(a, b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn small(n: i64, d: i64) -> Small {
        Small::new(&Rational::new(n.into(), d.into()))
    }

    proptest! {
        #[test]
        fn combine_agrees_with_num_rational(
            a in (-2000i64..2000, 1i64..60),
            b in (-2000i64..2000, 1i64..60),
        ) {
            let (qa, qb) = (Rational::new(a.0.into(), a.1.into()), Rational::new(b.0.into(), b.1.into()));
            let zero = Rational::from(0);
            let want = [
                Some(qa + qb),
                Some(qa - qb),
                Some(qb - qa),
                Some(qa * qb),
                (qb != zero).then(|| qa / qb),
                (qa != zero).then(|| qb / qa),
            ];
            let (sa, sb) = (small(a.0, a.1), small(b.0, b.1));
            let got = Small::combine(sa, sb).map(|v| v.exists().then(|| v.to_rational()));
            prop_assert_eq!(got, want);
            let halves = [Small::sums(sa, sb), Small::products(sa, sb)].concat();
            prop_assert_eq!(&halves[..], &Small::combine(sa, sb)[..]);
            // Equal values, equal keys.
            for (g, w) in got.iter().zip(&want) {
                if let (Some(g), Some(w)) = (g, w) {
                    prop_assert_eq!(Small::new(g).key(), Small::new(w).key());
                }
            }
        }
    }

    #[test]
    fn gcd_agrees_with_euclid() {
        fn euclid(a: i64, b: i64) -> i64 {
            if b == 0 {
                a.abs()
            } else {
                euclid(b, a % b)
            }
        }
        for a in -300..300 {
            for b in -40..40 {
                assert_eq!(gcd(a, b), euclid(a, b), "gcd({a}, {b})");
            }
        }
        assert_eq!(gcd(1 << 40, 3 << 20), 1 << 20);
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
