//! The hints shown so far, one per line (`#hints`), worked out from one
//! solution by the solver (the panel asks for them once the first is
//! wanted).

use super::PlayPanelProps;
use solver::hint::Hints;
use yew::prelude::*;

pub fn view(props: &PlayPanelProps, hints: Option<&Hints>) -> Html {
    let Some(h) = hints.filter(|_| props.play.hints > 0) else {
        return html! {};
    };
    html! {
        <ol id="hints" class="hints" aria-live="polite">
            { for (1..=props.play.hints).map(|n| html! { <li>{ props.lang.hint(n, h) }</li> }) }
        </ol>
    }
}
