//! The input bound: which hands the solver accepts, so that its exact
//! arithmetic never overflows.

use crate::error::Error;
use crate::limits::MAX_NUMBERS;
use crate::number::Rational;

/// Checks the documented input bound.
///
/// Let `M` be the product, over the hand and the target, of
/// `max(|numerator|, |denominator|)`. Every intermediate value of every
/// expression over `n` numbers, unreduced, has numerator and denominator at
/// most `2^(n-1) · M` in absolute value (induction over the tree: each
/// operation at most doubles the bound of its operands' product). So when
/// `2^n · M < 2^127` no `i128` operation can overflow, comparisons with the
/// target included. Six numbers near one million pass with a target below
/// 2.6 (`2^6 · 10^36 < 2^127`).
///
/// ```
/// use twentyfour_solver::{check_bound, Error, Rational};
///
/// let million = Rational::from(1_000_000);
/// assert_eq!(check_bound(&[million; 6], &Rational::ONE), Ok(()));
/// assert_eq!(check_bound(&[million; 7], &Rational::ONE), Err(Error::TooLarge));
/// assert_eq!(check_bound(&[], &Rational::from(24)), Err(Error::NoNumbers));
/// ```
pub fn check_bound(numbers: &[Rational], target: &Rational) -> Result<(), Error> {
    bound(numbers, target).map(|_| ())
}

/// `2^n · M` (see [`check_bound`]), or why the hand is refused.
pub(crate) fn bound(numbers: &[Rational], target: &Rational) -> Result<u128, Error> {
    if numbers.is_empty() {
        return Err(Error::NoNumbers);
    }
    if numbers.len() > MAX_NUMBERS {
        return Err(Error::TooManyNumbers {
            count: numbers.len(),
        });
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
            .ok_or(Error::TooLarge)?;
    }
    Ok(m)
}
