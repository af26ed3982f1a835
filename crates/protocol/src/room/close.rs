//! The WebSocket close codes of Rooms, for both ends: the server closes with
//! them, and the page reads them to know whether to come back, reload, or
//! let the seat go. Written once, here.
//!
//! The standard's codes (RFC 6455, 7.4.1) mean what they say there; 4001
//! is this protocol's own.

/// The page left its room, or the room closed: nothing to come back to.
pub const NORMAL: u16 = 1000;
/// The page broke a rule it cannot mend by trying again (another protocol
/// version): it is told to reload.
pub const POLICY: u16 = 1008;
/// A message over the size limit.
pub const TOO_BIG: u16 = 1009;
/// The server is going down and will be back: come back later.
pub const RESTART: u16 = 1012;
/// The seat was taken back by another tab with its token: this page lets
/// it go.
pub const SEAT_ELSEWHERE: u16 = 4001;
