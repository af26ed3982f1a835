//! `cargo xtask bench`: the solver benchmark natively, then in headless
//! Chromium as the solving worker's build, then the release build of the app
//! timed in headless Chromium from the last card picked to the answer on
//! screen. Each prints its own timings;
//! none asserts anything about time.
//!
//! `cargo xtask bench --rooms` runs the Rooms server's load benchmark
//! instead (`crates/server/benches/load.rs`): simulated players over
//! loopback against the server binary, built with the server's profile;
//! `cargo xtask bench --daily` the world's daily's
//! (`crates/server/benches/daily.rs`), on SQLite and PostgreSQL.

use crate::{cargo, exec, serve, step, test, tools, Result};

/// The Rooms server's load benchmark.
pub fn rooms() -> Result {
    step("the Rooms server under simulated players, over loopback");
    exec(cargo().args([
        "bench",
        "--profile",
        serve::PROFILE,
        "-p",
        "twentyfour-server",
        "--bench",
        "load",
    ]))
}

/// The world's daily's load benchmark, on SQLite and on a PostgreSQL of its
/// own.
pub fn daily() -> Result {
    step("the world's daily under 10,000 browsers, over loopback");
    let postgres = crate::postgres::Postgres::durable()?;
    let mut command = cargo();
    command.args([
        "bench",
        "--profile",
        serve::PROFILE,
        "-p",
        "twentyfour-server",
        "--bench",
        "daily",
    ]);
    if let Some(pg) = &postgres {
        command.env(crate::postgres::VAR, &pg.url);
    }
    exec(&mut command)
}

pub fn run() -> Result {
    tools::web()?;
    let chromedriver = tools::browser()?;

    step("native benchmark");
    exec(cargo().args(["bench", "-p", "twentyfour-solver", "--bench", "solve"]))?;

    // The profile trunk ships the solving worker with (speed-tuned, the
    // solver's arithmetic inline): every solve of the page runs there.
    let builds: [(&str, &[&str]); 1] = [("worker-release", &[])];
    for (profile, features) in builds {
        step(&format!(
            "wasm benchmark in headless Chromium, profile {profile}"
        ));
        // `--nocapture` makes wasm-bindgen-test-runner print the page's
        // console output, which is where the benchmark reports its timings.
        exec(
            cargo()
                .args([
                    "test",
                    "-p",
                    "twentyfour-solver",
                    "--profile",
                    profile,
                    "--target",
                    tools::WASM_TARGET,
                    "--test",
                    "wasm_bench",
                ])
                .args(features)
                .args(["--", "--nocapture"])
                .env("CHROMEDRIVER", &chromedriver),
        )?;
    }

    step("release build, then last card → answer in headless Chromium");
    let dist = test::release_build()?;
    exec(test::against_build(
        cargo().args(["bench", "-p", "twentyfour-e2e", "--bench", "latency"]),
        &dist,
        &chromedriver,
    ))
}
