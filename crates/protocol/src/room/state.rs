//! What a room looks like from outside: its players, its rounds, its
//! standings, and the whole of it at once ([`Snapshot`]) for a page that
//! arrives or comes back. Everything here is public to the room; only a
//! [`Seat`]'s token is for its player alone.

use super::settings::Settings;
use super::{MAX_PLAYERS, MAX_TOKEN_BYTES};
use crate::codec::{Error, ErrorKind, Reader, Writer};
use crate::wire::{read_list, read_text, tagged, write_list, Wire};
use solver::difficulty::Grade;
use solver::Rational;

/// Bytes of a nickname as sent: [`super::nickname::MAX_CHARS`] characters
/// of at most four bytes each.
const MAX_NICKNAME_BYTES: usize = 4 * super::nickname::MAX_CHARS;
/// The most cards a hand has.
const MAX_CARDS: usize = *super::settings::HAND_SIZES.end() as usize;
/// The most rounds a game has.
const MAX_ROUNDS: usize = *super::settings::ROUNDS.end() as usize;

pub use crate::card::Card;

/// A player of the room, as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// The player's number in the room: never reused, and in the order
    /// players took their seats.
    pub id: u32,
    pub nickname: String,
    /// Points in this game.
    pub score: u32,
    /// Whether their page is connected now (a dropped one keeps its seat
    /// for [`super::RECONNECT_SECONDS`]).
    pub connected: bool,
    /// Their team, from 1; 0 without teams.
    pub team: u8,
    /// Whether they watch this game rather than play it: a Challenge's
    /// Final seats only the best players.
    pub sits_out: bool,
}

impl Wire for Player {
    fn write(&self, w: &mut Writer) {
        self.id.write(w);
        self.nickname.write(w);
        self.score.write(w);
        self.connected.write(w);
        self.team.write(w);
        self.sits_out.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Player {
            id: Wire::read(r)?,
            nickname: read_text(r, MAX_NICKNAME_BYTES)?,
            score: Wire::read(r)?,
            connected: Wire::read(r)?,
            team: Wire::read(r)?,
            sits_out: Wire::read(r)?,
        })
    }
}

/// A round as it is dealt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    /// From 1.
    pub number: u32,
    pub cards: Vec<Card>,
    pub target: Rational,
    /// The hand's level by the difficulty model.
    pub grade: Option<Grade>,
    /// How long the round lasts, in milliseconds; `None` for no limit.
    pub limit_ms: Option<u32>,
    /// How long it has run when this was sent (0 when it starts), so a
    /// page that arrives late starts its clock there.
    pub elapsed_ms: u32,
    /// In a Challenge, the players locked out of this card by a wrong
    /// call of "No solution", when this was sent.
    pub out: Vec<u32>,
    /// Whether it is a card of a Challenge's Final.
    pub final_game: bool,
}

impl Wire for Round {
    fn write(&self, w: &mut Writer) {
        self.number.write(w);
        write_list(w, &self.cards);
        self.target.write(w);
        self.grade.write(w);
        self.limit_ms.write(w);
        self.elapsed_ms.write(w);
        write_list(w, &self.out);
        self.final_game.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Round {
            number: Wire::read(r)?,
            cards: read_list(r, MAX_CARDS)?,
            target: Wire::read(r)?,
            grade: Wire::read(r)?,
            limit_ms: Wire::read(r)?,
            elapsed_ms: Wire::read(r)?,
            out: read_list(r, MAX_PLAYERS)?,
            final_game: Wire::read(r)?,
        })
    }
}

/// A player who has solved the round: a line of the live scoreboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    pub player: u32,
    /// Milliseconds from the deal to the correct answer.
    pub ms: u32,
    /// 3 for the first correct answer, 1 for the others.
    pub points: u32,
}

impl Wire for Solved {
    fn write(&self, w: &mut Writer) {
        self.player.write(w);
        self.ms.write(w);
        self.points.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Solved {
            player: Wire::read(r)?,
            ms: Wire::read(r)?,
            points: Wire::read(r)?,
        })
    }
}

/// Why a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// Every connected player solved it.
    AllSolved,
    /// Its time limit ran out.
    TimeUp,
    /// The host ended it.
    Host,
    /// A Challenge's card was taken: by the first correct answer, or the
    /// first right call of "No solution" on a decoy.
    Taken,
    /// Every connected player of a Challenge was locked out of the card.
    AllOut,
}

tagged!(EndReason {
    AllSolved => "all",
    TimeUp => "time",
    Host => "host",
    Taken => "taken",
    AllOut => "out",
});

/// Who took a Challenge's card, and how: for everyone to see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taken {
    pub player: u32,
    /// The answer as the solver reads it, in ASCII; `None` for a right
    /// call of "No solution" on a decoy.
    pub answer: Option<String>,
}

impl Wire for Taken {
    fn write(&self, w: &mut Writer) {
        self.player.write(w);
        self.answer.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Taken {
            player: Wire::read(r)?,
            answer: match bool::read(r)? {
                true => Some(read_text(r, super::report::MAX_ANSWER_BYTES)?),
                false => None,
            },
        })
    }
}

/// The end of a round, with every distinct solution of its hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundEnd {
    pub number: u32,
    pub why: EndReason,
    /// The distinct solutions in the solver's order, as it prints them in
    /// ASCII (`8/(3-8/3)`), which reads back as an `Expr`.
    pub solutions: Vec<String>,
    /// Milliseconds until the next round is dealt (the host may deal it
    /// sooner); `None` after the last round.
    pub next_in_ms: Option<u32>,
    /// Who took a Challenge's card; `None` in the other mode, or when no
    /// one did. A decoy's solutions are none.
    pub taken: Option<Taken>,
}

impl Wire for RoundEnd {
    fn write(&self, w: &mut Writer) {
        self.number.write(w);
        self.why.write(w);
        write_list(w, &self.solutions);
        self.next_in_ms.write(w);
        self.taken.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(RoundEnd {
            number: Wire::read(r)?,
            why: Wire::read(r)?,
            solutions: read_list(r, usize::MAX)?,
            next_in_ms: Wire::read(r)?,
            taken: Wire::read(r)?,
        })
    }
}

/// A line of the final standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub player: u32,
    pub nickname: String,
    pub score: u32,
    /// Per round, the milliseconds the player took to solve it, or `None`.
    pub times: Vec<Option<u32>>,
    /// The team they played in (from 1), 0 without teams: the game's, kept
    /// when the host moves them for the next.
    pub team: u8,
}

impl Wire for Standing {
    fn write(&self, w: &mut Writer) {
        self.player.write(w);
        self.nickname.write(w);
        self.score.write(w);
        write_list(w, &self.times);
        self.team.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Standing {
            player: Wire::read(r)?,
            nickname: read_text(r, MAX_NICKNAME_BYTES)?,
            score: Wire::read(r)?,
            times: read_list(r, MAX_ROUNDS)?,
            team: Wire::read(r)?,
        })
    }
}

/// Where the game is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Players gather; the host may change the settings and start.
    Lobby,
    /// A round is being played.
    Playing { round: Round, solved: Vec<Solved> },
    /// A round has ended; its solutions are shown.
    Reveal {
        round: Round,
        solved: Vec<Solved>,
        end: RoundEnd,
    },
    /// The game has ended; the host may change the settings and play again.
    Over { standings: Vec<Standing> },
}

impl Wire for Phase {
    fn write(&self, w: &mut Writer) {
        match self {
            Phase::Lobby => {
                w.str("lobby");
            }
            Phase::Playing { round, solved } => {
                w.str("playing");
                round.write(w);
                write_list(w, solved);
            }
            Phase::Reveal { round, solved, end } => {
                w.str("reveal");
                round.write(w);
                write_list(w, solved);
                end.write(w);
            }
            Phase::Over { standings } => {
                w.str("over");
                write_list(w, standings);
            }
        }
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        let at = r.position();
        Ok(match r.str()? {
            "lobby" => Phase::Lobby,
            "playing" => Phase::Playing {
                round: Wire::read(r)?,
                solved: read_list(r, MAX_PLAYERS)?,
            },
            "reveal" => Phase::Reveal {
                round: Wire::read(r)?,
                solved: read_list(r, MAX_PLAYERS)?,
                end: Wire::read(r)?,
            },
            "over" => Phase::Over {
                standings: read_list(r, MAX_PLAYERS)?,
            },
            _ => return Err(r.error(at, ErrorKind::UnknownTag)),
        })
    }
}

/// The whole room, as a page that arrives (or comes back) needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub settings: Settings,
    /// The host's player id.
    pub host: u32,
    pub players: Vec<Player>,
    pub phase: Phase,
    /// Whether the host has locked the room to new players.
    pub locked: bool,
    /// Whether the game under way, or last played, is a Challenge's Final.
    pub final_game: bool,
}

impl Wire for Snapshot {
    fn write(&self, w: &mut Writer) {
        self.settings.write(w);
        self.host.write(w);
        write_list(w, &self.players);
        self.phase.write(w);
        self.locked.write(w);
        self.final_game.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Snapshot {
            settings: Wire::read(r)?,
            host: Wire::read(r)?,
            players: read_list(r, MAX_PLAYERS)?,
            phase: Wire::read(r)?,
            locked: Wire::read(r)?,
            final_game: Wire::read(r)?,
        })
    }
}

/// A player's own seat: their id and the token that takes it back after a
/// reload or a dropped connection (the page keeps it in `sessionStorage`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub id: u32,
    pub token: String,
}

impl Wire for Seat {
    fn write(&self, w: &mut Writer) {
        self.id.write(w);
        self.token.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Seat {
            id: Wire::read(r)?,
            token: read_text(r, MAX_TOKEN_BYTES)?,
        })
    }
}
