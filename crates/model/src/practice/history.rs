//! Practice as it stands, derived from a [`Journal`] by replaying it: the
//! rating after every hand, the sessions, and the missed hands due again.
//!
//! A session is one sitting: a hand started [`SESSION_GAP`] or more after
//! the one before begins the next. A hand missed (not solved within its
//! limit) comes back in the next session; each time it comes back and is
//! not solved quickly, it comes back again after [`INTERVALS`] sessions (1,
//! then 3, then 7, then every 7); solved quickly, within half its limit,
//! it is done.
//!
//! Promises: the same journal always gives the same history; a hand is in
//! the queue at most once; a hand is due in a session only if it was missed
//! in an earlier one.

use super::journal::{Entry, Journal, TechniqueBits};
use super::rating::Rating;

/// The pause that ends a session, in seconds.
pub const SESSION_GAP: u64 = 30 * 60;
/// Sessions until a missed hand comes back: after the miss, then after each
/// return that was not solved quickly.
pub const INTERVALS: [u32; 3] = [1, 3, 7];

/// A missed hand waiting to come back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    pub values: Vec<u8>,
    pub estimate: u32,
    pub techniques: TechniqueBits,
    /// How many times it came back without a quick solve.
    pub step: usize,
    /// The session it is due in.
    pub due: u32,
}

/// What the replay knows after each hand.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct History {
    /// The rating after each entry.
    pub ratings: Vec<Rating>,
    /// Each entry's session, from 0.
    pub sessions: Vec<u32>,
    /// Whether each entry was a missed hand come back.
    pub reviews: Vec<bool>,
    /// The missed hands waiting, in the order they were missed.
    pub queue: Vec<Review>,
    last_at: Option<u64>,
}

impl History {
    /// Replays `journal` from a newcomer's rating.
    pub fn of(journal: &Journal) -> History {
        let mut history = History::default();
        for entry in &journal.entries {
            history.add(entry);
        }
        history
    }

    /// The rating now.
    pub fn rating(&self) -> Rating {
        self.ratings.last().copied().unwrap_or_default()
    }

    /// The session a hand started at `now` (seconds since 1970) is in.
    pub fn session_at(&self, now: u64) -> u32 {
        match (self.last_at, self.sessions.last()) {
            (Some(last), Some(&session)) if now.saturating_sub(last) < SESSION_GAP => session,
            (_, Some(&session)) => session + 1,
            _ => 0,
        }
    }

    /// The missed hand to play next at `now`, if one is due: the earliest
    /// missed of those due, but never two in a row within a session, so
    /// that returns are spread among new hands.
    pub fn due(&self, now: u64) -> Option<&Review> {
        let session = self.session_at(now);
        let last_was_review =
            self.sessions.last() == Some(&session) && self.reviews.last() == Some(&true);
        if last_was_review {
            return None;
        }
        self.queue.iter().find(|r| r.due <= session)
    }

    fn add(&mut self, entry: &Entry) {
        let session = self.session_at(entry.at);
        let before = self.rating();
        let place = self.queue.iter().position(|r| r.values == entry.values);
        self.reviews.push(place.is_some());
        match place {
            Some(i) => {
                let quick = entry
                    .solved()
                    .is_some_and(|t| t <= u32::from(entry.limit) * 5);
                if quick {
                    self.queue.remove(i);
                } else {
                    let review = &mut self.queue[i];
                    review.step += 1;
                    review.due = session + INTERVALS[review.step.min(INTERVALS.len() - 1)];
                }
            }
            None if entry.solved().is_none() => self.queue.push(Review {
                values: entry.values.clone(),
                estimate: entry.estimate,
                techniques: entry.techniques,
                step: 0,
                due: session + INTERVALS[0],
            }),
            None => {}
        }
        let limit = f64::from(entry.limit);
        self.ratings
            .push(before.update(entry.seconds(), limit, entry.outcome));
        self.sessions.push(session);
        self.last_at = Some(entry.at);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::practice::rating::Outcome;

    /// A hand the model puts at 2 s.
    fn entry(at: u64, values: [u8; 4], outcome: Outcome) -> Entry {
        Entry {
            at,
            values: values.to_vec(),
            estimate: 20,
            techniques: 0,
            limit: 60,
            outcome,
        }
    }

    const HOUR: u64 = 3600;

    #[test]
    fn sessions_are_sittings() {
        let j = Journal {
            entries: vec![
                entry(0, [1, 2, 3, 4], Outcome::Solved(50)),
                entry(600, [1, 2, 3, 5], Outcome::Solved(50)),
                entry(600 + HOUR, [1, 2, 3, 6], Outcome::Solved(50)),
            ],
            ..Journal::default()
        };
        let h = History::of(&j);
        assert_eq!(h.sessions, [0, 0, 1]);
        assert_eq!(h.session_at(600 + HOUR + 60), 1);
        assert_eq!(h.session_at(600 + 2 * HOUR), 2);
        assert_eq!(History::default().session_at(5), 0);
    }

    #[test]
    fn a_missed_hand_comes_back_after_one_then_three_then_seven_sessions() {
        let hard = [3, 3, 8, 8];
        let mut j = Journal::default();
        j.entries.push(entry(0, hard, Outcome::Missed));
        // Sessions one hour apart: session k starts at k hours.
        let due_in = |j: &Journal| History::of(j).queue[0].due;
        assert_eq!(due_in(&j), 1);
        assert!(History::of(&j).due(60).is_none(), "not in the same session");
        assert_eq!(
            History::of(&j).due(HOUR).map(|r| r.values.clone()),
            Some(hard.to_vec())
        );
        j.entries.push(entry(HOUR, hard, Outcome::Missed));
        assert_eq!(due_in(&j), 1 + 3);
        assert!(History::of(&j).due(2 * HOUR).is_none());
        // Solved, but not within half the limit.
        j.entries.push(entry(4 * HOUR, hard, Outcome::Solved(550)));
        assert_eq!(due_in(&j), 2 + 7);
        j.entries.push(entry(9 * HOUR, hard, Outcome::Missed));
        assert_eq!(due_in(&j), 3 + 7);
        let h = History::of(&j);
        assert_eq!(h.reviews, [false, true, true, true]);
        // Solved quickly: done.
        j.entries.push(entry(10 * HOUR, hard, Outcome::Solved(300)));
        assert!(History::of(&j).queue.is_empty());
    }

    #[test]
    fn returns_are_spread_and_solved_hands_never_return() {
        let mut j = Journal::default();
        j.entries.push(entry(0, [1, 1, 1, 8], Outcome::Missed));
        j.entries.push(entry(10, [1, 1, 2, 8], Outcome::Missed));
        j.entries.push(entry(20, [1, 2, 3, 4], Outcome::Solved(40)));
        let h = History::of(&j);
        assert_eq!(h.queue.len(), 2);
        assert_eq!(h.due(HOUR).unwrap().values, [1, 1, 1, 8]);
        j.entries.push(entry(HOUR, [1, 1, 1, 8], Outcome::Missed));
        // Not two returns in a row.
        assert!(History::of(&j).due(HOUR + 10).is_none());
        j.entries
            .push(entry(HOUR + 10, [2, 3, 4, 5], Outcome::Solved(40)));
        assert_eq!(History::of(&j).due(HOUR + 20).unwrap().values, [1, 1, 2, 8]);
    }
}
