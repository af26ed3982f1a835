//! Binary expression trees stored flat: [`Expr`], the [`Store`] its tokens
//! live in, building one, and its order, equality and hash.
//!
//! The children each hold one idea: `op` the operations, `walk` reading an
//! expression as a tree, `steps` working it out, `print` writing it with
//! minimal parentheses, `parse` reading it back.
//!
//! Imports: `number` and `error` alone. It is part of the crate's
//! vocabulary, which every folder uses and which uses no folder.

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
/// token to four bytes (see `Token`). An expression has at most 2^29 − 1
/// tokens, about 2^28 numbers.
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

/// One token of an expression in prefix order, packed into four bytes: the
/// top bit says whether it is an operation. A number keeps its position in
/// the expression's numbers in the other 31 bits; an operation keeps itself
/// in the next two and the length of its left operand, in tokens, in the
/// low 29 (which is what lets a reader find where the right one starts).
/// Hence the limit [`MAX_TOKENS`] on an expression's length.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Token(u32);

/// The most tokens an expression may have, `2^29 − 1`: an operation's left
/// operand is shorter, so its length fits a token's 29 bits, and so is
/// every number's position. That is two gigabytes of tokens; text that
/// long is refused when it is read (see `parse`), and [`Expr::bin`] panics
/// rather than build a longer one.
pub(crate) const MAX_TOKENS: usize = (1 << 29) - 1;

/// What a [`Token`] says, unpacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// The number at this position of the expression's numbers.
    Num(u32),
    /// An operation on the two operands after it, whose left operand is
    /// this many tokens long.
    Op(Op, u32),
}

impl Token {
    const OP: u32 = 1 << 31;
    const LEFT: u32 = (1 << 29) - 1;

    /// The number at `position` of the expression's numbers.
    #[inline]
    pub(crate) fn num(position: u32) -> Token {
        debug_assert!(position as usize <= MAX_TOKENS);
        Token(position)
    }

    /// `op` on the two operands after it, the left one `left` tokens long.
    #[inline]
    pub(crate) fn op(op: Op, left: u32) -> Token {
        debug_assert!(left as usize <= MAX_TOKENS);
        Token(Token::OP | (op as u32) << 29 | left)
    }

    /// What it says.
    #[inline]
    pub(crate) fn kind(self) -> Kind {
        if self.0 & Token::OP == 0 {
            Kind::Num(self.0)
        } else {
            let op = match (self.0 >> 29) & 3 {
                0 => Op::Add,
                1 => Op::Sub,
                2 => Op::Mul,
                _ => Op::Div,
            };
            Kind::Op(op, self.0 & Token::LEFT)
        }
    }
}

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.kind().fmt(f)
    }
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
        Expr::stored(&Store::new(&[q], &[Token::num(0)]), 0, 1)
    }

    /// `a op b`.
    ///
    /// # Panics
    ///
    /// If the result would be longer than 2^29 − 1 tokens (two gigabytes of
    /// them, about 2^28 numbers), which is more than a token can say. Text
    /// that long is refused when it is read instead.
    pub fn bin(op: Op, a: Expr, b: Expr) -> Expr {
        let (a, b) = (a.tree(), b.tree());
        let len = 1 + a.tokens.len() + b.tokens.len();
        assert!(
            len <= MAX_TOKENS,
            "an expression of {len} tokens is longer than the {MAX_TOKENS} a token can say"
        );
        let mut numbers = [a.numbers, b.numbers].concat();
        numbers.sort_unstable();
        numbers.dedup();
        let mut tokens = Vec::with_capacity(len);
        tokens.push(Token::op(op, a.tokens.len() as u32));
        for e in [a, b] {
            tokens.extend(e.tokens.iter().map(|&token| match token.kind() {
                Kind::Num(i) => {
                    let q = &e.numbers[i as usize];
                    // Every number of `a` and `b` is in `numbers`.
                    Token::num(numbers.binary_search(q).unwrap_or(0) as u32)
                }
                Kind::Op(..) => token,
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
            .filter_map(|&t| match t.kind() {
                Kind::Num(i) => Some(tree.numbers[i as usize]),
                Kind::Op(..) => None,
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
        match tokens.first()?.kind() {
            Kind::Num(i) => ((i as usize) < numbers).then_some(1),
            Kind::Op(_, left) => {
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
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

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
    fn a_token_says_what_it_was_made_from() {
        assert_eq!(std::mem::size_of::<Token>(), 4);
        let most = MAX_TOKENS as u32;
        for i in [0, 1, 7, most] {
            assert_eq!(Token::num(i).kind(), Kind::Num(i));
        }
        for op in [Op::Add, Op::Sub, Op::Mul, Op::Div] {
            for left in [0, 1, 14, most] {
                assert_eq!(Token::op(op, left).kind(), Kind::Op(op, left));
            }
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
