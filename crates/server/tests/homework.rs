//! Homework through the real binary over HTTP: on SQLite, every answer the
//! server acknowledged is there after a `kill -9` in the middle of a class
//! answering; on a real PostgreSQL (`TWENTYFOUR_POSTGRES`), two servers
//! serve one assignment, a student joining on one and answering on the
//! other.

#![cfg(unix)]

mod common;

use common::{http, process};
use protocol::card::{to_cards, Card};
use protocol::homework::{Assignment, Reply, Request, PATH};
use protocol::room::code::RoomCode;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn ask(addr: SocketAddr, request: &Request, from: u32) -> Option<Reply> {
    let (_, text) = http::post(addr, PATH, &request.encode(), from)?;
    Reply::decode(&text).ok()
}

fn right(cards: &[Card]) -> String {
    common::hands::right(&to_cards(cards))
}

fn create(addr: SocketAddr) -> (RoomCode, String) {
    let a = Assignment {
        hands: 5,
        ..Assignment::default()
    };
    match ask(addr, &Request::Create(a), 1) {
        Some(Reply::Created { code, key, .. }) => (code, key),
        other => panic!("{other:?}"),
    }
}

fn join(addr: SocketAddr, code: RoomCode, n: u32) -> String {
    let join = Request::Join {
        code,
        nickname: format!("pupil {n}"),
    };
    match ask(addr, &join, 100 + n) {
        Some(Reply::Joined { token, .. }) => token,
        other => panic!("pupil {n}: {other:?}"),
    }
}

/// Asks for the next hand and answers it right; the server's time, or
/// `None` if any step failed.
fn play(addr: SocketAddr, code: RoomCode, token: &str, n: u32) -> Option<(u8, u32)> {
    let next = Request::Next {
        code,
        token: token.into(),
    };
    let Some(Reply::Hand { hand, cards, .. }) = ask(addr, &next, 100 + n) else {
        return None;
    };
    let answer = Request::Answer {
        code,
        token: token.into(),
        hand,
        text: right(&cards),
    };
    match ask(addr, &answer, 100 + n)? {
        Reply::Solved { hand, tenths } => Some((hand, tenths)),
        _ => None,
    }
}

fn results(addr: SocketAddr, code: RoomCode, key: &str) -> protocol::homework::Results {
    let read = Request::Results {
        code,
        key: key.into(),
    };
    match ask(addr, &read, 1) {
        Some(Reply::Results(r)) => r,
        other => panic!("{other:?}"),
    }
}

#[test]
fn every_acknowledged_answer_survives_a_kill_9_mid_write() {
    let data = process::fresh_data_dir();
    let data_arg = data.display().to_string();
    let args = [
        "--data",
        data_arg.as_str(),
        "--log",
        "off",
        "--behind-proxy",
    ];
    let (mut child, addr) = process::spawn(&args);
    let (code, key) = create(addr);
    const PUPILS: u32 = 60;
    let tokens: Vec<String> = (0..PUPILS).map(|n| join(addr, code, n)).collect();
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let threads: Vec<_> = (0..4u32)
        .map(|t| {
            let (tokens, acknowledged) = (tokens.clone(), Arc::clone(&acknowledged));
            std::thread::spawn(move || {
                for _round in 0..5 {
                    for n in (t..PUPILS).step_by(4) {
                        match play(addr, code, &tokens[n as usize], n) {
                            Some((hand, tenths)) => {
                                acknowledged.lock().unwrap().push((n, hand, tenths))
                            }
                            None => return,
                        }
                    }
                }
            })
        })
        .collect();
    let began = Instant::now();
    while acknowledged.lock().unwrap().len() < 100 && began.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(2));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    for t in threads {
        t.join().unwrap();
    }
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert!(
        acknowledged.len() >= 100,
        "{} answers acknowledged",
        acknowledged.len()
    );
    assert!(
        acknowledged.len() < (PUPILS * 5) as usize,
        "the kill came after every write"
    );

    let (mut again, addr) = process::spawn(&args);
    let r = results(addr, code, &key);
    assert_eq!(r.students.len(), PUPILS as usize);
    for (n, hand, tenths) in acknowledged {
        let played = r.students[n as usize].hands.get(usize::from(hand));
        assert_eq!(
            played.and_then(|p| p.tenths),
            Some(tenths),
            "pupil {n}'s hand {hand} was lost"
        );
    }
    again.kill().unwrap();
    again.wait().unwrap();
    let _ = std::fs::remove_dir_all(data);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgresql_two_servers_serve_one_assignment() {
    let Some((base, name)) = common::postgres::fresh_database("homework").await else {
        return;
    };
    let url = format!("{base}/{name}");
    let args = [
        "--database",
        url.as_str(),
        "--log",
        "error",
        "--behind-proxy",
    ];
    let (mut one, a) = process::spawn(&args);
    let (mut two, b) = process::spawn(&args);
    let outcome = tokio::task::spawn_blocking(move || {
        let (code, key) = create(a);
        let ana = join(a, code, 0);
        let ben = join(b, code, 1);
        // Ana plays on the second server, Ben on the first.
        let first = play(b, code, &ana, 0).expect("Ana's hand on the other server");
        let second = play(a, code, &ben, 1).expect("Ben's hand");
        let r = results(b, code, &key);
        (first, second, r)
    })
    .await
    .unwrap();
    let (first, second, r) = outcome;
    assert_eq!((first.0, second.0), (0, 0));
    assert_eq!(r.students.len(), 2);
    assert_eq!(r.hands.len(), 1, "both were dealt the same first hand");
    assert_eq!(r.students[0].hands[0].tenths, Some(first.1));
    for child in [&mut one, &mut two] {
        child.kill().unwrap();
        child.wait().unwrap();
    }
}
