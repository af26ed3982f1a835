//! The worked numbers of the spec, `docs/spec/distinct-solutions.md`, read
//! from it and checked one by one.
#![cfg(not(target_arch = "wasm32"))]

use twentyfour_solver::stats::Deck;
use twentyfour_solver::{normal_form, solve, Expr, Level, Options, Rational, Solved};

fn solved(values: &[i128]) -> Solved {
    let numbers: Vec<Rational> = values.iter().map(|&v| Rational::from(v)).collect();
    solve(&numbers, Rational::from(24), Options::default()).unwrap()
}

fn has_class(solved: &Solved, level: Level, text: &str) -> bool {
    let want = normal_form(&text.parse::<Expr>().unwrap(), level).unwrap();
    solved
        .solutions(level)
        .iter()
        .any(|s| normal_form(s.expr(), level).unwrap() == want)
}

/// The spec, `docs/spec/distinct-solutions.md`: its worked numbers are
/// read from it, so that the page and the solver cannot disagree.
fn spec() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/spec/distinct-solutions.md"
    );
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// The rows of the first table after `heading`, each cut into its cells.
fn table(text: &str, heading: &str) -> Vec<Vec<String>> {
    let section = &text[text.find(heading).unwrap_or_else(|| panic!("no {heading}"))..];
    section
        .lines()
        .skip_while(|line| !line.starts_with('|'))
        .take_while(|line| line.starts_with('|'))
        .skip(2)
        .map(|line| {
            line.trim_matches('|')
                .split('|')
                .map(|cell| cell.trim().to_string())
                .collect()
        })
        .collect()
}

/// The hand in a worked row (`1 2 3 4`).
fn hand(cell: &str) -> Vec<i128> {
    cell.split(' ').map(|v| v.parse().unwrap()).collect()
}

/// The expressions in backquotes in a cell.
fn shown(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

#[test]
fn worked_numbers() {
    let rows = table(&spec(), "## Worked numbers");
    assert_eq!(rows.len(), 6, "{rows:?}");
    for row in rows {
        let hand = hand(&row[0]);
        let s = solved(&hand);
        assert_eq!(
            s.count(Level::Distinct).to_string(),
            row[1],
            "{hand:?} distinct"
        );
        assert_eq!(
            s.count(Level::Strict).to_string(),
            row[2],
            "{hand:?} strict"
        );
        for text in shown(&row[3]) {
            assert!(has_class(&s, Level::Distinct, text), "{hand:?}: {text}");
        }
    }
}

/// The spec names two expressions for 12 12 12 12 as one solution.
#[test]
fn both_expressions_of_a_row_are_one_class() {
    let rows = table(&spec(), "## Worked numbers");
    let row = rows.iter().find(|r| r[0] == "12 12 12 12").unwrap();
    let forms: Vec<_> = shown(&row[3])
        .into_iter()
        .map(|t| normal_form(&t.parse::<Expr>().unwrap(), Level::Distinct).unwrap())
        .collect();
    assert_eq!(forms.len(), 2);
    assert_eq!(forms[0], forms[1]);
}

/// The spec in the repository agrees with the one shared beside it, where
/// that is present: the same levels' totals and the same worked numbers.
#[test]
fn agrees_with_the_shared_spec() {
    let shared = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/docs/distinct-solutions.md"
    );
    let Ok(theirs) = std::fs::read_to_string(shared) else {
        eprintln!("skipping: no {shared} to compare the spec with");
        return;
    };
    let ours = spec();
    let counts = |rows: Vec<Vec<String>>| -> Vec<[String; 3]> {
        rows.into_iter()
            .map(|r| [r[0].clone(), r[1].clone(), r[2].clone()])
            .collect()
    };
    assert_eq!(
        counts(table(&ours, "## Worked numbers")),
        counts(table(&theirs, "## Worked numbers"))
    );
    // Each level, by its name, with its totals.
    let totals = |rows: Vec<Vec<String>>| -> Vec<(String, String)> {
        rows.into_iter()
            .map(|r| (shown(&r[0])[0].to_string(), r[2].clone()))
            .collect()
    };
    assert_eq!(
        totals(table(&ours, "## Two levels")),
        totals(table(&theirs, "## Levels"))
    );
    for fact in [
        "1820", "1362", "458", "28,561", "22,615", "404", "495", "566", "715", "1343",
    ] {
        assert!(theirs.contains(fact) && ours.contains(fact), "{fact}");
    }
}

#[test]
fn the_floating_point_trap_is_found_and_shown_with_its_steps() {
    let s = solved(&[3, 3, 8, 8]);
    let only = &s.solutions(Level::Distinct)[0];
    assert_eq!(only.display(), "8 ÷ (3 − 8 ÷ 3)");
    assert_eq!(only.ascii(), "8/(3-8/3)");
    let steps: Vec<String> = only
        .steps()
        .unwrap()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(steps, ["8 ÷ 3 = 8/3", "3 − 8/3 = 1/3", "8 ÷ 1/3 = 24"]);
}

#[test]
fn a_term_of_value_one_in_a_sum_is_not_an_identity() {
    let numbers: Vec<Rational> = (1..=5).map(Rational::from).collect();
    let s = solve(&numbers, Rational::from(24), Options::default()).unwrap();
    assert!(has_class(&s, Level::Distinct, "(5+(3-1)/2)*4"));
}

#[test]
fn representatives_are_readable() {
    // Identity factors and no-op pairs go last, `×1` rather than `÷1`.
    let s = solved(&[12, 12, 12, 12]);
    assert_eq!(s.solutions(Level::Distinct)[0].ascii(), "12+12+12-12");
    let s = solved(&[1, 2, 3, 4]);
    let shown: Vec<String> = s
        .solutions(Level::Distinct)
        .iter()
        .map(|x| x.ascii())
        .collect();
    assert!(shown.contains(&"4*3*2*1".to_string()), "{shown:?}");
    // Simplest first: no parentheses before some.
    assert_eq!(shown[0], "4*3*2*1");
}

#[test]
fn hand_totals_over_values_1_to_13() {
    let (mut solvable, mut distinct, mut strict) = (0, 0, 0);
    for hand in Deck::default().hands() {
        let s = solved(&hand);
        solvable += usize::from(s.is_solvable());
        distinct += s.count(Level::Distinct);
        strict += s.count(Level::Strict);
    }
    assert_eq!((solvable, distinct, strict), (1362, 3017, 4078));
}
