//! Play mode's pure part: one hand played by a person.
//!
//! [`Play`] is what the state keeps about the hand in play: the table of
//! cards being combined ([`table`]), the distinct solutions found so far,
//! the last outcome, the hints shown, whether the solutions were revealed,
//! and the clock. [`Play::apply`] takes one [`Move`] and says when it solved
//! the hand; the state counts the score and the bests from that.
//! [`daily`] picks the daily hand, [`bests`] keeps the personal bests.
//!
//! Promises: every check is exact and names the distinct solution found by
//! the solver's normal form ([`solver::attempt`]); a hand is solved once, by
//! its first correct answer (or a right "no solution" call), which stops the
//! clock (a reveal stops it too, unsolved); finding every distinct solution shows them all; moves before the
//! hand is complete change nothing.

pub mod bests;
pub mod daily;
pub mod table;

use daily::Date;
use solver::attempt::{judge, read, Invalid, Verdict};
use solver::{solve, Expr, Level, Op, Options, Rational};
use table::{Picked, Table};

/// One thing a player does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// The hand is complete and on screen: the clock starts.
    Start,
    /// The card at this place on the table.
    Pick(usize),
    Op(Op),
    Undo,
    Reset,
    /// Lets go of the chosen card and operation.
    Clear,
    /// A typed answer, checked at once.
    Attempt(String),
    /// "This hand has no solution."
    NoSolution,
    /// The next hint, up to [`HINTS`].
    Hint,
    /// Shows every solution.
    Reveal,
}

/// How many hints there are.
pub const HINTS: u8 = 4;

/// What the last check said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A distinct solution not found before: `which` (from 0) of `of`.
    Found {
        which: usize,
        of: usize,
    },
    /// One found before.
    Again {
        which: usize,
        of: usize,
    },
    /// The hand used properly, to make this value.
    Wrong(Rational),
    Invalid(Invalid),
    /// "No solution" on a hand that has none: solved.
    NoSolutionRight,
    /// "No solution" on a hand that has one.
    NoSolutionWrong,
}

impl Outcome {
    /// `correct`, `wrong` or `invalid`, as the page marks it.
    pub fn kind(&self) -> &'static str {
        match self {
            Outcome::Found { .. } | Outcome::Again { .. } | Outcome::NoSolutionRight => "correct",
            Outcome::Wrong(_) | Outcome::NoSolutionWrong => "wrong",
            Outcome::Invalid(_) => "invalid",
        }
    }
}

/// What the hand is checked against.
pub struct Rules<'a> {
    pub numbers: &'a [Rational],
    pub target: Rational,
    pub level: Level,
}

/// A hand being played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Play {
    pub table: Table,
    /// The distinct solutions found, by place in the solver's list; sorted.
    pub found: Vec<usize>,
    /// How many distinct solutions there are, once a check has said.
    pub of: Option<usize>,
    pub outcome: Option<Outcome>,
    /// How many hints are shown.
    pub hints: u8,
    pub revealed: bool,
    /// When the clock started, in the page's milliseconds.
    pub started: Option<u64>,
    /// The time it took to solve, in tenths of a second.
    pub solved: Option<u32>,
    /// When the clock stopped, in tenths from its start: at the solve, or
    /// at a reveal before it.
    pub stopped: Option<u32>,
    /// The date whose daily hand this is.
    pub daily: Option<Date>,
}

impl Play {
    /// Every distinct solution found.
    pub fn all_found(&self) -> bool {
        self.of.is_some_and(|of| of > 0 && self.found.len() == of)
    }

    /// Whether the page may show the solutions.
    pub fn shows_solutions(&self) -> bool {
        self.revealed || self.all_found()
    }

    /// What a solve of this hand scores: fewer with each hint.
    pub fn points(&self) -> u32 {
        u32::from(HINTS + 1 - self.hints.min(HINTS))
    }

    /// Applies one move at time `now` (milliseconds). Returns the solve time
    /// in tenths when this move solved the hand.
    pub fn apply(&mut self, mv: Move, rules: &Rules<'_>, now: u64) -> Option<u32> {
        if self.table.cards.is_empty() {
            return None;
        }
        match mv {
            Move::Start => {
                self.started.get_or_insert(now);
                None
            }
            Move::Pick(place) => match self.table.pick(place) {
                Picked::Chose | Picked::Combined => None,
                Picked::DivisionByZero => {
                    self.outcome = Some(Outcome::Invalid(Invalid::DivisionByZero));
                    None
                }
                Picked::Last(expr) => self.check(&expr, rules, now),
            },
            Move::Op(op) => {
                self.table.choose_op(op);
                None
            }
            Move::Undo => {
                self.table.undo();
                None
            }
            Move::Reset => {
                self.table.reset();
                None
            }
            Move::Clear => {
                self.table.clear();
                None
            }
            Move::Attempt(text) => match read(rules.numbers, &text) {
                Ok(expr) => self.check(&expr, rules, now),
                Err(invalid) => {
                    self.outcome = Some(Outcome::Invalid(invalid));
                    None
                }
            },
            Move::NoSolution => {
                let solvable = solve(rules.numbers, rules.target, Options::default())
                    .is_ok_and(|s| s.is_solvable());
                if solvable {
                    self.outcome = Some(Outcome::NoSolutionWrong);
                    None
                } else {
                    self.outcome = Some(Outcome::NoSolutionRight);
                    self.of = Some(0);
                    self.solve_now(now)
                }
            }
            Move::Hint => {
                self.hints = (self.hints + 1).min(HINTS);
                None
            }
            Move::Reveal => {
                self.revealed = true;
                if self.stopped.is_none() {
                    self.stopped = Some(self.elapsed(now));
                }
                None
            }
        }
    }

    fn check(&mut self, expr: &Expr, rules: &Rules<'_>, now: u64) -> Option<u32> {
        match judge(rules.numbers, rules.target, rules.level, expr) {
            Verdict::Correct { which, of } => {
                self.of = Some(of);
                if let Err(at) = self.found.binary_search(&which) {
                    self.found.insert(at, which);
                    self.outcome = Some(Outcome::Found { which, of });
                } else {
                    self.outcome = Some(Outcome::Again { which, of });
                }
                self.solve_now(now)
            }
            Verdict::WrongValue(value) => {
                self.outcome = Some(Outcome::Wrong(value));
                None
            }
            Verdict::Invalid(invalid) => {
                self.outcome = Some(Outcome::Invalid(invalid));
                None
            }
        }
    }

    /// Marks the hand solved, once, unless the solutions were revealed
    /// first.
    fn solve_now(&mut self, now: u64) -> Option<u32> {
        if self.solved.is_some() || self.revealed {
            return None;
        }
        let tenths = self.elapsed(now);
        self.solved = Some(tenths);
        self.stopped = Some(tenths);
        Some(tenths)
    }

    /// Tenths of a second since the clock started (0 if it has not).
    fn elapsed(&self, now: u64) -> u32 {
        let started = self.started.unwrap_or(now);
        (now.saturating_sub(started) / 100).min(u64::from(u32::MAX)) as u32
    }
}

#[cfg(test)]
mod tests;
