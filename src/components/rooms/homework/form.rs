//! The teacher's form for homework, a panel of the Rooms page: the number
//! of hands (`#assign-hands`), their level (`#assign-level`), the deadline
//! (`#assign-deadline`, in minutes) and a time per hand (`#assign-limit`,
//! in seconds, or `none`); the hands follow the page's house rules. Make
//! homework (`#assign-create`) gives the students' link
//! (`#assign-student-link`, with its QR code) and the teacher's link with
//! its key (`#assign-teacher-link`). Below, the assignments made in this
//! browser (`#assign-kept`), each with its results' link and Forget.
//!
//! Promises: the choices are the protocol's bounds; Make homework waits
//! while a making is under way; the teacher's link is shown in full once,
//! since the server keeps no key it could show again, and after that only
//! in this browser's list, until forgotten or deleted.

use super::super::super::qr;
use super::super::super::select::labelled;
use super::{date, said, Ctx};
use crate::components::markup::Markup;
use crate::homework::{HomeworkAction, COUNTS, DEADLINES, LIMITS};
use crate::texts::prelude::*;
use crate::web::url_sync::address;
use protocol::homework::Request;
use protocol::room::RoomCode;
use solver::difficulty::Grade;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A select of `(value, label)` choices showing `current`, sending what
/// `to_action` makes of the chosen value.
fn select(
    ctx: &Ctx,
    id: &'static str,
    label: &str,
    choices: Vec<(String, String)>,
    current: String,
    to_action: fn(&str) -> Option<HomeworkAction>,
) -> Html {
    let send = ctx.homework_send.clone();
    let on_value = Callback::from(move |value: String| {
        if let Some(action) = to_action(&value) {
            send.emit(action);
        }
    });
    labelled(id, label, choices, current, on_value)
}

pub fn view(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let h = lang.homework_text();
    let homework = ctx.homework;
    let form = &homework.form;
    let hands = select(
        ctx,
        "assign-hands",
        h.hands,
        COUNTS
            .iter()
            .map(|n| (n.to_string(), n.to_string()))
            .collect(),
        form.hands.to_string(),
        |v| v.parse().ok().map(HomeworkAction::SetHands),
    );
    let grades = std::iter::once(("any".to_string(), h.any_level.to_string()))
        .chain(
            Grade::ALL
                .iter()
                .map(|&g| (g.as_str().to_string(), lang.grade_name(g).to_string())),
        )
        .collect();
    let level = select(
        ctx,
        "assign-level",
        h.level,
        grades,
        form.level.map_or("any", Grade::as_str).to_string(),
        |v| {
            let grade = Grade::ALL.into_iter().find(|g| g.as_str() == v);
            (v == "any" || grade.is_some()).then_some(HomeworkAction::SetLevel(grade))
        },
    );
    let deadline = select(
        ctx,
        "assign-deadline",
        h.deadline,
        DEADLINES
            .iter()
            .map(|&m| (m.to_string(), (h.in_time)(m)))
            .collect(),
        form.deadline_minutes.to_string(),
        |v| v.parse().ok().map(HomeworkAction::SetDeadline),
    );
    let limits = std::iter::once(("none".to_string(), h.no_limit.to_string()))
        .chain(LIMITS.iter().map(|&s| (s.to_string(), (h.per_hand)(s))))
        .collect();
    let limit = select(
        ctx,
        "assign-limit",
        h.limit,
        limits,
        form.seconds_per_hand
            .map_or("none".to_string(), |s| s.to_string()),
        |v| match v {
            "none" => Some(HomeworkAction::SetLimit(None)),
            v => v.parse().ok().map(|s| HomeworkAction::SetLimit(Some(s))),
        },
    );
    let (faces, integers) = (ctx.faces, ctx.integers);
    let create = ctx
        .homework_send
        .reform(move |_: MouseEvent| HomeworkAction::Create { faces, integers });
    let making = homework.waiting(|r| matches!(r, Request::Create(_)));
    let mut title = Markup::new();
    title
        .element("h3", &[("id", "room-homework-title")], h.heading)
        .element("p", &[("class", "intro")], h.intro);
    html! {
        <section class="panel homework-form" aria-labelledby="room-homework-title">
            { title.html() }
            <div class="room-settings">
                { hands }
                { level }
                { deadline }
                { limit }
            </div>
            <p class="note">{ h.rules_note }</p>
            <button type="button" id="assign-create" class="primary" disabled={making}
                onclick={create}>
                { h.create }
            </button>
            if ctx.link_assign.is_none() {
                { said(ctx) }
            }
            { made(ctx) }
            { kept(ctx) }
        </section>
    }
}

/// The links of the homework made on this page.
fn made(ctx: &Ctx) -> Html {
    let homework = ctx.homework;
    let fresh = homework.fresh;
    let Some(made) = homework.made.iter().find(|m| Some(m.code) == fresh) else {
        return html! {};
    };
    let h = ctx.lang.homework_text();
    let r = ctx.lang.rooms_text();
    let code = made.code;
    let students = address(&format!("assign={code}"));
    let teacher = address(&format!("assign={code}&teacher={}", made.key));
    let copy = |link: &String| {
        let link = link.clone();
        ctx.copy.reform(move |_: MouseEvent| link.clone())
    };
    let mut m = Markup::new();
    m.element(
        "p",
        &[("id", "assign-made"), ("role", "status")],
        &(h.made)(&date(ctx, made.deadline_ms)),
    )
    .element("p", &[("class", "label")], h.student_link)
    .open("p", &[])
    .element(
        "a",
        &[("id", "assign-student-link"), ("href", &students)],
        &students,
    )
    .close("p")
    .element("p", &[("class", "note")], h.student_note);
    let mut qr = Markup::new();
    qr.open("figure", &[("class", "room-qr")])
        .markup(&qr::svg(&students, r.qr))
        .element("figcaption", &[], r.scan)
        .close("figure");
    // The key is not shown by default: the students' QR code beside it
    // may be on a projector.
    let mut key = Markup::new();
    key.element("p", &[("class", "label")], h.teacher_link)
        .element("p", &[("class", "note warn")], h.teacher_note)
        .open("details", &[("class", "assign-key")])
        .element("summary", &[], h.show_link)
        .open("p", &[])
        .element(
            "a",
            &[("id", "assign-teacher-link"), ("href", &teacher)],
            &teacher,
        )
        .close("p")
        .close("details");
    html! {
        <div class="assign-made">
            <div class="assign-links">
                { m.html() }
                <p class="room-tools">
                    <button type="button" id="assign-copy-student" onclick={copy(&students)}>
                        { r.copy_link }
                    </button>
                </p>
                { key.html() }
                <p class="room-tools">
                    <button type="button" id="assign-copy-teacher" onclick={copy(&teacher)}>
                        { r.copy_link }
                    </button>
                    <a id="assign-open-results" href={teacher.clone()}>{ h.open_results }</a>
                </p>
                if let Some(said) = &ctx.notice {
                    <p id="room-copied" class="room-copied" role="status">{ said.clone() }</p>
                }
            </div>
            { qr.html() }
        </div>
    }
}

/// The assignments this browser keeps the links of, newest first
/// (`#assign-kept`, a row each `[data-assign-kept]`, its value the code):
/// each with its deadline, the link to its results, and Forget
/// (`[data-forget]`, its value the code).
fn kept(ctx: &Ctx) -> Html {
    let list = &ctx.homework.made;
    if list.is_empty() {
        return html! {};
    }
    let h = ctx.lang.homework_text();
    let mut m = Markup::new();
    m.element("h4", &[("id", "assign-kept-title")], h.kept)
        .element("p", &[("class", "note")], h.kept_note)
        .open("ul", &[]);
    for made in list {
        let code = made.code.to_string();
        let results = address(&format!("assign={code}&teacher={}", made.key));
        // The link and Forget are named with the row's code: "Forget K7M2QX".
        let [open_id, forget_id, code_id] =
            ["open", "forget", "code"].map(|part| format!("assign-{part}-{code}"));
        m.open("li", &[("data-assign-kept", &code)])
            .element("span", &[("id", &code_id), ("class", "assign-code")], &code)
            .element("span", &[], &(h.due)(&date(ctx, made.deadline_ms)))
            .element(
                "a",
                &[
                    ("href", &results),
                    ("id", &open_id),
                    ("aria-labelledby", &format!("{open_id} {code_id}")),
                ],
                h.open_results,
            )
            .element(
                "button",
                &[
                    ("type", "button"),
                    ("id", &forget_id),
                    ("data-forget", &code),
                    ("aria-labelledby", &format!("{forget_id} {code_id}")),
                ],
                h.forget,
            )
            .close("li");
    }
    m.close("ul");
    // The rows are markup: one listener finds the button.
    let send = ctx.homework_send.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        let code = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-forget]").ok().flatten())
            .and_then(|el| el.get_attribute("data-forget"))
            .and_then(|v| RoomCode::parse(&v));
        if let Some(code) = code {
            send.emit(HomeworkAction::Forget(code));
        }
    });
    html! {
        <section id="assign-kept" class="assign-kept" aria-labelledby="assign-kept-title" {onclick}>
            { m.html() }
        </section>
    }
}
