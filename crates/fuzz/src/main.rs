//! The fuzz pass: `FUZZ_SECONDS` (default 60) and `FUZZ_SEED` (default:
//! from the clock) from the environment, which `cargo xtask fuzz` sets.
//! Exits 1 when anything panicked or answered wrong.

use std::process::ExitCode;

fn main() -> ExitCode {
    let seconds: f64 = std::env::var("FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60.0);
    let seed: u64 = std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        });
    // Printed first, so that even a hang or a crash leaves it behind.
    println!("fuzzing for {seconds} s with seed {seed} (FUZZ_SEED={seed} replays it)");
    let summary = twentyfour_fuzz::run(seconds, seed);
    print!("{}", twentyfour_fuzz::report(&summary, seconds));
    if summary.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
