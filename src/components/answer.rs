//! The answer: the verdict, the level switch with both counts, and the list of
//! solutions, a page at a time.
//!
//! Promises: `#verdict` always says where things stand (cards still to choose,
//! no way, or how many solutions); `#level-distinct` and `#level-strict` are
//! toggle buttons (`aria-pressed`) whose labels carry the counts; `#solutions`
//! is present only when there is at least one solution, with one `<li>` per
//! solution of the page shown, numbered across pages; lists longer than a page
//! get a pager ([`pager::view`]), so that every solution stays reachable
//! while the DOM stays small. Every hand is solved by the worker ([`Remote`]): the verdict says
//! "Solving…" over an animated `#progress` bar once it takes a while, then
//! the counts, and the list shows the page the worker sent; it says so when
//! the worker could not start or stopped (`.answer.stopped`, a sentence
//! rather than a headline, with no progress). `#rating` shows a solvable hand's
//! level and estimated time ("Hard · about 40 s for a practised player"),
//! but in Practice, which says it beside the player's time.
//! Beside the levels, a toggle says in a line each what they mean.

use super::levels_help;
use super::pager;
use super::solution_item::SolutionItem;
use crate::paging::{Page, PAGE_SIZE};
use crate::state::Remote;
use crate::texts::prelude::*;
use solver::{Level, Rational};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AnswerProps {
    /// What the solving worker has answered for the hand.
    pub remote: Remote,
    pub level: Level,
    /// The page asked for, from 0.
    pub page: usize,
    pub target: Rational,
    pub size: usize,
    pub missing: usize,
    pub lang: Lang,
    pub on_level: Callback<Level>,
    pub on_page: Callback<usize>,
    /// Whether `#rating` may show; Practice says the hand's level beside
    /// the player's time instead.
    #[prop_or(true)]
    pub rated: bool,
}

#[function_component(Answer)]
pub fn answer(props: &AnswerProps) -> Html {
    let lang = props.lang;
    let t = lang.text();
    let remote = &props.remote;
    let counts = remote
        .counts
        .map(|c| (c.distinct as usize, c.strict as usize))
        .filter(|_| props.missing == 0);
    let pick = |counts: (usize, usize)| match props.level {
        Level::Distinct => counts.0,
        Level::Strict => counts.1,
    };
    let progress = remote.slow && counts.is_none() && props.missing == 0;
    // Nothing will be solved: the verdict says why, as a sentence.
    let stopped = props.missing == 0 && remote.stopped();
    let verdict: String = if props.missing > 0 {
        lang.choose_cards(props.missing, props.size)
    } else if remote.unavailable {
        t.solver_unavailable.to_owned()
    } else if remote.crashed {
        t.solver_crashed.to_owned()
    } else if let Some(e) = &remote.failed {
        lang.solve_error(e)
    } else if let Some(c) = counts {
        lang.verdict(pick(c), props.level, &props.target)
    } else if remote.slow {
        t.solving.to_owned()
    } else {
        // Silent for the first moments: most hands answer at once.
        String::new()
    };
    let solvable = counts.is_some_and(|(_, strict)| strict > 0);
    let total = counts.map_or(0, pick);
    let page = Page::of(total, props.page);
    // The page's solutions, as the worker sent them.
    let shown: Vec<(String, Rc<[String]>)> = remote
        .page
        .iter()
        .filter(|p| p.level == props.level && p.index as usize == page.index && counts.is_some())
        .flat_map(|p| p.items.iter())
        .map(|item| (item.display.clone(), item.steps.clone().into()))
        .collect();
    let rating = remote.rating().filter(|_| solvable && props.rated);

    let level_button = |level: Level, dom_id: &'static str, count: Option<usize>| {
        let onclick = props.on_level.reform(move |_: MouseEvent| level);
        let pressed = props.level == level;
        html! {
            <button type="button" id={dom_id} class="level"
                aria-pressed={if pressed { "true" } else { "false" }} {onclick}>
                { lang.level_button(level, count) }
            </button>
        }
    };

    html! {
        <section class={classes!("answer", solvable.then_some("solvable"),
                (counts.is_some() && !solvable).then_some("unsolvable"),
                stopped.then_some("stopped"))}
            aria-labelledby="verdict">
            <div class="answer-head">
                <h2 id="verdict" aria-live="polite">{ verdict }</h2>
                <div class="levels-choice">
                    <div class="levels" role="group" aria-label={t.levels}>
                        { level_button(Level::Distinct, "level-distinct", counts.map(|c| c.0)) }
                        { level_button(Level::Strict, "level-strict", counts.map(|c| c.1)) }
                    </div>
                    { levels_help::view(lang, "levels-help") }
                </div>
            </div>
            if progress {
                <div id="progress" class="progress" aria-hidden="true"></div>
            }
            if let Some(rating) = rating {
                <p id="rating" class={classes!("rating", rating.grade.as_str())}>
                    { lang.rating(&rating) }
                </p>
            }
            if !shown.is_empty() {
                // Numbered across pages: the list starts at the page's first.
                <ol id="solutions" class="solutions" aria-label={t.solutions}
                    data-n={props.size.to_string()}
                    start={(page.start + 1).to_string()}>
                    { for shown.into_iter().enumerate().map(|(i, (display, steps))| {
                        let index = page.start + i;
                        let key = format!("{index} {display}");
                        html! {
                            <SolutionItem
                                {key}
                                {index}
                                display={AttrValue::from(display)}
                                {steps}
                                {lang}
                            />
                        }
                    }) }
                </ol>
            }
            if total > PAGE_SIZE {
                { pager::view(page, total, lang, &props.on_page) }
            }
        </section>
    }
}
