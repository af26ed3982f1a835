//! Connections taken as a real host takes them, so that a flood of idle or
//! half-sent ones cannot keep anyone else out.
//!
//! Promises:
//! - a request's head must arrive within [`Limits::header_timeout`], and a
//!   kept-alive connection that sends nothing more is closed after the same
//!   time (hyper's header-read timer runs while it waits);
//! - a request's head may hold [`HEADER_BYTES`] at most;
//! - at most [`Limits::total`] connections are open at once, and
//!   [`Limits::per_address`] from one address (an IPv6 one by its /48);
//!   a connection past either is closed at once. WebSockets count until
//!   they close. Behind a proxy every connection comes from the proxy, so
//!   only the total counts there (the proxy limits each client);
//! - after shutdown begins, nothing new is accepted, and [`serve`] returns
//!   within the drain time it is given, whatever is in flight.

use crate::bucket::guesser;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::future::Future;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;
use tower::ServiceExt;

/// The most bytes a request's head may buffer: hyper's least, twice over.
pub const HEADER_BYTES: usize = 16 * 1024;

/// How many connections may be open, and how fast a request must come.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub header_timeout: Duration,
    pub total: usize,
    pub per_address: usize,
}

/// The connections open now: in all, and per address.
#[derive(Default)]
struct Open {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// One open connection's place among the open ones, given back when
/// the last holder (the HTTP connection, then its WebSocket) lets it go.
pub struct Slot {
    open: Arc<Mutex<Open>>,
    address: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = lock(&self.open);
        open.total = open.total.saturating_sub(1);
        if let Some(n) = open.by_address.get_mut(&self.address) {
            *n -= 1;
            if *n == 0 {
                open.by_address.remove(&self.address);
            }
        }
    }
}

/// A poisoned lock only means a panic elsewhere; the counts stay usable.
fn lock(m: &Mutex<Open>) -> std::sync::MutexGuard<'_, Open> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A place for a connection from `address`, or `None` past the limits.
fn take(open: &Arc<Mutex<Open>>, address: IpAddr, limits: &Limits) -> Option<Slot> {
    let mut counts = lock(open);
    let here = counts.by_address.get(&address).copied().unwrap_or(0);
    if counts.total >= limits.total || here >= limits.per_address {
        return None;
    }
    counts.total += 1;
    *counts.by_address.entry(address).or_default() += 1;
    Some(Slot {
        open: Arc::clone(open),
        address,
    })
}

/// Serves `router` on `listener` within `limits` until `shutdown`
/// completes, then lets the connections in flight finish for at most
/// `drain`; returns when shutdown began.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    behind_proxy: bool,
    shutdown: impl Future<Output = ()>,
    drain: Duration,
) -> Instant {
    let open = Arc::new(Mutex::new(Open::default()));
    // Told when shutdown begins; held by every connection, so that the
    // drain knows when the last has ended.
    let (stop, stopping) = watch::channel(false);
    let (alive, mut gone) = mpsc::channel::<()>(1);
    let mut refused_said = Instant::now() - Duration::from_secs(60);
    tokio::pin!(shutdown);
    loop {
        let (tcp, peer) = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of files, most likely: wait for some to close.
                    tracing::warn!("cannot accept a connection: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let address = if behind_proxy {
            IpAddr::from([0, 0, 0, 0])
        } else {
            guesser(peer.ip())
        };
        let per_address = if behind_proxy {
            limits.total
        } else {
            limits.per_address
        };
        let Some(slot) = take(
            &open,
            address,
            &Limits {
                per_address,
                ..limits
            },
        ) else {
            // Said once a minute at most: a flood would flood the log too.
            if refused_said.elapsed() > Duration::from_secs(60) {
                refused_said = Instant::now();
                tracing::warn!("connections refused: past the limit on open connections");
            }
            continue;
        };
        let _ = tcp.set_nodelay(true);
        let slot = Arc::new(slot);
        let router = router.clone();
        let service = {
            let slot = Arc::clone(&slot);
            hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request.extensions_mut().insert(Arc::clone(&slot));
                router.clone().oneshot(request)
            })
        };
        let connection = http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(limits.header_timeout)
            .max_buf_size(HEADER_BYTES)
            .serve_connection(TokioIo::new(tcp), service)
            .with_upgrades();
        let (mut stopping, alive) = (stopping.clone(), alive.clone());
        tokio::spawn(async move {
            tokio::pin!(connection);
            tokio::select! {
                _ = connection.as_mut() => {}
                // A request in flight finishes; an idle or half-sent one
                // closes now.
                _ = stopping.changed() => {
                    connection.as_mut().graceful_shutdown();
                    let _ = connection.await;
                }
            }
            drop((slot, alive));
        });
    }
    let began = Instant::now();
    drop((listener, alive));
    let _ = stop.send(true);
    if tokio::time::timeout(drain, gone.recv()).await.is_err() {
        tracing::warn!("requests still in flight after {drain:?}: stopping without them");
    }
    began
}

/// Raises the open-files limit to its hard limit, and returns how many
/// connections fit in it, leaving room for the files the server reads.
pub fn room_for_connections() -> usize {
    const KEPT_FOR_FILES: u64 = 64;
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => {
            tracing::info!(open_files = limit, "open-files limit");
            limit
                .saturating_sub(KEPT_FOR_FILES)
                .try_into()
                .unwrap_or(usize::MAX)
        }
        Err(e) => {
            tracing::warn!("cannot read or raise the open-files limit: {e}");
            1024 - KEPT_FOR_FILES as usize
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_count_in_all_and_per_address_and_come_back() {
        let open = Arc::new(Mutex::new(Open::default()));
        let limits = Limits {
            header_timeout: Duration::from_secs(10),
            total: 3,
            per_address: 2,
        };
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        let first = take(&open, a, &limits).unwrap();
        let _second = take(&open, a, &limits).unwrap();
        assert!(take(&open, a, &limits).is_none(), "per address");
        let _third = take(&open, b, &limits).unwrap();
        assert!(take(&open, b, &limits).is_none(), "in all");
        drop(first);
        assert!(take(&open, a, &limits).is_some());
    }
}
