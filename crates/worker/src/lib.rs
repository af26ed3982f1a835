//! The solving worker: every question the page asks the solver, answered
//! off the page's main thread, in pure Rust so that it is tested natively.
//! The messages are `protocol::worker`'s; `main.rs` is the wasm glue that
//! reads them from the page and posts the answers.
//!
//! Promises: the worker keeps one [`Solved`] at a time, the last hand's, and
//! cuts pages from it; a page asked of another generation is answered with
//! nothing, so a stale answer never reaches the page; one deck run at a
//! time, a new one replacing it, advanced a slice at a time by [`Worker::step`]
//! so that requests are read between slices. Practice hands are dealt near
//! an estimated time (`practice.rs`), and worksheets from their seed alone
//! (`sheet.rs`, over `cards::seeded`).

mod answer;
mod deal;
mod deck;
mod practice;
mod sheet;

pub use cards::seeded::seeded;
pub use deal::{BUDGET_MS, MAX_ATTEMPTS};
pub use deck::HARDEST;
pub use practice::{PRACTICE_SIZE, PRACTICE_TARGET, TOLERANCE};
pub use protocol::daily::hand::{daily_hand, DAILY_LEVEL};
pub use sheet::{SHEET_ATTEMPTS, SHEET_MAX_SIZE};

use protocol::card::Card;
use protocol::worker::{Reply, Request};
use solver::Solved;

/// The worker's memory, and what it needs from its host: random bytes (for
/// dealing) and a clock in milliseconds (for the deal's time budget).
pub struct Worker<R, C> {
    last: Option<(u32, Solved)>,
    run: Option<deck::Run>,
    random: R,
    clock: C,
}

impl<R: FnMut(&mut [u8]), C: Fn() -> f64> Worker<R, C> {
    pub fn new(random: R, clock: C) -> Worker<R, C> {
        Worker {
            last: None,
            run: None,
            random,
            clock,
        }
    }

    /// Answers one request: nothing, one reply, or (a deck run that fails
    /// at once) its failure.
    pub fn handle(&mut self, request: Request) -> Option<Reply> {
        match request {
            Request::Solve {
                gen,
                hand,
                level,
                page,
            } => {
                self.last = None;
                match answer::solve_hand(&hand) {
                    Ok((solved, counts)) => {
                        let page = page.map(|index| answer::page_of(&solved, gen, level, index));
                        self.last = Some((gen, solved));
                        Some(Reply::Solved { gen, counts, page })
                    }
                    Err(error) => Some(Reply::Failed { gen, error }),
                }
            }
            Request::Page { gen, level, page } => {
                let (last_gen, solved) = self.last.as_ref()?;
                (*last_gen == gen).then(|| Reply::Page(answer::page_of(solved, gen, level, page)))
            }
            Request::Judge {
                gen,
                seq,
                hand,
                level,
                answer,
            } => Some(Reply::Judged {
                gen,
                seq,
                verdict: answer::judge(&hand, level, &answer),
            }),
            Request::Hints { gen, hand, level } => Some(match answer::hints_for(&hand, level) {
                Ok(hints) => Reply::Hinted { gen, level, hints },
                Err(error) => Reply::Failed { gen, error },
            }),
            Request::Deal { seq, deal } => {
                let dealt = deal::deal(deal, &mut self.random, &self.clock);
                Some(Reply::Dealt {
                    seq,
                    cards: dealt.cards.into_iter().map(Card::from).collect(),
                    kept: dealt.kept,
                    attempts: u32::try_from(dealt.attempts).unwrap_or(u32::MAX),
                })
            }
            Request::Daily { day } => Some(Reply::Daily {
                day,
                cards: daily_hand(day).into_iter().map(Card::from).collect(),
            }),
            Request::Practice { seq, millis, avoid } => {
                let dealt = practice::practice(millis, &avoid, &mut self.random, &self.clock);
                Some(Reply::Practiced {
                    seq,
                    cards: dealt.cards.into_iter().map(Card::from).collect(),
                    millis: dealt.millis,
                    techniques: dealt.techniques,
                })
            }
            Request::Worksheet(sheet) => Some(Reply::Worksheet {
                hands: sheet::worksheet(&sheet),
                sheet,
            }),
            Request::Deck { run, job } => match deck::Run::new(run, job) {
                Ok(started) => {
                    self.run = Some(started);
                    None
                }
                Err(error) => {
                    self.run = None;
                    Some(Reply::DeckFailed { run, error })
                }
            },
        }
    }

    /// Whether a deck run waits for [`Worker::step`].
    pub fn running(&self) -> bool {
        self.run.is_some()
    }

    /// Advances the deck run for about `budget_ms`: its progress, or its
    /// figures (or failure) when it ends.
    pub fn step(&mut self, budget_ms: f64) -> Option<Reply> {
        let run = self.run.as_mut()?;
        let start = (self.clock)();
        loop {
            match run.step(8) {
                Ok(false) if (self.clock)() - start < budget_ms => {}
                Ok(false) => return Some(run.progress()),
                Ok(true) => return self.run.take().map(deck::Run::finish),
                Err(error) => {
                    let run = run.id;
                    self.run = None;
                    return Some(Reply::DeckFailed { run, error });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
