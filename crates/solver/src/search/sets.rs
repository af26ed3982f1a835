//! The value sets of the general search: every value a sub-hand can make,
//! each once, in the order first made, with a hash index to find one.
//!
//! A value set is built bottom-up from every split of its sub-hand: all six
//! operations on every pair of part values, each new value kept in the order
//! first made. Sets of up to four numbers ([`WAYS`]) also record every way
//! they make each value, as lists of [`Way`]s; the search then assembles
//! the classes of such a value from those ways, each a join of two values
//! already known to be made, with no search at all.
//!
//! Which sub-hands get a set: those the search walks (at most half the
//! hand), and larger ones of up to [`FULL`] numbers, whose every lookup of a
//! value they cannot make is then one probe rather than a search; a larger
//! one whose every value is wanted (`0 × x = 0`) is given one that records
//! its ways ([`Search::force`]).
//!
//! Promises: a set holds exactly the values of every expression over its
//! sub-hand, each once, in a deterministic order (a test checks it against
//! a naive construction); its index never fills, as it has at least twice as
//! many slots as the set could have values. The sets live in the search's
//! pools (`Search::values`, `Search::slots`, `Search::ways`), named by
//! [`Span`]s, so a set costs no allocation of its own.

use super::{size, Scratch, Search};
use crate::arith::{Frac, Int};
use crate::hash::FxBuild;
use std::collections::HashMap;
use std::ops::Range;

/// For a hand of `n` numbers, the sub-hands of at most `FULL[n]` numbers
/// get full value sets (at least those the search walks).
pub(super) const FULL: [u32; 9] = [0, 0, 1, 2, 3, 4, 4, 4, 5];

/// A range of one of the search's pools (the values, the slots, the
/// classes, the splits), compact and `Copy`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Span {
    pub(super) start: u32,
    pub(super) len: u32,
}

impl Span {
    pub(super) const EMPTY: Span = Span { start: 0, len: 0 };
    /// Not computed yet.
    pub(super) const UNKNOWN: Span = Span {
        start: u32::MAX,
        len: 0,
    };

    pub(super) fn range(self) -> Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }

    pub(super) fn is_known(self) -> bool {
        self != Span::UNKNOWN
    }
}

/// The value set of a small sub-hand: a span of `Search::values`, and its
/// hash index, a span of `Search::slots` (empty for a single number).
#[derive(Clone, Copy)]
pub(super) struct Set {
    pub(super) values: Span,
    pub(super) slots: Span,
}

/// Sets of at most this many numbers record every way they make each value,
/// so that their answers are assembled from those ways, with no search. (A
/// set of five numbers, which only eight-number hands build, would record
/// tens of thousands of ways, most never asked for.)
pub(super) const WAYS: u32 = 4;

/// The end of a list of ways.
pub(super) const NO_WAY: u32 = u32::MAX;

/// One way a set makes a value: operation `op` (an index into
/// [`Frac::combine`]'s results, see `Op::COMBINED`) on the values at positions
/// `a` and `b` of `values`, `a` from the first part of the split.
#[derive(Clone, Copy)]
pub(super) struct Way {
    pub(super) a: u32,
    pub(super) b: u32,
    pub(super) next: u32,
    pub(super) op: u8,
}

impl<T: Scratch> Search<T> {
    /// Whether the sub-hand gets a full value set: the small ones, to walk,
    /// and some larger ones, so that asking them for a value they cannot
    /// make is one lookup rather than a search.
    pub(super) fn has_set(&self, mask: u16) -> bool {
        size(mask) <= self.full || self.forced[usize::from(mask)]
    }

    /// Whether the sub-hand's set records every way it makes each value.
    pub(super) fn records(&self, mask: u16) -> bool {
        size(mask) <= WAYS || self.forced[usize::from(mask)]
    }

    /// Gives a sub-hand, and its parts as needed, a value set that records
    /// its ways, unless it already has a set that does not; says whether it
    /// now records them.
    pub(super) fn force(&mut self, mask: u16) -> bool {
        if self.records(mask) {
            return true;
        }
        if self.sets[usize::from(mask)].values.is_known() {
            return false;
        }
        let splits = self.splits(mask);
        for s in splits.range() {
            let (x, y) = self.split_pool[s];
            if !(self.force(x) && self.force(y)) {
                return false;
            }
        }
        self.forced[usize::from(mask)] = true;
        true
    }

    /// The value set of a small sub-hand, computed on first use.
    #[inline]
    pub(super) fn set(&mut self, mask: u16) -> Set {
        let set = self.sets[usize::from(mask)];
        if set.values.is_known() {
            return set;
        }
        let set = self.compute_set(mask);
        self.sets[usize::from(mask)] = set;
        set
    }

    #[inline(never)]
    fn compute_set(&mut self, mask: u16) -> Set {
        if size(mask) == 1 {
            let start = self.values.len() as u32;
            self.values.push(self.hand[mask.trailing_zeros() as usize]);
            self.answers.push(Span::UNKNOWN);
            self.heads.push(NO_WAY);
            return Set {
                values: Span { start, len: 1 },
                slots: Span::EMPTY,
            };
        }
        // The parts first, so that this set is built at the end of the pools.
        let splits = self.splits(mask);
        for s in splits.range() {
            let (x, y) = self.split_pool[s];
            self.set(x);
            self.set(y);
        }
        // Every pair of part values gives at most six new values; an index
        // of at least twice that many slots never needs to grow.
        let bound: usize = splits
            .range()
            .map(|s| {
                let (x, y) = self.split_pool[s];
                6 * self.sets[usize::from(x)].values.len as usize
                    * self.sets[usize::from(y)].values.len as usize
            })
            .sum();
        let len = (2 * bound).next_power_of_two();
        let (start, slots) = (self.values.len(), self.slots.len());
        self.slots.resize(slots + len, 0);
        let record = self.records(mask);
        let table = &mut self.slots[slots..];
        let (values, ways, heads) = (&mut self.values, &mut self.ways, &mut self.heads);
        for s in splits.range() {
            let (x, y) = self.split_pool[s];
            let (left, right) = (
                self.sets[usize::from(x)].values.range(),
                self.sets[usize::from(y)].values.range(),
            );
            for i in left {
                let a = values[i];
                for j in right.clone() {
                    let b = values[j];
                    let made = Frac::combine(a, b);
                    for (op, &v) in made.iter().enumerate() {
                        let Some(v) = v else { continue };
                        let q = insert(values, start, table, v);
                        if record {
                            if q >= heads.len() {
                                heads.resize(q + 1, NO_WAY);
                            }
                            ways.push(Way {
                                a: i as u32,
                                b: j as u32,
                                op: op as u8,
                                next: heads[q],
                            });
                            heads[q] = (ways.len() - 1) as u32;
                        }
                    }
                }
            }
        }
        // (Values after the last with a recorded way, and every value of a
        // set that records none.)
        self.heads.resize(self.values.len(), NO_WAY);
        self.answers.resize(self.values.len(), Span::UNKNOWN);
        Set {
            values: Span {
                start: start as u32,
                len: (self.values.len() - start) as u32,
            },
            slots: Span {
                start: slots as u32,
                len: len as u32,
            },
        }
    }

    /// The position of `v` in `values`, if the small sub-hand `mask` makes it.
    #[inline]
    pub(super) fn find(&mut self, mask: u16, v: Frac<T>) -> Option<usize> {
        let set = self.set(mask);
        let values = &self.values[set.values.range()];
        let at = if set.slots.len == 0 {
            values.iter().position(|&x| x == v)
        } else {
            probe(&self.slots[set.slots.range()], values, v).ok()
        };
        at.map(|p| set.values.start as usize + p)
    }

    /// Every value of any sub-hand, large ones included (computed without
    /// keeping the set, as this is only needed on the rare zero paths).
    pub(super) fn all_values(&mut self, mask: u16) -> Vec<Frac<T>> {
        // A full value set holds the same values in the same order.
        if self.has_set(mask) {
            let set = self.set(mask);
            return self.values[set.values.range()].to_vec();
        }
        let mut out = Vec::new();
        let mut index = HashMap::<Frac<T>, (), FxBuild>::default();
        for s in self.splits(mask).range() {
            let (x, y) = self.split_pool[s];
            let (left, right) = (self.all_values(x), self.all_values(y));
            for &a in &left {
                for &b in &right {
                    for v in Frac::combine(a, b).into_iter().flatten() {
                        if index.insert(v, ()).is_none() {
                            out.push(v);
                        }
                    }
                }
            }
        }
        out
    }
}

/// Adds `v` to the set being built at `values[start..]`, whose index is
/// `table` (large enough never to fill), unless it is there already; returns
/// its position in `values`.
#[inline]
fn insert<T: Int>(values: &mut Vec<Frac<T>>, start: usize, table: &mut [u32], v: Frac<T>) -> usize {
    match probe(table, &values[start..], v) {
        Ok(p) => start + p,
        Err(i) => {
            values.push(v);
            table[i] = (values.len() - start) as u32;
            values.len() - 1
        }
    }
}

/// Looks `v` up in the hash index `table` of `set`: `Ok(its position in
/// set)`, or `Err(the empty slot where it would go)`.
#[inline]
fn probe<T: Int>(table: &[u32], set: &[Frac<T>], v: Frac<T>) -> Result<usize, usize> {
    let mask = table.len() - 1;
    let mut i = v.hash64() as usize & mask;
    loop {
        match table[i] {
            0 => return Err(i),
            p if set[p as usize - 1] == v => return Ok(p as usize - 1),
            _ => i = (i + 1) & mask,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::number::Rational;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// The value set of `hand`, built naively: every split, every value of
    /// each part, all six operations, new values kept in order.
    fn naive(search: &mut Search<i64>, mask: u16) -> Vec<Frac<i64>> {
        if size(mask) == 1 {
            return vec![search.hand[mask.trailing_zeros() as usize]];
        }
        let mut out = Vec::new();
        for s in search.splits(mask).range() {
            let (x, y) = search.split_pool[s];
            let (left, right) = (naive(search, x), naive(search, y));
            for &a in &left {
                for &b in &right {
                    for v in Frac::combine(a, b).into_iter().flatten() {
                        if !out.contains(&v) {
                            out.push(v);
                        }
                    }
                }
            }
        }
        out
    }

    #[test]
    fn sets_hold_every_value_in_order() {
        let q = |n: i64, d: i64| {
            Frac::<i64>::from_rational(&Rational::new(n.into(), d.into())).unwrap()
        };
        let hands = [
            vec![q(1, 1), q(2, 1), q(3, 1)],
            vec![q(2, 1), q(2, 1), q(2, 1)],
            vec![q(0, 1), q(0, 1), q(5, 1)],
            vec![q(-3, 1), q(0, 1), q(1, 2)],
            vec![q(1, 3), q(3, 4), q(3, 4)],
            vec![q(-2, 1), q(-1, 1), q(4, 1), q(7, 1)],
            vec![q(0, 1), q(1, 1), q(1, 1), q(6, 5), q(9, 1)],
        ];
        for mut hand in hands {
            hand.sort_unstable_by_key(|q| (q.num, q.den));
            let mut search = Search::<i64>::default();
            search.reset(&hand);
            for mask in 1..(1u16 << hand.len()) {
                // Canonical: a repeated number only after its earlier copies.
                let canonical = (0..hand.len()).all(|i| {
                    mask & (1 << i) == 0 || search.run_start[i] == i || mask & (1 << (i - 1)) != 0
                });
                if size(mask) == 3 && canonical {
                    let set = search.set(mask);
                    let got = search.values[set.values.range()].to_vec();
                    assert_eq!(got, naive(&mut search, mask), "{hand:?} {mask:b}");
                }
            }
        }
    }
}
