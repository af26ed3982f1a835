//! Every request and reply reads back as written, and nothing else reads.

use super::*;
use crate::strategies::*;
use proptest::prelude::*;
use solver::hint::Goal;

fn level() -> impl Strategy<Value = Level> {
    prop_oneof![Just(Level::Distinct), Just(Level::Strict)]
}

fn hand() -> impl Strategy<Value = Hand> {
    (
        prop::collection::vec(1..=13u8, 0..=8),
        rational(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(values, target, no_parens, integers)| Hand {
            values,
            target,
            no_parens,
            integers,
        })
}

fn deck() -> impl Strategy<Value = Deck> {
    (any::<u8>(), any::<u8>(), any::<u8>(), faces()).prop_map(|(min, max, cards, faces)| Deck {
        min,
        max,
        cards,
        faces,
    })
}

fn job() -> impl Strategy<Value = DeckJob> {
    prop_oneof![
        (deck(), rational(), level(), any::<bool>(), any::<bool>()).prop_map(
            |(deck, target, level, no_parens, integers)| DeckJob::Headline {
                deck,
                target,
                level,
                no_parens,
                integers,
            }
        ),
        (
            deck(),
            any::<i128>(),
            any::<i128>(),
            any::<bool>(),
            any::<bool>()
        )
            .prop_map(
                |(deck, first, last, no_parens, integers)| DeckJob::Targets {
                    deck,
                    first,
                    last,
                    no_parens,
                    integers,
                }
            ),
        (deck(), rational(), any::<bool>()).prop_map(|(deck, target, integers)| {
            DeckJob::Hardness {
                deck,
                target,
                integers,
            }
        }),
    ]
}

fn deal_ask() -> impl Strategy<Value = DealAsk> {
    (
        (any::<u8>(), rational()),
        (any::<bool>(), any::<bool>(), faces()),
        prop::option::of(grade()),
    )
        .prop_map(
            |((size, target), (no_parens, integers, faces), grade)| DealAsk {
                size,
                target,
                no_parens,
                integers,
                faces,
                grade,
            },
        )
}

fn sheet() -> impl Strategy<Value = Sheet> {
    (any::<u32>(), any::<u8>(), deal_ask()).prop_map(|(seed, count, deal)| Sheet {
        seed,
        count,
        deal,
    })
}

fn request() -> impl Strategy<Value = Request> {
    prop_oneof![
        (any::<u32>(), hand(), level(), any::<Option<u32>>()).prop_map(
            |(gen, hand, level, page)| Request::Solve {
                gen,
                hand,
                level,
                page
            }
        ),
        (any::<u32>(), level(), any::<u32>()).prop_map(|(gen, level, page)| Request::Page {
            gen,
            level,
            page
        }),
        (any::<u32>(), any::<u32>(), hand(), level(), text()).prop_map(
            |(gen, seq, hand, level, answer)| Request::Judge {
                gen,
                seq,
                hand,
                level,
                answer
            }
        ),
        (any::<u32>(), hand(), level()).prop_map(|(gen, hand, level)| Request::Hints {
            gen,
            hand,
            level
        }),
        (any::<u32>(), deal_ask()).prop_map(|(seq, deal)| Request::Deal { seq, deal }),
        any::<i64>().prop_map(|day| Request::Daily { day }),
        (any::<u32>(), job()).prop_map(|(run, job)| Request::Deck { run, job }),
        (
            any::<u32>(),
            any::<u64>(),
            prop::collection::vec(ranks(), 0..=MAX_AVOIDED)
        )
            .prop_map(|(seq, millis, avoid)| Request::Practice { seq, millis, avoid }),
        sheet().prop_map(Request::Worksheet),
    ]
}

fn error() -> impl Strategy<Value = solver::Error> {
    use solver::Error as E;
    prop_oneof![
        (text(), number_problem()).prop_map(|(text, problem)| E::Number { text, problem }),
        (any::<u32>(), expr_problem()).prop_map(|(at, problem)| E::Expr {
            at: at as usize,
            problem
        }),
        text().prop_map(|text| E::Level { text }),
        Just(E::NoNumbers),
        any::<u32>().prop_map(|count| E::TooManyNumbers {
            count: count as usize
        }),
        Just(E::TooLarge),
        (any::<i128>(), any::<i128>()).prop_map(|(min, max)| E::EmptyDeck { min, max }),
    ]
}

fn hints() -> impl Strategy<Value = Hints> {
    let goal = (
        rational(),
        any::<bool>(),
        prop::collection::vec(rational(), 0..8),
    )
        .prop_map(|(value, with_first, numbers)| Goal {
            value,
            with_first,
            numbers,
        });
    (
        any::<u32>(),
        prop::option::of(step()),
        prop::option::of(goal),
    )
        .prop_map(|(count, first, goal)| Hints {
            count: count as usize,
            first,
            goal,
        })
}

fn page() -> impl Strategy<Value = SolutionPage> {
    let item = (text(), prop::collection::vec(text(), 0..7))
        .prop_map(|(display, steps)| Item { display, steps });
    (
        any::<u32>(),
        level(),
        any::<u32>(),
        any::<u64>(),
        prop::collection::vec(item, 0..=PAGE_SIZE),
    )
        .prop_map(|(gen, level, index, total, items)| SolutionPage {
            gen,
            level,
            index,
            total,
            items,
        })
}

fn counts() -> impl Strategy<Value = Counts> {
    (any::<u64>(), any::<u64>(), any::<Option<u64>>()).prop_map(|(distinct, strict, rating_ms)| {
        Counts {
            distinct,
            strict,
            rating_ms,
        }
    })
}

fn ranks() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(1..=13u8, 0..=8)
}

fn headline() -> impl Strategy<Value = Headline> {
    (
        (any::<u64>(), any::<u64>(), any::<u64>()),
        (any::<u128>(), any::<u128>()),
        prop::collection::vec(any::<u64>(), 0..20),
        prop::option::of((prop::collection::vec(any::<i128>(), 0..8), any::<u32>())),
        prop::collection::vec((ranks(), any::<u64>()), 0..20),
    )
        .prop_map(
            |(
                (hands, solvable_hands, solutions),
                (deals, solvable_deals),
                per_hand,
                most,
                counts,
            )| {
                Headline {
                    summary: Summary {
                        hands,
                        solvable_hands,
                        solutions,
                        deals,
                        solvable_deals,
                        per_hand,
                        most: most.map(|(hand, n)| (hand, n as usize)),
                    },
                    counts,
                }
            },
        )
}

fn sheet_hand() -> impl Strategy<Value = SheetHand> {
    (prop::collection::vec(card(), 0..=8), text(), any::<u64>()).prop_map(
        |(cards, solution, distinct)| SheetHand {
            cards,
            solution,
            distinct,
        },
    )
}

fn reply() -> impl Strategy<Value = Reply> {
    let target_count = (
        any::<i128>(),
        any::<u64>(),
        any::<u64>(),
        any::<Option<u64>>(),
    )
        .prop_map(|(target, solvable_hands, hands, solutions)| TargetCount {
            target,
            solvable_hands,
            hands,
            solutions,
        });
    let hardness = (
        prop::collection::vec(prop::collection::vec(ranks(), 0..5), 0..=5),
        prop::collection::vec((ranks(), any::<u64>()), 0..20),
    )
        .prop_map(|(per_grade, hardest)| Hardness { per_grade, hardest });
    prop_oneof![
        Just(Reply::Ready),
        (any::<u32>(), counts(), prop::option::of(page()))
            .prop_map(|(gen, counts, page)| Reply::Solved { gen, counts, page }),
        page().prop_map(Reply::Page),
        (any::<u32>(), any::<u32>(), verdict()).prop_map(|(gen, seq, verdict)| Reply::Judged {
            gen,
            seq,
            verdict
        }),
        (any::<u32>(), level(), hints()).prop_map(|(gen, level, hints)| Reply::Hinted {
            gen,
            level,
            hints
        }),
        (any::<u32>(), error()).prop_map(|(gen, error)| Reply::Failed { gen, error }),
        (
            any::<u32>(),
            prop::collection::vec(card(), 0..=8),
            any::<bool>(),
            any::<u32>()
        )
            .prop_map(|(seq, cards, kept, attempts)| Reply::Dealt {
                seq,
                cards,
                kept,
                attempts
            }),
        (any::<i64>(), prop::collection::vec(card(), 0..=4))
            .prop_map(|(day, cards)| Reply::Daily { day, cards }),
        (any::<u32>(), any::<u64>(), any::<u64>()).prop_map(|(run, done, total)| Reply::Progress {
            run,
            done,
            total
        }),
        (any::<u32>(), headline()).prop_map(|(run, headline)| Reply::Headline { run, headline }),
        (any::<u32>(), prop::collection::vec(target_count, 0..30))
            .prop_map(|(run, counts)| Reply::Targets { run, counts }),
        (any::<u32>(), hardness).prop_map(|(run, hardness)| Reply::Hardness { run, hardness }),
        (any::<u32>(), error()).prop_map(|(run, error)| Reply::DeckFailed { run, error }),
        (
            any::<u32>(),
            prop::collection::vec(card(), 0..=4),
            any::<u64>(),
            any::<u8>()
        )
            .prop_map(|(seq, cards, millis, techniques)| Reply::Practiced {
                seq,
                cards,
                millis,
                techniques
            }),
        (sheet(), prop::collection::vec(sheet_hand(), 0..=MAX_SHEET))
            .prop_map(|(sheet, hands)| Reply::Worksheet { sheet, hands }),
    ]
}

proptest! {
    #[test]
    fn every_request_reads_back(request in request()) {
        let text = request.encode();
        prop_assert_eq!(Request::decode(&text), Ok(request));
    }

    #[test]
    fn every_reply_reads_back(reply in reply()) {
        let text = reply.encode();
        prop_assert_eq!(Reply::decode(&text), Ok(reply));
    }

    /// A message cut short, or with anything after it, does not read.
    #[test]
    fn a_damaged_message_is_an_error(request in request(), cut in any::<prop::sample::Index>()) {
        let text = request.encode();
        let at = cut.index(text.len());
        if text.is_char_boundary(at) {
            prop_assert!(Request::decode(&text[..at]).is_err());
        }
        let longer = format!("{}0:", text);
        prop_assert!(Request::decode(&longer).is_err());
    }

    /// Nothing panics on any text.
    #[test]
    fn any_text_is_read_or_refused(text in ".{0,200}") {
        let _ = Request::decode(&text);
        let _ = Reply::decode(&text);
    }
}

#[test]
fn another_version_asks_for_a_reload() {
    let text = Reply::Ready.encode().replacen("1:1", "1:2", 1);
    assert_eq!(Reply::decode(&text), Err(DecodeError::OtherVersion(2)));
    assert!(matches!(
        Request::decode("1:14:nope"),
        Err(DecodeError::Codec(crate::codec::Error {
            kind: crate::codec::ErrorKind::UnknownTag,
            ..
        }))
    ));
}

#[test]
fn lists_past_their_bounds_do_not_read() {
    let avoid = vec![vec![1, 2, 3, 4]; MAX_AVOIDED + 1];
    let text = Request::Practice {
        seq: 1,
        millis: 9000,
        avoid,
    }
    .encode();
    assert!(Request::decode(&text).is_err());
    let sheet = Sheet {
        seed: 7,
        count: 21,
        deal: DealAsk {
            size: 4,
            target: Rational::from(24),
            no_parens: false,
            integers: false,
            faces: Faces::Numbered,
            grade: None,
        },
    };
    let hand = SheetHand {
        cards: vec![],
        solution: "1+2".into(),
        distinct: 1,
    };
    let hands = vec![hand; MAX_SHEET + 1];
    assert!(Reply::decode(&Reply::Worksheet { sheet, hands }.encode()).is_err());
}
