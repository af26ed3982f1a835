//! Deal's difficulty choice: `#difficulty`, a select of Any and the five
//! levels, which sets the level the next deals are drawn from.
//!
//! Promises: the select shows the state's choice and dispatches every change
//! at once; its values are the URL's words (`any`, `easy` … `fiendish`).

use super::app::Dispatch;
use super::i18n::Lang;
use super::state::Action;
use solver::difficulty::Grade;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DifficultyChoiceProps {
    pub difficulty: Option<Grade>,
    pub lang: Lang,
    pub dispatch: Dispatch,
}

#[function_component(DifficultyChoice)]
pub fn difficulty_choice(props: &DifficultyChoiceProps) -> Html {
    let lang = props.lang;
    let onchange = {
        let d = props.dispatch.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            d.dispatch(Action::SetDifficulty(value.parse::<Grade>().ok()));
        })
    };
    let option = |value: &'static str, label: &'static str, selected: bool| {
        html! { <option {value} {selected}>{ label }</option> }
    };
    html! {
        <label class="field difficulty">
            <span>{ lang.difficulty_label() }</span>
            <select id="difficulty" {onchange}>
                { option("any", lang.any_difficulty(), props.difficulty.is_none()) }
                { for Grade::ALL.iter().map(|&g| {
                    option(g.as_str(), lang.grade_name(g), props.difficulty == Some(g))
                }) }
            </select>
        </label>
    }
}
