//! The messages themselves: [`Request`] and [`Reply`] written as their
//! version, a tag, then their values, and read back only from exactly that.

use super::values::MAX_ITEMS;
use super::{Reply, Request, PROTOCOL_VERSION};
use crate::codec::{self, ErrorKind, Reader, Writer};
use crate::wire::{read_list, read_text, write_list, Wire};

/// The longest answer text read: a typed answer past the solver's own
/// bound of 1024 lexemes is refused there anyway.
pub const MAX_ANSWER_BYTES: usize = 16 * 1024;

/// Why a message does not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// It was written by another version of the protocol (a page and a
    /// worker of different builds): reload.
    OtherVersion(u64),
    /// It is malformed.
    Codec(codec::Error),
}

impl From<codec::Error> for DecodeError {
    fn from(e: codec::Error) -> DecodeError {
        DecodeError::Codec(e)
    }
}

fn header(tag: &str) -> Writer {
    let mut w = Writer::new();
    w.uint(PROTOCOL_VERSION).str(tag);
    w
}

/// Reads the version, then the tag.
fn read_header<'a>(r: &mut Reader<'a>) -> Result<(usize, &'a str), DecodeError> {
    let version = r.uint()?;
    if version != PROTOCOL_VERSION {
        return Err(DecodeError::OtherVersion(version));
    }
    let at = r.position();
    Ok((at, r.str()?))
}

impl Request {
    pub fn encode(&self) -> String {
        let w = match self {
            Request::Solve {
                gen,
                hand,
                level,
                page,
            } => {
                let mut w = header("solve");
                gen.write(&mut w);
                hand.write(&mut w);
                level.write(&mut w);
                page.write(&mut w);
                w
            }
            Request::Page { gen, level, page } => {
                let mut w = header("page");
                gen.write(&mut w);
                level.write(&mut w);
                page.write(&mut w);
                w
            }
            Request::Judge {
                gen,
                seq,
                hand,
                level,
                answer,
            } => {
                let mut w = header("judge");
                gen.write(&mut w);
                seq.write(&mut w);
                hand.write(&mut w);
                level.write(&mut w);
                answer.write(&mut w);
                w
            }
            Request::Hints { gen, hand, level } => {
                let mut w = header("hints");
                gen.write(&mut w);
                hand.write(&mut w);
                level.write(&mut w);
                w
            }
            Request::Deal {
                seq,
                size,
                target,
                no_parens,
                grade,
            } => {
                let mut w = header("deal");
                seq.write(&mut w);
                size.write(&mut w);
                target.write(&mut w);
                no_parens.write(&mut w);
                grade.write(&mut w);
                w
            }
            Request::Daily { day } => {
                let mut w = header("daily");
                day.write(&mut w);
                w
            }
            Request::Deck { run, job } => {
                let mut w = header("deck");
                run.write(&mut w);
                job.write(&mut w);
                w
            }
        };
        w.finish()
    }

    pub fn decode(text: &str) -> Result<Request, DecodeError> {
        let mut r = Reader::new(text);
        let (at, tag) = read_header(&mut r)?;
        let request = match tag {
            "solve" => Request::Solve {
                gen: Wire::read(&mut r)?,
                hand: Wire::read(&mut r)?,
                level: Wire::read(&mut r)?,
                page: Wire::read(&mut r)?,
            },
            "page" => Request::Page {
                gen: Wire::read(&mut r)?,
                level: Wire::read(&mut r)?,
                page: Wire::read(&mut r)?,
            },
            "judge" => Request::Judge {
                gen: Wire::read(&mut r)?,
                seq: Wire::read(&mut r)?,
                hand: Wire::read(&mut r)?,
                level: Wire::read(&mut r)?,
                answer: read_text(&mut r, MAX_ANSWER_BYTES)?,
            },
            "hints" => Request::Hints {
                gen: Wire::read(&mut r)?,
                hand: Wire::read(&mut r)?,
                level: Wire::read(&mut r)?,
            },
            "deal" => Request::Deal {
                seq: Wire::read(&mut r)?,
                size: Wire::read(&mut r)?,
                target: Wire::read(&mut r)?,
                no_parens: Wire::read(&mut r)?,
                grade: Wire::read(&mut r)?,
            },
            "daily" => Request::Daily {
                day: Wire::read(&mut r)?,
            },
            "deck" => Request::Deck {
                run: Wire::read(&mut r)?,
                job: Wire::read(&mut r)?,
            },
            _ => return Err(r.error(at, ErrorKind::UnknownTag).into()),
        };
        r.finish()?;
        Ok(request)
    }
}

impl Reply {
    pub fn encode(&self) -> String {
        let w = match self {
            Reply::Ready => header("ready"),
            Reply::Solved { gen, counts, page } => {
                let mut w = header("solved");
                gen.write(&mut w);
                counts.write(&mut w);
                page.write(&mut w);
                w
            }
            Reply::Page(page) => {
                let mut w = header("page");
                page.write(&mut w);
                w
            }
            Reply::Judged { gen, seq, verdict } => {
                let mut w = header("judged");
                gen.write(&mut w);
                seq.write(&mut w);
                verdict.write(&mut w);
                w
            }
            Reply::Hinted { gen, level, hints } => {
                let mut w = header("hinted");
                gen.write(&mut w);
                level.write(&mut w);
                hints.write(&mut w);
                w
            }
            Reply::Failed { gen, error } => {
                let mut w = header("failed");
                gen.write(&mut w);
                error.write(&mut w);
                w
            }
            Reply::Dealt {
                seq,
                cards,
                kept,
                attempts,
            } => {
                let mut w = header("dealt");
                seq.write(&mut w);
                write_list(&mut w, cards);
                kept.write(&mut w);
                attempts.write(&mut w);
                w
            }
            Reply::Daily { day, cards } => {
                let mut w = header("daily");
                day.write(&mut w);
                write_list(&mut w, cards);
                w
            }
            Reply::Progress { run, done, total } => {
                let mut w = header("progress");
                run.write(&mut w);
                done.write(&mut w);
                total.write(&mut w);
                w
            }
            Reply::Headline { run, headline } => {
                let mut w = header("headline");
                run.write(&mut w);
                headline.write(&mut w);
                w
            }
            Reply::Targets { run, counts } => {
                let mut w = header("targets");
                run.write(&mut w);
                write_list(&mut w, counts);
                w
            }
            Reply::Hardness { run, hardness } => {
                let mut w = header("hardness");
                run.write(&mut w);
                hardness.write(&mut w);
                w
            }
            Reply::DeckFailed { run, error } => {
                let mut w = header("deck-failed");
                run.write(&mut w);
                error.write(&mut w);
                w
            }
        };
        w.finish()
    }

    pub fn decode(text: &str) -> Result<Reply, DecodeError> {
        let mut r = Reader::new(text);
        let (at, tag) = read_header(&mut r)?;
        let reply = match tag {
            "ready" => Reply::Ready,
            "solved" => Reply::Solved {
                gen: Wire::read(&mut r)?,
                counts: Wire::read(&mut r)?,
                page: Wire::read(&mut r)?,
            },
            "page" => Reply::Page(Wire::read(&mut r)?),
            "judged" => Reply::Judged {
                gen: Wire::read(&mut r)?,
                seq: Wire::read(&mut r)?,
                verdict: Wire::read(&mut r)?,
            },
            "hinted" => Reply::Hinted {
                gen: Wire::read(&mut r)?,
                level: Wire::read(&mut r)?,
                hints: Wire::read(&mut r)?,
            },
            "failed" => Reply::Failed {
                gen: Wire::read(&mut r)?,
                error: Wire::read(&mut r)?,
            },
            "dealt" => Reply::Dealt {
                seq: Wire::read(&mut r)?,
                cards: read_list(&mut r, 52)?,
                kept: Wire::read(&mut r)?,
                attempts: Wire::read(&mut r)?,
            },
            "daily" => Reply::Daily {
                day: Wire::read(&mut r)?,
                cards: read_list(&mut r, 52)?,
            },
            "progress" => Reply::Progress {
                run: Wire::read(&mut r)?,
                done: Wire::read(&mut r)?,
                total: Wire::read(&mut r)?,
            },
            "headline" => Reply::Headline {
                run: Wire::read(&mut r)?,
                headline: Wire::read(&mut r)?,
            },
            "targets" => Reply::Targets {
                run: Wire::read(&mut r)?,
                counts: read_list(&mut r, MAX_ITEMS)?,
            },
            "hardness" => Reply::Hardness {
                run: Wire::read(&mut r)?,
                hardness: Wire::read(&mut r)?,
            },
            "deck-failed" => Reply::DeckFailed {
                run: Wire::read(&mut r)?,
                error: Wire::read(&mut r)?,
            },
            _ => return Err(r.error(at, ErrorKind::UnknownTag).into()),
        };
        r.finish()?;
        Ok(reply)
    }
}
