//! The daily hand's calendar: one hand of four cards per date, the same for
//! everyone, with no server. The solving worker picks the day's cards from
//! its day number ([`Date::days`]); dates are days of the proleptic
//! Gregorian calendar.

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

/// Whole minutes until the next daily hand, at local midnight, from the
/// time of day `hour:minute:second`: a minute begun counts, so the last
/// minute before midnight reads 1, never 0.
pub fn minutes_to_next(hour: u32, minute: u32, second: u32) -> u32 {
    let elapsed = (hour.min(23) * 3600 + minute.min(59) * 60 + second.min(59)).min(86_399);
    (86_400 - elapsed).div_ceil(60)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn the_next_daily_hand_is_at_midnight() {
        assert_eq!(minutes_to_next(0, 0, 0), 24 * 60);
        assert_eq!(minutes_to_next(18, 48, 0), 5 * 60 + 12);
        assert_eq!(minutes_to_next(18, 47, 30), 5 * 60 + 13);
        assert_eq!(minutes_to_next(23, 59, 59), 1);
        assert_eq!(minutes_to_next(99, 99, 99), 1);
    }
}
