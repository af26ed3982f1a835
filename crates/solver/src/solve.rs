//! The solver's entry point: checks the input, searches, groups the results
//! into classes at both levels and picks a readable representative for each.

use super::expr::{Expr, Step};
use super::normal::Arena;
use super::number::Rational;
use super::render;
use super::scratch;
use super::search;
use std::cell::RefCell;
use std::fmt;

thread_local! {
    /// The normal forms of one solve, kept per thread for their buffers.
    static ARENA: RefCell<Arena> = RefCell::new(Arena::default());
}

/// The most numbers one hand may have.
pub const MAX_NUMBERS: usize = 8;

/// When are two solutions the same? See `distinct-solutions.md`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// Merges order, grouping, sign bookkeeping, no-op pairs and identity factors.
    #[default]
    Distinct,
    /// Merges order, grouping and sign bookkeeping only.
    Strict,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Distinct => "distinct",
            Level::Strict => "strict",
        }
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "distinct" => Ok(Level::Distinct),
            "strict" => Ok(Level::Strict),
            _ => Err(format!("unknown level '{s}' (use distinct or strict)")),
        }
    }
}

/// Why a hand cannot be searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// No numbers at all.
    Empty,
    /// More than [`MAX_NUMBERS`] numbers.
    TooMany(usize),
    /// The numbers are too large for exact arithmetic to be guaranteed; see
    /// [`check_bound`].
    TooLarge,
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Empty => write!(f, "give at least one number"),
            SolveError::TooMany(n) => {
                write!(f, "{n} numbers is too many: at most {MAX_NUMBERS}")
            }
            SolveError::TooLarge => write!(
                f,
                "the numbers are too large: their numerators and denominators, multiplied \
                 together, must stay below 2^(128-n) for n numbers"
            ),
        }
    }
}

impl std::error::Error for SolveError {}

/// Checks the documented input bound.
///
/// Let `M` be the product, over the hand and the target, of
/// `max(|numerator|, |denominator|)`. Every intermediate value of every
/// expression over `n` numbers, unreduced, has numerator and denominator at
/// most `2^(n-1) · M` in absolute value (induction over the tree: each
/// operation at most doubles the bound of its operands' product). So when
/// `2^n · M < 2^127` no `i128` operation can overflow, comparisons with the
/// target included. Six numbers near one million pass (`2^6 · 10^36 < 2^127`).
pub fn check_bound(numbers: &[Rational], target: &Rational) -> Result<(), SolveError> {
    bound(numbers, target).map(|_| ())
}

/// `2^n · M` (see [`check_bound`]), or why the hand is refused.
pub(crate) fn bound(numbers: &[Rational], target: &Rational) -> Result<u128, SolveError> {
    if numbers.is_empty() {
        return Err(SolveError::Empty);
    }
    if numbers.len() > MAX_NUMBERS {
        return Err(SolveError::TooMany(numbers.len()));
    }
    let size = |q: &Rational| {
        q.numer()
            .unsigned_abs()
            .max(q.denom().unsigned_abs())
            .max(1)
    };
    let limit: u128 = 1 << 127;
    let mut m: u128 = 1u128 << numbers.len();
    for q in numbers.iter().chain(std::iter::once(target)) {
        m = m
            .checked_mul(size(q))
            .filter(|&m| m < limit)
            .ok_or(SolveError::TooLarge)?;
    }
    Ok(m)
}

/// One solution: a representative expression of its class.
///
/// The expression is shared (see [`Expr`]), so that a solution listed at
/// both levels is built once and cloning one is cheap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    expr: Expr,
}

impl Solution {
    pub(crate) fn new(expr: Expr) -> Self {
        Solution { expr }
    }

    pub fn expr(&self) -> &Expr {
        &self.expr
    }

    /// ASCII with minimal parentheses: `8/(3-8/3)`.
    pub fn ascii(&self) -> String {
        self.expr.to_ascii()
    }

    /// Display form: `8 ÷ (3 − 8 ÷ 3)`.
    pub fn display(&self) -> String {
        self.expr.to_display()
    }

    /// The steps with exact fractions: `8 ÷ 3 = 8/3`, `3 − 8/3 = 1/3`, `8 ÷ 1/3 = 24`.
    pub fn steps(&self) -> Vec<Step> {
        // A solution never divides by zero, so the steps always exist.
        self.expr.steps().unwrap_or_default()
    }
}

/// Every solution of one hand, at both levels.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Solved {
    distinct: Vec<Solution>,
    strict: Vec<Solution>,
}

impl Solved {
    pub fn solutions(&self, level: Level) -> &[Solution] {
        match level {
            Level::Distinct => &self.distinct,
            Level::Strict => &self.strict,
        }
    }

    pub fn count(&self, level: Level) -> usize {
        self.solutions(level).len()
    }

    pub fn is_solvable(&self) -> bool {
        !self.strict.is_empty()
    }
}

/// Finds every solution of `numbers` making `target`, at both levels.
///
/// With `no_parens`, only solutions that can be written without parentheses
/// under normal precedence are kept, and each is shown in such a form.
pub fn solve(
    numbers: &[Rational],
    target: Rational,
    no_parens: bool,
) -> Result<Solved, SolveError> {
    let bound = bound(numbers, &target)?;
    let (strict, distinct) = scratch::with(&ARENA, |arena| {
        let mut classes = search::find(arena, numbers, target, bound);
        if no_parens {
            classes.retain(|&c| arena.is_paren_free(c));
        }
        render::solutions(arena, numbers, &classes)
    });
    Ok(Solved { distinct, strict })
}
