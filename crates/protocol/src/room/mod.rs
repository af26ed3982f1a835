//! Rooms: live multiplayer 24, the messages between a page and the server.
//!
//! One WebSocket per page at [`PATH`], text frames, one message a frame,
//! each written in [`crate::codec`]'s fields. The first field of every
//! message, in every version, is [`PROTOCOL_VERSION`]; a reader that meets
//! another version reads nothing more ([`DecodeError::OtherVersion`]): the
//! page asks its user to reload, the server answers `Reload` and closes.
//! The second field names the message; the rest are its values.
//!
//! The flow:
//! 1. A page opens the socket and sends one of `Create` (becoming host and
//!    first player), `Join` (a seat), `Watch` (a projector view, no seat)
//!    or `Resume` (its seat back, by the token it kept). The server answers
//!    `Welcome` with the whole room (`Snapshot`), or an `Error`.
//! 2. In the lobby everyone receives `Players` as seats fill; the host may
//!    send `Configure`, then `Start`. At any time the host may `Remove` a
//!    player (who receives `Removed`), `Lock` the room (`Locked` to all),
//!    or give a player `Extra` time (told to the host and that player);
//!    a creator who hosts without playing (`Settings::host_plays` off) is
//!    not among the `Players`.
//! 3. Each round: `Round` to all (the same hand at once); each `Answer` is
//!    judged by the server and answered with a `Verdict` to its player
//!    alone; a correct one also sends `Scored` to all. The round ends when
//!    every connected player has solved it, its time runs out, or the host
//!    sends `EndRound`: `RoundEnded` to all, with every distinct solution.
//!    The next round is dealt after a pause, or at once on the host's
//!    `Next`.
//! 4. After the last round, `GameOver` with the standings; the host may
//!    `Configure` and `Start` again with the same players.
//!
//! In the 24 Challenge ([`settings::Mode::Challenge`]) the rounds are
//! cards: the first correct `Answer` takes a card and ends it
//! (`RoundEnded` says who took it and how); a player's `NoSolution` call
//! takes a decoy, or on a card with a solution locks them out of it
//! (`LockedOut` to all). After the game the host may send `Final`: a new
//! game for the best players, the others seated but watching. With teams
//! on, each player's team is in `Players`; the host moves a player with
//! `Team` or deals them all again with `DealTeams`, between games.
//!
//! The host alone also receives the game's `Report` (who solved each
//! round, how fast, with what, after how many wrong tries): at each
//! round's end and whenever a page becomes the host.
//!
//! A dropped page keeps its seat and score for [`RECONNECT_SECONDS`]; one
//! that `Leave`s, or does not come back in time, gives it up, and the host's
//! role passes to the player seated longest. The room's creator is waited
//! for as long as the room lives: their `Resume` brings back the seat and
//! the host's role. Errors are kinds
//! ([`ErrorKind`]) that the page words itself.

mod client;
pub mod close;
pub mod code;
mod errors;
pub mod names;
pub mod nickname;
pub mod report;
mod server;
pub mod settings;
mod state;
pub mod teams;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

pub use client::ClientMsg;
pub use code::RoomCode;
pub use errors::{CloseReason, ErrorKind};
pub use report::{Entrant, Part, Report, RoundRecord, Solve};
pub use server::ServerMsg;
pub use settings::{card_points, Extra, Mode, Ranking, Scoring, Settings};
pub use state::{
    Card, EndReason, Phase, Player, Round, RoundEnd, Seat, Snapshot, Solved, Standing, Taken,
};

use crate::codec::{self, Reader, Writer};

/// The version of this protocol: the first field of every message.
pub const PROTOCOL_VERSION: u64 = 5;

/// The WebSocket's path on the server.
pub const PATH: &str = "/rooms/ws";

/// The largest message a page may send, in bytes; a larger one closes its
/// connection.
pub const MAX_MESSAGE_BYTES: usize = 4096;

/// Messages a connection may send in a second; the rest are refused.
pub const MESSAGES_PER_SECOND: u32 = 20;

/// Players in a room at most.
pub const MAX_PLAYERS: usize = 60;

/// Projector views of a room at most.
pub const MAX_WATCHERS: usize = 10;

/// How long a dropped player's seat waits for them.
pub const RECONNECT_SECONDS: u32 = 60;

/// A room where nothing happens for this long is dropped.
pub const IDLE_MINUTES: u32 = 30;

/// Points for the first correct answer of a round.
pub const FIRST_POINTS: u32 = 3;

/// Points for each later correct answer within the time.
pub const LATER_POINTS: u32 = 1;

/// The seat id of the room's creator: the first seat, and ids are never
/// reused. The only seat that may host without playing
/// ([`Settings::host_plays`]).
pub const CREATOR: u32 = 0;

/// The longest seat token read.
pub const MAX_TOKEN_BYTES: usize = 64;

pub use crate::envelope::DecodeError;

/// A message's text: the version, its name, then what `body` writes.
fn encode(tag: &str, body: impl FnOnce(&mut Writer)) -> String {
    crate::envelope::encode(PROTOCOL_VERSION, tag, body)
}

/// Reads a message of this version (see [`crate::envelope::decode`]).
fn decode<T>(
    text: &str,
    body: impl FnOnce(&mut Reader<'_>, usize) -> Result<T, codec::Error>,
) -> Result<T, DecodeError> {
    crate::envelope::decode(PROTOCOL_VERSION, text, body)
}
