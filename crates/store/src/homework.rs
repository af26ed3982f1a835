//! Homework as the database keeps it: assignments, their dealt hands,
//! their students, and each hand each student was shown. The rules (who
//! may do what, when a hand is over) are the server's; this is storage,
//! written once for both engines over [`Store::query`] and
//! [`Store::execute`].
//!
//! Promises: a student's number is their place in joining, from 0, and an
//! assignment never has more than the cap it is joined with, however many
//! join at once (the number is the primary key, so two joins that count
//! the same number cannot both be written); a nickname (as compared) and
//! a token are unique within an assignment; a hand's time and answer are
//! written once, while it is not over; no student or hand shown is added
//! to an assignment closed or deleted, and what a write racing a delete
//! left is swept by [`Store::homework_prune`].

use crate::{Error, Row, Store, Value};

/// An assignment's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assignment {
    pub code: String,
    pub key: String,
    /// The teacher's choices, as the protocol writes them.
    pub settings: String,
    pub seed: i64,
    pub created_ms: i64,
    pub deadline_ms: i64,
    pub closed_ms: Option<i64>,
}

/// A student's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Student {
    pub student: i64,
    pub nickname: String,
}

/// A hand shown to a student.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    pub student: i64,
    pub hand: i64,
    pub shown_ms: i64,
    pub tenths: Option<i64>,
    pub tries: i64,
    pub answer: Option<String>,
    pub over_ms: Option<i64>,
}

/// How a join went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Joined {
    /// Seated, with this number.
    As(i64),
    /// The nickname (as compared) is another student's.
    Taken,
    /// The assignment has its cap of students.
    Full,
    /// The assignment was closed or deleted meanwhile.
    Gone,
}

const CREATE: &str =
    "INSERT INTO assignments (code, teacher_key, settings, seed, created_ms, deadline_ms) \
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING";
const GET: &str = "SELECT code, teacher_key, settings, seed, created_ms, deadline_ms, closed_ms \
     FROM assignments WHERE code = $1";
const CLOSE: &str = "UPDATE assignments SET closed_ms = $2 WHERE code = $1 AND closed_ms IS NULL";
/// The next number is the count so far; a join past `$6` students, or to
/// an assignment closed or deleted meanwhile, writes nothing.
const JOIN: &str =
    "INSERT INTO students (code, student, token, nickname, nickname_key, joined_ms) \
     SELECT $1, (SELECT count(*) FROM students WHERE code = $1), $2, $3, $4, $5 \
     WHERE (SELECT count(*) FROM students WHERE code = $1) < $6 \
     AND EXISTS (SELECT 1 FROM assignments WHERE code = $1 AND closed_ms IS NULL) \
     ON CONFLICT DO NOTHING";
const NICKNAME_TAKEN: &str = "SELECT count(*) FROM students WHERE code = $1 AND nickname_key = $2";
const STUDENTS: &str = "SELECT count(*) FROM students WHERE code = $1";
const BY_TOKEN: &str = "SELECT student, nickname FROM students WHERE code = $1 AND token = $2";
const ALL_STUDENTS: &str =
    "SELECT student, nickname FROM students WHERE code = $1 ORDER BY student";
const KEEP_HAND: &str = "INSERT INTO assignment_hands (code, hand, cards) SELECT $1, $2, $3 \
     WHERE EXISTS (SELECT 1 FROM assignments WHERE code = $1) \
     ON CONFLICT (code, hand) DO NOTHING";
const HAND: &str = "SELECT cards FROM assignment_hands WHERE code = $1 AND hand = $2";
const HANDS: &str = "SELECT hand, cards FROM assignment_hands WHERE code = $1 ORDER BY hand";
const SHOW: &str = "INSERT INTO plays (code, student, hand, shown_ms, tries) \
     SELECT $1, $2, $3, $4, 0 \
     WHERE EXISTS (SELECT 1 FROM assignments WHERE code = $1 AND closed_ms IS NULL) \
     ON CONFLICT (code, student, hand) DO NOTHING";
const LAST_PLAY: &str =
    "SELECT student, hand, shown_ms, tenths, tries, answer, over_ms FROM plays \
     WHERE code = $1 AND student = $2 ORDER BY hand DESC LIMIT 1";
const ALL_PLAYS: &str =
    "SELECT student, hand, shown_ms, tenths, tries, answer, over_ms FROM plays \
     WHERE code = $1 ORDER BY student, hand";
const WRONG: &str = "UPDATE plays SET tries = tries + 1 \
     WHERE code = $1 AND student = $2 AND hand = $3 AND over_ms IS NULL";
const SOLVE: &str = "UPDATE plays SET tenths = $4, answer = $5, over_ms = $6 \
     WHERE code = $1 AND student = $2 AND hand = $3 AND over_ms IS NULL";
const OVER: &str = "UPDATE plays SET over_ms = $4 \
     WHERE code = $1 AND student = $2 AND hand = $3 AND over_ms IS NULL";
const SOLVED: &str =
    "SELECT count(*) FROM plays WHERE code = $1 AND student = $2 AND tenths IS NOT NULL";
const DROP_PLAYS: &str = "DELETE FROM plays WHERE code = $1";
const DROP_STUDENTS: &str = "DELETE FROM students WHERE code = $1";
const DROP_HANDS: &str = "DELETE FROM assignment_hands WHERE code = $1";
const DROP: &str = "DELETE FROM assignments WHERE code = $1";
/// Rows whose assignment is gone (a write that raced its delete).
const ORPHANS: [&str; 3] = [
    "DELETE FROM plays WHERE code NOT IN (SELECT code FROM assignments)",
    "DELETE FROM students WHERE code NOT IN (SELECT code FROM assignments)",
    "DELETE FROM assignment_hands WHERE code NOT IN (SELECT code FROM assignments)",
];
const EXPIRED: &str = "SELECT code FROM assignments WHERE deadline_ms < $1";

impl Store {
    /// Writes a new assignment; `false` if its code is taken.
    pub async fn homework_create(&self, a: &Assignment) -> Result<bool, Error> {
        let params = vec![
            a.code.as_str().into(),
            a.key.as_str().into(),
            a.settings.as_str().into(),
            a.seed.into(),
            a.created_ms.into(),
            a.deadline_ms.into(),
        ];
        Ok(self.execute(CREATE, params).await? == 1)
    }

    pub async fn homework(&self, code: &str) -> Result<Option<Assignment>, Error> {
        let rows = self.query(GET, vec![code.into()]).await?;
        Ok(rows.first().and_then(|r| {
            Some(Assignment {
                code: r[0].text()?.to_owned(),
                key: r[1].text()?.to_owned(),
                settings: r[2].text()?.to_owned(),
                seed: r[3].int()?,
                created_ms: r[4].int()?,
                deadline_ms: r[5].int()?,
                closed_ms: r[6].int(),
            })
        }))
    }

    /// Closes `code` at `now_ms`, if it is open.
    pub async fn homework_close(&self, code: &str, now_ms: i64) -> Result<(), Error> {
        self.execute(CLOSE, vec![code.into(), now_ms.into()])
            .await?;
        Ok(())
    }

    /// Seats a student, unless the nickname (compared as `key`) is taken
    /// or `cap` students have joined.
    pub async fn homework_join(
        &self,
        code: &str,
        token: &str,
        nickname: &str,
        key: &str,
        now_ms: i64,
        cap: i64,
    ) -> Result<Joined, Error> {
        // Two joins at once may count the same number: the second writes
        // nothing, and tries again with the next.
        for _ in 0..8 {
            let params = vec![
                code.into(),
                token.into(),
                nickname.into(),
                key.into(),
                now_ms.into(),
                cap.into(),
            ];
            if self.execute(JOIN, params).await? == 1 {
                let seated = self
                    .query(BY_TOKEN, vec![code.into(), token.into()])
                    .await?;
                if let Some(n) = seated.first().and_then(|r| r[0].int()) {
                    return Ok(Joined::As(n));
                }
            }
            if count(
                self.query(NICKNAME_TAKEN, vec![code.into(), key.into()])
                    .await?,
            ) > 0
            {
                return Ok(Joined::Taken);
            }
            if count(self.query(STUDENTS, vec![code.into()]).await?) >= cap {
                return Ok(Joined::Full);
            }
            let open = self
                .homework(code)
                .await?
                .is_some_and(|a| a.closed_ms.is_none());
            if !open {
                return Ok(Joined::Gone);
            }
        }
        Err(Error::new("the join kept meeting others: try again"))
    }

    /// The student whose token is `token`.
    pub async fn homework_student(
        &self,
        code: &str,
        token: &str,
    ) -> Result<Option<Student>, Error> {
        let rows = self
            .query(BY_TOKEN, vec![code.into(), token.into()])
            .await?;
        Ok(rows.first().and_then(student))
    }

    /// The cards of hand `hand`, as first kept: `cards` is kept unless a
    /// hand is there already, and whichever is kept is returned.
    pub async fn homework_hand(&self, code: &str, hand: i64, cards: &str) -> Result<String, Error> {
        self.execute(KEEP_HAND, vec![code.into(), hand.into(), cards.into()])
            .await?;
        self.homework_dealt(code, hand)
            .await?
            .ok_or_else(|| Error::new("a hand kept and not found"))
    }

    /// The cards of hand `hand`, if it was dealt.
    pub async fn homework_dealt(&self, code: &str, hand: i64) -> Result<Option<String>, Error> {
        let rows = self.query(HAND, vec![code.into(), hand.into()]).await?;
        Ok(rows.first().and_then(|r| r[0].text().map(str::to_owned)))
    }

    /// Marks hand `hand` shown to `student` at `now_ms`, once.
    pub async fn homework_show(
        &self,
        code: &str,
        student: i64,
        hand: i64,
        now_ms: i64,
    ) -> Result<(), Error> {
        let params = vec![code.into(), student.into(), hand.into(), now_ms.into()];
        self.execute(SHOW, params).await?;
        Ok(())
    }

    /// The last hand shown to `student`.
    pub async fn homework_last(&self, code: &str, student: i64) -> Result<Option<Play>, Error> {
        let rows = self
            .query(LAST_PLAY, vec![code.into(), student.into()])
            .await?;
        Ok(rows.first().and_then(play))
    }

    /// One more wrong answer to a hand not over.
    pub async fn homework_wrong(&self, code: &str, student: i64, hand: i64) -> Result<(), Error> {
        self.execute(WRONG, vec![code.into(), student.into(), hand.into()])
            .await?;
        Ok(())
    }

    /// Writes the solve of a hand not over; `false` if it was over.
    pub async fn homework_solve(
        &self,
        code: &str,
        student: i64,
        hand: i64,
        tenths: i64,
        answer: &str,
        now_ms: i64,
    ) -> Result<bool, Error> {
        let params = vec![
            code.into(),
            student.into(),
            hand.into(),
            tenths.into(),
            answer.into(),
            now_ms.into(),
        ];
        Ok(self.execute(SOLVE, params).await? == 1)
    }

    /// Ends a hand unsolved (skipped, or out of time).
    pub async fn homework_over(
        &self,
        code: &str,
        student: i64,
        hand: i64,
        now_ms: i64,
    ) -> Result<(), Error> {
        let params = vec![code.into(), student.into(), hand.into(), now_ms.into()];
        self.execute(OVER, params).await?;
        Ok(())
    }

    /// How many hands `student` solved.
    pub async fn homework_solved(&self, code: &str, student: i64) -> Result<i64, Error> {
        Ok(count(
            self.query(SOLVED, vec![code.into(), student.into()])
                .await?,
        ))
    }

    /// Every student, every hand dealt (number and cards), every play.
    pub async fn homework_all(
        &self,
        code: &str,
    ) -> Result<(Vec<Student>, Vec<(i64, String)>, Vec<Play>), Error> {
        let students = self.query(ALL_STUDENTS, vec![code.into()]).await?;
        let hands = self.query(HANDS, vec![code.into()]).await?;
        let plays = self.query(ALL_PLAYS, vec![code.into()]).await?;
        Ok((
            students.iter().filter_map(student).collect(),
            hands
                .iter()
                .filter_map(|r| Some((r[0].int()?, r[1].text()?.to_owned())))
                .collect(),
            plays.iter().filter_map(play).collect(),
        ))
    }

    /// Deletes `code` and everything of it: the assignment first, so that
    /// no write begun after it adds a row (each insert asks that the
    /// assignment be there).
    pub async fn homework_delete(&self, code: &str) -> Result<(), Error> {
        for text in [DROP, DROP_PLAYS, DROP_STUDENTS, DROP_HANDS] {
            self.execute(text, vec![code.into()]).await?;
        }
        Ok(())
    }

    /// Deletes every assignment whose deadline is before `before_ms`;
    /// returns how many.
    pub async fn homework_prune(&self, before_ms: i64) -> Result<u64, Error> {
        let expired = self.query(EXPIRED, vec![before_ms.into()]).await?;
        let mut gone = 0;
        for code in expired.iter().filter_map(|r| r[0].text()) {
            self.homework_delete(code).await?;
            gone += 1;
        }
        for text in ORPHANS {
            self.execute(text, Vec::new()).await?;
        }
        Ok(gone)
    }
}

fn count(rows: Vec<Row>) -> i64 {
    rows.first()
        .and_then(|r| r.first())
        .and_then(Value::int)
        .unwrap_or(0)
}

fn student(r: &Row) -> Option<Student> {
    Some(Student {
        student: r[0].int()?,
        nickname: r[1].text()?.to_owned(),
    })
}

fn play(r: &Row) -> Option<Play> {
    Some(Play {
        student: r[0].int()?,
        hand: r[1].int()?,
        shown_ms: r[2].int()?,
        tenths: r[3].int(),
        tries: r[4].int()?,
        answer: r[5].text().map(str::to_owned),
        over_ms: r[6].int(),
    })
}
