//! Every value a hand can make: the values of all expressions over the whole
//! hand with `+ − × ÷`, computed once per hand by value sets over its
//! sub-multisets (bit masks).
//!
//! It answers "can this hand make `t`?" for many targets at once, so that a
//! deck's per-target figures need one pass per hand and a full solve only
//! where a target is reachable. It promises a *superset* of what any solve
//! finds (every solution is one of these expressions), so skipping a target
//! it does not contain loses nothing. When an intermediate value overflows
//! `i128` the set would be incomplete, and [`reachable`] says so with `None`.

use crate::arith::Frac;
use crate::number::Rational;

/// A set of exact values, sorted by (numerator, denominator) without
/// repeats. A sorted vector rather than a hash set: as fast here, and it
/// adds less code to the page's wasm.
#[derive(Clone, Debug, Default)]
pub struct Values(Vec<Frac<i128>>);

impl Values {
    fn from_unsorted(mut v: Vec<Frac<i128>>) -> Values {
        v.sort_unstable_by_key(|f| (f.num, f.den));
        v.dedup();
        Values(v)
    }

    /// How many values.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.0.len()
    }

    fn contains(&self, f: &Frac<i128>) -> bool {
        self.0
            .binary_search_by_key(&(f.num, f.den), |g| (g.num, g.den))
            .is_ok()
    }
}

/// The values the whole of `numbers` can make, or `None` when an overflow
/// leaves the set possibly incomplete (the caller must then solve).
pub fn reachable(numbers: &[Rational]) -> Option<Values> {
    let n = numbers.len();
    if n == 0 || n > 16 {
        return None;
    }
    let full = (1usize << n) - 1;
    let mut sets: Vec<Values> = vec![Values::default(); full + 1];
    for (i, q) in numbers.iter().enumerate() {
        sets[1 << i] = Values(vec![Frac::from_rational(q)?]);
    }
    // Masks in increasing order: every proper sub-mask is smaller, so done.
    for mask in 1..=full {
        if mask.count_ones() < 2 {
            continue;
        }
        let mut out = Vec::new();
        // Each split {a, mask∖a} once: `a` holds the lowest element of mask.
        let low = mask & mask.wrapping_neg();
        let mut a = (mask - 1) & mask;
        while a > 0 {
            if a & low != 0 {
                let b = mask & !a;
                for &x in &sets[a].0 {
                    for &y in &sets[b].0 {
                        for (k, v) in Frac::combine(x, y).into_iter().enumerate() {
                            match v {
                                Some(v) => out.push(v),
                                // Divisions by zero are no value; anything
                                // else failing is an overflow.
                                None if is_division_by_zero(k, x, y) => {}
                                None => return None,
                            }
                        }
                    }
                }
            }
            a = (a - 1) & mask;
        }
        sets[mask] = Values::from_unsorted(out);
    }
    Some(std::mem::take(&mut sets[full]))
}

/// Whether result `k` of [`Frac::combine`]`(x, y)` failed because it divides
/// by zero (`x ÷ y` is result 4, `y ÷ x` result 5).
fn is_division_by_zero(k: usize, x: Frac<i128>, y: Frac<i128>) -> bool {
    (k == 4 && y.is_zero()) || (k == 5 && x.is_zero())
}

/// Whether `values` holds `q`.
pub fn contains(values: &Values, q: &Rational) -> bool {
    Frac::from_rational(q).is_some_and(|f| values.contains(&f))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn set(values: &[i128]) -> Values {
        reachable(
            &values
                .iter()
                .map(|&v| Rational::from(v))
                .collect::<Vec<_>>(),
        )
        .unwrap()
    }

    #[test]
    fn small_hands() {
        let two = set(&[3, 4]);
        for q in [7, -1, 1, 12] {
            assert!(contains(&two, &Rational::from(q)));
        }
        assert!(contains(&two, &Rational::new(3, 4)));
        assert!(contains(&two, &Rational::new(4, 3)));
        assert_eq!(two.len(), 6);
        assert!(contains(&set(&[3, 3, 8, 8]), &Rational::from(24)));
        assert!(!contains(&set(&[1, 1, 1, 1]), &Rational::from(24)));
        // 0 ÷ x is a value, x ÷ 0 is none.
        assert_eq!(set(&[0, 5]).len(), 3); // 5, −5 and 0
    }

    #[test]
    fn reports_overflow() {
        let big = [Rational::from(i128::MAX), Rational::from(i128::MAX)];
        assert!(reachable(&big).is_none());
    }
}
