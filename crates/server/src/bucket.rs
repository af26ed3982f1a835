//! A token bucket: the one rate limit, for a connection's messages, an
//! address's guesses at room codes, and its HTTP requests ([`PerAddress`]).
//!
//! A bucket holds up to `capacity` tokens and gains `per_second` of them
//! each second; each event takes one, and an event that finds none is
//! refused. So at most `capacity` events pass at once, and `per_second` a
//! second after that. The clock is a parameter, so it is tested without
//! waiting.

use std::net::IpAddr;
use std::time::Instant;

/// Unknown codes (of rooms, of homework) an address may try at once.
pub const GUESS_BURST: u32 = 60;
/// ...and a minute after that.
pub const GUESSES_PER_MINUTE: f64 = 30.0;

/// The address a limit counts against: an IPv4 address, or an IPv6
/// address by its /48 prefix (one site's), so that a client cannot pass a
/// limit by taking another address of its own.
pub fn guesser(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let mut s = v6.segments();
                s[3..].fill(0);
                IpAddr::from(s)
            }
        },
    }
}

#[derive(Clone, Debug)]
pub struct Bucket {
    capacity: f64,
    per_second: f64,
    tokens: f64,
    last: Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(capacity: u32, per_second: f64, now: Instant) -> Bucket {
        Bucket {
            capacity: f64::from(capacity),
            per_second,
            tokens: f64::from(capacity),
            last: now,
        }
    }

    fn refill(&mut self, now: Instant) {
        let gained = now.saturating_duration_since(self.last).as_secs_f64() * self.per_second;
        self.tokens = (self.tokens + gained).min(self.capacity);
        self.last = now;
    }

    /// Whether an event at `now` may pass; if so it takes a token.
    pub fn take(&mut self, now: Instant) -> bool {
        self.refill(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether a token is there, without taking it.
    pub fn has(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= 1.0
    }

    /// Whether the bucket is full at `now`: it remembers nothing then, and
    /// may be forgotten.
    pub fn is_full(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= self.capacity
    }
}

/// A bucket per address ([`guesser`]), made full when the address is
/// first seen; full ones are forgotten once more than `PerAddress::KEPT`
/// addresses are held, so that memory stays bounded.
pub struct PerAddress {
    buckets: std::sync::Mutex<std::collections::HashMap<IpAddr, Bucket>>,
    capacity: u32,
    per_second: f64,
}

impl PerAddress {
    const KEPT: usize = 4096;

    pub fn new(capacity: u32, per_second: f64) -> PerAddress {
        PerAddress {
            buckets: Default::default(),
            capacity,
            per_second,
        }
    }

    /// Whether `ip` has a token left now, without taking it.
    pub fn has(&self, ip: IpAddr) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        buckets.get_mut(&guesser(ip)).is_none_or(|b| b.has(now))
    }

    /// Whether an event from `ip` may pass now; if so it takes a token.
    pub fn take(&self, ip: IpAddr) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        let taken = buckets
            .entry(guesser(ip))
            .or_insert_with(|| Bucket::new(self.capacity, self.per_second, now))
            .take(now);
        if buckets.len() > Self::KEPT {
            buckets.retain(|_, b| !b.is_full(now));
        }
        taken
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_passes_then_the_rate() {
        let t0 = Instant::now();
        let mut b = Bucket::new(20, 20.0, t0);
        let passed = (0..30).filter(|_| b.take(t0)).count();
        assert_eq!(passed, 20);
        assert!(!b.take(t0 + Duration::from_millis(49)));
        assert!(b.take(t0 + Duration::from_millis(50)));
        assert!(!b.take(t0 + Duration::from_millis(50)));
        // A second later it is full again, and no fuller.
        let later = t0 + Duration::from_secs(10);
        assert!(b.is_full(later));
        assert_eq!((0..30).filter(|_| b.take(later)).count(), 20);
    }

    #[test]
    fn has_takes_nothing() {
        let t0 = Instant::now();
        let mut b = Bucket::new(1, 0.1, t0);
        assert!(b.has(t0) && b.has(t0));
        assert!(b.take(t0));
        assert!(!b.has(t0));
        assert!(b.has(t0 + Duration::from_secs(10)));
    }
}
