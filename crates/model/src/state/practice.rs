//! The reducer's practice half: Practice opened from Play, the journal read
//! and kept, the next hand (a missed one due again, or one asked of the
//! solving worker near the player's level), and each hand's outcome
//! written into the journal.
//!
//! Promises: practice is play mode in the Solve view, four cards for 24 by
//! the usual rules; leaving play, the view or for the daily hand ends it.
//! A hand is recorded once: at its solve (within the limit, or as a miss
//! past it), at a reveal, when its limit passes on the clock, or when the
//! player moves on without solving it; a hand whose clock never started is
//! not recorded. Only the latest practice deal's answer is taken.

use super::{State, UrlWrite};
use crate::link::{View, DEFAULT_SIZE, DEFAULT_TARGET};
use crate::practice::file::{self, FileError};
use crate::practice::{next, Entry, History, Journal, Next, Outcome};
use cards::{first_free_suit, Card, Faces};
use solver::Rational;

/// What the state keeps of practice.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Practice {
    pub journal: Journal,
    /// The journal has been read from the browser's storage: it may be
    /// written back, and hands may be dealt.
    pub loaded: bool,
    /// The hand on the table, once dealt.
    pub current: Option<Current>,
    /// The deal asked of the worker: its number, the time wanted, the
    /// hands to avoid.
    pub ask: Option<(u32, u64, Vec<Vec<u8>>)>,
    /// How many deals were asked: the next one's number.
    pub asks: u32,
    /// What the last import said: the hands in the file, or why it was
    /// refused.
    pub import: Option<Result<usize, FileError>>,
}

/// The practice hand on the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Current {
    /// Its values, sorted.
    pub values: Vec<u8>,
    /// The model's estimate, in tenths of a second.
    pub estimate: u32,
    pub techniques: u8,
    /// A missed hand come back.
    pub review: bool,
    /// Its outcome is in the journal.
    pub recorded: bool,
}

/// What the player does in Practice, and what the browser reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeAction {
    /// Practice, from Play: a new history entry.
    Open,
    /// The journal the browser kept.
    Loaded(Journal),
    /// The next hand, at `now` (milliseconds since 1970).
    Next(u64),
    /// The clock has passed the limit, at `now`.
    TimeUp(u64),
    /// The time limit, in seconds.
    SetLimit(u16),
    /// A practice file's text, merged into the journal.
    Import(String),
    /// Forget every hand played.
    Wipe,
}

impl State {
    /// Whether the page is to deal the next practice hand now.
    pub fn practice_due(&self) -> bool {
        let p = &self.practice;
        self.link.practice && p.loaded && p.current.is_none() && p.ask.is_none()
    }

    pub(super) fn practice_action(&mut self, action: PracticeAction) {
        match action {
            PracticeAction::Open => self.open_practice(),
            PracticeAction::Loaded(journal) => {
                self.practice.journal = journal;
                self.practice.loaded = true;
            }
            PracticeAction::Next(now) => {
                if !self.link.practice || !self.practice.loaded {
                    return;
                }
                self.record(Outcome::Missed);
                self.next_practice(now / 1000);
            }
            PracticeAction::TimeUp(now) => {
                let limit = u64::from(self.practice.journal.limit) * 1000;
                let started = self.game.play.started;
                if started.is_some_and(|s| now.saturating_sub(s) >= limit) {
                    self.record(Outcome::Missed);
                }
            }
            PracticeAction::SetLimit(limit) => {
                self.practice.journal.limit = Journal::clamp_limit(limit);
            }
            PracticeAction::Import(text) => {
                self.practice.import = Some(file::read(&text).map(|other| {
                    self.practice.journal = self.practice.journal.merge(&other);
                    other.entries.len()
                }));
            }
            PracticeAction::Wipe => {
                self.practice.journal.entries.clear();
                self.practice.import = None;
            }
        }
    }

    fn open_practice(&mut self) {
        let link = &mut self.link;
        link.play = true;
        link.practice = true;
        link.view = View::Solve;
        link.daily = false;
        link.challenge = None;
        link.target = Rational::from_integer(DEFAULT_TARGET);
        link.integers = false;
        link.faces = Faces::Numbered;
        link.slots = vec![None; DEFAULT_SIZE];
        self.ui.target_text = self.link.target.to_string();
        self.ui.picker = None;
        self.ui.notice = None;
        self.ui.url_write = UrlWrite::Push;
        self.practice.current = None;
        self.practice.ask = None;
    }

    /// The next hand at `now` (seconds): a missed one due again, put on the
    /// table at once, or a deal asked of the worker.
    fn next_practice(&mut self, now: u64) {
        let journal = &self.practice.journal;
        match next(journal, &History::of(journal), now) {
            Next::Review {
                values,
                estimate,
                techniques,
            } => {
                let mut slots: Vec<Option<Card>> = Vec::new();
                for &v in &values {
                    slots.push(first_free_suit(v, &slots));
                }
                self.practice_hand(slots, values, estimate, techniques, true);
            }
            Next::Deal { millis, avoid } => {
                self.practice.ask = Some((self.practice.asks, millis, avoid));
                self.practice.asks = self.practice.asks.wrapping_add(1);
                self.practice.current = None;
                self.link.slots = vec![None; DEFAULT_SIZE];
            }
        }
    }

    /// The worker's practice deal `seq`, if it is the one asked for.
    pub(super) fn practiced(&mut self, seq: u32, cards: Vec<Card>, millis: u64, techniques: u8) {
        if self
            .practice
            .ask
            .as_ref()
            .is_none_or(|(asked, ..)| *asked != seq)
        {
            return;
        }
        self.practice.ask = None;
        let mut values: Vec<u8> = cards.iter().map(|c| c.rank()).collect();
        values.sort_unstable();
        let estimate = u32::try_from(millis / 100).unwrap_or(u32::MAX);
        let slots = cards.into_iter().map(Some).collect();
        self.practice_hand(slots, values, estimate, techniques, false);
    }

    fn practice_hand(
        &mut self,
        slots: Vec<Option<Card>>,
        values: Vec<u8>,
        estimate: u32,
        techniques: u8,
        review: bool,
    ) {
        self.link.slots = slots;
        self.ui.picker = None;
        self.ui.notice = None;
        self.ui.url_write = UrlWrite::Replace;
        // A fresh play, even of the cards just played (a missed hand come
        // back as it was dealt).
        self.deal_play();
        self.practice.current = Some(Current {
            values,
            estimate,
            techniques,
            review,
            recorded: false,
        });
    }

    /// Writes the hand on the table into the journal with `outcome`, once,
    /// if its clock started.
    fn record(&mut self, outcome: Outcome) {
        let limit = self.practice.journal.limit;
        let Some(started) = self.game.play.started else {
            return;
        };
        let Some(current) = self.practice.current.as_mut().filter(|c| !c.recorded) else {
            return;
        };
        current.recorded = true;
        let outcome = match outcome {
            Outcome::Solved(t) if t <= u32::from(limit) * 10 => Outcome::Solved(t),
            _ => Outcome::Missed,
        };
        self.practice.journal.entries.push(Entry {
            at: started / 1000,
            values: current.values.clone(),
            estimate: current.estimate,
            techniques: current.techniques,
            limit,
            outcome,
        });
    }

    /// After every action: practice ends with play mode, the Solve view, for
    /// a daily hand, or when the hand, target or rules are changed by hand
    /// (an empty table waits for the next hand); a solve or a reveal is
    /// recorded.
    pub(super) fn settle_practice(&mut self) {
        let link = &self.link;
        let empty = link.slots.iter().all(Option::is_none);
        if empty {
            self.practice.current = None;
        }
        let mut values: Vec<u8> = link.slots.iter().flatten().map(|c| c.rank()).collect();
        values.sort_unstable();
        let table = empty
            || self
                .practice
                .current
                .as_ref()
                .is_some_and(|c| c.values == values && link.slots.len() == values.len());
        let usual = link.target == Rational::from_integer(DEFAULT_TARGET)
            && !link.integers
            && link.faces == Faces::Numbered
            && link.slots.len() == DEFAULT_SIZE;
        self.link.practice &=
            link.play && link.view == View::Solve && !link.daily && table && usual;
        if !self.link.practice {
            self.practice.current = None;
            self.practice.ask = None;
            return;
        }
        if let Some(tenths) = self.game.play.solved {
            self.record(Outcome::Solved(tenths));
        } else if self.game.play.revealed {
            self.record(Outcome::Missed);
        }
    }
}
