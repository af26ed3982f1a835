//! The queries, one text for both engines: parameters are written `$1`,
//! `$2`, …, which PostgreSQL reads by number, and SQLite too once they are
//! written `?1`, `?2` ([`for_sqlite`]). Nothing a user sent is ever part of a text.

use crate::daily::BUCKET_EDGES;
use std::sync::OnceLock;

pub const DAILY_START: &str =
    "INSERT INTO daily_plays (day, browser, started_ms) VALUES ($1, $2, $3) \
     ON CONFLICT (day, browser) DO NOTHING";
pub const DAILY_STARTED: &str =
    "SELECT started_ms FROM daily_plays WHERE day = $1 AND browser = $2";
/// A solve's time is set once; the clock's start is the server's.
pub const DAILY_SOLVE: &str = "UPDATE daily_plays SET tenths = ($3 - started_ms) / 100 \
     WHERE day = $1 AND browser = $2 AND tenths IS NULL RETURNING tenths";
pub const DAILY_SOLVED: &str = "SELECT tenths FROM daily_plays WHERE day = $1 AND browser = $2";
/// Players, solves, and solves at `$2` or faster.
pub const DAILY_COUNTS: &str = "SELECT count(*), count(tenths), \
     count(CASE WHEN tenths <= $2 THEN 1 END) FROM daily_plays WHERE day = $1";
pub const DAILY_MEDIAN: &str =
    "SELECT tenths FROM daily_plays WHERE day = $1 AND tenths IS NOT NULL \
     ORDER BY tenths LIMIT 1 OFFSET $2";
pub const DAILY_KEPT: &str =
    "SELECT players, solved, median_tenths FROM daily_counts WHERE day = $1";
pub const DAILY_OLD_DAYS: &str = "SELECT DISTINCT day FROM daily_plays WHERE day < $1 ORDER BY day";
pub const DAILY_KEEP: &str = "INSERT INTO daily_counts (day, players, solved, median_tenths) \
     VALUES ($1, $2, $3, $4) ON CONFLICT (day) DO NOTHING";
pub const DAILY_DROP: &str = "DELETE FROM daily_plays WHERE day < $1";
pub const DAILY_TIMES: &str = "SELECT day, tenths FROM daily_plays ORDER BY day, tenths";

/// Solves per bar of the histogram: `count(CASE …)` per bar, from the
/// edges, which are constants.
pub fn daily_histogram() -> &'static str {
    static TEXT: OnceLock<String> = OnceLock::new();
    TEXT.get_or_init(|| {
        let bars: Vec<String> = (0..=BUCKET_EDGES.len())
            .map(|i| {
                let low = i
                    .checked_sub(1)
                    .map(|j| format!("tenths >= {}", BUCKET_EDGES[j]));
                let high = BUCKET_EDGES.get(i).map(|edge| format!("tenths < {edge}"));
                let test: Vec<String> = low.into_iter().chain(high).collect();
                format!("count(CASE WHEN {} THEN 1 END)", test.join(" AND "))
            })
            .collect();
        format!("SELECT {} FROM daily_plays WHERE day = $1", bars.join(", "))
    })
}

/// A text for SQLite, which reads `?3` as the third parameter wherever it
/// stands (a `$3` it would number by first appearance).
pub fn for_sqlite(text: &str) -> String {
    text.replace('$', "?")
}
