//! `cargo xtask bench`: the solver benchmark natively, then in headless
//! Chromium, then the release build of the app timed in headless Chromium from
//! the last card picked to the answer on screen. Each prints its own timings;
//! none asserts anything about time.

use crate::{cargo, exec, step, test, tools, Result};

pub fn run() -> Result {
    tools::wasm_target()?;
    tools::wasm_bindgen()?;
    tools::trunk()?;
    let chromedriver = tools::chromium()?;

    step("native benchmark");
    exec(cargo().args(["bench", "--bench", "solve"]))?;

    // `--release` builds with the release profile, the one trunk ships.
    step("wasm benchmark in headless Chromium");
    // `--nocapture` makes wasm-bindgen-test-runner print the page's console
    // output, which is where the benchmark reports its timings.
    exec(
        cargo()
            .args([
                "test",
                "--release",
                "--target",
                tools::WASM_TARGET,
                "--test",
                "wasm_bench",
            ])
            .args(["--", "--nocapture"])
            .env("CHROMEDRIVER", &chromedriver),
    )?;

    step("release build, then last card → answer in headless Chromium");
    let dist = test::release_build()?;
    exec(test::against_build(
        cargo().args(["bench", "--bench", "latency"]),
        &dist,
        &chromedriver,
    ))
}
