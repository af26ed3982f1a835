//! Play's buttons: No solution (`#no-solution`), Hint (`#hint`), Reveal
//! (`#reveal`), Next hand (`#next`) and Daily hand (`#daily`), and, once
//! solved, Challenge a friend (`#challenge`).
//!
//! Promises: Hint is disabled after the fourth; Reveal once the solutions
//! show; Challenge appears only after a solve; while the hand is
//! incomplete only Next and Daily are offered.

use crate::i18n::Lang;
use crate::play::{Move, HINTS};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ToolsProps {
    pub hints: u8,
    pub shown: bool,
    pub solved: bool,
    pub complete: bool,
    pub lang: Lang,
    pub on_move: Callback<Move>,
    pub on_next: Callback<()>,
    pub on_daily: Callback<()>,
    pub on_challenge: Callback<()>,
}

#[function_component(Tools)]
pub fn tools(props: &ToolsProps) -> Html {
    let p = props.lang.play_text();
    let send = |mv: Move| props.on_move.reform(move |_: MouseEvent| mv.clone());
    html! {
        <div class="play-tools">
            if props.complete {
                <button type="button" id="no-solution" onclick={send(Move::NoSolution)}>
                    { p.no_solution }
                </button>
                <button type="button" id="hint" disabled={props.hints >= HINTS}
                    onclick={send(Move::Hint)}>
                    { format!("{} ({}/{HINTS})", p.hint, props.hints) }
                </button>
                <button type="button" id="reveal" disabled={props.shown}
                    onclick={send(Move::Reveal)}>
                    { p.reveal }
                </button>
            }
            <button type="button" id="next" class="primary"
                onclick={props.on_next.reform(|_: MouseEvent| ())}>
                { p.next }
            </button>
            <button type="button" id="daily" onclick={props.on_daily.reform(|_: MouseEvent| ())}>
                { p.daily }
            </button>
            if props.solved {
                <button type="button" id="challenge"
                    onclick={props.on_challenge.reform(|_: MouseEvent| ())}>
                    { p.challenge }
                </button>
            }
        </div>
    }
}
