//! Exact numbers: [`Rational`], a reduced fraction of `i128`s, with its text
//! form.
//!
//! Text read by [`Rational`]'s `FromStr`: an integer (`7`, `-2`) or a fraction
//! (`3/4`, `-8/3`). Surrounding whitespace is ignored. A fraction is reduced; a
//! zero denominator is an error, never a panic. `Display` writes `24`, `-2` or
//! `8/3`, which reads back to the same number.
//!
//! The type wraps `num_rational::Ratio<i128>` without exposing it, so that a
//! caller names it as `twentyfour_solver::Rational` alone. Its order and
//! equality compare the parts directly (both are always reduced, with a
//! positive denominator), which is faster than the wrapped type's own.

use crate::error::{Error, NumberProblem};
use num_rational::Ratio;
use num_traits::{CheckedAdd, CheckedDiv, CheckedMul, CheckedSub};
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::{Add, Div, Mul, Neg, Sub};
use std::str::FromStr;

/// An exact rational number: a fraction of `i128`s, always reduced, with a
/// positive denominator.
///
/// ```
/// use twentyfour_solver::Rational;
///
/// let q: Rational = "6/8".parse()?;
/// assert_eq!(q, Rational::new(3, 4));
/// assert_eq!((q * Rational::from(32)).to_string(), "24");
/// assert_eq!(Rational::new(-16, 6).to_string(), "-8/3");
/// assert!("3/0".parse::<Rational>().is_err());
/// # Ok::<(), twentyfour_solver::Error>(())
/// ```
///
/// The operators `+ - * /` and unary `-` panic on division by zero, and
/// overflow as `i128` arithmetic does (a panic in debug builds); the
/// `checked_` methods return `None` instead. The solver itself never
/// overflows: see [`check_bound`](crate::check_bound).
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct Rational(Ratio<i128>);

impl Rational {
    /// Zero.
    pub const ZERO: Rational = Rational(Ratio::new_raw(0, 1));
    /// One.
    pub const ONE: Rational = Rational(Ratio::new_raw(1, 1));

    /// `numer / denom`, reduced.
    ///
    /// # Panics
    ///
    /// When `denom` is zero; [`Rational::checked_new`] does not.
    pub fn new(numer: i128, denom: i128) -> Rational {
        Rational(Ratio::new(numer, denom))
    }

    /// `numer / denom`, reduced; `None` when `denom` is zero (or the
    /// fraction cannot be held with a positive denominator).
    pub fn checked_new(numer: i128, denom: i128) -> Option<Rational> {
        if denom == 0 || (denom < 0 && (numer == i128::MIN || denom == i128::MIN)) {
            return None;
        }
        Some(Rational::new(numer, denom))
    }

    /// An integer.
    pub const fn from_integer(n: i128) -> Rational {
        Rational(Ratio::new_raw(n, 1))
    }

    /// Parts that are already reduced, with a positive denominator.
    pub(crate) const fn new_raw(numer: i128, denom: i128) -> Rational {
        Rational(Ratio::new_raw(numer, denom))
    }

    /// The numerator, which carries the sign.
    #[inline]
    pub fn numer(&self) -> i128 {
        *self.0.numer()
    }

    /// The denominator, always positive.
    #[inline]
    pub fn denom(&self) -> i128 {
        *self.0.denom()
    }

    /// Whether the denominator is one.
    #[inline]
    pub fn is_integer(&self) -> bool {
        self.denom() == 1
    }

    /// Whether it is zero.
    #[inline]
    pub fn is_zero(&self) -> bool {
        self.numer() == 0
    }

    /// Whether it is below zero.
    #[inline]
    pub fn is_negative(&self) -> bool {
        self.numer() < 0
    }

    /// `self + other`, or `None` on overflow.
    pub fn checked_add(&self, other: &Rational) -> Option<Rational> {
        self.0.checked_add(&other.0).map(Rational)
    }

    /// `self - other`, or `None` on overflow.
    pub fn checked_sub(&self, other: &Rational) -> Option<Rational> {
        self.0.checked_sub(&other.0).map(Rational)
    }

    /// `self × other`, or `None` on overflow.
    pub fn checked_mul(&self, other: &Rational) -> Option<Rational> {
        self.0.checked_mul(&other.0).map(Rational)
    }

    /// `self ÷ other`, or `None` when `other` is zero or on overflow.
    pub fn checked_div(&self, other: &Rational) -> Option<Rational> {
        if other.is_zero() {
            return None;
        }
        self.0.checked_div(&other.0).map(Rational)
    }
}

impl Default for Rational {
    fn default() -> Self {
        Rational::ZERO
    }
}

impl From<i128> for Rational {
    fn from(n: i128) -> Self {
        Rational::from_integer(n)
    }
}

impl PartialEq for Rational {
    /// By the parts: both are reduced with a positive denominator.
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.numer() == other.numer() && self.denom() == other.denom()
    }
}

impl Eq for Rational {}

impl Hash for Rational {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.numer().hash(state);
        self.denom().hash(state);
    }
}

impl Ord for Rational {
    /// By cross-multiplying where the products fit (the wrapped type's own
    /// comparison divides).
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        if self.denom() == other.denom() {
            // Most often both are integers.
            return self.numer().cmp(&other.numer());
        }
        // Denominators are positive, so the cross products order as the values.
        match (
            self.numer().checked_mul(other.denom()),
            other.numer().checked_mul(self.denom()),
        ) {
            (Some(x), Some(y)) => x.cmp(&y),
            _ => self.0.cmp(&other.0),
        }
    }
}

impl PartialOrd for Rational {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

macro_rules! operator {
    ($trait:ident, $method:ident) => {
        impl $trait for Rational {
            type Output = Rational;
            fn $method(self, other: Rational) -> Rational {
                Rational(self.0.$method(other.0))
            }
        }
    };
}

operator!(Add, add);
operator!(Sub, sub);
operator!(Mul, mul);
operator!(Div, div);

impl Neg for Rational {
    type Output = Rational;
    fn neg(self) -> Rational {
        Rational(-self.0)
    }
}

impl fmt::Display for Rational {
    /// `24`, `-2` or `8/3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_integer() {
            write!(f, "{}", self.numer())
        } else {
            write!(f, "{}/{}", self.numer(), self.denom())
        }
    }
}

impl fmt::Debug for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Rational {
    type Err = Error;

    /// An integer or a fraction; see the module doc.
    fn from_str(text: &str) -> Result<Rational, Error> {
        let s = text.trim();
        let problem = |problem| Error::Number {
            text: s.to_string(),
            problem,
        };
        if s.is_empty() {
            return Err(problem(NumberProblem::Empty));
        }
        let (num, den) = match s.split_once('/') {
            Some((n, d)) => (parse_int(n.trim()), parse_int(d.trim())),
            None => (parse_int(s), Ok(1)),
        };
        let (num, den) = (num.map_err(problem)?, den.map_err(problem)?);
        if den == 0 {
            return Err(problem(NumberProblem::ZeroDenominator));
        }
        // A denominator written with a sign ("3/-4") is unusual enough to refuse.
        if s.split_once('/')
            .is_some_and(|(_, d)| d.trim().starts_with(['-', '+']))
        {
            return Err(problem(NumberProblem::Invalid));
        }
        Ok(Rational::new(num, den))
    }
}

/// An integer of any size an `i128` holds, sign included, except
/// `i128::MIN`, whose negation would not fit. Nothing shorter will do: the
/// solver accepts any hand within [`crate::check_bound`], and every number
/// it prints must read back.
fn parse_int(digits: &str) -> Result<i128, NumberProblem> {
    let body = digits.strip_prefix(['-', '+']).unwrap_or(digits);
    if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberProblem::Invalid);
    }
    // All digits, so the only way `u128` parsing fails is by overflow.
    let magnitude = body.parse::<u128>().map_err(|_| NumberProblem::TooLarge)?;
    let magnitude = i128::try_from(magnitude).map_err(|_| NumberProblem::TooLarge)?;
    Ok(if digits.starts_with('-') {
        -magnitude
    } else {
        magnitude
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn order_and_equality_agree_with_the_wrapped_type() {
        let big = i128::MAX / 3;
        let values = [
            Rational::from(0),
            Rational::from(-7),
            Rational::new(8, 3),
            Rational::new(-8, 3),
            Rational::new(1, 3),
            Rational::new(big, 7),
            Rational::new(-big, 5),
            Rational::new(3, big),
            Rational::from(big),
        ];
        for a in &values {
            for b in &values {
                assert_eq!(a.cmp(b), a.0.cmp(&b.0), "{a} {b}");
                assert_eq!(a == b, a.0 == b.0, "{a} {b}");
            }
        }
    }

    fn q(n: i128, d: i128) -> Rational {
        Rational::new(n, d)
    }

    fn parse(text: &str) -> Result<Rational, Error> {
        text.parse()
    }

    fn problem(text: &str) -> Option<NumberProblem> {
        match parse(text) {
            Err(Error::Number { problem, .. }) => Some(problem),
            _ => None,
        }
    }

    #[test]
    fn parses_integers_and_fractions() {
        assert_eq!(parse("7"), Ok(q(7, 1)));
        assert_eq!(parse(" -2 "), Ok(q(-2, 1)));
        assert_eq!(parse("6/8"), Ok(q(3, 4)));
        assert_eq!(parse("-8/3"), Ok(q(-8, 3)));
        // As large as an i128 holds: a hand within the bound may need them.
        assert_eq!(
            parse("-8622514302491244943/5212860990632490694"),
            Ok(q(-8622514302491244943, 5212860990632490694))
        );
        assert_eq!(
            parse("170141183460469231731687303715884105727"),
            Ok(q(i128::MAX, 1))
        );
        assert_eq!(parse("007"), Ok(q(7, 1)));
        // Card ranks are the cards crate's business, not the solver's.
        assert!(parse("K").is_err());
    }

    #[test]
    fn refuses_bad_text_without_panicking() {
        assert_eq!(
            parse(" "),
            Err(Error::Number {
                text: String::new(),
                problem: NumberProblem::Empty
            })
        );
        assert_eq!(problem("x"), Some(NumberProblem::Invalid));
        assert_eq!(problem("1.5"), Some(NumberProblem::Invalid));
        assert_eq!(problem("3/0"), Some(NumberProblem::ZeroDenominator));
        assert_eq!(problem("3/-4"), Some(NumberProblem::Invalid));
        assert_eq!(problem("--3"), Some(NumberProblem::Invalid));
        // One past i128::MAX, far past it, and i128::MIN, whose negation
        // would overflow.
        for text in [
            "170141183460469231731687303715884105728",
            "1234567890123456789012345678901234567890",
            "-170141183460469231731687303715884105728",
            "1/170141183460469231731687303715884105728",
        ] {
            assert_eq!(problem(text), Some(NumberProblem::TooLarge), "{text}");
        }
        assert_eq!(
            parse("x").unwrap_err().to_string(),
            "'x' is not a number (use an integer or a fraction like 3/4)"
        );
    }

    #[test]
    fn formats_reduced_fractions() {
        assert_eq!(q(24, 1).to_string(), "24");
        assert_eq!(q(-16, 6).to_string(), "-8/3");
    }

    #[test]
    fn checked_arithmetic_refuses_what_would_panic() {
        assert_eq!(q(1, 2).checked_add(&q(1, 3)), Some(q(5, 6)));
        assert_eq!(q(1, 2).checked_div(&Rational::ZERO), None);
        assert_eq!(Rational::from(i128::MAX).checked_add(&Rational::ONE), None);
        assert_eq!(Rational::checked_new(1, 0), None);
        assert_eq!(Rational::checked_new(2, -4), Some(q(-1, 2)));
        // The extremes are refused or reduced, never a panic.
        assert_eq!(Rational::checked_new(i128::MIN, -1), None);
        assert_eq!(Rational::checked_new(5, i128::MIN), None);
        assert_eq!(
            Rational::checked_new(i128::MIN, 2),
            Some(Rational::from(i128::MIN / 2))
        );
        assert_eq!(
            Rational::checked_new(i128::MIN, i128::MAX),
            Some(q(i128::MIN, i128::MAX))
        );
        assert_eq!(q(1, 2) - q(3, 2), Rational::from(-1));
        assert_eq!(-q(1, 2) / q(1, 4), Rational::from(-2));
    }
}
