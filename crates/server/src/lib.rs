//! The Rooms server: live multiplayer 24 over one WebSocket path, and the
//! built site (trunk's `dist/`) with a real host's headers, in one binary.
//!
//! Modules, one idea each: [`config`] (the command line), [`site`] (the
//! static files and their headers), [`connection`] (one WebSocket: its
//! limits and decoding), [`room`] (one game, a pure state machine),
//! [`room_task`] (the task that runs a room), [`registry`] (the rooms by
//! code, their cap, the bound on guessed codes), [`deal`] and [`judge`]
//! (hands and answers, over the solver), [`daily`] (the world's daily
//! hand, kept in the database), [`homework`], [`keeper`] (the database,
//! opened when it can be), [`bucket`] (rate limits),
//! [`random`] (codes and tokens), [`shutdown`] and [`app`] (the whole),
//! [`upkeep`] (the commands `backup` and `export-times`).

pub mod app;
pub mod bucket;
pub mod config;
pub mod connection;
pub mod daily;
pub mod deal;
pub mod dealer;
pub mod homework;
pub mod judge;
pub mod keeper;
pub mod listen;
pub mod nickname;
pub mod random;
pub mod registry;
pub mod room;
pub mod room_task;
pub mod shared;
pub mod shutdown;
pub mod site;
pub mod upkeep;
