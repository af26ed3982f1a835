//! `#lang`: the language switch, a `<select>` that offers every language in
//! its own name and script.

use super::select::following;
use crate::i18n::Lang;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LangSwitchProps {
    pub lang: Lang,
    pub on_change: Callback<Lang>,
}

#[function_component(LangSwitch)]
pub fn lang_switch(props: &LangSwitchProps) -> Html {
    let onchange = {
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let tag = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(lang) = Lang::ALL.into_iter().find(|l| l.tag() == tag) {
                on_change.emit(lang);
            }
        })
    };
    html! {
        <label>
            <span class="visually-hidden">{ props.lang.text().language }</span>
            { following(html! {
                <select id="lang" {onchange}>
                    { for Lang::ALL.into_iter().map(|l| html! {
                        <option value={l.tag()} lang={l.tag()} selected={l == props.lang}>
                            { l.name() }
                        </option>
                    }) }
                </select>
            }, props.lang.tag()) }
        </label>
    }
}
