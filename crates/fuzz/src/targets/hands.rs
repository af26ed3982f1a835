//! `solve`: random hands of 1 to 8 numbers with fractions, negatives and
//! zeros, with and without the whole-numbers rule. Every solution equals
//! the target and uses each number once (under the rule, every step of it
//! is whole), no two share a class, both printed forms read back, a hand is
//! refused exactly when `check_bound` refuses it (past the `i128` bound,
//! numbers of any size are solved in arbitrary precision); and for up to
//! four numbers the strict classes are exactly the brute force's (under the
//! rule, its whole-valued expressions'), for five whether the hand is
//! solvable at all.

use super::exprs::tree;
use super::{number, sorted};
use crate::brute;
use crate::rng::Rng;
use crate::Target;
use solver::test_support::reads_back;
use solver::{
    check_bound, normal_form, solve, Error, Expr, ExprNode, ExprRef, Level, Options, Parens,
    Rational,
};
use std::collections::HashSet;

pub struct Hands;

#[derive(Clone, Debug)]
pub struct Input {
    pub numbers: Vec<Rational>,
    pub target: Rational,
    pub no_parens: bool,
    /// Whole numbers only.
    pub integers: bool,
}

/// Solutions per level whose printed forms are read back (each is a parse
/// and a normal form; a hand can have tens of thousands).
const READ_BACK: usize = 40;

impl Target for Hands {
    type Input = Input;

    fn name(&self) -> &'static str {
        "solve (vs brute force)"
    }

    fn weight(&self) -> u32 {
        6
    }

    fn generate(&self, rng: &mut Rng) -> Input {
        let n = match rng.below(100) {
            0..=4 => 1,
            5..=14 => 2,
            15..=34 => 3,
            35..=64 => 4,
            65..=84 => 5,
            85..=92 => 6,
            93..=96 => 7,
            _ => 8,
        };
        let numbers: Vec<Rational> = (0..n)
            .map(|_| {
                if n >= 7 {
                    // Seven or eight numbers have millions of classes for
                    // some targets; cards keep them to what a person asks.
                    Rational::from(rng.range(1, 13))
                } else {
                    number(rng)
                }
            })
            .collect();
        let choices: Vec<u8> = (0..3 * n).map(|_| rng.next_u64() as u8).collect();
        let made = tree(&numbers, &choices).eval();
        let target = match (made, rng.below(10)) {
            (Some(v), 0..=6) => v,
            (_, 7) => Rational::from(0),
            (_, 8) => numbers[0],
            _ => Rational::from(24),
        };
        // A zero with target 0 makes every class of the rest a solution:
        // with seven or more numbers, millions.
        let target = if n >= 7 && target == Rational::from(0) {
            Rational::from(24)
        } else {
            target
        };
        Input {
            numbers,
            target,
            no_parens: rng.one_in(10),
            integers: rng.one_in(4),
        }
    }

    fn check(&self, input: &Input) -> Result<(), String> {
        let Input {
            numbers,
            target,
            no_parens,
            integers,
        } = input;
        let parens = if *no_parens {
            Parens::None
        } else {
            Parens::Any
        };
        let options = Options::default().parens(parens).integers(*integers);
        let solved = match (
            solve(numbers, *target, options),
            check_bound(numbers, target),
        ) {
            (Ok(solved), Ok(())) => solved,
            (Err(e), Err(bound)) if e == bound => return Ok(()),
            (Err(Error::TooLarge), Ok(())) => return Err("refused as too large".into()),
            (r, bound) => return Err(format!("solve says {r:?}, the bound {bound:?}")),
        };
        let hand = sorted(numbers.clone());
        for level in [Level::Strict, Level::Distinct] {
            let mut classes = HashSet::new();
            for (i, s) in solved.solutions(level).iter().enumerate() {
                let e = s.expr();
                if e.eval() != Some(*target) {
                    return Err(format!("{} is {:?}", s.ascii(), e.eval()));
                }
                if sorted(e.numbers()) != hand {
                    return Err(format!("{} does not use the hand once", s.ascii()));
                }
                if *no_parens && e.paren_count() > 0 {
                    return Err(format!("{} has parentheses", s.ascii()));
                }
                if *integers && !whole_throughout(e) {
                    return Err(format!("{} is not whole in every step", s.ascii()));
                }
                let class = normal_form(e, level).ok_or("a solution with no class")?;
                if !classes.insert(class) {
                    return Err(format!("{} repeats a class at {level:?}", s.ascii()));
                }
                if i < READ_BACK {
                    for text in [s.ascii(), s.display()] {
                        reads_back(e, &text, level)?;
                    }
                }
            }
        }
        if solved.count(Level::Distinct) > solved.count(Level::Strict) {
            return Err("more distinct solutions than strict ones".into());
        }
        if *no_parens {
            return Ok(());
        }
        match numbers.len() {
            0..=4 => {
                let want = brute::classes(numbers, target, *integers);
                let got: HashSet<_> = solved
                    .solutions(Level::Strict)
                    .iter()
                    .filter_map(|s| normal_form(s.expr(), Level::Strict))
                    .collect();
                if got != want {
                    return Err(format!(
                        "{} strict classes, the brute force finds {} ({} missing)",
                        got.len(),
                        want.len(),
                        want.difference(&got).count()
                    ));
                }
            }
            5 if brute::solvable(numbers, target, *integers) != solved.is_solvable() => {
                return Err(format!(
                    "solvable: {}, the brute force says otherwise",
                    solved.is_solvable()
                ));
            }
            _ => {}
        }
        Ok(())
    }

    fn shrink(&self, input: &Input) -> Vec<Input> {
        let mut out = Vec::new();
        if input.integers {
            out.push(Input {
                integers: false,
                ..input.clone()
            });
        }
        out.extend(self.shrink_numbers(input));
        out
    }
}

/// Whether every value of `e` is whole: each number and each step's result.
/// Past `i128` a step has no `Rational`; its value is read in the brute
/// force's arbitrary precision instead.
fn whole_throughout(e: &Expr) -> bool {
    fn value(e: ExprRef<'_>) -> Option<brute::Big> {
        match e.node() {
            ExprNode::Num(q) => Some(brute::Big::of(&q)),
            ExprNode::Bin(op, a, b) => value(a)?.apply(op, &value(b)?),
        }
    }
    fn whole(e: ExprRef<'_>) -> bool {
        let own = value(e).is_some_and(|v| v.is_whole());
        match e.node() {
            ExprNode::Num(_) => own,
            ExprNode::Bin(_, a, b) => own && whole(a) && whole(b),
        }
    }
    whole(e.tree())
}

impl Hands {
    fn shrink_numbers(&self, input: &Input) -> Vec<Input> {
        let mut out = Vec::new();
        for i in 0..input.numbers.len() {
            if input.numbers.len() > 1 {
                let mut fewer = input.clone();
                fewer.numbers.remove(i);
                out.push(fewer);
            }
            for simpler in [
                Rational::from(input.numbers[i].numer() / input.numbers[i].denom()),
                Rational::from(1),
                Rational::from(0),
            ] {
                if simpler != input.numbers[i] {
                    let mut s = input.clone();
                    s.numbers[i] = simpler;
                    out.push(s);
                }
            }
        }
        out
    }
}
