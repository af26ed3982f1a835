//! One solution in the list: its expression in math notation, which is also
//! the button that shows or hides its steps with exact fractions.
//!
//! Promises: the `<li>`'s text is the expression alone while collapsed; the
//! button reports `aria-expanded`; the steps are worked out only when opened;
//! a long expression wraps at its spaces, never scrolls on its own.

use crate::i18n::Lang;
use solver::Solution;
use std::rc::Rc;
use yew::prelude::*;

/// Where a solution's steps come from.
#[derive(Clone, PartialEq)]
pub enum Steps {
    /// Worked out from the solution when opened.
    Of(Solution),
    /// Printed by the solving worker.
    Text(Rc<[String]>),
}

impl Steps {
    fn lines(&self) -> Vec<String> {
        match self {
            // Steps past `i128` cannot be shown: the list stays empty.
            Steps::Of(solution) => solution
                .steps()
                .unwrap_or_default()
                .iter()
                .map(|s| s.to_string())
                .collect(),
            Steps::Text(lines) => lines.to_vec(),
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct SolutionItemProps {
    pub index: usize,
    /// `solution.display()`, made once by the list.
    pub display: AttrValue,
    pub steps: Steps,
    pub lang: Lang,
}

#[function_component(SolutionItem)]
pub fn solution_item(props: &SolutionItemProps) -> Html {
    let open = use_state(|| false);
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let steps_id = format!("steps-{}", props.index);
    let lang = props.lang;

    html! {
        <li class={classes!("solution", open.then_some("open"))}>
            <button
                type="button"
                class="expr"
                aria-expanded={if *open { "true" } else { "false" }}
                aria-controls={open.then(|| steps_id.clone())}
                title={lang.steps_button(*open)}
                onclick={toggle}
            >
                <span class="expr-text">{ props.display.clone() }</span>
            </button>
            if *open {
                <div id={steps_id} class="steps" role="list" aria-label={lang.text().steps}>
                    { for props.steps.lines().into_iter().map(|step| html! {
                        <div role="listitem" class="step">{ step }</div>
                    }) }
                </div>
            }
        </li>
    }
}
