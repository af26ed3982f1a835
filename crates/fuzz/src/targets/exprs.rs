//! Expressions: reading one (`Expr`'s `FromStr`) never panics, nor does anything done with
//! what it reads; and both printed forms of any expression over numbers
//! within the bound read back with the same value, numbers and class (the
//! promise in the solver's `expr` module).

use super::{number, shorter_texts};
use crate::rng::{Rng, NOISE};
use crate::Target;
use solver::test_support::reads_back;
use solver::{check_bound, normal_form, Expr, Level, Op, Rational};

pub struct Exprs;

#[derive(Clone, Debug)]
pub enum Input {
    Text(String),
    /// The numbers, and the choices that combine them into one tree.
    Tree(Vec<Rational>, Vec<u8>),
}

const PIECES: &[&str] = &[
    "1", "2", "3", "4", "8", "13", "24", "0", "17/8", "[3/4]", "[-1/2]", "[1/0]", "[", "]", "(",
    ")", "((", "))", "+", "-", "*", "/", "−", "×", "÷", "x", " ", "(-15)", "(−2)", "-(", "--",
];

const OPS: [Op; 4] = [Op::Add, Op::Sub, Op::Mul, Op::Div];

/// A tree using every number once: repeatedly join two items picked by
/// `choices`.
pub fn tree(numbers: &[Rational], choices: &[u8]) -> Expr {
    let mut items: Vec<Expr> = numbers.iter().map(|&q| Expr::num(q)).collect();
    let mut c = choices.iter().cycle();
    let mut next = || usize::from(*c.next().unwrap_or(&0));
    while items.len() > 1 {
        let a = items.swap_remove(next() % items.len());
        let b = items.swap_remove(next() % items.len());
        items.push(Expr::bin(OPS[next() % 4], a, b));
    }
    items.pop().unwrap_or_else(|| Expr::num(Rational::from(0)))
}

impl Target for Exprs {
    type Input = Input;

    fn name(&self) -> &'static str {
        "Expr::from_str and printing"
    }

    fn weight(&self) -> u32 {
        2
    }

    fn generate(&self, rng: &mut Rng) -> Input {
        match rng.below(3) {
            0 => Input::Text(rng.text(NOISE, 12)),
            1 => Input::Text(rng.text(PIECES, 14)),
            _ => {
                let n = 1 + rng.below(8);
                let numbers = (0..n).map(|_| number(rng)).collect();
                let choices = (0..3 * n).map(|_| rng.next_u64() as u8).collect();
                Input::Tree(numbers, choices)
            }
        }
    }

    fn check(&self, input: &Input) -> Result<(), String> {
        let e = match input {
            Input::Text(text) => match text.parse::<Expr>() {
                Ok(e) => e,
                Err(_) => return Ok(()),
            },
            Input::Tree(numbers, choices) => tree(numbers, choices),
        };
        // Whatever was read can be worked with.
        let _ = (e.eval(), e.steps(), e.shape_summary());
        let _ = (
            normal_form(&e, Level::Strict),
            normal_form(&e, Level::Distinct),
        );
        if check_bound(&e.numbers(), &Rational::from(1)).is_ok() {
            for text in [e.to_ascii(), e.to_display()] {
                reads_back(&e, &text, Level::Strict)?;
            }
        }
        Ok(())
    }

    fn shrink(&self, input: &Input) -> Vec<Input> {
        match input {
            Input::Text(t) => shorter_texts(t).into_iter().map(Input::Text).collect(),
            Input::Tree(numbers, choices) => (0..numbers.len())
                .filter(|_| numbers.len() > 1)
                .map(|i| {
                    let mut fewer = numbers.clone();
                    fewer.remove(i);
                    Input::Tree(fewer, choices.clone())
                })
                .collect(),
        }
    }
}

/// Everything else an expression tells about itself, for the no-panic check.
trait ShapeSummary {
    fn shape_summary(&self) -> (usize, [usize; 4], usize, String, String);
}

impl ShapeSummary for Expr {
    fn shape_summary(&self) -> (usize, [usize; 4], usize, String, String) {
        (
            self.paren_count(),
            self.op_counts(),
            self.depth(),
            self.to_string(),
            format!("{self:?}"),
        )
    }
}
