//! The PostgreSQL engine: one connection shared by every call (the driver
//! pipelines them), opened again when it is lost, so that a database that
//! comes back is used again without a restart.
//!
//! What needs a transaction (migrations, pruning) takes a connection of
//! its own: on the shared one, other calls would run inside it.

use crate::daily::{bar, count, tally_of, DayTimes, Solve, Summary, Tally};
use crate::value::{Row, Value};
use crate::{migrate, sql, Error};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;
use tokio_postgres::types::ToSql;
use tokio_postgres::{Client, Config, GenericClient, NoTls};

/// How long opening a connection may take, unless the URL says.
const CONNECT: Duration = Duration::from_secs(5);

pub struct Postgres {
    config: Config,
    shared: Mutex<Shared>,
    retry: Duration,
}

/// The shared connection, or when opening one last failed, and why.
enum Shared {
    Open(Arc<Client>),
    Failed(Instant, Error),
    None,
}

impl Postgres {
    /// Opens `url`; after a failed try to open a connection, requests fail
    /// at once for `retry` rather than wait in turn for the next.
    pub async fn open(url: &str, retry: Duration) -> Result<Postgres, Error> {
        let mut config: Config = url
            .parse()
            .map_err(|e| Error::new(format!("postgres: the URL does not read: {e}")))?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT);
        }
        config.application_name("twentyfour-server");
        // A connection whose peer went away unannounced (a network cut)
        // is found dead within seconds, not after the system's two hours.
        config.keepalives(true);
        config.keepalives_idle(Duration::from_secs(10));
        config.keepalives_interval(Duration::from_secs(5));
        config.keepalives_retries(3);
        config.tcp_user_timeout(Duration::from_secs(15));
        let pg = Postgres {
            config,
            shared: Mutex::new(Shared::None),
            retry,
        };
        migrate::postgres(&mut pg.connect().await?).await?;
        Ok(pg)
    }

    /// A new connection, its driver running on a task of its own.
    async fn connect(&self) -> Result<Client, Error> {
        let (client, connection) = self.config.connect(NoTls).await?;
        // When the connection ends, the client says it is closed, and the
        // next call opens another.
        tokio::spawn(connection);
        Ok(client)
    }

    /// The shared connection, opened again if it was lost, but not
    /// within `retry` of a failed try.
    async fn client(&self) -> Result<Arc<Client>, Error> {
        let mut shared = self.shared.lock().await;
        match &*shared {
            Shared::Open(client) if !client.is_closed() => return Ok(Arc::clone(client)),
            Shared::Failed(at, e) if at.elapsed() < self.retry => return Err(e.clone()),
            _ => {}
        }
        match self.connect().await {
            Ok(client) => {
                let client = Arc::new(client);
                *shared = Shared::Open(Arc::clone(&client));
                Ok(client)
            }
            Err(e) => {
                *shared = Shared::Failed(Instant::now(), e.clone());
                Err(e)
            }
        }
    }

    pub async fn daily_start(&self, day: i64, browser: &str, now_ms: i64) -> Result<i64, Error> {
        let c = self.client().await?;
        c.execute(sql::PG_START, &[&day, &browser, &now_ms]).await?;
        Ok(c.query_one(sql::DAILY_STARTED, &[&day, &browser])
            .await?
            .get(0))
    }

    pub async fn daily_solve(
        &self,
        day: i64,
        browser: &str,
        now_ms: i64,
    ) -> Result<Option<Solve>, Error> {
        let c = self.client().await?;
        if let Some(row) = c
            .query_opt(sql::pg_solve(), &[&day, &browser, &now_ms])
            .await?
        {
            return Ok(Some(Solve {
                tenths: row.get(0),
                counted: true,
            }));
        }
        let before = c.query_opt(sql::DAILY_SOLVED, &[&day, &browser]).await?;
        Ok(before
            .and_then(|row| row.get::<_, Option<i64>>(0))
            .map(|tenths| Solve {
                tenths,
                counted: false,
            }))
    }

    pub async fn daily_tally(&self, day: i64, tenths: i64) -> Result<Tally, Error> {
        let c = self.client().await?;
        let line = c
            .query_opt(sql::TALLY, &[&day])
            .await?
            .map(|row| (0..row.len()).map(|i| row.get::<_, i64>(i)).collect());
        let low = bar(tenths).1;
        let in_bar: i64 = c
            .query_one(sql::DAILY_BETWEEN, &[&day, &low, &tenths])
            .await?
            .get(0);
        Ok(tally_of(line, tenths, in_bar))
    }

    pub async fn daily_summary(&self, day: i64) -> Result<Summary, Error> {
        summary(&*self.client().await?, day).await
    }

    pub async fn prune(&self, first_kept: i64) -> Result<u64, Error> {
        let mut own = self.connect().await?;
        let tx = own.transaction().await?;
        let days: Vec<i64> = tx
            .query(sql::DAILY_OLD_DAYS, &[&first_kept])
            .await?
            .iter()
            .map(|row| row.get(0))
            .collect();
        for day in days {
            let s = summary(&tx, day).await?;
            let (players, solved) = (s.players as i64, s.solved as i64);
            tx.execute(
                sql::DAILY_KEEP,
                &[&day, &players, &solved, &s.median_tenths],
            )
            .await?;
        }
        let gone = tx.execute(sql::DAILY_DROP, &[&first_kept]).await?;
        tx.commit().await?;
        Ok(gone)
    }

    pub async fn query(&self, text: &'static str, params: Vec<Value>) -> Result<Vec<Row>, Error> {
        let c = self.client().await?;
        let bound: Vec<Bound> = params.iter().map(Bound::of).collect();
        let refs: Vec<&(dyn ToSql + Sync)> = bound.iter().map(Bound::as_sql).collect();
        let rows = c.query(text, &refs).await?;
        rows.iter().map(read).collect()
    }

    pub async fn execute(&self, text: &'static str, params: Vec<Value>) -> Result<u64, Error> {
        let c = self.client().await?;
        let bound: Vec<Bound> = params.iter().map(Bound::of).collect();
        let refs: Vec<&(dyn ToSql + Sync)> = bound.iter().map(Bound::as_sql).collect();
        Ok(c.execute(text, &refs).await?)
    }

    pub async fn daily_times(&self) -> Result<Vec<DayTimes>, Error> {
        let rows = self.client().await?.query(sql::DAILY_TIMES, &[]).await?;
        Ok(crate::daily::gather(
            rows.iter().map(|row| (row.get(0), row.get(1))).collect(),
        ))
    }
}

/// A [`Value`] as the driver binds it: a null keeps its type.
enum Bound {
    Int(Option<i64>),
    Text(Option<String>),
}

impl Bound {
    fn of(value: &Value) -> Bound {
        match value {
            Value::Int(n) => Bound::Int(Some(*n)),
            Value::NullInt => Bound::Int(None),
            Value::Text(s) => Bound::Text(Some(s.clone())),
            Value::NullText => Bound::Text(None),
        }
    }

    fn as_sql(&self) -> &(dyn ToSql + Sync) {
        match self {
            Bound::Int(n) => n,
            Bound::Text(s) => s,
        }
    }
}

/// A row's values, by each column's type: integers of any width and text.
fn read(row: &tokio_postgres::Row) -> Result<Row, Error> {
    use tokio_postgres::types::Type;
    (0..row.len())
        .map(|i| {
            let ty = row.columns()[i].type_().clone();
            Ok(if ty == Type::INT8 {
                row.try_get::<_, Option<i64>>(i)?
                    .map_or(Value::NullInt, Value::Int)
            } else if ty == Type::INT4 {
                row.try_get::<_, Option<i32>>(i)?
                    .map_or(Value::NullInt, |n| Value::Int(n.into()))
            } else if ty == Type::TEXT || ty == Type::VARCHAR {
                row.try_get::<_, Option<String>>(i)?
                    .map_or(Value::NullText, Value::Text)
            } else {
                return Err(Error::new(format!(
                    "postgres: a column of type {ty} is not read"
                )));
            })
        })
        .collect()
}

/// A day's counts, from its rows while they are kept, then from its line.
async fn summary(c: &impl GenericClient, day: i64) -> Result<Summary, Error> {
    let counts = c.query_one(sql::DAILY_COUNTS, &[&day, &0i64]).await?;
    let (players, solved): (i64, i64) = (counts.get(0), counts.get(1));
    if players == 0 {
        let kept = c.query_opt(sql::DAILY_KEPT, &[&day]).await?;
        return Ok(kept
            .map(|row| Summary {
                players: count(row.get(0)),
                solved: count(row.get(1)),
                median_tenths: row.get(2),
            })
            .unwrap_or_default());
    }
    let median_tenths = if solved == 0 {
        None
    } else {
        let middle = (solved - 1) / 2;
        c.query_opt(sql::DAILY_MEDIAN, &[&day, &middle])
            .await?
            .map(|row| row.get(0))
    };
    Ok(Summary {
        players: count(players),
        solved: count(solved),
        median_tenths,
    })
}
