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
//! In a Challenge the round is a card: its heading counts cards (and says
//! Final in one), its dots show what it is worth (`[data-card-points]`),
//! a player calls "No solution" with `#room-no-solution`, a player locked
//! out of it is told (`#room-locked-out`), and its end says who took it
//! and how (`#room-taken`), or that it was a decoy (`#room-decoy`).
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
    let c = &r.challenge;
    let length = u32::from(room.settings.length());
    let (mut before, after) = match room.challenge() {
        true => (c.card)(length),
        false => (r.round)(length),
    };
    if room.final_game {
        before = format!("{} · {before}", c.final_game);
    }
    let mut m = Markup::new();
    m.open("div", &[("class", "round-head")])
        .open("h2", &[])
        .text(&before)
        .element("span", &[("id", "room-round")], &round.number.to_string())
        .text(&after)
        .close("h2")
        .open("p", &[("class", "make")])
        .text(&lang.make(&round.target));
    // A Challenge's card shows its dots, not its level's name.
    if let Some(grade) = round.grade.filter(|_| !room.challenge()) {
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

/// A Challenge card's worth, as dots (`[data-card-points]`).
fn dots(ctx: &Ctx, round: &Round) -> Html {
    let points = protocol::room::card_points(round.grade);
    let mut m = Markup::new();
    m.open(
        "p",
        &[
            ("class", "card-points"),
            ("data-card-points", &points.to_string()),
        ],
    )
    .open("span", &[("class", "dots"), ("aria-hidden", "true")]);
    // Drawn by the style sheet: a dot is no text to read or contrast.
    for _ in 0..points {
        m.element("span", &[("class", "dot")], "");
    }
    m.close("span")
        .element(
            "span",
            &[("class", "visually-hidden")],
            &(ctx.lang.rooms_text().challenge.points)(points),
        )
        .close("p");
    m.html()
}

/// How a Challenge's card ended: who took it, with what, or that it was a
/// decoy.
pub fn taken(ctx: &Ctx, room: &Room, end: &protocol::room::RoundEnd) -> Html {
    let c = &ctx.lang.rooms_text().challenge;
    let mut m = Markup::new();
    if let Some(t) = &end.taken {
        let name = room
            .player(t.player)
            .map_or("?".to_string(), |p| p.nickname.clone());
        m.open("p", &[("id", "room-taken"), ("class", "room-taken")]);
        match &t.answer {
            Some(answer) => {
                m.text(&(c.took)(&name)).text(" ").element(
                    "bdi",
                    &[("class", "expr")],
                    &crate::rooms::solution::shown(answer),
                );
            }
            None => {
                m.text(&(c.called)(&name));
            }
        }
        m.close("p");
    }
    if end.solutions.is_empty() {
        m.element(
            "p",
            &[("id", "room-decoy"), ("class", "room-decoy")],
            c.decoy,
        );
    }
    m.html()
}

/// The typed answer: Play's field, sent as a move on Enter or Check
/// (which waits while `busy`); a new `key` (a round, a homework's hand)
/// starts it empty. Rooms' and homework's.
pub(super) fn answer_field(ctx: &Ctx, key: String, busy: bool, on_move: &Callback<Move>) -> Html {
    let p = ctx.lang.play_text();
    let onsubmit = {
        let input = ctx.answer.clone();
        on_move.reform(move |e: SubmitEvent| {
            e.prevent_default();
            let text = input
                .cast::<HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            Move::Attempt(text)
        })
    };
    html! {
        <form class="attempt" {key} {onsubmit}>
            <label for="attempt">{ p.attempt }</label>
            <div class="attempt-row">
                <input type="text" id="attempt" ref={ctx.answer.clone()} autocomplete="off"
                    autocapitalize="off" spellcheck="false" />
                <button type="submit" id="check" disabled={busy}>{ p.check }</button>
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
        (None, None) if room.me.is_some_and(|me| room.is_out(me)) => Some("wrong"),
        (None, None) => None,
    };
    let mut m = Markup::new();
    if let Some(v) = &room.verdict {
        m.element("p", &[], &ctx.lang.room_verdict(v, &round.target));
    }
    let me_out = room.me.is_some_and(|me| room.is_out(me));
    if me_out {
        let c = &ctx.lang.rooms_text().challenge;
        m.element("p", &[("id", "room-locked-out")], c.locked_out);
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
    let watching = room
        .me
        .and_then(|me| room.player(me))
        .is_some_and(|p| p.sits_out);
    // A decoy's reveal lists no solutions, so has no heading to name it.
    let labelled = end
        .filter(|e| !e.solutions.is_empty())
        .map(|_| "room-solutions-title");
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
        // A decoy has no solutions to list.
        let list = match end.solutions.is_empty() {
            true => html! {},
            false => solutions(ctx, &end.solutions).html(),
        };
        (
            html! { <>{ m.html() }{ taken(ctx, room, end) }</> },
            list,
            end.next_in_ms.is_some(),
        )
    });
    html! {
        <div class="room-round">
            { head(ctx, room, round, end.is_none()) }
            <section class="felt" aria-label={lang.text().hand}>
                if room.challenge() {
                    { dots(ctx, round) }
                }
                { felt }
            </section>
            if answering {
                { answer_field(ctx, round.number.to_string(), false,
                    &ctx.send.reform(RoomAction::Move)) }
                if room.challenge() {
                    <p class="room-tools">
                        { ctx.button("room-no-solution", r.challenge.no_solution,
                            RoomAction::NoSolution, false) }
                    </p>
                }
            }
            if room.plays() && !ctx.screen {
                { verdict(ctx, room, round) }
            } else if watching && !ctx.screen {
                <p class="room-waiting" id="room-watching-final">{ r.challenge.watching_final }</p>
            } else if room.me.is_some() && !ctx.screen {
                <p class="room-waiting" id="room-host-only-note">{ r.hosting_only }</p>
            }
            if host && end.is_none() {
                <p class="room-tools">
                    { ctx.button("room-end", r.end_round, RoomAction::EndRound, false) }
                </p>
            }
            if let Some((ended, list, more)) = reveal {
                <section class="room-reveal" aria-labelledby={labelled}>
                    { ended }
                    if host && more {
                        <p class="room-tools">
                            { ctx.button("room-next", r.next_round, RoomAction::Next, true) }
                        </p>
                    }
                    { list }
                </section>
            }
            <div class="room-board">
                { players::scoreboard(ctx, room, "scoreboard", true) }
                { super::teams::view(ctx, room) }
            </div>
            { lobby::lock(ctx, room) }
            { lobby::leave(ctx, room) }
        </div>
    }
}
