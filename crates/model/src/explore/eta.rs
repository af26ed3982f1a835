//! How long a deck run has left, from how far it has come in how long.
//!
//! Promises: no estimate before the run has gone on for [`SETTLED_MS`] and
//! done some work (early rates mislead); after that, the time left at the
//! run's average rate so far, in whole seconds, rounded up.

/// How long a run goes on before its rate is trusted, in milliseconds.
pub const SETTLED_MS: f64 = 1500.0;

/// Seconds left for a run that has done `done` of `total` in `elapsed_ms`.
pub fn seconds_left(elapsed_ms: f64, done: u64, total: u64) -> Option<u64> {
    if done == 0 || elapsed_ms.is_nan() || elapsed_ms < SETTLED_MS || done > total {
        return None;
    }
    let left = elapsed_ms * (total - done) as f64 / done as f64 / 1000.0;
    Some(left.ceil() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rate_so_far_gives_the_time_left() {
        assert_eq!(seconds_left(10_000.0, 25, 100), Some(30));
        assert_eq!(seconds_left(2_000.0, 99, 100), Some(1));
        assert_eq!(seconds_left(2_000.0, 100, 100), Some(0));
        // Too early, or nothing done yet: no estimate.
        assert_eq!(seconds_left(1_000.0, 50, 100), None);
        assert_eq!(seconds_left(60_000.0, 0, 100), None);
        assert_eq!(seconds_left(f64::NAN, 5, 100), None);
        assert_eq!(seconds_left(5_000.0, 101, 100), None);
    }
}
