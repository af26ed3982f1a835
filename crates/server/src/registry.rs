//! Every room of the server, by code: creating one (within the cap on
//! rooms, and on rooms per address, with a fresh random code), finding one
//! (within the bound on guesses), and forgetting one when its task ends.
//!
//! The bound on guesses: each client address (an IPv6 address by its /48
//! prefix, as much as one site is usually given) has a bucket of
//! [`GUESS_BURST`] tries at codes that match no room, refilled at
//! [`GUESSES_PER_MINUTE`]; a code that matches a room costs nothing. An
//! empty bucket refuses every lookup from that address, found or not, so a
//! guesser learns nothing more. A class of 30 behind one address may so
//! mistype 60 codes at once and 30 a minute after that and still join; a
//! guesser with a whole /48 finds one of 1000 open rooms about once in 25
//! days (2^30 codes / 1000 rooms / 30 a minute / 1440 minutes a day).
//! Taking a seat back ([`Registry::lookup`]) is no guess: it carries its
//! 128-bit token, and a room that is gone answers as a wrong token does.

use crate::bucket::{guesser, Bucket};
use crate::dealer::Dealer;
use crate::random;
use crate::room::{Room, Timing};
use crate::room_task::{self, RoomHandle};
use protocol::room::{ErrorKind, RoomCode, Settings};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

pub use crate::bucket::{GUESSES_PER_MINUTE, GUESS_BURST};
pub use crate::config::ROOMS_PER_ADDRESS;
/// Buckets kept before full ones (addresses that stopped guessing) are
/// forgotten.
const GUESSERS_KEPT: usize = 4096;

pub struct Registry {
    /// Every room's deals.
    dealer: Arc<Dealer>,
    /// Each room, with the address (as [`guesser`] counts it) that made it.
    rooms: Mutex<HashMap<RoomCode, (RoomHandle, IpAddr)>>,
    guessers: Mutex<HashMap<IpAddr, Bucket>>,
    max_rooms: usize,
    rooms_per_address: usize,
    timing: Timing,
    idle: Duration,
}

/// A poisoned lock only means a panic elsewhere; the maps stay usable.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Registry {
    pub fn new(
        (max_rooms, rooms_per_address): (usize, usize),
        timing: Timing,
        idle: Duration,
    ) -> Arc<Registry> {
        Arc::new(Registry {
            dealer: Arc::default(),
            rooms: Mutex::new(HashMap::new()),
            guessers: Mutex::new(HashMap::new()),
            max_rooms,
            rooms_per_address,
            timing,
            idle,
        })
    }

    /// Opens a room with `settings` for `ip`, and starts its task.
    pub fn create(
        self: &Arc<Self>,
        settings: Settings,
        ip: IpAddr,
    ) -> Result<RoomHandle, ErrorKind> {
        settings.check().map_err(|_| ErrorKind::BadSettings)?;
        let owner = guesser(ip);
        let mut rooms = lock(&self.rooms);
        if rooms.len() >= self.max_rooms {
            tracing::warn!(max = self.max_rooms, "a room refused: every room is taken");
            return Err(ErrorKind::TooManyRooms);
        }
        if rooms.values().filter(|(_, o)| *o == owner).count() >= self.rooms_per_address {
            tracing::warn!(
                max = self.rooms_per_address,
                "a room refused: its address holds as many as one may"
            );
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
        let dealer = (Arc::clone(&self.dealer), owner);
        let handle = room_task::spawn(code, room, self.idle, dealer, move || registry.remove(code));
        rooms.insert(code, (handle.clone(), owner));
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
        if let Some(handle) = self.lookup(code) {
            return Ok(handle);
        }
        bucket.take(now);
        if guessers.len() > GUESSERS_KEPT {
            guessers.retain(|_, b| !b.is_full(now));
        }
        Err(ErrorKind::NoSuchRoom)
    }

    /// The room with `code`, if there is one, as a seat's token asks for
    /// it: no guess.
    pub fn lookup(&self, code: RoomCode) -> Option<RoomHandle> {
        lock(&self.rooms)
            .get(&code)
            .map(|(handle, _)| handle.clone())
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
    fn ipv6_guessers_are_counted_by_their_48_prefix() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:ffff:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:2::1".parse().unwrap();
        assert_eq!(guesser(a), guesser(b));
        assert_ne!(guesser(a), guesser(c));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(guesser(mapped), "192.0.2.7".parse::<IpAddr>().unwrap());
    }
}
