//! The cards on the table and the operators: click a card, an operator and
//! another card to combine them.
//!
//! Promises: every table card is a `button` with `data-play-card` (its
//! place, from 0, which it keeps: a place combined away stays as an empty
//! gap, so the keys 1–6 and the layout never shift), `data-value` (its exact
//! value, `8/3`) and `aria-pressed` when chosen; a dealt card shows its face (and, when a house rule makes it
//! worth other than its rank, that value in a badge), a result its exact
//! value; the last
//! card shows how its check went: `.won` (it glows) when it makes the
//! target, `.missed` and "22 ≠ 24" when it does not; each operator button
//! has `data-op` (`+ - * /`), a name, and `aria-pressed` when chosen (the
//! minus is a true minus sign, drawn by the style sheet); Undo (`#undo`) and
//! Reset (`#reset`) are disabled when there is nothing to undo.

use super::show;
use crate::play::table::Table;
use crate::play::{Move, Outcome, Play};
use crate::texts::prelude::*;
use crate::web::card_image::face_src;
use solver::{Op, Rational};
use yew::prelude::*;

const OPS: [Op; 4] = [Op::Add, Op::Sub, Op::Mul, Op::Div];

/// The sign on an operator button; none for minus, whose true sign (−)
/// the style sheet draws: axe-core cannot measure the contrast of a lone
/// `−` (a math symbol to it), and every text's contrast must be measured.
fn glyph(op: Op) -> Option<char> {
    match op {
        Op::Sub => None,
        other => Some(other.symbol()),
    }
}

/// How the last card's check went, as its class.
fn verdict(play: &Play) -> Option<&'static str> {
    let outcome = play.outcome.as_ref().filter(|_| play.on_table)?;
    Some(if outcome.correct() { "won" } else { "missed" })
}

/// The table of `play`, reporting moves to `on_move`.
pub fn view(play: &Play, target: &Rational, lang: Lang, on_move: &Callback<Move>) -> Html {
    let last = verdict(play).filter(|_| play.table.left() == 1);
    let missed = match &play.outcome {
        Some(Outcome::Wrong(_)) if last == Some("missed") => Some(show(target)),
        _ => None,
    };
    table_view(&play.table, last, missed, lang, on_move)
}

/// A table with no check of its own (a room's, which the server judges),
/// reporting moves to `on_move`.
pub fn play_table(table: &Table, lang: Lang, on_move: &Callback<Move>) -> Html {
    table_view(table, None, None, lang, on_move)
}

/// The cards and operators of `table`; `last` is the last card's class
/// and `missed` the target it missed, when its check went so.
fn table_view(
    table: &Table,
    last: Option<&'static str>,
    missed: Option<String>,
    lang: Lang,
    on_move: &Callback<Move>,
) -> Html {
    let p = lang.play_text();
    let pressed = |on: bool| if on { "true" } else { "false" };
    let cards = table.places.iter().enumerate().map(|(i, place)| {
        let Some(c) = place else {
            return html! { <span class="play-card gone" aria-hidden="true"></span> };
        };
        let onclick = on_move.reform(move |_: MouseEvent| Move::Pick(i));
        let chosen = table.selected == Some(i);
        let face = match c.card {
            // A face card worth 10 keeps its face; its value shows beside it.
            Some(card) if c.value != Rational::from(i128::from(card.rank())) => html! {
                <>
                    <img class="card" src={face_src(card)}
                        alt={format!("{} = {}", lang.card_name(card), show(&c.value))}
                        draggable="false" />
                    <span class="worth" aria-hidden="true">{ show(&c.value) }</span>
                </>
            },
            Some(card) => html! {
                <img class="card" src={face_src(card)} alt={lang.card_name(card)}
                    draggable="false" />
            },
            None => {
                let missed = missed.clone();
                html! {
                    <span class="value">
                        { show(&c.value) }
                        if let Some(target) = missed {
                            <span class="not-target">{ format!("≠ {target}") }</span>
                        }
                    </span>
                }
            }
        };
        html! {
            <button type="button"
                class={classes!("play-card", c.card.is_none().then_some("made"), last)}
                data-play-card={i.to_string()} data-value={c.value.to_string()}
                aria-pressed={pressed(chosen)} {onclick}>
                { face }
            </button>
        }
    });
    let ops = OPS.iter().zip(p.op_names).map(|(&op, name)| {
        let onclick = on_move.reform(move |_: MouseEvent| Move::Op(op));
        html! {
            <button type="button" class="op" data-op={op.ascii().to_string()}
                aria-label={name} title={name} aria-pressed={pressed(table.op == Some(op))}
                disabled={table.selected.is_none()} {onclick}>
                if let Some(sign) = glyph(op) {
                    { sign.to_string() }
                }
            </button>
        }
    });
    let undo = on_move.reform(|_: MouseEvent| Move::Undo);
    let reset = on_move.reform(|_: MouseEvent| Move::Reset);
    let idle = !table.moved() && table.selected.is_none();
    html! {
        <div class="play-table">
            <div id="table" class="hand" role="group" aria-label={p.table}
                data-n={table.places.len().to_string()}>
                { for cards }
            </div>
            <div class="ops" role="group" aria-label={p.operations}>
                { for ops }
                // Undo and Reset wrap together: never one alone on a row.
                <span class="edits">
                    <button type="button" id="undo" disabled={idle} onclick={undo}>{ p.undo }</button>
                    <button type="button" id="reset" disabled={!table.moved()} onclick={reset}>
                        { p.reset }
                    </button>
                </span>
            </div>
        </div>
    }
}
