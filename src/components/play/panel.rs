//! The play panel under the table: status, the answer field, the outcome,
//! the tally of solutions found, the tools, hints and the bests.
//!
//! Promises: `#result` is always in the page (so that screen readers hear
//! each new outcome, `aria-live`) and carries `data-outcome` =
//! `correct|wrong|invalid` once something was checked; `#found` tallies the
//! distinct solutions found ("2 of 3 found") after the first; no solution
//! text is shown here.

use super::attempt::Attempt;
use super::bests::BestsView;
use super::hints::HintList;
use super::status::{Status, StatusProps};
use super::tools::Tools;
use crate::i18n::Lang;
use crate::play::bests::Bests;
use crate::play::daily::Date;
use crate::play::{Move, Play};
use crate::state::Session;
use cards::seconds_text;
use solver::{Level, Rational};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayPanelProps {
    pub play: Play,
    /// Whether the hand is complete; until it is, only Next, Daily and the
    /// bests are offered.
    pub complete: bool,
    pub numbers: Vec<Rational>,
    pub target: Rational,
    pub level: Level,
    pub challenge: Option<u32>,
    pub session: Session,
    pub bests: Bests,
    pub today: Date,
    pub lang: Lang,
    pub on_move: Callback<Move>,
    pub on_next: Callback<()>,
    pub on_daily: Callback<()>,
    pub on_challenge: Callback<()>,
    pub on_reset_bests: Callback<()>,
}

#[function_component(PlayPanel)]
pub fn play_panel(props: &PlayPanelProps) -> Html {
    let lang = props.lang;
    let p = lang.play_text();
    let play = &props.play;
    let outcome = play.outcome.as_ref();
    let said = outcome.map(|o| lang.outcome(o, &props.target));
    let solved_line = play.solved.map(|t| (p.solved_in)(&seconds_text(t)));
    let tools = html! {
        <Tools hints={play.hints} shown={play.shows_solutions()}
            solved={play.solved.is_some()} complete={props.complete} {lang}
            on_move={props.on_move.clone()} on_next={props.on_next.clone()}
            on_daily={props.on_daily.clone()} on_challenge={props.on_challenge.clone()} />
    };
    let bests = html! {
        <BestsView bests={props.bests.clone()} today={props.today} {lang}
            on_reset={props.on_reset_bests.clone()} />
    };
    if !props.complete {
        return html! {
            <section class="play" aria-label={p.play}>
                { tools }
                { bests }
            </section>
        };
    }
    html! {
        <section class="play" aria-label={p.play}>
            <Status ..StatusProps::of(play, props.challenge, props.session, lang) />
            <Attempt {lang} on_move={props.on_move.clone()} />
            <div id="result" class="result" aria-live="polite" role="status"
                data-outcome={outcome.map(|o| o.kind())}>
                if let Some(said) = said {
                    <p class="said">{ said }</p>
                }
                if let Some(line) = solved_line {
                    <p class="solved">{ line }</p>
                }
                if play.all_found() {
                    <p class="all-found">{ p.all_found }</p>
                }
            </div>
            if let Some(of) = play.of.filter(|&of| of > 0) {
                <p id="found" class="found">{ (p.tally)(play.found.len(), of) }</p>
            }
            { tools }
            <HintList numbers={props.numbers.clone()} target={props.target} level={props.level}
                shown={play.hints} {lang} />
            <p class="help">{ p.keys_help }</p>
            { bests }
        </section>
    }
}
