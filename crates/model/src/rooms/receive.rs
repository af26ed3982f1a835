//! What the server says, applied to what the page knows: each
//! [`ServerMsg`] in turn.
//!
//! Promises: the room is replaced whole by `Welcome` and changed part by
//! part by the rest, never ahead of the server; the clock of a round runs
//! from the moment it was dealt, however late the page learns of it
//! (`elapsed_ms`); this player's table is dealt afresh with every round;
//! a line of the scoreboard is added once per player and round.

use super::{Room, Rooms, Said, Seat, Socket, Went};
use crate::play::table::{Rules, Table};
use protocol::room::{CloseReason, ErrorKind, Phase, Round, ServerMsg, Snapshot};

impl Rooms {
    /// One message from the server, at `now`.
    pub(super) fn receive(&mut self, msg: ServerMsg, now: u64) -> Option<Went> {
        match msg {
            ServerMsg::Welcome { code, seat, state } => {
                self.entering = false;
                self.entry = None;
                self.settled();
                if self.report.as_ref().is_some_and(|(c, _)| *c != code) {
                    self.report = None;
                }
                let me = seat.as_ref().map(|s| s.id);
                self.seat = seat.map(|s| Seat {
                    code,
                    token: s.token,
                });
                self.welcome(code, me, state, now);
                return Some(Went::In(code));
            }
            ServerMsg::Settings(settings) => {
                if let Some(room) = &mut self.room {
                    room.settings = settings;
                    self.form.follow(settings);
                }
            }
            ServerMsg::Players { host, players } => self.players(host, players),
            ServerMsg::Round(round) => {
                // A new game: the last one's report is done with.
                if round.number == 1 {
                    self.report = None;
                }
                if let Some(room) = &mut self.room {
                    deal(room, round, Vec::new(), now);
                }
            }
            ServerMsg::Scored {
                round,
                solved,
                score,
            } => {
                let Some(room) = &mut self.room else {
                    return None;
                };
                if let Phase::Playing {
                    round: r,
                    solved: list,
                }
                | Phase::Reveal {
                    round: r,
                    solved: list,
                    ..
                } = &mut room.phase
                {
                    if r.number == round && list.iter().all(|s| s.player != solved.player) {
                        list.push(solved);
                    }
                }
                if let Some(p) = room.players.iter_mut().find(|p| p.id == solved.player) {
                    p.score = score;
                }
            }
            ServerMsg::Verdict { round, verdict } => {
                if let Some(room) = self.room.as_mut().filter(|r| r.playing() == Some(round)) {
                    room.verdict = Some(verdict);
                }
            }
            ServerMsg::RoundEnded(end) => {
                let Some(room) = &mut self.room else {
                    return None;
                };
                let phase = std::mem::replace(&mut room.phase, Phase::Lobby);
                room.phase = match phase {
                    Phase::Playing { round, solved } if round.number == end.number => {
                        room.next_at = end.next_in_ms.map(|ms| now.saturating_add(u64::from(ms)));
                        Phase::Reveal { round, solved, end }
                    }
                    other => other,
                };
            }
            ServerMsg::GameOver { standings } => {
                if let Some(room) = &mut self.room {
                    room.next_at = None;
                    let before = std::mem::replace(&mut room.phase, Phase::Over { standings });
                    // The last round's solutions stay on show beside the
                    // standings.
                    if let Phase::Reveal { round, end, .. } = before {
                        room.last = Some((round, end));
                    }
                }
            }
            ServerMsg::Left => {
                self.seat = None;
                self.leave_room();
                return Some(Went::Out);
            }
            ServerMsg::Removed => {
                self.seat = None;
                self.leave_room();
                self.said = Some(Said::Removed);
                return Some(Went::Out);
            }
            ServerMsg::Locked(locked) => {
                if let Some(room) = &mut self.room {
                    room.locked = locked;
                }
            }
            ServerMsg::Extra { player, extra } => {
                if let Some(room) = &mut self.room {
                    room.extras.retain(|(p, _)| *p != player);
                    if extra != protocol::room::Extra::None {
                        room.extras.push((player, extra));
                    }
                }
            }
            ServerMsg::LockedOut { round, player } => {
                let on_show = self.room.as_mut().and_then(|r| match &mut r.phase {
                    Phase::Playing { round: r, .. } if r.number == round => Some(r),
                    _ => None,
                });
                if let Some(r) = on_show.filter(|r| !r.out.contains(&player)) {
                    r.out.push(player);
                }
            }
            ServerMsg::Report(report) => {
                if let Some(room) = &self.room {
                    self.report = Some((room.code, report));
                }
            }
            ServerMsg::Error(kind) => return self.refused(kind),
            ServerMsg::Closed(why) => {
                self.said = Some(Said::Closed(why));
                if why == CloseReason::Idle {
                    self.seat = None;
                    self.leave_room();
                    return Some(Went::Out);
                }
            }
            ServerMsg::Reload { .. } => self.socket = Socket::Reload,
        }
        None
    }

    /// The whole room, on entering it.
    fn welcome(
        &mut self,
        code: protocol::room::RoomCode,
        me: Option<u32>,
        state: Snapshot,
        now: u64,
    ) {
        let Snapshot {
            settings,
            host,
            players,
            phase,
            locked,
            final_game,
        } = state;
        self.form.follow(settings);
        let mut room = Room {
            code,
            me,
            settings,
            host,
            players,
            phase: Phase::Lobby,
            dealt_at: at(now),
            next_at: None,
            table: Table::default(),
            verdict: None,
            last: None,
            asking_to_leave: false,
            removing: None,
            locked,
            extras: Vec::new(),
            final_game,
        };
        match phase {
            Phase::Playing { round, solved } => deal(&mut room, round, solved, now),
            Phase::Reveal { round, solved, end } => {
                room.dealt_at = at(now) - i64::from(round.elapsed_ms);
                room.next_at = end.next_in_ms.map(|ms| now.saturating_add(u64::from(ms)));
                room.phase = Phase::Reveal { round, solved, end };
            }
            other => room.phase = other,
        }
        self.room = Some(room);
    }

    /// Who is in the room: a host who is not the last one is named (a host
    /// who does not play, and so is not listed, comes back unannounced).
    fn players(&mut self, host: u32, players: Vec<protocol::room::Player>) {
        let Some(room) = &mut self.room else {
            return;
        };
        if host != room.host {
            let you = room.me == Some(host);
            let name = players
                .iter()
                .find(|p| p.id == host)
                .map(|p| p.nickname.clone());
            if you || name.is_some() {
                let name = name.unwrap_or_default();
                self.said = Some(Said::HostNow { you, name });
            }
            if you {
                self.form.follow(room.settings);
            }
        }
        room.host = host;
        room.players = players;
    }

    /// The server refused the last message. One that entered a room
    /// fails the entry; a seat that is gone is forgotten.
    fn refused(&mut self, kind: ErrorKind) -> Option<Went> {
        let entering = std::mem::take(&mut self.entering);
        let resuming = entering && self.seat.is_some();
        if entering {
            self.entry = None;
        }
        if resuming && matches!(kind, ErrorKind::SeatGone | ErrorKind::NoSuchRoom) {
            // The seat lapsed: the page may join the room again. The room
            // is gone: its link goes too. Either way what was on show is
            // no more.
            self.seat = None;
            self.room = None;
            self.said = Some(Said::Gone);
            return (kind == ErrorKind::NoSuchRoom).then_some(Went::Out);
        }
        self.said = Some(Said::Refused(kind));
        None
    }
}

/// Round `round` is on: everyone's clock from its deal, this player's
/// table afresh.
fn deal(room: &mut Room, round: Round, solved: Vec<protocol::room::Solved>, now: u64) {
    room.dealt_at = at(now) - i64::from(round.elapsed_ms);
    room.next_at = None;
    room.verdict = None;
    room.last = None;
    room.final_game = round.final_game;
    let cards: Option<Vec<cards::Card>> = round.cards.iter().map(|c| c.to_card()).collect();
    let rules = Rules {
        faces: room.settings.faces,
        integers: room.settings.integers,
    };
    room.table = cards.map(|c| Table::new(&c, rules)).unwrap_or_default();
    room.phase = Phase::Playing { round, solved };
}

/// The page's `now` as a signed time, so that a moment before the page
/// loaded (a round dealt before a reload) is below zero, not zero.
fn at(now: u64) -> i64 {
    i64::try_from(now).unwrap_or(i64::MAX)
}
