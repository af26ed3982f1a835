//! The database, opened when it can be: at start, and again on a request
//! after it could not be, no more often than every [`RETRY`]. So a server
//! whose database is down, or a SQLite file it may not write, still
//! starts, serves the site and the rooms, answers the daily's and
//! homework's requests with "unavailable", and takes the database up once
//! it is back, without a restart.
//!
//! An open store mends itself after that: PostgreSQL opens a lost
//! connection again, SQLite a connection that met a file it could not
//! write ([`store`]).

use std::sync::Arc;
use std::time::{Duration, Instant};
use store::{Error, Store};
use tokio::sync::Mutex;

/// The least time between two tries to open a database that failed (and,
/// on PostgreSQL, a lost connection).
pub const RETRY: Duration = store::RETRY;

pub struct Keeper {
    url: String,
    retry: Duration,
    state: Mutex<State>,
}

enum State {
    Open(Arc<Store>),
    /// Not open; the last try, and why it failed.
    Closed(Option<Instant>, Error),
}

impl Keeper {
    /// Tries to open `url` now; logs why not.
    pub async fn open(url: &str, retry: Duration) -> Keeper {
        let keeper = Keeper {
            url: url.to_owned(),
            retry,
            state: Mutex::new(State::Closed(None, Error::new("not opened yet"))),
        };
        if let Err(e) = keeper.store().await {
            tracing::error!("the database cannot be opened, so the daily and homework are unavailable until it can: {e}");
        }
        keeper
    }

    /// The open store, or why there is none now.
    pub async fn store(&self) -> Result<Arc<Store>, Error> {
        let mut state = self.state.lock().await;
        match &*state {
            State::Open(store) => return Ok(Arc::clone(store)),
            State::Closed(Some(tried), e) if tried.elapsed() < self.retry => return Err(e.clone()),
            State::Closed(..) => {}
        }
        match Store::open_retrying(&self.url, self.retry).await {
            Ok(store) => {
                tracing::info!(engine = store.engine(), "the database is open");
                let store = Arc::new(store);
                *state = State::Open(Arc::clone(&store));
                Ok(store)
            }
            Err(e) => {
                *state = State::Closed(Some(Instant::now()), e.clone());
                Err(e)
            }
        }
    }
}
