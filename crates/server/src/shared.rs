//! What every connection shares: the rooms, the shutdown signal, and how to
//! tell a client's address. A file of its own so that the server's run
//! (`app.rs`) and a connection (`connection.rs`) both name it without
//! naming each other.

use crate::registry::Registry;
use std::sync::Arc;
use tokio::sync::{mpsc, watch};

/// What every connection shares.
pub struct App {
    pub registry: Arc<Registry>,
    /// Turns true when the server shuts down.
    pub stop: watch::Receiver<bool>,
    /// Behind a reverse proxy, a client's address is the last one it
    /// forwarded.
    pub behind_proxy: bool,
    /// Held by every connection, so that shutdown knows when all are gone.
    pub _alive: mpsc::Sender<()>,
}
