//! A card on the wire, in plain numbers, and its one conversion to and from
//! the cards crate's [`cards::Card`]; the deck's face cards
//! ([`cards::Faces`]) on the wire, as their link code.

use crate::codec::{Error, ErrorKind, Reader, Writer};
use crate::wire::Wire;
use cards::Faces;

/// A card of a dealt hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Card {
    /// 1 (ace) to 13 (king).
    pub rank: u8,
    /// 0 spades, 1 hearts, 2 diamonds, 3 clubs (the order of
    /// [`cards::Suit::ALL`]).
    pub suit: u8,
}

impl From<cards::Card> for Card {
    fn from(card: cards::Card) -> Card {
        Card {
            rank: card.rank(),
            suit: card.suit().index() as u8,
        }
    }
}

impl Card {
    /// The card, when its rank and suit are in range.
    pub fn to_card(self) -> Option<cards::Card> {
        cards::Card::new(self.rank, cards::Suit::from_index(usize::from(self.suit))?)
    }
}

/// A card is its rank, then its suit; anything out of range does not read.
impl Wire for Card {
    fn write(&self, w: &mut Writer) {
        w.uint(self.rank.into()).uint(self.suit.into());
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        let at = r.position();
        let card = Card {
            rank: r.uint_as()?,
            suit: r.uint_as()?,
        };
        if !(1..=13).contains(&card.rank) || card.suit > 3 {
            return Err(r.error(at, ErrorKind::OutOfRange));
        }
        Ok(card)
    }
}

/// The cards that are in range, in order.
pub fn to_cards(cards: &[Card]) -> Vec<cards::Card> {
    cards.iter().filter_map(|c| c.to_card()).collect()
}

/// As the link writes it: `13`, `10` or `none`.
impl Wire for Faces {
    fn write(&self, w: &mut Writer) {
        w.str(self.code().unwrap_or("13"));
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        let at = r.position();
        let code = r.str()?;
        Faces::ALL
            .into_iter()
            .find(|f| f.code().unwrap_or("13") == code)
            .ok_or(r.error(at, ErrorKind::UnknownTag))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_and_nothing_else_is_a_card() {
        for card in cards::Card::deck() {
            assert_eq!(Card::from(card).to_card(), Some(card));
        }
        for (rank, suit) in [(0, 0), (14, 0), (1, 4), (255, 255)] {
            assert_eq!(Card { rank, suit }.to_card(), None);
        }
    }
}
