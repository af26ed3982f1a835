//! Personal bests (`#bests`): the fastest solve, hands solved per level, the
//! daily streak, and a Reset link (`#reset-bests`).

use super::PlayPanelProps;
use crate::link::seconds_text;
use solver::difficulty::Grade;
use yew::prelude::*;

pub fn view(props: &PlayPanelProps) -> Html {
    let lang = props.lang;
    let p = lang.play_text();
    let b = &props.bests;
    let levels = Grade::ALL
        .iter()
        .zip(b.solved)
        .map(|(&g, n)| (lang.grade_name(g), n))
        .chain([(p.unrated, b.unrated)])
        .filter(|&(_, n)| n > 0)
        .map(|(name, n)| format!("{name} {n}"))
        .collect::<Vec<_>>()
        .join(" · ");
    let onclick = props
        .on_reset_bests
        .reform(|e: MouseEvent| e.prevent_default());
    html! {
        <section id="bests" class="bests" aria-labelledby="bests-title">
            <h2 id="bests-title">{ p.bests }</h2>
            <ul>
                if let Some(f) = b.fastest {
                    <li id="fastest">{ (p.fastest)(&seconds_text(f)) }</li>
                }
                if !levels.is_empty() {
                    <li>{ format!("{}: {levels}", p.solved_by_level) }</li>
                }
                <li id="daily-streak">{ (p.daily_streak)(b.daily_streak_on(props.today)) }</li>
            </ul>
            <a href="#" id="reset-bests" role="button" {onclick}>{ p.reset_bests }</a>
        </section>
    }
}
