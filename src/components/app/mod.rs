//! The page: owns the one [`State`], keeps the URL and the solving worker in
//! step with it (`effects.rs`), makes the children's callbacks once
//! (`calls.rs`), and lays out the view the state is in (`views.rs`).
//!
//! Promises: the state starts from its props (the URL, read once, and what
//! the browser kept; read again on Back/Forward); every answer comes from
//! the solving worker, asked for by the state; `<html lang>` follows the
//! language switch and `data-theme` the theme switch; the language chosen
//! and the bests are remembered by the browser. Children get typed
//! callbacks, made once, so that they never re-render for a new callback;
//! the views loaded on demand get the dispatcher too, and make their own
//! callbacks and effects, so that their code is in their files, not the
//! first download.

mod calls;
mod effects;
mod views;

use super::header::Header;
use super::picker::Picker;
use super::view_switch::Page;
use crate::link::View;
use crate::state::{Dispatch, State};
use std::rc::Rc;
use yew::prelude::*;

/// Where the page starts.
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The state the page opens with: read from the browser (the URL, its
    /// language, what it kept), or a first visit's for the start page
    /// rendered at build time.
    pub start: Rc<State>,
}

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let state = use_reducer_eq(|| (*props.start).clone());
    let dispatch: Dispatch = state.dispatcher();
    effects::use_page_effects(&state, &dispatch);
    let calls = calls::use_calls(&state, &dispatch);
    let link = &state.link;
    let page = match (link.view, link.play) {
        (View::Explore, _) => Page::Explore,
        (View::Rooms, _) => Page::Rooms,
        (View::Print, _) => Page::Print,
        (View::Solve, true) => Page::Play,
        (View::Solve, false) => Page::Solve,
    };
    let lang = state.prefs.lang;
    html! {
        <>
            <Header {page} theme={state.prefs.theme} {lang} on_page={calls.on_view.clone()}
                on_lang={calls.on_lang.clone()} on_theme={calls.on_theme.clone()} />
            { views::main(&state, &dispatch, &calls) }
            if let Some(slot) = state.ui.picker {
                <Picker
                    {slot}
                    slots={link.slots.clone()}
                    faces={link.faces}
                    {lang}
                    on_pick={calls.on_pick.clone()}
                    on_close={calls.on_close.clone()}
                    on_clear={calls.on_clear_slot.clone()}
                />
            }
        </>
    }
}
