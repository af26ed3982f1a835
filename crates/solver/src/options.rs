//! [`Options`]: what a caller may ask of [`solve`](crate::solve) beyond the
//! numbers and the target: which solutions to keep by how they are written
//! ([`Parens`]), and the house rule that every value is a whole number
//! ([`Options::integers`]).

/// Which solutions to keep, by how they are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Parens {
    /// Every solution.
    #[default]
    Any,
    /// Only solutions that can be written without parentheses under normal
    /// precedence, each shown in such a form.
    None,
}

/// How to solve: built from `Options::default()` (every solution) with the
/// methods below, so that new options can be added without breaking callers.
///
/// ```
/// use twentyfour_solver::{solve, Level, Options, Parens, Rational};
///
/// let hand = [3, 3, 8, 8].map(Rational::from);
/// let options = Options::default().parens(Parens::None);
/// let solved = solve(&hand, Rational::from(24), options)?;
/// assert_eq!(solved.count(Level::Distinct), 0); // 8/(3-8/3) needs them
/// # Ok::<(), twentyfour_solver::Error>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// Which solutions to keep, by how they are written.
    pub parens: Parens,
    /// Whole numbers only: see [`Options::integers`].
    pub integers: bool,
}

impl Options {
    /// These options with `parens`.
    pub fn parens(mut self, parens: Parens) -> Options {
        self.parens = parens;
        self
    }

    /// These options with the house rule "whole numbers only" on or off.
    ///
    /// Under the rule a solution is a class (at either level) with at least
    /// one member in which every value is a whole number: each number it
    /// uses, and the result of each of its steps. Each is shown by such a
    /// member, the most readable one, so its steps never show a fraction.
    /// A hand holding a fraction, or a target that is one, has no solution
    /// under the rule.
    ///
    /// ```
    /// use twentyfour_solver::{solve, Level, Options, Rational};
    ///
    /// let hand = [3, 3, 8, 8].map(Rational::from);
    /// let whole = solve(&hand, Rational::from(24), Options::default().integers(true))?;
    /// assert_eq!(whole.count(Level::Distinct), 0); // 8/(3-8/3) passes 8/3
    /// let hand = [1, 2, 3, 4].map(Rational::from);
    /// let whole = solve(&hand, Rational::from(24), Options::default().integers(true))?;
    /// assert_eq!(whole.count(Level::Distinct), 3);
    /// # Ok::<(), twentyfour_solver::Error>(())
    /// ```
    pub fn integers(mut self, on: bool) -> Options {
        self.integers = on;
        self
    }
}
