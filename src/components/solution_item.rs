//! One solution in the list: its expression in math notation, which is also
//! the button that shows or hides its steps with exact fractions.
//!
//! Promises: the `<li>`'s text is the expression alone while collapsed; the
//! button reports `aria-expanded` and carries the solution's number in the
//! whole list (`data-number`, which the style shows); the steps, sent by the
//! worker with the solution, are drawn only when opened;
//! a long expression wraps at its spaces, never scrolls on its own.

use crate::texts::prelude::*;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SolutionItemProps {
    pub index: usize,
    /// The solution as the list shows it.
    pub display: AttrValue,
    /// Its steps with exact fractions (none past `i128`).
    pub steps: Rc<[String]>,
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
                data-number={(props.index + 1).to_string()}
                aria-expanded={if *open { "true" } else { "false" }}
                aria-controls={open.then(|| steps_id.clone())}
                title={lang.steps_button(*open)}
                onclick={toggle}
            >
                <span class="expr-text">{ props.display.clone() }</span>
            </button>
            if *open {
                <div id={steps_id} class="steps" role="list" aria-label={lang.text().steps}>
                    { for props.steps.iter().map(|step| html! {
                        <div role="listitem" class="step">{ step }</div>
                    }) }
                </div>
            }
        </li>
    }
}
