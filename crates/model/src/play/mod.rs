//! Play mode's pure part: one hand played by a person.
//!
//! [`Play`] is what the state keeps about the hand in play: the table of
//! cards being combined ([`table`]), the distinct solutions found so far,
//! the last outcome, the hints shown, whether the solutions were revealed,
//! and the clock. [`Play::apply`] takes one [`Move`]; an answer (typed, or
//! the table's last card) and a "no solution" call become a [`Check`] for
//! the solver, which runs in the solving worker: [`Play::judged`] and
//! [`Play::called`] take its word and say when it solved the hand; the
//! state counts the score and the bests from that.
//! [`daily`] is the calendar of the daily hand, [`bests`] keeps the personal
//! bests, [`challenge`] says who won a challenge. Answers are read as
//! people type them by the solver's one normalisation
//! ([`solver::attempt::normalize`]).
//!
//! Promises: every check is exact and names the distinct solution found by
//! the solver's normal form (`solver::attempt`); a check is timed when it is
//! asked, not when its answer comes, and only the latest check's answer is
//! taken; a hand is solved once, by its first correct answer (or a right
//! "no solution" call), which stops the clock (a reveal stops it too,
//! unsolved); once it is solved or revealed, hints and "no solution" are
//! over; finding every distinct solution shows them all; moves before the
//! hand is complete change nothing. Every outcome given is numbered
//! ([`Play::said`]), so that the same words said twice are said again; an
//! outcome that no longer holds goes: the last card's, when the card is
//! undone; any but a correct one, when the solutions are revealed.

pub mod bests;
pub mod challenge;
pub mod daily;
pub mod table;

use daily::Date;
use solver::attempt::{Invalid, Verdict};
use solver::{Op, Rational};
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
    /// A typed answer, to be checked.
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
    /// An answer with nothing in it.
    Blank,
}

impl Outcome {
    /// `correct`, `wrong` or `invalid`, as the page marks it.
    pub fn kind(&self) -> &'static str {
        match self {
            Outcome::Found { .. } | Outcome::Again { .. } | Outcome::NoSolutionRight => "correct",
            Outcome::Wrong(_) | Outcome::NoSolutionWrong => "wrong",
            Outcome::Invalid(_) | Outcome::Blank => "invalid",
        }
    }

    /// Whether it says the answer was right.
    pub fn correct(&self) -> bool {
        self.kind() == "correct"
    }
}

/// What a check asks the solver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// Whether this expression of the hand makes the target, and which
    /// solution it is.
    Answer(String),
    /// Whether the hand has no solution.
    NoSolution,
}

/// A check asked and not answered yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// Its number: only the answer to the latest check is taken.
    pub seq: u32,
    pub what: Checked,
    /// When it was asked, in the page's milliseconds: the time it solves at.
    pub at: u64,
    /// It checks the table's last card.
    pub from_table: bool,
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
    /// The check waiting for the solver's answer.
    pub pending: Option<Check>,
    /// How many checks were asked: the next one's number.
    pub checks: u32,
    /// How many outcomes were given: the number of the one shown, which
    /// the page keys its words by, so that a repeat is announced again.
    pub said: u32,
    /// The outcome shown is the table's last card's: the card shows it.
    pub on_table: bool,
    /// The number ([`Play::said`]) of the outcome that solved the hand.
    pub won: Option<u32>,
    /// The answer that solved it, as typed or built.
    pub solved_with: Option<String>,
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

    /// Whether the hand is over: solved, or its solutions revealed. Hints
    /// and "no solution" are over then; answers may still be found.
    pub fn over(&self) -> bool {
        self.solved.is_some() || self.revealed
    }

    /// Whether the outcome shown is the one that solved the hand: the
    /// moment to celebrate.
    pub fn just_won(&self) -> bool {
        self.won == Some(self.said) && self.outcome.as_ref().is_some_and(Outcome::correct)
    }

    /// What a solve of this hand scores: fewer with each hint.
    pub fn points(&self) -> u32 {
        u32::from(HINTS + 1 - self.hints.min(HINTS))
    }

    /// Applies one move at time `now` (milliseconds). An answer or a "no
    /// solution" call becomes the [`Play::pending`] check.
    pub fn apply(&mut self, mv: Move, now: u64) {
        if self.table.places.is_empty() {
            return;
        }
        match mv {
            Move::Start => {
                self.started.get_or_insert(now);
            }
            Move::Pick(place) => match self.table.pick(place) {
                Picked::Last(expr) => self.ask(Checked::Answer(expr.to_ascii()), now, true),
                picked => {
                    if let Some(invalid) = picked.refusal() {
                        self.say(Outcome::Invalid(invalid), true);
                    }
                }
            },
            Move::Op(op) => {
                self.table.choose_op(op);
            }
            Move::Undo | Move::Reset => {
                let moved = self.table.moved();
                if mv == Move::Undo {
                    self.table.undo();
                } else {
                    self.table.reset();
                }
                // The card that showed the outcome is gone.
                if self.on_table && moved && self.table.last().is_none() {
                    self.outcome = None;
                    self.on_table = false;
                }
            }
            Move::Clear => self.table.clear(),
            Move::Attempt(text) => {
                let text = solver::attempt::normalize(&text);
                if text.trim().is_empty() {
                    self.pending = None;
                    self.say(Outcome::Blank, false);
                } else {
                    self.ask(Checked::Answer(text), now, false);
                }
            }
            Move::NoSolution if !self.over() => self.ask(Checked::NoSolution, now, false),
            Move::Hint if !self.over() => self.hints = (self.hints + 1).min(HINTS),
            Move::NoSolution | Move::Hint => {}
            Move::Reveal => {
                self.revealed = true;
                if self.stopped.is_none() {
                    self.stopped = Some(self.elapsed(now));
                }
                // "Keep looking!" and the like no longer hold.
                if self.outcome.as_ref().is_some_and(|o| !o.correct()) {
                    self.outcome = None;
                    self.on_table = false;
                }
            }
        }
    }

    /// Shows `outcome`, as a new thing said.
    fn say(&mut self, outcome: Outcome, on_table: bool) {
        self.outcome = Some(outcome);
        self.on_table = on_table;
        self.said = self.said.wrapping_add(1);
    }

    fn ask(&mut self, what: Checked, at: u64, from_table: bool) {
        self.pending = Some(Check {
            seq: self.checks,
            what,
            at,
            from_table,
        });
        self.checks = self.checks.wrapping_add(1);
    }

    /// The solver's verdict on check `seq`; ignored unless it is the
    /// pending one. Returns the solve time in tenths when it solved the
    /// hand.
    pub fn judged(&mut self, seq: u32, verdict: Verdict) -> Option<u32> {
        let check = self.pending.take_if(|c| c.seq == seq)?;
        // Undone while it was checked: no card shows it.
        let on_table = check.from_table && self.table.last().is_some();
        match verdict {
            Verdict::Correct { which, of } => {
                self.of = Some(of);
                if let Err(at) = self.found.binary_search(&which) {
                    self.found.insert(at, which);
                    self.say(Outcome::Found { which, of }, on_table);
                } else {
                    self.say(Outcome::Again { which, of }, on_table);
                }
                let solved = self.solve_at(check.at);
                if let (Some(_), Checked::Answer(answer)) = (solved, check.what) {
                    self.solved_with = Some(answer);
                }
                solved
            }
            Verdict::WrongValue(value) => {
                self.say(Outcome::Wrong(value), on_table);
                None
            }
            Verdict::Invalid(invalid) => {
                self.say(Outcome::Invalid(invalid), on_table);
                None
            }
        }
    }

    /// Settles a pending "no solution" call, once the solver has said
    /// whether the hand is `solvable`. Returns the solve time in tenths
    /// when the call was right.
    pub fn called(&mut self, solvable: bool) -> Option<u32> {
        let check = self.pending.take_if(|c| c.what == Checked::NoSolution)?;
        if solvable {
            self.say(Outcome::NoSolutionWrong, false);
            None
        } else {
            self.say(Outcome::NoSolutionRight, false);
            self.of = Some(0);
            self.solve_at(check.at)
        }
    }

    /// Marks the hand solved at `now`, once, unless the solutions were
    /// revealed first.
    fn solve_at(&mut self, now: u64) -> Option<u32> {
        if self.solved.is_some() || self.revealed {
            return None;
        }
        let tenths = self.elapsed(now);
        self.solved = Some(tenths);
        self.stopped = Some(tenths);
        self.won = Some(self.said);
        Some(tenths)
    }

    /// Tenths of a second since the clock started (0 if it has not).
    fn elapsed(&self, now: u64) -> u32 {
        tenths_since(self.started.unwrap_or(now), now)
    }
}

/// What a clock shows at `now`, in tenths of a second: the time it stopped
/// at, else the time since it started (0 before it starts). The page's
/// clocks (play's and practice's) draw this.
pub fn clock_tenths(started: Option<u64>, stopped: Option<u32>, now: u64) -> u32 {
    stopped.unwrap_or_else(|| started.map_or(0, |s| tenths_since(s, now)))
}

/// Whole tenths of a second from `started` to `now`, in milliseconds.
fn tenths_since(started: u64, now: u64) -> u32 {
    (now.saturating_sub(started) / 100).min(u64::from(u32::MAX)) as u32
}

/// The table's moves that bring 3 3 8 8 (in that order) down to one card,
/// 24: 8 ÷ 3, 3 − 8/3, 8 ÷ 1/3. Picking that card then answers
/// `8/(3-8/3)`. For the tests of what a played hand does.
#[cfg(test)]
pub(crate) const COMBINING_3388: [Move; 8] = [
    Move::Pick(2),
    Move::Op(Op::Div),
    Move::Pick(0),
    Move::Pick(1),
    Move::Op(Op::Sub),
    Move::Pick(0),
    Move::Pick(3),
    Move::Op(Op::Div),
];

#[cfg(test)]
mod tests;
