//! What the Rooms view says above the room: how the connection is
//! (`#room-connection`, with Try again or Reload where the page stopped
//! trying), and the last message where the view has no place for it by
//! its cause (`#room-said`: the host's role passing on, the room closed,
//! a refusal in a round).
//!
//! Promises: a page that cannot reach the server says so here and stays
//! usable; the connection's line is a status (polite), a message an alert;
//! nothing is shown while all is well.

use super::Ctx;
use crate::components::markup::Markup;
use crate::rooms::{RoomAction, Socket};
use crate::texts::prelude::*;
use yew::prelude::*;

/// The connection's line, and `said` and `notice` where the view has no
/// place for them beside their cause.
pub fn view(ctx: &Ctx, said: Option<&str>, notice: Option<&str>) -> Html {
    let lang = ctx.lang;
    let r = lang.rooms_text();
    let socket = ctx.rooms.socket;
    let connection = lang.connection(socket, ctx.rooms.reached);
    let stopped = socket.stopped();
    let mut line = Markup::new();
    if let Some(said) = connection {
        line.element("p", &[], said);
    }
    let action = match socket {
        // A link to this very page: following it reloads it.
        Socket::Reload => {
            let mut m = Markup::new();
            m.element("a", &[("id", "room-reload"), ("href", "")], r.try_again);
            m.html()
        }
        Socket::Unavailable | Socket::GaveUp => {
            ctx.button("room-retry", r.try_again, RoomAction::TryAgain, false)
        }
        _ => html! {},
    };
    let mut messages = Markup::new();
    for m in said.into_iter().chain(notice) {
        messages.element("p", &[], m);
    }
    let quiet = messages.is_empty();
    let dismiss = ctx.send.reform(|_: MouseEvent| RoomAction::Dismiss);
    html! {
        <>
            <div id="room-connection" role="status"
                class={if stopped { "room-connection stopped" } else { "room-connection" }}
                hidden={connection.is_none()}>
                { line.html() }
                { action }
            </div>
            <div class="message dismissable" hidden={quiet}>
                <div id="room-said" role="alert">{ messages.html() }</div>
                if !quiet {
                    <button type="button" class="dismiss" aria-label={lang.text().dismiss}
                        onclick={dismiss}>
                        { "×" }
                    </button>
                }
            </div>
        </>
    }
}
