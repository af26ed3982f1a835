//! Binary expression trees stored flat: [`Expr`], the [`Store`] its tokens
//! live in, building one, and its order, equality and hash.
//!
//! The children each hold one idea: `op` the operations, `walk` reading an
//! expression as a tree, `steps` working it out, `print` writing it with
//! minimal parentheses, `parse` reading it back.

mod op;
mod parse;
mod print;
mod steps;
mod walk;

pub use op::Op;
pub use steps::Step;
pub use walk::{ExprNode, ExprRef};

use crate::number::Rational;
use std::cmp::Ordering;
use std::sync::Arc;

/// An expression: a number, or an operation on two expressions.
///
/// It is stored flat, in prefix order (each operation before its two
/// operands), as a range of tokens in a shared store: every expression
/// written for one hand lies in one store, so that writing them does not
/// allocate for each, and a clone is a reference count. [`Expr::tree`]
/// walks it as a tree. The store keeps the numbers apart, each once, in
/// ascending order, and the tokens name them by position, which keeps a
/// token to eight bytes.
///
/// Text goes both ways: `Display` writes the display form (`{:#}` the ASCII
/// form, see [`Expr::to_ascii`]) and `FromStr` reads either.
///
/// ```
/// use twentyfour_solver::{Expr, Op, Rational};
///
/// let three = Expr::num(Rational::from(3));
/// let e = Expr::bin(Op::Mul, Expr::num(Rational::from(8)), three);
/// assert_eq!(e.to_string(), "8 × 3");
/// assert_eq!(e, "8*3".parse()?);
/// assert_eq!(e.eval(), Some(Rational::from(24)));
/// # Ok::<(), twentyfour_solver::Error>(())
/// ```
///
/// The order is structural: a number before an operation, then by value or
/// operation, left operand and right operand. In prefix order that is
/// simply the order of the tokens, so comparing two expressions is one pass.
/// It only serves to make lists deterministic. Equality and hashing are by
/// what the expression says, whichever store holds it.
#[derive(Clone)]
pub struct Expr {
    store: Arc<Store>,
    /// The tokens are `store.tokens[start..start + len]`: never empty, and
    /// well formed (every operation has two operands after it, every
    /// number is a position in `store.numbers`).
    start: u32,
    len: u32,
}

/// Where expressions live: numbers, and the tokens of one or more
/// expressions, each a range of them.
pub(crate) struct Store {
    /// Ascending, each number once.
    numbers: Vec<Rational>,
    tokens: Vec<Token>,
}

impl Store {
    /// A store holding `tokens` over `numbers` (ascending, each once).
    pub(crate) fn new(numbers: &[Rational], tokens: &[Token]) -> Arc<Store> {
        Store::owning(numbers, tokens.to_vec())
    }

    /// [`Store::new`], keeping the `tokens` buffer itself.
    pub(crate) fn owning(numbers: &[Rational], tokens: Vec<Token>) -> Arc<Store> {
        debug_assert!(numbers.windows(2).all(|w| w[0] < w[1]));
        Arc::new(Store {
            numbers: numbers.to_vec(),
            tokens,
        })
    }
}

/// One token of an expression in prefix order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Token {
    /// The number at this position of the expression's numbers.
    Num(u32),
    /// An operation on the two operands after it; the number is the length
    /// of the left operand in tokens, which is what lets a reader find
    /// where the right one starts.
    Op(Op, u32),
}

impl PartialEq for Expr {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Expr {}

impl Ord for Expr {
    fn cmp(&self, other: &Self) -> Ordering {
        self.tree().order(other.tree())
    }
}

impl PartialOrd for Expr {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl std::hash::Hash for Expr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let tree = self.tree();
        for &token in tree.tokens {
            tree.said(token).hash(state);
        }
    }
}

impl Expr {
    /// The number `q` alone.
    pub fn num(q: Rational) -> Expr {
        Expr::stored(&Store::new(&[q], &[Token::Num(0)]), 0, 1)
    }

    /// `a op b`.
    pub fn bin(op: Op, a: Expr, b: Expr) -> Expr {
        let (a, b) = (a.tree(), b.tree());
        let mut numbers = [a.numbers, b.numbers].concat();
        numbers.sort_unstable();
        numbers.dedup();
        let mut tokens = Vec::with_capacity(1 + a.tokens.len() + b.tokens.len());
        tokens.push(Token::Op(op, a.tokens.len() as u32));
        for e in [a, b] {
            tokens.extend(e.tokens.iter().map(|&token| match token {
                Token::Num(i) => {
                    let q = &e.numbers[i as usize];
                    // Every number of `a` and `b` is in `numbers`.
                    Token::Num(numbers.binary_search(q).unwrap_or(0) as u32)
                }
                op => op,
            }));
        }
        Expr::stored(&Store::new(&numbers, &tokens), 0, tokens.len() as u32)
    }

    /// The expression at `store.tokens[start..start + len]`, which the
    /// caller has made well formed.
    pub(crate) fn stored(store: &Arc<Store>, start: u32, len: u32) -> Expr {
        let e = Expr {
            store: store.clone(),
            start,
            len,
        };
        debug_assert!(
            well_formed(e.tree().tokens, store.numbers.len()),
            "{:?}",
            e.tree().tokens
        );
        e
    }

    /// Whether both lie in one store.
    #[cfg(test)]
    pub(crate) fn shares_store(&self, other: &Expr) -> bool {
        Arc::ptr_eq(&self.store, &other.store)
    }

    /// The expression as a tree: see [`ExprRef::node`].
    pub fn tree(&self) -> ExprRef<'_> {
        let (start, len) = (self.start as usize, self.len as usize);
        ExprRef {
            numbers: &self.store.numbers,
            tokens: &self.store.tokens[start..start + len],
        }
    }

    /// The exact value; `None` when some division is by zero (see
    /// [`ExprRef::eval`] for overflow).
    pub fn eval(&self) -> Option<Rational> {
        self.tree().eval()
    }

    /// The numbers at the leaves, left to right.
    pub fn numbers(&self) -> Vec<Rational> {
        let tree = self.tree();
        tree.tokens
            .iter()
            .filter_map(|&t| match t {
                Token::Num(i) => Some(tree.numbers[i as usize]),
                Token::Op(..) => None,
            })
            .collect()
    }

    /// How many pairs of grouping parentheses the minimal form needs.
    pub fn paren_count(&self) -> usize {
        self.shape().0
    }

    /// `(paren_count, op_counts, depth)` in one pass over the tokens.
    pub(crate) fn shape(&self) -> (usize, [usize; 4], usize) {
        self.tree().shape()
    }

    /// How many operations of each kind: `[+, −, ×, ÷]`.
    pub fn op_counts(&self) -> [usize; 4] {
        self.shape().1
    }

    /// Depth of the tree: 0 for a number.
    pub fn depth(&self) -> usize {
        self.shape().2
    }
}

/// Whether prefix tokens form exactly one expression over `numbers`
/// numbers.
fn well_formed(tokens: &[Token], numbers: usize) -> bool {
    /// The length of the expression that starts the tokens, if well formed.
    fn length(tokens: &[Token], numbers: usize) -> Option<usize> {
        match *tokens.first()? {
            Token::Num(i) => ((i as usize) < numbers).then_some(1),
            Token::Op(_, left) => {
                let a = length(&tokens[1..], numbers)?;
                let b = length(tokens.get(1 + a..)?, numbers)?;
                (a == left as usize).then_some(1 + a + b)
            }
        }
    }
    length(tokens, numbers) == Some(tokens.len())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The expression `s` says, which a test knows to be one.
    pub(crate) fn p(s: &str) -> Expr {
        s.parse().unwrap()
    }

    /// The structural order, written out as a recursion over the tree.
    pub(crate) fn tree_order(a: ExprRef<'_>, b: ExprRef<'_>) -> Ordering {
        match (a.node(), b.node()) {
            (ExprNode::Num(x), ExprNode::Num(y)) => x.cmp(&y),
            (ExprNode::Num(_), ExprNode::Bin(..)) => Ordering::Less,
            (ExprNode::Bin(..), ExprNode::Num(_)) => Ordering::Greater,
            (ExprNode::Bin(op, a1, b1), ExprNode::Bin(op2, a2, b2)) => op
                .cmp(&op2)
                .then_with(|| tree_order(a1, a2))
                .then_with(|| tree_order(b1, b2)),
        }
    }

    #[test]
    fn token_order_is_tree_order() {
        let all: Vec<Expr> = [
            "1",
            "2",
            "1+2",
            "2+1",
            "1-2",
            "(1+2)*3",
            "1+2*3",
            "1*2+3",
            "(1*2)+(3*4)",
            "1+(2*3+4)",
            "(1+2*3)+4",
            "[1/2]",
            "1/(2/3)",
            "(1/2)/3",
            "4-(1-2)",
        ]
        .iter()
        .map(|s| p(s))
        .collect();
        for a in &all {
            for b in &all {
                assert_eq!(a.cmp(b), tree_order(a.tree(), b.tree()), "{a:?} {b:?}");
                assert_eq!(a == b, a.cmp(b) == Ordering::Equal);
            }
        }
    }
}
