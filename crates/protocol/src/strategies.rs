//! Random values of the wire's types for the round-trip properties of
//! every protocol, written once.

use crate::card::Card;
use cards::Faces;
use proptest::prelude::*;
use solver::attempt::{Invalid, Verdict};
use solver::difficulty::Grade;
use solver::{ExprProblem, NumberProblem, Op, Rational, Step};

pub fn rational() -> impl Strategy<Value = Rational> {
    (any::<i64>(), 1i64..=i64::MAX).prop_map(|(n, d)| Rational::new(n.into(), d.into()))
}

pub fn text() -> impl Strategy<Value = String> {
    prop_oneof![any::<String>(), "[0-9a-z:]{0,10}"]
}

pub fn faces() -> impl Strategy<Value = Faces> {
    prop::sample::select(Faces::ALL.to_vec())
}

pub fn grade() -> impl Strategy<Value = Grade> {
    proptest::sample::select(Grade::ALL.to_vec())
}

pub fn card() -> impl Strategy<Value = Card> {
    (1u8..=13, 0u8..4).prop_map(|(rank, suit)| Card { rank, suit })
}

pub fn number_problem() -> impl Strategy<Value = NumberProblem> {
    proptest::sample::select(vec![
        NumberProblem::Empty,
        NumberProblem::Invalid,
        NumberProblem::ZeroDenominator,
        NumberProblem::TooLarge,
    ])
}

pub fn expr_problem() -> impl Strategy<Value = ExprProblem> {
    prop_oneof![
        text().prop_map(ExprProblem::Unexpected),
        Just(ExprProblem::End),
        Just(ExprProblem::MissingParen),
        Just(ExprProblem::MissingBracket),
        Just(ExprProblem::LoneMinus),
        number_problem().prop_map(ExprProblem::Number),
        Just(ExprProblem::TooLong),
    ]
}

pub fn op() -> impl Strategy<Value = Op> {
    prop::sample::select(vec![Op::Add, Op::Sub, Op::Mul, Op::Div])
}

pub fn step() -> impl Strategy<Value = Step> {
    (rational(), op(), rational(), rational()).prop_map(|(left, op, right, result)| Step {
        left,
        op,
        right,
        result,
    })
}

pub fn verdict() -> impl Strategy<Value = Verdict> {
    prop_oneof![
        (any::<u32>(), any::<u32>()).prop_map(|(which, of)| Verdict::Correct {
            which: which as usize,
            of: of as usize
        }),
        rational().prop_map(Verdict::WrongValue),
        (any::<u32>(), any::<u32>(), expr_problem()).prop_map(|(byte, char, problem)| {
            Verdict::Invalid(Invalid::Syntax {
                byte: byte as usize,
                char: char as usize,
                problem,
            })
        }),
        rational().prop_map(|q| Verdict::Invalid(Invalid::NotInHand(q))),
        rational().prop_map(|q| Verdict::Invalid(Invalid::UsedTwice(q))),
        rational().prop_map(|q| Verdict::Invalid(Invalid::Missing(q))),
        Just(Verdict::Invalid(Invalid::DivisionByZero)),
        Just(Verdict::Invalid(Invalid::TooLarge)),
        (rational(), prop::option::of(step())).prop_map(|(value, step)| {
            Verdict::Invalid(Invalid::Fraction {
                value,
                step: step.map(Box::new),
            })
        }),
    ]
}
