//! An exact solver for the 24 game and its generalisations.
//!
//! [`solve`] takes a multiset of rationals and a target and returns every
//! solution class at both levels of `distinct-solutions.md`: `distinct` (the
//! default) and `strict`. Every decision uses exact rational arithmetic; there is
//! no floating point anywhere in this crate. It knows nothing of
//! playing cards or of the web.
//!
//! Invariants:
//! - every returned [`Solution`] uses each input number exactly once and
//!   evaluates exactly to the target;
//! - no two solutions at one level have the same normal form;
//! - the lists are in a stable order, simplest first;
//! - arithmetic never overflows: inputs outside [`check_bound`] are refused with
//!   [`SolveError::TooLarge`] before any work starts.

mod classes;
pub mod difficulty;
mod expr;
mod four;
mod frac;
mod normal;
mod number;
mod render;
mod scratch;
mod search;
mod small;
mod solve;
pub mod stats;

pub use expr::{Expr, ExprNode, ExprRef, Op, ParseExprError, Step};
pub use normal::{normal_form, NormalForm};
pub use number::{format_number, parse_number, ParseNumberError, Rational};
pub use solve::{check_bound, solve, Level, Solution, SolveError, Solved, MAX_NUMBERS};
