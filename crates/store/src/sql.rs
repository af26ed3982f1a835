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
/// A solve's time is set once; the clock's start is the server's (never
/// below 0: a clock stepped back, or two servers' clocks apart).
pub const DAILY_SOLVE: &str = "UPDATE daily_plays \
     SET tenths = CASE WHEN $3 > started_ms THEN ($3 - started_ms) / 100 ELSE 0 END \
     WHERE day = $1 AND browser = $2 AND tenths IS NULL RETURNING tenths";
pub const DAILY_SOLVED: &str = "SELECT tenths FROM daily_plays WHERE day = $1 AND browser = $2";
/// Players, solves, and solves at `$2` or faster, from the day's rows.
pub const DAILY_COUNTS: &str = "SELECT count(*), count(tenths), \
     count(CASE WHEN tenths <= $2 THEN 1 END) FROM daily_plays WHERE day = $1";
/// One more player on a day's tally.
pub const TALLY_PLAYER: &str =
    "INSERT INTO daily_tallies (day, players, solved) VALUES ($1, 1, 0) \
     ON CONFLICT (day) DO UPDATE SET players = daily_tallies.players + 1";
/// A day's tally: players, solves, then a column per bar.
pub const TALLY: &str = "SELECT players, solved, b0, b1, b2, b3, b4, b5, b6, b7, b8, b9 \
     FROM daily_tallies WHERE day = $1";
/// Solves from `$2` to `$3` tenths: within one bar, through the index.
pub const DAILY_BETWEEN: &str = "SELECT count(*) FROM daily_plays \
     WHERE day = $1 AND tenths >= $2 AND tenths <= $3";
/// PostgreSQL: a start and, if it is the browser's first, one more player,
/// in one statement.
pub const PG_START: &str = "WITH s AS (INSERT INTO daily_plays (day, browser, started_ms) \
     VALUES ($1, $2, $3) ON CONFLICT (day, browser) DO NOTHING RETURNING day) \
     INSERT INTO daily_tallies (day, players, solved) SELECT day, 1, 0 FROM s \
     ON CONFLICT (day) DO UPDATE SET players = daily_tallies.players + 1";
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

/// One more solve in bar `bar` of a day's tally.
pub fn tally_solve(bar: usize) -> &'static str {
    static TEXTS: OnceLock<Vec<String>> = OnceLock::new();
    let texts = TEXTS.get_or_init(|| {
        (0..=BUCKET_EDGES.len())
            .map(|i| {
                format!(
                    "UPDATE daily_tallies SET solved = solved + 1, b{i} = b{i} + 1 WHERE day = $1"
                )
            })
            .collect()
    });
    texts.get(bar).or(texts.last()).map_or("", String::as_str)
}

/// PostgreSQL: a solve written once, and counted in its day's tally and
/// bar, in one statement; returns the time when it was the first.
pub fn pg_solve() -> &'static str {
    static TEXT: OnceLock<String> = OnceLock::new();
    TEXT.get_or_init(|| {
        let bars: Vec<String> = (0..=BUCKET_EDGES.len())
            .map(|i| {
                let low = i
                    .checked_sub(1)
                    .map(|j| format!("tenths >= {}", BUCKET_EDGES[j]));
                let high = BUCKET_EDGES.get(i).map(|edge| format!("tenths < {edge}"));
                let test: Vec<String> = low.into_iter().chain(high).collect();
                format!(
                    "b{i} = b{i} + (SELECT count(*) FROM s WHERE {})",
                    test.join(" AND ")
                )
            })
            .collect();
        format!(
            "WITH s AS (UPDATE daily_plays \
             SET tenths = CASE WHEN $3 > started_ms THEN ($3 - started_ms) / 100 ELSE 0 END \
             WHERE day = $1 AND browser = $2 AND tenths IS NULL RETURNING tenths) \
             UPDATE daily_tallies SET solved = solved + (SELECT count(*) FROM s), {} \
             WHERE day = $1 AND EXISTS (SELECT 1 FROM s) RETURNING (SELECT tenths FROM s)",
            bars.join(", ")
        )
    })
}

/// A text for SQLite, which reads `?3` as the third parameter wherever it
/// stands (a `$3` it would number by first appearance).
pub fn for_sqlite(text: &str) -> String {
    text.replace('$', "?")
}
