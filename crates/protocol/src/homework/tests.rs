//! Round trips of every message, and what decoding promises for any text.

use super::*;
use crate::strategies::*;
use proptest::prelude::*;

fn code() -> impl Strategy<Value = RoomCode> {
    proptest::array::uniform6(0u8..31).prop_map(|i| RoomCode::from_indices(i).unwrap())
}

fn secret() -> impl Strategy<Value = String> {
    "[0-9a-f]{32}"
}

fn assignment() -> impl Strategy<Value = Assignment> {
    (
        any::<u8>(),
        proptest::option::of(grade()),
        any::<u32>(),
        proptest::option::of(any::<u16>()),
        faces(),
        any::<bool>(),
    )
        .prop_map(
            |(hands, level, deadline_minutes, seconds_per_hand, faces, integers)| Assignment {
                hands,
                level,
                deadline_minutes,
                seconds_per_hand,
                faces,
                integers,
            },
        )
}

fn played() -> impl Strategy<Value = Played> {
    (
        proptest::option::of(any::<u32>()),
        any::<u16>(),
        proptest::option::of(".{0,30}"),
        any::<bool>(),
    )
        .prop_map(|(tenths, tries, answer, over)| Played {
            tenths,
            tries,
            answer,
            over,
        })
}

fn results() -> impl Strategy<Value = Results> {
    (
        assignment(),
        any::<i64>(),
        any::<i64>(),
        proptest::option::of(any::<i64>()),
        proptest::collection::vec(proptest::collection::vec(card(), 4), 0..4),
        proptest::collection::vec(
            (".{1,20}", proptest::collection::vec(played(), 0..4))
                .prop_map(|(nickname, hands)| Student { nickname, hands }),
            0..4,
        ),
    )
        .prop_map(
            |(assignment, created_ms, deadline_ms, closed_ms, hands, students)| Results {
                assignment,
                created_ms,
                deadline_ms,
                closed_ms,
                hands,
                students,
            },
        )
}

fn refusal() -> impl Strategy<Value = Refusal> {
    prop_oneof![
        proptest::sample::select(vec![
            Refusal::NoSuch,
            Refusal::Closed,
            Refusal::PastDeadline,
            Refusal::Full,
            Refusal::Taken,
            Refusal::NotYours,
            Refusal::OutOfRange,
            Refusal::NotThisHand,
            Refusal::TooMany,
            Refusal::Malformed,
            Refusal::Unavailable,
        ]),
        proptest::sample::select(vec![
            NickProblem::Empty,
            NickProblem::TooLong,
            NickProblem::NotText
        ])
        .prop_map(Refusal::Nickname),
    ]
}

proptest! {
    #[test]
    fn requests_round_trip(
        a in assignment(), code in code(), secret in secret(), hand in any::<u8>(), text in ".{0,40}",
        name in ".{0,20}",
    ) {
        for msg in [
            Request::Create(a),
            Request::Join { code, nickname: name.clone() },
            Request::Next { code, token: secret.clone() },
            Request::Answer { code, token: secret.clone(), hand, text: text.clone() },
            Request::Skip { code, token: secret.clone(), hand },
            Request::Results { code, key: secret.clone() },
            Request::Close { code, key: secret.clone() },
            Request::Delete { code, key: secret.clone() },
        ] {
            prop_assert_eq!(Request::decode(&msg.encode()), Ok(msg));
        }
    }

    #[test]
    fn replies_round_trip(
        a in assignment(), code in code(), secret in secret(), n in any::<u8>(), at in any::<i64>(),
        cards in proptest::collection::vec(card(), 4), left in proptest::option::of(any::<u32>()),
        verdict in verdict(), tries in any::<u16>(), tenths in any::<u32>(),
        results in results(), why in refusal(),
    ) {
        for msg in [
            Reply::Created { code, key: secret.clone(), deadline_ms: at },
            Reply::Joined { token: secret.clone(), nickname: "Ana".into(), assignment: a, deadline_ms: at },
            Reply::Hand { hand: n, of: 10, cards: cards.clone(), seconds_left: left },
            Reply::Finished { solved: n, of: 30 },
            Reply::Solved { hand: n, tenths },
            Reply::Wrong { hand: n, verdict: verdict.clone(), tries },
            Reply::TimeUp { hand: n },
            Reply::Done,
            Reply::Results(results.clone()),
            Reply::Refused(why),
        ] {
            prop_assert_eq!(Reply::decode(&msg.encode()), Ok(msg));
        }
    }

    #[test]
    fn an_assignment_is_kept_as_text_and_read_back(a in assignment()) {
        prop_assert_eq!(Assignment::from_text(&a.to_text()), Some(a));
    }

    #[test]
    fn any_text_decodes_or_is_refused_without_panicking(text in ".{0,80}") {
        let _ = Request::decode(&text);
        let _ = Reply::decode(&text);
    }
}

#[test]
fn an_assignment_is_valid_only_within_its_ranges() {
    let ok = Assignment::default();
    assert!(ok.is_valid());
    assert!(!Assignment { hands: 4, ..ok }.is_valid());
    assert!(!Assignment { hands: 31, ..ok }.is_valid());
    assert!(!Assignment {
        deadline_minutes: 59,
        ..ok
    }
    .is_valid());
    assert!(!Assignment {
        deadline_minutes: 30 * 24 * 60 + 1,
        ..ok
    }
    .is_valid());
    assert!(!Assignment {
        seconds_per_hand: Some(9),
        ..ok
    }
    .is_valid());
    assert!(Assignment {
        seconds_per_hand: Some(60),
        ..ok
    }
    .is_valid());
    assert!(is_secret(&"ab".repeat(16)));
    assert!(!is_secret(&"AB".repeat(16)));
}
