//! What the browser keeps of practice: the time limit the player set, and
//! every hand played, in order. Everything else (the rating, sessions, the
//! hands due again, progress) is derived from it (`history.rs`), so that a
//! file written on one browser and read on another gives the same picture.
//!
//! Promises: entries are in the order they were played, each with a limit
//! within [`LIMITS`]; [`Journal::merge`] keeps every entry of both journals
//! once, in time order.

use super::rating::Outcome;

/// The time limits a player may set, in seconds.
pub const LIMITS: (u16, u16) = (10, 600);
/// The time limit of a new player.
pub const DEFAULT_LIMIT: u16 = 60;

/// The techniques a hand involves, bit `i` for
/// [`Technique::ALL`](solver::difficulty::Technique::ALL)`[i]`.
pub type TechniqueBits = u8;

/// One hand played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// When it was started, in seconds since 1970.
    pub at: u64,
    /// Its values, sorted.
    pub values: Vec<u8>,
    /// The difficulty model's estimate, in tenths of a second.
    pub estimate: u32,
    pub techniques: TechniqueBits,
    /// The time limit it was played with, in seconds.
    pub limit: u16,
    pub outcome: Outcome,
}

impl Entry {
    /// Solved within its limit.
    pub fn solved(&self) -> Option<u32> {
        match self.outcome {
            Outcome::Solved(t) => Some(t),
            Outcome::Missed => None,
        }
    }

    /// Whether it involves technique `i` of `Technique::ALL`.
    pub fn involves(&self, i: usize) -> bool {
        self.techniques >> i & 1 == 1
    }

    /// The estimate in seconds.
    pub fn seconds(&self) -> f64 {
        f64::from(self.estimate) / 10.0
    }
}

/// The player's practice, as kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Journal {
    /// The time limit for the next hand, in seconds, within [`LIMITS`].
    pub limit: u16,
    pub entries: Vec<Entry>,
}

impl Default for Journal {
    fn default() -> Journal {
        Journal {
            limit: DEFAULT_LIMIT,
            entries: Vec::new(),
        }
    }
}

impl Journal {
    /// A limit as kept: within [`LIMITS`].
    pub fn clamp_limit(limit: u16) -> u16 {
        limit.clamp(LIMITS.0, LIMITS.1)
    }

    /// Both journals' entries, each once, in time order (a stable sort, so
    /// entries of the same second keep their order); this journal's limit.
    pub fn merge(&self, other: &Journal) -> Journal {
        let mut entries = self.entries.clone();
        for entry in &other.entries {
            if !entries.contains(entry) {
                entries.push(entry.clone());
            }
        }
        entries.sort_by_key(|e| e.at);
        Journal {
            limit: self.limit,
            entries,
        }
    }
}
