//! The values of practice and worksheet messages: a [`Sheet`] asked for
//! (its seed and the kind of hands, a [`DealAsk`]), and each [`SheetHand`]
//! dealt for it.
//!
//! Promises: a sheet's fields are everything its hands depend on, so the
//! page knows a reply for its sheet by comparing them; lists are read up to
//! [`MAX_SHEET`] hands and [`MAX_AVOIDED`] avoided hands, never more.

use super::{DealAsk, MAX_NUMBERS};
use crate::card::Card;
use crate::codec::{Error, Reader, Writer};
use crate::wire::{read_list, write_list, Wire};

/// The most hands a sheet has.
pub const MAX_SHEET: usize = 20;
/// The most hands a practice deal is asked to avoid.
pub const MAX_AVOIDED: usize = 64;

/// A worksheet: `count` hands, each as `deal` asks, no two alike, dealt
/// from `seed` alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sheet {
    pub seed: u32,
    pub count: u8,
    pub deal: DealAsk,
}

/// One hand of a sheet and its answer: one solution, in display form, and
/// how many distinct solutions there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetHand {
    pub cards: Vec<Card>,
    pub solution: String,
    pub distinct: u64,
}

impl Wire for Sheet {
    fn write(&self, w: &mut Writer) {
        self.seed.write(w);
        self.count.write(w);
        self.deal.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Sheet {
            seed: Wire::read(r)?,
            count: Wire::read(r)?,
            deal: Wire::read(r)?,
        })
    }
}

impl Wire for SheetHand {
    fn write(&self, w: &mut Writer) {
        write_list(w, &self.cards);
        self.solution.write(w);
        self.distinct.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(SheetHand {
            cards: read_list(r, MAX_NUMBERS)?,
            solution: Wire::read(r)?,
            distinct: Wire::read(r)?,
        })
    }
}
