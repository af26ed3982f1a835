//! Round trips of every message, and what decoding promises for any text.

use super::*;
use proptest::prelude::*;

fn browser() -> impl Strategy<Value = String> {
    "[0-9a-f]{32}"
}

fn summary() -> impl Strategy<Value = Summary> {
    (
        any::<u64>(),
        any::<u64>(),
        proptest::option::of(any::<u32>()),
    )
        .prop_map(|(players, solved, median_tenths)| Summary {
            players,
            solved,
            median_tenths,
        })
}

fn standing() -> impl Strategy<Value = Standing> {
    (
        any::<i64>(),
        any::<u32>(),
        any::<bool>(),
        (any::<u64>(), any::<u64>(), any::<u64>()),
        proptest::collection::vec(any::<u64>(), 0..=BUCKET_EDGES.len() + 1),
        summary(),
    )
        .prop_map(
            |(day, tenths, counted, (players, solved, slower), histogram, yesterday)| Standing {
                day,
                tenths,
                counted,
                players,
                solved,
                slower,
                histogram,
                yesterday,
            },
        )
}

proptest! {
    #[test]
    fn requests_round_trip(day in any::<i64>(), browser in browser(), answer in ".{0,60}") {
        for msg in [
            DailyRequest::Start { day, browser: browser.clone() },
            DailyRequest::Solve { day, browser: browser.clone(), answer: answer.clone() },
        ] {
            prop_assert_eq!(DailyRequest::decode(&msg.encode()), Ok(msg));
        }
    }

    #[test]
    fn replies_round_trip(standing in standing(), why in proptest::sample::select(Refusal::ALL.to_vec())) {
        for msg in [DailyReply::Started, DailyReply::Refused(why), DailyReply::Standing(standing.clone())] {
            prop_assert_eq!(DailyReply::decode(&msg.encode()), Ok(msg));
        }
    }

    #[test]
    fn any_text_decodes_or_is_refused_without_panicking(text in ".{0,80}") {
        let _ = DailyRequest::decode(&text);
        let _ = DailyReply::decode(&text);
    }
}

#[test]
fn a_long_answer_or_a_long_browser_is_refused() {
    let long = DailyRequest::Solve {
        day: 1,
        browser: "a".repeat(BROWSER_LEN),
        answer: "1".repeat(MAX_ANSWER + 1),
    };
    assert!(DailyRequest::decode(&long.encode()).is_err());
    let long = DailyRequest::Start {
        day: 1,
        browser: "a".repeat(BROWSER_LEN + 1),
    };
    assert!(DailyRequest::decode(&long.encode()).is_err());
    let other = DailyRequest::Start {
        day: 1,
        browser: String::new(),
    }
    .encode()
    .replacen("1:1", "1:9", 1);
    assert_eq!(
        DailyRequest::decode(&other),
        Err(DecodeError::OtherVersion(9))
    );
}

#[test]
fn browsers_buckets_and_shares() {
    assert!(is_browser("0123456789abcdef0123456789abcdef"));
    assert!(!is_browser("0123456789ABCDEF0123456789abcdef"));
    assert!(!is_browser("0123"));
    assert_eq!(bucket(0), 0);
    assert_eq!(bucket(99), 0);
    assert_eq!(bucket(100), 1);
    assert_eq!(bucket(u32::MAX), BUCKET_EDGES.len());
    let mut s = Standing {
        day: 0,
        tenths: 142,
        counted: true,
        players: 1,
        solved: 1,
        slower: 0,
        histogram: vec![],
        yesterday: Summary::default(),
    };
    assert_eq!(s.faster_than_percent(), None, "alone");
    s.players = 4_231;
    s.slower = 2_876;
    assert_eq!(s.faster_than_percent(), Some(67));
    s.slower = 4_230;
    assert_eq!(s.faster_than_percent(), Some(100));
}
