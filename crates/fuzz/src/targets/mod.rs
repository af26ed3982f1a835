//! The entry points under test, one file each, and the pieces they share.

mod card_codes;
mod exprs;
mod hands;
mod numbers;
mod page_rooms;
mod reducer;
mod rooms;
mod url;

use crate::rng::Rng;
use crate::{Fuzzing, Runner};
use solver::Rational;

/// Every entry point, each with its own random source drawn from `seed`.
pub fn all(seed: u64) -> Vec<Box<dyn Runner>> {
    vec![
        Box::new(Fuzzing::new(numbers::Numbers, seed, 0)),
        Box::new(Fuzzing::new(card_codes::CardCodes, seed, 1)),
        Box::new(Fuzzing::new(url::Query, seed, 2)),
        Box::new(Fuzzing::new(exprs::Exprs, seed, 3)),
        Box::new(Fuzzing::new(reducer::Reducer, seed, 4)),
        Box::new(Fuzzing::new(hands::Hands, seed, 5)),
        Box::new(Fuzzing::new(rooms::Rooms, seed, 6)),
        Box::new(Fuzzing::new(page_rooms::PageRooms, seed, 7)),
    ]
}

/// Shorter texts: without one character, without either half.
fn shorter_texts(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let half = chars.len() / 2;
    if half > 0 {
        out.push(chars[..half].iter().collect());
        out.push(chars[half..].iter().collect());
    }
    for i in 0..chars.len() {
        let mut c = chars.clone();
        c.remove(i);
        out.push(c.into_iter().collect());
    }
    out
}

/// A number as hands and expressions meet them: mostly cards, some
/// negatives, zeros and fractions, now and then a large one.
fn number(rng: &mut Rng) -> Rational {
    match rng.below(20) {
        0..=8 => Rational::from(rng.range(1, 13)),
        9..=11 => Rational::from(rng.range(-15, -1)),
        12..=13 => Rational::from(0),
        14..=17 => Rational::new(rng.range(-20, 20), rng.range(1, 12)),
        18 => Rational::from(rng.int(40)),
        _ => Rational::new(rng.int(64), rng.int(64).abs().max(1)),
    }
}

/// The same multiset, for comparing the numbers an expression uses.
fn sorted(mut v: Vec<Rational>) -> Vec<Rational> {
    v.sort();
    v
}
