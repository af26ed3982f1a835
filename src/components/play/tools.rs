//! Play's buttons: No solution (`#no-solution`), Hint (`#hint`), Reveal
//! (`#reveal`), Next hand (`#next`) and Daily hand (`#daily`), and, once
//! solved, Challenge a friend (`#challenge`), which shares the solve.
//!
//! Promises: once the hand is solved or revealed, Hint and No solution are
//! disabled (they are over); Hint is disabled after the fourth; Reveal once
//! the solutions show; Challenge appears only after a solve, and not beside
//! a challenge's result, whose Rematch sends the same; while the hand is
//! incomplete only Daily is offered (the felt offers Deal).

use super::{Calls, PlayPanelProps};
use crate::play::{Move, HINTS};
use crate::texts::prelude::*;
use yew::prelude::*;

pub fn view(props: &PlayPanelProps, calls: &Calls) -> Html {
    let p = props.lang.play_text();
    let play = &props.play;
    let send = |mv: Move| calls.on_move.reform(move |_: MouseEvent| mv.clone());
    let over = play.over();
    html! {
        <div class="play-tools">
            if props.complete {
                <button type="button" id="no-solution" disabled={over}
                    onclick={send(Move::NoSolution)}>
                    { p.no_solution }
                </button>
                <button type="button" id="hint" disabled={over || play.hints >= HINTS}
                    onclick={send(Move::Hint)}>
                    { format!("{} ({}/{HINTS})", p.hint, play.hints) }
                </button>
                <button type="button" id="reveal" disabled={play.shows_solutions()}
                    onclick={send(Move::Reveal)}>
                    { p.reveal }
                </button>
                <button type="button" id="next" class="primary"
                    onclick={props.on_next.reform(|_: MouseEvent| ())}>
                    { p.next }
                </button>
            }
            <button type="button" id="daily" onclick={calls.on_daily.reform(|_: MouseEvent| ())}>
                { p.daily }
            </button>
            if play.solved.is_some() && props.result.is_none() {
                <button type="button" id="challenge"
                    onclick={calls.on_share.reform(|_: MouseEvent| ())}>
                    { p.challenge }
                </button>
            }
        </div>
    }
}
