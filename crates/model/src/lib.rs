//! The app's pure half: everything the page knows and decides, with no
//! browser in sight, so that all of it is built and tested natively.
//!
//! - [`state`]: the one state and its reducer, every user action applied
//!   by one pure function;
//! - [`link`]: the part of the state a URL carries, read leniently and
//!   written canonically;
//! - [`play`]: a hand being played; [`explore`]: a deck's figures, a slice
//!   at a time, and chart geometry;
//! - [`rooms`]: the live room the page is in, from the server's messages;
//! - [`practice`]: hands at the edge of a player's skill, and worksheets;
//! - leaves: [`notice`], [`theme`], [`paging`], [`keys`], [`picker_grid`],
//!   [`csv`].
//!
//! The languages are the `lang` crate's (a link may name one); their texts
//! are the `texts` crate's, above this one: they word its values.
//!
//! Invariant: imports go one way, never in a circle (checked by `cargo
//! xtask layers`, the first step of `cargo xtask test`).
//! The view (the root crate's
//! components and browser glue) sits on top and is the only part that
//! touches the DOM.

/// The page's languages (`crates/lang`), which a link may name.
pub use ::lang;

pub mod csv;
pub mod explore;
pub mod homework;
pub mod keys;
pub mod link;
pub mod notice;
pub mod paging;
pub mod picker_grid;
pub mod play;
pub mod practice;
pub mod rooms;
pub mod state;
pub mod theme;
pub mod world;
