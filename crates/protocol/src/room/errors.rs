//! What the server refuses, and why a room closes: kinds that the page
//! words in its own languages, never English text.

use crate::wire::tagged;

/// Why a message was refused. The connection stays open, except after
/// [`ErrorKind::TooLarge`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// No room has this code.
    NoSuchRoom,
    /// The nickname is empty (or only spaces).
    NicknameEmpty,
    /// The nickname is longer than `nickname::MAX_CHARS` characters.
    NicknameTooLong,
    /// The nickname has a control or invisible character.
    NicknameNotText,
    /// Another player of the room has this nickname (ignoring case).
    NicknameTaken,
    /// The room has `MAX_PLAYERS` players.
    RoomFull,
    /// The room has `MAX_WATCHERS` projector views.
    WatchersFull,
    /// The server holds as many rooms as it may; try later.
    TooManyRooms,
    /// Too many codes tried that match no room: wait a minute.
    TooManyGuesses,
    /// The token matches no seat of the room (it lapsed, or the player left).
    SeatGone,
    /// Only the host may do this.
    NotHost,
    /// Not at this point of the game (e.g. an answer for a round that has
    /// ended, or starting a game that is running).
    NotNow,
    /// The settings fail `Settings::check`.
    BadSettings,
    /// No hand of the chosen level came up within the deal's bounds.
    NoHand,
    /// This player has already solved the round.
    AlreadySolved,
    /// More than `MESSAGES_PER_SECOND` messages in a second: this one was
    /// dropped.
    TooFast,
    /// The message could not be read (a page of this version never sends
    /// one).
    Malformed,
    /// The message was larger than `MAX_MESSAGE_BYTES`: the connection
    /// closes.
    TooLarge,
    /// This needs a room: create, join or watch one first.
    NotInRoom,
    /// This connection is in a room already.
    AlreadyInRoom,
    /// The host has locked the room to new players.
    Locked,
    /// A game is under way, and the room takes no late players.
    LateJoinOff,
    /// The host removed a player of this nickname and blocked it.
    Blocked,
    /// The room takes only generated names ([`super::names`]).
    NotGenerated,
    /// A wrong call of "No solution" locked this player out of the card.
    LockedOut,
}

tagged!(ErrorKind {
    NoSuchRoom => "no-room",
    NicknameEmpty => "nick-empty",
    NicknameTooLong => "nick-long",
    NicknameNotText => "nick-text",
    NicknameTaken => "nick-taken",
    RoomFull => "full",
    WatchersFull => "watchers-full",
    TooManyRooms => "rooms",
    TooManyGuesses => "guesses",
    SeatGone => "seat-gone",
    NotHost => "not-host",
    NotNow => "not-now",
    BadSettings => "settings",
    NoHand => "no-hand",
    AlreadySolved => "solved",
    TooFast => "fast",
    Malformed => "malformed",
    TooLarge => "large",
    NotInRoom => "not-in-room",
    AlreadyInRoom => "in-room",
    Locked => "locked",
    LateJoinOff => "late",
    Blocked => "blocked",
    NotGenerated => "not-generated",
    LockedOut => "locked-out",
});

impl From<super::nickname::Problem> for ErrorKind {
    fn from(p: super::nickname::Problem) -> ErrorKind {
        use super::nickname::Problem;
        match p {
            Problem::Empty => ErrorKind::NicknameEmpty,
            Problem::TooLong => ErrorKind::NicknameTooLong,
            Problem::NotText => ErrorKind::NicknameNotText,
        }
    }
}

/// Why the server closes a room's connections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CloseReason {
    /// Nothing happened in the room for `IDLE_MINUTES`: it is gone.
    Idle,
    /// The server is restarting: reconnect in a moment (the room is gone
    /// with it).
    Restarting,
}

tagged!(CloseReason {
    Idle => "idle",
    Restarting => "restarting",
});
