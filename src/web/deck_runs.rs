//! Explore's deck runs, on a solving worker of their own, so that a run of
//! minutes never holds up a hand's solve and the page's thread does none of
//! it.
//!
//! Promises: the figures of a deck come in the order the page shows them
//! (headline, targets chart, difficulty), one run at a time; a change of
//! deck or target replaces the run in progress (the worker drops it);
//! finished figures are kept while the page is open, so going back to a
//! deck costs nothing; the runs live with the page, not the view, so a run
//! goes on (and its progress is kept) while the user is in Solve; a run's
//! progress carries the time it has left, once its rate can be trusted
//! ([`eta`](crate::explore::eta)).

use super::clock::now_ms;
use super::worker::Running;
use crate::explore::eta::seconds_left;
use protocol::worker::{DeckJob, Hardness, Headline, Reply, Request};
use solver::stats::TargetCount;
use solver::Error;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// What a run shows: its progress, then its figures or why it failed.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown<T> {
    /// How far it has come, from 0 to 1, and the seconds it has left.
    Working(f64, Option<u64>),
    Done(Rc<T>),
    Failed(Error),
    /// The worker could not start, or stopped (out of memory, most likely).
    Stopped,
}

/// Finished figures of one kind.
type Kept<T> = Vec<(DeckJob, Rc<T>)>;

/// The figures of the deck asked for, as far as they have come.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DeckFigures {
    pub headline: Option<Shown<Headline>>,
    pub targets: Option<Shown<Vec<TargetCount>>>,
    pub hardness: Option<Shown<Hardness>>,
}

/// The runs' bookkeeping, shared with the worker's callbacks.
#[derive(Default)]
struct Runs {
    /// The jobs asked for, in order: headline, targets, hardness.
    jobs: Vec<DeckJob>,
    /// The run in progress: its number and job.
    current: Option<(u32, DeckJob)>,
    /// When the run in progress started, in the page's milliseconds.
    started: u64,
    next_id: u32,
    headlines: Kept<Headline>,
    targets: Kept<Vec<TargetCount>>,
    hardness: Kept<Hardness>,
    /// What the page shows now.
    shown: DeckFigures,
}

fn find<T>(kept: &Kept<T>, job: &DeckJob) -> Option<Rc<T>> {
    kept.iter().find(|(j, _)| j == job).map(|(_, v)| v.clone())
}

/// What a job shows: its figures if kept; else its progress if it is the
/// run in progress (`was` being what was shown); else none yet.
fn shown_for<T>(
    kept: &Kept<T>,
    job: &DeckJob,
    current: &Option<(u32, DeckJob)>,
    was: Option<&Shown<T>>,
) -> Shown<T> {
    if let Some(done) = find(kept, job) {
        return Shown::Done(done);
    }
    match was {
        Some(Shown::Working(p, left)) if current.as_ref().is_some_and(|(_, j)| j == job) => {
            Shown::Working(*p, *left)
        }
        _ => Shown::Working(0.0, None),
    }
}

impl Runs {
    /// What to show for the jobs asked.
    fn show(&mut self) {
        let [headline, targets, hardness] = match &self.jobs[..] {
            [a, b, c] => [a, b, c],
            _ => return,
        };
        let cur = &self.current;
        let was = &self.shown;
        self.shown = DeckFigures {
            headline: Some(shown_for(
                &self.headlines,
                headline,
                cur,
                was.headline.as_ref(),
            )),
            targets: Some(shown_for(&self.targets, targets, cur, was.targets.as_ref())),
            hardness: Some(shown_for(
                &self.hardness,
                hardness,
                cur,
                was.hardness.as_ref(),
            )),
        };
    }

    /// The first job asked for that has no figures yet.
    fn pending(&self) -> Option<DeckJob> {
        self.jobs
            .iter()
            .find(|job| match job {
                DeckJob::Headline { .. } => find(&self.headlines, job).is_none(),
                DeckJob::Targets { .. } => find(&self.targets, job).is_none(),
                DeckJob::Hardness { .. } => find(&self.hardness, job).is_none(),
            })
            .cloned()
    }

    /// Marks the job's slot on the page: its progress (and time left), or
    /// why it stopped.
    fn mark(&mut self, job: &DeckJob, progress: Shown<()>) {
        fn put<T>(slot: &mut Option<Shown<T>>, progress: &Shown<()>) {
            *slot = Some(match progress {
                Shown::Failed(e) => Shown::Failed(e.clone()),
                Shown::Working(p, left) => Shown::Working(*p, *left),
                Shown::Done(_) | Shown::Stopped => Shown::Stopped,
            });
        }
        match job {
            DeckJob::Headline { .. } => put(&mut self.shown.headline, &progress),
            DeckJob::Targets { .. } => put(&mut self.shown.targets, &progress),
            DeckJob::Hardness { .. } => put(&mut self.shown.hardness, &progress),
        }
    }

    /// Takes a reply of the worker; says whether the next run may start.
    fn take(&mut self, reply: Reply) -> bool {
        let Some((id, job)) = self.current.clone() else {
            return false;
        };
        match reply {
            Reply::Progress { run, done, total } if run == id => {
                let elapsed = now_ms().saturating_sub(self.started) as f64;
                let left = seconds_left(elapsed, done, total);
                self.mark(
                    &job,
                    Shown::Working(done as f64 / total.max(1) as f64, left),
                );
                false
            }
            Reply::Headline { run, headline } if run == id => {
                self.headlines.push((job, Rc::new(headline)));
                self.finished()
            }
            Reply::Targets { run, counts } if run == id => {
                self.targets.push((job, Rc::new(counts)));
                self.finished()
            }
            Reply::Hardness { run, hardness } if run == id => {
                self.hardness.push((job, Rc::new(hardness)));
                self.finished()
            }
            Reply::DeckFailed { run, error } if run == id => {
                self.current = None;
                self.mark(&job, Shown::Failed(error));
                false
            }
            _ => false,
        }
    }

    fn finished(&mut self) -> bool {
        self.current = None;
        self.show();
        true
    }

    /// The worker is gone: the run in progress says so.
    fn stopped(&mut self) {
        if let Some((_, job)) = self.current.take() {
            self.mark(&job, Shown::Stopped);
        }
    }
}

thread_local! {
    /// The runs, the page's for as long as it is open: the view comes and
    /// goes, and a run goes on without it.
    static RUNS: Rc<RefCell<Runs>> = Rc::default();
    static WORKER: Rc<RefCell<Option<Running>>> = Rc::default();
    /// How to draw Explore again, while it is drawn.
    static REDRAW: RefCell<Option<UseForceUpdateHandle>> = const { RefCell::new(None) };
}

/// Draws Explore again with the figures so far, if it is drawn.
fn redraw() {
    REDRAW.with_borrow(|handle| {
        if let Some(handle) = handle {
            handle.force_update();
        }
    });
}

/// Runs the jobs Explore asks for and returns their figures so far. A hook
/// of Explore's view, so that the page's first download carries none of
/// it; the runs it starts outlive the view.
#[hook]
pub fn use_deck_runs(jobs: Vec<DeckJob>) -> DeckFigures {
    let handle = use_force_update();
    use_effect_with((), move |()| {
        REDRAW.set(Some(handle));
        || REDRAW.set(None)
    });
    use_effect_with(jobs, |jobs| {
        let runs = RUNS.with(Rc::clone);
        runs.borrow_mut().jobs = jobs.clone();
        runs.borrow_mut().show();
        start_next(&runs, &WORKER.with(Rc::clone));
        redraw();
    });
    RUNS.with(|runs| runs.borrow().shown.clone())
}

/// Starts the first job without figures, unless it already runs.
fn start_next(runs: &Rc<RefCell<Runs>>, worker: &Rc<RefCell<Option<Running>>>) {
    let Some(job) = runs.borrow().pending() else {
        return;
    };
    if runs
        .borrow()
        .current
        .as_ref()
        .is_some_and(|(_, j)| *j == job)
    {
        return;
    }
    let mut slot = worker.borrow_mut();
    if slot.as_ref().is_none_or(Running::lost) {
        let on_reply = {
            let (runs, worker) = (runs.clone(), worker.clone());
            move |reply| {
                let next = runs.borrow_mut().take(reply);
                if next {
                    start_next(&runs, &worker);
                }
                redraw();
            }
        };
        let on_lost = {
            let runs = runs.clone();
            move |_| {
                runs.borrow_mut().stopped();
                redraw();
            }
        };
        *slot = Running::start(on_reply, on_lost);
    }
    let mut r = runs.borrow_mut();
    let id = r.next_id;
    r.next_id = r.next_id.wrapping_add(1);
    r.current = Some((id, job.clone()));
    r.started = now_ms();
    match slot.as_ref() {
        Some(running) => running.send(&Request::Deck { run: id, job }),
        None => r.stopped(),
    }
}
