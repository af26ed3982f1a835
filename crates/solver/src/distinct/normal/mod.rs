//! Normal forms: when two expressions are the same solution, exactly as
//! the spec ([`crate::spec`]) defines it.
//!
//! Three ideas, a file each:
//! - here, interning: forms are hash-consed in an [`Arena`], so two forms in
//!   one arena are equal exactly when their ids are equal, and classes
//!   compare in O(1). A signed reference, [`Class`], is the normal form of a
//!   whole expression.
//! - `rules.rs`: the spec's steps, which build the strict and the
//!   `distinct` form of an expression, or of a join of two classes.
//! - `export.rs`: the owned [`NormalForm`], comparable across arenas
//!   ([`Arena::export`], [`normal_form`]), and the order of step 5.
//! - `whole.rs`: whether a class has a member whose every value is whole,
//!   for the house rule "whole numbers only".
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
//! Invariants (interning keeps the first; the rules keep the others):
//! - the children of every interned node are sorted by id;
//! - every interned sum node has a value ≥ 0;
//! - a sum never has a sum child and a product never has a product child;
//! - building is deterministic: the same expression always gives the same
//!   form, so normalising a normal form changes nothing.

mod export;
mod rules;
mod whole;

pub use export::{normal_form, NormalForm, Term};

use super::packed::Packed;
use crate::expr::Op;
use crate::hash::FxHasher;
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

    /// The form of a number.
    pub fn leaf(&mut self, q: Rational) -> Class {
        Class {
            neg: false,
            id: self.intern(Shape::Leaf(q), q),
        }
    }

    #[inline]
    fn is_number(&self, id: Id) -> bool {
        self.kind(id) == Kind::Leaf
    }
}
