//! Project automation, run as `cargo xtask <command>` (see
//! `.cargo/config.toml`); [`USAGE`] lists the commands, and `cargo xtask
//! help` prints it.
//!
//! Every command only needs Rust to begin with: the rest is installed on the way,
//! so a clean machine and a developer's machine run the same steps.

mod bench;
mod csp;
mod docs;
mod fit;
mod fuzz;
mod glue;
mod icons;
mod instructions;
mod languages;
mod layers;
mod lighthouse;
mod post_build;
mod postgres;
mod precache;
mod serve;
mod test;
mod tools;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// Errors are messages for a person; there is nothing to recover from.
pub type Result<T = ()> = std::result::Result<T, String>;

pub const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  serve [--port N]    install what is missing, build the site, then serve it and
                      the rooms on http://127.0.0.1:8080/ (or port N)
  test [--native]     fmt and clippy, native tests, then wasm tests in headless
                      Chromium, release build with its size check, end-to-end
                      tests (--native: stop after the native tests)
  layers              check that the crates' and files' imports form layers, with
                      no loop (also the first check of `test`)
  docs [--check]      check the Markdown's links, anchors and paths, then build the
                      guide (docs/, an mdBook) into target/book/ (--check: only check)
  fuzz [--seconds N] [--seed S]
                      random inputs through every parser, the reducer and the
                      solver, checked against a brute force (default 60 s, a
                      fresh seed each run)
  bench               native benchmark, the in-browser (wasm) benchmark, then the
                      time from the last card picked to the answer in the release build
  bench --lighthouse [--runs N] [--against DIR] [--lang TAG] [--busy N]
                      Lighthouse on a phone (simulated slow 4G, 4x CPU) against the
                      release build served by the Rooms server; medians of N runs
                      (default 3), alternating with another build's when given;
                      --lang: a browser that prefers that language (zh-CN, say)
  bench --instructions [CASE...]
                      the solver's main cases (1820, 1..6, fibonacci, 1..8) counted
                      in instructions under callgrind (valgrind), one run each
  bench --rooms       the Rooms server under simulated players over loopback: one
                      room of 60, then 200 rooms of 10
  bench --daily       the world's daily under 10,000 browsers within a minute, over
                      loopback, on SQLite and on a PostgreSQL it starts
  fit-difficulty [--check] [--times FILE]...
                      fit the difficulty model to ../shared/data/difficulty-train.tsv,
                      print its cross-validated Spearman rho, write its weights
                      (--check: fail if the committed weights differ instead;
                      --times: add the hands of twentyfour-server export-times)
  post-build [dir]    trunk's post_build hook: the start page and the policy into
                      index.html, the build's files (in dir or TRUNK_STAGING_DIR)
                      into its service worker, sw.js
  icons               draw static/icons/icon-192.png and icon-512.png from
                      static/icons/icon.svg in headless Chromium";

fn main() -> ExitCode {
    started();
    let args: Vec<String> = std::env::args().skip(1).collect();
    tools::setup_path();
    let result = match args.first().map(String::as_str) {
        Some("serve") => serve::run(&args[1..]),
        Some("test") => test::run(&args[1..]),
        Some("bench") if args.get(1).is_some_and(|a| a == "--instructions") => {
            instructions::run(&args[2..])
        }
        Some("bench") if args.get(1).is_some_and(|a| a == "--rooms") => bench::rooms(),
        Some("bench") if args.get(1).is_some_and(|a| a == "--daily") => bench::daily(),
        Some("bench") if args.get(1).is_some_and(|a| a == "--lighthouse") => {
            lighthouse::run(&args[2..])
        }
        Some("bench") => bench::run(),
        Some("fuzz") => fuzz::run(&args[1..]),
        Some("layers") => layers::run(),
        Some("docs") => docs::run(&args[1..]),
        Some("post-build") => post_build::run(&args[1..]),
        Some("icons") => icons::run(),
        Some("fit-difficulty") => fit::run(&args[1..]),
        Some("help" | "-h" | "--help") => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The workspace root: every command runs from here.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives one level below the workspace root")
        .to_path_buf()
}

/// Announces a step on one line, with the minutes and seconds since the
/// xtask started: a CI log then shows where its time went.
pub fn step(message: &str) {
    let elapsed = started().elapsed().as_secs();
    println!("==> [{}:{:02}] {message}", elapsed / 60, elapsed % 60);
}

/// When this xtask started (first asked for in `main`).
fn started() -> std::time::Instant {
    static STARTED: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    *STARTED.get_or_init(std::time::Instant::now)
}

/// `cargo`, the same one that runs this xtask.
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// Runs a command from the workspace root with inherited output; fails unless it succeeds.
pub fn exec(command: &mut Command) -> Result {
    command.current_dir(root());
    let shown = show(command);
    println!("$ {shown}");
    let status = command
        .status()
        .map_err(|e| format!("could not start `{shown}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{shown}` failed ({status})"))
    }
}

/// Runs a command quietly and returns its stdout, or `None` if it cannot run or fails.
pub fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn show(command: &Command) -> String {
    let program = Path::new(command.get_program());
    let program = program.file_name().unwrap_or(program.as_os_str());
    std::iter::once(program)
        .chain(command.get_args())
        .map(|s| s.to_string_lossy())
        .collect::<Vec<_>>()
        .join(" ")
}
