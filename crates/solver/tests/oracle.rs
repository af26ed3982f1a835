//! The solver against the reference solutions in `../shared/oracle/24.tsv`:
//! for every hand of four values from 1 to 13 and target 24, the set of
//! distinct classes must equal the oracle's, compared by normal form (a
//! solver may print another member of a class). The 458 hands the oracle
//! does not list must have no solution.
//!
//! The oracle is read from the shared folder beside the repository (or from
//! `TWENTYFOUR_ORACLE`); where it is absent this test says so and skips.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeSet, HashMap};
use std::path::PathBuf;
use twentyfour_solver::stats::Deck;
use twentyfour_solver::{normal_form, solve, Expr, Level, NormalForm, Options, Rational};

fn oracle_path() -> PathBuf {
    std::env::var_os("TWENTYFOUR_ORACLE")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/oracle/24.tsv")
        })
}

fn hand(values: &[i128]) -> Vec<Rational> {
    values.iter().map(|&v| Rational::from(v)).collect()
}

fn classes(exprs: impl IntoIterator<Item = Expr>) -> BTreeSet<NormalForm> {
    exprs
        .into_iter()
        .map(|e| normal_form(&e, Level::Distinct).expect("a solution never divides by zero"))
        .collect()
}

#[test]
fn every_hand_matches_the_oracle() {
    let path = oracle_path();
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!(
            "skipped: no oracle at {} (it lives in the shared folder)",
            path.display()
        );
        return;
    };
    let mut oracle: HashMap<Vec<i128>, Vec<Expr>> = HashMap::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split('\t').collect();
        let values: Vec<i128> = fields[0].split(' ').map(|v| v.parse().unwrap()).collect();
        let count: usize = fields[1].parse().unwrap();
        let exprs: Vec<Expr> = fields[2..]
            .iter()
            .map(|s| s.parse::<Expr>().unwrap())
            .collect();
        assert_eq!(
            exprs.len(),
            count,
            "oracle line for {values:?} is inconsistent"
        );
        oracle.insert(values, exprs);
    }
    assert_eq!(oracle.len(), 1362);

    let (mut hands, mut solutions, mut unsolvable) = (0, 0, 0);
    for values in Deck::default().hands() {
        let solved = solve(&hand(&values), Rational::from(24), Options::default()).unwrap();
        let ours = classes(
            solved
                .solutions(Level::Distinct)
                .iter()
                .map(|s| s.expr().clone()),
        );
        hands += 1;
        solutions += ours.len();
        match oracle.get(&values) {
            Some(expected) => {
                let theirs = classes(expected.iter().cloned());
                assert_eq!(
                    ours.len(),
                    solved.count(Level::Distinct),
                    "{values:?}: two solutions share a class"
                );
                assert_eq!(ours, theirs, "{values:?}: classes differ from the oracle");
            }
            None => {
                unsolvable += 1;
                assert!(!solved.is_solvable(), "{values:?} should have no solution");
            }
        }
    }
    assert_eq!((hands, unsolvable, solutions), (1820, 458, 3017));
}
