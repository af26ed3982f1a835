//! The page's header: the title and tagline, the view switch (Solve, Play,
//! Explore), and the language and theme switches.

use super::later::Later;
use super::view_switch::Page;
use super::{lang_switch, theme_switch, view_switch};
use crate::texts::prelude::*;
use crate::theme::Theme;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    pub page: Page,
    pub theme: Theme,
    pub lang: Lang,
    pub on_page: Callback<Page>,
    pub on_lang: Callback<Lang>,
    pub on_theme: Callback<Theme>,
}

#[function_component(Header)]
pub fn header(props: &HeaderProps) -> Html {
    let lang = props.lang;
    let t = lang.text();
    html! {
        <header class="top">
            <div class="brand">
                <h1>{ t.title }</h1>
                <p class="tagline">{ t.tagline }</p>
            </div>
            <Later>
            { view_switch::view(props.page, lang, &props.on_page) }
            <div class="prefs">
                { lang_switch::view(lang, &props.on_lang) }
                { theme_switch::view(props.theme, lang, &props.on_theme) }
            </div>
            </Later>
        </header>
    }
}
