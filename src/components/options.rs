//! The options panel: hand size, target, no parentheses (not while playing,
//! where any solution counts), the house rules, Copy link.
//!
//! Promises: every change is reported at once (the answer follows without a
//! click); the target field is `aria-invalid` while its text does not parse,
//! and points at the message that says why.

use super::fields::{self, Target};
use super::rules;
use crate::link::MAX_SIZE;
use crate::state::Action;
use crate::texts::prelude::*;
use cards::Faces;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct OptionsProps {
    pub size: usize,
    pub target_text: String,
    pub target_invalid: bool,
    pub no_parens: bool,
    pub integers: bool,
    pub faces: Faces,
    pub playing: bool,
    pub lang: Lang,
    pub on_size: Callback<usize>,
    pub on_target: Callback<String>,
    pub on_no_parens: Callback<bool>,
    pub on_copy: Callback<()>,
    /// The house rules' changes.
    pub on_action: Callback<Action>,
}

#[function_component(Options)]
pub fn options(props: &OptionsProps) -> Html {
    let t = props.lang.text();
    let on_parens = props
        .on_no_parens
        .reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
    let on_copy = props.on_copy.reform(|_: MouseEvent| ());

    html! {
        <section class="controls" aria-label={t.controls}>
            { fields::size(t.size, props.size, MAX_SIZE, &props.on_size) }
            { fields::target(Target {
                label: t.target,
                text: &props.target_text,
                invalid: props.target_invalid,
                error_id: Some("message"),
                on_target: &props.on_target,
            }) }
            if !props.playing {
                <label class="check">
                    <input type="checkbox" id="no-parens" checked={props.no_parens}
                        onchange={on_parens} />
                    <span>{ t.no_parens }</span>
                </label>
            }
            { rules::integers_check(props.integers, props.lang, &props.on_action) }
            // The face cards and "Copy link" wrap as one, so that the
            // button never takes a row alone.
            <div class="options-end">
                { rules::faces_field(props.faces, props.lang, &props.on_action) }
                <button type="button" id="copy" onclick={on_copy}>{ t.copy }</button>
            </div>
        </section>
    }
}
