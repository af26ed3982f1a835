//! An exact solver for the 24 game and its generalisations.
//!
//! [`solve`] takes a multiset of rationals and a target and returns every
//! solution class at both levels of the [`spec`], which defines when two
//! solutions are the same: `distinct` (the default) and `strict`.
//!
//! ```
//! use twentyfour_solver::{solve, Level, Options, Rational};
//!
//! let hand = [3, 3, 8, 8].map(Rational::from);
//! let solved = solve(&hand, Rational::from(24), Options::default())?;
//! let texts: Vec<String> = solved.solutions(Level::Distinct).iter().map(|s| s.ascii()).collect();
//! assert_eq!(texts, ["8/(3-8/3)"]);
//! # Ok::<(), twentyfour_solver::Error>(())
//! ```
//!
//! What is exact and what is an estimate. Every solve, every check of a
//! player's answer ([`attempt`]), every hint ([`hint`]) and every count
//! ([`stats`], [`Solved::count`]) is decided in exact rational arithmetic
//! ([`Rational`] and the searches' own exact fractions): no floating point
//! takes part in them, and their answers are the same on every machine. The
//! one estimate is [`difficulty`]: its seconds are an `f64`, a fitted model's
//! guess at how long a person takes, and its [`Grade`](difficulty::Grade)
//! follows from them; whether a hand is rated at all (whether it is
//! solvable) is still decided exactly.
//!
//! It knows nothing of playing cards or of the web. Text goes in and out
//! through `FromStr` and `Display` ([`Rational`], [`Expr`], [`Level`]); every
//! failure is an [`Error`].
//!
//! Invariants:
//! - every returned [`Solution`] uses each input number exactly once and
//!   evaluates exactly to the target;
//! - no two solutions at one level have the same normal form;
//! - the lists are in a stable order, simplest first;
//! - arithmetic never overflows: hands within [`check_bound`]'s `i128`
//!   bound are solved in fixed widths, and larger ones in arbitrary
//!   precision (the `big` feature, on by default; without it they are
//!   refused with [`Error::TooLarge`] before any work starts).
//!
//! # Crate features
//!
//! - `big` (default): arbitrary-precision arithmetic past the `i128` bound
//!   of [`check_bound`], so that a hand of numbers of any size is solved;
//!   without it such a hand is refused with [`Error::TooLarge`]. It adds
//!   `num-bigint`.
//! - `inline` (default): in wasm32, forces the fraction arithmetic's hot
//!   helpers inline, as they always are natively: faster, but a larger
//!   wasm. Natively it changes nothing. (The app's page leaves both out
//!   for its download size; its solving worker has both.)
//! - `fit`: makes `difficulty::fit` public, the difficulty model's workings
//!   that `cargo xtask fit-difficulty` fits: not part of the API.

// A stranger reads the docs: every public item has one.
#![warn(missing_docs)]

// The parts of `src/` and what each may import (`cargo xtask layers` checks;
// ARCHITECTURE.md draws it). No two parts import each other, even in a loop.
// - The vocabulary at the root (`number`, `error`, `level`, `limits`,
//   `options`, `solution`, `bound`, `expr/`, and the shared `hash` and
//   `scratch`) imports only itself.
// - The pipeline: `arith/` (exact arithmetic) and `distinct/` (normal forms,
//   rendering) import only the vocabulary; `search/` imports both; `solve.rs`
//   imports `search/` and `distinct/`.
// - The features (`attempt`, `hint`, `stats/`, `difficulty/`, and the hidden
//   `test_support`) import `solve.rs`, `arith/`, `distinct/` and the
//   vocabulary, never `search/` or each other.
// Within a folder, no two files import each other but a parent and its
// children. A folder's `mod.rs` re-exports what the rest of the crate uses.

mod arith;
pub mod attempt;
mod bound;
pub mod difficulty;
mod distinct;
mod error;
mod expr;
mod hash;
pub mod hint;
mod level;
mod limits;
mod number;
mod options;
mod scratch;
mod search;
mod solution;
mod solve;
pub mod spec;
pub mod stats;
#[doc(hidden)]
pub mod test_support;

pub use bound::check_bound;
pub use distinct::{normal_form, NormalForm, Term};
pub use error::{Error, ExprProblem, NumberProblem};
pub use expr::{Expr, ExprNode, ExprRef, Op, Step};
pub use level::Level;
pub use limits::MAX_NUMBERS;
pub use number::Rational;
pub use options::{Options, Parens};
pub use solution::{Solution, Solved};
pub use solve::solve;

// The unit tests run in wasm32 too, in headless Chromium like the page
// (`cargo xtask test`; by hand, `CHROMEDRIVER=… WASM_BINDGEN_TEST_TIMEOUT=300
// cargo test -p twentyfour-solver --target wasm32-unknown-unknown --lib`).
// Each test module takes `wasm_bindgen_test` as its `test` attribute there,
// as wasm-bindgen-test-runner runs no other.
#[cfg(all(test, target_arch = "wasm32"))]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);
