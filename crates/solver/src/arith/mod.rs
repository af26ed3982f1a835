//! The exact arithmetic of the searches: reduced fractions written once
//! over every integer width.
//!
//! - `int.rs`: the widths ([`Int`]): `i64` and `i128`, checked, for the
//!   general search; [`Bounded`](int::Bounded), parts below 2^31 with no overflow check,
//!   for the four-number search (these three are [`Fixed`]).
//! - `frac.rs`: [`Frac`], reduced fractions over any width, and `combine`.
//! - `big.rs` (feature `big`): `Big`, the arbitrary-precision width past
//!   the fixed widths' bound.
//! - `small.rs`: [`Small`], a `Frac<Bounded>` packed into one 64-bit key.
//!
//! Imports: only the crate's vocabulary at the root (`number`, `expr::Op`,
//! `hash`). Never `distinct/`, its sibling in the pipeline, nor `search/`,
//! `solve.rs` or a feature, which build on it (`cargo xtask layers` checks).
//! What the rest of the crate uses is re-exported here.

#[cfg(feature = "big")]
mod big;
mod frac;
mod int;
mod small;

#[cfg(feature = "big")]
pub(crate) use big::{to_ratio, Big};
pub(crate) use frac::Frac;
pub(crate) use int::{Fixed, Int};
pub(crate) use small::Small;
