//! The difficulty panel: solvable hands per level of the difficulty model,
//! each bar named for its level, whose bars open their hands' list (the bar
//! picked is the state's), and the hardest hands with their estimated
//! times.

use super::bar_chart::{BarChart, Datum};
use super::hand_list::HandList;
use super::progress::waiting;
use crate::texts::prelude::*;
use crate::web::deck_runs::Shown;
use cards::rank_string;
use protocol::worker::Hardness;
use solver::difficulty::{Difficulty, Grade};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HardnessPanelProps {
    pub shown: Option<Shown<Hardness>>,
    /// The bar whose hands are listed: the level's place in `Grade::ALL`.
    pub picked: Option<usize>,
    pub lang: Lang,
    pub on_pick: Callback<usize>,
    pub on_open: Callback<Vec<u8>>,
}

#[function_component(HardnessPanel)]
pub fn hardness_panel(props: &HardnessPanelProps) -> Html {
    let picked = props.picked;
    let lang = props.lang;
    let e = &lang.text().explore;
    if let Some(wait) = waiting(props.shown.as_ref(), "difficulty-progress", lang) {
        return wait;
    }
    let Some(Shown::Done(h)) = &props.shown else {
        return html! {};
    };
    let data: Vec<Datum> = Grade::ALL
        .iter()
        .zip(&h.per_grade)
        .enumerate()
        .map(|(i, (&g, hands))| Datum {
            label: lang.grade_name(g).to_string(),
            value: hands.len() as f64,
            title: (e.grade_bar)(lang.grade_name(g), hands.len() as u64),
            current: picked == Some(i),
        })
        .collect();
    // Bar `i` is the hands of `Grade::ALL[i]`.
    let on_pick = props.on_pick.clone();
    let list = picked.and_then(|i| {
        let hands = h.per_grade.get(i)?;
        let heading = (e.level_hands)(hands.len() as u64, lang.grade_name(Grade::ALL[i]));
        Some(html! { <HandList {heading} hands={Rc::new(hands.clone())} {lang} on_open={props.on_open.clone()} /> })
    });
    html! {
        <>
            <BarChart id="difficulty-chart" title={e.difficulty_title} x_label={e.difficulty_x}
                y_label={e.per_hand_y} data={Rc::new(data)} {on_pick} />
            { for list }
            <section class="hand-list hardest" aria-label={e.hardest_title}>
                <h3>{ e.hardest_title }</h3>
                <ol>
                    { for h.hardest.iter().map(|(hand, ms)| {
                        let seconds = *ms as f64 / 1000.0;
                        let d = Difficulty { seconds, grade: Grade::of_seconds(seconds) };
                        let open = { let hand = hand.clone(); props.on_open.reform(move |_: MouseEvent| hand.clone()) };
                        html! { <li><button type="button" class="hand-chip" onclick={open}>{ rank_string(hand) }</button>
                            <span class="rating">{ lang.rating(&d) }</span></li> }
                    }) }
                </ol>
            </section>
        </>
    }
}
