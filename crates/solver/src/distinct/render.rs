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
//! How a class is written depends only on its normal form, never on node ids
//! or on the order a search found things in: equal values are ordered by
//! their normal forms, and a sign that must go into one item goes into the
//! last that can take it in chain order.
//!
//! Every strict class the search finds came from an expression, so it can be
//! written; the property tests check that each one is.
//!
//! A hand's classes are written in two passes: all are planned (the only
//! part that reads the arena), then all written into one buffer of tokens.
//! Each pass's buffers are let go after it when large, so that a hand of
//! hundreds of thousands of solutions never holds them all at once.

use super::normal::{Arena, Class, Id, Node};
use crate::expr::{Expr, ExprRef, Op, Store, Token};
use crate::hash::FxBuild;
use crate::limits::MAX_NUMBERS;
use crate::number::Rational;
use crate::scratch::{self, Reuse, KEEP};
use crate::solution::Solution;
use std::cell::RefCell;
use std::collections::HashSet;

/// One solution per strict class and one per distinct class, each list
/// simplest first. Each strict class is written once; a distinct class is
/// shown through its simplest member, which is the first of its members in
/// the sorted strict list. `hand` holds every number the classes use.
pub fn solutions(
    arena: &mut Arena,
    hand: &[Rational],
    classes: &[Class],
) -> (Vec<Solution>, Vec<Solution>) {
    scratch::with(&WRITER, |writer| {
        // Every expression of the hand names its numbers in this one list.
        let mut numbers = [Rational::default(); MAX_NUMBERS];
        let mut len = 0;
        for q in hand {
            if !numbers[..len].iter().any(|n| n == q) {
                numbers[len] = *q;
                len += 1;
            }
        }
        numbers[..len].sort_unstable();
        writer.numbers.extend_from_slice(&numbers[..len]);
        write_all(arena, classes, writer)
    })
}

thread_local! {
    /// The writer's buffers, kept per thread like the search's.
    static WRITER: RefCell<Writer> = RefCell::new(Writer::default());
}

fn write_all(
    arena: &mut Arena,
    classes: &[Class],
    writer: &mut Writer,
) -> (Vec<Solution>, Vec<Solution>) {
    // (Taken out of the writer while it writes, and put back.)
    let (mut shown, mut order, mut seen) = (
        std::mem::take(&mut writer.shown),
        std::mem::take(&mut writer.order),
        std::mem::take(&mut writer.seen),
    );
    // First every class is planned, which is all that needs the arena
    // (`shown` holds each plan's index for now)...
    for &c in classes {
        if let Some(plan) = render(arena, c.id, c.neg, writer) {
            shown.push((plan, arena.distinct(c)));
        }
    }
    // ... so the forms are not needed past this point (for a huge hand
    // they are the larger part of its memory), nor is the plans' index by
    // node ...
    scratch::release(arena);
    writer.release_planning();
    // ... when every class is written: for a large hand its tokens and keys
    // are not made while those are still held.
    let count = shown.len();
    order.reserve_exact(count);
    for (at, (plan, _)) in shown.iter_mut().enumerate() {
        let start = writer.tokens.len();
        writer.emit(writer.planned[*plan as usize]);
        if at == 0 {
            // Each class uses every number of the hand once, so all are as
            // long as the first: room for them all, and no more.
            let len = writer.tokens.len() - start;
            writer.tokens.reserve_exact(len * (count - 1));
        }
        let e = ExprRef::new(&writer.numbers, &writer.tokens[start..]);
        order.push(key(e) << 32 | at as u128);
        *plan = start as u32;
    }
    writer.release_plans();
    // No two strict classes are written alike, and no two trees of a hand
    // have one code, so the keys are distinct and this order is total.
    order.sort_unstable();
    // One store holds every expression of the hand. A buffer too large for
    // the writer to keep (see `scratch`) is handed over rather than copied:
    // with hundreds of thousands of solutions, a copy would be a second
    // buffer of over fifty megabytes at the peak.
    let written = writer.tokens.len() as u32;
    let store = if writer.tokens.len() > KEEP {
        let mut tokens = std::mem::take(&mut writer.tokens);
        tokens.shrink_to_fit();
        Store::owning(&writer.numbers, tokens)
    } else {
        Store::new(&writer.numbers, &writer.tokens)
    };
    let mut distinct = Vec::with_capacity(order.len());
    let strict = order
        .iter()
        .map(|&key| {
            let at = key as u32 as usize;
            let (start, class) = shown[at];
            // Each class's tokens end where the next one's start.
            let end = shown.get(at + 1).map_or(written, |&(next, _)| next);
            let solution = Solution::new(Expr::stored(&store, start, end - start));
            if seen.insert(class) {
                distinct.push(solution.clone());
            }
            solution
        })
        .collect();
    (writer.shown, writer.order, writer.seen) = (shown, order, seen);
    (strict, distinct)
}

/// Simplest first: fewest parentheses, fewest divisions, shallowest, fewest
/// subtractions; then the tree itself, so that the order is total. The four
/// counts are packed into 32 bits, 8 bits each, most significant first
/// (each is far below 2^8: an expression over at most eight numbers has at
/// most seven operations and fourteen pairs of parentheses); the tree's
/// [`ExprRef::code`], which orders as the tree does among the expressions
/// of one hand, follows in the low 64.
fn key(e: ExprRef<'_>) -> u128 {
    const _: () = assert!(MAX_NUMBERS <= 8, "codes name at most eight numbers");
    let (parens, ops, depth) = e.shape();
    let field = |n: usize| n.min(0xFF) as u128;
    let counts = field(parens) << 24
        | field(ops[Op::Div as usize]) << 16
        | field(depth) << 8
        | field(ops[Op::Sub as usize]);
    // Every expression of a hand has a code: a hand has at most eight
    // numbers (checked above, at compile time).
    counts << 64 | u128::from(e.code().unwrap_or(0))
}

/// An item of a chain being written, kept in chain order (`sort_items`).
struct Item {
    /// In the second part: subtracted, or a divisor.
    second: bool,
    /// Written with the opposite sign of its node.
    turned: bool,
    /// The value as written.
    value: Rational,
    id: Id,
    /// How it is written: its plan's index in `Writer::planned`.
    plan: u32,
}

/// How a node is written: a number (its position in `Writer::numbers`), or
/// a chain whose items are `Writer::links[start..start + len]`, in order.
/// Eight bytes: a chain has at most one item per number of the hand.
#[derive(Clone, Copy)]
enum Plan {
    Leaf(u32),
    Chain { ops: (Op, Op), start: u32, len: u8 },
}

const _: () = assert!(MAX_NUMBERS <= u8::MAX as usize, "a chain's length is a u8");
const _: () = assert!(std::mem::size_of::<Plan>() == 8);

/// Where expressions are written. `render` plans each chain, sorting its
/// items on the `items` stack and keeping them, in order, in `links`; `emit`
/// then writes the prefix tokens once, without moving any around.
///
/// A plan depends only on the node and the sign asked for, so each is made
/// once per call of [`solutions`] and kept in `plans`: the classes of one
/// hand share most of their parts.
#[derive(Default)]
struct Writer {
    /// The hand's numbers, ascending, each once: what number tokens name.
    numbers: Vec<Rational>,
    items: Vec<Item>,
    /// Each chain's items in order, four bytes each: the lowest bit says
    /// whether the item is in the second part, the next whether it is a
    /// number; above them, the number's position in `numbers`, or else the
    /// index of the item's plan in `planned`.
    links: Vec<u32>,
    /// Per node id and sign (`2 · id + negate`): 0 if not planned yet, 1 if
    /// it cannot be written, else its plan's index in `planned` plus 2.
    plans: Vec<u32>,
    /// Every plan made, each once; fewer than 2^30, see `render_new`.
    planned: Vec<Plan>,
    tokens: Vec<Token>,
    /// Per class that can be written, in the order given: its plan's index
    /// in `planned` until it is written, then where its tokens start in
    /// `tokens` (they end where the next class's start); and its distinct
    /// class.
    shown: Vec<(u32, Class)>,
    /// Each written class's key (see [`key`]), its position in `shown` in
    /// the low 32 bits.
    order: Vec<u128>,
    /// The distinct classes shown so far.
    seen: HashSet<Class, FxBuild>,
}

impl Reuse for Writer {
    fn clear(&mut self) {
        self.shown.clear();
        self.order.clear();
        self.seen.clear();
        self.numbers.clear();
        self.items.clear();
        self.links.clear();
        self.plans.clear();
        self.planned.clear();
        self.tokens.clear();
    }

    fn too_large(&self) -> bool {
        self.links.len() > KEEP
            || self.plans.len() > 2 * KEEP
            || self.tokens.len() > KEEP
            || self.order.len() > KEEP
    }
}

impl Writer {
    /// Lets go of what only planning needs, the plans' index by node, once
    /// every class is planned, if it is too large to keep (see `scratch`):
    /// for a large hand it is tens of megabytes, as large as the tokens.
    fn release_planning(&mut self) {
        if self.plans.len() > 2 * KEEP {
            (self.items, self.plans) = Default::default();
        }
    }

    /// Lets go of the plans once every class is written, if they are too
    /// large to keep: listing the solutions does not need them.
    fn release_plans(&mut self) {
        if self.links.len() > KEEP || self.planned.len() > KEEP {
            (self.links, self.planned) = Default::default();
        }
    }

    /// Plans `id` (negated when `negate`) and pushes it as an item.
    fn push_item(
        &mut self,
        arena: &Arena,
        (id, negate): (Id, bool),
        second: bool,
        turned: bool,
    ) -> bool {
        let Some(plan) = render(arena, id, negate, self) else {
            return false;
        };
        let value = arena.value(id);
        self.items.push(Item {
            second,
            turned,
            value: if turned { -value } else { value },
            id,
            plan,
        });
        true
    }

    /// Plans item `i` again with its sign turned over; false if it cannot
    /// be.
    fn turn(&mut self, arena: &Arena, i: usize) -> bool {
        let (id, turned) = (self.items[i].id, self.items[i].turned);
        let Some(plan) = render(arena, id, !turned, self) else {
            return false;
        };
        let item = &mut self.items[i];
        item.value = -item.value;
        item.turned = !turned;
        item.plan = plan;
        true
    }

    /// Writes a number's one token.
    #[inline]
    fn number(&mut self, number: u32) -> u32 {
        self.tokens.push(Token::num(number));
        1
    }

    /// Writes a plan's prefix tokens; returns how many.
    fn emit(&mut self, plan: Plan) -> u32 {
        match plan {
            Plan::Leaf(number) => self.number(number),
            Plan::Chain {
                ops: (join, split),
                start,
                len,
            } => {
                // `((a op b) op c) …` in prefix: every operation first,
                // outermost first, then the items in order. An operation's
                // left operand is the operations after it and the items
                // before its own, so the lengths are filled in afterwards.
                let len = u32::from(len);
                let ops_at = self.tokens.len();
                let ops = len - 1;
                self.tokens.extend((0..ops).map(|_| Token::op(join, 0)));
                let mut items = 0;
                for k in 0..len {
                    let link = self.links[(start + k) as usize];
                    let second = link & 1 == 1;
                    if k > 0 {
                        // The operation that joins item k sits k − 1 places
                        // from the inside; its left operand is the k − 1
                        // operations inside it and the items so far.
                        let op = if second { split } else { join };
                        self.tokens[ops_at + (ops - k) as usize] = Token::op(op, k - 1 + items);
                    }
                    // (A number here, from the link alone: most items are.)
                    items += if link & 2 != 0 {
                        self.number(link >> 2)
                    } else {
                        self.emit(self.planned[(link >> 2) as usize])
                    };
                }
                ops + items
            }
        }
    }
}

/// Plans how to write node `id`, with the value `-value(id)` when `negate`,
/// and gives the plan's index in `w.planned`; `None` when that cannot be
/// done without a unary minus.
#[inline]
fn render(arena: &Arena, id: Id, negate: bool, w: &mut Writer) -> Option<u32> {
    let slot = 2 * id as usize + usize::from(negate);
    match w.plans.get(slot) {
        Some(0) | None => render_new(arena, (id, negate), slot, w),
        Some(1) => None,
        Some(&k) => Some(k - 2),
    }
}

/// [`render`] for a plan not made yet, kept at `slot` of `w.plans`.
#[inline(never)]
fn render_new(arena: &Arena, (id, negate): (Id, bool), slot: usize, w: &mut Writer) -> Option<u32> {
    let plan = plan(arena, id, negate, w);
    if w.plans.len() <= slot {
        w.plans.resize((slot + 1).max(2 * arena.len()), 0);
    }
    let index = plan.map(|plan| {
        // A link keeps the index in 30 bits. There are at most two plans
        // per node, and 2^29 nodes would take tens of gigabytes.
        assert!(w.planned.len() < 1 << 30, "too many plans to link");
        w.planned.push(plan);
        w.planned.len() as u32 - 1
    });
    w.plans[slot] = index.map_or(1, |k| k + 2);
    index
}

/// [`render`], not yet planned.
fn plan(arena: &Arena, id: Id, negate: bool, w: &mut Writer) -> Option<Plan> {
    let base = w.items.len();
    let written = match arena.node(id) {
        // Only the hand's numbers are leaves of a strict class.
        Node::Leaf if negate => return None,
        Node::Leaf => {
            let q = arena.value(id);
            let at = w.numbers.iter().position(|n| *n == q)?;
            return Some(Plan::Leaf(at as u32));
        }
        // `a − a` written the other way round is itself: it carries no sign.
        Node::Sum(t) if negate && t.first() == t.second() => return None,
        Node::Sum(t) => {
            render_sum(arena, t.first(), t.second(), negate, w).then_some((Op::Add, Op::Sub))
        }
        // A product needs something to put first.
        Node::Product(f) if f.first().is_empty() => return None,
        Node::Product(f) => {
            render_product(arena, f.first(), f.second(), negate, w).then_some((Op::Mul, Op::Div))
        }
    };
    let plan = written.map(|ops| chain(arena, w, base, ops));
    w.items.truncate(base);
    plan
}

/// Pushes the items of a sum; false if some term cannot be written.
fn render_sum(arena: &Arena, first: &[Id], second: &[Id], negate: bool, w: &mut Writer) -> bool {
    let base = w.items.len();
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
            if !w.push_item(arena, (term, false), !is_plus, false)
                && !w.push_item(arena, (term, true), is_plus, true)
            {
                return false;
            }
        }
    }
    if w.items[base..].iter().all(|item| item.second) {
        // Something must come first: write one subtracted term the other way
        // round and add it instead, the last that can be in chain order.
        sort_items(arena, &mut w.items[base..]);
        match (base..w.items.len()).rev().find(|&i| w.turn(arena, i)) {
            Some(i) => w.items[i].second = false,
            None => return false,
        }
    }
    true
}

/// Pushes the items of a product; false if some factor cannot be written.
fn render_product(
    arena: &Arena,
    first: &[Id],
    second: &[Id],
    negate: bool,
    w: &mut Writer,
) -> bool {
    let base = w.items.len();
    // Each factor is written as it is where it can be; a sum that cannot
    // (nothing to put first) is written the other way round, which flips the
    // product's sign.
    for (k, &factor) in first.iter().chain(second).enumerate() {
        let second = k >= first.len();
        if !w.push_item(arena, (factor, false), second, false)
            && !w.push_item(arena, (factor, true), second, true)
        {
            return false;
        }
    }
    let flipped = w.items[base..].iter().filter(|item| item.turned).count();
    if flipped % 2 == usize::from(negate) {
        return true;
    }
    // The sign still has to go somewhere: into one sum factor, the last
    // that can take it in chain order, so that the leading factors stay as
    // they are: (13 − 1) × (1 − 3), not (3 − 1) × (1 − 13).
    sort_items(arena, &mut w.items[base..]);
    (base..w.items.len()).rev().any(|i| w.turn(arena, i))
}

/// Chain order: the first part, then the second; larger values first;
/// equal values in the order of their normal forms (numbers before sums
/// before products). It depends only on what the items are, never on the
/// order their nodes were made in.
fn sort_items(arena: &Arena, items: &mut [Item]) {
    items.sort_unstable_by(|a, b| {
        a.second
            .cmp(&b.second)
            .then_with(|| arena.cmp_values(b.value, a.value))
            .then_with(|| arena.cmp_forms(a.id, b.id))
    });
}

/// Plans `a + b + … − c − …` (or with × and ÷) from the items pushed since
/// `base`, in chain order.
fn chain(arena: &Arena, w: &mut Writer, base: usize, ops: (Op, Op)) -> Plan {
    let items = &mut w.items[base..];
    sort_items(arena, items);
    let start = w.links.len() as u32;
    let planned = &w.planned;
    w.links.extend(items.iter().map(|item| {
        let what = match planned[item.plan as usize] {
            Plan::Leaf(number) => number << 1 | 1,
            Plan::Chain { .. } => item.plan << 1,
        };
        what << 1 | u32::from(item.second)
    }));
    Plan::Chain {
        ops,
        start,
        // At most one item per number of the hand (checked above).
        len: items.len() as u8,
    }
}
