//! Finds the tools the other commands need and installs the missing ones,
//! printing one line per check or install.
//!
//! Versions are exact where they must be: trunk 0.21.14, and wasm-bindgen-cli
//! at the version of the `wasm-bindgen` crate in Cargo.lock (the CLI refuses
//! wasm built by any other version).

use crate::{cargo, exec, output, root, step, Result};
use std::path::{Path, PathBuf};
use std::process::Command;

pub const WASM_TARGET: &str = "wasm32-unknown-unknown";
const TRUNK_VERSION: &str = "0.21.14";

/// Puts cargo's bin directory on PATH, so tools installed by `cargo install`
/// are found by this process and by everything it starts (trunk looks for
/// `wasm-bindgen`, cargo's wasm32 runner is `wasm-bindgen-test-runner`).
pub fn setup_path() {
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".cargo")));
    let Some(bin) = cargo_home.map(|home| home.join("bin")) else {
        return;
    };
    let path = std::env::var_os("PATH").unwrap_or_default();
    // First, so that what this xtask installs wins over older copies elsewhere.
    let mut dirs: Vec<PathBuf> = std::env::split_paths(&path)
        .filter(|dir| *dir != bin)
        .collect();
    dirs.insert(0, bin);
    if let Ok(joined) = std::env::join_paths(dirs) {
        std::env::set_var("PATH", joined);
    }
}

/// The wasm32 target for the standard library.
pub fn wasm_target() -> Result {
    let sysroot =
        output("rustc", &["--print", "sysroot"]).ok_or("cannot run `rustc --print sysroot`")?;
    if Path::new(&sysroot)
        .join("lib/rustlib")
        .join(WASM_TARGET)
        .is_dir()
    {
        step(&format!("found the {WASM_TARGET} target"));
        return Ok(());
    }
    step(&format!("installing the {WASM_TARGET} target"));
    exec(Command::new("rustup").args(["target", "add", WASM_TARGET]))
}

/// trunk, exactly 0.21.14: `Trunk.toml` is written for it.
pub fn trunk() -> Result {
    let wanted = format!("trunk {TRUNK_VERSION}");
    match output("trunk", &["--version"]) {
        Some(found) if found == wanted => {
            step(&format!("found {found}"));
            return Ok(());
        }
        Some(found) => step(&format!(
            "found {found}, need {wanted}: installing (takes a while)"
        )),
        None => step(&format!("installing {wanted} (takes a while)")),
    }
    exec(cargo().args(["install", "trunk", "--locked", "--version", TRUNK_VERSION]))
}

/// wasm-bindgen-cli (`wasm-bindgen` for trunk, `wasm-bindgen-test-runner` for
/// the wasm tests) at the version Cargo.lock pins.
pub fn wasm_bindgen() -> Result {
    let version = locked_version("wasm-bindgen")?;
    let wanted = format!("wasm-bindgen {version}");
    let found = output("wasm-bindgen", &["--version"]);
    let runner = output("wasm-bindgen-test-runner", &["--version"]);
    match (&found, &runner) {
        (Some(found), Some(runner)) if *found == wanted && runner.ends_with(&version) => {
            step(&format!("found {found} and its test runner"));
            return Ok(());
        }
        (Some(found), _) => step(&format!("found {found}, need {wanted}: installing")),
        (None, _) => step(&format!("installing {wanted}")),
    }
    // Not `--locked`: the CLI's own lock file may not build with a newer rustc.
    exec(cargo().args(["install", "wasm-bindgen-cli", "--version", &version]))
}

/// The version of `package` in the workspace's Cargo.lock.
fn locked_version(package: &str) -> Result<String> {
    let lock = std::fs::read_to_string(root().join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    let name_line = format!("name = \"{package}\"");
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == name_line {
            let version = lines.next().and_then(|l| l.strip_prefix("version = \""));
            if let Some(version) = version.and_then(|v| v.strip_suffix('"')) {
                return Ok(version.to_string());
            }
        }
    }
    Err(format!("Cargo.lock has no `{package}` package"))
}

/// Chromium and chromedriver; returns the chromedriver path for `CHROMEDRIVER`.
///
/// Installs them with apt only when that is safe to do unasked: as root on
/// Debian or Ubuntu (CI containers). Anyone else is told what to install.
pub fn chromium() -> Result<PathBuf> {
    if let Some(driver) = find_chromedriver() {
        if let Some(browser) = find_browser() {
            step(&format!(
                "found {} and {}",
                browser.display(),
                driver.display()
            ));
            return Ok(driver);
        }
    }
    let is_root = output("id", &["-u"]).as_deref() == Some("0");
    if !(is_root && Path::new("/etc/debian_version").exists() && find_in_path("apt-get").is_some())
    {
        return Err(
            "Chromium and chromedriver are needed and were not found. Install them \
             (Debian: `sudo apt-get install chromium chromium-driver`; Ubuntu: \
             `chromium-browser chromium-chromedriver`), or set CHROMEDRIVER to the \
             chromedriver binary, then run this again"
                .into(),
        );
    }
    step("installing Chromium and chromedriver with apt-get");
    exec(Command::new("apt-get").arg("update"))?;
    exec(
        Command::new("apt-get")
            .args(["install", "-y", "chromium", "chromium-driver"])
            .env("DEBIAN_FRONTEND", "noninteractive"),
    )?;
    match (find_chromedriver(), find_browser()) {
        (Some(driver), Some(_)) => Ok(driver),
        _ => Err("apt-get finished but chromium or chromedriver is still missing".into()),
    }
}

fn find_chromedriver() -> Option<PathBuf> {
    match std::env::var_os("CHROMEDRIVER") {
        Some(path) => Some(PathBuf::from(path)).filter(|p| p.is_file()),
        None => find_in_path("chromedriver"),
    }
}

fn find_browser() -> Option<PathBuf> {
    [
        "chromium",
        "chromium-browser",
        "google-chrome",
        "google-chrome-stable",
    ]
    .into_iter()
    .find_map(find_in_path)
}

fn find_in_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

#[cfg(test)]
mod tests {
    #[test]
    fn reads_the_locked_wasm_bindgen_version() {
        let version = super::locked_version("wasm-bindgen").unwrap();
        assert!(version.starts_with("0.2."), "{version}");
        assert!(super::locked_version("no-such-package").is_err());
    }
}
