//! The answer: the verdict, the level switch with both counts, and the list of
//! solutions.
//!
//! Promises: `#verdict` always says where things stand (cards still to choose,
//! no way, or how many solutions); `#level-distinct` and `#level-strict` are
//! toggle buttons (`aria-pressed`) whose labels carry the counts; `#solutions`
//! is present only when there is at least one solution, with one `<li>` per
//! solution. Very long lists are cut at [`FIRST`] items until asked, so that a
//! six-card hand never stalls the page. `#difficulty` shows a solvable hand's
//! level and estimated time ("Hard · about 40 s for a practised player").

use super::app::Dispatch;
use super::i18n::Lang;
use super::solution_item::SolutionItem;
use super::state::Action;
use solver::difficulty::Difficulty;
use solver::{Error, Level, Rational, Solved};
use std::rc::Rc;
use yew::prelude::*;

/// How many solutions are rendered before "Show all".
pub const FIRST: usize = 100;

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
    pub target: Rational,
    pub size: usize,
    pub missing: usize,
    pub lang: Lang,
    pub dispatch: Dispatch,
}

#[function_component(Answer)]
pub fn answer(props: &AnswerProps) -> Html {
    // Which answer the user asked to see in full, by identity, so a new hand
    // starts short again without an extra render.
    let show_all_of = use_state(|| None::<usize>);
    let lang = props.lang;
    let t = lang.text();
    let id = Rc::as_ptr(&props.answer.0) as usize;

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
    let shown = if *show_all_of == Some(id) {
        list.len()
    } else {
        list.len().min(FIRST)
    };

    let level_button = |level: Level, dom_id: &'static str, count: Option<usize>| {
        let onclick = {
            let dispatch = props.dispatch.clone();
            Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::SetLevel(level)))
        };
        let pressed = props.level == level;
        html! {
            <button type="button" id={dom_id} class="level"
                aria-pressed={if pressed { "true" } else { "false" }} {onclick}>
                { lang.level_button(level, count) }
            </button>
        }
    };
    let show_all = {
        let show_all_of = show_all_of.clone();
        Callback::from(move |_: MouseEvent| show_all_of.set(Some(id)))
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
                <p id="difficulty" class={classes!("difficulty", rating.grade.as_str())}>
                    { lang.rating(&rating) }
                </p>
            }
            if !list.is_empty() {
                <ol id="solutions" class="solutions" aria-label={t.solutions}>
                    { for list[..shown].iter().enumerate().map(|(i, solution)| {
                        let display = solution.display();
                        let key = format!("{i} {display}");
                        html! {
                            <SolutionItem
                                {key}
                                index={i}
                                display={AttrValue::from(display)}
                                solution={solution.clone()}
                                {lang}
                            />
                        }
                    }) }
                </ol>
                if shown < list.len() {
                    <button type="button" class="show-all" onclick={show_all}>
                        { lang.show_all(list.len()) }
                    </button>
                }
            }
        </section>
    }
}
