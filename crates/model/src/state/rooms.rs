//! The reducer's Rooms half: a [`RoomAction`] applied by the rooms model,
//! and the link kept in step with the room the page is in.
//!
//! Promises: entering a room writes its code into the link (`room=CODE`,
//! replacing the history entry, so a reload comes back to it) and leaving
//! one takes it out; outside the Rooms view the link carries no room, and
//! the page holds no socket.

use super::{State, UrlWrite};
use crate::link::View;
use crate::rooms::{RoomAction, Wanted, Went};

impl State {
    /// What the link says of Rooms.
    pub(super) fn rooms_wanted(&self) -> Wanted {
        Wanted {
            // A homework link's page holds no room.
            open: self.link.view == View::Rooms && self.link.assign.is_none(),
            room: self.link.room,
            screen: self.link.screen,
        }
    }

    pub(super) fn room_action(&mut self, action: RoomAction) {
        if action == RoomAction::Dismiss {
            // The view shows the page's own message beside the room's.
            self.ui.notice = None;
        }
        match self.rooms.apply(action, self.rooms_wanted()) {
            Some(Went::In(code)) if self.link.room != Some(code) => {
                self.link.room = Some(code);
                self.link.view = View::Rooms;
                self.ui.url_write = UrlWrite::Replace;
            }
            Some(Went::Out) if self.link.room.is_some() => {
                self.link.room = None;
                self.link.screen = false;
                self.ui.url_write = UrlWrite::Replace;
            }
            _ => {}
        }
    }

    /// After every action: a room belongs to the Rooms view; coming back to
    /// the view with a seat held goes back to its room; and the rooms model
    /// follows the link.
    pub(super) fn settle_rooms(&mut self, before: &State) {
        if self.link.view != View::Rooms {
            self.link.room = None;
            self.link.screen = false;
            self.link.assign = None;
            self.link.teacher = None;
        } else if before.link.view != View::Rooms && self.link.room.is_none() {
            self.link.room = self.rooms.seat.as_ref().map(|s| s.code);
        }
        self.rooms.follow(self.rooms_wanted());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::link::parse_query;
    use crate::rooms::Socket;
    use protocol::room::{ClientMsg, Phase, RoomCode, Seat, ServerMsg, Settings, Snapshot};

    fn open(query: &str) -> State {
        State::new(parse_query(query), Lang::En)
    }

    fn room(action: RoomAction) -> crate::state::Action {
        crate::state::Action::Room(action)
    }

    fn welcome(code: RoomCode) -> ServerMsg {
        ServerMsg::Welcome {
            code,
            seat: Some(Seat {
                id: 1,
                token: "t".into(),
            }),
            state: Snapshot {
                settings: Settings::default(),
                host: 1,
                players: vec![],
                phase: Phase::Lobby,
                locked: false,
                final_game: false,
            },
        }
    }

    #[test]
    fn the_rooms_view_holds_a_socket_and_others_none() {
        assert_eq!(open("").rooms.socket, Socket::Off);
        let state = open("?view=rooms");
        assert_eq!(state.rooms.socket, Socket::Opening { attempt: 1 });
        let solve = state.apply(crate::state::Action::SetView(View::Solve));
        assert_eq!(solve.rooms.socket, Socket::Off);
        let back = solve.apply(crate::state::Action::SetView(View::Rooms));
        assert_eq!(back.rooms.socket.live(), Some(2));
        assert_eq!(back.query(), "view=rooms");
    }

    #[test]
    fn the_link_follows_the_room_the_page_is_in() {
        let code = RoomCode::parse("K7M2QX").unwrap();
        let state = open("?view=rooms")
            .apply(room(RoomAction::Opened {
                attempt: 1,
                stored: None,
            }))
            .apply(room(RoomAction::SetNickname("Ada".into())))
            .apply(room(RoomAction::Create));
        assert!(matches!(
            state.rooms.outbox.queued()[0].msg,
            ClientMsg::Create { .. }
        ));
        let state = state.apply(room(RoomAction::Received {
            attempt: 1,
            msg: Box::new(welcome(code)),
            now: 0,
        }));
        assert_eq!(state.query(), "room=K7M2QX");
        assert_eq!(state.ui.url_write, UrlWrite::Replace);
        assert!(state.rooms.room.is_some());
        // Leaving takes the room out of the link; the view stays.
        let left = state
            .apply(room(RoomAction::Leave))
            .apply(room(RoomAction::Received {
                attempt: 1,
                msg: Box::new(ServerMsg::Left),
                now: 1,
            }));
        assert_eq!(left.query(), "view=rooms");
        assert!(left.rooms.room.is_none());
        // Another view: no room in the link, no socket, the seat kept.
        let elsewhere = state.apply(crate::state::Action::SetPlaying(true));
        assert_eq!(elsewhere.query(), "mode=play");
        assert_eq!(elsewhere.rooms.socket, Socket::Off);
        assert!(elsewhere.rooms.room.is_none() && elsewhere.rooms.seat.is_some());
        // Rooms again, from the header: back to the seat's room.
        let again = elsewhere.apply(crate::state::Action::SetView(View::Rooms));
        assert_eq!(again.query(), "room=K7M2QX");
        // Back to the room's link: a socket, which will resume the seat.
        let back = elsewhere.apply(crate::state::Action::Load(parse_query("?room=K7M2QX")));
        assert_eq!(back.rooms.socket.live(), Some(2));
        let resumed = back.apply(room(RoomAction::Opened {
            attempt: 2,
            stored: None,
        }));
        assert_eq!(
            resumed.rooms.outbox.queued().last().map(|o| o.msg.clone()),
            Some(ClientMsg::Resume {
                code,
                token: "t".into()
            })
        );
    }

    #[test]
    fn socket_events_are_background() {
        for (action, background) in [
            (RoomAction::Retry { attempt: 1 }, true),
            (RoomAction::Dismiss, false),
            (RoomAction::Create, false),
        ] {
            assert_eq!(room(action).is_background(), background);
        }
    }
}
