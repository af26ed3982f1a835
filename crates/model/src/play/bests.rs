//! Personal bests and the daily hand's record: what the browser keeps
//! between visits (`localStorage`), as one short text, which can also be
//! saved to a file and read back in another browser.
//!
//! Promises: [`Bests::decode`] reads anything, keeping what it understands
//! and never failing (a damaged record is a fresh one); [`Bests::encode`]
//! reads back to the same record; a solve ([`Bests::record_solve`]) and a
//! right call of "no solution" ([`Bests::record_call`]) are kept apart, so a
//! call never counts as a solve or a fastest time; a daily hand counts once
//! per date, played ([`Bests::play_daily`]) and solved, however often the
//! page is reloaded; [`Bests::merge`] keeps the best of two records and
//! merging the same record twice changes nothing.

use super::daily::Date;
use solver::difficulty::Grade;

/// The first line of a saved file: what it is, and its format's version.
const FILE_HEADER: &str = "24 bests 1";

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bests {
    /// The fastest solve, in tenths of a second.
    pub fastest: Option<u32>,
    /// Hands solved, by level (in [`Grade::ALL`] order).
    pub solved: [u32; 5],
    /// Hands solved that the difficulty model does not rate (other targets
    /// or sizes it cannot place) are counted here.
    pub unrated: u32,
    /// Right calls of "no solution".
    pub called: u32,
    pub daily: Daily,
}

/// The daily hand's record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Daily {
    /// Days whose hand was played (its clock started).
    pub played: u32,
    /// Days whose hand was solved.
    pub solved: u32,
    /// Daily hands solved on consecutive days, up to the last one.
    pub streak: u32,
    pub best_streak: u32,
    /// The solves' times together, in tenths, for the average.
    pub tenths: u64,
    /// The day of the last daily hand solved ([`Date::days`]).
    pub last_solved: Option<i64>,
    /// The day of the last daily hand played.
    pub last_played: Option<i64>,
}

impl Bests {
    /// Counts a solved hand: its time, its level, and the date when it was
    /// the daily hand. A daily hand solved before on its date counts
    /// nothing; returns whether it counted.
    pub fn record_solve(&mut self, tenths: u32, grade: Option<Grade>, daily: Option<Date>) -> bool {
        if let Some(date) = daily {
            let day = date.days();
            let d = &mut self.daily;
            if d.last_solved == Some(day) {
                return false;
            }
            d.streak = match d.last_solved {
                Some(last) if last + 1 == day => d.streak + 1,
                _ => 1,
            };
            d.best_streak = d.best_streak.max(d.streak);
            d.solved += 1;
            d.tenths += u64::from(tenths);
            d.last_solved = Some(day);
            // Solved is played, even if the start was not seen.
            if d.last_played != Some(day) {
                d.played += 1;
                d.last_played = Some(day);
            }
        }
        self.fastest = Some(self.fastest.map_or(tenths, |f| f.min(tenths)));
        match grade {
            Some(g) => self.solved[usize::from(g.number() - 1)] += 1,
            None => self.unrated += 1,
        }
        true
    }

    /// Counts a right call of "no solution": not a solve.
    pub fn record_call(&mut self) {
        self.called += 1;
    }

    /// Counts the daily hand of `date` played, once per date.
    pub fn play_daily(&mut self, date: Date) {
        let day = date.days();
        if self.daily.last_played != Some(day) {
            self.daily.played += 1;
            self.daily.last_played = Some(day);
        }
    }

    /// Whether the daily hand of `date` is solved.
    pub fn daily_done(&self, date: Date) -> bool {
        self.daily.last_solved == Some(date.days())
    }

    /// The daily streak as it stands on `today`: broken when a day was
    /// missed.
    pub fn daily_streak_on(&self, today: Date) -> u32 {
        match self.daily.last_solved {
            Some(last) if today.days() - last <= 1 => self.daily.streak,
            _ => 0,
        }
    }

    /// The daily hands' average time, in tenths.
    pub fn daily_average(&self) -> Option<u32> {
        let d = &self.daily;
        (d.solved > 0).then(|| {
            let average = (d.tenths + u64::from(d.solved) / 2) / u64::from(d.solved);
            u32::try_from(average).unwrap_or(u32::MAX)
        })
    }

    /// Whether anything was ever counted.
    pub fn is_empty(&self) -> bool {
        *self == Bests::default()
    }

    /// Keeps the best of `self` and `other` (another browser's record): the
    /// fastest time, the larger counts, the daily record that reaches the
    /// later day. Merging the same record again changes nothing.
    pub fn merge(&mut self, other: &Bests) {
        self.fastest = match (self.fastest, other.fastest) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        for (mine, theirs) in self.solved.iter_mut().zip(other.solved) {
            *mine = (*mine).max(theirs);
        }
        self.unrated = self.unrated.max(other.unrated);
        self.called = self.called.max(other.called);
        let (a, b) = (&self.daily, &other.daily);
        let later = if b.last_solved > a.last_solved { b } else { a };
        self.daily = Daily {
            played: a.played.max(b.played),
            solved: a.solved.max(b.solved),
            streak: if a.last_solved == b.last_solved {
                a.streak.max(b.streak)
            } else {
                later.streak
            },
            best_streak: a.best_streak.max(b.best_streak),
            tenths: if b.solved > a.solved {
                b.tenths
            } else {
                a.tenths
            },
            last_solved: a.last_solved.max(b.last_solved),
            last_played: a.last_played.max(b.last_played),
        };
    }

    /// `f=124;s=1,2,0,0,0;u=0;c=1;p=4;n=3;d=3;b=5;t=912;l=20415;lp=20415`.
    pub fn encode(&self) -> String {
        let d = &self.daily;
        let solved: Vec<String> = self.solved.iter().map(u32::to_string).collect();
        let mut parts = Vec::new();
        if let Some(f) = self.fastest {
            parts.push(format!("f={f}"));
        }
        parts.extend([
            format!("s={}", solved.join(",")),
            format!("u={}", self.unrated),
            format!("c={}", self.called),
            format!("p={}", d.played),
            format!("n={}", d.solved),
            format!("d={}", d.streak),
            format!("b={}", d.best_streak),
            format!("t={}", d.tenths),
        ]);
        if let Some(l) = d.last_solved {
            parts.push(format!("l={l}"));
        }
        if let Some(l) = d.last_played {
            parts.push(format!("lp={l}"));
        }
        parts.join(";")
    }

    /// Reads [`Bests::encode`]'s text; anything not understood is left out.
    pub fn decode(text: &str) -> Bests {
        Bests::read(text).0
    }

    /// The record, and whether any part of `text` was one of its fields.
    fn read(text: &str) -> (Bests, bool) {
        let mut b = Bests::default();
        let mut understood = false;
        for part in text.trim().split(';') {
            let Some((key, value)) = part.split_once('=') else {
                continue;
            };
            let count = || value.parse().unwrap_or(0);
            let d = &mut b.daily;
            match key.trim() {
                "f" => b.fastest = value.parse().ok(),
                "s" => {
                    for (slot, n) in b.solved.iter_mut().zip(value.split(',')) {
                        *slot = n.parse().unwrap_or(0);
                    }
                }
                "u" => b.unrated = count(),
                "c" => b.called = count(),
                "p" => d.played = count(),
                "n" => d.solved = count(),
                "d" => d.streak = count(),
                "b" => d.best_streak = count(),
                "t" => d.tenths = value.parse().unwrap_or(0),
                "l" => d.last_solved = value.parse().ok(),
                "lp" => d.last_played = value.parse().ok(),
                _ => continue,
            }
            understood = true;
        }
        // Records from before the daily counts were kept.
        b.daily.best_streak = b.daily.best_streak.max(b.daily.streak);
        (b, understood)
    }

    /// The record as a file: a first line saying what it is, then the text.
    pub fn to_file(&self) -> String {
        format!("{FILE_HEADER}\n{}\n", self.encode())
    }

    /// A file of [`Bests::to_file`] (or the bare text); `None` when it
    /// holds no record at all.
    pub fn from_file(text: &str) -> Option<Bests> {
        let body = text
            .trim_start_matches('\u{feff}')
            .lines()
            .filter(|line| line.trim() != FILE_HEADER)
            .collect::<Vec<_>>()
            .join(";");
        let (bests, understood) = Bests::read(&body);
        understood.then_some(bests)
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
    fn records_the_fastest_the_levels_and_the_daily_hand() {
        let mut b = Bests::default();
        assert!(b.record_solve(124, Some(Grade::Hard), Some(day(20))));
        b.record_solve(300, Some(Grade::Hard), None);
        assert!(b.record_solve(90, None, Some(day(21))));
        assert_eq!(b.fastest, Some(90));
        assert_eq!(b.solved, [0, 0, 0, 2, 0]);
        assert_eq!(b.unrated, 1);
        assert_eq!(b.daily.streak, 2);
        assert_eq!((b.daily.played, b.daily.solved), (2, 2));
        assert_eq!(b.daily_average(), Some(107));
        assert!(b.daily_done(day(21)) && !b.daily_done(day(22)));
        // The same day again counts nothing at all: not even the fastest.
        assert!(!b.record_solve(20, Some(Grade::Easy), Some(day(21))));
        assert_eq!(b.fastest, Some(90));
        assert_eq!(b.solved, [0, 0, 0, 2, 0]);
        assert_eq!(b.daily.solved, 2);
        assert_eq!(b.daily_streak_on(day(22)), 2);
        assert_eq!(b.daily_streak_on(day(23)), 0);
        b.record_solve(200, Some(Grade::Easy), Some(day(24)));
        assert_eq!(b.daily.streak, 1);
        assert_eq!(b.daily.best_streak, 2);
    }

    #[test]
    fn a_daily_hand_is_played_once_per_date() {
        let mut b = Bests::default();
        b.play_daily(day(3));
        b.play_daily(day(3));
        assert_eq!(b.daily.played, 1);
        b.record_solve(50, None, Some(day(3)));
        assert_eq!((b.daily.played, b.daily.solved), (1, 1));
        // Solved without a start seen: it was played too.
        b.record_solve(50, None, Some(day(4)));
        assert_eq!((b.daily.played, b.daily.solved), (2, 2));
        b.play_daily(day(5));
        assert_eq!((b.daily.played, b.daily.solved), (3, 2));
    }

    #[test]
    fn a_call_of_no_solution_is_no_solve() {
        let mut b = Bests::default();
        b.record_call();
        assert_eq!(b.called, 1);
        assert_eq!(b.fastest, None);
        assert_eq!((b.solved, b.unrated), ([0; 5], 0));
    }

    #[test]
    fn the_text_reads_back_and_damage_is_survived() {
        let mut b = Bests::default();
        assert_eq!(Bests::decode(&b.encode()), b);
        b.record_solve(124, Some(Grade::Tricky), Some(day(3)));
        b.record_solve(55, None, None);
        b.record_call();
        b.play_daily(day(5));
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
        // A record of an earlier version: its streak is also its best.
        let old = Bests::decode("f=124;s=1,2,0,0,0;u=0;d=3;l=20415");
        assert_eq!((old.daily.streak, old.daily.best_streak), (3, 3));
        assert_eq!(old.daily.last_solved, Some(20415));
    }

    #[test]
    fn a_file_carries_the_record_to_another_browser() {
        let mut b = Bests::default();
        b.record_solve(124, Some(Grade::Tricky), Some(day(3)));
        let file = b.to_file();
        assert!(file.starts_with("24 bests 1\n"));
        assert_eq!(Bests::from_file(&file), Some(b.clone()));
        assert_eq!(
            Bests::from_file(&file.replace('\n', "\r\n")),
            Some(b.clone())
        );
        assert_eq!(Bests::from_file(&b.encode()), Some(b));
        assert_eq!(Bests::from_file(""), None);
        assert_eq!(Bests::from_file("<html>hello</html>"), None);
        assert_eq!(Bests::from_file("24 bests 1\n"), None);
    }

    #[test]
    fn merging_keeps_the_best_of_both_and_twice_is_once() {
        let mut here = Bests::default();
        here.record_solve(300, Some(Grade::Easy), Some(day(1)));
        here.record_solve(250, Some(Grade::Easy), Some(day(2)));
        let mut there = Bests::default();
        there.record_solve(90, Some(Grade::Hard), Some(day(9)));
        there.record_call();
        let mut merged = here.clone();
        merged.merge(&there);
        assert_eq!(merged.fastest, Some(90));
        assert_eq!(merged.solved, [2, 0, 0, 1, 0]);
        assert_eq!(merged.called, 1);
        assert_eq!(merged.daily.last_solved, Some(day(9).days()));
        assert_eq!(merged.daily.streak, 1);
        assert_eq!(merged.daily.best_streak, 2);
        let again = {
            let mut m = merged.clone();
            m.merge(&there);
            m
        };
        assert_eq!(again, merged);
        let mut empty = Bests::default();
        empty.merge(&here);
        assert_eq!(empty, here);
    }
}
