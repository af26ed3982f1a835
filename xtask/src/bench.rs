//! `cargo xtask bench`: the solver benchmark natively, then in headless Chromium.
//! Both print their own timings; neither asserts anything about time.

use crate::{cargo, exec, step, tools, Result};

pub fn run() -> Result {
    tools::wasm_target()?;
    tools::wasm_bindgen()?;
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
            .env("CHROMEDRIVER", chromedriver),
    )
}
