//! A room's own task: it owns one [`Room`], takes its commands from the
//! connections in order, keeps its clock, and delivers what it says.
//!
//! Rooms are independent: each has its own task and mailbox, so a busy
//! room never waits for another. A message to everyone is encoded once and
//! its bytes shared by every connection's queue. A connection whose queue
//! is full (a page that stopped reading) is let go, as if it had dropped.
//! The task ends when the room is deserted, or idle for the configured
//! time (everyone is told, `Closed(Idle)`), and takes the room out of the
//! registry.

use crate::dealer::Dealer;
use crate::random;
use crate::room::{Out, Room, To};
use axum::extract::ws::Utf8Bytes;
use protocol::room::{close, ClientMsg, CloseReason, ErrorKind, RoomCode, Seat, ServerMsg};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

/// A connection's number, unique in the process.
pub type ConnId = u64;

/// What a room sends a connection.
#[derive(Clone, Debug)]
pub enum Outgoing {
    /// A message's text.
    Text(Utf8Bytes),
    /// Close the WebSocket with this code and reason.
    Close(u16, &'static str),
}

/// Messages a connection's queue holds before the room lets it go.
pub const QUEUE: usize = 256;

/// How a connection enters a room.
#[derive(Clone, Debug)]
pub enum Enter {
    /// As a new player.
    Join { nickname: String },
    /// As a projector view.
    Watch,
    /// Back into a seat.
    Resume { token: String },
}

/// What a connection asks of its room.
#[derive(Debug)]
pub enum Command {
    Enter {
        conn: ConnId,
        queue: mpsc::Sender<Outgoing>,
        how: Enter,
        /// `Ok` once `Welcome` is in the queue.
        reply: oneshot::Sender<Result<(), ErrorKind>>,
    },
    Message {
        conn: ConnId,
        msg: ClientMsg,
    },
    /// The connection closed.
    Gone {
        conn: ConnId,
    },
}

/// How connections reach a room.
#[derive(Clone, Debug)]
pub struct RoomHandle {
    pub code: RoomCode,
    pub commands: mpsc::Sender<Command>,
}

/// Commands a room's mailbox holds before senders wait.
const MAILBOX: usize = 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Who {
    Player(u32),
    Watcher,
}

struct Member {
    queue: mpsc::Sender<Outgoing>,
    who: Who,
}

struct Task {
    code: RoomCode,
    room: Room,
    /// Deals for the whole server, and whose room this is, as it counts.
    dealer: Arc<Dealer>,
    owner: IpAddr,
    members: HashMap<ConnId, Member>,
    seats: HashMap<u32, ConnId>,
}

/// Starts a room's task; returns its handle. `ended` runs when the task
/// ends (the room idle or empty), so that whoever keeps the rooms lets it
/// go; the task knows nothing of who that is.
pub fn spawn(
    code: RoomCode,
    room: Room,
    idle: Duration,
    (dealer, owner): (Arc<Dealer>, IpAddr),
    ended: impl FnOnce() + Send + 'static,
) -> RoomHandle {
    let (commands, inbox) = mpsc::channel(MAILBOX);
    let task = Task {
        code,
        room,
        dealer,
        owner,
        members: HashMap::new(),
        seats: HashMap::new(),
    };
    tokio::spawn(async move {
        task.run(inbox, idle).await;
        ended();
    });
    RoomHandle { code, commands }
}

impl Task {
    async fn run(mut self, mut inbox: mpsc::Receiver<Command>, idle: Duration) {
        let mut last_heard = Instant::now();
        loop {
            let idle_at = last_heard + idle;
            let wake = self
                .room
                .next_deadline()
                .map_or(idle_at, |d| Instant::from_std(d).min(idle_at));
            tokio::select! {
                command = inbox.recv() => {
                    let Some(command) = command else { return };
                    if !matches!(command, Command::Gone { .. }) {
                        last_heard = Instant::now();
                    }
                    self.command(command);
                }
                () = tokio::time::sleep_until(wake) => {
                    if Instant::now() >= idle_at {
                        tracing::info!(room = %self.code, "room idle: closing it");
                        self.close_all(CloseReason::Idle);
                        return;
                    }
                    self.room.tick(Instant::now().into_std());
                }
            }
            self.deliver();
            self.deal().await;
            if self.room.is_deserted() && self.members.is_empty() {
                return;
            }
        }
    }

    /// Deals what the room asks for, through the server's dealer (a deal
    /// may search for a second and a half); meanwhile commands wait.
    async fn deal(&mut self) {
        while let Some((number, settings)) = self.room.take_deal() {
            let decoy = self.room.wants_decoy(number);
            let hand = self.dealer.deal(self.owner, settings, decoy).await;
            match &hand {
                Some(_) => tracing::debug!(room = %self.code, round = number, "round dealt"),
                None => tracing::warn!(room = %self.code, round = number, "no hand found to deal"),
            }
            self.room.dealt(number, hand, Instant::now().into_std());
            self.deliver();
        }
    }

    fn command(&mut self, command: Command) {
        let now = Instant::now().into_std();
        match command {
            Command::Enter {
                conn,
                queue,
                how,
                reply,
            } => {
                let result = self.enter(conn, queue, how);
                let _ = reply.send(result);
            }
            Command::Message { conn, msg } => {
                let Some(member) = self.members.get(&conn) else {
                    return;
                };
                let result = match member.who {
                    Who::Player(id) => {
                        let leaving = matches!(msg, ClientMsg::Leave);
                        let result = self.room.handle(id, msg, now);
                        if leaving {
                            self.send(conn, &ServerMsg::Left);
                            self.members.remove(&conn);
                            self.seats.remove(&id);
                        }
                        result
                    }
                    Who::Watcher if matches!(msg, ClientMsg::Leave) => {
                        self.send(conn, &ServerMsg::Left);
                        self.remove(conn);
                        Ok(())
                    }
                    Who::Watcher => Err(ErrorKind::NotInRoom),
                };
                if let Err(kind) = result {
                    self.send(conn, &ServerMsg::Error(kind));
                }
            }
            Command::Gone { conn } => self.remove(conn),
        }
    }

    fn enter(
        &mut self,
        conn: ConnId,
        queue: mpsc::Sender<Outgoing>,
        how: Enter,
    ) -> Result<(), ErrorKind> {
        let now = Instant::now().into_std();
        let (who, seat) = match how {
            Enter::Join { nickname } => {
                let token = random::token(&mut random::os);
                let id = self.room.join(&nickname, token.clone())?;
                (Who::Player(id), Some(Seat { id, token }))
            }
            Enter::Resume { token } => {
                let id = self.room.resume(&token)?;
                // The seat's old connection, if still open, is let go.
                if let Some(old) = self.seats.remove(&id) {
                    if let Some(member) = self.members.remove(&old) {
                        let _ = member
                            .queue
                            .try_send(Outgoing::Close(close::SEAT_ELSEWHERE, "resumed elsewhere"));
                    }
                }
                (Who::Player(id), Some(Seat { id, token }))
            }
            Enter::Watch => {
                self.room.watch()?;
                (Who::Watcher, None)
            }
        };
        let welcome = ServerMsg::Welcome {
            code: self.code,
            seat,
            state: self.room.snapshot(now),
        };
        let _ = queue.try_send(Outgoing::Text(welcome.encode().into()));
        if let Who::Player(id) = who {
            self.seats.insert(id, conn);
        }
        self.members.insert(conn, Member { queue, who });
        Ok(())
    }

    /// A connection is gone: its player's seat waits for them.
    fn remove(&mut self, conn: ConnId) {
        let Some(member) = self.members.remove(&conn) else {
            return;
        };
        let now = Instant::now().into_std();
        match member.who {
            Who::Player(id) => {
                if self.seats.get(&id) == Some(&conn) {
                    self.seats.remove(&id);
                    self.room.dropped(id, now);
                }
            }
            Who::Watcher => self.room.unwatch(),
        }
    }

    fn send(&mut self, conn: ConnId, msg: &ServerMsg) {
        if let Some(member) = self.members.get(&conn) {
            let _ = member.queue.try_send(Outgoing::Text(msg.encode().into()));
        }
    }

    /// Delivers the room's messages; connections that cannot keep up are
    /// let go, which may say more.
    fn deliver(&mut self) {
        loop {
            let outs = self.room.drain();
            if outs.is_empty() {
                return;
            }
            let mut slow = Vec::new();
            let mut removed = Vec::new();
            for Out { to, msg } in outs {
                if let (To::Player(id), ServerMsg::Removed) = (to, &msg) {
                    removed.push(id);
                }
                let text: Utf8Bytes = msg.encode().into();
                let mut put = |conn: ConnId, member: &Member| {
                    if let Err(mpsc::error::TrySendError::Full(_)) =
                        member.queue.try_send(Outgoing::Text(text.clone()))
                    {
                        slow.push(conn);
                    }
                };
                match to {
                    To::All => self.members.iter().for_each(|(&c, m)| put(c, m)),
                    To::Player(id) => {
                        if let Some((&c, m)) = self
                            .seats
                            .get(&id)
                            .and_then(|c| self.members.get_key_value(c))
                        {
                            put(c, m);
                        }
                    }
                }
            }
            for conn in slow {
                self.remove(conn);
            }
            // A removed player's seat is gone already: their connection is
            // let go (and so closes), not waited for.
            for id in removed {
                if let Some(conn) = self.seats.remove(&id) {
                    self.members.remove(&conn);
                }
            }
        }
    }

    /// Tells everyone the room is closing, then closes their connections.
    fn close_all(&mut self, why: CloseReason) {
        let text: Utf8Bytes = ServerMsg::Closed(why).encode().into();
        for member in self.members.values() {
            let _ = member.queue.try_send(Outgoing::Text(text.clone()));
            let _ = member
                .queue
                .try_send(Outgoing::Close(close::NORMAL, "room closed"));
        }
        self.members.clear();
    }
}
