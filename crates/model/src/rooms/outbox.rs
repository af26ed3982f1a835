//! What the page has to send the Rooms server: messages queued by the
//! reducer, each tagged with the socket it is for and numbered, so that the
//! view sends each once, on that socket alone.
//!
//! Promises: numbers only grow; a message is queued only for a socket that
//! is open; the queue keeps the last [`KEPT`] messages, far more than one
//! render can queue.

use protocol::room::ClientMsg;

/// Messages kept: the view sends after every render, so only the few
/// queued since the last one are ever unsent.
pub const KEPT: usize = 16;

/// A message to send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outgoing {
    /// The socket (its attempt number) the message is for.
    pub socket: u32,
    /// Its number, from 0, in the order queued.
    pub seq: u64,
    pub msg: ClientMsg,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outbox {
    next: u64,
    queue: Vec<Outgoing>,
}

impl Outbox {
    pub fn push(&mut self, socket: u32, msg: ClientMsg) {
        self.queue.push(Outgoing {
            socket,
            seq: self.next,
            msg,
        });
        self.next += 1;
        if self.queue.len() > KEPT {
            self.queue.remove(0);
        }
    }

    /// The messages for `socket` numbered `from` or later, oldest first.
    pub fn since(&self, socket: u32, from: u64) -> impl Iterator<Item = &Outgoing> {
        self.queue
            .iter()
            .filter(move |o| o.socket == socket && o.seq >= from)
    }

    /// The number the next message will have.
    pub fn next_seq(&self) -> u64 {
        self.next
    }

    /// The messages still held, oldest first.
    pub fn queued(&self) -> &[Outgoing] {
        &self.queue
    }
}
