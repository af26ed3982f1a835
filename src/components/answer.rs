//! The answer: the verdict, the level switch with both counts, and the list of
//! solutions, a page at a time.
//!
//! Promises: `#verdict` always says where things stand (cards still to choose,
//! no way, or how many solutions); `#level-distinct` and `#level-strict` are
//! toggle buttons (`aria-pressed`) whose labels carry the counts; `#solutions`
//! is present only when there is at least one solution, with one `<li>` per
//! solution of the page shown, numbered across pages; lists longer than a page
//! get a [`Pager`], so that every solution stays reachable while the DOM stays
//! small. A big hand is solved by the worker ([`Remote`]): the verdict says
//! "Solving…" over an animated `#progress` bar once it takes a while, then
//! the counts, and the list shows the page the worker sent. `#rating` shows a solvable hand's level and estimated time ("Hard ·
//! about 40 s for a practised player").

use super::pager::Pager;
use super::solution_item::{SolutionItem, Steps};
use crate::i18n::Lang;
use crate::paging::{Page, PAGE_SIZE};
use crate::state::Remote;
use solver::difficulty::Difficulty;
use solver::{Error, Level, Rational, Solved};
use std::rc::Rc;
use yew::prelude::*;

/// A memoised value handed down as a prop: equal when it is the very same
/// value, so comparing props never walks the solution lists.
pub struct Shared<T>(pub Rc<T>);

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(self.0.clone())
    }
}

#[derive(Properties, PartialEq)]
pub struct AnswerProps {
    /// `None` while the hand is incomplete.
    pub answer: Shared<Option<Result<Solved, Error>>>,
    /// The worker's answer, for a hand the page does not solve itself.
    #[prop_or_default]
    pub remote: Option<Remote>,
    /// How hard the hand is, when it is complete and solvable.
    pub rating: Option<Difficulty>,
    pub level: Level,
    /// The page asked for, from 0.
    pub page: usize,
    pub target: Rational,
    pub size: usize,
    pub missing: usize,
    pub lang: Lang,
    pub on_level: Callback<Level>,
    pub on_page: Callback<usize>,
}

#[function_component(Answer)]
pub fn answer(props: &AnswerProps) -> Html {
    let lang = props.lang;
    let t = lang.text();

    let pick = |counts: (usize, usize)| match props.level {
        Level::Distinct => counts.0,
        Level::Strict => counts.1,
    };
    let mut progress = false;
    let (verdict, counts): (String, Option<(usize, usize)>) =
        match (&props.remote, &*props.answer.0) {
            (Some(remote), _) if remote.unavailable => (t.solver_unavailable.to_owned(), None),
            (Some(remote), _) if remote.crashed => (t.solver_crashed.to_owned(), None),
            (Some(remote), _) => match (&remote.failed, remote.counts) {
                (Some(text), _) => (lang.solver_failed(text), None),
                (None, Some(c)) => (lang.verdict(pick(c), props.level, &props.target), Some(c)),
                (None, None) => {
                    progress = remote.slow;
                    // Silent for the first moments: most big hands answer at once.
                    let text = if remote.slow { t.solving } else { "" };
                    (text.to_owned(), None)
                }
            },
            (None, None) => (lang.choose_cards(props.missing, props.size), None),
            (None, Some(Err(e))) => (lang.solve_error(e), None),
            (None, Some(Ok(solved))) => (
                lang.verdict(solved.count(props.level), props.level, &props.target),
                Some((solved.count(Level::Distinct), solved.count(Level::Strict))),
            ),
        };
    let solvable = counts.is_some_and(|(_, strict)| strict > 0);
    let total = counts.map_or(0, pick);
    let page = Page::of(total, props.page);
    // The page's solutions: displays and their steps.
    let shown: Vec<(String, Steps)> = match (&props.remote, &*props.answer.0) {
        (Some(remote), _) => remote
            .page
            .iter()
            .filter(|p| p.level == props.level && p.index == page.index)
            .flat_map(|p| p.items.iter())
            .filter_map(|item| {
                let (display, steps) = item.split_first()?;
                Some((display.clone(), Steps::Text(steps.into())))
            })
            .collect(),
        (None, Some(Ok(solved))) => solved.solutions(props.level)[page.start..page.end]
            .iter()
            .map(|s| (s.display(), Steps::Of(s.clone())))
            .collect(),
        _ => Vec::new(),
    };

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
                (counts.is_some() && !solvable).then_some("unsolvable"))}
            aria-labelledby="verdict">
            <div class="answer-head">
                <h2 id="verdict" aria-live="polite">{ verdict }</h2>
                <div class="levels" role="group" aria-label={t.levels}>
                    { level_button(Level::Distinct, "level-distinct", counts.map(|c| c.0)) }
                    { level_button(Level::Strict, "level-strict", counts.map(|c| c.1)) }
                </div>
            </div>
            if progress {
                <div id="progress" class="progress" aria-hidden="true"></div>
            }
            if let Some(rating) = props.rating.filter(|_| solvable) {
                <p id="rating" class={classes!("rating", rating.grade.as_str())}>
                    { lang.rating(&rating) }
                </p>
            }
            if !shown.is_empty() {
                // Numbered across pages: the list starts at the page's first.
                <ol id="solutions" class="solutions" aria-label={t.solutions}
                    data-n={props.size.to_string()}
                    start={(page.start + 1).to_string()}
                    style={format!("counter-reset: solution {}", page.start)}>
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
                <Pager {page} {total} {lang} on_page={props.on_page.clone()} />
            }
        </section>
    }
}
