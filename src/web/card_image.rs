//! Card images for `<img src>`: each card's SVG data URI is made once and then
//! shared, so rendering the 52-card picker or re-rendering the hand costs no
//! string building.

use cards::{back_svg, card_svg, data_uri, Card};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use yew::AttrValue;

thread_local! {
    static FACES: RefCell<HashMap<Card, Rc<str>>> = RefCell::new(HashMap::new());
    static BACK: Rc<str> = Rc::from(data_uri(&back_svg()));
}

/// The `src` of a card's face.
pub fn face_src(card: Card) -> AttrValue {
    FACES.with(|faces| {
        let uri = faces
            .borrow_mut()
            .entry(card)
            .or_insert_with(|| Rc::from(data_uri(&card_svg(card))))
            .clone();
        AttrValue::from(uri)
    })
}

/// The `src` of the card back shown in an empty slot.
pub fn back_src() -> AttrValue {
    BACK.with(|back| AttrValue::from(back.clone()))
}
