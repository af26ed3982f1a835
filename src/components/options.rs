//! The options panel: hand size, target, no parentheses, Copy link.
//!
//! Promises: every change is reported at once (the answer follows without a
//! click); the target field is `aria-invalid` while its text does not parse,
//! and points at the message that says why.

use crate::i18n::Lang;
use cards::{MAX_SIZE, MIN_SIZE};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct OptionsProps {
    pub size: usize,
    pub target_text: String,
    pub target_invalid: bool,
    pub no_parens: bool,
    pub lang: Lang,
    pub on_size: Callback<usize>,
    pub on_target: Callback<String>,
    pub on_no_parens: Callback<bool>,
    pub on_copy: Callback<()>,
}

#[function_component(Options)]
pub fn options(props: &OptionsProps) -> Html {
    let t = props.lang.text();
    let on_size = {
        let on_size = props.on_size.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(n) = value.parse() {
                on_size.emit(n);
            }
        })
    };
    let on_target = props
        .on_target
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value());
    let on_parens = props
        .on_no_parens
        .reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
    let on_copy = props.on_copy.reform(|_: MouseEvent| ());

    html! {
        <section class="controls" aria-label={t.controls}>
            <label class="field">
                <span>{ t.size }</span>
                <select id="size" ~value={props.size.to_string()} onchange={on_size}>
                    { for (MIN_SIZE..=MAX_SIZE).map(|n| html! {
                        <option value={n.to_string()} selected={n == props.size}>{ n }</option>
                    }) }
                </select>
            </label>
            <label class="field">
                <span>{ t.target }</span>
                <input type="text" id="target" value={props.target_text.clone()}
                    oninput={on_target} autocomplete="off" spellcheck="false"
                    autocapitalize="off" enterkeyhint="done"
                    aria-invalid={if props.target_invalid { "true" } else { "false" }}
                    aria-errormessage="message" />
            </label>
            <label class="check">
                <input type="checkbox" id="no-parens" checked={props.no_parens}
                    onchange={on_parens} />
                <span>{ t.no_parens }</span>
            </label>
            <button type="button" id="copy" onclick={on_copy}>{ t.copy }</button>
        </section>
    }
}
