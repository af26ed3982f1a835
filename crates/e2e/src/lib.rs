//! Drives the release build of the app (`trunk build --release`) in headless
//! Chromium: [`server`] serves `dist/` on 127.0.0.1, and [`harness`] starts
//! chromedriver, opens a fresh browser profile, runs a scenario with explicit
//! waits (once more, from the start, if it fails) and cleans up whether or
//! not it passed; [`waits`] are the waits
//! scenarios share; [`axe`] checks the page's accessibility with axe-core;
//! [`devtools`] asks Chromium what WebDriver cannot; [`rooms`] runs a
//! scenario of several sessions against the real Rooms server, with a
//! [`proxy`] whose network it can cut or stall.
//!
//! Used by the app's end-to-end tests (`tests/e2e/`) and by the latency
//! benchmark (`benches/latency.rs`). Both find the build through
//! `TWENTYFOUR_E2E_DIST` and skip themselves, saying so, without it.

pub mod axe;
pub mod devtools;
pub mod harness;
pub mod print;
pub mod proxy;
pub mod rooms;
pub mod server;
pub mod waits;

/// What scenarios need to press keys and pass arguments to the page.
pub use fantoccini::key::Key;
pub use harness::{
    dist, in_browser, scenario, scenario_in_language, scenario_on_a_copy, Page, Result,
};
pub use rooms::rooms_scenario;
pub use serde_json::{json, Value};
pub use waits::{
    wait_contains, wait_contains_long, wait_count, wait_result, wait_solution, wait_text, wait_url,
};
