//! The Rooms view: live 24 with many players, on the Rooms server.
//!
//! One component, [`RoomsView`], holds the socket ([`use_room_socket`])
//! and, while a clock runs, ticks; the parts are render functions, one file
//! each, over one [`Ctx`]: the connection and messages (`status.rs`),
//! entering a room (`entry.rs`, with the host's settings in `settings.rs`),
//! the lobby (`lobby.rs`, with the QR code in `qr.rs`), a round and its end
//! (`round.rs`), the final standings (`results.rs`), the one table that
//! lists players in all three (`players.rs`), and the host's report on the
//! game (`report.rs`). Render functions rather than
//! components: each component type costs the page's first load kilobytes.
//!
//! Promises: everything shown is the rooms model's (`State::rooms`), which
//! only the server's messages change; a projector view (`?room=CODE&screen=1`,
//! no seat) shows the same room big and offers nothing to answer with;
//! the hooks that tests use are `#room-create`, `#room-code`, `#room-nick`,
//! `#room-join`, `#room-start`, `[data-player]` (one per player, the
//! nickname as its text), `#room-round` (the round's number) and
//! `#scoreboard`; answers use Play's `#attempt` and `[data-play-card]`,
//! and every card shown carries `data-value`, its exact value.

mod entry;
mod homework;
mod lobby;
mod players;
mod report;
mod results;
mod round;
mod settings;
mod status;
mod teams;

use crate::components::markup::Markup;
use crate::homework::{Homework, HomeworkAction};
use crate::rooms::{About, RoomAction, Rooms};
use crate::state::Action;
use crate::texts::prelude::*;
use crate::web::clipboard::copy_link;
use crate::web::clock::use_ticker;
use crate::web::focus::{focus, focus_if_lost, focus_play_card};
use crate::web::homework::use_homework;
use crate::web::room_socket::use_room_socket;
use protocol::room::{Phase, RoomCode};
use yew::prelude::*;

#[derive(Properties, PartialEq, Clone)]
pub struct RoomsViewProps {
    pub rooms: Rooms,
    /// The link's room, and whether this is its projector view.
    pub link_room: Option<RoomCode>,
    pub screen: bool,
    pub lang: Lang,
    /// The page's one-off message (a link copied, or not), in words.
    pub notice: Option<String>,
    pub on_action: Callback<Action>,
    pub homework: Homework,
    /// The link's homework, and the teacher's key to it.
    pub link_assign: Option<RoomCode>,
    pub teacher: Option<String>,
    /// The page's house rules, which homework is made under.
    pub faces: cards::Faces,
    pub integers: bool,
}

/// What every part of the view reads.
struct Ctx<'a> {
    rooms: &'a Rooms,
    lang: Lang,
    link_room: Option<RoomCode>,
    screen: bool,
    send: &'a Callback<RoomAction>,
    /// Copies a link.
    copy: &'a Callback<String>,
    /// The page's milliseconds, for the clocks.
    now: u64,
    /// The answer field.
    answer: &'a NodeRef,
    /// The message shown next to what it is about (`#room-error`), where
    /// this view has that place; the rest go above the room.
    near: Option<(About, String)>,
    /// The page's one-off message, where the view shows it by its cause
    /// (a copied link, beside Copy link).
    notice: Option<String>,
    homework: &'a Homework,
    homework_send: &'a Callback<HomeworkAction>,
    link_assign: Option<RoomCode>,
    teacher: Option<&'a str>,
    faces: cards::Faces,
    integers: bool,
}

impl Ctx<'_> {
    /// The message about `about`, where it is shown: `#room-error`, an
    /// alert so that a screen reader says it as it comes.
    fn error(&self, about: About) -> Html {
        match &self.near {
            Some((a, text)) if *a == about => {
                let mut m = Markup::new();
                m.element(
                    "p",
                    &[
                        ("id", "room-error"),
                        ("class", "message room-error"),
                        ("role", "alert"),
                    ],
                    text,
                );
                m.html()
            }
            _ => html! {},
        }
    }

    /// A button that sends `action`.
    fn button(&self, id: &'static str, label: &str, action: RoomAction, primary: bool) -> Html {
        let onclick = self.send.reform(move |_: MouseEvent| action.clone());
        html! {
            <button type="button" {id} class={if primary { "primary" } else { "" }} {onclick}>
                { label.to_string() }
            </button>
        }
    }
}

#[function_component(RoomsView)]
pub fn rooms_view(props: &RoomsViewProps) -> Html {
    use_room_socket(&props.rooms, props.on_action.clone());
    use_homework(
        &props.homework,
        props.link_assign,
        props.teacher.is_some(),
        &props.on_action,
    );
    let homework_send = use_memo(props.on_action.clone(), |on_action| {
        on_action.reform(Action::Homework)
    });
    let send = use_memo(props.on_action.clone(), |on_action| {
        on_action.reform(Action::Room)
    });
    let copy = use_memo(props.on_action.clone(), |on_action| {
        let on_notice = on_action.reform(Action::Notify);
        Callback::from(move |href: String| copy_link(href, on_notice.clone()))
    });
    // Each page offers its own three generated names.
    {
        let send = send.clone();
        let fresh = props.rooms.form.names == 0;
        use_effect_with((), move |_| {
            if fresh {
                send.emit(RoomAction::OtherNames(
                    crate::web::printing::new_seed().max(1),
                ));
            }
        });
    }
    let answer = use_node_ref();
    let room = props.rooms.room.as_ref();
    // The clocks run while a round is played or the next one is due.
    let timed_hand = props
        .homework
        .shown
        .as_ref()
        .is_some_and(|s| s.seconds_left.is_some() && s.end.is_none());
    let ticking = room.is_some_and(|r| r.playing().is_some() || r.next_at.is_some())
        || (props.link_assign.is_some() && timed_hand);
    let now = use_ticker(ticking);
    // After a combination, focus follows the cards into their result.
    let made = room.map(|r| (r.table.left(), r.table.made));
    use_effect_with(made, |made| {
        if let Some((_, Some(place))) = made {
            focus_play_card(*place);
        }
    });

    // On a homework hand, focus follows the cards too, goes to Next once
    // the hand is over, and to the first card of a new hand.
    // A hand is over once ended, or out of time by the page's clock.
    let hand = props.homework.shown.as_ref().map(|s| {
        let over = s.end.is_some() || s.left(now) == Some(0);
        (s.hand, over, s.table.left(), s.table.made)
    });
    use_effect_with(hand, |hand| match hand {
        Some((_, false, _, Some(place))) => focus_play_card(*place),
        Some((_, true, _, _)) => focus_if_lost("#assign-next"),
        Some((_, false, _, None)) => focus_if_lost(r#"[data-play-card="0"]"#),
        None => {}
    });
    // Delete's question takes focus, on its safe answer.
    use_effect_with(props.homework.confirming, |&asked| {
        if asked {
            focus("#assign-delete-no");
        }
    });

    // Where this view can show a message next to its cause.
    let places: &[About] = match room {
        None if !props.screen => &[About::Nickname, About::Code, About::Settings],
        Some(r) if r.hosting() && matches!(r.phase, Phase::Lobby | Phase::Over { .. }) => {
            &[About::Settings]
        }
        _ => &[],
    };
    let said = props.rooms.said.as_ref();
    let near = said
        .filter(|s| places.contains(&s.about()))
        .map(|s| (s.about(), props.lang.said(s)));
    let above = said.filter(|_| near.is_none()).map(|s| props.lang.said(s));
    // A copied link is said beside the button in the lobby.
    let copied_here = room.is_some_and(|r| matches!(r.phase, Phase::Lobby))
        || (room.is_none() && props.homework.fresh.is_some());
    let (notice_near, notice_above) = match props.notice.clone() {
        Some(n) if copied_here => (Some(n), None),
        n => (None, n),
    };
    let ctx = Ctx {
        rooms: &props.rooms,
        lang: props.lang,
        link_room: props.link_room,
        screen: props.screen,
        send: &send,
        copy: &copy,
        now,
        answer: &answer,
        near,
        notice: notice_near,
        homework: &props.homework,
        homework_send: &homework_send,
        link_assign: props.link_assign,
        teacher: props.teacher.as_deref(),
        faces: props.faces,
        integers: props.integers,
    };
    let body = match room {
        None if props.link_assign.is_some() => homework::page(&ctx),
        None if props.screen => html! {},
        None => entry::view(&ctx),
        Some(room) => match &room.phase {
            Phase::Lobby => lobby::view(&ctx, room),
            Phase::Playing { .. } | Phase::Reveal { .. } => round::view(&ctx, room),
            Phase::Over { standings } => results::view(&ctx, room, standings),
        },
    };
    // The host's report, below the room, or after it has closed.
    let report = props
        .rooms
        .report
        .as_ref()
        .filter(|(code, _)| !props.screen && room.is_none_or(|r| r.code == *code))
        .map(|(code, report)| {
            let timed = room.is_none_or(|r| r.timed());
            report::view(&ctx, *code, report, timed)
        });
    html! {
        <main class={if props.screen { "rooms screen" } else { "rooms" }}>
            { status::view(&ctx, above.as_deref(), notice_above.as_deref()) }
            { body }
            { for report }
        </main>
    }
}

/// Milliseconds as seconds with tenths: "12.3", "12,3".
fn seconds(lang: Lang, ms: u32) -> String {
    lang.tenths(ms / 100)
}

/// Milliseconds as a time in a table: "12.3 s", "12,3 s", "12.3 秒".
fn time(lang: Lang, ms: u32) -> String {
    lang.seconds(ms / 100)
}

/// The distinct solutions of a round that has ended (`#room-solutions`),
/// under a heading that counts them, in a section of its own.
fn solutions(ctx: &Ctx, list: &[String]) -> Markup {
    let mut m = Markup::new();
    let heading = (ctx.lang.rooms_text().solutions)(list.len());
    m.element("h3", &[("id", "room-solutions-title")], &heading)
        .open(
            "ol",
            &[("id", "room-solutions"), ("class", "room-solutions")],
        );
    for s in list {
        m.element("li", &[], &crate::rooms::solution::shown(s));
    }
    m.close("ol");
    m
}
