//! Personal bests (`#bests`): the fastest solve, hands solved per level,
//! right calls of "no solution" (apart from the solves), the daily hand's
//! record (`#daily-stats`: played, solved, streak, best streak, average
//! time), and what to do with them: Reset (`#reset-bests`, which asks
//! first), Save to a file (`#export-bests`) and Load from one
//! (`#import-bests`).

use super::{Calls, PlayPanelProps};
use crate::texts::prelude::*;
use solver::difficulty::Grade;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The bests; `asking` is whether Reset is asking to be sure.
pub fn view(props: &PlayPanelProps, calls: &Calls, asking: &UseStateHandle<bool>) -> Html {
    let lang = props.lang;
    let p = lang.play_text();
    let b = &props.bests;
    let levels = Grade::ALL
        .iter()
        .zip(b.solved)
        .map(|(&g, n)| (lang.grade_name(g), n))
        .chain([(p.unrated, b.unrated)])
        .filter(|&(_, n)| n > 0)
        .map(|(name, n)| format!("{name} {}", lang.number(n)))
        .collect::<Vec<_>>()
        .join(" · ");
    let d = &b.daily;
    let figures = [
        lang.number(d.played),
        lang.percent(d.solved.min(d.played).into(), d.played.into()),
        lang.number(b.daily_streak_on(props.today)),
        lang.number(d.best_streak),
        b.daily_average().map_or("—".into(), |t| lang.seconds(t)),
    ];
    let ask = {
        let asking = asking.clone();
        Callback::from(move |_: MouseEvent| asking.set(true))
    };
    let keep = {
        let asking = asking.clone();
        Callback::from(move |_: MouseEvent| asking.set(false))
    };
    let forget = {
        let asking = asking.clone();
        calls
            .on_reset_bests
            .reform(move |_: MouseEvent| asking.set(false))
    };
    let import = calls
        .on_import
        .reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>());
    html! {
        <section id="bests" class="bests" aria-labelledby="bests-title">
            <h2 id="bests-title">{ p.bests }</h2>
            <ul>
                if let Some(f) = b.fastest {
                    <li id="fastest">{ (p.fastest)(&lang.tenths(f)) }</li>
                }
                if !levels.is_empty() {
                    <li>{ format!("{}: {levels}", p.solved_by_level) }</li>
                }
                if b.called > 0 {
                    <li id="called">{ (p.called)(b.called) }</li>
                }
            </ul>
            if d.played > 0 {
                <h3 class="daily-stats-title">{ p.daily_stats }</h3>
                <dl id="daily-stats" class="daily-stats">
                    { for p.daily_figures.iter().zip(figures).map(|(name, value)| html! {
                        <div><dt>{ *name }</dt><dd>{ value }</dd></div>
                    }) }
                </dl>
            }
            <div class="bests-actions">
                if **asking {
                    <p id="reset-ask" class="reset-ask" role="alert">{ p.reset_ask }</p>
                    <button type="button" id="reset-yes" onclick={forget}>{ p.reset_yes }</button>
                    <button type="button" id="reset-no" onclick={keep}>{ p.reset_no }</button>
                } else {
                    <button type="button" id="reset-bests" onclick={ask}>{ p.reset_bests }</button>
                }
                <button type="button" id="export-bests"
                    onclick={calls.on_export.reform(|_: MouseEvent| ())}>
                    { p.export }
                </button>
                <label class="file-button">
                    <input type="file" id="import-bests" accept=".txt,text/plain"
                        onchange={import} />
                    <span>{ p.import }</span>
                </label>
            </div>
        </section>
    }
}
