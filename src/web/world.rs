//! The world's daily over HTTP: sends the state's asks ([`model::world`])
//! to the server that served the page, each once in the page's life, in
//! order, with this browser's id, and hands each reply to the reducer.
//! Play's panel calls it, so that this code is the panel's download.
//!
//! The id is 128 random bits kept in `localStorage` under [`KEY`], made
//! the first time it is needed; it names no one, and a browser that keeps
//! nothing gets a new one each visit. A page on a static host, or offline,
//! gets no reply it can read, nor does a request unanswered after
//! [`TIMEOUT_MS`](super::post::TIMEOUT_MS); the reducer hears it as no
//! server, or as a server lost if one has answered before.

use crate::state::{Action, Dispatch};
use model::world::{Ask, World};
use protocol::daily::{is_browser, DailyReply, DailyRequest, PATH};
use yew::prelude::*;

/// Where the browser's id is kept.
const KEY: &str = "browser";

thread_local! {
    /// The number of the next ask to send: the page's, not a component's,
    /// so that Play's panel drawn again sends nothing twice.
    static NEXT: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

#[hook]
pub fn use_world(world: &World, dispatch: &Dispatch) {
    let next = world.next_number();
    let world = world.clone();
    let dispatch = dispatch.clone();
    use_effect_with(next, move |_| {
        let asks: Vec<(u32, Ask)> = world.since(NEXT.get()).cloned().collect();
        if let Some((last, _)) = asks.last() {
            NEXT.set(last.wrapping_add(1));
            // One after another: a solve is never read before its start.
            wasm_bindgen_futures::spawn_local(async move {
                for (number, ask) in asks {
                    let reply = send(&ask).await;
                    dispatch.dispatch(Action::World { number, reply });
                }
            });
        }
    });
}

/// Sends `ask`; the server's reply, or `None` when none reads as one.
async fn send(ask: &Ask) -> Option<DailyReply> {
    let browser = browser_id()?;
    let request = match ask.clone() {
        Ask::Start { day } => DailyRequest::Start { day, browser },
        Ask::Solve { day, answer } => DailyRequest::Solve {
            day,
            browser,
            answer,
        },
    };
    let text = super::post::post_text(PATH, &request.encode()).await?;
    DailyReply::decode(&text).ok()
}

/// This browser's id, made and kept if there is none.
fn browser_id() -> Option<String> {
    let storage = web_sys::window()?.local_storage().ok().flatten();
    let kept = storage
        .as_ref()
        .and_then(|s| s.get_item(KEY).ok().flatten())
        .filter(|id| is_browser(id));
    if kept.is_some() {
        return kept;
    }
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).ok()?;
    let id: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    if let Some(storage) = storage {
        let _ = storage.set_item(KEY, &id);
    }
    Some(id)
}
