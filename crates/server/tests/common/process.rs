//! The server binary in a process of its own, for what needs the real
//! thing: signals (`tests/sigterm.rs`) and `/proc` (`benches/load.rs`,
//! which includes this file by its path).

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};

/// Starts the server binary with `args` (and `--port 0`); returns it and
/// the address from the line it prints first ("listening on
/// http://127.0.0.1:PORT/ with …").
#[allow(dead_code)]
pub fn spawn(args: &[&str]) -> (Child, SocketAddr) {
    spawn_with(args, Stdio::inherit())
}

/// [`spawn`], with its log (stderr) going to `log`. Unless `args` name
/// the database, it is a SQLite file in a fresh temporary folder.
pub fn spawn_with(args: &[&str], log: Stdio) -> (Child, SocketAddr) {
    spawn_as(None, args, log)
}

/// [`spawn_with`], as the system's user `user` if one is given (through
/// `runuser`, which root may call).
pub fn spawn_as(user: Option<&str>, args: &[&str], log: Stdio) -> (Child, SocketAddr) {
    let named = args
        .iter()
        .any(|a| ["--data", "--database", "--no-database"].contains(a));
    let data = (!named).then(fresh_data_dir);
    let binary = env!("CARGO_BIN_EXE_twentyfour-server");
    let mut command = match user {
        Some(user) => {
            let mut c = Command::new("runuser");
            c.args(["-u", user, "--", binary]);
            c
        }
        None => Command::new(binary),
    };
    let mut child = command
        .args(["--port", "0"])
        .args(args)
        .args(
            data.iter()
                .flat_map(|d| [std::ffi::OsStr::new("--data"), d.as_os_str()]),
        )
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

/// A folder of its own for a server's data, under the system's temporary
/// folder.
#[allow(dead_code)]
pub fn fresh_data_dir() -> std::path::PathBuf {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("twentyfour-server-test-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Sends SIGTERM, as a service manager stopping it would.
#[allow(dead_code)]
pub fn terminate(child: &Child) {
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}
