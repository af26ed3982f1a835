//! The messages between the page and the programs it talks to, written once
//! for both ends: [`worker`], the page and its solving worker
//! (`crates/worker`); [`room`], the page and the Rooms server
//! (`crates/server`); [`daily`], the page and the server on the world's
//! daily hand.
//!
//! Every message is text in one codec ([`codec`]): a sequence of fields,
//! each its byte length in decimal, a colon, then its bytes. This crate has
//! no dependency but the solver (whose `Rational` some messages carry), and
//! no serialisation library, so the page pays only for the code it calls.

pub mod card;
pub mod codec;
pub mod daily;
pub mod envelope;
pub mod homework;
pub mod room;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod strategies;
mod verdict;
mod wire;
pub mod worker;
