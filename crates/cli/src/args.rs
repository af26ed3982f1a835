//! Reading `solve24`'s arguments: the usage text, the modes, the flags and
//! the numbers (a rank by `--faces`), with a one-line message naming any
//! bad argument.

use crate::faces::Faces;
use solver::stats::Deck;
use solver::{Error, Level, Options, Parens, Rational, MAX_NUMBERS};

pub const USAGE: &str =
    "usage: solve24 [--target Q] [--level distinct|strict] [--no-parens] [RULES] NUMBER...
       solve24 --all   [DECK] [--target Q] [--level L] [--no-parens] [RULES]
       solve24 --stats [DECK] [--target Q] [--level L] [--no-parens] [RULES]
       solve24 --targets A..B [DECK] [--level L] [--no-parens] [RULES]
       solve24 --difficulty [DECK] [--target Q] [RULES] [NUMBER...]

NUMBER is an integer, a fraction (3/4), negative allowed, or a rank (A T J Q K).
Prints every distinct solution, one per line, with minimal parentheses.
DECK is [--min V] [--max V] [--cards K]: every hand of K cards of values
--min to --max, by default 1..13 and 4 cards; the deck without face cards
(A to 10) is --max 10.
RULES are [--integers] [--faces 10]:
  --integers   whole numbers only: every number and every step's result is
               whole (solutions, counts and difficulty all under the rule);
  --faces 10   J Q K are worth 10 each (by default, --faces 13, 11 12 13);
               numbers stay numbers. A deck's --min and --max are then card
               ranks, within 1..13: its hands are of values 1..10, with 10
               dealt four times as often (T J Q K) in the ordered deals.
--difficulty prints hand, estimated seconds for a practised player and
level (1 easy, 2 fair, 3 tricky, 4 hard, 5 fiendish) per solvable hand.";

#[derive(Clone, Copy, PartialEq)]
pub enum Mode {
    Solve,
    All,
    Stats,
    Targets(i128, i128),
    /// `--difficulty`: of the hand given, or of every hand of the deck.
    Difficulty,
}

pub struct Args {
    pub mode: Mode,
    pub target: Rational,
    pub level: Level,
    pub no_parens: bool,
    /// `--integers`: whole numbers only.
    pub integers: bool,
    pub faces: Faces,
    /// The deck as given: under `--faces 10`, card ranks (see `faces`).
    pub deck: Deck,
    pub numbers: Vec<Rational>,
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

/// The arguments as text. One that is not valid UTF-8 is bad input, named
/// in the message with its bad bytes replaced (`std::env::args` would panic).
pub fn text_args(raw: impl Iterator<Item = std::ffi::OsString>) -> Result<Vec<String>, String> {
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
pub fn parse_args(raw: Vec<String>) -> Result<Option<Args>, String> {
    let mut args = Args {
        mode: Mode::Solve,
        target: Rational::from(24),
        level: Level::Distinct,
        no_parens: false,
        integers: false,
        faces: Faces::default(),
        deck: Deck::default(),
        numbers: Vec::new(),
    };
    // Per number: its rank, when it was given as one (see `--faces`).
    let mut ranks = Vec::new();
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
            let (number, rank) = parse_value(arg)?;
            args.numbers.push(number);
            ranks.push(rank);
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
            "--integers" => args.integers = true,
            "--faces" => args.faces = Faces::parse(&value()?)?,
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
            args.faces.check(&args.deck)?;
        }
    }
    for (number, rank) in args.numbers.iter_mut().zip(ranks) {
        if let Some(rank) = rank {
            *number = Rational::from(args.faces.value(rank));
        }
    }
    Ok(Some(args))
}

/// A number, or a card rank (`A` or `1`, `T` or `10`, `J`, `Q`, `K`, any
/// case) with its rank.
fn parse_value(arg: &str) -> Result<(Rational, Option<u8>), String> {
    if let Some(rank) = cards::rank_from_code(arg) {
        return Ok((Rational::from(i128::from(rank)), Some(rank)));
    }
    let number = arg.parse().map_err(|e| format!("bad number {e}"))?;
    Ok((number, None))
}

/// The solver's options for the command line's.
pub fn options(args: &Args) -> Options {
    let parens = if args.no_parens {
        Parens::None
    } else {
        Parens::Any
    };
    Options::default().parens(parens).integers(args.integers)
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
