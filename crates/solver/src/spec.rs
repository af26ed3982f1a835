//! The definition this crate implements, `docs/spec/distinct-solutions.md`
//! in the repository, shown here as it is written there.
#![doc = include_str!("../../../docs/spec/distinct-solutions.md")]
