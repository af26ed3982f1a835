//! The seat this tab holds in a room, kept so that a reload comes back to
//! it: in `sessionStorage` (the tab's own: another tab, or the browser
//! started afresh, has none), and the host's seat in `localStorage` too, so
//! that a teacher who closes the tab gets the room back from its link.
//!
//! Promises: a missing or refused storage means no seat kept, never an
//! error; what was stored and does not read is no seat; the tab's own seat
//! comes before the host's kept one.

use model::rooms::Seat;
use protocol::room::RoomCode;
use web_sys::Storage;

/// The key in both storages: the room code and the token, a space between.
const KEY: &str = "room-seat";

fn session() -> Option<Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn read(storage: Option<Storage>) -> Option<Seat> {
    let text = storage?.get_item(KEY).ok().flatten()?;
    let (code, token) = text.split_once(' ')?;
    Some(Seat {
        code: RoomCode::parse(code)?,
        token: token.to_string(),
    })
}

fn write(storage: Option<Storage>, seat: Option<&Seat>) {
    let Some(storage) = storage else {
        return;
    };
    let _ = match seat {
        Some(seat) => storage.set_item(KEY, &format!("{} {}", seat.code, seat.token)),
        None => storage.remove_item(KEY),
    };
}

/// The seat kept for this tab, or else the one its browser hosts.
pub fn stored_seat() -> Option<Seat> {
    read(session()).or_else(|| read(local()))
}

/// Keeps `seat` for this tab, and for the browser while it hosts; `None`
/// forgets both.
pub fn store_seat(seat: Option<&Seat>, hosting: bool) {
    write(session(), seat);
    if seat.is_none() || hosting {
        write(local(), seat);
    }
}
