//! The Explore view's pure part: what a deck's figures depend on and the
//! runs that compute them ([`deck`], run by the solving worker), and the
//! geometry of its bar charts ([`chart`]). Pure Rust, built and tested
//! natively.

pub mod chart;
pub mod deck;
