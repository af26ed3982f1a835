//! The page: owns the one [`State`], derives the answer from it, and lays out
//! the parts.
//!
//! Promises: the state is read from the URL once at start (and again on
//! Back/Forward, see [`url_sync`]); the answer is recomputed only when the hand,
//! the target or the parentheses option changes; `<html lang>` follows the
//! language switch.

use super::answer::{Answer, Shared};
use super::controls::{DealBar, LangSwitch, Options};
use super::i18n::Lang;
use super::keyboard::use_hand_keys;
use super::picker::Picker;
use super::state::{Action, State};
use super::table::Table;
use super::url_sync::{read_location, use_url_sync};
use std::rc::Rc;
use yew::prelude::*;

/// What children get to change the state with. Stable across renders, so it
/// never makes a child re-render by itself.
pub type Dispatch = UseReducerDispatcher<State>;

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(self.apply(action))
    }
}

/// The browser's preferred language, read once.
fn browser_lang() -> Lang {
    let tag = web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default();
    Lang::from_tag(&tag)
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer_eq(|| State::new(read_location(), browser_lang()));
    let dispatch: Dispatch = state.dispatcher();
    use_url_sync(&state);
    use_hand_keys(dispatch.clone(), state.picker.is_some());

    let lang = state.lang;
    use_effect_with(lang, |lang| {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", lang.tag());
        }
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            doc.set_title(lang.text().page_title);
        }
    });

    // Suits, the level and everything else leave the key alone, so they cost
    // no solving.
    let answer = use_memo(state.solve_key(), |key| key.solve());
    let rating = use_memo(state.solve_key(), |key| key.rating());

    let t = lang.text();
    let messages: Vec<String> = state
        .notice
        .iter()
        .map(|n| lang.notice(n))
        .chain(
            state
                .target_error()
                .map(|e| lang.target_problem(&e, &state.target)),
        )
        .collect();
    let dismiss = {
        let dispatch = dispatch.clone();
        Callback::from(move |_| dispatch.dispatch(Action::Dismiss))
    };

    html! {
        <>
            <header class="top">
                <div class="brand">
                    <h1>{ t.title }</h1>
                    <p class="tagline">{ t.tagline }</p>
                </div>
                <LangSwitch {lang} dispatch={dispatch.clone()} />
            </header>
            <main>
                <section class="felt" aria-label={t.hand}>
                    <Table
                        slots={state.slots.clone()}
                        picker={state.picker}
                        {lang}
                        dispatch={dispatch.clone()}
                    />
                    <DealBar
                        size={state.size()}
                        target={state.target}
                        no_parens={state.no_parens}
                        only_solvable={state.only_solvable}
                        difficulty={state.difficulty}
                        has_cards={state.missing() < state.size()}
                        {lang}
                        dispatch={dispatch.clone()}
                    />
                </section>
                <Options
                    query={state.query()}
                    size={state.size()}
                    target_text={state.target_text.clone()}
                    target_invalid={state.target_error().is_some()}
                    no_parens={state.no_parens}
                    {lang}
                    dispatch={dispatch.clone()}
                />
                <div class={classes!("message", state.notice.is_some().then_some("dismissable"))}
                    hidden={messages.is_empty()}>
                    <div id="message" role="alert" hidden={messages.is_empty()}>
                        { for messages.iter().map(|m| html! { <p>{ m.clone() }</p> }) }
                    </div>
                    if state.notice.is_some() {
                        <button type="button" class="dismiss" aria-label={t.dismiss} onclick={dismiss}>
                            { "×" }
                        </button>
                    }
                </div>
                <Answer
                    answer={Shared(answer)}
                    rating={*rating}
                    level={state.level}
                    target={state.target}
                    size={state.size()}
                    missing={state.missing()}
                    {lang}
                    dispatch={dispatch.clone()}
                />
                <p class="help">{ t.keys_help }</p>
            </main>
            if let Some(slot) = state.picker {
                <Picker
                    {slot}
                    slots={state.slots.clone()}
                    {lang}
                    dispatch={dispatch.clone()}
                />
            }
        </>
    }
}
