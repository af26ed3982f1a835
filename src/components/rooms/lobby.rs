//! The lobby: how to join (the code, `#room-code`; the link, with Copy; its
//! QR code; the projector view's link), who is here (`#players`), and for
//! the host the settings and Start (`#room-start`), a problem with them
//! beside it (`#room-error`); for the others, that the host will start.
//! A copied link is said beside Copy link (`#room-copied`). The host may
//! lock the room to new players (`#room-lock`), here and in a round.
//!
//! A Challenge's rules are said to everyone in one short text
//! (`#room-rules`); with teams, the host may deal them again
//! (`#room-deal-teams`, here and under a game's results).
//!
//! Promises: the code, link and QR code name the same room; a projector
//! view shows the way in big and nothing to press.

use super::{players, settings, Ctx};
use crate::components::markup::Markup;
use crate::components::qr;
use crate::rooms::About;
use crate::rooms::{Room, RoomAction};
use crate::texts::prelude::*;
use crate::web::url_sync::address;
use yew::prelude::*;

/// How to join: the code, the link and its QR code; Copy and the
/// projector view's link for a player.
fn share(ctx: &Ctx, room: &Room) -> Html {
    let r = ctx.lang.rooms_text();
    let code = room.code.as_str();
    let link = address(&format!("room={code}"));
    let on_copy = {
        let link = link.clone();
        ctx.copy.reform(move |_: MouseEvent| link.clone())
    };
    let mut codes = Markup::new();
    codes
        .open("div", &[])
        .element(
            "p",
            &[("id", "room-code-label"), ("class", "label")],
            r.code,
        )
        .element("p", &[("id", "room-code"), ("class", "room-code")], code)
        .close("div");
    let mut way_in = Markup::new();
    way_in
        .element("p", &[("class", "label")], r.join_link)
        .open("p", &[])
        .element("a", &[("id", "room-link"), ("href", &link)], &link)
        .close("p");
    let mut qr = Markup::new();
    qr.open("figure", &[("class", "room-qr")])
        .markup(&qr::svg(&link, r.qr))
        .element("figcaption", &[], r.scan)
        .close("figure");
    let projector_href = format!("?room={code}&screen=1");
    let mut projector = Markup::new();
    projector.element(
        "a",
        &[
            ("id", "room-projector"),
            ("href", &projector_href),
            ("target", "_blank"),
            ("rel", "noopener"),
        ],
        r.projector,
    );
    html! {
        <section class="room-share" aria-labelledby="room-code-label">
            { codes.html() }
            <div class="room-link">
                { way_in.html() }
                if !ctx.screen {
                    <p class="room-tools">
                        <button type="button" id="room-copy" onclick={on_copy}>{ r.copy_link }</button>
                        { projector.html() }
                    </p>
                    if let Some(said) = &ctx.notice {
                        <p id="room-copied" class="room-copied" role="status">{ said.clone() }</p>
                    }
                }
            </div>
            { qr.html() }
        </section>
    }
}

/// What the host starts the game with (`id`), or the wait for the host;
/// and Leave, for a player.
pub fn start(ctx: &Ctx, room: &Room, label: &str, id: &'static str) -> Html {
    let r = ctx.lang.rooms_text();
    if room.me.is_none() {
        return html! {};
    }
    html! {
        <>
            if room.hosting() {
                <div class="room-start">
                    { settings::view(ctx) }
                    { ctx.button(id, label, RoomAction::Start, true) }
                    { ctx.error(About::Settings) }
                </div>
            } else {
                <p class="room-waiting" role="status">{ r.waiting }</p>
            }
            { leave(ctx, room) }
        </>
    }
}

/// The host's lock (`#room-lock`): no new players while it is on.
pub fn lock(ctx: &Ctx, room: &Room) -> Html {
    if !room.hosting() || ctx.screen {
        return html! {};
    }
    let onchange = ctx.send.reform(|e: Event| {
        RoomAction::Lock(
            e.target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked(),
        )
    });
    html! {
        // `data-locked` is the server's word, not the box's: a test waits
        // for it before trying the door.
        <label class="check room-lock" data-locked={room.locked.to_string()}>
            <input type="checkbox" id="room-lock" checked={room.locked} {onchange} />
            <span>{ ctx.lang.rooms_text().lock }</span>
        </label>
    }
}

/// Leave, for a player: a question first (`#room-leave-ask`), answered by
/// `#room-leave-yes` or `#room-stay`, since the seat and points go for good.
pub fn leave(ctx: &Ctx, room: &Room) -> Html {
    if room.me.is_none() {
        return html! {};
    }
    let r = ctx.lang.rooms_text();
    if !room.asking_to_leave {
        return html! {
            <p class="room-tools">
                { ctx.button("room-leave", r.leave, RoomAction::AskLeave, false) }
            </p>
        };
    }
    let ask = if room.hosting() {
        r.leave_ask_host
    } else {
        r.leave_ask
    };
    html! {
        <div class="room-tools leave-ask">
            <p id="room-leave-ask" role="alert">{ ask }</p>
            { ctx.button("room-leave-yes", r.leave, RoomAction::Leave, false) }
            { ctx.button("room-stay", r.stay, RoomAction::Stay, true) }
        </div>
    }
}

/// The Challenge's rules, in one short text, for everyone in its lobby.
pub fn rules(ctx: &Ctx, room: &Room) -> Html {
    if !room.challenge() {
        return html! {};
    }
    let c = &ctx.lang.rooms_text().challenge;
    let mut m = Markup::new();
    m.open(
        "section",
        &[
            ("id", "room-rules"),
            ("class", "room-rules"),
            ("aria-labelledby", "room-rules-title"),
        ],
    )
    .element("h2", &[("id", "room-rules-title")], c.rules_heading)
    .element("p", &[], c.rules)
    .close("section");
    m.html()
}

/// The host's Deal teams again (`#room-deal-teams`), when there are teams.
pub fn deal_teams(ctx: &Ctx, room: &Room) -> Html {
    if !room.hosting() || ctx.screen || room.settings.teams == 0 {
        return html! {};
    }
    let c = &ctx.lang.rooms_text().challenge;
    html! {
        <p class="room-tools">
            { ctx.button("room-deal-teams", c.deal_teams, RoomAction::DealTeams, false) }
        </p>
    }
}

pub fn view(ctx: &Ctx, room: &Room) -> Html {
    html! {
        <div class="room-stack">
            { share(ctx, room) }
            { rules(ctx, room) }
            { players::scoreboard(ctx, room, "players", false) }
            { deal_teams(ctx, room) }
            { lock(ctx, room) }
            { start(ctx, room, ctx.lang.rooms_text().start, "room-start") }
        </div>
    }
}
