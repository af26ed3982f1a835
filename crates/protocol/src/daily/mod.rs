//! The world's daily hand: the messages between the page and the server,
//! which times a solve and places it among the world's that day, and the
//! hand of each day ([`hand`]), which both ends know.
//!
//! One request per HTTP `POST` to [`PATH`], its body a [`DailyRequest`],
//! the answer's a [`DailyReply`]. The page starts the clock when it shows
//! the hand (`Start`), and sends its answer (`Solve`); the server times the
//! solve from the start it recorded, judges the answer against the day's
//! hand, and answers with the day's [`Standing`]. A browser is a random id
//! the page keeps ([`BROWSER_LEN`] lowercase hex digits); no name is asked.
//!
//! Promises: every message reads back as written (round-trip tests); a
//! reader never panics and reads no more than [`MAX_BODY`] bytes; a
//! message of another [`VERSION`] reads no further than its version.

pub mod hand;

use crate::codec::{self, Reader, Writer};
pub use crate::envelope::DecodeError;
use crate::wire::read_text;

/// The version of these messages.
pub const VERSION: u64 = 1;

/// Where the page posts its requests.
pub const PATH: &str = "/api/daily";

/// The most bytes a request may have; the server reads no more.
pub const MAX_BODY: usize = 1024;

/// The most bytes an answer may have.
pub const MAX_ANSWER: usize = 256;

/// The length of a browser's id: 128 random bits in hex.
pub const BROWSER_LEN: usize = 32;

/// Where the histogram's bars end, in tenths of a second: a bar for each
/// time below an edge, and one past the last. People's times spread wider
/// the longer they take, so do the bars.
pub const BUCKET_EDGES: [u32; 9] = [100, 200, 300, 450, 600, 900, 1200, 1800, 3000];

/// The bar of a time of `tenths`.
pub fn bucket(tenths: u32) -> usize {
    BUCKET_EDGES
        .iter()
        .take_while(|&&edge| tenths >= edge)
        .count()
}

/// Whether `id` is a browser's id as the page makes it.
pub fn is_browser(id: &str) -> bool {
    id.len() == BROWSER_LEN && id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// A request from the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DailyRequest {
    /// The hand of `day` (days since 1970-01-01, the page's local date) is
    /// shown: the server starts this browser's clock, once.
    Start { day: i64, browser: String },
    /// This browser's answer to the hand of `day`.
    Solve {
        day: i64,
        browser: String,
        answer: String,
    },
}

/// The server's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DailyReply {
    /// The clock runs.
    Started,
    /// The answer is right: how the world did.
    Standing(Standing),
    /// Nothing was recorded, and why.
    Refused(Refusal),
}

/// How the world did on a day's hand, around a browser's solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub day: i64,
    /// The solve time the server measured, in tenths of a second: the
    /// browser's first, if this solve is not.
    pub tenths: u32,
    /// Whether this solve counted: only a browser's first does.
    pub counted: bool,
    /// Browsers that started the hand that day, this one among them.
    pub players: u64,
    /// Those that solved it.
    pub solved: u64,
    /// Players that have not solved it in [`Standing::tenths`] or less.
    pub slower: u64,
    /// Solves per bar of [`BUCKET_EDGES`].
    pub histogram: Vec<u64>,
    /// The day before's counts.
    pub yesterday: Summary,
}

/// A day's counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub players: u64,
    pub solved: u64,
    pub median_tenths: Option<u32>,
}

/// Why a request recorded nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The day is not today anywhere on Earth.
    NotToday,
    /// The browser's clock never started on that day's hand.
    NotStarted,
    /// The answer does not make the target from the hand.
    Wrong,
    /// The request does not read, or its browser id is not one.
    Malformed,
    /// Too many requests from one address: try again later.
    TooMany,
    /// The database does not answer: try again later.
    Unavailable,
}

crate::wire::tagged!(Refusal {
    NotToday => "not-today",
    NotStarted => "not-started",
    Wrong => "wrong",
    Malformed => "malformed",
    TooMany => "too-many",
    Unavailable => "unavailable",
});

impl Standing {
    /// The share of the other players this solve was faster than, in whole
    /// percent rounded down, or `None` when nobody else played.
    pub fn faster_than_percent(&self) -> Option<u64> {
        let others = self.players.checked_sub(1).filter(|&n| n > 0)?;
        Some(self.slower.min(others) * 100 / others)
    }
}

fn encode(tag: &str, body: impl FnOnce(&mut Writer)) -> String {
    crate::envelope::encode(VERSION, tag, body)
}

impl DailyRequest {
    pub fn encode(&self) -> String {
        match self {
            DailyRequest::Start { day, browser } => encode("start", |w| {
                w.int(*day).str(browser);
            }),
            DailyRequest::Solve {
                day,
                browser,
                answer,
            } => encode("solve", |w| {
                w.int(*day).str(browser).str(answer);
            }),
        }
    }

    pub fn decode(text: &str) -> Result<DailyRequest, DecodeError> {
        crate::envelope::decode(VERSION, text, |r, at| {
            Ok(match r.str()? {
                "start" => DailyRequest::Start {
                    day: r.int()?,
                    browser: read_text(r, BROWSER_LEN)?,
                },
                "solve" => DailyRequest::Solve {
                    day: r.int()?,
                    browser: read_text(r, BROWSER_LEN)?,
                    answer: read_text(r, MAX_ANSWER)?,
                },
                _ => return Err(r.error(at, codec::ErrorKind::UnknownTag)),
            })
        })
    }
}

impl DailyReply {
    pub fn encode(&self) -> String {
        use crate::wire::Wire;
        match self {
            DailyReply::Started => encode("started", |_| {}),
            DailyReply::Refused(why) => encode("refused", |w| why.write(w)),
            DailyReply::Standing(s) => encode("standing", |w| {
                w.int(s.day)
                    .uint(s.tenths.into())
                    .bool(s.counted)
                    .uint(s.players)
                    .uint(s.solved)
                    .uint(s.slower)
                    .list(&s.histogram, |w, n| {
                        w.uint(*n);
                    });
                write_summary(w, &s.yesterday);
            }),
        }
    }

    pub fn decode(text: &str) -> Result<DailyReply, DecodeError> {
        use crate::wire::Wire;
        crate::envelope::decode(VERSION, text, |r, at| {
            Ok(match r.str()? {
                "started" => DailyReply::Started,
                "refused" => DailyReply::Refused(Wire::read(r)?),
                "standing" => DailyReply::Standing(Standing {
                    day: r.int()?,
                    tenths: r.uint_as()?,
                    counted: r.bool()?,
                    players: r.uint()?,
                    solved: r.uint()?,
                    slower: r.uint()?,
                    histogram: r.list(BUCKET_EDGES.len() + 1, Reader::uint)?,
                    yesterday: read_summary(r)?,
                }),
                _ => return Err(r.error(at, codec::ErrorKind::UnknownTag)),
            })
        })
    }
}

fn write_summary(w: &mut Writer, s: &Summary) {
    w.uint(s.players)
        .uint(s.solved)
        .bool(s.median_tenths.is_some());
    if let Some(t) = s.median_tenths {
        w.uint(t.into());
    }
}

fn read_summary(r: &mut Reader<'_>) -> Result<Summary, codec::Error> {
    Ok(Summary {
        players: r.uint()?,
        solved: r.uint()?,
        median_tenths: if r.bool()? { Some(r.uint_as()?) } else { None },
    })
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
