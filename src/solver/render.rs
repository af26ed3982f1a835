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
        Node::Sum { add, sub } => {
            let (plus, minus) = if negate { (sub, add) } else { (add, sub) };
            let mut plus: Vec<Expr> = plus.iter().map(|&t| render(arena, t, false)).collect::<Option<_>>()?;
            let mut minus: Vec<(Id, Expr)> = minus
                .iter()
                .map(|&t| Some((t, render(arena, t, false)?)))
                .collect::<Option<_>>()?;
            if plus.is_empty() {
                // Something must come first: write one subtracted product with
                // a sum in it the other way round and add it instead.
                let i = minus.iter().position(|&(t, _)| render(arena, t, true).is_some())?;
                let (t, _) = minus.remove(i);
                plus.push(render(arena, t, true)?);
            }
            let minus = minus.into_iter().map(|(_, e)| e).collect();
            Some(chain(arena_sorted(plus), arena_sorted(minus), Op::Add, Op::Sub))
        }
        Node::Product { num, den } => {
            let mut flips = negate;
            let mut factors = |ids: &[Id]| -> Option<Vec<Expr>> {
                ids.iter()
                    .map(|&f| match render(arena, f, false) {
                        Some(e) => Some(e),
                        None => {
                            flips = !flips;
                            render(arena, f, true)
                        }
                    })
                    .collect()
            };
            let (mut up, mut down) = (factors(num)?, factors(den)?);
            if flips {
                // The sign still has to go somewhere: into one sum factor.
                let all: Vec<Id> = num.iter().chain(den.iter()).copied().collect();
                let i = all.iter().position(|&f| {
                    matches!(arena.node(f), Node::Sum { .. }) && render(arena, f, true).is_some()
                })?;
                let flipped = render(arena, all[i], true)?;
                if i < num.len() {
                    up[i] = flipped;
                } else {
                    down[i - num.len()] = flipped;
                }
            }
            if up.is_empty() {
                return None;
            }
            Some(chain(arena_sorted(up), arena_sorted(down), Op::Mul, Op::Div))
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
