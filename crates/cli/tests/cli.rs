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
