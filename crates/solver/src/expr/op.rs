//! [`Op`]: the four operations, their symbols, precedence and exact
//! application, and when an operand needs parentheses.

use crate::number::Rational;

/// An arithmetic operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Op {
    /// `+`
    Add,
    /// `−`
    Sub,
    /// `×`
    Mul,
    /// `÷`
    Div,
}

impl Op {
    /// How an operation makes a value: the one table of the searches.
    ///
    /// The six results of combining `x` and `y`, in the order both searches'
    /// `combine`s give them (`x + y`, `x − y`, `y − x`, `x × y`, `x ÷ y`,
    /// `y ÷ x`; additive ones first), each as its operation and whether `x`
    /// comes first.
    pub(crate) const COMBINED: [(Op, bool); 6] = [
        (Op::Add, true),
        (Op::Sub, true),
        (Op::Sub, false),
        (Op::Mul, true),
        (Op::Div, true),
        (Op::Div, false),
    ];

    /// The same table read backwards, for the searches that go top-down:
    /// when `b` is the `k`th result of combining a wanted value `v` with a
    /// known `a`, `SOLVING[k]` is the operation that makes `v` from `a` and
    /// `b`, and whether `a` comes first. `b = v + a` gives `v = b − a`,
    /// `b = v − a` gives `v = a + b`, `b = a − v` gives `v = a − b`, and
    /// likewise for `×` and `÷`.
    pub(crate) const SOLVING: [(Op, bool); 6] = {
        let mut table = Op::COMBINED;
        let mut k = 0;
        while k < 6 {
            let (op, v_first) = Op::COMBINED[k];
            table[k] = match (op, v_first) {
                // b = v + a: v = b − a.
                (Op::Add, _) => (Op::Sub, false),
                (Op::Mul, _) => (Op::Div, false),
                // b = v − a: v = a + b.
                (Op::Sub, true) => (Op::Add, true),
                (Op::Div, true) => (Op::Mul, true),
                // b = a − v: v = a − b.
                (op, false) => (op, true),
            };
            k += 1;
        }
        table
    };

    /// `+` and `×`: the order of the operands does not matter.
    pub fn commutes(self) -> bool {
        matches!(self, Op::Add | Op::Mul)
    }

    /// The ASCII sign: `+ - * /`.
    pub fn ascii(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '-',
            Op::Mul => '*',
            Op::Div => '/',
        }
    }

    /// The sign people write: `+ − × ÷`.
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

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// `COMBINED` says what each result of combining is, and `SOLVING`
    /// undoes it: both checked with exact arithmetic.
    #[test]
    fn solving_undoes_combined() {
        let values = [-3, -1, 2, 5, 7].map(Rational::from);
        for v in values {
            for a in values {
                for k in 0..6 {
                    let (op, v_first) = Op::COMBINED[k];
                    let b = if v_first {
                        op.apply(&v, &a)
                    } else {
                        op.apply(&a, &v)
                    };
                    let (undo, a_first) = Op::SOLVING[k];
                    let back = if a_first {
                        undo.apply(&a, &b.unwrap())
                    } else {
                        undo.apply(&b.unwrap(), &a)
                    };
                    assert_eq!(back, Some(v), "{v} {a} {k}");
                }
            }
        }
    }
}
