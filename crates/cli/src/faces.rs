//! `--faces`: what the face cards J Q K are worth. By default 11, 12 and 13
//! (`--faces 13`); with `--faces 10`, 10 each, as some decks of the game
//! count them. Numbers are read as numbers either way: only a rank letter
//! `J`, `Q` or `K` is a face card.
//!
//! A deck (`--min`/`--max`) under `--faces 10` is read as card ranks, A to
//! K at most: its hands are the multisets of the cards' values, 1 to 10,
//! each listed once as always, but a value stands for as many ranks as are
//! worth it (10 for T, J, Q and K), so an ordered deal is a sequence of
//! ranks and a hand with 10 in it stands for four times as many deals per
//! 10 (`deals_with`). Promise: the deck's ordered deals are those of its
//! ranks, `(max − min + 1)^cards`.

use solver::stats::Deck;

/// What J Q K are worth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Faces {
    /// J = 11, Q = 12, K = 13.
    #[default]
    Thirteen,
    /// J, Q and K are each worth 10.
    Ten,
}

/// The highest card rank, K.
const KING: i128 = 13;

impl Faces {
    /// `10` or `13`, as `--faces` takes it.
    pub fn parse(text: &str) -> Result<Faces, String> {
        match text.trim() {
            "13" => Ok(Faces::Thirteen),
            "10" => Ok(Faces::Ten),
            _ => Err(format!(
                "bad --faces '{text}': J Q K are worth 11 12 13 (--faces 13, the default) or 10 each (--faces 10)"
            )),
        }
    }

    /// The value of the card of `rank`, 1 (A) to 13 (K).
    pub fn value(self, rank: u8) -> i128 {
        self.worth(i128::from(rank))
    }

    /// Checks that `ranks` is a deck these faces can read: under `--faces
    /// 10`, ranks from A to K.
    pub fn check(self, ranks: &Deck) -> Result<(), String> {
        if self == Faces::Ten && (ranks.min < 1 || ranks.max > KING) {
            return Err(format!(
                "--faces 10 reads --min {} and --max {} as card ranks: they must be from 1 to {KING}",
                ranks.min, ranks.max
            ));
        }
        Ok(())
    }

    /// The deck of values that the deck of `ranks` deals.
    pub fn values(self, ranks: &Deck) -> Deck {
        ranks.valued(|r| self.worth(r))
    }

    /// How many ranks of `ranks` are worth `value`.
    pub fn kinds(self, ranks: &Deck, value: i128) -> u128 {
        ranks.ranks_worth(|r| self.worth(r), value)
    }

    /// What a rank of a deck is worth (a deck's ranks may be any integers
    /// under `--faces 13`).
    fn worth(self, rank: i128) -> i128 {
        match self {
            Faces::Ten => cards::Faces::Tens.worth(rank),
            Faces::Thirteen => rank,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::stats::{deals_with, solve_hand};
    use solver::{Level, Options, Rational};

    #[test]
    fn reads_10_and_13_only() {
        assert_eq!(Faces::parse("10"), Ok(Faces::Ten));
        assert_eq!(Faces::parse("13"), Ok(Faces::Thirteen));
        for bad in ["11", "ten", ""] {
            assert!(Faces::parse(bad).unwrap_err().contains("--faces"), "{bad}");
        }
        assert_eq!(Faces::Ten.value(12), 10);
        assert_eq!(Faces::Ten.value(7), 7);
        assert_eq!(Faces::Thirteen.value(12), 12);
    }

    #[test]
    fn a_deck_of_ranks_deals_each_rank_once() {
        let ranks = Deck::default();
        let values = Faces::Ten.values(&ranks);
        assert_eq!((values.min, values.max, values.cards), (1, 10, 4));
        assert_eq!(Faces::Ten.kinds(&ranks, 10), 4);
        assert_eq!(Faces::Ten.kinds(&ranks, 9), 1);
        let kinds = |v| Faces::Ten.kinds(&ranks, v);
        let deals: u128 = values.hands().map(|h| deals_with(&h, kinds)).sum();
        assert_eq!(deals, 13u128.pow(4));
        let queens = Deck { max: 12, ..ranks };
        assert_eq!(Faces::Ten.kinds(&queens, 10), 3);
        assert!(Faces::Ten.check(&Deck { max: 14, ..ranks }).is_err());
        assert!(Faces::Thirteen.check(&Deck { max: 14, ..ranks }).is_ok());
    }

    /// The solvable deals of a deck, weighted, against every ordered deal
    /// of its ranks solved one by one.
    #[test]
    fn solvable_deals_are_those_of_every_sequence_of_ranks() {
        let ranks = Deck {
            min: 7,
            max: 13,
            cards: 3,
        };
        let target = Rational::from(24);
        let solvable = |hand: &[i128]| {
            solve_hand(hand, target, Options::default())
                .unwrap()
                .count(Level::Distinct)
                > 0
        };
        let kinds = |v| Faces::Ten.kinds(&ranks, v);
        let weighted: u128 = Faces::Ten
            .values(&ranks)
            .hands()
            .filter(|h| solvable(h))
            .map(|h| deals_with(&h, kinds))
            .sum();
        let mut one_by_one = 0;
        for a in 7..=13u8 {
            for b in 7..=13u8 {
                for c in 7..=13u8 {
                    let mut hand = [a, b, c].map(|r| Faces::Ten.value(r));
                    hand.sort_unstable();
                    one_by_one += u128::from(solvable(&hand));
                }
            }
        }
        assert_eq!(weighted, one_by_one);
        assert!(weighted > 0);
    }
}
