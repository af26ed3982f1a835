//! `solve24`: the solver on the command line.
//!
//! ```text
//! solve24 [--target Q] [--level distinct|strict] [--no-parens] NUMBER...
//! solve24 --all   [--min V] [--max V] [--cards K] [--target Q] [--level L] [--no-parens]
//! solve24 --stats [--min V] [--max V] [--cards K] [--target Q] [--level L] [--no-parens]
//! solve24 --targets A..B [--min V] [--max V] [--cards K] [--level L] [--no-parens]
//! solve24 --difficulty [--min V] [--max V] [--cards K] [--target Q]
//! solve24 --difficulty [--target Q] NUMBER...
//! ```
//!
//! `--difficulty` prints `hand<TAB>seconds<TAB>level` for each solvable hand
//! of the deck, or for the one hand given: the estimated median solve time
//! of a practised player and its level, 1 (easy) to 5 (fiendish).
//!
//! `--targets` prints `target<TAB>solvable hands<TAB>hands<TAB>solutions`,
//! one line per integer target from A to B.
//!
//! Exit status: 0 when solvable (and for `--all`, `--stats`, `--targets` and `--difficulty`), 1 when not,
//! 2 on bad input, with a one-line message that names the bad argument.

use solver::difficulty::{rate, Grade};
use solver::stats::{survey, targets, Deck, Summary};
use solver::{solve, Error, Level, Options, Parens, Rational, Solved, MAX_NUMBERS};
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "usage: solve24 [--target Q] [--level distinct|strict] [--no-parens] NUMBER...
       solve24 --all   [--min V] [--max V] [--cards K] [--target Q] [--level L] [--no-parens]
       solve24 --stats [--min V] [--max V] [--cards K] [--target Q] [--level L] [--no-parens]
       solve24 --targets A..B [--min V] [--max V] [--cards K] [--level L] [--no-parens]
       solve24 --difficulty [--min V] [--max V] [--cards K] [--target Q] [NUMBER...]

NUMBER is an integer, a fraction (3/4), negative allowed, or a rank (A T J Q K).
Prints every distinct solution, one per line, with minimal parentheses.
--difficulty prints hand, estimated seconds for a practised player and
level (1 easy, 2 fair, 3 tricky, 4 hard, 5 fiendish) per solvable hand.";

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Solve,
    All,
    Stats,
    Targets(i128, i128),
    /// `--difficulty`: of the hand given, or of every hand of the deck.
    Difficulty,
}

struct Args {
    mode: Mode,
    target: Rational,
    level: Level,
    no_parens: bool,
    deck: Deck,
    numbers: Vec<Rational>,
}

fn main() -> ExitCode {
    let args = match text_args(std::env::args_os().skip(1)).and_then(parse_args) {
        Ok(Some(args)) => args,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("solve24: {message}");
            return ExitCode::from(2);
        }
    };
    match args.mode {
        Mode::Solve => run_solve(&args),
        Mode::Targets(first, last) => run_targets(&args, first, last),
        Mode::Difficulty if !args.numbers.is_empty() => run_rate(&args),
        Mode::All | Mode::Stats | Mode::Difficulty => run_deck(&args),
    }
}

fn run_targets(args: &Args, first: i128, last: i128) -> ExitCode {
    match targets(&args.deck, first, last, args.level, options(args)) {
        Ok(counts) => {
            let mut out = std::io::stdout().lock();
            for c in counts {
                let line = format!(
                    "{}\t{}\t{}\t{}",
                    c.target,
                    c.solvable_hands,
                    c.hands,
                    c.solutions.unwrap_or_default()
                );
                if writeln!(out, "{line}").is_err() {
                    break; // the reader has gone
                }
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("solve24: {e}");
            ExitCode::from(2)
        }
    }
}

/// `A..B`, two integers with `A <= B`.
fn parse_range(v: &str) -> Result<(i128, i128), String> {
    let bad = || format!("bad --targets '{v}': expected A..B, e.g. 1..100");
    let (a, b) = v.split_once("..").ok_or_else(bad)?;
    let a: i128 = a.trim().parse().map_err(|_| bad())?;
    let b: i128 = b.trim().parse().map_err(|_| bad())?;
    if a > b {
        return Err(format!("bad --targets '{v}': {a} is greater than {b}"));
    }
    Ok((a, b))
}

fn run_solve(args: &Args) -> ExitCode {
    let solved = match solve(&args.numbers, args.target, options(args)) {
        Ok(solved) => solved,
        Err(e) => {
            eprintln!("solve24: {e}");
            return ExitCode::from(2);
        }
    };
    let solutions = solved.solutions(args.level);
    if solutions.is_empty() {
        let hand: Vec<String> = args.numbers.iter().map(Rational::to_string).collect();
        eprintln!("no way to make {} from {}", args.target, hand.join(" "));
        return ExitCode::from(1);
    }
    let mut out = std::io::stdout().lock();
    for s in solutions {
        if writeln!(out, "{}", s.ascii()).is_err() {
            break; // the reader has gone (e.g. `| head`): nothing left to do
        }
    }
    ExitCode::SUCCESS
}

fn run_rate(args: &Args) -> ExitCode {
    if let Err(e) = solver::check_bound(&args.numbers, &args.target) {
        eprintln!("solve24: {e}");
        return ExitCode::from(2);
    }
    let hand: Vec<String> = args.numbers.iter().map(Rational::to_string).collect();
    let Some(rating) = rate(&args.numbers, args.target) else {
        // The rating walks in fixed-width arithmetic only: past it, a
        // solvable hand has no rating rather than no solution.
        let solvable =
            solve(&args.numbers, args.target, Options::default()).is_ok_and(|s| s.is_solvable());
        if solvable {
            eprintln!("solve24: no difficulty for numbers this large (it needs their products below 2^127)");
            return ExitCode::from(2);
        }
        eprintln!("no way to make {} from {}", args.target, hand.join(" "));
        return ExitCode::from(1);
    };
    println!(
        "{}",
        rating_line(&hand.join(" "), rating.seconds, rating.grade)
    );
    ExitCode::SUCCESS
}

/// `hand<TAB>seconds<TAB>level`, seconds with one decimal.
fn rating_line(hand: &str, seconds: f64, grade: Grade) -> String {
    format!("{hand}\t{seconds:.1}\t{}", grade.number())
}

fn run_deck(args: &Args) -> ExitCode {
    let mode = args.mode;
    let mut out = std::io::stdout().lock();
    let mut reader_gone = false;
    let mut grades = [0u64; 5];
    let print_hand = |hand: &[i128], solved: &Solved| {
        let solutions = solved.solutions(args.level);
        if matches!(mode, Mode::Stats | Mode::Difficulty) && !solutions.is_empty() {
            let numbers: Vec<Rational> = hand.iter().map(|&v| Rational::from(v)).collect();
            if let Some(rating) = rate(&numbers, args.target) {
                grades[usize::from(rating.grade.number()) - 1] += 1;
                if mode == Mode::Difficulty && !reader_gone {
                    let hand: Vec<String> = hand.iter().map(i128::to_string).collect();
                    let line = rating_line(&hand.join(" "), rating.seconds, rating.grade);
                    reader_gone = writeln!(out, "{line}").is_err();
                }
            }
        }
        if mode == Mode::All && !solutions.is_empty() && !reader_gone {
            let hand: Vec<String> = hand.iter().map(i128::to_string).collect();
            let exprs: Vec<String> = solutions.iter().map(|s| s.ascii()).collect();
            let line = format!(
                "{}\t{}\t{}",
                hand.join(" "),
                solutions.len(),
                exprs.join("\t")
            );
            reader_gone = writeln!(out, "{line}").is_err();
        }
    };
    match survey(
        &args.deck,
        args.target,
        args.level,
        options(args),
        print_hand,
    ) {
        Ok(summary) => {
            if mode == Mode::Stats {
                print_summary(args, &summary, &grades);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("solve24: {e}");
            ExitCode::from(2)
        }
    }
}

fn print_summary(args: &Args, s: &Summary, grades: &[u64; 5]) {
    use std::fmt::Write as _;
    let percent = |part: u128, whole: u128| {
        if whole == 0 {
            0.0
        } else {
            100.0 * part as f64 / whole as f64
        }
    };
    let Deck { min, max, cards } = args.deck;
    let mut text = String::new();
    let _ = writeln!(
        text,
        "deck: values {min}..{max}, {cards} cards, target {}, level {}{}",
        args.target,
        args.level,
        if args.no_parens {
            ", no parentheses"
        } else {
            ""
        }
    );
    let _ = writeln!(
        text,
        "solvable hands: {} of {} ({:.1}%)",
        s.solvable_hands,
        s.hands,
        percent(s.solvable_hands.into(), s.hands.into())
    );
    let _ = writeln!(
        text,
        "solutions: {} ({} per solvable hand on average)",
        s.solutions,
        average(s.solutions, s.solvable_hands)
    );
    let _ = writeln!(
        text,
        "solvable ordered deals: {} of {} ({:.1}%)",
        s.solvable_deals,
        s.deals,
        percent(s.solvable_deals, s.deals)
    );
    if let Some((hand, count)) = &s.most {
        let hand: Vec<String> = hand.iter().map(i128::to_string).collect();
        let _ = writeln!(text, "most solutions: {} ({count})", hand.join(" "));
    }
    let _ = writeln!(text, "hands by number of solutions:");
    for (count, hands) in s.per_hand.iter().enumerate().filter(|(_, &h)| h > 0) {
        let _ = writeln!(text, "  {count}\t{hands}");
    }
    let _ = writeln!(text, "solvable hands by difficulty:");
    for (grade, hands) in Grade::ALL.iter().zip(grades) {
        let _ = writeln!(text, "  {} {grade}\t{hands}", grade.number());
    }
    // A reader that has gone away (`| head`) is not an error worth reporting.
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

fn average(total: u64, n: u64) -> String {
    if n == 0 {
        "0".into()
    } else {
        format!("{:.2}", total as f64 / n as f64)
    }
}

/// The arguments as text. One that is not valid UTF-8 is bad input, named
/// in the message with its bad bytes replaced (`std::env::args` would panic).
fn text_args(raw: impl Iterator<Item = std::ffi::OsString>) -> Result<Vec<String>, String> {
    raw.map(|arg| {
        arg.into_string().map_err(|arg| {
            format!(
                "argument '{}' is not valid UTF-8 text",
                arg.to_string_lossy()
            )
        })
    })
    .collect()
}

/// `Ok(None)` asks for the usage text.
fn parse_args(raw: Vec<String>) -> Result<Option<Args>, String> {
    let mut args = Args {
        mode: Mode::Solve,
        target: Rational::from(24),
        level: Level::Distinct,
        no_parens: false,
        deck: Deck::default(),
        numbers: Vec::new(),
    };
    let mut deck_option = None;
    let mut i = 0;
    let mut only_numbers = false;
    while i < raw.len() {
        let arg = &raw[i];
        i += 1;
        if only_numbers || !arg.starts_with("--") {
            if !only_numbers && arg.starts_with('-') && !looks_negative(arg) {
                return Err(format!("unknown option '{arg}'"));
            }
            args.numbers.push(parse_value(arg)?);
            continue;
        }
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (arg.as_str(), None),
        };
        let mut value = || -> Result<String, String> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            let v = raw
                .get(i)
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))?;
            i += 1;
            Ok(v)
        };
        match name {
            "--" => only_numbers = true,
            "--help" | "-h" => return Ok(None),
            "--all" => args.mode = Mode::All,
            "--stats" => args.mode = Mode::Stats,
            "--difficulty" => args.mode = Mode::Difficulty,
            "--targets" => {
                let (a, b) = parse_range(&value()?)?;
                args.mode = Mode::Targets(a, b);
            }
            "--no-parens" => args.no_parens = true,
            "--target" => {
                let v = value()?;
                args.target = v.parse().map_err(|e| format!("bad --target {e}"))?;
            }
            "--level" => args.level = value()?.parse().map_err(|e| format!("bad --level: {e}"))?,
            "--min" | "--max" | "--cards" => {
                let v = value()?;
                let n: i128 = v
                    .trim()
                    .parse()
                    .map_err(|_| format!("bad {name} '{v}': expected an integer"))?;
                deck_option = Some(name.to_string());
                match name {
                    "--min" => args.deck.min = n,
                    "--max" => args.deck.max = n,
                    _ => {
                        args.deck.cards =
                            usize::try_from(n).map_err(|_| format!("bad --cards '{v}'"))?
                    }
                }
            }
            _ => return Err(format!("unknown option '{name}'")),
        }
    }
    match args.mode {
        Mode::Solve => {
            if let Some(option) = deck_option {
                return Err(format!("{option} goes with --all, --stats or --targets"));
            }
            if args.numbers.is_empty() {
                return Err("give the numbers to solve, e.g. solve24 3 3 8 8 (see --help)".into());
            }
        }
        Mode::Difficulty if !args.numbers.is_empty() => {
            if let Some(option) = deck_option {
                return Err(format!("{option} goes with a deck, not with a hand"));
            }
        }
        Mode::All | Mode::Stats | Mode::Difficulty | Mode::Targets(..) => {
            if let Some(n) = args.numbers.first() {
                return Err(format!(
                    "unexpected number '{n}' with --all, --stats or --targets"
                ));
            }
            args.deck.check().map_err(|e| deck_problem(&args.deck, e))?;
        }
    }
    Ok(Some(args))
}

/// A number, or a card rank (`A` or `1`, `T` or `10`, `J`, `Q`, `K`, any case).
fn parse_value(arg: &str) -> Result<Rational, String> {
    if let Some(rank) = cards::rank_from_code(arg) {
        return Ok(Rational::from(i128::from(rank)));
    }
    arg.parse().map_err(|e| format!("bad number {e}"))
}

/// The solver's options for the command line's.
fn options(args: &Args) -> Options {
    let parens = if args.no_parens {
        Parens::None
    } else {
        Parens::Any
    };
    Options::default().parens(parens)
}

/// Why the deck options describe no hand, in the words of their flags.
fn deck_problem(deck: &Deck, error: Error) -> String {
    match error {
        Error::EmptyDeck { min, max } => format!("--min {min} is greater than --max {max}"),
        _ => format!("--cards {} must be from 1 to {MAX_NUMBERS}", deck.cards),
    }
}

/// `-2` and `-3/4` are numbers, not options.
fn looks_negative(arg: &str) -> bool {
    arg.len() > 1 && arg[1..].starts_with(|c: char| c.is_ascii_digit())
}
