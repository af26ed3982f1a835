//! What the server sends a page: [`ServerMsg`].

use super::code::RoomCode;
use super::errors::{CloseReason, ErrorKind};
use super::report::Report;
use super::settings::{Extra, Settings};
use super::state::{Player, Round, RoundEnd, Seat, Snapshot, Solved, Standing};
use super::{DecodeError, MAX_PLAYERS};
use crate::codec::{self, Reader, Writer};
use crate::wire::{read_list, write_list, Wire};
use solver::attempt::Verdict;

/// A message from the server.
// A message is made, sent and dropped, one per event, and never kept in
// bulk (the page's actions box it): the room's whole state in `Welcome`
// costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerMsg {
    /// The sender is in the room: its code, the sender's seat (`None` for
    /// a projector view), and the whole room.
    Welcome {
        code: RoomCode,
        seat: Option<Seat>,
        state: Snapshot,
    },
    /// The host changed the settings.
    Settings(Settings),
    /// Who is in the room, and who hosts it: after anyone joins, leaves,
    /// drops or comes back, and when the host's role passes on.
    Players { host: u32, players: Vec<Player> },
    /// A round is dealt: the same hand, to everyone, at once.
    Round(Round),
    /// A player solved round `round`: a line of the live scoreboard, and
    /// the player's score after it.
    Scored {
        round: u32,
        solved: Solved,
        score: u32,
    },
    /// The sender's own answer to round `round`, judged; a wrong one is
    /// sent to no one else.
    Verdict { round: u32, verdict: Verdict },
    /// The round ended; here is every distinct solution.
    RoundEnded(RoundEnd),
    /// The game ended: final standings, best first, with per-round times.
    GameOver { standings: Vec<Standing> },
    /// The sender's seat is given up (after `Leave`).
    Left,
    /// The host removed the sender from the room: the seat is gone.
    Removed,
    /// The host locked the room to new players (`true`) or opened it.
    Locked(bool),
    /// Player `player`'s extra time, to the host and that player alone:
    /// when the host sets it, and when either page arrives.
    Extra { player: u32, extra: Extra },
    /// Player `player` called "No solution" on Challenge card `round`,
    /// which has one: they are locked out of it. To all.
    LockedOut { round: u32, player: u32 },
    /// The game's record so far, to the host alone: when a round ends,
    /// and when a page becomes the host (its arrival, or the role passing
    /// to it).
    Report(Report),
    /// The sender's last message was refused.
    Error(ErrorKind),
    /// The room is closing, and with it this connection.
    Closed(CloseReason),
    /// The page speaks another version of the protocol: it must reload.
    /// (A page of any version reads the version, the first field of every
    /// message, and reloads on another one, so this one reads on all.)
    Reload { version: u64 },
}

impl ServerMsg {
    /// The message's text.
    pub fn encode(&self) -> String {
        super::encode(self.tag(), |w| self.write_body(w))
    }

    fn write_body(&self, w: &mut Writer) {
        match self {
            ServerMsg::Welcome { code, seat, state } => {
                code.write(w);
                seat.write(w);
                state.write(w);
            }
            ServerMsg::Settings(settings) => settings.write(w),
            ServerMsg::Players { host, players } => {
                host.write(w);
                write_list(w, players);
            }
            ServerMsg::Round(round) => round.write(w),
            ServerMsg::Scored {
                round,
                solved,
                score,
            } => {
                round.write(w);
                solved.write(w);
                score.write(w);
            }
            ServerMsg::Verdict { round, verdict } => {
                round.write(w);
                verdict.write(w);
            }
            ServerMsg::RoundEnded(end) => end.write(w),
            ServerMsg::GameOver { standings } => write_list(w, standings),
            ServerMsg::Left | ServerMsg::Removed => {}
            ServerMsg::Locked(locked) => locked.write(w),
            ServerMsg::Report(report) => report.write(w),
            ServerMsg::LockedOut { round, player } => {
                round.write(w);
                player.write(w);
            }
            ServerMsg::Extra { player, extra } => {
                player.write(w);
                extra.write(w);
            }
            ServerMsg::Error(kind) => kind.write(w),
            ServerMsg::Closed(why) => why.write(w),
            ServerMsg::Reload { version } => {
                w.uint(*version);
            }
        }
    }

    fn tag(&self) -> &'static str {
        match self {
            ServerMsg::Welcome { .. } => "welcome",
            ServerMsg::Settings(_) => "settings",
            ServerMsg::Players { .. } => "players",
            ServerMsg::Round(_) => "round",
            ServerMsg::Scored { .. } => "scored",
            ServerMsg::Verdict { .. } => "verdict",
            ServerMsg::RoundEnded(_) => "round-ended",
            ServerMsg::GameOver { .. } => "game-over",
            ServerMsg::Left => "left",
            ServerMsg::Removed => "removed",
            ServerMsg::Locked(_) => "locked",
            ServerMsg::Report(_) => "report",
            ServerMsg::LockedOut { .. } => "locked-out",
            ServerMsg::Extra { .. } => "extra",
            ServerMsg::Error(_) => "error",
            ServerMsg::Closed(_) => "closed",
            ServerMsg::Reload { .. } => "reload",
        }
    }

    /// Reads a message: [`DecodeError::OtherVersion`] when the server
    /// speaks another version (the page must reload), else the codec's
    /// error for anything malformed.
    pub fn decode(text: &str) -> Result<ServerMsg, DecodeError> {
        super::decode(text, ServerMsg::read_body)
    }

    fn read_body(r: &mut Reader<'_>, at: usize) -> Result<ServerMsg, codec::Error> {
        Ok(match r.str()? {
            "welcome" => ServerMsg::Welcome {
                code: Wire::read(r)?,
                seat: Wire::read(r)?,
                state: Wire::read(r)?,
            },
            "settings" => ServerMsg::Settings(Wire::read(r)?),
            "players" => ServerMsg::Players {
                host: Wire::read(r)?,
                players: read_list(r, MAX_PLAYERS)?,
            },
            "round" => ServerMsg::Round(Wire::read(r)?),
            "scored" => ServerMsg::Scored {
                round: Wire::read(r)?,
                solved: Wire::read(r)?,
                score: Wire::read(r)?,
            },
            "verdict" => ServerMsg::Verdict {
                round: Wire::read(r)?,
                verdict: Wire::read(r)?,
            },
            "round-ended" => ServerMsg::RoundEnded(Wire::read(r)?),
            "game-over" => ServerMsg::GameOver {
                standings: read_list(r, MAX_PLAYERS)?,
            },
            "left" => ServerMsg::Left,
            "removed" => ServerMsg::Removed,
            "locked" => ServerMsg::Locked(Wire::read(r)?),
            "report" => ServerMsg::Report(Wire::read(r)?),
            "locked-out" => ServerMsg::LockedOut {
                round: Wire::read(r)?,
                player: Wire::read(r)?,
            },
            "extra" => ServerMsg::Extra {
                player: Wire::read(r)?,
                extra: Wire::read(r)?,
            },
            "error" => ServerMsg::Error(Wire::read(r)?),
            "closed" => ServerMsg::Closed(Wire::read(r)?),
            "reload" => ServerMsg::Reload { version: r.uint()? },
            _ => return Err(r.error(at, codec::ErrorKind::UnknownTag)),
        })
    }
}
