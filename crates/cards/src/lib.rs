//! Playing cards: the card model, dealing, what the face cards are worth,
//! the card art, and a random source from a seed ([`seeded`]) for deals
//! that must come out the same every time.

mod art;
mod card;
mod deal;
mod faces;
pub mod seeded;

pub use art::{back_svg, card_svg, data_uri};
pub use card::{first_free_suit, rank_from_code, rank_label, rank_string, Card, Suit, RANKS};
pub use deal::{below, deal, deal_from, deal_until, Dealt, Judgement};
pub use faces::Faces;
