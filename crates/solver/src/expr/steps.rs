//! Working an expression out step by step: [`Step`] and [`Expr::steps`].

use super::walk::{ExprNode, ExprRef};
use super::{Expr, Op};
use crate::number::Rational;
use std::fmt;

/// One step of working out an expression: `left op right = result`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The value of the left operand.
    pub left: Rational,
    /// The operation.
    pub op: Op,
    /// The value of the right operand.
    pub right: Rational,
    /// What the step makes.
    pub result: Rational,
}

impl fmt::Display for Step {
    /// `8 ÷ 3 = 8/3`; a negative right operand is parenthesised.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let operand = |q: &Rational| {
            let s = q.to_string().replace('-', "−");
            if q.is_negative() {
                format!("({s})")
            } else {
                s
            }
        };
        write!(
            f,
            "{} {} {} = {}",
            self.left.to_string().replace('-', "−"),
            self.op.symbol(),
            operand(&self.right),
            self.result.to_string().replace('-', "−")
        )
    }
}

impl Expr {
    /// The steps in the order a person would work them out: left before right.
    /// Empty for a lone number; `None` if some division is by zero, or a
    /// step's value does not fit a [`Rational`] (a step is a `Rational`,
    /// so past `i128` there are no steps to show).
    pub fn steps(&self) -> Option<Vec<Step>> {
        let mut out = Vec::new();
        self.tree().collect_steps(&mut out)?;
        Some(out)
    }
}

impl ExprRef<'_> {
    /// Pushes the steps, left before right; returns the value.
    fn collect_steps(self, out: &mut Vec<Step>) -> Option<Rational> {
        match self.node() {
            ExprNode::Num(q) => Some(q),
            ExprNode::Bin(op, a, b) => {
                let left = a.collect_steps(out)?;
                let right = b.collect_steps(out)?;
                let result = op.apply(&left, &right)?;
                out.push(Step {
                    left,
                    op,
                    right,
                    result,
                });
                Some(result)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::tests::p;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn evaluates_exactly_and_lists_steps() {
        let e = p("8/(3-8/3)");
        assert_eq!(e.eval(), Some(Rational::from(24)));
        let steps: Vec<String> = e.steps().unwrap().iter().map(|s| s.to_string()).collect();
        assert_eq!(steps, ["8 ÷ 3 = 8/3", "3 − 8/3 = 1/3", "8 ÷ 1/3 = 24"]);
        assert_eq!(p("1/(2-2)").eval(), None);
    }
}
