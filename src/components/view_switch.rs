//! The header's view switch: Solve (one hand), Play (one hand, as a game),
//! Explore (the whole deck) or Rooms (live games of many players). Four
//! buttons; the current one is marked `aria-current`. A render function,
//! not a component: the header, which is one, redraws it only when its own
//! props change.

use crate::texts::prelude::*;
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

/// The switch, with `current` marked, reporting the view chosen.
pub fn view(current: Page, lang: Lang, on_change: &Callback<Page>) -> Html {
    let e = &lang.text().explore;
    let button = |view: Page, id: &'static str, label: &'static str| {
        let current = current == view;
        html! {
            <button type="button" {id} class={classes!(current.then_some("current"))}
                aria-current={current.then_some("page")}
                onclick={on_change.reform(move |_: MouseEvent| view)}>
                { label }
            </button>
        }
    };
    html! {
        <nav class="views" aria-label={e.views}>
            { button(Page::Solve, "view-solve", e.solve) }
            { button(Page::Play, "view-play", lang.play_text().play) }
            { button(Page::Explore, "view-explore", e.explore) }
            { button(Page::Rooms, "view-rooms", lang.rooms_text().rooms) }
        </nav>
    }
}
