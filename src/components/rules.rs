//! The house rules: "whole numbers only" and the deck's face cards (J Q K
//! as 11 12 13, all worth 10, or no face cards), two controls that sit in
//! Solve's, Play's and Explore's option bars alike.
//!
//! Promises: each change is reported at once, as its action; the select
//! shows the state's choice even after the user has picked one. A render
//! function: each bar that holds it is a component and redraws it.

use super::select::following;
use crate::state::Action;
use crate::texts::prelude::*;
use cards::Faces;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The value a face-card option carries: its link code.
fn code(faces: Faces) -> &'static str {
    faces.code().unwrap_or("13")
}

/// The two controls, showing `integers` and `faces`, reporting each change.
pub fn view(integers: bool, faces: Faces, lang: Lang, on_action: &Callback<Action>) -> Html {
    html! {
        <>
            { integers_check(integers, lang, on_action) }
            { faces_field(faces, lang, on_action) }
        </>
    }
}

/// "Whole numbers only", showing `integers`.
pub fn integers_check(integers: bool, lang: Lang, on_action: &Callback<Action>) -> Html {
    let on_integers = on_action.reform(|e: Event| {
        Action::SetIntegers(e.target_unchecked_into::<HtmlInputElement>().checked())
    });
    html! {
        <label class="check">
            <input type="checkbox" id="integers" checked={integers}
                onchange={on_integers} />
            <span>{ lang.text().integers }</span>
        </label>
    }
}

/// The deck's face cards, showing `faces`.
pub fn faces_field(faces: Faces, lang: Lang, on_action: &Callback<Action>) -> Html {
    let t = lang.text();
    let on_faces = on_action.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Action::SetFaces(Faces::from_code(&value).unwrap_or_default())
    });
    let choices = Faces::ALL
        .iter()
        .zip(t.faces_choices)
        .map(|(&choice, label)| {
            html! {
                <option value={code(choice)} selected={choice == faces}>{ label }</option>
            }
        });
    let select = html! {
        <select id="faces" onchange={on_faces}>{ for choices }</select>
    };
    html! {
        <label class="field">
            <span>{ t.faces }</span>
            { following(select, code(faces)) }
        </label>
    }
}
