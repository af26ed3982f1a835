//! The server's commands beside serving: `backup` and `export-times`.
//!
//! `backup FILE` copies the SQLite database while a server may be using it
//! (SQLite's online backup: the copy is one consistent moment).
//! `export-times` writes the daily's kept solves in the format of the
//! difficulty model's training file, a line per hand: the hand's values
//! in ascending order, the median, the share of players who solved it,
//! the mean and the standard deviation of the solve times in seconds,
//! then the number of solves (a column the training file does not have).
//! No browser id leaves the database.

use protocol::daily::hand::daily_hand;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::Path;
use store::{Error, Store};

/// The header of the export's text ([`export_times`]).
pub const TIMES_HEADER: &str =
    "hand\tmedian_seconds\tsolved_rate\tmean_seconds\tsd_seconds\tsolves";

pub async fn backup(store: &Store, file: &Path) -> Result<(), Error> {
    store.backup(file).await
}

/// Every kept solve, a line per hand, with the header first.
pub async fn export_times(store: &Store) -> Result<String, Error> {
    let mut hands: BTreeMap<Vec<u8>, (u64, Vec<f64>)> = BTreeMap::new();
    for day in store.daily_times().await? {
        let mut values: Vec<u8> = daily_hand(day.day).iter().map(|c| c.rank()).collect();
        values.sort_unstable();
        let entry = hands.entry(values).or_default();
        entry.0 += day.players;
        entry.1.extend(day.tenths.iter().map(|&t| t as f64 / 10.0));
    }
    Ok(times_file(&hands))
}

/// The text of the export, from each hand's players and solve times.
fn times_file(hands: &BTreeMap<Vec<u8>, (u64, Vec<f64>)>) -> String {
    let mut out = format!("{TIMES_HEADER}\n");
    for (values, (players, seconds)) in hands {
        if seconds.is_empty() {
            continue;
        }
        let mut sorted = seconds.clone();
        sorted.sort_by(f64::total_cmp);
        let n = sorted.len();
        let median = if n % 2 == 1 {
            sorted[n / 2]
        } else {
            (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
        };
        let mean = sorted.iter().sum::<f64>() / n as f64;
        let sd = if n > 1 {
            (sorted.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1) as f64).sqrt()
        } else {
            0.0
        };
        let rate = 100.0 * n as f64 / (*players).max(n as u64) as f64;
        let hand: Vec<String> = values.iter().map(u8::to_string).collect();
        let _ = writeln!(
            out,
            "{}\t{median:.2}\t{rate:.2}%\t{mean:.2}\t{sd:.2}\t{n}",
            hand.join(" ")
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_export_reads_as_the_training_file_does() {
        let mut hands = BTreeMap::new();
        hands.insert(vec![3, 3, 8, 8], (4, vec![10.0, 20.0, 60.0]));
        hands.insert(vec![1, 1, 1, 1], (2, vec![]));
        let text = times_file(&hands);
        assert_eq!(
            text,
            format!("{TIMES_HEADER}\n3 3 8 8\t20.00\t75.00%\t30.00\t26.46\t3\n")
        );
    }
}
