//! The solver's limits: large numbers work exactly or are refused with a
//! clear error, never a panic or a silent overflow.
#![cfg(not(target_arch = "wasm32"))]

use twentyfour_solver::{check_bound, solve, Error, Level, Options, Rational};

fn numbers(values: &[i128]) -> Vec<Rational> {
    values.iter().map(|&v| Rational::from(v)).collect()
}

#[test]
fn six_numbers_near_one_million_are_exact() {
    let hand = numbers(&[1_000_000, 999_999, 999_998, 999_997, 999_996, 999_995]);
    let solved = solve(&hand, Rational::from(1), Options::default()).unwrap();
    assert!(solved.count(Level::Distinct) > 100);
    for s in solved.solutions(Level::Strict) {
        assert_eq!(s.expr().eval(), Some(Rational::from(1)), "{}", s.ascii());
    }
    // Fractions near one million too.
    let fractions = vec![
        Rational::new(999_999, 1_000_000),
        Rational::new(1_000_000, 999_997),
        Rational::from(24),
    ];
    assert!(solve(&fractions, Rational::from(24), Options::default()).is_ok());
}

#[test]
fn too_large_or_too_many_is_a_clear_error() {
    let huge = numbers(&[10_i128.pow(17), 10_i128.pow(17), 10_i128.pow(17)]);
    assert_eq!(
        solve(&huge, Rational::from(24), Options::default()),
        Err(Error::TooLarge)
    );
    assert!(Error::TooLarge.to_string().contains("too large"));
    let nine = numbers(&[1; 9]);
    assert_eq!(
        solve(&nine, Rational::from(24), Options::default()),
        Err(Error::TooManyNumbers { count: 9 })
    );
    assert_eq!(
        solve(&[], Rational::from(24), Options::default()),
        Err(Error::NoNumbers)
    );
    // The bound counts the target as well.
    let target = Rational::from(10_i128.pow(38));
    assert_eq!(
        check_bound(&numbers(&[1, 2]), &target),
        Err(Error::TooLarge)
    );
}

#[test]
fn eight_numbers_are_accepted() {
    let solved = solve(
        &numbers(&[1, 1, 1, 1, 1, 1, 1, 1]),
        Rational::from(8),
        Options::default(),
    )
    .unwrap();
    let shown: Vec<String> = solved
        .solutions(Level::Distinct)
        .iter()
        .map(|s| s.ascii())
        .collect();
    assert_eq!(shown[0], "1+1+1+1+1+1+1+1");
    for s in solved.solutions(Level::Strict) {
        assert_eq!(s.expr().numbers().len(), 8, "{}", s.ascii());
    }
}

#[test]
fn zero_negative_and_fractional_targets() {
    let solved = solve(&numbers(&[3, 3]), Rational::from(0), Options::default()).unwrap();
    assert!(solved
        .solutions(Level::Strict)
        .iter()
        .any(|s| s.ascii() == "3-3"));
    let solved = solve(&numbers(&[1, 2]), Rational::from(-1), Options::default()).unwrap();
    assert_eq!(solved.solutions(Level::Distinct)[0].ascii(), "1-2");
    let solved = solve(&numbers(&[1, 2]), Rational::new(1, 2), Options::default()).unwrap();
    assert_eq!(solved.solutions(Level::Distinct)[0].ascii(), "1/2");
    let solved = solve(&numbers(&[5]), Rational::from(5), Options::default()).unwrap();
    assert_eq!(solved.solutions(Level::Distinct)[0].ascii(), "5");
}
