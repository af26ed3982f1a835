//! Every limit, over real WebSockets: message size, message rate, players
//! per room, the cap on rooms, idle rooms, nicknames, guessed codes, and
//! what a malformed or outdated message gets.

mod common;

use twentyfour_server::registry::GUESS_BURST;

use common::{settings, Client, Ended, Server};
use futures_util::SinkExt;
use protocol::room::{
    ClientMsg, CloseReason, ErrorKind, RoomCode, ServerMsg, MAX_MESSAGE_BYTES, MAX_PLAYERS, PATH,
};
use std::time::Duration;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

/// An answer whose message is exactly `bytes` long (spaces pad the text).
fn answer_of(bytes: usize) -> String {
    let base = ClientMsg::Answer {
        round: 1,
        text: String::new(),
    }
    .encode();
    // The text's length field grows from "0" to four digits.
    let pad = bytes - base.len() - 3;
    ClientMsg::Answer {
        round: 1,
        text: " ".repeat(pad),
    }
    .encode()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_over_4_kib_closes_the_connection() {
    let server = Server::start(|_| {}).await;
    let mut page = server.client().await;
    let fits = answer_of(MAX_MESSAGE_BYTES);
    assert_eq!(fits.len(), MAX_MESSAGE_BYTES);
    page.send_raw(&fits).await;
    assert_eq!(page.recv().await, ServerMsg::Error(ErrorKind::NotInRoom));
    page.send_raw(&answer_of(MAX_MESSAGE_BYTES + 1)).await;
    let (seen, ended) = page.ended().await;
    assert_eq!(seen, [ServerMsg::Error(ErrorKind::TooLarge)]);
    assert_eq!(ended, Ended::Closed(1009));
    // Far larger, a megabyte and past it, text or binary: the same answer.
    for message in [
        Message::text("x".repeat(1 << 20)),
        Message::binary(vec![0; 1 << 20]),
        Message::text("x".repeat(4 << 20)),
    ] {
        let mut page = server.client().await;
        // (The send itself may fail: the server may close before it ends.)
        let _ = page.ws_mut().send(message).await;
        let (seen, ended) = page.ended().await;
        assert_eq!(seen, [ServerMsg::Error(ErrorKind::TooLarge)]);
        assert_eq!(ended, Ended::Closed(1009));
    }
    // The server goes on.
    let mut page = server.client().await;
    page.create("Ada", settings(1)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn more_than_20_messages_a_second_are_refused() {
    let server = Server::start(|_| {}).await;
    let mut page = server.client().await;
    for _ in 0..30 {
        page.send(&ClientMsg::Start).await;
    }
    let mut refused = 0;
    for _ in 0..30 {
        match page.recv().await {
            ServerMsg::Error(ErrorKind::TooFast) => refused += 1,
            ServerMsg::Error(ErrorKind::NotInRoom) => {}
            other => panic!("{other:?}"),
        }
    }
    // 20 pass at once; the bucket refills a token every 50 ms, so a slow
    // send may let one or two more through.
    assert!((8..=10).contains(&refused), "{refused} refused");
    tokio::time::sleep(Duration::from_millis(1100)).await;
    page.send(&ClientMsg::Start).await;
    assert_eq!(page.recv().await, ServerMsg::Error(ErrorKind::NotInRoom));
    // Binary messages count too.
    let mut page = server.client().await;
    for _ in 0..30 {
        page.ws_mut()
            .send(Message::binary(vec![1, 2, 3]))
            .await
            .unwrap();
    }
    let mut refused = 0;
    for _ in 0..30 {
        match page.recv().await {
            ServerMsg::Error(ErrorKind::TooFast) => refused += 1,
            ServerMsg::Error(ErrorKind::Malformed) => {}
            other => panic!("{other:?}"),
        }
    }
    assert!((8..=10).contains(&refused), "{refused} binary refused");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sixty_players_at_most() {
    let server = Server::start(|_| {}).await;
    let mut host = server.client().await;
    let (code, _, _) = host.create("p0", settings(1)).await;
    let mut players = Vec::new();
    for i in 1..MAX_PLAYERS {
        let mut p = server.client().await;
        p.join(code, &format!("p{i}")).await;
        players.push(p);
    }
    let mut late = server.client().await;
    late.send(&ClientMsg::Join {
        code,
        nickname: "late".into(),
    })
    .await;
    assert_eq!(late.recv().await, ServerMsg::Error(ErrorKind::RoomFull));
    // A seat given up is a seat free.
    players[10].send(&ClientMsg::Leave).await;
    players[10].ended().await;
    let (_, state) = late.join(code, "late").await;
    assert_eq!(state.players.len(), MAX_PLAYERS);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cap_on_rooms() {
    let server = Server::start(|c| c.max_rooms = 2).await;
    let mut a = server.client().await;
    a.create("Ada", settings(1)).await;
    let mut b = server.client().await;
    b.create("Bo", settings(1)).await;
    let mut c = server.client().await;
    c.send(&ClientMsg::Create {
        settings: settings(1),
        nickname: "Cy".into(),
    })
    .await;
    assert_eq!(c.recv().await, ServerMsg::Error(ErrorKind::TooManyRooms));
    // A room whose last player leaves is gone, and makes room.
    a.send(&ClientMsg::Leave).await;
    a.ended().await;
    let mut tries = 0;
    loop {
        c.send(&ClientMsg::Create {
            settings: settings(1),
            nickname: "Cy".into(),
        })
        .await;
        match c.recv().await {
            ServerMsg::Welcome { .. } => break,
            ServerMsg::Error(ErrorKind::TooManyRooms) if tries < 20 => {
                tries += 1;
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            other => panic!("{other:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_room_is_dropped() {
    let server = Server::start(|c| c.idle = Duration::from_secs(2)).await;
    let mut host = server.client().await;
    let (code, _, _) = host.create("Ada", settings(1)).await;
    let start = tokio::time::Instant::now();
    let (seen, ended) = host.ended().await;
    let waited = start.elapsed();
    assert!(
        seen.contains(&ServerMsg::Closed(CloseReason::Idle)),
        "{seen:?}"
    );
    assert_eq!(ended, Ended::Closed(1000));
    assert!(
        waited >= Duration::from_millis(1800) && waited < Duration::from_secs(5),
        "{waited:?}"
    );
    let mut late = server.client().await;
    late.send(&ClientMsg::Join {
        code,
        nickname: "Bo".into(),
    })
    .await;
    assert_eq!(late.recv().await, ServerMsg::Error(ErrorKind::NoSuchRoom));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nicknames_are_text_only() {
    let server = Server::start(|_| {}).await;
    let mut host = server.client().await;
    let (code, _, _) = host.create("Ada", settings(1)).await;
    let mut page = server.client().await;
    for (name, kind) in [
        ("", ErrorKind::NicknameEmpty),
        ("   ", ErrorKind::NicknameEmpty),
        ("twenty-one characters", ErrorKind::NicknameTooLong),
        ("bell\u{7}", ErrorKind::NicknameNotText),
        ("new\nline", ErrorKind::NicknameNotText),
        ("\u{202E}evil", ErrorKind::NicknameNotText),
    ] {
        page.send(&ClientMsg::Join {
            code,
            nickname: name.into(),
        })
        .await;
        assert_eq!(page.recv().await, ServerMsg::Error(kind), "{name:?}");
    }
    let (_, state) = page.join(code, " <b>Zoë</b> ").await;
    assert_eq!(state.players[1].nickname, "<b>Zoë</b>");
}

/// By Unicode's rules: nothing invisible, nothing blank, no tower of
/// accents, and no name that looks like one already seated.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_two_seated_names_look_the_same() {
    let server = Server::start(|_| {}).await;
    let mut host = server.client().await;
    let (code, _, _) = host.create("Ana", settings(1)).await;
    let mut zoe = server.client().await;
    zoe.join(code, "Zoë").await;
    let tower = format!("Z{}", "\u{301}".repeat(19));
    let refused = [
        ("\u{3164}", ErrorKind::NicknameNotText),
        ("\u{FFA0}", ErrorKind::NicknameNotText),
        ("\u{115F}", ErrorKind::NicknameNotText),
        ("\u{2800}", ErrorKind::NicknameNotText),
        ("Ana\u{3164}", ErrorKind::NicknameNotText),
        ("A\u{34F}na", ErrorKind::NicknameNotText),
        ("Ana\u{61C}", ErrorKind::NicknameNotText),
        ("Ana\u{180E}", ErrorKind::NicknameNotText),
        ("Ana\u{E0061}", ErrorKind::NicknameNotText),
        (tower.as_str(), ErrorKind::NicknameNotText),
        ("\u{301}\u{301}", ErrorKind::NicknameEmpty),
        ("Zoe\u{308}", ErrorKind::NicknameTaken),
        ("Ａｎａ", ErrorKind::NicknameTaken),
        ("𝐀𝐧𝐚", ErrorKind::NicknameTaken),
        ("\u{410}na", ErrorKind::NicknameTaken),
        ("\u{391}na", ErrorKind::NicknameTaken),
        ("ANA", ErrorKind::NicknameTaken),
    ];
    let mut page = server.client().await;
    for (name, kind) in refused {
        page.send(&ClientMsg::Join {
            code,
            nickname: name.into(),
        })
        .await;
        assert_eq!(page.recv().await, ServerMsg::Error(kind), "{name:?}");
    }
    let (_, state) = page.join(code, "Anna").await;
    assert_eq!(state.players.len(), 3);
}

/// A connection whose proxy says it comes from `ip`.
async fn from(server: &Server, ip: &str) -> Client {
    let mut request = format!("ws://{}{PATH}", server.addr)
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert("x-forwarded-for", ip.parse().unwrap());
    let (ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    Client::from_stream(ws)
}

/// A code other than `code`.
fn wrong_code(code: RoomCode) -> RoomCode {
    let wrong = if code.as_str() == "222222" {
        "333333"
    } else {
        "222222"
    };
    RoomCode::parse(wrong).unwrap()
}

/// Guesses `wrong` from `ip` until the server refuses; returns the misses.
/// A fresh connection every ten, so that no connection's message rate is
/// what refuses.
async fn guess_until_refused(server: &Server, ip: &str, wrong: RoomCode) -> u32 {
    let mut missed = 0;
    loop {
        let mut guesser = from(server, ip).await;
        for _ in 0..10 {
            guesser.send(&ClientMsg::Watch { code: wrong }).await;
            match guesser.recv().await {
                ServerMsg::Error(ErrorKind::NoSuchRoom) => missed += 1,
                ServerMsg::Error(ErrorKind::TooManyGuesses) => return missed,
                other => panic!("{other:?}"),
            }
            assert!(missed <= GUESS_BURST, "{missed} misses and no refusal");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guessing_codes_is_bounded_per_address() {
    let server = Server::start(|c| c.behind_proxy = true).await;
    let mut host = server.client().await;
    let (code, _, _) = host.create("Ada", settings(1)).await;
    let missed = guess_until_refused(&server, "198.51.100.7", wrong_code(code)).await;
    assert_eq!(missed, GUESS_BURST);
    // Out of guesses, even the right code is refused...
    let mut guesser = from(&server, "198.51.100.7").await;
    guesser.send(&ClientMsg::Watch { code }).await;
    assert_eq!(
        guesser.recv().await,
        ServerMsg::Error(ErrorKind::TooManyGuesses)
    );
    // ...from that address only, an IPv6 one by its /48.
    let mut other = from(&server, "203.0.113.9").await;
    other.send(&ClientMsg::Watch { code }).await;
    assert!(matches!(other.recv().await, ServerMsg::Welcome { .. }));
}

/// A class of 30 behind one school address: ten mistype the code first,
/// then everyone joins; one reloads and takes the seat back, even once a
/// guesser on the same address has used every guess.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_class_behind_one_address_mistypes_and_still_joins() {
    const SCHOOL: &str = "192.0.2.10";
    let server = Server::start(|c| c.behind_proxy = true).await;
    let mut teacher = from(&server, SCHOOL).await;
    let (code, _, _) = teacher.create("Teacher", settings(3)).await;
    let mut pupils = Vec::new();
    for i in 0..30 {
        let mut pupil = from(&server, SCHOOL).await;
        if i < 10 {
            pupil
                .send(&ClientMsg::Join {
                    code: wrong_code(code),
                    nickname: format!("Pupil {i}"),
                })
                .await;
            assert_eq!(pupil.recv().await, ServerMsg::Error(ErrorKind::NoSuchRoom));
        }
        let (seat, _) = pupil.join(code, &format!("Pupil {i}")).await;
        pupils.push((pupil, seat));
    }
    guess_until_refused(&server, SCHOOL, wrong_code(code)).await;
    let (page, seat) = pupils.pop().unwrap();
    drop(page);
    let mut reloaded = from(&server, SCHOOL).await;
    reloaded
        .send(&ClientMsg::Resume {
            code,
            token: seat.token,
        })
        .await;
    assert!(matches!(reloaded.recv().await, ServerMsg::Welcome { .. }));
}

/// Taking a seat back tells a room that is gone from a wrong token not at
/// all, and costs no guess.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resume_is_no_guess_and_no_oracle() {
    let server = Server::start(|c| c.behind_proxy = true).await;
    let mut host = server.client().await;
    let (code, _, _) = host.create("Ada", settings(1)).await;
    let mut page = from(&server, "198.51.100.8").await;
    for tried in [code, wrong_code(code)]
        .into_iter()
        .cycle()
        .take(2 * GUESS_BURST as usize)
    {
        page.send(&ClientMsg::Resume {
            code: tried,
            token: "0".repeat(32),
        })
        .await;
        assert_eq!(page.recv().await, ServerMsg::Error(ErrorKind::SeatGone));
        tokio::time::sleep(Duration::from_millis(55)).await;
    }
    page.send(&ClientMsg::Watch { code }).await;
    assert!(matches!(page.recv().await, ServerMsg::Welcome { .. }));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_messages_are_answered_and_the_connection_stays() {
    let server = Server::start(|_| {}).await;
    let mut page = server.client().await;
    for text in [
        "",
        "hello",
        "1:5",
        "1:55:start0:",
        "1:54:join6:ABCDEF",
        "99999999999999999999:",
    ] {
        page.send_raw(text).await;
        assert_eq!(
            page.recv().await,
            ServerMsg::Error(ErrorKind::Malformed),
            "{text:?}"
        );
    }
    page.ws_mut()
        .send(Message::binary(vec![1u8, 2, 3]))
        .await
        .unwrap();
    assert_eq!(page.recv().await, ServerMsg::Error(ErrorKind::Malformed));
    page.create("Ada", settings(1)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_page_is_told_to_reload() {
    let server = Server::start(|_| {}).await;
    let mut page = server.client().await;
    // A page of version 1, before the host could run a room without
    // playing.
    page.send_raw("1:15:start").await;
    let (seen, ended) = page.ended().await;
    assert_eq!(
        seen,
        [ServerMsg::Reload {
            version: protocol::room::PROTOCOL_VERSION
        }]
    );
    assert_eq!(ended, Ended::Closed(1008));
}

/// The CPU time this process has used, user and system.
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap()
        .split_whitespace()
        .collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    Duration::from_millis(ticks * 10)
}

/// Eight rooms of one address start games whose settings deal nothing (six
/// cards for 9973/9967, or near it: each hand tried is a full search), and
/// start them again: each is told there is no hand, and the server spends a
/// few deals' time, not one per Start.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg(target_os = "linux")]
async fn starts_that_deal_nothing_cost_little() {
    let server = Server::start(|_| {}).await;
    let before = cpu_time();
    let mut hosts = Vec::new();
    for i in 0..8 {
        let mut host = server.client().await;
        let undealable = protocol::room::Settings {
            hand_size: 6,
            target: solver::Rational::new(9973 + 2 * i, 9967),
            ..settings(3)
        };
        host.create(&format!("Host {i}"), undealable).await;
        hosts.push(host);
    }
    for _ in 0..3 {
        for host in &mut hosts {
            host.send(&ClientMsg::Start).await;
        }
        // Three deals of 1.5 s in turn, on a machine the other tests share.
        for host in &mut hosts {
            loop {
                match host.try_recv(Duration::from_secs(30)).await {
                    Some(ServerMsg::Error(kind)) => {
                        assert_eq!(kind, ErrorKind::NoHand);
                        break;
                    }
                    Some(ServerMsg::Round(round)) => panic!("dealt: {round:?}"),
                    Some(_) => {}
                    None => panic!("no answer to a Start within 30 s"),
                }
            }
        }
    }
    let spent = cpu_time() - before;
    // Unbounded, each of the 24 Starts would search for 1.5 s: 36 s.
    assert!(spent < Duration::from_secs(8), "{spent:?} of CPU");
}

/// One address holds at most twenty rooms; others still open theirs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rooms_are_capped_per_address() {
    let server = Server::start(|c| c.behind_proxy = true).await;
    let mut hosts = Vec::new();
    for i in 0..twentyfour_server::registry::ROOMS_PER_ADDRESS {
        let mut host = from(&server, "198.51.100.20").await;
        host.create(&format!("Host {i}"), settings(1)).await;
        hosts.push(host);
    }
    let mut one_more = from(&server, "198.51.100.20").await;
    one_more
        .send(&ClientMsg::Create {
            nickname: "Greedy".into(),
            settings: settings(1),
        })
        .await;
    assert_eq!(one_more.error().await, ErrorKind::TooManyRooms);
    let mut teacher = from(&server, "203.0.113.20").await;
    teacher.create("Teacher", settings(1)).await;
}

/// A lobby whose only player drops is freed at once, not held for the
/// seat's minute of grace.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_whose_one_player_went_is_freed_at_once() {
    let server = Server::start(|_| {}).await;
    let mut host = server.client().await;
    let (code, _, _) = host.create("Ada", settings(1)).await;
    drop(host);
    // The server hears the socket close at once; a probe that came first
    // would watch the room and keep it.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut page = server.client().await;
    page.send(&ClientMsg::Watch { code }).await;
    assert_eq!(page.recv().await, ServerMsg::Error(ErrorKind::NoSuchRoom));
}
