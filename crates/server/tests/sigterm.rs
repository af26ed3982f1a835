//! SIGTERM: the real binary tells every room's pages that the server is
//! restarting, closes their connections, and exits cleanly.

#![cfg(unix)]

mod common;

use common::{process, settings, Client, Ended};
use protocol::room::{ClientMsg, CloseReason, ServerMsg};
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_says_restarting_to_every_room() {
    let (mut child, addr) = process::spawn(&["--dist", "/nonexistent"]);

    let mut pages = Vec::new();
    for name in ["Ada", "Bo"] {
        let mut host = Client::connect(addr).await;
        let (code, _, _) = host.create(name, settings(3)).await;
        let mut player = Client::connect(addr).await;
        player.join(code, "Cy").await;
        let mut screen = Client::connect(addr).await;
        screen.send(&ClientMsg::Watch { code }).await;
        screen.recv().await;
        pages.extend([host, player, screen]);
    }
    // A page not in a room yet hears it too.
    pages.push(Client::connect(addr).await);

    process::terminate(&child);
    for page in &mut pages {
        let (seen, ended) = page.ended().await;
        assert_eq!(
            seen.last(),
            Some(&ServerMsg::Closed(CloseReason::Restarting)),
            "{seen:?}"
        );
        assert_eq!(ended, Ended::Closed(1012));
    }
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(status.success(), "{status}");
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(10), "still running");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A request half sent when SIGTERM comes: the process still exits within
/// the drain time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_ends_within_the_drain_whatever_is_in_flight() {
    use tokio::io::AsyncWriteExt;
    let (mut child, addr) = process::spawn(&["--dist", "/nonexistent"]);
    let mut half = tokio::net::TcpStream::connect(addr).await.unwrap();
    half.write_all(b"GET / HTTP/1.1\r\nHost: local")
        .await
        .unwrap();
    let mut page = Client::connect(addr).await;
    page.create("Ada", settings(1)).await;
    let start = Instant::now();
    process::terminate(&child);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(status.success(), "{status}");
            break;
        }
        assert!(
            start.elapsed() < twentyfour_server::app::DRAIN + Duration::from_secs(1),
            "still running after {:?}",
            start.elapsed()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(half);
}
