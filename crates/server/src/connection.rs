//! One page's WebSocket: the limits, the decoder, and the way to its room.
//!
//! Promises, for every connection:
//! - a message larger than [`MAX_MESSAGE_BYTES`] is answered
//!   `Error(TooLarge)` and the connection closes (code 1009);
//! - past [`MESSAGES_PER_SECOND`] (a bucket of that many, refilled at that
//!   rate) a message is dropped unread and answered `Error(TooFast)`;
//! - a message of another protocol version is answered `Reload` and the
//!   connection closes (code 1008); a malformed one `Error(Malformed)`, and
//!   the connection stays: nothing a page sends makes the server panic;
//! - a connection enters at most one room, once (`Create`, `Join`,
//!   `Watch` or `Resume`); what comes before is refused `NotInRoom`, what
//!   tries again `AlreadyInRoom`; when its room lets it go, it closes;
//! - on shutdown it sends `Closed(Restarting)` and closes (code 1012);
//! - a page silent for [`SILENCE`] (not even answering pings) is dropped.

use crate::bucket::Bucket;
use crate::room_task::{Command, ConnId, Enter, Outgoing, RoomHandle, QUEUE};
use crate::shared::App;
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use protocol::room::{
    close, nickname, ClientMsg, CloseReason, DecodeError, ErrorKind, ServerMsg, MAX_MESSAGE_BYTES,
    MESSAGES_PER_SECOND, PROTOCOL_VERSION,
};
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};

/// How often the server pings a page (browsers answer on their own).
pub const PING_EVERY: Duration = Duration::from_secs(20);
/// A page not heard from for this long is gone.
pub const SILENCE: Duration = Duration::from_secs(50);

/// Each connection's number, for the log and the room's members.
static NEXT_CONN: AtomicU64 = AtomicU64::new(0);

/// Whether the connection goes on after a message.
enum Flow {
    Continue,
    Close(u16, &'static str),
}

struct Conn {
    id: ConnId,
    ip: IpAddr,
    app: Arc<App>,
    rate: Bucket,
    room: Option<RoomHandle>,
    queue: Option<mpsc::Receiver<Outgoing>>,
    replies: Vec<ServerMsg>,
}

/// Serves one WebSocket until it closes.
pub async fn serve(mut ws: WebSocket, ip: IpAddr, app: Arc<App>) {
    let mut stop = app.stop.clone();
    let mut conn = Conn {
        id: NEXT_CONN.fetch_add(1, Ordering::Relaxed),
        ip,
        rate: Bucket::new(
            MESSAGES_PER_SECOND,
            f64::from(MESSAGES_PER_SECOND),
            Instant::now(),
        ),
        app,
        room: None,
        queue: None,
        replies: Vec::new(),
    };
    let first_ping = tokio::time::Instant::now() + PING_EVERY;
    let mut ping = tokio::time::interval_at(first_ping, PING_EVERY);
    let mut heard = Instant::now();
    let end = loop {
        if *stop.borrow_and_update() {
            break Some(restarting());
        }
        let flow = tokio::select! {
            changed = stop.changed() => match changed {
                Ok(()) => continue,
                // The server is gone without saying so: as good as a restart.
                Err(_) => break Some(restarting()),
            },
            out = next(&mut conn.queue) => match out {
                Some(Outgoing::Text(text)) => {
                    if ws.send(Message::Text(text)).await.is_err() {
                        break None;
                    }
                    Flow::Continue
                }
                Some(Outgoing::Close(code, reason)) => Flow::Close(code, reason),
                // The room let this connection go.
                None => Flow::Close(close::NORMAL, "left the room"),
            },
            incoming = ws.recv() => {
                heard = Instant::now();
                match incoming {
                    Some(Ok(Message::Text(text))) => conn.text(text.as_str()).await,
                    Some(Ok(Message::Binary(bytes))) => conn.binary(bytes.len()),
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => Flow::Continue,
                    // Past what the socket library reads whole: refused as
                    // any message over the limit is, before its bytes come.
                    Some(Err(e)) if e.to_string().contains("Space limit exceeded") => {
                        conn.too_large()
                    }
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break None,
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() > SILENCE {
                    break None;
                }
                if ws.send(Message::Ping(Default::default())).await.is_err() {
                    break None;
                }
                Flow::Continue
            }
        };
        for msg in std::mem::take(&mut conn.replies) {
            if ws.send(text(&msg)).await.is_err() {
                break;
            }
        }
        if let Flow::Close(code, reason) = flow {
            break Some((None, code, reason));
        }
    };
    if let Some((last, code, reason)) = end {
        if let Some(msg) = last {
            let _ = ws.send(text(&msg)).await;
        }
        let frame = CloseFrame {
            code,
            reason: Utf8Bytes::from_static(reason),
        };
        let _ = ws.send(Message::Close(Some(frame))).await;
    }
    if let Some(room) = conn.room {
        let _ = room.commands.send(Command::Gone { conn: conn.id }).await;
    }
}

fn restarting() -> (Option<ServerMsg>, u16, &'static str) {
    (
        Some(ServerMsg::Closed(CloseReason::Restarting)),
        close::RESTART,
        "server restarting",
    )
}

fn text(msg: &ServerMsg) -> Message {
    Message::Text(msg.encode().into())
}

/// The next message from the room, or never while there is no room.
async fn next(queue: &mut Option<mpsc::Receiver<Outgoing>>) -> Option<Outgoing> {
    match queue {
        Some(queue) => queue.recv().await,
        None => std::future::pending().await,
    }
}

impl Conn {
    fn too_large(&mut self) -> Flow {
        tracing::warn!(conn = self.id, "a message over the size limit: closing");
        self.replies.push(ServerMsg::Error(ErrorKind::TooLarge));
        Flow::Close(close::TOO_BIG, "message too large")
    }

    /// Whether a message of `len` bytes is read at all: within the size
    /// limit (else the connection closes) and the rate (else it is
    /// dropped); binary messages count as text ones do.
    fn admitted(&mut self, len: usize) -> Result<(), Flow> {
        if len > MAX_MESSAGE_BYTES {
            return Err(self.too_large());
        }
        if !self.rate.take(Instant::now()) {
            tracing::debug!(conn = self.id, "a message over the rate limit");
            self.replies.push(ServerMsg::Error(ErrorKind::TooFast));
            return Err(Flow::Continue);
        }
        Ok(())
    }

    /// A binary message: the protocol has none.
    fn binary(&mut self, len: usize) -> Flow {
        if let Err(flow) = self.admitted(len) {
            return flow;
        }
        self.replies.push(ServerMsg::Error(ErrorKind::Malformed));
        Flow::Continue
    }

    /// One text message from the page.
    async fn text(&mut self, text: &str) -> Flow {
        if let Err(flow) = self.admitted(text.len()) {
            return flow;
        }
        let msg = match ClientMsg::decode(text) {
            Ok(msg) => msg,
            Err(DecodeError::OtherVersion(version)) => {
                tracing::info!(
                    conn = self.id,
                    version,
                    "a page of another version: told to reload"
                );
                self.replies.push(ServerMsg::Reload {
                    version: PROTOCOL_VERSION,
                });
                return Flow::Close(close::POLICY, "reload");
            }
            Err(DecodeError::Codec(e)) => {
                tracing::debug!(conn = self.id, "a malformed message: {e}");
                self.replies.push(ServerMsg::Error(ErrorKind::Malformed));
                return Flow::Continue;
            }
        };
        if let Err(kind) = self.dispatch(msg).await {
            self.replies.push(ServerMsg::Error(kind));
        }
        Flow::Continue
    }

    async fn dispatch(&mut self, msg: ClientMsg) -> Result<(), ErrorKind> {
        let entering = matches!(
            msg,
            ClientMsg::Create { .. }
                | ClientMsg::Join { .. }
                | ClientMsg::Watch { .. }
                | ClientMsg::Resume { .. }
        );
        if let Some(room) = &self.room {
            if entering {
                return Err(ErrorKind::AlreadyInRoom);
            }
            let command = Command::Message { conn: self.id, msg };
            // A room that has ended lets its connections go; its queue
            // closing closes this one.
            let _ = room.commands.send(command).await;
            return Ok(());
        }
        let registry = &self.app.registry;
        let (room, how) = match msg {
            ClientMsg::Create { settings, nickname } => {
                nickname::check(&nickname)?;
                (
                    registry.create(settings, self.ip)?,
                    Enter::Join { nickname },
                )
            }
            ClientMsg::Join { code, nickname } => {
                nickname::check(&nickname)?;
                (registry.find(code, self.ip)?, Enter::Join { nickname })
            }
            ClientMsg::Watch { code } => (registry.find(code, self.ip)?, Enter::Watch),
            // No guess: a room that is gone answers as a wrong token does.
            ClientMsg::Resume { code, token } => (
                registry.lookup(code).ok_or(ErrorKind::SeatGone)?,
                Enter::Resume { token },
            ),
            _ => return Err(ErrorKind::NotInRoom),
        };
        let (queue, receiver) = mpsc::channel(QUEUE);
        let (reply, answer) = oneshot::channel();
        let command = Command::Enter {
            conn: self.id,
            queue,
            how,
            reply,
        };
        if room.commands.send(command).await.is_err() {
            return Err(ErrorKind::NoSuchRoom);
        }
        // A room that ended before it answered is no room.
        answer.await.unwrap_or(Err(ErrorKind::NoSuchRoom))?;
        self.room = Some(room);
        self.queue = Some(receiver);
        Ok(())
    }
}
