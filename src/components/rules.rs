//! The house rules: "whole numbers only" and the deck's face cards (J Q K
//! as 11 12 13, all worth 10, or no face cards), two controls that sit in
//! Solve's, Play's and Explore's option bars alike.
//!
//! Promises: each change is reported at once, as its action; the select
//! shows the state's choice even after the user has picked one.

use super::select::following;
use crate::i18n::Lang;
use crate::state::Action;
use cards::Faces;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesProps {
    pub integers: bool,
    pub faces: Faces,
    pub lang: Lang,
    pub on_action: Callback<Action>,
}

/// The value a face-card option carries: its link code.
fn code(faces: Faces) -> &'static str {
    faces.code().unwrap_or("13")
}

#[function_component(Rules)]
pub fn rules(props: &RulesProps) -> Html {
    let t = props.lang.text();
    let on_integers = props.on_action.reform(|e: Event| {
        Action::SetIntegers(e.target_unchecked_into::<HtmlInputElement>().checked())
    });
    let on_faces = props.on_action.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Action::SetFaces(Faces::from_code(&value).unwrap_or_default())
    });
    let choices = Faces::ALL
        .iter()
        .zip(t.faces_choices)
        .map(|(&faces, label)| {
            html! {
                <option value={code(faces)} selected={faces == props.faces}>{ label }</option>
            }
        });
    let select = html! {
        <select id="faces" onchange={on_faces}>{ for choices }</select>
    };
    html! {
        <>
            <label class="check">
                <input type="checkbox" id="integers" checked={props.integers}
                    onchange={on_integers} />
                <span>{ t.integers }</span>
            </label>
            <label class="field">
                <span>{ t.faces }</span>
                { following(select, code(props.faces)) }
            </label>
        </>
    }
}
