//! The page's main part, as the state's view asks: Rooms, the worksheet,
//! Practice, Explore, a hand in play, or Solve. Render functions over the
//! state and the page's callbacks.
//!
//! Promises: in Solve the felt holds the hand and Deal; while a hand is
//! played, the play view holds the felt and Deal's options move under it.
//! The play view and the answer are one child each, there or empty, so that
//! neither is drawn afresh when the other comes or goes (Yew matches
//! unkeyed children from the end): the play view keeps its field, and its
//! effects know what is news.

use super::calls::Calls;
use crate::components::answer::Answer;
use crate::components::deal_bar::DealBar;
use crate::components::explore::ExploreProps;
use crate::components::later::Later;
use crate::components::on_demand::{self, OnDemand};
use crate::components::options::Options;
use crate::components::play::PlayPanelProps;
use crate::components::practice::{entries, PracticeProps};
use crate::components::rooms::RoomsViewProps;
use crate::components::table::Table;
use crate::components::worksheet::WorksheetProps;
use crate::explore::pick::Chart;
use crate::link::View;
use crate::notice::Notice;
use crate::state::{Dispatch, State};
use crate::texts::prelude::*;
use crate::web::clock::today;
use yew::prelude::*;

/// The main part of the page for the state's view.
pub fn main(state: &State, dispatch: &Dispatch, calls: &Calls) -> Html {
    let link = &state.link;
    let playing = link.play && link.view == View::Solve;
    if link.view == View::Rooms {
        rooms(state, calls)
    } else if link.view == View::Print {
        worksheet(state, calls)
    } else if link.practice && link.view == View::Solve {
        practice(state, dispatch, calls)
    } else if link.view == View::Explore {
        explore(state, calls)
    } else if playing && complete(state) {
        play(state, dispatch, calls)
    } else {
        solve(state, dispatch, calls)
    }
}

/// Whether the hand is complete, and playable when played: Play takes hands
/// of up to six cards; a bigger hand stays in the picker.
fn complete(state: &State) -> bool {
    let playing = state.link.play && state.link.view == View::Solve;
    state.missing() == 0 && (!playing || state.playable())
}

fn rooms(state: &State, calls: &Calls) -> Html {
    let lang = state.prefs.lang;
    html! {
        <OnDemand<RoomsViewProps> part={on_demand::ROOMS} {lang} main=true
            view={yew::props!(RoomsViewProps {
                rooms: state.rooms.clone(),
                link_room: state.link.room,
                screen: state.link.screen,
                lang,
                notice: state.ui.notice.as_ref().map(|n| lang.notice(n)),
                on_action: calls.on_action.clone(),
                homework: state.homework.clone(),
                link_assign: state.link.assign,
                teacher: state.link.teacher.clone(),
                faces: state.link.faces,
                integers: state.link.integers,
            })} />
    }
}

fn worksheet(state: &State, calls: &Calls) -> Html {
    let (link, lang) = (&state.link, state.prefs.lang);
    html! {
        <main>
            { messages(state, calls) }
            <OnDemand<WorksheetProps> part={on_demand::WORKSHEET} {lang}
                view={yew::props!(WorksheetProps {
                    sheet: state.sheet(),
                    hands: state.sheet_hands().map(<[_]>::to_vec),
                    size: state.size(),
                    count: link.count,
                    target_text: state.ui.target_text.clone(),
                    target_invalid: state.target_error().is_some(),
                    difficulty: link.difficulty,
                    no_parens: link.no_parens,
                    integers: link.integers,
                    faces: link.faces,
                    answer_key: link.key,
                    query: state.students_query(),
                    lang,
                    on_size: calls.on_size.clone(),
                    on_target: calls.on_target.clone(),
                    on_difficulty: calls.on_difficulty.clone(),
                    on_no_parens: calls.on_no_parens.clone(),
                    on_action: calls.on_action.clone(),
                })} />
        </main>
    }
}

fn practice(state: &State, dispatch: &Dispatch, calls: &Calls) -> Html {
    let lang = state.prefs.lang;
    let complete = complete(state);
    // Practice shows the solutions only once its hand is over, and the
    // hand's level beside the player's time (`#practice-estimate`).
    let answer = (state.shows_solutions() && complete).then(|| answer(state, calls, false));
    html! {
        <main>
            { messages(state, calls) }
            <OnDemand<PracticeProps> part={on_demand::PRACTICE} {lang}
                view={yew::props!(PracticeProps {
                    practice: state.practice.clone(),
                    play: state.game.play.clone(),
                    unavailable: state.remote.unavailable,
                    rating: state.remote.rating(),
                    lang,
                    complete,
                    due: state.practice_due(),
                    sound: state.prefs.sound,
                    on_action: calls.on_action.clone(),
                    dispatch: dispatch.clone(),
                    children: answer.unwrap_or_default(),
                })} />
        </main>
    }
}

fn explore(state: &State, calls: &Calls) -> Html {
    let (link, lang) = (&state.link, state.prefs.lang);
    html! {
        <main>
            { messages(state, calls) }
            <OnDemand<ExploreProps> part={on_demand::EXPLORE} {lang}
                view={yew::props!(ExploreProps {
                    key_: state.deck_key(),
                    target: link.target,
                    target_text: state.ui.target_text.clone(),
                    target_invalid: state.target_error().is_some(),
                    targets: link.targets,
                    picked: (state.picked_bar(Chart::PerHand),
                        state.picked_bar(Chart::Difficulty)),
                    lang,
                    on_action: calls.on_action.clone(),
                })} />
        </main>
    }
}

/// A complete hand in play: the felt is the play view's, what a player
/// needs in sight, and Deal's options move under it.
fn play(state: &State, dispatch: &Dispatch, calls: &Calls) -> Html {
    let lang = state.prefs.lang;
    html! {
        <main>
            { messages(state, calls) }
            { play_panel(state, dispatch, calls).unwrap_or_default() }
            { solutions(state, calls).unwrap_or_default() }
            <div class="controls play-options">
                { deal_bar(state, calls, true) }
                { entries(lang, true, &calls.on_action) }
            </div>
            { options(state, calls) }
        </main>
    }
}

/// Solve (or Play before its hand is complete): the felt with the hand and
/// Deal, the options, then the answer.
fn solve(state: &State, dispatch: &Dispatch, calls: &Calls) -> Html {
    let (link, lang) = (&state.link, state.prefs.lang);
    let t = lang.text();
    let playing = link.play && link.view == View::Solve;
    html! {
        <main>
            <Later><section class="felt" aria-label={t.hand}>
                <Table
                    slots={link.slots.clone()}
                    picker={state.ui.picker}
                    {lang}
                    on_open={calls.on_open.clone()}
                />
                // One row of actions: Deal's and the ways in.
                <div class="felt-actions">
                    { deal_bar(state, calls, false) }
                    { entries(lang, playing, &calls.on_action) }
                </div>
            </section></Later>
            <Later>{ options(state, calls) }</Later>
            { messages(state, calls) }
            if playing && !state.playable() {
                <p id="play-limit" class="play-limit" role="status">{ t.play_too_many }</p>
            }
            { play_panel(state, dispatch, calls).unwrap_or_default() }
            { solutions(state, calls).unwrap_or_default() }
            <p class="help">{ t.keys_help }</p>
        </main>
    }
}

/// The play view, while a playable hand is played.
fn play_panel(state: &State, dispatch: &Dispatch, calls: &Calls) -> Option<Html> {
    let (link, lang) = (&state.link, state.prefs.lang);
    let playing = link.play && link.view == View::Solve;
    let remote = &state.remote;
    (playing && state.playable()).then(|| {
        html! {
            <OnDemand<PlayPanelProps> part={on_demand::PLAY} {lang} view={yew::props!(PlayPanelProps {
                play: state.game.play.clone(),
                complete: complete(state),
                hints: remote.hints.as_ref().filter(|(l, _)| *l == link.level)
                    .map(|(_, h)| h.clone()),
                unavailable: remote.unavailable,
                target: link.target,
                challenge: link.challenge,
                result: state.challenge_result(),
                session: state.game.session,
                bests: state.prefs.bests.clone(),
                today: today(),
                sound: state.prefs.sound,
                lang,
                world: state.world.clone(),
                challenge_query: state.challenge_query(),
                on_next: calls.on_deal.clone(),
                dispatch: dispatch.clone(),
            })} />
        }
    })
}

/// The answer, when it is shown: always in Solve; in Play only once the
/// hand is over, or while it is incomplete.
fn solutions(state: &State, calls: &Calls) -> Option<Html> {
    let playing = state.link.play && state.link.view == View::Solve;
    ((state.shows_solutions() || !complete(state)) && (!playing || state.playable()))
        .then(|| answer(state, calls, true))
}

fn answer(state: &State, calls: &Calls, rated: bool) -> Html {
    let link = &state.link;
    html! {
        <Later><Answer
            remote={state.remote.clone()}
            level={link.level}
            page={state.ui.page}
            target={link.target}
            size={state.size()}
            missing={state.missing()}
            lang={state.prefs.lang}
            on_level={calls.on_level.clone()}
            on_page={calls.on_page.clone()}
            {rated}
        /></Later>
    }
}

/// Deal's bar; `plain` under the play view.
fn deal_bar(state: &State, calls: &Calls, plain: bool) -> Html {
    let (link, lang) = (&state.link, state.prefs.lang);
    let playing = link.play && link.view == View::Solve;
    html! {
        <DealBar
            only_solvable={state.only_solvable()}
            difficulty={link.difficulty}
            has_cards={state.missing() < state.size()}
            label={if playing { lang.play_text().deal_hand } else { lang.text().deal }}
            {plain}
            {lang}
            on_deal={calls.on_deal.clone()}
            on_only_solvable={calls.on_only_solvable.clone()}
            on_difficulty={calls.on_difficulty.clone()}
            on_clear={calls.on_clear_hand.clone()}
        />
    }
}

fn options(state: &State, calls: &Calls) -> Html {
    let link = &state.link;
    html! {
        <Options
            size={state.size()}
            target_text={state.ui.target_text.clone()}
            target_invalid={state.target_error().is_some()}
            no_parens={link.no_parens}
            integers={link.integers}
            faces={link.faces}
            playing={link.play}
            lang={state.prefs.lang}
            on_size={calls.on_size.clone()}
            on_target={calls.on_target.clone()}
            on_no_parens={calls.on_no_parens.clone()}
            on_copy={calls.on_copy.clone()}
            on_action={calls.on_action.clone()}
        />
    }
}

/// The messages: the notice, and what is wrong with the target field.
fn messages(state: &State, calls: &Calls) -> Html {
    let lang = state.prefs.lang;
    let t = lang.text();
    let said: Vec<String> = state
        .ui
        .notice
        .iter()
        .map(|n: &Notice| lang.notice(n))
        .chain(
            state
                .target_error()
                .map(|e| lang.target_problem(&e, &state.link.target)),
        )
        .collect();
    // A confirmation alone is no warning: it is shown in the page's calm
    // colours, not the warning's amber.
    let done = state.ui.notice.as_ref().is_some_and(Notice::is_done) && said.len() == 1;
    html! {
        <div class={classes!("message", state.ui.notice.is_some().then_some("dismissable"),
                done.then_some("done"))}
            hidden={said.is_empty()}>
            <div id="message" role="alert" hidden={said.is_empty()}>
                { for said.iter().map(|m| html! { <p>{ m.clone() }</p> }) }
            </div>
            if state.ui.notice.is_some() {
                <button type="button" class="dismiss" aria-label={t.dismiss}
                    onclick={calls.on_dismiss.clone()}>
                    { "×" }
                </button>
            }
        </div>
    }
}
