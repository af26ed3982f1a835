//! `#lang`: the language switch, a `<select>` that offers every language in
//! its own name and script. A render function: the header redraws it.

use super::select::following;
use crate::texts::prelude::*;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The switch, showing `lang`, reporting the language chosen.
pub fn view(lang: Lang, on_change: &Callback<Lang>) -> Html {
    let onchange = {
        let on_change = on_change.clone();
        Callback::from(move |e: Event| {
            let tag = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(lang) = Lang::ALL.into_iter().find(|l| l.tag() == tag) {
                on_change.emit(lang);
            }
        })
    };
    html! {
        <label>
            <span class="visually-hidden">{ lang.text().language }</span>
            { following(html! {
                <select id="lang" {onchange}>
                    { for Lang::ALL.into_iter().map(|l| html! {
                        <option value={l.tag()} lang={l.tag()} selected={l == lang}>
                            { l.name() }
                        </option>
                    }) }
                </select>
            }, lang.tag()) }
        </label>
    }
}
