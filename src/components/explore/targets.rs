//! The targets panel: the share of hands that make each target of the
//! range; the current target is marked, and a bar makes its target the
//! current one.

use super::bar_chart::{BarChart, Datum};
use super::progress::waiting;
use crate::texts::prelude::*;
use crate::web::deck_runs::Shown;
use solver::stats::TargetCount;
use solver::Rational;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TargetsPanelProps {
    pub shown: Option<Shown<Vec<TargetCount>>>,
    pub target: Rational,
    pub lang: Lang,
    pub on_target: Callback<String>,
}

#[function_component(TargetsPanel)]
pub fn targets_panel(props: &TargetsPanelProps) -> Html {
    let lang = props.lang;
    let e = &lang.text().explore;
    if let Some(wait) = waiting(props.shown.as_ref(), "targets-progress", lang) {
        return wait;
    }
    let Some(Shown::Done(counts)) = &props.shown else {
        return html! {};
    };
    let data: Vec<Datum> = counts
        .iter()
        .map(|c| {
            let share = lang.share(c.solvable_hands.into(), c.hands.into());
            Datum {
                label: c.target.to_string(),
                value: 100.0 * c.solvable_hands as f64 / c.hands.max(1) as f64,
                title: (e.target_bar)(&c.target.to_string(), c.solvable_hands, c.hands, &share),
                current: Rational::from(c.target) == props.target,
            }
        })
        .collect();
    let on_pick = {
        let on_target = props.on_target.clone();
        let targets: Vec<i128> = counts.iter().map(|c| c.target).collect();
        Callback::from(move |i: usize| {
            if let Some(t) = targets.get(i) {
                on_target.emit(t.to_string());
            }
        })
    };
    html! {
        <BarChart id="targets-chart" title={e.targets_title} x_label={e.targets_x}
            y_label={e.targets_y} data={Rc::new(data)} top={Some(100.0)} {on_pick} />
    }
}
