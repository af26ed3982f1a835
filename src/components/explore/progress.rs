//! What a panel shows before its figures: the run's progress, or why there
//! are none.

use crate::i18n::Lang;
use crate::web::deck_runs::Shown;
use yew::prelude::*;

/// The panel's progress bar (`id`), or its failure; `None` once its
/// figures are in.
pub fn waiting<T>(shown: Option<&Shown<T>>, id: &'static str, lang: Lang) -> Option<Html> {
    let t = lang.text();
    let label = t.explore.working;
    let value = match shown {
        Some(Shown::Done(_)) => return None,
        Some(Shown::Failed(err)) => {
            return Some(html! { <p class="error" role="alert">{ lang.solve_error(err) }</p> })
        }
        Some(Shown::Stopped) => {
            return Some(html! { <p class="error" role="alert">{ t.solver_crashed }</p> })
        }
        Some(Shown::Working(p)) => *p,
        None => 0.0,
    };
    let percent = (value * 100.0) as u32;
    Some(html! {
        <div class="progress" {id}>
            <span>{ format!("{label}… {percent}%") }</span>
            <progress max="100" value={percent.to_string()} aria-label={label} />
        </div>
    })
}
