//! What the state knows of the solving worker's answers for the hand on the
//! table (`crates/worker`): its counts and difficulty, the page of
//! solutions it sent, the hints, and whether the worker runs.
//!
//! Promises: every change of the hand ([`State::solve_key`](super::State))
//! starts a new generation, and an answer of another generation is dropped,
//! so a stale answer never shows; the state holds the counts and one page of
//! printed solutions, never the whole list.

use protocol::worker::{Counts, SolutionPage};
use solver::difficulty::{Difficulty, Grade};
use solver::hint::Hints;
use solver::{Error, Level};

/// The worker's answers for the hand of generation `gen`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Remote {
    /// The generation of the hand; answers of any other are stale.
    pub gen: u32,
    /// Both counts and the difficulty, once solved.
    pub counts: Option<Counts>,
    /// The last page received.
    pub page: Option<SolutionPage>,
    /// The hints, at the level they were asked for.
    pub hints: Option<(Level, Hints)>,
    /// The solve has run long enough to show that it is running.
    pub slow: bool,
    /// The solve failed: the solver's own reason.
    pub failed: Option<Error>,
    /// The worker could not be started: nothing is solved.
    pub unavailable: bool,
    /// The worker stopped in the middle of this hand's solve (out of
    /// memory, most likely); the next hand gets a new one.
    pub crashed: bool,
}

impl Remote {
    /// The next generation, nothing known yet; whether the worker could
    /// start is kept.
    pub fn next(&self) -> Remote {
        Remote {
            gen: self.gen.wrapping_add(1),
            unavailable: self.unavailable,
            ..Remote::default()
        }
    }

    /// Whether the hand can make the target, once the worker has said.
    pub fn solvable(&self) -> Option<bool> {
        self.counts.map(|c| c.strict > 0)
    }

    /// How hard the hand is for people, once solved (and not too big to
    /// rate).
    pub fn rating(&self) -> Option<Difficulty> {
        let seconds = self.counts?.rating_ms? as f64 / 1000.0;
        Some(Difficulty {
            seconds,
            grade: Grade::of_seconds(seconds),
        })
    }

    /// The solve of `gen` ended with these counts (and maybe a page).
    pub(super) fn solved(&mut self, gen: u32, counts: Counts, page: Option<SolutionPage>) {
        if gen == self.gen {
            self.counts = Some(counts);
            self.slow = false;
            if page.is_some() {
                self.page = page;
            }
        }
    }

    pub(super) fn paged(&mut self, page: SolutionPage) {
        if page.gen == self.gen {
            self.page = Some(page);
        }
    }

    pub(super) fn hinted(&mut self, gen: u32, level: Level, hints: Hints) {
        if gen == self.gen {
            self.hints = Some((level, hints));
        }
    }

    pub(super) fn failed(&mut self, gen: u32, error: Error) {
        if gen == self.gen {
            self.failed = Some(error);
            self.slow = false;
        }
    }

    /// The hand will get no answer: the worker could not start or stopped,
    /// or the solver refused the hand.
    pub fn stopped(&self) -> bool {
        self.counts.is_none() && (self.unavailable || self.crashed || self.failed.is_some())
    }

    /// The solve of `gen` is taking a while; too late once it has ended
    /// in any way, a lost worker included (its loss may come first).
    pub(super) fn slow(&mut self, gen: u32) {
        if gen == self.gen && self.counts.is_none() && !self.stopped() {
            self.slow = true;
        }
    }

    /// The worker is gone: it never started, or it stopped mid-solve.
    pub(super) fn lost(&mut self, crashed: bool) {
        self.slow = false;
        if crashed {
            self.crashed = self.counts.is_none();
        } else {
            self.unavailable = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(distinct: u64, strict: u64) -> Counts {
        Counts {
            distinct,
            strict,
            rating_ms: Some(1500),
        }
    }

    #[test]
    fn stale_answers_are_dropped() {
        let mut r = Remote::default().next();
        let stale = r.gen.wrapping_sub(1);
        r.slow(r.gen);
        assert!(r.slow);
        r.solved(stale, counts(1, 1), None);
        assert_eq!(r.counts, None);
        r.solved(r.gen, counts(2, 3), None);
        assert_eq!((r.counts, r.slow), (Some(counts(2, 3)), false));
        assert_eq!(r.solvable(), Some(true));
        assert_eq!(r.rating().unwrap().seconds, 1.5);
        // Too late to say it is slow.
        r.slow(r.gen);
        assert!(!r.slow);
        r.lost(false);
        assert!(r.next().unavailable);
        assert_eq!(r.next().counts, None);
    }

    #[test]
    fn a_crash_ends_its_own_solve_only() {
        let mut r = Remote::default().next();
        r.slow(r.gen);
        r.lost(true);
        assert!(r.crashed && !r.slow && !r.unavailable);
        // The next hand tries again, with a new worker.
        assert!(!r.next().crashed && !r.next().unavailable);
        // The solve's "taking a while" comes too late to show progress.
        r.slow(r.gen);
        assert!(!r.slow);
        let mut never = Remote::default().next();
        never.lost(false);
        never.slow(never.gen);
        assert!(!never.slow);
        // A worker lost after its answer came leaves the answer standing.
        let mut r = Remote::default().next();
        r.solved(r.gen, counts(1, 1), None);
        r.lost(true);
        assert!(!r.crashed);
    }
}
