//! The browser app: a Yew user interface over the solver.
//!
//! The state and its reducer ([`state`]) and the string table ([`i18n`]) are
//! pure Rust, built and tested natively; the components, which need the
//! browser, are built for wasm32 only.

pub mod i18n;
pub mod state;
