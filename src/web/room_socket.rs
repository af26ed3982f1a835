//! The Rooms WebSocket from the page's side: it opens the socket the state
//! names, reports its events as actions, sends what the state has queued,
//! waits out the state's backoff, and keeps the seat's token for a reload.
//!
//! Raw `web_sys::WebSocket` and the protocol crate's text messages, as
//! for the solving worker: no serialisation library in the page.
//!
//! Promises: at most one socket, the one `Rooms::socket` names, at
//! `ws(s)://<this host>/rooms/ws`; a socket the state has moved on from is
//! closed, and its handlers removed first, so it reports nothing more;
//! every message is `ServerMsg::decode`d, never guessed; a socket that
//! cannot even be made (a browser that refuses) reports a close, like one
//! that fails to connect, so the page says so rather than waits.

use super::clock::now_ms;
use super::seat_store::{store_seat, stored_seat};
use crate::rooms::{RoomAction, Rooms, Seat, Socket};
use crate::state::Action;
use protocol::room::{ServerMsg, PATH};
use std::cell::{Cell, RefCell};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{CloseEvent, MessageEvent, WebSocket};
use yew::prelude::*;

/// The close code of a socket that never reported one.
const ABNORMAL: u16 = 1006;

/// An open (or opening) socket and its handlers.
struct Live {
    ws: WebSocket,
    _on_open: Closure<dyn Fn()>,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_close: Closure<dyn Fn(CloseEvent)>,
}

impl Live {
    /// Opens socket `attempt`, reporting to `report`.
    fn open(attempt: u32, report: Callback<RoomAction>) -> Option<Live> {
        let ws = WebSocket::new(&url()?).ok()?;
        let on_open = {
            let report = report.clone();
            Closure::<dyn Fn()>::new(move || {
                report.emit(RoomAction::Opened {
                    attempt,
                    stored: stored_seat(),
                })
            })
        };
        let on_message = {
            let report = report.clone();
            Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
                let text = e.data().as_string().unwrap_or_default();
                report.emit(match ServerMsg::decode(&text) {
                    Ok(msg) => RoomAction::Received {
                        attempt,
                        msg: Box::new(msg),
                        now: now_ms(),
                    },
                    Err(error) => RoomAction::Unreadable { attempt, error },
                })
            })
        };
        let on_close = Closure::<dyn Fn(CloseEvent)>::new(move |e: CloseEvent| {
            report.emit(RoomAction::Closed {
                attempt,
                code: e.code(),
                now: now_ms(),
            })
        });
        ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        Some(Live {
            ws,
            _on_open: on_open,
            _on_message: on_message,
            _on_close: on_close,
        })
    }

    /// Closes the socket without a word more from it.
    fn close(self) {
        self.ws.set_onopen(None);
        self.ws.set_onmessage(None);
        self.ws.set_onclose(None);
        let _ = self.ws.close();
    }
}

/// The rooms' socket on this page's host: `wss:` under https.
fn url() -> Option<String> {
    let location = web_sys::window()?.location();
    let scheme = match location.protocol().ok()?.as_str() {
        "https:" => "wss:",
        _ => "ws:",
    };
    Some(format!("{scheme}//{}{PATH}", location.host().ok()?))
}

/// Reports `action` after `delay` milliseconds, in a task of its own as the
/// socket's own events are; returns the timer.
fn later(report: Callback<RoomAction>, action: RoomAction, delay: u32) -> Option<i32> {
    let run = Closure::once_into_js(move || report.emit(action));
    web_sys::window()?
        .set_timeout_with_callback_and_timeout_and_arguments_0(
            run.unchecked_ref(),
            i32::try_from(delay).unwrap_or(i32::MAX),
        )
        .ok()
}

/// What the socket's effect holds: an open (or opening) socket, or the
/// timer that ends the wait before the next one.
enum Held {
    Socket(Live),
    Timer(i32),
}

#[hook]
pub fn use_room_socket(rooms: &Rooms, on_action: Callback<Action>) {
    let report = use_memo(on_action, |on_action| on_action.reform(Action::Room));
    let live = use_mut_ref(|| None::<WebSocket>);
    // The next message to send, by number.
    let sent = use_memo((), |_| Cell::new(0u64));

    // The socket the state names, or the wait before it.
    let wanted = match rooms.socket {
        Socket::Opening { attempt } | Socket::Open { attempt } => Some((attempt, None)),
        Socket::Waiting { attempt, delay } => Some((attempt, Some(delay))),
        _ => None,
    };
    {
        let live = live.clone();
        let report = (*report).clone();
        use_effect_with(wanted, move |&wanted| {
            let window = web_sys::window();
            let held = match wanted {
                Some((attempt, None)) => match Live::open(attempt, report.clone()) {
                    Some(socket) => {
                        *live.borrow_mut() = Some(socket.ws.clone());
                        Some(Held::Socket(socket))
                    }
                    None => {
                        later(
                            report,
                            RoomAction::Closed {
                                attempt,
                                code: ABNORMAL,
                                now: now_ms(),
                            },
                            0,
                        );
                        None
                    }
                },
                Some((attempt, Some(delay))) => {
                    later(report, RoomAction::Retry { attempt }, delay).map(Held::Timer)
                }
                None => None,
            };
            move || {
                live.borrow_mut().take();
                match held {
                    Some(Held::Socket(socket)) => socket.close(),
                    Some(Held::Timer(id)) => {
                        if let Some(w) = window {
                            w.clear_timeout_with_handle(id);
                        }
                    }
                    None => {}
                }
            }
        });
    }

    {
        let outbox = rooms.outbox.clone();
        use_effect_with(
            (outbox.next_seq(), rooms.socket.open()),
            move |&(_, open)| {
                let (Some(attempt), Some(socket)) = (open, live.borrow().clone()) else {
                    return;
                };
                for out in outbox.since(attempt, sent.get()) {
                    let _ = socket.send_with_str(&out.msg.encode());
                    sent.set(out.seq + 1);
                }
            },
        );
    }

    // The seat is kept for a reload; forgotten only when the state lets it
    // go (so not before the stored one is read, when the socket opens).
    let kept = use_memo((), |_| RefCell::new(None::<Seat>));
    let hosting = rooms.room.as_ref().is_some_and(|r| r.hosting());
    use_effect_with((rooms.seat.clone(), hosting), move |(seat, hosting)| {
        let before = kept.replace(seat.clone());
        match (before, seat) {
            (_, Some(seat)) => store_seat(Some(seat), *hosting),
            (Some(_), None) => store_seat(None, false),
            (None, None) => {}
        }
    });
}
