//! The owned normal form, [`NormalForm`]: a tree independent of any arena,
//! for comparing classes across arenas and for the crate's public
//! [`normal_form`]. Its derived order is the total order of step 5, which
//! the arena's nodes borrow where their ids cannot decide
//! (`Arena::cmp_forms`).

use super::{Arena, Class, Id, Node};
use crate::expr::Expr;
use crate::level::Level;
use crate::number::Rational;

impl Arena {
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

    /// Two lists of nodes as sorted owned terms: also how the rules pick
    /// a zero sum's orientation (step 2).
    pub(super) fn export_list(&self, a: &[Id], b: &[Id]) -> (Vec<Term>, Vec<Term>) {
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
