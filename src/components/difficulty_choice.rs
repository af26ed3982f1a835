//! Deal's difficulty choice: `#difficulty`, a select of Any and the five
//! levels, which sets the level the next deals are drawn from.
//!
//! Promises: the select shows the state's choice and reports every change at
//! once; its values are the URL's words (`any`, `easy` … `fiendish`). A
//! render function: the bar that holds it is a component and redraws it.

use crate::texts::prelude::*;
use solver::difficulty::Grade;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The choice, showing `difficulty`, reporting the level chosen (`None`
/// is any).
pub fn view(difficulty: Option<Grade>, lang: Lang, on_change: &Callback<Option<Grade>>) -> Html {
    let onchange = on_change.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        value.parse::<Grade>().ok()
    });
    let option = |value: &'static str, label: &'static str, selected: bool| {
        html! { <option {value} {selected}>{ label }</option> }
    };
    html! {
        <label class="field difficulty">
            <span>{ lang.difficulty_label() }</span>
            <select id="difficulty" {onchange}>
                { option("any", lang.any_difficulty(), difficulty.is_none()) }
                { for Grade::ALL.iter().map(|&g| {
                    option(g.as_str(), lang.grade_name(g), difficulty == Some(g))
                }) }
            </select>
        </label>
    }
}
