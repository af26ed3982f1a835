//! What the server keeps, behind one interface with two engines: SQLite,
//! embedded, the default (one file in WAL mode, created on first open),
//! and PostgreSQL, for a deployment of several servers.
//!
//! What is kept is the world's daily hand ([`daily`]): one row per browser
//! and day (a random id the page makes, never a name or an address), its
//! start and its solve time as the server measured them. After
//! [`daily::KEEP_DAYS`] days a day's rows become its counts. And homework
//! ([`homework`]): assignments, their hands, their students by nickname,
//! and how each played each hand, until 30 days after the deadline.
//!
//! Promises: every query is a fixed text with parameters, never built from
//! what a user sent; the migrations of `migrations/` are applied at open,
//! in order, each once, also when several servers open one PostgreSQL
//! database at once; a failure is an [`Error`], never a panic, and the
//! next call tries again (a lost PostgreSQL connection is opened anew).

pub mod daily;
mod error;
pub mod homework;
mod migrate;
mod postgres;
mod sql;
mod sqlite;
mod value;

pub use error::Error;
pub use value::{Row, Value};

use daily::{DayTimes, Solve, Summary, Tally};
use std::path::Path;
use std::time::Duration;

/// How long a database that cannot be reached is left before it is tried
/// again, unless the opener says.
pub const RETRY: Duration = Duration::from_secs(5);

/// A database, of either engine.
pub enum Store {
    Sqlite(sqlite::Sqlite),
    // A store is made once and shared, so its size costs nothing.
    Postgres(Box<postgres::Postgres>),
}

impl Store {
    /// Opens `url`: `postgres://…` (or `postgresql://…`) is PostgreSQL,
    /// anything else a SQLite file's path (`sqlite:` before it is
    /// allowed). Creates what is missing and applies the migrations.
    pub async fn open(url: &str) -> Result<Store, Error> {
        Store::open_retrying(url, RETRY).await
    }

    /// [`Store::open`]; a lost PostgreSQL connection that cannot be opened
    /// again is tried again no sooner than `retry` after, requests failing
    /// at once meanwhile.
    pub async fn open_retrying(url: &str, retry: Duration) -> Result<Store, Error> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pg = postgres::Postgres::open(url, retry).await?;
            return Ok(Store::Postgres(Box::new(pg)));
        }
        let path = url.strip_prefix("sqlite:").unwrap_or(url);
        Ok(Store::Sqlite(sqlite::Sqlite::open(Path::new(path)).await?))
    }

    /// The engine's name, for the server's log: `sqlite` or `postgres`.
    pub fn engine(&self) -> &'static str {
        match self {
            Store::Sqlite(_) => "sqlite",
            Store::Postgres(_) => "postgres",
        }
    }

    /// Starts `browser`'s clock on the hand of `day` at `now_ms`, once:
    /// a second start keeps the first, so a reload cannot reset the clock.
    /// Returns the start.
    pub async fn daily_start(&self, day: i64, browser: &str, now_ms: i64) -> Result<i64, Error> {
        match self {
            Store::Sqlite(db) => db.daily_start(day, browser, now_ms).await,
            Store::Postgres(db) => db.daily_start(day, browser, now_ms).await,
        }
    }

    /// Records `browser`'s solve of the hand of `day` at `now_ms`, once:
    /// `None` if its clock never started.
    pub async fn daily_solve(
        &self,
        day: i64,
        browser: &str,
        now_ms: i64,
    ) -> Result<Option<Solve>, Error> {
        match self {
            Store::Sqlite(db) => db.daily_solve(day, browser, now_ms).await,
            Store::Postgres(db) => db.daily_solve(day, browser, now_ms).await,
        }
    }

    /// How the world did on the hand of `day`, placing a time of
    /// `tenths`.
    pub async fn daily_tally(&self, day: i64, tenths: i64) -> Result<Tally, Error> {
        match self {
            Store::Sqlite(db) => db.daily_tally(day, tenths).await,
            Store::Postgres(db) => db.daily_tally(day, tenths).await,
        }
    }

    /// The counts of `day`, from its rows or, once pruned, its line.
    pub async fn daily_summary(&self, day: i64) -> Result<Summary, Error> {
        match self {
            Store::Sqlite(db) => db.daily_summary(day).await,
            Store::Postgres(db) => db.daily_summary(day).await,
        }
    }

    /// Turns the rows of days before `first_kept` into counts, and
    /// deletes them. Returns how many rows went.
    pub async fn prune(&self, first_kept: i64) -> Result<u64, Error> {
        match self {
            Store::Sqlite(db) => db.prune(first_kept).await,
            Store::Postgres(db) => db.prune(first_kept).await,
        }
    }

    /// Every kept day's players and solve times, for the difficulty model.
    pub async fn daily_times(&self) -> Result<Vec<DayTimes>, Error> {
        match self {
            Store::Sqlite(db) => db.daily_times().await,
            Store::Postgres(db) => db.daily_times().await,
        }
    }

    /// The rows of `text` (one of the constant queries, parameters `$1`,
    /// `$2`, …) with `params`.
    pub async fn query(&self, text: &'static str, params: Vec<Value>) -> Result<Vec<Row>, Error> {
        match self {
            Store::Sqlite(db) => db.query(text, params).await,
            Store::Postgres(db) => db.query(text, params).await,
        }
    }

    /// Runs `text` with `params`; returns how many rows it changed.
    pub async fn execute(&self, text: &'static str, params: Vec<Value>) -> Result<u64, Error> {
        match self {
            Store::Sqlite(db) => db.execute(text, params).await,
            Store::Postgres(db) => db.execute(text, params).await,
        }
    }

    /// Writes a consistent copy of the database to `path` while it is in
    /// use (SQLite's online backup). PostgreSQL has its own tools
    /// (`pg_dump`), which the guide names.
    pub async fn backup(&self, path: &Path) -> Result<(), Error> {
        match self {
            Store::Sqlite(db) => db.backup(path).await,
            Store::Postgres(_) => Err(Error::new(
                "a PostgreSQL database is backed up with pg_dump, not by the server",
            )),
        }
    }
}

#[cfg(test)]
mod tests;
