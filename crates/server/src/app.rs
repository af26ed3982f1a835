//! The server put together: the routes, the shared state, and a run that
//! ends cleanly.
//!
//! Routes: `GET /healthz` (200 `ok`), the rooms' WebSocket at
//! [`protocol::room::PATH`], with a database the world's daily at
//! `POST` [`protocol::daily::PATH`] and homework at `POST`
//! [`protocol::homework::PATH`], and everything else from the built site
//! ([`crate::site`]), on connections taken within limits
//! ([`crate::listen`]). On shutdown the server stops accepting, every
//! WebSocket says `Closed(Restarting)` and closes, and the run returns
//! within [`DRAIN`] of it, whatever is still in flight.

use crate::config::Config;
use crate::connection;
use crate::daily::Daily;
use crate::homework::Homework;
use crate::keeper::Keeper;
use crate::listen::{self, Limits, Slot};
use crate::registry::Registry;
use crate::shared::App;
use crate::site;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, DefaultBodyLimit, State};
use axum::http::header::{HeaderName, CACHE_CONTROL, CONTENT_TYPE};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::routing::{get, post};
use axum::Extension;
use axum::Router;
use protocol::daily::{DailyReply, Refusal};
use protocol::room::PATH;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch};

/// How long shutdown waits for what is in flight: requests, and the
/// WebSockets saying goodbye.
pub const DRAIN: Duration = Duration::from_secs(5);

/// Bytes a WebSocket reads at once, and the largest message the socket
/// library reads whole: past [`protocol::room::MAX_MESSAGE_BYTES`] a
/// message is refused with `Error(TooLarge)` and code 1009, read whole up
/// to this, and from the frame's announced length past it
/// ([`crate::connection`]).
const READ_BUFFER: usize = 4 * 1024;
const MAX_FRAME: usize = 1024 * 1024;

/// Serves `config` on `listener` until `shutdown` completes.
pub async fn run(
    config: Config,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let kept = match &config.database {
        Some(url) => {
            let keeper = Arc::new(Keeper::open(url, config.database_retry).await);
            let daily = Arc::new(Daily::new(Arc::clone(&keeper)));
            let homework = Arc::new(Homework::new(Arc::clone(&keeper), config.minute));
            Some((keeper, daily, homework))
        }
        None => None,
    };
    let (stop_tx, stop) = watch::channel(false);
    let (alive, mut gone) = mpsc::channel(1);
    let app = Arc::new(App {
        registry: Registry::new(
            (config.max_rooms, config.rooms_per_address),
            config.timing,
            config.idle,
        ),
        stop,
        behind_proxy: config.behind_proxy,
        _alive: alive,
    });
    let mut router = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route(PATH, get(rooms));
    if let Some((keeper, daily, homework)) = kept {
        tokio::spawn(prune(keeper, app.stop.clone()));
        let route = Router::new()
            .route(protocol::daily::PATH, post(daily_request))
            .layer(DefaultBodyLimit::max(protocol::daily::MAX_BODY))
            .layer(Extension(daily));
        router = router.merge(route);
        let route = Router::new()
            .route(protocol::homework::PATH, post(homework_request))
            .layer(DefaultBodyLimit::max(protocol::homework::MAX_BODY))
            .layer(Extension(homework));
        router = router.merge(route);
    }
    let router = router
        .with_state(Arc::clone(&app))
        .fallback_service(site::service(&config.dist));
    drop(app);
    let limits = Limits {
        header_timeout: config.header_timeout,
        total: config.max_connections.min(listen::room_for_connections()),
        per_address: config.connections_per_address,
    };
    tracing::info!(
        connections = limits.total,
        per_address = limits.per_address,
        "limits on connections"
    );
    let shutdown = async move {
        shutdown.await;
        tracing::info!("shutting down: every room is told, then closed");
        let _ = stop_tx.send(true);
    };
    let began = listen::serve(
        listener,
        router,
        limits,
        config.behind_proxy,
        shutdown,
        DRAIN,
    )
    .await;
    // Every connection holds the app; when the last is gone, so is `alive`.
    let left = DRAIN.saturating_sub(began.elapsed());
    if tokio::time::timeout(left, gone.recv()).await.is_err() {
        tracing::warn!("connections still open after {DRAIN:?}: stopping without them");
    }
    Ok(())
}

/// The rooms' WebSocket.
async fn rooms(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(app): State<Arc<App>>,
    slot: Option<Extension<Arc<Slot>>>,
) -> Response {
    let ip = client_ip(peer.ip(), &headers, app.behind_proxy);
    ws.read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| async move {
            // The WebSocket keeps its connection's place until it closes.
            let _slot = slot;
            connection::serve(socket, ip, app).await;
        })
}

/// A request about the world's daily hand: its reply, with a status that
/// says what a proxy's log should know.
async fn daily_request(
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(app): State<Arc<App>>,
    Extension(daily): Extension<Arc<Daily>>,
    body: String,
) -> (StatusCode, [(HeaderName, &'static str); 2], String) {
    let ip = client_ip(peer.ip(), &headers, app.behind_proxy);
    let reply = daily.answer(&body, ip, now_ms()).await;
    let status = match &reply {
        DailyReply::Refused(Refusal::Malformed) => StatusCode::BAD_REQUEST,
        DailyReply::Refused(Refusal::TooMany) => StatusCode::TOO_MANY_REQUESTS,
        DailyReply::Refused(Refusal::Unavailable) => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::OK,
    };
    (status, TEXT_HEADERS, reply.encode())
}

/// A request about homework, answered as the daily's are.
async fn homework_request(
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(app): State<Arc<App>>,
    Extension(homework): Extension<Arc<Homework>>,
    body: String,
) -> (StatusCode, [(HeaderName, &'static str); 2], String) {
    use protocol::homework::{Refusal, Reply};
    let ip = client_ip(peer.ip(), &headers, app.behind_proxy);
    let reply = homework.answer(&body, ip, now_ms()).await;
    let status = match &reply {
        Reply::Refused(Refusal::Malformed) => StatusCode::BAD_REQUEST,
        Reply::Refused(Refusal::TooMany) => StatusCode::TOO_MANY_REQUESTS,
        Reply::Refused(Refusal::Unavailable) => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::OK,
    };
    (status, TEXT_HEADERS, reply.encode())
}

/// A reply's headers: text, never kept by a cache.
const TEXT_HEADERS: [(HeaderName, &str); 2] = [
    (CONTENT_TYPE, "text/plain; charset=utf-8"),
    (CACHE_CONTROL, "no-store"),
];

/// Milliseconds since 1970, by the system's clock.
fn now_ms() -> i64 {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

/// Turns the daily's old rows into counts, and deletes homework 30 days
/// past its deadline, once an hour, from the start, until shutdown.
async fn prune(keeper: Arc<Keeper>, mut stop: watch::Receiver<bool>) {
    let mut hourly = tokio::time::interval(Duration::from_secs(3600));
    loop {
        tokio::select! {
            _ = hourly.tick() => {}
            _ = stop.wait_for(|&stopped| stopped) => return,
        }
        let Ok(store) = keeper.store().await else {
            continue;
        };
        match store.prune(crate::daily::first_kept(now_ms())).await {
            Ok(0) => {}
            Ok(gone) => tracing::info!(rows = gone, "the daily's old rows became counts"),
            Err(e) => tracing::warn!("the daily's old rows stay for now: {e}"),
        }
        let before = crate::homework::kept_after(now_ms());
        match store.homework_prune(before).await {
            Ok(0) => {}
            Ok(gone) => tracing::info!(assignments = gone, "old homework deleted"),
            Err(e) => tracing::warn!("old homework stays for now: {e}"),
        }
    }
}

/// The client's address: the socket's, or behind a proxy the last
/// `X-Forwarded-For` entry (the one the proxy itself appended).
fn client_ip(peer: IpAddr, headers: &HeaderMap, behind_proxy: bool) -> IpAddr {
    if !behind_proxy {
        return peer;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .last()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(peer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn behind_a_proxy_the_last_forwarded_address_counts() {
        let peer: IpAddr = "10.0.0.1".parse().unwrap();
        let mut headers = HeaderMap::new();
        headers.append("x-forwarded-for", "1.1.1.1, 2.2.2.2".parse().unwrap());
        headers.append("x-forwarded-for", "3.3.3.3".parse().unwrap());
        assert_eq!(client_ip(peer, &headers, false), peer);
        assert_eq!(
            client_ip(peer, &headers, true),
            "3.3.3.3".parse::<IpAddr>().unwrap()
        );
        assert_eq!(client_ip(peer, &HeaderMap::new(), true), peer);
    }
}
