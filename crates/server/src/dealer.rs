//! Dealing bounded, so that a Start cannot be used to burn the server's
//! CPU: a deal may search for a second and a half ([`crate::deal::BUDGET`])
//! and find nothing.
//!
//! Promises:
//! - deals run one at a time for the whole server, off the runtime's
//!   threads: at most one core deals, whatever the rooms ask;
//! - settings whose deal found no hand are remembered (the last
//!   [`REMEMBERED`]), and dealt again at no cost: at once, nothing;
//! - each address (as the registry counts it) may fail
//!   [`FAILURES_BURST`] deals at once and [`FAILURES_PER_MINUTE`] after
//!   that; past it, its rooms' deals are refused at once. A room whose deal
//!   comes to nothing says so to its host ([`protocol::room::ErrorKind::NoHand`]).

use crate::bucket::Bucket;
use crate::deal::{deal, decoy, Hand};
use crate::random;
use protocol::room::Settings;
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;
use tokio::sync::Semaphore;

/// Settings remembered as dealing nothing.
pub const REMEMBERED: usize = 1024;
/// Deals that found nothing an address may run at once...
pub const FAILURES_BURST: u32 = 3;
/// ...and a minute after that.
pub const FAILURES_PER_MINUTE: f64 = 2.0;
/// Addresses kept before those with a full bucket are forgotten.
const ADDRESSES_KEPT: usize = 4096;

pub struct Dealer {
    lane: Semaphore,
    /// Settings, and whether a decoy was asked.
    undealable: Mutex<VecDeque<(Settings, bool)>>,
    failures: Mutex<HashMap<IpAddr, Bucket>>,
}

impl Default for Dealer {
    fn default() -> Dealer {
        Dealer {
            lane: Semaphore::new(1),
            undealable: Mutex::new(VecDeque::new()),
            failures: Mutex::new(HashMap::new()),
        }
    }
}

/// A poisoned lock only means a panic elsewhere; the data stay usable.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Dealer {
    /// A hand for `settings` (a Challenge's decoy with `decoy`), for a
    /// room of `owner`'s; `None` when none was found, or none may be
    /// looked for.
    pub async fn deal(&self, owner: IpAddr, settings: Settings, decoy: bool) -> Option<Hand> {
        // In turn, so that what the deals before found counts.
        let _turn = self.lane.acquire().await.ok()?;
        let key = (settings, decoy);
        if lock(&self.undealable).contains(&key) {
            tracing::debug!("a deal refused: its settings are known to deal nothing");
            return None;
        }
        if !self.may_fail(owner) {
            tracing::warn!("a deal refused: its address has failed too many deals");
            return None;
        }
        let hand = match tokio::task::spawn_blocking(move || match decoy {
            true => self::decoy(&settings, &mut random::os),
            false => deal(&settings, &mut random::os),
        })
        .await
        {
            Ok(hand) => hand,
            // A bug, said aloud; the room goes on as with no hand found.
            Err(e) => {
                tracing::error!("the deal failed: {e}");
                None
            }
        };
        if hand.is_none() {
            self.failed(owner, key);
        }
        hand
    }

    /// Whether `owner` may run a deal that could fail.
    fn may_fail(&self, owner: IpAddr) -> bool {
        let now = Instant::now();
        let mut failures = lock(&self.failures);
        failures
            .get_mut(&owner)
            .is_none_or(|bucket| bucket.has(now))
    }

    /// A deal of `owner`'s for `settings` found nothing.
    fn failed(&self, owner: IpAddr, settings: (Settings, bool)) {
        let now = Instant::now();
        let mut failures = lock(&self.failures);
        failures
            .entry(owner)
            .or_insert_with(|| Bucket::new(FAILURES_BURST, FAILURES_PER_MINUTE / 60.0, now))
            .take(now);
        if failures.len() > ADDRESSES_KEPT {
            failures.retain(|_, b| !b.is_full(now));
        }
        let mut undealable = lock(&self.undealable);
        if undealable.len() >= REMEMBERED {
            undealable.pop_front();
        }
        undealable.push_back(settings);
    }
}
