//! The controls: Deal (with "only solvable hands" and a difficulty) and Clear on the felt; hand
//! size, target, no-parentheses and Copy link in the options panel; and the
//! language switch.
//!
//! Promises: every change is dispatched at once (the answer follows without a
//! click); Deal draws from the browser's secure random source and, with "only
//! solvable hands", re-deals within a bounded number of attempts and time,
//! saying so when it gives up; at a chosen difficulty it deals only a hand of
//! that level, within the same bounds, and otherwise says so and deals
//! nothing; Copy link reports success or a clear failure.

use super::app::Dispatch;
use super::difficulty_choice::DifficultyChoice;
use super::i18n::Lang;
use super::state::{grade, solvable, Action, Notice};
use super::url_sync::address;
use cards::{deal, deal_until, Judgement, MAX_SIZE, MIN_SIZE};
use solver::difficulty::Grade;
use solver::Rational;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Deals tried by "only solvable hands" before giving up.
const MAX_ATTEMPTS: usize = 2000;
/// ...and the time it may take, since a big hand with an unreachable target
/// costs a full search per attempt.
const BUDGET_MS: f64 = 1500.0;

/// Fills `buf` from the browser's cryptographic source. Should it ever fail,
/// the zeros left behind still deal a valid (if predictable) hand.
fn random(buf: &mut [u8]) {
    let _ = getrandom::fill(buf);
}

/// Deals a hand of `level` within the bounds, or says there is none.
fn deal_at(level: Grade, size: usize, target: Rational, no_parens: bool) -> Action {
    let start = js_sys::Date::now();
    let dealt = deal_until(size, MAX_ATTEMPTS, &mut random, |cards| {
        if grade(cards, target) == Some(level) && (!no_parens || solvable(cards, target, true)) {
            Judgement::Keep
        } else if js_sys::Date::now() - start > BUDGET_MS {
            Judgement::GiveUp
        } else {
            Judgement::Reject
        }
    });
    if dealt.kept {
        Action::Dealt {
            cards: dealt.cards,
            gave_up_after: None,
        }
    } else {
        Action::Notify(Notice::NoHandAtLevel {
            grade: level,
            size,
            target,
            attempts: dealt.attempts,
        })
    }
}

fn deal_action(
    size: usize,
    target: Rational,
    no_parens: bool,
    only_solvable: bool,
    difficulty: Option<Grade>,
) -> Action {
    if let Some(level) = difficulty {
        return deal_at(level, size, target, no_parens);
    }
    if !only_solvable {
        return Action::Dealt {
            cards: deal(size, &mut random),
            gave_up_after: None,
        };
    }
    let start = js_sys::Date::now();
    let dealt = deal_until(size, MAX_ATTEMPTS, &mut random, |cards| {
        if solvable(cards, target, no_parens) {
            Judgement::Keep
        } else if js_sys::Date::now() - start > BUDGET_MS {
            Judgement::GiveUp
        } else {
            Judgement::Reject
        }
    });
    Action::Dealt {
        gave_up_after: (!dealt.kept).then_some(dealt.attempts),
        cards: dealt.cards,
    }
}

/// Copies the link for `query`: made from the state, not read from the
/// address bar, whose update may still be on its way.
fn copy_link(query: &str, dispatch: Dispatch) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let href = address(query);
    // `navigator.clipboard` is missing outside secure contexts; calling into
    // it there would throw, so look before touching it.
    let clipboard = js_sys::Reflect::get(&window.navigator(), &"clipboard".into())
        .ok()
        .filter(|c| !c.is_undefined() && !c.is_null())
        .map(|c| c.unchecked_into::<web_sys::Clipboard>());
    let Some(clipboard) = clipboard else {
        dispatch.dispatch(Action::Notify(Notice::CopyFailed(href)));
        return;
    };
    let promise = clipboard.write_text(&href);
    wasm_bindgen_futures::spawn_local(async move {
        let notice = match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => Notice::Copied,
            Err(_) => Notice::CopyFailed(href),
        };
        dispatch.dispatch(Action::Notify(notice));
    });
}

#[derive(Properties, PartialEq)]
pub struct DealBarProps {
    pub size: usize,
    pub target: Rational,
    pub no_parens: bool,
    pub only_solvable: bool,
    pub difficulty: Option<Grade>,
    pub has_cards: bool,
    pub lang: Lang,
    pub dispatch: Dispatch,
}

/// On the felt, under the hand: Deal, "only solvable hands", the difficulty
/// and Clear.
#[function_component(DealBar)]
pub fn deal_bar(props: &DealBarProps) -> Html {
    let t = props.lang.text();
    let on_deal = {
        let d = props.dispatch.clone();
        let (size, target, no_parens, only, level) = (
            props.size,
            props.target,
            props.no_parens,
            props.only_solvable,
            props.difficulty,
        );
        Callback::from(move |_: MouseEvent| {
            d.dispatch(deal_action(size, target, no_parens, only, level))
        })
    };
    let on_only = {
        let d = props.dispatch.clone();
        Callback::from(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            d.dispatch(Action::SetOnlySolvable(on));
        })
    };
    let on_clear = {
        let d = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::ClearHand))
    };
    html! {
        <div class="deal-bar">
            <button type="button" id="deal" class="primary" onclick={on_deal}>{ t.deal }</button>
            <label class="check">
                <input type="checkbox" id="only-solvable" checked={props.only_solvable}
                    onchange={on_only} />
                <span>{ t.only_solvable }</span>
            </label>
            <DifficultyChoice difficulty={props.difficulty} lang={props.lang}
                dispatch={props.dispatch.clone()} />
            <button type="button" id="clear" disabled={!props.has_cards} onclick={on_clear}>
                { t.clear }
            </button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct OptionsProps {
    /// The link's query, for Copy link.
    pub query: String,
    pub size: usize,
    pub target_text: String,
    pub target_invalid: bool,
    pub no_parens: bool,
    pub lang: Lang,
    pub dispatch: Dispatch,
}

/// The options panel: hand size, target, no parentheses, Copy link.
#[function_component(Options)]
pub fn options(props: &OptionsProps) -> Html {
    let t = props.lang.text();
    let d = &props.dispatch;
    let on_size = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            if let Ok(n) = e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .parse()
            {
                d.dispatch(Action::SetSize(n));
            }
        })
    };
    let on_target = {
        let d = d.clone();
        Callback::from(move |e: InputEvent| {
            d.dispatch(Action::SetTarget(
                e.target_unchecked_into::<HtmlInputElement>().value(),
            ));
        })
    };
    let on_parens = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            d.dispatch(Action::SetNoParens(
                e.target_unchecked_into::<HtmlInputElement>().checked(),
            ));
        })
    };
    let on_copy = {
        let d = d.clone();
        let query = props.query.clone();
        Callback::from(move |_: MouseEvent| copy_link(&query, d.clone()))
    };

    html! {
        <section class="controls" aria-label={t.controls}>
            <label class="field">
                <span>{ t.size }</span>
                <select id="size" ~value={props.size.to_string()} onchange={on_size}>
                    { for (MIN_SIZE..=MAX_SIZE).map(|n| html! {
                        <option value={n.to_string()} selected={n == props.size}>{ n }</option>
                    }) }
                </select>
            </label>
            <label class="field">
                <span>{ t.target }</span>
                <input type="text" id="target" value={props.target_text.clone()}
                    oninput={on_target} autocomplete="off" spellcheck="false"
                    autocapitalize="off" enterkeyhint="done"
                    aria-invalid={if props.target_invalid { "true" } else { "false" }}
                    aria-errormessage="message" />
            </label>
            <label class="check">
                <input type="checkbox" id="no-parens" checked={props.no_parens}
                    onchange={on_parens} />
                <span>{ t.no_parens }</span>
            </label>
            <button type="button" id="copy" onclick={on_copy}>{ t.copy }</button>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct LangSwitchProps {
    pub lang: Lang,
    pub dispatch: Dispatch,
}

/// `#lang`: shows the other language, in that language, and switches to it.
#[function_component(LangSwitch)]
pub fn lang_switch(props: &LangSwitchProps) -> Html {
    let other = props.lang.other();
    let onclick = {
        let d = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::SetLang(other)))
    };
    let t = props.lang.text();
    html! {
        <button type="button" id="lang" class="lang" lang={other.tag()}
            aria-label={t.lang_switch_label} {onclick}>
            { t.lang_switch }
        </button>
    }
}
