//! The hints shown so far, one per line (`#hints`), worked out from one
//! solution by the solving worker (the state asks for them once the first
//! is wanted).

use super::PlayPanelProps;
use crate::texts::prelude::*;
use yew::prelude::*;

pub fn view(props: &PlayPanelProps) -> Html {
    let Some(h) = props.hints.as_ref().filter(|_| props.play.hints > 0) else {
        return html! {};
    };
    html! {
        <ol id="hints" class="hints" aria-live="polite">
            { for (1..=props.play.hints).map(|n| html! { <li>{ props.lang.hint(n, h) }</li> }) }
        </ol>
    }
}
