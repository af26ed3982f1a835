//! A plain HTTP/1.1 `POST` over a new connection, as a browser behind a
//! proxy sends it: the servers under test run `--behind-proxy`, and each
//! request says which address it is from, so that one test can be many
//! clients without reaching an address's rate limit.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// Posts `body` to `path` as the client `from`; the status and the
/// response's body, or `None` if the connection failed.
pub fn post(addr: SocketAddr, path: &str, body: &str, from: u32) -> Option<(u16, String)> {
    let [a, b, c, d] = from.to_be_bytes();
    let mut stream = TcpStream::connect(addr).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .ok()?;
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: text/plain\r\n\
         Content-Length: {}\r\nX-Forwarded-For: {}.{b}.{c}.{d}\r\nConnection: close\r\n\r\n",
        body.len(),
        a.max(10)
    );
    stream.write_all(head.as_bytes()).ok()?;
    stream.write_all(body.as_bytes()).ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let status = response.split(' ').nth(1)?.parse().ok()?;
    let (_, text) = response.split_once("\r\n\r\n")?;
    Some((status, text.to_owned()))
}
