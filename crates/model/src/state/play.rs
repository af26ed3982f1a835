//! The reducer's play half: moves, the daily hand, and what a solved hand
//! counts for (the session's score and streak, the personal bests).

use super::solve_key::numbers;
use super::{State, UrlWrite};
use crate::play::daily::{daily_hand, Date};
use crate::play::table::Table;
use crate::play::{Move, Outcome, Play, Rules};
use solver::difficulty::rate;

impl State {
    /// A fresh play of the hand as it stands (an empty table while it is
    /// incomplete).
    pub(super) fn deal_play(&mut self) {
        self.play = Play {
            table: self
                .hand()
                .filter(|_| self.playable())
                .map(|h| Table::new(&h))
                .unwrap_or_default(),
            ..Play::default()
        };
    }

    /// One move; a solved hand scores, extends the streak and updates the
    /// bests. Ignored outside play mode.
    pub(super) fn play_move(&mut self, mv: Move, now: u64) {
        if !self.playing || !self.playable() {
            return;
        }
        let Some(ranks) = self.solve_key().ranks else {
            return;
        };
        let numbers = numbers(&ranks);
        let rules = Rules {
            numbers: &numbers,
            target: self.target,
            level: self.level,
        };
        let reveal = mv == Move::Reveal;
        let solved = self.play.apply(mv, &rules, now);
        if let Some(tenths) = solved {
            self.session.score += self.play.points();
            self.session.streak += 1;
            let grade = rate(&numbers, self.target).map(|d| d.grade);
            self.bests.record(tenths, grade, self.play.daily);
        }
        let missed = self.play.outcome == Some(Outcome::NoSolutionWrong);
        if (reveal && self.play.solved.is_none()) || missed {
            self.session.streak = 0;
        }
    }

    /// The daily hand of `date`, in play mode.
    pub(super) fn daily(&mut self, date: Date, push: bool) {
        let cards = daily_hand(date);
        self.slots = cards.into_iter().map(Some).collect();
        self.target = solver::Rational::from_integer(crate::link::DEFAULT_TARGET);
        self.target_text = self.target.to_string();
        self.playing = true;
        self.view = crate::link::View::Solve;
        self.challenge = None;
        self.picker = None;
        self.notice = None;
        self.daily_due = false;
        self.deal_play();
        self.play.daily = Some(date);
        self.url_write = if push {
            UrlWrite::Push
        } else {
            UrlWrite::Replace
        };
    }
}
