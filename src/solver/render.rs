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
use std::collections::HashSet;

/// One solution per strict class and one per distinct class, each list
/// simplest first. Each strict class is written once; a distinct class is
/// shown through its simplest member, which is the first of its members in
/// the sorted strict list.
pub fn solutions(arena: &mut Arena, classes: &[Class]) -> (Vec<Solution>, Vec<Solution>) {
    let mut scratch = Vec::new();
    let mut shown: Vec<Option<(Expr, Class)>> = Vec::with_capacity(classes.len());
    // (key, position in `shown`): small to move while sorting.
    let mut order: Vec<(Key, u32)> = Vec::with_capacity(classes.len());
    for &c in classes {
        if let Some(e) = render(arena, c.id, c.neg, &mut scratch) {
            order.push((key(&e), shown.len() as u32));
            shown.push(Some((e, arena.distinct(c))));
        }
    }
    // No two strict classes are written alike, so this order is total.
    let expr = |i: u32| shown[i as usize].as_ref().map(|(e, _)| e);
    order.sort_unstable_by(|a, b| a.0.cmp(&b.0).then_with(|| expr(a.1).cmp(&expr(b.1))));
    let mut seen: HashSet<Class, FxBuild> =
        HashSet::with_capacity_and_hasher(order.len(), FxBuild::default());
    let mut distinct = Vec::new();
    let strict = order
        .into_iter()
        .filter_map(|(_, i)| {
            // Each position is in `order` once, so each is taken once.
            let (e, class) = shown[i as usize].take()?;
            let solution = Solution::new(e);
            if seen.insert(class) {
                distinct.push(solution.clone());
            }
            Some(solution)
        })
        .collect();
    (strict, distinct)
}

/// Simplest first: fewest parentheses, fewest divisions, shallowest, fewest
/// subtractions; then the tree itself, so that the order is total. The four
/// counts are packed into one integer, 16 bits each, most significant
/// first (each is far below 2^16: an expression over at most eight numbers
/// has at most seven operations and fourteen pairs of parentheses).
type Key = u64;

fn key(e: &Expr) -> Key {
    let (parens, ops, depth) = e.shape();
    let field = |n: usize| n.min(0xFFFF) as u64;
    field(parens) << 48
        | field(ops[Op::Div as usize]) << 32
        | field(depth) << 16
        | field(ops[Op::Sub as usize])
}

/// An item of a chain being written. Items are sorted by part, then larger
/// value first, then by normal form so that equal values keep one fixed
/// order.
struct Item {
    /// In the second part: subtracted, or a divisor.
    second: bool,
    /// Written with the opposite sign of its node.
    turned: bool,
    /// The value as written.
    value: Rational,
    id: Id,
    expr: Expr,
}

/// Writes node `id` as an expression whose value is `-value(id)` when
/// `negate`; `None` when that cannot be done without a unary minus.
///
/// `items` is scratch space, used as a stack: each call works above the
/// length it finds and leaves that length as it was.
fn render(arena: &Arena, id: Id, negate: bool, items: &mut Vec<Item>) -> Option<Expr> {
    let base = items.len();
    let ops = match *arena.node(id) {
        Node::Leaf(q) => return (!negate).then_some(Expr::Num(q)),
        // `a − a` written the other way round is itself: it carries no sign.
        Node::Sum(t) if negate && t.first() == t.second() => return None,
        Node::Sum(t) => {
            render_sum(arena, t.first(), t.second(), negate, items).map(|()| (Op::Add, Op::Sub))
        }
        // A product needs something to put first.
        Node::Product(f) if f.first().is_empty() => return None,
        Node::Product(f) => {
            render_product(arena, f.first(), f.second(), negate, items).map(|()| (Op::Mul, Op::Div))
        }
    };
    let written = ops.map(|ops| chain(arena, items, base, ops));
    items.truncate(base);
    written
}

/// Pushes the items of a sum; `None` if some term cannot be written.
fn render_sum(
    arena: &Arena,
    first: &[Id],
    second: &[Id],
    negate: bool,
    items: &mut Vec<Item>,
) -> Option<()> {
    let base = items.len();
    let (plus_ids, minus_ids) = if negate {
        (second, first)
    } else {
        (first, second)
    };
    // A term that can only be written with the opposite sign (a product whose
    // sums all need writing the other way round) goes to the other side. Each
    // item remembers whether it is turned, so that it can be turned back.
    for (is_plus, ids) in [(true, plus_ids), (false, minus_ids)] {
        for &term in ids {
            let (side_plus, turned, expr) = match render(arena, term, false, items) {
                Some(e) => (is_plus, false, e),
                None => (!is_plus, true, render(arena, term, true, items)?),
            };
            let value = if turned {
                -arena.value(term)
            } else {
                arena.value(term)
            };
            items.push(Item {
                second: !side_plus,
                turned,
                value,
                id: term,
                expr,
            });
        }
    }
    if items[base..].iter().all(|item| item.second) {
        // Something must come first: write one subtracted term the other way
        // round and add it instead.
        let (i, e) = (base..items.len())
            .find_map(|i| Some((i, render(arena, items[i].id, !items[i].turned, items)?)))?;
        let item = &mut items[i];
        item.second = false;
        item.value = -item.value;
        item.expr = e;
    }
    Some(())
}

/// Pushes the items of a product; `None` if some factor cannot be written.
fn render_product(
    arena: &Arena,
    first: &[Id],
    second: &[Id],
    negate: bool,
    items: &mut Vec<Item>,
) -> Option<()> {
    let base = items.len();
    // Each factor is written as it is where it can be; a sum that cannot
    // (nothing to put first) is written the other way round, which flips the
    // product's sign.
    let mut flipped = 0;
    for (k, &factor) in first.iter().chain(second).enumerate() {
        let (turned, expr) = match render(arena, factor, false, items) {
            Some(e) => (false, e),
            None => (true, render(arena, factor, true, items)?),
        };
        flipped += usize::from(turned);
        let value = if turned {
            -arena.value(factor)
        } else {
            arena.value(factor)
        };
        items.push(Item {
            second: k >= first.len(),
            turned,
            value,
            id: factor,
            expr,
        });
    }
    if flipped % 2 != usize::from(negate) {
        // The sign still has to go somewhere: into one sum factor.
        let (i, e) = (base..items.len())
            .find_map(|i| Some((i, render(arena, items[i].id, !items[i].turned, items)?)))?;
        let item = &mut items[i];
        item.value = -item.value;
        item.expr = e;
    }
    Some(())
}

/// `a + b + … − c − …` (or with × and ÷) from the items above `base`, each
/// part larger first; equal values in the order of their normal forms
/// (numbers before sums before products), so that how a class is written
/// does not depend on the order its nodes were made in.
fn chain(arena: &Arena, items: &mut Vec<Item>, base: usize, (join, split): (Op, Op)) -> Expr {
    items[base..].sort_unstable_by(|a, b| {
        a.second
            .cmp(&b.second)
            .then(b.value.cmp(&a.value))
            .then_with(|| arena.cmp_forms(a.id, b.id))
    });
    let mut drained = items.drain(base..);
    let start = drained.next().expect("a chain has a first item").expr;
    drained.fold(start, |acc, item| {
        Expr::bin(if item.second { split } else { join }, acc, item.expr)
    })
}
