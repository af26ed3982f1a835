//! The daily hand: one hand of four cards per calendar date, the same for
//! everyone, which the page's worker deals and the server judges answers
//! against.
//!
//! Promises: [`daily_hand`] depends on the day number alone (a hash of it
//! picks the cards, so it never changes between builds of the same code);
//! the hand always makes 24 and is rated [`DAILY_LEVEL`] or harder by the
//! difficulty model.

use cards::{first_free_suit, Card};
use solver::difficulty::{rate, Grade};
use solver::Rational;

/// The lowest level a daily hand has.
pub const DAILY_LEVEL: Grade = Grade::Tricky;

/// The hand of `day` (days since 1970-01-01): four cards that make 24,
/// Tricky or harder.
pub fn daily_hand(day: i64) -> Vec<Card> {
    // splitmix64 over the day number: a fixed, well-mixed sequence per date.
    let mut state = (day as u64) ^ 0x2424_2424_DA11_0000;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    loop {
        let ranks: Vec<u8> = (0..4).map(|_| 1 + (next() % 13) as u8).collect();
        let numbers: Vec<Rational> = ranks
            .iter()
            .map(|&r| Rational::from_integer(i128::from(r)))
            .collect();
        let hard_enough =
            rate(&numbers, Rational::from_integer(24)).is_some_and(|d| d.grade >= DAILY_LEVEL);
        if hard_enough {
            let mut hand: Vec<Option<Card>> = Vec::with_capacity(4);
            for rank in ranks {
                hand.push(first_free_suit(rank, &hand));
            }
            return hand.into_iter().flatten().collect();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::{solve, Options};

    /// 2026-01-01, in days since 1970-01-01.
    const NEW_YEAR_2026: i64 = 20_454;

    #[test]
    fn every_daily_hand_is_fixed_solvable_and_not_easy() {
        let mut distinct = std::collections::HashSet::new();
        for day in NEW_YEAR_2026..NEW_YEAR_2026 + 400 {
            let hand = daily_hand(day);
            assert_eq!(hand, daily_hand(day), "{day}");
            assert_eq!(hand.len(), 4);
            assert!(hand
                .iter()
                .all(|c| hand.iter().filter(|d| *d == c).count() == 1));
            let numbers: Vec<Rational> = hand
                .iter()
                .map(|c| Rational::from_integer(i128::from(c.rank())))
                .collect();
            let solved = solve(&numbers, Rational::from_integer(24), Options::default()).unwrap();
            assert!(solved.is_solvable(), "{day}");
            let grade = rate(&numbers, Rational::from_integer(24)).unwrap().grade;
            assert!(grade >= DAILY_LEVEL, "{day} {grade}");
            let mut ranks: Vec<u8> = hand.iter().map(|c| c.rank()).collect();
            ranks.sort_unstable();
            distinct.insert(ranks);
        }
        // Not one hand over and over.
        assert!(distinct.len() > 100, "{}", distinct.len());
    }

    #[test]
    fn the_hands_of_known_days_do_not_change() {
        // Fixed for ever: a daily streak and a shared result rely on everyone,
        // on every build, getting the same hand on the same day.
        let codes = |day| {
            daily_hand(day)
                .iter()
                .map(|c| c.code())
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(codes(NEW_YEAR_2026), "qs qh qd ts");
        assert_eq!(codes(20_780), "4s 2s 5s 5h");
        assert_eq!(codes(21_000), "5s 8s 3s 9s");
    }
}
