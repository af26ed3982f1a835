//! The header's view switch: Solve (one hand), Play (one hand, as a game),
//! Explore (the whole deck) or Rooms (live games of many players). Four
//! buttons; the current one is marked `aria-current`.

use crate::i18n::Lang;
use yew::prelude::*;

/// What the switch offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    Solve,
    Play,
    Explore,
    Rooms,
    /// The worksheet, which the switch does not offer: none is current.
    Print,
}

#[derive(Properties, PartialEq)]
pub struct ViewSwitchProps {
    pub view: Page,
    pub lang: Lang,
    pub on_change: Callback<Page>,
}

#[function_component(ViewSwitch)]
pub fn view_switch(props: &ViewSwitchProps) -> Html {
    let e = &props.lang.text().explore;
    let button = |view: Page, id: &'static str, label: &'static str| {
        let current = props.view == view;
        html! {
            <button type="button" {id} class={classes!(current.then_some("current"))}
                aria-current={current.then_some("page")}
                onclick={props.on_change.reform(move |_: MouseEvent| view)}>
                { label }
            </button>
        }
    };
    html! {
        <nav class="views" aria-label={e.views}>
            { button(Page::Solve, "view-solve", e.solve) }
            { button(Page::Play, "view-play", props.lang.play_text().play) }
            { button(Page::Explore, "view-explore", e.explore) }
            { button(Page::Rooms, "view-rooms", props.lang.rooms_text().rooms) }
        </nav>
    }
}
