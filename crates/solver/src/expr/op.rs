//! [`Op`]: the four operations, their symbols, precedence and exact
//! application, and when an operand needs parentheses.

use crate::number::Rational;

/// An arithmetic operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

impl Op {
    /// The six results of combining `x` and `y` in the order both searches'
    /// `combine`s give them (`x + y`, `x − y`, `y − x`, `x × y`, `x ÷ y`,
    /// `y ÷ x`), each as its operation and whether `x` comes first.
    pub(crate) const COMBINED: [(Op, bool); 6] = [
        (Op::Add, true),
        (Op::Sub, true),
        (Op::Sub, false),
        (Op::Mul, true),
        (Op::Div, true),
        (Op::Div, false),
    ];

    /// `+` and `×`: the order of the operands does not matter.
    pub fn commutes(self) -> bool {
        matches!(self, Op::Add | Op::Mul)
    }

    pub fn ascii(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '-',
            Op::Mul => '*',
            Op::Div => '/',
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '−',
            Op::Mul => '×',
            Op::Div => '÷',
        }
    }

    fn precedence(self) -> u8 {
        match self {
            Op::Add | Op::Sub => 1,
            Op::Mul | Op::Div => 2,
        }
    }

    /// `None` on division by zero (and, defensively, on overflow).
    pub fn apply(self, a: &Rational, b: &Rational) -> Option<Rational> {
        match self {
            Op::Add => a.checked_add(b),
            Op::Sub => a.checked_sub(b),
            Op::Mul => a.checked_mul(b),
            Op::Div => a.checked_div(b),
        }
    }
}

/// Whether an operand whose top operation is `child` (`None` for a number)
/// needs parentheses under `parent`, on the right when `right`.
pub(super) fn needs_parens(parent: Op, child: Option<Op>, right: bool) -> bool {
    match child {
        None => false,
        Some(op) => {
            op.precedence() < parent.precedence()
                || (right
                    && op.precedence() == parent.precedence()
                    && matches!(parent, Op::Sub | Op::Div))
        }
    }
}
