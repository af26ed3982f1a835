//! `cargo xtask fuzz [--seconds N] [--seed S]`: the fuzz pass of
//! `crates/fuzz`, built with the `fuzz` profile (optimised, panics unwind
//! so that each is caught and reported). Without `--seed` every run draws
//! a fresh one, and prints it first, so that a failure can be replayed.

use crate::{cargo, exec, instructions::target_dir, step, Result};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

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

/// Builds the fuzz pass, for [`Background::start`].
pub fn build() -> Result {
    exec(cargo().args(["build", "--profile", "fuzz", "-p", "twentyfour-fuzz"]))
}

/// A fuzz pass running beside other work. It keeps one core busy, so
/// `cargo xtask test` runs it beside the release build, which spends most
/// of its time in single-threaded link-time optimisation. Its output is
/// kept in a file and printed when it is waited for, so that it does not
/// cut into the other work's; dropped unwaited, it is killed.
pub struct Background {
    child: Child,
    seed: u64,
    log: PathBuf,
}

impl Background {
    /// Starts the binary [`build`] made, for `seconds` with `seed`.
    pub fn start(seconds: u32, seed: u64) -> Result<Background> {
        step(&format!(
            "fuzz: {seconds} s, seed {seed}, beside what follows"
        ));
        let binary = target_dir().join("fuzz").join("twentyfour-fuzz");
        let log = target_dir().join("fuzz-pass.log");
        let file = std::fs::File::create(&log)
            .map_err(|e| format!("cannot create {}: {e}", log.display()))?;
        let errors = file
            .try_clone()
            .map_err(|e| format!("cannot share {}: {e}", log.display()))?;
        let child = Command::new(&binary)
            .env("FUZZ_SECONDS", seconds.to_string())
            .env("FUZZ_SEED", seed.to_string())
            .stdin(Stdio::null())
            .stdout(file)
            .stderr(errors)
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
        Ok(Background { child, seed, log })
    }

    /// Waits for the pass to end, prints what it printed, and fails when it did.
    pub fn finish(mut self) -> Result {
        step("fuzz: waiting for the pass to end");
        let status = self
            .child
            .wait()
            .map_err(|e| format!("cannot wait for the fuzz pass: {e}"))?;
        print!("{}", std::fs::read_to_string(&self.log).unwrap_or_default());
        let seed = self.seed;
        if status.success() {
            Ok(())
        } else {
            Err(format!(
                "the fuzz pass failed ({status}): replay with `cargo xtask fuzz --seed {seed}`"
            ))
        }
    }
}

impl Drop for Background {
    fn drop(&mut self) {
        // A no-op once `finish` has waited.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A seed from the clock: a different one every run.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}
