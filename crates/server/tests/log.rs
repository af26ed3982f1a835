//! The server's log: what it says on stderr of its start, a room's life,
//! a refusal and its end, at the level `--log` asks for.

#![cfg(unix)]

mod common;

use common::{process, settings, Client};
use std::io::Read;
use std::process::Stdio;

/// Runs the real binary with `args`, opens a room, asks for one more than
/// the cap allows (`--max-rooms 1`), stops it with SIGTERM, and returns
/// what it wrote to stderr.
async fn a_session(args: &[&str]) -> String {
    let mut all = vec!["--dist", "/nonexistent", "--max-rooms", "1"];
    all.extend_from_slice(args);
    let (mut child, addr) = process::spawn_with(&all, Stdio::piped());
    let mut host = Client::connect(addr).await;
    host.create("Ada", settings(3)).await;
    let mut refused = Client::connect(addr).await;
    refused
        .send(&protocol::room::ClientMsg::Create {
            nickname: "Bo".into(),
            settings: settings(3),
        })
        .await;
    refused.error().await;
    process::terminate(&child);
    let mut log = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut log)
        .unwrap();
    assert!(child.wait().unwrap().success());
    log
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_log_says_the_start_each_room_refusals_and_the_end() {
    let log = a_session(&[]).await;
    for said in [
        "started",
        "room opened",
        "a room refused: every room is taken",
        "shutting down",
        "stopped",
    ] {
        assert!(log.contains(said), "no {said:?} in:\n{log}");
    }
    assert!(
        log.lines().all(|l| !l.contains("Ada")),
        "no nickname: {log}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quieter_level_says_less() {
    let log = a_session(&["--log", "warn"]).await;
    assert!(log.contains("every room is taken"), "{log}");
    assert!(!log.contains("room opened"), "{log}");
    let log = a_session(&["--log", "off"]).await;
    assert!(log.is_empty(), "{log}");
}
