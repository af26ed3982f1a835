//! The reducer: [`State::apply`], one pure step per [`Action`], then the
//! consequences every step shares ([`State::settle`]).

use super::{Action, Ask, Prefs, State, TypedOne, UrlWrite};
use crate::explore::pick::BarPick;
use crate::link::{target_range, Parsed, UrlProblem, View, MAX_SIZE, MIN_SIZE, VALUES};
use crate::notice::Notice;
use cards::{first_free_suit, rank_from_code, Faces};
use protocol::card::to_cards;
use protocol::worker::Reply;
use solver::Rational;

/// Where a new hand came from, for what follows it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    /// Read from the URL: the link's challenge and daily hand stand.
    Load,
    /// The daily hand, just dealt with its date.
    Daily,
    /// Anything else: a challenge or daily hand was for another hand.
    Other,
}

impl State {
    /// Applies one action. Never panics, whatever the action's numbers.
    pub fn apply(&self, action: Action) -> State {
        let mut next = self.clone();
        // Only the very next key may turn a typed ace into a 10; the
        // worker's answers in between are not keys.
        let typed_one = if action.is_background() {
            next.ui.typed_one
        } else {
            next.ui.typed_one.take()
        };
        let origin = match action {
            Action::Load(_) | Action::Started { .. } => Origin::Load,
            Action::Worker(Reply::Daily { .. }) => Origin::Daily,
            _ => Origin::Other,
        };
        match action {
            Action::Started {
                parsed,
                lang,
                chosen,
                theme,
                bests,
                sound,
            } => {
                next.load(parsed);
                next.link.lang = next.link.lang.or(chosen);
                next.prefs = Prefs {
                    lang: next.link.lang.unwrap_or(lang),
                    theme,
                    bests,
                    sound,
                };
                next.ui.live = true;
            }
            Action::Load(parsed) => next.load(parsed),
            Action::OpenPicker(slot) => {
                if slot < next.size() {
                    next.ui.picker = Some(slot);
                }
            }
            Action::ClosePicker => next.ui.picker = None,
            Action::Pick { slot, card } => {
                let elsewhere = next
                    .link
                    .slots
                    .iter()
                    .enumerate()
                    .any(|(i, s)| i != slot && *s == Some(card));
                if slot < next.size() && !elsewhere && next.link.faces.has(card.rank()) {
                    next.link.slots[slot] = Some(card);
                    next.edited();
                    // The picker stays open for the next empty slot, until
                    // the hand is full.
                    next.ui.picker = next.next_empty(slot);
                }
            }
            Action::ClearSlot(slot) => {
                if let Some(s) = next.link.slots.get_mut(slot) {
                    *s = None;
                    next.edited();
                }
                next.ui.picker = None;
            }
            Action::ClearHand => {
                next.link.slots.iter_mut().for_each(|s| *s = None);
                next.ui.picker = None;
                next.edited();
            }
            Action::Type(c) => next.typed(c, typed_one),
            Action::Backspace => {
                if let Some(last) = next.link.slots.iter().rposition(Option::is_some) {
                    next.link.slots[last] = None;
                    next.edited();
                }
            }
            Action::SetSize(size) => {
                let size = size.clamp(MIN_SIZE, MAX_SIZE);
                if size != next.size() {
                    next.link.slots.resize(size, None);
                    if next.ui.picker.is_some_and(|p| p >= size) {
                        next.ui.picker = None;
                    }
                    next.edited();
                }
            }
            Action::SetTarget(text) => {
                if let Ok(q) = text.parse::<Rational>() {
                    next.link.target = q;
                }
                next.ui.target_text = text;
                next.ui.url_write = UrlWrite::Replace;
            }
            Action::SetLevel(level) => {
                next.link.level = level;
                next.ui.url_write = UrlWrite::Replace;
            }
            Action::SetNoParens(on) => {
                next.link.no_parens = on;
                next.ui.url_write = UrlWrite::Replace;
            }
            Action::SetIntegers(on) => {
                next.link.integers = on;
                next.ui.url_write = UrlWrite::Replace;
            }
            Action::SetFaces(faces) => next.set_faces(faces),
            Action::SetOnlySolvable(on) => {
                if next.link.play {
                    next.ui.only_solvable.play = on;
                } else {
                    next.ui.only_solvable.solve = on;
                }
            }
            Action::SetDifficulty(grade) => {
                next.link.difficulty = grade;
                next.ui.url_write = UrlWrite::Replace;
            }
            Action::Deal(deal) => {
                next.ui.ask = Some(Ask::Deal {
                    seq: next.ui.asks,
                    deal,
                });
                next.ui.asks = next.ui.asks.wrapping_add(1);
            }
            Action::Dealt(cards) => {
                next.ui.ask = None;
                next.deal(cards);
            }
            Action::SetPage(page) => next.ui.page = page,
            Action::SetLang(lang) => {
                next.prefs.lang = lang;
                next.link.lang = Some(lang);
                next.ui.url_write = UrlWrite::Replace;
            }
            Action::Worker(reply) => next.take(reply),
            Action::WorkerLost { crashed } => next.remote.lost(crashed),
            Action::Slow { gen } => next.remote.slow(gen),
            Action::SetView(view) => {
                if view != next.link.view {
                    next.link.view = view;
                    // Explore and worksheets are not played.
                    next.link.play &= view == View::Solve;
                    next.ui.picker = None;
                    next.ui.url_write = UrlWrite::Push;
                }
            }
            Action::SetValues(min, max) => {
                let clamp = |v: u8| v.clamp(VALUES.0, VALUES.1);
                let (a, b) = (clamp(min), clamp(max));
                next.link.values = (a.min(b), a.max(b));
                next.ui.url_write = UrlWrite::Replace;
            }
            Action::SetTargetRange(first, last) => {
                next.link.targets = target_range(first, last);
                // A range cut to the chart's width says so.
                let asked = (first.min(last), first.max(last));
                next.ui.notice = (next.link.targets != asked).then_some(Notice::TooManyTargets {
                    asked,
                    kept: next.link.targets,
                });
                next.ui.url_write = UrlWrite::Replace;
            }
            Action::OpenHand(ranks) => {
                let size = ranks.len().clamp(MIN_SIZE, MAX_SIZE);
                let mut slots = Vec::with_capacity(size);
                for &rank in ranks.iter().take(size) {
                    slots.push(first_free_suit(rank, &slots));
                }
                slots.resize(size, None);
                next.link.slots = slots;
                next.link.view = View::Solve;
                next.ui.picker = None;
                next.ui.notice = None;
                next.ui.url_write = UrlWrite::Push;
            }
            Action::SetTheme(theme) => next.prefs.theme = theme,
            Action::SetPlaying(on) => {
                if on != next.link.play {
                    next.link.play = on;
                    next.link.view = View::Solve;
                    next.ui.picker = None;
                    next.ui.url_write = UrlWrite::Push;
                }
            }
            // In Rooms, moves are the round's.
            Action::Play(mv, _) if next.link.view == View::Rooms => {
                next.room_action(crate::rooms::RoomAction::Move(mv))
            }
            Action::Play(mv, now) => next.play_move(mv, now),
            Action::Daily { date, push } => {
                next.ui.daily_due = false;
                next.ui.ask = Some(Ask::Daily { date, push });
            }
            Action::SetBests(bests) => next.prefs.bests = bests,
            Action::MergeBests(bests) => next.prefs.bests.merge(&bests),
            Action::ResetBests => next.prefs.bests = Default::default(),
            Action::SetSound(on) => next.prefs.sound = on,
            Action::PickBar(chart, bar) => {
                next.ui.bar = Some(BarPick {
                    chart,
                    bar,
                    deck: next.deck_key(),
                    target: next.link.target,
                });
            }
            Action::Notify(notice) => next.ui.notice = Some(notice),
            Action::Dismiss => next.ui.notice = None,
            Action::Room(action) => next.room_action(action),
            Action::Practice(action) => next.practice_action(action),
            Action::Sheet(action) => next.sheet_action(action),
        }
        next.settle(self, origin);
        next
    }

    /// What every action may lead to, once it is applied: a new hand or
    /// list starts afresh, and what belonged to the old hand goes.
    fn settle(&mut self, before: &State, origin: Origin) {
        self.settle_rooms(before);
        self.settle_sheet();
        self.settle_practice();
        let key = self.solve_key();
        let new_hand = key != before.solve_key();
        if new_hand || self.link.level != before.link.level {
            // Another list starts at its first page.
            self.ui.page = 0;
        }
        if new_hand {
            // The worker's answers for the old hand are stale.
            self.remote = self.remote.next();
        }
        // Another hand or mode is a fresh play; a daily hand has just been
        // dealt fresh, with its date.
        if origin != Origin::Daily && (new_hand || self.link.play != before.link.play) {
            self.deal_play();
        }
        // Leaving a started hand unsolved ends the streak.
        let play = &before.game.play;
        if self.game.play.started.is_none() && play.started.is_some() && play.solved.is_none() {
            self.game.session.streak = 0;
        }
        if !new_hand && self.link.level != before.link.level {
            // The same hand counted another way: its found list starts again.
            self.game.play.found.clear();
            self.game.play.of = None;
            self.game.play.outcome = None;
        }
        // A challenge is for the cards and rules it came with, and a daily
        // hand for its cards, target and rules, in play.
        let edited = origin == Origin::Other;
        let other_cards = edited && self.link.slots != before.link.slots;
        let other_rules = edited
            && (self.link.integers, self.link.faces) != (before.link.integers, before.link.faces);
        if other_cards || other_rules || !self.link.play {
            self.link.challenge = None;
        }
        let other_target = edited && self.link.target != before.link.target;
        if other_cards || other_rules || other_target || !self.link.play {
            self.link.daily = false;
        }
    }

    /// The link read, at start or on Back/Forward: it replaces everything
    /// it carries, and the message.
    fn load(&mut self, Parsed { link, problems }: Parsed) {
        self.ui.target_text = link.target.to_string();
        self.ui.daily_due = link.daily;
        if let Some(lang) = link.lang {
            self.prefs.lang = lang;
        }
        self.link = link;
        self.ui.picker = None;
        // A bad target stays in the field, where its own message names it
        // and the user can mend it.
        let mut rest = Vec::new();
        for problem in problems {
            match problem {
                UrlProblem::BadTarget(text) => self.ui.target_text = text,
                other => rest.push(other),
            }
        }
        self.ui.notice = (!rest.is_empty()).then_some(Notice::Link(rest));
        self.ui.url_write = UrlWrite::Keep;
    }

    /// One of the worker's answers.
    fn take(&mut self, reply: Reply) {
        match reply {
            Reply::Ready => {}
            Reply::Solved { gen, counts, page } => {
                self.remote.solved(gen, counts, page);
                if gen == self.remote.gen {
                    self.settle_call();
                }
            }
            Reply::Page(page) => self.remote.paged(page),
            Reply::Judged { gen, seq, verdict } => {
                if gen == self.remote.gen {
                    let solved = self.game.play.judged(seq, verdict);
                    self.scored(solved);
                }
            }
            Reply::Hinted { gen, level, hints } => self.remote.hinted(gen, level, hints),
            Reply::Failed { gen, error } => self.remote.failed(gen, error),
            Reply::Dealt {
                seq,
                cards,
                kept,
                attempts,
            } => self.dealt(seq, to_cards(&cards), kept, attempts),
            Reply::Daily { day, cards } => self.daily(day, to_cards(&cards)),
            Reply::Practiced {
                seq,
                cards,
                millis,
                techniques,
            } => self.practiced(seq, to_cards(&cards), millis, techniques),
            Reply::Worksheet { sheet, hands } => self.sheet_dealt(sheet, hands),
            // Deck runs are Explore's, which listens to its own worker.
            Reply::Progress { .. }
            | Reply::Headline { .. }
            | Reply::Targets { .. }
            | Reply::Hardness { .. }
            | Reply::DeckFailed { .. } => {}
        }
    }

    /// The first empty slot after `slot`, going round.
    fn next_empty(&self, slot: usize) -> Option<usize> {
        let n = self.size();
        (1..n)
            .map(|k| (slot + k) % n)
            .find(|&i| self.link.slots[i].is_none())
    }

    /// After a change to the hand: old messages are stale.
    pub(super) fn edited(&mut self) {
        self.ui.notice = None;
        self.ui.url_write = UrlWrite::Replace;
    }

    /// A typed character: a rank into the next empty slot, or `0` after a
    /// `1` turning that ace into a 10.
    fn typed(&mut self, c: char, typed_one: Option<TypedOne>) {
        match (c.to_ascii_lowercase(), typed_one) {
            ('0', Some(TypedOne::Ace(slot))) => self.ace_to_ten(slot),
            ('0', Some(TypedOne::NoAceLeft)) => {
                let _ = self.fill_next(10);
            }
            (c, _) => {
                if let Some(rank) = rank_from_code(&c.to_string()) {
                    let filled = self.fill_next(rank);
                    if c == '1' {
                        self.ui.typed_one = match filled {
                            Ok(slot) => Some(TypedOne::Ace(slot)),
                            Err(Notice::NoSuitLeft(_)) => Some(TypedOne::NoAceLeft),
                            Err(_) => None,
                        };
                    }
                }
            }
        }
    }

    /// The deck's face cards: a deck without them takes them out of the
    /// hand, and says so.
    fn set_faces(&mut self, faces: Faces) {
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

    /// Puts a card of `rank`, in the first suit not in the hand, in the first
    /// empty slot, and says which; or says why not, as the notice it leaves.
    fn fill_next(&mut self, rank: u8) -> Result<usize, Notice> {
        if !self.link.faces.has(rank) {
            self.ui.notice = Some(Notice::NoFaceCards);
            return Err(Notice::NoFaceCards);
        }
        let Some(empty) = self.link.slots.iter().position(Option::is_none) else {
            self.ui.notice = Some(Notice::HandFull);
            return Err(Notice::HandFull);
        };
        match first_free_suit(rank, &self.link.slots) {
            Some(card) => {
                self.link.slots[empty] = Some(card);
                self.edited();
                Ok(empty)
            }
            None => {
                self.ui.notice = Some(Notice::NoSuitLeft(rank));
                Err(Notice::NoSuitLeft(rank))
            }
        }
    }

    /// `1` then `0`: the ace just typed into `slot` becomes a 10 there, or
    /// stays, with a notice, when all four 10s are in the hand.
    fn ace_to_ten(&mut self, slot: usize) {
        let Some(ace) = self.link.slots.get_mut(slot).and_then(Option::take) else {
            return;
        };
        match first_free_suit(10, &self.link.slots) {
            Some(ten) => {
                self.link.slots[slot] = Some(ten);
                self.edited();
            }
            None => {
                self.link.slots[slot] = Some(ace);
                self.ui.notice = Some(Notice::NoSuitLeft(10));
            }
        }
    }
}
