//! Walking an expression as a tree: [`ExprRef`] borrows one (all of it, or
//! an operand) and [`ExprRef::node`] gives its top. Also what one pass over
//! the tokens tells: the value, the shape, the order and a compact code.

use super::op::needs_parens;
use super::{well_formed, Kind, Op, Token};
use crate::number::Rational;
use std::cmp::Ordering;

/// A token as it reads, its number looked up and its operand length left
/// out. The derived order puts numbers before operations.
#[derive(PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) enum Said<'a> {
    Num(&'a Rational),
    Op(Op),
}

/// A borrowed expression: all of one, or an operand of a larger one.
#[derive(Clone, Copy, Debug)]
pub struct ExprRef<'a> {
    /// The numbers its tokens name: those of the whole expression.
    pub(super) numbers: &'a [Rational],
    pub(super) tokens: &'a [Token],
}

impl PartialEq for ExprRef<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.order(*other) == Ordering::Equal
    }
}

impl Eq for ExprRef<'_> {}

/// The top of an expression: a number, or an operation and its operands.
pub enum ExprNode<'a> {
    /// A number.
    Num(Rational),
    /// An operation on its left and right operands.
    Bin(Op, ExprRef<'a>, ExprRef<'a>),
}

impl<'a> ExprRef<'a> {
    /// Well-formed prefix tokens over `numbers` (ascending, each once).
    pub(crate) fn new(numbers: &'a [Rational], tokens: &'a [Token]) -> Self {
        debug_assert!(well_formed(tokens, numbers.len()), "{tokens:?}");
        ExprRef { numbers, tokens }
    }

    /// `(paren_count, op_counts, depth)`: see [`Expr::shape`].
    pub(crate) fn shape(self) -> (usize, [usize; 4], usize) {
        // The stack holds at most one entry per number.
        const ON_STACK: usize = 16;
        let numbers = self.tokens.len().div_ceil(2);
        if numbers <= ON_STACK {
            shape_of(self.tokens, &mut [(0, 0, None); ON_STACK])
        } else {
            shape_of(self.tokens, &mut vec![(0, 0, None); numbers])
        }
    }

    /// The tokens as one integer, four bits each, the first token the most
    /// significant: a number's position in the numbers, or 8 plus the
    /// operation. Among expressions over one list of numbers, codes order
    /// as the expressions do and differ when they do (prefix tokens spell
    /// one tree, and no expression's tokens begin another's). `None` when
    /// they do not fit: more than 8 numbers or 16 tokens (an expression over
    /// eight numbers has 15).
    pub(crate) fn code(self) -> Option<u64> {
        if self.numbers.len() > 8 || self.tokens.len() > 16 {
            return None;
        }
        let code = self.tokens.iter().fold(0u64, |code, &token| {
            let digit = match token.kind() {
                Kind::Num(i) => u64::from(i),
                Kind::Op(op, _) => 8 + op as u64,
            };
            code << 4 | digit
        });
        Some(code << (4 * (16 - self.tokens.len())))
    }

    /// The top of this expression.
    pub fn node(self) -> ExprNode<'a> {
        match self.tokens[0].kind() {
            Kind::Op(op, left) => {
                let (a, b) = self.operands(left);
                ExprNode::Bin(op, a, b)
            }
            Kind::Num(i) => ExprNode::Num(self.numbers[i as usize]),
        }
    }

    /// The two operands of the operation at the top, whose left operand is
    /// `left` tokens long.
    pub(super) fn operands(self, left: u32) -> (ExprRef<'a>, ExprRef<'a>) {
        let (a, b) = self.tokens[1..].split_at(left as usize);
        let sub = |tokens| ExprRef {
            numbers: self.numbers,
            tokens,
        };
        (sub(a), sub(b))
    }

    pub(super) fn said(self, token: Token) -> Said<'a> {
        match token.kind() {
            Kind::Num(i) => Said::Num(&self.numbers[i as usize]),
            Kind::Op(op, _) => Said::Op(op),
        }
    }

    /// The structural order of [`Expr`].
    pub(super) fn order(self, other: ExprRef<'_>) -> Ordering {
        let mine = self.tokens.iter().map(|&t| self.said(t));
        mine.cmp(other.tokens.iter().map(|&t| other.said(t)))
    }

    /// The operation at the top, if any.
    pub(super) fn op(self) -> Option<Op> {
        match self.tokens.first().map(|t| t.kind()) {
            Some(Kind::Op(op, _)) => Some(op),
            _ => None,
        }
    }

    /// The exact value; `None` when some division is by zero, or when the
    /// value does not fit a [`Rational`]. A step past `i128` is worked out
    /// again at arbitrary precision (with the `big` feature; without it,
    /// such a step gives `None`).
    ///
    /// Within the bound of [`crate::check_bound`] no step of any tree over
    /// the numbers can overflow (the bound's induction is over every tree,
    /// not only the one a search found); beyond it, arbitrary precision
    /// takes over. Either way a solution read back from either printed
    /// form, in its new grouping, evaluates exactly.
    pub fn eval(self) -> Option<Rational> {
        let fixed = self.eval_fixed();
        #[cfg(feature = "big")]
        if fixed.is_none() {
            use num_traits::ToPrimitive;
            let v = self.eval_big()?;
            return Rational::checked_new(v.numer().to_i128()?, v.denom().to_i128()?);
        }
        fixed
    }

    fn eval_fixed(self) -> Option<Rational> {
        match self.node() {
            ExprNode::Num(q) => Some(q),
            ExprNode::Bin(op, a, b) => op.apply(&a.eval_fixed()?, &b.eval_fixed()?),
        }
    }

    #[cfg(feature = "big")]
    fn eval_big(self) -> Option<num_rational::Ratio<num_bigint::BigInt>> {
        use num_traits::Zero;
        match self.node() {
            ExprNode::Num(q) => Some(num_rational::Ratio::new_raw(
                q.numer().into(),
                q.denom().into(),
            )),
            ExprNode::Bin(op, a, b) => {
                let (a, b) = (a.eval_big()?, b.eval_big()?);
                Some(match op {
                    Op::Add => a + b,
                    Op::Sub => a - b,
                    Op::Mul => a * b,
                    Op::Div if b.is_zero() => return None,
                    Op::Div => a / b,
                })
            }
        }
    }
}

/// [`Expr::shape`] of well-formed prefix tokens, with room on `stack` for
/// every number. Read right to left, prefix is postfix of the mirrored
/// tree: each operation finds its operands' (parentheses, depth, top
/// operation) on the stack, its left operand on top. (Counts fit a `u32`:
/// with fewer than 2^29 tokens there are fewer than 2^30 parentheses.)
fn shape_of(tokens: &[Token], stack: &mut [(u32, u32, Option<Op>)]) -> (usize, [usize; 4], usize) {
    let mut counts = [0; 4];
    let mut top = 0;
    for token in tokens.iter().rev() {
        match token.kind() {
            Kind::Num(_) => {
                stack[top] = (0, 0, None);
                top += 1;
            }
            Kind::Op(op, _) => {
                counts[op as usize] += 1;
                let (pa, da, a) = stack[top - 1];
                let (pb, db, b) = stack[top - 2];
                let own =
                    u32::from(needs_parens(op, a, false)) + u32::from(needs_parens(op, b, true));
                top -= 1;
                stack[top - 1] = (own + pa + pb, 1 + da.max(db), Some(op));
            }
        }
    }
    (stack[0].0 as usize, counts, stack[0].1 as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::tests::p;
    use crate::expr::Expr;
    use crate::expr::Op;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn shape_counts_parentheses_operations_and_depth() {
        assert_eq!(p("7").shape(), (0, [0; 4], 0));
        assert_eq!(p("8/(3-8/3)").shape(), (1, [0, 1, 0, 2], 3));
        assert_eq!(p("(1+2)*(3+4)-5/6").shape(), (2, [2, 1, 1, 1], 3));
        assert_eq!(p("1-(2-(3-4))").shape(), (2, [0, 3, 0, 0], 3));
        // More numbers than fit the stack kept on the stack: 40 of them, as
        // (((1−1)−1)…) and as 1−(1−(1−…)).
        let left = p(&["1"; 40].join("-"));
        assert_eq!(left.shape(), (0, [0, 39, 0, 0], 39));
        let right = (0..39).fold(Expr::num(Rational::from(1)), |e, _| {
            Expr::bin(Op::Sub, Expr::num(Rational::from(1)), e)
        });
        assert_eq!(right.shape(), (38, [0, 39, 0, 0], 39));
    }
}
