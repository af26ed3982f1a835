//! `#theme`: the theme switch, a `<select>` of Auto (follow the system),
//! Light and Dark.

use super::select::following;
use crate::i18n::Lang;
use crate::theme::Theme;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ThemeSwitchProps {
    pub theme: Theme,
    pub lang: Lang,
    pub on_change: Callback<Theme>,
}

#[function_component(ThemeSwitch)]
pub fn theme_switch(props: &ThemeSwitchProps) -> Html {
    let onchange = props.on_change.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Theme::from_stored(Some(&value))
    });
    let lang = props.lang;
    html! {
        <label>
            <span class="visually-hidden">{ lang.text().theme }</span>
            { following(html! {
                <select id="theme" {onchange}>
                    { for Theme::ALL.into_iter().map(|t| html! {
                        <option value={t.as_str()} selected={t == props.theme}>
                            { lang.theme_name(t) }
                        </option>
                    }) }
                </select>
            }, props.theme.as_str()) }
        </label>
    }
}
