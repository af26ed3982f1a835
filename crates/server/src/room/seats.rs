//! The players of a room, in the order they took their seats.
//!
//! Promises: nicknames are checked by Unicode's rules
//! ([`crate::nickname::check`]), and no two seated ones look the same; at most [`MAX_PLAYERS`] seats; ids
//! are never reused; while anyone is seated, exactly one of them is the
//! host, and when the host's seat goes, the role passes to the player
//! seated longest, preferring one who is connected.

use crate::nickname::{self, Name};
use protocol::room::{ErrorKind, Player, MAX_PLAYERS};
use std::time::{Duration, Instant};

/// One player's seat.
#[derive(Clone, Debug)]
pub struct Seat {
    pub id: u32,
    pub nickname: String,
    /// The nickname as it is compared.
    name: Name,
    /// What takes the seat back ([`Seats::by_token`]).
    pub token: String,
    pub score: u32,
    /// Per round (from round 1), the milliseconds to solve it.
    pub times: Vec<Option<u32>>,
    /// When the player's connection dropped; `None` while connected.
    pub dropped: Option<Instant>,
}

impl Seat {
    pub fn connected(&self) -> bool {
        self.dropped.is_none()
    }

    /// Records round `number`'s time.
    pub fn set_time(&mut self, number: u32, ms: u32) {
        let i = number.saturating_sub(1) as usize;
        if self.times.len() <= i {
            self.times.resize(i + 1, None);
        }
        self.times[i] = Some(ms);
    }
}

#[derive(Clone, Debug, Default)]
pub struct Seats {
    list: Vec<Seat>,
    next_id: u32,
    host: u32,
}

impl Seats {
    /// Seats a new player; the first one seated hosts.
    pub fn add(&mut self, name: &str, token: String) -> Result<u32, ErrorKind> {
        let name = nickname::check(name)?;
        if self.list.iter().any(|s| s.name.same(&name)) {
            return Err(ErrorKind::NicknameTaken);
        }
        if self.list.len() >= MAX_PLAYERS {
            return Err(ErrorKind::RoomFull);
        }
        let id = self.next_id;
        self.next_id += 1;
        if self.list.is_empty() {
            self.host = id;
        }
        self.list.push(Seat {
            id,
            nickname: name.shown.clone(),
            name,
            token,
            score: 0,
            times: Vec::new(),
            dropped: None,
        });
        Ok(id)
    }

    /// Gives up a seat; the host's role passes on if it was theirs.
    pub fn remove(&mut self, id: u32) {
        self.list.retain(|s| s.id != id);
        if self.host == id {
            let next = self
                .list
                .iter()
                .find(|s| s.connected())
                .or(self.list.first());
            if let Some(seat) = next {
                self.host = seat.id;
            }
        }
    }

    pub fn host(&self) -> u32 {
        self.host
    }

    pub fn get(&self, id: u32) -> Option<&Seat> {
        self.list.iter().find(|s| s.id == id)
    }

    pub fn get_mut(&mut self, id: u32) -> Option<&mut Seat> {
        self.list.iter_mut().find(|s| s.id == id)
    }

    pub fn by_token(&mut self, token: &str) -> Option<&mut Seat> {
        self.list.iter_mut().find(|s| s.token == token)
    }

    pub fn iter(&self) -> impl Iterator<Item = &Seat> {
        self.list.iter()
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut Seat> {
        self.list.iter_mut()
    }

    /// How many are seated.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The seats whose players dropped `grace` or longer before `now`.
    pub fn lapsed(&self, now: Instant, grace: Duration) -> Vec<u32> {
        self.list
            .iter()
            .filter(|s| {
                s.dropped
                    .is_some_and(|t| now.saturating_duration_since(t) >= grace)
            })
            .map(|s| s.id)
            .collect()
    }

    /// When the next dropped seat lapses.
    pub fn next_lapse(&self, grace: Duration) -> Option<Instant> {
        self.list
            .iter()
            .filter_map(|s| s.dropped)
            .min()
            .map(|t| t + grace)
    }

    /// Everyone, as the room sees them.
    pub fn views(&self) -> Vec<Player> {
        self.list
            .iter()
            .map(|s| Player {
                id: s.id,
                nickname: s.nickname.clone(),
                score: s.score,
                connected: s.connected(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nicknames_are_checked_and_unique_ignoring_case() {
        let mut seats = Seats::default();
        assert_eq!(seats.add(" Ada ", "t0".into()), Ok(0));
        assert_eq!(seats.get(0).unwrap().nickname, "Ada");
        assert_eq!(seats.add("ADA", "t1".into()), Err(ErrorKind::NicknameTaken));
        assert_eq!(seats.add("", "t1".into()), Err(ErrorKind::NicknameEmpty));
        assert_eq!(
            seats.add("a\u{0}", "t1".into()),
            Err(ErrorKind::NicknameNotText)
        );
        assert_eq!(
            seats.add(&"x".repeat(21), "t1".into()),
            Err(ErrorKind::NicknameTooLong)
        );
        assert_eq!(seats.add("Bo", "t1".into()), Ok(1));
    }

    #[test]
    fn at_most_sixty_seats() {
        let mut seats = Seats::default();
        for i in 0..MAX_PLAYERS {
            seats.add(&format!("p{i}"), format!("t{i}")).unwrap();
        }
        assert_eq!(seats.add("late", "t".into()), Err(ErrorKind::RoomFull));
        seats.remove(3);
        assert_eq!(seats.add("late", "t".into()), Ok(MAX_PLAYERS as u32));
    }

    #[test]
    fn the_host_role_passes_to_the_longest_seated_connected_player() {
        let mut seats = Seats::default();
        for name in ["a", "b", "c", "d"] {
            seats.add(name, name.into()).unwrap();
        }
        assert_eq!(seats.host(), 0);
        seats.remove(2);
        assert_eq!(seats.host(), 0);
        seats.get_mut(1).unwrap().dropped = Some(Instant::now());
        seats.remove(0);
        assert_eq!(seats.host(), 3, "b is not connected");
        seats.remove(3);
        assert_eq!(seats.host(), 1, "b is all there is");
        // Ids are never reused.
        assert_eq!(seats.add("e", "e".into()), Ok(4));
    }
}
