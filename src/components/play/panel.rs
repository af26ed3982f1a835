//! The play panel under the table: status, the answer field, the outcome,
//! the tally of solutions found, the tools, hints and the bests.
//!
//! Promises: `#result` is always in the page (so that screen readers hear
//! each new outcome, `aria-live`) and carries `data-outcome` =
//! `correct|wrong|invalid` once something was checked; `#found` tallies the
//! distinct solutions found ("2 of 3 found") after the first; no solution
//! text is shown here.

use super::status::{Status, StatusProps};
use super::{attempt, bests, hints, tools, PlayPanelProps};
use crate::link::seconds_text;
use yew::prelude::*;

#[function_component(PlayPanel)]
pub fn play_panel(props: &PlayPanelProps) -> Html {
    let lang = props.lang;
    let p = lang.play_text();
    let play = &props.play;
    let outcome = play.outcome.as_ref();
    let said = outcome.map(|o| lang.outcome(o, &props.target));
    let solved_line = play.solved.map(|t| (p.solved_in)(&seconds_text(t)));
    let text = use_state(String::new);
    {
        // Another hand: the field starts empty.
        let text = text.clone();
        let hand: Vec<_> = play.table.start().iter().map(|c| c.card).collect();
        use_effect_with(hand, move |_| text.set(String::new()));
    }
    let tools = tools::view(props);
    let bests = bests::view(props);
    if !props.complete {
        return html! {
            <section class="play" aria-label={p.play}>
                { tools }
                { bests }
            </section>
        };
    }
    html! {
        <section class="play" aria-label={p.play}>
            <Status ..StatusProps::of(play, props.challenge, props.session, lang) />
            { attempt::view(props, &text) }
            <div id="result" class="result" aria-live="polite" role="status"
                data-outcome={outcome.map(|o| o.kind())}>
                if let Some(said) = said {
                    <p class="said">{ said }</p>
                }
                if let Some(line) = solved_line {
                    <p class="solved">{ line }</p>
                }
                if play.all_found() {
                    <p class="all-found">{ p.all_found }</p>
                }
            </div>
            if let Some(of) = play.of.filter(|&of| of > 0) {
                <p id="found" class="found">{ (p.tally)(play.found.len(), of) }</p>
            }
            { tools }
            { hints::view(props) }
            <p class="help">{ p.keys_help }</p>
            { bests }
        </section>
    }
}
