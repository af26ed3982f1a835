//! The worked numbers of `distinct-solutions.md`, checked one by one.
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

#[test]
fn worked_numbers() {
    let table: [(&[i128], usize, usize, &[&str]); 6] = [
        (
            &[1, 2, 3, 4],
            3,
            4,
            &["(1+2+3)*4", "(1+3)*(2+4)", "1*2*3*4"],
        ),
        (&[3, 3, 8, 8], 1, 1, &["8/(3-8/3)"]),
        (&[1, 1, 5, 5], 2, 7, &[]),
        (&[1, 5, 7, 12], 4, 22, &[]),
        (&[12, 12, 12, 12], 1, 3, &["12+12+12-12", "(12+12)*12/12"]),
        (&[2, 4, 8, 10], 11, 11, &[]),
    ];
    for (hand, distinct, strict, shown) in table {
        let s = solved(hand);
        assert_eq!(s.count(Level::Distinct), distinct, "{hand:?} distinct");
        assert_eq!(s.count(Level::Strict), strict, "{hand:?} strict");
        for text in shown {
            assert!(has_class(&s, Level::Distinct, text), "{hand:?}: {text}");
        }
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
