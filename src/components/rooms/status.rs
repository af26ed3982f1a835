//! What the Rooms view says above the room: how the connection is
//! (`#room-connection`, with Try again or Reload where the page stopped
//! trying), and the last message (`#room-said`: a refusal, a check that
//! failed, the host's role passing on, a copied link).
//!
//! Promises: a page that cannot reach the server says so here and stays
//! usable; the connection's line is a status (polite), a message an alert;
//! nothing is shown while all is well.

use super::Ctx;
use crate::components::markup::{esc, raw};
use crate::rooms::{RoomAction, Socket};
use yew::prelude::*;

pub fn view(ctx: &Ctx, notice: Option<&str>) -> Html {
    let lang = ctx.lang;
    let r = lang.rooms_text();
    let socket = ctx.rooms.socket;
    let connection = lang.connection(socket, ctx.rooms.reached);
    let stopped = socket.stopped();
    let line = connection.map_or_else(String::new, |line| format!("<p>{}</p>", esc(line)));
    let action = match socket {
        // A link to this very page: following it reloads it.
        Socket::Reload => raw(format!(
            r#"<a id="room-reload" href="">{}</a>"#,
            esc(r.try_again)
        )),
        Socket::Unavailable | Socket::GaveUp => {
            ctx.button("room-retry", r.try_again, RoomAction::TryAgain, false)
        }
        _ => html! {},
    };
    let said = ctx.rooms.said.as_ref().map(|s| lang.said(s));
    let messages: String = said
        .iter()
        .map(String::as_str)
        .chain(notice)
        .map(|m| format!("<p>{}</p>", esc(m)))
        .collect();
    let dismiss = ctx.send.reform(|_: MouseEvent| RoomAction::Dismiss);
    html! {
        <>
            <div id="room-connection" role="status"
                class={if stopped { "room-connection stopped" } else { "room-connection" }}
                hidden={connection.is_none()}>
                { raw(line) }
                { action }
            </div>
            <div class="message dismissable" hidden={messages.is_empty()}>
                <div id="room-said" role="alert">{ raw(messages.clone()) }</div>
                if !messages.is_empty() {
                    <button type="button" class="dismiss" aria-label={lang.text().dismiss}
                        onclick={dismiss}>
                        { "×" }
                    </button>
                }
            </div>
        </>
    }
}
