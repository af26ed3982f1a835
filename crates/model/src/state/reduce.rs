//! The reducer: [`State::apply`], one pure step per [`Action`], then the
//! consequences every step shares ([`State::settle`]).
//!
//! `apply` only routes: each action is one call of its area's step, in the
//! file of that area: the hand (`hand.rs`), the options and Explore's deck
//! (`options.rs`), the page as a whole (`page.rs`: start, Back/Forward,
//! views, preferences, messages), play (`play.rs`), the worker's answers
//! (`replies.rs`), Practice, the worksheet and Rooms.

use super::{Action, State};
use crate::homework::HomeworkAction;
use crate::link::View;
use crate::rooms::RoomAction;
use protocol::worker::Reply;

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
            Action::Load(_) | Action::Started(_) => Origin::Load,
            Action::Worker(Reply::Daily { .. }) => Origin::Daily,
            _ => Origin::Other,
        };
        match action {
            // The page as a whole.
            Action::Started(start) => next.started(start),
            Action::Load(parsed) => next.load(parsed),
            Action::SetView(view) => next.set_view(view),
            Action::SetPlaying(on) => next.set_playing(on),
            Action::SetLang(lang) => next.set_lang(lang),
            Action::SetTheme(theme) => next.prefs.theme = theme,
            Action::SetBests(bests) => next.prefs.bests = bests,
            Action::MergeBests(bests) => next.prefs.bests.merge(&bests),
            Action::ResetBests => next.prefs.bests = Default::default(),
            Action::SetSound(on) => next.prefs.sound = on,
            Action::Notify(notice) => next.ui.notice = Some(notice),
            Action::Dismiss => next.ui.notice = None,
            // The hand.
            Action::OpenPicker(slot) => next.open_picker(slot),
            Action::ClosePicker => next.ui.picker = None,
            Action::Pick { slot, card } => next.pick(slot, card),
            Action::ClearSlot(slot) => next.clear_slot(slot),
            Action::ClearHand => next.clear_hand(),
            Action::Type(c) => next.typed(c, typed_one),
            Action::Backspace => next.backspace(),
            Action::SetSize(size) => next.set_size(size),
            Action::Deal(deal) => next.ask_deal(deal),
            Action::Dealt(cards) => {
                next.ui.ask = None;
                next.deal(cards);
            }
            Action::OpenHand(ranks) => next.open_hand(&ranks),
            // The options, and Explore's deck.
            Action::SetTarget(text) => next.set_target(text),
            Action::SetLevel(level) => next.set_level(level),
            Action::SetNoParens(on) => next.set_no_parens(on),
            Action::SetIntegers(on) => next.set_integers(on),
            Action::SetFaces(faces) => next.set_faces(faces),
            Action::SetOnlySolvable(on) => next.set_only_solvable(on),
            Action::SetDifficulty(grade) => next.set_difficulty(grade),
            Action::SetPage(page) => next.ui.page = page,
            Action::SetValues(min, max) => next.set_values(min, max),
            Action::SetTargetRange(first, last) => next.set_target_range(first, last),
            Action::PickBar(chart, bar) => next.pick_bar(chart, bar),
            // The worker's answers.
            Action::Worker(reply) => next.take(reply),
            Action::WorkerLost { crashed } => next.remote.lost(crashed),
            Action::Slow { gen } => next.remote.slow(gen),
            // Play; in Rooms, moves are the homework's hand's or the
            // round's.
            Action::Play(mv, _) if next.link.view == View::Rooms && next.link.assign.is_some() => {
                next.homework_action(HomeworkAction::Move(mv))
            }
            Action::Play(mv, _) if next.link.view == View::Rooms => {
                next.room_action(RoomAction::Move(mv))
            }
            Action::Play(mv, now) => next.play_move(mv, now),
            Action::Daily { date, push } => next.ask_daily(date, push),
            // Practice, the worksheet, Rooms.
            Action::Practice(action) => next.practice_action(action),
            Action::Sheet(action) => next.sheet_action(action),
            Action::Room(action) => next.room_action(action),
            Action::World { number, reply } => next.world.heard(number, reply),
            Action::Homework(action) => next.homework_action(action),
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
}
