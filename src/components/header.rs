//! The page's header: the title and tagline, the view switch (Solve, Play,
//! Explore), and the language and theme switches.

use super::lang_switch::LangSwitch;
use super::later::Later;
use super::theme_switch::ThemeSwitch;
use super::view_switch::{Page, ViewSwitch};
use crate::i18n::Lang;
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
            <ViewSwitch view={props.page} {lang} on_change={props.on_page.clone()} />
            <div class="prefs">
                <LangSwitch {lang} on_change={props.on_lang.clone()} />
                <ThemeSwitch theme={props.theme} {lang} on_change={props.on_theme.clone()} />
            </div>
            </Later>
        </header>
    }
}
