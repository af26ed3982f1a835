//! End-to-end tests: the release build of the app (`trunk build --release`)
//! served on 127.0.0.1 and driven in headless Chromium through chromedriver.
//!
//! Run by `cargo xtask test`, which builds `dist/` and sets
//! `TWENTYFOUR_E2E_DIST`; without it every scenario says it is skipped and
//! passes. Scenarios run one at a time, each in a fresh browser profile (a
//! scenario that fails runs once more, and the second run decides), and
//! each leaves `target/e2e-screenshots/<scenario>-390.png` and `-1280.png`
//! (with `TWENTYFOUR_E2E_SCREENSHOTS=failures`, which `cargo xtask test`
//! sets under CI, only a failing one does).
//! `CHROMEDRIVER` names the driver (default `/usr/bin/chromedriver`).
//! The `rooms_*` scenarios run against the Rooms server's binary
//! (`TWENTYFOUR_SERVER`, which `cargo xtask test` sets to the build its
//! native tests ran), with several browser sessions at once.
//!
//! The `a11y_*` scenarios run axe-core (found through `TWENTYFOUR_AXE`, which
//! `cargo xtask test` sets) on each state of the page: any violation at the
//! `wcag2a`, `wcag2aa` and `best-practice` tags fails.

#![cfg(not(target_arch = "wasm32"))]

mod a11y;
mod explore;
mod game;
mod harness;
mod homework;
mod languages;
mod offline;
mod on_demand;
mod play;
mod practice;
mod rooms;
mod rooms_challenge;
mod rooms_report;
mod rules;
mod solve;
mod start;
mod worker;
mod worksheet;
mod world;
