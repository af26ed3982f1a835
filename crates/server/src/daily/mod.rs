//! The world's daily hand: the server's side of [`protocol::daily`].
//!
//! A browser's clock starts when its page shows the day's hand; its answer
//! is judged against the hand the server deals itself from the day
//! ([`daily_hand`]), and timed from the start the database recorded, so a
//! page can neither read the hand ahead nor claim a time. A browser counts
//! once a day; it is a random id, and nothing else about it is kept: the
//! rate limit's addresses live in memory only.
//!
//! Promises: every request gets a [`DailyReply`]; a database that fails
//! is [`Refusal::Unavailable`], logged, and asked again on the next
//! request; a day is accepted only while it is a date somewhere on Earth.

use crate::bucket::PerAddress;
use crate::deal::{hand, Hand, Rules};
use crate::judge::judge;
use crate::keeper::Keeper;
use cards::Faces;
use protocol::daily::hand::daily_hand;
use protocol::daily::{is_browser, DailyReply, DailyRequest, Refusal, Standing, Summary};
use solver::attempt::Verdict;
use solver::{Options, Rational};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use store::Store;

/// Milliseconds in a day.
const DAY_MS: i64 = 86_400_000;

/// Requests one address may make at once (a class behind one address,
/// each pupil a start and a few answers)…
const BURST: u32 = 240;
/// …and a minute after that.
const PER_MINUTE: f64 = 120.0;

pub struct Daily {
    keeper: Arc<Keeper>,
    limits: PerAddress,
    /// The day before's counts, read at most every [`YESTERDAY_FOR`]: its
    /// median walks half its solves, and every solve shows it. By day,
    /// since two or three dates are today somewhere at once.
    yesterday: Mutex<Vec<(i64, Instant, store::daily::Summary)>>,
}

/// How long the day before's counts are shown as read.
const YESTERDAY_FOR: Duration = Duration::from_secs(60);

impl Daily {
    pub fn new(keeper: Arc<Keeper>) -> Daily {
        Daily {
            keeper,
            limits: PerAddress::new(BURST, PER_MINUTE / 60.0),
            yesterday: Mutex::new(Vec::new()),
        }
    }

    /// The reply to the request `body` from `ip`, at `now_ms` (since
    /// 1970).
    pub async fn answer(&self, body: &str, ip: IpAddr, now_ms: i64) -> DailyReply {
        if !self.limits.take(ip) {
            tracing::warn!("a daily request refused: its address sent too many");
            return DailyReply::Refused(Refusal::TooMany);
        }
        let Ok(request) = DailyRequest::decode(body) else {
            return DailyReply::Refused(Refusal::Malformed);
        };
        let reply = match request {
            DailyRequest::Start { day, browser } => self.start(day, &browser, now_ms).await,
            DailyRequest::Solve {
                day,
                browser,
                answer,
            } => self.solve(day, &browser, &answer, now_ms).await,
        };
        reply.unwrap_or_else(|e| {
            tracing::warn!("the world's daily: the database failed: {e}");
            DailyReply::Refused(Refusal::Unavailable)
        })
    }

    async fn start(
        &self,
        day: i64,
        browser: &str,
        now_ms: i64,
    ) -> Result<DailyReply, store::Error> {
        if let Some(why) = refusal(day, browser, now_ms) {
            return Ok(DailyReply::Refused(why));
        }
        self.keeper
            .store()
            .await?
            .daily_start(day, browser, now_ms)
            .await?;
        Ok(DailyReply::Started)
    }

    async fn solve(
        &self,
        day: i64,
        browser: &str,
        answer: &str,
        now_ms: i64,
    ) -> Result<DailyReply, store::Error> {
        if let Some(why) = refusal(day, browser, now_ms) {
            return Ok(DailyReply::Refused(why));
        }
        // Every daily hand makes 24 (its tests say so); were one not to,
        // no answer to it would be right.
        let right =
            the_hand(day).is_some_and(|h| matches!(judge(&h, answer), Verdict::Correct { .. }));
        if !right {
            return Ok(DailyReply::Refused(Refusal::Wrong));
        }
        let store = self.keeper.store().await?;
        let Some(solve) = store.daily_solve(day, browser, now_ms).await? else {
            return Ok(DailyReply::Refused(Refusal::NotStarted));
        };
        let tally = store.daily_tally(day, solve.tenths).await?;
        let yesterday = self.summary(&store, day - 1).await?;
        Ok(DailyReply::Standing(Standing {
            day,
            tenths: u32::try_from(solve.tenths).unwrap_or(u32::MAX),
            counted: solve.counted,
            players: tally.players,
            solved: tally.solved,
            slower: tally.slower,
            histogram: tally.histogram,
            yesterday: Summary {
                players: yesterday.players,
                solved: yesterday.solved,
                median_tenths: yesterday
                    .median_tenths
                    .map(|t| u32::try_from(t).unwrap_or(u32::MAX)),
            },
        }))
    }
}

impl Daily {
    /// The counts of `day`, as read less than [`YESTERDAY_FOR`] ago.
    async fn summary(
        &self,
        store: &Store,
        day: i64,
    ) -> Result<store::daily::Summary, store::Error> {
        let lock = || self.yesterday.lock().unwrap_or_else(|p| p.into_inner());
        let kept = lock()
            .iter()
            .find(|(d, at, _)| *d == day && at.elapsed() < YESTERDAY_FOR)
            .map(|(_, _, s)| *s);
        if let Some(s) = kept {
            return Ok(s);
        }
        let s = store.daily_summary(day).await?;
        let mut cache = lock();
        cache.retain(|(d, at, _)| *d != day && at.elapsed() < YESTERDAY_FOR);
        cache.push((day, Instant::now(), s));
        Ok(s)
    }
}

/// Why a request about `day` from `browser` at `now_ms` is refused before
/// the database is asked, if it is.
fn refusal(day: i64, browser: &str, now_ms: i64) -> Option<Refusal> {
    if !is_browser(browser) {
        return Some(Refusal::Malformed);
    }
    // A local date is at most a day from the UTC date: UTC−12 to UTC+14.
    let today = now_ms.div_euclid(DAY_MS);
    if !(today - 1..=today + 1).contains(&day) {
        return Some(Refusal::NotToday);
    }
    None
}

/// The hand of `day`, by the usual rules: J, Q, K are 11, 12, 13, and
/// fractions are allowed on the way.
fn the_hand(day: i64) -> Option<Hand> {
    let rules = Rules {
        faces: Faces::Numbered,
        options: Options::default(),
    };
    hand(&daily_hand(day), Rational::from(24), rules)
}

/// The first day whose rows are kept at `now_ms`.
pub fn first_kept(now_ms: i64) -> i64 {
    now_ms.div_euclid(DAY_MS) - store::daily::KEEP_DAYS
}

#[cfg(test)]
mod tests;
