//! The daily's rules against a real SQLite file: the clock, the judge,
//! once a day, the days accepted, the limit.

use super::*;

const NOW: i64 = 1_771_200_000_000;
const A: &str = "0123456789abcdef0123456789abcdef";
const B: &str = "fedcba9876543210fedcba9876543210";

async fn daily() -> Daily {
    let dir = std::env::temp_dir().join(format!(
        "twentyfour-daily-{}-{}",
        std::process::id(),
        rand_suffix()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let url = dir.join("data.sqlite").display().to_string();
    Daily::new(Arc::new(Keeper::open(&url, crate::keeper::RETRY).await))
}

fn rand_suffix() -> u64 {
    let mut b = [0u8; 8];
    getrandom::fill(&mut b).expect("random");
    u64::from_le_bytes(b)
}

fn today() -> i64 {
    NOW.div_euclid(DAY_MS)
}

/// A right answer to the hand of `day`, found by the solver.
fn answer(day: i64) -> String {
    the_hand(day).expect("a daily hand").solutions[0].clone()
}

fn ip(last: u8) -> IpAddr {
    IpAddr::from([10, 0, 0, last])
}

async fn send(d: &Daily, request: DailyRequest, at: i64) -> DailyReply {
    d.answer(&request.encode(), ip(1), at).await
}

fn start(day: i64, browser: &str) -> DailyRequest {
    DailyRequest::Start {
        day,
        browser: browser.into(),
    }
}

fn solve(day: i64, browser: &str, answer: String) -> DailyRequest {
    DailyRequest::Solve {
        day,
        browser: browser.into(),
        answer,
    }
}

#[tokio::test]
async fn a_solve_is_timed_from_the_start_and_placed_among_the_days() {
    let d = daily().await;
    let day = today();
    assert_eq!(send(&d, start(day, A), NOW).await, DailyReply::Started);
    assert_eq!(send(&d, start(day, B), NOW).await, DailyReply::Started);
    let DailyReply::Standing(s) = send(&d, solve(day, A, answer(day)), NOW + 14_250).await else {
        panic!("a standing")
    };
    assert_eq!((s.day, s.tenths, s.counted), (day, 142, true));
    assert_eq!((s.players, s.solved, s.slower), (2, 1, 1));
    assert_eq!(s.faster_than_percent(), Some(100));
    assert_eq!(s.histogram.iter().sum::<u64>(), 1);
    assert_eq!(s.histogram[protocol::daily::bucket(142)], 1);
    // A second solve counts nothing and keeps the first time.
    let DailyReply::Standing(again) = send(&d, solve(day, A, answer(day)), NOW + 99_000).await
    else {
        panic!("a standing")
    };
    assert_eq!((again.tenths, again.counted, again.solved), (142, false, 1));
}

#[tokio::test]
async fn a_wrong_answer_records_nothing_and_the_clock_runs_on() {
    let d = daily().await;
    let day = today();
    send(&d, start(day, A), NOW).await;
    let wrong = send(&d, solve(day, A, "1+1".into()), NOW + 1_000).await;
    assert_eq!(wrong, DailyReply::Refused(Refusal::Wrong));
    let DailyReply::Standing(s) = send(&d, solve(day, A, answer(day)), NOW + 30_000).await else {
        panic!("a standing")
    };
    assert_eq!(s.tenths, 300);
}

#[tokio::test]
async fn only_a_date_somewhere_on_earth_a_started_clock_and_a_real_id_count() {
    let d = daily().await;
    let day = today();
    for far in [day - 2, day + 2] {
        assert_eq!(
            send(&d, start(far, A), NOW).await,
            DailyReply::Refused(Refusal::NotToday)
        );
    }
    assert_eq!(send(&d, start(day + 1, A), NOW).await, DailyReply::Started);
    assert_eq!(
        send(&d, solve(day, A, answer(day)), NOW).await,
        DailyReply::Refused(Refusal::NotStarted)
    );
    assert_eq!(
        send(&d, start(day, "A"), NOW).await,
        DailyReply::Refused(Refusal::Malformed)
    );
    assert_eq!(
        d.answer("nonsense", ip(1), NOW).await,
        DailyReply::Refused(Refusal::Malformed)
    );
}

#[tokio::test]
async fn an_address_that_sends_too_much_is_refused_and_others_are_not() {
    let d = daily().await;
    let request = start(today(), A).encode();
    let mut refused = 0;
    for _ in 0..BURST + 10 {
        if d.answer(&request, ip(7), NOW).await == DailyReply::Refused(Refusal::TooMany) {
            refused += 1;
        }
    }
    assert!((10..=11).contains(&refused), "{refused}");
    assert_eq!(d.answer(&request, ip(8), NOW).await, DailyReply::Started);
}

#[test]
fn the_days_rows_are_kept_a_week() {
    assert_eq!(first_kept(NOW), today() - 7);
}
