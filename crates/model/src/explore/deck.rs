//! What a deck's figures depend on ([`DeckKey`]), and the runs the solving
//! worker is asked for to compute them.

use cards::Faces;
use protocol::worker::{Deck, DeckJob};
use solver::{Level, Rational};

/// The most cards per hand Explore runs a deck of: a deck of seven-card
/// hands would take hours.
pub const MAX_CARDS: usize = 6;

/// What a deck's figures depend on, besides the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeckKey {
    /// The card ranks, `min..=max`.
    pub values: (u8, u8),
    pub cards: usize,
    pub level: Level,
    pub no_parens: bool,
    /// Whole numbers only.
    pub integers: bool,
    /// The deck's face cards: a deck without them stops at 10, and J Q K
    /// worth 10 deal the values 1 to 10.
    pub faces: Faces,
}

impl DeckKey {
    pub fn deck(&self) -> Deck {
        Deck {
            min: self.values.0,
            max: self.values.1,
            cards: self.cards.min(MAX_CARDS) as u8,
            faces: self.faces,
        }
    }

    /// The lowest and highest value the deck's hands hold.
    pub fn value_range(&self) -> (u8, u8) {
        let max = if self.faces == Faces::Without {
            self.values.1.min(10)
        } else {
            self.values.1
        };
        let worth = |r: u8| self.faces.value(r);
        (worth(self.values.0.min(max)), worth(max))
    }

    /// How many hands the deck has: multisets of `cards` from its values.
    pub fn hands(&self) -> u64 {
        let (low, high) = self.value_range();
        let kinds = u64::from(high.saturating_sub(low)) + 1;
        let k = self.cards as u64;
        // C(kinds + k − 1, k), exact at every step.
        (1..=k).fold(1u64, |acc, i| acc * (kinds + i - 1) / i)
    }

    /// The headline figures for `target`.
    pub fn headline(&self, target: Rational) -> DeckJob {
        DeckJob::Headline {
            deck: self.deck(),
            target,
            level: self.level,
            no_parens: self.no_parens,
            integers: self.integers,
        }
    }

    /// Which targets of `first..=last` each hand can make.
    pub fn targets(&self, (first, last): (i128, i128)) -> DeckJob {
        DeckJob::Targets {
            deck: self.deck(),
            first,
            last,
            no_parens: self.no_parens,
            integers: self.integers,
        }
    }

    /// How hard the hands are, for `target`.
    pub fn hardness(&self, target: Rational) -> DeckJob {
        DeckJob::Hardness {
            deck: self.deck(),
            target,
            integers: self.integers,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(max: u8, cards: usize) -> DeckKey {
        DeckKey {
            values: (1, max),
            cards,
            level: Level::Distinct,
            no_parens: false,
            integers: false,
            faces: Faces::Numbered,
        }
    }

    #[test]
    fn counts_the_hands() {
        assert_eq!(key(13, 4).hands(), 1820);
        assert_eq!(key(9, 4).hands(), 495);
        assert_eq!(key(10, 4).hands(), 715);
        assert_eq!(key(13, 6).hands(), 18_564);
    }

    #[test]
    fn face_cards_change_the_values_dealt() {
        let with = |faces, max| DeckKey {
            faces,
            ..key(max, 4)
        };
        assert_eq!(with(Faces::Tens, 13).value_range(), (1, 10));
        assert_eq!(with(Faces::Tens, 13).hands(), 715);
        assert_eq!(with(Faces::Without, 13).value_range(), (1, 10));
        assert_eq!(with(Faces::Without, 13).hands(), 715);
        assert_eq!(with(Faces::Without, 7).hands(), key(7, 4).hands());
        assert_eq!(with(Faces::Tens, 9).value_range(), (1, 9));
        // A deck of face cards only, without face cards, is the ten.
        let faces_only = DeckKey {
            values: (11, 13),
            ..with(Faces::Without, 13)
        };
        assert_eq!(faces_only.value_range(), (10, 10));
    }
}
