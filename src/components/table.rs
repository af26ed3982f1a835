//! The hand: one button per slot on the felt, showing a card or the card back
//! of an empty slot. Clicking a slot opens the picker for it.
//!
//! Promises: every slot is a `button.slot` with `data-slot`, and its image
//! carries the card's name (or "Empty slot N, choose a card") as alt text, which
//! is also the button's name; when the picker closes, focus returns to the slot
//! it was last open for, or, when it closed because a pick filled the hand,
//! to the slot after it.

use crate::texts::prelude::*;
use crate::web::card_image::{back_src, face_src};
use cards::Card;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub slots: Vec<Option<Card>>,
    pub picker: Option<usize>,
    pub lang: Lang,
    /// A slot was chosen, to open the picker for it.
    pub on_open: Callback<usize>,
}

#[function_component(Table)]
pub fn table(props: &TableProps) -> Html {
    let refs = use_memo(props.slots.len(), |&n| {
        (0..n).map(|_| NodeRef::default()).collect::<Vec<_>>()
    });

    // Focus is the one thing the state cannot express: move it back by hand.
    let last_open = use_mut_ref(|| None::<usize>);
    let last_slots = use_mut_ref(Vec::new);
    {
        let refs = refs.clone();
        use_effect_with(
            (props.picker, props.slots.clone()),
            move |(picker, slots)| {
                let was = last_open.replace(*picker);
                let before = last_slots.replace(slots.clone());
                if let (None, Some(slot)) = (picker, was) {
                    // Closed by the pick that filled the hand: on to the next slot.
                    let picked = before != *slots;
                    let to = if picked && slot + 1 < refs.len() {
                        slot + 1
                    } else {
                        slot
                    };
                    if let Some(el) = refs.get(to).and_then(|r| r.cast::<web_sys::HtmlElement>()) {
                        let _ = el.focus();
                    }
                }
            },
        );
    }

    let lang = props.lang;
    let slots = props.slots.iter().enumerate().map(|(i, slot)| {
        let onclick = props.on_open.reform(move |_: MouseEvent| i);
        let image = match slot {
            Some(card) => html! {
                <img class="card" data-card={card.code()} src={face_src(*card)}
                    alt={lang.card_name(*card)} draggable="false" />
            },
            None => html! {
                <img class="back" src={back_src()} alt={lang.empty_slot(i)} draggable="false" />
            },
        };
        html! {
            <button
                type="button"
                class={classes!("slot", slot.is_none().then_some("empty"))}
                data-slot={i.to_string()}
                aria-haspopup="dialog"
                ref={refs[i].clone()}
                {onclick}
            >
                { image }
            </button>
        }
    });

    html! {
        <div id="hand" class="hand" data-n={props.slots.len().to_string()}>
            { for slots }
        </div>
    }
}
