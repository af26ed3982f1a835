//! Homework's rules against a real SQLite file, on a clock the tests
//! move: the same hands for everyone, times from the server's showing,
//! tries, timed hands, the deadline, the close, the teacher's key, the
//! caps.

use super::*;
use protocol::homework::{Request as Q, HANDS};

const NOW: i64 = 1_771_200_000_000;
const MINUTE: i64 = 60_000;

async fn homework() -> Homework {
    let mut b = [0u8; 8];
    os(&mut b);
    let dir = std::env::temp_dir().join(format!(
        "twentyfour-homework-{}-{}",
        std::process::id(),
        u64::from_le_bytes(b)
    ));
    let url = dir.join("data.sqlite").display().to_string();
    let keeper = Keeper::open(&url, crate::keeper::RETRY).await;
    Homework::new(Arc::new(keeper), Duration::from_secs(60))
}

fn ip(n: u8) -> IpAddr {
    IpAddr::from([10, 1, 0, n])
}

async fn ask(h: &Homework, q: Q, at: i64) -> Reply {
    h.answer(&q.encode(), ip(1), at).await
}

fn assignment(hands: u8, seconds_per_hand: Option<u16>) -> Assignment {
    Assignment {
        hands,
        deadline_minutes: 60,
        seconds_per_hand,
        ..Assignment::default()
    }
}

async fn create(h: &Homework, a: Assignment) -> (RoomCode, String) {
    match ask(h, Q::Create(a), NOW).await {
        Reply::Created {
            code,
            key,
            deadline_ms,
        } => {
            assert_eq!(deadline_ms, NOW + i64::from(a.deadline_minutes) * MINUTE);
            (code, key)
        }
        other => panic!("{other:?}"),
    }
}

async fn join(h: &Homework, code: RoomCode, name: &str, at: i64) -> Result<String, Refusal> {
    match ask(
        h,
        Q::Join {
            code,
            nickname: name.into(),
        },
        at,
    )
    .await
    {
        Reply::Joined { token, .. } => Ok(token),
        Reply::Refused(why) => Err(why),
        other => panic!("{other:?}"),
    }
}

async fn next(h: &Homework, code: RoomCode, token: &str, at: i64) -> Reply {
    ask(
        h,
        Q::Next {
            code,
            token: token.into(),
        },
        at,
    )
    .await
}

/// A right answer to `cards` under the usual rules.
fn right(cards: &[protocol::card::Card]) -> String {
    let cards: Vec<Card> = protocol::card::to_cards(cards);
    judged_hand(&Assignment::default(), &cards)
        .unwrap()
        .solutions[0]
        .clone()
}

#[tokio::test]
async fn students_play_the_same_hands_timed_and_judged_by_the_server() {
    let h = homework().await;
    let (code, key) = create(&h, assignment(5, None)).await;
    let ana = join(&h, code, "Ana", NOW).await.unwrap();
    let ben = join(&h, code, "Ben", NOW).await.unwrap();
    assert_eq!(join(&h, code, "ana", NOW).await, Err(Refusal::Taken));
    assert_eq!(
        join(&h, code, " ", NOW).await,
        Err(Refusal::Nickname(protocol::room::nickname::Problem::Empty))
    );

    let mut seen = Vec::new();
    for (i, at) in (0..5).map(|i| (i, NOW + i64::from(i) * 100_000)) {
        let Reply::Hand {
            hand,
            of,
            cards,
            seconds_left,
        } = next(&h, code, &ana, at).await
        else {
            panic!("a hand")
        };
        assert_eq!((hand, of, seconds_left), (i, 5, None));
        // Asking again shows the same hand, its clock still running.
        assert_eq!(
            next(&h, code, &ana, at + 5).await,
            Reply::Hand {
                hand,
                of,
                cards: cards.clone(),
                seconds_left
            }
        );
        let wrong = Q::Answer {
            code,
            token: ana.clone(),
            hand,
            text: "1+2".into(),
        };
        assert!(matches!(
            ask(&h, wrong, at + 1_000).await,
            Reply::Wrong { tries: 1, .. }
        ));
        let answer = Q::Answer {
            code,
            token: ana.clone(),
            hand,
            text: right(&cards),
        };
        assert_eq!(
            ask(&h, answer.clone(), at + 12_345).await,
            Reply::Solved { hand, tenths: 123 }
        );
        assert_eq!(
            ask(&h, answer, at + 20_000).await,
            Reply::Refused(Refusal::NotThisHand)
        );
        seen.push(cards);
    }
    assert_eq!(
        next(&h, code, &ana, NOW + 900_000).await,
        Reply::Finished { solved: 5, of: 5 }
    );

    // Ben gets the same hands; he skips the first.
    let Reply::Hand { hand: 0, cards, .. } = next(&h, code, &ben, NOW).await else {
        panic!()
    };
    assert_eq!(cards, seen[0]);
    assert_eq!(
        ask(
            &h,
            Q::Skip {
                code,
                token: ben.clone(),
                hand: 0
            },
            NOW + 1
        )
        .await,
        Reply::Done
    );
    let Reply::Hand { hand: 1, cards, .. } = next(&h, code, &ben, NOW + 2).await else {
        panic!()
    };
    assert_eq!(cards, seen[1]);

    let Reply::Results(r) = ask(
        &h,
        Q::Results {
            code,
            key: key.clone(),
        },
        NOW,
    )
    .await
    else {
        panic!()
    };
    assert_eq!(r.students.len(), 2);
    assert_eq!(r.hands.len(), 5);
    let a = &r.students[0];
    assert_eq!(a.nickname, "Ana");
    assert!(a
        .hands
        .iter()
        .all(|p| p.tenths == Some(123) && p.tries == 1 && p.over && p.answer.is_some()));
    let b = &r.students[1];
    assert_eq!(b.hands.len(), 2);
    assert_eq!((b.hands[0].over, b.hands[0].tenths), (true, None));
    assert_eq!((b.hands[1].over, b.hands[1].tenths), (false, None));
}

#[tokio::test]
async fn a_timed_hand_answered_late_is_missed() {
    let h = homework().await;
    let (code, _) = create(&h, assignment(5, Some(30))).await;
    let ana = join(&h, code, "Ana", NOW).await.unwrap();
    let Reply::Hand {
        hand: 0,
        cards,
        seconds_left: Some(30),
        ..
    } = next(&h, code, &ana, NOW).await
    else {
        panic!()
    };
    let Reply::Hand {
        seconds_left: Some(20),
        ..
    } = next(&h, code, &ana, NOW + 10_000).await
    else {
        panic!()
    };
    let late = Q::Answer {
        code,
        token: ana.clone(),
        hand: 0,
        text: right(&cards),
    };
    assert_eq!(ask(&h, late, NOW + 30_001).await, Reply::TimeUp { hand: 0 });
    // A hand whose time ran out while away is missed, and the next shown.
    let Reply::Hand { hand: 1, .. } = next(&h, code, &ana, NOW + 31_000).await else {
        panic!()
    };
    let Reply::Hand {
        hand: 2,
        seconds_left: Some(30),
        ..
    } = next(&h, code, &ana, NOW + 70_000).await
    else {
        panic!()
    };
}

#[tokio::test]
async fn nothing_is_taken_after_the_deadline_or_the_close_and_a_delete_leaves_nothing() {
    let h = homework().await;
    let (code, key) = create(&h, assignment(5, None)).await;
    let ana = join(&h, code, "Ana", NOW).await.unwrap();
    let after = NOW + 60 * MINUTE + 1;
    assert_eq!(
        join(&h, code, "Ben", after).await,
        Err(Refusal::PastDeadline)
    );
    assert_eq!(
        next(&h, code, &ana, after).await,
        Reply::Refused(Refusal::PastDeadline)
    );
    // The teacher still reads the results.
    assert!(matches!(
        ask(
            &h,
            Q::Results {
                code,
                key: key.clone()
            },
            after
        )
        .await,
        Reply::Results(_)
    ));

    let (code, key) = create(&h, assignment(5, None)).await;
    let ana = join(&h, code, "Ana", NOW).await.unwrap();
    let wrong_key = "0".repeat(32);
    assert_eq!(
        ask(
            &h,
            Q::Close {
                code,
                key: wrong_key.clone()
            },
            NOW
        )
        .await,
        Reply::Refused(Refusal::NotYours)
    );
    assert_eq!(
        ask(
            &h,
            Q::Results {
                code,
                key: wrong_key
            },
            NOW
        )
        .await,
        Reply::Refused(Refusal::NotYours)
    );
    assert_eq!(
        ask(
            &h,
            Q::Close {
                code,
                key: key.clone()
            },
            NOW
        )
        .await,
        Reply::Done
    );
    assert_eq!(join(&h, code, "Ben", NOW).await, Err(Refusal::Closed));
    assert_eq!(
        next(&h, code, &ana, NOW).await,
        Reply::Refused(Refusal::Closed)
    );
    assert_eq!(
        ask(
            &h,
            Q::Delete {
                code,
                key: key.clone()
            },
            NOW
        )
        .await,
        Reply::Done
    );
    assert_eq!(
        ask(&h, Q::Results { code, key }, NOW).await,
        Reply::Refused(Refusal::NoSuch),
        "a deleted assignment is no assignment, to its teacher too"
    );
    assert_eq!(join(&h, code, "Ben", NOW).await, Err(Refusal::NoSuch));
    assert_eq!(
        h.keeper
            .store()
            .await
            .unwrap()
            .homework_all(code.as_str())
            .await
            .unwrap(),
        (vec![], vec![], vec![])
    );
}

#[tokio::test]
async fn choices_tokens_and_caps_are_checked() {
    let h = homework().await;
    for bad in [
        assignment(*HANDS.start() - 1, None),
        assignment(5, Some(5)),
        Assignment {
            deadline_minutes: 59,
            ..assignment(5, None)
        },
    ] {
        assert_eq!(
            ask(&h, Q::Create(bad), NOW).await,
            Reply::Refused(Refusal::OutOfRange)
        );
    }
    let (code, _) = create(&h, assignment(5, None)).await;
    assert_eq!(
        next(&h, code, &"f".repeat(32), NOW).await,
        Reply::Refused(Refusal::NotYours)
    );
    assert_eq!(
        next(&h, code, "short", NOW).await,
        Reply::Refused(Refusal::NotYours)
    );
    for i in 0..MAX_STUDENTS {
        join(&h, code, &format!("p{i}"), NOW).await.unwrap();
    }
    assert_eq!(join(&h, code, "one more", NOW).await, Err(Refusal::Full));
    // An address makes at most 100 assignments a day.
    let body = Q::Create(assignment(5, None)).encode();
    let from = |n| h.answer(&body, ip(n), NOW);
    for _ in 0..CREATES_PER_DAY {
        assert!(matches!(from(2).await, Reply::Created { .. }));
    }
    assert_eq!(from(2).await, Reply::Refused(Refusal::TooMany));
    assert!(matches!(from(3).await, Reply::Created { .. }));
}

#[tokio::test]
async fn an_address_that_guesses_codes_is_stopped_as_rooms_stop_it() {
    let h = homework().await;
    let (code, _) = create(&h, assignment(5, None)).await;
    let nowhere = RoomCode::parse("ZZZZZZ").unwrap();
    let guess = |code| {
        Q::Join {
            code,
            nickname: "x".into(),
        }
        .encode()
    };
    for _ in 0..crate::bucket::GUESS_BURST {
        assert_eq!(
            h.answer(&guess(nowhere), ip(9), NOW).await,
            Reply::Refused(Refusal::NoSuch)
        );
    }
    assert_eq!(
        h.answer(&guess(nowhere), ip(9), NOW).await,
        Reply::Refused(Refusal::TooMany)
    );
    assert_eq!(
        h.answer(&guess(code), ip(9), NOW).await,
        Reply::Refused(Refusal::TooMany)
    );
    assert!(matches!(
        h.answer(&guess(code), ip(8), NOW).await,
        Reply::Joined { .. }
    ));
}

#[test]
fn a_secret_is_compared_whole() {
    assert!(same_secret("abc", "abc"));
    assert!(!same_secret("abc", "abd"));
    assert!(!same_secret("abc", "ab"));
}
