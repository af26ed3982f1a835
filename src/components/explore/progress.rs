//! What a panel shows before its figures: the run's progress and the time
//! it has left, or why there are none.

use crate::texts::prelude::*;
use crate::web::deck_runs::Shown;
use yew::prelude::*;

/// The panel's progress bar (`id`), or its failure; `None` once its
/// figures are in.
pub fn waiting<T>(shown: Option<&Shown<T>>, id: &'static str, lang: Lang) -> Option<Html> {
    let t = lang.text();
    let label = t.explore.working;
    let (value, left) = match shown {
        Some(Shown::Done(_)) => return None,
        Some(Shown::Failed(err)) => {
            return Some(html! { <p class="error" role="alert">{ lang.solve_error(err) }</p> })
        }
        Some(Shown::Stopped) => {
            return Some(html! { <p class="error" role="alert">{ t.solver_crashed }</p> })
        }
        Some(Shown::Working(p, left)) => (*p, *left),
        None => (0.0, None),
    };
    let percent = (value * 100.0) as u32;
    let said = match left {
        Some(seconds) => format!("{label}… {percent}% · {}", lang.time_left(seconds)),
        None => format!("{label}… {percent}%"),
    };
    Some(html! {
        <div class="run-progress" {id}>
            <span class="run-status">{ said }</span>
            <progress max="100" value={percent.to_string()} aria-label={label} />
        </div>
    })
}
