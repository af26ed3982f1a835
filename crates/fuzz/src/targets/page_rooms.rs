//! The page's side of Rooms (the app's reducer, with its rooms model)
//! against a real room of the server: three pages join, play on their
//! tables or by typing, drop and come back, leave and join again; the first
//! hosts, configures, starts, ends rounds and deals the next. Every message
//! a page sends goes to the room as the server's connection would pass it,
//! and every message the room says reaches the pages it is for.
//!
//! Promises: no page panics; every message a page sends is within the size
//! limit and reads back as itself; and once all that was said has arrived,
//! every page seated and connected sees the room as the server holds it:
//! the settings, the host, the players and their scores, the round and
//! who solved it, how it ended, the standings; in a Challenge, who is
//! locked out of the card, who took it, and whether the game is a Final.

use super::rooms::{hand_of, ranks, NICKNAMES};
use crate::rng::{Rng, NOISE};
use crate::Target;
use model::lang::Lang;
use model::link::parse_query;
use model::play::Move;
use model::rooms::{RoomAction, Setting};
use model::state::{Action, State};
use protocol::room::{
    ClientMsg, ErrorKind, Phase, RoomCode, Seat, ServerMsg, Settings, Snapshot, MAX_MESSAGE_BYTES,
};
use server::room::{Room, Timing, To};
use solver::Op;
use std::time::{Duration, Instant};

pub struct PageRooms;

const PAGES: usize = 3;

/// One thing that happens.
#[derive(Clone, Debug)]
pub enum Step {
    /// What the user of page `page` does.
    Act { page: usize, action: RoomAction },
    /// Page `page`'s connection drops.
    Drop(usize),
    /// Page `page`'s wait is over: it connects again.
    Back(usize),
    /// Time passes, in milliseconds.
    Wait(u64),
    /// The deal asked for comes back, with a hand (of these ranks) or none.
    Deal(Option<Vec<u8>>),
}

fn code() -> RoomCode {
    RoomCode::parse("K7M2QX").expect("a code")
}

fn user_action(rng: &mut Rng, answers: &[String]) -> RoomAction {
    match rng.below(17) {
        0 => RoomAction::SetNickname(rng.pick(NICKNAMES).to_string()),
        1 => RoomAction::Join,
        2 => RoomAction::Start,
        3 => RoomAction::EndRound,
        4 => RoomAction::Next,
        5 if rng.one_in(3) => RoomAction::Leave,
        5 if rng.one_in(2) => rng.pick(&[RoomAction::AskLeave, RoomAction::Stay]).clone(),
        5 => RoomAction::Dismiss,
        14 => RoomAction::NoSolution,
        15 if rng.one_in(2) => RoomAction::SetTeam {
            player: rng.below(4) as u32,
            team: rng.below(4) as u8,
        },
        15 => RoomAction::DealTeams,
        16 => RoomAction::Final,
        6 if rng.one_in(3) => RoomAction::Set(match rng.below(3) {
            0 => Setting::Mode(*rng.pick(protocol::room::Mode::ALL)),
            1 => Setting::Teams(*rng.pick(&[0, 2, 3, 7])),
            _ => Setting::Cards(*rng.pick(&[1, 2, 3])),
        }),
        6 => RoomAction::Set(match rng.below(5) {
            0 => Setting::Rounds(*rng.pick(&[0, 1, 2, 3, 31])),
            1 => Setting::HandSize(rng.range(1, 7) as u8),
            2 => Setting::TimeLimit(*rng.pick(&[None, Some(30), Some(45)])),
            3 if rng.one_in(2) => Setting::HostPlays(rng.one_in(2)),
            3 if rng.one_in(2) => Setting::Scoring(*rng.pick(protocol::room::Scoring::ALL)),
            3 => Setting::Ranking(*rng.pick(protocol::room::Ranking::ALL)),
            _ => Setting::Target(rng.pick(&["24", "3/4", "x", "-10"]).to_string()),
        }),
        7 | 8 => RoomAction::Move(Move::Pick(rng.below(5))),
        9 => RoomAction::Move(Move::Op(*rng.pick(&[Op::Add, Op::Sub, Op::Mul, Op::Div]))),
        10 => RoomAction::Move(rng.pick(&[Move::Undo, Move::Reset, Move::Clear]).clone()),
        11 | 12 if !answers.is_empty() => {
            RoomAction::Move(Move::Attempt(rng.pick(answers).clone()))
        }
        _ => RoomAction::Move(Move::Attempt(rng.text(NOISE, 6))),
    }
}

/// The pages, the room, and what connects them.
struct World {
    pages: Vec<State>,
    /// The next message of each page's outbox to deliver.
    sent: Vec<u64>,
    /// Each page's seat in the room, and whether its connection is up.
    seats: Vec<Option<u32>>,
    up: Vec<bool>,
    room: Room,
    now: Instant,
    /// The pages' clock, in milliseconds.
    ms: u64,
    asked: Option<u32>,
}

impl World {
    fn apply(&mut self, page: usize, action: RoomAction) {
        let state = &self.pages[page];
        self.pages[page] = state.apply(Action::Room(action));
    }

    fn tell(&mut self, page: usize, msg: ServerMsg) {
        let Some(attempt) = self.pages[page].rooms.socket.open() else {
            return;
        };
        let now = self.ms;
        self.apply(
            page,
            RoomAction::Received {
                attempt,
                msg: Box::new(msg),
                now,
            },
        );
    }

    fn welcome(&mut self, page: usize, id: u32, token: String) {
        let state = self.room.snapshot(self.now);
        self.tell(
            page,
            ServerMsg::Welcome {
                code: code(),
                seat: Some(Seat { id, token }),
                state,
            },
        );
    }

    /// Delivers what the room says to the pages it is for.
    fn deliver(&mut self) {
        for out in self.room.drain() {
            for page in 0..PAGES {
                let for_it = match out.to {
                    To::All => self.seats[page].is_some(),
                    To::Player(id) => self.seats[page] == Some(id),
                };
                if for_it && self.up[page] {
                    self.tell(page, out.msg.clone());
                }
            }
        }
    }

    /// Passes every message the pages have queued to the room, and the
    /// room's answers back, until nothing more is said.
    fn pump(&mut self) -> Result<(), String> {
        for _ in 0..50 {
            let mut quiet = true;
            for page in 0..PAGES {
                let Some(attempt) = self.pages[page].rooms.socket.open() else {
                    continue;
                };
                let queued: Vec<(u64, ClientMsg)> = self.pages[page]
                    .rooms
                    .outbox
                    .since(attempt, self.sent[page])
                    .map(|o| (o.seq, o.msg.clone()))
                    .collect();
                for (seq, msg) in queued {
                    self.sent[page] = seq + 1;
                    quiet = false;
                    let text = msg.encode();
                    if text.len() > MAX_MESSAGE_BYTES || ClientMsg::decode(&text) != Ok(msg.clone())
                    {
                        return Err(format!("page {page} sent {msg:?} as {text:?}"));
                    }
                    self.receive(page, msg);
                    self.deliver();
                }
            }
            if let Some((n, _)) = self.room.take_deal() {
                self.asked = Some(n);
            }
            if quiet {
                return Ok(());
            }
        }
        Err("the pages and the room never fell quiet".into())
    }

    /// The room's side of one message from page `page`.
    fn receive(&mut self, page: usize, msg: ClientMsg) {
        let token = format!("token-{page}");
        let refused = match (self.seats[page], msg) {
            (None, ClientMsg::Join { nickname, .. }) => {
                match self.room.join(&nickname, token.clone()) {
                    Ok(id) => {
                        self.seats[page] = Some(id);
                        self.welcome(page, id, token);
                        None
                    }
                    Err(kind) => Some(kind),
                }
            }
            (_, ClientMsg::Resume { token, .. }) => match self.room.resume(&token) {
                Ok(id) => {
                    self.seats[page] = Some(id);
                    self.welcome(page, id, token);
                    None
                }
                Err(kind) => Some(kind),
            },
            (None, _) => Some(ErrorKind::NotInRoom),
            (
                Some(_),
                ClientMsg::Join { .. } | ClientMsg::Create { .. } | ClientMsg::Watch { .. },
            ) => Some(ErrorKind::AlreadyInRoom),
            (Some(id), msg) => {
                let leaving = msg == ClientMsg::Leave;
                let result = self.room.handle(id, msg, self.now);
                if leaving {
                    self.tell(page, ServerMsg::Left);
                    self.seats[page] = None;
                }
                result.err()
            }
        };
        if let Some(kind) = refused {
            self.tell(page, ServerMsg::Error(kind));
        }
    }

    /// Page `page` reconnects: it opens its socket and takes its seat back.
    fn reconnect(&mut self, page: usize) {
        let socket = self.pages[page].rooms.socket;
        if let Some((attempt, _)) = socket.waiting() {
            self.apply(page, RoomAction::Retry { attempt });
        }
        if let Some(attempt) = self.pages[page].rooms.socket.live() {
            if self.pages[page].rooms.socket.open().is_none() {
                self.up[page] = true;
                self.apply(
                    page,
                    RoomAction::Opened {
                        attempt,
                        stored: None,
                    },
                );
            }
        }
    }
}

/// Whether a page's room is the server's.
fn same_room(page: &State, server: &Snapshot) -> Result<(), String> {
    let Some(room) = &page.rooms.room else {
        return Err("the page is in no room".into());
    };
    if room.settings != server.settings
        || room.host != server.host
        || room.players != server.players
        || room.final_game != server.final_game
    {
        return Err(format!(
            "the page has {:?} host {} {:?}, the server {:?} host {} {:?}",
            room.settings, room.host, room.players, server.settings, server.host, server.players
        ));
    }
    let same_phase = match (&room.phase, &server.phase) {
        (Phase::Lobby, Phase::Lobby) => true,
        (
            Phase::Playing {
                round: a,
                solved: s,
            },
            Phase::Playing {
                round: b,
                solved: t,
            },
        ) => {
            (a.number, &a.cards, a.target, a.limit_ms, &a.out)
                == (b.number, &b.cards, b.target, b.limit_ms, &b.out)
                && s == t
        }
        (
            Phase::Reveal {
                round: a,
                solved: s,
                end: e,
            },
            Phase::Reveal {
                round: b,
                solved: t,
                end: f,
            },
        ) => {
            a.number == b.number
                && s == t
                && (e.number, e.why, &e.solutions, &e.taken)
                    == (f.number, f.why, &f.solutions, &f.taken)
        }
        (Phase::Over { standings: a }, Phase::Over { standings: b }) => a == b,
        _ => false,
    };
    if !same_phase {
        return Err(format!(
            "the page shows {:?}, the server {:?}",
            room.phase, server.phase
        ));
    }
    Ok(())
}

impl Target for PageRooms {
    type Input = Vec<Step>;

    fn name(&self) -> &'static str {
        "rooms: pages against a room"
    }

    fn generate(&self, rng: &mut Rng) -> Vec<Step> {
        let hands: Vec<Vec<u8>> = (0..3).map(|_| ranks(rng, 4)).collect();
        let answers: Vec<String> = hands
            .iter()
            .filter_map(|r| hand_of(r))
            .flat_map(|h| h.solutions.into_iter().take(2))
            .collect();
        // Most scripts seat everyone and start a game first.
        let mut steps = Vec::new();
        if !rng.one_in(5) {
            for (page, name) in ["Ada", "Bo", "Cy"].iter().enumerate() {
                steps.push(Step::Act {
                    page,
                    action: RoomAction::SetNickname(name.to_string()),
                });
                steps.push(Step::Act {
                    page,
                    action: RoomAction::Join,
                });
            }
            steps.push(Step::Act {
                page: 0,
                action: RoomAction::Start,
            });
            steps.push(Step::Deal(Some(rng.pick(&hands).clone())));
        }
        for _ in 0..rng.below(40) {
            steps.push(match rng.below(20) {
                0..=11 => Step::Act {
                    page: if rng.one_in(3) { 0 } else { rng.below(PAGES) },
                    action: user_action(rng, &answers),
                },
                12 => Step::Drop(rng.below(PAGES)),
                13 | 14 => Step::Back(rng.below(PAGES)),
                15 | 16 => Step::Wait(*rng.pick(&[1, 500, 10_000, 31_000, 61_000])),
                17 if rng.one_in(4) => Step::Deal(None),
                _ => Step::Deal(Some(rng.pick(&hands).clone())),
            });
        }
        steps
    }

    fn check(&self, steps: &Vec<Step>) -> Result<(), String> {
        let timing = Timing {
            reconnect: Duration::from_secs(60),
            round_break: Duration::from_secs(10),
            round_limit: None,
        };
        let settings = Settings {
            rounds: 2,
            time_limit: Some(30),
            ..Settings::default()
        };
        let page = State::new(parse_query("room=K7M2QX"), Lang::En);
        let mut w = World {
            pages: vec![page; PAGES],
            sent: vec![0; PAGES],
            seats: vec![None; PAGES],
            up: vec![false; PAGES],
            room: Room::new(settings, timing),
            now: Instant::now(),
            ms: 1_000_000,
            asked: None,
        };
        for page in 0..PAGES {
            w.reconnect(page);
        }
        for (i, step) in steps.iter().enumerate() {
            match step {
                Step::Act { page, action } => w.apply(*page, action.clone()),
                Step::Drop(page) => {
                    if let Some(attempt) = w.pages[*page].rooms.socket.live() {
                        w.up[*page] = false;
                        if let Some(id) = w.seats[*page] {
                            w.room.dropped(id, w.now);
                        }
                        let now = w.ms;
                        w.apply(
                            *page,
                            RoomAction::Closed {
                                attempt,
                                code: 1006,
                                now,
                            },
                        );
                        w.deliver();
                    }
                }
                Step::Back(page) => w.reconnect(*page),
                Step::Wait(ms) => {
                    w.now += Duration::from_millis(*ms);
                    w.ms += ms;
                    w.room.tick(w.now);
                    w.deliver();
                }
                Step::Deal(ranks) => {
                    if let Some(n) = w.asked.take() {
                        let hand = match w.room.wants_decoy(n) {
                            true => ranks.as_deref().map(super::rooms::decoy_of),
                            false => ranks.as_deref().and_then(hand_of),
                        };
                        w.room.dealt(n, hand, w.now);
                        w.deliver();
                    }
                }
            }
            w.pump()
                .map_err(|e| format!("after step {i} ({step:?}): {e}"))?;
            // A seat the server let go of (it lapsed) is no seat.
            let server = w.room.snapshot(w.now);
            for page in 0..PAGES {
                if let Some(id) = w.seats[page] {
                    if !w.room.is_seated(id) {
                        w.seats[page] = None;
                    }
                }
                if w.seats[page].is_some()
                    && w.up[page]
                    && w.pages[page].rooms.socket.open().is_some()
                {
                    same_room(&w.pages[page], &server)
                        .map_err(|e| format!("after step {i} ({step:?}), page {page}: {e}"))?;
                }
            }
        }
        Ok(())
    }

    fn shrink(&self, steps: &Vec<Step>) -> Vec<Vec<Step>> {
        (0..steps.len())
            .map(|i| {
                let mut fewer = steps.clone();
                fewer.remove(i);
                fewer
            })
            .collect()
    }
}
