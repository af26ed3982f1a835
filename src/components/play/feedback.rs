//! What the last move came to, where the eyes are: on the felt, under the
//! cards, on phones too. The outcome (`#result`), the solve's time
//! (`#solved`), "All found!", a challenge's result (`#challenge-result`),
//! and a short celebration when the hand is won.
//!
//! Promises: `#result` is always in the page (so that screen readers hear
//! each new outcome, `aria-live`) and carries `data-outcome` =
//! `correct|wrong|invalid` once something was checked; its words are keyed
//! by the outcome's number, so the same words said again are a new
//! announcement; the solve's time and "All found!" stand apart from it and
//! keep their colour whatever a later answer says; `#challenge-result`
//! appears once a challenge is solved, with `data-beaten` `true` or
//! `false`, and a Rematch button (`#rematch`) that sends the hand back with
//! this time; the celebration is decoration (`aria-hidden`), short (it
//! leaves the page when its sparks have flown), and still under
//! `prefers-reduced-motion`.

use super::{Calls, PlayPanelProps};
use crate::texts::prelude::*;
use yew::prelude::*;

/// How many sparks the celebration throws; each has its own direction in
/// the style sheet (`.spark:nth-child`).
const SPARKS: usize = 12;

/// The feedback; `celebrated` is the number of the outcome whose
/// celebration is over.
pub fn view(
    props: &PlayPanelProps,
    calls: &Calls,
    celebrated: &UseStateHandle<Option<u32>>,
) -> Html {
    let lang = props.lang;
    let p = lang.play_text();
    let play = &props.play;
    let outcome = play.outcome.as_ref();
    let said = outcome.map(|o| lang.outcome(o, &props.target));
    let won = play.just_won();
    let celebrate = won && **celebrated != Some(play.said);
    let over = {
        let (celebrated, said) = (celebrated.clone(), play.said);
        Callback::from(move |_: AnimationEvent| celebrated.set(Some(said)))
    };
    let challenge = props.result.map(|r| {
        let beaten = if r.beaten() { "true" } else { "false" };
        html! {
            <div id="challenge-result" class={classes!("challenge-result", r.beaten().then_some("beaten"))}
                data-beaten={beaten}>
                <p>{ lang.challenge_result(r) }</p>
                <button type="button" id="rematch" onclick={calls.on_share.reform(|_: MouseEvent| ())}>
                    { p.rematch }
                </button>
            </div>
        }
    });
    html! {
        <div class={classes!("feedback", won.then_some("won"))}>
            <div id="result" class="result" aria-live="polite" role="status"
                data-outcome={outcome.map(|o| o.kind())}>
                if let Some(said) = said {
                    <p key={play.said.to_string()} class="said">{ said }</p>
                }
            </div>
            if let Some(tenths) = play.solved {
                <p id="solved" class="solved">
                    { (p.solved_in)(&lang.tenths(tenths)) }
                    if play.all_found() {
                        // A space, not the margin alone: the line is read
                        // (and copied) as two sentences, not "sAll".
                        { " " }<span class="all-found">{ p.all_found }</span>
                    }
                </p>
            }
            { for challenge }
            if celebrate {
                <div class="burst" aria-hidden="true" onanimationend={over}>
                    { for (0..SPARKS).map(|_| html! { <span class="spark"></span> }) }
                </div>
            }
        </div>
    }
}
