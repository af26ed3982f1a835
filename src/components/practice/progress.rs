//! Practice's progress (`#practice-progress`): the level after each hand
//! (`chart.rs`), the solve rate and median time by technique
//! (`#practice-techniques`), and the hardest hand solved
//! (`#practice-hardest`). Derived from the journal, with no hooks.

use super::chart;
use crate::practice::progress::Tally;
use crate::practice::{History, Journal, Progress};
use crate::texts::prelude::*;
use solver::difficulty::Grade;
use yew::prelude::*;

pub fn view(journal: &Journal, history: &History, lang: Lang) -> Html {
    let t = lang.practice_text();
    if journal.entries.is_empty() {
        return html! {
            <section id="practice-progress" class="practice-progress"
                aria-labelledby="practice-progress-heading">
                <h2 id="practice-progress-heading">{ t.progress }</h2>
                <p class="nothing">{ t.nothing_yet }</p>
            </section>
        };
    }
    let progress = Progress::of(journal, history);
    let row = |name: &'static str, tally: &Tally| {
        // No hand of the technique yet: no rate, as no median.
        let rate = if tally.hands == 0 {
            "—".to_string()
        } else {
            (t.solved_of)(
                tally.solved,
                tally.hands,
                &lang.percent(u128::from(tally.solved), u128::from(tally.hands)),
            )
        };
        let median = tally
            .median
            .map_or_else(|| "—".to_string(), |m| (t.seconds)(&lang.tenths(m)));
        html! {
            <tr>
                <th scope="row">{ name }</th>
                <td>{ tally.hands }</td>
                <td>{ rate }</td>
                <td>{ median }</td>
            </tr>
        }
    };
    let hardest = progress.hardest.as_ref().map(|e| {
        let seconds = e.seconds();
        (t.hardest_line)(
            // As hands are written everywhere else: Q, not 12.
            &cards::rank_string(&e.values),
            lang.grade_name(Grade::of_seconds(seconds)),
            seconds.round().max(1.0) as u64,
            &lang.tenths(e.solved().unwrap_or_default()),
        )
    });
    html! {
        <section id="practice-progress" class="practice-progress"
            aria-labelledby="practice-progress-heading">
            <h2 id="practice-progress-heading">{ t.progress }</h2>
            { chart::view(&progress.levels, lang) }
            <table id="practice-techniques" class="techniques">
                <caption>{ t.table_caption }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ t.technique }</th>
                        <th scope="col">{ t.hands }</th>
                        <th scope="col">{ t.solved }</th>
                        <th scope="col">{ t.median }</th>
                    </tr>
                </thead>
                <tbody>
                    { row(t.all_hands, &progress.all) }
                    { for t.techniques.iter().zip(&progress.techniques).map(|(name, tally)| row(name, tally)) }
                </tbody>
            </table>
            if let Some(line) = hardest {
                <h3>{ t.hardest }</h3>
                <p id="practice-hardest">{ line }</p>
            }
        </section>
    }
}
