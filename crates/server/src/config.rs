//! The server's settings, from its command line.
//!
//! ```text
//! twentyfour-server [--addr ADDR] [--port N] [--dist DIR] [--data DIR | --database URL | --no-database]
//!                   [--max-rooms N] [--behind-proxy] [--log LEVEL]
//! ```
//!
//! `--addr` defaults to 127.0.0.1 (a reverse proxy in front; `0.0.0.0`
//! listens on every interface), `--port` to 8080 (0 picks a free one, and
//! the line the server prints names it), `--dist` to `dist` (trunk's
//! release build; without it only the rooms and the health check answer),
//! `--data` to `data` (the folder of the SQLite file the world's daily is
//! kept in; `--database` names a PostgreSQL URL or another file instead,
//! `--no-database` keeps nothing),
//! `--max-rooms` to 1000, `--max-connections` to 20,000 (and never past the
//! open-files limit, raised to its hard limit at start),
//! `--connections-per-address` to 512 (a school behind one address, each
//! browser opening a few), `--rooms-per-address` to 20. `--behind-proxy` takes a client's address from
//! the last `X-Forwarded-For` entry, which the proxy appends, rather than
//! from the socket (for the bound on guessed room codes). `--log` says how
//! much the server writes to stderr: `error`, `warn`, `info` (the default:
//! its start and end, each room's life, refusals and limits hit), `debug`
//! (each round dealt, each message refused), or `off`.
//!
//! For tests and benchmarks only, the durations of the protocol can be
//! shortened: `--reconnect-ms`, `--idle-ms`, `--break-ms` (the pause
//! between rounds), `--round-limit-ms` (replacing every timed round's
//! limit), `--header-timeout-ms` (10 s: how long a request's head may
//! take, and an idle kept-alive connection may wait) and `--minute-ms`
//! (what a minute of a homework's deadline lasts), `--database-retry-ms`
//! (5 s: the least time between tries to open a database that failed).

use crate::room::Timing;
use protocol::room::{IDLE_MINUTES, RECONNECT_SECONDS};
use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;
use tracing::level_filters::LevelFilter;

/// Rooms one address may hold at once, unless the server is told
/// otherwise: a school's teachers have plenty, and one address cannot take
/// every room of the server.
pub const ROOMS_PER_ADDRESS: usize = 20;

/// The pause between a round's end and the next deal.
pub const ROUND_BREAK: Duration = Duration::from_secs(10);

#[derive(Clone, Debug)]
pub struct Config {
    pub addr: IpAddr,
    pub port: u16,
    pub dist: PathBuf,
    pub max_rooms: usize,
    pub behind_proxy: bool,
    pub timing: Timing,
    /// How long a room may go without a message from anyone.
    pub idle: Duration,
    /// The most the server writes to stderr.
    pub log: LevelFilter,
    /// How long a request's head may take, and a kept-alive connection
    /// wait for its next one.
    pub header_timeout: Duration,
    /// Connections open at once, at most (and no more than the open-files
    /// limit allows).
    pub max_connections: usize,
    /// Connections open at once from one address.
    pub connections_per_address: usize,
    /// Rooms one address may hold at once.
    pub rooms_per_address: usize,
    /// The database the world's daily is kept in: a SQLite file's path or
    /// a `postgres://` URL; none keeps nothing, and the daily's requests
    /// go unanswered. The command line's default is [`DATABASE_FILE`] in
    /// `--data`.
    pub database: Option<String>,
    /// A minute of a homework's deadline: shorter only in tests.
    pub minute: Duration,
    /// How long a database that could not be opened waits for the next
    /// try ([`crate::keeper::RETRY`]; shorter in tests).
    pub database_retry: Duration,
}

/// The SQLite file in the data folder, unless `--database` names another.
pub const DATABASE_FILE: &str = "twentyfour.sqlite";

impl Default for Config {
    fn default() -> Config {
        Config {
            addr: IpAddr::from([127, 0, 0, 1]),
            port: 8080,
            dist: PathBuf::from("dist"),
            max_rooms: 1000,
            behind_proxy: false,
            timing: Timing {
                reconnect: Duration::from_secs(RECONNECT_SECONDS.into()),
                round_break: ROUND_BREAK,
                round_limit: None,
            },
            idle: Duration::from_secs(u64::from(IDLE_MINUTES) * 60),
            log: LevelFilter::INFO,
            header_timeout: Duration::from_secs(10),
            max_connections: 20_000,
            connections_per_address: 512,
            rooms_per_address: ROOMS_PER_ADDRESS,
            database: None,
            minute: Duration::from_secs(60),
            database_retry: crate::keeper::RETRY,
        }
    }
}

pub const USAGE: &str = "\
usage: twentyfour-server [--addr ADDR] [--port N] [--dist DIR] [--data DIR | --database URL]
                         [--max-rooms N] [--behind-proxy] [--log LEVEL]
       twentyfour-server backup FILE [--data DIR]
       twentyfour-server export-times [--data DIR | --database URL]

  --addr ADDR      the address to listen on (default 127.0.0.1)
  --port N         the port (default 8080; 0 picks a free one)
  --dist DIR       the built site, trunk's release build (default dist)
  --data DIR       the folder of the SQLite database, made if missing (default data)
  --database URL   keep the data in PostgreSQL instead (postgres://USER@HOST:PORT/DB),
                   or in another SQLite file (a path)
  --no-database    keep nothing: Rooms only, no world's daily
  --max-rooms N    rooms held at once at most (default 1000)
  --max-connections N
                   connections open at once at most (default 20000, and no more
                   than the open-files limit, raised to its hard limit at start)
  --connections-per-address N
                   connections open at once from one address (default 512)
  --rooms-per-address N
                   rooms one address may hold at once (default 20)
  --behind-proxy   read the client's address from X-Forwarded-For's last entry
  --log LEVEL      what to write to stderr: error, warn, info (default), debug or off

  backup FILE      writes a consistent copy of the SQLite database to FILE while the
                   server runs (PostgreSQL: pg_dump)
  export-times     writes the daily's kept solve times to stdout, a line per hand,
                   in the difficulty model's training format";

impl Config {
    /// Reads the command line (without the program's name).
    pub fn from_args(args: &[String]) -> Result<Config, String> {
        let mut config = Config::default();
        let (mut data, mut database, mut none) = (PathBuf::from("data"), None, false);
        let mut args = args.iter();
        while let Some(flag) = args.next() {
            let mut value = || {
                args.next()
                    .map(String::as_str)
                    .ok_or_else(|| format!("{flag} needs a value"))
            };
            let number = |text: &str| {
                text.parse::<u64>()
                    .map_err(|_| format!("{flag} '{text}': expected a whole number"))
            };
            let millis = |text: &str| number(text).map(Duration::from_millis);
            match flag.as_str() {
                "--addr" => {
                    let text = value()?;
                    config.addr = text
                        .parse()
                        .map_err(|_| format!("--addr '{text}': expected an IP address"))?;
                }
                "--port" => {
                    let text = value()?;
                    config.port = text
                        .parse()
                        .map_err(|_| format!("--port '{text}': expected a port number"))?;
                }
                "--dist" => config.dist = PathBuf::from(value()?),
                "--data" => data = PathBuf::from(value()?),
                "--database" => database = Some(value()?.to_string()),
                "--no-database" => none = true,
                "--max-rooms" => config.max_rooms = number(value()?)? as usize,
                "--behind-proxy" => config.behind_proxy = true,
                "--log" => {
                    let text = value()?;
                    config.log = match text.to_ascii_lowercase().as_str() {
                        "off" => LevelFilter::OFF,
                        "error" => LevelFilter::ERROR,
                        "warn" => LevelFilter::WARN,
                        "info" => LevelFilter::INFO,
                        "debug" => LevelFilter::DEBUG,
                        _ => {
                            return Err(format!(
                                "--log '{text}': expected error, warn, info, debug or off"
                            ))
                        }
                    };
                }
                "--max-connections" => config.max_connections = number(value()?)? as usize,
                "--connections-per-address" => {
                    config.connections_per_address = number(value()?)? as usize
                }
                "--header-timeout-ms" => config.header_timeout = millis(value()?)?,
                "--rooms-per-address" => config.rooms_per_address = number(value()?)? as usize,
                "--reconnect-ms" => config.timing.reconnect = millis(value()?)?,
                "--idle-ms" => config.idle = millis(value()?)?,
                "--break-ms" => config.timing.round_break = millis(value()?)?,
                "--round-limit-ms" => config.timing.round_limit = Some(millis(value()?)?),
                "--minute-ms" => config.minute = millis(value()?)?,
                "--database-retry-ms" => config.database_retry = millis(value()?)?,
                other => return Err(format!("unexpected argument '{other}'\n\n{USAGE}")),
            }
        }
        config.database = match (none, database) {
            (true, Some(_)) => return Err("--no-database and --database: choose one".into()),
            (true, None) => None,
            (false, Some(url)) => Some(url),
            (false, None) => Some(data.join(DATABASE_FILE).display().to_string()),
        };
        Ok(config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn defaults_and_flags() {
        let c = Config::from_args(&[]).unwrap();
        assert_eq!(c.addr, IpAddr::from([127, 0, 0, 1]));
        assert_eq!((c.port, c.max_rooms), (8080, 1000));
        assert_eq!(c.timing.reconnect, Duration::from_secs(60));
        assert_eq!(c.idle, Duration::from_secs(1800));
        let c = Config::from_args(&args(
            "--addr 0.0.0.0 --port 0 --dist site --max-rooms 3 --behind-proxy \
             --reconnect-ms 500 --idle-ms 2000 --break-ms 100 --round-limit-ms 1000",
        ))
        .unwrap();
        assert_eq!(c.addr, IpAddr::from([0, 0, 0, 0]));
        assert_eq!((c.port, c.max_rooms, c.behind_proxy), (0, 3, true));
        assert_eq!(c.dist, PathBuf::from("site"));
        assert_eq!(c.timing.round_limit, Some(Duration::from_secs(1)));
        assert_eq!(c.idle, Duration::from_secs(2));
        assert!(Config::from_args(&args("--port x")).is_err());
        assert!(Config::from_args(&args("--port")).is_err());
        assert!(Config::from_args(&args("--frobnicate")).is_err());
        assert_eq!(c.log, LevelFilter::INFO);
        let quiet = Config::from_args(&args("--log WARN")).unwrap();
        assert_eq!(quiet.log, LevelFilter::WARN);
        assert!(Config::from_args(&args("--log loud")).is_err());
        let file = PathBuf::from("data")
            .join(DATABASE_FILE)
            .display()
            .to_string();
        assert_eq!(Config::from_args(&[]).unwrap().database, Some(file));
        let kept = |line| Config::from_args(&args(line)).unwrap().database;
        assert_eq!(
            kept("--data /srv/24"),
            Some("/srv/24/twentyfour.sqlite".into())
        );
        assert_eq!(
            kept("--database postgres://a@b/c"),
            Some("postgres://a@b/c".into())
        );
        assert_eq!(kept("--no-database"), None);
        assert!(Config::from_args(&args("--no-database --database x")).is_err());
    }
}
