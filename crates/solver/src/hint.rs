//! Hints for a player, each giving away a little more of one solution:
//! [`hints`].
//!
//! The four hints, in the order a player asks for them:
//! 1. whether the hand can make the target, and how many distinct solutions
//!    it has ([`Hints::count`]);
//! 2. the first two numbers to combine ([`Hints::first`]'s `left` and
//!    `right`);
//! 3. the operation on them ([`Hints::first`]'s `op`, and its result);
//! 4. the value to reach with the rest ([`Hints::goal`]).
//!
//! All of them come from one solution: the first that [`solve`] lists at the
//! level (with [`hints_with`], under the options' rule: with
//! [`Options::integers`], a solution whole throughout, so no hint shows a
//! fraction). Its first step is the one a person works out first (the first
//! of [`Expr::steps`](crate::Expr::steps)), always two numbers of the hand.
//!
//! The goal, precisely. The solution's last operation joins two sides; call
//! `X` the side that holds the first step and `Y` the other.
//! - When `X` is more than the first step (a chain such as
//!   `((a ∘ b) ∘ c) ⋆ d`), the goal is `X`'s value, to be made from the first
//!   step's result and `X`'s other numbers ([`Goal::with_first`] is true);
//!   then `Y`'s numbers finish the job.
//! - When `X` is the first step itself (`(a ∘ b) ⋆ (c ∘ d)`), the goal is
//!   `Y`'s value, to be made from `Y`'s numbers alone
//!   ([`Goal::with_first`] is false).
//! - A hand of two numbers has no goal: the first step is the last.

use crate::error::Error;
use crate::expr::{ExprNode, ExprRef, Step};
use crate::level::Level;
use crate::number::Rational;
use crate::options::Options;
use crate::solve::solve;

/// Every hint for one hand, from one of its solutions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hints {
    /// How many distinct solutions there are at the level; 0 when the hand
    /// cannot make the target.
    pub count: usize,
    /// The first step of the solution: two numbers of the hand, the
    /// operation and its result. `None` when there is no solution or the
    /// hand is a single number.
    pub first: Option<Step>,
    /// The value to reach with the rest; see the module doc.
    pub goal: Option<Goal>,
}

/// The value to reach with the rest of the hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goal {
    /// The value to make.
    pub value: Rational,
    /// Whether it is made from the first step's result as well as
    /// [`Goal::numbers`].
    pub with_first: bool,
    /// The numbers of the hand it is made from (besides the first step's
    /// result, when [`Goal::with_first`]), left to right.
    pub numbers: Vec<Rational>,
}

/// The hints for `numbers` making `target`, from the first solution listed
/// at `level`.
///
/// ```
/// use twentyfour_solver::hint::{hints, Goal};
/// use twentyfour_solver::{Level, Op, Rational};
///
/// let q = Rational::from;
/// let h = hints(&[3, 3, 8, 8].map(q), q(24), Level::Distinct)?;
/// assert_eq!(h.count, 1);
/// let first = h.first.unwrap();
/// assert_eq!((first.left, first.op, first.right), (q(8), Op::Div, q(3)));
/// // 8 ÷ (3 − 8/3): make 1/3 from 8/3 and the 3, then the 8 finishes.
/// assert_eq!(h.goal, Some(Goal { value: Rational::new(1, 3), with_first: true, numbers: vec![q(3)] }));
/// # Ok::<(), twentyfour_solver::Error>(())
/// ```
pub fn hints(numbers: &[Rational], target: Rational, level: Level) -> Result<Hints, Error> {
    hints_with(numbers, target, level, Options::default())
}

/// [`hints`] from the first solution [`solve`] lists with `options`: under
/// the whole-numbers rule ([`Options::integers`]) the count is of the
/// solutions under the rule, and every hint comes from one whose values are
/// all whole.
///
/// ```
/// use twentyfour_solver::hint::hints_with;
/// use twentyfour_solver::{Level, Options, Rational};
///
/// let q = Rational::from;
/// let whole = Options::default().integers(true);
/// assert_eq!(hints_with(&[3, 3, 8, 8].map(q), q(24), Level::Distinct, whole)?.count, 0);
/// let h = hints_with(&[4, 4, 10, 10].map(q), q(24), Level::Distinct, whole)?;
/// assert_eq!(h.first.unwrap().to_string(), "10 × 10 = 100");
/// # Ok::<(), twentyfour_solver::Error>(())
/// ```
pub fn hints_with(
    numbers: &[Rational],
    target: Rational,
    level: Level,
    options: Options,
) -> Result<Hints, Error> {
    let solved = solve(numbers, target, options)?;
    let list = solved.solutions(level);
    let Some(solution) = list.first() else {
        return Ok(Hints {
            count: 0,
            first: None,
            goal: None,
        });
    };
    // (No first step to show when the steps pass `i128`: see `Solution::steps`.)
    let first = solution.steps().and_then(|steps| steps.into_iter().next());
    Ok(Hints {
        count: list.len(),
        first,
        goal: goal(solution.expr().tree()),
    })
}

/// The goal of a solution; see the module doc.
fn goal(root: ExprRef<'_>) -> Option<Goal> {
    let ExprNode::Bin(_, left, right) = root.node() else {
        return None;
    };
    // The first step lies on the left unless the left is a lone number:
    // steps go left before right.
    let (x, y) = if is_bin(left) {
        (left, right)
    } else {
        (right, left)
    };
    if !is_bin(x) {
        // Two numbers: the first step is the whole solution.
        return None;
    }
    let first = first_step(x);
    // The first step has two numbers; `x` holds it, so it is it when it
    // has two as well.
    if leaves(x).len() == 2 {
        Some(Goal {
            value: y.eval()?,
            with_first: false,
            numbers: leaves(y),
        })
    } else {
        let mut numbers = leaves(x);
        for q in leaves(first) {
            if let Some(i) = numbers.iter().position(|n| *n == q) {
                numbers.remove(i);
            }
        }
        Some(Goal {
            value: x.eval()?,
            with_first: true,
            numbers,
        })
    }
}

fn is_bin(e: ExprRef<'_>) -> bool {
    matches!(e.node(), ExprNode::Bin(..))
}

/// The operation worked out first in `e`, which is one: the leftmost whose
/// operands are both numbers.
fn first_step(e: ExprRef<'_>) -> ExprRef<'_> {
    match e.node() {
        ExprNode::Bin(_, a, _) if is_bin(a) => first_step(a),
        ExprNode::Bin(_, _, b) if is_bin(b) => first_step(b),
        _ => e,
    }
}

/// The numbers at the leaves, left to right.
fn leaves(e: ExprRef<'_>) -> Vec<Rational> {
    match e.node() {
        ExprNode::Num(q) => vec![q],
        ExprNode::Bin(_, a, b) => [leaves(a), leaves(b)].concat(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::Expr;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn q(n: i128) -> Rational {
        Rational::from(n)
    }

    fn goal_of(text: &str) -> Option<Goal> {
        goal(text.parse::<Expr>().unwrap().tree())
    }

    #[test]
    fn the_goal_follows_the_shape() {
        // A chain: make (8-4)+2 = 6 from 8-4's result and the 2.
        assert_eq!(
            goal_of("(8-4+2)*4"),
            Some(Goal {
                value: q(6),
                with_first: true,
                numbers: vec![q(2)]
            })
        );
        // Two pairs: the other pair must make 6.
        assert_eq!(
            goal_of("(8-4)*(3+3)"),
            Some(Goal {
                value: q(6),
                with_first: false,
                numbers: vec![q(3), q(3)]
            })
        );
        // The first step on the right of the last operation.
        assert_eq!(
            goal_of("2*(3+3*3)"),
            Some(Goal {
                value: q(12),
                with_first: true,
                numbers: vec![q(3)]
            })
        );
        assert_eq!(goal_of("4*6"), None);
        assert_eq!(goal_of("4"), None);
        assert_eq!(
            goal_of("(2+4)*4"),
            Some(Goal {
                value: q(4),
                with_first: false,
                numbers: vec![q(4)]
            })
        );
    }

    #[test]
    fn hints_come_from_the_first_listed_solution() {
        for (hand, target) in [
            (vec![3, 3, 8, 8], 24),
            (vec![1, 2, 3, 4], 24),
            (vec![2, 4, 8, 10], 24),
            (vec![4, 6], 24),
            (vec![2, 3, 4], 24),
            (vec![1, 2, 3, 4, 5, 6], 24),
            (vec![1, 2, 3, 4, 5], 7),
        ] {
            let numbers: Vec<Rational> = hand.iter().map(|&n| q(n)).collect();
            let target = q(target);
            let h = hints(&numbers, target, Level::Distinct).unwrap();
            let solved = solve(&numbers, target, Options::default()).unwrap();
            let first_solution = &solved.solutions(Level::Distinct)[0];
            assert_eq!(h.count, solved.count(Level::Distinct));
            let first = h.first.clone().unwrap();
            assert_eq!(first, first_solution.steps().unwrap()[0]);
            // Both operands are numbers of the hand, and the step is exact.
            assert!(numbers.contains(&first.left) && numbers.contains(&first.right));
            assert_eq!(
                first.op.apply(&first.left, &first.right),
                Some(first.result)
            );
            match &h.goal {
                None => assert_eq!(numbers.len(), 2),
                Some(goal) => {
                    // The goal's numbers and the first pair are all hand
                    // numbers, never more than the hand has.
                    let mut rest = numbers.clone();
                    for n in goal.numbers.iter().chain([&first.left, &first.right]) {
                        let i = rest.iter().position(|m| m == n).unwrap();
                        rest.remove(i);
                    }
                }
            }
        }
    }

    #[test]
    fn under_the_rule_no_hint_shows_a_fraction() {
        let whole = Options::default().integers(true);
        for hand in [
            [1, 5, 5, 5],
            [3, 3, 8, 8],
            [2, 2, 3, 8],
            [4, 4, 10, 10],
            [1, 3, 4, 6],
        ] {
            let numbers = hand.map(q);
            let h = hints_with(&numbers, q(24), Level::Distinct, whole).unwrap();
            let solved = solve(&numbers, q(24), whole).unwrap();
            assert_eq!(h.count, solved.count(Level::Distinct), "{hand:?}");
            if let Some(first) = &h.first {
                assert!([first.left, first.right, first.result]
                    .iter()
                    .all(Rational::is_integer));
            }
            if let Some(goal) = &h.goal {
                assert!(goal.value.is_integer(), "{hand:?}");
            }
        }
    }

    #[test]
    fn an_unsolvable_hand_has_only_its_count() {
        let h = hints(&[q(1), q(1), q(1), q(1)], q(24), Level::Distinct).unwrap();
        assert_eq!(
            h,
            Hints {
                count: 0,
                first: None,
                goal: None
            }
        );
        assert!(hints(&[], q(24), Level::Distinct).is_err());
    }
}
