//! The Explore view's pure part: the work it runs over a deck, in slices
//! ([`run`]), and the geometry of its bar charts ([`chart`]). The numbers
//! come from the solver's `stats` module, unchanged; nothing here counts.
//! Pure Rust, built and tested natively.

pub mod chart;
pub mod run;
