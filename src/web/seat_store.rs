//! The seat this tab holds in a room, kept in `sessionStorage` so that a
//! reload comes back to it (the tab's own storage: another tab, or the
//! browser started afresh, has none).
//!
//! Promises: a missing or refused storage means no seat kept, never an
//! error; what was stored and does not read is no seat.

use model::rooms::Seat;
use protocol::room::RoomCode;

/// The `sessionStorage` key: the room code and the token, a space between.
const KEY: &str = "room-seat";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// The seat kept for this tab.
pub fn stored_seat() -> Option<Seat> {
    let text = storage()?.get_item(KEY).ok().flatten()?;
    let (code, token) = text.split_once(' ')?;
    Some(Seat {
        code: RoomCode::parse(code)?,
        token: token.to_string(),
    })
}

/// Keeps `seat` for this tab, or forgets the one kept.
pub fn store_seat(seat: Option<&Seat>) {
    let Some(storage) = storage() else {
        return;
    };
    let _ = match seat {
        Some(seat) => storage.set_item(KEY, &format!("{} {}", seat.code, seat.token)),
        None => storage.remove_item(KEY),
    };
}
