//! `cargo xtask serve [--port N]`: builds the site (`trunk build
//! --release`), then serves it with the rooms through the Rooms server
//! (`crates/server`, rooms in memory) at http://127.0.0.1:N/ (default
//! 8080), with the headers a real host sends. Ctrl-C stops it.

use crate::{cargo, exec, instructions, root, step, test, tools, Result};
use std::path::PathBuf;

/// The port when `--port` does not say.
pub const DEFAULT_PORT: u16 = 8080;

/// The server's build: the `server` profile (optimised, panics unwind so
/// that one failing connection never ends the process).
pub const PROFILE: &str = "server";

pub fn run(args: &[String]) -> Result {
    let port = match args {
        [] => DEFAULT_PORT,
        [flag, n] if flag == "--port" => n
            .parse()
            .map_err(|_| format!("--port '{n}': expected a port number"))?,
        _ => return Err(format!("unexpected arguments: {}", args.join(" "))),
    };
    tools::web()?;
    step("building the site");
    let dist = test::release_build()?;
    step(&format!(
        "serving the app and its rooms at http://127.0.0.1:{port}/ (Ctrl-C stops)"
    ));
    exec(cargo().current_dir(root()).args([
        "run",
        "--quiet",
        "--profile",
        PROFILE,
        "-p",
        "twentyfour-server",
        "--",
        "--port",
        &port.to_string(),
        "--dist",
        &dist.to_string_lossy(),
    ]))
}

/// Builds the server binary with [`PROFILE`] and returns its path: what
/// the rooms' end-to-end tests run the built site on.
pub fn build_server() -> Result<PathBuf> {
    exec(cargo().current_dir(root()).args([
        "build",
        "--profile",
        PROFILE,
        "-p",
        "twentyfour-server",
    ]))?;
    let binary = instructions::target_dir()
        .join(PROFILE)
        .join("twentyfour-server");
    if binary.is_file() {
        Ok(binary)
    } else {
        Err(format!("the server binary is not at {}", binary.display()))
    }
}
