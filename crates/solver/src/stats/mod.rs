//! Statistics over a deck: every hand of `cards` values from `min..=max`.
//!
//! A *hand* is a multiset of values (1 2 3 4 and 4 3 2 1 are one hand); an
//! *ordered deal* is a sequence of values, so a hand with values `v` occurring
//! `c_v` times stands for `cards! / Π c_v!` deals. For values 1..13, four
//! cards and target 24: 1362 of 1820 hands and 22,615 of 28,561 deals are
//! solvable. A deck that deals some values more often (J Q K all worth 10
//! puts 10 on four ranks) lists each hand once all the same, and counts its
//! deals by [`deals_with`].
//!
//! `reach.rs`, its own, finds every value a hand can make, so that a
//! target a hand cannot reach is never solved for.
//!
//! Imports: `solve`, `arith/` (for `reach.rs`'s exact fractions) and the
//! crate's vocabulary at the root, like every feature; nothing imports it
//! but the crate root.

mod reach;

use crate::error::Error;
use crate::level::Level;
use crate::limits::MAX_NUMBERS;
use crate::number::Rational;
use crate::options::{Options, Parens};
use crate::solution::Solved;
use crate::solve::solve;
use reach::{contains, reachable};

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
    /// The deck of values that this deck of ranks deals when a card of rank
    /// `r` is worth `worth(r)` (a non-decreasing map, such as "J Q K are
    /// worth 10"). Weigh its hands with [`deals_with`] and
    /// [`Deck::ranks_worth`] to count the deals of the ranks.
    ///
    /// ```
    /// use twentyfour_solver::stats::Deck;
    ///
    /// let tens = Deck::default().valued(|r| r.min(10));
    /// assert_eq!((tens.min, tens.max, tens.cards), (1, 10, 4));
    /// assert_eq!(Deck::default().ranks_worth(|r| r.min(10), 10), 4);
    /// ```
    pub fn valued(&self, worth: impl Fn(i128) -> i128) -> Deck {
        Deck {
            min: worth(self.min),
            max: worth(self.max),
            cards: self.cards,
        }
    }

    /// How many of this deck's ranks are worth `value`.
    pub fn ranks_worth(&self, worth: impl Fn(i128) -> i128, value: i128) -> u128 {
        (self.min..=self.max).filter(|&r| worth(r) == value).count() as u128
    }

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
    deals_with(hand, |_| 1)
}

/// How many ordered deals a hand stands for when each value `v` is on
/// `kinds(v)` kinds of card (as 10 is on four ranks when J Q K are worth
/// 10): `n! / Π c_v! · Π kinds(v)^c_v`. With one kind each, [`deals`].
///
/// ```
/// use twentyfour_solver::stats::deals_with;
///
/// // 10 10 is T T, T J, J T, … : sixteen deals of two ranks.
/// assert_eq!(deals_with(&[10, 10], |v| if v == 10 { 4 } else { 1 }), 16);
/// assert_eq!(deals_with(&[3, 10], |v| if v == 10 { 4 } else { 1 }), 8);
/// ```
pub fn deals_with(hand: &[i128], kinds: impl Fn(i128) -> u128) -> u128 {
    let factorial = |n: usize| (1..=n as u128).product::<u128>();
    let mut sorted = hand.to_vec();
    sorted.sort_unstable();
    // Equal values are neighbours once sorted: one run per value.
    let runs = || sorted.chunk_by(|a, b| a == b);
    let repeats: u128 = runs().map(|run| factorial(run.len())).product();
    let kinds: u128 = runs()
        .map(|run| kinds(run[0]).pow(run.len() as u32))
        .product();
    factorial(hand.len()) / repeats * kinds
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
    /// How many hands have each number of solutions: `per_hand[k]` hands
    /// have `k`; the last entry is nonzero (empty before any hand).
    pub per_hand: Vec<u64>,
    /// The first hand (in [`Deck::hands`] order) with the most solutions,
    /// and how many it has; `None` until a hand with a solution is added.
    pub most: Option<(Vec<i128>, usize)>,
}

impl Summary {
    /// Counts one more hand, which has `count` solutions. [`survey`] calls
    /// it for every hand; a caller that must work in slices (a page that
    /// may not block) calls it hand by hand and gets the same summary.
    pub fn add(&mut self, hand: &[i128], count: usize) {
        self.add_dealt(hand, count, deals(hand));
    }

    /// [`Summary::add`] for a hand that stands for `deals` ordered deals,
    /// in a deck that deals some values more often than others (see
    /// [`deals_with`]).
    pub fn add_dealt(&mut self, hand: &[i128], count: usize, deals: u128) {
        self.hands += 1;
        self.deals += deals;
        if count > 0 {
            self.solvable_hands += 1;
            self.solvable_deals += deals;
            self.solutions += count as u64;
            if self.most.as_ref().is_none_or(|(_, most)| count > *most) {
                self.most = Some((hand.to_vec(), count));
            }
        }
        if self.per_hand.len() <= count {
            self.per_hand.resize(count + 1, 0);
        }
        self.per_hand[count] += 1;
    }
}

/// Solves one hand of integer values.
pub fn solve_hand(hand: &[i128], target: Rational, options: Options) -> Result<Solved, Error> {
    let numbers: Vec<Rational> = hand.iter().map(|&v| Rational::from(v)).collect();
    solve(&numbers, target, options)
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
        let solved = solve_hand(&hand, target, options)?;
        summary.add(&hand, solved.count(level));
        each(&hand, &solved);
    }
    Ok(summary)
}

/// How one target fares over a deck.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TargetCount {
    /// The target.
    pub target: i128,
    /// How many hands can make it.
    pub solvable_hands: u64,
    /// How many hands were counted.
    pub hands: u64,
    /// How many solutions those hands have together, at the level asked;
    /// `None` from a tally of solvable hands only
    /// ([`TargetTally::solvable_only`]).
    pub solutions: Option<u64>,
}

/// Per-target figures for a range of integer targets, filled hand by hand.
///
/// Each hand's reachable values are computed once, by value sets over its
/// sub-multisets; the hand is solved only for the targets among them, since a target it
/// cannot reach has no solution at any level or with any option. A tally of
/// solvable hands only ([`TargetTally::solvable_only`]) solves nothing where
/// it can: every reachable value is the value of an expression over the
/// whole hand, so with every solution allowed ([`Parens::Any`], and not the
/// whole-numbers rule) a target is solvable exactly when it is reachable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetTally {
    /// One entry per target, ascending.
    pub counts: Vec<TargetCount>,
    /// The level solutions are counted at; `None` counts solvable hands only.
    level: Option<Level>,
    options: Options,
}

impl TargetTally {
    /// An empty tally of solvable hands and their solutions at `level`, for
    /// the targets `first..=last`.
    pub fn new(first: i128, last: i128, level: Level, options: Options) -> TargetTally {
        TargetTally::with(first, last, Some(level), options)
    }

    /// An empty tally of solvable hands only, for the targets `first..=last`:
    /// much faster than [`TargetTally::new`], since it needs no solve unless
    /// `options` keep only some solutions.
    pub fn solvable_only(first: i128, last: i128, options: Options) -> TargetTally {
        TargetTally::with(first, last, None, options)
    }

    fn with(first: i128, last: i128, level: Option<Level>, options: Options) -> TargetTally {
        let counts = (first..=last)
            .map(|target| TargetCount {
                target,
                solutions: level.map(|_| 0),
                ..TargetCount::default()
            })
            .collect();
        TargetTally {
            counts,
            level,
            options,
        }
    }

    /// Counts one more hand for every target.
    pub fn add(&mut self, hand: &[i128]) -> Result<(), Error> {
        let numbers: Vec<Rational> = hand.iter().map(|&v| Rational::from(v)).collect();
        let values = reachable(&numbers);
        let reach_decides =
            self.level.is_none() && self.options.parens == Parens::Any && !self.options.integers;
        for entry in &mut self.counts {
            entry.hands += 1;
            let target = Rational::from(entry.target);
            let reached = values.as_ref().map(|v| contains(v, &target));
            if reached == Some(false) {
                continue;
            }
            if reach_decides && reached == Some(true) {
                entry.solvable_hands += 1;
                continue;
            }
            let solved = solve(&numbers, target, self.options)?;
            let count = solved.count(self.level.unwrap_or(Level::Strict));
            if count > 0 {
                entry.solvable_hands += 1;
                if let Some(solutions) = &mut entry.solutions {
                    *solutions += count as u64;
                }
            }
        }
        Ok(())
    }
}

/// Per-target figures of every hand of `deck` for the targets `first..=last`.
pub fn targets(
    deck: &Deck,
    first: i128,
    last: i128,
    level: Level,
    options: Options,
) -> Result<Vec<TargetCount>, Error> {
    let mut tally = TargetTally::new(first, last, level, options);
    for hand in deck.hands() {
        tally.add(&hand)?;
    }
    Ok(tally.counts)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

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
        assert_eq!(s.per_hand[0], 458);
        assert_eq!(s.per_hand.iter().sum::<u64>(), 1820);
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
    fn most_solutions() {
        let s = figures(13, Level::Distinct);
        let (hand, count) = s.most.unwrap();
        assert_eq!(s.per_hand.len(), count + 1);
        let solved = solve_hand(&hand, Rational::from(24), Options::default()).unwrap();
        assert_eq!(solved.count(Level::Distinct), count);
    }

    /// Per-target figures against solving every hand for every target.
    #[test]
    fn targets_match_brute_force() {
        let deck = Deck {
            max: 8,
            ..Deck::default()
        };
        for (level, options) in [
            (Level::Distinct, Options::default()),
            (Level::Strict, Options::default().parens(Parens::None)),
            (Level::Distinct, Options::default().integers(true)),
        ] {
            let counts = targets(&deck, -3, 40, level, options).unwrap();
            for c in counts {
                let mut brute = TargetCount {
                    target: c.target,
                    ..TargetCount::default()
                };
                for hand in deck.hands() {
                    let n = solve_hand(&hand, Rational::from(c.target), options)
                        .unwrap()
                        .count(level);
                    brute.hands += 1;
                    brute.solvable_hands += u64::from(n > 0);
                    *brute.solutions.get_or_insert(0) += n as u64;
                }
                assert_eq!(c, brute);
            }
        }
        let at_24 = targets(
            &Deck::default(),
            24,
            24,
            Level::Distinct,
            Options::default(),
        );
        let at_24 = at_24.unwrap()[0];
        assert_eq!(
            (at_24.solvable_hands, at_24.hands, at_24.solutions),
            (1362, 1820, Some(3017))
        );
    }

    /// Solvable hands from reachable values alone are the solver's, for
    /// every hand of 1..13 and targets around 24, with each option.
    #[test]
    fn solvable_only_matches_solving() {
        let deck = Deck::default();
        for options in [
            Options::default(),
            Options::default().parens(Parens::None),
            Options::default().integers(true),
        ] {
            let mut quick = TargetTally::solvable_only(0, 40, options);
            let mut full = TargetTally::new(0, 40, Level::Distinct, options);
            for hand in deck.hands() {
                quick.add(&hand).unwrap();
                full.add(&hand).unwrap();
            }
            for (q, f) in quick.counts.iter().zip(&full.counts) {
                assert_eq!(q.solutions, None);
                assert_eq!(
                    (q.target, q.solvable_hands, q.hands),
                    (f.target, f.solvable_hands, f.hands)
                );
            }
        }
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
