//! Exact numbers: the rational type, and parsing and printing of one number.
//!
//! Text accepted by [`parse_number`]: an integer (`7`, `-2`) or a fraction
//! (`3/4`, `-8/3`). Surrounding whitespace is ignored. A fraction is reduced; a zero
//! denominator is an error, never a panic.

use std::fmt;

/// The exact number type used everywhere: a reduced fraction of `i128`s.
pub type Rational = num_rational::Ratio<i128>;

/// The order of two rationals, as [`Ord`] gives it, but by cross-multiplying
/// where the products fit (`Ratio`'s own comparison divides).
pub(crate) fn compare(a: &Rational, b: &Rational) -> std::cmp::Ordering {
    if a.denom() == b.denom() {
        // Most often both are integers.
        return a.numer().cmp(b.numer());
    }
    // Denominators are positive, so the cross products order as the values.
    match (
        a.numer().checked_mul(*b.denom()),
        b.numer().checked_mul(*a.denom()),
    ) {
        (Some(x), Some(y)) => x.cmp(&y),
        _ => a.cmp(b),
    }
}

/// Whether two rationals are equal, by their parts: both are reduced with a
/// positive denominator (`Ratio`'s own `==` compares through its order).
pub(crate) fn same(a: &Rational, b: &Rational) -> bool {
    a.numer() == b.numer() && a.denom() == b.denom()
}

/// Why a piece of text is not a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseNumberError {
    Empty,
    Invalid(String),
    ZeroDenominator(String),
    TooLarge(String),
}

impl fmt::Display for ParseNumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => write!(f, "empty number"),
            Self::Invalid(s) => write!(
                f,
                "'{s}' is not a number (use an integer or a fraction like 3/4)"
            ),
            Self::ZeroDenominator(s) => write!(f, "'{s}' divides by zero"),
            Self::TooLarge(s) => write!(f, "'{s}' is too large"),
        }
    }
}

impl std::error::Error for ParseNumberError {}

/// Parses one number: an integer or a fraction.
pub fn parse_number(text: &str) -> Result<Rational, ParseNumberError> {
    let s = text.trim();
    if s.is_empty() {
        return Err(ParseNumberError::Empty);
    }
    let invalid = || ParseNumberError::Invalid(s.to_string());
    let (num, den) = match s.split_once('/') {
        Some((n, d)) => (parse_int(n.trim(), s)?, parse_int(d.trim(), s)?),
        None => (parse_int(s, s)?, 1),
    };
    if den == 0 {
        return Err(ParseNumberError::ZeroDenominator(s.to_string()));
    }
    // A denominator written with a sign ("3/-4") is unusual enough to refuse.
    if s.split_once('/')
        .is_some_and(|(_, d)| d.trim().starts_with(['-', '+']))
    {
        return Err(invalid());
    }
    Ok(Rational::new(num, den))
}

/// An integer of any size an `i128` holds, sign included, except
/// `i128::MIN`, whose negation would not fit. Nothing shorter will do: the
/// solver accepts any hand within [`crate::check_bound`], and every number
/// it prints must read back.
fn parse_int(digits: &str, whole: &str) -> Result<i128, ParseNumberError> {
    let body = digits.strip_prefix(['-', '+']).unwrap_or(digits);
    if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseNumberError::Invalid(whole.to_string()));
    }
    let too_large = || ParseNumberError::TooLarge(whole.to_string());
    // All digits, so the only way `u128` parsing fails is by overflow.
    let magnitude = body.parse::<u128>().map_err(|_| too_large())?;
    let magnitude = i128::try_from(magnitude).map_err(|_| too_large())?;
    Ok(if digits.starts_with('-') {
        -magnitude
    } else {
        magnitude
    })
}

/// Prints a number as `24`, `-2` or `8/3`.
pub fn format_number(q: &Rational) -> String {
    if q.is_integer() {
        q.numer().to_string()
    } else {
        format!("{}/{}", q.numer(), q.denom())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compare_and_same_agree_with_ord_and_eq() {
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
                assert_eq!(compare(a, b), a.cmp(b), "{a} {b}");
                assert_eq!(same(a, b), a == b, "{a} {b}");
            }
        }
    }

    fn q(n: i128, d: i128) -> Rational {
        Rational::new(n, d)
    }

    #[test]
    fn parses_integers_and_fractions() {
        assert_eq!(parse_number("7"), Ok(q(7, 1)));
        assert_eq!(parse_number(" -2 "), Ok(q(-2, 1)));
        assert_eq!(parse_number("6/8"), Ok(q(3, 4)));
        assert_eq!(parse_number("-8/3"), Ok(q(-8, 3)));
        // As large as an i128 holds: a hand within the bound may need them.
        assert_eq!(
            parse_number("-8622514302491244943/5212860990632490694"),
            Ok(q(-8622514302491244943, 5212860990632490694))
        );
        assert_eq!(
            parse_number("170141183460469231731687303715884105727"),
            Ok(q(i128::MAX, 1))
        );
        assert_eq!(parse_number("007"), Ok(q(7, 1)));
        // Card ranks are the cards crate's business, not the solver's.
        assert!(parse_number("K").is_err());
    }

    #[test]
    fn refuses_bad_text_without_panicking() {
        assert_eq!(parse_number(""), Err(ParseNumberError::Empty));
        assert!(matches!(
            parse_number("x"),
            Err(ParseNumberError::Invalid(_))
        ));
        assert!(matches!(
            parse_number("1.5"),
            Err(ParseNumberError::Invalid(_))
        ));
        assert!(matches!(
            parse_number("3/0"),
            Err(ParseNumberError::ZeroDenominator(_))
        ));
        assert!(matches!(
            parse_number("3/-4"),
            Err(ParseNumberError::Invalid(_))
        ));
        assert!(matches!(
            parse_number("--3"),
            Err(ParseNumberError::Invalid(_))
        ));
        assert!(matches!(
            parse_number("1234567890123456789012345678901234567890"),
            Err(ParseNumberError::TooLarge(_))
        ));
        // One past i128::MAX, and i128::MIN, whose negation would overflow.
        for text in [
            "170141183460469231731687303715884105728",
            "-170141183460469231731687303715884105728",
            "1/170141183460469231731687303715884105728",
        ] {
            assert!(
                matches!(parse_number(text), Err(ParseNumberError::TooLarge(_))),
                "{text}"
            );
        }
    }

    #[test]
    fn formats_reduced_fractions() {
        assert_eq!(format_number(&q(24, 1)), "24");
        assert_eq!(format_number(&q(-16, 6)), "-8/3");
    }
}
