//! Judging an answer against a dealt [`Hand`], exactly, never trusting the
//! page: the text is read by the solver ([`solver::attempt::read`]) and a
//! value that makes the target is placed among the hand's listed solutions
//! by its normal form, the one that lists them. Anything else is the
//! solver's own verdict ([`solver::attempt::judge`], which does not solve
//! when the value misses). So a verdict here equals
//! [`solver::attempt::check`]'s at level distinct, without solving the hand
//! again for every correct answer.

use crate::deal::Hand;
use solver::attempt::{judge as solver_judge, read, Verdict};
use solver::{normal_form, Level};

/// The verdict on `text` for `hand`.
pub fn judge(hand: &Hand, text: &str) -> Verdict {
    let expr = match read(&hand.numbers, text) {
        Ok(expr) => expr,
        Err(invalid) => return Verdict::Invalid(invalid),
    };
    if expr.eval() == Some(hand.target) {
        let form = normal_form(&expr, Level::Distinct);
        if let Some(which) = hand.forms.iter().position(|f| Some(f) == form.as_ref()) {
            return Verdict::Correct {
                which,
                of: hand.forms.len(),
            };
        }
    }
    solver_judge(&hand.numbers, hand.target, Level::Distinct, &expr)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::hand;
    use cards::Card;
    use solver::attempt::check;
    use solver::Rational;

    fn hand_of(codes: &[&str], target: i128) -> Hand {
        let cards: Vec<Card> = codes.iter().map(|c| Card::from_code(c).unwrap()).collect();
        hand(&cards, Rational::from(target)).unwrap()
    }

    #[test]
    fn verdicts_are_the_solvers() {
        let hands = [
            hand_of(&["3s", "3h", "8c", "8d"], 24),
            hand_of(&["2s", "4h", "8c", "ts"], 24),
            hand_of(&["as", "2h", "3c", "4d", "5s"], 24),
            hand_of(&["4s", "6h"], 24),
        ];
        let texts = [
            "8/(3-8/3)",
            "8 ÷ (3 − 8 ÷ 3)",
            "8+8+3+3",
            "8*3",
            "8/(3-3)*8",
            "(10-4)*8/2",
            "8/2*(10-4)",
            "2*10+8-4",
            "10*2+4-8",
            "4*6",
            "6×4",
            "(5+1)*4*(3-2)",
            "1*2*3*4*5",
            "8 ? 3",
            "",
            "((((",
        ];
        for hand in &hands {
            for solution in &hand.solutions {
                let v = judge(hand, solution);
                assert!(matches!(v, Verdict::Correct { .. }), "{solution}: {v:?}");
            }
            for text in texts
                .iter()
                .copied()
                .chain(hand.solutions.iter().map(String::as_str))
            {
                assert_eq!(
                    judge(hand, text),
                    check(&hand.numbers, hand.target, Level::Distinct, text),
                    "{text} for {:?}",
                    hand.numbers
                );
            }
        }
    }
}
