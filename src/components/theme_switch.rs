//! `#theme`: the theme switch, a `<select>` of Auto (follow the system),
//! Light and Dark. A render function: the header redraws it.

use super::select::following;
use crate::texts::prelude::*;
use crate::theme::Theme;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The switch, showing `theme`, reporting the theme chosen.
pub fn view(theme: Theme, lang: Lang, on_change: &Callback<Theme>) -> Html {
    let onchange = on_change.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Theme::from_stored(Some(&value))
    });
    html! {
        <label>
            <span class="visually-hidden">{ lang.text().theme }</span>
            { following(html! {
                <select id="theme" {onchange}>
                    { for Theme::ALL.into_iter().map(|t| html! {
                        <option value={t.as_str()} selected={t == theme}>
                            { lang.theme_name(t) }
                        </option>
                    }) }
                </select>
            }, theme.as_str()) }
        </label>
    }
}
