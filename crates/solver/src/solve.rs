//! The solver's entry point: checks the input, searches, keeps the classes
//! the options allow, groups them into classes at both levels and picks a
//! readable representative for each.
//!
//! The options only ever remove strict classes, before the `distinct` ones
//! are made from those left: a `distinct` class is kept exactly when one of
//! its strict members is, and shown by the simplest member kept. So under
//! the whole-numbers rule a `distinct` class counts when some member is whole
//! throughout, and shows such a member.

use crate::bound::fixed_bound;
use crate::distinct::{self, Arena};
use crate::error::Error;
use crate::number::Rational;
use crate::options::{Options, Parens};
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
/// Refuses a hand that is empty or has more than
/// [`MAX_NUMBERS`](crate::MAX_NUMBERS) numbers (and, without the `big`
/// feature, one outside [`check_bound`](crate::check_bound)), before any
/// work starts. Hands within the `i128` bound of `check_bound` are solved
/// with fixed-width arithmetic; larger ones with arbitrary precision. With
/// [`Parens::None`], only solutions that can be written without parentheses
/// under normal precedence are kept, and each is shown in such a form. With
/// [`Options::integers`], only solutions with a member whose every value is
/// whole are kept, and each is shown by such a member.
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
    let bound = fixed_bound(numbers, &target)?;
    Ok(solve_within(numbers, target, options, bound))
}

/// [`solve`] of an accepted hand, in the arithmetic `bound` picks (see
/// `search::find`).
fn solve_within(
    numbers: &[Rational],
    target: Rational,
    options: Options,
    bound: Option<u128>,
) -> Solved {
    let (strict, distinct) = scratch::with(&ARENA, |arena| {
        let mut classes = search::find(arena, numbers, target, bound);
        if options.parens == Parens::None {
            classes.retain(|&c| arena.is_paren_free(c));
        }
        if options.integers {
            classes.retain(|&c| arena.is_whole(c));
        }
        distinct::solutions(arena, numbers, &classes)
    });
    Solved { distinct, strict }
}

/// The arbitrary-precision search against the fixed widths, on hands both
/// can solve: the same classes, written the same way.
#[cfg(all(test, feature = "big"))]
mod big_agrees {
    use super::*;
    use crate::bound::fixed_bound;
    use proptest::prelude::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn number() -> impl Strategy<Value = Rational> {
        prop_oneof![
            4 => (1i128..=13).prop_map(Rational::from),
            2 => (-6i128..=-1).prop_map(Rational::from),
            1 => Just(Rational::from(0)),
            2 => (-6i128..=6, 2i128..=5).prop_map(|(n, d)| Rational::new(n, d)),
            1 => (-(1i128 << 40)..=(1i128 << 40)).prop_map(Rational::from),
        ]
    }

    fn texts(solved: &Solved, level: crate::level::Level) -> Vec<String> {
        solved.solutions(level).iter().map(|s| s.ascii()).collect()
    }

    fn agree(numbers: &[Rational], target: Rational, options: Options) {
        let Ok(Some(bound)) = fixed_bound(numbers, &target) else {
            return;
        };
        let fixed = solve_within(numbers, target, options, Some(bound));
        let big = solve_within(numbers, target, options, None);
        for level in [crate::level::Level::Strict, crate::level::Level::Distinct] {
            assert_eq!(
                fixed.count(level),
                big.count(level),
                "{numbers:?} -> {target}"
            );
            assert_eq!(
                texts(&fixed, level),
                texts(&big, level),
                "{numbers:?} -> {target}"
            );
        }
        assert_eq!(fixed, big);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn finds_and_writes_what_the_fixed_widths_do(
            numbers in proptest::collection::vec(number(), 1..=5),
            target in prop_oneof![Just(Rational::from(24)), number()],
            no_parens in any::<bool>(),
            integers in any::<bool>(),
        ) {
            let parens = if no_parens { Parens::None } else { Parens::default() };
            agree(&numbers, target, Options::default().parens(parens).integers(integers));
        }
    }

    #[test]
    fn on_known_hands() {
        for (hand, target) in [
            (&[1, 2, 3, 4, 5, 6][..], 24),
            (&[3, 3, 8, 8], 24),
            (&[0, 0, 5, 7], 0),
            (&[1_000_000, 999_999, 999_998, 999_997, 999_996], 1),
        ] {
            let numbers: Vec<Rational> = hand.iter().map(|&v| Rational::from(v)).collect();
            agree(&numbers, Rational::from(target), Options::default());
            agree(
                &numbers,
                Rational::from(target),
                Options::default().integers(true),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::tests::tree_order;
    use crate::expr::Expr;
    use crate::level::Level;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

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
