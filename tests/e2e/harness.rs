//! The harness itself: a scenario that fails runs once more, and the second
//! run decides.

use e2e::scenario;
use std::sync::atomic::{AtomicUsize, Ordering};

#[test]
fn a_scenario_that_fails_once_passes_when_run_again() {
    if e2e::dist().is_none() {
        return;
    }
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    scenario("harness-fails-once", async |page| {
        page.open("/").await?;
        match RUNS.fetch_add(1, Ordering::SeqCst) {
            0 => Err("the first run fails".into()),
            _ => Ok(()),
        }
    });
    assert_eq!(RUNS.load(Ordering::SeqCst), 2);
}

#[test]
fn a_scenario_that_fails_twice_fails() {
    if e2e::dist().is_none() {
        return;
    }
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let failed = std::panic::catch_unwind(|| {
        scenario("harness-fails-twice", async |_page| {
            RUNS.fetch_add(1, Ordering::SeqCst);
            Err("it fails every time".into())
        });
    });
    let message = failed.expect_err("a scenario that fails twice passed");
    let message = message
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default();
    assert!(
        message.contains("run again: it fails every time"),
        "{message}"
    );
    assert_eq!(RUNS.load(Ordering::SeqCst), 2);
}
