//! Every call, against both engines: SQLite in a fresh file, and a real
//! PostgreSQL when `TWENTYFOUR_POSTGRES` names a server (`cargo xtask
//! test` starts one, and says so when it cannot): a database of its own
//! per test, at `$TWENTYFOUR_POSTGRES/NAME`.

use super::*;
use crate::daily::{BUCKET_EDGES, KEEP_DAYS};
use protocol::daily::bucket;
use std::sync::atomic::{AtomicU32, Ordering};

/// A fresh SQLite file's path.
fn sqlite_path() -> std::path::PathBuf {
    static N: AtomicU32 = AtomicU32::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("twentyfour-store-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir.join("data.sqlite")
}

/// A fresh PostgreSQL database's URL, or `None` (said on stderr) when no
/// server is given.
async fn postgres_url(test: &str) -> Option<String> {
    let Ok(base) = std::env::var("TWENTYFOUR_POSTGRES") else {
        eprintln!("{test}: skipped on PostgreSQL: TWENTYFOUR_POSTGRES names no server");
        return None;
    };
    let name = format!("t_{test}_{}", std::process::id());
    let (admin, connection) =
        tokio_postgres::connect(&format!("{base}/postgres"), tokio_postgres::NoTls)
            .await
            .expect("the PostgreSQL server answers");
    tokio::spawn(connection);
    // One statement each: a batch would be one transaction, which they refuse.
    for statement in [
        format!("DROP DATABASE IF EXISTS {name}"),
        format!("CREATE DATABASE {name}"),
    ] {
        admin
            .batch_execute(&statement)
            .await
            .expect("a database for the test");
    }
    Some(format!("{base}/{name}"))
}

/// Runs `check` against a fresh store of each engine that can be had.
async fn both<F, Fut>(test: &str, check: F)
where
    F: Fn(Store, String) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let path = sqlite_path().display().to_string();
    check(Store::open(&path).await.expect("SQLite opens"), path).await;
    if let Some(url) = postgres_url(test).await {
        check(Store::open(&url).await.expect("PostgreSQL opens"), url).await;
    }
}

const DAY: i64 = 20_500;
const T0: i64 = 1_771_200_000_000;

#[tokio::test]
async fn a_clock_starts_once_and_a_solve_counts_once() {
    both("clock", |store, _| async move {
        let engine = store.engine();
        assert_eq!(
            store.daily_solve(DAY, "a", T0).await,
            Ok(None),
            "{engine}: not started"
        );
        assert_eq!(store.daily_start(DAY, "a", T0).await, Ok(T0));
        // A reload starts nothing new.
        assert_eq!(
            store.daily_start(DAY, "a", T0 + 5_000).await,
            Ok(T0),
            "{engine}"
        );
        let first = store.daily_solve(DAY, "a", T0 + 14_260).await.unwrap();
        assert_eq!(
            first,
            Some(daily::Solve {
                tenths: 142,
                counted: true
            }),
            "{engine}"
        );
        let again = store.daily_solve(DAY, "a", T0 + 9_000).await.unwrap();
        assert_eq!(
            again,
            Some(daily::Solve {
                tenths: 142,
                counted: false
            }),
            "{engine}"
        );
        // Another day is another clock.
        assert_eq!(
            store.daily_solve(DAY + 1, "a", T0).await,
            Ok(None),
            "{engine}"
        );
    })
    .await;
}

#[tokio::test]
async fn a_tally_places_a_time_among_the_days_players() {
    both("tally", |store, _| async move {
        let engine = store.engine();
        // Five players: four solve in 5 s, 14.2 s, 14.2 s and 70 s; one does not.
        for (browser, seconds) in [
            ("a", Some(5_000)),
            ("b", Some(14_200)),
            ("c", Some(14_200)),
            ("d", Some(70_000)),
            ("e", None),
        ] {
            store.daily_start(DAY, browser, T0).await.unwrap();
            if let Some(ms) = seconds {
                store.daily_solve(DAY, browser, T0 + ms).await.unwrap();
            }
        }
        store.daily_start(DAY - 1, "z", T0).await.unwrap();
        let tally = store.daily_tally(DAY, 142).await.unwrap();
        assert_eq!((tally.players, tally.solved), (5, 4), "{engine}");
        // At 14.2 s: a, b and c were as fast or faster; d and e were not.
        assert_eq!(tally.slower, 2, "{engine}");
        let mut bars = vec![0; BUCKET_EDGES.len() + 1];
        for tenths in [50, 142, 142, 700] {
            bars[bucket(tenths)] += 1;
        }
        assert_eq!(tally.histogram, bars, "{engine}");
        assert_eq!(bars[0], 1);
        assert_eq!(bars[bucket(700)], 1);
        let summary = store.daily_summary(DAY).await.unwrap();
        assert_eq!(
            summary,
            daily::Summary {
                players: 5,
                solved: 4,
                median_tenths: Some(142)
            },
            "{engine}"
        );
        let empty = store.daily_tally(DAY + 3, 10).await.unwrap();
        assert_eq!(
            (empty.players, empty.solved, empty.slower),
            (0, 0, 0),
            "{engine}"
        );
    })
    .await;
}

#[tokio::test]
async fn old_days_become_counts_and_their_rows_go() {
    both("prune", |store, _| async move {
        let engine = store.engine();
        for (day, browser, ms) in [
            (DAY, "a", 30_000),
            (DAY, "b", 10_000),
            (DAY, "c", 20_000),
            (DAY + KEEP_DAYS, "a", 1_000),
        ] {
            store.daily_start(day, browser, T0).await.unwrap();
            store.daily_solve(day, browser, T0 + ms).await.unwrap();
        }
        let before = store.daily_summary(DAY).await.unwrap();
        assert_eq!(store.prune(DAY + 1).await, Ok(3), "{engine}");
        assert_eq!(
            store.daily_summary(DAY).await,
            Ok(before),
            "{engine}: the counts stay"
        );
        assert_eq!(before.median_tenths, Some(200));
        let times = store.daily_times().await.unwrap();
        assert_eq!(
            times.len(),
            1,
            "{engine}: only the kept day's rows are left"
        );
        assert_eq!(times[0].tenths, vec![10], "{engine}");
        // Pruning again changes nothing.
        assert_eq!(store.prune(DAY + 1).await, Ok(0), "{engine}");
        assert_eq!(store.daily_summary(DAY).await, Ok(before), "{engine}");
    })
    .await;
}

#[tokio::test]
async fn a_database_opens_again_at_its_version_with_its_rows() {
    both("reopen", |store, url| async move {
        store.daily_start(DAY, "a", T0).await.unwrap();
        drop(store);
        let again = Store::open(&url).await.expect("opens again");
        assert_eq!(
            again.daily_start(DAY, "a", T0 + 1).await,
            Ok(T0),
            "{}",
            again.engine()
        );
    })
    .await;
}

#[tokio::test]
async fn a_sqlite_backup_is_a_database_with_the_same_rows() {
    let path = sqlite_path();
    let store = Store::open(&path.display().to_string()).await.unwrap();
    store.daily_start(DAY, "a", T0).await.unwrap();
    store.daily_solve(DAY, "a", T0 + 4_200).await.unwrap();
    let copy = path.with_file_name("copy.sqlite");
    store.backup(&copy).await.expect("a backup");
    let restored = Store::open(&copy.display().to_string()).await.unwrap();
    assert_eq!(restored.daily_times().await, store.daily_times().await);
}

#[tokio::test]
async fn what_cannot_be_opened_is_said() {
    let err = Store::open("/proc/no/such/dir/data.sqlite")
        .await
        .err()
        .expect("refused");
    assert!(err.to_string().starts_with("sqlite: cannot make"), "{err}");
    let err = Store::open("postgres://nobody@127.0.0.1:1/none?connect_timeout=2")
        .await
        .err()
        .expect("refused");
    assert!(err.to_string().starts_with("postgres:"), "{err}");
}

#[test]
fn the_tallys_statements_have_a_bar_per_bucket() {
    assert_eq!(
        sql::pg_solve()
            .matches("(SELECT count(*) FROM s WHERE")
            .count(),
        BUCKET_EDGES.len() + 1
    );
    assert!(sql::tally_solve(0).contains("b0 = b0 + 1"));
    assert!(sql::tally_solve(BUCKET_EDGES.len()).contains("b9 = b9 + 1"));
    assert_eq!(BUCKET_EDGES.len(), 9, "migration 0003 writes ten bars");
}

fn assignment(code: &str, deadline_ms: i64) -> homework::Assignment {
    homework::Assignment {
        code: code.into(),
        key: "k".repeat(32),
        settings: "s".into(),
        seed: -42,
        created_ms: T0,
        deadline_ms,
        closed_ms: None,
    }
}

#[tokio::test]
async fn an_assignment_keeps_its_students_and_their_hands() {
    use homework::Joined;
    both("homework", |store, _| async move {
        let engine = store.engine();
        let a = assignment("ABCDEF", T0 + 3_600_000);
        assert_eq!(store.homework_create(&a).await, Ok(true));
        assert_eq!(
            store.homework_create(&a).await,
            Ok(false),
            "{engine}: a code once"
        );
        assert_eq!(store.homework("ABCDEF").await, Ok(Some(a.clone())));
        assert_eq!(store.homework("XXXXXX").await, Ok(None));
        let join = |token: &'static str, name: &'static str, cap| {
            let store = &store;
            async move {
                store
                    .homework_join("ABCDEF", token, name, &name.to_lowercase(), T0, cap)
                    .await
            }
        };
        assert_eq!(join("t0", "Ana", 2).await, Ok(Joined::As(0)), "{engine}");
        assert_eq!(join("t1", "ANA", 2).await, Ok(Joined::Taken), "{engine}");
        assert_eq!(join("t1", "Ben", 2).await, Ok(Joined::As(1)), "{engine}");
        assert_eq!(join("t2", "Cy", 2).await, Ok(Joined::Full), "{engine}");
        let ana = store
            .homework_student("ABCDEF", "t0")
            .await
            .unwrap()
            .unwrap();
        assert_eq!((ana.student, ana.nickname.as_str()), (0, "Ana"));
        assert_eq!(store.homework_student("ABCDEF", "nope").await, Ok(None));

        // A hand is kept as first dealt.
        assert_eq!(store.homework_dealt("ABCDEF", 0).await, Ok(None));
        assert_eq!(
            store.homework_hand("ABCDEF", 0, "first").await.unwrap(),
            "first"
        );
        assert_eq!(
            store.homework_hand("ABCDEF", 0, "second").await.unwrap(),
            "first"
        );
        // Shown once; wrong twice; solved once.
        store.homework_show("ABCDEF", 0, 0, T0).await.unwrap();
        store.homework_show("ABCDEF", 0, 0, T0 + 999).await.unwrap();
        store.homework_wrong("ABCDEF", 0, 0).await.unwrap();
        store.homework_wrong("ABCDEF", 0, 0).await.unwrap();
        assert_eq!(
            store
                .homework_solve("ABCDEF", 0, 0, 123, "8/(3-8/3)", T0 + 12_300)
                .await,
            Ok(true)
        );
        assert_eq!(
            store.homework_solve("ABCDEF", 0, 0, 5, "x", T0 + 500).await,
            Ok(false),
            "{engine}"
        );
        store.homework_wrong("ABCDEF", 0, 0).await.unwrap();
        let last = store.homework_last("ABCDEF", 0).await.unwrap().unwrap();
        assert_eq!(
            last,
            homework::Play {
                student: 0,
                hand: 0,
                shown_ms: T0,
                tenths: Some(123),
                tries: 2,
                answer: Some("8/(3-8/3)".into()),
                over_ms: Some(T0 + 12_300),
            },
            "{engine}"
        );
        // Ben skips his first hand.
        store.homework_show("ABCDEF", 1, 0, T0).await.unwrap();
        store.homework_over("ABCDEF", 1, 0, T0 + 1).await.unwrap();
        assert_eq!(
            store.homework_solve("ABCDEF", 1, 0, 1, "x", T0 + 2).await,
            Ok(false)
        );
        assert_eq!(store.homework_solved("ABCDEF", 0).await, Ok(1));
        assert_eq!(store.homework_solved("ABCDEF", 1).await, Ok(0));
        let (students, hands, plays) = store.homework_all("ABCDEF").await.unwrap();
        assert_eq!(students.len(), 2);
        assert_eq!(hands, vec![(0, "first".to_string())]);
        assert_eq!(plays.len(), 2);
        store.homework_close("ABCDEF", T0 + 5).await.unwrap();
        store.homework_close("ABCDEF", T0 + 9).await.unwrap();
        assert_eq!(
            join("t9", "Late", 9).await,
            Ok(Joined::Gone),
            "{engine}: closed"
        );
        assert_eq!(
            store.homework("ABCDEF").await.unwrap().unwrap().closed_ms,
            Some(T0 + 5)
        );
        store.homework_delete("ABCDEF").await.unwrap();
        assert_eq!(store.homework("ABCDEF").await, Ok(None));
        assert_eq!(
            store.homework_all("ABCDEF").await.unwrap(),
            (vec![], vec![], vec![]),
            "{engine}"
        );
    })
    .await;
}

#[tokio::test]
async fn joins_at_once_never_pass_the_cap_and_old_assignments_go() {
    both("joins", |store, _| async move {
        let engine = store.engine();
        store
            .homework_create(&assignment("QWERTY", T0))
            .await
            .unwrap();
        let store = std::sync::Arc::new(store);
        let joins: Vec<_> = (0..12)
            .map(|i| {
                let store = std::sync::Arc::clone(&store);
                tokio::spawn(async move {
                    let name = format!("p{i}");
                    store
                        .homework_join("QWERTY", &format!("t{i}"), &name, &name, T0, 5)
                        .await
                })
            })
            .collect();
        let mut seated = Vec::new();
        for join in joins {
            if let Ok(homework::Joined::As(n)) = join.await.unwrap() {
                seated.push(n);
            }
        }
        seated.sort_unstable();
        assert_eq!(seated, [0, 1, 2, 3, 4], "{engine}");
        store
            .homework_create(&assignment("ZXCVBN", T0 + 10))
            .await
            .unwrap();
        assert_eq!(store.homework_prune(T0 + 1).await, Ok(1), "{engine}");
        assert_eq!(store.homework("QWERTY").await, Ok(None));
        assert!(store.homework("ZXCVBN").await.unwrap().is_some());
    })
    .await;
}
