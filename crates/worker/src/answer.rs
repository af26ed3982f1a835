//! A hand's answers: its solve (counts, difficulty, pages of solutions), a
//! check of an answer, and the hints.
//!
//! Promises: each answer carries the generation (and a check its number)
//! it was asked with, so the page drops what is stale; pages are cut from
//! the one solve kept, [`PAGE_SIZE`] solutions each, a page past the end
//! being the last.

use protocol::worker::{Counts, Hand, Item, SolutionPage, PAGE_SIZE};
use solver::attempt::check_with;
use solver::difficulty::rate_with;
use solver::hint::hints_with;
use solver::{solve, Error, Level, Options, Parens, Rational, Solved};

/// The numbers of a hand.
pub fn numbers(hand: &Hand) -> Vec<Rational> {
    hand.values
        .iter()
        .map(|&v| Rational::from_integer(i128::from(v)))
        .collect()
}

/// The solver's options for the hand's rules.
pub fn options(hand: &Hand) -> Options {
    let parens = if hand.no_parens {
        Parens::None
    } else {
        Parens::Any
    };
    Options::default().parens(parens).integers(hand.integers)
}

/// Solves `hand`: the solve itself, kept for pages, and its counts.
pub fn solve_hand(hand: &Hand) -> Result<(Solved, Counts), Error> {
    let numbers = numbers(hand);
    let options = options(hand);
    let solved = solve(&numbers, hand.target, options)?;
    // Every solvable hand is rated: eight numbers take a fifth of a second.
    let rating_ms = solved
        .is_solvable()
        .then(|| rate_with(&numbers, hand.target, options))
        .flatten()
        .map(|d| (d.seconds * 1000.0).round() as u64);
    let counts = Counts {
        distinct: solved.count(Level::Distinct) as u64,
        strict: solved.count(Level::Strict) as u64,
        rating_ms,
    };
    Ok((solved, counts))
}

/// Page `index` of `solved` at `level`, each solution with its steps.
pub fn page_of(solved: &Solved, gen: u32, level: Level, index: u32) -> SolutionPage {
    let list = solved.solutions(level);
    let pages = list.len().div_ceil(PAGE_SIZE).max(1);
    let index = (index as usize).min(pages - 1);
    let start = index * PAGE_SIZE;
    let items = list[start..(start + PAGE_SIZE).min(list.len())]
        .iter()
        .map(|s| Item {
            display: s.display(),
            steps: s
                .steps()
                .unwrap_or_default()
                .iter()
                .map(ToString::to_string)
                .collect(),
        })
        .collect();
    SolutionPage {
        gen,
        level,
        index: index as u32,
        total: list.len() as u64,
        items,
    }
}

/// Checks `answer` for `hand` at `level`, under the hand's rules.
pub fn judge(hand: &Hand, level: Level, answer: &str) -> solver::attempt::Verdict {
    check_with(&numbers(hand), hand.target, level, options(hand), answer)
}

/// The hints for `hand` at `level`, from a solution under its rules.
pub fn hints_for(hand: &Hand, level: Level) -> Result<solver::hint::Hints, Error> {
    hints_with(&numbers(hand), hand.target, level, options(hand))
}
