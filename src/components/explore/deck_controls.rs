//! Explore's controls: the deck's values (lowest and highest), cards per
//! hand, the target, the level, no parentheses, the house rules, and the
//! targets chart's range. Every change is reported at once, as its action; the figures
//! follow.

use crate::components::fields::{self, Target};
use crate::components::levels_help;
use crate::components::rules;
use crate::explore::deck::MAX_CARDS;
use crate::link::VALUES;
use crate::state::Action;
use crate::texts::prelude::*;
use cards::{rank_label, Faces};
use solver::Level;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DeckControlsProps {
    pub values: (u8, u8),
    pub cards: usize,
    pub target_text: String,
    pub target_invalid: bool,
    pub level: Level,
    pub no_parens: bool,
    pub integers: bool,
    pub faces: Faces,
    pub targets: (i128, i128),
    pub lang: Lang,
    /// Every change, as the action it is.
    pub on_action: Callback<Action>,
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

fn input_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlInputElement>().value()
}

#[function_component(DeckControls)]
pub fn deck_controls(props: &DeckControlsProps) -> Html {
    let lang = props.lang;
    let t = lang.text();
    let e = &t.explore;
    let (low, high) = props.values;
    // A deck without face cards stops at 10.
    let top = if props.faces == Faces::Without {
        10
    } else {
        VALUES.1
    };
    let value_select = |id: &'static str, label: &'static str, current: u8, lowest: bool| {
        let on_action = props.on_action.clone();
        let onchange = Callback::from(move |ev: Event| {
            if let Ok(v) = select_value(&ev).parse::<u8>() {
                on_action.emit(if lowest {
                    Action::SetValues(v, high.max(v))
                } else {
                    Action::SetValues(low.min(v), v)
                });
            }
        });
        html! {
            <label class="field">
                <span>{ label }</span>
                <select {id} {onchange}>
                    { for (VALUES.0..=top).map(|v| html! {
                        <option value={v.to_string()} selected={v == current.min(top)}>{ rank_label(v) }</option>
                    }) }
                </select>
            </label>
        }
    };
    let on_level = props
        .on_action
        .reform(|ev: Event| Action::SetLevel(select_value(&ev).parse().unwrap_or(Level::Distinct)));
    let on_parens = props.on_action.reform(|ev: Event| {
        Action::SetNoParens(ev.target_unchecked_into::<HtmlInputElement>().checked())
    });
    let range = |first: bool| {
        let (a, b) = props.targets;
        let on_action = props.on_action.clone();
        Callback::from(move |ev: Event| {
            if let Ok(v) = input_value(&ev).trim().parse::<i128>() {
                on_action.emit(if first {
                    Action::SetTargetRange(v, b)
                } else {
                    Action::SetTargetRange(a, v)
                });
            }
        })
    };

    html! {
        <section class="controls deck-controls" aria-label={e.deck}>
            { value_select("min", e.lowest, low, true) }
            { value_select("max", e.highest, high, false) }
            { fields::size(e.cards, props.cards, MAX_CARDS, &props.on_action.reform(Action::SetSize)) }
            { fields::target(Target {
                label: t.target,
                text: &props.target_text,
                invalid: props.target_invalid,
                error_id: None,
                on_target: &props.on_action.reform(Action::SetTarget),
            }) }
            <span class="levels-choice">
                <label class="field">
                    <span>{ t.levels }</span>
                    <select id="level" onchange={on_level}>
                        <option value="distinct" selected={props.level == Level::Distinct}>{ t.distinct }</option>
                        <option value="strict" selected={props.level == Level::Strict}>{ t.strict }</option>
                    </select>
                </label>
                { levels_help::view(props.lang, "deck-levels-help") }
            </span>
            <label class="check">
                <input type="checkbox" id="no-parens" checked={props.no_parens} onchange={on_parens} />
                <span>{ t.no_parens }</span>
            </label>
            { rules::view(props.integers, props.faces, lang, &props.on_action) }
            <label class="field narrow">
                <span>{ e.first_target }</span>
                <input type="number" id="first-target" value={props.targets.0.to_string()}
                    onchange={range(true)} />
            </label>
            <label class="field narrow">
                <span>{ e.last_target }</span>
                <input type="number" id="last-target" value={props.targets.1.to_string()}
                    onchange={range(false)} />
            </label>
        </section>
    }
}
