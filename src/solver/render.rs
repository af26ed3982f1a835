//! Showing a class: the most readable member of each class, as an [`Expr`].
//!
//! A strict class is written from its normal form: sums as their added terms,
//! larger first, then the subtracted ones; products as their numerator
//! factors, larger first, then the divisors. Sums only need parentheses inside
//! products, so the result has minimal parentheses and no negative
//! intermediate sum, except where the sign of a term has to be realised by
//! writing one sum the other way round. A distinct class is shown through its
//! simplest strict member (fewest parentheses, then fewest divisions, then the
//! shallowest), which puts `×1` rather than `÷1` and no-op pairs last.

use super::expr::{Expr, Op};
use super::normal::{Arena, Class, FxBuild, Id, Node};
use super::number::Rational;
use super::solve::Solution;
use std::collections::HashMap;

/// One solution per strict class, simplest first.
pub fn strict_solutions(arena: &Arena, classes: &[Class]) -> Vec<Solution> {
    let mut exprs: Vec<(Key, Expr)> = classes
        .iter()
        .filter_map(|&c| render(arena, c.id, c.neg))
        .map(|e| (key(&e), e))
        .collect();
    exprs.sort_by(|a, b| a.0.cmp(&b.0));
    exprs.into_iter().map(|(_, e)| Solution::new(e)).collect()
}

/// One solution per distinct class, shown through its simplest strict member.
pub fn distinct_solutions(arena: &mut Arena, classes: &[Class]) -> Vec<Solution> {
    let mut best: HashMap<Class, (Key, Expr), FxBuild> = HashMap::default();
    for &c in classes {
        let Some(e) = render(arena, c.id, c.neg) else { continue };
        let k = key(&e);
        let slot = best.entry(arena.distinct(c)).or_insert_with(|| (k.clone(), e.clone()));
        if k < slot.0 {
            *slot = (k, e);
        }
    }
    let mut exprs: Vec<(Key, Expr)> = best.into_values().collect();
    exprs.sort_by(|a, b| a.0.cmp(&b.0));
    exprs.into_iter().map(|(_, e)| Solution::new(e)).collect()
}

/// Simplest first: fewest parentheses, fewest divisions, shallowest, fewest
/// subtractions, then the text itself so that the order is total.
type Key = (usize, usize, usize, usize, String);

fn key(e: &Expr) -> Key {
    let ops = e.op_counts();
    (e.paren_count(), ops[Op::Div as usize], e.depth(), ops[Op::Sub as usize], e.to_ascii())
}

/// Writes node `id` as an expression whose value is `-value(id)` when
/// `negate`; `None` when that cannot be done without a unary minus.
fn render(arena: &Arena, id: Id, negate: bool) -> Option<Expr> {
    match arena.node(id) {
        Node::Leaf(q) => (!negate).then_some(Expr::Num(*q)),
        // `a − a` written the other way round is itself: it carries no sign.
        Node::Sum { add, sub } if negate && add == sub => None,
        Node::Sum { add, sub } => {
            let (plus_ids, minus_ids) = if negate { (sub, add) } else { (add, sub) };
            // A term that can only be written with the opposite sign (a
            // product whose sums all need writing the other way round) goes to
            // the other side.
            let mut plus: Vec<Expr> = Vec::new();
            // Each subtracted term remembers whether it is already written the
            // other way round, so that it can be turned back.
            let mut minus: Vec<(Id, bool, Expr)> = Vec::new();
            for (is_plus, ids) in [(true, plus_ids), (false, minus_ids)] {
                for &t in ids.iter() {
                    let (side_plus, turned, e) = match render(arena, t, false) {
                        Some(e) => (is_plus, false, e),
                        None => (!is_plus, true, render(arena, t, true)?),
                    };
                    if side_plus {
                        plus.push(e);
                    } else {
                        minus.push((t, turned, e));
                    }
                }
            }
            if plus.is_empty() {
                // Something must come first: write one subtracted term the
                // other way round and add it instead.
                let (i, e) = minus
                    .iter()
                    .enumerate()
                    .find_map(|(i, &(t, turned, _))| Some((i, render(arena, t, !turned)?)))?;
                minus.remove(i);
                plus.push(e);
            }
            let minus = minus.into_iter().map(|(_, _, e)| e).collect();
            Some(chain(arena_sorted(plus), arena_sorted(minus), Op::Add, Op::Sub))
        }
        Node::Product { num, den } => {
            // Each factor is written as it is where it can be; a sum that
            // cannot (nothing to put first) is written the other way round,
            // which flips the product's sign.
            let ids: Vec<Id> = num.iter().chain(den.iter()).copied().collect();
            let mut flipped = Vec::with_capacity(ids.len());
            let mut factors = Vec::with_capacity(ids.len());
            for &f in &ids {
                match render(arena, f, false) {
                    Some(e) => {
                        flipped.push(false);
                        factors.push(e);
                    }
                    None => {
                        flipped.push(true);
                        factors.push(render(arena, f, true)?);
                    }
                }
            }
            if flipped.iter().filter(|&&f| f).count() % 2 != usize::from(negate) {
                // The sign still has to go somewhere: into one sum factor.
                let (k, e) = ids
                    .iter()
                    .enumerate()
                    .find_map(|(k, &f)| Some((k, render(arena, f, !flipped[k])?)))?;
                factors[k] = e;
            }
            let down = factors.split_off(num.len());
            if factors.is_empty() {
                return None;
            }
            Some(chain(arena_sorted(factors), arena_sorted(down), Op::Mul, Op::Div))
        }
    }
}

/// Larger first; equal values in a fixed order of their text.
fn arena_sorted(mut items: Vec<Expr>) -> Vec<Expr> {
    let mut keyed: Vec<(Rational, String, Expr)> = items
        .drain(..)
        .map(|e| (e.eval().unwrap_or_default(), e.to_ascii(), e))
        .collect();
    keyed.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    keyed.into_iter().map(|(_, _, e)| e).collect()
}

/// `a + b + … − c − …` (or with × and ÷), left to right.
fn chain(first: Vec<Expr>, second: Vec<Expr>, join: Op, split: Op) -> Expr {
    let mut items = first.into_iter();
    let start = items.next().expect("a chain has a first item");
    let acc = items.fold(start, |acc, e| Expr::bin(join, acc, e));
    second.into_iter().fold(acc, |acc, e| Expr::bin(split, acc, e))
}
