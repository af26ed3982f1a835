//! The runs, natively: sliced, they give the library's figures.

use super::*;
use protocol::worker::{Deck as WireDeck, Hardness};
use solver::difficulty::{rate, Grade};
use solver::stats::TargetCount;
use solver::stats::{survey, targets};

fn deck(max: u8) -> WireDeck {
    WireDeck {
        min: 1,
        max,
        cards: 4,
    }
}

fn headline(max: u8) -> DeckJob {
    DeckJob::Headline {
        deck: deck(max),
        target: Rational::from(24),
        level: Level::Distinct,
        no_parens: false,
    }
}

/// Runs `job` to its end in slices of `n` hands; returns the figures and how
/// many slices it took.
fn run(job: DeckJob, n: usize) -> (Reply, usize) {
    let mut run = Run::new(1, job).unwrap();
    let mut slices = 0;
    while !run.step(n).unwrap() {
        slices += 1;
        let Reply::Progress { done, total, .. } = run.progress() else {
            panic!("progress");
        };
        assert!(done < total);
    }
    (run.finish(), slices)
}

#[test]
fn slices_add_up_to_the_whole_survey() {
    let (Reply::Headline { run: 1, headline }, slices) = run(headline(13), 97) else {
        panic!("no headline");
    };
    assert!(slices >= 18);
    let s = &headline.summary;
    assert_eq!((s.solvable_hands, s.hands, s.solutions), (1362, 1820, 3017));
    let whole = survey(
        &super::deck(deck(13)),
        Rational::from(24),
        Level::Distinct,
        Options::default(),
        |_, _| {},
    )
    .unwrap();
    assert_eq!(headline.summary, whole);
    assert_eq!(headline.counts.len(), 1820);
    let (Reply::Headline { headline: nine, .. }, _) = run(headline_of(9), 1000) else {
        panic!("no headline");
    };
    assert_eq!(nine.summary.solvable_hands, 404);
}

fn headline_of(max: u8) -> DeckJob {
    headline(max)
}

#[test]
fn target_slices_match_the_library() {
    let job = DeckJob::Targets {
        deck: deck(9),
        first: 1,
        last: 40,
        no_parens: false,
    };
    let (Reply::Targets { counts, .. }, _) = run(job, 37) else {
        panic!("no targets");
    };
    let whole = targets(
        &super::deck(deck(9)),
        1,
        40,
        Level::Distinct,
        Options::default(),
    )
    .unwrap();
    let solvable = |c: &TargetCount| (c.target, c.solvable_hands, c.hands);
    assert_eq!(
        counts.iter().map(solvable).collect::<Vec<_>>(),
        whole.iter().map(solvable).collect::<Vec<_>>()
    );
}

#[test]
fn every_solvable_hand_has_a_level_and_the_hardest_come_first() {
    let job = DeckJob::Hardness {
        deck: deck(13),
        target: Rational::from(24),
    };
    let (Reply::Hardness { hardness, .. }, _) = run(job, 100) else {
        panic!("no hardness");
    };
    let Hardness { per_grade, hardest } = hardness;
    assert_eq!(per_grade.iter().map(Vec::len).sum::<usize>(), 1362);
    for (grade, hands) in Grade::ALL.iter().zip(&per_grade) {
        for hand in hands {
            let numbers: Vec<Rational> = hand
                .iter()
                .map(|&v| Rational::from(i128::from(v)))
                .collect();
            assert_eq!(rate(&numbers, Rational::from(24)).unwrap().grade, *grade);
        }
    }
    assert_eq!(hardest.len(), HARDEST);
    assert!(hardest.windows(2).all(|w| w[0].1 >= w[1].1));
}

/// Past the bound of `i128` arithmetic the worker, which has the solver's
/// `big` feature, answers rather than refuses.
#[test]
fn a_target_too_large_is_answered() {
    let job = DeckJob::Headline {
        deck: deck(3),
        target: Rational::from(i128::MAX),
        level: Level::Distinct,
        no_parens: false,
    };
    let (Reply::Headline { headline, .. }, _) = run(job, 10) else {
        panic!("no headline");
    };
    assert_eq!(
        (headline.summary.solvable_hands, headline.summary.hands),
        (0, 15)
    );
}

#[test]
fn a_deck_without_hands_is_an_error() {
    let job = DeckJob::Hardness {
        deck: WireDeck {
            min: 9,
            max: 3,
            cards: 4,
        },
        target: Rational::from(24),
    };
    assert!(Run::new(1, job).is_err());
}
