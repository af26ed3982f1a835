//! The answer: the verdict, the level switch with both counts, and the list of
//! solutions, a page at a time.
//!
//! Promises: `#verdict` always says where things stand (cards still to choose,
//! no way, or how many solutions); `#level-distinct` and `#level-strict` are
//! toggle buttons (`aria-pressed`) whose labels carry the counts; `#solutions`
//! is present only when there is at least one solution, with one `<li>` per
//! solution of the page shown, numbered across pages; lists longer than a page
//! get a [`Pager`], so that every solution stays reachable while the DOM stays
//! small. `#rating` shows a solvable hand's level and estimated time ("Hard ·
//! about 40 s for a practised player").

use super::pager::Pager;
use super::solution_item::SolutionItem;
use crate::i18n::Lang;
use crate::paging::{Page, PAGE_SIZE};
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

    let (verdict, counts, list): (String, Option<(usize, usize)>, &[_]) = match &*props.answer.0 {
        None => (lang.choose_cards(props.missing, props.size), None, &[]),
        Some(Err(e)) => (lang.solve_error(e), None, &[]),
        Some(Ok(solved)) => (
            lang.verdict(solved.count(props.level), props.level, &props.target),
            Some((solved.count(Level::Distinct), solved.count(Level::Strict))),
            solved.solutions(props.level),
        ),
    };
    let solvable = counts.is_some_and(|(_, strict)| strict > 0);
    let page = Page::of(list.len(), props.page);

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
            if let Some(rating) = props.rating.filter(|_| solvable) {
                <p id="rating" class={classes!("rating", rating.grade.as_str())}>
                    { lang.rating(&rating) }
                </p>
            }
            if !list.is_empty() {
                // Numbered across pages: the list starts at the page's first.
                <ol id="solutions" class="solutions" aria-label={t.solutions}
                    data-n={props.size.to_string()}
                    start={(page.start + 1).to_string()}
                    style={format!("counter-reset: solution {}", page.start)}>
                    { for list[page.start..page.end].iter().enumerate().map(|(i, solution)| {
                        let index = page.start + i;
                        let display = solution.display();
                        let key = format!("{index} {display}");
                        html! {
                            <SolutionItem
                                {key}
                                {index}
                                display={AttrValue::from(display)}
                                solution={solution.clone()}
                                {lang}
                            />
                        }
                    }) }
                </ol>
                if list.len() > PAGE_SIZE {
                    <Pager {page} total={list.len()} {lang} on_page={props.on_page.clone()} />
                }
            }
        </section>
    }
}
