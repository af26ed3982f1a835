//! Practice: hands at the edge of a player's skill, chosen by the
//! difficulty model, with the progress to show for it.
//!
//! - `rating.rs`: the player's [`Rating`] on the model's scale (their pace
//!   against its estimates), updated after every hand;
//! - `journal.rs`: what is kept, every hand played and the time limit
//!   ([`Journal`]), and `file.rs` its text, for `localStorage` and for
//!   export and import;
//! - `history.rs`: the journal replayed ([`History`]): ratings, sessions,
//!   the missed hands due again;
//! - [`next`]: what to play next: a missed hand due again, or a new hand
//!   whose estimate gives the player a chance of [`AIM`] within the limit
//!   (asked of the solving worker, which deals and rates it);
//! - `progress.rs` and `chart.rs`: what the progress panel shows.
//!
//! Invariants: everything shown is derived from the journal, so the same
//! file gives the same rating, queue and progress anywhere; nothing here
//! solves or rates a hand (the worker does, off the page's main thread).

pub mod chart;
pub mod file;
pub mod history;
pub mod journal;
pub mod progress;
pub mod rating;

pub use history::History;
pub use journal::{Entry, Journal};
pub use progress::Progress;
pub use rating::{Outcome, Rating};

/// The chance of solving within the limit that the next hand aims at.
pub const AIM: f64 = 0.7;
/// The most hands a deal is asked to avoid (`protocol::worker::MAX_AVOIDED`).
pub const AVOID: usize = protocol::worker::MAX_AVOIDED;

/// What to play next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// A missed hand, due again: its values, estimate (tenths) and
    /// techniques.
    Review {
        values: Vec<u8>,
        estimate: u32,
        techniques: u8,
    },
    /// A new hand estimated near `millis`, none of `avoid` (this session's
    /// hands and those waiting to come back).
    Deal { millis: u64, avoid: Vec<Vec<u8>> },
}

/// What to play next at `now` (seconds since 1970).
pub fn next(journal: &Journal, history: &History, now: u64) -> Next {
    if let Some(review) = history.due(now) {
        return Next::Review {
            values: review.values.clone(),
            estimate: review.estimate,
            techniques: review.techniques,
        };
    }
    let session = history.session_at(now);
    let mut avoid: Vec<Vec<u8>> = Vec::new();
    let played = journal
        .entries
        .iter()
        .zip(&history.sessions)
        .rev()
        .take_while(|(_, &s)| s == session)
        .map(|(e, _)| &e.values);
    for values in history.queue.iter().map(|r| &r.values).chain(played) {
        if avoid.len() < AVOID && !avoid.contains(values) {
            avoid.push(values.clone());
        }
    }
    let seconds = history.rating().reach(f64::from(journal.limit), AIM);
    Next::Deal {
        millis: (seconds * 1000.0).round() as u64,
        avoid,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_newcomer_gets_a_hand_they_likely_solve_then_a_missed_one_comes_back() {
        let mut journal = Journal::default();
        let Next::Deal { millis, avoid } = next(&journal, &History::of(&journal), 0) else {
            panic!("a deal first");
        };
        let rating = Rating::NEW;
        let chance = rating.chance(millis as f64 / 1000.0, 60.0);
        assert!((chance - AIM).abs() < 1e-3, "{chance}");
        assert!(avoid.is_empty());
        journal.entries.push(Entry {
            at: 0,
            values: vec![3, 3, 8, 8],
            estimate: 1535,
            techniques: 5,
            limit: 60,
            outcome: Outcome::Missed,
        });
        let h = History::of(&journal);
        let Next::Deal { avoid, .. } = next(&journal, &h, 60) else {
            panic!("the same session deals");
        };
        assert_eq!(avoid, [vec![3, 3, 8, 8]]);
        assert_eq!(
            next(&journal, &h, 7200),
            Next::Review {
                values: vec![3, 3, 8, 8],
                estimate: 1535,
                techniques: 5
            }
        );
    }
}
