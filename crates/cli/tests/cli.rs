//! The `solve24` command line: output, exit status and messages.
#![cfg(not(target_arch = "wasm32"))]

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_solve24"))
        .args(args)
        .output()
        .expect("solve24 runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn prints_one_solution_per_line_and_exits_0() {
    let o = run(&["3", "3", "8", "8"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "8/(3-8/3)\n");
    let o = run(&["1", "2", "3", "4"]);
    assert_eq!(stdout(&o).lines().count(), 3);
    let o = run(&["--level", "strict", "1", "2", "3", "4"]);
    assert_eq!(stdout(&o).lines().count(), 4);
}

#[test]
fn accepts_ranks_fractions_negatives_and_targets() {
    assert_eq!(run(&["q", "Q", "k", "A"]).status.code(), Some(0));
    // The ace is A or 1, the ten T or 10.
    assert_eq!(
        stdout(&run(&["a", "t", "j", "q"])),
        stdout(&run(&["1", "10", "11", "12"]))
    );
    let o = run(&["--target=-24", "-2", "3", "4"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = run(&["--target", "-24", "-2", "3", "4"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = run(&["--target", "1/2", "1", "2"]);
    assert_eq!(stdout(&o), "1/2\n");
    let o = run(&["3/4", "32"]);
    assert_eq!(stdout(&o), "32*[3/4]\n");
}

/// Past the bound of `i128` arithmetic, arbitrary precision: nothing is
/// refused for size.
#[test]
fn solves_numbers_of_any_size() {
    let o = run(&["1000000", "999999", "999998", "999997", "999996", "999995"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "(999999-999995)*(1000000-999997)*(999998-999996)\n\
         (1000000-999996)*(999998-999995)*(999999-999997)\n"
    );
    let huge = "100000000000000000000";
    let o = run(&["--target", "2", huge, huge, huge]);
    assert_eq!(stdout(&o), format!("({huge}+{huge})/{huge}\n"));
    // Difficulty is rated in fixed widths only, and says so.
    let o = run(&["--difficulty", huge, huge, huge, "--target", "2"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("numbers this large"), "{}", stderr(&o));
}

#[test]
fn unsolvable_exits_1_with_a_message() {
    let o = run(&["1", "1", "1", "1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert!(stderr(&o).contains("no way to make 24"));
}

#[test]
fn bad_input_exits_2_naming_the_argument() {
    for (args, names) in [
        (&["3", "zz", "8"][..], "zz"),
        (&["--target", "x", "1"], "x"),
        (&["--level", "loose", "1"], "loose"),
        (&["--frobnicate", "1"], "--frobnicate"),
        (&["1", "2", "3", "4", "5", "6", "7", "8", "9"], "9 numbers"),
        (&["1/0", "2"], "1/0"),
        (&["--target"], "--target"),
        (&["--all", "--cards", "many"], "many"),
        (&["--all", "--min", "9", "--max", "2"], "--min 9"),
        (&["--min", "2", "1", "2"], "--min"),
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let message = stderr(&o);
        assert_eq!(message.lines().count(), 1, "{args:?}: {message}");
        assert!(message.contains(names), "{args:?}: {message}");
    }
}

#[test]
fn a_non_utf8_argument_is_bad_input_named_in_the_message() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    // `solve24 8/3 -1/2 13 $'\x8b3' Q`
    let bad = OsStr::from_bytes(b"\x8b3");
    let o = Command::new(env!("CARGO_BIN_EXE_solve24"))
        .args(["8/3", "-1/2", "13"])
        .arg(bad)
        .arg("Q")
        .output()
        .expect("solve24 runs");
    assert_eq!(o.status.code(), Some(2));
    let message = stderr(&o);
    assert_eq!(message.lines().count(), 1, "{message}");
    assert!(message.contains("'\u{fffd}3'"), "{message}");
    assert!(message.contains("UTF-8"), "{message}");
    assert!(!message.contains("panicked"), "{message}");
}

#[test]
fn all_lists_solvable_hands_in_the_oracle_layout() {
    let o = run(&["--all", "--max", "9"]);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 404);
    assert!(lines[0].starts_with("1 1 1 8\t1\t"));
    for line in lines {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(
            fields[1].parse::<usize>().unwrap(),
            fields.len() - 2,
            "{line}"
        );
    }
}

#[test]
fn stats_reports_the_known_figures() {
    let text = stdout(&run(&["--stats"]));
    assert!(text.contains("solvable hands: 1362 of 1820"), "{text}");
    assert!(text.contains("solutions: 3017"), "{text}");
    assert!(
        text.contains("solvable ordered deals: 22615 of 28561"),
        "{text}"
    );
    assert!(text.contains("most solutions: 2 4 8 10 (11)"), "{text}");
    let strict = stdout(&run(&["--stats", "--level", "strict"]));
    assert!(strict.contains("solutions: 4078"), "{strict}");
    let ten = stdout(&run(&["--stats", "--max", "10"]));
    assert!(
        ten.contains("solvable hands: 566 of 715") && ten.contains("solutions: 1343"),
        "{ten}"
    );
}

#[test]
fn no_parens_keeps_bracket_free_solutions() {
    let o = run(&["--no-parens", "6", "6", "6", "6"]);
    let text = stdout(&o);
    assert!(text.lines().any(|l| l == "6*6-6-6"), "{text}");
    assert!(text.lines().all(|l| !l.contains('(')), "{text}");
    assert_eq!(
        run(&["--no-parens", "3", "3", "8", "8"]).status.code(),
        Some(1)
    );
}

#[test]
fn targets_prints_one_line_per_target() {
    let o = run(&["--targets", "23..25"]);
    assert_eq!(o.status.code(), Some(0));
    let lines: Vec<String> = stdout(&o).lines().map(String::from).collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[1], "24\t1362\t1820\t3017");
    let nine = stdout(&run(&["--targets", "24..24", "--max", "9"]));
    assert!(nine.starts_with("24\t404\t495\t"), "{nine}");
    // The same figures --stats prints for each target.
    let wide = stdout(&run(&["--targets", "1..25"]));
    for line in wide
        .lines()
        .filter(|l| ["1\t", "23\t"].iter().any(|p| l.starts_with(p)))
    {
        let f: Vec<&str> = line.split('\t').collect();
        let stats = stdout(&run(&["--stats", "--target", f[0]]));
        assert!(
            stats.contains(&format!("solvable hands: {} of {}", f[1], f[2]))
                && stats.contains(&format!("solutions: {} ", f[3])),
            "{line}\n{stats}"
        );
    }
}

#[test]
fn targets_refuses_bad_ranges() {
    for bad in ["5..1", "1-5", "a..b"] {
        let o = run(&["--targets", bad]);
        assert_eq!(o.status.code(), Some(2), "{bad}");
        assert!(stderr(&o).contains("--targets"), "{}", stderr(&o));
    }
}

/// `hand`, seconds with one decimal, level 1–5, tab-separated.
fn rating(line: &str) -> (String, f64, u8) {
    let cols: Vec<&str> = line.split('\t').collect();
    assert_eq!(cols.len(), 3, "{line:?}");
    let (whole, tenths) = cols[1].split_once('.').expect("one decimal");
    assert!(!whole.is_empty() && tenths.len() == 1, "{line:?}");
    let level: u8 = cols[2].parse().unwrap();
    assert!((1..=5).contains(&level), "{line:?}");
    (cols[0].to_string(), cols[1].parse().unwrap(), level)
}

#[test]
fn difficulty_of_one_hand() {
    let o = run(&["--difficulty", "3", "3", "8", "8"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 1);
    let (hand, hard, _) = rating(out.trim_end());
    assert_eq!(hand, "3 3 8 8");
    let (_, easy, level) = rating(stdout(&run(&["--difficulty", "1", "1", "4", "6"])).trim_end());
    assert!(easy < hard);
    assert_eq!(level, 1);
    let o = run(&["--difficulty", "1", "1", "1", "1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert!(stderr(&o).contains("no way to make 24"));
    let o = run(&["--difficulty", "--cards", "3", "1", "2", "3"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn difficulty_of_every_solvable_hand_ascending() {
    let o = run(&["--difficulty"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let hands: Vec<String> = out.lines().map(|l| rating(l).0).collect();
    assert_eq!(hands.len(), 1362);
    assert_eq!(hands[0], "1 1 1 8");
    let all = stdout(&run(&["--all"]));
    let listed: Vec<&str> = all.lines().map(|l| l.split('\t').next().unwrap()).collect();
    assert_eq!(hands, listed);
    let o = run(&[
        "--difficulty",
        "--max",
        "6",
        "--cards",
        "2",
        "--target",
        "12",
    ]);
    let lines: Vec<String> = stdout(&o).lines().map(|l| rating(l).0).collect();
    assert_eq!(lines, ["2 6", "3 4", "6 6"]);
}

#[test]
fn stats_count_the_hands_of_each_level() {
    let out = stdout(&run(&["--stats"]));
    let (_, levels) = out
        .split_once("solvable hands by difficulty:\n")
        .expect("a difficulty section");
    let counts: Vec<u64> = levels
        .lines()
        .map(|l| l.rsplit('\t').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(counts.len(), 5);
    assert_eq!(counts.iter().sum::<u64>(), 1362);
    assert!(levels.starts_with("  1 easy\t"));
}

/// Each solution of `line` (`hand<TAB>count<TAB>solution…`): read back, it
/// makes 24 from the hand, whole in every step, each class once.
fn whole_and_each_class_once(line: &str, level: solver::Level) -> usize {
    use solver::{normal_form, Expr, Rational};
    let fields: Vec<&str> = line.split('\t').collect();
    let mut hand: Vec<Rational> = fields[0].split(' ').map(|v| v.parse().unwrap()).collect();
    hand.sort();
    let mut classes = std::collections::HashSet::new();
    for text in &fields[2..] {
        let e: Expr = text.parse().unwrap();
        assert_eq!(e.eval(), Some(Rational::from(24)), "{text}");
        let mut used = e.numbers();
        used.sort();
        assert_eq!(used, hand, "{text}");
        for step in e.steps().unwrap() {
            assert!(step.result.is_integer(), "{text}: {step}");
        }
        assert!(
            classes.insert(normal_form(&e, level)),
            "{text} repeats a class"
        );
    }
    assert_eq!(fields[1].parse::<usize>().unwrap(), classes.len(), "{line}");
    classes.len()
}

#[test]
fn integers_lists_whole_solutions_each_class_once() {
    for (level, solutions) in [("distinct", 2914), ("strict", 3975)] {
        let o = run(&["--all", "--integers", "--level", level]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let text = stdout(&o);
        assert_eq!(text.lines().count(), 1346);
        let level: solver::Level = level.parse().unwrap();
        let total: usize = text
            .lines()
            .map(|l| whole_and_each_class_once(l, level))
            .sum();
        assert_eq!(total, solutions);
    }
    let o = run(&["--integers", "3", "3", "8", "8"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("whole numbers only"), "{}", stderr(&o));
    assert_eq!(
        stdout(&run(&["--integers", "4", "4", "10", "10"])),
        "(10*10-4)/4\n"
    );
}

#[test]
fn integers_stats_report_the_known_figures() {
    for (args, hands, solutions) in [
        (
            &["--stats", "--integers"][..],
            "1346 of 1820",
            "solutions: 2914 ",
        ),
        (
            &["--stats", "--integers", "--level", "strict"],
            "1346 of 1820",
            "solutions: 3975 ",
        ),
        (
            &["--stats", "--integers", "--max", "10"],
            "556 of 715",
            "solutions: 1295 ",
        ),
        (
            &["--stats", "--integers", "--max", "10", "--level", "strict"],
            "556 of 715",
            "solutions: 1689 ",
        ),
    ] {
        let text = stdout(&run(args));
        assert!(text.starts_with("deck: values"), "{text}");
        assert!(
            text.lines()
                .next()
                .unwrap()
                .ends_with(", whole numbers only"),
            "{text}"
        );
        assert!(
            text.contains(&format!("solvable hands: {hands}")),
            "{args:?}: {text}"
        );
        assert!(text.contains(solutions), "{args:?}: {text}");
    }
    // Every hand solvable under the rule has a level.
    let text = stdout(&run(&["--stats", "--integers"]));
    let (_, levels) = text.split_once("solvable hands by difficulty:\n").unwrap();
    let rated: u64 = levels
        .lines()
        .map(|l| l.rsplit('\t').next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(rated, 1346);
    let o = run(&["--difficulty", "--integers"]);
    assert_eq!(stdout(&o).lines().count(), 1346);
    let o = run(&["--difficulty", "--integers", "3", "3", "8", "8"]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn faces_10_reads_j_q_k_as_10() {
    assert_eq!(
        stdout(&run(&["--faces", "10", "j", "Q", "2", "k"])),
        stdout(&run(&["10", "10", "2", "10"]))
    );
    // Numbers stay numbers.
    assert_eq!(
        stdout(&run(&["--faces=10", "11", "12", "1", "1"])),
        stdout(&run(&["11", "12", "1", "1"]))
    );
    assert_eq!(
        stdout(&run(&["--faces", "13", "j", "q", "k", "a"])),
        stdout(&run(&["j", "q", "k", "a"]))
    );
    for (args, names) in [
        (&["--faces", "11", "1", "2"][..], "--faces '11'"),
        (&["--faces", "10", "--stats", "--max", "14"], "--max 14"),
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(names), "{}", stderr(&o));
    }
}

#[test]
fn a_deck_with_faces_10_deals_10_four_times_as_often() {
    let faces = stdout(&run(&["--stats", "--faces", "10"]));
    assert!(
        faces.starts_with("deck: ranks 1..13, J Q K worth 10, 4 cards"),
        "{faces}"
    );
    // The hands are those of values 1..10 ...
    assert!(faces.contains("solvable hands: 566 of 715"), "{faces}");
    assert!(faces.contains("solutions: 1343 "), "{faces}");
    let ten = stdout(&run(&["--stats", "--max", "10"]));
    let after_deals = |text: &str| text.split_once("most solutions").unwrap().1.to_string();
    assert_eq!(after_deals(&faces), after_deals(&ten));
    assert_eq!(
        stdout(&run(&["--all", "--faces", "10"])),
        stdout(&run(&["--all", "--max", "10"]))
    );
    // ... but the deals are of thirteen ranks.
    assert!(faces.contains(" of 28561 "), "{faces}");
    assert!(
        ten.contains("solvable ordered deals: 8558 of 10000"),
        "{ten}"
    );
}

#[test]
fn help_names_the_rules() {
    let help = stdout(&run(&["--help"]));
    for flag in ["--integers", "--faces 10", "--max 10"] {
        assert!(help.contains(flag), "{flag}: {help}");
    }
}
