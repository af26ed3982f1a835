//! The world's daily hand as the database keeps it: what a solve, a day's
//! tally and a day's summary are.
//!
//! A time is in tenths of a second, as the server measured it from the
//! start of a browser's clock to its correct answer.

/// Days a day's rows are kept; after that only its counts
/// ([`Summary`]) are.
pub const KEEP_DAYS: i64 = 7;

/// Where the histogram's bars end, in tenths of a second: the protocol's.
pub use protocol::daily::BUCKET_EDGES;

/// A browser's solve of a day's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solve {
    /// The time, the first solve's if this is not the first.
    pub tenths: i64,
    /// Whether this solve was counted: only a browser's first is.
    pub counted: bool,
}

/// How the world did on a day's hand, so far, around one time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Browsers whose clock started on the hand.
    pub players: u64,
    /// Those that solved it.
    pub solved: u64,
    /// Players that have not solved it in the time placed or less.
    pub slower: u64,
    /// Solves per bar of [`BUCKET_EDGES`]: one more bar than edges.
    pub histogram: Vec<u64>,
}

/// A day's counts, kept after its rows are gone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub players: u64,
    pub solved: u64,
    /// The median solve time, when someone solved it (the lower middle of
    /// an even count).
    pub median_tenths: Option<i64>,
}

/// A kept day's players and solve times.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayTimes {
    pub day: i64,
    pub players: u64,
    pub tenths: Vec<i64>,
}

/// Gathers `(day, tenths)` rows, in order of day, into each day's times.
pub(crate) fn gather(rows: Vec<(i64, Option<i64>)>) -> Vec<DayTimes> {
    let mut days: Vec<DayTimes> = Vec::new();
    for (day, tenths) in rows {
        if days.last().is_none_or(|d| d.day != day) {
            days.push(DayTimes {
                day,
                players: 0,
                tenths: Vec::new(),
            });
        }
        if let Some(last) = days.last_mut() {
            last.players += 1;
            last.tenths.extend(tenths);
        }
    }
    days
}

/// The bar of a time of `tenths`, and where the bar begins.
pub(crate) fn bar(tenths: i64) -> (usize, i64) {
    let k = protocol::daily::bucket(u32::try_from(tenths.max(0)).unwrap_or(u32::MAX));
    let low = k.checked_sub(1).map_or(0, |j| i64::from(BUCKET_EDGES[j]));
    (k, low)
}

/// A day's [`Tally`] around `tenths` from its tally's line (players,
/// solves, then the bars; `None` for a day nobody played) and the solves
/// in `tenths`'s bar that are as fast or faster.
pub(crate) fn tally_of(line: Option<Vec<i64>>, tenths: i64, in_bar: i64) -> Tally {
    let line = line.unwrap_or_else(|| vec![0; 2 + BUCKET_EDGES.len() + 1]);
    let (players, solved, bars) = (line[0], line[1], &line[2..]);
    let (k, _) = bar(tenths);
    let at_or_faster: i64 = bars[..k.min(bars.len())].iter().sum::<i64>() + in_bar;
    Tally {
        players: count(players),
        solved: count(solved),
        slower: count(players - at_or_faster),
        histogram: bars.iter().copied().map(count).collect(),
    }
}

/// A count, which SQL gives as a signed integer.
pub(crate) fn count(n: i64) -> u64 {
    u64::try_from(n).unwrap_or(0)
}
