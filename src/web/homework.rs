//! Homework over HTTP: posts the state's requests ([`model::homework`]) to
//! the server that served the page, one at a time and in order, each once
//! in the page's life, and hands each reply to the reducer; keeps the
//! student's seat for the link's code in `localStorage` (`homework-CODE`)
//! and forgets it when the server no longer knows it; keeps the links of
//! the assignments made in this browser (`homework-made`); and asks for
//! the teacher's results again every [`POLL_MS`] while the tab is shown.
//! Rooms' view calls it, so
//! that this code downloads with that view.
//!
//! Promises: a seat that does not read is no seat; the list of made
//! assignments is read once, into the state, and only the page's own
//! changes are written back, into the list as stored then, so that two
//! tabs lose neither's; a page on a static
//! host, or offline, gets no reply it can read, which the reducer hears
//! as no server; no request is sent twice, and none before the one queued
//! ahead of it has been answered or given up (after
//! [`TIMEOUT_MS`](super::post::TIMEOUT_MS)).

use crate::state::Action;
use model::homework::{Homework, HomeworkAction, Made, Seat};
use protocol::homework::{Reply, Request, PATH};
use protocol::room::RoomCode;
use std::cell::Cell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// How often the teacher's page asks for the results.
pub const POLL_MS: i32 = 3000;

thread_local! {
    /// The number of the next request to send, and whether one is on its
    /// way: the page's, not a component's, so that a view drawn again
    /// sends nothing twice.
    static NEXT: Cell<u32> = const { Cell::new(0) };
    static BUSY: Cell<bool> = const { Cell::new(false) };
}

/// Sends `homework`'s requests; opens the link's homework once, with the
/// seat kept for `code`; keeps or forgets the seat; polls the results on
/// the teacher's page.
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
        let send = send.clone();
        let recalled = homework.recalled;
        use_effect_with((), move |_| {
            if !recalled {
                let now_ms = crate::web::clock::wall_ms();
                let made = storage()
                    .and_then(|s| s.get_item(MADE).ok().flatten())
                    .map(|text| model::homework::made_from_text(&text, now_ms))
                    .unwrap_or_default();
                send.emit(HomeworkAction::Recall(made));
            }
        });
    }
    {
        // The page's list as last read or written: only what changed since
        // goes into the browser's list as it is now, which another tab may
        // have changed meanwhile.
        let last = use_mut_ref(|| None::<Vec<Made>>);
        let kept = homework.recalled.then(|| homework.made.clone());
        use_effect_with(kept, move |kept| {
            let Some(made) = kept else { return };
            let before = last.replace(Some(made.clone()));
            let (Some(before), Some(storage)) = (before, storage()) else {
                return;
            };
            let stored = storage.get_item(MADE).ok().flatten().unwrap_or_default();
            let text = model::homework::made_text_changed(&stored, &before, made);
            let _ = match text.is_empty() {
                true => storage.remove_item(MADE),
                false => storage.set_item(MADE, &text),
            };
        });
    }
    {
        // After every request queued, and every reply heard: the next
        // waits for the one before it.
        let turn = (homework.next_number(), homework.answered);
        let homework = homework.clone();
        let send = send.clone();
        use_effect_with(turn, move |_| {
            let asks: Vec<(u32, Request)> = homework
                .since(NEXT.get())
                .map(|(n, r)| (n, r.clone()))
                .collect();
            if BUSY.get() || asks.is_empty() {
                return;
            }
            BUSY.set(true);
            wasm_bindgen_futures::spawn_local(async move {
                let last = asks.len() - 1;
                for (i, (number, request)) in asks.into_iter().enumerate() {
                    NEXT.set(number.wrapping_add(1));
                    let reply = post(&request).await;
                    if i == last {
                        BUSY.set(false);
                    }
                    let now = crate::web::clock::now_ms();
                    send.emit(HomeworkAction::Heard { number, reply, now });
                }
            });
        });
    }
    {
        let seat = homework.seat();
        let forget = homework.forget;
        use_effect_with((code, seat, forget), |(code, seat, forget)| {
            match (code, seat) {
                (Some(code), Some(seat)) => write(*code, seat),
                (Some(code), None) if *forget => remove(*code),
                _ => {}
            }
        });
    }
    use_effect_with(teaching, move |&teaching| {
        let window = web_sys::window();
        let id = teaching.then(|| {
            let tick = Closure::<dyn Fn()>::new(move || {
                // A tab nobody looks at asks nothing; it catches up when
                // shown again, at the next tick.
                let hidden = web_sys::window()
                    .and_then(|w| w.document())
                    .is_some_and(|d| d.hidden());
                if hidden {
                    return;
                }
                send.emit(HomeworkAction::Poll {
                    now_ms: crate::web::clock::wall_ms(),
                });
            });
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
    let text = super::post::post_text(PATH, &request.encode()).await?;
    Reply::decode(&text).ok()
}

/// The key of the assignments made in this browser: not a code's, which
/// have six characters.
const MADE: &str = "homework-made";

/// The key of the seat kept for `code`.
fn key(code: RoomCode) -> String {
    format!("homework-{code}")
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn read(code: RoomCode) -> Option<Seat> {
    let text = storage()?.get_item(&key(code)).ok().flatten()?;
    Seat::from_text(&text)
}

fn write(code: RoomCode, seat: &Seat) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(&key(code), &seat.to_text());
    }
}

fn remove(code: RoomCode) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(&key(code));
    }
}
