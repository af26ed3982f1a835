//! Checking a player's answer exactly: [`check`] reads what was typed,
//! [`judge`] says whether an expression over the hand is a solution and
//! which one.
//!
//! Promises:
//! - the value is exact (a [`Rational`]); no floating point decides anything;
//! - a correct answer is placed among the listed solutions by the same
//!   normal form that lists them ([`normal_form`](crate::normal_form) at the
//!   level asked), so
//!   "solution 2 of 3" is the second entry that [`solve`] lists at that
//!   level, with the default [`Options`];
//! - what is wrong is named in this order: the text (with its position), a
//!   number not in the hand, a number used more often than the hand has it,
//!   a number left out, a division by zero (or, far beyond the bound, a value
//!   too large to hold), under the whole-numbers rule a value that is not
//!   whole; only then the value;
//! - under the rule ([`check_with`] and [`judge_with`] with
//!   [`Options::integers`]) an answer is judged as written: `3 ÷ 2 × 8`
//!   passes 3/2 and is refused, though `8 × 3 ÷ 2`, of the same class, is
//!   whole throughout and correct;
//! - it holds for every hand size and every target that [`solve`] accepts.
//!
//! What is typed may use `+ - * /`, `× ÷ −`, `x` or `X` for times, spaces
//! and parentheses; a `/` always divides.

mod typed;

pub use typed::normalize;

use crate::distinct::{Arena, Class};
use crate::error::{Error, ExprProblem};
use crate::expr::{Expr, ExprNode, ExprRef, Op, Step};
use crate::level::Level;
use crate::number::Rational;
use crate::options::Options;
use crate::solve::solve;

/// How an attempt went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It makes the target: solution `which` (from 0) of the `of` distinct
    /// solutions listed at the level.
    Correct {
        /// Its place in the list, from 0.
        which: usize,
        /// How many solutions the list has.
        of: usize,
    },
    /// It uses the hand properly but makes this value instead.
    WrongValue(Rational),
    /// It is not an answer for this hand.
    Invalid(Invalid),
}

/// Why an attempt is not an answer for the hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// The text is not an expression.
    Syntax {
        /// The byte of the text where it goes wrong.
        byte: usize,
        /// The same place counted in characters, from 0, for people.
        char: usize,
        /// What is wrong there.
        problem: ExprProblem,
    },
    /// A number the hand does not have.
    NotInHand(Rational),
    /// A number used more often than the hand has it.
    UsedTwice(Rational),
    /// A number of the hand left out.
    Missing(Rational),
    /// Some division is by zero.
    DivisionByZero,
    /// The value is beyond what a [`Rational`] holds (only with numbers far
    /// outside [`check_bound`](crate::check_bound)), so it cannot be shown;
    /// under the whole-numbers rule, also when a step's value is, since
    /// then the steps cannot be shown.
    TooLarge,
    /// Under the whole-numbers rule ([`Options::integers`]): a value that is
    /// not whole, the first in the order a person works the answer out.
    Fraction {
        /// The value: a step's result, or a number of the hand that is a
        /// fraction.
        value: Rational,
        /// The step that shows it, as its result or (for a number of the
        /// hand) as an operand; `None` when the answer is that number alone.
        /// (Boxed: a step is four fractions, and most verdicts have none.)
        step: Option<Box<Step>>,
    },
}

/// Reads `text` as an answer with the hand's `numbers` and judges it for
/// `target` at `level`.
///
/// ```
/// use twentyfour_solver::attempt::{check, Invalid, Verdict};
/// use twentyfour_solver::{Level, Rational};
///
/// let hand = [3, 3, 8, 8].map(Rational::from);
/// let verdict = |text| check(&hand, Rational::from(24), Level::Distinct, text);
/// assert_eq!(verdict("8÷(3−8÷3)"), Verdict::Correct { which: 0, of: 1 });
/// assert_eq!(verdict("8+8+3+3"), Verdict::WrongValue(Rational::from(22)));
/// assert_eq!(verdict("8*3"), Verdict::Invalid(Invalid::Missing(Rational::from(3))));
/// ```
pub fn check(numbers: &[Rational], target: Rational, level: Level, text: &str) -> Verdict {
    check_with(numbers, target, level, Options::default(), text)
}

/// [`check`] under `options`' rule: with [`Options::integers`], an answer
/// with a value that is not whole is [`Invalid::Fraction`], and a correct
/// one is placed among the solutions [`solve`] lists under the rule (see
/// [`judge_with`]).
///
/// ```
/// use twentyfour_solver::attempt::{check_with, Invalid, Verdict};
/// use twentyfour_solver::{Level, Op, Options, Rational};
///
/// let hand = [2, 2, 3, 8].map(Rational::from);
/// let whole = Options::default().integers(true);
/// let verdict = |text| check_with(&hand, Rational::from(24), Level::Distinct, whole, text);
/// assert!(matches!(verdict("8*3/2*2"), Verdict::Correct { .. }));
/// // The same solution, written through 3/2.
/// let Verdict::Invalid(Invalid::Fraction { value, step: Some(step) }) = verdict("3/2*8*2") else {
///     panic!("3 ÷ 2 is not whole");
/// };
/// assert_eq!((value, step.op), (Rational::new(3, 2), Op::Div));
/// ```
pub fn check_with(
    numbers: &[Rational],
    target: Rational,
    level: Level,
    options: Options,
    text: &str,
) -> Verdict {
    match read(numbers, text) {
        Ok(expr) => judge_with(numbers, target, level, options, &expr),
        Err(invalid) => Verdict::Invalid(invalid),
    }
}

/// Reads `text` as an expression using each of `numbers` exactly once, as
/// people type it ([`normalize`]: full-width forms, other signs for minus,
/// times and divide, and a trailing `= 24`).
pub fn read(numbers: &[Rational], text: &str) -> Result<Expr, Invalid> {
    let text = &normalize(text);
    let expr = Expr::parse_typed(text).map_err(|e| match e {
        Error::Expr { at, problem } => Invalid::Syntax {
            byte: at,
            char: text.get(..at).map_or(at, |s| s.chars().count()),
            problem,
        },
        // Reading an expression fails only with `Error::Expr`; anything else
        // is still a problem at the start of the text.
        _ => Invalid::Syntax {
            byte: 0,
            char: 0,
            problem: ExprProblem::End,
        },
    })?;
    uses_hand(numbers, &expr.numbers())?;
    Ok(expr)
}

/// Whether `used` is exactly the multiset `numbers`, or the first problem.
fn uses_hand(numbers: &[Rational], used: &[Rational]) -> Result<(), Invalid> {
    let count = |list: &[Rational], q: &Rational| list.iter().filter(|x| *x == q).count();
    if let Some(q) = used.iter().find(|q| !numbers.contains(q)) {
        return Err(Invalid::NotInHand(*q));
    }
    if let Some(q) = used.iter().find(|q| count(used, q) > count(numbers, q)) {
        return Err(Invalid::UsedTwice(*q));
    }
    if let Some(q) = numbers.iter().find(|q| count(used, q) < count(numbers, q)) {
        return Err(Invalid::Missing(*q));
    }
    Ok(())
}

/// Judges `expr`, which uses each of `numbers` exactly once (see [`read`]),
/// for `target` at `level`.
pub fn judge(numbers: &[Rational], target: Rational, level: Level, expr: &Expr) -> Verdict {
    judge_with(numbers, target, level, Options::default(), expr)
}

/// [`judge`] under `options`' rule. With [`Options::integers`], an answer
/// is refused with [`Invalid::Fraction`] when one of its own values (a
/// number or a step's result) is not whole, and a correct one is placed in
/// the list [`solve`] gives under the rule. Only the rule matters here: an
/// answer is judged by what it is, not by how it is written, so its place
/// is counted among every solution, as [`Parens::Any`](crate::Parens::Any)
/// lists them, whatever `options.parens` says.
pub fn judge_with(
    numbers: &[Rational],
    target: Rational,
    level: Level,
    options: Options,
    expr: &Expr,
) -> Verdict {
    if let Err(invalid) = uses_hand(numbers, &expr.numbers()) {
        return Verdict::Invalid(invalid);
    }
    let Some(value) = expr.eval() else {
        let why = if divides_by_zero(expr.tree()) {
            Invalid::DivisionByZero
        } else {
            Invalid::TooLarge
        };
        return Verdict::Invalid(why);
    };
    if options.integers {
        if let Err(invalid) = whole_throughout(expr) {
            return Verdict::Invalid(invalid);
        }
    }
    if value != target {
        return Verdict::WrongValue(value);
    }
    // The hand makes the target, so the solver accepts it; its lists hold
    // every class (under the rule, every class with a member as whole as
    // this one), so this one is among them.
    let options = Options::default().integers(options.integers);
    let Ok(solved) = solve(numbers, target, options) else {
        return Verdict::WrongValue(value);
    };
    let list = solved.solutions(level);
    // One arena for all: its forms are hash-consed, so two expressions are
    // the same solution exactly when their classes in it are equal.
    let mut arena = Arena::default();
    let form = class(&mut arena, expr, level);
    let which = list
        .iter()
        .position(|s| class(&mut arena, s.expr(), level) == form)
        .unwrap_or(list.len());
    Verdict::Correct {
        which,
        of: list.len(),
    }
}

/// Whether every value of `expr` (which divides by nothing zero) is whole,
/// or the first that is not, as [`Invalid::Fraction`]; [`Invalid::TooLarge`]
/// when a step's value does not fit a [`Rational`]. What
/// [`Options::integers`] asks of an answer.
pub fn whole_throughout(expr: &Expr) -> Result<(), Invalid> {
    let steps = expr.steps().ok_or(Invalid::TooLarge)?;
    let fraction = |value: Rational, step: Option<Step>| Invalid::Fraction {
        value,
        step: step.map(Box::new),
    };
    if steps.is_empty() {
        // A lone number.
        return match expr.numbers()[..] {
            [q] if !q.is_integer() => Err(fraction(q, None)),
            _ => Ok(()),
        };
    }
    for step in steps {
        // An operand that is an earlier step's result was checked with it,
        // so a fractional operand is a number of the hand.
        let odd = [step.left, step.right, step.result]
            .into_iter()
            .find(|q| !q.is_integer());
        if let Some(value) = odd {
            return Err(fraction(value, Some(step)));
        }
    }
    Ok(())
}

/// Whether some division in `e` is by a zero.
fn divides_by_zero(e: ExprRef<'_>) -> bool {
    match e.node() {
        ExprNode::Num(_) => false,
        ExprNode::Bin(op, a, b) => {
            (op == Op::Div && b.eval().is_some_and(|v| v.is_zero()))
                || divides_by_zero(a)
                || divides_by_zero(b)
        }
    }
}

/// The class of `expr` at `level` in `arena`; `None` when it divides by
/// zero.
fn class(arena: &mut Arena, expr: &Expr, level: Level) -> Option<Class> {
    let strict = arena.strict(expr)?;
    Some(match level {
        Level::Strict => strict,
        Level::Distinct => arena.distinct(strict),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distinct::normal_form;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn hand(numbers: &[i128]) -> Vec<Rational> {
        numbers.iter().map(|&n| Rational::from(n)).collect()
    }

    fn at24(numbers: &[i128], text: &str) -> Verdict {
        check(&hand(numbers), Rational::from(24), Level::Distinct, text)
    }

    #[test]
    fn correct_answers_in_any_notation() {
        for text in [
            "8/(3-8/3)",
            "8 ÷ (3 − 8 ÷ 3)",
            "8 / (3 - 8 / 3)",
            "8÷(3-8/3)",
            "(8)/((3)-(8/3))",
        ] {
            assert_eq!(
                at24(&[3, 3, 8, 8], text),
                Verdict::Correct { which: 0, of: 1 },
                "{text}"
            );
        }
        for text in ["4*3*2*1", "4×3×2×1", "4x3x2x1", "4X3X2X1", "1*2*3*4"] {
            assert!(matches!(at24(&[1, 2, 3, 4], text), Verdict::Correct { .. }));
        }
    }

    #[test]
    fn wrong_values_are_exact() {
        assert_eq!(
            at24(&[3, 3, 8, 8], "8/3+8/3"),
            Verdict::WrongValue(Rational::new(16, 3))
        );
        assert_eq!(
            at24(&[3, 3, 8, 8], "8/(3+8/3)"),
            Verdict::WrongValue(Rational::new(24, 17))
        );
        assert_eq!(
            at24(&[1, 1, 1, 1], "1+1+1+1"),
            Verdict::WrongValue(Rational::from(4))
        );
    }

    #[test]
    fn each_invalid_kind_is_named() {
        let invalid = |numbers: &[i128], text| match at24(numbers, text) {
            Verdict::Invalid(i) => i,
            other => panic!("{text}: {other:?}"),
        };
        let q = Rational::from;
        assert_eq!(invalid(&[3, 3, 8, 8], "8*3"), Invalid::Missing(q(3)));
        assert_eq!(
            invalid(&[3, 3, 8, 8], "8*3*3*8/8"),
            Invalid::UsedTwice(q(8))
        );
        assert_eq!(invalid(&[3, 3, 8, 8], "6*4"), Invalid::NotInHand(q(6)));
        assert_eq!(invalid(&[3, 3, 8, 8], "8/(3-3)*8"), Invalid::DivisionByZero);
        // A negative number is a number of its own.
        assert_eq!(
            invalid(&[3, 3, 8, 8], "-3+3+8*8"),
            Invalid::NotInHand(q(-3))
        );
        assert_eq!(
            invalid(&[3, 3, 8, 8], "8÷(3−8÷3"),
            Invalid::Syntax {
                byte: 12,
                char: 8,
                problem: ExprProblem::MissingParen
            }
        );
        assert_eq!(
            invalid(&[3, 3, 8, 8], "8 ? 3"),
            Invalid::Syntax {
                byte: 2,
                char: 2,
                problem: ExprProblem::Unexpected("?".into())
            }
        );
        assert_eq!(
            invalid(&[3, 3, 8, 8], ""),
            Invalid::Syntax {
                byte: 0,
                char: 0,
                problem: ExprProblem::End
            }
        );
        assert_eq!(
            invalid(&[3, 3, 8, 8], "×"),
            Invalid::Syntax {
                byte: 0,
                char: 0,
                problem: ExprProblem::Unexpected("*".into())
            }
        );
    }

    #[test]
    fn each_class_is_found_at_its_place_in_the_list() {
        for (numbers, target) in [
            (vec![2, 4, 8, 10], 24),
            (vec![1, 2, 3, 4], 24),
            (vec![4, 6, 6, 12], 24),
            (vec![3, 4, 6, 12], 24),
            (vec![2, 3, 4], 10),
            (vec![1, 2, 3, 4, 5], 24),
        ] {
            let numbers = hand(&numbers);
            let target = Rational::from(target);
            for level in [Level::Distinct, Level::Strict] {
                let solved = solve(&numbers, target, Options::default()).unwrap();
                let list = solved.solutions(level);
                assert!(list.len() > 1 || numbers.len() < 4, "{numbers:?}");
                for (k, solution) in list.iter().enumerate() {
                    for text in [solution.ascii(), solution.display()] {
                        assert_eq!(
                            check(&numbers, target, level, &text),
                            Verdict::Correct {
                                which: k,
                                of: list.len()
                            },
                            "{text}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn another_writing_of_a_class_is_that_class() {
        // 2 4 8 10 lists several solutions; a reordering or regrouping of
        // one is the same one.
        let numbers = hand(&[2, 4, 8, 10]);
        let solved = solve(&numbers, Rational::from(24), Options::default()).unwrap();
        let list = solved.solutions(Level::Distinct);
        assert!(list.len() >= 3, "{}", list.len());
        let find = |text: &str| match at24(&[2, 4, 8, 10], text) {
            Verdict::Correct { which, .. } => which,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(find("(10-4)*8/2"), find("8/2*(10-4)"));
        assert_eq!(find("8*(10-4)/2"), find("(10-4)*(8/2)"));
        assert_ne!(find("(10-4)*8/2"), find("2*10+8-4"));
        assert_eq!(find("2*10+8-4"), find("8-4+10*2"));
        // Identities merge at distinct only.
        let at = |level, text| check(&hand(&[4, 6, 1, 1]), Rational::from(24), level, text);
        assert_eq!(
            at(Level::Distinct, "4*6*1*1"),
            at(Level::Distinct, "4*6*(1*1)")
        );
        assert_eq!(
            at(Level::Distinct, "4*6*1*1"),
            at(Level::Distinct, "4*6/1/1")
        );
        assert_ne!(at(Level::Strict, "4*6*1*1"), at(Level::Strict, "4*6/1/1"));
    }

    #[test]
    fn under_the_rule_an_answer_is_judged_as_written() {
        let whole = Options::default().integers(true);
        let q = Rational::from;
        let at =
            |numbers: &[Rational], text| check_with(numbers, q(24), Level::Distinct, whole, text);
        let fraction = |numbers: &[Rational], text| match at(numbers, text) {
            Verdict::Invalid(Invalid::Fraction { value, step }) => {
                (value, step.map(|s| s.to_string()))
            }
            other => panic!("{text}: {other:?}"),
        };
        let hand = hand(&[2, 2, 3, 8]);
        assert_eq!(at(&hand, "8*3/2*2"), Verdict::Correct { which: 0, of: 2 });
        assert_eq!(
            fraction(&hand, "3/2*8*2"),
            (Rational::new(3, 2), Some("3 ÷ 2 = 3/2".into()))
        );
        // Without the rule it is the same solution.
        assert_eq!(
            check(&hand, q(24), Level::Distinct, "3/2*8*2"),
            check(&hand, q(24), Level::Distinct, "8*3/2*2")
        );
        // A fraction is named before a wrong value; the hand's own problems
        // before a fraction.
        assert_eq!(
            fraction(&hand, "3/2*8+2"),
            (Rational::new(3, 2), Some("3 ÷ 2 = 3/2".into()))
        );
        assert_eq!(at(&hand, "3/2*8"), Verdict::Invalid(Invalid::Missing(q(2))));
        assert_eq!(
            fraction(&self::hand(&[3, 3, 8, 8]), "8/(3-8/3)"),
            (Rational::new(8, 3), Some("8 ÷ 3 = 8/3".into()))
        );
        // A number of the hand that is a fraction.
        let half = Rational::new(1, 2);
        let e = Expr::bin(Op::Mul, Expr::num(q(48)), Expr::num(half));
        assert_eq!(
            judge_with(&[q(48), half], q(24), Level::Strict, whole, &e),
            Verdict::Invalid(Invalid::Fraction {
                value: half,
                step: Some(Box::new(Step {
                    left: q(48),
                    op: Op::Mul,
                    right: half,
                    result: q(24)
                }))
            })
        );
        assert_eq!(
            judge_with(&[half], half, Level::Strict, whole, &Expr::num(half)),
            Verdict::Invalid(Invalid::Fraction {
                value: half,
                step: None
            })
        );
    }

    #[test]
    fn under_the_rule_each_class_is_found_at_its_place_in_its_list() {
        let whole = Options::default().integers(true);
        for (numbers, target) in [
            (vec![2, 4, 8, 10], 24),
            (vec![4, 4, 10, 10], 24),
            (vec![1, 2, 3, 4, 5], 24),
            (vec![2, 3, 4], 10),
        ] {
            let numbers = hand(&numbers);
            let target = Rational::from(target);
            let solved = solve(&numbers, target, whole).unwrap();
            for level in [Level::Distinct, Level::Strict] {
                let list = solved.solutions(level);
                assert!(!list.is_empty(), "{numbers:?}");
                for (k, solution) in list.iter().enumerate() {
                    let verdict = check_with(&numbers, target, level, whole, &solution.ascii());
                    assert_eq!(
                        verdict,
                        Verdict::Correct {
                            which: k,
                            of: list.len()
                        }
                    );
                }
            }
        }
    }

    #[test]
    fn a_value_too_large_to_hold_is_not_a_division_by_zero() {
        let huge = Rational::new(i128::MAX, 1);
        let numbers = [huge, huge, Rational::from(3)];
        let text = format!("{}*{}*3", i128::MAX, i128::MAX);
        assert_eq!(
            check(&numbers, Rational::from(24), Level::Distinct, &text),
            Verdict::Invalid(Invalid::TooLarge)
        );
    }

    #[test]
    fn every_hand_size_and_other_targets() {
        let cases: [(&[i128], Rational, &str); 9] = [
            (&[4, 6], Rational::from(24), "4*6"),
            (&[2, 3, 4], Rational::from(24), "2*3*4"),
            (&[1, 2, 3, 4, 5], Rational::from(24), "(5+1)*4*(3-2)"),
            (&[1, 2, 3, 4, 5, 6], Rational::from(24), "1*2*3*4*(6-5)"),
            (&[1, 1, 1, 1, 1, 1], Rational::from(6), "1+1+1+1+1+1"),
            (&[1, 2, 3, 4, 5, 6], Rational::from(100), "(6+4)*(5+3+2*1)"),
            (&[3, 4], Rational::from(12), "3×4"),
            (&[2, 3, 4], Rational::new(2, 3), "4/(2*3)"),
            (&[2, 3, 4], Rational::from(-3), "3-(2+4)"),
        ];
        for (numbers, target, text) in cases {
            let numbers = hand(numbers);
            for level in [Level::Distinct, Level::Strict] {
                let solved = solve(&numbers, target, Options::default()).unwrap();
                let Verdict::Correct { which, of } = check(&numbers, target, level, text) else {
                    panic!("{text}");
                };
                assert_eq!(of, solved.count(level), "{text}");
                let listed = solved.solutions(level)[which].expr();
                assert_eq!(
                    normal_form(listed, level),
                    normal_form(&text.parse().unwrap(), level)
                );
            }
            // One number short, one too many, a wrong value.
            let short = &numbers[1..];
            assert!(matches!(
                check(short, target, Level::Distinct, text),
                Verdict::Invalid(Invalid::NotInHand(_) | Invalid::UsedTwice(_))
            ));
        }
        assert_eq!(
            check(
                &hand(&[2, 3, 4]),
                Rational::new(2, 3),
                Level::Distinct,
                "4/(2+3)"
            ),
            Verdict::WrongValue(Rational::new(4, 5))
        );
    }
}
