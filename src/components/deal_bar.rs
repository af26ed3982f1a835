//! Deal, "only solvable hands", the difficulty to deal at, and Clear: on
//! the felt under the hand, or, while a hand is played, in the options
//! under the play panel (`plain`), out of the player's way.
//!
//! Promises: `#deal`, `#only-solvable` and `#clear` report at once; Clear is
//! disabled while the hand is empty; Deal's label is the view's first
//! action ("Deal", or Play's "Deal a hand"); among the options, Deal is left
//! to the play panel's Next hand.

use super::difficulty_choice;
use crate::texts::prelude::*;
use solver::difficulty::Grade;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DealBarProps {
    pub only_solvable: bool,
    pub difficulty: Option<Grade>,
    pub has_cards: bool,
    /// Deal's label.
    pub label: AttrValue,
    /// Off the felt, among the options.
    #[prop_or_default]
    pub plain: bool,
    pub lang: Lang,
    pub on_deal: Callback<()>,
    pub on_only_solvable: Callback<bool>,
    pub on_difficulty: Callback<Option<Grade>>,
    pub on_clear: Callback<()>,
}

#[function_component(DealBar)]
pub fn deal_bar(props: &DealBarProps) -> Html {
    let t = props.lang.text();
    let on_deal = props.on_deal.reform(|_: MouseEvent| ());
    let on_only = props
        .on_only_solvable
        .reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
    let on_clear = props.on_clear.reform(|_: MouseEvent| ());
    html! {
        <div class={classes!("deal-bar", props.plain.then_some("plain"))}>
            if !props.plain {
                <button type="button" id="deal" class="primary" onclick={on_deal}>
                    { props.label.clone() }
                </button>
            }
            <label class="check">
                <input type="checkbox" id="only-solvable" checked={props.only_solvable}
                    onchange={on_only} />
                <span>{ t.only_solvable }</span>
            </label>
            { difficulty_choice::view(props.difficulty, props.lang, &props.on_difficulty) }
            <button type="button" id="clear" disabled={!props.has_cards} onclick={on_clear}>
                { t.clear }
            </button>
        </div>
    }
}
