//! The answer field: type any expression in the hand's numbers and press
//! Enter (or Check). Full-width forms and a trailing `= 24` are read too
//! (`crate::play::answer`).
//!
//! Promises: the field is `#attempt`, labelled, in a form whose submit sends
//! the text as it stands; what was typed stays for mending (the panel keeps
//! it, in `text`).

use crate::play::Move;
use crate::texts::prelude::*;
use web_sys::HtmlInputElement;
use yew::prelude::*;

pub fn view(lang: Lang, text: &UseStateHandle<String>, on_move: &Callback<Move>) -> Html {
    let p = lang.play_text();
    let oninput = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            text.set(e.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    let onsubmit = {
        let text = text.clone();
        on_move.reform(move |e: SubmitEvent| {
            e.prevent_default();
            Move::Attempt((*text).clone())
        })
    };
    html! {
        <form class="attempt" {onsubmit}>
            <label for="attempt">{ p.attempt }</label>
            <div class="attempt-row">
                <input type="text" id="attempt" value={(**text).clone()} {oninput}
                    autocomplete="off" autocapitalize="off" spellcheck="false"
                    inputmode="text" enterkeyhint="done" />
                <button type="submit" id="check">{ p.check }</button>
            </div>
        </form>
    }
}
