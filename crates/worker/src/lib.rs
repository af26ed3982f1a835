//! The solving worker's protocol, pure Rust so that it is tested natively.
//!
//! The page sends text, one request per message:
//! - `s <gen> <target> <p|n> <r1,r2,…>`: solve these ranks for the target
//!   (`n`: no parentheses); `gen` is the page's generation of the request;
//! - `p <gen> <d|s> <page>`: page `page` (from 0, [`PAGE_SIZE`] to a page) of
//!   the distinct (`d`) or strict (`s`) solutions of the last solve.
//!
//! The worker answers with fields ([`Reply::fields`]) joined by U+001F:
//! - `c gen distinct strict rating`: the counts, as soon as the solve ends,
//!   and a solvable hand's estimated solve time for people in milliseconds
//!   (empty for hands of more than [`RATE_MAX`] numbers, which take seconds to
//!   rate, or when unsolvable);
//! - `p gen d|s page total item…`: a page, each item the solution's display
//!   then its steps, separated by tabs (no steps where they pass `i128`, see
//!   `Solution::steps`);
//! - `ready` once, when it listens.
//! - `e gen text`: the solve failed, or the request could not be read.
//!
//! Promises: the worker keeps one [`Solved`] at a time, the last solve's; a
//! page request of another generation is answered with nothing, so a stale
//! answer never reaches the page.

use solver::difficulty::rate;
use solver::{solve, Level, Options, Parens, Rational, Solved};

/// Solutions sent at once: the page's pager shows this many.
pub const PAGE_SIZE: usize = 50;

/// The most numbers rated for difficulty: seven take 0.6 s natively, eight
/// 26 s.
pub const RATE_MAX: usize = 6;

/// The worker's memory: the last solve.
#[derive(Default)]
pub struct Worker {
    last: Option<(u32, Solved)>,
}

/// One answer to the page.
#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    Counts {
        gen: u32,
        distinct: usize,
        strict: usize,
        rating_ms: Option<u64>,
    },
    Page {
        gen: u32,
        level: Level,
        page: usize,
        total: usize,
        items: Vec<String>,
    },
    Error {
        gen: u32,
        text: String,
    },
}

impl Reply {
    /// The message's fields, as sent.
    pub fn fields(&self) -> Vec<String> {
        match self {
            Reply::Counts {
                gen,
                distinct,
                strict,
                rating_ms,
            } => vec![
                "c".into(),
                gen.to_string(),
                distinct.to_string(),
                strict.to_string(),
                rating_ms.map_or(String::new(), |ms| ms.to_string()),
            ],
            Reply::Page {
                gen,
                level,
                page,
                total,
                items,
            } => {
                let mut f = vec![
                    "p".into(),
                    gen.to_string(),
                    level_code(*level).into(),
                    page.to_string(),
                    total.to_string(),
                ];
                f.extend(items.iter().cloned());
                f
            }
            Reply::Error { gen, text } => vec!["e".into(), gen.to_string(), text.clone()],
        }
    }
}

fn level_code(level: Level) -> &'static str {
    match level {
        Level::Distinct => "d",
        Level::Strict => "s",
    }
}

impl Worker {
    /// Answers one request; `None` for a page of a stale generation.
    pub fn handle(&mut self, request: &str) -> Option<Reply> {
        let parts: Vec<&str> = request.split(' ').collect();
        let gen = parts.get(1).and_then(|g| g.parse().ok()).unwrap_or(0);
        let bad = || Reply::Error {
            gen,
            text: format!("unreadable request: {request}"),
        };
        match parts.as_slice() {
            ["s", _, target, parens, ranks] => {
                self.last = None;
                let (Ok(target), Some(numbers)) = (target.parse::<Rational>(), numbers(ranks))
                else {
                    return Some(bad());
                };
                let parens = if *parens == "n" {
                    Parens::None
                } else {
                    Parens::Any
                };
                match solve(&numbers, target, Options::default().parens(parens)) {
                    Ok(solved) => {
                        let rating_ms = (numbers.len() <= RATE_MAX && solved.is_solvable())
                            .then(|| rate(&numbers, target))
                            .flatten()
                            .map(|d| (d.seconds * 1000.0).round() as u64);
                        let reply = Reply::Counts {
                            gen,
                            distinct: solved.count(Level::Distinct),
                            strict: solved.count(Level::Strict),
                            rating_ms,
                        };
                        self.last = Some((gen, solved));
                        Some(reply)
                    }
                    Err(e) => Some(Reply::Error {
                        gen,
                        text: e.to_string(),
                    }),
                }
            }
            ["p", _, level, page] => {
                let level = match *level {
                    "s" => Level::Strict,
                    _ => Level::Distinct,
                };
                let page: usize = page.parse().ok()?;
                let (last_gen, solved) = self.last.as_ref()?;
                if *last_gen != gen {
                    return None;
                }
                let list = solved.solutions(level);
                let pages = list.len().div_ceil(PAGE_SIZE).max(1);
                let page = page.min(pages - 1);
                let start = page * PAGE_SIZE;
                let items = list[start..(start + PAGE_SIZE).min(list.len())]
                    .iter()
                    .map(|s| {
                        let mut item = s.display();
                        // Steps past `i128` cannot be shown: none are sent.
                        for step in s.steps().unwrap_or_default() {
                            item.push('\t');
                            item.push_str(&step.to_string());
                        }
                        item
                    })
                    .collect();
                Some(Reply::Page {
                    gen,
                    level,
                    page,
                    total: list.len(),
                    items,
                })
            }
            _ => Some(bad()),
        }
    }
}

fn numbers(ranks: &str) -> Option<Vec<Rational>> {
    ranks
        .split(',')
        .map(|r| r.parse::<i128>().ok().map(Rational::from_integer))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_then_pages_of_the_same_generation() {
        let mut w = Worker::default();
        let counts = w.handle("s 7 24 p 1,2,3,4,5,6").unwrap();
        let Reply::Counts {
            gen: 7,
            distinct,
            rating_ms,
            ..
        } = counts
        else {
            panic!("{counts:?}");
        };
        let rated = rate(&numbers("1,2,3,4,5,6").unwrap(), Rational::from_integer(24)).unwrap();
        assert_eq!(rating_ms, Some((rated.seconds * 1000.0).round() as u64));
        let direct = solve(
            &numbers("1,2,3,4,5,6").unwrap(),
            Rational::from_integer(24),
            Options::default(),
        )
        .unwrap();
        assert_eq!(distinct, direct.count(Level::Distinct));
        let Some(Reply::Page {
            page, total, items, ..
        }) = w.handle("p 7 d 1")
        else {
            panic!("no page");
        };
        assert_eq!((page, total, items.len()), (1, distinct, PAGE_SIZE));
        let first = &direct.solutions(Level::Distinct)[PAGE_SIZE];
        assert!(items[0].starts_with(&format!("{}\t", first.display())));
        // A stale page request is dropped.
        assert_eq!(w.handle("p 6 d 0"), None);
    }

    #[test]
    fn seven_numbers_are_not_rated() {
        let mut w = Worker::default();
        let Some(Reply::Counts { rating_ms, .. }) = w.handle("s 1 24 p 1,1,1,1,2,3,4") else {
            panic!("no counts");
        };
        assert_eq!(rating_ms, None);
    }

    #[test]
    fn big_numbers_and_bad_requests() {
        let mut w = Worker::default();
        assert!(matches!(
            w.handle("s 1 24 p 1000000,999999,999998,999997,999996,999995"),
            Some(Reply::Counts { gen: 1, .. })
        ));
        assert!(matches!(
            w.handle("s 2 x p 1,2"),
            Some(Reply::Error { gen: 2, .. })
        ));
        assert!(matches!(w.handle("zz"), Some(Reply::Error { gen: 0, .. })));
        assert_eq!(w.handle("p 2 d 0"), None);
    }

    #[test]
    fn steps_past_i128_are_left_out() {
        let mut w = Worker::default();
        let n = "1000000000000000000000000000000";
        w.handle(&format!("s 4 {n} p {n},{n},{n}")).unwrap();
        let Some(Reply::Page { items, .. }) = w.handle("p 4 s 0") else {
            panic!("no page");
        };
        let steps: Vec<usize> = items.iter().map(|i| i.split('\t').count() - 1).collect();
        // `n × n` is past `i128`: that solution is sent without its steps.
        assert_eq!(steps, [2, 0], "{items:?}");
    }

    #[test]
    fn the_last_page_is_short_and_past_the_end_clamps() {
        let mut w = Worker::default();
        w.handle("s 3 24 p 1,2,3,4,5").unwrap();
        let Some(Reply::Page {
            page, total, items, ..
        }) = w.handle("p 3 s 9999")
        else {
            panic!("no page");
        };
        assert_eq!(page, (total - 1) / PAGE_SIZE);
        assert_eq!(items.len(), total - page * PAGE_SIZE);
    }
}
