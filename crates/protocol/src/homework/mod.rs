//! Homework: an assignment of hands a class plays on its own time, and
//! what the teacher reads of it, between the page and the server.
//!
//! One request per HTTP `POST` to [`PATH`], its body a [`Request`], the
//! answer's a [`Reply`]. A teacher creates an [`Assignment`] and gets its
//! code (the students' link) and a key (the teacher's link, which alone
//! reads, closes or deletes it). A student joins with a nickname and gets a
//! token, then asks for each hand in turn: the server deals it when it is
//! asked for, and times and judges each answer itself, so a hand can be
//! neither read ahead nor timed by the page.
//!
//! Promises: every message reads back as written (round-trip tests); a
//! reader never panics and reads no more than [`MAX_BODY`] bytes; a
//! message of another [`VERSION`] reads no further than its version.

use crate::card::Card;
use crate::codec::{self, Reader, Writer};
pub use crate::envelope::DecodeError;
use crate::room::code::RoomCode;
use crate::room::nickname::Problem as NickProblem;
use crate::wire::{read_list, read_text, write_list, Wire};
use cards::Faces;
use solver::attempt::Verdict;
use solver::difficulty::Grade;
use std::ops::RangeInclusive;

/// The version of these messages.
pub const VERSION: u64 = 1;

/// Where the page posts its requests.
pub const PATH: &str = "/api/homework";

/// The most bytes a request may have; the server reads no more.
pub const MAX_BODY: usize = 2048;

/// The most bytes an answer may have.
pub const MAX_ANSWER: usize = 256;

/// Hands in an assignment.
pub const HANDS: RangeInclusive<u8> = 5..=30;

/// Minutes from the creation to the deadline: an hour to 30 days.
pub const DEADLINE_MINUTES: RangeInclusive<u32> = 60..=30 * 24 * 60;

/// Days the server keeps an assignment after its deadline, then deletes
/// it: the teacher's page forgets its links then too.
pub const KEEP_DAYS: i64 = 30;

/// Seconds a hand may take, when the teacher sets a limit.
pub const SECONDS_PER_HAND: RangeInclusive<u16> = 10..=600;

/// Students an assignment takes.
pub const MAX_STUDENTS: usize = 200;

/// The length of a teacher's key and of a student's token: 128 random
/// bits in hex.
pub const SECRET_LEN: usize = 32;

/// What the teacher chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assignment {
    /// How many hands, in [`HANDS`].
    pub hands: u8,
    /// The level every hand is dealt at, or any solvable hand.
    pub level: Option<Grade>,
    /// From its creation, in [`DEADLINE_MINUTES`].
    pub deadline_minutes: u32,
    /// A limit on each hand, in [`SECONDS_PER_HAND`].
    pub seconds_per_hand: Option<u16>,
    /// The house rules: what face cards are worth, and whether every step
    /// must be a whole number.
    pub faces: Faces,
    pub integers: bool,
}

impl Assignment {
    /// Whether every choice is in range.
    pub fn is_valid(&self) -> bool {
        HANDS.contains(&self.hands)
            && DEADLINE_MINUTES.contains(&self.deadline_minutes)
            && self
                .seconds_per_hand
                .is_none_or(|s| SECONDS_PER_HAND.contains(&s))
    }
}

impl Assignment {
    /// The choices as a text of the codec's fields, without a version:
    /// what the server keeps beside an assignment.
    pub fn to_text(&self) -> String {
        let mut w = Writer::new();
        self.write(&mut w);
        w.finish()
    }

    /// Reads [`Assignment::to_text`]'s text.
    pub fn from_text(text: &str) -> Option<Assignment> {
        let mut r = Reader::new(text);
        let a = Assignment::read(&mut r).ok()?;
        r.finish().ok()?;
        Some(a)
    }
}

impl Default for Assignment {
    fn default() -> Assignment {
        Assignment {
            hands: 10,
            level: None,
            deadline_minutes: 7 * 24 * 60,
            seconds_per_hand: None,
            faces: Faces::default(),
            integers: false,
        }
    }
}

/// Whether `text` is a key or a token as the server makes them.
pub fn is_secret(text: &str) -> bool {
    text.len() == SECRET_LEN && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// A request from the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// A teacher makes an assignment.
    Create(Assignment),
    /// A student joins assignment `code` as `nickname`.
    Join { code: RoomCode, nickname: String },
    /// A student (by the token `Join` gave) asks for their next hand: the
    /// one shown and not finished, or a new one.
    Next { code: RoomCode, token: String },
    /// A student's answer to hand `hand` (from 0).
    Answer {
        code: RoomCode,
        token: String,
        hand: u8,
        text: String,
    },
    /// A student leaves hand `hand` unsolved and moves on.
    Skip {
        code: RoomCode,
        token: String,
        hand: u8,
    },
    /// The teacher reads the results.
    Results { code: RoomCode, key: String },
    /// The teacher closes the assignment before its deadline.
    Close { code: RoomCode, key: String },
    /// The teacher deletes the assignment and everything of it.
    Delete { code: RoomCode, key: String },
}

/// The server's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    Created {
        code: RoomCode,
        key: String,
        /// The deadline, in milliseconds since 1970.
        deadline_ms: i64,
    },
    Joined {
        token: String,
        nickname: String,
        assignment: Assignment,
        deadline_ms: i64,
    },
    /// The hand to play now: its number, its cards, how many there are in
    /// all, and how long it has left when hands are timed.
    Hand {
        hand: u8,
        of: u8,
        cards: Vec<Card>,
        seconds_left: Option<u32>,
    },
    /// The student has played every hand: how many they solved.
    Finished {
        solved: u8,
        of: u8,
    },
    /// The answer is right; the server's time for the hand.
    Solved {
        hand: u8,
        tenths: u32,
    },
    /// The answer is not; the solver's verdict, and tries so far.
    Wrong {
        hand: u8,
        verdict: Verdict,
        tries: u16,
    },
    /// The hand's time ran out before the answer: it counts as missed.
    TimeUp {
        hand: u8,
    },
    /// A skip, a close or a delete, done.
    Done,
    Results(Results),
    Refused(Refusal),
}

/// What the teacher reads: the assignment, its hands as dealt so far, and
/// each student's play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Results {
    pub assignment: Assignment,
    pub created_ms: i64,
    pub deadline_ms: i64,
    /// When the teacher closed it early.
    pub closed_ms: Option<i64>,
    /// Each hand's cards, once a student has been dealt it.
    pub hands: Vec<Vec<Card>>,
    pub students: Vec<Student>,
}

/// One student's play, in the order they joined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Student {
    pub nickname: String,
    /// Each hand shown to them, in order.
    pub hands: Vec<Played>,
}

/// One hand as a student played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Their time, when they solved it.
    pub tenths: Option<u32>,
    /// Wrong answers before.
    pub tries: u16,
    /// The answer that solved it.
    pub answer: Option<String>,
    /// Finished: solved, skipped, or out of time.
    pub over: bool,
}

/// Why a request did nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No assignment has the code (or it was deleted).
    NoSuch,
    /// The teacher closed it.
    Closed,
    /// Its deadline has passed.
    PastDeadline,
    /// It has [`MAX_STUDENTS`] students.
    Full,
    /// The nickname is refused, or taken by another student.
    Nickname(NickProblem),
    Taken,
    /// The key or the token is not the assignment's.
    NotYours,
    /// A choice is out of range.
    OutOfRange,
    /// The hand asked about is not the one being played.
    NotThisHand,
    /// Too many requests from one address: try again later.
    TooMany,
    /// The request does not read.
    Malformed,
    /// The database does not answer: try again later.
    Unavailable,
}

impl Wire for Assignment {
    fn write(&self, w: &mut Writer) {
        self.hands.write(w);
        self.level.write(w);
        self.deadline_minutes.write(w);
        self.seconds_per_hand.write(w);
        self.faces.write(w);
        self.integers.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, codec::Error> {
        Ok(Assignment {
            hands: Wire::read(r)?,
            level: Wire::read(r)?,
            deadline_minutes: Wire::read(r)?,
            seconds_per_hand: Wire::read(r)?,
            faces: Wire::read(r)?,
            integers: Wire::read(r)?,
        })
    }
}

impl Wire for Played {
    fn write(&self, w: &mut Writer) {
        self.tenths.write(w);
        self.tries.write(w);
        self.answer.write(w);
        self.over.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, codec::Error> {
        Ok(Played {
            tenths: Wire::read(r)?,
            tries: Wire::read(r)?,
            answer: match r.bool()? {
                true => Some(read_text(r, MAX_ANSWER)?),
                false => None,
            },
            over: Wire::read(r)?,
        })
    }
}

impl Wire for Student {
    fn write(&self, w: &mut Writer) {
        w.str(&self.nickname);
        write_list(w, &self.hands);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, codec::Error> {
        Ok(Student {
            nickname: read_text(r, 4 * crate::room::nickname::MAX_CHARS)?,
            hands: read_list(r, usize::from(*HANDS.end()))?,
        })
    }
}

impl Wire for Refusal {
    fn write(&self, w: &mut Writer) {
        let tag = match self {
            Refusal::NoSuch => "no-such",
            Refusal::Closed => "closed",
            Refusal::PastDeadline => "past-deadline",
            Refusal::Full => "full",
            Refusal::Nickname(_) => "nickname",
            Refusal::Taken => "taken",
            Refusal::NotYours => "not-yours",
            Refusal::OutOfRange => "out-of-range",
            Refusal::NotThisHand => "not-this-hand",
            Refusal::TooMany => "too-many",
            Refusal::Malformed => "malformed",
            Refusal::Unavailable => "unavailable",
        };
        w.str(tag);
        if let Refusal::Nickname(problem) = self {
            w.str(match problem {
                NickProblem::Empty => "empty",
                NickProblem::TooLong => "too-long",
                NickProblem::NotText => "not-text",
            });
        }
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, codec::Error> {
        let at = r.position();
        let unknown = |r: &Reader<'_>| r.error(at, codec::ErrorKind::UnknownTag);
        Ok(match r.str()? {
            "no-such" => Refusal::NoSuch,
            "closed" => Refusal::Closed,
            "past-deadline" => Refusal::PastDeadline,
            "full" => Refusal::Full,
            "nickname" => Refusal::Nickname(match r.str()? {
                "empty" => NickProblem::Empty,
                "too-long" => NickProblem::TooLong,
                "not-text" => NickProblem::NotText,
                _ => return Err(unknown(r)),
            }),
            "taken" => Refusal::Taken,
            "not-yours" => Refusal::NotYours,
            "out-of-range" => Refusal::OutOfRange,
            "not-this-hand" => Refusal::NotThisHand,
            "too-many" => Refusal::TooMany,
            "malformed" => Refusal::Malformed,
            "unavailable" => Refusal::Unavailable,
            _ => return Err(unknown(r)),
        })
    }
}

fn encode(tag: &str, body: impl FnOnce(&mut Writer)) -> String {
    crate::envelope::encode(VERSION, tag, body)
}

fn read_secret(r: &mut Reader<'_>) -> Result<String, codec::Error> {
    read_text(r, SECRET_LEN)
}

impl Request {
    pub fn encode(&self) -> String {
        match self {
            Request::Create(a) => encode("create", |w| a.write(w)),
            Request::Join { code, nickname } => encode("join", |w| {
                code.write(w);
                w.str(nickname);
            }),
            Request::Next { code, token } => encode("next", |w| {
                code.write(w);
                w.str(token);
            }),
            Request::Answer {
                code,
                token,
                hand,
                text,
            } => encode("answer", |w| {
                code.write(w);
                w.str(token);
                hand.write(w);
                w.str(text);
            }),
            Request::Skip { code, token, hand } => encode("skip", |w| {
                code.write(w);
                w.str(token);
                hand.write(w);
            }),
            Request::Results { code, key } => encode("results", |w| {
                code.write(w);
                w.str(key);
            }),
            Request::Close { code, key } => encode("close", |w| {
                code.write(w);
                w.str(key);
            }),
            Request::Delete { code, key } => encode("delete", |w| {
                code.write(w);
                w.str(key);
            }),
        }
    }

    pub fn decode(text: &str) -> Result<Request, DecodeError> {
        crate::envelope::decode(VERSION, text, |r, at| {
            Ok(match r.str()? {
                "create" => Request::Create(Wire::read(r)?),
                "join" => Request::Join {
                    code: Wire::read(r)?,
                    nickname: read_text(r, 4 * crate::room::nickname::MAX_CHARS)?,
                },
                "next" => Request::Next {
                    code: Wire::read(r)?,
                    token: read_secret(r)?,
                },
                "answer" => Request::Answer {
                    code: Wire::read(r)?,
                    token: read_secret(r)?,
                    hand: Wire::read(r)?,
                    text: read_text(r, MAX_ANSWER)?,
                },
                "skip" => Request::Skip {
                    code: Wire::read(r)?,
                    token: read_secret(r)?,
                    hand: Wire::read(r)?,
                },
                "results" => Request::Results {
                    code: Wire::read(r)?,
                    key: read_secret(r)?,
                },
                "close" => Request::Close {
                    code: Wire::read(r)?,
                    key: read_secret(r)?,
                },
                "delete" => Request::Delete {
                    code: Wire::read(r)?,
                    key: read_secret(r)?,
                },
                _ => return Err(r.error(at, codec::ErrorKind::UnknownTag)),
            })
        })
    }
}

impl Reply {
    pub fn encode(&self) -> String {
        match self {
            Reply::Created {
                code,
                key,
                deadline_ms,
            } => encode("created", |w| {
                code.write(w);
                w.str(key).int(*deadline_ms);
            }),
            Reply::Joined {
                token,
                nickname,
                assignment,
                deadline_ms,
            } => encode("joined", |w| {
                w.str(token).str(nickname);
                assignment.write(w);
                w.int(*deadline_ms);
            }),
            Reply::Hand {
                hand,
                of,
                cards,
                seconds_left,
            } => encode("hand", |w| {
                hand.write(w);
                of.write(w);
                write_list(w, cards);
                seconds_left.write(w);
            }),
            Reply::Finished { solved, of } => encode("finished", |w| {
                solved.write(w);
                of.write(w);
            }),
            Reply::Solved { hand, tenths } => encode("solved", |w| {
                hand.write(w);
                tenths.write(w);
            }),
            Reply::Wrong {
                hand,
                verdict,
                tries,
            } => encode("wrong", |w| {
                hand.write(w);
                verdict.write(w);
                tries.write(w);
            }),
            Reply::TimeUp { hand } => encode("time-up", |w| hand.write(w)),
            Reply::Done => encode("done", |_| {}),
            Reply::Results(res) => encode("results", |w| {
                res.assignment.write(w);
                w.int(res.created_ms).int(res.deadline_ms);
                w.bool(res.closed_ms.is_some());
                if let Some(at) = res.closed_ms {
                    w.int(at);
                }
                w.list(&res.hands, |w, cards| write_list(w, cards));
                write_list(w, &res.students);
            }),
            Reply::Refused(why) => encode("refused", |w| why.write(w)),
        }
    }

    pub fn decode(text: &str) -> Result<Reply, DecodeError> {
        crate::envelope::decode(VERSION, text, |r, at| {
            Ok(match r.str()? {
                "created" => Reply::Created {
                    code: Wire::read(r)?,
                    key: read_secret(r)?,
                    deadline_ms: r.int()?,
                },
                "joined" => Reply::Joined {
                    token: read_secret(r)?,
                    nickname: read_text(r, 4 * crate::room::nickname::MAX_CHARS)?,
                    assignment: Wire::read(r)?,
                    deadline_ms: r.int()?,
                },
                "hand" => Reply::Hand {
                    hand: Wire::read(r)?,
                    of: Wire::read(r)?,
                    cards: read_list(r, 8)?,
                    seconds_left: Wire::read(r)?,
                },
                "finished" => Reply::Finished {
                    solved: Wire::read(r)?,
                    of: Wire::read(r)?,
                },
                "solved" => Reply::Solved {
                    hand: Wire::read(r)?,
                    tenths: Wire::read(r)?,
                },
                "wrong" => Reply::Wrong {
                    hand: Wire::read(r)?,
                    verdict: Wire::read(r)?,
                    tries: Wire::read(r)?,
                },
                "time-up" => Reply::TimeUp {
                    hand: Wire::read(r)?,
                },
                "done" => Reply::Done,
                "results" => Reply::Results(Results {
                    assignment: Wire::read(r)?,
                    created_ms: r.int()?,
                    deadline_ms: r.int()?,
                    closed_ms: if r.bool()? { Some(r.int()?) } else { None },
                    hands: r.list(usize::from(*HANDS.end()), |r| read_list(r, 8))?,
                    students: read_list(r, MAX_STUDENTS)?,
                }),
                "refused" => Reply::Refused(Wire::read(r)?),
                _ => return Err(r.error(at, codec::ErrorKind::UnknownTag)),
            })
        })
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
