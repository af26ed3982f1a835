//! The cards on the table and the operators: click a card, an operator and
//! another card to combine them.
//!
//! Promises: every table card is a `button` with `data-play-card` (its place,
//! from 0), `data-value` (its exact value, `8/3`) and `aria-pressed` when
//! chosen; a dealt card shows its face, a
//! result its exact value; each operator button has `data-op` (`+ - * /`)
//! and `aria-pressed` when chosen; Undo (`#undo`) and Reset (`#reset`) are
//! disabled when there is nothing to undo.

use crate::i18n::Lang;
use crate::play::table::Table;
use crate::play::Move;
use crate::web::card_image::face_src;
use solver::Op;
use yew::prelude::*;

const OPS: [Op; 4] = [Op::Add, Op::Sub, Op::Mul, Op::Div];

/// A value as people write it, with a true minus sign.
fn show(value: &solver::Rational) -> String {
    value.to_string().replace('-', "−")
}

/// The sign on an operator button. A plain hyphen for minus: axe-core
/// cannot measure the contrast of a lone `−` (a math symbol to it), and
/// every text's contrast must be measured.
fn glyph(op: Op) -> char {
    match op {
        Op::Sub => '-',
        other => other.symbol(),
    }
}

/// The table of `table`, reporting moves to `on_move`.
pub fn view(table: &Table, lang: Lang, on_move: &Callback<Move>) -> Html {
    let p = lang.play_text();
    let pressed = |on: bool| if on { "true" } else { "false" };
    let cards = table.cards.iter().enumerate().map(|(i, c)| {
        let onclick = on_move.reform(move |_: MouseEvent| Move::Pick(i));
        let chosen = table.selected == Some(i);
        let face = match c.card {
            Some(card) => html! {
                <img class="card" src={face_src(card)} alt={lang.card_name(card)}
                    draggable="false" />
            },
            None => html! { <span class="value">{ show(&c.value) }</span> },
        };
        html! {
            <button type="button" class={classes!("play-card", c.card.is_none().then_some("made"))}
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
                { glyph(op) }
            </button>
        }
    });
    let undo = on_move.reform(|_: MouseEvent| Move::Undo);
    let reset = on_move.reform(|_: MouseEvent| Move::Reset);
    let idle = !table.moved() && table.selected.is_none();
    html! {
        <div class="play-table">
            <div id="table" class="hand" role="group" aria-label={p.table}
                data-n={table.cards.len().to_string()}>
                { for cards }
            </div>
            <div class="ops" role="group" aria-label={p.operations}>
                { for ops }
                <button type="button" id="undo" disabled={idle} onclick={undo}>{ p.undo }</button>
                <button type="button" id="reset" disabled={!table.moved()} onclick={reset}>
                    { p.reset }
                </button>
            </div>
        </div>
    }
}
