//! The page's one socket to the Rooms server, as the model sees it: whether
//! one is wanted, being opened, open, or waiting to be opened again after a
//! drop, and why there is none.
//!
//! Every socket the page opens has an attempt number; the view opens the
//! one the state names ([`Socket::live`]) and reports its events with that
//! number, so the events of a socket the state has given up on are ignored.
//!
//! Promises: after a drop the page tries again after
//! [`backoff`]`(n)` milliseconds (0.5 s doubling to 8 s) and gives up once
//! the first drop is [`GIVE_UP_MS`] old, the time the server keeps a seat;
//! a socket that never opened at all means there is no Rooms server here,
//! and the page does not retry on its own; a seat taken by another tab
//! (close code [`SEAT_ELSEWHERE`]) or a server of another version (close
//! code [`POLICY`]) is never retried either.

use protocol::room::RECONNECT_SECONDS;

/// How long after a drop the page stops trying: as long as the server
/// keeps the seat.
pub const GIVE_UP_MS: u64 = RECONNECT_SECONDS as u64 * 1000;

/// The first wait before trying again, and the longest.
pub const FIRST_RETRY_MS: u32 = 500;
pub const LONGEST_RETRY_MS: u32 = 8000;

/// Close codes the server uses that change what the page does.
pub use protocol::room::close::{NORMAL, POLICY, SEAT_ELSEWHERE};

/// The wait before try `n` (from 0) after a drop: 0.5 s, doubling, at most
/// 8 s.
pub fn backoff(n: u32) -> u32 {
    FIRST_RETRY_MS
        .saturating_mul(1u32.checked_shl(n).unwrap_or(u32::MAX))
        .min(LONGEST_RETRY_MS)
}

/// Where the socket is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Socket {
    /// None is wanted: the page is not in the Rooms view.
    #[default]
    Off,
    /// Socket `attempt` is being opened.
    Opening {
        attempt: u32,
    },
    Open {
        attempt: u32,
    },
    /// It dropped: socket `attempt` is to be opened after `delay` ms.
    Waiting {
        attempt: u32,
        delay: u32,
    },
    /// The first socket never opened: this host has no Rooms server.
    Unavailable,
    /// It dropped and did not come back within [`GIVE_UP_MS`].
    GaveUp,
    /// Another tab took this page's seat.
    Elsewhere,
    /// The server speaks another version of the protocol: reload.
    Reload,
}

impl Socket {
    /// The socket the view is to hold open (or be opening), by attempt.
    pub fn live(self) -> Option<u32> {
        match self {
            Socket::Opening { attempt } | Socket::Open { attempt } => Some(attempt),
            _ => None,
        }
    }

    /// The socket to open after a wait: `(attempt, delay in ms)`.
    pub fn waiting(self) -> Option<(u32, u32)> {
        match self {
            Socket::Waiting { attempt, delay } => Some((attempt, delay)),
            _ => None,
        }
    }

    /// The open socket's attempt.
    pub fn open(self) -> Option<u32> {
        match self {
            Socket::Open { attempt } => Some(attempt),
            _ => None,
        }
    }

    /// Whether it stopped for good (until the user tries again or
    /// reloads).
    pub fn stopped(self) -> bool {
        matches!(
            self,
            Socket::Unavailable | Socket::GaveUp | Socket::Elsewhere | Socket::Reload
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_half_a_second_to_eight() {
        let waits: Vec<u32> = (0..7).map(backoff).collect();
        assert_eq!(waits, [500, 1000, 2000, 4000, 8000, 8000, 8000]);
        assert_eq!(backoff(40), LONGEST_RETRY_MS);
        assert_eq!(backoff(u32::MAX), LONGEST_RETRY_MS);
        // Within the seat's grace there is time for a dozen tries.
        let tries = (0..)
            .scan(0u64, |spent, n| {
                *spent += u64::from(backoff(n));
                (*spent < GIVE_UP_MS).then_some(())
            })
            .count();
        assert_eq!(tries, 10);
    }
}
