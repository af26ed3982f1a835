//! The crate's one error type: why text could not be read, or why a hand
//! cannot be solved.
//!
//! [`Error`] is an enum whose variants carry what a caller needs to say the
//! problem in its own words (the app translates them; the command line names
//! its flags). It is `non_exhaustive`: new kinds of problem may be added
//! without a breaking change, so a `match` needs a catch-all arm. Its
//! `Display` is a short English sentence without a trailing period.

use crate::limits::MAX_NUMBERS;
use std::fmt;

/// Why text could not be read, or why a hand cannot be solved.
///
/// ```
/// use twentyfour_solver::{Error, Expr, NumberProblem, Rational};
///
/// let bad = "3/0".parse::<Rational>().unwrap_err();
/// assert_eq!(bad, Error::Number { text: "3/0".into(), problem: NumberProblem::ZeroDenominator });
/// assert_eq!(bad.to_string(), "'3/0' divides by zero");
///
/// let bad = "1 + ?".parse::<Expr>().unwrap_err();
/// assert!(matches!(bad, Error::Expr { at: 4, .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// Some text is not a number.
    Number {
        /// The text, trimmed.
        text: String,
        /// What is wrong with it.
        problem: NumberProblem,
    },
    /// Some text is not an expression.
    Expr {
        /// The byte of the text where it goes wrong.
        at: usize,
        /// What is wrong there.
        problem: ExprProblem,
    },
    /// Some text names no [`Level`](crate::Level).
    Level {
        /// The text.
        text: String,
    },
    /// A hand with no numbers.
    NoNumbers,
    /// A hand of more than [`MAX_NUMBERS`] numbers.
    TooManyNumbers {
        /// How many numbers it has.
        count: usize,
    },
    /// The numbers are too large for exact fixed-width arithmetic to be
    /// guaranteed; see [`check_bound`](crate::check_bound). Only a build
    /// without the `big` feature refuses such a hand (the app's page, to
    /// keep its download small); with it, nothing is too large.
    TooLarge,
    /// A deck whose lowest value is above its highest: it has no hand.
    EmptyDeck {
        /// The lowest value.
        min: i128,
        /// The highest value.
        max: i128,
    },
}

/// What is wrong with a number's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum NumberProblem {
    /// There is no text.
    Empty,
    /// Not an integer or a fraction like `3/4`.
    Invalid,
    /// A fraction over zero.
    ZeroDenominator,
    /// A part beyond what an `i128` holds (or exactly `i128::MIN`).
    TooLarge,
}

/// What is wrong with an expression's text, at the byte [`Error::Expr`]
/// gives.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ExprProblem {
    /// Something that cannot stand here: a character no expression has
    /// (`?`), or an operator or parenthesis out of place.
    Unexpected(String),
    /// The text ends where an operand should follow.
    End,
    /// A `(` that is never closed.
    MissingParen,
    /// A `[` that is never closed.
    MissingBracket,
    /// A minus sign that does not stand right before a number.
    LoneMinus,
    /// A number that cannot be read.
    Number(NumberProblem),
    /// More numbers, signs and parentheses than a text may have: 1024,
    /// some thirty times what any answer needs, and few enough that no
    /// expression read is too deep to work out or print.
    TooLong,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Number { text, problem } => match problem {
                NumberProblem::Empty => write!(f, "empty number"),
                NumberProblem::Invalid => write!(
                    f,
                    "'{text}' is not a number (use an integer or a fraction like 3/4)"
                ),
                NumberProblem::ZeroDenominator => write!(f, "'{text}' divides by zero"),
                NumberProblem::TooLarge => write!(f, "'{text}' is too large"),
            },
            Error::Expr { at, problem } => {
                write!(f, "not an expression: {problem} at byte {at}")
            }
            Error::Level { text } => {
                write!(f, "unknown level '{text}' (use distinct or strict)")
            }
            Error::NoNumbers => write!(f, "give at least one number"),
            Error::TooManyNumbers { count } => {
                write!(f, "{count} numbers is too many: at most {MAX_NUMBERS}")
            }
            Error::TooLarge => write!(
                f,
                "the numbers are too large: their numerators and denominators, multiplied \
                 together, must stay below 2^(128-n) for n numbers"
            ),
            Error::EmptyDeck { min, max } => {
                write!(f, "no values from {min} up to {max}")
            }
        }
    }
}

impl fmt::Display for ExprProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExprProblem::Unexpected(s) => write!(f, "unexpected '{s}'"),
            ExprProblem::End => write!(f, "unexpected end"),
            ExprProblem::MissingParen => write!(f, "missing ')'"),
            ExprProblem::MissingBracket => write!(f, "'[' without ']'"),
            ExprProblem::LoneMinus => write!(f, "a minus sign must stand before a number"),
            ExprProblem::Number(NumberProblem::Empty) => write!(f, "empty number"),
            ExprProblem::Number(NumberProblem::Invalid) => write!(f, "not a number"),
            ExprProblem::Number(NumberProblem::ZeroDenominator) => {
                write!(f, "a number divides by zero")
            }
            ExprProblem::Number(NumberProblem::TooLarge) => write!(f, "a number is too large"),
            ExprProblem::TooLong => write!(f, "too long"),
        }
    }
}

impl std::error::Error for Error {}
