//! The native benchmark, run by `cargo xtask bench` (`cargo bench --bench solve`).
//!
//! Each case is timed over repeated runs and reported as the median (and the
//! fastest run). Nothing here asserts a time: the figures go in the README.

use std::hint::black_box;
use std::time::{Duration, Instant};
use twentyfour_solver::difficulty::rate;
use twentyfour_solver::stats::{targets, Deck, TargetTally};
use twentyfour_solver::{solve, Level, Options, Rational};

fn numbers(values: &[i128]) -> Vec<Rational> {
    values.iter().map(|&v| Rational::from(v)).collect()
}

/// Every hand of four values from 1 to 13, every distinct solution formatted.
fn all_hands() -> usize {
    let mut chars = 0;
    for hand in Deck::default().hands() {
        let solved = solve(&numbers(&hand), Rational::from(24), Options::default()).unwrap();
        for s in solved.solutions(Level::Distinct) {
            chars += s.ascii().len();
        }
    }
    chars
}

/// Every hand of four values from 1 to 13 rated for difficulty: compare
/// with `all_hands` (about 3 times as much: the deck model lists every
/// path of each hand).
fn rate_all_hands() -> usize {
    Deck::default()
        .hands()
        .filter_map(|hand| rate(&numbers(&hand), Rational::from(24)))
        .map(|d| d.grade.number() as usize)
        .sum()
}

fn one_hand(values: &[i128]) -> usize {
    let solved = solve(&numbers(values), Rational::from(24), Options::default()).unwrap();
    solved
        .solutions(Level::Distinct)
        .iter()
        .map(|s| s.ascii().len())
        .sum()
}

fn measure(name: &str, runs: usize, mut f: impl FnMut() -> usize) {
    black_box(f()); // warm-up
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            black_box(f());
            start.elapsed()
        })
        .collect();
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{name:<46} median {:>9.3} ms   fastest {:>9.3} ms   ({runs} runs)",
        ms(times[runs / 2]),
        ms(times[0])
    );
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument picks cases by name.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    let wanted = |name: &str| filter.as_deref().is_none_or(|f| name.contains(f));
    let cases: [(&str, usize, &dyn Fn() -> usize); 7] = [
        (
            "all 1820 hands of 1..13, solutions formatted",
            31,
            &all_hands,
        ),
        ("targets 1..100 over the 1820 hands of 1..13", 11, &|| {
            let counts = targets(
                &Deck::default(),
                1,
                100,
                Level::Distinct,
                Options::default(),
            );
            counts
                .unwrap()
                .iter()
                .map(|c| c.solutions.unwrap_or_default() as usize)
                .sum()
        }),
        (
            "targets 1..100 over the 1820 hands of 1..13, solvable hands only",
            11,
            &|| {
                let mut tally = TargetTally::solvable_only(1, 100, Options::default());
                for hand in Deck::default().hands() {
                    tally.add(&hand).unwrap();
                }
                tally.counts.iter().map(|c| c.solvable_hands as usize).sum()
            },
        ),
        ("all 1820 hands of 1..13, rated", 31, &rate_all_hands),
        ("1 2 3 4 5 6 -> 24", 31, &|| one_hand(&[1, 2, 3, 4, 5, 6])),
        ("2 3 5 8 13 21 34 -> 24", 11, &|| {
            one_hand(&[2, 3, 5, 8, 13, 21, 34])
        }),
        ("1 2 3 4 5 6 -> 24, rated", 11, &|| {
            rate(&numbers(&[1, 2, 3, 4, 5, 6]), Rational::from(24))
                .map_or(0, |d| d.grade.number() as usize)
        }),
    ];
    for (name, runs, f) in cases {
        if wanted(name) {
            measure(name, runs, f);
        }
    }
}
