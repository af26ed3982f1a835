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
//! Each takes `--integers` (whole numbers only: `Options::integers`) and
//! `--faces 10` (J Q K worth 10 each; see `faces`).
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

mod args;
mod faces;

use args::{options, parse_args, text_args, Args, Mode, USAGE};
use faces::Faces;
use solver::difficulty::{rate_with, Grade};
use solver::stats::{deals_with, solve_hand, targets, Deck, Summary};
use solver::{solve, Rational, Solved};
use std::io::Write;
use std::process::ExitCode;

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
    let deck = args.faces.values(&args.deck);
    match targets(&deck, first, last, args.level, options(args)) {
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
        no_way(args);
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

/// Says on stderr that the hand has no solution (under the rule, if any).
fn no_way(args: &Args) {
    let hand: Vec<String> = args.numbers.iter().map(Rational::to_string).collect();
    let rule = if args.integers {
        " with whole numbers only"
    } else {
        ""
    };
    eprintln!(
        "no way to make {} from {}{rule}",
        args.target,
        hand.join(" ")
    );
}

fn run_rate(args: &Args) -> ExitCode {
    if let Err(e) = solver::check_bound(&args.numbers, &args.target) {
        eprintln!("solve24: {e}");
        return ExitCode::from(2);
    }
    let hand: Vec<String> = args.numbers.iter().map(Rational::to_string).collect();
    let Some(rating) = rate_with(&args.numbers, args.target, options(args)) else {
        // The rating walks in fixed-width arithmetic only: past it, a
        // solvable hand has no rating rather than no solution.
        let solvable =
            solve(&args.numbers, args.target, options(args)).is_ok_and(|s| s.is_solvable());
        if solvable {
            eprintln!("solve24: no difficulty for numbers this large (it needs their products below 2^127)");
            return ExitCode::from(2);
        }
        no_way(args);
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
    let mut print_hand = |hand: &[i128], solved: &Solved| {
        let solutions = solved.solutions(args.level);
        if matches!(mode, Mode::Stats | Mode::Difficulty) && !solutions.is_empty() {
            let numbers: Vec<Rational> = hand.iter().map(|&v| Rational::from(v)).collect();
            if let Some(rating) = rate_with(&numbers, args.target, options(args)) {
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
    // The hands are of the deck's values; its ordered deals are of its
    // cards, which under `--faces 10` put 10 on more than one rank.
    let kinds = |value| args.faces.kinds(&args.deck, value);
    let mut summary = Summary::default();
    for hand in args.faces.values(&args.deck).hands() {
        let solved = match solve_hand(&hand, args.target, options(args)) {
            Ok(solved) => solved,
            Err(e) => {
                eprintln!("solve24: {e}");
                return ExitCode::from(2);
            }
        };
        summary.add_dealt(&hand, solved.count(args.level), deals_with(&hand, kinds));
        print_hand(&hand, &solved);
    }
    if mode == Mode::Stats {
        print_summary(args, &summary, &grades);
    }
    ExitCode::SUCCESS
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
    let values = match args.faces {
        Faces::Thirteen => format!("values {min}..{max}"),
        Faces::Ten => format!("ranks {min}..{max}, J Q K worth 10"),
    };
    let mut text = String::new();
    let _ = writeln!(
        text,
        "deck: {values}, {cards} cards, target {}, level {}{}{}",
        args.target,
        args.level,
        if args.no_parens {
            ", no parentheses"
        } else {
            ""
        },
        if args.integers {
            ", whole numbers only"
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
