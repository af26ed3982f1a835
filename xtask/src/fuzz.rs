//! `cargo xtask fuzz [--seconds N] [--seed S]`: the fuzz pass of
//! `crates/fuzz`, built with the `fuzz` profile (optimised, panics unwind
//! so that each is caught and reported). Without `--seed` every run draws
//! a fresh one, and prints it first, so that a failure can be replayed.

use crate::{cargo, exec, step, Result};

/// How long `cargo xtask test` fuzzes.
pub const TEST_SECONDS: u32 = 60;

pub fn run(args: &[String]) -> Result {
    let (mut seconds, mut seed) = (TEST_SECONDS.to_string(), None);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--seconds" => seconds = value("--seconds")?,
            "--seed" => seed = Some(value("--seed")?),
            other => return Err(format!("unexpected argument '{other}'")),
        }
    }
    seconds
        .parse::<f64>()
        .ok()
        .filter(|s| *s >= 0.0)
        .ok_or_else(|| format!("--seconds '{seconds}': expected a number of seconds"))?;
    let seed = match seed {
        Some(s) => s
            .parse::<u64>()
            .map_err(|_| format!("--seed '{s}': expected an unsigned integer"))?,
        None => fresh_seed(),
    };
    pass(&seconds, seed)
}

/// One fuzz pass of `seconds` with `seed`.
pub fn pass(seconds: &str, seed: u64) -> Result {
    step(&format!("fuzz: {seconds} s, seed {seed}"));
    exec(
        cargo()
            .args([
                "run",
                "--quiet",
                "--profile",
                "fuzz",
                "-p",
                "twentyfour-fuzz",
            ])
            .env("FUZZ_SECONDS", seconds)
            .env("FUZZ_SEED", seed.to_string()),
    )
    .map_err(|e| format!("{e}: replay with `cargo xtask fuzz --seed {seed}`"))
}

/// A seed from the clock: a different one every run.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}
