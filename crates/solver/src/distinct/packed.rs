//! A list of exact values in eight bytes each: the arena's values.
//!
//! A [`Rational`] is two `i128`s, thirty-two bytes; the values of a large
//! hand's normal forms nearly all fit two `i64`s, and there are millions of
//! them (1..8 → 24 keeps over three million), nearly all with parts that
//! fit `i32`. So a value whose parts fit `i32` is kept as them, and any
//! other (including the arena's markers for values past `i128`, whose
//! denominator is 0) goes to a side list, named by a denominator of zero or
//! below; such a value takes forty bytes instead of thirty-two, and only
//! hands of large numbers have many.
//!
//! Promise: [`Packed::get`] gives back exactly the `Rational` that was
//! pushed, part for part.

use crate::number::Rational;

#[derive(Default)]
pub(crate) struct Packed {
    /// Numerator and denominator; a denominator `d ≤ 0` names `wide[-d]`.
    parts: Vec<(i32, i32)>,
    wide: Vec<Rational>,
}

impl Packed {
    pub(crate) fn push(&mut self, q: Rational) {
        let fits = (i32::try_from(q.numer()), i32::try_from(q.denom()));
        let parts = match fits {
            (Ok(n), Ok(d)) if d > 0 => (n, d),
            _ => {
                let at = i32::try_from(self.wide.len()).expect("fewer than 2^31 wide values");
                self.wide.push(q);
                (0, -at)
            }
        };
        self.parts.push(parts);
    }

    #[inline]
    pub(crate) fn get(&self, i: usize) -> Rational {
        match self.parts[i] {
            (n, d) if d > 0 => Rational::new_raw(i128::from(n), i128::from(d)),
            (_, d) => self.wide[d.unsigned_abs() as usize],
        }
    }

    pub(crate) fn clear(&mut self) {
        self.parts.clear();
        self.wide.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn gives_back_what_was_pushed() {
        let values = [
            Rational::new(3, 8),
            Rational::from(-5),
            Rational::ZERO,
            Rational::from(i128::from(i32::MAX) + 1),
            Rational::new(1, i128::from(i32::MAX) + 7),
            Rational::from(i128::from(i32::MIN)),
            Rational::new(i128::from(i32::MIN), i128::from(i32::MAX)),
            Rational::from(i128::MIN + 1),
            // A marker for a value past i128 (see `normal`).
            Rational::new_raw(-3, 0),
        ];
        let mut packed = Packed::default();
        for _ in 0..2 {
            for q in values {
                packed.push(q);
            }
        }
        for (i, q) in values.iter().chain(&values).enumerate() {
            assert_eq!(packed.get(i).numer(), q.numer());
            assert_eq!(packed.get(i).denom(), q.denom());
        }
        packed.clear();
        packed.push(Rational::ONE);
        assert_eq!(packed.get(0), Rational::ONE);
    }
}
