//! What the progress panel shows, derived from the journal and its
//! history: the level over time, the solve rate and median time per
//! technique, and the hardest hand solved.
//!
//! Promises: counts are exact (integers); a median is of solved hands only,
//! the lower middle of an even count; the level after each hand is the
//! rating's [`reach`](super::rating::Rating::reach) at [`AIM`] under one
//! limit for all (the current one), so that the line shows the player and
//! not the changes of the setting.

use super::history::History;
use super::journal::{Entry, Journal};
use super::AIM;

/// A group of hands: how many, how many solved within their limit, and the
/// median time of those, in tenths.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub hands: u32,
    pub solved: u32,
    pub median: Option<u32>,
}

impl Tally {
    fn of<'a>(entries: impl Iterator<Item = &'a Entry>) -> Tally {
        let mut times = Vec::new();
        let mut hands = 0;
        for e in entries {
            hands += 1;
            times.extend(e.solved());
        }
        times.sort_unstable();
        Tally {
            hands,
            solved: times.len() as u32,
            median: (!times.is_empty()).then(|| times[(times.len() - 1) / 2]),
        }
    }
}

/// The progress of a journal.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// Every hand.
    pub all: Tally,
    /// The hands involving each technique, in `Technique::ALL` order.
    pub techniques: [Tally; 4],
    /// The hardest hand solved within its limit (by the model's estimate).
    pub hardest: Option<Entry>,
    /// The level after each hand, in the model's seconds.
    pub levels: Vec<f64>,
}

impl Progress {
    pub fn of(journal: &Journal, history: &History) -> Progress {
        let entries = &journal.entries;
        let limit = f64::from(journal.limit);
        Progress {
            all: Tally::of(entries.iter()),
            techniques: [0, 1, 2, 3].map(|i| Tally::of(entries.iter().filter(|e| e.involves(i)))),
            hardest: entries
                .iter()
                .filter(|e| e.solved().is_some())
                .max_by_key(|e| e.estimate)
                .cloned(),
            levels: history
                .ratings
                .iter()
                .map(|r| r.reach(limit, AIM))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::practice::rating::Outcome;

    #[test]
    fn tallies_count_per_technique_and_find_the_hardest_solve() {
        let e = |estimate, techniques, outcome| Entry {
            at: 0,
            values: vec![1, 2, 3, 4],
            estimate,
            techniques,
            limit: 60,
            outcome,
        };
        let journal = Journal {
            entries: vec![
                e(100, 0b0001, Outcome::Solved(300)),
                e(900, 0b0101, Outcome::Solved(100)),
                e(2000, 0b0101, Outcome::Missed),
                e(50, 0b0100, Outcome::Solved(200)),
            ],
            ..Journal::default()
        };
        let p = Progress::of(&journal, &History::of(&journal));
        assert_eq!(
            p.all,
            Tally {
                hands: 4,
                solved: 3,
                median: Some(200)
            }
        );
        assert_eq!(
            p.techniques[0],
            Tally {
                hands: 3,
                solved: 2,
                median: Some(100)
            }
        );
        assert_eq!(p.techniques[1], Tally::default());
        assert_eq!(p.techniques[2].hands, 3);
        assert_eq!(p.hardest.unwrap().estimate, 900);
        assert_eq!(p.levels.len(), 4);
        // Fast solves raise the level, a miss lowers it.
        assert!(p.levels[1] > p.levels[0] && p.levels[2] < p.levels[1]);
    }
}
