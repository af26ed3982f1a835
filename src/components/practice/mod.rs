//! Practice's view: the panel (`#practice`) with the player's level and
//! time limit; on the felt, the clock against the limit, the dealt hand on
//! Play's table (its `[data-play-card]` cards), the outcome, Give up and
//! Next, and the answer field; once the hand is over, its solutions (the
//! component's children);
//! then the progress (`progress.rs`, with its chart in `chart.rs`) and the
//! player's data (`data.rs`: export, import, wipe). `entry.rs` is the
//! buttons that open Practice and the worksheet from Play and Solve.
//!
//! Promises: a hand's cards are shown only once it is dealt (until then,
//! `#practice-dealing` says so); the outcome is in `#result`, live for
//! screen readers; once a hand is written into the journal its estimate is
//! shown (`#practice-estimate`); nothing here solves a hand. The view
//! keeps the journal (`web/practice_store.rs`: read when Practice is first
//! drawn, stored as it changes), asks for the next hand as soon as one is
//! due, and follows the hand with Play's effects (the clock's start, focus,
//! sound), all in its own file rather than the page's first download.

mod chart;
mod clock;
mod data;
mod entry;
mod progress;

pub use entry::view as entries;

use super::play::{attempt_form, moves, play_view, use_play_effects};
use crate::play::{Move, Play};
use crate::practice::{History, AIM};
use crate::state::{Action, Dispatch, Practice, PracticeAction};
use crate::texts::prelude::*;
use crate::web::clock::now_ms;
use crate::web::practice_store::use_practice_store;
use clock::Clock;
use data::Data;
use solver::difficulty::{Difficulty, Grade};
use solver::Rational;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The time limits offered, in seconds.
const LIMITS: [u16; 8] = [20, 30, 45, 60, 90, 120, 180, 300];

#[derive(Properties, PartialEq, Clone)]
pub struct PracticeProps {
    pub practice: Practice,
    pub play: Play,
    /// The solving worker could not start: nothing is dealt.
    pub unavailable: bool,
    /// The hand's difficulty as the solutions' heading gives it, once
    /// solved: what the estimate shows, so that the two never disagree.
    pub rating: Option<Difficulty>,
    pub lang: Lang,
    /// Whether the hand is complete on screen: its clock starts.
    pub complete: bool,
    /// Whether Practice needs its next hand: it is asked for at once.
    pub due: bool,
    /// The sound switch: a check's outcome has its sound.
    pub sound: bool,
    pub on_action: Callback<Action>,
    pub dispatch: Dispatch,
    /// The hand's solutions, once it is over: under the outcome.
    #[prop_or_default]
    pub children: Html,
}

#[function_component(PracticeView)]
pub fn practice_view(props: &PracticeProps) -> Html {
    let lang = props.lang;
    let t = lang.practice_text();
    let p = lang.play_text();
    let practice = &props.practice;
    let journal = &practice.journal;
    let play = &props.play;
    let text = use_state(String::new);
    // The journal is read before the first hand is asked for.
    use_practice_store(practice, props.dispatch.clone());
    {
        let dispatch = props.dispatch.clone();
        use_effect_with(props.due, move |&due| {
            if due {
                dispatch.dispatch(Action::Practice(PracticeAction::Next(now_ms())));
            }
        });
    }
    use_play_effects(play, props.complete, props.sound, &props.dispatch);
    let on_move = moves(&props.dispatch);
    {
        // Another hand: the field starts empty.
        let text = text.clone();
        let hand: Vec<_> = play.table.start().iter().map(|c| c.card).collect();
        use_effect_with(hand, move |_| text.set(String::new()));
    }
    let history = History::of(journal);
    let level = history.rating().reach(f64::from(journal.limit), AIM);
    let level_line = (t.level)(
        level.round().max(1.0) as u64,
        lang.grade_name(Grade::of_seconds(level)),
    );
    let on_next = props
        .on_action
        .reform(|_: MouseEvent| Action::Practice(PracticeAction::Next(now_ms())));
    let on_give_up = on_move.reform(|_: MouseEvent| Move::Reveal);
    let on_limit = props.on_action.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Action::Practice(PracticeAction::SetLimit(value.parse().unwrap_or(60)))
    });
    let on_time_up = props
        .on_action
        .reform(|now: u64| Action::Practice(PracticeAction::TimeUp(now)));
    let limits = LIMITS
        .iter()
        .chain(Some(&journal.limit).filter(|l| !LIMITS.contains(l)));
    let limit_select = html! {
        <select id="practice-limit" onchange={on_limit}>
            { for limits.map(|&l| html! {
                <option value={l.to_string()} selected={l == journal.limit}>
                    { (t.seconds)(&l.to_string()) }
                </option>
            }) }
        </select>
    };
    let current = practice.current.as_ref();
    let recorded = current.is_some_and(|c| c.recorded);
    let dealt = current.is_some() && !play.table.places.is_empty();
    let target = Rational::from_integer(24);
    let said = play.outcome.as_ref().map(|o| lang.outcome(o, &target));
    let late = recorded && play.solved.is_none() && !play.revealed;
    // The journal keeps the estimate in tenths of a second, which can
    // cross a level's cut point; the hand's own rating does not.
    let estimate = current.filter(|c| c.recorded).map(|c| {
        let seconds = f64::from(c.estimate) / 10.0;
        lang.rating(&props.rating.unwrap_or(Difficulty {
            seconds,
            grade: Grade::of_seconds(seconds),
        }))
    });

    html! {
        <>
            <section id="practice" class="practice" aria-labelledby="practice-heading">
                <div class="practice-head">
                    <h2 id="practice-heading">{ t.practice }</h2>
                    // Said until a first hand is played: after that, it is
                    // a phone's screen height that the hand needs more.
                    if journal.entries.is_empty() {
                        <p class="intro">{ t.intro }</p>
                    }
                    <p id="practice-level" class="player-level">
                        { level_line }{ " · " }{ (t.played)(journal.entries.len()) }
                    </p>
                    <label class="field">
                        <span>{ t.limit }</span>
                        { crate::components::select::following(limit_select, &journal.limit.to_string()) }
                    </label>
                </div>
                // The clock, the cards, the outcome, Give up and Next, and
                // the answer field on the felt, as Play keeps them: a phone
                // shows all of it above the fold, the solutions after.
                <div class="felt play-felt practice-felt">
                    if dealt {
                        <Clock started={play.started} stopped={play.stopped} limit={journal.limit}
                            recorded={recorded} {lang} {on_time_up} />
                        if current.is_some_and(|c| c.review) {
                            <p id="practice-review" class="review">{ t.review }</p>
                        }
                        { play_view(play, &target, lang, &on_move) }
                    } else if props.unavailable {
                        <p class="dealing" role="status">{ lang.text().solver_unavailable }</p>
                    } else {
                        <p id="practice-dealing" class="dealing" role="status">{ t.dealing }</p>
                    }
                    <div class="feedback">
                        <div id="result" class="result" aria-live="polite" role="status"
                            data-outcome={play.outcome.as_ref().map(|o| o.kind())}>
                            if let Some(said) = said {
                                <p class="said">{ said }</p>
                            }
                            if let Some(tenths) = play.solved {
                                <p class="solved">{ (p.solved_in)(&lang.tenths(tenths)) }</p>
                            }
                            if late {
                                <p class="missed">{ if play.started.is_some() && play.stopped.is_none() { t.time_up } else { t.missed } }</p>
                            }
                            if let Some(estimate) = estimate {
                                <p id="practice-estimate" class="estimate">{ estimate }</p>
                            }
                        </div>
                    </div>
                    <div class="play-tools">
                        if dealt {
                            <button type="button" id="practice-give-up"
                                disabled={play.shows_solutions()} onclick={on_give_up}>
                                { t.give_up }
                            </button>
                        }
                        <button type="button" id="practice-next" class="primary" onclick={on_next}>
                            { t.next }
                        </button>
                    </div>
                    if dealt {
                        { attempt_form(lang, &text, &on_move) }
                    }
                </div>
                { props.children.clone() }
                <p class="help">{ p.keys_help }</p>
            </section>
            { progress::view(journal, &history, lang) }
            <Data journal={journal.clone()} import={practice.import.clone()} {lang}
                on_action={props.on_action.clone()} />
        </>
    }
}
