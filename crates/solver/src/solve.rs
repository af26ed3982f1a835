//! The solver's entry point: checks the input, searches, groups the results
//! into classes at both levels and picks a readable representative for each.

use crate::bound::bound;
use crate::error::Error;
use crate::normal::Arena;
use crate::number::Rational;
use crate::options::{Options, Parens};
use crate::render;
use crate::scratch;
use crate::search;
use crate::solution::Solved;
use std::cell::RefCell;

thread_local! {
    /// The normal forms of one solve, kept per thread for their buffers.
    static ARENA: RefCell<Arena> = RefCell::new(Arena::default());
}

/// Finds every solution of `numbers` making `target`, at both levels.
///
/// Refuses a hand that is empty, has more than
/// [`MAX_NUMBERS`](crate::MAX_NUMBERS) numbers, or is outside
/// [`check_bound`](crate::check_bound), before any work starts. With
/// [`Parens::None`], only solutions that can be written without parentheses
/// under normal precedence are kept, and each is shown in such a form.
///
/// ```
/// use twentyfour_solver::{solve, Level, Options, Rational};
///
/// let hand = [1, 2, 3, 4].map(Rational::from);
/// let solved = solve(&hand, Rational::from(24), Options::default())?;
/// assert_eq!(solved.count(Level::Distinct), 3);
/// assert_eq!(solved.count(Level::Strict), 4);
/// assert_eq!(solved.solutions(Level::Distinct)[0].ascii(), "4*3*2*1");
/// # Ok::<(), twentyfour_solver::Error>(())
/// ```
pub fn solve(numbers: &[Rational], target: Rational, options: Options) -> Result<Solved, Error> {
    let bound = bound(numbers, &target)?;
    let (strict, distinct) = scratch::with(&ARENA, |arena| {
        let mut classes = search::find(arena, numbers, target, bound);
        if options.parens == Parens::None {
            classes.retain(|&c| arena.is_paren_free(c));
        }
        render::solutions(arena, numbers, &classes)
    });
    Ok(Solved { distinct, strict })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::tests::tree_order;
    use crate::expr::Expr;
    use crate::level::Level;

    #[test]
    fn codes_order_as_trees_among_the_expressions_of_one_hand() {
        let hand = [1, 2, 3, 4, 5, 6].map(Rational::from);
        let solved = solve(&hand, Rational::from(24), Options::default()).unwrap();
        let all: Vec<&Expr> = solved
            .solutions(Level::Strict)
            .iter()
            .map(|s| s.expr())
            .step_by(7)
            .collect();
        assert!(all.len() > 200);
        for a in &all {
            assert!(a.shares_store(all[0]));
            for b in &all {
                let order = tree_order(a.tree(), b.tree());
                let code = |e: &Expr| e.tree().code().unwrap();
                assert_eq!(code(a).cmp(&code(b)), order);
                assert_eq!(a.cmp(b), order, "{a:?} {b:?}");
            }
        }
        // Expressions over different lists compare by value.
        for e in all.iter().take(20) {
            let parsed: Expr = e.to_ascii().parse().unwrap();
            assert!(!parsed.shares_store(e));
            assert_eq!(&parsed, *e);
            assert_eq!(parsed.tree(), e.tree());
            use std::hash::BuildHasher;
            let state = std::hash::RandomState::new();
            assert_eq!(state.hash_one(&parsed), state.hash_one(e));
        }
    }
}
