//! [`Options`]: what a caller may ask of [`solve`](crate::solve) beyond the
//! numbers and the target.

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
}

impl Options {
    /// These options with `parens`.
    pub fn parens(mut self, parens: Parens) -> Options {
        self.parens = parens;
        self
    }
}
