//! The cases of the instruction-count benchmark (`cargo xtask bench
//! --instructions`), one per run: `instructions <case>` solves it once
//! (`1820-rated` rates every hand for difficulty instead), in a fresh
//! process, and prints a checksum of what it found.
//!
//! The work is done in `measured` (`measured_rating`), never inlined, so that callgrind counts
//! it alone (`--toggle-collect`), without process start-up. Instruction
//! counts do not move with the machine's load, so a change of half a
//! percent is visible where wall time drifts by half.

use std::hint::black_box;
use std::process::ExitCode;
use twentyfour_solver::difficulty::rate;
use twentyfour_solver::stats::Deck;
use twentyfour_solver::{solve, Level, Options, Rational};

/// Each case's name, as `cargo xtask bench --instructions` passes it.
const CASES: [&str; 5] = ["1820", "1820-rated", "1..6", "fibonacci", "1..8"];

fn numbers(values: &[i128]) -> Vec<Rational> {
    values.iter().map(|&v| Rational::from(v)).collect()
}

/// Solves the hands and formats every distinct solution; the total length
/// of what was written, so that nothing can be left out.
#[inline(never)]
fn measured(hands: &[Vec<Rational>]) -> usize {
    let mut chars = 0;
    for hand in hands {
        let solved = solve(hand, Rational::from(24), Options::default())
            .expect("every case is within the solver's limits");
        for s in solved.solutions(Level::Distinct) {
            chars += s.ascii().len();
        }
    }
    chars
}

/// Rates the hands for difficulty; the sum of their estimated seconds.
#[inline(never)]
fn measured_rating(hands: &[Vec<Rational>]) -> f64 {
    hands
        .iter()
        .filter_map(|hand| rate(hand, Rational::from(24)))
        .map(|rated| rated.seconds)
        .sum()
}

fn main() -> ExitCode {
    let case = std::env::args().nth(1).unwrap_or_default();
    if case == "1820-rated" {
        let hands: Vec<Vec<Rational>> = Deck::default().hands().map(|h| numbers(&h)).collect();
        println!("{}", black_box(measured_rating(black_box(&hands))));
        return ExitCode::SUCCESS;
    }
    let hands: Vec<Vec<Rational>> = match case.as_str() {
        "1820" => Deck::default().hands().map(|h| numbers(&h)).collect(),
        "1..6" => vec![numbers(&[1, 2, 3, 4, 5, 6])],
        "fibonacci" => vec![numbers(&[2, 3, 5, 8, 13, 21, 34])],
        "1..8" => vec![numbers(&[1, 2, 3, 4, 5, 6, 7, 8])],
        _ => {
            eprintln!("usage: instructions <case>, a case among {CASES:?}");
            return ExitCode::from(2);
        }
    };
    println!("{}", black_box(measured(black_box(&hands))));
    ExitCode::SUCCESS
}
