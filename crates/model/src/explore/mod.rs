//! The Explore view's pure part: what a deck's figures depend on and the
//! runs that compute them ([`deck`], run by the solving worker), how long a
//! run has left ([`eta`]), the geometry of its bar charts ([`chart`]) and
//! the bar picked in one ([`pick`]). Pure Rust, built and tested natively.

pub mod chart;
pub mod deck;
pub mod eta;
pub mod pick;
