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
fn the_histograms_query_has_a_bar_per_bucket() {
    let text = sql::daily_histogram();
    assert_eq!(text.matches("count(CASE").count(), BUCKET_EDGES.len() + 1);
}
