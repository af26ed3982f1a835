//! The teacher's page of a homework link (`?assign=CODE&teacher=KEY`):
//! the homework's state (students, deadline, closed), the results as a
//! table (`#assign-results`: a row per student, `[data-student]` its
//! nickname, a column per hand with its cards, and under them each hand's
//! share solved and median time), Download CSV (`#assign-csv`), Close now
//! (`#assign-close`) and Delete (`#assign-delete`, confirmed by
//! `#assign-delete-yes`).
//!
//! Promises: the page follows the class as it plays (the results are
//! asked for again every few seconds); a cell says solved (the time, and
//! the wrong tries before), playing, missed, or nothing for a hand not yet
//! shown; the answer that solved a hand is under its time.

use super::{date, said, Ctx};
use crate::homework::{csv, ranks, CsvWords, HomeworkAction, Summary};
use crate::texts::prelude::*;
use crate::web::text_file::download_csv;
use protocol::homework::{Played, Results};
use yew::prelude::*;

pub fn view(ctx: &Ctx) -> Html {
    let h = ctx.lang.homework_text();
    let homework = ctx.homework;
    let code = ctx.link_assign.map(|c| c.to_string()).unwrap_or_default();
    let body = if homework.deleted {
        html! { <p id="assign-deleted" role="status">{ h.deleted }</p> }
    } else if let Some(results) = &homework.results {
        results_view(ctx, results)
    } else if homework.said.is_none() {
        html! { <p class="room-waiting" role="status">{ ctx.lang.text().view_loading }</p> }
    } else {
        html! {}
    };
    html! {
        // Not a landmark of its own: the table's scrolling region, named
        // by the same title, is.
        <section class="homework homework-results">
            <h2 id="assign-title">{ (h.results_title)(&code) }</h2>
            { said(ctx) }
            { body }
        </section>
    }
}

fn results_view(ctx: &Ctx, results: &Results) -> Html {
    let lang = ctx.lang;
    let h = lang.homework_text();
    let students = u32::try_from(results.students.len()).unwrap_or(u32::MAX);
    let mut about = vec![
        (h.students)(students),
        (h.due)(&date(ctx, results.deadline_ms)),
    ];
    if let Some(closed) = results.closed_ms {
        about.push((h.closed_on)(&date(ctx, closed)));
    }
    let closed = results.closed_ms.is_some();
    let over = closed || crate::web::clock::wall_ms() >= results.deadline_ms;
    let summary = Summary::of(results);
    let hands = usize::from(results.assignment.hands);
    let heads = (0..hands).map(|i| {
        let cards = results.hands.get(i).map(|c| ranks(c)).unwrap_or_default();
        html! {
            <th scope="col">
                { (h.hand_head)(u32::try_from(i + 1).unwrap_or(0)) }
                <span class="report-hand assign-cards">{ cards }</span>
            </th>
        }
    });
    let rows = results
        .students
        .iter()
        .zip(&summary.solved)
        .map(|(student, solved)| {
            let cells = (0..hands).map(|i| cell(ctx, student.hands.get(i)));
            html! {
                <tr data-student={student.nickname.clone()}>
                    <th scope="row">{ student.nickname.clone() }</th>
                    { for cells }
                    <td class="num">{ solved.to_string() }</td>
                </tr>
            }
        });
    let shares = summary.hands.iter().map(|line| {
        let text = match line.over {
            0 => String::new(),
            n => lang.percent(line.solved as u128, n as u128),
        };
        html! { <td class="num">{ text }</td> }
    });
    let medians = summary.hands.iter().map(|line| {
        let text = line.median.map(|t| lang.seconds(t)).unwrap_or_default();
        html! { <td class="num">{ text }</td> }
    });
    // Focusable and named, as every table that scrolls sideways
    // (`players::scroll_region`), so the keyboard scrolls it too.
    let title = (h.results_title)(&ctx.link_assign.map(|c| c.to_string()).unwrap_or_default());
    let table = if results.students.is_empty() {
        html! { <p id="assign-no-students">{ h.no_students }</p> }
    } else {
        html! {
            <div class="table-scroll" tabindex="0" role="region" aria-label={title.clone()}>
                <table id="assign-results" class="report report-players">
                    <thead>
                        <tr>
                            <th scope="col">{ h.student }</th>
                            { for heads }
                            <th scope="col">{ h.solved_head }</th>
                        </tr>
                    </thead>
                    <tbody>{ for rows }</tbody>
                    <tfoot>
                        <tr>
                            <th scope="row">{ h.share }</th>
                            { for shares }
                            <td></td>
                        </tr>
                        <tr>
                            <th scope="row">{ h.median }</th>
                            { for medians }
                            <td></td>
                        </tr>
                    </tfoot>
                </table>
            </div>
        }
    };
    let send = ctx.homework_send;
    let on_csv = {
        let results = results.clone();
        let code = ctx.link_assign.map(|c| c.to_string()).unwrap_or_default();
        Callback::from(move |_: MouseEvent| {
            let h = lang.homework_text();
            let t = &lang.rooms_text().report;
            let words = CsvWords {
                heads: [
                    h.student, t.hand, h.cards, t.solved, t.seconds, t.wrong, t.answer,
                ],
                yes: t.yes,
                no: t.no,
            };
            download_csv(&format!("24-homework-{code}.csv"), &csv(&results, &words));
        })
    };
    let close = send.reform(|_: MouseEvent| HomeworkAction::Close);
    let ask_delete = send.reform(|_: MouseEvent| HomeworkAction::AskDelete(true));
    let delete = send.reform(|_: MouseEvent| HomeworkAction::Delete);
    let keep = send.reform(|_: MouseEvent| HomeworkAction::AskDelete(false));
    html! {
        <>
            <p class="intro" id="assign-about">{ about.join(" · ") }</p>
            if over {
                <p id="assign-over" class="room-waiting">
                    { if closed { h.closed } else { h.over } }
                </p>
            } else {
                <p class="note">{ h.live_note }</p>
            }
            { table }
            <p class="room-tools">
                <button type="button" id="assign-csv" onclick={on_csv}>{ h.csv }</button>
                if !over {
                    <button type="button" id="assign-close" onclick={close}>{ h.close }</button>
                }
                <button type="button" id="assign-delete" onclick={ask_delete}>{ h.delete }</button>
            </p>
            if ctx.homework.confirming {
                <div class="assign-confirm" role="alertdialog" aria-labelledby="assign-delete-ask">
                    <p id="assign-delete-ask">{ h.delete_ask }</p>
                    <p class="room-tools">
                        <button type="button" id="assign-delete-yes" class="danger" onclick={delete}>
                            { h.delete_yes }
                        </button>
                        <button type="button" id="assign-delete-no" onclick={keep}>{ h.delete_no }</button>
                    </p>
                </div>
            }
        </>
    }
}

/// One student's hand: solved (the time, and the wrong tries before),
/// playing, missed, or empty when not yet shown.
fn cell(ctx: &Ctx, played: Option<&Played>) -> Html {
    let lang = ctx.lang;
    let h = lang.homework_text();
    let Some(played) = played else {
        return html! { <td></td> };
    };
    let text = match (played.tenths, played.over) {
        (Some(tenths), _) => lang.seconds(tenths),
        (None, true) => h.missed.to_string(),
        (None, false) => h.playing.to_string(),
    };
    let tries = (played.tries > 0).then(|| (h.tries)(u32::from(played.tries)));
    let class = match (played.tenths, played.over) {
        (Some(_), _) => "solved",
        (None, true) => "unsolved",
        (None, false) => "absent",
    };
    html! {
        <td {class}>
            <span class="assign-outcome">{ text }</span>
            if let Some(tries) = tries {
                <span class="report-answer">{ tries }</span>
            }
            if let Some(answer) = &played.answer {
                <span class="report-answer">{ crate::rooms::solution::shown(answer) }</span>
            }
        </td>
    }
}
