//! Judging an answer against a dealt [`Hand`], exactly, never trusting the
//! page: the text is read by the solver ([`solver::attempt::read`]) and a
//! value that makes the target is placed among the hand's listed solutions
//! by its normal form, the one that lists them. Anything else is the
//! solver's own verdict ([`solver::attempt::judge`], which does not solve
//! when the value misses). So a verdict here equals
//! [`solver::attempt::check_with`]'s at level distinct under the room's
//! rule, without solving the hand again for every correct answer; under
//! "whole numbers only" an answer that makes a fraction is refused,
//! naming the step.

use crate::deal::Hand;
use solver::attempt::{judge_with, read, whole_throughout, Verdict};
use solver::{normal_form, Level};

/// The verdict on `text` for `hand`.
pub fn judge(hand: &Hand, text: &str) -> Verdict {
    judged(hand, text).0
}

/// The verdict on `text` for `hand` and, when it is correct, the answer as
/// the solver reads it, in ASCII (`8/(3-8/3)` for `８／（３－８／３）`).
pub fn judged(hand: &Hand, text: &str) -> (Verdict, Option<String>) {
    let expr = match read(&hand.numbers, text) {
        Ok(expr) => expr,
        Err(invalid) => return (Verdict::Invalid(invalid), None),
    };
    let whole = !hand.options.integers || whole_throughout(&expr).is_ok();
    if whole && expr.eval() == Some(hand.target) {
        let form = normal_form(&expr, Level::Distinct);
        if let Some(which) = hand.forms.iter().position(|f| Some(f) == form.as_ref()) {
            let correct = Verdict::Correct {
                which,
                of: hand.forms.len(),
            };
            return (correct, Some(expr.to_ascii()));
        }
    }
    let verdict = judge_with(
        &hand.numbers,
        hand.target,
        Level::Distinct,
        hand.options,
        &expr,
    );
    let ascii = matches!(verdict, Verdict::Correct { .. }).then(|| expr.to_ascii());
    (verdict, ascii)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::{hand, Rules};
    use cards::Card;
    use solver::attempt::{check_with, Invalid};
    use solver::{Options, Rational};

    fn hand_with(codes: &[&str], target: i128, rules: Rules) -> Hand {
        let cards: Vec<Card> = codes.iter().map(|c| Card::from_code(c).unwrap()).collect();
        hand(&cards, Rational::from(target), rules).unwrap()
    }

    fn hand_of(codes: &[&str], target: i128) -> Hand {
        hand_with(codes, target, Rules::default())
    }

    #[test]
    fn verdicts_are_the_solvers() {
        let whole = Rules {
            options: Options::default().integers(true),
            ..Rules::default()
        };
        let hands = [
            hand_of(&["3s", "3h", "8c", "8d"], 24),
            hand_with(&["2s", "2h", "3c", "8d"], 24, whole),
            hand_with(&["2s", "4h", "8c", "ts"], 24, whole),
            hand_of(&["2s", "4h", "8c", "ts"], 24),
            hand_of(&["as", "2h", "3c", "4d", "5s"], 24),
            hand_of(&["4s", "6h"], 24),
        ];
        let texts = [
            "8/(3-8/3)",
            "8 ÷ (3 − 8 ÷ 3)",
            // As a Chinese or Japanese keyboard types it, with the target.
            "８／（３－８／３）＝２４",
            "8+8+3+3",
            "8*3",
            "8/(3-3)*8",
            "(10-4)*8/2",
            "8*3/2*2",
            "3/2*8*2",
            "2/2*3*8",
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
        // A room reads a typed answer as Play does.
        let typed = judge(&hands[0], "８／（３－８／３）＝２４");
        assert_eq!(typed, Verdict::Correct { which: 0, of: 1 });
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
                    check_with(
                        &hand.numbers,
                        hand.target,
                        Level::Distinct,
                        hand.options,
                        text
                    ),
                    "{text} for {:?}",
                    hand.numbers
                );
            }
        }
    }

    #[test]
    fn under_whole_numbers_only_a_fraction_is_refused_with_its_step() {
        let whole = Rules {
            options: Options::default().integers(true),
            ..Rules::default()
        };
        let hand = hand_with(&["2s", "2h", "3c", "8d"], 24, whole);
        assert!(matches!(judge(&hand, "8*3/2*2"), Verdict::Correct { .. }));
        assert!(matches!(
            judge(&hand, "3/2*8*2"),
            Verdict::Invalid(Invalid::Fraction { step: Some(_), .. })
        ));
    }
}
