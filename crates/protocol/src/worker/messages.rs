//! The messages themselves: [`Request`] and [`Reply`] written as their
//! version, a tag, then their values, and read back only from exactly that.

use super::values::MAX_ITEMS;
use super::{Reply, Request, MAX_AVOIDED, MAX_SHEET, PROTOCOL_VERSION};
use crate::codec::{ErrorKind, Writer};
use crate::wire::{read_list, read_text, write_list, Wire};

/// The longest answer text read: a typed answer past the solver's own
/// bound of 1024 lexemes is refused there anyway.
pub const MAX_ANSWER_BYTES: usize = 16 * 1024;

pub use crate::envelope::DecodeError;

/// A message's text: the version, its name, then what `body` writes.
fn encode(tag: &str, body: impl FnOnce(&mut Writer)) -> String {
    crate::envelope::encode(PROTOCOL_VERSION, tag, body)
}

impl Request {
    pub fn encode(&self) -> String {
        match self {
            Request::Solve {
                gen,
                hand,
                level,
                page,
            } => encode("solve", |w| {
                gen.write(w);
                hand.write(w);
                level.write(w);
                page.write(w);
            }),
            Request::Page { gen, level, page } => encode("page", |w| {
                gen.write(w);
                level.write(w);
                page.write(w);
            }),
            Request::Judge {
                gen,
                seq,
                hand,
                level,
                answer,
            } => encode("judge", |w| {
                gen.write(w);
                seq.write(w);
                hand.write(w);
                level.write(w);
                answer.write(w);
            }),
            Request::Hints { gen, hand, level } => encode("hints", |w| {
                gen.write(w);
                hand.write(w);
                level.write(w);
            }),
            Request::Deal { seq, deal } => encode("deal", |w| {
                seq.write(w);
                deal.write(w);
            }),
            Request::Daily { day } => encode("daily", |w| {
                day.write(w);
            }),
            Request::Deck { run, job } => encode("deck", |w| {
                run.write(w);
                job.write(w);
            }),
            Request::Practice { seq, millis, avoid } => encode("practice", |w| {
                seq.write(w);
                millis.write(w);
                write_list(w, avoid);
            }),
            Request::Worksheet(sheet) => encode("worksheet", |w| {
                sheet.write(w);
            }),
        }
    }

    pub fn decode(text: &str) -> Result<Request, DecodeError> {
        crate::envelope::decode(PROTOCOL_VERSION, text, |r, at| {
            let request = match r.str()? {
                "solve" => Request::Solve {
                    gen: Wire::read(r)?,
                    hand: Wire::read(r)?,
                    level: Wire::read(r)?,
                    page: Wire::read(r)?,
                },
                "page" => Request::Page {
                    gen: Wire::read(r)?,
                    level: Wire::read(r)?,
                    page: Wire::read(r)?,
                },
                "judge" => Request::Judge {
                    gen: Wire::read(r)?,
                    seq: Wire::read(r)?,
                    hand: Wire::read(r)?,
                    level: Wire::read(r)?,
                    answer: read_text(r, MAX_ANSWER_BYTES)?,
                },
                "hints" => Request::Hints {
                    gen: Wire::read(r)?,
                    hand: Wire::read(r)?,
                    level: Wire::read(r)?,
                },
                "deal" => Request::Deal {
                    seq: Wire::read(r)?,
                    deal: Wire::read(r)?,
                },
                "daily" => Request::Daily {
                    day: Wire::read(r)?,
                },
                "deck" => Request::Deck {
                    run: Wire::read(r)?,
                    job: Wire::read(r)?,
                },
                "practice" => Request::Practice {
                    seq: Wire::read(r)?,
                    millis: Wire::read(r)?,
                    avoid: read_list(r, MAX_AVOIDED)?,
                },
                "worksheet" => Request::Worksheet(Wire::read(r)?),
                _ => return Err(r.error(at, ErrorKind::UnknownTag)),
            };
            Ok(request)
        })
    }
}

impl Reply {
    pub fn encode(&self) -> String {
        match self {
            Reply::Ready => encode("ready", |_| {}),
            Reply::Solved { gen, counts, page } => encode("solved", |w| {
                gen.write(w);
                counts.write(w);
                page.write(w);
            }),
            Reply::Page(page) => encode("page", |w| {
                page.write(w);
            }),
            Reply::Judged { gen, seq, verdict } => encode("judged", |w| {
                gen.write(w);
                seq.write(w);
                verdict.write(w);
            }),
            Reply::Hinted { gen, level, hints } => encode("hinted", |w| {
                gen.write(w);
                level.write(w);
                hints.write(w);
            }),
            Reply::Failed { gen, error } => encode("failed", |w| {
                gen.write(w);
                error.write(w);
            }),
            Reply::Dealt {
                seq,
                cards,
                kept,
                attempts,
            } => encode("dealt", |w| {
                seq.write(w);
                write_list(w, cards);
                kept.write(w);
                attempts.write(w);
            }),
            Reply::Daily { day, cards } => encode("daily", |w| {
                day.write(w);
                write_list(w, cards);
            }),
            Reply::Progress { run, done, total } => encode("progress", |w| {
                run.write(w);
                done.write(w);
                total.write(w);
            }),
            Reply::Headline { run, headline } => encode("headline", |w| {
                run.write(w);
                headline.write(w);
            }),
            Reply::Targets { run, counts } => encode("targets", |w| {
                run.write(w);
                write_list(w, counts);
            }),
            Reply::Hardness { run, hardness } => encode("hardness", |w| {
                run.write(w);
                hardness.write(w);
            }),
            Reply::DeckFailed { run, error } => encode("deck-failed", |w| {
                run.write(w);
                error.write(w);
            }),
            Reply::Practiced {
                seq,
                cards,
                millis,
                techniques,
            } => encode("practiced", |w| {
                seq.write(w);
                write_list(w, cards);
                millis.write(w);
                techniques.write(w);
            }),
            Reply::Worksheet { sheet, hands } => encode("worksheet", |w| {
                sheet.write(w);
                write_list(w, hands);
            }),
        }
    }

    pub fn decode(text: &str) -> Result<Reply, DecodeError> {
        crate::envelope::decode(PROTOCOL_VERSION, text, |r, at| {
            let reply = match r.str()? {
                "ready" => Reply::Ready,
                "solved" => Reply::Solved {
                    gen: Wire::read(r)?,
                    counts: Wire::read(r)?,
                    page: Wire::read(r)?,
                },
                "page" => Reply::Page(Wire::read(r)?),
                "judged" => Reply::Judged {
                    gen: Wire::read(r)?,
                    seq: Wire::read(r)?,
                    verdict: Wire::read(r)?,
                },
                "hinted" => Reply::Hinted {
                    gen: Wire::read(r)?,
                    level: Wire::read(r)?,
                    hints: Wire::read(r)?,
                },
                "failed" => Reply::Failed {
                    gen: Wire::read(r)?,
                    error: Wire::read(r)?,
                },
                "dealt" => Reply::Dealt {
                    seq: Wire::read(r)?,
                    cards: read_list(r, 52)?,
                    kept: Wire::read(r)?,
                    attempts: Wire::read(r)?,
                },
                "daily" => Reply::Daily {
                    day: Wire::read(r)?,
                    cards: read_list(r, 52)?,
                },
                "progress" => Reply::Progress {
                    run: Wire::read(r)?,
                    done: Wire::read(r)?,
                    total: Wire::read(r)?,
                },
                "headline" => Reply::Headline {
                    run: Wire::read(r)?,
                    headline: Wire::read(r)?,
                },
                "targets" => Reply::Targets {
                    run: Wire::read(r)?,
                    counts: read_list(r, MAX_ITEMS)?,
                },
                "hardness" => Reply::Hardness {
                    run: Wire::read(r)?,
                    hardness: Wire::read(r)?,
                },
                "deck-failed" => Reply::DeckFailed {
                    run: Wire::read(r)?,
                    error: Wire::read(r)?,
                },
                "practiced" => Reply::Practiced {
                    seq: Wire::read(r)?,
                    cards: read_list(r, 52)?,
                    millis: Wire::read(r)?,
                    techniques: Wire::read(r)?,
                },
                "worksheet" => Reply::Worksheet {
                    sheet: Wire::read(r)?,
                    hands: read_list(r, MAX_SHEET)?,
                },
                _ => return Err(r.error(at, ErrorKind::UnknownTag)),
            };
            Ok(reply)
        })
    }
}
