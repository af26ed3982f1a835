//! 24: an exact solver for the 24 game and the browser app built on it.
//!
//! - [`solver`] is pure Rust with no web dependencies: it finds every distinct
//!   way to make a target from a multiset of exact rationals.
//! - [`cards`] models playing cards and hands, and the URL codec for sharing a hand.
//! - [`app`] is the Yew user interface; its state and strings are pure Rust,
//!   its components are built for wasm32 only.

pub mod cards;
pub mod solver;

pub mod app;
