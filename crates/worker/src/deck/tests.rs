//! The runs, natively: sliced, they give the library's figures.

use super::*;
use cards::Faces;
use protocol::worker::{Deck as WireDeck, Hardness};
use solver::difficulty::{rate, Grade};
use solver::stats::TargetCount;
use solver::stats::{survey, targets};

fn deck(max: u8) -> WireDeck {
    WireDeck {
        min: 1,
        max,
        cards: 4,
        faces: Faces::Numbered,
    }
}

fn headline(max: u8) -> DeckJob {
    DeckJob::Headline {
        deck: deck(max),
        target: Rational::from(24),
        level: Level::Distinct,
        no_parens: false,
        integers: false,
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
        &super::ranks(deck(13)),
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
        integers: false,
    };
    let (Reply::Targets { counts, .. }, _) = run(job, 37) else {
        panic!("no targets");
    };
    let whole = targets(
        &super::ranks(deck(9)),
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
        integers: false,
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
        integers: false,
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
            faces: Faces::Numbered,
        },
        target: Rational::from(24),
        integers: false,
    };
    assert!(Run::new(1, job).is_err());
}

fn summary(job: DeckJob) -> Summary {
    let (Reply::Headline { headline, .. }, _) = run(job, 500) else {
        panic!("no headline");
    };
    headline.summary
}

fn with_rules(faces: Faces, integers: bool) -> DeckJob {
    let DeckJob::Headline {
        deck: d,
        target,
        level,
        no_parens,
        ..
    } = headline(13)
    else {
        unreachable!()
    };
    DeckJob::Headline {
        deck: WireDeck { faces, ..d },
        target,
        level,
        no_parens,
        integers,
    }
}

/// J Q K worth 10: the hands of 1 to 10, a 10 standing for four ranks, so
/// the deals are those of the thirteen ranks; without face cards, the same
/// hands dealt from forty cards.
#[test]
fn the_house_rules_for_faces_deal_values_from_the_ranks() {
    let tens = summary(with_rules(Faces::Tens, false));
    let without = summary(with_rules(Faces::Without, false));
    assert_eq!((tens.hands, tens.solvable_hands), (715, 566));
    assert_eq!((without.hands, without.solvable_hands), (715, 566));
    assert_eq!((tens.solutions, without.solutions), (1343, 1343));
    assert_eq!(
        (tens.solvable_deals, without.solvable_deals),
        (20_876, 8_558)
    );
    assert_eq!(tens.deals, 13u128.pow(4));
    assert_eq!(without.deals, 10u128.pow(4));
    let values = super::ranks(deck(13)).valued(|r| r.min(10));
    let whole = survey(
        &values,
        Rational::from(24),
        Level::Distinct,
        Options::default(),
        |_, _| {},
    )
    .unwrap();
    assert_eq!(without, whole);
    let weighted: u128 = values
        .hands()
        .filter(|h| {
            solve_hand(h, Rational::from(24), Options::default())
                .unwrap()
                .is_solvable()
        })
        .map(|h| deals_with(&h, |v| if v == 10 { 4 } else { 1 }))
        .sum();
    assert_eq!(tens.solvable_deals, weighted);
}

/// Whole numbers only: fewer hands make 24 (3 3 8 8 needs 8/3), and the
/// figures are the library's under the rule.
#[test]
fn whole_numbers_only_counts_by_that_rule() {
    let whole = summary(with_rules(Faces::Numbered, true));
    let rule = Options::default().integers(true);
    let library = survey(
        &Deck::default(),
        Rational::from(24),
        Level::Distinct,
        rule,
        |_, _| {},
    )
    .unwrap();
    assert_eq!(whole, library);
    assert!(whole.solvable_hands < 1362);
    let job = DeckJob::Hardness {
        deck: deck(13),
        target: Rational::from(24),
        integers: true,
    };
    let (Reply::Hardness { hardness, .. }, _) = run(job, 500) else {
        panic!("no hardness");
    };
    let rated = hardness.per_grade.iter().map(Vec::len).sum::<usize>() as u64;
    assert_eq!(rated, whole.solvable_hands);
}
