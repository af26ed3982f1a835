//! The teacher's results, summed up: per hand how many students were
//! shown it, finished it and solved it, and the median time of the
//! solves, per student the hands solved; and the whole as CSV.
//!
//! Promises: a hand a student was not yet shown is not a miss, and one
//! shown and not over is played, not missed: neither counts among those
//! who finished it, of whom the view gives the share solved; medians are
//! of the solves' times; the CSV has one row per
//! student and hand shown, in the order they joined, and reads back by
//! RFC 4180 ([`crate::csv`]).

use protocol::homework::{Played, Results};

/// One hand's line: its students and how they did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandLine {
    /// Students shown the hand, and those who finished it.
    pub shown: usize,
    pub over: usize,
    pub solved: usize,
    /// The median of the solves' times, in tenths of a second.
    pub median: Option<u32>,
}

/// The results summed up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub hands: Vec<HandLine>,
    /// Each student's hands solved, in the order they joined.
    pub solved: Vec<usize>,
}

impl Summary {
    pub fn of(results: &Results) -> Summary {
        let count = usize::from(results.assignment.hands);
        let hands = (0..count)
            .map(|hand| {
                let played: Vec<&Played> = results
                    .students
                    .iter()
                    .filter_map(|s| s.hands.get(hand))
                    .collect();
                let mut times: Vec<u32> = played.iter().filter_map(|p| p.tenths).collect();
                times.sort_unstable();
                HandLine {
                    shown: played.len(),
                    over: played.iter().filter(|p| p.over).count(),
                    solved: times.len(),
                    median: median(&times),
                }
            })
            .collect();
        let solved = results
            .students
            .iter()
            .map(|s| s.hands.iter().filter(|p| p.tenths.is_some()).count())
            .collect();
        Summary { hands, solved }
    }
}

/// The median of sorted numbers; of an even count, the mean of the two in
/// the middle, rounded down.
fn median(sorted: &[u32]) -> Option<u32> {
    let n = sorted.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(sorted[n / 2]),
        _ => Some((sorted[n / 2 - 1] + sorted[n / 2]) / 2),
    }
}

/// The CSV's words: its heads (student, hand, cards, solved, seconds,
/// wrong tries, answer), yes and no.
pub struct CsvWords<'a> {
    pub heads: [&'a str; 7],
    pub yes: &'a str,
    pub no: &'a str,
}

/// A hand as its cards' ranks: `A 3 8 K`.
pub fn ranks(cards: &[protocol::card::Card]) -> String {
    let ranks: Vec<u8> = protocol::card::to_cards(cards)
        .iter()
        .map(|c| c.rank())
        .collect();
    cards::rank_string(&ranks)
}

/// The results as CSV: one row per student and hand shown.
pub fn csv(results: &Results, words: &CsvWords) -> String {
    let mut rows: Vec<Vec<String>> = vec![words.heads.iter().map(|h| h.to_string()).collect()];
    for student in &results.students {
        for (i, played) in student.hands.iter().enumerate() {
            let cards = results.hands.get(i).map(|c| ranks(c)).unwrap_or_default();
            rows.push(vec![
                student.nickname.clone(),
                (i + 1).to_string(),
                cards,
                match played.tenths {
                    Some(_) => words.yes,
                    None => words.no,
                }
                .to_string(),
                // A plain number, which every spreadsheet reads as one.
                played
                    .tenths
                    .map(|t| format!("{}.{}", t / 10, t % 10))
                    .unwrap_or_default(),
                played.tries.to_string(),
                played.answer.clone().unwrap_or_default(),
            ]);
        }
    }
    crate::csv::write(rows)
}
