//! One loop that runs any of Explore's runs a slice at a time: a slice of
//! about [`SLICE_MS`], then the browser's turn, until the run is done, fails
//! or is cancelled. One loop behind a trait object, rather than one per kind
//! of run, keeps the page's wasm small.

use crate::explore::run::{DifficultyRun, HeadlineRun, TargetsRun};
use crate::web::slices::{now, yield_to_browser, SLICE_MS};
use solver::Error;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// Work that advances hand by hand.
pub trait Sliced {
    /// Up to `n` more hands; `Ok(true)` once done.
    fn step(&mut self, n: usize) -> Result<bool, Error>;
    fn progress(&self) -> f64;
}

impl Sliced for HeadlineRun {
    fn step(&mut self, n: usize) -> Result<bool, Error> {
        HeadlineRun::step(self, n)
    }
    fn progress(&self) -> f64 {
        HeadlineRun::progress(self)
    }
}

impl Sliced for TargetsRun {
    fn step(&mut self, n: usize) -> Result<bool, Error> {
        TargetsRun::step(self, n)
    }
    fn progress(&self) -> f64 {
        TargetsRun::progress(self)
    }
}

impl Sliced for DifficultyRun {
    fn step(&mut self, n: usize) -> Result<bool, Error> {
        Ok(DifficultyRun::step(self, n))
    }
    fn progress(&self) -> f64 {
        DifficultyRun::progress(self)
    }
}

/// A run and what to do as it goes.
pub struct Job {
    pub run: Rc<RefCell<dyn Sliced>>,
    pub cancelled: Rc<Cell<bool>>,
    /// While any of these is set the run waits (other runs go first).
    pub wait_while: Vec<Rc<Cell<bool>>>,
    pub on_progress: Box<dyn Fn(f64)>,
    /// Called once, unless cancelled: `Ok` when done, or why it failed.
    pub on_end: Box<dyn FnOnce(Result<(), Error>)>,
}

/// Starts the job; it runs between the browser's other work.
pub fn start(job: Job) {
    wasm_bindgen_futures::spawn_local(async move {
        let Job {
            run,
            cancelled,
            wait_while,
            on_progress,
            on_end,
        } = job;
        loop {
            if wait_while.iter().any(|w| w.get()) {
                yield_to_browser().await;
                if cancelled.get() {
                    return;
                }
                continue;
            }
            let start = now();
            let step = loop {
                match run.borrow_mut().step(8) {
                    Ok(false) if now() - start < SLICE_MS => continue,
                    other => break other,
                }
            };
            match step {
                Ok(true) => return on_end(Ok(())),
                Ok(false) => on_progress(run.borrow().progress()),
                Err(e) => return on_end(Err(e)),
            }
            yield_to_browser().await;
            if cancelled.get() {
                return;
            }
        }
    });
}
