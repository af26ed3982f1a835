//! Every room of the server, by code: creating one (within the cap on
//! rooms, with a fresh random code), finding one (within the bound on
//! guesses), and forgetting one when its task ends.
//!
//! The bound on guesses: each client address (an IPv6 address by its /64
//! prefix, which one subscriber usually holds whole) has a bucket of
//! [`GUESS_BURST`] tries at codes that match no room, refilled at
//! [`GUESSES_PER_MINUTE`]. An empty bucket refuses every lookup from that
//! address, found or not, so a guesser learns nothing more. With 1000 rooms
//! open, a sustained 10 guesses a minute finds one about once in 75 days
//! (2^30 codes / 1000 rooms / 10 a minute / 1440 minutes a day).

use crate::bucket::Bucket;
use crate::random;
use crate::room::{Room, Timing};
use crate::room_task::{self, RoomHandle};
use protocol::room::{ErrorKind, RoomCode, Settings};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Unknown codes an address may try at once.
pub const GUESS_BURST: u32 = 10;
/// ...and a minute after that.
pub const GUESSES_PER_MINUTE: f64 = 10.0;
/// Buckets kept before full ones (addresses that stopped guessing) are
/// forgotten.
const GUESSERS_KEPT: usize = 4096;

pub struct Registry {
    rooms: Mutex<HashMap<RoomCode, RoomHandle>>,
    guessers: Mutex<HashMap<IpAddr, Bucket>>,
    max_rooms: usize,
    timing: Timing,
    idle: Duration,
}

/// A poisoned lock only means a panic elsewhere; the maps stay usable.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The address a guess is counted against: IPv6 by its /64 prefix.
fn guesser(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let mut s = v6.segments();
                s[4..].fill(0);
                IpAddr::from(s)
            }
        },
    }
}

impl Registry {
    pub fn new(max_rooms: usize, timing: Timing, idle: Duration) -> Arc<Registry> {
        Arc::new(Registry {
            rooms: Mutex::new(HashMap::new()),
            guessers: Mutex::new(HashMap::new()),
            max_rooms,
            timing,
            idle,
        })
    }

    /// Opens a room with `settings`, and starts its task.
    pub fn create(self: &Arc<Self>, settings: Settings) -> Result<RoomHandle, ErrorKind> {
        settings.check().map_err(|_| ErrorKind::BadSettings)?;
        let mut rooms = lock(&self.rooms);
        if rooms.len() >= self.max_rooms {
            tracing::warn!(max = self.max_rooms, "a room refused: every room is taken");
            return Err(ErrorKind::TooManyRooms);
        }
        let code = loop {
            let code = random::room_code(&mut random::os);
            if !rooms.contains_key(&code) {
                break code;
            }
        };
        let room = Room::new(settings, self.timing);
        let registry = Arc::clone(self);
        let handle = room_task::spawn(code, room, self.idle, move || registry.remove(code));
        rooms.insert(code, handle.clone());
        tracing::info!(room = %code, open = rooms.len(), "room opened");
        Ok(handle)
    }

    /// The room with `code`, asked for from `ip`.
    pub fn find(&self, code: RoomCode, ip: IpAddr) -> Result<RoomHandle, ErrorKind> {
        let now = Instant::now();
        let key = guesser(ip);
        let mut guessers = lock(&self.guessers);
        let bucket = guessers
            .entry(key)
            .or_insert_with(|| Bucket::new(GUESS_BURST, GUESSES_PER_MINUTE / 60.0, now));
        if !bucket.has(now) {
            // No address in the log: the server keeps none.
            tracing::warn!("a lookup refused: its address has guessed too many codes");
            return Err(ErrorKind::TooManyGuesses);
        }
        if let Some(handle) = lock(&self.rooms).get(&code) {
            return Ok(handle.clone());
        }
        bucket.take(now);
        if guessers.len() > GUESSERS_KEPT {
            guessers.retain(|_, b| !b.is_full(now));
        }
        Err(ErrorKind::NoSuchRoom)
    }

    /// Forgets a room whose task has ended.
    pub fn remove(&self, code: RoomCode) {
        let mut rooms = lock(&self.rooms);
        rooms.remove(&code);
        tracing::info!(room = %code, open = rooms.len(), "room closed");
    }

    /// Rooms open now.
    pub fn len(&self) -> usize {
        lock(&self.rooms).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_guessers_are_counted_by_their_64_prefix() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(guesser(a), guesser(b));
        assert_ne!(guesser(a), guesser(c));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(guesser(mapped), "192.0.2.7".parse::<IpAddr>().unwrap());
    }
}
