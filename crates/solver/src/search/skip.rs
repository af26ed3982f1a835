//! The rules that let a search leave out joins it would only find again,
//! in one place for both searches (`search`, and `four` for four cards).
//!
//! Each rule is about a flat sum or product: a chain of one kind, which the
//! normal form flattens (step 1 of the spec, [`crate::spec`]), so that
//! many joins make the same class. A rule drops some of those joins, and is sound
//! when another join, that the same search does make, gives the same class.
//!
//! ## The general search
//!
//! Joining classes `l op r` leaves out the redundant ways to make a flat
//! sum or product: under `−` and `÷`, a right operand `r` that is itself a
//! chain of the operation's kind (a sum under `−`, a product under `÷`);
//! under `+` and `×`, which the search tries one way round only, two
//! operands that both are. Such a class is also `l' op t`, with `t` one term
//! of the chain (never itself a chain of that kind) and `l'` everything
//! else, written as a chain from the other operand: a split of the same
//! sub-hand into `t`'s numbers and the rest, tried in both orders for `−`
//! and `÷`, where it is kept. Flattening (step 1 of the normal form) makes
//! both the same class. This drops most of the ways one flat sum or
//! product is found.
//!
//! For hands of positive numbers it also makes each flat chain of three or
//! more terms one way only: [`Arena::splits_off_last`].
//!
//! ## The four-number search
//!
//! `x op₁ (y op₂ p)` with both operations of one kind (both additive, or
//! both multiplicative) is a flat sum or product of `x`, `y` and the pair's
//! value `p`, and the pair-with-pair shape makes every such class at the
//! cut `{x, y} | pair`: its pair `{x, y}` has every value `±x ± y` but
//! `−x − y` (and every `x^±1 · y^±1` but `1/(x·y)`), and the operation
//! between the pairs, either way round, supplies the sign the pair lacks.
//! So the triple shape only tries `op₂` of the other kind than `op₁`: half
//! the values, and far fewer repeats of one class. Likewise a flat sum or
//! product of all four numbers is made at every cut into pairs, so only the
//! first cut makes it.

use crate::distinct::{Arena, Class, Id, Kind, Node};
use crate::expr::Op;

/// The general search's rule: whether it leaves out `l op r` (see the
/// module doc): under `−` and `÷`, when `r` is a chain of the operation's
/// kind; under `+` and `×`, when both are.
#[inline]
pub(crate) fn redundant(arena: &Arena, op: Op, l: Class, r: Class) -> bool {
    arena.is_chain(op, r) && (!op.commutes() || arena.is_chain(op, l))
}

/// Whether [`redundant`] leaves out `l op r` whatever `l` is.
#[inline]
pub(crate) fn redundant_whatever_left(arena: &Arena, op: Op, r: Class) -> bool {
    !op.commutes() && arena.is_chain(op, r)
}

/// The four-number search's rule at every cut into pairs but the first:
/// whether `l op r` is a flat chain of all four numbers, which the first cut
/// made already (see the module doc).
#[inline]
pub(crate) fn made_at_an_earlier_cut(arena: &Arena, op: Op, l: Class, r: Class) -> bool {
    arena.is_chain(op, l) && arena.is_chain(op, r)
}

impl Arena {
    /// Whether the class is a chain of `op`'s kind: a sum for `+` and `−`,
    /// a product for `×` and `÷`.
    #[inline]
    pub(crate) fn is_chain(&self, op: Op, c: Class) -> bool {
        match self.kind(c.id) {
            Kind::Sum => matches!(op, Op::Add | Op::Sub),
            Kind::Product => matches!(op, Op::Mul | Op::Div),
            Kind::Leaf => false,
        }
    }

    /// Whether `l op r` is the one join, among the ways the search finds,
    /// that makes its flat chain by splitting off the term it does. Only for
    /// hands of positive numbers; see below.
    ///
    /// A chain of three or more terms (of `op`'s kind) is found once for
    /// every term that can be split off it: joined by `op` to the chain of
    /// the others, which must still be something an expression makes. The
    /// candidates taken here are every subtracted term (divisor), and every
    /// added one (numerator factor) when at least two are added. Of the ways
    /// that split off a candidate only the one with the largest id is kept.
    ///
    /// That way is always among those found when the numbers are positive,
    /// no term is zero and something is added. Then every node has a
    /// positive value, so each
    /// term is made by an expression as itself, not negated (a product's
    /// negative sum factor can be written the other way round), and the
    /// rest, having an added term to put first, is made as its added terms
    /// less its subtracted ones (a product of the rest's factors takes any
    /// sign it needs from a sum factor that the chain has, as the chain
    /// itself did). With negative numbers a term may only be made negated
    /// (`(−1)/(1/2 − 3/4)` in a sum), and zero sums have no fixed sides, so
    /// such joins are all kept. Joins that make a chain of two terms, or
    /// that the search leaves out anyway (`is_chain`), pass.
    pub(crate) fn splits_off_last(&self, op: Op, l: Class, r: Class) -> bool {
        let sum = matches!(op, Op::Add | Op::Sub);
        let inverse = matches!(op, Op::Sub | Op::Div);
        let (chain, term, term_inverted) = match (self.is_chain(op, l), self.is_chain(op, r)) {
            (true, false) => (l, r, inverse),
            (false, true) if !inverse => (r, l, false),
            _ => return true,
        };
        let (Node::Sum(items) | Node::Product(items)) = self.node(chain.id) else {
            return true;
        };
        let zero = |id: Id| self.value(id).is_zero();
        if zero(term.id)
            || items
                .first()
                .iter()
                .chain(items.second())
                .any(|&id| zero(id))
        {
            return true;
        }
        // As `flatten` reads them: a negative sum's sides change places, as
        // does a negative term of a sum.
        let (first, second) = if sum && chain.neg {
            (items.second(), items.first())
        } else {
            (items.first(), items.second())
        };
        let term_second = term_inverted ^ (sum && term.neg);
        if first.is_empty() && term_second {
            // Nothing added at all: the chain is made with a term negated
            // (`(1/2 − 1) × 1 − 1`), which the argument below leaves out.
            return true;
        }
        let added = first.len() + usize::from(!term_second);
        if !term_second && added < 2 {
            return false;
        }
        // Each side is sorted by id: its last is its largest.
        let added_max = if added >= 2 { first.last() } else { None };
        second
            .last()
            .into_iter()
            .chain(added_max)
            .all(|&other| term.id >= other)
    }
}
