//! The form fields that Solve's options and Explore's deck controls share:
//! the hand size and the target.
//!
//! Promises: the same ids (`#size`, `#target`) and the same behaviour in both
//! views; every change is reported at once; the target field is
//! `aria-invalid` while its text does not parse, and points at the element
//! that says why when there is one. Render functions: the bars that hold
//! them are components and redraw them.

use super::select::following;
use crate::link::MIN_SIZE;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// `#size`, offering sizes from [`MIN_SIZE`] up to `max`.
pub fn size(label: &'static str, size: usize, max: usize, on_size: &Callback<usize>) -> Html {
    let on_size = {
        let on_size = on_size.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(n) = value.parse() {
                on_size.emit(n);
            }
        })
    };
    html! {
        <label class="field">
            <span>{ label }</span>
            { following(html! {
                <select id="size" onchange={on_size}>
                    { for (MIN_SIZE..=max).map(|n| html! {
                        <option value={n.to_string()} selected={n == size}>{ n }</option>
                    }) }
                </select>
            }, &size.to_string()) }
        </label>
    }
}

/// What the target field shows and reports.
pub struct Target<'a> {
    pub label: &'static str,
    pub text: &'a str,
    pub invalid: bool,
    /// The id of the element that explains an invalid target, if the view has one.
    pub error_id: Option<&'static str>,
    pub on_target: &'a Callback<String>,
}

/// `#target`.
pub fn target(field: Target) -> Html {
    let on_target = field
        .on_target
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value());
    html! {
        <label class="field">
            <span>{ field.label }</span>
            <input type="text" id="target" value={field.text.to_string()}
                oninput={on_target} autocomplete="off" spellcheck="false"
                autocapitalize="off" enterkeyhint="done"
                aria-invalid={if field.invalid { "true" } else { "false" }}
                aria-errormessage={field.error_id} />
        </label>
    }
}
