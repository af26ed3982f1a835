//! A hand played move by move, natively, with the solver answering each
//! check as the solving worker does.

use super::*;
use cards::Card;
use solver::attempt::check;
use solver::{solve, Level, Options};

fn play(codes: &[&str]) -> (Play, Vec<Rational>) {
    let hand: Vec<Card> = codes.iter().map(|c| Card::from_code(c).unwrap()).collect();
    let numbers = hand
        .iter()
        .map(|c| Rational::from_integer(i128::from(c.rank())))
        .collect();
    (
        Play {
            table: Table::new(&hand, Default::default()),
            ..Play::default()
        },
        numbers,
    )
}

fn target() -> Rational {
    Rational::from_integer(24)
}

/// Answers the pending check as the worker would.
fn answer(p: &mut Play, numbers: &[Rational]) -> Option<u32> {
    let pending = p.pending.clone()?;
    match pending.what {
        Checked::Answer(text) => {
            let verdict = check(numbers, target(), Level::Distinct, &text);
            p.judged(pending.seq, verdict)
        }
        Checked::NoSolution => {
            let solvable = solve(numbers, target(), Options::default())
                .unwrap()
                .is_solvable();
            p.called(solvable)
        }
    }
}

/// Applies `mv` and answers the check it asked, if any.
fn go(p: &mut Play, numbers: &[Rational], mv: Move, now: u64) -> Option<u32> {
    p.apply(mv, now);
    answer(p, numbers)
}

/// Combines the cards at `a` and `b` (places on the table) with `op`.
fn combine(p: &mut Play, n: &[Rational], a: usize, op: Op, b: usize, now: u64) -> Option<u32> {
    go(p, n, Move::Pick(a), now);
    go(p, n, Move::Op(op), now);
    go(p, n, Move::Pick(b), now)
}

#[test]
fn combining_3_3_8_8_solves_it_and_stops_the_clock() {
    let (mut p, n) = play(&["3s", "3h", "8c", "8d"]);
    p.apply(Move::Start, 1_000);
    // A second start does not move the clock.
    p.apply(Move::Start, 5_000);
    assert_eq!(combine(&mut p, &n, 2, Op::Div, 0, 2_000), None);
    assert_eq!(combine(&mut p, &n, 1, Op::Sub, 0, 3_000), None);
    assert_eq!(combine(&mut p, &n, 3, Op::Div, 0, 13_450), Some(124));
    assert_eq!(p.outcome, Some(Outcome::Found { which: 0, of: 1 }));
    // The last card shows it, and it is the moment to celebrate.
    assert!(p.on_table && p.just_won());
    assert_eq!(p.outcome.as_ref().unwrap().kind(), "correct");
    assert!(p.all_found() && p.shows_solutions());
    assert_eq!(p.solved, Some(124));
    assert_eq!(p.stopped, Some(124));
    // Solved once: the same answer typed again is a repeat, and no new solve.
    assert_eq!(
        go(&mut p, &n, Move::Attempt("8/(3-8/3)".into()), 20_000),
        None
    );
    assert_eq!(p.outcome, Some(Outcome::Again { which: 0, of: 1 }));
}

#[test]
fn a_check_is_timed_when_asked_and_only_the_latest_counts() {
    let (mut p, n) = play(&["3s", "3h", "8c", "8d"]);
    p.apply(Move::Start, 0);
    p.apply(Move::Attempt("3+3+8+8".into()), 1_000);
    let first = p.pending.clone().unwrap();
    p.apply(Move::Attempt("8/(3-8/3)".into()), 2_000);
    let second = p.pending.clone().unwrap();
    assert_ne!(first.seq, second.seq);
    // The first check's answer arrives late: it is dropped.
    assert_eq!(
        p.judged(first.seq, Verdict::WrongValue(Rational::from(22))),
        None
    );
    assert_eq!(p.outcome, None);
    // The second is answered much later, yet solves at the time it was asked.
    let verdict = check(&n, target(), Level::Distinct, "8/(3-8/3)");
    assert_eq!(p.judged(second.seq, verdict), Some(20));
    assert_eq!(p.pending, None);
}

#[test]
fn a_wrong_last_card_shows_its_exact_value_and_undo_goes_on() {
    let (mut p, n) = play(&["3s", "3h", "8c", "8d"]);
    combine(&mut p, &n, 0, Op::Div, 2, 0);
    combine(&mut p, &n, 1, Op::Add, 2, 0);
    combine(&mut p, &n, 2, Op::Add, 3, 0);
    assert_eq!(p.outcome, Some(Outcome::Wrong(Rational::new(91, 8))));
    assert_eq!(p.outcome.as_ref().unwrap().kind(), "wrong");
    // The last card shows it.
    assert!(p.on_table);
    assert_eq!(p.table.last().unwrap().value, Rational::new(91, 8));
    p.apply(Move::Undo, 0);
    assert_eq!(p.table.left(), 2);
    // Its card is gone, and what it said with it.
    assert_eq!((p.outcome.clone(), p.on_table), (None, false));
    p.apply(Move::Reset, 0);
    assert_eq!(p.table.left(), 4);
    assert_eq!(p.solved, None);
}

#[test]
fn division_by_zero_on_the_table_is_an_invalid_outcome() {
    let (mut p, n) = play(&["3s", "3h", "8c", "8d"]);
    combine(&mut p, &n, 0, Op::Sub, 1, 0);
    combine(&mut p, &n, 2, Op::Div, 1, 0);
    assert_eq!(p.outcome, Some(Outcome::Invalid(Invalid::DivisionByZero)));
    assert!(p.on_table);
    assert_eq!(p.table.left(), 3);
    assert_eq!(p.pending, None);
}

#[test]
fn every_distinct_solution_can_be_found_by_typing_and_repeats_are_named() {
    let (mut p, n) = play(&["2s", "4h", "8c", "ts"]);
    let solved = solve(&n, target(), Options::default()).unwrap();
    let list = solved.solutions(Level::Distinct);
    assert!(list.len() >= 3);
    p.apply(Move::Start, 0);
    for (k, s) in list.iter().enumerate() {
        let solved_now = go(&mut p, &n, Move::Attempt(s.display()), 1_000);
        assert_eq!(solved_now.is_some(), k == 0);
        assert_eq!(
            p.outcome,
            Some(Outcome::Found {
                which: k,
                of: list.len()
            })
        );
        assert_eq!(p.all_found(), k + 1 == list.len());
        go(&mut p, &n, Move::Attempt(s.ascii()), 1_000);
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
    let (mut p, n) = play(&["2s", "4h", "8c", "ts"]);
    // Places stay put: 10 − 4 = 6 at place 1, × 8 = 48 at place 2, ÷ 2 at 0.
    combine(&mut p, &n, 3, Op::Sub, 1, 0);
    combine(&mut p, &n, 1, Op::Mul, 2, 0);
    combine(&mut p, &n, 2, Op::Div, 0, 0);
    let Some(Outcome::Found { which, .. }) = p.outcome.clone() else {
        panic!("{:?}", p.outcome);
    };
    let typed = check(&n, target(), Level::Distinct, "8/2*(10-4)");
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
    let (mut p, n) = play(&["as", "ah", "ac", "ad"]);
    p.apply(Move::Start, 0);
    p.apply(Move::NoSolution, 3_000);
    // Settled when the solver has said, timed when it was called.
    assert_eq!(answer(&mut p, &n), Some(30));
    assert_eq!(p.outcome, Some(Outcome::NoSolutionRight));
    let (mut p, n) = play(&["3s", "3h", "8c", "8d"]);
    assert_eq!(go(&mut p, &n, Move::NoSolution, 3_000), None);
    assert_eq!(p.outcome, Some(Outcome::NoSolutionWrong));
    assert_eq!(p.outcome.as_ref().unwrap().kind(), "wrong");
    // A verdict is no answer to a call, nor a call to a typed answer.
    p.apply(Move::Attempt("8/(3-8/3)".into()), 0);
    assert_eq!(p.called(false), None);
    assert!(p.pending.is_some());
}

#[test]
fn hints_count_up_to_four_and_cost_points_and_reveal_forfeits() {
    let (mut p, n) = play(&["3s", "3h", "8c", "8d"]);
    assert_eq!(p.points(), 5);
    for k in 1..=6 {
        p.apply(Move::Hint, 0);
        assert_eq!(p.hints, k.min(HINTS));
    }
    assert_eq!(p.points(), 1);
    p.apply(Move::Start, 1_000);
    p.apply(Move::Reveal, 3_500);
    assert!(p.shows_solutions());
    assert_eq!((p.stopped, p.solved), (Some(25), None));
    assert_eq!(go(&mut p, &n, Move::Attempt("8/(3-8/3)".into()), 0), None);
    assert_eq!(p.outcome, Some(Outcome::Found { which: 0, of: 1 }));
}

#[test]
fn an_empty_table_takes_no_moves() {
    let mut p = Play::default();
    for mv in [
        Move::Start,
        Move::Pick(0),
        Move::NoSolution,
        Move::Hint,
        Move::Attempt("1".into()),
    ] {
        p.apply(mv, 0);
    }
    assert_eq!(p, Play::default());
}

#[test]
fn answers_as_people_type_them() {
    let (mut p, n) = play(&["3s", "3h", "8c", "8d"]);
    p.apply(Move::Start, 0);
    // An empty answer asks for one, and asks the solver nothing.
    assert_eq!(go(&mut p, &n, Move::Attempt("  ".into()), 0), None);
    assert_eq!(p.outcome, Some(Outcome::Blank));
    assert_eq!(p.outcome.as_ref().unwrap().kind(), "invalid");
    assert_eq!(p.pending, None);
    // Full width, from a Chinese or Japanese keyboard, and a trailing "= 24".
    assert_eq!(
        go(
            &mut p,
            &n,
            Move::Attempt("8／（3－8／3）＝２４".into()),
            1_500
        ),
        Some(15)
    );
    assert_eq!(p.outcome, Some(Outcome::Found { which: 0, of: 1 }));
    let (mut p, n) = play(&["3s", "3h", "8c", "8d"]);
    go(&mut p, &n, Move::Attempt("3+3+8+8 = 24".into()), 0);
    assert_eq!(p.outcome, Some(Outcome::Wrong(Rational::from_integer(22))));
}

#[test]
fn the_same_outcome_twice_is_said_twice() {
    let (mut p, n) = play(&["3s", "3h", "8c", "8d"]);
    go(&mut p, &n, Move::Attempt("3+3+8+8".into()), 0);
    let first = p.said;
    go(&mut p, &n, Move::Attempt("3+3+8+8".into()), 0);
    assert_eq!(p.outcome, Some(Outcome::Wrong(Rational::from_integer(22))));
    assert_ne!(p.said, first);
    // A check not answered yet says nothing new.
    let before = p.said;
    p.apply(Move::Attempt("8/(3-8/3)".into()), 0);
    assert_eq!(p.said, before);
}

#[test]
fn once_won_hints_and_no_solution_are_over_and_a_miss_keeps_the_win() {
    let (mut p, n) = play(&["3s", "3h", "8c", "8d"]);
    p.apply(Move::Start, 0);
    assert_eq!(
        go(&mut p, &n, Move::Attempt("8/(3-8/3)".into()), 1_700),
        Some(17)
    );
    assert!(p.over() && p.just_won());
    p.apply(Move::Hint, 2_000);
    assert_eq!(p.hints, 0);
    p.apply(Move::NoSolution, 2_000);
    assert_eq!(p.pending, None);
    // A wrong extra answer is said, and the solve stands.
    go(&mut p, &n, Move::Attempt("3+3+8+8".into()), 3_000);
    assert_eq!(p.outcome.as_ref().unwrap().kind(), "wrong");
    assert_eq!(p.solved, Some(17));
    assert!(p.all_found() && !p.just_won());
}

#[test]
fn a_reveal_drops_what_no_longer_holds() {
    let (mut p, n) = play(&["3s", "3h", "8c", "8d"]);
    go(&mut p, &n, Move::NoSolution, 0);
    assert_eq!(p.outcome, Some(Outcome::NoSolutionWrong));
    p.apply(Move::Reveal, 0);
    assert_eq!(p.outcome, None);
    assert!(p.over());
    // A correct outcome stays, with the reveal.
    let (mut p, n) = play(&["2s", "4h", "8c", "ts"]);
    go(&mut p, &n, Move::Attempt("8/2*(10-4)".into()), 0);
    p.apply(Move::Reveal, 0);
    assert!(p.outcome.as_ref().is_some_and(Outcome::correct));
}

#[test]
fn a_clock_shows_its_stop_else_whole_tenths_since_its_start() {
    assert_eq!(clock_tenths(None, None, 5_000), 0);
    assert_eq!(clock_tenths(Some(1_000), None, 3_399), 23);
    assert_eq!(clock_tenths(Some(1_000), Some(7), 3_399), 7);
    // A reading from before the start is no time, never a wrap.
    assert_eq!(clock_tenths(Some(1_000), None, 500), 0);
}
