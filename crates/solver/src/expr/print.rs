//! Printing with minimal parentheses, in the ASCII form (`8/(3-8/3)`) and
//! the display form (`8 ÷ (3 − 8 ÷ 3)`).
//!
//! A negative number is written in parentheses (`(-2)`) once it is part of
//! a larger expression. A fraction that is itself one of the numbers is
//! written in brackets in ASCII (`[3/4]`) so that it cannot be read as a
//! division, and in parentheses with a plain slash in the display form
//! (`(3/4)`), where division is always `÷`.
//!
//! What printing promises: `Expr`'s `FromStr` reads either form of any
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
//! is read back is still exact: see [`ExprRef::eval`](super::ExprRef::eval).

use super::op::needs_parens;
use super::walk::ExprRef;
use super::{Expr, Kind};
use crate::number::Rational;
use std::fmt;

/// A starting capacity for printed expressions: enough for most hands of
/// up to six small numbers, so that writing one seldom reallocates.
const TYPICAL_LEN: usize = 24;

#[derive(Clone, Copy, PartialEq)]
enum Style {
    Ascii,
    Display,
}

impl Expr {
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
}

impl ExprRef<'_> {
    fn write(self, out: &mut String, style: Style, top: bool) {
        // (`node`, without copying the number out.)
        match self.tokens[0].kind() {
            Kind::Num(i) => write_number(out, &self.numbers[i as usize], style, top),
            Kind::Op(op, left) => {
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
        _ if !top && q.numer() < 0 => ("(", ")"),
        _ => ("", ""),
    };
    // The text of `Rational`'s `Display`, written in place rather than allocated.
    out.push_str(open);
    write_integer(out, q.numer(), minus);
    if fraction {
        out.push('/');
        write_integer(out, q.denom(), minus);
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
    /// The display form, `8 ÷ (3 − 8 ÷ 3)`; with `{:#}`, the ASCII form,
    /// `8/(3-8/3)`, which reads back to the same value, numbers and class
    /// (see the module doc).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.write_str(&self.to_ascii())
        } else {
            f.write_str(&self.to_display())
        }
    }
}

impl fmt::Debug for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Expr({})", self.to_ascii())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::tests::p;
    use crate::expr::Op;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

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
    fn writes_negative_numbers_and_fractions_unambiguously() {
        let e = Expr::bin(
            Op::Sub,
            Expr::num(Rational::from(3)),
            Expr::num(Rational::from(-2)),
        );
        assert_eq!(e.to_ascii(), "3-(-2)");
        assert_eq!(e.to_display(), "3 − (−2)");
        assert_eq!(p(&e.to_ascii()), e);
        let f = Expr::bin(
            Op::Mul,
            Expr::num(Rational::new(3, 4)),
            Expr::num(Rational::from(32)),
        );
        assert_eq!(f.to_ascii(), "[3/4]*32");
        assert_eq!(f.to_display(), "(3/4) × 32");
        assert_eq!(p(&f.to_ascii()), f);
    }

    #[test]
    fn writes_numbers_as_their_display_does() {
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
            let text = q.to_string();
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
}
