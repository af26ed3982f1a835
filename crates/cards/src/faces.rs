//! What the face cards are worth, and whether a deck has them: the house
//! rule of the table ([`Faces`]).
//!
//! Promises: a card always keeps its own face (a king worth 10 is still a
//! king); only its value changes; a deck without face cards deals from the
//! forty cards A to 10.

use crate::card::{Card, RANKS};

/// What J, Q and K are worth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Faces {
    /// J = 11, Q = 12, K = 13.
    #[default]
    Numbered,
    /// J, Q and K are each worth 10.
    Tens,
    /// No face cards: the school deck, A to 10.
    Without,
}

/// The highest rank that is not a face card.
const TEN: u8 = 10;

impl Faces {
    /// Every choice, in the order a switch offers them.
    pub const ALL: [Faces; 3] = [Faces::Numbered, Faces::Tens, Faces::Without];

    /// What the card of `rank` is worth.
    pub fn value(self, rank: u8) -> u8 {
        match self {
            Faces::Tens => rank.min(TEN),
            Faces::Numbered | Faces::Without => rank,
        }
    }

    /// What a rank of a deck is worth, for decks given as ranks of any size
    /// (only J Q K change, and only under [`Faces::Tens`]).
    pub fn worth(self, rank: i128) -> i128 {
        match self {
            Faces::Tens => rank.min(i128::from(TEN)),
            Faces::Numbered | Faces::Without => rank,
        }
    }

    /// Whether the deck has cards of `rank`.
    pub fn has(self, rank: u8) -> bool {
        RANKS.contains(&rank) && (self != Faces::Without || rank <= TEN)
    }

    /// The cards of the deck.
    pub fn deck(self) -> impl Iterator<Item = Card> {
        Card::deck().filter(move |c| self.has(c.rank()))
    }

    /// How the link writes it: `10` or `none`; `None` for the default.
    pub fn code(self) -> Option<&'static str> {
        match self {
            Faces::Numbered => None,
            Faces::Tens => Some("10"),
            Faces::Without => Some("none"),
        }
    }

    /// Reads a link's `faces`: `10`, `none` (or `no`), `13` (the default).
    pub fn from_code(text: &str) -> Option<Faces> {
        match text.trim().to_ascii_lowercase().as_str() {
            "13" => Some(Faces::Numbered),
            "10" => Some(Faces::Tens),
            "none" | "no" | "0" => Some(Faces::Without),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_and_decks() {
        assert_eq!(Faces::Numbered.value(12), 12);
        assert_eq!(Faces::Tens.value(12), 10);
        assert_eq!(Faces::Tens.value(7), 7);
        assert_eq!(Faces::Tens.worth(20), 10);
        assert_eq!(Faces::Numbered.worth(20), 20);
        assert_eq!(Faces::Numbered.deck().count(), 52);
        assert_eq!(Faces::Tens.deck().count(), 52);
        assert_eq!(Faces::Without.deck().count(), 40);
        assert!(Faces::Without.deck().all(|c| c.rank() <= 10));
        assert!(!Faces::Without.has(11) && Faces::Without.has(10) && !Faces::Numbered.has(14));
    }

    #[test]
    fn codes_round_trip() {
        for faces in Faces::ALL {
            let code = faces.code().unwrap_or("13");
            assert_eq!(Faces::from_code(code), Some(faces));
        }
        assert_eq!(Faces::from_code(" NONE "), Some(Faces::Without));
        assert_eq!(Faces::from_code("12"), None);
    }
}
