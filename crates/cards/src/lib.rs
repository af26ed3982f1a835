//! Playing cards and hands: the card model, the card art, and the URL codec
//! that lets a link reopen the same hand.

mod art;
mod card;
mod deal;
mod url;

pub use art::{back_svg, card_svg, data_uri};
pub use card::{rank_from_code, rank_label, Card, Suit, RANKS};
pub use deal::{below, deal, deal_until, Dealt, Judgement};
pub use url::{
    first_free_suit, parse_query, seconds_text, target_range, write_query, Link, Parsed,
    UrlProblem, View, DEFAULT_SIZE, DEFAULT_TARGET, DEFAULT_TARGETS, MAX_SIZE, MAX_TARGETS,
    MIN_SIZE, VALUES,
};
