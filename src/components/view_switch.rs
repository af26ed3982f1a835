//! The header's view switch: Solve (one hand) or Explore (the whole deck).
//! Two buttons; the current one is marked `aria-current`.

use crate::i18n::Lang;
use cards::View;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ViewSwitchProps {
    pub view: View,
    pub lang: Lang,
    pub on_change: Callback<View>,
}

#[function_component(ViewSwitch)]
pub fn view_switch(props: &ViewSwitchProps) -> Html {
    let e = &props.lang.text().explore;
    let button = |view: View, id: &'static str, label: &'static str| {
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
            { button(View::Solve, "view-solve", e.solve) }
            { button(View::Explore, "view-explore", e.explore) }
        </nav>
    }
}
