//! `cargo xtask serve`: the app with live reload at http://127.0.0.1:8080/.

use crate::{exec, step, tools, Result};
use std::process::Command;

/// Where `Trunk.toml` serves the app.
const URL: &str = "http://127.0.0.1:8080/";

pub fn run(trunk_args: &[String]) -> Result {
    tools::web()?;
    step(&format!(
        "serving the app at {URL} once it is built (Ctrl-C stops)"
    ));
    exec(Command::new("trunk").arg("serve").args(trunk_args))
}
