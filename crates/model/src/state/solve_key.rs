//! What the answer depends on: the memo key the view solves from, and the
//! judge of "only solvable hands".

use cards::Card;
use solver::difficulty::{rate, Difficulty, Grade};
use solver::{solve, Error, Options, Parens, Rational, Solved};

/// What the answer depends on, and nothing else: the memo key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveKey {
    /// The ranks, once every slot is filled.
    pub ranks: Option<Vec<u8>>,
    pub target: Rational,
    pub no_parens: bool,
}

impl SolveKey {
    /// `None` while the hand is incomplete.
    pub fn solve(&self) -> Option<Result<Solved, Error>> {
        let ranks = self.ranks.as_ref()?;
        Some(solve(&numbers(ranks), self.target, options(self.no_parens)))
    }

    /// How hard the hand is for people; `None` while it is incomplete or
    /// when it has no solution.
    pub fn rating(&self) -> Option<Difficulty> {
        rate(&numbers(self.ranks.as_ref()?), self.target)
    }
}

pub(super) fn numbers(ranks: &[u8]) -> Vec<Rational> {
    ranks
        .iter()
        .map(|&r| Rational::from_integer(i128::from(r)))
        .collect()
}

/// The difficulty of `cards` for `target`, if they make it; the judge of
/// dealing at a level.
pub fn grade(cards: &[Card], target: Rational) -> Option<Grade> {
    let ranks: Vec<u8> = cards.iter().map(|c| c.rank()).collect();
    rate(&numbers(&ranks), target).map(|d| d.grade)
}

/// The solver's options for the "no parentheses" switch.
pub(super) fn options(no_parens: bool) -> Options {
    let parens = if no_parens { Parens::None } else { Parens::Any };
    Options::default().parens(parens)
}

/// Whether `cards` can make `target`; the judge of "only solvable hands".
pub fn solvable(cards: &[Card], target: Rational, no_parens: bool) -> bool {
    let ranks: Vec<u8> = cards.iter().map(|c| c.rank()).collect();
    solve(&numbers(&ranks), target, options(no_parens)).is_ok_and(|s| s.is_solvable())
}
