//! The daily hand: one hand of four cards per calendar date, the same for
//! everyone, with no server.
//!
//! Promises: [`daily_hand`] depends on the date alone (a hash of its day
//! number picks the cards, so it never changes between builds of the same
//! code); the hand always makes 24 and is rated Tricky or harder by the
//! difficulty model. Dates are days of the proleptic Gregorian calendar.

use cards::{first_free_suit, Card};
use solver::difficulty::{rate, Grade};
use solver::Rational;

/// A calendar date.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: i32,
    /// 1..=12.
    pub month: u32,
    /// 1..=31.
    pub day: u32,
}

impl Date {
    /// Days since 1970-01-01 (negative before), by Howard Hinnant's
    /// `days_from_civil`.
    pub fn days(self) -> i64 {
        let y = i64::from(self.year) - i64::from(self.month <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = i64::from(self.month);
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01 (`civil_from_days`).
    pub fn from_days(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        Date { year, month, day }
    }

    /// `2026-11-23`.
    pub fn iso(self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The lowest level a daily hand has.
pub const DAILY_LEVEL: Grade = Grade::Tricky;

/// The hand of `date`: four cards that make 24, Tricky or harder.
pub fn daily_hand(date: Date) -> Vec<Card> {
    // splitmix64 over the day number: a fixed, well-mixed sequence per date.
    let mut state = (date.days() as u64) ^ 0x2424_2424_DA11_0000;
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

    #[test]
    fn day_numbers_round_trip() {
        assert_eq!(
            Date {
                year: 1970,
                month: 1,
                day: 1
            }
            .days(),
            0
        );
        assert_eq!(
            Date {
                year: 2000,
                month: 3,
                day: 1
            }
            .days(),
            11_017
        );
        for days in -800_000..800_000i64 {
            if days % 7 == 0 || (-1000..1000).contains(&days) {
                assert_eq!(Date::from_days(days).days(), days);
            }
        }
        assert_eq!(Date::from_days(20_415).iso(), "2025-11-23");
    }

    #[test]
    fn every_daily_hand_is_fixed_solvable_and_not_easy() {
        let start = Date {
            year: 2026,
            month: 1,
            day: 1,
        }
        .days();
        let mut distinct = std::collections::HashSet::new();
        for days in start..start + 400 {
            let date = Date::from_days(days);
            let hand = daily_hand(date);
            assert_eq!(hand, daily_hand(date), "{}", date.iso());
            assert_eq!(hand.len(), 4);
            assert!(hand
                .iter()
                .all(|c| hand.iter().filter(|d| *d == c).count() == 1));
            let numbers: Vec<Rational> = hand
                .iter()
                .map(|c| Rational::from_integer(i128::from(c.rank())))
                .collect();
            let solved = solve(&numbers, Rational::from_integer(24), Options::default()).unwrap();
            assert!(solved.is_solvable(), "{}", date.iso());
            let grade = rate(&numbers, Rational::from_integer(24)).unwrap().grade;
            assert!(grade >= Grade::Tricky, "{} {grade}", date.iso());
            let mut ranks: Vec<u8> = hand.iter().map(|c| c.rank()).collect();
            ranks.sort_unstable();
            distinct.insert(ranks);
        }
        // Not one hand over and over.
        assert!(distinct.len() > 100, "{}", distinct.len());
    }
}
