//! Playing cards and hands: the card model, the card art, and the URL codec
//! that lets a link reopen the same hand.

mod card;

pub use card::{rank_from_code, rank_label, Card, Suit, RANKS};
