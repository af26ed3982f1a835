//! The world's daily through the real binary over HTTP: on SQLite, kept
//! through a `kill -9` in the middle of writes; on a real PostgreSQL
//! (`TWENTYFOUR_POSTGRES`, which `cargo xtask test` starts), served by
//! two servers at once, and surviving the database going away while a
//! room plays on.

#![cfg(unix)]

mod common;

use common::hands::{right, today};
use common::{http, process, settings, Client};
use protocol::daily::hand::daily_hand;
use protocol::daily::{DailyReply, DailyRequest, Refusal, PATH};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A right answer to the day's hand.
fn answer(day: i64) -> String {
    right(&daily_hand(day))
}

fn browser(n: usize) -> String {
    format!("{n:032x}")
}

/// Posts `request` from an address of the browser's own.
fn post(addr: SocketAddr, request: &DailyRequest) -> Option<(u16, DailyReply)> {
    let (DailyRequest::Start { browser, .. } | DailyRequest::Solve { browser, .. }) = request;
    let from = u32::from_str_radix(&browser[24..], 16).unwrap_or(0);
    let (status, text) = http::post(addr, PATH, &request.encode(), from)?;
    Some((status, DailyReply::decode(&text).ok()?))
}

fn start(addr: SocketAddr, n: usize) -> Option<(u16, DailyReply)> {
    post(
        addr,
        &DailyRequest::Start {
            day: today(),
            browser: browser(n),
        },
    )
}

fn solve(addr: SocketAddr, n: usize) -> Option<(u16, DailyReply)> {
    let day = today();
    post(
        addr,
        &DailyRequest::Solve {
            day,
            browser: browser(n),
            answer: answer(day),
        },
    )
}

#[test]
fn every_acknowledged_solve_survives_a_kill_9_mid_write() {
    let data = process::fresh_data_dir();
    let data_arg = data.display().to_string();
    let (mut child, addr) =
        process::spawn(&["--data", &data_arg, "--log", "off", "--behind-proxy"]);
    const PLAYERS: usize = 400;
    for n in 0..PLAYERS {
        assert_eq!(
            start(addr, n),
            Some((200, DailyReply::Started)),
            "player {n}"
        );
    }
    // Four threads solve as fast as they can; the server is killed while
    // they do.
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let acknowledged = Arc::clone(&acknowledged);
            std::thread::spawn(move || {
                for n in (t..PLAYERS).step_by(4) {
                    match solve(addr, n) {
                        Some((200, DailyReply::Standing(s))) => {
                            acknowledged.lock().unwrap().push((n, s.tenths))
                        }
                        _ => return,
                    }
                }
            })
        })
        .collect();
    let began = Instant::now();
    while acknowledged.lock().unwrap().len() < PLAYERS / 4
        && began.elapsed() < Duration::from_secs(30)
    {
        std::thread::sleep(Duration::from_millis(2));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    for t in threads {
        t.join().unwrap();
    }
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert!(
        acknowledged.len() >= PLAYERS / 4,
        "{} solves acknowledged",
        acknowledged.len()
    );
    assert!(
        acknowledged.len() < PLAYERS,
        "the kill came after every write"
    );

    let (mut again, addr) =
        process::spawn(&["--data", &data_arg, "--log", "off", "--behind-proxy"]);
    for &(n, tenths) in &acknowledged {
        match solve(addr, n) {
            Some((200, DailyReply::Standing(s))) => {
                assert!(!s.counted, "player {n}'s solve was lost");
                assert_eq!(s.tenths, tenths, "player {n}'s time changed");
                assert_eq!(s.players, PLAYERS as u64);
            }
            other => panic!("player {n}: {other:?}"),
        }
    }
    again.kill().unwrap();
    again.wait().unwrap();
    let _ = std::fs::remove_dir_all(data);
}

#[test]
fn a_backup_and_an_export_read_the_running_servers_data() {
    let data = process::fresh_data_dir();
    let data_arg = data.display().to_string();
    let (mut child, addr) =
        process::spawn(&["--data", &data_arg, "--log", "off", "--behind-proxy"]);
    for n in 0..3 {
        start(addr, n);
    }
    for n in 0..2 {
        assert!(matches!(
            solve(addr, n),
            Some((200, DailyReply::Standing(_)))
        ));
    }
    let server = env!("CARGO_BIN_EXE_twentyfour-server");
    let copy = data.join("copy.sqlite");
    let backup = std::process::Command::new(server)
        .args(["backup", &copy.display().to_string(), "--data", &data_arg])
        .output()
        .unwrap();
    assert!(
        backup.status.success(),
        "{}",
        String::from_utf8_lossy(&backup.stderr)
    );
    let export = |args: &[&str]| {
        let out = std::process::Command::new(server)
            .arg("export-times")
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let live = export(&["--data", &data_arg]);
    let copied = export(&["--database", &copy.display().to_string()]);
    assert_eq!(live, copied, "the backup holds what the server holds");
    let lines: Vec<&str> = live.lines().collect();
    assert_eq!(lines.len(), 2, "{live}");
    assert!(lines[0].starts_with("hand\tmedian_seconds"));
    let mut hand: Vec<u8> = daily_hand(today()).iter().map(|c| c.rank()).collect();
    hand.sort_unstable();
    let hand: Vec<String> = hand.iter().map(u8::to_string).collect();
    // Two of three players solved it, and no browser id is written.
    assert!(
        lines[1].starts_with(&format!("{}\t", hand.join(" "))),
        "{live}"
    );
    assert!(
        lines[1].contains("\t66.67%\t") && lines[1].ends_with("\t2"),
        "{live}"
    );
    assert!(!live.contains(&browser(0)));
    child.kill().unwrap();
    child.wait().unwrap();
    let _ = std::fs::remove_dir_all(data);
}

/// A TCP proxy in front of the database that can be cut (every
/// connection dropped, new ones refused) and restored.
struct Cut {
    addr: SocketAddr,
    cut: Arc<AtomicBool>,
    open: Arc<Mutex<Vec<TcpStream>>>,
}

impl Cut {
    fn start(upstream: SocketAddr) -> Cut {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let cut = Arc::new(AtomicBool::new(false));
        let open = Arc::new(Mutex::new(Vec::new()));
        let (c, o) = (Arc::clone(&cut), Arc::clone(&open));
        std::thread::spawn(move || {
            for client in listener.incoming().flatten() {
                if c.load(Ordering::SeqCst) {
                    continue; // dropped: refused
                }
                let Ok(server) = TcpStream::connect(upstream) else {
                    continue;
                };
                let mut o = o.lock().unwrap();
                o.push(client.try_clone().unwrap());
                o.push(server.try_clone().unwrap());
                for (mut from, mut to) in [
                    (client.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server, client),
                ] {
                    std::thread::spawn(move || {
                        let _ = std::io::copy(&mut from, &mut to);
                        let _ = to.shutdown(std::net::Shutdown::Both);
                    });
                }
            }
        });
        Cut { addr, cut, open }
    }

    fn cut(&self) {
        self.cut.store(true, Ordering::SeqCst);
        for s in self.open.lock().unwrap().drain(..) {
            let _ = s.shutdown(std::net::Shutdown::Both);
        }
    }

    fn restore(&self) {
        self.cut.store(false, Ordering::SeqCst);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgresql_two_servers_share_the_day_and_a_lost_database_comes_back() {
    let Some((base, name)) = common::postgres::fresh_database("daily").await else {
        return;
    };
    let pg: SocketAddr = base.rsplit('@').next().unwrap().parse().unwrap();
    let proxy = Cut::start(pg);
    let url = format!("postgres://postgres@{}/{name}", proxy.addr);
    let args = [
        "--database",
        url.as_str(),
        "--log",
        "error",
        "--behind-proxy",
        "--database-retry-ms",
        "200",
    ];
    let (mut one, a) = process::spawn(&args);
    let (mut two, b) = process::spawn(&args);
    let blocking = |f: fn(SocketAddr, usize) -> Option<(u16, DailyReply)>, addr, n| {
        tokio::task::spawn_blocking(move || f(addr, n))
    };
    // A browser starts on one server and solves on the other: one day.
    assert_eq!(
        blocking(start, a, 1).await.unwrap(),
        Some((200, DailyReply::Started))
    );
    assert_eq!(
        blocking(start, b, 2).await.unwrap(),
        Some((200, DailyReply::Started))
    );
    let Some((200, DailyReply::Standing(s))) = blocking(solve, b, 1).await.unwrap() else {
        panic!("a standing from the second server")
    };
    assert_eq!((s.players, s.solved, s.counted), (2, 1, true));

    // A room plays on the first server while the database is gone.
    let mut host = Client::connect(a).await;
    let (_code, _, _) = host.create("Ada", settings(3)).await;
    proxy.cut();
    let refused = blocking(solve, a, 2).await.unwrap();
    assert_eq!(
        refused,
        Some((503, DailyReply::Refused(Refusal::Unavailable)))
    );
    let refused = blocking(start, b, 3).await.unwrap();
    assert_eq!(
        refused,
        Some((503, DailyReply::Refused(Refusal::Unavailable)))
    );
    host.send(&protocol::room::ClientMsg::Start).await;
    host.round().await;
    // A server started while the database is away starts all the same.
    let late = [
        "--database",
        url.as_str(),
        "--log",
        "off",
        "--behind-proxy",
        "--database-retry-ms",
        "200",
    ];
    let (mut three, c) = process::spawn(&late);
    let refused = blocking(start, c, 4).await.unwrap();
    assert_eq!(
        refused,
        Some((503, DailyReply::Refused(Refusal::Unavailable)))
    );

    // Back: both servers answer again, without a restart.
    proxy.restore();
    // The servers try the database again 200 ms after their last failure.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let Some((200, DailyReply::Standing(s))) = blocking(solve, a, 2).await.unwrap() else {
        panic!("the first server is back")
    };
    assert_eq!((s.players, s.solved), (2, 2));
    assert_eq!(
        blocking(start, b, 3).await.unwrap(),
        Some((200, DailyReply::Started))
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        blocking(start, c, 4).await.unwrap(),
        Some((200, DailyReply::Started))
    );
    for child in [&mut one, &mut two, &mut three] {
        child.kill().unwrap();
        child.wait().unwrap();
    }
}
