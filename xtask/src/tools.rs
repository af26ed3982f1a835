//! Finds the tools the other commands need and installs the missing ones,
//! printing one line per check or install.
//!
//! Versions are exact where they must be: trunk 0.21.14, wasm-bindgen-cli
//! at the version of the `wasm-bindgen` crate that `cargo metadata` resolves
//! (the CLI refuses wasm built by any other version), and wasm-split-cli
//! 0.2.4, written for the page's split points' runtime. System packages
//! (Chromium, chromedriver, a CJK font for screenshots) are installed only
//! where that is safe to do unasked: as root on Debian or Ubuntu, with the
//! package names of that distribution. Anyone else is told what to install.
//! axe-core, an npm package, goes into `target/axe/` with npm, which must be
//! there already.

use crate::{cargo, exec, output, step, Result};
use std::path::{Path, PathBuf};
use std::process::Command;

pub const WASM_TARGET: &str = "wasm32-unknown-unknown";
const TRUNK_VERSION: &str = "0.21.14";
/// The accessibility engine: any 4.x, whose rule tags the tests ask for.
const AXE_PACKAGE: &str = "axe-core@4";
/// Lighthouse 13, which runs with Debian's Chromium and Node 20 (despite an
/// engine warning).
const LIGHTHOUSE_PACKAGE: &str = "lighthouse@13";

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

/// Everything that builds the app: the wasm32 target, wasm-bindgen-cli,
/// wasm-split-cli and trunk. The one prologue of `serve`, `test` and
/// `bench`.
pub fn web() -> Result {
    wasm_target()?;
    wasm_bindgen()?;
    wasm_split()?;
    trunk()
}

/// rustfmt and clippy, which rustup's default profile has but a minimal one
/// lacks.
pub fn lints() -> Result {
    let have = |component: &str| output("cargo", &[component, "--version"]).is_some();
    if have("fmt") && have("clippy") {
        step("found rustfmt and clippy");
        return Ok(());
    }
    step("installing rustfmt and clippy");
    exec(Command::new("rustup").args(["component", "add", "rustfmt", "clippy"]))
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
fn trunk() -> Result {
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
    // Without its default features: it downloads nothing here (`offline`
    // in Trunk.toml), so it needs no TLS, and never checks for updates.
    install(&[
        "trunk",
        "--locked",
        "--version",
        TRUNK_VERSION,
        "--no-default-features",
    ])
}

/// `cargo install` of one of the tools, built to install quickly: without
/// optimisation or link-time optimisation, in many codegen units. They
/// orchestrate builds and rewrite a few megabytes of wasm, so they hardly
/// feel it (wasm-bindgen takes 0.5 s on the page's wasm instead of 0.15 s),
/// and a bare machine compiles them in a third of the time (trunk, whose own
/// release profile asks for fat LTO, in 2.7 minutes instead of 10). They
/// share one target directory, `target/tools/`, so that the crates
/// wasm-bindgen-cli and wasm-split-cli have in common are built once.
fn install(args: &[&str]) -> Result {
    exec(
        cargo()
            .arg("install")
            .args(args)
            .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "0")
            .env("CARGO_PROFILE_RELEASE_LTO", "false")
            .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "256")
            .env("CARGO_PROFILE_RELEASE_DEBUG", "false")
            .env("CARGO_TARGET_DIR", crate::root().join("target/tools")),
    )
}

/// wasm-bindgen-cli (`wasm-bindgen` for trunk, `wasm-bindgen-test-runner` for
/// the wasm tests) at the version the workspace resolves.
fn wasm_bindgen() -> Result {
    let version = resolved_version("wasm-bindgen")?;
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
    install(&["wasm-bindgen-cli", "--version", &version])
}

/// wasm-split-cli (the `wasm_split_cli_support` package), which cuts the
/// release build's views loaded on demand from the page's wasm
/// (`languages.rs`): exactly the version written for the split points'
/// runtime, `wasm_split_helpers` 0.2.3 (Cargo.toml), with its own lock
/// file. It prints no version of its own, so cargo's list of installed
/// packages says which it is.
fn wasm_split() -> Result {
    let wanted = format!("{WASM_SPLIT_PACKAGE} v{WASM_SPLIT_VERSION}:");
    let installed = output("cargo", &["install", "--list"]).unwrap_or_default();
    let found = output("wasm-split-cli", &["--help"]).is_some();
    if found && installed.lines().any(|line| line == wanted) {
        step(&format!("found wasm-split-cli {WASM_SPLIT_VERSION}"));
        return Ok(());
    }
    step(&format!("installing wasm-split-cli {WASM_SPLIT_VERSION}"));
    install(&[
        WASM_SPLIT_PACKAGE,
        "--locked",
        "--version",
        WASM_SPLIT_VERSION,
        "--features",
        "build-binary",
    ])
}

const WASM_SPLIT_PACKAGE: &str = "wasm_split_cli_support";
const WASM_SPLIT_VERSION: &str = "0.2.4";

/// The version of `package` in the workspace's resolved dependency graph,
/// from `cargo metadata`.
fn resolved_version(package: &str) -> Result<String> {
    let out = cargo()
        .current_dir(crate::root())
        .args(["metadata", "--format-version", "1", "--locked"])
        .output()
        .map_err(|e| format!("cannot run `cargo metadata`: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "`cargo metadata` failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let metadata: serde_json::Value = serde_json::from_slice(&out.stdout)
        .map_err(|e| format!("`cargo metadata` printed something unexpected: {e}"))?;
    version_in(&metadata, package)
}

fn version_in(metadata: &serde_json::Value, package: &str) -> Result<String> {
    let packages = metadata["packages"].as_array().into_iter().flatten();
    let versions: Vec<&str> = packages
        .filter(|p| p["name"] == package)
        .filter_map(|p| p["version"].as_str())
        .collect();
    match versions[..] {
        [version] => Ok(version.to_string()),
        [] => Err(format!("the workspace does not depend on `{package}`")),
        _ => Err(format!(
            "the workspace resolves `{package}` at several versions ({}); the CLI can match one",
            versions.join(", ")
        )),
    }
}

/// mdbook, which builds the guide (`cargo xtask docs`): exactly
/// [`MDBOOK_VERSION`], without its server, watcher and search (the book is
/// read as files), which it does not need to build.
pub fn mdbook() -> Result<PathBuf> {
    let wanted = format!("mdbook v{MDBOOK_VERSION}");
    match output("mdbook", &["--version"]) {
        Some(found) if found == wanted => {
            step(&format!("found {found}"));
            return Ok("mdbook".into());
        }
        _ => step(&format!("installing {wanted}")),
    }
    install(&[
        "mdbook",
        "--locked",
        "--version",
        MDBOOK_VERSION,
        "--no-default-features",
    ])?;
    Ok("mdbook".into())
}

const MDBOOK_VERSION: &str = "0.5.4";

/// axe-core, the accessibility engine the end-to-end tests run in each page
/// state; returns the path of `axe.min.js` for `TWENTYFOUR_AXE`. Installed
/// with npm into `target/axe/` (not vendored, not global) when missing.
pub fn axe() -> Result<PathBuf> {
    npm_package("axe", AXE_PACKAGE, "node_modules/axe-core/axe.min.js")
}

/// Lighthouse, which `cargo xtask bench --lighthouse` runs against the
/// release build; returns the path of its command line. Installed with npm
/// into `target/lighthouse/` when missing.
pub fn lighthouse() -> Result<PathBuf> {
    npm_package(
        "lighthouse",
        LIGHTHOUSE_PACKAGE,
        "node_modules/lighthouse/cli/index.js",
    )
}

/// `package` installed with npm into `target/<dir>/`, unless `file` (under
/// it) is there already; returns the file's path.
fn npm_package(dir: &str, package: &str, file: &str) -> Result<PathBuf> {
    let prefix = crate::root().join("target").join(dir);
    let script = prefix.join(file);
    if script.is_file() {
        step(&format!("found {}", script.display()));
        return Ok(script);
    }
    if output("npm", &["--version"]).is_none() {
        return Err(format!(
            "npm is needed to install {package}. Install Node.js with npm \
             (`apt-get install npm` on Debian or Ubuntu), then run this again"
        ));
    }
    step(&format!("installing {package} with npm"));
    exec(
        Command::new("npm")
            .args(["install", "--no-audit", "--no-fund", "--prefix"])
            .arg(&prefix)
            .arg(package),
    )?;
    if script.is_file() {
        Ok(script)
    } else {
        Err(format!("npm finished but {} is missing", script.display()))
    }
}

/// Chromium and chromedriver, plus a CJK font so that Chinese and Japanese
/// screenshots show text, poppler's tools (`pdfinfo`, `pdftotext`,
/// `pdftoppm`), which read back the worksheets the e2e tests print, and
/// zbar's `zbarimg`, which reads a printed sheet's QR code; returns the
/// chromedriver path for `CHROMEDRIVER`.
pub fn browser() -> Result<PathBuf> {
    let distro = Distro::detect();
    let found = find_chromedriver().zip(find_browser());
    if let Some((driver, browser)) = &found {
        step(&format!(
            "found {} and {}",
            browser.display(),
            driver.display()
        ));
    }
    let fonts = has_cjk_font();
    let poppler = find_in_path("pdftotext").is_some() && find_in_path("pdftoppm").is_some();
    let zbar = find_in_path("zbarimg").is_some();
    if let (Some((driver, _)), true, true, true) = (&found, fonts, poppler, zbar) {
        return Ok(driver.clone());
    }
    let mut wanted: Vec<&str> = Vec::new();
    if found.is_none() {
        wanted.extend(distro.chromium_packages());
    }
    if !fonts {
        wanted.push("fonts-noto-cjk");
    }
    if !poppler {
        wanted.push("poppler-utils");
    }
    if !zbar {
        wanted.push("zbar-tools");
    }
    if distro.can_install() {
        step(&format!("installing {} with apt-get", wanted.join(" ")));
        exec(Command::new("apt-get").arg("update"))?;
        exec(
            Command::new("apt-get")
                .args(["install", "-y", "--no-install-recommends"])
                .args(&wanted)
                .env("DEBIAN_FRONTEND", "noninteractive"),
        )?;
    } else if let Some((driver, _)) = found {
        // Only the font, poppler or zbar is missing: screenshots of Chinese
        // and Japanese text show boxes, or the worksheet tests say what to
        // install; every other test runs.
        step(&format!(
            "missing {}: install it for readable screenshots and the worksheet tests",
            wanted.join(" ")
        ));
        return Ok(driver);
    } else {
        return Err(format!(
            "Chromium and chromedriver are needed and were not found. Install them \
             ({}), or set CHROMEDRIVER to the chromedriver binary, then run this again",
            distro.advice()
        ));
    }
    match (find_chromedriver(), find_browser()) {
        (Some(driver), Some(_)) => Ok(driver),
        _ => Err("apt-get finished but chromium or chromedriver is still missing".into()),
    }
}

/// Whether `cargo xtask` installs what is missing with apt-get here: as
/// root on Debian or Ubuntu.
pub fn can_install() -> bool {
    Distro::detect().can_install()
}

/// The system, as far as installing the browser goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Distro {
    Debian,
    Ubuntu,
    Other,
}

impl Distro {
    fn detect() -> Distro {
        let release = std::fs::read_to_string("/etc/os-release").unwrap_or_default();
        Distro::from_os_release(&release)
    }

    /// Reads `ID` (and `ID_LIKE`) from the text of `/etc/os-release`.
    fn from_os_release(text: &str) -> Distro {
        let field = |name: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(name)?.strip_prefix('='))
                .map(|v| v.trim_matches('"').to_ascii_lowercase())
                .unwrap_or_default()
        };
        let (id, like) = (field("ID"), field("ID_LIKE"));
        if id == "ubuntu" || like.split_whitespace().any(|l| l == "ubuntu") {
            Distro::Ubuntu
        } else if id == "debian" || like.split_whitespace().any(|l| l == "debian") {
            Distro::Debian
        } else {
            Distro::Other
        }
    }

    fn chromium_packages(self) -> [&'static str; 2] {
        match self {
            Distro::Ubuntu => ["chromium-browser", "chromium-chromedriver"],
            Distro::Debian | Distro::Other => ["chromium", "chromium-driver"],
        }
    }

    /// Root on Debian or Ubuntu with apt-get: a CI container, where
    /// installing is expected.
    fn can_install(self) -> bool {
        self != Distro::Other
            && output("id", &["-u"]).as_deref() == Some("0")
            && find_in_path("apt-get").is_some()
    }

    fn advice(self) -> String {
        match self {
            Distro::Other => "with your system's package manager".to_string(),
            _ => format!(
                "`sudo apt-get install {}`",
                self.chromium_packages().join(" ")
            ),
        }
    }
}

fn has_cjk_font() -> bool {
    output("fc-list", &[":lang=ja", "family"]).is_some_and(|fonts| !fonts.is_empty())
}

fn find_chromedriver() -> Option<PathBuf> {
    match std::env::var_os("CHROMEDRIVER") {
        Some(path) => Some(PathBuf::from(path)).filter(|p| p.is_file()),
        None => find_in_path("chromedriver"),
    }
}

pub fn find_browser() -> Option<PathBuf> {
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
    use super::*;

    #[test]
    fn reads_the_resolved_wasm_bindgen_version() {
        let version = resolved_version("wasm-bindgen").unwrap();
        assert!(version.starts_with("0.2."), "{version}");
        assert!(resolved_version("no-such-package").is_err());
    }

    #[test]
    fn several_resolved_versions_are_an_error() {
        let metadata = serde_json::json!({"packages": [
            {"name": "a", "version": "1.0.0"},
            {"name": "a", "version": "2.0.0"},
            {"name": "b", "version": "0.1.0"},
        ]});
        assert_eq!(version_in(&metadata, "b"), Ok("0.1.0".to_string()));
        assert!(version_in(&metadata, "a").unwrap_err().contains("several"));
    }

    #[test]
    fn distributions_get_their_own_package_names() {
        let debian = "PRETTY_NAME=\"Debian GNU/Linux 12\"\nID=debian\n";
        let ubuntu = "NAME=\"Ubuntu\"\nID=ubuntu\nID_LIKE=debian\n";
        let mint = "ID=linuxmint\nID_LIKE=\"ubuntu debian\"\n";
        let fedora = "ID=fedora\n";
        assert_eq!(Distro::from_os_release(debian), Distro::Debian);
        assert_eq!(Distro::from_os_release(ubuntu), Distro::Ubuntu);
        assert_eq!(Distro::from_os_release(mint), Distro::Ubuntu);
        assert_eq!(Distro::from_os_release(fedora), Distro::Other);
        assert_eq!(Distro::from_os_release(""), Distro::Other);
        assert_eq!(
            Distro::Ubuntu.chromium_packages(),
            ["chromium-browser", "chromium-chromedriver"]
        );
        assert_eq!(
            Distro::Debian.chromium_packages(),
            ["chromium", "chromium-driver"]
        );
        assert!(!Distro::Other.can_install());
    }
}
