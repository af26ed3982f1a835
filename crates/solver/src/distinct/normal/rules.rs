//! The spec's rules: how the strict and the `distinct` form of an
//! expression are built, node by node, into the arena.
//!
//! Sums and products are flattened into multisets (step 1); a sum with a
//! negative value is stored negated and its sign handed to the parent, and
//! a zero sum gets the smaller of its two orientations (step 2); at level
//! `distinct`, card pairs that cancel within one node and identity terms and
//! factors are removed, and a node left with one item collapses into it
//! (steps 3 and 4); children are kept sorted (step 5, by interning).

use super::{Arena, Class, Id, Node, Shape, Sorted, MAX_ITEMS, UNKNOWN};
use crate::expr::{Expr, ExprNode, ExprRef, Op};
use crate::level::Level;
use crate::number::Rational;

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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distinct::normal_form;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

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
        use crate::distinct::normal_form;
        use proptest::prelude::*;
        #[cfg(target_arch = "wasm32")]
        use wasm_bindgen_test::wasm_bindgen_test as test;

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
