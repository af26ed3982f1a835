//! Homework: the server's side of [`protocol::homework`].
//!
//! An assignment's hands are dealt from its seed, each the first time a
//! student asks for it, and kept, so that every student plays the same
//! hands and none can be read before it is shown. A hand's time runs from
//! when the server showed it to the answer the server judged right; a
//! timed hand answered late is missed. The teacher's key and the
//! students' tokens are kept as their SHA-256 alone, and the key is
//! compared in constant time.
//!
//! Promises: every request gets a [`Reply`]; a database that fails is
//! [`Refusal::Unavailable`], logged; an address makes at most
//! [`CREATES_PER_DAY`] assignments a day; nothing is accepted after the
//! deadline or the close.

use crate::bucket::{PerAddress, GUESSES_PER_MINUTE, GUESS_BURST};
use crate::deal::{deal, hand, Hand, Rules};
use crate::judge::judge;
use crate::keeper::Keeper;
use crate::nickname;
use crate::random::{os, room_code, token};
use cards::seeded::seeded;
use cards::Card;
use protocol::homework::{
    is_secret, Assignment, Played, Refusal, Reply, Request, Results, Student, MAX_STUDENTS,
};
use protocol::room::code::RoomCode;
use protocol::room::Settings;
use solver::attempt::Verdict;
use solver::{Options, Rational};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

/// Assignments one address may make in a day.
pub const CREATES_PER_DAY: u32 = 100;
/// Requests of any kind one address may make at once (a class behind one
/// address, each pupil asking for hands and answering)…
const BURST: u32 = 600;
/// …and a minute after that.
const PER_MINUTE: f64 = 600.0;

use protocol::homework::KEEP_DAYS;

pub struct Homework {
    keeper: Arc<Keeper>,
    /// A minute of the deadline, in milliseconds: 60,000, shorter in tests.
    minute_ms: i64,
    creates: PerAddress,
    requests: PerAddress,
    /// Codes that name no assignment, as Rooms bound them.
    guesses: PerAddress,
}

type Answer = Result<Reply, store::Error>;

impl Homework {
    pub fn new(keeper: Arc<Keeper>, minute: Duration) -> Homework {
        Homework {
            keeper,
            minute_ms: i64::try_from(minute.as_millis()).unwrap_or(60_000),
            creates: PerAddress::new(CREATES_PER_DAY, f64::from(CREATES_PER_DAY) / 86_400.0),
            requests: PerAddress::new(BURST, PER_MINUTE / 60.0),
            guesses: PerAddress::new(GUESS_BURST, GUESSES_PER_MINUTE / 60.0),
        }
    }

    /// The reply to the request `body` from `ip`, at `now_ms`.
    pub async fn answer(&self, body: &str, ip: IpAddr, now_ms: i64) -> Reply {
        if !self.requests.take(ip) {
            tracing::warn!("a homework request refused: its address sent too many");
            return Reply::Refused(Refusal::TooMany);
        }
        let Ok(request) = Request::decode(body) else {
            return Reply::Refused(Refusal::Malformed);
        };
        // An address that named too many codes that are no assignment's
        // names no more for a while, as for rooms.
        let names_a_code = !matches!(request, Request::Create(_));
        if names_a_code && !self.guesses.has(ip) {
            tracing::warn!("a homework request refused: its address guessed too many codes");
            return Reply::Refused(Refusal::TooMany);
        }
        let reply = match request {
            Request::Create(a) => self.create(a, ip, now_ms).await,
            Request::Join { code, nickname } => self.join(code, &nickname, now_ms).await,
            Request::Next { code, token } => self.next(code, &token, now_ms).await,
            Request::Answer {
                code,
                token,
                hand,
                text,
            } => self.judge(code, &token, hand, &text, now_ms).await,
            Request::Skip { code, token, hand } => self.skip(code, &token, hand, now_ms).await,
            Request::Results { code, key } => self.results(code, &key).await,
            Request::Close { code, key } => self.close(code, &key, now_ms).await,
            Request::Delete { code, key } => self.delete(code, &key).await,
        };
        let reply = reply.unwrap_or_else(|e| {
            tracing::warn!("homework: the database failed: {e}");
            Reply::Refused(Refusal::Unavailable)
        });
        if reply == Reply::Refused(Refusal::NoSuch) {
            self.guesses.take(ip);
        }
        reply
    }

    async fn create(&self, a: Assignment, ip: IpAddr, now_ms: i64) -> Answer {
        if !a.is_valid() {
            return Ok(Reply::Refused(Refusal::OutOfRange));
        }
        if !self.creates.take(ip) {
            tracing::warn!("an assignment refused: its address made {CREATES_PER_DAY} today");
            return Ok(Reply::Refused(Refusal::TooMany));
        }
        let deadline_ms = now_ms + i64::from(a.deadline_minutes) * self.minute_ms;
        let mut seed = [0u8; 8];
        os(&mut seed);
        let key = token(&mut os);
        // A code already taken is drawn again: with 31^6 codes, rarely.
        for _ in 0..8 {
            let code = room_code(&mut os);
            let row = store::homework::Assignment {
                code: code.as_str().to_owned(),
                key: digest(&key),
                settings: a.to_text(),
                seed: i64::from_le_bytes(seed),
                created_ms: now_ms,
                deadline_ms,
                closed_ms: None,
            };
            if self.keeper.store().await?.homework_create(&row).await? {
                tracing::info!(hands = a.hands, "homework made");
                return Ok(Reply::Created {
                    code,
                    key,
                    deadline_ms,
                });
            }
        }
        Err(store::Error::new("no free code for an assignment"))
    }

    /// The assignment `code` while it takes play, or why not.
    async fn open(
        &self,
        code: RoomCode,
        now_ms: i64,
    ) -> Result<Result<Open, Refusal>, store::Error> {
        let Some(row) = self.keeper.store().await?.homework(code.as_str()).await? else {
            return Ok(Err(Refusal::NoSuch));
        };
        let Some(assignment) = Assignment::from_text(&row.settings) else {
            return Err(store::Error::new("an assignment's settings do not read"));
        };
        Ok(if row.closed_ms.is_some() {
            Err(Refusal::Closed)
        } else if now_ms > row.deadline_ms {
            Err(Refusal::PastDeadline)
        } else {
            Ok(Open { row, assignment })
        })
    }

    async fn join(&self, code: RoomCode, nickname: &str, now_ms: i64) -> Answer {
        let open = match self.open(code, now_ms).await? {
            Ok(open) => open,
            Err(why) => return Ok(Reply::Refused(why)),
        };
        let name = match nickname::check(nickname) {
            Ok(name) => name,
            Err(problem) => return Ok(Reply::Refused(Refusal::Nickname(problem))),
        };
        let token = token(&mut os);
        let cap = MAX_STUDENTS as i64;
        let joined = self
            .keeper
            .store()
            .await?
            .homework_join(
                code.as_str(),
                &digest(&token),
                &name.shown,
                name.key(),
                now_ms,
                cap,
            )
            .await?;
        Ok(match joined {
            store::homework::Joined::As(_) => Reply::Joined {
                token,
                nickname: name.shown,
                assignment: open.assignment,
                deadline_ms: open.row.deadline_ms,
            },
            store::homework::Joined::Taken => Reply::Refused(Refusal::Taken),
            store::homework::Joined::Full => Reply::Refused(Refusal::Full),
            store::homework::Joined::Gone => Reply::Refused(Refusal::Closed),
        })
    }

    /// The open assignment and the student whose token is `token`.
    async fn seat(
        &self,
        code: RoomCode,
        token: &str,
        now_ms: i64,
    ) -> Result<Result<(Open, i64), Refusal>, store::Error> {
        if !is_secret(token) {
            return Ok(Err(Refusal::NotYours));
        }
        let open = match self.open(code, now_ms).await? {
            Ok(open) => open,
            Err(why) => return Ok(Err(why)),
        };
        Ok(
            match self
                .keeper
                .store()
                .await?
                .homework_student(code.as_str(), &digest(token))
                .await?
            {
                Some(student) => Ok((open, student.student)),
                None => Err(Refusal::NotYours),
            },
        )
    }

    async fn next(&self, code: RoomCode, token: &str, now_ms: i64) -> Answer {
        let (open, student) = match self.seat(code, token, now_ms).await? {
            Ok(seat) => seat,
            Err(why) => return Ok(Reply::Refused(why)),
        };
        let c = code.as_str();
        let last = self.keeper.store().await?.homework_last(c, student).await?;
        let next = match &last {
            Some(play) if play.over_ms.is_none() => {
                match open.seconds_left(play.shown_ms, now_ms) {
                    Some(0) => {
                        self.keeper
                            .store()
                            .await?
                            .homework_over(c, student, play.hand, now_ms)
                            .await?;
                        play.hand + 1
                    }
                    left => {
                        let cards = self.cards(&open, play.hand).await?;
                        return Ok(open.hand_reply(play.hand, cards, left));
                    }
                }
            }
            Some(play) => play.hand + 1,
            None => 0,
        };
        let of = i64::from(open.assignment.hands);
        if next >= of {
            let solved = self
                .keeper
                .store()
                .await?
                .homework_solved(c, student)
                .await?;
            return Ok(Reply::Finished {
                solved: u8::try_from(solved).unwrap_or(u8::MAX),
                of: open.assignment.hands,
            });
        }
        let cards = self.cards(&open, next).await?;
        self.keeper
            .store()
            .await?
            .homework_show(c, student, next, now_ms)
            .await?;
        let left = open.seconds_left(now_ms, now_ms);
        Ok(open.hand_reply(next, cards, left))
    }

    /// Hand `hand`'s cards: as kept, or dealt from the seed and kept.
    async fn cards(&self, open: &Open, hand: i64) -> Result<Vec<Card>, store::Error> {
        let code = open.row.code.as_str();
        let kept = match self
            .keeper
            .store()
            .await?
            .homework_dealt(code, hand)
            .await?
        {
            Some(kept) => kept,
            None => {
                let (assignment, seed) = (open.assignment, open.row.seed);
                let dealt = tokio::task::spawn_blocking(move || deal_hand(&assignment, seed, hand))
                    .await
                    .ok()
                    .flatten()
                    .ok_or_else(|| store::Error::new("no hand could be dealt"))?;
                self.keeper
                    .store()
                    .await?
                    .homework_hand(code, hand, &cards_text(&dealt))
                    .await?
            }
        };
        cards_of(&kept).ok_or_else(|| store::Error::new("a kept hand does not read"))
    }

    async fn judge(
        &self,
        code: RoomCode,
        token: &str,
        hand: u8,
        text: &str,
        now_ms: i64,
    ) -> Answer {
        let (open, student) = match self.seat(code, token, now_ms).await? {
            Ok(seat) => seat,
            Err(why) => return Ok(Reply::Refused(why)),
        };
        let c = code.as_str();
        let Some(play) = self
            .keeper
            .store()
            .await?
            .homework_last(c, student)
            .await?
            .filter(|p| p.hand == i64::from(hand) && p.over_ms.is_none())
        else {
            return Ok(Reply::Refused(Refusal::NotThisHand));
        };
        if open.seconds_left(play.shown_ms, now_ms) == Some(0) {
            self.keeper
                .store()
                .await?
                .homework_over(c, student, play.hand, now_ms)
                .await?;
            return Ok(Reply::TimeUp { hand });
        }
        let cards = self.cards(&open, play.hand).await?;
        let Some(judged) = judged_hand(&open.assignment, &cards) else {
            return Err(store::Error::new("a kept hand has no solution"));
        };
        match judge(&judged, text) {
            Verdict::Correct { .. } => {
                let tenths = (now_ms - play.shown_ms).max(0) / 100;
                let store = self.keeper.store().await?;
                let written = store
                    .homework_solve(c, student, play.hand, tenths, text.trim(), now_ms)
                    .await?;
                if written {
                    return Ok(Reply::Solved {
                        hand,
                        tenths: u32::try_from(tenths).unwrap_or(u32::MAX),
                    });
                }
                // Another request ended the hand meanwhile (an answer sent
                // twice, a skip): the hand is as it was written.
                let now = store
                    .homework_last(c, student)
                    .await?
                    .filter(|p| p.hand == play.hand);
                Ok(match now.and_then(|p| p.tenths) {
                    Some(tenths) => Reply::Solved {
                        hand,
                        tenths: u32::try_from(tenths).unwrap_or(u32::MAX),
                    },
                    None => Reply::Refused(Refusal::NotThisHand),
                })
            }
            verdict => {
                self.keeper
                    .store()
                    .await?
                    .homework_wrong(c, student, play.hand)
                    .await?;
                let tries = u16::try_from(play.tries + 1).unwrap_or(u16::MAX);
                Ok(Reply::Wrong {
                    hand,
                    verdict,
                    tries,
                })
            }
        }
    }

    async fn skip(&self, code: RoomCode, token: &str, hand: u8, now_ms: i64) -> Answer {
        let (_, student) = match self.seat(code, token, now_ms).await? {
            Ok(seat) => seat,
            Err(why) => return Ok(Reply::Refused(why)),
        };
        let c = code.as_str();
        let last = self.keeper.store().await?.homework_last(c, student).await?;
        match last.filter(|p| p.hand == i64::from(hand) && p.over_ms.is_none()) {
            Some(play) => {
                self.keeper
                    .store()
                    .await?
                    .homework_over(c, student, play.hand, now_ms)
                    .await?;
                Ok(Reply::Done)
            }
            None => Ok(Reply::Refused(Refusal::NotThisHand)),
        }
    }

    /// The assignment `code` if `key` is its teacher's.
    /// The assignment `code` when `key` is its teacher's; else why not:
    /// no such assignment (which counts as a guessed code, as a join's
    /// does), or another key.
    async fn teachers(
        &self,
        code: RoomCode,
        key: &str,
    ) -> Result<Result<store::homework::Assignment, Refusal>, store::Error> {
        let row = self.keeper.store().await?.homework(code.as_str()).await?;
        Ok(match row {
            None => Err(Refusal::NoSuch),
            Some(row) if same_secret(&row.key, &digest(key)) => Ok(row),
            Some(_) => Err(Refusal::NotYours),
        })
    }

    async fn results(&self, code: RoomCode, key: &str) -> Answer {
        let row = match self.teachers(code, key).await? {
            Ok(row) => row,
            Err(why) => return Ok(Reply::Refused(why)),
        };
        let assignment = Assignment::from_text(&row.settings)
            .ok_or_else(|| store::Error::new("an assignment's settings do not read"))?;
        let (students, hands, plays) = self
            .keeper
            .store()
            .await?
            .homework_all(code.as_str())
            .await?;
        let hands = hands
            .iter()
            .map(|(_, cards)| {
                cards_of(cards)
                    .unwrap_or_default()
                    .into_iter()
                    .map(Into::into)
                    .collect()
            })
            .collect();
        let students = students
            .into_iter()
            .map(|s| Student {
                nickname: s.nickname,
                hands: plays
                    .iter()
                    .filter(|p| p.student == s.student)
                    .map(|p| Played {
                        tenths: p.tenths.and_then(|t| u32::try_from(t).ok()),
                        tries: u16::try_from(p.tries).unwrap_or(u16::MAX),
                        answer: p.answer.clone(),
                        over: p.over_ms.is_some(),
                    })
                    .collect(),
            })
            .collect();
        Ok(Reply::Results(Results {
            assignment,
            created_ms: row.created_ms,
            deadline_ms: row.deadline_ms,
            closed_ms: row.closed_ms,
            hands,
            students,
        }))
    }

    async fn close(&self, code: RoomCode, key: &str, now_ms: i64) -> Answer {
        if let Err(why) = self.teachers(code, key).await? {
            return Ok(Reply::Refused(why));
        }
        self.keeper
            .store()
            .await?
            .homework_close(code.as_str(), now_ms)
            .await?;
        Ok(Reply::Done)
    }

    async fn delete(&self, code: RoomCode, key: &str) -> Answer {
        if let Err(why) = self.teachers(code, key).await? {
            return Ok(Reply::Refused(why));
        }
        self.keeper
            .store()
            .await?
            .homework_delete(code.as_str())
            .await?;
        tracing::info!("homework deleted by its teacher");
        Ok(Reply::Done)
    }
}

/// An assignment open for play.
struct Open {
    row: store::homework::Assignment,
    assignment: Assignment,
}

impl Open {
    /// Seconds left on a hand shown at `shown_ms`, when hands are timed
    /// (0 once out of time).
    fn seconds_left(&self, shown_ms: i64, now_ms: i64) -> Option<u32> {
        let limit = i64::from(self.assignment.seconds_per_hand?) * 1000;
        let left = (shown_ms + limit - now_ms).max(0);
        Some(u32::try_from((left + 999) / 1000).unwrap_or(0))
    }

    fn hand_reply(&self, hand: i64, cards: Vec<Card>, seconds_left: Option<u32>) -> Reply {
        Reply::Hand {
            hand: u8::try_from(hand).unwrap_or(u8::MAX),
            of: self.assignment.hands,
            cards: cards.into_iter().map(Into::into).collect(),
            seconds_left,
        }
    }
}

/// The rules an assignment's hands are dealt and judged by.
fn rules(a: &Assignment) -> Rules {
    Rules {
        faces: a.faces,
        options: Options::default().integers(a.integers),
    }
}

/// Hand `hand` of an assignment with `seed`: four cards that make 24 under
/// its rules, at its level if one can be dealt, else at any.
fn deal_hand(a: &Assignment, seed: i64, hand: i64) -> Option<Vec<Card>> {
    let settings = Settings {
        hand_size: 4,
        difficulty: a.level,
        target: Rational::from(24),
        faces: a.faces,
        integers: a.integers,
        ..Settings::default()
    };
    // Each hand its own stream, so that dealing one never moves another.
    let stream = (seed as u64) ^ (hand as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let dealt = deal(&settings, &mut seeded(stream)).or_else(|| {
        let any = Settings {
            difficulty: None,
            ..settings
        };
        deal(&any, &mut seeded(stream))
    })?;
    dealt.cards.iter().map(|c| c.to_card()).collect()
}

/// A kept hand, ready to judge answers.
fn judged_hand(a: &Assignment, cards: &[Card]) -> Option<Hand> {
    hand(cards, Rational::from(24), rules(a))
}

/// Cards as kept: their codes, joined by `-` (`3s-3h-8c-8d`).
fn cards_text(cards: &[Card]) -> String {
    cards.iter().map(|c| c.code()).collect::<Vec<_>>().join("-")
}

fn cards_of(text: &str) -> Option<Vec<Card>> {
    text.split('-').map(Card::from_code).collect()
}

/// A key or a token as the database keeps it: its SHA-256 in hex, so that
/// a copy of the database opens no assignment and continues no student.
fn digest(secret: &str) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Whether two secrets are equal, in a time that depends on their lengths
/// alone.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// The deadline before which assignments are deleted at `now_ms`.
pub fn kept_after(now_ms: i64) -> i64 {
    now_ms - KEEP_DAYS * 86_400_000
}

#[cfg(test)]
mod tests;
