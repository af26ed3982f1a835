//! Connections as a real host takes them: a flood of idle and half-sent
//! connections from one address keeps nobody else out, a head that never
//! ends is cut off small, and an idle or half-sent connection is closed
//! after the head's time.

mod common;

use common::{settings, Client, Server};
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// A connection to `server` from the loopback address `from` (127.0.0.x),
/// so that one test can be several clients.
async fn connect_from(server: SocketAddr, from: &str) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(format!("{from}:0").parse().unwrap())?;
    socket.connect(server).await
}

/// Whether the server has closed `stream` (it reads the end, or an error,
/// within `wait`).
async fn closed_within(stream: &mut TcpStream, wait: Duration) -> bool {
    let mut buf = [0u8; 4096];
    let deadline = Instant::now() + wait;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, stream.read(&mut buf)).await {
            Ok(Ok(0) | Err(_)) => return true,
            Ok(Ok(_)) => continue,
            Err(_) => return false,
        }
    }
}

/// A page as a browser asks for it.
async fn page_loads(server: SocketAddr, from: &str) -> bool {
    let Ok(mut stream) = connect_from(server, from).await else {
        return false;
    };
    let request = "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    if stream.write_all(request.as_bytes()).await.is_err() {
        return false;
    }
    let mut reply = String::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), stream.read_to_string(&mut reply)).await;
    reply.starts_with("HTTP/1.1 200") && reply.ends_with("ok")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_from_one_address_keeps_nobody_else_out() {
    let server = Server::start(|c| {
        c.connections_per_address = 200;
        c.header_timeout = Duration::from_millis(800);
    })
    .await;
    // 300 idle connections and 300 that never finish their head, from one
    // address: past 200, they are closed at once.
    let mut flood = Vec::new();
    for i in 0..600 {
        let Ok(mut stream) = connect_from(server.addr, "127.0.0.2").await else {
            continue;
        };
        if i % 2 == 1 {
            let _ = stream.write_all(b"GET / HTTP/1.1\r\nHost: local").await;
        }
        flood.push(stream);
    }
    // Everyone else loads the page and plays.
    assert!(page_loads(server.addr, "127.0.0.3").await);
    let mut host = Client::connect(server.addr).await;
    host.create("Ada", settings(1)).await;
    // And the flood is gone after the head's time.
    let start = Instant::now();
    for stream in &mut flood {
        assert!(closed_within(stream, Duration::from_secs(3)).await);
    }
    assert!(start.elapsed() < Duration::from_secs(3));
    // Its address may connect again once its connections are gone.
    assert!(page_loads(server.addr, "127.0.0.2").await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_head_that_never_ends_is_cut_off_small() {
    let server = Server::start(|_| {}).await;
    let mut stream = connect_from(server.addr, "127.0.0.4").await.unwrap();
    stream
        .write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\n")
        .await
        .unwrap();
    // Header lines, 64 KiB of them, and no end: the server stops reading
    // after 16 KiB and closes (a `431`, or the connection cut).
    let line = format!("X-Pad: {}\r\n", "x".repeat(1000));
    let mut sent = 0;
    for _ in 0..64 {
        if stream.write_all(line.as_bytes()).await.is_err() {
            break;
        }
        sent += line.len();
    }
    assert!(
        closed_within(&mut stream, Duration::from_secs(3)).await,
        "{sent} bytes sent"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kept_alive_connection_that_goes_quiet_is_closed() {
    let server = Server::start(|c| c.header_timeout = Duration::from_millis(500)).await;
    let mut stream = connect_from(server.addr, "127.0.0.5").await.unwrap();
    stream
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .await
        .unwrap();
    let mut buf = [0u8; 1024];
    let n = stream.read(&mut buf).await.unwrap();
    assert!(buf[..n].starts_with(b"HTTP/1.1 200"));
    let quiet = Instant::now();
    assert!(closed_within(&mut stream, Duration::from_secs(3)).await);
    assert!(quiet.elapsed() >= Duration::from_millis(400));
}
