//! A `<select>` whose shown choice follows the state.
//!
//! Once the user has picked an option, its `selected` attribute no longer
//! moves the choice, so in the browser the element's `value` property is
//! set too. The start page rendered at build time has no DOM to set a
//! property on (Yew cannot even make one outside the browser): there the
//! options' `selected` attributes say it, and they are enough for a page
//! nobody has touched yet.

use yew::prelude::*;

/// A labelled `<select>` (a `.field`) of `(value, label)` choices showing
/// `current`, each chosen value sent to `on_value`: Rooms' settings and
/// homework's form.
pub fn labelled(
    id: &'static str,
    label: &str,
    choices: Vec<(String, String)>,
    current: String,
    on_value: Callback<String>,
) -> Html {
    let onchange = on_value.reform(|e: Event| {
        e.target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value()
    });
    let options = choices.into_iter().map(|(value, label)| {
        let selected = value == current;
        html! { <option {value} {selected}>{ label }</option> }
    });
    html! {
        <label class="field">
            <span>{ label.to_string() }</span>
            { following(html! { <select {id} {onchange}>{ for options }</select> }, &current) }
        </label>
    }
}

/// `select` (a `<select>` element) showing `value`.
pub fn following(select: Html, value: &str) -> Html {
    #[cfg(target_arch = "wasm32")]
    {
        let mut select = select;
        if let Html::VTag(tag) = &mut select {
            std::rc::Rc::make_mut(tag).add_property("value", value);
        }
        select
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = value;
        select
    }
}
