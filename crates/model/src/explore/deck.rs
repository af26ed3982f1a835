//! What a deck's figures depend on ([`DeckKey`]), and the runs the solving
//! worker is asked for to compute them.

use protocol::worker::{Deck, DeckJob};
use solver::{Level, Rational};

/// The most cards per hand Explore runs a deck of: a deck of seven-card
/// hands would take hours.
pub const MAX_CARDS: usize = 6;

/// What a deck's figures depend on, besides the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeckKey {
    /// The values, `min..=max`.
    pub values: (u8, u8),
    pub cards: usize,
    pub level: Level,
    pub no_parens: bool,
}

impl DeckKey {
    pub fn deck(&self) -> Deck {
        Deck {
            min: self.values.0,
            max: self.values.1,
            cards: self.cards.min(MAX_CARDS) as u8,
        }
    }

    /// How many hands the deck has: multisets of `cards` from the values.
    pub fn hands(&self) -> u64 {
        let kinds = u64::from(self.values.1.saturating_sub(self.values.0)) + 1;
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
        }
    }

    /// Which targets of `first..=last` each hand can make.
    pub fn targets(&self, (first, last): (i128, i128)) -> DeckJob {
        DeckJob::Targets {
            deck: self.deck(),
            first,
            last,
            no_parens: self.no_parens,
        }
    }

    /// How hard the hands are, for `target`.
    pub fn hardness(&self, target: Rational) -> DeckJob {
        DeckJob::Hardness {
            deck: self.deck(),
            target,
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
        }
    }

    #[test]
    fn counts_the_hands() {
        assert_eq!(key(13, 4).hands(), 1820);
        assert_eq!(key(9, 4).hands(), 495);
        assert_eq!(key(10, 4).hands(), 715);
        assert_eq!(key(13, 6).hands(), 18_564);
    }
}
