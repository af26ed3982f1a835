//! Normal forms: when two expressions are the same solution.
//!
//! This implements `distinct-solutions.md` exactly. Sums and products are
//! flattened into multisets (step 1); a sum with a negative value is stored
//! negated and its sign handed to the parent, and a zero sum gets the smaller
//! of its two orientations (step 2); at level `distinct`, card pairs that
//! cancel within one node and identity terms and factors are removed, and a
//! node left with one item collapses into it (steps 3 and 4); children are
//! kept sorted (step 5).
//!
//! Forms are hash-consed in an [`Arena`]: two forms in one arena are equal
//! exactly when their ids are equal, so classes compare in O(1). A signed
//! reference, [`Class`], is the normal form of a whole expression. For
//! comparisons across arenas, [`Arena::export`] gives an owned
//! [`NormalForm`].
//!
//! The arena is built to be small, because a large hand interns millions
//! of nodes: a node is eight bytes, its children a range of one shared
//! list, its value eight bytes in [`Packed`].
//!
//! Every node keeps its exact value, as a `Rational`. With the `big`
//! feature a value past `i128` is kept at full precision in the arena's
//! side table, and its `Rational` is a marker with denominator 0 whose
//! numerator is the table position plus one, signed as the value: the
//! checks the forms make (zero, one, the sign, negation) read it as they
//! read any value, and only ordering and arithmetic look it up
//! ([`Arena::cmp_values`], [`Arena::strict`]).
//!
//! Invariants:
//! - the children of every interned node are sorted by id, and every interned
//!   sum node has a value ≥ 0;
//! - a sum never has a sum child and a product never has a product child;
//! - building is deterministic: the same expression always gives the same
//!   form, so normalising a normal form changes nothing.

use super::packed::Packed;
use crate::expr::{Expr, ExprNode, ExprRef, Op};
use crate::hash::FxHasher;
use crate::level::Level;
use crate::limits::MAX_NUMBERS;
use crate::number::Rational;
use crate::scratch::{Reuse, KEEP};
use std::cmp::Ordering;
use std::hash::{Hash, Hasher};
#[cfg(feature = "big")]
use {num_bigint::BigInt, num_rational::Ratio, num_traits::Signed};

/// An arbitrary-precision fraction.
#[cfg(feature = "big")]
pub(crate) type BigRatio = Ratio<BigInt>;

/// Index of an interned node.
pub type Id = u32;

/// A signed reference to a node: the value is `-value(id)` when `neg`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Class {
    pub neg: bool,
    pub id: Id,
}

/// The most children a node can have: every child holds at least one number.
const MAX_ITEMS: usize = MAX_NUMBERS;

/// The children of a node being built: `ids[..split]` are added
/// (numerator), `ids[split..len]` subtracted (denominator). Each part is
/// sorted, and unused slots are zero. Fixed size and on the stack, so that
/// building and looking up a node allocates nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Sorted {
    ids: [Id; MAX_ITEMS],
    split: u8,
    len: u8,
}

impl Sorted {
    #[inline(always)]
    fn new(first: &[Id], second: &[Id]) -> Sorted {
        let mut ids = [0; MAX_ITEMS];
        for (slot, &id) in ids.iter_mut().zip(first.iter().chain(second)) {
            *slot = id;
        }
        ids[..first.len()].sort_unstable();
        ids[first.len()..first.len() + second.len()].sort_unstable();
        Sorted {
            ids,
            split: first.len() as u8,
            len: (first.len() + second.len()) as u8,
        }
    }

    fn ids(&self) -> &[Id] {
        &self.ids[..usize::from(self.len)]
    }

    /// An interned node's children, already sorted.
    fn copy(items: Items<'_>) -> Sorted {
        let mut ids = [0; MAX_ITEMS];
        for (slot, &id) in ids.iter_mut().zip(items.ids) {
            *slot = id;
        }
        Sorted {
            ids,
            split: items.split as u8,
            len: items.ids.len() as u8,
        }
    }
}

/// A node about to be interned.
#[derive(Clone, Copy, Debug)]
enum Shape {
    Leaf(Rational),
    Sum(Sorted),
    Product(Sorted),
}

// Hashing is on the hot path of interning, so this hashes a few whole
// words: a derived hash would hash the unused slots byte-wise and a
// rational through its continued fraction, with 128-bit divisions.
impl Hash for Shape {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let (tag, items) = match self {
            // Rationals are reduced with a positive denominator, so equal
            // values have equal parts.
            Shape::Leaf(q) => {
                state.write_u8(0);
                state.write_i128(q.numer());
                state.write_i128(q.denom());
                return;
            }
            Shape::Sum(items) => (1, items),
            Shape::Product(items) => (2, items),
        };
        state.write_u8(tag);
        state.write_u64(u64::from(items.split) | u64::from(items.len) << 8);
        for pair in items.ids().chunks(2) {
            let second = pair.get(1).copied().unwrap_or(0);
            state.write_u64(u64::from(pair[0]) | u64::from(second) << 32);
        }
    }
}

/// The children of an interned sum or product, as the arena keeps them:
/// [`first`](Items::first) added (numerator), [`second`](Items::second)
/// subtracted (denominator), each sorted by id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Items<'a> {
    ids: &'a [Id],
    split: usize,
}

impl<'a> Items<'a> {
    pub(crate) fn first(&self) -> &'a [Id] {
        &self.ids[..self.split]
    }

    pub(crate) fn second(&self) -> &'a [Id] {
        &self.ids[self.split..]
    }
}

/// An interned node, as read from its arena.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Node<'a> {
    /// A number, the node's value: one of the hand's, or the identity (0
    /// or 1) that a node becomes when every item in it cancels.
    Leaf,
    /// Added terms, subtracted terms.
    Sum(Items<'a>),
    /// Numerator factors, denominator factors.
    Product(Items<'a>),
}

/// What a node is, without its children.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Leaf,
    Sum,
    Product,
}

/// How the arena keeps a node: eight bytes, with its children in the
/// arena's one list of children (`Arena::children[start..start + len]`).
/// Most nodes have two or three children and none more than eight, so a
/// fixed array of eight would be mostly empty; over millions of nodes the
/// difference is hundreds of megabytes.
#[derive(Clone, Copy, Debug)]
struct Stored {
    start: u32,
    kind: Kind,
    split: u8,
    len: u8,
}

/// Interned normal forms with their values.
#[derive(Default)]
pub struct Arena {
    nodes: Vec<Stored>,
    /// The children of every sum and product, node after node.
    children: Vec<Id>,
    /// Per node id: its exact value.
    values: Packed,
    /// The magnitudes of the values past `i128` (see the module doc).
    #[cfg(feature = "big")]
    big: Vec<BigRatio>,
    /// Open addressing over `nodes`: per slot, the node's hash in the high
    /// half and its id plus one in the low half; 0 for an empty slot. Its
    /// length is a power of two, at least twice the number of nodes.
    index: Vec<u64>,
    /// Per node id: its `distinct` form once computed (the id shifted left
    /// by one, the sign in the low bit), else [`UNKNOWN`]. Four bytes, not a
    /// `Class`'s eight: it has one entry per node.
    distinct: Vec<u32>,
}

/// A `distinct` form not computed yet.
const UNKNOWN: u32 = u32::MAX;

impl Reuse for Arena {
    fn clear(&mut self) {
        // An index much larger than this hand needed is cheaper to make
        // again than to empty; one of about its size is kept, so that the
        // next such hand does not grow it again.
        if self.index.len() > 8 * self.nodes.len().max(512) {
            self.index = Vec::new();
        } else {
            self.index.fill(0);
        }
        self.nodes.clear();
        self.children.clear();
        self.values.clear();
        self.distinct.clear();
        #[cfg(feature = "big")]
        self.big.clear();
    }

    fn too_large(&self) -> bool {
        self.index.len() > 2 * KEEP
    }
}

/// Up to [`MAX_ITEMS`] ids, on the stack.
#[derive(Default)]
struct List {
    ids: [Id; MAX_ITEMS],
    len: usize,
}

impl List {
    fn push(&mut self, id: Id) {
        self.ids[self.len] = id;
        self.len += 1;
    }

    fn extend(&mut self, ids: &[Id]) {
        // One id at a time: a handful, where `copy_from_slice` of a length
        // not known in advance is a call to `memcpy`.
        for &id in ids {
            self.push(id);
        }
    }

    fn as_slice(&self) -> &[Id] {
        &self.ids[..self.len]
    }

    fn remove(&mut self, i: usize) {
        self.ids.copy_within(i + 1..self.len, i);
        self.len -= 1;
    }

    fn retain(&mut self, keep: impl Fn(Id) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            if keep(self.ids[i]) {
                self.ids[j] = self.ids[i];
                j += 1;
            }
        }
        self.len = j;
    }
}

impl Arena {
    /// How many nodes: every id is below this.
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// What node `id` is: cheaper than [`Arena::node`] where the children
    /// do not matter.
    #[inline(always)]
    pub(crate) fn kind(&self, id: Id) -> Kind {
        self.nodes[id as usize].kind
    }

    #[inline(always)]
    pub(crate) fn node(&self, id: Id) -> Node<'_> {
        let s = self.nodes[id as usize];
        let items = || Items {
            ids: &self.children[s.start as usize..][..usize::from(s.len)],
            split: usize::from(s.split),
        };
        match s.kind {
            Kind::Leaf => Node::Leaf,
            Kind::Sum => Node::Sum(items()),
            Kind::Product => Node::Product(items()),
        }
    }

    /// The exact value of the node (without the sign of a [`Class`]).
    #[inline]
    pub fn value(&self, id: Id) -> Rational {
        self.values.get(id as usize)
    }

    fn class_value(&self, c: Class) -> Rational {
        if c.neg {
            -self.value(c.id)
        } else {
            self.value(c.id)
        }
    }

    /// How two values this arena gave out order.
    #[inline]
    pub(crate) fn cmp_values(&self, a: Rational, b: Rational) -> Ordering {
        #[cfg(feature = "big")]
        if a.denom() == 0 || b.denom() == 0 {
            return self.exact(a).cmp(&self.exact(b));
        }
        a.cmp(&b)
    }

    /// `a op b`, for values this arena gave out; `None` when dividing by
    /// zero or, without the `big` feature, on an overflow.
    fn apply(&mut self, op: Op, a: Rational, b: Rational) -> Option<Rational> {
        #[cfg(feature = "big")]
        {
            let by_zero = op == Op::Div && b.is_zero();
            if !by_zero && (a.denom() == 0 || b.denom() == 0 || op.apply(&a, &b).is_none()) {
                let (a, b) = (self.exact(a), self.exact(b));
                let v = match op {
                    Op::Add => a + b,
                    Op::Sub => a - b,
                    Op::Mul => a * b,
                    Op::Div => a / b,
                };
                return Some(self.big_value(v));
            }
        }
        op.apply(&a, &b)
    }

    /// A value as this arena keeps it: a `Rational` when it fits, else a
    /// marker for it (see the module doc).
    #[cfg(feature = "big")]
    pub(crate) fn big_value(&mut self, v: BigRatio) -> Rational {
        use num_traits::ToPrimitive;
        if let (Some(n), Some(d)) = (v.numer().to_i128(), v.denom().to_i128()) {
            return Rational::new_raw(n, d);
        }
        let marker = i128::try_from(self.big.len() + 1).expect("fewer than 2^127 values");
        let negative = v.is_negative();
        self.big.push(v.abs());
        Rational::new_raw(if negative { -marker } else { marker }, 0)
    }

    /// The exact value of a value this arena gave out.
    #[cfg(feature = "big")]
    fn exact(&self, q: Rational) -> BigRatio {
        if q.denom() != 0 {
            return Ratio::new_raw(q.numer().into(), q.denom().into());
        }
        let magnitude = &self.big[q.numer().unsigned_abs() as usize - 1];
        if q.numer() < 0 {
            -magnitude
        } else {
            magnitude.clone()
        }
    }

    /// Whether node `id` is `shape`.
    #[inline]
    fn is(&self, id: Id, shape: &Shape) -> bool {
        let s = self.nodes[id as usize];
        let (kind, items) = match shape {
            Shape::Leaf(q) => return s.kind == Kind::Leaf && self.value(id) == *q,
            Shape::Sum(items) => (Kind::Sum, items),
            Shape::Product(items) => (Kind::Product, items),
        };
        // (An element-wise loop: these lists are a few ids long, too short
        // for a call to `memcmp` to pay.)
        s.kind == kind
            && s.split == items.split
            && s.len == items.len
            && self.children[s.start as usize..][..usize::from(s.len)]
                .iter()
                .zip(items.ids())
                .all(|(a, b)| a == b)
    }

    fn intern(&mut self, shape: Shape, value: Rational) -> Id {
        if 2 * (self.nodes.len() + 1) > self.index.len() {
            self.grow();
        }
        let hash = {
            let mut hasher = FxHasher::default();
            shape.hash(&mut hasher);
            hasher.finish() >> 32
        };
        let mask = self.index.len() - 1;
        let mut i = hash as usize & mask;
        loop {
            match self.index[i] {
                0 => break,
                slot if slot >> 32 == hash && self.is(slot as u32 - 1, &shape) => {
                    return slot as u32 - 1;
                }
                _ => i = (i + 1) & mask,
            }
        }
        // Ids stay below 2^31, so that `distinct` can keep a sign beside one.
        let id = Id::try_from(self.nodes.len())
            .ok()
            .filter(|&id| id < 1 << 31)
            .expect("fewer than 2^31 forms");
        let start = u32::try_from(self.children.len()).expect("fewer than 2^32 children");
        let stored = match shape {
            Shape::Leaf(_) => Stored {
                start,
                kind: Kind::Leaf,
                split: 0,
                len: 0,
            },
            Shape::Sum(items) | Shape::Product(items) => {
                // The whole array, then the unused slots cut off again: a
                // copy of fixed size is a few moves, one of `len` a call.
                self.children.extend_from_slice(&items.ids);
                self.children
                    .truncate(start as usize + usize::from(items.len));
                Stored {
                    start,
                    kind: if matches!(shape, Shape::Sum(_)) {
                        Kind::Sum
                    } else {
                        Kind::Product
                    },
                    split: items.split,
                    len: items.len,
                }
            }
        };
        self.nodes.push(stored);
        self.values.push(value);
        self.index[i] = hash << 32 | u64::from(id + 1);
        id
    }

    /// Doubles the index (or makes the first one) and puts every node back.
    #[cold]
    fn grow(&mut self) {
        let len = (2 * self.index.len()).max(64);
        let mut index = vec![0u64; len];
        for &slot in self.index.iter().filter(|&&slot| slot != 0) {
            let mut i = (slot >> 32) as usize & (len - 1);
            while index[i] != 0 {
                i = (i + 1) & (len - 1);
            }
            index[i] = slot;
        }
        self.index = index;
    }

    pub fn leaf(&mut self, q: Rational) -> Class {
        Class {
            neg: false,
            id: self.intern(Shape::Leaf(q), q),
        }
    }

    /// The strict form of `a op b`, whose value the caller knows to be
    /// `value`; `None` when dividing by zero.
    pub fn combine(&mut self, op: Op, a: Class, b: Class, value: Rational) -> Option<Class> {
        match op {
            Op::Add => Some(self.sum(&[(false, a), (false, b)], Level::Strict, value)),
            Op::Sub => Some(self.sum(&[(false, a), (true, b)], Level::Strict, value)),
            Op::Mul => Some(self.product(&[(false, a), (false, b)], Level::Strict, value)),
            Op::Div if self.value(b.id).is_zero() => None,
            Op::Div => Some(self.product(&[(false, a), (true, b)], Level::Strict, value)),
        }
    }

    /// The strict form of an expression; `None` when it divides by zero.
    pub fn strict(&mut self, e: &Expr) -> Option<Class> {
        self.strict_of(e.tree())
    }

    fn strict_of(&mut self, e: ExprRef<'_>) -> Option<Class> {
        match e.node() {
            ExprNode::Num(q) => Some(self.leaf(q)),
            ExprNode::Bin(op, a, b) => {
                let (a, b) = (self.strict_of(a)?, self.strict_of(b)?);
                let value = self.apply(op, self.class_value(a), self.class_value(b))?;
                self.combine(op, a, b, value)
            }
        }
    }

    /// The `distinct` form of a strict form (steps 3 and 4, from the leaves up).
    #[inline]
    pub fn distinct(&mut self, c: Class) -> Class {
        let known = self.distinct.get(c.id as usize).copied().unwrap_or(UNKNOWN);
        let r = if known != UNKNOWN {
            Class {
                neg: known & 1 == 1,
                id: known >> 1,
            }
        } else {
            self.distinct_new(c.id)
        };
        Class {
            neg: r.neg ^ c.neg,
            id: r.id,
        }
    }

    /// The `distinct` form of node `id`, not known yet: made and kept.
    #[inline(never)]
    fn distinct_new(&mut self, id: Id) -> Class {
        let r = self.distinct_of_node(id);
        if self.distinct.len() <= id as usize {
            // The forms this makes add nodes too; the vector's own growth
            // leaves room for them without writing to it.
            self.distinct.resize(self.nodes.len(), UNKNOWN);
        }
        self.distinct[id as usize] = r.id << 1 | u32::from(r.neg);
        r
    }

    fn distinct_of_node(&mut self, id: Id) -> Class {
        // (Copied out: making the forms of the children adds nodes.)
        let (items, is_sum) = match self.node(id) {
            Node::Leaf => return Class { neg: false, id },
            Node::Sum(items) => (Sorted::copy(items), true),
            Node::Product(items) => (Sorted::copy(items), false),
        };
        let mut children = [(false, Class { neg: false, id: 0 }); MAX_ITEMS];
        let (first, second) = items.ids().split_at(usize::from(items.split));
        let mut unchanged = true;
        for (i, &child) in first.iter().chain(second).enumerate() {
            let plain = Class {
                neg: false,
                id: child,
            };
            let form = self.distinct(plain);
            unchanged &= form == plain;
            children[i] = (i >= first.len(), form);
        }
        // Most nodes are already in `distinct` form: their children are, no
        // card cancels and no item is an identity. Such a node would be
        // rebuilt exactly as it is, so it is kept without interning.
        let identity = |id: Id| {
            let v = self.value(id);
            if is_sum {
                v.is_zero()
            } else {
                v == Rational::ONE
            }
        };
        if unchanged
            && !first.iter().chain(second).any(|&c| identity(c))
            && !first
                .iter()
                .any(|&c| self.is_number(c) && second.contains(&c))
        {
            return Class { neg: false, id };
        }
        // Cancelling and dropping identities never changes a node's value.
        let value = self.value(id);
        let children = &children[..first.len() + second.len()];
        if is_sum {
            self.sum(children, Level::Distinct, value)
        } else {
            self.product(children, Level::Distinct, value)
        }
    }

    /// Step 1 for one node: splits the items into the two sides, splicing in
    /// children of the same kind. In a sum a negative item changes sides; in a
    /// product its sign is handed to the product, which is returned (always
    /// `false` for a sum). The sides are written in place: returning them
    /// would copy them.
    #[inline(always)]
    fn flatten(
        &self,
        items: &[(bool, Class)],
        sum: bool,
        (first, second): (&mut List, &mut List),
    ) -> bool {
        let mut neg = false;
        for &(flip, c) in items {
            let flip = if sum { flip ^ c.neg } else { flip };
            neg ^= !sum && c.neg;
            let inner = match self.node(c.id) {
                Node::Sum(inner) if sum => Some(inner),
                Node::Product(inner) if !sum => Some(inner),
                _ => None,
            };
            match inner {
                Some(inner) => {
                    let (a, b) = if flip {
                        (inner.second(), inner.first())
                    } else {
                        (inner.first(), inner.second())
                    };
                    first.extend(a);
                    second.extend(b);
                }
                None if flip => second.push(c.id),
                None => first.push(c.id),
            }
        }
        neg
    }

    /// A sum of signed items (`true` = subtracted) whose total is `value`, normalised.
    fn sum(&mut self, items: &[(bool, Class)], level: Level, value: Rational) -> Class {
        let (mut add, mut sub) = (List::default(), List::default());
        self.flatten(items, true, (&mut add, &mut sub));
        if level == Level::Distinct {
            self.cancel_cards(&mut add, &mut sub);
            add.retain(|id| !self.value(id).is_zero());
            sub.retain(|id| !self.value(id).is_zero());
            match (add.len, sub.len) {
                (0, 0) => return self.leaf(Rational::ZERO),
                (1, 0) => {
                    return Class {
                        neg: false,
                        id: add.ids[0],
                    }
                }
                _ => {}
            }
        }
        // (The denominator is positive: the numerator carries the sign.)
        let mut neg = value.numer() < 0;
        if value.is_zero() {
            neg = self.export_list(sub.as_slice(), add.as_slice())
                < self.export_list(add.as_slice(), sub.as_slice());
        }
        let items = if neg {
            Sorted::new(sub.as_slice(), add.as_slice())
        } else {
            Sorted::new(add.as_slice(), sub.as_slice())
        };
        Class {
            neg,
            id: self.intern(Shape::Sum(items), if neg { -value } else { value }),
        }
    }

    /// A product of items (`true` = divided by) whose value is `value`, normalised.
    fn product(&mut self, items: &[(bool, Class)], level: Level, value: Rational) -> Class {
        let (mut num, mut den) = (List::default(), List::default());
        let neg = self.flatten(items, false, (&mut num, &mut den));
        // The node's own value leaves the sign bookkeeping out.
        let value = if neg { -value } else { value };
        if level == Level::Distinct {
            self.cancel_cards(&mut num, &mut den);
            num.retain(|id| self.value(id) != Rational::ONE);
            den.retain(|id| self.value(id) != Rational::ONE);
            match (num.len, den.len) {
                (0, 0) => {
                    return Class {
                        neg,
                        id: self.leaf(Rational::ONE).id,
                    }
                }
                (1, 0) => {
                    return Class {
                        neg,
                        id: num.ids[0],
                    }
                }
                _ => {}
            }
        }
        let items = Sorted::new(num.as_slice(), den.as_slice());
        Class {
            neg,
            id: self.intern(Shape::Product(items), value),
        }
    }

    /// Removes card leaves that appear on both sides, one pair at a time.
    fn cancel_cards(&self, plus: &mut List, minus: &mut List) {
        let mut i = 0;
        while i < plus.len {
            let id = plus.ids[i];
            let is_card = self.is_number(id);
            match minus.as_slice().iter().position(|&m| m == id) {
                Some(j) if is_card => {
                    plus.remove(i);
                    minus.remove(j);
                }
                _ => i += 1,
            }
        }
    }

    /// Can some member of this strict class be written without parentheses?
    /// Exactly when it is a number, or a sum of numbers and products of
    /// numbers, with something to put first.
    pub fn is_paren_free(&self, c: Class) -> bool {
        let leafy_product = |id: Id| match self.node(id) {
            Node::Product(f) => {
                !f.first().is_empty()
                    && f.first()
                        .iter()
                        .chain(f.second())
                        .all(|&x| self.is_number(x))
            }
            _ => self.is_number(id),
        };
        match self.node(c.id) {
            Node::Leaf => !c.neg,
            Node::Product(_) => !c.neg && leafy_product(c.id),
            Node::Sum(t) => {
                let first = if c.neg { t.second() } else { t.first() };
                !first.is_empty()
                    && t.first()
                        .iter()
                        .chain(t.second())
                        .all(|&x| leafy_product(x))
            }
        }
    }

    #[inline]
    fn is_number(&self, id: Id) -> bool {
        self.kind(id) == Kind::Leaf
    }

    /// The order of step 5 between two nodes: by content, not by when they
    /// were interned.
    pub(crate) fn cmp_forms(&self, a: Id, b: Id) -> std::cmp::Ordering {
        if a == b {
            return std::cmp::Ordering::Equal;
        }
        // Only equal-valued items of one chain get here, which is rare
        // enough for owned forms to be cheap.
        self.export_term(a).cmp(&self.export_term(b))
    }

    /// The owned normal form, comparable across arenas.
    pub fn export(&self, c: Class) -> NormalForm {
        NormalForm {
            negative: c.neg,
            term: self.export_term(c.id),
        }
    }

    fn export_term(&self, id: Id) -> Term {
        match self.node(id) {
            Node::Leaf => Term::Number(self.value(id)),
            Node::Sum(t) => {
                let (add, sub) = self.export_list(t.first(), t.second());
                Term::Sum(add, sub)
            }
            Node::Product(f) => {
                let (num, den) = self.export_list(f.first(), f.second());
                Term::Product(num, den)
            }
        }
    }

    fn export_list(&self, a: &[Id], b: &[Id]) -> (Vec<Term>, Vec<Term>) {
        let sorted = |ids: &[Id]| {
            let mut v: Vec<Term> = ids.iter().map(|&id| self.export_term(id)).collect();
            v.sort();
            v
        };
        (sorted(a), sorted(b))
    }
}

/// A normal form as an owned tree, independent of any arena. Two expressions
/// are the same solution exactly when their normal forms are equal; the
/// derived order is the total order of step 5.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NormalForm {
    /// Whether the value is the term's, negated.
    pub negative: bool,
    /// The term, whose value is never negative where it is a sum.
    pub term: Term,
}

/// One term of a [`NormalForm`]: a number, or a flattened sum or product.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Term {
    /// One of the numbers (after merging, at level distinct).
    Number(Rational),
    /// Added terms, subtracted terms; each list sorted.
    Sum(Vec<Term>, Vec<Term>),
    /// Numerator factors, denominator factors; each list sorted.
    Product(Vec<Term>, Vec<Term>),
}

/// The normal form of `expr` at `level`; `None` when it divides by zero.
///
/// ```
/// use twentyfour_solver::{normal_form, Expr, Level};
///
/// let form = |text: &str, level| normal_form(&text.parse::<Expr>().unwrap(), level);
/// // Order and grouping never make a new solution…
/// assert_eq!(form("(8/3)*9", Level::Strict), form("9*8/3", Level::Strict));
/// // …a factor of one does only at level strict.
/// assert_ne!(form("4*6*1", Level::Strict), form("4*6", Level::Strict));
/// ```
pub fn normal_form(expr: &Expr, level: Level) -> Option<NormalForm> {
    let mut arena = Arena::default();
    let strict = arena.strict(expr)?;
    let c = match level {
        Level::Strict => strict,
        Level::Distinct => arena.distinct(strict),
    };
    Some(arena.export(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn same(a: &str, b: &str, level: Level) -> bool {
        let f = |s: &str| normal_form(&s.parse::<Expr>().unwrap(), level).unwrap();
        f(a) == f(b)
    }

    #[test]
    fn order_and_grouping_merge_at_both_levels() {
        for level in [Level::Strict, Level::Distinct] {
            assert!(same("1*2*3*4", "4*3*2*1", level));
            assert!(same("1*2*3*4", "(1*2)*(3*4)", level));
            assert!(same(
                "a-(b-c)"
                    .replace('a', "9")
                    .replace('b', "5")
                    .replace('c', "2")
                    .as_str(),
                "9-5+2",
                level
            ));
            assert!(same("8/(6/3)", "8*3/6", level));
        }
    }

    #[test]
    fn sign_bookkeeping_merges_at_both_levels() {
        for level in [Level::Strict, Level::Distinct] {
            assert!(same("(1-9)*(1-4)", "(9-1)*(4-1)", level));
            assert!(same("4-(3-7)*5", "4+(7-3)*5", level));
        }
    }

    #[test]
    fn no_ops_and_identities_merge_only_at_distinct() {
        let pairs = [
            ("8*3+9-9", "9*8*3/9"),
            ("8*3+9-9", "(9+3-9)*8"),
            ("1*2*3*4", "2*3*4/1"),
            ("4*6*(5-4)", "4*6/(5-4)"),
            ("12+12+12-12", "(12+12)*12/12"),
        ];
        for (a, b) in pairs {
            assert!(same(a, b, Level::Distinct), "{a} ~ {b}");
            assert!(!same(a, b, Level::Strict), "{a} !~ {b}");
        }
    }

    #[test]
    fn value_coincidences_are_not_identities() {
        for level in [Level::Strict, Level::Distinct] {
            assert!(!same("2+2", "2*2", level));
            assert!(!same("(7+5)*(7-5)", "7*7-5*5", level));
            assert!(!same("(5+(3-1)/2)*4", "5*4", level));
        }
    }

    mod properties {
        use super::super::*;
        use proptest::prelude::*;

        /// A random expression over small numbers, zero and negatives included.
        fn expr() -> impl Strategy<Value = Expr> {
            let leaf = prop_oneof![
                (-4i128..=9).prop_map(Rational::from),
                (-3i128..=3, 2i128..=3).prop_map(|(n, d)| Rational::new(n, d))
            ]
            .prop_map(Expr::num);
            leaf.prop_recursive(4, 8, 2, |inner| {
                (0..4usize, inner.clone(), inner).prop_map(|(op, a, b)| {
                    Expr::bin([Op::Add, Op::Sub, Op::Mul, Op::Div][op], a, b)
                })
            })
        }

        proptest! {
            #[test]
            fn normalising_twice_changes_nothing(e in expr()) {
                let mut arena = Arena::default();
                let Some(strict) = arena.strict(&e) else { return Ok(()) };
                prop_assert_eq!(arena.class_value(strict), e.eval().unwrap());
                let distinct = arena.distinct(strict);
                prop_assert_eq!(arena.distinct(distinct), distinct);
                // Exported forms agree with a fresh arena's.
                prop_assert_eq!(normal_form(&e, Level::Distinct), Some(arena.export(distinct)));
                prop_assert_eq!(normal_form(&e, Level::Strict), Some(arena.export(strict)));
            }
        }
    }
}
