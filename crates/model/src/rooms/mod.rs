//! Rooms from the page's side: what it knows of the room it is in (its
//! players, the round, the scoreboard, the results), the page's own seat,
//! its socket, and what it has to send.
//!
//! [`Rooms`] is driven by [`RoomAction`]s: what the user does, and what the
//! socket reports, each server message already decoded
//! (`ServerMsg::decode`); [`Rooms::apply`] is pure, so all of it is tested
//! natively. What to send is queued in [`outbox`] for the view to send, on
//! the socket [`socket`] names.
//!
//! Promises:
//! - one socket at a time, only in the Rooms view; on it the page enters
//!   at most one room, by `Resume` when it holds a seat for the link's
//!   room (kept across reloads by the view: the tab's seat, and the
//!   host's in the browser too), else by `Watch` for a projector view, else by what the user asked (`Create`
//!   or `Join`), once the socket is open;
//! - the room's state is the server's: the page changes it only on the
//!   server's word, never on its own guess (a correct answer scores when
//!   the server says `Scored`);
//! - an answer is sent only while this player is in a round they have not
//!   solved: the Play table's last card, as its expression's ASCII text,
//!   or the typed text, within the message size;
//! - a drop is retried with backoff ([`socket`]) and the seat taken back
//!   with `Resume`; a room that is gone, or a seat that lapsed, leaves the
//!   room (and says so), never a page that waits for nothing.

mod form;
pub mod outbox;
mod receive;
pub mod report;
mod said;
pub mod socket;
pub mod solution;
#[cfg(test)]
mod tests;

pub use form::{Form, Setting};
pub use outbox::{Outbox, Outgoing};
pub use said::{About, Said};
pub use socket::Socket;

use crate::play::table::Table;
use crate::play::Move;
use protocol::room::{
    ClientMsg, DecodeError, Phase, Player, RoomCode, ServerMsg, Settings, Solved, MAX_MESSAGE_BYTES,
};
use solver::attempt::Verdict;

/// A seat this page holds: the room, and the token that takes the seat
/// back (after a reload, or the host's return to a closed tab).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub code: RoomCode,
    pub token: String,
}

/// How the page left or entered a room, for the link to follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Went {
    In(RoomCode),
    Out,
}

/// The room the page is in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    pub code: RoomCode,
    /// This page's player id; `None` for a projector view.
    pub me: Option<u32>,
    pub settings: Settings,
    pub host: u32,
    pub players: Vec<Player>,
    pub phase: Phase,
    /// When the round on show was dealt, in the page's milliseconds: before
    /// the page loaded (below zero) for a page that arrives mid-round.
    pub dealt_at: i64,
    /// When the next round is due, in the page's milliseconds.
    pub next_at: Option<u64>,
    /// This player's table for the round.
    pub table: Table,
    /// The server's word on this player's last answer this round, or the
    /// table's own refusal of a combination (a division by zero, or a
    /// fraction under "whole numbers only"), which the server would refuse
    /// too and is never sent.
    pub verdict: Option<Verdict>,
    /// After the game, its last round and how it ended.
    pub last: Option<(protocol::room::Round, protocol::room::RoundEnd)>,
    /// Leave was pressed, and the page asks before giving the seat up.
    pub asking_to_leave: bool,
    /// The player the host pressed Remove for, asked about first.
    pub removing: Option<u32>,
    /// Whether the host has locked the room to new players.
    pub locked: bool,
    /// Extra time the host gave: this player's own, or for the host every
    /// player's who has some.
    pub extras: Vec<(u32, protocol::room::Extra)>,
    /// Whether the game under way, or last played, is a Challenge's Final.
    pub final_game: bool,
}

impl Room {
    /// Milliseconds since the round on show was dealt, at the page's `now`.
    pub fn elapsed(&self, now: u64) -> u64 {
        u64::try_from(
            i64::try_from(now)
                .unwrap_or(i64::MAX)
                .saturating_sub(self.dealt_at),
        )
        .unwrap_or(0)
    }

    /// Whether this page hosts the room.
    pub fn hosting(&self) -> bool {
        self.me == Some(self.host)
    }

    /// The round on show (being played or just ended) and who solved it.
    pub fn round(&self) -> Option<(&protocol::room::Round, &[Solved])> {
        match &self.phase {
            Phase::Playing { round, solved } | Phase::Reveal { round, solved, .. } => {
                Some((round, solved))
            }
            Phase::Lobby | Phase::Over { .. } => None,
        }
    }

    /// The round being played, while it is.
    pub fn playing(&self) -> Option<u32> {
        match &self.phase {
            Phase::Playing { round, .. } => Some(round.number),
            _ => None,
        }
    }

    /// Whether player `id` has solved the round on show.
    pub fn solved(&self, id: u32) -> Option<&Solved> {
        self.round()?.1.iter().find(|s| s.player == id)
    }

    /// Whether this page may answer now: a player in a round they have
    /// not solved, nor are locked out of.
    pub fn may_answer(&self) -> Option<u32> {
        let me = self.me?;
        self.playing()
            .filter(|_| self.plays() && self.solved(me).is_none() && !self.is_out(me))
    }

    /// Whether this page is one of the players of the game: not a
    /// projector view, nor a host who does not play, nor a player who
    /// watches a Final.
    pub fn plays(&self) -> bool {
        self.me
            .is_some_and(|me| self.player(me).is_some_and(|p| !p.sits_out))
    }

    /// Whether the game is the 24 Challenge.
    pub fn challenge(&self) -> bool {
        self.settings.mode == protocol::room::Mode::Challenge
    }

    /// Whether player `id` is locked out of the Challenge's card on show.
    pub fn is_out(&self, id: u32) -> bool {
        self.round().is_some_and(|(r, _)| r.out.contains(&id))
    }

    /// The teams' standings, best first, when the game on show is played
    /// in teams (a Final's watchers left out). Once it is over they are
    /// its standings' teams, so that the host may move players for the
    /// next game without rewriting this one's.
    pub fn team_standings(&self) -> Vec<protocol::room::teams::TeamStanding> {
        let teams = self.teams_played();
        match &self.phase {
            Phase::Over { standings } => {
                protocol::room::teams::standings(teams, standings.iter().map(|s| (s.team, s.score)))
            }
            _ => {
                let players = self.players.iter().filter(|p| !p.sits_out);
                protocol::room::teams::standings(teams, players.map(|p| (p.team, p.score)))
            }
        }
    }

    /// How many teams the game on show is played in: the settings' until
    /// it is over, then as many as its standings name (the settings may
    /// already be the next game's).
    pub fn teams_played(&self) -> u8 {
        match &self.phase {
            Phase::Over { standings } => standings.iter().map(|s| s.team).max().unwrap_or(0),
            _ => self.settings.teams,
        }
    }

    /// Player `id`'s extra time, as far as this page is told.
    pub fn extra(&self, id: u32) -> protocol::room::Extra {
        self.extras
            .iter()
            .find(|(p, _)| *p == id)
            .map_or(protocol::room::Extra::None, |(_, e)| *e)
    }

    /// This page's time limit for `round`: the round's, with this player's
    /// extra time.
    pub fn limit_ms(&self, round: &protocol::room::Round) -> Option<u32> {
        let extra = self
            .me
            .map_or(protocol::room::Extra::None, |me| self.extra(me));
        round.limit_ms.map(|ms| extra.scale(ms))
    }

    /// Whether the game has a clock: with none, no page shows a time.
    pub fn timed(&self) -> bool {
        self.settings.timed()
    }

    /// Whether this page made the room: the creator's seat is the first,
    /// and seat ids are never reused.
    pub fn created(&self) -> bool {
        self.me == Some(protocol::room::CREATOR)
    }

    pub fn player(&self, id: u32) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }
}

/// What happens to Rooms.
#[derive(Clone, Debug, PartialEq)]
pub enum RoomAction {
    /// Socket `attempt` opened; `stored` is the seat the browser kept for
    /// this tab, if any.
    Opened {
        attempt: u32,
        stored: Option<Seat>,
    },
    /// A message from the server on socket `attempt`, at the page's time.
    Received {
        attempt: u32,
        msg: Box<ServerMsg>,
        now: u64,
    },
    /// A message on socket `attempt` that does not read.
    Unreadable {
        attempt: u32,
        error: DecodeError,
    },
    /// Socket `attempt` closed (or never opened) with `code`.
    Closed {
        attempt: u32,
        code: u16,
        now: u64,
    },
    /// The wait before socket `attempt` is over.
    Retry {
        attempt: u32,
    },
    /// The user asks to connect again after the page stopped trying.
    TryAgain,
    SetNickname(String),
    SetCode(String),
    /// Three other generated names to offer, drawn by this number.
    OtherNames(u32),
    /// A change to the host's settings: the draft, and in a room between
    /// games, the room's.
    Set(Setting),
    Create,
    Join,
    /// The host starts the game, or plays again.
    Start,
    /// The host ends the round now.
    EndRound,
    /// The host deals the next round now.
    Next,
    /// A move on this player's table, or a typed answer.
    Move(Move),
    /// Leave pressed: the page asks first.
    AskLeave,
    /// The answer to that: keep the seat.
    Stay,
    /// Leave, confirmed: the seat is given up.
    Leave,
    /// The host pressed Remove on a player's row (`Some`), or took it
    /// back (`None`): the page asks first.
    AskRemove(Option<u32>),
    /// The host removes the player asked about, blocking the nickname or
    /// not.
    Remove {
        block: bool,
    },
    /// The host locks the room to new players, or opens it.
    Lock(bool),
    /// The host gives a player extra time.
    SetExtra {
        player: u32,
        extra: protocol::room::Extra,
    },
    /// This player calls "No solution" on the Challenge's card.
    NoSolution,
    /// The host puts a player in a team.
    SetTeam {
        player: u32,
        team: u8,
    },
    /// The host deals the teams again.
    DealTeams,
    /// The host starts the Challenge's Final.
    Final,
    Dismiss,
}

impl RoomAction {
    /// Whether it comes from the socket rather than from the user.
    pub fn is_background(&self) -> bool {
        matches!(
            self,
            RoomAction::Opened { .. }
                | RoomAction::Received { .. }
                | RoomAction::Unreadable { .. }
                | RoomAction::Closed { .. }
                | RoomAction::Retry { .. }
        )
    }
}

/// Everything Rooms keeps.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rooms {
    pub socket: Socket,
    /// The last socket's attempt number: the next one's is one more.
    attempts: u32,
    /// Whether any socket has opened: a first socket that never does
    /// means this host has no Rooms server.
    pub reached: bool,
    /// When the connection was lost (the page's milliseconds), until it is
    /// back; and the tries since.
    lost_at: Option<u64>,
    retries: u32,
    /// What the user asked to enter by (`Create` or `Join`), sent once the
    /// socket is open.
    pub entry: Option<ClientMsg>,
    /// An entering message sent and not answered yet.
    pub entering: bool,
    pub seat: Option<Seat>,
    pub room: Option<Room>,
    pub form: Form,
    pub said: Option<Said>,
    pub outbox: Outbox,
    /// The host's report on the game of room `.0`: kept after the room
    /// closes or the page leaves it, until it enters another room.
    pub report: Option<(RoomCode, protocol::room::Report)>,
}

/// What the link says of Rooms: whether the view is open, the room, and
/// whether it is a projector view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wanted {
    pub open: bool,
    pub room: Option<RoomCode>,
    pub screen: bool,
}

impl Rooms {
    /// Applies one action; says when the page entered or left a room.
    pub fn apply(&mut self, action: RoomAction, wanted: Wanted) -> Option<Went> {
        match action {
            RoomAction::Opened { attempt, stored } => {
                if self.socket.live() == Some(attempt) {
                    self.opened(attempt, stored, wanted);
                }
                None
            }
            RoomAction::Received { attempt, msg, now } => {
                if self.socket.open() == Some(attempt) {
                    self.receive(*msg, now)
                } else {
                    None
                }
            }
            RoomAction::Unreadable { attempt, error } => {
                if self.socket.open() == Some(attempt)
                    && matches!(error, DecodeError::OtherVersion(_))
                {
                    self.socket = Socket::Reload;
                }
                None
            }
            RoomAction::Closed { attempt, code, now } => {
                if self.socket.live() == Some(attempt) {
                    self.closed(code, now);
                }
                None
            }
            RoomAction::Retry { attempt } => {
                if self.socket.waiting().is_some_and(|(a, _)| a == attempt) {
                    self.socket = Socket::Opening { attempt };
                }
                None
            }
            RoomAction::TryAgain => {
                if self.socket.stopped() {
                    self.lost_at = None;
                    self.retries = 0;
                    self.reopen();
                }
                None
            }
            RoomAction::SetNickname(text) => {
                self.form.nickname = text;
                None
            }
            RoomAction::SetCode(text) => {
                self.form.code = text;
                None
            }
            RoomAction::OtherNames(n) => {
                self.form.names = n;
                None
            }
            RoomAction::Set(setting) => {
                self.form.set(setting);
                self.configure();
                None
            }
            RoomAction::Create => {
                let entry = self.form.checked_settings().and_then(|settings| {
                    let nickname = self.form.checked_nickname()?;
                    Ok(ClientMsg::Create { settings, nickname })
                });
                self.enter_by(entry);
                None
            }
            RoomAction::Join => {
                let code = wanted.room.ok_or(()).or_else(|()| self.form.checked_code());
                let entry = code.and_then(|code| {
                    let nickname = self.form.checked_nickname()?;
                    Ok(ClientMsg::Join { code, nickname })
                });
                self.enter_by(entry);
                None
            }
            RoomAction::Start => {
                if self.room.as_ref().is_some_and(Room::hosting) {
                    self.send(ClientMsg::Start);
                }
                None
            }
            RoomAction::EndRound => {
                let room = self.room.as_ref().filter(|r| r.hosting());
                if let Some(round) = room.and_then(Room::playing) {
                    self.send(ClientMsg::EndRound { round });
                }
                None
            }
            RoomAction::Next => {
                let room = self.room.as_ref().filter(|r| r.hosting());
                if let Some(Phase::Reveal { round, .. }) = room.map(|r| &r.phase) {
                    let round = round.number;
                    self.send(ClientMsg::Next { round });
                }
                None
            }
            RoomAction::Move(mv) => {
                self.play(mv);
                None
            }
            RoomAction::AskLeave | RoomAction::Stay => {
                let asking = matches!(action, RoomAction::AskLeave);
                if let Some(room) = self.room.as_mut().filter(|r| r.me.is_some()) {
                    room.asking_to_leave = asking;
                }
                None
            }
            RoomAction::Leave => {
                if self.room.is_some() {
                    self.send(ClientMsg::Leave);
                }
                None
            }
            RoomAction::AskRemove(player) => {
                if let Some(room) = self.room.as_mut().filter(|r| r.hosting()) {
                    room.removing = player.filter(|&p| room.player(p).is_some());
                }
                None
            }
            RoomAction::Remove { block } => {
                let asked = self
                    .room
                    .as_mut()
                    .filter(|r| r.hosting())
                    .and_then(|r| r.removing.take());
                if let Some(player) = asked {
                    self.send(ClientMsg::Remove { player, block });
                }
                None
            }
            RoomAction::Lock(locked) => {
                if self.room.as_ref().is_some_and(Room::hosting) {
                    self.send(ClientMsg::Lock { locked });
                }
                None
            }
            RoomAction::SetExtra { player, extra } => {
                if self.room.as_ref().is_some_and(Room::hosting) {
                    self.send(ClientMsg::Extra { player, extra });
                }
                None
            }
            RoomAction::NoSolution => {
                let room = self.room.as_ref().filter(|r| r.challenge());
                if let Some(round) = room.and_then(Room::may_answer) {
                    self.send(ClientMsg::NoSolution { round });
                }
                None
            }
            RoomAction::SetTeam { player, team } => {
                if self.room.as_ref().is_some_and(Room::hosting) {
                    self.send(ClientMsg::Team { player, team });
                }
                None
            }
            RoomAction::DealTeams | RoomAction::Final => {
                if self.room.as_ref().is_some_and(Room::hosting) {
                    let msg = match action {
                        RoomAction::Final => ClientMsg::Final,
                        _ => ClientMsg::DealTeams,
                    };
                    self.send(msg);
                }
                None
            }
            RoomAction::Dismiss => {
                self.said = None;
                None
            }
        }
    }

    /// Follows the link: a socket while the Rooms view is open and none
    /// otherwise; another room in the link than the one the page is in
    /// starts again on a new socket. The seat is kept, for the page to
    /// come back to.
    pub fn follow(&mut self, wanted: Wanted) {
        if !wanted.open {
            if self.socket != Socket::Off {
                self.socket = Socket::Off;
                self.leave_room();
            }
            return;
        }
        let elsewhere = self
            .room
            .as_ref()
            .is_some_and(|r| wanted.room != Some(r.code));
        if elsewhere {
            self.leave_room();
            self.said = None;
            self.reopen();
        } else if self.socket == Socket::Off {
            self.reopen();
        }
    }

    /// The next socket, to be opened at once.
    fn reopen(&mut self) {
        self.attempts = self.attempts.wrapping_add(1);
        self.socket = Socket::Opening {
            attempt: self.attempts,
        };
    }

    /// Forgets the room (and any entry under way), not the seat.
    fn leave_room(&mut self) {
        self.room = None;
        self.entering = false;
        self.entry = None;
    }

    /// Queues `msg` on the open socket; without one it is dropped (the
    /// view offers nothing to send then).
    fn send(&mut self, msg: ClientMsg) {
        if let Some(attempt) = self.socket.open() {
            self.outbox.push(attempt, msg);
        }
    }

    /// The socket is open: enter the room the page has a seat in, watch
    /// the link's room for a projector view, or send what the user asked
    /// while it opened.
    fn opened(&mut self, attempt: u32, stored: Option<Seat>, wanted: Wanted) {
        self.socket = Socket::Open { attempt };
        self.reached = true;
        if self.seat.is_none() {
            self.seat = stored.filter(|s| Some(s.code) == wanted.room && !wanted.screen);
        }
        let seat = self.seat.clone().filter(|s| Some(s.code) == wanted.room);
        let msg = match (seat, wanted.room) {
            (Some(Seat { code, token }), _) => Some(ClientMsg::Resume { code, token }),
            (None, Some(code)) if wanted.screen => Some(ClientMsg::Watch { code }),
            _ => self.entry.clone(),
        };
        match msg {
            Some(msg) => {
                self.entering = true;
                self.send(msg);
            }
            // Nothing to enter: the connection is back as it was.
            None => self.settled(),
        }
    }

    /// The connection is whole again: a later drop starts a new count.
    fn settled(&mut self) {
        self.lost_at = None;
        self.retries = 0;
    }

    /// The socket closed: try again after a wait, unless that cannot help.
    fn closed(&mut self, code: u16, now: u64) {
        let was_open = self.socket.open().is_some();
        self.entering = false;
        match code {
            socket::SEAT_ELSEWHERE => {
                self.socket = Socket::Elsewhere;
                self.leave_room();
                return;
            }
            socket::POLICY => {
                self.socket = Socket::Reload;
                return;
            }
            _ => {}
        }
        if !self.reached {
            // No socket ever opened: there is no Rooms server here.
            self.socket = Socket::Unavailable;
            return;
        }
        let in_room = self.room.is_some() || self.seat.is_some();
        if was_open && code == socket::NORMAL && !in_room {
            // The server let go after the page left, or the room closed:
            // a fresh socket, for whatever the user does next.
            self.reopen();
            return;
        }
        let lost_at = *self.lost_at.get_or_insert(now);
        if now.saturating_sub(lost_at) >= socket::GIVE_UP_MS {
            self.socket = Socket::GaveUp;
            self.leave_room();
            return;
        }
        let delay = socket::backoff(self.retries);
        self.retries = self.retries.saturating_add(1);
        self.attempts = self.attempts.wrapping_add(1);
        self.socket = Socket::Waiting {
            attempt: self.attempts,
            delay,
        };
    }

    /// The user asked to enter by `entry` (or a check failed): send it now
    /// if the socket is open, else when it opens.
    fn enter_by(&mut self, entry: Result<ClientMsg, Said>) {
        if self.room.is_some() || self.entering {
            return;
        }
        match entry {
            Ok(msg) => {
                self.said = None;
                self.entry = Some(msg.clone());
                if self.socket.open().is_some() {
                    self.entering = true;
                    self.send(msg);
                }
            }
            Err(said) => self.said = Some(said),
        }
    }

    /// The host's draft, sent as the room's settings while no game runs.
    fn configure(&mut self) {
        let between_games = self
            .room
            .as_ref()
            .is_some_and(|r| r.hosting() && matches!(r.phase, Phase::Lobby | Phase::Over { .. }));
        if !between_games {
            return;
        }
        match self.form.checked_settings() {
            Ok(settings) => {
                if self.room.as_ref().map(|r| r.settings) != Some(settings) {
                    self.send(ClientMsg::Configure { settings });
                }
            }
            Err(said) => self.said = Some(said),
        }
    }

    /// A move on this player's table, or a typed answer: the table's last
    /// card and the typed text are sent as answers.
    fn play(&mut self, mv: Move) {
        let Some(round) = self.room.as_ref().and_then(Room::may_answer) else {
            return;
        };
        let Some(room) = self.room.as_mut() else {
            return;
        };
        let text = match room.table.served(mv) {
            Ok(Some(text)) => text,
            Ok(None) => return,
            Err(invalid) => {
                room.verdict = Some(Verdict::Invalid(invalid));
                return;
            }
        };
        // The text must fit a message with its round and framing.
        if text.len() > MAX_MESSAGE_BYTES - 64 {
            self.said = Some(Said::TooLong);
            return;
        }
        self.said = None;
        self.send(ClientMsg::Answer { round, text });
    }
}
