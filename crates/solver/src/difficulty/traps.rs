//! A trap a hand of four can set: three of its numbers that make the
//! target on their own. A player who finds 2 × 3 × 4 = 24 in 1 2 3 4 still
//! holds a card, and has to undo a solution to go on. People take longer on
//! hands with such dead ends than the model's paths alone say: fitted
//! without this count, the cross-validated estimate ran over people's time
//! by about 7 % on hands with no such three and fell short by about 13 % on
//! hands with three of them.
//!
//! [`traps`] counts the different three-number sub-hands (by value, so
//! 3 3 7 out of 3 3 7 7 is one) that reach the target exactly, in the
//! paths' fractions ([`Frac::combine`], at the width the hand's bound
//! picked, so no step of a sub-hand overflows where the hand's would not).
//! Three whole numbers that reach a whole target through a fraction also
//! reach it through whole values (`x ÷ (y ÷ z) = x × z ÷ y`), so the
//! whole-numbers rule changes nothing here.
//!
//! Only hands of four numbers have traps: the fit saw only those, and a
//! larger hand has other numbers to absorb a spare one.

use crate::arith::{Fixed, Frac};

/// How many different three-number sub-hands of a four-number hand make
/// `t` on their own; 0 for any other size.
pub fn traps<T: Fixed>(hand: &[Frac<T>], t: Frac<T>) -> usize {
    let &[a, b, c, d] = hand else {
        return 0;
    };
    // Fractions are reduced, so one value has one (num, den): sorting by it
    // puts equal sub-hands side by side.
    let key = |q: &Frac<T>| (q.num, q.den);
    let mut threes = [[a, b, c], [a, b, d], [a, c, d], [b, c, d]].map(|mut three| {
        three.sort_by_key(key);
        three
    });
    threes.sort_by_key(|three| three.map(|q| key(&q)));
    let mut count = 0;
    for (i, three) in threes.iter().enumerate() {
        if (i == 0 || threes[i - 1] != *three) && reaches(three, t) {
            count += 1;
        }
    }
    count
}

/// Whether the three numbers make `t`: two of them first, then the result
/// with the third.
fn reaches<T: Fixed>(&[a, b, c]: &[Frac<T>; 3], t: Frac<T>) -> bool {
    [(a, b, c), (a, c, b), (b, c, a)]
        .into_iter()
        .any(|(x, y, rest)| {
            let mut firsts = Frac::combine(x, y).into_iter().flatten();
            if rest.is_zero() || t.is_zero() {
                // Then `r × rest = t` or `rest ÷ r = t` does not fix `r`.
                return firsts.any(|r| Frac::combine(r, rest).contains(&Some(t)));
            }
            // The values `r` with `r ∘ rest = t`, read backwards from the
            // target as the paths' last step is: `t − rest`, `t + rest`,
            // `rest − t`, `t ÷ rest`, `t × rest`, `rest ÷ t` (one that
            // overflows is no value a first step can have).
            let wanted = Frac::combine(t, rest);
            firsts.any(|r| wanted.contains(&Some(r)))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::number::Rational;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn frac<T: Fixed>(q: Rational) -> Frac<T> {
        Frac::from_rational(&q).unwrap()
    }

    fn count(values: &[i128], target: Rational) -> usize {
        let hand: Vec<Frac<i64>> = values.iter().map(|&v| frac(Rational::from(v))).collect();
        let wide: Vec<Frac<i128>> = values.iter().map(|&v| frac(Rational::from(v))).collect();
        let counted = traps(&hand, frac(target));
        assert_eq!(traps(&wide, frac(target)), counted, "{values:?}");
        counted
    }

    fn at_24(values: &[i128]) -> usize {
        count(values, Rational::from(24))
    }

    #[test]
    fn counts_the_different_threes_that_make_the_target() {
        // 2 × 3 × 4; none of 1 2 3, 1 2 4, 1 3 4 reaches 24.
        assert_eq!(at_24(&[1, 2, 3, 4]), 1);
        // 2 × (10 + 2) and 2 × 11 + 2.
        assert_eq!(at_24(&[2, 2, 10, 11]), 2);
        // 3 × 8 leaves a 3 or an 8 over; neither 3 3 8 nor 3 8 8 uses it.
        assert_eq!(at_24(&[3, 3, 8, 8]), 0);
        // 3 3 7 (3 × 7 + 3) twice over, as one sub-hand.
        assert_eq!(at_24(&[3, 3, 7, 7]), 1);
        assert_eq!(at_24(&[6, 6, 6, 6]), 0);
        // 1 5 5: 5 × 5 − 1.
        assert_eq!(at_24(&[1, 5, 5, 5]), 1);
    }

    #[test]
    fn zeros_in_the_hand_or_the_target_count_too() {
        // 4 × 6 ± 0, where 0 as the last operand fixes no first result.
        assert_eq!(at_24(&[0, 4, 6, 7]), 1);
        // 0 × anything, and 2 + 3 − 5.
        assert_eq!(count(&[0, 2, 3, 5], Rational::ZERO), 4);
        assert_eq!(count(&[0, 0, 5, 7], Rational::ZERO), 3);
        // 1 − 1 × 1, one sub-hand.
        assert_eq!(count(&[1, 1, 1, 1], Rational::ZERO), 1);
    }

    #[test]
    fn the_target_need_not_be_whole() {
        // 2 ÷ (1 + 3), 1 × 2 ÷ 4, (3 − 1) ÷ 4 and 3 ÷ (2 + 4).
        assert_eq!(count(&[1, 2, 3, 4], Rational::new(1, 2)), 4);
    }

    #[test]
    fn only_hands_of_four_have_traps() {
        assert_eq!(at_24(&[2, 3, 4]), 0);
        assert_eq!(at_24(&[8, 8, 8, 8, 24]), 0);
        assert_eq!(at_24(&[1, 2, 3, 4, 5, 6, 7, 8]), 0);
        assert_eq!(at_24(&[]), 0);
    }

    #[test]
    fn an_overflow_reaches_nothing() {
        let big = frac::<i64>(Rational::from(i128::from(i64::MAX)));
        let one = frac::<i64>(Rational::ONE);
        assert_eq!(traps(&[big, big, big, one], frac(Rational::from(24))), 0);
    }
}
