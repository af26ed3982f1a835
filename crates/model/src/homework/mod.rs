//! Homework, the page's side: a teacher's form and the assignments made in
//! this browser,
//! a student playing its hands one after another, and the teacher's
//! results, all from the server's replies (`protocol::homework`).
//!
//! The reducer queues a [`Request`] for each thing to ask; the view posts
//! each once, in order, and hands the reply back with [`HomeworkAction::Heard`],
//! which knows which request it answers. The page never judges or times a
//! homework hand: the server deals it when asked, times it and judges the
//! answer; the page shows what it said.
//!
//! Promises: a reply to a request no longer kept changes nothing; a hand's
//! table is the hand the server dealt, under the assignment's house rules;
//! a hand takes one answer or skip at a time; the results are asked for
//! again only when the last ask for them has been answered, and no more
//! once they cannot change (closed, past the deadline, deleted, or not
//! this key's); a student's and a teacher's requests carry the link's
//! code (and the teacher's its key); a page whose server never answered
//! says it needs one ([`Said::NoServer`]) and asks nothing more of it
//! unprompted, and one whose server stopped answering says so
//! ([`Said::Lost`]) and goes on asking; any reply that is not a refusal
//! clears what was said. The assignments made in this browser are
//! [`MADE_KEPT`] at most, newest first, read from the browser once, and
//! leave the list when forgotten, deleted, or deleted by the server.

mod results;
#[cfg(test)]
mod tests;

pub use results::{csv, ranks, CsvWords, HandLine, Summary};

use crate::play::table::{Rules, Table};
use crate::play::Move;
use protocol::homework::{Assignment, Refusal, Reply, Request, Results, MAX_ANSWER};
use protocol::room::RoomCode;
use solver::attempt::Verdict;
use solver::difficulty::Grade;
use std::sync::Arc;

/// Requests kept, answered or not: the view sends after every render.
pub const KEPT: usize = 8;

/// The deadlines a teacher chooses from, in minutes: an hour to 30 days.
pub const DEADLINES: [u32; 7] = [
    60,
    24 * 60,
    2 * 24 * 60,
    3 * 24 * 60,
    7 * 24 * 60,
    14 * 24 * 60,
    30 * 24 * 60,
];

/// The limits on a hand a teacher chooses from, in seconds.
pub const LIMITS: [u16; 5] = [30, 60, 90, 120, 300];

/// The numbers of hands a teacher chooses from.
pub const COUNTS: [u8; 7] = [5, 8, 10, 12, 15, 20, 30];

/// The assignments whose links the browser keeps, newest first.
pub const MADE_KEPT: usize = 12;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HomeworkAction {
    /// The form takes a worksheet's choices: as many hands (within
    /// [`HANDS`](protocol::homework::HANDS)), at its level.
    Prepare {
        hands: u8,
        level: Option<Grade>,
    },
    SetHands(u8),
    SetLevel(Option<Grade>),
    SetDeadline(u32),
    SetLimit(Option<u16>),
    /// Make the assignment, under the page's house rules.
    Create {
        faces: cards::Faces,
        integers: bool,
    },
    SetNickname(String),
    /// Three other generated names, from this seed.
    OtherNames(u32),
    Join,
    /// The link was opened: with the seat this browser kept for its
    /// code, if any.
    Open {
        kept: Option<Seat>,
    },
    /// The assignments this browser kept ([`made_from_text`]), read once.
    Recall(Vec<Made>),
    /// The browser forgets an assignment's links.
    Forget(RoomCode),
    /// A move on the hand's table, or a typed answer.
    Move(Move),
    Skip,
    /// The next hand, after one is over.
    Next,
    /// The teacher's results, asked for again.
    Poll {
        now_ms: i64,
    },
    Close,
    /// Delete asked for (`true`), confirmed or taken back.
    AskDelete(bool),
    Delete,
    /// The server's reply to request `number` (`None`: nothing that reads
    /// as one), heard at `now`, the page's milliseconds.
    Heard {
        number: u32,
        reply: Option<Reply>,
        now: u64,
    },
}

/// What the page says about homework.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    Refused(Refusal),
    /// No server has answered as one: a static host, most likely.
    NoServer,
    /// The server answered before and does not now: the network, most
    /// likely.
    Lost,
    /// An answer too long to send.
    TooLong,
    /// The student's seat is not the server's: they join again.
    SeatGone,
}

/// An assignment a teacher made in this browser: its code, the key that
/// shows its results, and its deadline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Made {
    pub code: RoomCode,
    pub key: String,
    pub deadline_ms: i64,
}

/// The browser's list `stored` with what this page changed in its own,
/// from `before` to `after`: those it made first, then the stored lines
/// but those it forgot, [`MADE_KEPT`] at most. Another tab's changes
/// meanwhile, and lines this build does not read, are kept.
pub fn made_text_changed(stored: &str, before: &[Made], after: &[Made]) -> String {
    let known = |list: &[Made], code: &str| list.iter().any(|m| m.code.to_string() == code);
    let added: Vec<Made> = after
        .iter()
        .filter(|m| !before.iter().any(|b| b.code == m.code))
        .cloned()
        .collect();
    let mut lines: Vec<String> = made_to_text(&added).lines().map(str::to_string).collect();
    for line in stored.lines().filter(|l| !l.trim().is_empty()) {
        let code = line.split(' ').next().unwrap_or_default();
        let forgotten = known(before, code) && !known(after, code);
        if !forgotten && !known(&added, code) {
            lines.push(line.to_string());
        }
    }
    lines.truncate(MADE_KEPT);
    lines.join("\n")
}

impl Made {
    /// Whether the server has deleted it by `now_ms`: it does so
    /// [`KEEP_DAYS`](protocol::homework::KEEP_DAYS) after the deadline.
    pub fn gone(&self, now_ms: i64) -> bool {
        self.deadline_ms
            .saturating_add(protocol::homework::KEEP_DAYS * 86_400_000)
            < now_ms
    }
}

/// The assignments as the browser keeps them: a line each, code, key and
/// deadline.
pub fn made_to_text(made: &[Made]) -> String {
    let lines: Vec<String> = made
        .iter()
        .map(|m| format!("{} {} {}", m.code, m.key, m.deadline_ms))
        .collect();
    lines.join("\n")
}

/// Reads [`made_to_text`]'s text, skipping a line that does not read as
/// one and an assignment the server has deleted by `now_ms`, and keeping
/// [`MADE_KEPT`] at most. Fields after the deadline are a later build's:
/// they are passed over.
pub fn made_from_text(text: &str, now_ms: i64) -> Vec<Made> {
    let read = |line: &str| {
        let mut parts = line.split(' ');
        let code = RoomCode::parse(parts.next()?)?;
        let key = parts.next().filter(|k| protocol::homework::is_secret(k))?;
        let deadline_ms = parts.next()?.parse().ok()?;
        Some(Made {
            code,
            key: key.to_string(),
            deadline_ms,
        })
    };
    text.lines()
        .filter_map(read)
        .filter(|m| !m.gone(now_ms))
        .take(MADE_KEPT)
        .collect()
}

/// How a hand ended for the student.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandEnd {
    /// Solved, in the server's tenths of a second.
    Solved(u32),
    TimeUp,
    Skipped,
}

/// The hand being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// From 0, of `of`.
    pub hand: u8,
    pub of: u8,
    pub table: Table,
    /// The time it had left when the server sent it, if timed, and when
    /// that was, in the page's milliseconds.
    pub seconds_left: Option<u32>,
    pub at: u64,
    /// The server's word on the last wrong answer, and the wrong ones so
    /// far.
    pub verdict: Option<Verdict>,
    pub tries: u16,
    pub end: Option<HandEnd>,
}

/// What a student joined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Joined {
    pub nickname: String,
    pub assignment: Assignment,
    pub deadline_ms: i64,
}

/// Equal when of the same revision: every action makes a new one, so the
/// page's state compares in constant time whatever the results hold.
#[derive(Clone, Debug, Default)]
pub struct Homework {
    revision: u32,
    /// The teacher's choices.
    pub form: Assignment,
    /// The assignments made in this browser, newest first, [`MADE_KEPT`]
    /// at most.
    pub made: Vec<Made>,
    /// The one made on this page, which shows its links in full.
    pub fresh: Option<RoomCode>,
    /// The browser's list has been read ([`HomeworkAction::Recall`]): only
    /// then is it written back, so that a page that never read it cannot
    /// write over it.
    pub recalled: bool,
    /// The student's nickname as typed, and the seed of the generated ones.
    pub nickname: String,
    pub names: u32,
    /// The student's seat: the token the server gave, which this browser
    /// keeps for the code.
    pub token: Option<String>,
    pub joined: Option<Joined>,
    pub shown: Option<Shown>,
    /// Every hand played: solved, of how many.
    pub finished: Option<(u8, u8)>,
    /// Shared, not copied, by every state the reducer makes.
    pub results: Option<Arc<Results>>,
    /// Delete asked for, awaiting its confirmation.
    pub confirming: bool,
    pub deleted: bool,
    pub said: Option<Said>,
    /// The link was opened ([`HomeworkAction::Open`]).
    pub opened: bool,
    /// The server has answered this page.
    pub reached: bool,
    /// The student's seat is no more: the browser forgets the one it kept.
    pub forget: bool,
    /// The homework takes no more answers (closed, or past its deadline):
    /// the student's page offers none.
    pub stopped: bool,
    /// When the results were last asked for, in milliseconds since 1970.
    polled_ms: Option<i64>,
    /// Replies heard: the view sends what is queued after each.
    pub answered: u32,
    next: u32,
    /// Requests by number, and whether each has been answered.
    queue: Vec<(u32, Request, bool)>,
}

impl PartialEq for Homework {
    fn eq(&self, other: &Homework) -> bool {
        self.revision == other.revision
    }
}

impl Eq for Homework {}

/// The link's homework: its code, and the teacher's key when it has one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Linked<'a> {
    pub code: Option<RoomCode>,
    pub key: Option<&'a str>,
}

impl Homework {
    /// The requests numbered `from` or later, oldest first.
    pub fn since(&self, from: u32) -> impl Iterator<Item = (u32, &Request)> {
        self.queue
            .iter()
            .filter(move |(n, _, _)| *n >= from)
            .map(|(n, r, _)| (*n, r))
    }

    /// The number the next request will have.
    pub fn next_number(&self) -> u32 {
        self.next
    }

    /// Whether a request of this kind is on its way: its button waits.
    pub fn waiting(&self, kind: fn(&Request) -> bool) -> bool {
        self.queue
            .iter()
            .any(|(_, r, answered)| !answered && kind(r))
    }

    /// The teacher's page: the link has a key.
    pub fn teaching(linked: Linked) -> bool {
        linked.code.is_some() && linked.key.is_some()
    }

    fn ask(&mut self, request: Request) {
        self.queue.push((self.next, request, false));
        self.next = self.next.wrapping_add(1);
        if self.queue.len() > KEPT {
            self.queue.remove(0);
        }
    }

    pub fn apply(&mut self, action: HomeworkAction, linked: Linked) {
        use HomeworkAction as A;
        // A reply to a request no longer kept changes nothing.
        if let A::Heard { number, .. } = &action {
            if self.queue.iter().all(|(n, _, _)| n != number) {
                return;
            }
        }
        self.revision = self.revision.wrapping_add(1);
        match action {
            A::Prepare { hands, level } => {
                let bounds = protocol::homework::HANDS;
                self.form.hands = hands.clamp(*bounds.start(), *bounds.end());
                self.form.level = level;
            }
            A::SetHands(n) => self.form.hands = n,
            A::SetLevel(level) => self.form.level = level,
            A::SetDeadline(minutes) => self.form.deadline_minutes = minutes,
            A::SetLimit(limit) => self.form.seconds_per_hand = limit,
            A::Create { faces, integers } => {
                let assignment = Assignment {
                    faces,
                    integers,
                    ..self.form
                };
                if assignment.is_valid() && !self.waiting(|r| matches!(r, Request::Create(_))) {
                    self.said = None;
                    self.ask(Request::Create(assignment));
                }
            }
            A::SetNickname(name) => self.nickname = name,
            A::OtherNames(seed) => self.names = seed,
            A::Join => {
                let Some(code) = linked.code else { return };
                if self.token.is_some() || self.waiting(|r| matches!(r, Request::Join { .. })) {
                    return;
                }
                self.said = None;
                let nickname = self.nickname.trim().to_string();
                self.ask(Request::Join { code, nickname });
            }
            A::Open { kept } => {
                if self.opened {
                    return;
                }
                self.opened = true;
                match (linked.code, linked.key, kept) {
                    (Some(_), Some(_), _) => self.poll_now(linked),
                    (Some(_), None, Some(seat)) => {
                        self.token = Some(seat.token);
                        self.joined = Some(seat.joined);
                        self.ask_next(linked);
                    }
                    _ => {}
                }
            }
            // The page reads the browser's list as it starts, before
            // anything can be made: the list is the browser's.
            A::Recall(made) => {
                if !self.recalled {
                    self.recalled = true;
                    self.made = made;
                }
            }
            A::Forget(code) => self.forget_made(code),
            A::Move(mv) => self.play(mv, linked),
            A::Skip => {
                let (Some(code), Some(token), Some(shown)) =
                    (linked.code, &self.token, &self.shown)
                else {
                    return;
                };
                if shown.end.is_none() && !self.judging() && !self.stopped {
                    let request = Request::Skip {
                        code,
                        token: token.clone(),
                        hand: shown.hand,
                    };
                    self.ask(request);
                }
            }
            // The server moves on only from a hand that is over (or out
            // of time); else it sends the same hand again.
            A::Next => self.ask_next(linked),
            A::Poll { now_ms } => {
                if self.results_may_change() {
                    self.poll_now(linked);
                    self.polled_ms = Some(now_ms);
                }
            }
            A::Close => {
                if let (Some(code), Some(key)) = (linked.code, linked.key) {
                    self.ask(Request::Close {
                        code,
                        key: key.to_string(),
                    });
                }
            }
            A::AskDelete(on) => self.confirming = on,
            A::Delete => {
                if let (Some(code), Some(key), true) = (linked.code, linked.key, self.confirming) {
                    self.confirming = false;
                    self.ask(Request::Delete {
                        code,
                        key: key.to_string(),
                    });
                }
            }
            A::Heard { number, reply, now } => self.heard(number, reply, now, linked),
        }
    }

    fn forget_made(&mut self, code: RoomCode) {
        // Codes are unique: one to remove at most.
        if let Some(at) = self.made.iter().position(|m| m.code == code) {
            self.made.remove(at);
        }
        if self.fresh == Some(code) {
            self.fresh = None;
        }
    }

    fn ask_next(&mut self, linked: Linked) {
        if let (Some(code), Some(token)) = (linked.code, self.token.clone()) {
            if !self.waiting(|r| matches!(r, Request::Next { .. })) {
                self.ask(Request::Next { code, token });
            }
        }
    }

    /// A move on the table, or a typed answer: the last card of the table
    /// and a typed text are sent as answers.
    fn play(&mut self, mv: Move, linked: Linked) {
        let (Some(code), Some(token)) = (linked.code, self.token.clone()) else {
            return;
        };
        if self.judging() || self.stopped {
            return;
        }
        let Some(shown) = self.shown.as_mut().filter(|s| s.end.is_none()) else {
            return;
        };
        let text = match shown.table.served(mv) {
            Ok(Some(text)) => text,
            Ok(None) => return,
            Err(invalid) => {
                shown.verdict = Some(Verdict::Invalid(invalid));
                return;
            }
        };
        if text.len() > MAX_ANSWER {
            self.said = Some(Said::TooLong);
            return;
        }
        let hand = shown.hand;
        self.said = None;
        self.ask(Request::Answer {
            code,
            token,
            hand,
            text,
        });
    }

    /// The server's reply to request `number`.
    fn heard(&mut self, number: u32, reply: Option<Reply>, now: u64, linked: Linked) {
        let Some(entry) = self.queue.iter_mut().find(|(n, _, _)| *n == number) else {
            return;
        };
        entry.2 = true;
        let request = entry.1.clone();
        self.answered = self.answered.wrapping_add(1);
        let Some(reply) = reply else {
            self.said = Some(if self.reached {
                Said::Lost
            } else {
                Said::NoServer
            });
            return;
        };
        self.reached = true;
        if !matches!(reply, Reply::Refused(_)) {
            self.said = None;
        }
        match (request, reply) {
            (
                Request::Create(_),
                Reply::Created {
                    code,
                    key,
                    deadline_ms,
                },
            ) => {
                if self.made.len() >= MADE_KEPT {
                    self.made.pop();
                }
                self.made.insert(
                    0,
                    Made {
                        code,
                        key,
                        deadline_ms,
                    },
                );
                self.fresh = Some(code);
            }
            (
                Request::Join { .. },
                Reply::Joined {
                    token,
                    nickname,
                    assignment,
                    deadline_ms,
                },
            ) => {
                self.token = Some(token);
                self.joined = Some(Joined {
                    nickname,
                    assignment,
                    deadline_ms,
                });
                self.ask_next(linked);
            }
            (
                Request::Next { .. },
                Reply::Hand {
                    hand,
                    of,
                    cards,
                    seconds_left,
                },
            ) => {
                let rules = self.rules();
                let cards = protocol::card::to_cards(&cards);
                // The same hand sent again (a reload) keeps its tries.
                let same = self
                    .shown
                    .as_ref()
                    .filter(|s| s.hand == hand && s.end.is_none());
                let (tries, verdict) = same.map_or((0, None), |s| (s.tries, s.verdict.clone()));
                self.shown = Some(Shown {
                    hand,
                    of,
                    table: Table::new(&cards, rules),
                    seconds_left,
                    at: now,
                    verdict,
                    tries,
                    end: None,
                });
            }
            (Request::Next { .. }, Reply::Finished { solved, of }) => {
                self.shown = None;
                self.finished = Some((solved, of));
            }
            (Request::Answer { hand, .. }, reply) => self.judged(hand, reply, linked),
            (Request::Skip { hand, .. }, Reply::Done) => self.end(hand, HandEnd::Skipped),
            (Request::Results { .. }, Reply::Results(results)) => {
                self.results = Some(Arc::new(results));
            }
            (Request::Close { .. }, Reply::Done) => self.poll_now(linked),
            (Request::Delete { code, .. }, Reply::Done) => {
                self.deleted = true;
                self.results = None;
                self.forget_made(code);
            }
            // A poll refused as too many keeps the results shown, unsaid.
            (Request::Results { .. }, Reply::Refused(Refusal::TooMany))
                if self.results.is_some() => {}
            (_, Reply::Refused(why)) => self.refused(why, linked),
            _ => {}
        }
    }

    /// The server's word on an answer to hand `hand`.
    fn judged(&mut self, hand: u8, reply: Reply, linked: Linked) {
        match reply {
            Reply::Solved { tenths, .. } => self.end(hand, HandEnd::Solved(tenths)),
            Reply::TimeUp { .. } => self.end(hand, HandEnd::TimeUp),
            Reply::Wrong { verdict, tries, .. } => {
                if let Some(shown) = self.shown.as_mut().filter(|s| s.hand == hand) {
                    shown.verdict = Some(verdict);
                    shown.tries = tries;
                    shown.table.reset();
                }
            }
            Reply::Refused(why) => self.refused(why, linked),
            _ => {}
        }
    }

    fn end(&mut self, hand: u8, end: HandEnd) {
        if let Some(shown) = self.shown.as_mut().filter(|s| s.hand == hand) {
            shown.end.get_or_insert(end);
        }
    }

    /// Asks for the results, unless an ask for them is on its way.
    fn poll_now(&mut self, linked: Linked) {
        let asked = self.waiting(|r| matches!(r, Request::Results { .. }));
        if let (Some(code), Some(key), false) = (linked.code, linked.key, asked) {
            self.ask(Request::Results {
                code,
                key: key.to_string(),
            });
        }
    }

    /// Whether the results are worth asking for again: the server has
    /// not turned this page away, and the homework still takes answers
    /// (the last ask was before its deadline, and it is not closed).
    fn results_may_change(&self) -> bool {
        let turned_away = matches!(
            self.said,
            Some(Said::NoServer | Said::Refused(Refusal::NotYours | Refusal::NoSuch))
        );
        let over = self.results.as_ref().is_some_and(|r| {
            r.closed_ms.is_some() || self.polled_ms.is_some_and(|at| at > r.deadline_ms)
        });
        !(turned_away || over || self.deleted)
    }

    /// Whether an answer or a skip is on its way.
    pub fn judging(&self) -> bool {
        self.waiting(|r| matches!(r, Request::Answer { .. } | Request::Skip { .. }))
    }

    /// A refusal: said, and what it means for the student's seat.
    fn refused(&mut self, why: Refusal, linked: Linked) {
        match why {
            // The page and the server disagree on the hand: ask which.
            Refusal::NotThisHand => self.ask_next(linked),
            // A seat the server no longer knows: join again, and the
            // browser forgets it.
            Refusal::NotYours | Refusal::NoSuch
                if self.token.is_some() && !Homework::teaching(linked) =>
            {
                self.token = None;
                self.joined = None;
                self.shown = None;
                self.forget = true;
                if why == Refusal::NotYours {
                    self.said = Some(Said::SeatGone);
                    return;
                }
            }
            Refusal::Closed | Refusal::PastDeadline
                if linked.code.is_some() && !Homework::teaching(linked) =>
            {
                self.stopped = true;
            }
            _ => {}
        }
        self.said = Some(Said::Refused(why));
    }

    /// The house rules the student's hands are played by.
    fn rules(&self) -> Rules {
        self.joined.as_ref().map_or_else(Rules::default, |j| Rules {
            faces: j.assignment.faces,
            integers: j.assignment.integers,
        })
    }
}

/// A student's seat as this browser keeps it for a code, so that a
/// reload goes on where the student was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub token: String,
    pub joined: Joined,
}

impl Seat {
    /// The seat as a line of text: token, deadline, the assignment's
    /// choices, then the nickname (which may hold anything but a newline).
    pub fn to_text(&self) -> String {
        let j = &self.joined;
        format!(
            "{} {} {}\n{}",
            self.token,
            j.deadline_ms,
            j.assignment.to_text(),
            j.nickname
        )
    }

    /// Reads [`Seat::to_text`]'s text; `None` for anything else.
    pub fn from_text(text: &str) -> Option<Seat> {
        let (head, nickname) = text.split_once('\n')?;
        let mut parts = head.splitn(3, ' ');
        let token = parts.next()?.to_string();
        let deadline_ms = parts.next()?.parse().ok()?;
        let assignment = Assignment::from_text(parts.next()?)?;
        protocol::homework::is_secret(&token).then(|| Seat {
            token,
            joined: Joined {
                nickname: nickname.to_string(),
                assignment,
                deadline_ms,
            },
        })
    }
}

impl Homework {
    /// The seat to keep, once the student has joined.
    pub fn seat(&self) -> Option<Seat> {
        Some(Seat {
            token: self.token.clone()?,
            joined: self.joined.clone()?,
        })
    }
}

impl Shown {
    /// Whole seconds left at `now`, the page's milliseconds, if timed.
    pub fn left(&self, now: u64) -> Option<u64> {
        let left = u64::from(self.seconds_left?) * 1000;
        Some(
            left.saturating_sub(now.saturating_sub(self.at))
                .div_ceil(1000),
        )
    }
}
