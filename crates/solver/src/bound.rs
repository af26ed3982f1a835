//! The input bound: which hands the solver accepts, so that its exact
//! arithmetic never overflows.

use crate::error::Error;
use crate::limits::MAX_NUMBERS;
use crate::number::Rational;

/// Checks that `solve` accepts a hand: at least one number and at most
/// [`MAX_NUMBERS`]; without the `big` feature, also the bound of exact
/// arithmetic over `i128`.
///
/// Let `M` be the product, over the hand and the target, of
/// `max(|numerator|, |denominator|)`. Every intermediate value of every
/// expression over `n` numbers, unreduced, has numerator and denominator at
/// most `2^(n-1) · M` in absolute value (induction over the tree: each
/// operation at most doubles the bound of its operands' product). So when
/// `2^n · M < 2^127` no `i128` operation can overflow, comparisons with the
/// target included. Six numbers near one million pass with a target below
/// 2.6 (`2^6 · 10^36 < 2^127`). Hands beyond that bound are solved with
/// arbitrary-precision arithmetic (the `big` feature, on by default), and
/// refused with [`Error::TooLarge`] without it.
///
/// ```
/// use twentyfour_solver::{check_bound, Error, Rational, MAX_NUMBERS};
///
/// let million = Rational::from(1_000_000);
/// assert_eq!(check_bound(&[million; 6], &Rational::ONE), Ok(()));
/// let beyond_i128 = check_bound(&[million; 7], &Rational::ONE);
/// assert_eq!(beyond_i128.is_ok(), cfg!(feature = "big"));
/// assert_eq!(check_bound(&[], &Rational::from(24)), Err(Error::NoNumbers));
/// let nine = [Rational::ONE; MAX_NUMBERS + 1];
/// assert_eq!(check_bound(&nine, &Rational::ONE), Err(Error::TooManyNumbers { count: 9 }));
/// ```
pub fn check_bound(numbers: &[Rational], target: &Rational) -> Result<(), Error> {
    fixed_bound(numbers, target).map(|_| ())
}

/// The bound of [`check_bound`] for the fixed widths: `Some(2^n · M)`, or
/// `None` past `2^127`, where only arbitrary precision is exact (with the
/// `big` feature; without it, that is [`Error::TooLarge`]).
pub(crate) fn fixed_bound(numbers: &[Rational], target: &Rational) -> Result<Option<u128>, Error> {
    match bound(numbers, target) {
        Ok(bound) => Ok(Some(bound)),
        #[cfg(feature = "big")]
        Err(Error::TooLarge) => Ok(None),
        Err(e) => Err(e),
    }
}

/// `2^n · M` (see [`check_bound`]), or why the fixed widths refuse the hand.
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
        let s = size(q);
        m = if m | s < 1 << 32 {
            // Both below 2^32, as for any card game: one exact 64-bit
            // product, where a 128-bit one is a library call in wasm.
            u128::from(m as u64 * s as u64)
        } else {
            m.checked_mul(s)
                .filter(|&m| m < limit)
                .ok_or(Error::TooLarge)?
        };
    }
    Ok(m)
}
