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
//! the page's clock (the server has the last word); Check and Skip wait
//! while an answer or a skip is on its way, and go once the homework takes
//! no more; a student whose next hand could not be had is offered Try
//! again (`#assign-retry`), never a page with nothing to press.

use super::super::super::play::play_table;
use super::super::entry::generated;
use super::super::round::answer_field;
use super::{date, said, Ctx};
use crate::homework::{HandEnd, HomeworkAction, Shown};
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
        // Closed, or past its deadline: nothing to join.
        (None, _, _) if homework.stopped => html! {},
        (None, _, _) => join(ctx),
        (Some(_), _, Some((solved, of))) => html! {
            <p id="assign-finished" class="solved" role="status">
                { (h.finished)(u32::from(solved), u32::from(of)) }
            </p>
        },
        (Some(_), Some(shown), None) => hand(ctx, shown),
        (Some(_), None, None) if homework.waiting(|r| matches!(r, Request::Next { .. })) => {
            html! {
                <p class="room-waiting" role="status">{ ctx.lang.text().view_loading }</p>
            }
        }
        (Some(_), None, None) if homework.stopped => html! {},
        (Some(_), None, None) => {
            let retry = ctx
                .homework_send
                .reform(|_: MouseEvent| HomeworkAction::Next);
            html! {
                <p class="room-tools">
                    <button type="button" id="assign-retry" class="primary" onclick={retry}>
                        { ctx.lang.text().try_again }
                    </button>
                </p>
            }
        }
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
    let names = generated(
        ctx,
        "assign",
        homework.names,
        &send.reform(HomeworkAction::SetNickname),
        &send.reform(|_: MouseEvent| HomeworkAction::OtherNames(crate::web::printing::new_seed())),
    );
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
            { names }
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
    let judging = ctx.homework.judging();
    let answering = !over && !ctx.homework.stopped;
    let skip = send.reform(|_: MouseEvent| HomeworkAction::Skip);
    let next = send.reform(|_: MouseEvent| HomeworkAction::Next);
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
            if answering {
                { answer_field(ctx, shown.hand.to_string(), judging,
                    &send.reform(HomeworkAction::Move)) }
            }
            <div id="assign-verdict" class="result" aria-live="polite" role="status" data-outcome={outcome}>
                { for words.into_iter().map(|w| html! { <p>{ w }</p> }) }
            </div>
            // Keyed: Next must not become the next hand's Skip under the
            // finger that pressed it.
            <p class="room-tools">
                if over {
                    <button type="button" key="next" id="assign-next" class="primary" onclick={next}>
                        { h.next }
                    </button>
                } else if answering {
                    <button type="button" key="skip" id="assign-skip" disabled={judging} onclick={skip}>
                        { h.skip }
                    </button>
                }
            </p>
        </div>
    }
}
