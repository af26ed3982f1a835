//! Entering a room: the nickname (`#room-nick`), or one of three
//! generated names (`[data-generated-name]`, which a room may require),
//! then either joining (the
//! code, `#room-join-code`, and `#room-join`), first because it is what
//! most people on a phone came for, or hosting (the settings and
//! `#room-create`). A link to a room (`?room=CODE`) offers only joining
//! that room.
//!
//! Promises: the buttons are disabled while an entry is under way, and
//! where the page cannot reach the server (the message above says why);
//! Enter in the join form joins; what is wrong with an entry is said
//! beside what caused it (`#room-error`: under the nickname, the join
//! form, or Create).

use super::{settings, Ctx};
use crate::components::markup::Markup;
use crate::rooms::{About, RoomAction};
use crate::texts::prelude::*;
use web_sys::HtmlInputElement;
use yew::prelude::*;

pub fn view(ctx: &Ctx) -> Html {
    let r = ctx.lang.rooms_text();
    let rooms = ctx.rooms;
    let blocked = rooms.entering || rooms.socket.stopped();
    let input = |to: fn(String) -> RoomAction| {
        ctx.send
            .reform(move |e: InputEvent| to(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let nickname = html! {
        <label class="field nickname">
            <span>{ r.nickname }</span>
            <input type="text" id="room-nick" value={rooms.form.nickname.clone()}
                oninput={input(RoomAction::SetNickname)} autocomplete="nickname"
                spellcheck="false" enterkeyhint="go" />
        </label>
    };
    let nickname = html! {
        <>
            { nickname }
            { generated(ctx, "room", ctx.rooms.form.names,
                &ctx.send.reform(RoomAction::SetNickname),
                &ctx.send.reform(|_: MouseEvent| {
                    RoomAction::OtherNames(crate::web::printing::new_seed())
                })) }
        </>
    };
    let join_submit = ctx.send.reform(|e: SubmitEvent| {
        e.prevent_default();
        RoomAction::Join
    });
    let join_button = html! {
        <button type="submit" id="room-join" class="primary" disabled={blocked}>{ r.join }</button>
    };
    let title = |heading: &str| {
        let mut m = Markup::new();
        m.element("h2", &[("id", "room-entry-title")], heading)
            .element("p", &[("class", "intro")], r.intro);
        m.html()
    };
    let panel_title = |id: &'static str, text: &str| {
        let mut m = Markup::new();
        m.element("h3", &[("id", id)], text);
        m.html()
    };
    if let Some(code) = ctx.link_room {
        return html! {
            <section class="room-entry" aria-labelledby="room-entry-title">
                { title(&(r.join_room)(code.as_str())) }
                <form class="room-join" onsubmit={join_submit}>
                    { nickname }
                    { join_button }
                </form>
                { ctx.error(About::Nickname) }
                { ctx.error(About::Code) }
            </section>
        };
    }
    let create = ctx.send.reform(|_: MouseEvent| RoomAction::Create);
    html! {
        <section class="room-entry" aria-labelledby="room-entry-title">
            { title(r.rooms) }
            { nickname }
            { ctx.error(About::Nickname) }
            <div class="room-choices">
                <section class="panel" aria-labelledby="room-join-title">
                    { panel_title("room-join-title", r.join_heading) }
                    <form class="room-join" onsubmit={join_submit}>
                        <label class="field">
                            <span>{ r.code }</span>
                            <input type="text" id="room-join-code" class="code-field"
                                value={rooms.form.code.clone()} oninput={input(RoomAction::SetCode)}
                                autocomplete="off" autocapitalize="characters" spellcheck="false"
                                maxlength="12" enterkeyhint="go" />
                        </label>
                        { join_button }
                    </form>
                    { ctx.error(About::Code) }
                </section>
                <section class="panel" aria-labelledby="room-host-title">
                    { panel_title("room-host-title", r.host_heading) }
                    { settings::view(ctx) }
                    <button type="button" id="room-create" class="primary" disabled={blocked}
                        onclick={create}>
                        { r.create }
                    </button>
                    { ctx.error(About::Settings) }
                </section>
            </div>
            { super::homework::form::view(ctx) }
        </section>
    }
}

/// Three generated names of `seed` to take instead of typing one
/// (`[data-generated-name]`, each sent to `on_pick`), and three others
/// (`#{prefix}-other-names`). Rooms' entry and homework's.
pub(super) fn generated(
    ctx: &Ctx,
    prefix: &str,
    seed: u32,
    on_pick: &Callback<String>,
    on_other: &Callback<MouseEvent>,
) -> Html {
    let r = ctx.lang.rooms_text();
    let names = protocol::room::names::three(ctx.lang.tag(), seed);
    let buttons = names.into_iter().map(|name| {
        let onclick = on_pick.reform({
            let name = name.clone();
            move |_: MouseEvent| name.clone()
        });
        html! {
            <button type="button" class="name-choice" data-generated-name={name.clone()} {onclick}>
                { name }
            </button>
        }
    });
    let label = format!("{prefix}-names-label");
    html! {
        <div class="room-names" role="group" aria-labelledby={label.clone()}>
            <span id={label}>{ r.pick_name }</span>
            { for buttons }
            <button type="button" id={format!("{prefix}-other-names")} onclick={on_other.clone()}>
                { r.other_names }
            </button>
        </div>
    }
}
