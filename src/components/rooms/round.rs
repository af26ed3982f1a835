//! A round, and its end: the round's number (`#room-round`), the target,
//! the clock (`#room-clock`, the time left or the time taken; none in a
//! game without a clock); the hand, as
//! Play's table to combine while this player may answer, else as the cards
//! dealt (`#room-hand`); the answer field (Play's `#attempt`); this
//! player's verdict (`#room-verdict`); the live scoreboard; and once the
//! round has ended, why, every distinct solution and the countdown to the
//! next round (`#room-next-in`). The host may end the round (`#room-end`)
//! or deal the next one (`#room-next`).
//!
//! Promises: nothing of a verdict but this player's own is shown; the
//! solutions appear only after the round has ended; every card shown has
//! `data-value`; the clocks count from the page's time of the server's
//! word, so every page shows the same; a projector view shows the hand big,
//! the clock and the scoreboard, and nothing to answer with.

use super::super::play::play_table;
use super::{lobby, players, seconds, solutions, Ctx};
use crate::components::markup::Markup;
use crate::play::Move;
use crate::rooms::{Room, RoomAction};
use crate::texts::prelude::*;
use crate::web::card_image::face_src;
use protocol::room::{Phase, Round};
use solver::attempt::Verdict;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Whole seconds from `ms` milliseconds, rounded up.
fn whole(ms: u64) -> u64 {
    ms.div_ceil(1000)
}

/// The round's heading (its number, the target and level) and, while it
/// runs, its clock.
fn head(ctx: &Ctx, room: &Room, round: &Round, running: bool) -> Html {
    let lang = ctx.lang;
    let r = lang.rooms_text();
    let (before, after) = (r.round)(u32::from(room.settings.rounds));
    let mut m = Markup::new();
    m.open("div", &[("class", "round-head")])
        .open("h2", &[])
        .text(&before)
        .element("span", &[("id", "room-round")], &round.number.to_string())
        .text(&after)
        .close("h2")
        .open("p", &[("class", "make")])
        .text(&lang.make(&round.target));
    if let Some(grade) = round.grade {
        m.text(" ")
            .element("span", &[("class", "grade")], lang.grade_name(grade));
    }
    let t = lang.text();
    let rules = &room.settings;
    if rules.integers {
        m.text(" ")
            .element("span", &[("class", "rule")], t.integers);
    }
    if rules.faces != cards::Faces::Numbered {
        let deck = cards::Faces::ALL.iter().position(|&f| f == rules.faces);
        let label = deck.map_or("", |i| t.faces_choices[i]);
        m.text(" ").element("span", &[("class", "rule")], label);
    }
    m.close("p");
    if running && room.timed() {
        let gone = room.elapsed(ctx.now);
        let (label, shown) = match room.limit_ms(round) {
            Some(limit) => (r.time_left, whole(u64::from(limit).saturating_sub(gone))),
            None => (r.time, gone / 1000),
        };
        m.open("p", &[("class", "room-clock")])
            .element("span", &[("class", "label")], label)
            .text(" ")
            .element(
                "span",
                &[("id", "room-clock"), ("role", "timer")],
                &format!("{shown} s"),
            )
            .close("p");
        // Extra time is said to its player alone (a projector has no seat).
        let extra = room.me.map(|me| room.extra(me));
        if let Some(extra) = extra.filter(|&e| e != protocol::room::Extra::None) {
            let i = protocol::room::Extra::ALL.iter().position(|&e| e == extra);
            let times = i.map_or("", |i| r.extra_choices[i]);
            m.element(
                "p",
                &[("id", "room-extra"), ("class", "room-extra")],
                &(r.extra_note)(times),
            );
        }
    }
    m.close("div");
    m.html()
}

/// The cards dealt, face up, each with its value; a face card worth other
/// than its rank (J Q K = 10) keeps its face and shows its value in a
/// badge, as on Play's table.
fn hand(ctx: &Ctx, round: &Round, faces: cards::Faces) -> Html {
    let mut m = Markup::new();
    let n = round.cards.len().to_string();
    m.open(
        "div",
        &[("id", "room-hand"), ("class", "hand"), ("data-n", &n)],
    );
    for card in round.cards.iter().filter_map(|c| c.to_card()) {
        let value = faces.value(card.rank());
        let worth = value != card.rank();
        let name = ctx.lang.card_name(card);
        let alt = if worth {
            format!("{name} = {value}")
        } else {
            name
        };
        let value = value.to_string();
        m.open("span", &[("class", "dealt")]).empty(
            "img",
            &[
                ("class", "card"),
                ("src", &face_src(card)),
                ("alt", &alt),
                ("data-card", &card.code()),
                ("data-value", &value),
                ("draggable", "false"),
            ],
        );
        if worth {
            m.element(
                "span",
                &[("class", "worth"), ("aria-hidden", "true")],
                &value,
            );
        }
        m.close("span");
    }
    m.close("div");
    m.html()
}

/// The typed answer: Play's field, sent on Enter or Check; a new round
/// (the form's key) starts it empty.
fn answer_field(ctx: &Ctx, round: u32) -> Html {
    let p = ctx.lang.play_text();
    let onsubmit = {
        let input = ctx.answer.clone();
        ctx.send.reform(move |e: SubmitEvent| {
            e.prevent_default();
            let text = input
                .cast::<HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            RoomAction::Move(Move::Attempt(text))
        })
    };
    html! {
        <form class="attempt" key={round.to_string()} {onsubmit}>
            <label for="attempt">{ p.attempt }</label>
            <div class="attempt-row">
                <input type="text" id="attempt" ref={ctx.answer.clone()} autocomplete="off"
                    autocapitalize="off" spellcheck="false" />
                <button type="submit" id="check">{ p.check }</button>
            </div>
        </form>
    }
}

/// This player's verdict: the server's word on the last answer (a correct
/// one names its distinct solution, as in Play), and once solved, the time
/// and points. The live region stays; its words change.
fn verdict(ctx: &Ctx, room: &Room, round: &Round) -> Html {
    let mine = room.me.and_then(|me| room.solved(me));
    let kind = match (&room.verdict, mine) {
        (Some(Verdict::WrongValue(_)), None) => Some("wrong"),
        (Some(Verdict::Invalid(_)), None) => Some("invalid"),
        (Some(_), _) | (None, Some(_)) => Some("correct"),
        (None, None) => None,
    };
    let mut m = Markup::new();
    if let Some(v) = &room.verdict {
        m.element("p", &[], &ctx.lang.room_verdict(v, &round.target));
    }
    if let Some(s) = mine {
        let r = ctx.lang.rooms_text();
        let solved = if room.timed() {
            (r.solved)(&seconds(ctx.lang, s.ms), s.points)
        } else {
            (r.solved_points)(s.points)
        };
        m.element("p", &[("class", "solved")], &solved);
    }
    html! {
        <div id="room-verdict" class="result" aria-live="polite" role="status" data-outcome={kind}>
            { m.html() }
        </div>
    }
}

pub fn view(ctx: &Ctx, room: &Room) -> Html {
    let Some((round, _)) = room.round() else {
        return html! {};
    };
    let lang = ctx.lang;
    let r = lang.rooms_text();
    let end = match &room.phase {
        Phase::Reveal { end, .. } => Some(end),
        _ => None,
    };
    let answering = room.may_answer().is_some() && !ctx.screen;
    let felt = if answering {
        play_table(&room.table, lang, &ctx.send.reform(RoomAction::Move))
    } else {
        hand(ctx, round, room.settings.faces)
    };
    let host = room.hosting() && !ctx.screen;
    let reveal = end.map(|end| {
        let mut m = Markup::new();
        m.element(
            "p",
            &[("class", "ended"), ("role", "status")],
            (r.ended)(end.why),
        );
        if let Some(at) = room.next_at {
            let next_in = (r.next_in)(whole(at.saturating_sub(ctx.now)));
            m.element(
                "p",
                &[("id", "room-next-in"), ("class", "room-next-in")],
                &next_in,
            );
        }
        (
            m.html(),
            solutions(ctx, &end.solutions).html(),
            end.next_in_ms.is_some(),
        )
    });
    html! {
        <div class="room-round">
            { head(ctx, room, round, end.is_none()) }
            <section class="felt" aria-label={lang.text().hand}>{ felt }</section>
            if answering {
                { answer_field(ctx, round.number) }
            }
            if room.plays() && !ctx.screen {
                { verdict(ctx, room, round) }
            } else if room.me.is_some() && !ctx.screen {
                <p class="room-waiting" id="room-host-only-note">{ r.hosting_only }</p>
            }
            if host && end.is_none() {
                <p class="room-tools">
                    { ctx.button("room-end", r.end_round, RoomAction::EndRound, false) }
                </p>
            }
            if let Some((ended, list, more)) = reveal {
                <section class="room-reveal" aria-labelledby="room-solutions-title">
                    { ended }
                    if host && more {
                        <p class="room-tools">
                            { ctx.button("room-next", r.next_round, RoomAction::Next, true) }
                        </p>
                    }
                    { list }
                </section>
            }
            { players::scoreboard(ctx, room, "scoreboard", true) }
            { lobby::lock(ctx, room) }
            { lobby::leave(ctx, room) }
        </div>
    }
}
