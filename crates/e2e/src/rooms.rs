//! Scenarios against the real Rooms server: the built site served by
//! `twentyfour-server` (its binary found through `TWENTYFOUR_SERVER`, else
//! `target/server/twentyfour-server`), with several browser sessions in one
//! scenario (one chromedriver holds them all, each with a profile of its
//! own), and a [`Proxy`] in front of the server whose network the scenario
//! can cut, as a player's connection drops.
//!
//! Promises: the server runs with the rooms' real rules but for the pause
//! between rounds, which is long ([`ROUND_BREAK_MS`]) so that only the
//! host's Next deals the next round while the scenario looks around, and
//! the seat's grace, short ([`RECONNECT_MS`]) so that a scenario can see
//! one lapse, yet longer than a cut connection takes to come back; the
//! server, the sessions and their profiles are gone when the scenario
//! ends, passed or not; a failure carries every session's page text.

use super::harness::{dist, target_dir, tempdir, with_chromedriver, Page, Result};
use super::proxy::Proxy;
use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Once;

/// The pause between rounds the server is given: longer than any scenario
/// looks at a round's end.
pub const ROUND_BREAK_MS: u32 = 120_000;

/// How long a dropped player's seat waits: past the page's longest retry
/// (8 s) after any cut a scenario makes, and a third of the real one.
pub const RECONNECT_MS: u32 = 20_000;

/// What a minute of a homework's deadline lasts: a second and a half, so
/// that the shortest deadline, an hour, passes in 90 s.
pub const HOMEWORK_MINUTE_MS: u32 = 1500;

/// The Rooms server's binary, when it is there.
pub fn server_binary() -> Option<PathBuf> {
    let path = std::env::var_os("TWENTYFOUR_SERVER")
        .map(PathBuf::from)
        .unwrap_or_else(|| target_dir().join("server").join("twentyfour-server"));
    path.is_file().then_some(path)
}

/// The server in a process of its own, killed when dropped.
struct ServerProcess {
    child: Child,
    addr: SocketAddr,
    /// The server's data folder, deleted with it.
    data: PathBuf,
}

impl ServerProcess {
    fn start(binary: &PathBuf, dist: &PathBuf) -> Result<ServerProcess> {
        static N: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let data =
            std::env::temp_dir().join(format!("twentyfour-e2e-data-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data);
        let mut child = Command::new(binary)
            .args(["--port", "0", "--dist"])
            .arg(dist)
            .arg("--data")
            .arg(&data)
            .args(["--break-ms", &ROUND_BREAK_MS.to_string()])
            .args(["--reconnect-ms", &RECONNECT_MS.to_string()])
            .args(["--minute-ms", &HOMEWORK_MINUTE_MS.to_string()])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
        let mut line = String::new();
        if let Some(out) = child.stdout.take() {
            let _ = BufReader::new(out).read_line(&mut line);
        }
        // "listening on http://127.0.0.1:PORT/ with …"
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|a| a.parse().ok());
        match addr {
            Some(addr) => Ok(ServerProcess { child, addr, data }),
            None => {
                let _ = child.kill();
                let _ = child.wait();
                Err(format!(
                    "the Rooms server said {line:?}, not where it listens"
                ))
            }
        }
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.data);
    }
}

/// A scenario's sessions, all on one Rooms server.
pub struct Rooms {
    pub pages: Vec<Page>,
    proxy: Proxy,
}

impl Rooms {
    /// The site's address through the proxy, for a page whose network the
    /// scenario will cut.
    pub fn proxied(&self) -> String {
        format!("http://{}", self.proxy.addr())
    }

    /// Cuts the proxy's network: its connections drop, new ones fail.
    pub fn cut(&self) {
        self.proxy.cut();
    }

    /// Stalls the proxy's network: its connections drop, new ones hang
    /// unanswered for good (requests lost on the way).
    pub fn stall(&self) {
        self.proxy.stall();
    }

    /// Lets connections through the proxy again.
    pub fn restore(&self) {
        self.proxy.restore();
    }
}

/// Runs `body` as the scenario `name` with `sessions` browser sessions on
/// the Rooms server, or prints why it is skipped.
pub fn rooms_scenario(name: &str, sessions: usize, body: impl AsyncFnOnce(&Rooms) -> Result) {
    let (Some(dist), Some(binary)) = (dist(), server_binary()) else {
        static SAID: Once = Once::new();
        SAID.call_once(|| {
            let line = "rooms e2e tests skipped: run `cargo xtask test` (needs a release trunk \
                        build in TWENTYFOUR_E2E_DIST and the Rooms server, built by `cargo build \
                        --profile server -p twentyfour-server`)\n";
            let _ = std::io::stderr().write_all(line.as_bytes());
        });
        if std::env::var_os("TWENTYFOUR_SERVER").is_some() {
            panic!("TWENTYFOUR_SERVER names no file");
        }
        return;
    };
    let _turn = super::harness::one_at_a_time();
    let outcome = run(name, sessions, &dist, &binary, body);
    if let Err(message) = outcome {
        println!("e2e {name} failed: {message}");
        std::panic::resume_unwind(Box::new(message));
    }
}

fn run(
    name: &str,
    sessions: usize,
    dist: &PathBuf,
    binary: &PathBuf,
    body: impl AsyncFnOnce(&Rooms) -> Result,
) -> Result {
    let server = ServerProcess::start(binary, dist)?;
    let proxy = Proxy::start(server.addr).map_err(|e| format!("cannot start the proxy: {e}"))?;
    with_chromedriver(async |driver| {
        let mut pages = Vec::new();
        let mut profiles = Vec::new();
        let mut outcome = Ok(());
        for i in 0..sessions {
            let profile = match tempdir(&format!("{name}-{i}")) {
                Ok(profile) => profile,
                Err(e) => {
                    outcome = Err(e);
                    break;
                }
            };
            profiles.push(profile.clone());
            match driver.session(&profile, None).await {
                Ok(client) => pages.push(Page::new(
                    client,
                    format!("http://{}", server.addr),
                    format!("{name}-{i}"),
                    dist.clone(),
                )),
                Err(e) => {
                    outcome = Err(e);
                    break;
                }
            }
        }
        let rooms = Rooms { pages, proxy };
        if outcome.is_ok() {
            outcome = body(&rooms).await;
        }
        if let Err(message) = &mut outcome {
            for (i, page) in rooms.pages.iter().enumerate() {
                message.push_str(&format!("\n  session {i}: {}", page.body_text().await));
            }
        }
        for page in &rooms.pages {
            page.close().await;
        }
        for profile in profiles {
            let _ = std::fs::remove_dir_all(profile);
        }
        outcome
    })
}
