//! The Explore view: a whole deck's figures and charts, which the solving
//! worker computes (`web/deck_runs.rs`) and this view only draws.
//!
//! Promises: each panel shows its run's progress until its figures come,
//! then them, or why they could not be had; the controls report every
//! change as an action at once; a panel's opened hand list is the state's
//! ([`Action::PickBar`]): it belongs to its deck and target, closes when
//! they change, and is still open on the way Back from one of its hands.

mod bar_chart;
mod deck_controls;
mod hand_list;
mod hardness;
mod headline;
mod progress;
mod targets;

use crate::explore::deck::DeckKey;
use crate::explore::pick::Chart;
use crate::state::Action;
use crate::texts::prelude::*;
use crate::web::deck_runs::use_deck_runs;
pub use deck_controls::DeckControls;
use hardness::HardnessPanel;
use headline::HeadlinePanel;
use solver::Rational;
use targets::TargetsPanel;
use yew::prelude::*;

#[derive(Properties, PartialEq, Clone)]
pub struct ExploreProps {
    pub key_: DeckKey,
    pub target: Rational,
    pub target_text: String,
    pub target_invalid: bool,
    pub targets: (i128, i128),
    /// The bars picked: in the solutions-per-hand chart, in the difficulty
    /// chart.
    pub picked: (Option<usize>, Option<usize>),
    pub lang: Lang,
    /// Every change of the deck, and a hand opened in Solve.
    pub on_action: Callback<Action>,
}

#[function_component(ExploreView)]
pub fn explore_view(props: &ExploreProps) -> Html {
    let lang = props.lang;
    let e = &lang.text().explore;
    // The deck's figures: run once Explore is open, and kept going (and
    // kept) while the user is elsewhere.
    let k = props.key_;
    let figures = &use_deck_runs(vec![
        k.headline(props.target),
        k.targets(props.targets),
        k.hardness(props.target),
    ]);
    // A bar's hands belong to one deck and target.
    let shown_for = format!(
        "{}-{} {} {} {} {} {} {}",
        k.values.0,
        k.values.1,
        k.cards,
        k.level,
        k.no_parens,
        k.integers,
        k.faces.code().unwrap_or("13"),
        props.target
    );
    let on_open = props.on_action.reform(Action::OpenHand);
    let pick = |chart| {
        props
            .on_action
            .reform(move |bar| Action::PickBar(chart, bar))
    };
    html! {
        <section class="explore" aria-label={e.explore}>
            <h2>{ e.heading }</h2>
            <DeckControls
                values={props.key_.values}
                cards={props.key_.cards}
                target_text={props.target_text.clone()}
                target_invalid={props.target_invalid}
                level={props.key_.level}
                no_parens={props.key_.no_parens}
                integers={props.key_.integers}
                faces={props.key_.faces}
                targets={props.targets}
                {lang}
                on_action={props.on_action.clone()}
            />
            <div class="explore-results">
                <div class="panel">
                    <HeadlinePanel key={shown_for.clone()} shown={figures.headline.clone()}
                        level={props.key_.level} picked={props.picked.0} {lang}
                        on_pick={pick(Chart::PerHand)} on_open={on_open.clone()} />
                </div>
                <div class="panel">
                    <TargetsPanel shown={figures.targets.clone()} target={props.target} {lang}
                        on_target={props.on_action.reform(Action::SetTarget)} />
                </div>
                <div class="panel hardness">
                    <HardnessPanel key={shown_for} shown={figures.hardness.clone()}
                        picked={props.picked.1} {lang} on_pick={pick(Chart::Difficulty)} {on_open} />
                </div>
            </div>
        </section>
    }
}
