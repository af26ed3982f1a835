//! The headline panel: solvable hands and deals, the solutions at the
//! level, the hand with the most, and the chart of hands by their number of
//! solutions, whose bars open their hands' list (the bar picked is the
//! state's, so the list is still open after a visit to one of its hands).

use super::bar_chart::{BarChart, Datum};
use super::hand_list::HandList;
use super::progress::waiting;
use crate::texts::prelude::*;
use crate::web::deck_runs::Shown;
use cards::rank_string;
use protocol::worker::Headline;
use solver::Level;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HeadlinePanelProps {
    pub shown: Option<Shown<Headline>>,
    pub level: Level,
    /// The bar whose hands are listed: hands with this many solutions.
    pub picked: Option<usize>,
    pub lang: Lang,
    pub on_pick: Callback<usize>,
    pub on_open: Callback<Vec<u8>>,
}

#[function_component(HeadlinePanel)]
pub fn headline_panel(props: &HeadlinePanelProps) -> Html {
    let picked = props.picked;
    let lang = props.lang;
    let e = &lang.text().explore;
    if let Some(wait) = waiting(props.shown.as_ref(), "headline-progress", lang) {
        return wait;
    }
    let Some(Shown::Done(h)) = &props.shown else {
        return html! {};
    };
    let s = &h.summary;
    let of = |part: u128, whole: u128| {
        (e.of)(
            &lang.number(part),
            &lang.number(whole),
            &lang.share(part, whole),
        )
    };
    let most = s.most.as_ref().map(|(hand, n)| {
        let ranks: Vec<u8> = hand.iter().map(|&v| v as u8).collect();
        (e.most_hand)(&rank_string(&ranks), *n)
    });
    let data: Vec<Datum> = s
        .per_hand
        .iter()
        .enumerate()
        .map(|(count, &hands)| Datum {
            label: count.to_string(),
            value: hands as f64,
            title: (e.count_bar)(count, hands),
            current: picked == Some(count),
        })
        .collect();
    // Bar `i` is the hands with `i` solutions.
    let on_pick = props.on_pick.clone();
    let list = picked.filter(|&p| p < s.per_hand.len()).map(|count| {
        let hands: Vec<Vec<u8>> = h
            .counts
            .iter()
            .filter(|(_, n)| *n == count as u64)
            .map(|(hand, _)| hand.clone())
            .collect();
        let heading = (e.hands_with)(hands.len() as u64, count);
        html! { <HandList {heading} hands={Rc::new(hands)} {lang} on_open={props.on_open.clone()} /> }
    });
    html! {
        <>
            <dl class="headline" id="headline">
                <div><dt>{ e.solvable_hands }</dt>
                    <dd id="solvable-hands">{ of(s.solvable_hands.into(), s.hands.into()) }</dd></div>
                <div><dt>{ e.solvable_deals }</dt>
                    <dd id="solvable-deals">{ of(s.solvable_deals, s.deals) }</dd></div>
                <div><dt>{ lang.level_button(props.level, None) }</dt>
                    <dd id="solutions">{ lang.number(s.solutions) }</dd></div>
                if let Some(most) = most {
                    <div><dt>{ e.most }</dt><dd id="most">{ most }</dd></div>
                }
            </dl>
            <BarChart id="per-hand-chart" title={e.per_hand_title} x_label={e.per_hand_x}
                y_label={e.per_hand_y} data={Rc::new(data)} {on_pick} />
            { for list }
        </>
    }
}
