//! Explore's deck runs: a deck's figures computed a slice at a time, so
//! that the worker reads the page's next request between slices, reports
//! progress, and drops a run the page no longer wants.
//!
//! [`Run::Headline`] fills the solver's [`Summary`] and keeps each hand's
//! count (for the hand lists); [`Run::Targets`] fills a [`TargetTally`] of
//! solvable hands only, which is all the targets chart draws;
//! [`Run::Hardness`] rates each solvable hand. Each promises the same
//! figures as `solve24 --stats`, `--targets` and `--difficulty`: they call
//! the same `stats` and `difficulty` functions, hand by hand.
//!
//! A deck is of card ranks; under a house rule for faces it deals values
//! (J Q K worth 10: the hands of 1 to 10, a 10 standing for four ranks in
//! the headline's deals, as `solve24 --faces 10` counts them), and under
//! "whole numbers only" every hand is solved by that rule.

mod hardness;
#[cfg(test)]
mod tests;

pub use hardness::HARDEST;

use cards::Faces;
use hardness::HardnessTally;
use protocol::worker::{DeckJob, Headline, Reply};
use solver::stats::{deals_with, solve_hand, Deck, Hands, Summary, TargetTally};
use solver::{Error, Level, Options, Parens, Rational};

/// A deck run in progress.
pub struct Run {
    /// The page's number for it, which every report carries.
    pub id: u32,
    /// The deck of ranks, to weigh a hand of values by its deals.
    ranks: Deck,
    faces: Faces,
    hands: Hands,
    done: u64,
    total: u64,
    work: Work,
}

enum Work {
    Headline {
        target: Rational,
        level: Level,
        options: Options,
        summary: Summary,
        counts: Vec<(Vec<u8>, u64)>,
    },
    Targets(TargetTally),
    Hardness {
        target: Rational,
        options: Options,
        tally: HardnessTally,
    },
}

fn options(no_parens: bool, integers: bool) -> Options {
    let parens = if no_parens { Parens::None } else { Parens::Any };
    Options::default().parens(parens).integers(integers)
}

/// The deck of ranks a page's deck deals: without face cards, none above
/// 10 (a range of face cards only is the ten).
fn ranks(d: protocol::worker::Deck) -> Deck {
    let (min, max) = if d.faces == Faces::Without {
        (d.min.min(10), d.max.min(10))
    } else {
        (d.min, d.max)
    };
    Deck {
        min: min.into(),
        max: max.into(),
        cards: d.cards.into(),
    }
}

fn as_bytes(hand: &[i128]) -> Vec<u8> {
    hand.iter().map(|&v| v as u8).collect()
}

impl Run {
    /// Run `id` of `job`, or why the deck has no hands.
    pub fn new(id: u32, job: DeckJob) -> Result<Run, Error> {
        let (d, work) = match job {
            DeckJob::Headline {
                deck: d,
                target,
                level,
                no_parens,
                integers,
            } => (
                d,
                Work::Headline {
                    target,
                    level,
                    options: options(no_parens, integers),
                    summary: Summary::default(),
                    counts: Vec::new(),
                },
            ),
            DeckJob::Targets {
                deck: d,
                first,
                last,
                no_parens,
                integers,
            } => (
                d,
                Work::Targets(TargetTally::solvable_only(
                    first,
                    last,
                    options(no_parens, integers),
                )),
            ),
            DeckJob::Hardness {
                deck: d,
                target,
                integers,
            } => (
                d,
                Work::Hardness {
                    target,
                    options: options(false, integers),
                    tally: HardnessTally::default(),
                },
            ),
        };
        let faces = d.faces;
        let ranks = ranks(d);
        ranks.check()?;
        let values = ranks.valued(|r| faces.worth(r));
        Ok(Run {
            id,
            ranks,
            faces,
            total: values.hands().count() as u64,
            hands: values.hands(),
            done: 0,
            work,
        })
    }

    /// Works through up to `n` more hands; `Ok(true)` once every hand is done.
    pub fn step(&mut self, n: usize) -> Result<bool, Error> {
        for _ in 0..n {
            let Some(hand) = self.hands.next() else {
                return Ok(true);
            };
            match &mut self.work {
                Work::Headline {
                    target,
                    level,
                    options,
                    summary,
                    counts,
                } => {
                    let count = solve_hand(&hand, *target, *options)?.count(*level);
                    let faces = self.faces;
                    let kinds = |v| self.ranks.ranks_worth(|r| faces.worth(r), v);
                    summary.add_dealt(&hand, count, deals_with(&hand, kinds));
                    counts.push((as_bytes(&hand), count as u64));
                }
                Work::Targets(tally) => tally.add(&hand)?,
                Work::Hardness {
                    target,
                    options,
                    tally,
                } => tally.add(&hand, *target, *options),
            }
            self.done += 1;
        }
        Ok(self.done >= self.total)
    }

    /// How far it is: `Progress`.
    pub fn progress(&self) -> Reply {
        Reply::Progress {
            run: self.id,
            done: self.done,
            total: self.total,
        }
    }

    /// Its figures, once every hand is done.
    pub fn finish(self) -> Reply {
        let run = self.id;
        match self.work {
            Work::Headline {
                summary, counts, ..
            } => Reply::Headline {
                run,
                headline: Headline { summary, counts },
            },
            Work::Targets(tally) => Reply::Targets {
                run,
                counts: tally.counts,
            },
            Work::Hardness { tally, .. } => Reply::Hardness {
                run,
                hardness: tally.into_hardness(),
            },
        }
    }
}
