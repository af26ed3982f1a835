//! `cargo xtask serve [--port N]`: builds the site (`trunk build
//! --release`), then serves it with the rooms through the Rooms server
//! (`crates/server`, rooms in memory) at http://127.0.0.1:N/ (default
//! 8080), with the headers a real host sends. Ctrl-C stops it.

use crate::{cargo, exec, root, step, test, tools, Result};
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
        // The database beside the build, where no commit picks it up.
        "--data",
        &root().join("target").join("data").to_string_lossy(),
    ]))
}

/// The server binary that `cargo test --workspace` built for the server's
/// own tests (the `dev` profile, debug assertions on), and its path: what
/// the rooms' end-to-end tests run the built site on. Asking cargo for the
/// path builds nothing after the native tests have run; a build of its own
/// in [`PROFILE`] cost `cargo xtask test` a minute and a half.
pub fn tested_server() -> Result<PathBuf> {
    let out = cargo()
        .current_dir(root())
        .args([
            "test",
            "--workspace",
            "--no-run",
            "--message-format=json-render-diagnostics",
        ])
        .stderr(std::process::Stdio::inherit())
        .output()
        .map_err(|e| format!("could not start cargo: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "`cargo test --workspace --no-run` failed ({})",
            out.status
        ));
    }
    server_binary(&String::from_utf8_lossy(&out.stdout))
        .ok_or_else(|| "cargo built no twentyfour-server binary for the tests".to_string())
}

/// The `twentyfour-server` binary among cargo's JSON messages: the bin
/// target built as itself, not as its own unit tests.
fn server_binary(messages: &str) -> Option<PathBuf> {
    messages
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|m| m["reason"] == "compiler-artifact")
        .filter(|m| m["target"]["name"] == "twentyfour-server")
        .filter(|m| {
            m["target"]["kind"]
                .as_array()
                .is_some_and(|k| k.iter().any(|k| k == "bin"))
        })
        .filter(|m| m["profile"]["test"] == false)
        .find_map(|m| m["executable"].as_str().map(PathBuf::from))
        .filter(|path| path.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_server_binary_and_not_its_unit_tests() {
        let exe = std::env::current_exe().unwrap();
        let exe = exe.to_string_lossy();
        let messages = format!(
            r#"{{"reason":"compiler-artifact","target":{{"name":"twentyfour-server","kind":["bin"]}},"profile":{{"test":true}},"executable":"/nowhere/unit-tests"}}
not json
{{"reason":"compiler-artifact","target":{{"name":"twentyfour-server","kind":["lib"]}},"profile":{{"test":false}},"executable":null}}
{{"reason":"compiler-artifact","target":{{"name":"twentyfour-server","kind":["bin"]}},"profile":{{"test":false}},"executable":"{exe}"}}
{{"reason":"build-finished","success":true}}"#
        );
        assert_eq!(server_binary(&messages), Some(PathBuf::from(&*exe)));
        let missing = messages.replace(&*exe, "/nowhere/twentyfour-server");
        assert_eq!(server_binary(&missing), None, "a path with no file");
        assert_eq!(server_binary(""), None);
    }
}
