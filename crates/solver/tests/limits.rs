//! The solver's limits: numbers of any size work exactly, never a panic or
//! a silent overflow; more than eight numbers are refused with a clear
//! error.
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
fn too_many_or_none_is_a_clear_error() {
    let nine = numbers(&[1; 9]);
    assert_eq!(
        solve(&nine, Rational::from(24), Options::default()),
        Err(Error::TooManyNumbers { count: 9 })
    );
    assert_eq!(
        Error::TooManyNumbers { count: 9 }.to_string(),
        "9 numbers is too many: at most 8"
    );
    assert_eq!(
        solve(&[], Rational::from(24), Options::default()),
        Err(Error::NoNumbers)
    );
}

/// Without the `big` feature (as in the app's page), a hand past the bound
/// of exact `i128` arithmetic, the target counted, is refused, clearly.
#[cfg(not(feature = "big"))]
#[test]
fn without_big_numbers_past_the_bound_are_refused() {
    let huge = numbers(&[10_i128.pow(17), 10_i128.pow(17), 10_i128.pow(17)]);
    assert_eq!(
        solve(&huge, Rational::from(2), Options::default()),
        Err(Error::TooLarge)
    );
    assert!(Error::TooLarge.to_string().contains("too large"));
    let target = Rational::from(10_i128.pow(38));
    assert_eq!(
        check_bound(&numbers(&[1, 2]), &target),
        Err(Error::TooLarge)
    );
}

/// Past the bound of exact `i128` arithmetic, the target counted, nothing is
/// refused for size: arbitrary precision takes over.
#[cfg(feature = "big")]
#[test]
fn numbers_of_any_size_are_accepted() {
    let huge = numbers(&[10_i128.pow(17), 10_i128.pow(17), 10_i128.pow(17)]);
    let solved = solve(&huge, Rational::from(2), Options::default()).unwrap();
    let shown: Vec<String> = solved
        .solutions(Level::Distinct)
        .iter()
        .map(|s| s.ascii())
        .collect();
    assert_eq!(
        shown,
        ["(100000000000000000+100000000000000000)/100000000000000000"]
    );
    let target = Rational::from(10_i128.pow(38));
    assert_eq!(check_bound(&numbers(&[1, 2]), &target), Ok(()));
    let solved = solve(&numbers(&[1, 2]), target, Options::default()).unwrap();
    assert_eq!(solved.count(Level::Strict), 0);
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

/// A zero, a target of 0 and five large numbers: `0 × x` is a solution for
/// every class `x` of the other five, of every value, so all of them must
/// be found. This once took a search per value (over a minute); now their
/// ways are recorded once.
#[test]
fn a_zero_with_target_zero_lists_every_class_of_the_rest() {
    let hand: Vec<Rational> = [
        "4002428189",
        "-8622514302491244943/5212860990632490694",
        "2789/199",
        "12/25",
        "-8",
        "0",
    ]
    .iter()
    .map(|s| s.parse().unwrap())
    .collect();
    let zero = Rational::from(0);
    let solved = solve(&hand, zero, Options::default()).unwrap();
    assert_eq!(solved.count(Level::Strict), 44_024);
    assert_eq!(solved.count(Level::Distinct), 44_024);
    let mut sorted_hand = hand.clone();
    sorted_hand.sort();
    for s in solved.solutions(Level::Strict) {
        assert_eq!(s.expr().eval(), Some(zero), "{}", s.ascii());
        let mut used = s.expr().numbers();
        used.sort();
        assert_eq!(used, sorted_hand, "{}", s.ascii());
    }
}
