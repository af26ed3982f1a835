//! Big hands, solved off the page's main thread by the solving worker
//! (`crates/worker`): what the state knows of the solve in flight.
//!
//! Promises: every change of the [`SolveKey`](super::SolveKey) starts a new
//! generation, and a reply of another generation is dropped, so a stale answer
//! never shows; the state holds the counts and one page of printed solutions,
//! never the whole list.

use solver::Level;

/// Hands of this many cards or more are solved by the worker. A six-card hand
/// takes tens of milliseconds in the page's size-tuned wasm, several frames;
/// five cards or fewer take a few, and a worker's round trip would only add
/// to that (see README, "Speed").
pub const WORKER_FROM: usize = 6;

/// The most cards the page solves by itself when the worker cannot run (a
/// first visit offline, a browser without workers): beyond, the page would
/// freeze for seconds.
pub const MAIN_THREAD_MAX: usize = 6;

/// The worker's solve of the current hand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Remote {
    /// The generation of the request; replies of any other are stale.
    pub gen: u32,
    /// `(distinct, strict)`, once solved.
    pub counts: Option<(usize, usize)>,
    /// How long people take, in milliseconds, for a solvable hand of up to
    /// six cards (the worker rates no more).
    pub rating_ms: Option<u64>,
    /// The last page received.
    pub page: Option<RemotePage>,
    /// The solve has run long enough to show that it is running.
    pub slow: bool,
    /// The solve failed: the solver's own words.
    pub failed: Option<String>,
    /// The worker could not be started: the page solves small hands itself
    /// from now on.
    pub unavailable: bool,
    /// The worker stopped in the middle of this solve (out of memory, most
    /// likely); the next hand gets a new one.
    pub crashed: bool,
}

/// One page of printed solutions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemotePage {
    pub level: Level,
    /// From 0.
    pub index: usize,
    /// Each solution's display, then its steps.
    pub items: Vec<Vec<String>>,
}

/// What the worker (or its absence) reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WorkerReply {
    Counts {
        gen: u32,
        distinct: usize,
        strict: usize,
        rating_ms: Option<u64>,
    },
    Page {
        gen: u32,
        level: Level,
        index: usize,
        items: Vec<Vec<String>>,
    },
    Failed {
        gen: u32,
        text: String,
    },
    /// 150 ms have passed without an answer.
    Slow {
        gen: u32,
    },
    /// The worker failed to load.
    Unavailable,
    /// The worker, once running, stopped while solving `gen`.
    Crashed {
        gen: u32,
    },
}

impl WorkerReply {
    /// Reads a message of the worker: fields separated by U+001F (see
    /// `crates/worker`). `None` for anything else, such as its "ready".
    pub fn parse(message: &str) -> Option<WorkerReply> {
        let fields: Vec<&str> = message.split('\u{1f}').collect();
        let gen = fields.get(1)?.parse().ok()?;
        let num = |i: usize| fields.get(i).and_then(|f| f.parse::<usize>().ok());
        match *fields.first()? {
            "c" => Some(WorkerReply::Counts {
                gen,
                distinct: num(2)?,
                strict: num(3)?,
                rating_ms: fields.get(4).and_then(|f| f.parse().ok()),
            }),
            "p" => Some(WorkerReply::Page {
                gen,
                level: if *fields.get(2)? == "s" {
                    Level::Strict
                } else {
                    Level::Distinct
                },
                index: num(3)?,
                items: fields
                    .get(5..)?
                    .iter()
                    .map(|item| item.split('\t').map(str::to_owned).collect())
                    .collect(),
            }),
            "e" => Some(WorkerReply::Failed {
                gen,
                text: fields.get(2)?.to_string(),
            }),
            _ => None,
        }
    }
}

impl Remote {
    /// The next generation, nothing known yet; whether the worker runs is
    /// kept.
    pub fn next(&self) -> Remote {
        Remote {
            gen: self.gen.wrapping_add(1),
            unavailable: self.unavailable,
            ..Remote::default()
        }
    }

    /// Takes in a reply; replies of another generation are dropped.
    pub fn take(&mut self, reply: WorkerReply) {
        match reply {
            WorkerReply::Counts {
                gen,
                distinct,
                strict,
                rating_ms,
            } if gen == self.gen => {
                self.counts = Some((distinct, strict));
                self.rating_ms = rating_ms;
                self.slow = false;
            }
            WorkerReply::Page {
                gen,
                level,
                index,
                items,
            } if gen == self.gen => {
                self.page = Some(RemotePage {
                    level,
                    index,
                    items,
                })
            }
            WorkerReply::Failed { gen, text } if gen == self.gen => {
                self.failed = Some(text);
                self.slow = false;
            }
            WorkerReply::Slow { gen } if gen == self.gen && self.counts.is_none() => {
                self.slow = true;
            }
            WorkerReply::Unavailable => {
                self.unavailable = true;
                self.slow = false;
            }
            WorkerReply::Crashed { gen } if gen == self.gen && self.counts.is_none() => {
                self.crashed = true;
                self.slow = false;
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(f: &[&str]) -> String {
        f.join("\u{1f}")
    }

    #[test]
    fn replies_are_read() {
        assert_eq!(
            WorkerReply::parse(&fields(&["c", "3", "361402", "400000", ""])),
            Some(WorkerReply::Counts {
                gen: 3,
                distinct: 361402,
                strict: 400000,
                rating_ms: None,
            })
        );
        assert_eq!(
            WorkerReply::parse(&fields(&["c", "4", "861", "1778", "6120"])),
            Some(WorkerReply::Counts {
                gen: 4,
                distinct: 861,
                strict: 1778,
                rating_ms: Some(6120),
            })
        );
        assert_eq!(
            WorkerReply::parse(&fields(&["p", "3", "s", "2", "120", "1+2\t1 + 2 = 3"])),
            Some(WorkerReply::Page {
                gen: 3,
                level: Level::Strict,
                index: 2,
                items: vec![vec!["1+2".into(), "1 + 2 = 3".into()]],
            })
        );
        assert_eq!(WorkerReply::parse("ready"), None);
        assert_eq!(WorkerReply::parse(&fields(&["c", "x", "1", "2"])), None);
    }

    #[test]
    fn stale_replies_are_dropped() {
        let mut r = Remote::default().next();
        let stale = r.gen.wrapping_sub(1);
        r.take(WorkerReply::Slow { gen: r.gen });
        assert!(r.slow);
        r.take(WorkerReply::Counts {
            gen: stale,
            distinct: 1,
            strict: 1,
            rating_ms: None,
        });
        assert_eq!(r.counts, None);
        r.take(WorkerReply::Counts {
            gen: r.gen,
            distinct: 2,
            strict: 3,
            rating_ms: Some(1500),
        });
        assert_eq!(r.rating_ms, Some(1500));
        assert_eq!((r.counts, r.slow), (Some((2, 3)), false));
        r.take(WorkerReply::Unavailable);
        assert!(r.next().unavailable);
        assert_eq!(r.next().counts, None);
    }

    #[test]
    fn a_crash_ends_its_own_solve_only() {
        let mut r = Remote::default().next();
        r.take(WorkerReply::Slow { gen: r.gen });
        r.take(WorkerReply::Crashed {
            gen: r.gen.wrapping_sub(1),
        });
        assert!(!r.crashed && r.slow);
        r.take(WorkerReply::Crashed { gen: r.gen });
        assert!(r.crashed && !r.slow && !r.unavailable);
        // The next hand tries again, with a new worker.
        assert!(!r.next().crashed && !r.next().unavailable);
    }
}
