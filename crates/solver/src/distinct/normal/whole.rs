//! The house rule "whole numbers only", read from a strict normal form:
//! [`Arena::is_whole`].
//!
//! Why a form decides it. Every node of a strict form is, up to its sign,
//! the value of a subexpression of every member of the class: a sum or a
//! product node is a maximal run of `+ −` or `× ÷`, and whatever grouping a
//! member gives the run, its top works the whole run out. So a member whose
//! every value is whole needs every node whole. And that is enough: a sum of
//! whole terms is whole however it is grouped, and a product of whole
//! factors with a whole value is whole when written as its numerator factors
//! first, then each divisor in turn (`n₁ × n₂ × … ÷ d₁ ÷ d₂ …`: every prefix
//! divides the whole numerator by some of the divisors, whose product
//! divides it). That is how `render` writes every chain, so the member it
//! shows of such a class is whole throughout, and the most readable one.

use super::{Arena, Class, Id, Node};
use crate::number::Rational;

impl Arena {
    /// Whether some member of this strict class has only whole values:
    /// every number, and the result of every step.
    pub fn is_whole(&self, c: Class) -> bool {
        self.is_whole_node(c.id)
    }

    fn is_whole_node(&self, id: Id) -> bool {
        if !self.is_whole_value(self.value(id)) {
            return false;
        }
        match self.node(id) {
            Node::Leaf => true,
            Node::Sum(items) | Node::Product(items) => items
                .first()
                .iter()
                .chain(items.second())
                .all(|&child| self.is_whole_node(child)),
        }
    }

    /// Whether a value this arena gave out is a whole number.
    fn is_whole_value(&self, q: Rational) -> bool {
        #[cfg(feature = "big")]
        if q.denom() == 0 {
            return self.exact(q).is_integer();
        }
        q.is_integer()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::Expr;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn whole(text: &str) -> bool {
        let mut arena = Arena::default();
        let class = arena.strict(&text.parse::<Expr>().unwrap()).unwrap();
        arena.is_whole(class)
    }

    #[test]
    fn a_class_is_whole_when_some_member_is() {
        assert!(whole("(10*10-4)/4"));
        // 3 ÷ 2 × 8 passes 3/2, but 8 × 3 ÷ 2, its class, does not.
        assert!(whole("3/2*8"));
        assert!(whole("8/(4/(3*2))"));
        assert!(!whole("8/(3-8/3)"));
        // Every member adds two halves.
        assert!(!whole("1/2+1/2"));
        // A number that is not whole.
        assert!(!whole("[1/2]*48"));
        assert!(whole("7"));
    }

    #[cfg(feature = "big")]
    #[test]
    fn values_past_i128_are_read_exactly() {
        // a is odd, so a × a ÷ 2 is not whole; both are past i128.
        let a = 10_i128.pow(30) + 1;
        assert!(!whole(&format!("{a}*{a}/2")));
        assert!(whole(&format!("{a}*{a}*2/2")));
        assert!(whole(&format!("{a}*{a}/{a}")));
    }
}
