//! Binary expression trees: exact evaluation, printing with minimal
//! parentheses, step-by-step listing, and parsing.
//!
//! Two printed forms exist. The ASCII form (`8/(3-8/3)`) is for typing and
//! scripts; the display form (`8 ÷ (3 − 8 ÷ 3)`) is for people. In both, a
//! negative number is written in parentheses (`(-2)`) once it is part of a
//! larger expression. A fraction that is itself one of the numbers is written
//! in brackets in ASCII (`[3/4]`) so that it cannot be read as a division,
//! and in parentheses with a plain slash in the display form (`(3/4)`), where
//! division is always `÷`.
//!
//! What printing promises: [`Expr::parse`] reads either form of any
//! expression back to an expression
//! - of the same exact value (or none, for a division by zero), for numbers
//!   within [`crate::check_bound`], as every solution's are,
//! - over the same numbers, each as often (a lone positive fraction is the
//!   one exception: its display form `3/4` is also the ASCII form of the
//!   division `3 / 4`, and reads as that, with the same value),
//! - of the same class at the strict level, and so at the distinct level too.
//!
//! It does not promise the same tree: minimal parentheses drop the grouping
//! of a chain (`1+(2+3)` prints as `1+2+3`, which reads as `(1+2)+3`), and
//! grouping is exactly what a class leaves out. Re-evaluating the tree that
//! is read back is still exact: see [`ExprRef::eval`].

use super::number::{format_number, parse_number, Rational};
use num_traits::{CheckedAdd, CheckedDiv, CheckedMul, CheckedSub, Zero};
use std::cmp::Ordering;
use std::fmt;
use std::sync::Arc;

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
            Op::Div if b.is_zero() => None,
            Op::Div => a.checked_div(b),
        }
    }
}

/// An expression: a number, or an operation on two expressions.
///
/// It is stored flat, in prefix order (each operation before its two
/// operands), as a range of tokens in a shared [`Store`]: every expression
/// written for one hand lies in one store, so that writing them does not
/// allocate for each, and a clone is a reference count. [`Expr::tree`]
/// walks it as a tree. The store keeps the numbers apart, each once, in
/// ascending order, and the tokens name them by position, which keeps a
/// token to eight bytes.
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
        debug_assert!(numbers.windows(2).all(|w| w[0] < w[1]));
        Arc::new(Store {
            numbers: numbers.to_vec(),
            tokens: tokens.to_vec(),
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

/// A token as it reads, its number looked up and its operand length left
/// out. The derived order puts numbers before operations.
#[derive(PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Said<'a> {
    Num(&'a Rational),
    Op(Op),
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

/// A borrowed expression: all of one, or an operand of a larger one.
#[derive(Clone, Copy, Debug)]
pub struct ExprRef<'a> {
    /// The numbers its tokens name: those of the whole expression.
    numbers: &'a [Rational],
    tokens: &'a [Token],
}

impl PartialEq for ExprRef<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.order(*other) == Ordering::Equal
    }
}

impl Eq for ExprRef<'_> {}

/// The top of an expression: a number, or an operation and its operands.
pub enum ExprNode<'a> {
    Num(Rational),
    Bin(Op, ExprRef<'a>, ExprRef<'a>),
}

/// One step of working out an expression: `left op right = result`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub left: Rational,
    pub op: Op,
    pub right: Rational,
    pub result: Rational,
}

impl fmt::Display for Step {
    /// `8 ÷ 3 = 8/3`; a negative right operand is parenthesised.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let operand = |q: &Rational| {
            let s = format_number(q).replace('-', "−");
            if q < &Rational::zero() {
                format!("({s})")
            } else {
                s
            }
        };
        write!(
            f,
            "{} {} {} = {}",
            format_number(&self.left).replace('-', "−"),
            self.op.symbol(),
            operand(&self.right),
            format_number(&self.result).replace('-', "−")
        )
    }
}

/// A starting capacity for printed expressions: enough for most hands of
/// up to six small numbers, so that writing one seldom reallocates.
const TYPICAL_LEN: usize = 24;

#[derive(Clone, Copy, PartialEq)]
enum Style {
    Ascii,
    Display,
}

impl Expr {
    pub fn num(q: Rational) -> Expr {
        Expr::stored(&Store::new(&[q], &[Token::Num(0)]), 0, 1)
    }

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

    /// The steps in the order a person would work them out: left before right.
    /// Empty for a lone number; `None` if some division is by zero.
    pub fn steps(&self) -> Option<Vec<Step>> {
        let mut out = Vec::new();
        self.tree().collect_steps(&mut out)?;
        Some(out)
    }

    /// ASCII with minimal parentheses: `8/(3-8/3)`.
    pub fn to_ascii(&self) -> String {
        let mut s = String::with_capacity(TYPICAL_LEN);
        self.tree().write(&mut s, Style::Ascii, true);
        s
    }

    /// Display form with minimal parentheses: `8 ÷ (3 − 8 ÷ 3)`.
    pub fn to_display(&self) -> String {
        let mut s = String::with_capacity(2 * TYPICAL_LEN);
        self.tree().write(&mut s, Style::Display, true);
        s
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

    /// Parses an ASCII (or display-form) expression. Accepts `+ - * /`,
    /// `× ÷ −`, parentheses, numbers, a minus sign directly before a number,
    /// and bracketed fractions `[3/4]` as single numbers.
    ///
    /// Text with a space or one of `× ÷ −` is read as display form, where
    /// division is `÷` (or a `/` with a space beside it) and a `/` directly
    /// between two digits is a fraction's bar: `(17/8) × 2` is the number
    /// 17/8 times 2, as the display form writes it. Elsewhere `/` divides.
    pub fn parse(text: &str) -> Result<Expr, ParseExprError> {
        let lexemes = tokenize(text)?;
        let mut parser = Parser { lexemes, pos: 0 };
        let expr = parser.sum()?;
        match parser.lexemes.get(parser.pos) {
            None => Ok(expr),
            Some(t) => Err(ParseExprError(format!("unexpected '{t}'"))),
        }
    }
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
            let digit = match token {
                Token::Num(i) => u64::from(i),
                Token::Op(op, _) => 8 + op as u64,
            };
            code << 4 | digit
        });
        Some(code << (4 * (16 - self.tokens.len())))
    }

    /// The top of this expression.
    pub fn node(self) -> ExprNode<'a> {
        match self.tokens[0] {
            Token::Op(op, left) => {
                let (a, b) = self.operands(left);
                ExprNode::Bin(op, a, b)
            }
            Token::Num(i) => ExprNode::Num(self.numbers[i as usize]),
        }
    }

    /// The two operands of the operation at the top, whose left operand is
    /// `left` tokens long.
    fn operands(self, left: u32) -> (ExprRef<'a>, ExprRef<'a>) {
        let (a, b) = self.tokens[1..].split_at(left as usize);
        let sub = |tokens| ExprRef {
            numbers: self.numbers,
            tokens,
        };
        (sub(a), sub(b))
    }

    fn said(self, token: Token) -> Said<'a> {
        match token {
            Token::Num(i) => Said::Num(&self.numbers[i as usize]),
            Token::Op(op, _) => Said::Op(op),
        }
    }

    /// The structural order of [`Expr`].
    fn order(self, other: ExprRef<'_>) -> Ordering {
        let mine = self.tokens.iter().map(|&t| self.said(t));
        mine.cmp(other.tokens.iter().map(|&t| other.said(t)))
    }

    /// The operation at the top, if any.
    fn op(self) -> Option<Op> {
        match self.tokens.first() {
            Some(&Token::Op(op, _)) => Some(op),
            _ => None,
        }
    }

    /// The exact value; `None` when some division is by zero, or, for
    /// numbers outside [`crate::check_bound`], when a step overflows `i128`.
    ///
    /// Within the bound no step of any tree over the numbers can overflow
    /// (the bound's induction is over every tree, not only the one a search
    /// found), so a solution read back from either printed form, in its
    /// new grouping, evaluates exactly.
    pub fn eval(self) -> Option<Rational> {
        match self.node() {
            ExprNode::Num(q) => Some(q),
            ExprNode::Bin(op, a, b) => op.apply(&a.eval()?, &b.eval()?),
        }
    }

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

    fn write(self, out: &mut String, style: Style, top: bool) {
        // (`node`, without copying the number out.)
        match self.tokens[0] {
            Token::Num(i) => write_number(out, &self.numbers[i as usize], style, top),
            Token::Op(op, left) => {
                let (a, b) = self.operands(left);
                write_operand(out, a, style, needs_parens(op, a.op(), false));
                match style {
                    Style::Ascii => out.push(op.ascii()),
                    Style::Display => {
                        out.push(' ');
                        out.push(op.symbol());
                        out.push(' ');
                    }
                }
                write_operand(out, b, style, needs_parens(op, b.op(), true));
            }
        }
    }
}

/// [`Expr::shape`] of well-formed prefix tokens, with room on `stack` for
/// every number. Read right to left, prefix is postfix of the mirrored
/// tree: each operation finds its operands' (parentheses, depth, top
/// operation) on the stack, its left operand on top.
fn shape_of(
    tokens: &[Token],
    stack: &mut [(usize, usize, Option<Op>)],
) -> (usize, [usize; 4], usize) {
    let mut counts = [0; 4];
    let mut top = 0;
    for token in tokens.iter().rev() {
        match *token {
            Token::Num(_) => {
                stack[top] = (0, 0, None);
                top += 1;
            }
            Token::Op(op, _) => {
                counts[op as usize] += 1;
                let (pa, da, a) = stack[top - 1];
                let (pb, db, b) = stack[top - 2];
                let own = usize::from(needs_parens(op, a, false))
                    + usize::from(needs_parens(op, b, true));
                top -= 1;
                stack[top - 1] = (own + pa + pb, 1 + da.max(db), Some(op));
            }
        }
    }
    (stack[0].0, counts, stack[0].1)
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

/// Whether an operand whose top operation is `child` (`None` for a number)
/// needs parentheses under `parent`, on the right when `right`.
fn needs_parens(parent: Op, child: Option<Op>, right: bool) -> bool {
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

fn write_operand(out: &mut String, e: ExprRef<'_>, style: Style, parens: bool) {
    if parens {
        out.push('(');
    }
    e.write(out, style, false);
    if parens {
        out.push(')');
    }
}

fn write_number(out: &mut String, q: &Rational, style: Style, top: bool) {
    let minus = match style {
        Style::Ascii => "-",
        Style::Display => "−",
    };
    let fraction = !q.is_integer();
    let (open, close) = match (style, fraction, top) {
        (Style::Ascii, true, _) => ("[", "]"),
        (Style::Display, true, false) => ("(", ")"),
        _ if !top && *q.numer() < 0 => ("(", ")"),
        _ => ("", ""),
    };
    // The text of `format_number`, written in place rather than allocated.
    out.push_str(open);
    write_integer(out, *q.numer(), minus);
    if fraction {
        out.push('/');
        write_integer(out, *q.denom(), minus);
    }
    out.push_str(close);
}

/// Writes `n` in decimal, with `minus` for its sign.
fn write_integer(out: &mut String, n: i128, minus: &str) {
    if n < 0 {
        out.push_str(minus);
    }
    match u64::try_from(n.unsigned_abs()) {
        // Most numbers are cards.
        Ok(m @ 0..10) => out.push(char::from(b'0' + m as u8)),
        Ok(m @ 10..100) => {
            out.push(char::from(b'0' + (m / 10) as u8));
            out.push(char::from(b'0' + (m % 10) as u8));
        }
        // 64-bit digits: 128-bit division is done in software.
        Ok(mut m) => {
            let mut digits = [0u8; 20];
            let mut start = digits.len();
            loop {
                start -= 1;
                digits[start] = b'0' + (m % 10) as u8;
                m /= 10;
                if m == 0 {
                    break;
                }
            }
            out.extend(digits[start..].iter().map(|&d| char::from(d)));
        }
        Err(_) => {
            use std::fmt::Write;
            // Writing to a String cannot fail.
            let _ = write!(out, "{}", n.unsigned_abs());
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_display())
    }
}

impl fmt::Debug for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Expr({})", self.to_ascii())
    }
}

/// Why a piece of text is not an expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseExprError(pub String);

impl fmt::Display for ParseExprError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not an expression: {}", self.0)
    }
}

impl std::error::Error for ParseExprError {}

/// A piece of the text being parsed.
#[derive(Clone, Debug, PartialEq)]
enum Lexeme {
    Num(Rational),
    Op(Op),
    Open,
    Close,
}

impl fmt::Display for Lexeme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Lexeme::Num(q) => f.write_str(&format_number(q)),
            Lexeme::Op(op) => write!(f, "{}", op.ascii()),
            Lexeme::Open => f.write_str("("),
            Lexeme::Close => f.write_str(")"),
        }
    }
}

fn tokenize(text: &str) -> Result<Vec<Lexeme>, ParseExprError> {
    let chars: Vec<char> = text.chars().collect();
    // The display form always has a space or one of its own signs, except
    // for a lone number; the ASCII form never does.
    let display = chars.iter().any(|c| matches!(c, ' ' | '×' | '÷' | '−'));
    let mut lexemes = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            ' ' | '\t' => i += 1,
            '+' => push_op(&mut lexemes, Op::Add, &mut i),
            '-' | '−' => push_op(&mut lexemes, Op::Sub, &mut i),
            '*' | '×' | 'x' => push_op(&mut lexemes, Op::Mul, &mut i),
            '/' | '÷' => push_op(&mut lexemes, Op::Div, &mut i),
            '(' => {
                lexemes.push(Lexeme::Open);
                i += 1;
            }
            ')' => {
                lexemes.push(Lexeme::Close);
                i += 1;
            }
            '[' => {
                let end = chars[i..]
                    .iter()
                    .position(|&c| c == ']')
                    .ok_or_else(|| ParseExprError("'[' without ']'".into()))?;
                let inner: String = chars[i + 1..i + end].iter().collect();
                let q = parse_number(&inner.replace('−', "-"))
                    .map_err(|e| ParseExprError(e.to_string()))?;
                lexemes.push(Lexeme::Num(q));
                i += end + 1;
            }
            d if d.is_ascii_digit() => {
                let start = i;
                let digits_from = |mut i: usize| {
                    while i < chars.len() && chars[i].is_ascii_digit() {
                        i += 1;
                    }
                    i
                };
                i = digits_from(i);
                let bar = display
                    && chars.get(i) == Some(&'/')
                    && chars.get(i + 1).is_some_and(char::is_ascii_digit);
                if bar {
                    i = digits_from(i + 1);
                }
                let digits: String = chars[start..i].iter().collect();
                let q = parse_number(&digits).map_err(|e| ParseExprError(e.to_string()))?;
                lexemes.push(Lexeme::Num(q));
            }
            other => return Err(ParseExprError(format!("unexpected '{other}'"))),
        }
    }
    Ok(lexemes)
}

fn push_op(lexemes: &mut Vec<Lexeme>, op: Op, i: &mut usize) {
    lexemes.push(Lexeme::Op(op));
    *i += 1;
}

struct Parser {
    lexemes: Vec<Lexeme>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Lexeme> {
        self.lexemes.get(self.pos)
    }

    fn chain(
        &mut self,
        ops: [Op; 2],
        next: fn(&mut Self) -> Result<Expr, ParseExprError>,
    ) -> Result<Expr, ParseExprError> {
        let mut left = next(self)?;
        while let Some(Lexeme::Op(op)) = self.peek() {
            let op = *op;
            if !ops.contains(&op) {
                break;
            }
            self.pos += 1;
            let right = next(self)?;
            left = Expr::bin(op, left, right);
        }
        Ok(left)
    }

    fn sum(&mut self) -> Result<Expr, ParseExprError> {
        self.chain([Op::Add, Op::Sub], Self::product)
    }

    fn product(&mut self) -> Result<Expr, ParseExprError> {
        self.chain([Op::Mul, Op::Div], Self::atom)
    }

    fn atom(&mut self) -> Result<Expr, ParseExprError> {
        let token = self.peek().cloned();
        self.pos += 1;
        match token {
            Some(Lexeme::Num(q)) => Ok(Expr::num(q)),
            // A minus sign is only allowed directly before a number: it makes a
            // negative number, not an operation.
            Some(Lexeme::Op(Op::Sub)) => match self.peek().cloned() {
                Some(Lexeme::Num(q)) => {
                    self.pos += 1;
                    Ok(Expr::num(-q))
                }
                _ => Err(ParseExprError(
                    "a minus sign must stand before a number".into(),
                )),
            },
            Some(Lexeme::Open) => {
                let inner = self.sum()?;
                match self.peek() {
                    Some(Lexeme::Close) => {
                        self.pos += 1;
                        Ok(inner)
                    }
                    _ => Err(ParseExprError("missing ')'".into())),
                }
            }
            Some(t) => Err(ParseExprError(format!("unexpected '{t}'"))),
            None => Err(ParseExprError("unexpected end".into())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Expr {
        Expr::parse(s).unwrap()
    }

    #[test]
    fn prints_minimal_parentheses() {
        assert_eq!(p("8/(3-(8/3))").to_ascii(), "8/(3-8/3)");
        assert_eq!(p("8/(3-(8/3))").to_display(), "8 ÷ (3 − 8 ÷ 3)");
        assert_eq!(p("((1+2)+3)*4").to_ascii(), "(1+2+3)*4");
        assert_eq!(p("1+(2+3)").to_ascii(), "1+2+3");
        assert_eq!(p("1-(2+3)").to_ascii(), "1-(2+3)");
        assert_eq!(p("1-(2-3)").to_ascii(), "1-(2-3)");
        assert_eq!(p("2*(3/4)").to_ascii(), "2*3/4");
        assert_eq!(p("2/(3*4)").to_ascii(), "2/(3*4)");
        assert_eq!(p("(1+2)*(3+4)").paren_count(), 2);
    }

    #[test]
    fn shape_counts_parentheses_operations_and_depth() {
        assert_eq!(p("7").shape(), (0, [0; 4], 0));
        assert_eq!(p("8/(3-8/3)").shape(), (1, [0, 1, 0, 2], 3));
        assert_eq!(p("(1+2)*(3+4)-5/6").shape(), (2, [2, 1, 1, 1], 3));
        assert_eq!(p("1-(2-(3-4))").shape(), (2, [0, 3, 0, 0], 3));
        // More numbers than fit the stack kept on the stack: 40 of them, as
        // (((1−1)−1)…) and as 1−(1−(1−…)).
        let left = Expr::parse(&["1"; 40].join("-")).unwrap();
        assert_eq!(left.shape(), (0, [0, 39, 0, 0], 39));
        let right = (0..39).fold(Expr::num(Rational::from(1)), |e, _| {
            Expr::bin(Op::Sub, Expr::num(Rational::from(1)), e)
        });
        assert_eq!(right.shape(), (38, [0, 39, 0, 0], 39));
    }

    #[test]
    fn writes_negative_numbers_and_fractions_unambiguously() {
        let e = Expr::bin(
            Op::Sub,
            Expr::num(Rational::from(3)),
            Expr::num(Rational::from(-2)),
        );
        assert_eq!(e.to_ascii(), "3-(-2)");
        assert_eq!(e.to_display(), "3 − (−2)");
        assert_eq!(Expr::parse(&e.to_ascii()).unwrap(), e);
        let f = Expr::bin(
            Op::Mul,
            Expr::num(Rational::new(3, 4)),
            Expr::num(Rational::from(32)),
        );
        assert_eq!(f.to_ascii(), "[3/4]*32");
        assert_eq!(f.to_display(), "(3/4) × 32");
        assert_eq!(Expr::parse(&f.to_ascii()).unwrap(), f);
    }

    #[test]
    fn writes_numbers_as_format_number_does() {
        let big = i128::from(u64::MAX) * 3;
        for q in [
            Rational::from(0),
            Rational::from(-7),
            Rational::from(9),
            Rational::from(10),
            Rational::from(13),
            Rational::from(-99),
            Rational::from(100),
            Rational::new(-22, 7),
            Rational::new(10, 99),
            Rational::from(big),
            Rational::new(-big, 5),
            Rational::from(i128::MIN + 1),
        ] {
            let text = format_number(&q);
            assert_eq!(
                Expr::num(q).to_ascii(),
                if q.is_integer() {
                    text.clone()
                } else {
                    format!("[{text}]")
                }
            );
            assert_eq!(Expr::num(q).to_display(), text.replace('-', "−"));
        }
    }

    #[test]
    fn evaluates_exactly_and_lists_steps() {
        let e = p("8/(3-8/3)");
        assert_eq!(e.eval(), Some(Rational::from(24)));
        let steps: Vec<String> = e.steps().unwrap().iter().map(|s| s.to_string()).collect();
        assert_eq!(steps, ["8 ÷ 3 = 8/3", "3 − 8/3 = 1/3", "8 ÷ 1/3 = 24"]);
        assert_eq!(p("1/(2-2)").eval(), None);
    }

    /// The structural order, written out as a recursion over the tree.
    fn tree_order(a: ExprRef<'_>, b: ExprRef<'_>) -> Ordering {
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

    #[test]
    fn codes_order_as_trees_among_the_expressions_of_one_hand() {
        let hand = [1, 2, 3, 4, 5, 6].map(Rational::from);
        let solved = crate::solve(&hand, Rational::from(24), false).unwrap();
        let all: Vec<&Expr> = solved
            .solutions(crate::Level::Strict)
            .iter()
            .map(|s| s.expr())
            .step_by(7)
            .collect();
        assert!(all.len() > 200);
        for a in &all {
            assert!(Arc::ptr_eq(&a.store, &all[0].store));
            for b in &all {
                let order = tree_order(a.tree(), b.tree());
                let code = |e: &Expr| e.tree().code().unwrap();
                assert_eq!(code(a).cmp(&code(b)), order);
                assert_eq!(a.cmp(b), order, "{a:?} {b:?}");
            }
        }
        // Expressions over different lists compare by value.
        for e in all.iter().take(20) {
            let parsed = p(&e.to_ascii());
            assert!(!Arc::ptr_eq(&parsed.store, &e.store));
            assert_eq!(&parsed, *e);
            assert_eq!(parsed.tree(), e.tree());
            use std::hash::BuildHasher;
            let state = std::hash::RandomState::new();
            assert_eq!(state.hash_one(&parsed), state.hash_one(e));
        }
    }

    #[test]
    fn parses_display_form() {
        assert_eq!(p("8 ÷ (3 − 8 ÷ 3)"), p("8/(3-8/3)"));
        assert!(Expr::parse("1+").is_err());
        assert!(Expr::parse("(1+2").is_err());
        assert!(Expr::parse("-(1+2)").is_err());
        assert!(Expr::parse("1 ? 2").is_err());
    }
}
