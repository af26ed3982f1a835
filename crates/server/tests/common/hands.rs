//! What the tests of the daily and homework ask about hands: today's day
//! number, as the server counts days, and a right answer to cards.

/// Today, as the server counts days: UTC.
pub fn today() -> i64 {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    (secs / 86_400) as i64
}

/// A right answer to `cards` under the usual rules, by the solver.
pub fn right(cards: &[cards::Card]) -> String {
    let numbers: Vec<solver::Rational> = cards
        .iter()
        .map(|c| solver::Rational::from_integer(c.rank().into()))
        .collect();
    solver::solve(
        &numbers,
        solver::Rational::from_integer(24),
        Default::default(),
    )
    .unwrap()
    .solutions(solver::Level::Distinct)[0]
        .ascii()
}
