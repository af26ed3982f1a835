//! Statistics over a deck: every hand of `cards` values from `min..=max`.
//!
//! A *hand* is a multiset of values (1 2 3 4 and 4 3 2 1 are one hand); an
//! *ordered deal* is a sequence of values, so a hand with values `v` occurring
//! `c_v` times stands for `cards! / Π c_v!` deals. For values 1..13, four
//! cards and target 24: 1362 of 1820 hands and 22,615 of 28,561 deals are
//! solvable.

use crate::error::Error;
use crate::level::Level;
use crate::limits::MAX_NUMBERS;
use crate::number::Rational;
use crate::options::Options;
use crate::solution::Solved;
use crate::solve::solve;
use std::collections::BTreeMap;

/// The values of a deck and how many cards a hand has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deck {
    /// The lowest value, included.
    pub min: i128,
    /// The highest value, included.
    pub max: i128,
    /// How many cards a hand has.
    pub cards: usize,
}

impl Default for Deck {
    fn default() -> Self {
        Deck {
            min: 1,
            max: 13,
            cards: 4,
        }
    }
}

impl Deck {
    /// Checks that the deck describes at least one hand the solver accepts:
    /// [`Error::EmptyDeck`] when `min > max`, [`Error::NoNumbers`] or
    /// [`Error::TooManyNumbers`] when `cards` is not from 1 to
    /// [`MAX_NUMBERS`].
    ///
    /// ```
    /// use twentyfour_solver::stats::Deck;
    /// use twentyfour_solver::Error;
    ///
    /// assert_eq!(Deck::default().check(), Ok(()));
    /// let upside_down = Deck { min: 5, max: 2, cards: 4 };
    /// assert_eq!(upside_down.check(), Err(Error::EmptyDeck { min: 5, max: 2 }));
    /// ```
    pub fn check(&self) -> Result<(), Error> {
        if self.min > self.max {
            return Err(Error::EmptyDeck {
                min: self.min,
                max: self.max,
            });
        }
        match self.cards {
            0 => Err(Error::NoNumbers),
            n if n > MAX_NUMBERS => Err(Error::TooManyNumbers { count: n }),
            _ => Ok(()),
        }
    }

    /// Every hand, ascending (each hand's values ascending, hands in
    /// lexicographic order).
    pub fn hands(&self) -> Hands {
        Hands {
            deck: *self,
            next: (self.min <= self.max).then(|| vec![self.min; self.cards]),
        }
    }
}

/// Iterator over the hands of a [`Deck`].
pub struct Hands {
    deck: Deck,
    next: Option<Vec<i128>>,
}

impl Iterator for Hands {
    type Item = Vec<i128>;
    fn next(&mut self) -> Option<Vec<i128>> {
        let current = self.next.take()?;
        let mut following = current.clone();
        // Advance the rightmost value that can still grow, and reset the ones
        // after it to it, which keeps every hand ascending.
        if let Some(i) = following.iter().rposition(|&v| v < self.deck.max) {
            following[i] += 1;
            let v = following[i];
            following[i + 1..].iter_mut().for_each(|x| *x = v);
            self.next = Some(following);
        }
        Some(current)
    }
}

/// How many ordered deals a hand stands for: `n! / Π c_v!`.
pub fn deals(hand: &[i128]) -> u128 {
    let factorial = |n: usize| (1..=n as u128).product::<u128>();
    let mut runs = BTreeMap::new();
    for v in hand {
        *runs.entry(v).or_insert(0usize) += 1;
    }
    factorial(hand.len()) / runs.values().map(|&c| factorial(c)).product::<u128>()
}

/// The summary of a deck.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// How many hands the deck has.
    pub hands: u64,
    /// How many of them have a solution.
    pub solvable_hands: u64,
    /// How many solutions all the hands have together, at the level asked.
    pub solutions: u64,
    /// How many ordered deals the hands stand for.
    pub deals: u128,
    /// How many of those deals are of solvable hands.
    pub solvable_deals: u128,
    /// Number of solutions → number of hands with that many.
    pub per_hand: BTreeMap<usize, u64>,
}

/// Solves every hand of the deck with `options`, calls `each` for every hand, and sums up.
pub fn survey(
    deck: &Deck,
    target: Rational,
    level: Level,
    options: Options,
    mut each: impl FnMut(&[i128], &Solved),
) -> Result<Summary, Error> {
    let mut summary = Summary::default();
    for hand in deck.hands() {
        let numbers: Vec<Rational> = hand.iter().map(|&v| Rational::from(v)).collect();
        let solved = solve(&numbers, target, options)?;
        let count = solved.count(level);
        let deals = deals(&hand);
        summary.hands += 1;
        summary.deals += deals;
        if count > 0 {
            summary.solvable_hands += 1;
            summary.solvable_deals += deals;
            summary.solutions += count as u64;
        }
        *summary.per_hand.entry(count).or_insert(0) += 1;
        each(&hand, &solved);
    }
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_hands_and_deals() {
        let deck = Deck::default();
        assert_eq!(deck.hands().count(), 1820);
        assert_eq!(deck.hands().map(|h| deals(&h)).sum::<u128>(), 28_561);
        assert_eq!(deals(&[3, 3, 8, 8]), 6);
        assert!(deck.hands().all(|h| h.windows(2).all(|w| w[0] <= w[1])));
    }

    /// The summary of values 1..=`max`, four cards, target 24.
    fn figures(max: i128, level: Level) -> Summary {
        let deck = Deck {
            max,
            ..Deck::default()
        };
        survey(
            &deck,
            Rational::from(24),
            level,
            Options::default(),
            |_, _| {},
        )
        .unwrap()
    }

    #[test]
    fn known_figures() {
        let s = figures(13, Level::Distinct);
        assert_eq!((s.solvable_hands, s.hands, s.solutions), (1362, 1820, 3017));
        assert_eq!((s.solvable_deals, s.deals), (22_615, 28_561));
        assert_eq!(s.per_hand[&0], 458);
        assert_eq!(figures(13, Level::Strict).solutions, 4078);
        let nine = figures(9, Level::Distinct);
        assert_eq!((nine.solvable_hands, nine.hands), (404, 495));
        let ten = figures(10, Level::Distinct);
        assert_eq!(
            (ten.solvable_hands, ten.hands, ten.solutions),
            (566, 715, 1343)
        );
    }

    #[test]
    fn refuses_empty_decks() {
        let cards = |cards| Deck {
            cards,
            ..Deck::default()
        };
        assert_eq!(cards(0).check(), Err(Error::NoNumbers));
        assert_eq!(cards(8).check(), Ok(()));
        assert_eq!(cards(9).check(), Err(Error::TooManyNumbers { count: 9 }));
    }
}
