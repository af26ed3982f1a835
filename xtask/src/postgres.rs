//! A PostgreSQL server of the tests' own: `initdb` into a temporary folder,
//! started on a free port of 127.0.0.1, stopped and deleted when dropped.
//! The store's and the server's tests use it through `TWENTYFOUR_POSTGRES`
//! (a URL without a database; each test makes its own).
//!
//! It comes from the machine's PostgreSQL package (Debian's puts it in
//! `/usr/lib/postgresql/VERSION/bin`), installed with apt-get where
//! `cargo xtask` may install (root on Debian or Ubuntu); where it cannot be
//! had, the tests run on SQLite alone and say so.

use crate::{exec, output, step, Result};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The variable that names the server to the tests.
pub const VAR: &str = "TWENTYFOUR_POSTGRES";

/// A running server, stopped when dropped.
pub struct Postgres {
    bin: PathBuf,
    dir: PathBuf,
    /// Root runs it as the `postgres` user, as PostgreSQL requires.
    as_user: bool,
    pub url: String,
}

impl Postgres {
    /// Starts a server for tests, or says why there is none and returns
    /// `None`.
    pub fn start() -> Result<Option<Postgres>> {
        Postgres::start_with(false)
    }

    /// Starts a server that writes as a deployment's does (`fsync` on),
    /// for a benchmark.
    pub fn durable() -> Result<Option<Postgres>> {
        Postgres::start_with(true)
    }

    fn start_with(durable: bool) -> Result<Option<Postgres>> {
        let Some(bin) = find().or_else(install) else {
            step("PostgreSQL: no initdb on this machine (`apt-get install postgresql`): testing on SQLite alone");
            return Ok(None);
        };
        let root = output("id", &["-u"]).as_deref() == Some("0");
        if root && output("id", &["-u", "postgres"]).is_none() {
            step("PostgreSQL: running as root with no `postgres` user to run it: testing on SQLite alone");
            return Ok(None);
        }
        let dir = std::env::temp_dir().join(format!("twentyfour-pg-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let mut pg = Postgres {
            bin,
            as_user: root,
            url: String::new(),
            dir,
        };
        if root {
            exec(Command::new("chown").arg("postgres").arg(&pg.dir))?;
        }
        let data = pg.dir.join("data");
        exec(
            pg.command("initdb")
                .arg("-D")
                .arg(&data)
                .args([
                    "-U",
                    "postgres",
                    "--auth=trust",
                    "-E",
                    "UTF8",
                    "--locale=C",
                    "--no-sync",
                ])
                .stdout(std::process::Stdio::null()),
        )?;
        let port = free_port()?;
        // For tests, fsync off: a test's server need not outlive a lost
        // machine, and a killed process loses nothing by it.
        let fsync = if durable { "on" } else { "off" };
        let options = format!(
            "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync={fsync} -c max_connections=200",
            pg.dir.display()
        );
        exec(
            pg.command("pg_ctl")
                .arg("-D")
                .arg(&data)
                .args(["-w", "-l"])
                .arg(pg.dir.join("log"))
                .args(["-o", &options, "start"])
                .stdout(std::process::Stdio::null()),
        )?;
        pg.url = format!("postgres://postgres@127.0.0.1:{port}");
        step(&format!("PostgreSQL started for the tests at {}", pg.url));
        Ok(Some(pg))
    }

    fn command(&self, program: &str) -> Command {
        let program = self.bin.join(program);
        if self.as_user {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(program);
            c
        } else {
            Command::new(program)
        }
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let _ = self
            .command("pg_ctl")
            .arg("-D")
            .arg(self.dir.join("data"))
            .args(["-m", "immediate", "stop"])
            .stdout(std::process::Stdio::null())
            .status();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The folder of `initdb` and `pg_ctl`: Debian's newest version, or the
/// `PATH`'s.
fn find() -> Option<PathBuf> {
    let debian = Path::new("/usr/lib/postgresql");
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir(debian)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, bin)| bin.join("initdb").is_file() && bin.join("pg_ctl").is_file())
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin).or_else(|| {
        let initdb = output("sh", &["-c", "command -v initdb"])?;
        Some(PathBuf::from(initdb.trim()).parent()?.to_owned())
    })
}

/// Installs Debian's package where `cargo xtask` may install.
fn install() -> Option<PathBuf> {
    if !crate::tools::can_install() {
        return None;
    }
    step("installing postgresql with apt-get");
    let installed = exec(
        Command::new("apt-get")
            .args(["install", "-y", "--no-install-recommends", "postgresql"])
            .env("DEBIAN_FRONTEND", "noninteractive"),
    );
    installed.ok().and_then(|()| find())
}

/// A port of 127.0.0.1 nobody listens on now.
fn free_port() -> Result<u16> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("a free port: {e}"))?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    Ok(port)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_starts_answers_and_is_gone_when_dropped() {
        let Some(pg) = Postgres::start().expect("starts or says why not") else {
            return;
        };
        let port: u16 = pg.url.rsplit(':').next().unwrap().parse().unwrap();
        assert!(std::net::TcpStream::connect(("127.0.0.1", port)).is_ok());
        let dir = pg.dir.clone();
        drop(pg);
        assert!(!dir.exists());
        assert!(std::net::TcpStream::connect(("127.0.0.1", port)).is_err());
    }
}
