//! `cargo xtask bench --instructions [CASE...]`: the solver's main cases
//! counted in instructions under callgrind (valgrind), one fresh process
//! per case. Unlike wall time, the count does not move with the machine's
//! load, so a change of half a percent shows. Prints one line per case;
//! asserts nothing.
//!
//! The cases, and the one function whose instructions are counted, are in
//! `crates/solver/examples/instructions.rs`.

use crate::{cargo, exec, root, step, Result};
use std::path::PathBuf;
use std::process::Command;

/// Each case's name and what it solves (all at target 24, every distinct
/// solution formatted, or every hand rated).
const CASES: [(&str, &str); 5] = [
    ("1820", "all 1820 hands of 1..13"),
    (
        "1820-rated",
        "all 1820 hands of 1..13, rated for difficulty",
    ),
    ("1..6", "1 2 3 4 5 6"),
    ("fibonacci", "2 3 5 8 13 21 34"),
    ("1..8", "1 2 3 4 5 6 7 8 (minutes under callgrind)"),
];

pub fn run(wanted: &[String]) -> Result {
    if Command::new("valgrind").arg("--version").output().is_err() {
        return Err("valgrind is not installed (apt-get install valgrind)".into());
    }
    let unknown: Vec<&String> = wanted
        .iter()
        .filter(|w| !CASES.iter().any(|(name, _)| name == w))
        .collect();
    if !unknown.is_empty() {
        let names: Vec<&str> = CASES.iter().map(|(name, _)| *name).collect();
        return Err(format!("unknown case {unknown:?}: the cases are {names:?}"));
    }
    step("building the instruction benchmark (release profile, as solve24)");
    exec(cargo().args([
        "build",
        "--release",
        "-p",
        "twentyfour-solver",
        "--example",
        "instructions",
    ]))?;
    let program = target_dir().join("release/examples/instructions");
    step("instructions per case (callgrind, one run each)");
    for (name, hand) in CASES {
        if !wanted.is_empty() && !wanted.iter().any(|w| w == name) {
            continue;
        }
        let count = count(&program, name)?;
        println!(
            "{:<48} {:>16} instructions",
            format!("{name}: {hand}"),
            group(count)
        );
    }
    Ok(())
}

/// The instructions `measured` executes for one case.
fn count(program: &PathBuf, case: &str) -> Result<u64> {
    let out = Command::new("valgrind")
        .args([
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            "--collect-atstart=no",
            "--toggle-collect=*measured*",
        ])
        .arg(program)
        .arg(case)
        .current_dir(root())
        .output()
        .map_err(|e| format!("could not start valgrind: {e}"))?;
    let log = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!("the case {case} failed under callgrind:\n{log}"));
    }
    log.lines()
        .find_map(|line| line.split("Collected :").nth(1))
        .and_then(|n| n.trim().parse().ok())
        .ok_or_else(|| format!("no instruction count in callgrind's output:\n{log}"))
}

/// Where cargo builds: `CARGO_TARGET_DIR`, else `target/` at the root.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from)
}

/// `1234567` as `1,234,567`.
fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn groups_digits_in_threes() {
        assert_eq!(super::group(0), "0");
        assert_eq!(super::group(999), "999");
        assert_eq!(super::group(1000), "1,000");
        assert_eq!(super::group(52_655_783), "52,655,783");
    }
}
