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
//!
//! Every strict class the search finds came from an expression, so it can be
//! written; the property tests check that each one is.

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
    exprs.sort_unstable();
    exprs.into_iter().map(|(_, e)| Solution::new(e)).collect()
}

/// One solution per distinct class, shown through its simplest strict member.
pub fn distinct_solutions(arena: &mut Arena, classes: &[Class]) -> Vec<Solution> {
    let mut best: HashMap<Class, (Key, Expr), FxBuild> = HashMap::default();
    for &c in classes {
        let Some(e) = render(arena, c.id, c.neg) else { continue };
        let candidate = (key(&e), e);
        match best.entry(arena.distinct(c)) {
            std::collections::hash_map::Entry::Vacant(slot) => {
                slot.insert(candidate);
            }
            std::collections::hash_map::Entry::Occupied(mut slot) => {
                if candidate < *slot.get() {
                    slot.insert(candidate);
                }
            }
        }
    }
    let mut exprs: Vec<(Key, Expr)> = best.into_values().collect();
    exprs.sort_unstable();
    exprs.into_iter().map(|(_, e)| Solution::new(e)).collect()
}

/// Simplest first: fewest parentheses, fewest divisions, shallowest, fewest
/// subtractions; then the tree itself, so that the order is total.
type Key = (usize, usize, usize, usize);

fn key(e: &Expr) -> Key {
    let ops = e.op_counts();
    (e.paren_count(), ops[Op::Div as usize], e.depth(), ops[Op::Sub as usize])
}

/// An item of a chain, with what it is sorted by: larger value first, then
/// the node id so that equal values keep one fixed order.
type Item = (Rational, Id, Expr);

/// Writes node `id` as an expression whose value is `-value(id)` when
/// `negate`; `None` when that cannot be done without a unary minus.
fn render(arena: &Arena, id: Id, negate: bool) -> Option<Expr> {
    match *arena.node(id) {
        Node::Leaf(q) => (!negate).then_some(Expr::Num(q)),
        // `a − a` written the other way round is itself: it carries no sign.
        Node::Sum(t) if negate && t.first() == t.second() => None,
        Node::Sum(t) => {
            let (plus_ids, minus_ids) = if negate { (t.second(), t.first()) } else { (t.first(), t.second()) };
            // A term that can only be written with the opposite sign (a
            // product whose sums all need writing the other way round) goes to
            // the other side. Each subtracted term remembers whether it is
            // already turned, so that it can be turned back.
            let mut plus: Vec<Item> = Vec::new();
            let mut minus: Vec<(bool, Item)> = Vec::new();
            for (is_plus, ids) in [(true, plus_ids), (false, minus_ids)] {
                for &term in ids {
                    let (side_plus, turned, e) = match render(arena, term, false) {
                        Some(e) => (is_plus, false, e),
                        None => (!is_plus, true, render(arena, term, true)?),
                    };
                    let item = (arena.value(term) * if turned { -1 } else { 1 }, term, e);
                    if side_plus {
                        plus.push(item);
                    } else {
                        minus.push((turned, item));
                    }
                }
            }
            if plus.is_empty() {
                // Something must come first: write one subtracted term the
                // other way round and add it instead.
                let (i, e) = minus
                    .iter()
                    .enumerate()
                    .find_map(|(i, (turned, (_, term, _)))| Some((i, render(arena, *term, !turned)?)))?;
                let (_, (value, term, _)) = minus.remove(i);
                plus.push((-value, term, e));
            }
            let minus = minus.into_iter().map(|(_, item)| item).collect();
            Some(chain(plus, minus, Op::Add, Op::Sub))
        }
        Node::Product(f) => {
            // Each factor is written as it is where it can be; a sum that
            // cannot (nothing to put first) is written the other way round,
            // which flips the product's sign.
            let ids: Vec<Id> = f.first().iter().chain(f.second()).copied().collect();
            let mut flipped = Vec::with_capacity(ids.len());
            let mut factors: Vec<Item> = Vec::with_capacity(ids.len());
            for &factor in &ids {
                let (turned, e) = match render(arena, factor, false) {
                    Some(e) => (false, e),
                    None => (true, render(arena, factor, true)?),
                };
                flipped.push(turned);
                factors.push((arena.value(factor) * if turned { -1 } else { 1 }, factor, e));
            }
            if flipped.iter().filter(|&&f| f).count() % 2 != usize::from(negate) {
                // The sign still has to go somewhere: into one sum factor.
                let (k, e) = ids.iter().enumerate().find_map(|(k, &f)| Some((k, render(arena, f, !flipped[k])?)))?;
                factors[k].0 = -factors[k].0;
                factors[k].2 = e;
            }
            let down = factors.split_off(f.first().len());
            if factors.is_empty() {
                return None;
            }
            Some(chain(factors, down, Op::Mul, Op::Div))
        }
    }
}

/// `a + b + … − c − …` (or with × and ÷), each part larger first.
fn chain(mut first: Vec<Item>, mut second: Vec<Item>, join: Op, split: Op) -> Expr {
    let order = |a: &Item, b: &Item| b.0.cmp(&a.0).then(a.1.cmp(&b.1));
    first.sort_unstable_by(order);
    second.sort_unstable_by(order);
    let mut items = first.into_iter().map(|(_, _, e)| e);
    let start = items.next().expect("a chain has a first item");
    let acc = items.fold(start, |acc, e| Expr::bin(join, acc, e));
    second.into_iter().fold(acc, |acc, (_, _, e)| Expr::bin(split, acc, e))
}
