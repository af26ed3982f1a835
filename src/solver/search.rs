//! The search: every strict solution class of a hand, found top-down from the
//! target.
//!
//! Sub-hands are sub-multisets of the sorted hand, encoded as *canonical*
//! masks (for each run of equal numbers, the first k of its positions), so
//! that equal sub-multisets are searched once.
//!
//! The search asks one question, memoised: which classes of expressions over
//! sub-hand `S` have value `v`? For every split of `S` into two sub-hands it
//! walks the values `a` of the smaller side; each operation then fixes the
//! one value `b` the other side must make (`a + b = v` gives `b = v − a`), and
//! the question recurses on the other side with `b`. Small sub-hands (at most
//! half the hand) have their full value sets computed bottom-up, which both
//! supplies the `a`s and answers "can it make `b`?" at once; large ones are
//! only ever asked about single values, never enumerated. Classes are
//! deduplicated at every (sub-hand, value) node, which is sound because the
//! normal form of `a op b` depends only on the normal forms of `a` and `b`.
//!
//! Values are [`Frac`]s over `i64` when the input bound allows, else `i128`.
//! Within the bound of `check_bound` no operation that builds a value can
//! overflow; a derived `b` can, and then the other side is enumerated instead.

use super::expr::Op;
use super::frac::{Frac, Int};
use super::normal::{Arena, Class, FxBuild};
use super::number::Rational;
use std::collections::HashMap;
use std::ops::Range;

/// Every strict class of expressions over `numbers` equal to `target`, each once.
///
/// `wide` asks for 128-bit arithmetic; `solve` sets it when the input bound
/// does not fit 64 bits.
pub fn find(arena: &mut Arena, numbers: &[Rational], target: Rational, wide: bool) -> Vec<Class> {
    if wide {
        run::<i128>(arena, numbers, target)
    } else {
        run::<i64>(arena, numbers, target)
    }
}

fn run<T: Int>(arena: &mut Arena, numbers: &[Rational], target: Rational) -> Vec<Class> {
    // `solve` picks the width from the input bound, so these always fit.
    let convert = |q: &Rational| Frac::<T>::from_rational(q);
    let (Some(mut hand), Some(target)) = (numbers.iter().map(convert).collect::<Option<Vec<_>>>(), convert(&target))
    else {
        return Vec::new();
    };
    hand.sort_unstable_by_key(|q| (q.num, q.den));
    let mut search = Search::new(hand);
    let full = (1u16 << search.hand.len()) - 1;
    let range = search.classes(arena, full, target);
    let mut found = search.pool[range].to_vec();
    found.sort_unstable();
    found
}

struct Search<T> {
    /// The hand, sorted so that equal numbers are adjacent.
    hand: Vec<Frac<T>>,
    /// For each position, the first position holding the same number.
    run_start: Vec<usize>,
    /// Sub-hands of at most this many numbers get full value sets.
    small: u32,
    /// Per mask: the values it reaches, once computed (small masks only).
    values: Vec<Option<ValueSet<T>>>,
    /// Per mask: its unordered splits, as a range of `split_pool`.
    splits: Vec<Option<Range<usize>>>,
    split_pool: Vec<(u16, u16)>,
    /// (sub-hand, value) → its classes, a range of `pool`.
    classes: HashMap<(u16, Frac<T>), Range<usize>, FxBuild>,
    pool: Vec<Class>,
}

impl<T: Int> Search<T> {
    fn new(hand: Vec<Frac<T>>) -> Self {
        let run_start = (0..hand.len()).map(|i| (0..=i).find(|&j| hand[j] == hand[i]).unwrap_or(i)).collect();
        let masks = 1 << hand.len();
        Search {
            small: if hand.len() <= 5 { hand.len() as u32 - 1 } else { hand.len() as u32 / 2 },
            hand,
            run_start,
            values: (0..masks).map(|_| None).collect(),
            splits: vec![None; masks],
            split_pool: Vec::new(),
            classes: HashMap::default(),
            pool: Vec::new(),
        }
    }

    /// The `k`th unordered split of a canonical mask into two canonical
    /// masks, each pair once (smaller mask first); `None` past the last.
    fn split(&mut self, mask: u16, k: usize) -> Option<(u16, u16)> {
        if self.splits[usize::from(mask)].is_none() {
            let start = self.split_pool.len();
            self.push_splits(mask);
            self.splits[usize::from(mask)] = Some(start..self.split_pool.len());
        }
        let range = self.splits[usize::from(mask)].clone()?;
        range.clone().nth(k).map(|i| self.split_pool[i])
    }

    fn push_splits(&mut self, mask: u16) {
        // Runs of equal numbers in the mask: (first position, count).
        let (mut starts, mut counts, mut runs) = ([0usize; 16], [0u32; 16], 0);
        for i in 0..self.hand.len() {
            if mask & (1 << i) != 0 {
                if runs > 0 && starts[runs - 1] == self.run_start[i] {
                    counts[runs - 1] += 1;
                } else {
                    starts[runs] = self.run_start[i];
                    counts[runs] = 1;
                    runs += 1;
                }
            }
        }
        let canonical = |ks: &[u32]| (0..runs).fold(0u16, |m, r| m | (((1u16 << ks[r]) - 1) << starts[r]));
        let (mut ks, mut rest) = ([0u32; 16], [0u32; 16]);
        loop {
            // The next count vector, in mixed radix.
            let Some(i) = (0..runs).find(|&i| ks[i] < counts[i]) else { break };
            ks[..i].iter_mut().for_each(|k| *k = 0);
            ks[i] += 1;
            for r in 0..runs {
                rest[r] = counts[r] - ks[r];
            }
            let (a, b) = (canonical(&ks), canonical(&rest));
            if b != 0 && a <= b {
                self.split_pool.push((a, b));
            }
        }
    }

    fn is_small(&self, mask: u16) -> bool {
        mask.count_ones() <= self.small
    }

    /// The distinct values a small sub-hand reaches.
    fn values(&mut self, mask: u16) -> &[Frac<T>] {
        if self.values[usize::from(mask)].is_none() {
            let computed = self.compute_values(mask);
            self.values[usize::from(mask)] = Some(computed);
        }
        self.known(mask)
    }

    fn compute_values(&mut self, mask: u16) -> ValueSet<T> {
        let mut out = ValueSet::default();
        if mask.count_ones() == 1 {
            out.insert(self.hand[mask.trailing_zeros() as usize]);
            return out;
        }
        let mut k = 0;
        while let Some((a_mask, b_mask)) = self.split(mask, k) {
            k += 1;
            self.values(a_mask);
            self.values(b_mask);
            let (left, right) = (self.known(a_mask), self.known(b_mask));
            for &a in left {
                for &b in right {
                    for v in [a.add(b), a.sub(b), b.sub(a), a.mul(b), a.div(b), b.div(a)].into_iter().flatten() {
                        out.insert(v);
                    }
                }
            }
        }
        out
    }

    fn reaches(&mut self, mask: u16, v: Frac<T>) -> bool {
        self.values(mask);
        self.values[usize::from(mask)].as_ref().is_some_and(|set| set.contains(&v))
    }

    /// The values of a mask whose values were computed already.
    fn known(&self, mask: u16) -> &[Frac<T>] {
        self.values[usize::from(mask)].as_ref().map_or(&[], |set| &set.list)
    }

    /// The strict classes of expressions over `mask` with value `v`, as a
    /// range of `pool`; empty when `v` cannot be made.
    fn classes(&mut self, arena: &mut Arena, mask: u16, v: Frac<T>) -> Range<usize> {
        if let Some(range) = self.classes.get(&(mask, v)) {
            return range.clone();
        }
        let mut out: Vec<Class> = Vec::new();
        if mask.count_ones() == 1 {
            if self.hand[mask.trailing_zeros() as usize] == v {
                out.push(arena.leaf(v.to_rational()));
            }
        } else if !self.is_small(mask) || self.reaches(mask, v) {
            let mut k = 0;
            while let Some((x, y)) = self.split(mask, k) {
                k += 1;
                // Walk the side with fewer numbers (or, between two small
                // sides, fewer values) and ask the other for what it needs.
                let walk_x = match (self.is_small(x), self.is_small(y)) {
                    (true, true) => self.values(x).len() <= self.values(y).len(),
                    _ => x.count_ones() <= y.count_ones(),
                };
                let (a_mask, b_mask) = if walk_x { (x, y) } else { (y, x) };
                self.values(a_mask);
                for i in 0..self.known(a_mask).len() {
                    let a = self.known(a_mask)[i];
                    self.partners(arena, &mut out, (a_mask, a), b_mask, v);
                }
            }
            out.sort_unstable();
            out.dedup();
        }
        let start = self.pool.len();
        self.pool.extend_from_slice(&out);
        let range = start..self.pool.len();
        self.classes.insert((mask, v), range.clone());
        range
    }

    /// For a value `a` of one side, finds every operation and value `b` of
    /// the other side with `a op b = v` or `b op a = v`, and adds the
    /// combined classes to `out`.
    fn partners(&mut self, arena: &mut Arena, out: &mut Vec<Class>, (a_mask, a): (u16, Frac<T>), b_mask: u16, v: Frac<T>) {
        // (op, a first, the b it needs: None when no single b is determined,
        // as in 0 × b = 0, or when deriving it would overflow)
        let wanted: [(Op, bool, Option<Frac<T>>); 6] = [
            (Op::Add, true, v.sub(a)),
            (Op::Sub, true, a.sub(v)),
            (Op::Sub, false, v.add(a)),
            (Op::Mul, true, v.div(a)),
            (Op::Div, true, a.div(v)),
            (Op::Div, false, v.mul(a)),
        ];
        for (op, a_first, need) in wanted {
            match need {
                Some(b) => {
                    // `a / b` needs b ≠ 0; `b / a` needs a ≠ 0.
                    let by_zero = op == Op::Div && if a_first { b.is_zero() } else { a.is_zero() };
                    if !by_zero {
                        self.join(arena, out, (op, a_first), (a_mask, a), (b_mask, b), v);
                    }
                }
                None => {
                    // Determined-but-impossible cases: b ÷ 0, or a ÷ b = v ≠ 0 with a = 0.
                    let undetermined = match (op, a_first) {
                        (Op::Mul, _) => a.is_zero(),
                        (Op::Div, true) => v.is_zero(),
                        _ => true,
                    };
                    if undetermined {
                        self.enumerate(arena, out, (op, a_first), (a_mask, a), b_mask, v);
                    }
                }
            }
        }
    }

    /// The rare case where `a` does not fix `b` (`0 × b = 0`): try every
    /// value the other side can make.
    fn enumerate(&mut self, arena: &mut Arena, out: &mut Vec<Class>, op: (Op, bool), a: (u16, Frac<T>), b_mask: u16, v: Frac<T>) {
        for b in self.all_values(b_mask) {
            let (l, r) = if op.1 { (a.1, b) } else { (b, a.1) };
            let result = match op.0 {
                Op::Add => l.add(r),
                Op::Sub => l.sub(r),
                Op::Mul => l.mul(r),
                Op::Div => l.div(r),
            };
            if result == Some(v) {
                self.join(arena, out, op, a, (b_mask, b), v);
            }
        }
    }

    /// Every value of any sub-hand, large ones included (computed without
    /// keeping the set, as this is only needed on the rare zero paths).
    fn all_values(&mut self, mask: u16) -> Vec<Frac<T>> {
        if self.is_small(mask) {
            return self.values(mask).to_vec();
        }
        let mut out = ValueSet::default();
        let mut k = 0;
        while let Some((x, y)) = self.split(mask, k) {
            k += 1;
            let (left, right) = (self.all_values(x), self.all_values(y));
            for &a in &left {
                for &b in &right {
                    for v in [a.add(b), a.sub(b), b.sub(a), a.mul(b), a.div(b), b.div(a)].into_iter().flatten() {
                        out.insert(v);
                    }
                }
            }
        }
        out.list
    }

    /// Adds every class of `a op b` (or `b op a`) to `out`, if the other side
    /// can make `b` at all.
    fn join(
        &mut self,
        arena: &mut Arena,
        out: &mut Vec<Class>,
        (op, a_first): (Op, bool),
        (a_mask, a): (u16, Frac<T>),
        (b_mask, b): (u16, Frac<T>),
        v: Frac<T>,
    ) {
        // A small side answers "can it make b?" from its value set, without
        // touching the memo.
        if self.is_small(b_mask) && !self.reaches(b_mask, b) {
            return;
        }
        let rights = self.classes(arena, b_mask, b);
        if rights.is_empty() {
            return;
        }
        let lefts = self.classes(arena, a_mask, a);
        let value = v.to_rational();
        for x in lefts {
            for y in rights.clone() {
                let (x, y) = (self.pool[x], self.pool[y]);
                let (l, r) = if a_first { (x, y) } else { (y, x) };
                out.extend(arena.combine(op, l, r, value));
            }
        }
    }
}

/// A set of values in insertion order. Sets of up to `LINEAR` values are
/// searched linearly; larger ones get an open-addressing index, which is
/// cheaper than sorting for the many sets the search builds.
struct ValueSet<T> {
    list: Vec<Frac<T>>,
    /// Position in `list` plus one; 0 is an empty slot. Empty while the set
    /// is small, else a power of two at least twice the list's length.
    slots: Vec<u32>,
}

const LINEAR: usize = 8;

impl<T> Default for ValueSet<T> {
    fn default() -> Self {
        ValueSet { list: Vec::new(), slots: Vec::new() }
    }
}

impl<T: Int> ValueSet<T> {
    /// The slot holding `v`, or the empty slot where it would go.
    #[inline]
    fn slot(&self, v: Frac<T>) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = v.hash64() as usize & mask;
        loop {
            match self.slots[i] {
                0 => return i,
                p if self.list[p as usize - 1] == v => return i,
                _ => i = (i + 1) & mask,
            }
        }
    }

    fn contains(&self, v: &Frac<T>) -> bool {
        if self.slots.is_empty() {
            self.list.contains(v)
        } else {
            self.slots[self.slot(*v)] != 0
        }
    }

    #[inline]
    fn insert(&mut self, v: Frac<T>) {
        if self.slots.is_empty() {
            if !self.list.contains(&v) {
                self.list.push(v);
                if self.list.len() > LINEAR {
                    self.reindex(64);
                }
            }
            return;
        }
        let i = self.slot(v);
        if self.slots[i] != 0 {
            return;
        }
        self.list.push(v);
        self.slots[i] = self.list.len() as u32;
        if self.list.len() * 2 > self.slots.len() {
            self.reindex(self.slots.len() * 2);
        }
    }

    fn reindex(&mut self, size: usize) {
        self.slots = vec![0; size];
        for (p, &v) in self.list.iter().enumerate() {
            let i = self.slot(v);
            self.slots[i] = p as u32 + 1;
        }
    }
}
