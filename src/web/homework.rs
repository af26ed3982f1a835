//! Homework over HTTP: posts the state's requests ([`model::homework`]) to
//! the server that served the page, each once in the page's life, in
//! order, and hands each reply to the reducer; keeps the student's seat
//! for the link's code in `localStorage`; and asks for the teacher's
//! results again every [`POLL_MS`]. Rooms' view calls it, so that this
//! code downloads with that view.
//!
//! Promises: a seat that does not read is no seat; a page on a static
//! host, or offline, gets no reply it can read, which the reducer hears
//! as no server; no request is sent twice.

use crate::state::Action;
use model::homework::{Homework, HomeworkAction, Seat};
use protocol::homework::{Reply, Request, PATH};
use protocol::room::RoomCode;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// How often the teacher's page asks for the results.
pub const POLL_MS: i32 = 3000;

thread_local! {
    /// The number of the next request to send: the page's, not a
    /// component's, so that a view drawn again sends nothing twice.
    static NEXT: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Sends `homework`'s requests; opens the link's homework once, with the
/// seat kept for `code`; keeps the seat; polls the results on the
/// teacher's page.
#[hook]
pub fn use_homework(
    homework: &Homework,
    code: Option<RoomCode>,
    teaching: bool,
    on_action: &Callback<Action>,
) {
    let send = on_action.reform(Action::Homework);
    {
        let send = send.clone();
        let opened = homework.opened;
        let fresh = homework.names == 0;
        use_effect_with(code, move |code| {
            if let (Some(code), false) = (code, opened) {
                let kept = if teaching { None } else { read(*code) };
                send.emit(HomeworkAction::Open { kept });
                // Each page offers its own three generated names.
                if fresh && !teaching {
                    send.emit(HomeworkAction::OtherNames(
                        crate::web::printing::new_seed().max(1),
                    ));
                }
            }
        });
    }
    {
        let next = homework.next_number();
        let homework = homework.clone();
        let send = send.clone();
        use_effect_with(next, move |_| {
            let asks: Vec<(u32, Request)> = homework
                .since(NEXT.get())
                .map(|(n, r)| (n, r.clone()))
                .collect();
            if let Some((last, _)) = asks.last() {
                NEXT.set(last.wrapping_add(1));
                wasm_bindgen_futures::spawn_local(async move {
                    for (number, request) in asks {
                        let reply = post(&request).await;
                        let now = crate::web::clock::now_ms();
                        send.emit(HomeworkAction::Heard { number, reply, now });
                    }
                });
            }
        });
    }
    {
        let seat = homework.seat();
        use_effect_with((code, seat), |(code, seat)| {
            if let (Some(code), Some(seat)) = (code, seat) {
                write(*code, seat);
            }
        });
    }
    use_effect_with(teaching, move |&teaching| {
        let window = web_sys::window();
        let id = teaching.then(|| {
            let tick = Closure::<dyn Fn()>::new(move || send.emit(HomeworkAction::Poll));
            let id = window.as_ref().and_then(|w| {
                w.set_interval_with_callback_and_timeout_and_arguments_0(
                    tick.as_ref().unchecked_ref(),
                    POLL_MS,
                )
                .ok()
            });
            (id, tick)
        });
        move || {
            if let (Some(w), Some((Some(id), _))) = (window, &id) {
                w.clear_interval_with_handle(*id);
            }
            drop(id);
        }
    });
}

/// Posts `request`; the server's reply, or `None` when none reads as one.
async fn post(request: &Request) -> Option<Reply> {
    let init = web_sys::RequestInit::new();
    init.set_method("POST");
    init.set_body(&request.encode().into());
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str_and_init(PATH, &init))
        .await
        .ok()?
        .dyn_into::<web_sys::Response>()
        .ok()?;
    let text = JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()?;
    Reply::decode(&text).ok()
}

/// The key of the seat kept for `code`.
fn key(code: RoomCode) -> String {
    format!("homework-{code}")
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn read(code: RoomCode) -> Option<String> {
    let text = storage()?.get_item(&key(code)).ok().flatten()?;
    Seat::from_text(&text).map(|_| text)
}

fn write(code: RoomCode, seat: &Seat) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(&key(code), &seat.to_text());
    }
}
