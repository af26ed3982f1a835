//! The form fields that Solve's options and Explore's deck controls share:
//! the hand size and the target.
//!
//! Promises: the same ids (`#size`, `#target`) and the same behaviour in both
//! views; every change is reported at once; the target field is
//! `aria-invalid` while its text does not parse, and points at the element
//! that says why when there is one.

use super::select::following;
use crate::link::{MAX_SIZE, MIN_SIZE};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SizeFieldProps {
    pub label: AttrValue,
    pub size: usize,
    /// The largest size offered.
    #[prop_or(MAX_SIZE)]
    pub max: usize,
    pub on_size: Callback<usize>,
}

#[function_component(SizeField)]
pub fn size_field(props: &SizeFieldProps) -> Html {
    let on_size = {
        let on_size = props.on_size.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(n) = value.parse() {
                on_size.emit(n);
            }
        })
    };
    html! {
        <label class="field">
            <span>{ props.label.clone() }</span>
            { following(html! {
                <select id="size" onchange={on_size}>
                    { for (MIN_SIZE..=props.max).map(|n| html! {
                        <option value={n.to_string()} selected={n == props.size}>{ n }</option>
                    }) }
                </select>
            }, &props.size.to_string()) }
        </label>
    }
}

#[derive(Properties, PartialEq)]
pub struct TargetFieldProps {
    pub label: AttrValue,
    pub text: String,
    pub invalid: bool,
    /// The id of the element that explains an invalid target, if the view has one.
    #[prop_or_default]
    pub error_id: Option<AttrValue>,
    pub on_target: Callback<String>,
}

#[function_component(TargetField)]
pub fn target_field(props: &TargetFieldProps) -> Html {
    let on_target = props
        .on_target
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value());
    html! {
        <label class="field">
            <span>{ props.label.clone() }</span>
            <input type="text" id="target" value={props.text.clone()}
                oninput={on_target} autocomplete="off" spellcheck="false"
                autocapitalize="off" enterkeyhint="done"
                aria-invalid={if props.invalid { "true" } else { "false" }}
                aria-errormessage={props.error_id.clone()} />
        </label>
    }
}
