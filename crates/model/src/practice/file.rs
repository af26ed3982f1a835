//! The practice file: a [`Journal`] as text, what `localStorage` keeps and
//! what Export writes and Import reads. One line a record:
//!
//! ```text
//! twentyfour-practice 1
//! limit 60
//! hand 1732400000 3-3-8-8 153.5 fd 60 45.2
//! hand 1732400100 1-2-3-4 5.8 - 60 miss
//! ```
//!
//! The first line names the format and its version. `limit` is the time
//! limit in seconds. Each `hand` line is: when it was started (seconds since
//! 1970), its values (1 to 13, joined by `-`), the difficulty model's
//! estimate in seconds (at most one decimal), the techniques it involves
//! (`f` fractions, `l` large products, `d` division, `n` negatives; `-`
//! for none), the time limit it was played with, and the time it was solved
//! in (seconds, one decimal) or `miss`. Blank lines and lines starting with
//! `#` are skipped.
//!
//! Promises: [`write()`] reads back through [`read`] to the same journal;
//! [`read`] never panics, and refuses a file it cannot read whole, naming
//! the first line at fault and what is wrong there ([`FileError`]); a file
//! of a later version is refused as such; at most [`MAX_ENTRIES`] hands
//! are read.

use super::journal::{Entry, Journal, LIMITS};
use super::rating::Outcome;

/// The first line's word, and the version this code writes.
pub const MAGIC: &str = "twentyfour-practice";
pub const VERSION: u32 = 1;
/// The most hands a file may hold.
pub const MAX_ENTRIES: usize = 100_000;
/// The techniques' letters, in the order of `Technique::ALL`.
const LETTERS: [char; 4] = ['f', 'l', 'd', 'n'];

/// Why a file could not be read: the line (from 1) and the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    pub line: usize,
    pub problem: FileProblem,
}

/// What is wrong with a line; each names the text at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileProblem {
    /// The file does not start with the format's first line.
    NotPractice,
    /// A version this page does not know (a later one).
    Version(String),
    /// A line that is no record.
    Unknown(String),
    /// A record with too few or too many fields.
    Fields(String),
    BadTime(String),
    BadHand(String),
    BadEstimate(String),
    BadTechniques(String),
    BadLimit(String),
    BadResult(String),
    /// More than [`MAX_ENTRIES`] hands.
    TooMany,
}

/// The journal as the file's text.
pub fn write(journal: &Journal) -> String {
    let mut out = format!("{MAGIC} {VERSION}\nlimit {}\n", journal.limit);
    for e in &journal.entries {
        let values: Vec<String> = e.values.iter().map(u8::to_string).collect();
        let techniques: String = LETTERS
            .iter()
            .enumerate()
            .filter(|&(i, _)| e.involves(i))
            .map(|(_, &c)| c)
            .collect();
        let result = match e.outcome {
            Outcome::Solved(t) => tenths_text(t),
            Outcome::Missed => "miss".to_string(),
        };
        out.push_str(&format!(
            "hand {} {} {} {} {} {result}\n",
            e.at,
            values.join("-"),
            tenths_text(e.estimate),
            if techniques.is_empty() {
                "-"
            } else {
                &techniques
            },
            e.limit,
        ));
    }
    out
}

/// Reads a file written by [`write()`] (or by hand, to the same rules).
pub fn read(text: &str) -> Result<Journal, FileError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
    let fail = |line, problem| Err(FileError { line, problem });
    let Some((first, head)) = lines.next() else {
        return fail(1, FileProblem::NotPractice);
    };
    match head.split_whitespace().collect::<Vec<_>>()[..] {
        [MAGIC, "1"] => {}
        [MAGIC, version] => return fail(first, FileProblem::Version(version.to_string())),
        _ => return fail(first, FileProblem::NotPractice),
    }
    let mut journal = Journal::default();
    for (n, line) in lines {
        let fields: Vec<&str> = line.split_whitespace().collect();
        match fields[..] {
            ["limit", limit] => match limit.parse::<u16>() {
                Ok(l) if (LIMITS.0..=LIMITS.1).contains(&l) => journal.limit = l,
                _ => return fail(n, FileProblem::BadLimit(limit.to_string())),
            },
            ["hand", ..] => {
                if journal.entries.len() == MAX_ENTRIES {
                    return fail(n, FileProblem::TooMany);
                }
                let entry = hand(&fields[1..]).map_err(|problem| FileError { line: n, problem })?;
                journal.entries.push(entry);
            }
            ["limit", ..] => return fail(n, FileProblem::Fields(line.to_string())),
            _ => return fail(n, FileProblem::Unknown(line.to_string())),
        }
    }
    Ok(journal)
}

/// A `hand` record's fields after the word.
fn hand(fields: &[&str]) -> Result<Entry, FileProblem> {
    let [at, values, estimate, techniques, limit, result] = fields[..] else {
        return Err(FileProblem::Fields(fields.join(" ")));
    };
    let at = at
        .parse::<u64>()
        .map_err(|_| FileProblem::BadTime(at.to_string()))?;
    let parsed: Option<Vec<u8>> = values
        .split('-')
        .map(|v| v.parse::<u8>().ok().filter(|v| (1..=13).contains(v)))
        .collect();
    let values = match parsed {
        Some(mut v) if (2..=8).contains(&v.len()) => {
            v.sort_unstable();
            v
        }
        _ => return Err(FileProblem::BadHand(values.to_string())),
    };
    let estimate =
        tenths(estimate).ok_or_else(|| FileProblem::BadEstimate(estimate.to_string()))?;
    let techniques = if techniques == "-" {
        0
    } else {
        let mut bits = 0u8;
        for c in techniques.chars() {
            let i = LETTERS
                .iter()
                .position(|&l| l == c)
                .ok_or_else(|| FileProblem::BadTechniques(techniques.to_string()))?;
            bits |= 1 << i;
        }
        bits
    };
    let limit = match limit.parse::<u16>() {
        Ok(l) if (LIMITS.0..=LIMITS.1).contains(&l) => l,
        _ => return Err(FileProblem::BadLimit(limit.to_string())),
    };
    let outcome = if result == "miss" {
        Outcome::Missed
    } else {
        Outcome::Solved(tenths(result).ok_or_else(|| FileProblem::BadResult(result.to_string()))?)
    };
    Ok(Entry {
        at,
        values,
        estimate,
        techniques,
        limit,
        outcome,
    })
}

/// Tenths as seconds: `45.2`, `60`.
fn tenths_text(t: u32) -> String {
    match t % 10 {
        0 => format!("{}", t / 10),
        d => format!("{}.{d}", t / 10),
    }
}

/// Seconds with at most one decimal (`45.2`, `60`) as tenths, up to a day.
fn tenths(text: &str) -> Option<u32> {
    let (whole, tenth) = text.split_once('.').unwrap_or((text, "0"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(tenth) || tenth.len() != 1 {
        return None;
    }
    let seconds: u32 = whole.parse().ok().filter(|&s| s < 86_400)?;
    Some(seconds * 10 + u32::from(tenth.as_bytes()[0] - b'0'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn journal() -> Journal {
        Journal {
            limit: 45,
            entries: vec![
                Entry {
                    at: 1_732_400_000,
                    values: vec![3, 3, 8, 8],
                    estimate: 1535,
                    techniques: 0b0101,
                    limit: 60,
                    outcome: Outcome::Solved(452),
                },
                Entry {
                    at: 1_732_400_100,
                    values: vec![1, 2, 3, 4],
                    estimate: 58,
                    techniques: 0,
                    limit: 45,
                    outcome: Outcome::Missed,
                },
            ],
        }
    }

    #[test]
    fn a_journal_reads_back_as_written() {
        let text = write(&journal());
        assert_eq!(
            text,
            "twentyfour-practice 1\nlimit 45\n\
             hand 1732400000 3-3-8-8 153.5 fd 60 45.2\n\
             hand 1732400100 1-2-3-4 5.8 - 45 miss\n"
        );
        assert_eq!(read(&text), Ok(journal()));
        assert_eq!(read(&write(&Journal::default())), Ok(Journal::default()));
        // Comments, blank lines, other spacing and unsorted values are fine.
        let loose = "# mine\n\ntwentyfour-practice   1\r\nhand 5 8-3-3-8 153.5 df 60 45.2\n";
        let read_back = read(loose).unwrap();
        assert_eq!(read_back.entries[0].values, [3, 3, 8, 8]);
        assert_eq!(read_back.entries[0].techniques, 0b0101);
    }

    #[test]
    fn a_bad_file_names_its_first_bad_line_and_why() {
        let bad = |text: &str| read(text).unwrap_err();
        let e = |line, problem| FileError { line, problem };
        assert_eq!(bad(""), e(1, FileProblem::NotPractice));
        assert_eq!(bad("{\"json\": true}"), e(1, FileProblem::NotPractice));
        assert_eq!(
            bad("twentyfour-practice 2\n"),
            e(1, FileProblem::Version("2".into()))
        );
        let head = "twentyfour-practice 1\n";
        let cases = [
            ("limit 5", FileProblem::BadLimit("5".into())),
            ("limit 60 s", FileProblem::Fields("limit 60 s".into())),
            ("score 12", FileProblem::Unknown("score 12".into())),
            (
                "hand 1 1-2-3-4 5.8 - 60",
                FileProblem::Fields("1 1-2-3-4 5.8 - 60".into()),
            ),
            (
                "hand x 1-2-3-4 5.8 - 60 miss",
                FileProblem::BadTime("x".into()),
            ),
            (
                "hand 1 1-2-3-14 5.8 - 60 miss",
                FileProblem::BadHand("1-2-3-14".into()),
            ),
            ("hand 1 7 5.8 - 60 miss", FileProblem::BadHand("7".into())),
            (
                "hand 1 1-2-3-4 5.85 - 60 miss",
                FileProblem::BadEstimate("5.85".into()),
            ),
            (
                "hand 1 1-2-3-4 5.8 fx 60 miss",
                FileProblem::BadTechniques("fx".into()),
            ),
            (
                "hand 1 1-2-3-4 5.8 - 0 miss",
                FileProblem::BadLimit("0".into()),
            ),
            (
                "hand 1 1-2-3-4 5.8 - 60 -3",
                FileProblem::BadResult("-3".into()),
            ),
        ];
        for (line, problem) in cases {
            assert_eq!(
                bad(&format!("{head}limit 60\n{line}\n")),
                e(3, problem),
                "{line}"
            );
        }
    }

    #[test]
    fn merging_keeps_each_hand_once_in_time_order() {
        let a = journal();
        let mut b = Journal::default();
        b.entries.push(Entry {
            at: 1_732_400_050,
            ..a.entries[1].clone()
        });
        b.entries.push(a.entries[0].clone());
        let merged = a.merge(&b);
        assert_eq!(merged.limit, 45);
        let at: Vec<u64> = merged.entries.iter().map(|e| e.at).collect();
        assert_eq!(at, [1_732_400_000, 1_732_400_050, 1_732_400_100]);
    }
}
