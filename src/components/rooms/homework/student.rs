//! The student's page of a homework link: a nickname (`#assign-nick`, or
//! one of three generated), Start (`#assign-start`), then the hands one
//! after another: "Hand 3 of 10" (`#assign-hand`), the time left of a
//! timed hand (`#assign-left`), Play's table (`[data-play-card]`, each
//! with `data-value`) and answer field (`#attempt`), the server's word
//! (`#assign-verdict`), Skip (`#assign-skip`) and, once a hand is over,
//! Next (`#assign-next`); at the end, the count solved
//! (`#assign-finished`).
//!
//! Promises: only the server's replies say whether a hand is solved, and
//! how fast; Next shows once the hand is over or its time has run out by
//! the page's clock (the server has the last word).

use super::super::super::play::play_table;
use super::{date, said, Ctx};
use crate::homework::{HandEnd, HomeworkAction, Shown};
use crate::play::Move;
use crate::texts::prelude::*;
use protocol::homework::Request;
use solver::Rational;
use web_sys::HtmlInputElement;
use yew::prelude::*;

pub fn view(ctx: &Ctx) -> Html {
    let h = ctx.lang.homework_text();
    let homework = ctx.homework;
    let code = ctx.link_assign.map(|c| c.to_string()).unwrap_or_default();
    let body = match (&homework.token, &homework.shown, homework.finished) {
        (None, _, _) => join(ctx),
        (Some(_), _, Some((solved, of))) => html! {
            <p id="assign-finished" class="solved" role="status">
                { (h.finished)(u32::from(solved), u32::from(of)) }
            </p>
        },
        (Some(_), Some(shown), None) => hand(ctx, shown),
        (Some(_), None, None) => html! {
            <p class="room-waiting" role="status">{ ctx.lang.text().view_loading }</p>
        },
    };
    let about = homework.joined.as_ref().map(|j| {
        format!(
            "{} · {}",
            (h.playing_as)(&j.nickname),
            (h.due)(&date(ctx, j.deadline_ms))
        )
    });
    html! {
        <section class="homework" aria-labelledby="assign-title">
            <h2 id="assign-title">{ (h.title)(&code) }</h2>
            if let Some(about) = about {
                <p class="intro" id="assign-about">{ about }</p>
            }
            { said(ctx) }
            { body }
        </section>
    }
}

/// The nickname and Start.
fn join(ctx: &Ctx) -> Html {
    let h = ctx.lang.homework_text();
    let r = ctx.lang.rooms_text();
    let homework = ctx.homework;
    let send = ctx.homework_send;
    let oninput = send.reform(|e: InputEvent| {
        HomeworkAction::SetNickname(e.target_unchecked_into::<HtmlInputElement>().value())
    });
    let onsubmit = send.reform(|e: SubmitEvent| {
        e.prevent_default();
        HomeworkAction::Join
    });
    let joining = homework.waiting(|r| matches!(r, Request::Join { .. }));
    let names = protocol::room::names::three(ctx.lang.tag(), homework.names);
    let buttons = names.into_iter().map(|name| {
        let onclick = send.reform({
            let name = name.clone();
            move |_: MouseEvent| HomeworkAction::SetNickname(name.clone())
        });
        html! {
            <button type="button" class="name-choice" data-generated-name={name.clone()} {onclick}>
                { name }
            </button>
        }
    });
    let other =
        send.reform(|_: MouseEvent| HomeworkAction::OtherNames(crate::web::printing::new_seed()));
    html! {
        <>
            <p class="intro">{ h.join_intro }</p>
            <form class="room-join" {onsubmit}>
                <label class="field nickname">
                    <span>{ r.nickname }</span>
                    <input type="text" id="assign-nick" value={homework.nickname.clone()}
                        {oninput} autocomplete="nickname" spellcheck="false" enterkeyhint="go" />
                </label>
                <button type="submit" id="assign-start" class="primary" disabled={joining}>
                    { h.start }
                </button>
            </form>
            <div class="room-names" role="group" aria-labelledby="assign-names-label">
                <span id="assign-names-label">{ r.pick_name }</span>
                { for buttons }
                <button type="button" id="assign-other-names" onclick={other}>{ r.other_names }</button>
            </div>
        </>
    }
}

/// The hand being played, or just over.
fn hand(ctx: &Ctx, shown: &Shown) -> Html {
    let lang = ctx.lang;
    let h = lang.homework_text();
    let send = ctx.homework_send;
    let left = shown.left(ctx.now);
    let out_of_time = left == Some(0);
    let over = shown.end.is_some() || out_of_time;
    let twenty_four = Rational::from_integer(24);
    let mut words = Vec::new();
    if let Some(verdict) = &shown.verdict {
        if shown.end.is_none() {
            words.push(lang.room_verdict(verdict, &twenty_four));
        }
    }
    if shown.tries > 0 {
        words.push((h.tries)(u32::from(shown.tries)));
    }
    let outcome = match shown.end {
        Some(HandEnd::Solved(tenths)) => {
            words.insert(0, (h.solved)(&lang.seconds(tenths)));
            Some("correct")
        }
        Some(HandEnd::TimeUp) => {
            words.insert(0, h.time_up.to_string());
            Some("wrong")
        }
        None if out_of_time => {
            words.insert(0, h.time_up.to_string());
            Some("wrong")
        }
        Some(HandEnd::Skipped) => {
            words.insert(0, h.skipped.to_string());
            Some("wrong")
        }
        None if shown.verdict.is_some() => Some("wrong"),
        None => None,
    };
    let onsubmit = {
        let input = ctx.answer.clone();
        send.reform(move |e: SubmitEvent| {
            e.prevent_default();
            let text = input
                .cast::<HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            HomeworkAction::Move(Move::Attempt(text))
        })
    };
    let skip = send.reform(|_: MouseEvent| HomeworkAction::Skip);
    let next = send.reform(|_: MouseEvent| HomeworkAction::Next);
    let p = lang.play_text();
    html! {
        <div class="room-round homework-hand">
            <div class="round-head">
                <h3 id="assign-hand">{ (h.hand_of)(u32::from(shown.hand) + 1, u32::from(shown.of)) }</h3>
                if let Some(left) = left {
                    <p id="assign-left" class="room-clock" role="timer">{ (h.left)(left) }</p>
                }
            </div>
            <section class="felt" aria-label={lang.text().hand}>
                { play_table(&shown.table, lang, &send.reform(HomeworkAction::Move)) }
            </section>
            if !over {
                <form class="attempt" key={shown.hand.to_string()} {onsubmit}>
                    <label for="attempt">{ p.attempt }</label>
                    <div class="attempt-row">
                        <input type="text" id="attempt" ref={ctx.answer.clone()} autocomplete="off"
                            autocapitalize="off" spellcheck="false" />
                        <button type="submit" id="check">{ p.check }</button>
                    </div>
                </form>
            }
            <div id="assign-verdict" class="result" aria-live="polite" role="status" data-outcome={outcome}>
                { for words.into_iter().map(|w| html! { <p>{ w }</p> }) }
            </div>
            <p class="room-tools">
                if over {
                    <button type="button" id="assign-next" class="primary" onclick={next}>{ h.next }</button>
                } else {
                    <button type="button" id="assign-skip" onclick={skip}>{ h.skip }</button>
                }
            </p>
        </div>
    }
}
