//! The players of a room, in the order they took their seats.
//!
//! Promises: nicknames are checked by Unicode's rules
//! ([`crate::nickname::check`]), and no two seated ones look the same; at most [`MAX_PLAYERS`] seats; ids
//! are never reused; while anyone is seated, exactly one of them is the
//! host, and when the host's seat goes, the role passes to the player
//! seated longest, preferring one who is connected.
//!
//! The room's creator (its first seat) is the exception: a teacher who
//! closes the tab must not lose the class. Their seat, once its grace runs
//! out, is held rather than given up: the role passes on while they are
//! away, and their token brings back the seat and the host's role. Only
//! their own `Leave` gives the seat up.

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
    /// What takes the seat back ([`Seats::resume`]).
    pub token: String,
    pub score: u32,
    /// Per round (from round 1), the milliseconds to solve it.
    pub times: Vec<Option<u32>>,
    /// When the player's connection dropped; `None` while connected.
    pub dropped: Option<Instant>,
    /// The extra time the host gave them.
    pub extra: protocol::room::Extra,
    /// Their team, from 1; 0 without teams.
    pub team: u8,
    /// Watching this game rather than playing it (a Challenge's Final).
    pub sits_out: bool,
    /// The creator's seat, kept past its grace for their return.
    held: bool,
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
    /// The room's creator, until they leave.
    creator: Option<u32>,
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
        if id == protocol::room::CREATOR {
            self.creator = Some(id);
        }
        self.list.push(Seat {
            id,
            nickname: name.shown.clone(),
            name,
            token,
            score: 0,
            times: Vec::new(),
            dropped: None,
            extra: protocol::room::Extra::None,
            team: 0,
            sits_out: false,
            held: false,
        });
        Ok(id)
    }

    /// Gives up a seat; the host's role passes on if it was theirs.
    pub fn remove(&mut self, id: u32) {
        self.list.retain(|s| s.id != id);
        if self.creator == Some(id) {
            self.creator = None;
        }
        self.pass_host_from(id);
    }

    /// A seat whose grace ran out: given up, or held if it is the
    /// creator's. The host's role passes on either way.
    pub fn lapse(&mut self, id: u32) {
        if self.creator != Some(id) {
            return self.remove(id);
        }
        if let Some(seat) = self.get_mut(id) {
            seat.held = true;
        }
        self.pass_host_from(id);
    }

    /// Passes the host's role from `id`, if it is theirs, to the player
    /// seated longest who is here, or else to anyone seated (a held seat
    /// last: while anyone is seated, the host is).
    fn pass_host_from(&mut self, id: u32) {
        if self.host != id {
            return;
        }
        let others = || self.list.iter().filter(|s| s.id != id && !s.held);
        let next = others()
            .find(|s| s.connected())
            .or(others().next())
            .or(self.list.iter().find(|s| s.id != id));
        if let Some(seat) = next {
            self.host = seat.id;
        }
    }

    /// Takes a seat back by its token; the creator gets the host's role
    /// back with it.
    pub fn resume(&mut self, token: &str) -> Option<u32> {
        let seat = self.list.iter_mut().find(|s| s.token == token)?;
        seat.dropped = None;
        seat.held = false;
        let id = seat.id;
        if self.creator == Some(id) {
            self.host = id;
        }
        Some(id)
    }

    pub fn host(&self) -> u32 {
        self.host
    }

    /// Seat `id`'s nickname as nicknames are compared.
    pub fn name(&self, id: u32) -> Option<Name> {
        self.get(id).map(|s| s.name.clone())
    }

    pub fn get(&self, id: u32) -> Option<&Seat> {
        self.list.iter().find(|s| s.id == id)
    }

    pub fn get_mut(&mut self, id: u32) -> Option<&mut Seat> {
        self.list.iter_mut().find(|s| s.id == id)
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

    /// No one is seated but a held seat, whose holder may never return.
    pub fn is_empty(&self) -> bool {
        self.list.iter().all(|s| s.held)
    }

    /// The seats whose players dropped `grace` or longer before `now`.
    pub fn lapsed(&self, now: Instant, grace: Duration) -> Vec<u32> {
        self.list
            .iter()
            .filter(|s| {
                !s.held
                    && s.dropped
                        .is_some_and(|t| now.saturating_duration_since(t) >= grace)
            })
            .map(|s| s.id)
            .collect()
    }

    /// When the next dropped seat lapses.
    pub fn next_lapse(&self, grace: Duration) -> Option<Instant> {
        self.list
            .iter()
            .filter(|s| !s.held)
            .filter_map(|s| s.dropped)
            .min()
            .map(|t| t + grace)
    }

    /// The room's creator, while seated.
    pub fn creator(&self) -> Option<u32> {
        self.creator
    }

    /// Every player, as the room sees them: all but `runner`, the seat
    /// that runs the room without playing.
    pub fn views(&self, runner: Option<u32>) -> Vec<Player> {
        self.list
            .iter()
            .filter(|s| Some(s.id) != runner)
            .map(|s| Player {
                id: s.id,
                nickname: s.nickname.clone(),
                score: s.score,
                connected: s.connected(),
                team: s.team,
                sits_out: s.sits_out,
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

    #[test]
    fn the_creators_seat_is_held_and_their_token_brings_back_the_role() {
        let mut seats = Seats::default();
        for name in ["teacher", "a", "b"] {
            seats.add(name, name.into()).unwrap();
        }
        seats.get_mut(0).unwrap().dropped = Some(Instant::now());
        seats.lapse(0);
        assert_eq!(seats.host(), 1, "a hosts while the teacher is away");
        assert!(seats.get(0).is_some(), "the seat is held");
        assert_eq!(
            seats.lapsed(Instant::now(), Duration::ZERO),
            vec![] as Vec<u32>
        );
        assert_eq!(seats.next_lapse(Duration::ZERO), None);
        assert_eq!(seats.resume("teacher"), Some(0));
        assert_eq!(seats.host(), 0);
        // Another player's lapse gives their seat up; a player's token
        // brings back no role.
        seats.lapse(2);
        assert!(seats.get(2).is_none());
        seats.remove(0);
        assert_eq!(seats.host(), 1);
        assert_eq!(seats.resume("a"), Some(1));
        assert_eq!(seats.add("c", "c".into()), Ok(3));
        seats.get_mut(1).unwrap().dropped = Some(Instant::now());
        seats.lapse(1);
        assert!(seats.get(1).is_none(), "only the creator's seat is held");
    }

    #[test]
    fn a_held_seat_alone_is_an_empty_room_and_hosts_it() {
        let mut seats = Seats::default();
        seats.add("teacher", "t".into()).unwrap();
        seats.add("a", "a".into()).unwrap();
        seats.lapse(0);
        assert!(!seats.is_empty());
        assert_eq!(seats.host(), 1);
        // The fuzzer's case: everyone away, then gone; the role does not
        // stay with a seat that is no more.
        seats.lapse(1);
        assert!(seats.is_empty());
        assert_eq!(seats.host(), 0);
    }
}
