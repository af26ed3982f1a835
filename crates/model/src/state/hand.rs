//! The reducer's steps for the hand: the picker, cards picked, typed and
//! cleared, the hand's size, deals and a hand opened from Explore.

use super::{Ask, State, TypedOne, UrlWrite};
use crate::link::{View, MAX_SIZE, MIN_SIZE};
use crate::notice::Notice;
use cards::{first_free_suit, rank_from_code, Card};
use protocol::worker::DealAsk;

impl State {
    pub(super) fn open_picker(&mut self, slot: usize) {
        if slot < self.size() {
            self.ui.picker = Some(slot);
        }
    }

    /// `card` into `slot`, unless it is elsewhere in the hand or not in
    /// the deck.
    pub(super) fn pick(&mut self, slot: usize, card: Card) {
        let elsewhere = self
            .link
            .slots
            .iter()
            .enumerate()
            .any(|(i, s)| i != slot && *s == Some(card));
        if slot < self.size() && !elsewhere && self.link.faces.has(card.rank()) {
            self.link.slots[slot] = Some(card);
            self.edited();
            // The picker stays open for the next empty slot, until the hand
            // is full.
            self.ui.picker = self.next_empty(slot);
        }
    }

    pub(super) fn clear_slot(&mut self, slot: usize) {
        if let Some(s) = self.link.slots.get_mut(slot) {
            *s = None;
            self.edited();
        }
        self.ui.picker = None;
    }

    pub(super) fn clear_hand(&mut self) {
        self.link.slots.iter_mut().for_each(|s| *s = None);
        self.ui.picker = None;
        self.edited();
    }

    /// Clears the last filled slot.
    pub(super) fn backspace(&mut self) {
        if let Some(last) = self.link.slots.iter().rposition(Option::is_some) {
            self.link.slots[last] = None;
            self.edited();
        }
    }

    /// The hand's size, kept within its bounds.
    pub(super) fn set_size(&mut self, size: usize) {
        let size = size.clamp(MIN_SIZE, MAX_SIZE);
        if size != self.size() {
            self.link.slots.resize(size, None);
            if self.ui.picker.is_some_and(|p| p >= size) {
                self.ui.picker = None;
            }
            self.edited();
        }
    }

    /// A deal the solver must judge, asked of the worker.
    pub(super) fn ask_deal(&mut self, deal: DealAsk) {
        self.ui.ask = Some(Ask::Deal {
            seq: self.ui.asks,
            deal,
        });
        self.ui.asks = self.ui.asks.wrapping_add(1);
    }

    /// A hand picked in Explore, as ranks: opened in Solve, a new history
    /// entry.
    pub(super) fn open_hand(&mut self, ranks: &[u8]) {
        let size = ranks.len().clamp(MIN_SIZE, MAX_SIZE);
        let mut slots = Vec::with_capacity(size);
        for &rank in ranks.iter().take(size) {
            slots.push(first_free_suit(rank, &slots));
        }
        slots.resize(size, None);
        self.link.slots = slots;
        self.link.view = View::Solve;
        self.ui.picker = None;
        self.ui.notice = None;
        self.ui.url_write = UrlWrite::Push;
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
    pub(super) fn typed(&mut self, c: char, typed_one: Option<TypedOne>) {
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
