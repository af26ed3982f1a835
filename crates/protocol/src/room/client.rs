//! What a page sends the server: [`ClientMsg`].

use super::code::RoomCode;
use super::settings::{Extra, Settings};
use super::{DecodeError, MAX_MESSAGE_BYTES, MAX_TOKEN_BYTES};
use crate::codec::{self, Reader, Writer};
use crate::wire::{read_text, Wire};

/// A message from a page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientMsg {
    /// Opens a room with these settings, the sender its host and first
    /// player. Answered with `Welcome` (with the sender's seat).
    Create {
        settings: Settings,
        nickname: String,
    },
    /// Takes a seat in a room. Answered with `Welcome`, or an error
    /// (no such room, the nickname refused or taken, the room full).
    Join { code: RoomCode, nickname: String },
    /// Watches a room without playing: the projector view. Answered with
    /// `Welcome` without a seat; receives everything public.
    Watch { code: RoomCode },
    /// Takes back a seat after a reload or a dropped connection, with the
    /// token of its `Welcome`. Answered with `Welcome`, or `SeatGone`.
    Resume { code: RoomCode, token: String },
    /// The host changes the settings, in the lobby or after a game.
    Configure { settings: Settings },
    /// The host starts the game (again, after one: "Play again", with the
    /// same players, scores set to zero).
    Start,
    /// An answer to round `round`: an expression in the hand's numbers, as
    /// typed or as the Play table builds it.
    Answer { round: u32, text: String },
    /// The host ends round `round` now.
    EndRound { round: u32 },
    /// The host deals the round after round `round` now, without waiting
    /// for the pause to end.
    Next { round: u32 },
    /// The player gives up their seat (the host's role passes on).
    Leave,
    /// The host removes player `player`: their seat and token are dropped
    /// and they are told (`Removed`); with `block`, their nickname (as
    /// nicknames are compared) cannot join this room again.
    Remove { player: u32, block: bool },
    /// The host locks the room to new players, or opens it again; seated
    /// players still come back.
    Lock { locked: bool },
    /// The host gives player `player` extra time, from the next answer's
    /// deadline on.
    Extra { player: u32, extra: Extra },
    /// A player's call of "No solution" on Challenge card `round`: right
    /// on a decoy, which it takes; wrong on a card with a solution, which
    /// it locks the caller out of.
    NoSolution { round: u32 },
    /// The host puts player `player` in team `team` (from 1), between
    /// games.
    Team { player: u32, team: u8 },
    /// The host deals the players into the teams again, evenly at random,
    /// between games.
    DealTeams,
    /// The host starts a Challenge's Final after one: a new game for the
    /// best [`Settings::final_size`] players, the others watching.
    Final,
}

impl ClientMsg {
    /// The message's text.
    pub fn encode(&self) -> String {
        super::encode(self.tag(), |w| self.write_body(w))
    }

    fn write_body(&self, w: &mut Writer) {
        match self {
            ClientMsg::Create { settings, nickname } => {
                settings.write(w);
                w.str(nickname);
            }
            ClientMsg::Join { code, nickname } => {
                code.write(w);
                w.str(nickname);
            }
            ClientMsg::Watch { code } => code.write(w),
            ClientMsg::Resume { code, token } => {
                code.write(w);
                w.str(token);
            }
            ClientMsg::Configure { settings } => settings.write(w),
            ClientMsg::Answer { round, text } => {
                round.write(w);
                w.str(text);
            }
            ClientMsg::EndRound { round } | ClientMsg::Next { round } => round.write(w),
            ClientMsg::Start | ClientMsg::Leave | ClientMsg::DealTeams | ClientMsg::Final => {}
            ClientMsg::NoSolution { round } => round.write(w),
            ClientMsg::Team { player, team } => {
                player.write(w);
                team.write(w);
            }
            ClientMsg::Remove { player, block } => {
                player.write(w);
                block.write(w);
            }
            ClientMsg::Lock { locked } => locked.write(w),
            ClientMsg::Extra { player, extra } => {
                player.write(w);
                extra.write(w);
            }
        }
    }

    fn tag(&self) -> &'static str {
        match self {
            ClientMsg::Create { .. } => "create",
            ClientMsg::Join { .. } => "join",
            ClientMsg::Watch { .. } => "watch",
            ClientMsg::Resume { .. } => "resume",
            ClientMsg::Configure { .. } => "configure",
            ClientMsg::Start => "start",
            ClientMsg::Answer { .. } => "answer",
            ClientMsg::EndRound { .. } => "end-round",
            ClientMsg::Next { .. } => "next",
            ClientMsg::Leave => "leave",
            ClientMsg::Remove { .. } => "remove",
            ClientMsg::Lock { .. } => "lock",
            ClientMsg::Extra { .. } => "extra",
            ClientMsg::NoSolution { .. } => "no-solution",
            ClientMsg::Team { .. } => "team",
            ClientMsg::DealTeams => "deal-teams",
            ClientMsg::Final => "final",
        }
    }

    /// Reads a message: [`DecodeError::OtherVersion`] when it was written
    /// by another version of the protocol (nothing after the version is
    /// read), else the codec's error for anything malformed.
    pub fn decode(text: &str) -> Result<ClientMsg, DecodeError> {
        super::decode(text, ClientMsg::read_body)
    }

    fn read_body(r: &mut Reader<'_>, at: usize) -> Result<ClientMsg, codec::Error> {
        Ok(match r.str()? {
            "create" => ClientMsg::Create {
                settings: Wire::read(r)?,
                nickname: read_text(r, MAX_MESSAGE_BYTES)?,
            },
            "join" => ClientMsg::Join {
                code: Wire::read(r)?,
                nickname: read_text(r, MAX_MESSAGE_BYTES)?,
            },
            "watch" => ClientMsg::Watch {
                code: Wire::read(r)?,
            },
            "resume" => ClientMsg::Resume {
                code: Wire::read(r)?,
                token: read_text(r, MAX_TOKEN_BYTES)?,
            },
            "configure" => ClientMsg::Configure {
                settings: Wire::read(r)?,
            },
            "start" => ClientMsg::Start,
            "answer" => ClientMsg::Answer {
                round: Wire::read(r)?,
                text: read_text(r, MAX_MESSAGE_BYTES)?,
            },
            "end-round" => ClientMsg::EndRound {
                round: Wire::read(r)?,
            },
            "next" => ClientMsg::Next {
                round: Wire::read(r)?,
            },
            "leave" => ClientMsg::Leave,
            "remove" => ClientMsg::Remove {
                player: Wire::read(r)?,
                block: Wire::read(r)?,
            },
            "lock" => ClientMsg::Lock {
                locked: Wire::read(r)?,
            },
            "extra" => ClientMsg::Extra {
                player: Wire::read(r)?,
                extra: Wire::read(r)?,
            },
            "no-solution" => ClientMsg::NoSolution {
                round: Wire::read(r)?,
            },
            "team" => ClientMsg::Team {
                player: Wire::read(r)?,
                team: Wire::read(r)?,
            },
            "deal-teams" => ClientMsg::DealTeams,
            "final" => ClientMsg::Final,
            _ => return Err(r.error(at, codec::ErrorKind::UnknownTag)),
        })
    }
}
