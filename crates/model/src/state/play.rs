//! The reducer's play half: moves, the answers to their checks, dealing,
//! the daily hand, and what a solved hand counts for (the session's score
//! and streak, the personal bests).

use super::{Ask, State, UrlWrite};
use crate::link::{View, DEFAULT_TARGET};
use crate::notice::Notice;
use crate::play::daily::Date;
use crate::play::table::{Rules, Table};
use crate::play::{Move, Outcome, Play};
use crate::world;
use cards::{Card, Faces};
use solver::Rational;

impl State {
    /// A fresh play of the hand as it stands (an empty table while it is
    /// incomplete).
    pub(super) fn deal_play(&mut self) {
        self.game.play = Play {
            table: self
                .hand()
                .filter(|_| self.playable())
                .map(|h| Table::new(&h, self.table_rules()))
                .unwrap_or_default(),
            ..Play::default()
        };
    }

    /// The rules the play table follows: the link's.
    fn table_rules(&self) -> Rules {
        Rules {
            faces: self.link.faces,
            integers: self.link.integers,
        }
    }

    /// The daily hand of `date`, in play mode, asked of the worker;
    /// `push` makes a new history entry (the Daily button).
    pub(super) fn ask_daily(&mut self, date: Date, push: bool) {
        self.ui.daily_due = false;
        self.ui.ask = Some(Ask::Daily { date, push });
    }

    /// One move. Ignored outside play mode.
    pub(super) fn play_move(&mut self, mv: Move, now: u64) {
        if !self.link.play || !self.playable() || self.hand().is_none() {
            return;
        }
        let reveal = mv == Move::Reveal;
        // The daily hand counts as played once its clock starts.
        if let (Move::Start, Some(date)) = (&mv, self.game.play.daily) {
            self.prefs.bests.play_daily(date);
            // The world's clock starts with the page's; a second start is
            // the server's to ignore.
            if self.game.play.started.is_none() {
                self.world.ask(world::Ask::Start { day: date.days() });
            }
        }
        self.game.play.apply(mv, now);
        // A call of "no solution" is settled at once when the solver has
        // already said whether the hand has one.
        self.settle_call();
        if reveal && self.game.play.solved.is_none() {
            self.game.session.streak = 0;
        }
    }

    /// Settles a pending "no solution" call once the worker's counts are in.
    pub(super) fn settle_call(&mut self) {
        if let Some(solvable) = self.remote.solvable() {
            let solved = self.game.play.called(solvable);
            self.scored(solved);
        }
    }

    /// What a check's answer counts for: a solved hand scores, extends the
    /// streak and updates the bests (a right call of "no solution" apart
    /// from the solves); a wrong "no solution" ends the streak.
    pub(super) fn scored(&mut self, solved: Option<u32>) {
        if let Some(tenths) = solved {
            self.game.session.score += self.game.play.points();
            self.game.session.streak += 1;
            if self.game.play.outcome == Some(Outcome::NoSolutionRight) {
                self.prefs.bests.record_call();
            } else {
                let grade = self.remote.rating().map(|d| d.grade);
                let daily = self.game.play.daily;
                self.prefs.bests.record_solve(tenths, grade, daily);
                if let (Some(date), Some(answer)) = (daily, self.game.play.solved_with.clone()) {
                    self.world.ask(world::Ask::Solve {
                        day: date.days(),
                        answer,
                    });
                }
            }
        }
        if self.game.play.outcome == Some(Outcome::NoSolutionWrong) {
            self.game.session.streak = 0;
        }
    }

    /// A hand dealt: into the slots, a new history entry. A card the deck
    /// no longer has (the deck changed while a deal was on its way) leaves
    /// its slot empty.
    pub(super) fn deal(&mut self, cards: Vec<Card>) {
        let size = self.size();
        let faces = self.link.faces;
        self.link.slots = cards
            .into_iter()
            .map(|c| Some(c).filter(|c| faces.has(c.rank())))
            .chain(std::iter::repeat(None))
            .take(size)
            .collect();
        self.ui.picker = None;
        self.ui.notice = None;
        self.ui.url_write = UrlWrite::Push;
    }

    /// The worker's deal `seq`, if it is the one asked for.
    pub(super) fn dealt(&mut self, seq: u32, cards: Vec<Card>, kept: bool, attempts: u32) {
        let Some(Ask::Deal { seq: asked, deal }) = self.ui.ask else {
            return;
        };
        if asked != seq {
            return;
        }
        self.ui.ask = None;
        let attempts = attempts as usize;
        match deal.grade {
            // At a level, a miss deals nothing and says so.
            Some(grade) if !kept => {
                self.ui.notice = Some(Notice::NoHandAtLevel {
                    grade,
                    size: usize::from(deal.size),
                    target: deal.target,
                    attempts,
                });
            }
            _ => {
                self.deal(cards);
                // "Only solvable hands" found none: the last hand tried.
                if !kept {
                    self.ui.notice = Some(Notice::Unreachable {
                        size: usize::from(deal.size),
                        target: deal.target,
                        attempts,
                    });
                }
            }
        }
    }

    /// The daily hand of `day`, in play mode, if it is the one asked for.
    pub(super) fn daily(&mut self, day: i64, cards: Vec<Card>) {
        let Some(Ask::Daily { date, push }) = self.ui.ask else {
            return;
        };
        if date.days() != day {
            return;
        }
        self.ui.ask = None;
        self.link.slots = cards.into_iter().map(Some).collect();
        self.link.target = Rational::from_integer(DEFAULT_TARGET);
        self.ui.target_text = self.link.target.to_string();
        // One daily hand for everyone, by the usual rules.
        self.link.integers = false;
        self.link.faces = Faces::Numbered;
        self.link.play = true;
        self.link.daily = true;
        self.link.challenge = None;
        self.link.view = View::Solve;
        self.ui.picker = None;
        self.ui.notice = None;
        self.deal_play();
        self.game.play.daily = Some(Date::from_days(day));
        self.ui.url_write = if push {
            UrlWrite::Push
        } else {
            UrlWrite::Replace
        };
    }
}
