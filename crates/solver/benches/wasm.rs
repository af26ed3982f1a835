//! In-browser benchmark (`cargo xtask bench`): solves all 1820 hands of four
//! values from 1..13 for 24 and formats every distinct solution, as wasm in
//! headless Chromium, and prints the median and fastest pass. It checks that
//! every pass finds the same solutions and asserts nothing about time.
//!
//! The first [`WARM_UP`] passes are not timed, as the native benchmark's
//! first run is not: the first compiles the wasm, and V8 runs the early ones
//! on its baseline compiler's code while it optimises the hot functions in
//! the background. On this project's machine a pass took 62, 32, 10, then
//! 6–12 ms until about the seventeenth, and 5.9–6.0 ms from there on.
#![cfg(target_arch = "wasm32")]

use std::hint::black_box;
use twentyfour_solver::stats::Deck;
use twentyfour_solver::{solve, Level, Options, Rational};
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

const PASSES: usize = 31;
const WARM_UP: usize = 20;

/// Every multiset of four values from 1..13, each once: C(16, 4) = 1820.
fn hands() -> Vec<Vec<Rational>> {
    Deck::default()
        .hands()
        .map(|hand| hand.into_iter().map(Rational::from).collect())
        .collect()
}

/// One pass over every hand: (solvable hands, distinct solutions, characters shown).
fn pass(hands: &[Vec<Rational>]) -> (usize, usize, usize) {
    let (mut solvable, mut solutions, mut chars) = (0, 0, 0);
    for hand in hands {
        let solved =
            solve(black_box(hand), Rational::from(24), Options::default()).expect("a valid hand");
        let distinct = solved.solutions(Level::Distinct);
        solvable += usize::from(!distinct.is_empty());
        solutions += distinct.len();
        chars += distinct
            .iter()
            .map(|s| s.display().chars().count())
            .sum::<usize>();
    }
    (solvable, solutions, chars)
}

/// Lets the page breathe between passes, so the test runner can read its
/// progress instead of waiting on one long task.
async fn yield_to_browser() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .expect("a browser window")
            .set_timeout_with_callback(&resolve)
            .expect("setTimeout");
    });
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .expect("a resolved timeout");
}

#[wasm_bindgen_test]
async fn solve_all_1820_hands() {
    let performance = web_sys::window()
        .and_then(|w| w.performance())
        .expect("window.performance");
    let hands = hands();
    assert_eq!(hands.len(), 1820);

    let mut times = Vec::with_capacity(PASSES);
    let mut first = None;
    for pass_number in 0..WARM_UP + PASSES {
        let start = performance.now();
        let totals = black_box(pass(&hands));
        if pass_number >= WARM_UP {
            times.push(performance.now() - start);
        }
        assert_eq!(
            *first.get_or_insert(totals),
            totals,
            "every pass finds the same solutions"
        );
        yield_to_browser().await;
    }
    times.sort_by(f64::total_cmp);

    let (solvable, solutions, _) = first.expect("at least one pass");
    console_log!(
        "wasm bench: 1820 hands of 1..13 to 24, solve + display every distinct solution: \
         median {:.1} ms, min {:.1} ms over {PASSES} passes ({solvable} solvable hands, \
         {solutions} distinct solutions)",
        times[PASSES / 2],
        times[0],
    );
}
