//! The rooms model driven as the page drives it: the user's actions, and
//! the server's messages as the socket would deliver them.

use super::*;
use crate::play::{Move, COMBINING_3388};
use protocol::room::{
    settings, Card, CloseReason, EndReason, ErrorKind, Player, Round, RoundEnd, Seat as SeatMsg,
    Snapshot, Standing,
};
use solver::attempt::Invalid;
use solver::Rational;

fn code() -> RoomCode {
    RoomCode::parse("K7M2QX").unwrap()
}

fn view() -> Wanted {
    Wanted {
        open: true,
        room: None,
        screen: false,
    }
}

fn in_room() -> Wanted {
    Wanted {
        room: Some(code()),
        ..view()
    }
}

fn player(id: u32, nickname: &str, score: u32) -> Player {
    Player {
        id,
        nickname: nickname.into(),
        score,
        connected: true,
        team: 0,
        sits_out: false,
    }
}

fn lobby(host: u32, players: Vec<Player>) -> Snapshot {
    Snapshot {
        settings: Settings::default(),
        host,
        players,
        phase: Phase::Lobby,
        locked: false,
        final_game: false,
    }
}

/// 3 3 8 8, round `number`, 60 s.
fn round(number: u32, elapsed_ms: u32) -> Round {
    Round {
        number,
        cards: [(3, 0), (3, 1), (8, 3), (8, 2)]
            .map(|(rank, suit)| Card { rank, suit })
            .to_vec(),
        target: Rational::from_integer(24),
        grade: None,
        limit_ms: Some(60_000),
        elapsed_ms,
        out: Vec::new(),
        final_game: false,
    }
}

fn welcome(me: Option<u32>, state: Snapshot) -> ServerMsg {
    ServerMsg::Welcome {
        code: code(),
        seat: me.map(|id| SeatMsg {
            id,
            token: format!("token-{id}"),
        }),
        state,
    }
}

/// What `rooms` queued for its open socket, oldest first.
fn sent(rooms: &Rooms) -> Vec<ClientMsg> {
    rooms
        .outbox
        .queued()
        .iter()
        .map(|o| o.msg.clone())
        .collect()
}

/// A page in the Rooms view with socket 1 open and nothing sent.
fn open() -> Rooms {
    let mut rooms = Rooms::default();
    rooms.follow(view());
    assert_eq!(rooms.socket, Socket::Opening { attempt: 1 });
    first_open(&mut rooms, view());
    assert_eq!(rooms.socket, Socket::Open { attempt: 1 });
    rooms
}

/// The socket's first attempt opened, nothing stored, on the page `wanted`.
fn first_open(rooms: &mut Rooms, wanted: Wanted) {
    rooms.apply(
        RoomAction::Opened {
            attempt: 1,
            stored: None,
        },
        wanted,
    );
}

/// Delivers `msg` on the open socket at `now`.
fn hear(rooms: &mut Rooms, msg: ServerMsg, now: u64) -> Option<Went> {
    let attempt = rooms.socket.open().expect("an open socket");
    rooms.apply(
        RoomAction::Received {
            attempt,
            msg: Box::new(msg),
            now,
        },
        in_room(),
    )
}

/// Ada (1) hosts; Bo (2) and Cy (3) have joined. This page is `me`.
fn seated(me: u32) -> Rooms {
    let mut rooms = open();
    let players = vec![player(1, "Ada", 0), player(2, "Bo", 0), player(3, "Cy", 0)];
    assert_eq!(
        hear(&mut rooms, welcome(Some(me), lobby(1, players)), 0),
        Some(Went::In(code()))
    );
    rooms
}

fn act(rooms: &mut Rooms, action: RoomAction) -> Option<Went> {
    rooms.apply(action, in_room())
}

fn answer(round: u32, text: &str) -> ClientMsg {
    ClientMsg::Answer {
        round,
        text: text.into(),
    }
}

#[test]
fn a_socket_is_held_only_in_the_rooms_view() {
    let mut rooms = Rooms::default();
    assert_eq!(rooms.socket, Socket::Off);
    rooms.follow(Wanted {
        open: false,
        ..view()
    });
    assert_eq!(rooms.socket, Socket::Off);
    rooms.follow(view());
    assert_eq!(rooms.socket.live(), Some(1));
    // Following the same link again changes nothing.
    rooms.follow(view());
    assert_eq!(rooms.socket, Socket::Opening { attempt: 1 });
    first_open(&mut rooms, view());
    rooms.follow(Wanted {
        open: false,
        ..view()
    });
    assert_eq!(rooms.socket, Socket::Off);
    // Back in the view: a new socket.
    rooms.follow(view());
    assert_eq!(rooms.socket, Socket::Opening { attempt: 2 });
}

#[test]
fn a_host_without_the_server_says_so_and_does_not_retry() {
    let mut rooms = Rooms::default();
    rooms.follow(view());
    rooms.form.nickname = "Ada".into();
    act(&mut rooms, RoomAction::Create);
    // The first socket never opens (a static host answers the upgrade
    // with a page, not a WebSocket).
    act(
        &mut rooms,
        RoomAction::Closed {
            attempt: 1,
            code: 1006,
            now: 10,
        },
    );
    assert_eq!(rooms.socket, Socket::Unavailable);
    assert!(rooms.socket.stopped());
    assert!(sent(&rooms).is_empty());
    // Following the link does not try again on its own; the user may.
    rooms.follow(view());
    assert_eq!(rooms.socket, Socket::Unavailable);
    act(&mut rooms, RoomAction::TryAgain);
    assert_eq!(rooms.socket, Socket::Opening { attempt: 2 });
}

#[test]
fn create_is_sent_once_the_socket_opens_and_welcome_enters_the_room() {
    let mut rooms = Rooms::default();
    rooms.follow(view());
    act(&mut rooms, RoomAction::SetNickname("  Ada ".into()));
    act(&mut rooms, RoomAction::Set(Setting::Rounds(2)));
    act(&mut rooms, RoomAction::Set(Setting::TimeLimit(Some(30))));
    act(&mut rooms, RoomAction::Create);
    assert!(sent(&rooms).is_empty(), "no socket is open yet");
    first_open(&mut rooms, view());
    let settings = Settings {
        rounds: 2,
        time_limit: Some(30),
        ..Settings::default()
    };
    assert_eq!(
        sent(&rooms),
        [ClientMsg::Create {
            settings,
            nickname: "Ada".into()
        }]
    );
    assert!(rooms.entering);
    // Pressing again while it is under way sends nothing more.
    act(&mut rooms, RoomAction::Create);
    assert_eq!(sent(&rooms).len(), 1);
    let mut state = lobby(1, vec![player(1, "Ada", 0)]);
    state.settings = settings;
    assert_eq!(
        hear(&mut rooms, welcome(Some(1), state), 5),
        Some(Went::In(code()))
    );
    let room = rooms.room.as_ref().unwrap();
    assert!(room.hosting());
    assert_eq!((room.me, room.phase.clone()), (Some(1), Phase::Lobby));
    assert_eq!(
        rooms.seat,
        Some(Seat {
            code: code(),
            token: "token-1".into()
        })
    );
    assert!(!rooms.entering && rooms.entry.is_none());
}

#[test]
fn the_forms_are_checked_before_anything_is_sent() {
    use protocol::room::nickname::Problem;
    // No room in the link: the code is typed.
    let act = |rooms: &mut Rooms, action| rooms.apply(action, view());
    let mut rooms = open();
    act(&mut rooms, RoomAction::Create);
    assert_eq!(rooms.said, Some(Said::Nickname(Problem::Empty)));
    act(&mut rooms, RoomAction::SetNickname("x".repeat(21)));
    act(&mut rooms, RoomAction::Join);
    // The code is checked first.
    assert_eq!(rooms.said, Some(Said::BadCode(String::new())));
    act(&mut rooms, RoomAction::SetCode(" k7m2qu ".into()));
    act(&mut rooms, RoomAction::Join);
    assert_eq!(rooms.said, Some(Said::BadCode("k7m2qu".into())));
    act(&mut rooms, RoomAction::SetCode("k7m2qx".into()));
    act(&mut rooms, RoomAction::Join);
    assert_eq!(rooms.said, Some(Said::Nickname(Problem::TooLong)));
    act(&mut rooms, RoomAction::SetNickname("Bo".into()));
    act(&mut rooms, RoomAction::Set(Setting::Rounds(31)));
    act(&mut rooms, RoomAction::Create);
    assert_eq!(rooms.said, Some(Said::Settings(settings::Problem::Rounds)));
    act(&mut rooms, RoomAction::Set(Setting::Rounds(30)));
    act(&mut rooms, RoomAction::Set(Setting::Target("3/".into())));
    assert_eq!(rooms.form.settings.target, Rational::from_integer(24));
    act(&mut rooms, RoomAction::Create);
    assert_eq!(rooms.said, Some(Said::BadTarget("3/".into())));
    act(
        &mut rooms,
        RoomAction::Set(Setting::Target("100000".into())),
    );
    act(&mut rooms, RoomAction::Create);
    assert_eq!(rooms.said, Some(Said::Settings(settings::Problem::Target)));
    assert!(sent(&rooms).is_empty());
    // Mended, it goes, and the message with it.
    act(&mut rooms, RoomAction::Join);
    assert_eq!(
        sent(&rooms),
        [ClientMsg::Join {
            code: code(),
            nickname: "Bo".into()
        }]
    );
    assert_eq!(rooms.said, None);
}

#[test]
fn a_link_names_the_room_to_join_and_a_clash_is_refused() {
    let mut rooms = open();
    act(&mut rooms, RoomAction::SetNickname("ada".into()));
    // The link's room; the code field is not needed.
    act(&mut rooms, RoomAction::Join);
    assert_eq!(
        sent(&rooms),
        [ClientMsg::Join {
            code: code(),
            nickname: "ada".into()
        }]
    );
    assert_eq!(
        hear(&mut rooms, ServerMsg::Error(ErrorKind::NicknameTaken), 1),
        None
    );
    assert_eq!(rooms.said, Some(Said::Refused(ErrorKind::NicknameTaken)));
    assert!(!rooms.entering && rooms.room.is_none());
    act(&mut rooms, RoomAction::SetNickname("Cy".into()));
    act(&mut rooms, RoomAction::Join);
    assert_eq!(sent(&rooms).len(), 2);
}

#[test]
fn a_round_is_played_on_the_table_and_judged_by_the_server() {
    let mut rooms = seated(2);
    // Dealt 1.5 s before the page heard of it.
    hear(&mut rooms, ServerMsg::Round(round(1, 1500)), 10_000);
    let room = rooms.room.as_ref().unwrap();
    assert_eq!(room.dealt_at, 8_500);
    assert_eq!(room.elapsed(12_000), 3_500);
    assert_eq!(room.playing(), Some(1));
    assert_eq!(room.may_answer(), Some(1));
    let values: Vec<String> = room
        .table
        .cards()
        .map(|(_, c)| c.value.to_string())
        .collect();
    assert_eq!(values, ["3", "3", "8", "8"]);
    // Down to one card, which is sent as an answer when picked.
    for mv in COMBINING_3388 {
        act(&mut rooms, RoomAction::Move(mv));
    }
    assert!(sent(&rooms).is_empty());
    act(&mut rooms, RoomAction::Move(Move::Pick(0)));
    assert_eq!(sent(&rooms), [answer(1, "8/(3-8/3)")]);
    // Only the server says whether it is right.
    assert!(rooms.room.as_ref().unwrap().solved(2).is_none());
    let verdict = Verdict::Correct { which: 0, of: 1 };
    hear(
        &mut rooms,
        ServerMsg::Verdict {
            round: 1,
            verdict: verdict.clone(),
        },
        11_000,
    );
    let solved = Solved {
        player: 2,
        ms: 2_500,
        points: 3,
    };
    for _ in 0..2 {
        hear(
            &mut rooms,
            ServerMsg::Scored {
                round: 1,
                solved,
                score: 3,
            },
            11_000,
        );
    }
    let room = rooms.room.as_ref().unwrap();
    assert_eq!(room.verdict, Some(verdict));
    assert_eq!(room.round().unwrap().1, [solved], "one line per player");
    assert_eq!(room.player(2).unwrap().score, 3);
    assert_eq!(room.may_answer(), None);
    // Solved: nothing more is sent.
    act(&mut rooms, RoomAction::Move(Move::Undo));
    act(
        &mut rooms,
        RoomAction::Move(Move::Attempt("8/(3-8/3)".into())),
    );
    assert_eq!(sent(&rooms).len(), 1);
    // Another player's solve is a line too; a stale round's is not.
    let later = Solved {
        player: 3,
        ms: 9_000,
        points: 1,
    };
    hear(
        &mut rooms,
        ServerMsg::Scored {
            round: 1,
            solved: later,
            score: 1,
        },
        12_000,
    );
    hear(
        &mut rooms,
        ServerMsg::Scored {
            round: 7,
            solved: Solved { player: 1, ..later },
            score: 1,
        },
        12_000,
    );
    let room = rooms.room.as_ref().unwrap();
    assert_eq!(room.round().unwrap().1, [solved, later]);
    assert_eq!(
        room.player(1).unwrap().score,
        1,
        "the score is the server's"
    );
    // The round ends: every solution, and the next round's time.
    let end = RoundEnd {
        number: 1,
        why: EndReason::TimeUp,
        solutions: vec!["8/(3-8/3)".into()],
        next_in_ms: Some(10_000),
        taken: None,
    };
    hear(&mut rooms, ServerMsg::RoundEnded(end.clone()), 20_000);
    let room = rooms.room.as_ref().unwrap();
    assert_eq!(room.next_at, Some(30_000));
    assert!(
        matches!(&room.phase, Phase::Reveal { end: e, solved: s, .. } if *e == end && s.len() == 2)
    );
    // The next round deals a fresh table and forgets the verdict.
    hear(&mut rooms, ServerMsg::Round(round(2, 0)), 30_000);
    let room = rooms.room.as_ref().unwrap();
    assert_eq!((room.playing(), room.verdict.clone()), (Some(2), None));
    assert_eq!(room.table.cards().count(), 4);
    assert!(room.round().unwrap().1.is_empty());
}

#[test]
fn wrong_answers_are_this_players_alone_and_typed_answers_are_bounded() {
    let mut rooms = seated(3);
    hear(&mut rooms, ServerMsg::Round(round(1, 0)), 0);
    act(&mut rooms, RoomAction::Move(Move::Attempt("   ".into())));
    assert!(sent(&rooms).is_empty());
    act(
        &mut rooms,
        RoomAction::Move(Move::Attempt("(".repeat(MAX_MESSAGE_BYTES))),
    );
    assert_eq!(rooms.said, Some(Said::TooLong));
    assert!(sent(&rooms).is_empty());
    act(&mut rooms, RoomAction::Move(Move::Attempt("3*8".into())));
    assert_eq!(sent(&rooms), [answer(1, "3*8")]);
    // As Play reads it: full-width forms, and a trailing "= 24".
    act(
        &mut rooms,
        RoomAction::Move(Move::Attempt("３＊８ ＝ ２４".into())),
    );
    assert_eq!(sent(&rooms).last(), Some(&answer(1, "3*8")));
    assert_eq!(rooms.said, None);
    let wrong = Verdict::Invalid(Invalid::Missing(Rational::from_integer(3)));
    hear(
        &mut rooms,
        ServerMsg::Verdict {
            round: 1,
            verdict: wrong.clone(),
        },
        1,
    );
    // A verdict for another round is not this one's.
    hear(
        &mut rooms,
        ServerMsg::Verdict {
            round: 2,
            verdict: Verdict::WrongValue(Rational::from_integer(1)),
        },
        1,
    );
    let room = rooms.room.as_ref().unwrap();
    assert_eq!(room.verdict, Some(wrong));
    assert_eq!(room.may_answer(), Some(1), "a wrong answer costs nothing");
}

#[test]
fn only_the_host_starts_ends_deals_and_configures() {
    let mut guest = seated(2);
    for action in [
        RoomAction::Start,
        RoomAction::EndRound,
        RoomAction::Next,
        RoomAction::Set(Setting::Rounds(3)),
    ] {
        act(&mut guest, action);
    }
    assert!(sent(&guest).is_empty());

    let mut host = seated(1);
    act(&mut host, RoomAction::Set(Setting::Rounds(3)));
    act(&mut host, RoomAction::Set(Setting::Target("2/".into())));
    assert_eq!(host.said, Some(Said::BadTarget("2/".into())));
    act(&mut host, RoomAction::Start);
    let three = Settings {
        rounds: 3,
        ..Settings::default()
    };
    assert_eq!(
        sent(&host),
        [ClientMsg::Configure { settings: three }, ClientMsg::Start]
    );
    hear(&mut host, ServerMsg::Settings(three), 1);
    hear(&mut host, ServerMsg::Round(round(1, 0)), 1);
    // No settings while a game runs; the round's number goes with End.
    act(&mut host, RoomAction::Set(Setting::HandSize(5)));
    act(&mut host, RoomAction::Next);
    act(&mut host, RoomAction::EndRound);
    let end = RoundEnd {
        number: 1,
        why: EndReason::Host,
        solutions: vec![],
        next_in_ms: Some(10_000),
        taken: None,
    };
    hear(&mut host, ServerMsg::RoundEnded(end), 2);
    act(&mut host, RoomAction::EndRound);
    act(&mut host, RoomAction::Next);
    assert_eq!(
        sent(&host)[2..],
        [
            ClientMsg::EndRound { round: 1 },
            ClientMsg::Next { round: 1 }
        ]
    );
}

#[test]
fn the_game_ends_with_standings_and_the_last_rounds_solutions() {
    let mut rooms = seated(1);
    hear(&mut rooms, ServerMsg::Round(round(2, 0)), 0);
    let end = RoundEnd {
        number: 2,
        why: EndReason::AllSolved,
        solutions: vec!["8/(3-8/3)".into()],
        next_in_ms: None,
        taken: None,
    };
    hear(&mut rooms, ServerMsg::RoundEnded(end.clone()), 5);
    assert_eq!(rooms.room.as_ref().unwrap().next_at, None);
    let standings = vec![Standing {
        player: 1,
        nickname: "Ada".into(),
        score: 6,
        times: vec![Some(1200), Some(3400)],
        team: 0,
    }];
    hear(
        &mut rooms,
        ServerMsg::GameOver {
            standings: standings.clone(),
        },
        5,
    );
    let room = rooms.room.as_ref().unwrap();
    assert_eq!(room.phase, Phase::Over { standings });
    assert_eq!(room.last, Some((round(2, 0), end)));
    // Play again: the host starts with the same players.
    act(&mut rooms, RoomAction::Start);
    assert_eq!(sent(&rooms), [ClientMsg::Start]);
    hear(&mut rooms, ServerMsg::Round(round(1, 0)), 9);
    assert_eq!(rooms.room.as_ref().unwrap().last, None);
}

#[test]
fn the_host_role_passing_on_is_said() {
    let mut rooms = seated(2);
    let players = vec![player(2, "Bo", 0), player(3, "Cy", 0)];
    hear(
        &mut rooms,
        ServerMsg::Players {
            host: 3,
            players: players.clone(),
        },
        1,
    );
    assert_eq!(
        rooms.said,
        Some(Said::HostNow {
            you: false,
            name: "Cy".into()
        })
    );
    // The same host again says nothing new.
    act(&mut rooms, RoomAction::Dismiss);
    hear(
        &mut rooms,
        ServerMsg::Players {
            host: 3,
            players: players.clone(),
        },
        1,
    );
    assert_eq!(rooms.said, None);
    act(&mut rooms, RoomAction::Set(Setting::Rounds(4)));
    hear(
        &mut rooms,
        ServerMsg::Players {
            host: 2,
            players: vec![player(2, "Bo", 0)],
        },
        1,
    );
    assert_eq!(
        rooms.said,
        Some(Said::HostNow {
            you: true,
            name: "Bo".into()
        })
    );
    let room = rooms.room.as_ref().unwrap();
    assert!(room.hosting());
    // The new host's form starts from the room's settings.
    assert_eq!(rooms.form.settings, room.settings);
}

#[test]
fn a_drop_is_retried_with_backoff_and_the_seat_resumed() {
    let mut rooms = seated(2);
    hear(&mut rooms, ServerMsg::Round(round(1, 0)), 0);
    let closed = |rooms: &mut Rooms, attempt, now| {
        act(
            rooms,
            RoomAction::Closed {
                attempt,
                code: 1006,
                now,
            },
        )
    };
    closed(&mut rooms, 1, 1_000);
    assert_eq!(
        rooms.socket,
        Socket::Waiting {
            attempt: 2,
            delay: 500
        }
    );
    // The room stays on show while the page reconnects.
    assert!(rooms.room.is_some());
    // A late event of the dropped socket changes nothing.
    closed(&mut rooms, 1, 1_100);
    act(&mut rooms, RoomAction::Retry { attempt: 1 });
    assert_eq!(rooms.socket.waiting(), Some((2, 500)));
    act(&mut rooms, RoomAction::Retry { attempt: 2 });
    assert_eq!(rooms.socket, Socket::Opening { attempt: 2 });
    closed(&mut rooms, 2, 1_600);
    assert_eq!(rooms.socket.waiting(), Some((3, 1_000)));
    act(&mut rooms, RoomAction::Retry { attempt: 3 });
    act(
        &mut rooms,
        RoomAction::Opened {
            attempt: 3,
            stored: None,
        },
    );
    assert_eq!(
        rooms
            .outbox
            .since(3, 0)
            .map(|o| o.msg.clone())
            .collect::<Vec<_>>(),
        [ClientMsg::Resume {
            code: code(),
            token: "token-2".into()
        }]
    );
    let players = vec![player(1, "Ada", 3), player(2, "Bo", 1)];
    let mut state = lobby(1, players);
    state.phase = Phase::Playing {
        round: round(1, 4_000),
        solved: vec![],
    };
    hear(&mut rooms, welcome(Some(2), state), 5_000);
    let room = rooms.room.as_ref().unwrap();
    assert_eq!((room.dealt_at, room.player(2).unwrap().score), (1_000, 1));
    // Back: a later drop starts from half a second again.
    closed(&mut rooms, 3, 9_000);
    assert_eq!(rooms.socket.waiting(), Some((4, 500)));
}

#[test]
fn the_page_gives_up_when_the_seat_would_have_lapsed() {
    let mut rooms = seated(2);
    let mut attempt = 1;
    let mut now = 0;
    let mut waits = Vec::new();
    loop {
        act(
            &mut rooms,
            RoomAction::Closed {
                attempt,
                code: 1006,
                now,
            },
        );
        let Some((next, delay)) = rooms.socket.waiting() else {
            break;
        };
        waits.push(delay);
        now += u64::from(delay);
        attempt = next;
        act(&mut rooms, RoomAction::Retry { attempt });
    }
    assert_eq!(rooms.socket, Socket::GaveUp);
    assert!((socket::GIVE_UP_MS..socket::GIVE_UP_MS + 8_000).contains(&now));
    assert_eq!(waits[..5], [500, 1_000, 2_000, 4_000, 8_000]);
    assert!(rooms.room.is_none());
    // The seat is kept: trying again resumes it, if it is still there.
    act(&mut rooms, RoomAction::TryAgain);
    let attempt = rooms.socket.live().unwrap();
    act(
        &mut rooms,
        RoomAction::Opened {
            attempt,
            stored: None,
        },
    );
    assert!(matches!(
        rooms.outbox.queued().last().map(|o| &o.msg),
        Some(ClientMsg::Resume { .. })
    ));
}

#[test]
fn another_tab_or_version_stops_the_page() {
    let mut rooms = seated(2);
    act(
        &mut rooms,
        RoomAction::Closed {
            attempt: 1,
            code: socket::SEAT_ELSEWHERE,
            now: 0,
        },
    );
    assert_eq!(rooms.socket, Socket::Elsewhere);
    assert!(rooms.room.is_none());

    let mut rooms = seated(2);
    act(
        &mut rooms,
        RoomAction::Unreadable {
            attempt: 1,
            error: DecodeError::OtherVersion(2),
        },
    );
    assert_eq!(rooms.socket, Socket::Reload);
    let mut rooms = seated(2);
    hear(&mut rooms, ServerMsg::Reload { version: 2 }, 0);
    act(
        &mut rooms,
        RoomAction::Closed {
            attempt: 1,
            code: socket::POLICY,
            now: 0,
        },
    );
    assert_eq!(rooms.socket, Socket::Reload);
    // A malformed message is ignored.
    let mut rooms = seated(2);
    act(
        &mut rooms,
        RoomAction::Unreadable {
            attempt: 1,
            error: DecodeError::Codec(protocol::codec::Error {
                at: 0,
                kind: protocol::codec::ErrorKind::UnknownTag,
            }),
        },
    );
    assert_eq!(rooms.socket, Socket::Open { attempt: 1 });
}

#[test]
fn a_reload_takes_the_seat_back_with_the_stored_token() {
    let stored = Seat {
        code: code(),
        token: "kept".into(),
    };
    let opened = |stored: Seat, wanted: Wanted| {
        let mut rooms = Rooms::default();
        rooms.follow(wanted);
        rooms.apply(
            RoomAction::Opened {
                attempt: 1,
                stored: Some(stored),
            },
            wanted,
        );
        rooms
    };
    let rooms = opened(stored.clone(), in_room());
    assert_eq!(
        sent(&rooms),
        [ClientMsg::Resume {
            code: code(),
            token: "kept".into()
        }]
    );
    // A seat kept for another room is not this link's.
    let other = Seat {
        code: RoomCode::parse("23ABYZ").unwrap(),
        ..stored.clone()
    };
    let rooms = opened(other, in_room());
    assert!(sent(&rooms).is_empty());
    assert_eq!(rooms.seat, None);
    // A projector view watches, seat or not.
    let screen = Wanted {
        screen: true,
        ..in_room()
    };
    let rooms = opened(stored.clone(), screen);
    assert_eq!(sent(&rooms), [ClientMsg::Watch { code: code() }]);

    // The seat lapsed: forgotten, and the room may be joined again.
    let mut rooms = opened(stored.clone(), in_room());
    assert_eq!(
        hear(&mut rooms, ServerMsg::Error(ErrorKind::SeatGone), 0),
        None
    );
    assert_eq!(
        (rooms.seat.clone(), rooms.said.clone()),
        (None, Some(Said::Gone))
    );
    // The room is gone: so is its link.
    let mut rooms = opened(stored, in_room());
    assert_eq!(
        hear(&mut rooms, ServerMsg::Error(ErrorKind::NoSuchRoom), 0),
        Some(Went::Out)
    );
}

#[test]
fn a_projector_view_watches_and_never_answers() {
    let screen = Wanted {
        screen: true,
        ..in_room()
    };
    let mut rooms = Rooms::default();
    rooms.follow(screen);
    first_open(&mut rooms, screen);
    assert_eq!(sent(&rooms), [ClientMsg::Watch { code: code() }]);
    hear(
        &mut rooms,
        welcome(None, lobby(1, vec![player(1, "Ada", 0)])),
        0,
    );
    hear(&mut rooms, ServerMsg::Round(round(1, 0)), 0);
    let room = rooms.room.as_ref().unwrap();
    assert_eq!(
        (room.me, room.may_answer(), room.hosting()),
        (None, None, false)
    );
    act(
        &mut rooms,
        RoomAction::Move(Move::Attempt("8/(3-8/3)".into())),
    );
    act(&mut rooms, RoomAction::Start);
    assert_eq!(sent(&rooms).len(), 1);
    assert_eq!(rooms.seat, None);
}

#[test]
fn leave_asks_first_and_stay_keeps_the_seat() {
    let mut rooms = seated(2);
    act(&mut rooms, RoomAction::AskLeave);
    assert!(rooms.room.as_ref().unwrap().asking_to_leave);
    assert_eq!(sent(&rooms), [], "nothing is given up by asking");
    act(&mut rooms, RoomAction::Stay);
    assert!(!rooms.room.as_ref().unwrap().asking_to_leave);
    assert_eq!(sent(&rooms), []);
    assert!(rooms.seat.is_some());
}

#[test]
fn leaving_and_a_closed_room_end_the_stay_and_a_fresh_socket_follows() {
    let mut rooms = seated(2);
    act(&mut rooms, RoomAction::Leave);
    assert_eq!(sent(&rooms), [ClientMsg::Leave]);
    assert_eq!(hear(&mut rooms, ServerMsg::Left, 0), Some(Went::Out));
    assert_eq!((rooms.room.clone(), rooms.seat.clone()), (None, None));
    act(
        &mut rooms,
        RoomAction::Closed {
            attempt: 1,
            code: 1000,
            now: 1,
        },
    );
    assert_eq!(rooms.socket, Socket::Opening { attempt: 2 });

    let mut rooms = seated(2);
    assert_eq!(
        hear(&mut rooms, ServerMsg::Closed(CloseReason::Idle), 0),
        Some(Went::Out)
    );
    assert_eq!(rooms.said, Some(Said::Closed(CloseReason::Idle)));
    assert!(rooms.seat.is_none());
    // A restart keeps the seat, to try it when the server is back.
    let mut rooms = seated(2);
    assert_eq!(
        hear(&mut rooms, ServerMsg::Closed(CloseReason::Restarting), 0),
        None
    );
    act(
        &mut rooms,
        RoomAction::Closed {
            attempt: 1,
            code: 1012,
            now: 0,
        },
    );
    assert_eq!(rooms.socket.waiting(), Some((2, 500)));
    assert!(rooms.seat.is_some());
}

#[test]
fn another_room_in_the_link_starts_again() {
    let mut rooms = seated(2);
    let other = Wanted {
        room: RoomCode::parse("23ABYZ"),
        ..view()
    };
    rooms.follow(other);
    assert!(rooms.room.is_none());
    assert_eq!(rooms.socket, Socket::Opening { attempt: 2 });
    // The seat is kept for coming back.
    assert!(rooms.seat.is_some());
    // Events of the old socket are ignored.
    assert_eq!(
        rooms.apply(
            RoomAction::Received {
                attempt: 1,
                msg: Box::new(ServerMsg::Left),
                now: 0
            },
            other
        ),
        None
    );
    assert!(rooms.seat.is_some());
}

#[test]
fn the_outbox_keeps_the_latest_messages_per_socket() {
    let mut outbox = Outbox::default();
    for i in 0..20 {
        outbox.push(1 + u32::from(i >= 18), ClientMsg::Next { round: i });
    }
    assert_eq!(outbox.queued().len(), outbox::KEPT);
    assert_eq!(outbox.next_seq(), 20);
    let on_one: Vec<u64> = outbox.since(1, 15).map(|o| o.seq).collect();
    assert_eq!(on_one, [15, 16, 17]);
    let on_two: Vec<u64> = outbox.since(2, 0).map(|o| o.seq).collect();
    assert_eq!(on_two, [18, 19]);
}

#[test]
fn a_fraction_is_refused_on_the_table_by_the_rooms_rule_and_never_sent() {
    let mut rooms = seated(2);
    rooms.room.as_mut().unwrap().settings.integers = true;
    hear(&mut rooms, ServerMsg::Round(round(1, 0)), 10_000);
    // 8 ÷ 3 makes 8/3: refused, saying so, and the cards stay as they were.
    for mv in [Move::Pick(2), Move::Op(solver::Op::Div), Move::Pick(0)] {
        act(&mut rooms, RoomAction::Move(mv));
    }
    let room = rooms.room.as_ref().unwrap();
    match &room.verdict {
        Some(Verdict::Invalid(Invalid::Fraction { value, .. })) => {
            assert_eq!(value.to_string(), "8/3");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(room.table.cards().count(), 4);
    assert!(sent(&rooms).is_empty());
}

/// A page that arrives 30 s into a round (a reload, a projector opened
/// late) counts the round's clock from its deal, not from its own load.
#[test]
fn a_page_that_joins_mid_round_keeps_the_rounds_clock() {
    let mut rooms = seated(2);
    // The page loaded 4 s ago; the round was dealt 30 s ago.
    hear(&mut rooms, ServerMsg::Round(round(1, 30_000)), 4_000);
    let room = rooms.room.as_ref().unwrap();
    assert_eq!(room.dealt_at, -26_000);
    assert_eq!(room.elapsed(4_000), 30_000);
    assert_eq!(room.elapsed(9_000), 35_000);
}

#[test]
fn a_host_who_does_not_play_has_no_table_and_may_change_it_as_creator() {
    let mut rooms = open();
    // The teacher (seat 0, the creator) hosts without playing: the
    // players are Bo and Cy alone.
    let players = vec![player(2, "Bo", 0), player(3, "Cy", 0)];
    let mut state = lobby(0, players);
    state.settings.host_plays = false;
    hear(&mut rooms, welcome(Some(0), state.clone()), 0);
    let room = rooms.room.as_ref().unwrap();
    assert!(room.hosting() && room.created() && !room.plays());
    state.phase = Phase::Playing {
        round: round(1, 0),
        solved: vec![],
    };
    hear(&mut rooms, welcome(Some(0), state), 0);
    assert_eq!(rooms.room.as_ref().unwrap().may_answer(), None);
    act(
        &mut rooms,
        RoomAction::Move(Move::Attempt("8/(3-8/3)".into())),
    );
    assert_eq!(sent(&rooms), [], "a host who does not play sends no answer");
    // A player is no creator.
    let rooms = seated(2);
    let room = rooms.room.as_ref().unwrap();
    assert!(room.plays() && !room.created());
}

#[test]
fn the_host_only_choice_is_a_setting_of_the_form() {
    let mut form = Form::default();
    assert!(form.settings.host_plays);
    form.set(Setting::HostPlays(false));
    assert!(!form.settings.host_plays);
    form.set(Setting::LateJoin(false));
    form.set(Setting::Scoring(protocol::room::Scoring::Untimed));
    assert!(!form.settings.late_join);
    assert_eq!(form.settings.scoring, protocol::room::Scoring::Untimed);
}

#[test]
fn a_game_without_a_clock_is_untimed_on_the_page() {
    let mut rooms = open();
    let mut state = lobby(1, vec![player(1, "Ada", 0)]);
    assert!({
        hear(&mut rooms, welcome(Some(1), state.clone()), 0);
        rooms.room.as_ref().unwrap().timed()
    });
    state.settings.scoring = protocol::room::Scoring::Untimed;
    hear(&mut rooms, welcome(Some(1), state), 0);
    assert!(!rooms.room.as_ref().unwrap().timed());
}

#[test]
fn the_host_removes_a_player_after_a_question_and_locks_the_room() {
    let mut rooms = seated(1);
    // A player who is not there is not asked about.
    act(&mut rooms, RoomAction::AskRemove(Some(9)));
    assert_eq!(rooms.room.as_ref().unwrap().removing, None);
    act(&mut rooms, RoomAction::AskRemove(Some(2)));
    assert_eq!(rooms.room.as_ref().unwrap().removing, Some(2));
    act(&mut rooms, RoomAction::AskRemove(None));
    assert_eq!(sent(&rooms), [], "taking it back sends nothing");
    act(&mut rooms, RoomAction::AskRemove(Some(3)));
    act(&mut rooms, RoomAction::Remove { block: true });
    act(&mut rooms, RoomAction::Lock(true));
    assert_eq!(
        sent(&rooms),
        [
            ClientMsg::Remove {
                player: 3,
                block: true
            },
            ClientMsg::Lock { locked: true }
        ]
    );
    hear(&mut rooms, ServerMsg::Locked(true), 0);
    assert!(rooms.room.as_ref().unwrap().locked);
    // A player may do neither.
    let mut bo = seated(2);
    act(&mut bo, RoomAction::AskRemove(Some(3)));
    act(&mut bo, RoomAction::Remove { block: false });
    act(&mut bo, RoomAction::Lock(true));
    assert_eq!(sent(&bo), []);
}

#[test]
fn a_removed_player_leaves_the_room_forgets_the_seat_and_is_told() {
    let mut rooms = seated(2);
    assert_eq!(hear(&mut rooms, ServerMsg::Removed, 0), Some(Went::Out));
    assert_eq!((rooms.room.clone(), rooms.seat.clone()), (None, None));
    assert_eq!(rooms.said, Some(Said::Removed));
}

#[test]
fn the_hosts_report_outlives_the_room_until_another_is_entered() {
    let mut rooms = seated(1);
    let report = protocol::room::Report {
        players: vec![protocol::room::Entrant {
            id: 2,
            nickname: "Bo".into(),
            team: 0,
        }],
        ..Default::default()
    };
    hear(&mut rooms, ServerMsg::Report(report.clone()), 10);
    assert_eq!(rooms.report, Some((code(), report.clone())));
    // The room closes: the report stays with the page.
    hear(&mut rooms, ServerMsg::Closed(CloseReason::Idle), 20);
    assert!(rooms.room.is_none());
    assert_eq!(rooms.report, Some((code(), report.clone())));
    // The same room entered again keeps it; another room's welcome drops it.
    hear(
        &mut rooms,
        welcome(Some(1), lobby(1, vec![player(1, "Ada", 0)])),
        30,
    );
    assert!(rooms.report.is_some());
    let other = ServerMsg::Welcome {
        code: RoomCode::parse("ABCDEF").unwrap(),
        seat: None,
        state: lobby(1, vec![player(1, "Ada", 0)]),
    };
    hear(&mut rooms, other, 40);
    assert_eq!(rooms.report, None);
}

#[test]
fn the_join_form_offers_names_the_view_draws_and_a_host_may_require_them() {
    let mut rooms = open();
    act(&mut rooms, RoomAction::OtherNames(7));
    assert_eq!(rooms.form.names, 7);
    let [first, ..] = protocol::room::names::three("en", rooms.form.names);
    act(&mut rooms, RoomAction::SetNickname(first.clone()));
    assert_eq!(rooms.form.checked_nickname(), Ok(first));
    rooms.form.set(Setting::GeneratedNames(true));
    assert!(rooms.form.settings.generated_names);
    // A refusal for a typed name is said beside the nickname.
    assert_eq!(
        Said::Refused(ErrorKind::NotGenerated).about(),
        About::Nickname
    );
}

#[test]
fn extra_time_lengthens_this_players_clock_alone() {
    use protocol::room::Extra;
    let mut rooms = seated(2);
    hear(&mut rooms, ServerMsg::Round(round(1, 0)), 1_000);
    let room = rooms.room.as_ref().unwrap();
    assert_eq!(room.limit_ms(&round(1, 0)), Some(60_000));
    let extra = ServerMsg::Extra {
        player: 2,
        extra: Extra::Double,
    };
    hear(&mut rooms, extra, 1_100);
    let room = rooms.room.as_ref().unwrap();
    assert_eq!(room.extra(2), Extra::Double);
    assert_eq!(room.limit_ms(&round(1, 0)), Some(120_000));
    // Taken back: the round's own limit.
    let none = ServerMsg::Extra {
        player: 2,
        extra: Extra::None,
    };
    hear(&mut rooms, none, 1_200);
    assert_eq!(rooms.room.as_ref().unwrap().extras, []);
    // Only the host sends extra time.
    act(
        &mut rooms,
        RoomAction::SetExtra {
            player: 3,
            extra: Extra::Half,
        },
    );
    assert!(sent(&rooms).is_empty());
    let mut host = seated(1);
    act(
        &mut host,
        RoomAction::SetExtra {
            player: 3,
            extra: Extra::Half,
        },
    );
    assert_eq!(
        sent(&host),
        [ClientMsg::Extra {
            player: 3,
            extra: Extra::Half
        }]
    );
}

#[test]
fn a_challenge_card_is_called_and_a_wrong_call_locks_this_player_out() {
    let mut rooms = seated(2);
    let challenge = Settings {
        mode: protocol::room::Mode::Challenge,
        ..Settings::default()
    };
    hear(&mut rooms, ServerMsg::Settings(challenge), 1);
    hear(&mut rooms, ServerMsg::Round(round(1, 0)), 2);
    act(&mut rooms, RoomAction::NoSolution);
    assert_eq!(
        sent(&rooms).last(),
        Some(&ClientMsg::NoSolution { round: 1 })
    );
    // Another player's lockout is shown; this player still answers.
    hear(
        &mut rooms,
        ServerMsg::LockedOut {
            round: 1,
            player: 3,
        },
        3,
    );
    let room = rooms.room.as_ref().unwrap();
    assert!(room.is_out(3) && !room.is_out(2));
    assert_eq!(room.may_answer(), Some(1));
    // This player's own: no more answers or calls on this card.
    hear(
        &mut rooms,
        ServerMsg::LockedOut {
            round: 1,
            player: 2,
        },
        4,
    );
    let before = sent(&rooms).len();
    act(&mut rooms, RoomAction::NoSolution);
    act(
        &mut rooms,
        RoomAction::Move(Move::Attempt("8/(3-8/3)".into())),
    );
    assert_eq!(sent(&rooms).len(), before);
    // The next card lets them in again.
    hear(&mut rooms, ServerMsg::Round(round(2, 0)), 5);
    assert_eq!(rooms.room.as_ref().unwrap().may_answer(), Some(2));
}

#[test]
fn a_final_seats_the_best_and_the_others_watch_and_teams_are_the_hosts() {
    let mut rooms = seated(3);
    // Only the host moves teams, deals them or starts the Final.
    let before = sent(&rooms).len();
    act(&mut rooms, RoomAction::SetTeam { player: 2, team: 1 });
    act(&mut rooms, RoomAction::DealTeams);
    act(&mut rooms, RoomAction::Final);
    assert_eq!(sent(&rooms).len(), before);
    let mut host = seated(1);
    act(&mut host, RoomAction::SetTeam { player: 2, team: 1 });
    act(&mut host, RoomAction::DealTeams);
    act(&mut host, RoomAction::Final);
    assert_eq!(
        sent(&host)[sent(&host).len() - 3..],
        [
            ClientMsg::Team { player: 2, team: 1 },
            ClientMsg::DealTeams,
            ClientMsg::Final
        ]
    );
    // Cy (3) watches the Final: no answers.
    let mut players = vec![player(1, "Ada", 0), player(2, "Bo", 0), player(3, "Cy", 0)];
    players[2].sits_out = true;
    hear(&mut rooms, ServerMsg::Players { host: 1, players }, 1);
    let mut card = round(1, 0);
    card.final_game = true;
    hear(&mut rooms, ServerMsg::Round(card), 2);
    let room = rooms.room.as_ref().unwrap();
    assert!(room.final_game && !room.plays());
    assert_eq!(room.may_answer(), None);
}

#[test]
fn team_standings_rank_points_per_member() {
    let mut rooms = seated(1);
    let teams = Settings {
        teams: 2,
        ..Settings::default()
    };
    hear(&mut rooms, ServerMsg::Settings(teams), 1);
    let mut players = vec![
        player(1, "Ada", 3),
        player(2, "Bo", 3),
        player(3, "Cy", 0),
        player(4, "Dee", 4),
    ];
    for (p, team) in players.iter_mut().zip([1, 1, 1, 2]) {
        p.team = team;
    }
    hear(&mut rooms, ServerMsg::Players { host: 1, players }, 2);
    let lines = rooms.room.as_ref().unwrap().team_standings();
    // 6 points for three, 2 each; 4 for one: team 2 leads.
    let summary: Vec<_> = lines
        .iter()
        .map(|l| (l.team, l.members, l.points))
        .collect();
    assert_eq!(summary, [(2, 1, 4), (1, 3, 6)]);
}

#[test]
fn a_finished_games_team_standings_keep_its_teams_when_players_move() {
    let mut rooms = seated(1);
    let teams = Settings {
        teams: 2,
        ..Settings::default()
    };
    hear(&mut rooms, ServerMsg::Settings(teams), 1);
    let line = |player: u32, nickname: &str, score: u32, team: u8| Standing {
        player,
        nickname: nickname.into(),
        score,
        times: vec![],
        team,
    };
    let standings = vec![
        line(2, "Bo", 5, 2),
        line(1, "Ada", 3, 1),
        line(3, "Cy", 1, 1),
    ];
    hear(&mut rooms, ServerMsg::GameOver { standings }, 2);
    // Between games the host moves Bo to team 1 and makes three teams:
    // the finished game still reads as it was played.
    let mut players = vec![player(1, "Ada", 3), player(2, "Bo", 5), player(3, "Cy", 1)];
    for (p, team) in players.iter_mut().zip([1, 1, 3]) {
        p.team = team;
    }
    hear(&mut rooms, ServerMsg::Players { host: 1, players }, 3);
    let three = Settings {
        teams: 3,
        ..Settings::default()
    };
    hear(&mut rooms, ServerMsg::Settings(three), 4);
    let room = rooms.room.as_ref().unwrap();
    assert_eq!(room.teams_played(), 2);
    let summary: Vec<_> = room
        .team_standings()
        .iter()
        .map(|l| (l.team, l.members, l.points))
        .collect();
    assert_eq!(summary, [(2, 1, 5), (1, 2, 4)]);
}
