//! Fuzzing as a test layer: structured random inputs through every public
//! parsing entry point (numbers, card codes, the URL query, expressions,
//! the Rooms server's message decoder), through the app's reducer, a
//! room of the server and pages playing in one, and through `solve`, whose answers are checked
//! against an independent brute force for hands of up to five numbers.
//!
//! Each [`Target`] makes inputs from a seeded [`rng::Rng`] and checks what
//! the code under test promises; a panic is caught and counts as a failure.
//! A failing input is shrunk while it still fails, and reported with its
//! seed. `cargo xtask fuzz` runs the `fuzz` binary, which calls [`run`].

pub mod brute;
pub mod rng;
pub mod targets;

use rng::Rng;
use std::cell::RefCell;
use std::fmt::Debug;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

/// One entry point under test.
pub trait Target {
    type Input: Clone + Debug;
    /// How the entry point is named in reports.
    fn name(&self) -> &'static str;
    fn generate(&self, rng: &mut Rng) -> Self::Input;
    /// What the entry point promises for this input; `Err` says what broke.
    fn check(&self, input: &Self::Input) -> Result<(), String>;
    /// Turns per round: slow entry points that matter most get more time.
    fn weight(&self) -> u32 {
        1
    }
    /// Simpler inputs to try in place of a failing one.
    fn shrink(&self, _input: &Self::Input) -> Vec<Self::Input> {
        Vec::new()
    }
}

/// A failure: the (shrunk) input, and what broke.
#[derive(Clone, Debug)]
pub struct Failure {
    pub target: &'static str,
    pub input: String,
    pub problem: String,
    pub panicked: bool,
}

/// What one entry point saw.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub name: &'static str,
    pub inputs: u64,
    pub panics: u64,
    pub wrong: u64,
}

#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub seed: u64,
    pub tallies: Vec<Tally>,
    /// The first few failures of each entry point, shrunk.
    pub failures: Vec<Failure>,
}

thread_local! {
    /// The message of the last panic on this thread, caught by the hook.
    static PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Runs one check, turning a panic into an `Err` that says so.
fn guarded<T: Target>(target: &T, input: &T::Input) -> Result<(), (String, bool)> {
    match catch_unwind(AssertUnwindSafe(|| target.check(input))) {
        Ok(result) => result.map_err(|problem| (problem, false)),
        Err(_) => {
            let message = PANIC
                .with(|p| p.borrow_mut().take())
                .unwrap_or_else(|| "a panic".to_string());
            Err((format!("panicked: {message}"), true))
        }
    }
}

/// The smallest input found that still fails the same way (a panic stays
/// a panic), trying at most a few hundred candidates.
fn shrunk<T: Target>(target: &T, input: T::Input, panicked: bool) -> (T::Input, String) {
    let mut best = input;
    let mut problem = match guarded(target, &best) {
        Err((p, _)) => p,
        Ok(()) => return (best, "failed once, then passed".into()),
    };
    let mut budget = 400;
    'outer: while budget > 0 {
        for candidate in target.shrink(&best) {
            budget -= 1;
            if budget == 0 {
                break 'outer;
            }
            if let Err((p, was_panic)) = guarded(target, &candidate) {
                if was_panic == panicked {
                    best = candidate;
                    problem = p;
                    continue 'outer;
                }
            }
        }
        break;
    }
    (best, problem)
}

/// Failures kept per entry point; the tallies count them all.
const KEPT: usize = 3;

/// Keeps each panic's message for [`guarded`] instead of printing it.
fn install_hook() {
    std::panic::set_hook(Box::new(|info| {
        let message = match info.payload().downcast_ref::<&str>() {
            Some(s) => s.to_string(),
            None => info
                .payload()
                .downcast_ref::<String>()
                .cloned()
                .unwrap_or_default(),
        };
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        PANIC.with(|p| *p.borrow_mut() = Some(format!("{message}{at}")));
    }));
}

/// Runs every entry point in turns for about `seconds` in total.
pub fn run(seconds: f64, seed: u64) -> Summary {
    install_hook();
    let mut summary = Summary {
        seed,
        ..Summary::default()
    };
    let mut runners = targets::all(seed);
    summary.tallies = runners
        .iter()
        .map(|r| Tally {
            name: r.name(),
            ..Tally::default()
        })
        .collect();
    let end = Instant::now() + Duration::from_secs_f64(seconds.max(0.0));
    // Turns of fixed time, so that the slow entry points (solve) are not
    // starved by the fast ones, and get more of them.
    let turn = Duration::from_millis(25);
    while Instant::now() < end {
        for (runner, tally) in runners.iter_mut().zip(&mut summary.tallies) {
            let stop = Instant::now() + turn * runner.weight();
            while Instant::now() < stop {
                runner.once(tally, &mut summary.failures);
            }
        }
    }
    let _ = std::panic::take_hook();
    summary
}

/// A target with its input type erased, for one list of them all.
pub trait Runner {
    fn name(&self) -> &'static str;
    fn weight(&self) -> u32;
    fn once(&mut self, tally: &mut Tally, failures: &mut Vec<Failure>);
}

/// A target and its own random source: its inputs depend only on the seed,
/// not on how the turns fell, so a seed replays them.
pub struct Fuzzing<T> {
    target: T,
    rng: Rng,
}

impl<T: Target> Fuzzing<T> {
    pub fn new(target: T, seed: u64, index: u64) -> Fuzzing<T> {
        Fuzzing {
            target,
            rng: Rng::new(seed ^ (index + 1).wrapping_mul(0xD6E8_FEB8_6659_FD93)),
        }
    }
}

impl<T: Target> Runner for Fuzzing<T> {
    fn name(&self) -> &'static str {
        self.target.name()
    }

    fn weight(&self) -> u32 {
        self.target.weight()
    }

    fn once(&mut self, tally: &mut Tally, failures: &mut Vec<Failure>) {
        let input = self.target.generate(&mut self.rng);
        tally.inputs += 1;
        if let Err((_, panicked)) = guarded(&self.target, &input) {
            if panicked {
                tally.panics += 1;
            } else {
                tally.wrong += 1;
            }
            if tally.panics + tally.wrong <= KEPT as u64 {
                let (input, problem) = shrunk(&self.target, input, panicked);
                failures.push(Failure {
                    target: self.target.name(),
                    input: format!("{input:?} (input {} of this seed)", tally.inputs),
                    problem,
                    panicked,
                });
            }
        }
    }
}

/// The report, as `cargo xtask fuzz` prints it.
pub fn report(summary: &Summary, seconds: f64) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let _ = writeln!(out, "seed {} ({seconds} s)", summary.seed);
    let _ = writeln!(
        out,
        "{:<28} {:>12} {:>7} {:>7}",
        "entry point", "inputs", "panics", "wrong"
    );
    let (mut inputs, mut panics, mut wrong) = (0, 0, 0);
    for t in &summary.tallies {
        let _ = writeln!(
            out,
            "{:<28} {:>12} {:>7} {:>7}",
            t.name, t.inputs, t.panics, t.wrong
        );
        inputs += t.inputs;
        panics += t.panics;
        wrong += t.wrong;
    }
    let _ = writeln!(
        out,
        "{:<28} {:>12} {:>7} {:>7}",
        "total", inputs, panics, wrong
    );
    for f in &summary.failures {
        let kind = if f.panicked { "panic" } else { "wrong" };
        let _ = writeln!(
            out,
            "\n{kind} in {}: {}\n  input: {}",
            f.target, f.problem, f.input
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Panics on any text with an `x`, and answers wrong on a `y`.
    struct Fragile;

    impl Target for Fragile {
        type Input = String;
        fn name(&self) -> &'static str {
            "fragile"
        }
        fn generate(&self, rng: &mut Rng) -> String {
            rng.text(&["a", "b", "x", "y", "1"], 12)
        }
        fn check(&self, text: &String) -> Result<(), String> {
            if text.contains('x') {
                panic!("an x in {text}");
            }
            if text.contains('y') {
                return Err("a y".into());
            }
            Ok(())
        }
        fn shrink(&self, text: &String) -> Vec<String> {
            (0..text.len())
                .map(|i| format!("{}{}", &text[..i], &text[i + 1..]))
                .collect()
        }
    }

    #[test]
    fn panics_and_wrong_answers_are_caught_counted_and_shrunk() {
        install_hook();
        let mut fuzzing = Fuzzing::new(Fragile, 7, 0);
        let (mut tally, mut failures) = (Tally::default(), Vec::new());
        for _ in 0..500 {
            fuzzing.once(&mut tally, &mut failures);
        }
        let _ = std::panic::take_hook();
        assert_eq!(tally.inputs, 500);
        assert!(tally.panics > 0 && tally.wrong > 0, "{tally:?}");
        assert!(failures.len() <= KEPT);
        for f in &failures {
            // Shrunk to the one character at fault.
            let want = if f.panicked { "\"x\"" } else { "\"y\"" };
            assert!(f.input.starts_with(want), "{f:?}");
        }
    }

    #[test]
    fn a_seed_replays_the_same_inputs() {
        let draw = |seed| {
            let mut rng = Rng::new(seed);
            (0..5)
                .map(|_| Fragile.generate(&mut rng))
                .collect::<Vec<_>>()
        };
        assert_eq!(draw(3), draw(3));
        assert_ne!(draw(3), draw(4));
    }
}
