//! The worker answering the page's requests, natively.

use super::*;
use cards::Faces;
use protocol::worker::{Counts, DealAsk, Deck, DeckJob, Hand, PAGE_SIZE};
use solver::attempt::{Invalid, Verdict};
use solver::difficulty::rate;
use solver::{solve, Level, Options, Rational};

fn worker() -> Worker<impl FnMut(&mut [u8]), impl Fn() -> f64> {
    Worker::new(seeded(1), || 0.0)
}

fn hand(values: &[u8]) -> Hand {
    Hand {
        values: values.to_vec(),
        target: Rational::from(24),
        no_parens: false,
        integers: false,
    }
}

/// Any hand of four cards that makes 24, by the usual rules.
fn four_for_24() -> DealAsk {
    DealAsk {
        size: 4,
        target: Rational::from(24),
        no_parens: false,
        integers: false,
        faces: Faces::Numbered,
        grade: None,
    }
}

fn numbers(values: &[u8]) -> Vec<Rational> {
    values
        .iter()
        .map(|&v| Rational::from(i128::from(v)))
        .collect()
}

#[test]
fn a_solve_answers_counts_a_rating_and_the_page_asked_then_other_pages() {
    let mut w = worker();
    let values = [1, 2, 3, 4, 5, 6];
    let Some(Reply::Solved {
        gen: 7,
        counts,
        page: Some(page),
    }) = w.handle(Request::Solve {
        gen: 7,
        hand: hand(&values),
        level: Level::Distinct,
        page: Some(0),
    })
    else {
        panic!("no answer");
    };
    let direct = solve(&numbers(&values), Rational::from(24), Options::default()).unwrap();
    let rated = rate(&numbers(&values), Rational::from(24)).unwrap();
    assert_eq!(
        counts,
        Counts {
            distinct: direct.count(Level::Distinct) as u64,
            strict: direct.count(Level::Strict) as u64,
            rating_ms: Some((rated.seconds * 1000.0).round() as u64),
        }
    );
    assert_eq!((page.index, page.items.len()), (0, PAGE_SIZE));
    let Some(Reply::Page(second)) = w.handle(Request::Page {
        gen: 7,
        level: Level::Distinct,
        page: 1,
    }) else {
        panic!("no page");
    };
    let first = &direct.solutions(Level::Distinct)[PAGE_SIZE];
    assert_eq!(second.items[0].display, first.display());
    let steps: Vec<String> = first
        .steps()
        .unwrap()
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(second.items[0].steps, steps);
    // A stale page request is dropped; a page past the end is the last.
    assert_eq!(
        w.handle(Request::Page {
            gen: 6,
            level: Level::Distinct,
            page: 0
        }),
        None
    );
    let Some(Reply::Page(last)) = w.handle(Request::Page {
        gen: 7,
        level: Level::Strict,
        page: 9999,
    }) else {
        panic!("no page");
    };
    assert_eq!(last.index as u64, (last.total - 1) / PAGE_SIZE as u64);
    assert_eq!(
        last.items.len() as u64,
        last.total - u64::from(last.index) * PAGE_SIZE as u64
    );
}

#[test]
fn in_play_a_solve_sends_no_solution_and_seven_numbers_are_rated() {
    let mut w = worker();
    let values = [1, 1, 1, 1, 2, 3, 4];
    let Some(Reply::Solved { page, counts, .. }) = w.handle(Request::Solve {
        gen: 1,
        hand: hand(&values),
        level: Level::Distinct,
        page: None,
    }) else {
        panic!("no answer");
    };
    assert_eq!(page, None);
    let rated = rate(&numbers(&values), Rational::from(24)).unwrap();
    assert_eq!(
        counts.rating_ms,
        Some((rated.seconds * 1000.0).round() as u64)
    );
}

#[test]
fn checks_and_hints_carry_their_hand() {
    let mut w = worker();
    let judge = |w: &mut Worker<_, _>, answer: &str| {
        w.handle(Request::Judge {
            gen: 3,
            seq: 9,
            hand: hand(&[3, 3, 8, 8]),
            level: Level::Distinct,
            answer: answer.into(),
        })
    };
    assert_eq!(
        judge(&mut w, "8/(3-8/3)"),
        Some(Reply::Judged {
            gen: 3,
            seq: 9,
            verdict: Verdict::Correct { which: 0, of: 1 }
        })
    );
    assert_eq!(
        judge(&mut w, "3+3+8+8"),
        Some(Reply::Judged {
            gen: 3,
            seq: 9,
            verdict: Verdict::WrongValue(Rational::from(22))
        })
    );
    let Some(Reply::Hinted { gen: 3, hints, .. }) = w.handle(Request::Hints {
        gen: 3,
        hand: hand(&[3, 3, 8, 8]),
        level: Level::Distinct,
    }) else {
        panic!("no hints");
    };
    assert_eq!(hints.count, 1);
}

/// Under "whole numbers only" a hand is solved, and an answer judged, by
/// that rule.
#[test]
fn whole_numbers_only_is_the_hands_rule() {
    let mut w = worker();
    let whole = Hand {
        integers: true,
        ..hand(&[3, 3, 8, 8])
    };
    let Some(Reply::Solved { counts, .. }) = w.handle(Request::Solve {
        gen: 1,
        hand: whole.clone(),
        level: Level::Distinct,
        page: None,
    }) else {
        panic!("no solve");
    };
    assert_eq!((counts.distinct, counts.rating_ms), (0, None));
    let Some(Reply::Judged { verdict, .. }) = w.handle(Request::Judge {
        gen: 1,
        seq: 1,
        hand: whole,
        level: Level::Distinct,
        answer: "8/(3-8/3)".into(),
    }) else {
        panic!("no verdict");
    };
    assert!(
        matches!(verdict, Verdict::Invalid(Invalid::Fraction { .. })),
        "{verdict:?}"
    );
}

#[test]
fn deals_and_the_daily_hand() {
    let mut w = worker();
    let Some(Reply::Dealt {
        seq: 4,
        cards,
        kept: true,
        ..
    }) = w.handle(Request::Deal {
        seq: 4,
        deal: four_for_24(),
    })
    else {
        panic!("no deal");
    };
    let values: Vec<u8> = cards.iter().map(|c| c.rank).collect();
    assert!(
        solve(&numbers(&values), Rational::from(24), Options::default())
            .unwrap()
            .is_solvable()
    );
    let Some(Reply::Daily { day: 20_000, cards }) = w.handle(Request::Daily { day: 20_000 }) else {
        panic!("no daily hand");
    };
    assert_eq!(
        cards,
        daily_hand(20_000)
            .into_iter()
            .map(Card::from)
            .collect::<Vec<_>>()
    );
}

#[test]
fn a_deck_run_reports_progress_then_its_figures_and_a_new_run_replaces_it() {
    let mut w = worker();
    let job = |max| DeckJob::Headline {
        deck: Deck {
            min: 1,
            max,
            cards: 4,
            faces: Faces::Numbered,
        },
        target: Rational::from(24),
        level: Level::Distinct,
        no_parens: false,
        integers: false,
    };
    assert_eq!(
        w.handle(Request::Deck {
            run: 1,
            job: job(13)
        }),
        None
    );
    assert!(w.running());
    // A new run replaces the first before it ends.
    assert_eq!(
        w.handle(Request::Deck {
            run: 2,
            job: job(9)
        }),
        None
    );
    let Some(Reply::Headline { run: 2, headline }) = w.step(f64::INFINITY) else {
        panic!("no figures");
    };
    assert_eq!(headline.summary.solvable_hands, 404);
    assert!(!w.running());
    assert_eq!(w.step(1.0), None);
}

#[test]
fn practice_and_worksheets_are_answered_with_what_was_asked() {
    let mut w = worker();
    let Some(Reply::Practiced {
        seq: 3,
        cards,
        millis,
        ..
    }) = w.handle(Request::Practice {
        seq: 3,
        millis: 12_000,
        avoid: vec![],
    })
    else {
        panic!("no practice hand");
    };
    let values: Vec<u8> = cards
        .iter()
        .filter_map(|c| c.to_card())
        .map(|c| c.rank())
        .collect();
    let rated = rate(&numbers(&values), Rational::from(24)).unwrap();
    assert_eq!(millis, (rated.seconds * 1000.0).round() as u64);
    assert!((rated.seconds / 12.0).ln().abs() <= TOLERANCE);
    let sheet = protocol::worker::Sheet {
        seed: 99,
        count: 8,
        deal: four_for_24(),
    };
    let Some(Reply::Worksheet {
        sheet: echoed,
        hands,
    }) = w.handle(Request::Worksheet(sheet))
    else {
        panic!("no worksheet");
    };
    assert_eq!((echoed, hands.len()), (sheet, 8));
}
