//! The reducer's steps for the options (the target, the level, the house
//! rules, Deal's choices) and for Explore's deck and charts.

use super::{State, UrlWrite};
use crate::explore::pick::{BarPick, Chart};
use crate::link::{target_range, VALUES};
use crate::notice::Notice;
use cards::Faces;
use solver::difficulty::Grade;
use solver::{Level, Rational};

impl State {
    /// The target field as typed; the target itself changes only when the
    /// text reads as a number.
    pub(super) fn set_target(&mut self, text: String) {
        if let Ok(q) = text.parse::<Rational>() {
            self.link.target = q;
        }
        self.ui.target_text = text;
        self.ui.url_write = UrlWrite::Replace;
    }

    pub(super) fn set_level(&mut self, level: Level) {
        self.link.level = level;
        self.ui.url_write = UrlWrite::Replace;
    }

    pub(super) fn set_no_parens(&mut self, on: bool) {
        self.link.no_parens = on;
        self.ui.url_write = UrlWrite::Replace;
    }

    /// Whole numbers only.
    pub(super) fn set_integers(&mut self, on: bool) {
        self.link.integers = on;
        self.ui.url_write = UrlWrite::Replace;
    }

    /// The deck's face cards: a deck without them takes them out of the
    /// hand, and says so.
    pub(super) fn set_faces(&mut self, faces: Faces) {
        self.link.faces = faces;
        self.ui.url_write = UrlWrite::Replace;
        let mut removed = false;
        for slot in &mut self.link.slots {
            if slot.is_some_and(|c| !faces.has(c.rank())) {
                *slot = None;
                removed = true;
            }
        }
        if removed {
            self.ui.picker = None;
            self.ui.notice = Some(Notice::FaceCardsRemoved);
        }
    }

    /// "Only solvable hands", which Solve and Play each keep for
    /// themselves.
    pub(super) fn set_only_solvable(&mut self, on: bool) {
        if self.link.play {
            self.ui.only_solvable.play = on;
        } else {
            self.ui.only_solvable.solve = on;
        }
    }

    /// The level Deal draws from; `None` is any.
    pub(super) fn set_difficulty(&mut self, grade: Option<Grade>) {
        self.link.difficulty = grade;
        self.ui.url_write = UrlWrite::Replace;
    }

    /// Explore's deck values, each kept within 1..13, in order.
    pub(super) fn set_values(&mut self, min: u8, max: u8) {
        let clamp = |v: u8| v.clamp(VALUES.0, VALUES.1);
        let (a, b) = (clamp(min), clamp(max));
        self.link.values = (a.min(b), a.max(b));
        self.ui.url_write = UrlWrite::Replace;
    }

    /// Explore's targets chart range; a range cut to the chart's width
    /// says so.
    pub(super) fn set_target_range(&mut self, first: i128, last: i128) {
        self.link.targets = target_range(first, last);
        let asked = (first.min(last), first.max(last));
        self.ui.notice = (self.link.targets != asked).then_some(Notice::TooManyTargets {
            asked,
            kept: self.link.targets,
        });
        self.ui.url_write = UrlWrite::Replace;
    }

    /// A bar of an Explore chart, to list its hands.
    pub(super) fn pick_bar(&mut self, chart: Chart, bar: usize) {
        self.ui.bar = Some(BarPick {
            chart,
            bar,
            deck: self.deck_key(),
            target: self.link.target,
        });
    }
}
