//! 24: an exact solver for the 24 game and the browser app built on it.
//!
//! - [`solver`] is pure Rust with no web dependencies: it finds every distinct
//!   way to make a target from a multiset of exact rationals.
//! - [`cards`] models playing cards and hands, and the URL codec for sharing a hand.
//! - `app` (wasm32 only) is the Yew user interface.

pub mod cards;
pub mod solver;

#[cfg(target_arch = "wasm32")]
pub mod app;
