//! What the solving worker is to be asked, derived from the state: the view
//! sends what [`Wants::since`] says is new, and decides nothing itself.
//!
//! Promises: the hand's solve is asked once per generation (a change of
//! level or page while it runs is asked as a page once it has answered);
//! a page is asked only when the one held is not the one shown; a check
//! once per check; the hints once per hand and level; a deal or daily hand
//! once per ask; a practice hand once per ask; a worksheet once per sheet
//! until its hands come.

use super::{Ask, State};
use crate::link::View;
use crate::play::Checked;
use protocol::worker::Request;

/// A request and the key that makes it a new one: equal keys are the same
/// request, whatever else changed, so it is not sent twice.
#[derive(Clone, Debug)]
pub struct Keyed<K>(pub K, pub Request);

impl<K: PartialEq> PartialEq for Keyed<K> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

/// Every request the state wants answered now.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Wants {
    /// The hand's solve, keyed by its generation.
    pub solve: Option<Keyed<u32>>,
    /// Another page, or the same page at the other level.
    pub page: Option<Keyed<Request>>,
    /// The pending check, keyed by generation and number.
    pub judge: Option<Keyed<(u32, u32)>>,
    /// The hints, keyed by generation and level.
    pub hints: Option<Keyed<(u32, solver::Level)>>,
    /// A deal or daily hand.
    pub ask: Option<Keyed<Ask>>,
    /// A practice hand, keyed by its number.
    pub practice: Option<Keyed<u32>>,
    /// The worksheet's hands.
    pub sheet: Option<Keyed<protocol::worker::Sheet>>,
}

impl State {
    /// What the worker is to be asked now.
    pub fn wants(&self) -> Wants {
        let gen = self.remote.gen;
        let level = self.link.level;
        let hand = self
            .solve_key()
            .filter(|_| self.link.view == View::Solve && !self.remote.unavailable);
        let shows = self.shows_solutions();
        let page = u32::try_from(self.ui.page).unwrap_or(u32::MAX);
        let solve = hand.clone().map(|hand| {
            Keyed(
                gen,
                Request::Solve {
                    gen,
                    hand,
                    level,
                    page: shows.then_some(page),
                },
            )
        });
        let shown = self
            .remote
            .page
            .as_ref()
            .is_some_and(|p| p.level == level && p.index == page);
        let page = (hand.is_some() && shows && self.remote.counts.is_some() && !shown).then(|| {
            let request = Request::Page { gen, level, page };
            Keyed(request.clone(), request)
        });
        let playing = hand.clone().filter(|_| self.link.play && self.playable());
        let judge = playing.clone().and_then(|hand| {
            let check = self.game.play.pending.as_ref()?;
            let Checked::Answer(answer) = &check.what else {
                return None;
            };
            Some(Keyed(
                (gen, check.seq),
                Request::Judge {
                    gen,
                    seq: check.seq,
                    hand,
                    level,
                    answer: answer.clone(),
                },
            ))
        });
        let hinted = self.remote.hints.as_ref().is_some_and(|(l, _)| *l == level);
        let hints = playing
            .filter(|_| self.game.play.hints > 0 && !hinted)
            .map(|hand| Keyed((gen, level), Request::Hints { gen, hand, level }));
        let ask = self.ui.ask.map(|ask| {
            let request = match ask {
                Ask::Deal { seq, deal } => Request::Deal { seq, deal },
                Ask::Daily { date, .. } => Request::Daily { day: date.days() },
            };
            Keyed(ask, request)
        });
        let practice = self.practice.ask.as_ref().map(|(seq, millis, avoid)| {
            let request = Request::Practice {
                seq: *seq,
                millis: *millis,
                avoid: avoid.clone(),
            };
            Keyed(*seq, request)
        });
        let sheet = self
            .sheet()
            .filter(|_| self.sheet_hands().is_none())
            .map(|sheet| Keyed(sheet, Request::Worksheet(sheet)));
        Wants {
            solve,
            page,
            judge,
            hints,
            ask,
            practice,
            sheet,
        }
    }
}

impl Wants {
    /// The requests wanted now that were not wanted (under the same key)
    /// when `sent` was: what to send.
    pub fn since(&self, sent: &Wants) -> Vec<Request> {
        fn new<K: PartialEq>(now: &Option<Keyed<K>>, then: &Option<Keyed<K>>) -> Option<Request> {
            now.as_ref()
                .filter(|&k| then.as_ref() != Some(k))
                .map(|k| k.1.clone())
        }
        [
            new(&self.solve, &sent.solve),
            new(&self.page, &sent.page),
            new(&self.judge, &sent.judge),
            new(&self.hints, &sent.hints),
            new(&self.ask, &sent.ask),
            new(&self.practice, &sent.practice),
            new(&self.sheet, &sent.sheet),
        ]
        .into_iter()
        .flatten()
        .collect()
    }
}
