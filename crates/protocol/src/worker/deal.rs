//! What a deal the solver must judge asks for: the kind of hand, as both a
//! [`Request::Deal`](super::Request::Deal) and a worksheet's hands name it.
//!
//! Promises: its fields are everything a hand's fitness depends on (the
//! random source aside), so the page, the worker and a sheet share one
//! meaning of "such a hand"; it is written field by field, in order.

use crate::codec::{Error, Reader, Writer};
use crate::wire::Wire;
use cards::Faces;
use solver::difficulty::Grade;
use solver::Rational;

/// A hand of `size` cards from the deck of `faces` that makes `target`
/// (without parentheses when `no_parens`, in whole numbers when
/// `integers`), of level `grade` when one is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DealAsk {
    pub size: u8,
    pub target: Rational,
    pub no_parens: bool,
    /// Whole numbers only.
    pub integers: bool,
    /// The deck dealt from, and what its face cards are worth.
    pub faces: Faces,
    pub grade: Option<Grade>,
}

impl Wire for DealAsk {
    fn write(&self, w: &mut Writer) {
        self.size.write(w);
        self.target.write(w);
        self.no_parens.write(w);
        self.integers.write(w);
        self.faces.write(w);
        self.grade.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(DealAsk {
            size: Wire::read(r)?,
            target: Wire::read(r)?,
            no_parens: Wire::read(r)?,
            integers: Wire::read(r)?,
            faces: Wire::read(r)?,
            grade: Wire::read(r)?,
        })
    }
}
