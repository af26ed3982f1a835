//! `cargo xtask test`: every test layer, in order, stopping at the first failure.
//!
//! 0. checks: the layers of the crates' and files' imports (`layers.rs`),
//!    `cargo fmt --check`, then `cargo clippy -D warnings`, natively and for
//!    the app's wasm32 builds (with the release build's split points too),
//!    and `cargo doc` with warnings denied;
//! 1. native: `cargo test --workspace` (wasm-only test files compile to nothing),
//!    `fit-difficulty --check` where the training data is, and the fuzz pass
//!    is built;
//!    Then the web tools are installed, and the guide built (`docs.rs`);
//! 2. wasm: `tests/wasm.rs`, then the solver's unit tests, through
//!    wasm-bindgen-test-runner in headless Chromium;
//! 3. release: `trunk build --release`, with the fuzz pass of
//!    [`fuzz::TEST_SECONDS`] and a fresh seed, printed, running beside it
//!    (the build spends most of its time on one core); then the gzipped size
//!    of its first load's wasm and JS must stay within [`SIZE_LIMIT`] (the
//!    views loaded on demand, the service worker, the manifest and the
//!    solving worker are reported on their own); then `tests/e2e/`
//!    drives the built app in Chromium, the rooms' scenarios on the Rooms
//!    server's binary that layer 1 built and tested (named in
//!    `TWENTYFOUR_SERVER`), with axe-core (installed by npm, found through
//!    `TWENTYFOUR_AXE`) checking the accessibility of each page state. It
//!    runs with `--workspace`, as layer 1 did, so that cargo's features
//!    come out the same and nothing is compiled again. Under CI (`CI` set),
//!    where nobody looks at them, only failing scenarios save screenshots.
//!
//! `cargo xtask test --native` runs layers 0 and 1 only, then the fuzz pass,
//! and needs neither a browser nor the web tools.

use crate::postgres::{self, Postgres};
use crate::{cargo, docs, exec, fit, fuzz, languages, root, serve, step, tools, Result};
use flate2::{write::GzEncoder, Compression};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The most the release wasm and JS of one language's first load may
/// weigh together, gzipped: a guard against growth nobody chose. The first
/// load carries Solve, Yew with its hydration, the state and reducer (the
/// other areas' too: Rooms', homework's, the daily's), and one language's
/// texts; every other view is a file of its own, reported and not counted.
/// The guide's page on performance has the figures, and what each area
/// adds.
const SIZE_LIMIT: u64 = 252 * 1024;

/// `cargo clippy` of `what` for wasm32, every warning an error.
fn wasm_clippy(what: &[&str]) -> Result {
    exec(
        cargo()
            .args(["clippy", "--target", tools::WASM_TARGET])
            .args(what)
            .args(["--", "-D", "warnings"]),
    )
}

/// Seconds the solver's wasm unit tests may take in all: on this project's
/// busy machine they took 28–38 s, so slower machines have room.
const WASM_UNIT_TIMEOUT: &str = "300";

pub fn run(args: &[String]) -> Result {
    let native_only = match args {
        [] => false,
        [flag] if flag == "--native" => true,
        _ => return Err(format!("unexpected arguments: {}", args.join(" "))),
    };
    tools::lints()?;
    tools::wasm_target()?;
    step("checks: layers, formatting and lints");
    crate::layers::run()?;
    exec(cargo().args(["fmt", "--all", "--", "--check"]))?;
    exec(cargo().args([
        "clippy",
        "--workspace",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ]))?;
    // The components exist only for wasm32; the release build's are split
    // points too (the `split` feature); the solving worker's glue.
    wasm_clippy(&["-p", "twentyfour", "--lib", "--bins", "--test", "wasm"])?;
    exec(
        cargo()
            .args(["clippy", "--target", tools::WASM_TARGET])
            .args(["-p", "twentyfour", "--lib", "--bins", "--features", "split"])
            .args(["--", "-D", "warnings"])
            .env(languages::LANG_VAR, "en"),
    )?;
    wasm_clippy(&["-p", "twentyfour-worker", "--bins"])?;
    // Every crate's API docs build without a warning (a broken link among
    // them).
    exec(
        cargo()
            .args(["doc", "--workspace", "--no-deps"])
            .env("RUSTDOCFLAGS", "-D warnings"),
    )?;

    step("layer 1/3: native tests");
    // The store's and the server's tests run on a real PostgreSQL too,
    // until the end of the run.
    let postgres = Postgres::start()?;
    let with_postgres = |command: &mut Command| {
        if let Some(pg) = &postgres {
            command.env(postgres::VAR, &pg.url);
        }
    };
    let mut native = cargo();
    native.args(["test", "--workspace"]);
    with_postgres(&mut native);
    exec(&mut native)?;
    // The generated weights must be what a refit writes, so that no change
    // to the paths or the features ships a model fitted to other numbers.
    if root().join(fit::DATA).exists() {
        fit::run(&["--check".to_string()])?;
    } else {
        step(&format!("skipping the refit check: no {}", fit::DATA));
    }
    if native_only {
        return fuzz::pass(&fuzz::TEST_SECONDS.to_string(), fuzz::fresh_seed());
    }
    fuzz::build()?;

    tools::web()?;
    // The guide, built as a book (its links and paths were checked by the
    // native tests).
    docs::run(&[])?;
    let chromedriver = tools::browser()?;
    let axe = tools::axe()?;
    step("layer 2/3: wasm tests in headless Chromium");
    exec(
        cargo()
            .args(["test", "--target", tools::WASM_TARGET, "--test", "wasm"])
            .env("CHROMEDRIVER", &chromedriver),
    )?;
    // The solver's unit tests again, as 32-bit wasm: its widths, hashing and
    // packing, property tests included. They run in one page, whose
    // renderer they hold for the whole run: unoptimised that took 30-50 s,
    // past chromedriver's 30 s wait for a renderer, so they are built at
    // opt-level 1 (about 7 s), with overflow checks and debug assertions
    // still on, as in the native run; the runner's own limit is raised too.
    exec(
        cargo()
            .args([
                "test",
                "--target",
                tools::WASM_TARGET,
                "-p",
                "twentyfour-solver",
                "--lib",
            ])
            .env("CHROMEDRIVER", &chromedriver)
            .env("CARGO_PROFILE_TEST_OPT_LEVEL", "1")
            .env("WASM_BINDGEN_TEST_TIMEOUT", WASM_UNIT_TIMEOUT),
    )?;

    step("layer 3/3: release build, size check, end-to-end tests");
    let fuzzing = fuzz::Background::start(fuzz::TEST_SECONDS, fuzz::fresh_seed())?;
    let dist = release_build()?;
    fuzzing.finish()?;
    check_size(&dist)?;
    let server = serve::tested_server()?;
    exec(
        against_build(
            cargo().args(["test", "--workspace", "--test", "e2e"]),
            &dist,
            &chromedriver,
        )
        .env("TWENTYFOUR_AXE", &axe)
        .env("TWENTYFOUR_SERVER", &server)
        .env("TWENTYFOUR_E2E_SCREENSHOTS", screenshots()),
    )
}

/// Which e2e scenarios save screenshots: every one for a developer, who
/// looks at them; under CI, only a failing one (they took about 1.5 of the
/// layer's 11 minutes).
fn screenshots() -> &'static str {
    match std::env::var("CI") {
        Ok(ci) if !ci.is_empty() && ci != "false" => "failures",
        _ => "all",
    }
}

/// `trunk build --release`, the build that ships; returns its `dist/`.
/// `cargo xtask bench` times the same build.
pub fn release_build() -> Result<PathBuf> {
    exec(
        Command::new("trunk")
            .args(["build", "--release"])
            .env(languages::LANG_VAR, "en"),
    )?;
    Ok(root().join("dist"))
}

/// Points a test or benchmark that drives the app in Chromium (through the
/// e2e harness) at the build and the driver: without `TWENTYFOUR_E2E_DIST`
/// they skip themselves.
pub fn against_build<'a>(
    command: &'a mut Command,
    dist: &Path,
    chromedriver: &Path,
) -> &'a mut Command {
    command
        .env("TWENTYFOUR_E2E_DIST", dist)
        .env("CHROMEDRIVER", chromedriver)
}

/// Files of the build that are not the app's code: the service worker and the
/// manifest. Reported, but outside [`SIZE_LIMIT`]: a visitor's first page
/// load does not wait for them.
const PLATFORM_FILES: [&str; 2] = ["sw.js", "manifest.webmanifest"];

/// The solving worker (crates/worker), built for speed: started once the
/// page is live, so the first paint never waits for it, and reported apart
/// from [`SIZE_LIMIT`].
const WORKER_FILES: [&str; 3] = ["worker.js", "worker_bg.wasm", "worker_loader.js"];

/// The most the solving worker's files may weigh together, gzipped: it
/// answers every hand, so a phone waits for it before the first answer. A
/// guard against growth nobody chose, as [`SIZE_LIMIT`] is for the page. It
/// weighed 228.8 KiB when the limit was set at 240 KiB; the difficulty's
/// deck model (its path listing, 38 features and 100 trees) added 8.3 KiB.
const WORKER_LIMIT: u64 = 250 * 1024;

/// Gzips (level 9) the page's wasm and JS for each language (the builds
/// `index.html`'s `startApp` names, with the views' loader their glue
/// imports when split; any other `.wasm` or `.js` at the top of `dist` but
/// the service worker's, the manifest's and the solving worker's counts for
/// every language), prints the sizes, the views loaded on demand apart,
/// and fails when a language's first load is above [`SIZE_LIMIT`]; then
/// prints the service
/// worker's, the manifest's and the solving worker's sizes on their own,
/// and fails when the solving worker's are above [`WORKER_LIMIT`].
fn check_size(dist: &Path) -> Result {
    let index = std::fs::read_to_string(dist.join("index.html"))
        .map_err(|e| format!("cannot read {}/index.html: {e}", dist.display()))?;
    let builds = languages::named(&index)?;
    let named: Vec<&str> = builds
        .iter()
        .flat_map(|(_, files)| files.iter().map(String::as_str))
        .collect();
    let entries =
        std::fs::read_dir(dist).map_err(|e| format!("cannot read {}: {e}", dist.display()))?;
    let mut shared: Vec<_> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension()
                .is_some_and(|ext| ext == "wasm" || ext == "js")
        })
        .filter(|p| {
            !PLATFORM_FILES
                .iter()
                .chain(&WORKER_FILES)
                .chain(&named)
                .any(|name| p.ends_with(name))
        })
        .collect();
    shared.sort();
    let mut common = 0;
    for file in &shared {
        common += report(file)?;
    }
    let mut largest = (String::new(), 0);
    for (code, files) in &builds {
        step(&format!("the page in {code}:"));
        let mut total = common;
        for file in files {
            total += report_present(&dist.join(file))?;
        }
        // A split build's directory: the glue imports the views' loader at
        // once, and the views come when first drawn.
        let dir = Path::new(&files[0]).parent().unwrap_or(Path::new(""));
        let mut views = Vec::new();
        if !dir.as_os_str().is_empty() {
            total += report_present(&dist.join(dir).join(languages::LOADER))?;
            views = std::fs::read_dir(dist.join(dir))
                .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
                .filter_map(|entry| entry.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|ext| ext == "wasm"))
                .filter(|p| !files.iter().any(|f| p.ends_with(f)))
                .collect();
            views.sort();
        }
        println!("    first load in {code}: {}", kib(total));
        if !views.is_empty() {
            println!("    views on demand in {code}, not counted:");
            let mut later = 0;
            for view in &views {
                later += report(view)?;
            }
            println!("    views on demand in {code}: {}", kib(later));
        }
        if total > largest.1 {
            largest = (code.clone(), total);
        }
    }
    let (code, total) = largest;
    step(&format!(
        "gzipped wasm + JS of the largest first load ({code}): {} (limit {})",
        kib(total),
        kib(SIZE_LIMIT)
    ));
    if total > SIZE_LIMIT {
        return Err(format!(
            "the release build in {code} is {} gzipped, over the {} limit",
            kib(total),
            kib(SIZE_LIMIT)
        ));
    }
    step("offline and install support, not counted above:");
    for name in PLATFORM_FILES {
        report_present(&dist.join(name))?;
    }
    step("the solving worker, started as the page loads, reported apart:");
    let mut worker = 0;
    for name in WORKER_FILES {
        worker += report_present(&dist.join(name))?;
    }
    println!(
        "    worker total: {} gzipped (limit {})",
        kib(worker),
        kib(WORKER_LIMIT)
    );
    if worker > WORKER_LIMIT {
        return Err(format!(
            "the solving worker is {} gzipped, over the {} limit",
            kib(worker),
            kib(WORKER_LIMIT)
        ));
    }
    Ok(())
}

/// [`report`], for a file the build must have.
fn report_present(file: &Path) -> Result<u64> {
    if !file.is_file() {
        return Err(format!("{} is missing from the build", file.display()));
    }
    report(file)
}

/// Prints a file's raw and gzipped sizes; returns the gzipped one.
fn report(file: &Path) -> Result<u64> {
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let gzipped = gzip_len(&bytes);
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    println!(
        "    {name}: {} raw, {} gzipped",
        kib(bytes.len() as u64),
        kib(gzipped)
    );
    Ok(gzipped)
}

fn gzip_len(bytes: &[u8]) -> u64 {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder
        .write_all(bytes)
        .expect("writing to a Vec cannot fail");
    encoder
        .finish()
        .expect("writing to a Vec cannot fail")
        .len() as u64
}

fn kib(bytes: u64) -> String {
    format!("{:.1} KiB ({bytes} bytes)", bytes as f64 / 1024.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dist_with(files: &[(&str, Vec<u8>)]) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("xtask-size-{}-{}", std::process::id(), files.len()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for (name, bytes) in files {
            let path = dir.join(name);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, bytes).unwrap();
        }
        dir
    }

    /// Bytes gzip cannot shrink, so the size check sees about their raw size.
    fn noise(len: usize) -> Vec<u8> {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        (0..len)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect()
    }

    /// Every language's code, as the one list has them.
    fn codes() -> impl Iterator<Item = &'static str> {
        lang::Lang::ALL.into_iter().map(lang::Lang::code)
    }

    /// An `index.html` that names every language's build, `app-{code}.js`
    /// and `app-{code}_bg.wasm`.
    fn index() -> (&'static str, Vec<u8>) {
        let table: Vec<String> = codes()
            .map(|c| format!("\"{c}\":[\"/app-{c}.js\",\"/app-{c}_bg.wasm\"]"))
            .collect();
        let html = format!(
            "<script type=module>startApp({{{}}})</script>",
            table.join(",")
        );
        ("index.html", html.into_bytes())
    }

    /// Every language's build, small, with `(file, bytes)` changed.
    fn languages(changed: &[(&'static str, Vec<u8>)]) -> Vec<(String, Vec<u8>)> {
        let mut files: Vec<(String, Vec<u8>)> = codes()
            .flat_map(|c| {
                [
                    (format!("app-{c}_bg.wasm"), vec![0; 400_000]),
                    (format!("app-{c}.js"), noise(10_000)),
                ]
            })
            .collect();
        for (name, bytes) in changed {
            match files.iter_mut().find(|(n, _)| n == name) {
                Some(file) => file.1 = bytes.clone(),
                None => files.push((name.to_string(), bytes.clone())),
            }
        }
        files
    }

    fn dist(parts: &[Vec<(String, Vec<u8>)>]) -> PathBuf {
        let files: Vec<(&str, Vec<u8>)> = parts
            .iter()
            .flatten()
            .map(|(n, b)| (n.as_str(), b.clone()))
            .collect();
        dist_with(&files)
    }

    #[test]
    fn size_check_passes_small_builds_and_fails_large_ones() {
        let platform_with_worker = |worker: usize| -> Vec<(String, Vec<u8>)> {
            [
                ("sw.js", noise(300_000)),
                ("manifest.webmanifest", b"{}".to_vec()),
                // The worker is not counted in the page's first load: it
                // has a limit of its own.
                ("worker_bg.wasm", noise(worker)),
                ("worker.js", noise(10)),
                ("worker_loader.js", noise(10)),
                index(),
            ]
            .into_iter()
            .map(|(n, b)| (n.to_string(), b))
            .collect()
        };
        let platform = || platform_with_worker(200_000);
        let small = dist(&[languages(&[]), platform()]);
        assert!(
            check_size(&small).is_ok(),
            "the service worker and the other languages are not counted"
        );
        // Random bytes gzip to about their own size: 10,000 bytes past the
        // limit, in one language alone.
        let large = dist(&[
            languages(&[
                ("app-ko_bg.wasm", noise(SIZE_LIMIT as usize - 50_000)),
                ("app-ko.js", noise(60_000)),
            ]),
            platform(),
        ]);
        assert!(check_size(&large).unwrap_err().contains(" ko "));
        // A file no language names counts for every one.
        let shared = dist(&[
            languages(&[("extra.js", noise(SIZE_LIMIT as usize))]),
            platform(),
        ]);
        assert!(check_size(&shared).is_err());
        // A split build: its glue, wasm and the views' loader are the first
        // load, the views' files are not.
        let mut split_index = index();
        split_index.1 = String::from_utf8(split_index.1)
            .unwrap()
            .replace("/app-de.js", "/app-de-1/app.js")
            .replace("/app-de_bg.wasm", "/app-de-1/app_bg.wasm")
            .into_bytes();
        let split_files = |loader: usize| -> Vec<(String, Vec<u8>)> {
            let mut files = platform();
            files.retain(|(n, _)| n != "index.html");
            files.push(("index.html".into(), split_index.1.clone()));
            files.extend([
                ("app-de-1/app.js".into(), noise(10_000)),
                ("app-de-1/app_bg.wasm".into(), vec![0; 400_000]),
                (format!("app-de-1/{}", languages::LOADER), noise(loader)),
                (
                    "app-de-1/split_rooms.wasm".into(),
                    noise(SIZE_LIMIT as usize),
                ),
            ]);
            files
        };
        let split = dist(&[languages(&[]), split_files(1_000)]);
        assert!(
            check_size(&split).is_ok(),
            "the views on demand are not counted"
        );
        let heavy_loader = dist(&[languages(&[]), split_files(SIZE_LIMIT as usize)]);
        assert!(
            check_size(&heavy_loader).unwrap_err().contains(" de "),
            "the views' loader is"
        );
        let missing = dist(&[languages(&[]), platform()]);
        std::fs::remove_file(missing.join("app-de_bg.wasm")).unwrap();
        assert!(
            check_size(&missing).is_err(),
            "a build without one language's wasm is an error"
        );
        let unnamed = dist_with(&[("app_bg.wasm", vec![0; 1000]), ("app.js", noise(10))]);
        assert!(
            check_size(&unnamed).is_err(),
            "a build whose index.html names no language is an error"
        );
        let heavy_worker = dist(&[
            languages(&[]),
            platform_with_worker(WORKER_LIMIT as usize + 10_000),
        ]);
        assert!(
            check_size(&heavy_worker)
                .unwrap_err()
                .contains("solving worker"),
            "a worker past its own limit is an error"
        );
        let no_worker = dist(&[languages(&[]), vec![("index.html".into(), index().1)]]);
        assert!(
            check_size(&no_worker).is_err(),
            "a build without its service worker is an error"
        );
    }
}
