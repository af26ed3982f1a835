//! What the page says about the room besides the room itself ([`Said`]),
//! and what each message is about ([`About`]), so that the view can show
//! it next to what caused it rather than at the top of the page.
//!
//! Promises: every message is about exactly one thing; a message about
//! nothing the user typed or chose is about the room.

use protocol::room::{settings, CloseReason, ErrorKind};

/// What the page says about the room, besides the room itself: the last
/// refusal, a check that failed before sending, or what happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The server refused the last message.
    Refused(ErrorKind),
    Nickname(protocol::room::nickname::Problem),
    /// The code typed is not a room code.
    BadCode(String),
    Settings(settings::Problem),
    /// The target typed does not read as a number.
    BadTarget(String),
    /// The typed answer is longer than a message may be.
    TooLong,
    /// The host's role passed on: to this page (`you`), or to `name`.
    HostNow {
        you: bool,
        name: String,
    },
    /// The room closed.
    Closed(CloseReason),
    /// The page came back to a room or seat that is no more.
    Gone,
    /// The host removed this player from the room.
    Removed,
}

/// What a message is about: where the view shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum About {
    /// The nickname typed.
    Nickname,
    /// The room asked for: its code, or the room itself refusing entry.
    Code,
    /// The game's settings, or a room that could not be made or dealt.
    Settings,
    /// The room as a whole: its connection, its host, its end.
    Room,
}

impl Said {
    pub fn about(&self) -> About {
        match self {
            Said::Nickname(_)
            | Said::Refused(
                ErrorKind::NicknameEmpty
                | ErrorKind::NicknameTooLong
                | ErrorKind::NicknameNotText
                | ErrorKind::NicknameTaken
                | ErrorKind::NotGenerated,
            ) => About::Nickname,
            Said::BadCode(_)
            | Said::Refused(
                ErrorKind::NoSuchRoom
                | ErrorKind::RoomFull
                | ErrorKind::WatchersFull
                | ErrorKind::TooManyGuesses
                | ErrorKind::Locked
                | ErrorKind::LateJoinOff
                | ErrorKind::Blocked,
            ) => About::Code,
            Said::Settings(_)
            | Said::BadTarget(_)
            | Said::Refused(ErrorKind::BadSettings | ErrorKind::TooManyRooms | ErrorKind::NoHand) => {
                About::Settings
            }
            Said::Refused(_)
            | Said::TooLong
            | Said::HostNow { .. }
            | Said::Closed(_)
            | Said::Gone
            | Said::Removed => About::Room,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::room::nickname::Problem;

    #[test]
    fn what_the_user_typed_or_chose_is_named_and_the_rest_is_the_rooms() {
        let cases = [
            (Said::Nickname(Problem::Empty), About::Nickname),
            (Said::Refused(ErrorKind::NicknameTaken), About::Nickname),
            (Said::Refused(ErrorKind::NotGenerated), About::Nickname),
            (Said::BadCode("x".into()), About::Code),
            (Said::Refused(ErrorKind::NoSuchRoom), About::Code),
            (Said::Refused(ErrorKind::RoomFull), About::Code),
            (Said::Refused(ErrorKind::Locked), About::Code),
            (Said::Refused(ErrorKind::LateJoinOff), About::Code),
            (Said::Refused(ErrorKind::Blocked), About::Code),
            (Said::Removed, About::Room),
            (Said::Settings(settings::Problem::Rounds), About::Settings),
            (Said::BadTarget("3/".into()), About::Settings),
            (Said::Refused(ErrorKind::NoHand), About::Settings),
            (Said::Refused(ErrorKind::TooManyRooms), About::Settings),
            (Said::Refused(ErrorKind::NotHost), About::Room),
            (Said::TooLong, About::Room),
            (Said::Gone, About::Room),
        ];
        for (said, about) in cases {
            assert_eq!(said.about(), about, "{said:?}");
        }
    }
}
