//! What a solve returns: [`Solution`] (one class, shown by a representative
//! expression) and [`Solved`] (every class of one hand, at both levels).

use crate::expr::{Expr, Step};
use crate::level::Level;
use std::fmt;

/// One solution: a representative expression of its class.
///
/// The expression is shared (see [`Expr`]), so that a solution listed at
/// both levels is built once and cloning one is cheap. `Display` writes the
/// display form, `{:#}` the ASCII form.
///
/// ```
/// use twentyfour_solver::{solve, Level, Options, Rational};
///
/// let solved = solve(&[3, 3, 8, 8].map(Rational::from), Rational::from(24), Options::default())?;
/// let only = &solved.solutions(Level::Distinct)[0];
/// assert_eq!(only.to_string(), "8 ÷ (3 − 8 ÷ 3)");
/// assert_eq!(format!("{only:#}"), "8/(3-8/3)");
/// assert_eq!(only.steps().unwrap()[0].to_string(), "8 ÷ 3 = 8/3");
/// # Ok::<(), twentyfour_solver::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    expr: Expr,
}

impl Solution {
    pub(crate) fn new(expr: Expr) -> Self {
        Solution { expr }
    }

    /// The representative expression.
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

    /// The steps with exact fractions: `8 ÷ 3 = 8/3`, `3 − 8/3 = 1/3`, `8 ÷ 1/3 = 24`
    /// (empty for a lone number).
    ///
    /// `None` when a step's value does not fit a [`Rational`](crate::Rational),
    /// whose parts are `i128`: a hand past [`check_bound`](crate::check_bound),
    /// solved with the `big` feature, can have solutions whose steps pass
    /// through such values (a solution never divides by zero, so that is the
    /// only way to have none). Hands within the bound always have their steps.
    pub fn steps(&self) -> Option<Vec<Step>> {
        self.expr.steps()
    }
}

impl fmt::Display for Solution {
    /// As its expression: see [`Expr`]'s `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.expr, f)
    }
}

/// Every solution of one hand, at both levels.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Solved {
    pub(crate) distinct: Vec<Solution>,
    pub(crate) strict: Vec<Solution>,
}

impl Solved {
    /// The solutions at `level`, simplest first.
    pub fn solutions(&self, level: Level) -> &[Solution] {
        match level {
            Level::Distinct => &self.distinct,
            Level::Strict => &self.strict,
        }
    }

    /// How many solutions there are at `level`.
    pub fn count(&self, level: Level) -> usize {
        self.solutions(level).len()
    }

    /// Whether there is any solution (at either level: they have the same).
    pub fn is_solvable(&self) -> bool {
        !self.strict.is_empty()
    }
}
