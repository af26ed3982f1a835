//! The hints shown so far, one per line (`#hints`), worked out from one
//! solution by the solver; nothing is computed before the first is asked.

use crate::i18n::Lang;
use solver::hint::hints;
use solver::{Level, Rational};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HintsProps {
    pub numbers: Vec<Rational>,
    pub target: Rational,
    pub level: Level,
    /// How many are shown, 0 to 4.
    pub shown: u8,
    pub lang: Lang,
}

#[function_component(HintList)]
pub fn hint_list(props: &HintsProps) -> Html {
    let found = use_memo(
        (
            props.numbers.clone(),
            props.target,
            props.level,
            props.shown > 0,
        ),
        |(numbers, target, level, asked)| {
            asked
                .then(|| hints(numbers, *target, *level).ok())
                .flatten()
        },
    );
    let Some(h) = found.as_ref() else {
        return html! {};
    };
    html! {
        <ol id="hints" class="hints" aria-live="polite">
            { for (1..=props.shown).map(|n| html! { <li>{ props.lang.hint(n, h) }</li> }) }
        </ol>
    }
}
