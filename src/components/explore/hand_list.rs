//! A list of hands as compact rank strings (`A 3 8 K`); choosing one opens
//! it in Solve. Long lists show their first hands and say how many there are.

use crate::texts::prelude::*;
use cards::rank_string;
use std::rc::Rc;
use yew::prelude::*;

/// How many hands a list shows at most.
const SHOWN: usize = 120;

#[derive(Properties, PartialEq)]
pub struct HandListProps {
    pub heading: AttrValue,
    pub hands: Rc<Vec<Vec<u8>>>,
    pub lang: Lang,
    pub on_open: Callback<Vec<u8>>,
}

#[function_component(HandList)]
pub fn hand_list(props: &HandListProps) -> Html {
    let e = &props.lang.text().explore;
    let more = props.hands.len().saturating_sub(SHOWN);
    html! {
        <section class="hand-list" aria-label={props.heading.clone()}>
            <h3>{ props.heading.clone() }</h3>
            <p class="help">{ e.pick_hand }</p>
            <ul>
                { for props.hands.iter().take(SHOWN).map(|hand| {
                    let open = { let hand = hand.clone(); props.on_open.reform(move |_: MouseEvent| hand.clone()) };
                    html! { <li><button type="button" class="hand-chip" onclick={open}>{ rank_string(hand) }</button></li> }
                }) }
                if more > 0 {
                    <li class="more">{ format!("+{more}") }</li>
                }
            </ul>
        </section>
    }
}
