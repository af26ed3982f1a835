//! The solver and the card model running as wasm in a real browser
//! (`cargo xtask test`, or `cargo test --target wasm32-unknown-unknown --test wasm`
//! with `CHROMEDRIVER` set). The same code is tested natively in depth; this
//! checks it behaves the same once compiled to wasm.
#![cfg(target_arch = "wasm32")]

use cards::Card;
use solver::{solve, Level, Options, Rational};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn hand(values: &[i128]) -> Vec<Rational> {
    values.iter().map(|&v| Rational::from(v)).collect()
}

fn displays(values: &[i128], level: Level) -> Vec<String> {
    let solved =
        solve(&hand(values), Rational::from(24), Options::default()).expect("a valid hand");
    solved
        .solutions(level)
        .iter()
        .map(|s| s.display())
        .collect()
}

#[wasm_bindgen_test]
fn runs_in_a_browser() {
    let window = web_sys::window().expect("a browser window");
    assert!(window.performance().expect("performance").now() >= 0.0);
}

#[wasm_bindgen_test]
fn solves_3_3_8_8() {
    let found = displays(&[3, 3, 8, 8], Level::Distinct);
    assert_eq!(found, ["8 ÷ (3 − 8 ÷ 3)"]);
}

#[wasm_bindgen_test]
fn counts_1_2_3_4_at_both_levels() {
    assert_eq!(displays(&[1, 2, 3, 4], Level::Distinct).len(), 3);
    assert_eq!(displays(&[1, 2, 3, 4], Level::Strict).len(), 4);
}

#[wasm_bindgen_test]
fn finds_nothing_for_1_1_1_1() {
    let solved =
        solve(&hand(&[1, 1, 1, 1]), Rational::from(24), Options::default()).expect("a valid hand");
    assert!(!solved.is_solvable());
}

#[wasm_bindgen_test]
fn reaches_a_fractional_target() {
    let solved =
        solve(&hand(&[1, 2]), Rational::new(1, 2), Options::default()).expect("a valid hand");
    assert!(solved.is_solvable());
}

#[wasm_bindgen_test]
fn parses_card_codes() {
    let king = Card::from_code("ks").expect("ks is a card");
    assert_eq!((king.rank(), king.code()), (13, "ks".to_string()));
    assert_eq!(
        Card::from_code("10H").map(|c| c.code()),
        Some("th".to_string())
    );
    assert_eq!(Card::from_code("zz"), None);
}
