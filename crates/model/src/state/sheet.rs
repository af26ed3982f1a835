//! The reducer's worksheet half: the sheet the print view shows, derived
//! from the link, and its hands as the solving worker dealt them.
//!
//! Promises: a sheet is asked only in the print view and only with a seed
//! (the page draws one when the link has none), and the worksheet's
//! controls act only there; its hands are kept only while they are the
//! current sheet's, so a stale answer never shows.

use super::{State, UrlWrite};
use crate::link::{View, SHEET_COUNTS};
use protocol::worker::{DealAsk, Sheet, SheetHand};

/// The most cards per hand a worksheet deals, as play mode.
pub const SHEET_MAX_SIZE: usize = super::PLAY_MAX_SIZE;

/// The last sheet the worker dealt, and its hands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheets {
    pub dealt: Option<(Sheet, Vec<SheetHand>)>,
}

/// What the worksheet's controls do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetAction {
    /// Another seed: a new history entry when `push` (New sheet), else the
    /// link's own (a sheet opened without one).
    Seed { seed: u32, push: bool },
    /// How many hands, one of [`SHEET_COUNTS`].
    Count(u8),
}

impl State {
    /// The sheet the print view shows, once it has a seed.
    pub fn sheet(&self) -> Option<Sheet> {
        let link = &self.link;
        if link.view != View::Print {
            return None;
        }
        let deal = self.deal_ask();
        Some(Sheet {
            seed: link.seed?,
            count: link.count,
            deal: DealAsk {
                size: deal.size.min(SHEET_MAX_SIZE as u8),
                ..deal
            },
        })
    }

    /// The current sheet's hands, once dealt.
    pub fn sheet_hands(&self) -> Option<&[SheetHand]> {
        let (sheet, hands) = self.sheets.dealt.as_ref()?;
        (Some(*sheet) == self.sheet()).then_some(hands.as_slice())
    }

    pub(super) fn sheet_action(&mut self, action: SheetAction) {
        // The seed and count belong to the print view's link, the only one
        // that carries them: elsewhere they would not survive a reload.
        if self.link.view != View::Print {
            return;
        }
        match action {
            SheetAction::Seed { seed, push } => {
                self.link.seed = Some(seed);
                self.ui.url_write = if push {
                    UrlWrite::Push
                } else {
                    UrlWrite::Replace
                };
            }
            SheetAction::Count(count) => {
                if SHEET_COUNTS.contains(&count) {
                    self.link.count = count;
                    self.ui.url_write = UrlWrite::Replace;
                }
            }
        }
    }

    /// After any action: a sheet's seed and count go with the print view,
    /// however it was left (another view, Play, a link), as only its link
    /// carries them.
    pub(super) fn settle_sheet(&mut self) {
        if self.link.view != View::Print {
            self.link.seed = None;
            self.link.count = crate::link::DEFAULT_COUNT;
        }
    }

    /// The worker's hands for `sheet`, if it is still the one shown.
    pub(super) fn sheet_dealt(&mut self, sheet: Sheet, hands: Vec<SheetHand>) {
        if Some(sheet) == self.sheet() {
            self.sheets.dealt = Some((sheet, hands));
        }
    }
}
