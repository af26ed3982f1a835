//! The solver's fixed limits, in a leaf module that everything may use.

/// The most numbers one hand may have.
///
/// ```
/// use twentyfour_solver::{solve, Error, Options, Rational, MAX_NUMBERS};
///
/// let hand = vec![Rational::ONE; MAX_NUMBERS + 1];
/// let refused = solve(&hand, Rational::from(24), Options::default());
/// assert_eq!(refused, Err(Error::TooManyNumbers { count: 9 }));
/// ```
pub const MAX_NUMBERS: usize = 8;
