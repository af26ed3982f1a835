//! `solve24` under random argument vectors: numbers, fractions, ranks,
//! huge numbers, flags in any order, non-UTF-8 bytes. Every run must exit
//! 0, 1 or 2, by itself (no signal), without a panic; and every solution it
//! prints must read back as an expression that makes the target exactly
//! from exactly the given numbers (J Q K as 10 under `--faces 10`), whole in
//! every step under `--integers`. The seed is printed; `CLI_FUZZ_SEED`
//! replays one.
#![cfg(all(unix, not(target_arch = "wasm32")))]

use solver::{Expr, Rational};
use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::process::Command;

/// Runs per `cargo test`: enough to meet every kind of argument many times,
/// few enough to stay within seconds on a debug build.
const RUNS: usize = 4000;
const THREADS: usize = 4;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// One run: the arguments, and, when the vector is a plain hand, the
/// numbers and target every printed solution must use and make.
struct Case {
    args: Vec<OsString>,
    hand: Option<(Vec<Rational>, Rational)>,
    /// `--integers`: every step of every solution is whole.
    integers: bool,
}

const NUMBERS: &[&str] = &[
    "1",
    "3",
    "4",
    "6",
    "8",
    "10",
    "12",
    "13",
    "0",
    "-2",
    "-7",
    "3/4",
    "-1/2",
    "8/3",
    "6/8",
    "A",
    "t",
    "J",
    "q",
    "K",
    "1/0",
    "x",
    "",
    "2000000000000000001",
    "-8622514302491244943/5212860990632490694",
    "99999999999999999999999999999999999999999",
    "170141183460469231731687303715884105728",
];

const FLAGS: &[&str] = &[
    "--target",
    "--target=-24",
    "--target=1/2",
    "--target=0",
    "--level",
    "strict",
    "distinct",
    "--level=strict",
    "--no-parens",
    "--all",
    "--stats",
    "--min",
    "--max",
    "--cards",
    "--",
    "-",
    "--help",
    "-h",
    "--frobnicate",
    "--target=",
    "-x",
    "2",
    "9",
    "--level=loose",
    "--integers",
    "--faces",
    "--faces=10",
    "--faces=12",
    "10",
];

/// A value for the numbers list: a card rank (J Q K worth 10 with
/// `faces_10`) or a number, as `solve24` reads it.
fn value(text: &str, faces_10: bool) -> Option<Rational> {
    match cards::rank_from_code(text) {
        Some(rank) if faces_10 => Some(Rational::from(i128::from(rank.min(10)))),
        Some(rank) => Some(Rational::from(i128::from(rank))),
        None => text.parse().ok(),
    }
}

fn case(rng: &mut Rng) -> Case {
    if rng.below(2) == 0 {
        // A plain hand, with some of the options that keep it one.
        let n = 1 + rng.below(5);
        let numbers: Vec<&str> = (0..n).map(|_| rng.pick(NUMBERS)).collect();
        let mut args: Vec<OsString> = Vec::new();
        let mut target = Rational::from(24);
        if rng.below(3) == 0 {
            let t = rng.pick(&["0", "24", "-1", "1/2", "10", "7/3"]);
            args.push(format!("--target={t}").into());
            target = t.parse().unwrap();
        }
        if rng.below(3) == 0 {
            args.push("--level=strict".into());
        }
        if rng.below(5) == 0 {
            args.push("--no-parens".into());
        }
        let integers = rng.below(4) == 0;
        if integers {
            args.push("--integers".into());
        }
        let faces_10 = rng.below(4) == 0;
        if faces_10 {
            args.push("--faces=10".into());
        }
        args.push("--".into());
        args.extend(numbers.iter().map(OsString::from));
        let hand = numbers
            .iter()
            .map(|s| value(s, faces_10))
            .collect::<Option<Vec<_>>>();
        return Case {
            args,
            hand: hand.map(|h| (h, target)),
            integers,
        };
    }
    // Anything: flags, numbers and bytes in any order.
    let n = rng.below(8);
    let mut args: Vec<OsString> = (0..n)
        .map(|_| match rng.below(10) {
            0..=4 => rng.pick(NUMBERS).into(),
            5..=8 => rng.pick(FLAGS).into(),
            _ => {
                // Bytes that are not UTF-8, with a digit or two around.
                let mut bytes = vec![0x8b, b'3'];
                bytes.rotate_left(rng.below(2));
                bytes.push([0xff, 0xc3, 0x80, b'/'][rng.below(4)]);
                OsString::from_vec(bytes)
            }
        })
        .collect();
    if args.iter().any(|a| a == "--all" || a == "--stats") {
        // A whole deck takes seconds on a debug build: a small one.
        for a in ["--min", "1", "--max", "3", "--cards", "2"] {
            args.push(a.into());
        }
    }
    Case {
        args,
        hand: None,
        integers: false,
    }
}

/// What is wrong with this run, if anything.
fn check(bin: &str, case: &Case) -> Option<String> {
    let out = Command::new(bin).args(&case.args).output().ok()?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let code = match out.status.code() {
        Some(code @ 0..=2) => code,
        Some(code) => return Some(format!("exit {code}: {stderr}")),
        None => return Some(format!("killed by a signal: {stderr}")),
    };
    if stderr.contains("panicked") {
        return Some(format!("panicked: {stderr}"));
    }
    let (Some((hand, target)), 0) = (&case.hand, code) else {
        return None;
    };
    let mut hand = hand.clone();
    hand.sort();
    let stdout = String::from_utf8_lossy(&out.stdout);
    if stdout.trim().is_empty() {
        return Some("exit 0 with no solution".into());
    }
    for line in stdout.lines() {
        let Ok(e) = line.parse::<Expr>() else {
            return Some(format!("{line:?} does not read as an expression"));
        };
        if e.eval() != Some(*target) {
            return Some(format!("{line} is {:?}, not {target}", e.eval()));
        }
        let mut used = e.numbers();
        used.sort();
        if used != hand {
            return Some(format!("{line} does not use {hand:?} once each"));
        }
        let whole = |steps: Vec<solver::Step>| {
            let values = steps.iter().flat_map(|s| [s.left, s.right, s.result]);
            values.chain(e.numbers()).all(|q| q.is_integer())
        };
        // (A step past i128 has no steps to show; the solver's own tests
        // read such values exactly.)
        if case.integers && e.steps().is_some_and(|steps| !whole(steps)) {
            return Some(format!("{line} is not whole in every step"));
        }
    }
    None
}

#[test]
fn random_argument_vectors_exit_0_1_or_2_and_print_exact_solutions() {
    let seed: u64 = std::env::var("CLI_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        })
        .max(1);
    println!("CLI_FUZZ_SEED={seed}");
    let bin = env!("CARGO_BIN_EXE_solve24");
    let failures: Vec<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..THREADS as u64)
            .map(|t| {
                scope.spawn(move || {
                    let mut rng = Rng(seed.wrapping_add(t.wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1);
                    let mut failures = Vec::new();
                    for _ in 0..RUNS / THREADS {
                        let case = case(&mut rng);
                        if let Some(problem) = check(bin, &case) {
                            failures.push(format!("solve24 {:?}: {problem}", case.args));
                        }
                    }
                    failures
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker finishes"))
            .collect()
    });
    assert!(
        failures.is_empty(),
        "{} of {RUNS} runs failed (CLI_FUZZ_SEED={seed}):\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
}
