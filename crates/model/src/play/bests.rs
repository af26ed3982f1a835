//! Personal bests and the daily streak: what the browser keeps between
//! visits (`localStorage`), as one short text.
//!
//! Promises: [`Bests::decode`] reads anything, keeping what it understands
//! and never failing (a damaged record is a fresh one); [`Bests::encode`]
//! reads back to the same record; [`Bests::record`] is the one place that
//! updates it after a solved hand.

use super::daily::Date;
use solver::difficulty::Grade;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bests {
    /// The fastest solve, in tenths of a second.
    pub fastest: Option<u32>,
    /// Hands solved, by level (in [`Grade::ALL`] order).
    pub solved: [u32; 5],
    /// Hands solved that the difficulty model does not rate (other targets
    /// or sizes it cannot place) are counted here.
    pub unrated: u32,
    /// Daily hands solved on consecutive days, up to the last one.
    pub daily_streak: u32,
    /// The day of the last daily hand solved ([`Date::days`]).
    pub last_daily: Option<i64>,
}

impl Bests {
    /// Counts a solved hand: its time, its level, and the date when it was
    /// the daily hand.
    pub fn record(&mut self, tenths: u32, grade: Option<Grade>, daily: Option<Date>) {
        self.fastest = Some(self.fastest.map_or(tenths, |f| f.min(tenths)));
        match grade {
            Some(g) => self.solved[usize::from(g.number() - 1)] += 1,
            None => self.unrated += 1,
        }
        if let Some(date) = daily {
            let day = date.days();
            self.daily_streak = match self.last_daily {
                Some(last) if last == day => self.daily_streak,
                Some(last) if last + 1 == day => self.daily_streak + 1,
                _ => 1,
            };
            self.last_daily = Some(day);
        }
    }

    /// The daily streak as it stands on `today`: broken when a day was
    /// missed.
    pub fn daily_streak_on(&self, today: Date) -> u32 {
        match self.last_daily {
            Some(last) if today.days() - last <= 1 => self.daily_streak,
            _ => 0,
        }
    }

    /// `f=124;s=1,2,0,0,0;u=0;d=3;l=20415`.
    pub fn encode(&self) -> String {
        let solved: Vec<String> = self.solved.iter().map(u32::to_string).collect();
        let mut parts = vec![
            format!("s={}", solved.join(",")),
            format!("u={}", self.unrated),
            format!("d={}", self.daily_streak),
        ];
        if let Some(f) = self.fastest {
            parts.insert(0, format!("f={f}"));
        }
        if let Some(l) = self.last_daily {
            parts.push(format!("l={l}"));
        }
        parts.join(";")
    }

    /// Reads [`Bests::encode`]'s text; anything not understood is left out.
    pub fn decode(text: &str) -> Bests {
        let mut bests = Bests::default();
        for part in text.split(';') {
            let Some((key, value)) = part.split_once('=') else {
                continue;
            };
            match key {
                "f" => bests.fastest = value.parse().ok(),
                "s" => {
                    for (slot, n) in bests.solved.iter_mut().zip(value.split(',')) {
                        *slot = n.parse().unwrap_or(0);
                    }
                }
                "u" => bests.unrated = value.parse().unwrap_or(0),
                "d" => bests.daily_streak = value.parse().unwrap_or(0),
                "l" => bests.last_daily = value.parse().ok(),
                _ => {}
            }
        }
        bests
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> Date {
        Date {
            year: 2026,
            month: 11,
            day: d,
        }
    }

    #[test]
    fn records_the_fastest_the_levels_and_the_daily_streak() {
        let mut b = Bests::default();
        b.record(124, Some(Grade::Hard), Some(day(20)));
        b.record(300, Some(Grade::Hard), None);
        b.record(90, None, Some(day(21)));
        assert_eq!(b.fastest, Some(90));
        assert_eq!(b.solved, [0, 0, 0, 2, 0]);
        assert_eq!(b.unrated, 1);
        assert_eq!(b.daily_streak, 2);
        // The same day again keeps it; a missed day breaks it.
        b.record(200, Some(Grade::Easy), Some(day(21)));
        assert_eq!(b.daily_streak, 2);
        assert_eq!(b.daily_streak_on(day(22)), 2);
        assert_eq!(b.daily_streak_on(day(23)), 0);
        b.record(200, Some(Grade::Easy), Some(day(24)));
        assert_eq!(b.daily_streak, 1);
    }

    #[test]
    fn the_text_reads_back_and_damage_is_survived() {
        let mut b = Bests::default();
        assert_eq!(Bests::decode(&b.encode()), b);
        b.record(124, Some(Grade::Tricky), Some(day(3)));
        b.record(55, None, None);
        assert_eq!(Bests::decode(&b.encode()), b);
        for junk in [
            "",
            "x",
            "f=;s=a,b",
            "s=1,2,3,4,5,6,7;f=-1",
            "====;;;",
            "d=99999999999999",
        ] {
            let _ = Bests::decode(junk);
        }
        assert_eq!(Bests::decode("s=1,2").solved, [1, 2, 0, 0, 0]);
    }
}
