//! The database failing under a running server: a SQLite file the server
//! may not write, then may again; the server starts anyway, serves the
//! rooms, refuses the daily and homework with "unavailable" (503), and takes
//! the database up once it can, without a restart. (PostgreSQL going away
//! mid-game is in `daily.rs`.)
//!
//! Run as root, the server runs as `nobody`, since root writes any file.

#![cfg(unix)]

mod common;

use common::hands::today;
use common::{http, process, settings, Client};
use protocol::daily::{DailyReply, DailyRequest, Refusal};
use std::os::unix::fs::PermissionsExt;
use std::process::Stdio;
use std::time::{Duration, Instant};

fn start(addr: std::net::SocketAddr) -> Option<(u16, DailyReply)> {
    let request = DailyRequest::Start {
        day: today(),
        browser: "ab".repeat(16),
    };
    let (status, text) = http::post(addr, protocol::daily::PATH, &request.encode(), 7)?;
    Some((status, DailyReply::decode(&text).ok()?))
}

fn chmod(path: &std::path::Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_it_may_not_write_leaves_the_rooms_running_until_it_may() {
    let root = std::process::Command::new("id")
        .arg("-u")
        .output()
        .unwrap()
        .stdout
        == b"0\n";
    let user = root.then_some("nobody");
    let data = process::fresh_data_dir();
    std::fs::create_dir_all(&data).unwrap();
    if root {
        let status = std::process::Command::new("chown")
            .arg("nobody")
            .arg(&data)
            .status()
            .unwrap();
        assert!(status.success());
    }
    let data_arg = data.display().to_string();
    let args = [
        "--data",
        data_arg.as_str(),
        "--behind-proxy",
        "--database-retry-ms",
        "200",
        "--log",
        "error",
    ];
    // A first run makes the file; then it may no longer be written.
    let (mut first, addr) = process::spawn_as(user, &args, Stdio::null());
    assert_eq!(start(addr).map(|r| r.1), Some(DailyReply::Started));
    process::terminate(&first);
    first.wait().unwrap();
    let file = data.join("twentyfour.sqlite");
    chmod(&file, 0o444);

    let (mut child, addr) = process::spawn_as(user, &args, Stdio::null());
    assert_eq!(
        start(addr),
        Some((503, DailyReply::Refused(Refusal::Unavailable)))
    );
    // The rooms play on.
    let mut host = Client::connect(addr).await;
    host.create("Ada", settings(3)).await;
    host.send(&protocol::room::ClientMsg::Start).await;
    host.round().await;

    // Writable again: the file, and the WAL's files SQLite made beside it
    // with the file's mode.
    for entry in std::fs::read_dir(&data).unwrap().flatten() {
        if entry
            .file_name()
            .to_string_lossy()
            .starts_with("twentyfour.sqlite")
        {
            chmod(&entry.path(), 0o644);
        }
    }
    let began = Instant::now();
    let back = loop {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let reply = tokio::task::spawn_blocking(move || start(addr))
            .await
            .unwrap();
        if reply.as_ref().is_some_and(|r| r.0 == 200) || began.elapsed() > Duration::from_secs(10) {
            break reply;
        }
    };
    assert_eq!(
        back,
        Some((200, DailyReply::Started)),
        "the database is taken up again"
    );
    let _ = child.kill();
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(data);
}
