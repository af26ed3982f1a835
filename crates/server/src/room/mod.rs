//! A room: the pure state machine of one game, without sockets or a clock
//! of its own.
//!
//! Every call takes the time (`now`) from its caller, and what the room
//! has to say goes into an outbox of messages addressed to everyone or to
//! one player ([`Out`]), which the caller drains and delivers. Dealing is
//! asked for ([`Room::take_deal`]) and answered ([`Room::dealt`]) by the
//! caller, so the room never blocks on the solver's search for a hand; an
//! answer is judged here, against a hand dealt once for the room.
//!
//! Promises:
//! - only the host configures, starts, ends a round early, deals the next,
//!   removes a player (not the creator, nor themselves) or locks the room;
//! - a removed player's seat and token are gone, and a blocked nickname
//!   (as nicknames are compared) cannot join again; a locked room, or a
//!   game under way without late join, takes no new player, while seated
//!   players always come back; a room whose host asks for generated names
//!   seats only a name made by `protocol::room::names`;
//! - answers are judged by the solver and never trusted: a wrong one is
//!   told to its player alone, a correct one scores once, as the game's
//!   scoring says (by speed, 3 points for the first in the round and 1 for
//!   the others; by accuracy or without a clock, 1 each), and is sent to
//!   all; a game without a clock has no time limit;
//! - a round ends when its time runs out (an answer at or after the
//!   player's deadline is too late), when every connected player has
//!   solved it, or at the host's word; a player the host gave extra time
//!   (×1.5, ×2) has that much longer, and a round with such a player
//!   still to solve lasts until their deadline, which only they and the
//!   host are told of; then everyone receives every distinct solution,
//!   and after the last round the standings;
//! - a dropped player keeps their seat and score for the reconnect grace,
//!   then loses it; the host's role passes on when the host's seat goes;
//! - the room's creator is the exception: their seat is held past the
//!   grace, and their token brings back the seat and the host's role;
//! - a creator who does not play (`Settings::host_plays` off) runs the
//!   room from a seat that is no player's: not listed, never scored, and
//!   not waited for by a round;
//! - the game's record (`record.rs`) goes to the host alone, at every
//!   round's end and whenever a page becomes the host; no other page
//!   learns another player's wrong tries;
//! - in a Challenge the server alone decides who takes a card: the first
//!   correct answer it judges, or on a decoy the first call of "No
//!   solution"; a call on a card with a solution locks its caller out of
//!   that card (they may neither answer nor call again), and a card every
//!   connected player is out of ends; a game has
//!   [`Settings::decoy_count`] decoys, at places drawn when it starts;
//! - a Final seats, as players, only the best [`Settings::final_size`]
//!   of the Challenge just played; the others (and anyone who joins
//!   during it) watch from their seats, until the host starts again;
//! - with teams on, every player has a team: dealt evenly at random when
//!   the host turns teams on or asks, the smallest for a latecomer, and
//!   moved by the host alone, between games.

mod record;
mod round;
mod seats;

use crate::deal::Hand;
use crate::judge::judged;
use protocol::room::{
    card_points, teams, ClientMsg, EndReason, ErrorKind, Extra, Mode, Phase as PhaseView, RoundEnd,
    ServerMsg, Settings, Snapshot, Solved, Standing, Taken, MAX_WATCHERS,
};
use record::Record;
use round::{millis, Live};
use seats::Seats;
use solver::attempt::Verdict;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The room's durations: the protocol's in production, shorter in tests.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// How long a dropped player's seat waits.
    pub reconnect: Duration,
    /// The pause between a round's end and the next deal.
    pub round_break: Duration,
    /// Replaces every timed round's limit (tests run 1 s rounds).
    pub round_limit: Option<Duration>,
}

/// Who a message is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    /// Every player and projector view of the room.
    All,
    /// One player.
    Player(u32),
}

/// A message from the room.
#[derive(Clone, Debug, PartialEq)]
pub struct Out {
    pub to: To,
    pub msg: ServerMsg,
}

#[derive(Clone, Debug)]
enum Phase {
    Lobby,
    Playing(Live),
    Reveal {
        live: Live,
        end: RoundEnd,
        /// When the next round is dealt; `None` once asked for.
        next_at: Option<Instant>,
    },
    Over {
        standings: Vec<Standing>,
    },
}

#[derive(Debug)]
pub struct Room {
    settings: Settings,
    timing: Timing,
    seats: Seats,
    watchers: usize,
    phase: Phase,
    /// No new players: the host's lock.
    locked: bool,
    /// Nicknames the host removed and blocked.
    blocked: Vec<crate::nickname::Name>,
    /// The round being dealt, while the caller deals it.
    dealing: Option<u32>,
    /// A deal asked for and not yet taken by the caller.
    deal_asked: bool,
    /// The game's record, for the host's report.
    record: Record,
    /// The host the record was last sent to.
    reported_to: Option<u32>,
    /// The numbers of this game's decoy cards (a Challenge's).
    decoys: Vec<u32>,
    /// Whether the game under way, or last played, is a Challenge's Final.
    final_game: bool,
    /// How the game under way, or last played, is played: a Final follows
    /// a Challenge played, whatever the settings say since.
    played: Mode,
    outbox: Vec<Out>,
}

impl Room {
    pub fn new(settings: Settings, timing: Timing) -> Room {
        Room {
            settings,
            timing,
            seats: Seats::default(),
            watchers: 0,
            phase: Phase::Lobby,
            locked: false,
            blocked: Vec::new(),
            dealing: None,
            deal_asked: false,
            record: Record::default(),
            reported_to: None,
            decoys: Vec::new(),
            final_game: false,
            played: Mode::Rounds,
            outbox: Vec::new(),
        }
    }

    /// The messages to deliver, oldest first.
    pub fn drain(&mut self) -> Vec<Out> {
        std::mem::take(&mut self.outbox)
    }

    fn send(&mut self, to: To, msg: ServerMsg) {
        self.outbox.push(Out { to, msg });
    }

    fn send_players(&mut self) {
        let msg = ServerMsg::Players {
            host: self.seats.host(),
            players: self.seats.views(self.runner()),
        };
        self.send(To::All, msg);
        if self.reported_to != Some(self.seats.host()) {
            self.send_report();
            self.send_extras();
            self.reported_to = Some(self.seats.host());
        }
    }

    /// Sends the host the game's record, once a round has been dealt.
    fn send_report(&mut self) {
        if self.seats.is_empty() || self.record.report().rounds.is_empty() {
            return;
        }
        let host = self.seats.host();
        self.reported_to = Some(host);
        // Each player's team as it was in the game (`Record::deal`).
        let report = self.record.report().clone();
        self.send(To::Player(host), ServerMsg::Report(report));
    }

    /// The seat that runs the room without playing: the creator's, when
    /// the settings say the host does not play.
    fn runner(&self) -> Option<u32> {
        self.seats.creator().filter(|_| !self.settings.host_plays)
    }

    /// Whether seat `id` plays this game: not the runner, nor watching
    /// a Final.
    fn plays(&self, id: u32) -> bool {
        self.runner() != Some(id) && self.seats.get(id).is_none_or(|s| !s.sits_out)
    }

    fn challenge(&self) -> bool {
        self.settings.mode == Mode::Challenge
    }

    /// Whether a deal asked for, round `number`, is to be a decoy.
    pub fn wants_decoy(&self, number: u32) -> bool {
        self.challenge() && self.decoys.contains(&number)
    }

    /// Seats a player with `token`; returns their id.
    pub fn join(&mut self, nickname: &str, token: String) -> Result<u32, ErrorKind> {
        if self.locked {
            return Err(ErrorKind::Locked);
        }
        if !self.settings.late_join && !self.between_games() {
            return Err(ErrorKind::LateJoinOff);
        }
        let name = crate::nickname::check(nickname)?;
        if self.settings.generated_names && !protocol::room::names::is_generated(nickname) {
            return Err(ErrorKind::NotGenerated);
        }
        if self.blocked.iter().any(|b| b.same(&name)) {
            return Err(ErrorKind::Blocked);
        }
        let id = self.seats.add(nickname, token)?;
        // The creator who runs the room without playing is in no team.
        let team = match self.settings.teams {
            0 => 0,
            _ if self.runner() == Some(id) => 0,
            n => teams::smallest(n, self.seats.iter().filter(|s| s.id != id).map(|s| s.team)),
        };
        let final_game = self.final_game;
        if let Some(seat) = self.seats.get_mut(id) {
            seat.team = team;
            // A Final seats only its finalists.
            seat.sits_out = final_game;
        }
        if self.plays(id) {
            let in_round = matches!(self.phase, Phase::Playing(_));
            self.record.seat(id, nickname, team, in_round);
        }
        self.send_players();
        Ok(id)
    }

    /// Gives a seat back to whoever holds its token.
    pub fn resume(&mut self, token: &str) -> Result<u32, ErrorKind> {
        let id = self.seats.resume(token).ok_or(ErrorKind::SeatGone)?;
        // The page that comes back has lost its copy of what is its alone:
        // the host's report and extra times, a player's own extra time.
        if self.seats.host() == id {
            self.reported_to = None;
        } else if let Some(extra) = self.seats.get(id).map(|s| s.extra) {
            if extra != Extra::None {
                self.send(To::Player(id), ServerMsg::Extra { player: id, extra });
            }
        }
        self.send_players();
        Ok(id)
    }

    /// A projector view arrives.
    pub fn watch(&mut self) -> Result<(), ErrorKind> {
        if self.watchers >= MAX_WATCHERS {
            return Err(ErrorKind::WatchersFull);
        }
        self.watchers += 1;
        Ok(())
    }

    /// A projector view leaves.
    pub fn unwatch(&mut self) {
        self.watchers = self.watchers.saturating_sub(1);
    }

    /// A player's connection dropped: the seat waits for them.
    pub fn dropped(&mut self, id: u32, now: Instant) {
        // A lobby whose one player went is nobody's: it is freed at once
        // rather than held for the seat's grace (rooms are a shared,
        // capped resource).
        if matches!(self.phase, Phase::Lobby) && self.seats.len() == 1 && self.watchers == 0 {
            self.leave(id, now);
            return;
        }
        let Some(seat) = self.seats.get_mut(id) else {
            return;
        };
        seat.dropped = Some(now);
        self.send_players();
        self.check_all_solved(now);
    }

    /// A player gives up their seat.
    pub fn leave(&mut self, id: u32, now: Instant) {
        self.seats.remove(id);
        self.send_players();
        self.check_all_solved(now);
    }

    /// No one is seated and no one watches: the room may go.
    pub fn is_deserted(&self) -> bool {
        self.seats.is_empty() && self.watchers == 0
    }

    /// Whether `id` still has a seat.
    pub fn is_seated(&self, id: u32) -> bool {
        self.seats.get(id).is_some()
    }

    /// A seated player's message; what it needs to say goes to the outbox,
    /// a refusal is returned.
    pub fn handle(&mut self, id: u32, msg: ClientMsg, now: Instant) -> Result<(), ErrorKind> {
        self.tick(now);
        let host = self.seats.host() == id;
        match msg {
            ClientMsg::Answer { round, text } => self.answer(id, round, &text, now),
            ClientMsg::Leave => {
                self.leave(id, now);
                Ok(())
            }
            ClientMsg::Configure { .. }
            | ClientMsg::Start
            | ClientMsg::EndRound { .. }
            | ClientMsg::Next { .. }
            | ClientMsg::Remove { .. }
            | ClientMsg::Lock { .. }
            | ClientMsg::Extra { .. }
            | ClientMsg::Team { .. }
            | ClientMsg::DealTeams
            | ClientMsg::Final
                if !host =>
            {
                Err(ErrorKind::NotHost)
            }
            ClientMsg::Remove { player, block } => self.remove(id, player, block, now),
            ClientMsg::Extra { player, extra } => self.give_extra(player, extra),
            ClientMsg::Lock { locked } => {
                self.locked = locked;
                self.send(To::All, ServerMsg::Locked(locked));
                Ok(())
            }
            ClientMsg::Configure { settings } => self.configure(settings),
            ClientMsg::Start => self.start(),
            ClientMsg::Final => self.start_final(),
            ClientMsg::NoSolution { round } => self.no_solution(id, round, now),
            ClientMsg::Team { player, team } => self.move_to_team(player, team),
            ClientMsg::DealTeams => {
                if !self.between_games() || self.settings.teams == 0 {
                    return Err(ErrorKind::NotNow);
                }
                self.deal_teams();
                self.send_players();
                Ok(())
            }
            ClientMsg::EndRound { round } => match &self.phase {
                Phase::Playing(live) if live.number == round => {
                    self.end_round(EndReason::Host, now);
                    Ok(())
                }
                _ => Err(ErrorKind::NotNow),
            },
            ClientMsg::Next { round } => match &mut self.phase {
                Phase::Reveal { live, next_at, .. }
                    if live.number == round && self.dealing.is_none() =>
                {
                    *next_at = None;
                    self.ask_deal(round + 1);
                    Ok(())
                }
                _ => Err(ErrorKind::NotNow),
            },
            ClientMsg::Create { .. }
            | ClientMsg::Join { .. }
            | ClientMsg::Watch { .. }
            | ClientMsg::Resume { .. } => Err(ErrorKind::AlreadyInRoom),
        }
    }

    /// The host gives `player` extra time; they and the host are told.
    fn give_extra(&mut self, player: u32, extra: Extra) -> Result<(), ErrorKind> {
        let plays = self.plays(player);
        let Some(seat) = self.seats.get_mut(player).filter(|_| plays) else {
            return Err(ErrorKind::NotNow);
        };
        seat.extra = extra;
        let msg = ServerMsg::Extra { player, extra };
        let host = self.seats.host();
        self.send(To::Player(host), msg.clone());
        if host != player {
            self.send(To::Player(player), msg);
        }
        Ok(())
    }

    /// The extra time of every player who has some, to the host's page.
    fn send_extras(&mut self) {
        let host = self.seats.host();
        let extras: Vec<ServerMsg> = self
            .seats
            .iter()
            .filter(|s| s.extra != Extra::None)
            .map(|s| ServerMsg::Extra {
                player: s.id,
                extra: s.extra,
            })
            .collect();
        for msg in extras {
            self.send(To::Player(host), msg);
        }
    }

    /// When the round in play ends by time: its deadline, or later while a
    /// connected player with extra time has not solved it.
    fn round_deadline(&self, live: &Live) -> Option<Instant> {
        let base = live.deadline()?;
        let extended = self
            .seats
            .iter()
            .filter(|s| s.extra != Extra::None && s.connected() && self.plays(s.id))
            .filter(|s| !live.has_solved(s.id) && !live.is_out(s.id))
            .filter_map(|s| live.deadline_with(s.extra));
        Some(extended.fold(base, Instant::max))
    }

    /// The host (`by`) removes `player`, and with `block` their nickname.
    fn remove(&mut self, by: u32, player: u32, block: bool, now: Instant) -> Result<(), ErrorKind> {
        let creator = self.seats.creator() == Some(player);
        let Some(name) = self.seats.name(player).filter(|_| player != by && !creator) else {
            return Err(ErrorKind::NotNow);
        };
        if block {
            self.blocked.push(name);
        }
        self.send(To::Player(player), ServerMsg::Removed);
        self.leave(player, now);
        Ok(())
    }

    fn between_games(&self) -> bool {
        matches!(self.phase, Phase::Lobby | Phase::Over { .. }) && self.dealing.is_none()
    }

    fn configure(&mut self, settings: Settings) -> Result<(), ErrorKind> {
        if !self.between_games() {
            return Err(ErrorKind::NotNow);
        }
        settings.check().map_err(|_| ErrorKind::BadSettings)?;
        let teams = settings.teams != self.settings.teams;
        let host_plays = settings.host_plays != self.settings.host_plays;
        self.settings = settings;
        // New teams, or a creator who joins the players or leaves them:
        // everyone is dealt again, so that the teams stay even.
        if teams || (host_plays && settings.teams > 0) {
            self.deal_teams();
        }
        let listed = host_plays || teams;
        self.send(To::All, ServerMsg::Settings(settings));
        if listed {
            self.send_players();
        }
        Ok(())
    }

    /// Deals the players evenly at random into the settings' teams (or
    /// takes every team away, with none).
    fn deal_teams(&mut self) {
        let n = self.settings.teams;
        let runner = self.runner();
        let ids: Vec<u32> = self
            .seats
            .iter()
            .filter(|s| Some(s.id) != runner)
            .map(|s| s.id)
            .collect();
        let order = crate::random::shuffled(ids.len(), &mut crate::random::os);
        let dealt = teams::deal(n, &order);
        for seat in self.seats.iter_mut() {
            seat.team = 0;
        }
        for (id, team) in ids.into_iter().zip(dealt) {
            if let Some(seat) = self.seats.get_mut(id) {
                seat.team = if n == 0 { 0 } else { team };
            }
        }
    }

    /// The host puts `player` in `team`.
    fn move_to_team(&mut self, player: u32, team: u8) -> Result<(), ErrorKind> {
        let ok = self.between_games()
            && (1..=self.settings.teams).contains(&team)
            && self.runner() != Some(player);
        let Some(seat) = self.seats.get_mut(player).filter(|_| ok) else {
            return Err(ErrorKind::NotNow);
        };
        seat.team = team;
        self.send_players();
        Ok(())
    }

    fn start(&mut self) -> Result<(), ErrorKind> {
        if !self.between_games() {
            return Err(ErrorKind::NotNow);
        }
        if matches!(self.phase, Phase::Over { .. }) {
            // Play again: the same seats, from nothing, everyone playing.
            for seat in self.seats.iter_mut() {
                seat.score = 0;
                seat.times.clear();
                seat.sits_out = false;
            }
            self.send_players();
        }
        self.begin(false);
        Ok(())
    }

    /// A Challenge's Final: the best players of the game just played
    /// play a new one; the others watch from their seats.
    fn start_final(&mut self) -> Result<(), ErrorKind> {
        let Phase::Over { standings } = &self.phase else {
            return Err(ErrorKind::NotNow);
        };
        // A Final follows a Challenge that was not itself the Final.
        if self.played != Mode::Challenge || self.final_game || self.dealing.is_some() {
            return Err(ErrorKind::NotNow);
        }
        let size = usize::from(self.settings.final_size);
        let finalists: Vec<u32> = standings.iter().take(size).map(|s| s.player).collect();
        for seat in self.seats.iter_mut() {
            seat.score = 0;
            seat.times.clear();
            seat.sits_out = !finalists.contains(&seat.id);
        }
        self.send_players();
        self.begin(true);
        Ok(())
    }

    /// A new game (a Final, or not): a new record, the decoys' places
    /// drawn, the first deal asked for.
    fn begin(&mut self, final_game: bool) {
        self.final_game = final_game;
        self.played = self.settings.mode;
        let cards = usize::from(self.settings.length());
        let order = crate::random::shuffled(cards, &mut crate::random::os);
        let count = usize::from(self.settings.decoy_count());
        self.decoys = order
            .into_iter()
            .take(count)
            .map(|i| u32::try_from(i + 1).unwrap_or(u32::MAX))
            .collect();
        self.record.clear(&self.settings, final_game);
        self.ask_deal(1);
    }

    fn ask_deal(&mut self, number: u32) {
        self.dealing = Some(number);
        self.deal_asked = true;
    }

    /// The settings to deal round `number` for, once per deal asked for.
    pub fn take_deal(&mut self) -> Option<(u32, Settings)> {
        if !std::mem::take(&mut self.deal_asked) {
            return None;
        }
        self.dealing.map(|n| (n, self.settings))
    }

    /// The caller's deal for round `number`: a hand, or `None` when none
    /// came up at the level (the host is told; a game under way ends).
    pub fn dealt(&mut self, number: u32, hand: Option<Hand>, now: Instant) {
        if self.dealing != Some(number) {
            return;
        }
        self.dealing = None;
        if hand.is_none() && self.wants_decoy(number) {
            // No decoy came up (six cards rarely miss): the card is dealt
            // as an ordinary one instead, one decoy fewer.
            self.decoys.retain(|&n| n != number);
            self.ask_deal(number);
            return;
        }
        let Some(hand) = hand else {
            let host = self.seats.host();
            self.send(To::Player(host), ServerMsg::Error(ErrorKind::NoHand));
            if number > 1 {
                self.game_over();
            }
            return;
        };
        let limit = self.settings.round_limit().map(|s| {
            self.timing
                .round_limit
                .unwrap_or(Duration::from_secs(s.into()))
        });
        let mut live = Live::new(number, Arc::new(hand), limit, now);
        live.final_game = self.final_game;
        let seated: Vec<(u32, String, u8)> = self
            .seats
            .iter()
            .filter(|s| self.plays(s.id))
            .map(|s| (s.id, s.nickname.clone(), s.team))
            .collect();
        self.record.deal(
            number,
            &live.hand,
            seated
                .iter()
                .map(|(id, name, team)| (*id, name.as_str(), *team)),
        );
        self.send(To::All, ServerMsg::Round(live.view(now)));
        self.phase = Phase::Playing(live);
    }

    fn answer(&mut self, id: u32, round: u32, text: &str, now: Instant) -> Result<(), ErrorKind> {
        let plays = self.plays(id);
        let Phase::Playing(live) = &mut self.phase else {
            return Err(ErrorKind::NotNow);
        };
        if live.number != round || !plays {
            return Err(ErrorKind::NotNow);
        }
        if live.has_solved(id) {
            return Err(ErrorKind::AlreadySolved);
        }
        if live.is_out(id) {
            return Err(ErrorKind::LockedOut);
        }
        let extra = self.seats.get(id).map_or(Extra::None, |s| s.extra);
        if live.deadline_with(extra).is_some_and(|d| now >= d) {
            return Err(ErrorKind::NotNow);
        }
        let (verdict, answer) = judged(&live.hand, text);
        let challenge = self.settings.mode == Mode::Challenge;
        let scoring = self.settings.scoring;
        let solved = match (&verdict, answer) {
            (Verdict::Correct { which, .. }, Some(answer)) => {
                let solved = match challenge {
                    true => live.score(id, now, card_points(live.hand.grade)),
                    false => live.solve(id, now, scoring),
                };
                self.record.solved(&solved, &answer, *which);
                if challenge {
                    live.taken = Some(Taken {
                        player: id,
                        answer: Some(answer),
                    });
                }
                Some(solved)
            }
            _ => {
                self.record.wrong(id);
                None
            }
        };
        self.send(To::Player(id), ServerMsg::Verdict { round, verdict });
        if let Some(solved) = solved {
            self.scored(round, solved);
            match challenge {
                true => self.end_round(EndReason::Taken, now),
                false => self.check_all_solved(now),
            }
        }
        Ok(())
    }

    /// A correct answer (or right call) counts: the player's score, and
    /// the scoreboard's line to all.
    fn scored(&mut self, round: u32, solved: Solved) {
        let score = match self.seats.get_mut(solved.player) {
            Some(seat) => {
                seat.score += solved.points;
                seat.set_time(round, solved.ms);
                seat.score
            }
            None => 0,
        };
        self.send(
            To::All,
            ServerMsg::Scored {
                round,
                solved,
                score,
            },
        );
    }

    /// Player `id` calls "No solution" on Challenge card `round`.
    fn no_solution(&mut self, id: u32, round: u32, now: Instant) -> Result<(), ErrorKind> {
        let plays = self.plays(id) && self.challenge();
        let Phase::Playing(live) = &mut self.phase else {
            return Err(ErrorKind::NotNow);
        };
        if live.number != round || !plays {
            return Err(ErrorKind::NotNow);
        }
        if live.is_out(id) {
            return Err(ErrorKind::LockedOut);
        }
        let extra = self.seats.get(id).map_or(Extra::None, |s| s.extra);
        if live.deadline_with(extra).is_some_and(|d| now >= d) {
            return Err(ErrorKind::NotNow);
        }
        if live.hand.solutions.is_empty() {
            // A decoy: the first right call takes it.
            let solved = live.score(id, now, card_points(live.hand.grade));
            live.taken = Some(Taken {
                player: id,
                answer: None,
            });
            self.record.solved(&solved, "", 0);
            self.scored(round, solved);
            self.end_round(EndReason::Taken, now);
        } else {
            live.out.push(id);
            self.record.wrong(id);
            self.send(To::All, ServerMsg::LockedOut { round, player: id });
            self.check_all_solved(now);
        }
        Ok(())
    }

    fn check_all_solved(&mut self, now: Instant) {
        let Phase::Playing(live) = &self.phase else {
            return;
        };
        let mut connected = self
            .seats
            .iter()
            .filter(|s| s.connected() && self.plays(s.id))
            .peekable();
        let all = connected.peek().is_some()
            && connected.all(|s| live.has_solved(s.id) || live.is_out(s.id));
        drop(connected);
        if all {
            let why = match live.solved.is_empty() {
                true => EndReason::AllOut,
                false => EndReason::AllSolved,
            };
            self.end_round(why, now);
        }
    }

    fn end_round(&mut self, why: EndReason, now: Instant) {
        let Phase::Playing(mut live) = std::mem::replace(&mut self.phase, Phase::Lobby) else {
            return;
        };
        let end_time = match why {
            // The round ended at its deadline, however late this is noticed.
            // Or at the last solve that extra time allowed past it.
            EndReason::TimeUp => {
                let last = live.solved.iter().map(|s| s.ms).max().unwrap_or(0);
                let solved = live.started + Duration::from_millis(last.into());
                self.round_deadline(&live)
                    .unwrap_or(now)
                    .min(now)
                    .max(solved)
            }
            _ => now,
        };
        live.ended = Some(end_time);
        let last = live.number >= u32::from(self.settings.length());
        let end = RoundEnd {
            number: live.number,
            why,
            solutions: live.hand.solutions.clone(),
            next_in_ms: (!last).then(|| millis(self.timing.round_break)),
            taken: live.taken.clone(),
        };
        self.send(To::All, ServerMsg::RoundEnded(end.clone()));
        self.phase = Phase::Reveal {
            live,
            end,
            next_at: (!last).then(|| now + self.timing.round_break),
        };
        if last {
            self.game_over();
        }
        self.send_report();
    }

    fn game_over(&mut self) {
        let rounds = match &self.phase {
            Phase::Reveal { live, .. } => live.number as usize,
            _ => self.seats.iter().map(|s| s.times.len()).max().unwrap_or(0),
        };
        let mut standings: Vec<Standing> = self
            .seats
            .iter()
            .filter(|s| self.plays(s.id))
            .map(|s| {
                let mut times = s.times.clone();
                times.resize(rounds, None);
                Standing {
                    player: s.id,
                    nickname: s.nickname.clone(),
                    score: s.score,
                    times,
                    team: s.team,
                }
            })
            .collect();
        // Most points first; between equals, in a Challenge the more cards
        // taken (a time counts only a card taken), then the less time in all.
        let total = |s: &Standing| s.times.iter().flatten().map(|&t| u64::from(t)).sum::<u64>();
        let taken = |s: &Standing| match self.settings.mode {
            Mode::Challenge => s.times.iter().flatten().count(),
            Mode::Rounds => 0,
        };
        standings.sort_by(|a, b| {
            b.score
                .cmp(&a.score)
                .then(taken(b).cmp(&taken(a)))
                .then(total(a).cmp(&total(b)))
                .then(a.player.cmp(&b.player))
        });
        self.send(
            To::All,
            ServerMsg::GameOver {
                standings: standings.clone(),
            },
        );
        self.phase = Phase::Over { standings };
    }

    /// Does what is due at `now`: a round out of time, the next deal after
    /// the pause, seats whose players did not come back.
    pub fn tick(&mut self, now: Instant) {
        if let Phase::Playing(live) = &self.phase {
            if self.round_deadline(live).is_some_and(|d| now >= d) {
                self.end_round(EndReason::TimeUp, now);
            }
        }
        if let Phase::Reveal { live, next_at, .. } = &mut self.phase {
            if next_at.is_some_and(|t| now >= t) && self.dealing.is_none() {
                *next_at = None;
                let next = live.number + 1;
                self.ask_deal(next);
            }
        }
        let lapsed = self.seats.lapsed(now, self.timing.reconnect);
        if !lapsed.is_empty() {
            for id in lapsed {
                self.seats.lapse(id);
            }
            self.send_players();
            self.check_all_solved(now);
        }
    }

    /// When [`Room::tick`] next has something to do.
    pub fn next_deadline(&self) -> Option<Instant> {
        let phase = match &self.phase {
            Phase::Playing(live) => self.round_deadline(live),
            Phase::Reveal { next_at, .. } if self.dealing.is_none() => *next_at,
            _ => None,
        };
        [phase, self.seats.next_lapse(self.timing.reconnect)]
            .into_iter()
            .flatten()
            .min()
    }

    /// The whole room as a page sees it at `now`.
    pub fn snapshot(&self, now: Instant) -> Snapshot {
        let phase = match &self.phase {
            Phase::Lobby => PhaseView::Lobby,
            Phase::Playing(live) => PhaseView::Playing {
                round: live.view(now),
                solved: live.solved.clone(),
            },
            Phase::Reveal { live, end, next_at } => PhaseView::Reveal {
                round: live.view(now),
                solved: live.solved.clone(),
                end: RoundEnd {
                    next_in_ms: next_at.map(|t| millis(t.saturating_duration_since(now))),
                    ..end.clone()
                },
            },
            Phase::Over { standings } => PhaseView::Over {
                standings: standings.clone(),
            },
        };
        Snapshot {
            settings: self.settings,
            host: self.seats.host(),
            players: self.seats.views(self.runner()),
            phase,
            locked: self.locked,
            final_game: self.final_game,
        }
    }
}

#[cfg(test)]
mod tests;
