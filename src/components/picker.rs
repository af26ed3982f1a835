//! The card picker: a modal grid of all 52 cards, one row per suit, A to K.
//!
//! Promises: `#picker` holds exactly the 52 card buttons (`data-card`), with the
//! cards already in the hand, and those the deck does not have, `disabled`; focus moves into the grid when it
//! opens and stays inside the dialog (Tab cycles); arrows move (left/right
//! through the ranks, up/down through the suits), Enter or a click picks,
//! Esc or a click outside closes. After a pick it stays open for the next
//! empty slot (the state moves it there) until the hand is full: its
//! heading, which screen readers hear, names the slot, and focus moves off
//! the card just picked to the nearest free one.

use crate::picker_grid::{picker_start, picker_step, Move, PICKER_COLUMNS};
use crate::texts::prelude::*;
use crate::web::card_image::face_src;
use cards::{Card, Faces, Suit};
use wasm_bindgen::JsValue;
use web_sys::HtmlElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PickerProps {
    /// The slot being filled.
    pub slot: usize,
    pub slots: Vec<Option<Card>>,
    /// The deck: without face cards, J Q K cannot be picked.
    pub faces: Faces,
    pub lang: Lang,
    /// A card was picked for the slot: `(slot, card)`.
    pub on_pick: Callback<(usize, Card)>,
    /// Esc, the close button or a click outside.
    pub on_close: Callback<()>,
    /// "Empty this slot".
    pub on_clear: Callback<usize>,
}

fn focus(node: &NodeRef) {
    if let Some(el) = node.cast::<HtmlElement>() {
        let _ = el.focus();
    }
}

#[function_component(Picker)]
pub fn picker(props: &PickerProps) -> Html {
    let deck: Vec<Card> = Card::deck().collect();
    let blocked: Vec<bool> = deck
        .iter()
        .map(|c| props.slots.contains(&Some(*c)) || !props.faces.has(c.rank()))
        .collect();
    let current = props.slots.get(props.slot).copied().flatten();
    let cursor = {
        let at = current
            .and_then(|c| deck.iter().position(|&d| d == c))
            .unwrap_or(0);
        let blocked = blocked.clone();
        use_state(move || picker_start(at, &blocked))
    };
    let card_refs = use_memo((), |_| {
        (0..52).map(|_| NodeRef::default()).collect::<Vec<_>>()
    });
    let close_ref = use_node_ref();
    let clear_ref = use_node_ref();

    // Runs on opening too, which is what puts focus into the grid.
    {
        let card_refs = card_refs.clone();
        use_effect_with(*cursor, move |&at| focus(&card_refs[at]));
    }
    // The next slot: the card just picked is taken, so the cursor moves on.
    {
        let (cursor, blocked) = (cursor.clone(), blocked.clone());
        use_effect_with(props.slot, move |_| {
            cursor.set(picker_start(*cursor, &blocked))
        });
    }

    let close = props.on_close.reform(|_: MouseEvent| ());

    let onkeydown = {
        let blocked = blocked.clone();
        let on_close = props.on_close.clone();
        let cursor = cursor.clone();
        let card_refs = card_refs.clone();
        let close_ref = close_ref.clone();
        let clear_ref = clear_ref.clone();
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if key == "Escape" {
                e.prevent_default();
                e.stop_propagation();
                on_close.emit(());
            } else if let Some(dir) = Move::from_key(&key) {
                e.prevent_default();
                let next = picker_step(*cursor, dir, &blocked);
                if next == *cursor {
                    // The effect will not run: focus may be on Close.
                    focus(&card_refs[next]);
                } else {
                    cursor.set(next);
                }
            } else if key == "Tab" {
                // Keep focus inside the dialog: Close, the grid, "Empty this slot".
                e.prevent_default();
                let stops: Vec<&NodeRef> = [&close_ref, &card_refs[*cursor], &clear_ref]
                    .into_iter()
                    .filter(|r| r.get().is_some())
                    .collect();
                let active: Option<JsValue> = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.active_element())
                    .map(Into::into);
                let here = stops
                    .iter()
                    .position(|r| r.get().map(JsValue::from).as_ref() == active.as_ref());
                let n = stops.len();
                let to = match (here, e.shift_key()) {
                    (Some(i), false) => (i + 1) % n,
                    (Some(i), true) => (i + n - 1) % n,
                    (None, _) => 1.min(n - 1),
                };
                focus(stops[to]);
            }
        })
    };

    let lang = props.lang;
    let t = lang.text();
    let rows = Suit::ALL.into_iter().enumerate().map(|(row, suit)| {
        let cards = (0..PICKER_COLUMNS).map(|col| {
            let i = row * PICKER_COLUMNS + col;
            let card = deck[i];
            let slot = props.slot;
            let onclick = props.on_pick.reform(move |_: MouseEvent| (slot, card));
            html! {
                <button
                    type="button"
                    class={classes!("pick", (Some(card) == current).then_some("current"))}
                    data-card={card.code()}
                    disabled={blocked[i]}
                    tabindex={if i == *cursor { "0" } else { "-1" }}
                    ref={card_refs[i].clone()}
                    {onclick}
                >
                    <img src={face_src(card)} alt={lang.card_name(card)} draggable="false" />
                </button>
            }
        });
        html! {
            <div class="suit-row" role="group" aria-label={lang.suit_name(suit)}>
                { for cards }
            </div>
        }
    });

    let clear = current.map(|_| {
        let slot = props.slot;
        let onclick = props.on_clear.reform(move |_: MouseEvent| slot);
        html! {
            <button type="button" class="clear-slot" ref={clear_ref.clone()} {onclick}>
                { t.empty_this_slot }
            </button>
        }
    });

    html! {
        <div class="modal-layer">
            <div class="scrim" onclick={close.clone()}></div>
            <div id="picker-dialog" class="modal" role="dialog" aria-modal="true"
                aria-labelledby="picker-title" aria-describedby="picker-help" {onkeydown}>
                <div class="modal-head">
                    <h2 id="picker-title" aria-live="polite">{ lang.picker_title(props.slot) }</h2>
                    <button type="button" class="close" aria-label={t.close} ref={close_ref}
                        onclick={close}>
                        { "×" }
                    </button>
                </div>
                <p id="picker-help" class="hint">{ t.picker_help }</p>
                <div id="picker" class="picker-grid">
                    { for rows }
                </div>
                if let Some(clear) = clear {
                    <div class="modal-foot">{ clear }</div>
                }
            </div>
        </div>
    }
}
