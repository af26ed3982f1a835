//! The page: owns the one [`State`], keeps the URL and the solving worker in
//! step with it, and lays out the parts.
//!
//! Promises: the state starts from its props (the URL, read once, and what
//! the browser kept; read again on Back/Forward, see [`use_url_sync`]); every answer comes from the solving
//! worker ([`use_solver`]), asked for by the state; `<html lang>` follows
//! the language switch and `data-theme` the theme switch; the language
//! chosen and the bests are remembered by the browser. In Solve the felt
//! holds the hand and Deal; while a hand is played, the play view holds the
//! felt and Deal's options move under it. Children get typed callbacks,
//! made once, so that they never re-render for a new callback; the views
//! loaded on demand get the dispatcher too, and make their own callbacks
//! and effects (Play's and Practice's clock, focus and sound, Practice's
//! journal, Explore's deck runs), so that their code is in their files,
//! not the first download.

use super::answer::Answer;
use super::deal_bar::DealBar;
use super::explore::ExploreProps;
use super::header::Header;
use super::later::Later;
use super::on_demand::{self, OnDemand};
use super::options::Options;
use super::picker::Picker;
use super::play::PlayPanelProps;
use super::practice::{entries, PracticeProps};
use super::rooms::RoomsViewProps;
use super::table::Table;
use super::view_switch::Page;
use super::worksheet::WorksheetProps;
use crate::explore::pick::Chart;
use crate::i18n::Lang;
use crate::link::View;
use crate::notice::Notice;
use crate::state::{Action, Dispatch, State};
use crate::web::bests_store::store_bests;
use crate::web::clipboard::copy_link;
use crate::web::clock::today;
use crate::web::dealing::deal_action;
use crate::web::hand_keys::use_hand_keys;
use crate::web::live::mark_live;
use crate::web::preferences::{apply_theme, store_lang};
use crate::web::solver::use_solver;
use crate::web::texts::{carries, open_in};
use crate::web::turns::{frame_drawn, when_done};
use crate::web::url_sync::{address, use_url_sync};
use std::rc::Rc;
use yew::prelude::*;

/// A callback that turns what a child reports into an action. Made once: the
/// dispatcher never changes, so neither does the callback.
#[hook]
fn use_action<T: 'static>(dispatch: &Dispatch, to_action: fn(T) -> Action) -> Callback<T> {
    let dispatch = dispatch.clone();
    use_callback((), move |value: T, _| dispatch.dispatch(to_action(value)))
}

/// Runs `f` with `value` each time it changes, but not as the page starts:
/// for what the browser already shows or keeps (the start page's theme was
/// applied before its first paint, and the bests were just read).
#[hook]
fn use_on_change<T: PartialEq + 'static>(value: T, f: fn(&T)) {
    let started = use_mut_ref(|| false);
    use_effect_with(value, move |value| {
        if std::mem::replace(&mut *started.borrow_mut(), true) {
            f(value);
        }
    });
}

/// The messages: the notice, and what is wrong with the target field.
fn messages(state: &State, lang: Lang, on_dismiss: &Callback<MouseEvent>) -> Html {
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
                    onclick={on_dismiss.clone()}>
                    { "×" }
                </button>
            }
        </div>
    }
}

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
    use_effect_with((), |()| {
        frame_drawn();
        when_done(mark_live);
    });
    use_url_sync(&state);
    use_solver(&state, dispatch.clone());
    let link = &state.link;
    let view = link.view;
    let playing = link.play && view == View::Solve;
    // Play takes hands of up to six cards; a bigger hand stays in the picker.
    let complete = state.missing() == 0 && (!playing || state.playable());
    // In Rooms, the play keys play the round's table.
    use_hand_keys(
        dispatch.clone(),
        state.ui.picker.is_some(),
        (playing && complete) || view == View::Rooms,
    );

    // A `?daily` link: today's hand, which only the page's clock knows.
    {
        let dispatch = dispatch.clone();
        use_effect_with(state.ui.daily_due, move |&due| {
            if due {
                dispatch.dispatch(Action::Daily {
                    date: today(),
                    push: false,
                });
            }
        });
    }
    use_on_change(state.prefs.bests.clone(), store_bests);
    let lang = state.prefs.lang;
    // The start page is in English: another language's build says so as
    // it starts.
    use_effect_with(lang, |lang| {
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            if let Some(root) = doc.document_element() {
                if root.get_attribute("lang").as_deref() != Some(lang.tag()) {
                    let _ = root.set_attribute("lang", lang.tag());
                }
            }
            let title = lang.text().page_title;
            if doc.title() != title {
                doc.set_title(title);
            }
        }
    });
    use_on_change(state.prefs.theme, |&theme| apply_theme(theme));

    let on_action = use_action(&dispatch, |action| action);
    let on_open = use_action(&dispatch, Action::OpenPicker);
    let on_close = use_action(&dispatch, |()| Action::ClosePicker);
    let on_pick = use_action(&dispatch, |(slot, card)| Action::Pick { slot, card });
    let on_clear_slot = use_action(&dispatch, Action::ClearSlot);
    let on_clear_hand = use_action(&dispatch, |()| Action::ClearHand);
    let on_only_solvable = use_action(&dispatch, Action::SetOnlySolvable);
    let on_difficulty = use_action(&dispatch, Action::SetDifficulty);
    let on_size = use_action(&dispatch, Action::SetSize);
    let on_target = use_action(&dispatch, Action::SetTarget);
    let on_no_parens = use_action(&dispatch, Action::SetNoParens);
    let on_level = use_action(&dispatch, Action::SetLevel);
    let on_page = use_action(&dispatch, Action::SetPage);
    let on_lang = {
        let dispatch = dispatch.clone();
        use_callback((), move |lang: Lang, _| {
            store_lang(lang);
            if carries(lang) {
                dispatch.dispatch(Action::SetLang(lang));
            } else {
                open_in(lang);
            }
        })
    };
    let on_theme = use_action(&dispatch, Action::SetTheme);
    let on_notice = use_action(&dispatch, Action::Notify);
    let on_dismiss = use_action(&dispatch, |_: MouseEvent| Action::Dismiss);
    let on_view = {
        let dispatch = dispatch.clone();
        use_callback(link.play, move |page: Page, &playing| {
            dispatch.dispatch(match page {
                Page::Solve if playing => Action::SetPlaying(false),
                Page::Solve => Action::SetView(View::Solve),
                Page::Play => Action::SetPlaying(true),
                Page::Explore => Action::SetView(View::Explore),
                Page::Rooms => Action::SetView(View::Rooms),
                Page::Print => Action::SetView(View::Print),
            })
        })
    };
    let on_deal = {
        let dispatch = dispatch.clone();
        let ask = state.deal_ask();
        use_callback((ask, state.only_solvable()), move |(), &(ask, only)| {
            dispatch.dispatch(deal_action(ask, only));
        })
    };
    let on_copy = use_callback(state.query(), move |(), query: &String| {
        copy_link(address(query), on_notice.clone());
    });
    let page = match (view, link.play) {
        (View::Explore, _) => Page::Explore,
        (View::Rooms, _) => Page::Rooms,
        (View::Print, _) => Page::Print,
        (View::Solve, true) => Page::Play,
        (View::Solve, false) => Page::Solve,
    };

    let t = lang.text();
    let p = lang.play_text();
    let remote = state.remote.clone();
    let message = messages(&state, lang, &on_dismiss);
    let deal_bar = |plain: bool| {
        html! {
            <DealBar
                only_solvable={state.only_solvable()}
                difficulty={link.difficulty}
                has_cards={state.missing() < state.size()}
                label={if playing { p.deal_hand } else { t.deal }}
                {plain}
                {lang}
                on_deal={on_deal.clone()}
                on_only_solvable={on_only_solvable.clone()}
                on_difficulty={on_difficulty.clone()}
                on_clear={on_clear_hand.clone()}
            />
        }
    };
    let options = html! {
        <Options
            size={state.size()}
            target_text={state.ui.target_text.clone()}
            target_invalid={state.target_error().is_some()}
            no_parens={link.no_parens}
            integers={link.integers}
            faces={link.faces}
            playing={link.play}
            {lang}
            on_size={on_size.clone()}
            on_target={on_target.clone()}
            on_no_parens={on_no_parens.clone()}
            {on_copy}
            on_action={on_action.clone()}
        />
    };
    let play_panel = (playing && state.playable()).then(|| {
        html! {
            <OnDemand<PlayPanelProps> part={on_demand::PLAY} {lang} view={yew::props!(PlayPanelProps {
                play: state.game.play.clone(),
                complete,
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
                challenge_query: state.challenge_query(),
                on_next: on_deal.clone(),
                dispatch: dispatch.clone(),
            })} />
        }
    });
    let answer_view = |rated: bool| {
        html! {
            <Later><Answer
                remote={remote.clone()}
                level={link.level}
                page={state.ui.page}
                target={link.target}
                size={state.size()}
                missing={state.missing()}
                {lang}
                on_level={on_level.clone()}
                on_page={on_page.clone()}
                {rated}
            /></Later>
        }
    };
    // The play view and the answer are one child each, there or empty, so
    // that neither is drawn afresh when the other comes or goes (Yew
    // matches unkeyed children from the end): the play view keeps its
    // field, and its effects know what is news.
    let answer = ((state.shows_solutions() || !complete) && (!playing || state.playable()))
        .then(|| answer_view(true));
    // Practice shows the solutions only once its hand is over, and the
    // hand's level beside the player's time (`#practice-estimate`).
    let practice_answer = (state.shows_solutions() && complete).then(|| answer_view(false));

    html! {
        <>
            <Header {page} theme={state.prefs.theme} {lang} on_page={on_view}
                {on_lang} {on_theme} />
            if view == View::Rooms {
                <OnDemand<RoomsViewProps> part={on_demand::ROOMS} {lang} main=true
                    view={yew::props!(RoomsViewProps {
                        rooms: state.rooms.clone(),
                        link_room: link.room,
                        screen: link.screen,
                        lang,
                        notice: state.ui.notice.as_ref().map(|n| lang.notice(n)),
                        on_action: on_action.clone(),
                    })} />
            } else if view == View::Print {
                <main>
                    { message }
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
                            query: state.query(),
                            lang,
                            on_size: on_size.clone(),
                            on_target: on_target.clone(),
                            on_difficulty: on_difficulty.clone(),
                            on_no_parens: on_no_parens.clone(),
                            on_action: on_action.clone(),
                        })} />
                </main>
            } else if link.practice && view == View::Solve {
                <main>
                    { message }
                    <OnDemand<PracticeProps> part={on_demand::PRACTICE} {lang}
                        view={yew::props!(PracticeProps {
                            practice: state.practice.clone(),
                            play: state.game.play.clone(),
                            unavailable: remote.unavailable,
                            rating: remote.rating(),
                            lang,
                            complete,
                            due: state.practice_due(),
                            sound: state.prefs.sound,
                            on_action: on_action.clone(),
                            dispatch: dispatch.clone(),
                            children: practice_answer.unwrap_or_default(),
                        })} />
                </main>
            } else if view == View::Explore {
                <main>
                    { message }
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
                            on_action,
                        })} />
                </main>
            } else if playing && complete {
                // The felt is the play view's: what a player needs, in sight.
                <main>
                    { message }
                    { play_panel.unwrap_or_default() }
                    { answer.unwrap_or_default() }
                    <div class="controls play-options">
                        { deal_bar(true) }
                        { entries(lang, playing, &on_action) }
                    </div>
                    { options }
                </main>
            } else {
                <main>
                    <Later><section class="felt" aria-label={t.hand}>
                        <Table
                            slots={link.slots.clone()}
                            picker={state.ui.picker}
                            {lang}
                            {on_open}
                        />
                        // One row of actions: Deal's and the ways in.
                        <div class="felt-actions">
                            { deal_bar(false) }
                            { entries(lang, playing, &on_action) }
                        </div>
                    </section>
                    { options }</Later>
                    { message }
                    if playing && !state.playable() {
                        <p id="play-limit" class="play-limit" role="status">{ t.play_too_many }</p>
                    }
                    { play_panel.unwrap_or_default() }
                    { answer.unwrap_or_default() }
                    <p class="help">{ t.keys_help }</p>
                </main>
            }
            if let Some(slot) = state.ui.picker {
                <Picker
                    {slot}
                    slots={link.slots.clone()}
                    faces={link.faces}
                    {lang}
                    {on_pick}
                    {on_close}
                    on_clear={on_clear_slot}
                />
            }
        </>
    }
}
