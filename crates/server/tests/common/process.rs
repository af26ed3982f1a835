//! The server binary in a process of its own, for what needs the real
//! thing: signals (`tests/sigterm.rs`) and `/proc` (`benches/load.rs`,
//! which includes this file by its path).

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};

/// Starts the server binary with `args` (and `--port 0`); returns it and
/// the address from the line it prints first ("listening on
/// http://127.0.0.1:PORT/ with …").
pub fn spawn(args: &[&str]) -> (Child, SocketAddr) {
    spawn_with(args, Stdio::inherit())
}

/// [`spawn`], with its log (stderr) going to `log`.
pub fn spawn_with(args: &[&str], log: Stdio) -> (Child, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_twentyfour-server"))
        .args(["--port", "0"])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(log)
        .spawn()
        .expect("the server binary starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    (child, addr)
}

/// Sends SIGTERM, as a service manager stopping it would.
pub fn terminate(child: &Child) {
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}
