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

mod hardness;
#[cfg(test)]
mod tests;

pub use hardness::HARDEST;

use hardness::HardnessTally;
use protocol::worker::{DeckJob, Headline, Reply};
use solver::stats::{solve_hand, Deck, Hands, Summary, TargetTally};
use solver::{Error, Level, Options, Parens, Rational};

/// A deck run in progress.
pub struct Run {
    /// The page's number for it, which every report carries.
    pub id: u32,
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
        tally: HardnessTally,
    },
}

fn options(no_parens: bool) -> Options {
    let parens = if no_parens { Parens::None } else { Parens::Any };
    Options::default().parens(parens)
}

fn deck(d: protocol::worker::Deck) -> Deck {
    Deck {
        min: d.min.into(),
        max: d.max.into(),
        cards: d.cards.into(),
    }
}

fn ranks(hand: &[i128]) -> Vec<u8> {
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
            } => (
                d,
                Work::Headline {
                    target,
                    level,
                    options: options(no_parens),
                    summary: Summary::default(),
                    counts: Vec::new(),
                },
            ),
            DeckJob::Targets {
                deck: d,
                first,
                last,
                no_parens,
            } => (
                d,
                Work::Targets(TargetTally::solvable_only(first, last, options(no_parens))),
            ),
            DeckJob::Hardness { deck: d, target } => (
                d,
                Work::Hardness {
                    target,
                    tally: HardnessTally::default(),
                },
            ),
        };
        let deck = deck(d);
        deck.check()?;
        Ok(Run {
            id,
            total: deck.hands().count() as u64,
            hands: deck.hands(),
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
                    summary.add(&hand, count);
                    counts.push((ranks(&hand), count as u64));
                }
                Work::Targets(tally) => tally.add(&hand)?,
                Work::Hardness { target, tally } => tally.add(&hand, *target),
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
