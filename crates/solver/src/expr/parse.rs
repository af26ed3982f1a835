//! Reading an expression: `Expr`'s `FromStr`, which reads the ASCII and the
//! display forms that printing writes. Errors give the byte where the text
//! goes wrong.

use super::{Expr, Op};
use crate::error::{Error, ExprProblem};
use crate::number::Rational;
use std::fmt;
use std::str::FromStr;

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
            Lexeme::Num(q) => write!(f, "{q}"),
            Lexeme::Op(op) => write!(f, "{}", op.ascii()),
            Lexeme::Open => f.write_str("("),
            Lexeme::Close => f.write_str(")"),
        }
    }
}

impl FromStr for Expr {
    type Err = Error;

    /// Reads the ASCII or the display form. Accepts `+ - * /`, `× ÷ −`,
    /// parentheses, numbers, a minus sign directly before a number, and
    /// bracketed fractions `[3/4]` as single numbers.
    ///
    /// Text with a space or one of `× ÷ −` is read as display form, where
    /// division is `÷` (or a `/` with a space beside it) and a `/` directly
    /// between two digits is a fraction's bar: `(17/8) × 2` is the number
    /// 17/8 times 2, as the display form writes it. Elsewhere `/` divides.
    ///
    /// ```
    /// use twentyfour_solver::{Error, ExprProblem, Expr, Rational};
    ///
    /// let e: Expr = "8/(3-8/3)".parse()?;
    /// assert_eq!(e.eval(), Some(Rational::from(24)));
    /// assert_eq!(e, "8 ÷ (3 − 8 ÷ 3)".parse()?);
    /// assert_eq!(format!("{e:#}"), "8/(3-8/3)");
    /// assert_eq!(
    ///     "(1+2".parse::<Expr>(),
    ///     Err(Error::Expr { at: 4, problem: ExprProblem::MissingParen })
    /// );
    /// # Ok::<(), Error>(())
    /// ```
    fn from_str(text: &str) -> Result<Expr, Error> {
        // The display form always has a space or one of its own signs, except
        // for a lone number; the ASCII form never does.
        let display = text.contains([' ', '×', '÷', '−']);
        parse(text, display)
    }
}

impl Expr {
    /// Reads what a person types: as `FromStr`, and also `X` for `×`, but
    /// a `/` always divides (`8 / 3` and `8/3` are both 8 ÷ 3), since
    /// nobody types a fraction's bar on purpose in an answer.
    pub(crate) fn parse_typed(text: &str) -> Result<Expr, Error> {
        parse(text, false)
    }
}

/// The most lexemes (numbers, signs, parentheses) a text may have.
///
/// Reading, working out and printing an expression all recurse on its
/// depth, and a text of `n` lexemes can nest about `n` deep, by
/// parentheses or by a long chain (`1-1-1-…` is a left-leaning tree). This
/// bound keeps every one of them within a small stack (a wasm page's is 1
/// MiB) and in linear time, where a pasted text of 100,000 parentheses
/// would otherwise crash the program. An answer over eight numbers needs
/// some thirty lexemes.
pub(crate) const MAX_LEXEMES: usize = 1024;

/// Reads `text`; `fractions` makes a `/` directly between two digits a
/// fraction's bar (the display form).
fn parse(text: &str, fractions: bool) -> Result<Expr, Error> {
    let mut parser = Parser {
        lexemes: tokenize(text, fractions, MAX_LEXEMES)?,
        pos: 0,
        end: text.len(),
    };
    let expr = parser.sum()?;
    match parser.lexemes.get(parser.pos) {
        None => Ok(expr),
        Some((at, t)) => Err(problem(*at, ExprProblem::Unexpected(t.to_string()))),
    }
}

fn problem(at: usize, problem: ExprProblem) -> Error {
    Error::Expr { at, problem }
}

/// A number's text read as a number, or the problem at `at`.
fn number(text: &str, at: usize) -> Result<Rational, Error> {
    text.parse().map_err(|e| match e {
        Error::Number { problem: p, .. } => problem(at, ExprProblem::Number(p)),
        other => other,
    })
}

/// The lexemes of `text`, each with the byte it starts at; refused past
/// `most` of them. Every token of an expression comes from a lexeme of its
/// own (a negative number from two), so no text read makes an expression
/// longer than a token can say (`MAX_TOKENS`), nor deeper than `most`.
fn tokenize(text: &str, display: bool, most: usize) -> Result<Vec<(usize, Lexeme)>, Error> {
    let mut lexemes = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let lexeme = match c {
            ' ' | '\t' => continue,
            '+' => Lexeme::Op(Op::Add),
            '-' | '−' => Lexeme::Op(Op::Sub),
            '*' | '×' | 'x' | 'X' => Lexeme::Op(Op::Mul),
            '/' | '÷' => Lexeme::Op(Op::Div),
            '(' => Lexeme::Open,
            ')' => Lexeme::Close,
            '[' => {
                let len = text[at..]
                    .find(']')
                    .ok_or(problem(at, ExprProblem::MissingBracket))?;
                let inner = &text[at + 1..at + len];
                while chars.next_if(|&(i, _)| i <= at + len).is_some() {}
                Lexeme::Num(number(&inner.replace('−', "-"), at)?)
            }
            d if d.is_ascii_digit() => {
                let mut end = at + 1;
                while let Some((i, _)) = chars.next_if(|(_, c)| c.is_ascii_digit()) {
                    end = i + 1;
                }
                let bar = display
                    && text[end..].starts_with('/')
                    && text[end + 1..].starts_with(|c: char| c.is_ascii_digit());
                if bar {
                    chars.next(); // the bar
                    while let Some((i, _)) = chars.next_if(|(_, c)| c.is_ascii_digit()) {
                        end = i + 1;
                    }
                }
                Lexeme::Num(number(&text[at..end], at)?)
            }
            other => return Err(problem(at, ExprProblem::Unexpected(other.to_string()))),
        };
        if lexemes.len() == most {
            return Err(problem(at, ExprProblem::TooLong));
        }
        lexemes.push((at, lexeme));
    }
    Ok(lexemes)
}

struct Parser {
    lexemes: Vec<(usize, Lexeme)>,
    pos: usize,
    /// The length of the text: where "unexpected end" is.
    end: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Lexeme> {
        self.lexemes.get(self.pos).map(|(_, lexeme)| lexeme)
    }

    /// The byte the next lexeme starts at, or the end.
    fn at(&self) -> usize {
        self.lexemes.get(self.pos).map_or(self.end, |&(at, _)| at)
    }

    fn chain(
        &mut self,
        ops: [Op; 2],
        next: fn(&mut Self) -> Result<Expr, Error>,
    ) -> Result<Expr, Error> {
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

    fn sum(&mut self) -> Result<Expr, Error> {
        self.chain([Op::Add, Op::Sub], Self::product)
    }

    fn product(&mut self) -> Result<Expr, Error> {
        self.chain([Op::Mul, Op::Div], Self::atom)
    }

    fn atom(&mut self) -> Result<Expr, Error> {
        let at = self.at();
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
                _ => Err(problem(at, ExprProblem::LoneMinus)),
            },
            Some(Lexeme::Open) => {
                let inner = self.sum()?;
                match self.peek() {
                    Some(Lexeme::Close) => {
                        self.pos += 1;
                        Ok(inner)
                    }
                    _ => Err(problem(self.at(), ExprProblem::MissingParen)),
                }
            }
            Some(t) => Err(problem(at, ExprProblem::Unexpected(t.to_string()))),
            None => Err(problem(at, ExprProblem::End)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::NumberProblem;
    use crate::expr::tests::p;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// Where and why `text` is not an expression.
    fn refused(text: &str) -> (usize, ExprProblem) {
        match text.parse::<Expr>() {
            Err(Error::Expr { at, problem }) => (at, problem),
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn parses_display_form() {
        assert_eq!(p("8 ÷ (3 − 8 ÷ 3)"), p("8/(3-8/3)"));
        assert_eq!(p("[−3/4] × 2"), p("[-3/4]*2"));
    }

    #[test]
    fn display_form_reads_a_fraction_as_one_number() {
        let e: Expr = "(17/8) × 2".parse().unwrap();
        assert_eq!(e.numbers(), [Rational::new(17, 8), Rational::from(2)]);
        // Without display signs or spaces, `/` divides; with spaces, too.
        let ascii: Expr = "17/8*2".parse().unwrap();
        assert_eq!(ascii.numbers().len(), 3);
        let spaced: Expr = "17 / 8 × 2".parse().unwrap();
        assert_eq!(spaced.numbers().len(), 3);
        assert_eq!(e.eval(), ascii.eval());
    }

    #[test]
    fn says_where_and_why_text_is_not_an_expression() {
        assert_eq!(refused("1+"), (2, ExprProblem::End));
        assert_eq!(refused("(1+2"), (4, ExprProblem::MissingParen));
        assert_eq!(refused("-(1+2)"), (0, ExprProblem::LoneMinus));
        assert_eq!(refused("1 ? 2"), (2, ExprProblem::Unexpected("?".into())));
        // Bytes, not characters: `÷` is two bytes.
        assert_eq!(refused("8÷)"), (3, ExprProblem::Unexpected(")".into())));
        assert_eq!(refused("1 2"), (2, ExprProblem::Unexpected("2".into())));
        assert_eq!(refused("2*[3/4"), (2, ExprProblem::MissingBracket));
        assert_eq!(
            refused("2*[3/0]"),
            (2, ExprProblem::Number(NumberProblem::ZeroDenominator))
        );
        assert_eq!(
            refused("1234567890123456789012345678901234567890"),
            (0, ExprProblem::Number(NumberProblem::TooLarge))
        );
        // Text longer than an expression can be stops at the lexeme past
        // the limit (here a small one, for the test).
        assert_eq!(
            tokenize("(1+22)*3", false, 5),
            Err(problem(6, ExprProblem::TooLong))
        );
        assert_eq!(tokenize("(1+22)*3", false, 7).map(|l| l.len()), Ok(7));
        // Deep text is refused, not a crash: nesting, a long chain, and a
        // right-leaning chain, each far past the bound.
        let n = 100_000;
        for text in [
            format!("{}1{}", "(".repeat(n), ")".repeat(n)),
            vec!["1"; n].join("-"),
            format!("{}1{}", "1-(".repeat(n), ")".repeat(n)),
        ] {
            assert_eq!(
                text.parse::<Expr>().map_err(|e| match e {
                    Error::Expr { problem, .. } => problem,
                    other => panic!("{other}"),
                }),
                Err(ExprProblem::TooLong)
            );
        }
        // Just within it, everything still works: read, worked out, printed
        // and read back.
        let deep = format!("{}1{}", "(1-".repeat(250), ")".repeat(250));
        let e: Expr = deep.parse().unwrap();
        assert_eq!(e.eval(), Some(crate::number::Rational::ONE));
        assert_eq!(e.to_ascii().parse::<Expr>().unwrap(), e);
        let chain = vec!["1"; MAX_LEXEMES / 2].join("+");
        let e: Expr = chain.parse().unwrap();
        assert_eq!(e.to_string().parse::<Expr>().unwrap(), e);
        assert_eq!(
            "1 ? 2".parse::<Expr>().unwrap_err().to_string(),
            "not an expression: unexpected '?' at byte 2"
        );
    }
}
