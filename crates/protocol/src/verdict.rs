//! A player's answer judged: the solver's own [`Verdict`], on the wire, so
//! the page words it as Play mode does.

use crate::codec::{Error, ErrorKind, Reader, Writer};
use crate::wire::Wire;
use solver::attempt::{Invalid, Verdict};
use solver::{ExprProblem, NumberProblem, Step};

fn usize_field(r: &mut Reader<'_>) -> Result<usize, Error> {
    r.uint_as()
}

impl Wire for Verdict {
    fn write(&self, w: &mut Writer) {
        match self {
            Verdict::Correct { which, of } => {
                w.str("correct").uint(*which as u64).uint(*of as u64);
            }
            Verdict::WrongValue(q) => {
                w.str("value").rational(*q);
            }
            Verdict::Invalid(invalid) => {
                w.str("invalid");
                invalid.write(w);
            }
        }
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        let at = r.position();
        Ok(match r.str()? {
            "correct" => Verdict::Correct {
                which: usize_field(r)?,
                of: usize_field(r)?,
            },
            "value" => Verdict::WrongValue(r.rational()?),
            "invalid" => Verdict::Invalid(Wire::read(r)?),
            _ => return Err(r.error(at, ErrorKind::UnknownTag)),
        })
    }
}

impl Wire for Invalid {
    fn write(&self, w: &mut Writer) {
        match self {
            Invalid::Syntax {
                byte,
                char,
                problem,
            } => {
                w.str("syntax").uint(*byte as u64).uint(*char as u64);
                problem.write(w);
            }
            Invalid::NotInHand(q) => {
                w.str("not-in-hand").rational(*q);
            }
            Invalid::UsedTwice(q) => {
                w.str("twice").rational(*q);
            }
            Invalid::Missing(q) => {
                w.str("missing").rational(*q);
            }
            Invalid::DivisionByZero => {
                w.str("div-zero");
            }
            Invalid::TooLarge => {
                w.str("too-large");
            }
            Invalid::Fraction { value, step } => {
                w.str("fraction").rational(*value);
                step.as_deref().cloned().write(w);
            }
        }
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        let at = r.position();
        Ok(match r.str()? {
            "syntax" => Invalid::Syntax {
                byte: usize_field(r)?,
                char: usize_field(r)?,
                problem: Wire::read(r)?,
            },
            "not-in-hand" => Invalid::NotInHand(r.rational()?),
            "twice" => Invalid::UsedTwice(r.rational()?),
            "missing" => Invalid::Missing(r.rational()?),
            "div-zero" => Invalid::DivisionByZero,
            "too-large" => Invalid::TooLarge,
            "fraction" => Invalid::Fraction {
                value: r.rational()?,
                step: Option::<Step>::read(r)?.map(Box::new),
            },
            _ => return Err(r.error(at, ErrorKind::UnknownTag)),
        })
    }
}

impl Wire for ExprProblem {
    fn write(&self, w: &mut Writer) {
        match self {
            ExprProblem::Unexpected(text) => {
                w.str("unexpected").str(text);
            }
            ExprProblem::End => {
                w.str("end");
            }
            ExprProblem::MissingParen => {
                w.str("paren");
            }
            ExprProblem::MissingBracket => {
                w.str("bracket");
            }
            ExprProblem::LoneMinus => {
                w.str("minus");
            }
            ExprProblem::Number(p) => {
                w.str("number");
                p.write(w);
            }
            ExprProblem::TooLong => {
                w.str("long");
            }
            // A kind of problem newer than this protocol is still a
            // problem where the text stops making sense.
            _ => {
                w.str("unexpected").str("");
            }
        }
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        let at = r.position();
        Ok(match r.str()? {
            "unexpected" => ExprProblem::Unexpected(Wire::read(r)?),
            "end" => ExprProblem::End,
            "paren" => ExprProblem::MissingParen,
            "bracket" => ExprProblem::MissingBracket,
            "minus" => ExprProblem::LoneMinus,
            "number" => ExprProblem::Number(Wire::read(r)?),
            "long" => ExprProblem::TooLong,
            _ => return Err(r.error(at, ErrorKind::UnknownTag)),
        })
    }
}

impl Wire for NumberProblem {
    fn write(&self, w: &mut Writer) {
        w.str(match self {
            NumberProblem::Empty => "empty",
            NumberProblem::ZeroDenominator => "zero-denominator",
            NumberProblem::TooLarge => "too-large",
            // `Invalid`, and any kind newer than this protocol.
            _ => "invalid",
        });
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        let at = r.position();
        Ok(match r.str()? {
            "empty" => NumberProblem::Empty,
            "invalid" => NumberProblem::Invalid,
            "zero-denominator" => NumberProblem::ZeroDenominator,
            "too-large" => NumberProblem::TooLarge,
            _ => return Err(r.error(at, ErrorKind::UnknownTag)),
        })
    }
}
