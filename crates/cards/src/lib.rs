//! Playing cards: the card model, dealing, and the card art.

mod art;
mod card;
mod deal;

pub use art::{back_svg, card_svg, data_uri};
pub use card::{first_free_suit, rank_from_code, rank_label, Card, Suit, RANKS};
pub use deal::{below, deal, deal_until, Dealt, Judgement};
