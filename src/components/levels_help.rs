//! What Distinct and Strict mean, one line each, behind a small toggle (a
//! native `<details>`, so it opens with the keyboard and needs no state),
//! next to wherever the level is chosen.

use crate::texts::prelude::*;
use yew::prelude::*;

/// The toggle, `id` telling one place's from another's.
pub fn view(lang: Lang, id: &'static str) -> Html {
    let t = lang.text();
    let [distinct, strict] = t.levels_help;
    html! {
        <details class="levels-help" {id}>
            <summary title={t.levels_help_label}>
                <span class="visually-hidden">{ t.levels_help_label }</span>
                <span class="levels-help-mark" aria-hidden="true">{ "?" }</span>
            </summary>
            <p>{ distinct }</p>
            <p>{ strict }</p>
        </details>
    }
}
