//! A hand played move by move, natively.

use super::*;
use cards::Card;
use solver::attempt::Verdict;

fn play(codes: &[&str]) -> (Play, Vec<Rational>) {
    let hand: Vec<Card> = codes.iter().map(|c| Card::from_code(c).unwrap()).collect();
    let numbers = hand
        .iter()
        .map(|c| Rational::from_integer(i128::from(c.rank())))
        .collect();
    (
        Play {
            table: Table::new(&hand),
            ..Play::default()
        },
        numbers,
    )
}

fn rules(numbers: &[Rational]) -> Rules<'_> {
    Rules {
        numbers,
        target: Rational::from_integer(24),
        level: Level::Distinct,
    }
}

/// Combines the cards at `a` and `b` (places on the table) with `op`.
fn combine(p: &mut Play, r: &Rules<'_>, a: usize, op: Op, b: usize, now: u64) -> Option<u32> {
    p.apply(Move::Pick(a), r, now);
    p.apply(Move::Op(op), r, now);
    p.apply(Move::Pick(b), r, now)
}

#[test]
fn combining_3_3_8_8_solves_it_and_stops_the_clock() {
    let (mut p, numbers) = play(&["3s", "3h", "8c", "8d"]);
    let r = rules(&numbers);
    p.apply(Move::Start, &r, 1_000);
    // A second start does not move the clock.
    p.apply(Move::Start, &r, 5_000);
    assert_eq!(combine(&mut p, &r, 2, Op::Div, 0, 2_000), None);
    assert_eq!(combine(&mut p, &r, 1, Op::Sub, 0, 3_000), None);
    assert_eq!(combine(&mut p, &r, 1, Op::Div, 0, 13_450), Some(124));
    assert_eq!(p.outcome, Some(Outcome::Found { which: 0, of: 1 }));
    assert_eq!(p.outcome.as_ref().unwrap().kind(), "correct");
    assert!(p.all_found() && p.shows_solutions());
    assert_eq!(p.solved, Some(124));
    assert_eq!(p.stopped, Some(124));
    // Solved once: the same answer typed again is a repeat, and no new solve.
    assert_eq!(p.apply(Move::Attempt("8/(3-8/3)".into()), &r, 20_000), None);
    assert_eq!(p.outcome, Some(Outcome::Again { which: 0, of: 1 }));
}

#[test]
fn a_wrong_last_card_shows_its_exact_value_and_undo_goes_on() {
    let (mut p, numbers) = play(&["3s", "3h", "8c", "8d"]);
    let r = rules(&numbers);
    combine(&mut p, &r, 0, Op::Div, 2, 0);
    combine(&mut p, &r, 0, Op::Add, 1, 0);
    combine(&mut p, &r, 0, Op::Add, 1, 0);
    assert_eq!(p.outcome, Some(Outcome::Wrong(Rational::new(91, 8))));
    assert_eq!(p.outcome.as_ref().unwrap().kind(), "wrong");
    p.apply(Move::Undo, &r, 0);
    assert_eq!(p.table.cards.len(), 2);
    p.apply(Move::Reset, &r, 0);
    assert_eq!(p.table.cards.len(), 4);
    assert_eq!(p.solved, None);
}

#[test]
fn division_by_zero_on_the_table_is_an_invalid_outcome() {
    let (mut p, numbers) = play(&["3s", "3h", "8c", "8d"]);
    let r = rules(&numbers);
    combine(&mut p, &r, 0, Op::Sub, 1, 0);
    combine(&mut p, &r, 1, Op::Div, 0, 0);
    assert_eq!(p.outcome, Some(Outcome::Invalid(Invalid::DivisionByZero)));
    assert_eq!(p.table.cards.len(), 3);
}

#[test]
fn every_distinct_solution_can_be_found_by_typing_and_repeats_are_named() {
    let (mut p, numbers) = play(&["2s", "4h", "8c", "ts"]);
    let r = rules(&numbers);
    let solved = solve(&numbers, r.target, Options::default()).unwrap();
    let list = solved.solutions(Level::Distinct);
    assert!(list.len() >= 3);
    p.apply(Move::Start, &r, 0);
    for (k, s) in list.iter().enumerate() {
        let solved_now = p.apply(Move::Attempt(s.display()), &r, 1_000);
        assert_eq!(solved_now.is_some(), k == 0);
        assert_eq!(
            p.outcome,
            Some(Outcome::Found {
                which: k,
                of: list.len()
            })
        );
        assert_eq!(p.all_found(), k + 1 == list.len());
        p.apply(Move::Attempt(s.ascii()), &r, 1_000);
        assert_eq!(
            p.outcome,
            Some(Outcome::Again {
                which: k,
                of: list.len()
            })
        );
    }
    assert_eq!(p.found, (0..list.len()).collect::<Vec<_>>());
}

#[test]
fn a_combine_sequence_names_which_solution_it_is() {
    // 2 4 8 10: (10 − 4) × 8 ÷ 2 by the table is the same solution as typed.
    let (mut p, numbers) = play(&["2s", "4h", "8c", "ts"]);
    let r = rules(&numbers);
    combine(&mut p, &r, 3, Op::Sub, 1, 0); // 10 − 4 = 6 at place 0..
    let six = p
        .table
        .cards
        .iter()
        .position(|c| c.value == Rational::from_integer(6))
        .unwrap();
    let eight = p
        .table
        .cards
        .iter()
        .position(|c| c.card.is_some_and(|c| c.rank() == 8))
        .unwrap();
    combine(&mut p, &r, six, Op::Mul, eight, 0);
    let two = p.table.cards.iter().position(|c| c.card.is_some()).unwrap();
    let product = 1 - two;
    combine(&mut p, &r, product, Op::Div, two, 0);
    let Some(Outcome::Found { which, .. }) = p.outcome.clone() else {
        panic!("{:?}", p.outcome);
    };
    let typed = solver::attempt::check(&numbers, r.target, Level::Distinct, "8/2*(10-4)");
    assert_eq!(
        typed,
        Verdict::Correct {
            which,
            of: p.of.unwrap()
        }
    );
}

#[test]
fn no_solution_wins_only_when_there_is_none() {
    let (mut p, numbers) = play(&["as", "ah", "ac", "ad"]);
    let r = rules(&numbers);
    p.apply(Move::Start, &r, 0);
    assert_eq!(p.apply(Move::NoSolution, &r, 3_000), Some(30));
    assert_eq!(p.outcome, Some(Outcome::NoSolutionRight));
    let (mut p, numbers) = play(&["3s", "3h", "8c", "8d"]);
    let r = rules(&numbers);
    assert_eq!(p.apply(Move::NoSolution, &r, 3_000), None);
    assert_eq!(p.outcome, Some(Outcome::NoSolutionWrong));
    assert_eq!(p.outcome.as_ref().unwrap().kind(), "wrong");
}

#[test]
fn hints_count_up_to_four_and_cost_points_and_reveal_forfeits() {
    let (mut p, numbers) = play(&["3s", "3h", "8c", "8d"]);
    let r = rules(&numbers);
    assert_eq!(p.points(), 5);
    for n in 1..=6 {
        p.apply(Move::Hint, &r, 0);
        assert_eq!(p.hints, n.min(HINTS));
    }
    assert_eq!(p.points(), 1);
    p.apply(Move::Start, &r, 1_000);
    p.apply(Move::Reveal, &r, 3_500);
    assert!(p.shows_solutions());
    assert_eq!((p.stopped, p.solved), (Some(25), None));
    assert_eq!(p.apply(Move::Attempt("8/(3-8/3)".into()), &r, 0), None);
    assert_eq!(p.outcome, Some(Outcome::Found { which: 0, of: 1 }));
}

#[test]
fn an_empty_table_takes_no_moves() {
    let mut p = Play::default();
    let numbers: Vec<Rational> = Vec::new();
    let r = rules(&numbers);
    for mv in [
        Move::Start,
        Move::Pick(0),
        Move::NoSolution,
        Move::Hint,
        Move::Attempt("1".into()),
    ] {
        assert_eq!(p.apply(mv, &r, 0), None);
    }
    assert_eq!(p, Play::default());
}
