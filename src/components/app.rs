//! The page: owns the one [`State`], derives the answer from it, and lays out
//! the parts.
//!
//! Promises: the state is read from the URL once at start (and again on
//! Back/Forward, see [`use_url_sync`]); the answer is recomputed only when the
//! hand, the target or the parentheses option changes; `<html lang>` follows
//! the language switch and `data-theme` the theme switch. Children get typed callbacks, made once, so that they
//! never re-render for a new callback.

use super::answer::{Answer, Shared};
use super::deal_bar::DealBar;
use super::explore::ExploreView;
use super::lang_switch::LangSwitch;
use super::options::Options;
use super::picker::Picker;
use super::play::{play_table, PlayPanel};
use super::table::Table;
use super::theme_switch::ThemeSwitch;
use super::view_switch::{Page, ViewSwitch};
use crate::explore::run::DeckKey;
use crate::i18n::Lang;
use crate::link::View;
use crate::notice::Notice;
use crate::play::Move;
use crate::state::{Action, Dispatch, State};
use crate::web::bests_store::{store_bests, stored_bests};
use crate::web::clipboard::copy_link;
use crate::web::clock::{now_ms, today};
use crate::web::dealing::{deal_action, DealRequest};
use crate::web::focus::focus_play_card;
use crate::web::hand_keys::use_hand_keys;
use crate::web::preferences::{apply_theme, stored_theme};
use crate::web::solve_worker::use_solve_worker;
use crate::web::url_sync::{address, read_location, use_url_sync};
use yew::prelude::*;

/// The browser's preferred language, read once.
fn browser_lang() -> Lang {
    let tag = web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default();
    Lang::from_tag(&tag)
}

/// A callback that turns what a child reports into an action. Made once: the
/// dispatcher never changes, so neither does the callback.
#[hook]
fn use_action<T: 'static>(dispatch: &Dispatch, to_action: fn(T) -> Action) -> Callback<T> {
    let dispatch = dispatch.clone();
    use_callback((), move |value: T, _| dispatch.dispatch(to_action(value)))
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer_eq(|| {
        State::new(read_location(), browser_lang())
            .with_theme(stored_theme())
            .with_bests(stored_bests())
    });
    let dispatch: Dispatch = state.dispatcher();
    use_url_sync(&state);
    use_solve_worker(&state, dispatch.clone());
    let playing = state.playing && state.view == View::Solve;
    // Play takes hands of up to six cards; a bigger hand stays in the picker.
    let complete = state.missing() == 0 && (!playing || state.playable());
    use_hand_keys(
        dispatch.clone(),
        state.picker.is_some(),
        playing && complete,
    );

    // A `?daily` link: today's hand, which only the page knows.
    {
        let dispatch = dispatch.clone();
        use_effect_with(state.daily_due, move |&due| {
            if due {
                dispatch.dispatch(Action::Daily {
                    date: today(),
                    push: false,
                });
            }
        });
    }
    // The clock starts when a hand to play is complete on screen.
    {
        let dispatch = dispatch.clone();
        let waiting = playing && complete && state.play.started.is_none();
        use_effect_with(waiting, move |&waiting| {
            if waiting {
                dispatch.dispatch(Action::Play(Move::Start, now_ms()));
            }
        });
    }
    use_effect_with(state.bests.clone(), store_bests);
    // After a combination, focus follows the cards into their result.
    use_effect_with(
        (state.play.table.cards.len(), state.play.table.made),
        |&(_, made)| {
            if let Some(place) = made {
                focus_play_card(place);
            }
        },
    );

    let lang = state.lang;
    use_effect_with(lang, |lang| {
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            if let Some(root) = doc.document_element() {
                let _ = root.set_attribute("lang", lang.tag());
            }
            doc.set_title(lang.text().page_title);
        }
    });

    use_effect_with(state.theme, |&theme| apply_theme(theme));

    // Suits, the level and everything else leave the key alone, so they cost
    // no solving.
    // Big hands go to the worker (`use_solve_worker`); the page solves only
    // what it can without freezing, and rates no more than six numbers, which
    // would take seconds.
    let here = state.solves_here();
    let answer = use_memo((state.solve_key(), here), |(key, here)| {
        here.then(|| key.solve()).flatten()
    });
    let rating = use_memo((state.solve_key(), here), |(key, here)| {
        here.then(|| key.rating()).flatten()
    });
    // The worker rates the hands it solves, in whole milliseconds.
    let rating = rating.or_else(|| {
        let seconds = state.remote.rating_ms? as f64 / 1000.0;
        Some(solver::difficulty::Difficulty {
            seconds,
            grade: solver::difficulty::Grade::of_seconds(seconds),
        })
    });
    let remote = (!here || state.off_thread())
        .then(|| state.remote.clone())
        .filter(|_| state.missing() == 0);

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
    let on_lang = use_action(&dispatch, Action::SetLang);
    let on_theme = use_action(&dispatch, Action::SetTheme);
    let on_notice = use_action(&dispatch, Action::Notify);
    let on_view = {
        let dispatch = dispatch.clone();
        let playing = state.playing;
        use_callback(playing, move |page: Page, &playing| {
            dispatch.dispatch(match page {
                Page::Solve if playing => Action::SetPlaying(false),
                Page::Solve => Action::SetView(View::Solve),
                Page::Play => Action::SetPlaying(true),
                Page::Explore => Action::SetView(View::Explore),
            })
        })
    };
    let on_move = {
        let dispatch = dispatch.clone();
        use_callback((), move |mv: Move, _| {
            dispatch.dispatch(Action::Play(mv, now_ms()))
        })
    };
    let on_daily = {
        let dispatch = dispatch.clone();
        use_callback((), move |(), _| {
            dispatch.dispatch(Action::Daily {
                date: today(),
                push: true,
            })
        })
    };
    let on_reset_bests = use_action(&dispatch, |()| Action::ResetBests);
    let on_values = use_action(&dispatch, |(min, max)| Action::SetValues(min, max));
    let on_range = use_action(&dispatch, |(first, last)| {
        Action::SetTargetRange(first, last)
    });
    let on_open_hand = use_action(&dispatch, Action::OpenHand);
    let on_dismiss = use_action(&dispatch, |_: MouseEvent| Action::Dismiss);
    let on_deal = {
        let dispatch = dispatch.clone();
        let request = DealRequest {
            size: state.size(),
            target: state.target,
            no_parens: state.no_parens,
            only_solvable: state.only_solvable,
            difficulty: state.difficulty,
        };
        use_callback(request, move |(), &request| {
            dispatch.dispatch(deal_action(request));
        })
    };
    // The link is made from the state, not read from the address bar, whose
    // update may still be on its way.
    let on_challenge = {
        let on_notice = on_notice.clone();
        use_callback(
            state.challenge_query(),
            move |(), query: &Option<String>| {
                if let Some(query) = query {
                    copy_link(address(query), on_notice.clone());
                }
            },
        )
    };
    let on_copy = use_callback(state.query(), move |(), query: &String| {
        copy_link(address(query), on_notice.clone());
    });
    let page = match (state.view, state.playing) {
        (View::Explore, _) => Page::Explore,
        (View::Solve, true) => Page::Play,
        (View::Solve, false) => Page::Solve,
    };
    let numbers: Vec<solver::Rational> = state
        .slots
        .iter()
        .flatten()
        .map(|c| solver::Rational::from_integer(i128::from(c.rank())))
        .collect();

    let t = lang.text();
    let messages: Vec<String> = state
        .notice
        .iter()
        .map(|n: &Notice| lang.notice(n))
        .chain(
            state
                .target_error()
                .map(|e| lang.target_problem(&e, &state.target)),
        )
        .collect();

    html! {
        <>
            <header class="top">
                <div class="brand">
                    <h1>{ t.title }</h1>
                    <p class="tagline">{ t.tagline }</p>
                </div>
                <ViewSwitch view={page} {lang} on_change={on_view} />
                <div class="prefs">
                    <LangSwitch {lang} on_change={on_lang} />
                    <ThemeSwitch theme={state.theme} {lang} on_change={on_theme} />
                </div>
            </header>
            if state.view == View::Explore {
                <main>
                    <ExploreView
                        key_={DeckKey {
                            values: state.values,
                            cards: state.size().min(crate::explore::run::MAX_CARDS),
                            level: state.level,
                            no_parens: state.no_parens,
                        }}
                        target={state.target}
                        target_text={state.target_text.clone()}
                        target_invalid={state.target_error().is_some()}
                        targets={state.targets}
                        {lang}
                        {on_values}
                        on_size={on_size.clone()}
                        on_target={on_target.clone()}
                        on_level={on_level.clone()}
                        on_no_parens={on_no_parens.clone()}
                        {on_range}
                        on_open={on_open_hand}
                    />
                </main>
            } else {
                <main>
                    <section class="felt" aria-label={t.hand}>
                        if playing && complete {
                            { play_table(&state.play.table, lang, &on_move) }
                        } else {
                            <Table
                                slots={state.slots.clone()}
                                picker={state.picker}
                                {lang}
                                {on_open}
                            />
                        }
                        <DealBar
                            only_solvable={state.only_solvable}
                            difficulty={state.difficulty}
                            has_cards={state.missing() < state.size()}
                            {lang}
                            on_deal={on_deal.clone()}
                            {on_only_solvable}
                            {on_difficulty}
                            on_clear={on_clear_hand}
                        />
                    </section>
                    <Options
                        size={state.size()}
                        target_text={state.target_text.clone()}
                        target_invalid={state.target_error().is_some()}
                        no_parens={state.no_parens}
                        playing={state.playing}
                        {lang}
                        {on_size}
                        {on_target}
                        {on_no_parens}
                        {on_copy}
                    />
                    <div class={classes!("message", state.notice.is_some().then_some("dismissable"))}
                        hidden={messages.is_empty()}>
                        <div id="message" role="alert" hidden={messages.is_empty()}>
                            { for messages.iter().map(|m| html! { <p>{ m.clone() }</p> }) }
                        </div>
                        if state.notice.is_some() {
                            <button type="button" class="dismiss" aria-label={t.dismiss}
                                onclick={on_dismiss}>
                                { "×" }
                            </button>
                        }
                    </div>
                    if playing && !state.playable() {
                        <p id="play-limit" class="play-limit" role="status">{ t.play_too_many }</p>
                    }
                    if playing && state.playable() {
                        <PlayPanel
                            play={state.play.clone()}
                            {complete}
                            {numbers}
                            target={state.target}
                            level={state.level}
                            challenge={state.challenge}
                            session={state.session}
                            bests={state.bests.clone()}
                            today={today()}
                            {lang}
                            {on_move}
                            on_next={on_deal}
                            {on_daily}
                            {on_challenge}
                            {on_reset_bests}
                        />
                    }
                    if (state.shows_solutions() || !complete) && (!playing || state.playable()) {
                        <Answer
                            answer={Shared(answer)}
                            {remote}
                            {rating}
                            level={state.level}
                            page={state.page}
                            target={state.target}
                            size={state.size()}
                            missing={state.missing()}
                            {lang}
                            {on_level}
                            {on_page}
                        />
                    }
                    if !(playing && complete) {
                        <p class="help">{ t.keys_help }</p>
                    }
                </main>
            }
            if let Some(slot) = state.picker {
                <Picker
                    {slot}
                    slots={state.slots.clone()}
                    {lang}
                    {on_pick}
                    {on_close}
                    on_clear={on_clear_slot}
                />
            }
        </>
    }
}
