//! The reducer: [`State::apply`], one pure step per [`Action`].

use super::{Action, State, TypedOne, UrlWrite};
use crate::link::{target_range, Parsed, UrlProblem, View, MAX_SIZE, MIN_SIZE, VALUES};
use crate::notice::Notice;
use cards::{first_free_suit, rank_from_code};
use solver::Rational;

/// The actions the end of [`State::apply`] treats apart.
enum Kind {
    Load,
    Daily,
    Other,
}

impl State {
    /// Applies one action. Never panics, whatever the action's numbers.
    pub fn apply(&self, action: Action) -> State {
        let mut next = self.clone();
        // Only the very next key may turn a typed ace into a 10.
        let typed_one = next.typed_one.take();
        let action_kind = match action {
            Action::Load(_) => Kind::Load,
            Action::Daily { .. } => Kind::Daily,
            _ => Kind::Other,
        };
        match action {
            Action::Load(Parsed { link, problems }) => {
                next.slots = link.slots;
                next.target = link.target;
                next.target_text = link.target.to_string();
                next.level = link.level;
                next.no_parens = link.no_parens;
                next.view = link.view;
                next.values = link.values;
                next.targets = link.targets;
                next.difficulty = link.difficulty;
                next.playing = link.play;
                next.challenge = link.challenge;
                next.daily_due = link.daily;
                next.picker = None;
                // A bad target stays in the field, where its own message names
                // it and the user can mend it.
                let mut rest = Vec::new();
                for problem in problems {
                    match problem {
                        UrlProblem::BadTarget(text) => next.target_text = text,
                        other => rest.push(other),
                    }
                }
                next.notice = (!rest.is_empty()).then_some(Notice::Link(rest));
                next.url_write = UrlWrite::Keep;
            }
            Action::OpenPicker(slot) => {
                if slot < next.size() {
                    next.picker = Some(slot);
                }
            }
            Action::ClosePicker => next.picker = None,
            Action::Pick { slot, card } => {
                let elsewhere = next
                    .slots
                    .iter()
                    .enumerate()
                    .any(|(i, s)| i != slot && *s == Some(card));
                if slot < next.size() && !elsewhere {
                    next.slots[slot] = Some(card);
                    next.edited();
                }
                next.picker = None;
            }
            Action::ClearSlot(slot) => {
                if let Some(s) = next.slots.get_mut(slot) {
                    *s = None;
                    next.edited();
                }
                next.picker = None;
            }
            Action::ClearHand => {
                next.slots.iter_mut().for_each(|s| *s = None);
                next.picker = None;
                next.edited();
            }
            Action::Type(c) => match (c.to_ascii_lowercase(), typed_one) {
                ('0', Some(TypedOne::Ace(slot))) => next.ace_to_ten(slot),
                ('0', Some(TypedOne::NoAceLeft)) => {
                    let _ = next.fill_next(10);
                }
                (c, _) => {
                    if let Some(rank) = rank_from_code(&c.to_string()) {
                        let filled = next.fill_next(rank);
                        if c == '1' {
                            next.typed_one = match filled {
                                Ok(slot) => Some(TypedOne::Ace(slot)),
                                Err(Notice::NoSuitLeft(_)) => Some(TypedOne::NoAceLeft),
                                Err(_) => None,
                            };
                        }
                    }
                }
            },
            Action::Backspace => {
                if let Some(last) = next.slots.iter().rposition(Option::is_some) {
                    next.slots[last] = None;
                    next.edited();
                }
            }
            Action::SetSize(size) => {
                let size = size.clamp(MIN_SIZE, MAX_SIZE);
                if size != next.size() {
                    next.slots.resize(size, None);
                    if next.picker.is_some_and(|p| p >= size) {
                        next.picker = None;
                    }
                    next.edited();
                }
            }
            Action::SetTarget(text) => {
                if let Ok(q) = text.parse::<Rational>() {
                    next.target = q;
                }
                next.target_text = text;
                next.url_write = UrlWrite::Replace;
            }
            Action::SetLevel(level) => {
                next.level = level;
                next.url_write = UrlWrite::Replace;
            }
            Action::SetNoParens(on) => {
                next.no_parens = on;
                next.url_write = UrlWrite::Replace;
            }
            Action::SetOnlySolvable(on) => next.only_solvable = on,
            Action::SetDifficulty(grade) => {
                next.difficulty = grade;
                next.url_write = UrlWrite::Replace;
            }
            Action::Dealt {
                cards,
                gave_up_after,
            } => {
                let size = next.size();
                next.slots = cards
                    .into_iter()
                    .map(Some)
                    .chain(std::iter::repeat(None))
                    .take(size)
                    .collect();
                next.picker = None;
                next.notice = gave_up_after.map(|attempts| Notice::Unreachable {
                    size,
                    target: next.target,
                    attempts,
                });
                next.url_write = UrlWrite::Push;
            }
            Action::SetPage(page) => next.page = page,
            Action::SetLang(lang) => next.lang = lang,
            Action::Worker(reply) => next.remote.take(reply),
            Action::SetView(view) => {
                if view != next.view {
                    next.view = view;
                    // Explore is not played.
                    next.playing &= view == View::Solve;
                    next.picker = None;
                    next.url_write = UrlWrite::Push;
                }
            }
            Action::SetValues(min, max) => {
                let clamp = |v: u8| v.clamp(VALUES.0, VALUES.1);
                let (a, b) = (clamp(min), clamp(max));
                next.values = (a.min(b), a.max(b));
                next.url_write = UrlWrite::Replace;
            }
            Action::SetTargetRange(first, last) => {
                next.targets = target_range(first, last);
                next.url_write = UrlWrite::Replace;
            }
            Action::OpenHand(ranks) => {
                let size = ranks.len().clamp(MIN_SIZE, MAX_SIZE);
                let mut slots = Vec::with_capacity(size);
                for &rank in ranks.iter().take(size) {
                    slots.push(first_free_suit(rank, &slots));
                }
                slots.resize(size, None);
                next.slots = slots;
                next.view = View::Solve;
                next.picker = None;
                next.notice = None;
                next.url_write = UrlWrite::Push;
            }
            Action::SetTheme(theme) => next.theme = theme,
            Action::SetPlaying(on) => {
                if on != next.playing {
                    next.playing = on;
                    next.challenge = None;
                    next.view = View::Solve;
                    next.picker = None;
                    next.url_write = UrlWrite::Push;
                }
            }
            Action::Play(mv, now) => next.play_move(mv, now),
            Action::Daily { date, push } => next.daily(date, push),
            Action::SetBests(bests) => next.bests = bests,
            Action::ResetBests => next.bests = Default::default(),
            Action::Notify(notice) => next.notice = Some(notice),
            Action::Dismiss => next.notice = None,
        }
        // Another list starts at its first page.
        let other_list = next.level != self.level || next.solve_key() != self.solve_key();
        if other_list {
            next.page = 0;
        }
        // Another hand: the worker's answer for the old one is stale.
        if next.solve_key() != self.solve_key() {
            next.remote = next.remote.next();
        }
        // Another hand or mode is a fresh play; a daily hand has
        // just been dealt fresh, with its date. A challenge is for the hand
        // it came with.
        let is_daily = matches!(action_kind, Kind::Daily);
        if !is_daily && (next.solve_key() != self.solve_key() || next.playing != self.playing) {
            next.deal_play();
        }
        // Leaving a started hand unsolved ends the streak.
        if next.play.started.is_none() && self.play.started.is_some() && self.play.solved.is_none()
        {
            next.session.streak = 0;
        }
        if next.solve_key() == self.solve_key() && next.level != self.level {
            // The same hand counted another way: its found list starts again.
            next.play.found.clear();
            next.play.of = None;
            next.play.outcome = None;
        }
        if !is_daily && !matches!(action_kind, Kind::Load) && next.hand() != self.hand() {
            next.challenge = None;
        }
        next
    }

    /// After a change to the hand: old messages are stale.
    fn edited(&mut self) {
        self.notice = None;
        self.url_write = UrlWrite::Replace;
    }

    /// Puts a card of `rank`, in the first suit not in the hand, in the first
    /// empty slot, and says which; or says why not, as the notice it leaves.
    fn fill_next(&mut self, rank: u8) -> Result<usize, Notice> {
        let Some(empty) = self.slots.iter().position(Option::is_none) else {
            self.notice = Some(Notice::HandFull);
            return Err(Notice::HandFull);
        };
        match first_free_suit(rank, &self.slots) {
            Some(card) => {
                self.slots[empty] = Some(card);
                self.edited();
                Ok(empty)
            }
            None => {
                self.notice = Some(Notice::NoSuitLeft(rank));
                Err(Notice::NoSuitLeft(rank))
            }
        }
    }

    /// `1` then `0`: the ace just typed into `slot` becomes a 10 there, or
    /// stays, with a notice, when all four 10s are in the hand.
    fn ace_to_ten(&mut self, slot: usize) {
        let Some(ace) = self.slots.get_mut(slot).and_then(Option::take) else {
            return;
        };
        match first_free_suit(10, &self.slots) {
            Some(ten) => {
                self.slots[slot] = Some(ten);
                self.edited();
            }
            None => {
                self.slots[slot] = Some(ace);
                self.notice = Some(Notice::NoSuitLeft(10));
            }
        }
    }
}
