//! The SQLite engine: one file, opened in WAL mode, one connection that
//! every call takes in turn on tokio's blocking threads.
//!
//! WAL with `synchronous = NORMAL` keeps every committed write through a
//! crash of the process (a lost machine may lose the last ones); a busy
//! file is waited for, up to [`BUSY`]. A call that meets a file it may not
//! write (or open) drops the connection, and the next opens it again: a
//! file made writable again is written again without a restart.

use crate::daily::{bar, count, tally_of, DayTimes, Solve, Summary, Tally};
use crate::sql::{self, for_sqlite};
use crate::value::{Row, Value};
use crate::{migrate, Error};
use rusqlite::{params, Connection, OptionalExtension};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long a call waits for a file another process holds.
const BUSY: Duration = Duration::from_secs(5);

pub struct Sqlite {
    path: Arc<PathBuf>,
    /// `None` after a call met a file it could not write: the next opens
    /// it again.
    conn: Arc<Mutex<Option<Connection>>>,
}

impl Sqlite {
    pub async fn open(path: &Path) -> Result<Sqlite, Error> {
        let path = Arc::new(path.to_owned());
        let conn = {
            let path = Arc::clone(&path);
            blocking(move || connect(&path)).await?
        };
        Ok(Sqlite {
            path,
            conn: Arc::new(Mutex::new(Some(conn))),
        })
    }

    /// Runs `f` with the connection, off the async threads.
    async fn with<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Connection) -> Result<T, Error> + Send + 'static,
    ) -> Result<T, Error> {
        let (conn, path) = (Arc::clone(&self.conn), Arc::clone(&self.path));
        blocking(move || {
            // A panic inside a call cannot leave SQLite's state torn: its
            // own transactions roll back.
            let mut slot = conn.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            if slot.is_none() {
                *slot = Some(connect(&path)?);
            }
            let Some(conn) = slot.as_mut() else {
                return Err(Error::new("sqlite: no connection"));
            };
            let result = f(conn);
            if result.as_ref().is_err_and(|e| e.reopen) {
                *slot = None;
            }
            result
        })
        .await
    }

    pub async fn daily_start(&self, day: i64, browser: &str, now_ms: i64) -> Result<i64, Error> {
        let browser = browser.to_owned();
        self.with(move |c| {
            // The row and the tally's count move together.
            let tx = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let new = tx
                .prepare_cached(&for_sqlite(sql::DAILY_START))?
                .execute(params![day, browser, now_ms])?;
            if new == 1 {
                tx.prepare_cached(&for_sqlite(sql::TALLY_PLAYER))?
                    .execute(params![day])?;
            }
            let started = tx
                .prepare_cached(&for_sqlite(sql::DAILY_STARTED))?
                .query_row(params![day, browser], |row| row.get(0))?;
            tx.commit()?;
            Ok(started)
        })
        .await
    }

    pub async fn daily_solve(
        &self,
        day: i64,
        browser: &str,
        now_ms: i64,
    ) -> Result<Option<Solve>, Error> {
        let browser = browser.to_owned();
        self.with(move |c| {
            let tx = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let set: Option<i64> = tx
                .prepare_cached(&for_sqlite(sql::DAILY_SOLVE))?
                .query_row(params![day, browser, now_ms], |row| row.get(0))
                .optional()?;
            if let Some(tenths) = set {
                tx.prepare_cached(&for_sqlite(sql::tally_solve(bar(tenths).0)))?
                    .execute(params![day])?;
                tx.commit()?;
                return Ok(Some(Solve {
                    tenths,
                    counted: true,
                }));
            }
            let before: Option<Option<i64>> = tx
                .prepare_cached(&for_sqlite(sql::DAILY_SOLVED))?
                .query_row(params![day, browser], |row| row.get(0))
                .optional()?;
            Ok(before.flatten().map(|tenths| Solve {
                tenths,
                counted: false,
            }))
        })
        .await
    }

    pub async fn daily_tally(&self, day: i64, tenths: i64) -> Result<Tally, Error> {
        self.with(move |c| {
            let mut read = c.prepare_cached(&for_sqlite(sql::TALLY))?;
            let columns = read.column_count();
            let line = read
                .query_row(params![day], |r| {
                    (0..columns)
                        .map(|i| r.get::<_, i64>(i))
                        .collect::<Result<Vec<_>, _>>()
                })
                .optional()?;
            let in_bar: i64 = c
                .prepare_cached(&for_sqlite(sql::DAILY_BETWEEN))?
                .query_row(params![day, bar(tenths).1, tenths], |r| r.get(0))?;
            Ok(tally_of(line, tenths, in_bar))
        })
        .await
    }

    pub async fn daily_summary(&self, day: i64) -> Result<Summary, Error> {
        self.with(move |c| summary(c, day)).await
    }

    pub async fn prune(&self, first_kept: i64) -> Result<u64, Error> {
        self.with(move |c| {
            let tx = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let days: Vec<i64> = tx
                .prepare(&for_sqlite(sql::DAILY_OLD_DAYS))?
                .query_map(params![first_kept], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            for day in days {
                let s = summary(&tx, day)?;
                tx.execute(
                    &for_sqlite(sql::DAILY_KEEP),
                    params![day, s.players as i64, s.solved as i64, s.median_tenths],
                )?;
            }
            let gone = tx.execute(&for_sqlite(sql::DAILY_DROP), params![first_kept])?;
            tx.commit()?;
            Ok(gone as u64)
        })
        .await
    }

    pub async fn daily_times(&self) -> Result<Vec<DayTimes>, Error> {
        self.with(|c| {
            let rows: Vec<(i64, Option<i64>)> = c
                .prepare(&for_sqlite(sql::DAILY_TIMES))?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<Result<_, _>>()?;
            Ok(crate::daily::gather(rows))
        })
        .await
    }

    pub async fn query(&self, text: &'static str, params: Vec<Value>) -> Result<Vec<Row>, Error> {
        self.with(move |c| {
            let mut statement = c.prepare_cached(&for_sqlite(text))?;
            let columns = statement.column_count();
            let params: Vec<&dyn rusqlite::ToSql> =
                params.iter().map(|p| p as &dyn rusqlite::ToSql).collect();
            let rows = statement
                .query_map(params.as_slice(), |row| {
                    (0..columns)
                        .map(|i| read(row.get_ref(i)?))
                        .collect::<Result<Row, _>>()
                })?
                .collect::<Result<Vec<Row>, _>>()?;
            Ok(rows)
        })
        .await
    }

    pub async fn execute(&self, text: &'static str, params: Vec<Value>) -> Result<u64, Error> {
        self.with(move |c| {
            let params: Vec<&dyn rusqlite::ToSql> =
                params.iter().map(|p| p as &dyn rusqlite::ToSql).collect();
            let changed = c
                .prepare_cached(&for_sqlite(text))?
                .execute(params.as_slice())?;
            Ok(changed as u64)
        })
        .await
    }

    pub async fn backup(&self, path: &Path) -> Result<(), Error> {
        let path = path.to_owned();
        self.with(move |c| {
            let failed = |e: rusqlite::Error| {
                Error::new(format!("sqlite: backup to {}: {e}", path.display()))
            };
            let mut copy = Connection::open(&path).map_err(failed)?;
            let backup = rusqlite::backup::Backup::new(c, &mut copy).map_err(failed)?;
            // Every page in one step, under one read lock: a server writing
            // through its own connection meanwhile cannot make the copy
            // start again, as a copy in small steps would.
            let began = std::time::Instant::now();
            loop {
                use rusqlite::backup::StepResult::{Busy, Done, Locked, More};
                match backup.step(-1).map_err(failed)? {
                    Done => return Ok(()),
                    More => {}
                    Busy | Locked if began.elapsed() < BUSY => {
                        std::thread::sleep(std::time::Duration::from_millis(20))
                    }
                    Busy | Locked => return Err(Error::new("sqlite: the database stayed busy")),
                    _ => return Err(Error::new("sqlite: the backup stopped")),
                }
            }
        })
        .await
    }
}

impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(match self {
            Value::Int(n) => ToSqlOutput::Borrowed(ValueRef::Integer(*n)),
            Value::Text(s) => ToSqlOutput::Borrowed(ValueRef::Text(s.as_bytes())),
            Value::NullInt | Value::NullText => ToSqlOutput::Borrowed(ValueRef::Null),
        })
    }
}

/// A column's value; SQLite's null does not say its type, and reads as an
/// integer's.
fn read(value: rusqlite::types::ValueRef<'_>) -> rusqlite::Result<Value> {
    use rusqlite::types::ValueRef;
    Ok(match value {
        ValueRef::Integer(n) => Value::Int(n),
        ValueRef::Text(bytes) => Value::Text(String::from_utf8_lossy(bytes).into_owned()),
        ValueRef::Null => Value::NullInt,
        ValueRef::Real(_) | ValueRef::Blob(_) => {
            return Err(rusqlite::Error::InvalidColumnType(
                0,
                "a value".into(),
                value.data_type(),
            ))
        }
    })
}

/// Opens the file at `path`, making its folder if need be, in WAL mode,
/// and migrates it.
fn connect(path: &Path) -> Result<Connection, Error> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| Error::new(format!("sqlite: cannot make {}: {e}", dir.display())))?;
    }
    let mut conn = Connection::open(path)
        .map_err(|e| Error::new(format!("sqlite: cannot open {}: {e}", path.display())))?;
    conn.busy_timeout(BUSY)?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    migrate::sqlite(&mut conn)?;
    Ok(conn)
}

/// A day's counts, from its rows while they are kept, then from its line.
fn summary(c: &Connection, day: i64) -> Result<Summary, Error> {
    let (players, solved, _): (i64, i64, i64) =
        c.prepare_cached(&for_sqlite(sql::DAILY_COUNTS))?
            .query_row(params![day, 0], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    if players == 0 {
        let kept = c
            .prepare_cached(&for_sqlite(sql::DAILY_KEPT))?
            .query_row(params![day], |r| {
                Ok(Summary {
                    players: count(r.get(0)?),
                    solved: count(r.get(1)?),
                    median_tenths: r.get(2)?,
                })
            })
            .optional()?;
        return Ok(kept.unwrap_or_default());
    }
    let median_tenths = if solved == 0 {
        None
    } else {
        c.prepare_cached(&for_sqlite(sql::DAILY_MEDIAN))?
            .query_row(params![day, (solved - 1) / 2], |r| r.get(0))
            .optional()?
    };
    Ok(Summary {
        players: count(players),
        solved: count(solved),
        median_tenths,
    })
}

/// Runs `f` on tokio's blocking threads.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, Error> + Send + 'static,
) -> Result<T, Error> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| Error::new(format!("sqlite: the call did not finish: {e}")))?
}
