//! The search: every strict solution class of a hand, found top-down from the
//! target.
//!
//! Sub-hands are sub-multisets of the sorted hand, encoded as *canonical*
//! masks (for each run of equal numbers, the first k of its positions), so
//! that equal sub-multisets are searched once. For every sub-hand the set of
//! reachable values is computed bottom-up and memoised. The expressions are
//! then built top-down: for the whole hand and the target, every split into
//! two sub-hands and every value `a` of one side fixes, for each operation,
//! the one value `b` the other side must reach; only when it can are the two
//! sides' classes built and combined. Classes are deduplicated at every
//! (sub-hand, value) node, which is sound because the normal form of `a op b`
//! depends only on the normal forms of `a` and `b`.
//!
//! Values are [`Frac`]s over `i64` when the input bound allows, else `i128`.
//! Within the bound of `check_bound` no operation that builds a value can
//! overflow; the derived values a target asks for can, and when one does the
//! search falls back to trying every value of the other side.

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
    let convert = |q: &Rational| Frac::<T>::from_rational(q).expect("within the input bound");
    let mut hand: Vec<Frac<T>> = numbers.iter().map(convert).collect();
    hand.sort_unstable_by_key(|q| (q.num, q.den));
    let mut search = Search::new(hand);
    let full = (1u16 << search.hand.len()) - 1;
    let range = search.classes(arena, full, convert(&target));
    let mut found = search.pool[range].to_vec();
    found.sort_unstable();
    found
}

struct Search<T> {
    /// The hand, sorted so that equal numbers are adjacent.
    hand: Vec<Frac<T>>,
    /// For each position, the first position holding the same number.
    run_start: Vec<usize>,
    /// Per mask: the values it reaches, sorted by (num, den), once computed.
    values: Vec<Option<Vec<Frac<T>>>>,
    /// Per mask: its unordered splits, once computed.
    splits: Vec<Option<Vec<(u16, u16)>>>,
    /// (sub-hand, value) → its classes, a range of `pool`.
    classes: HashMap<(u16, Frac<T>), Range<usize>, FxBuild>,
    pool: Vec<Class>,
}

impl<T: Int> Search<T> {
    fn new(hand: Vec<Frac<T>>) -> Self {
        let run_start = (0..hand.len()).map(|i| (0..=i).find(|&j| hand[j] == hand[i]).unwrap_or(i)).collect();
        let masks = 1 << hand.len();
        Search {
            hand,
            run_start,
            values: vec![None; masks],
            splits: vec![None; masks],
            classes: HashMap::default(),
            pool: Vec::new(),
        }
    }

    /// The unordered splits of a canonical mask into two canonical masks,
    /// each pair once (smaller mask first).
    fn splits(&mut self, mask: u16) -> &[(u16, u16)] {
        if self.splits[usize::from(mask)].is_none() {
            let computed = self.compute_splits(mask);
            self.splits[usize::from(mask)] = Some(computed);
        }
        self.splits[usize::from(mask)].as_deref().unwrap_or_default()
    }

    fn compute_splits(&self, mask: u16) -> Vec<(u16, u16)> {
        // Runs of equal numbers in the mask: (first position, count).
        let mut runs: Vec<(usize, u32)> = Vec::new();
        for i in 0..self.hand.len() {
            if mask & (1 << i) != 0 {
                match runs.last_mut() {
                    Some((start, n)) if *start == self.run_start[i] => *n += 1,
                    _ => runs.push((self.run_start[i], 1)),
                }
            }
        }
        let canonical =
            |ks: &[u32]| runs.iter().zip(ks).fold(0u16, |m, (&(start, _), &k)| m | (((1u16 << k) - 1) << start));
        let mut out = Vec::new();
        let mut ks = vec![0u32; runs.len()];
        let mut rest = vec![0u32; runs.len()];
        loop {
            // The next count vector, in mixed radix.
            let Some(i) = (0..runs.len()).find(|&i| ks[i] < runs[i].1) else { break };
            ks[..i].iter_mut().for_each(|k| *k = 0);
            ks[i] += 1;
            for (r, (&(_, n), &k)) in rest.iter_mut().zip(runs.iter().zip(&ks)) {
                *r = n - k;
            }
            let (a, b) = (canonical(&ks), canonical(&rest));
            if b != 0 && a <= b {
                out.push((a, b));
            }
        }
        out
    }

    /// The distinct values reachable from a sub-hand, sorted by (num, den).
    fn values(&mut self, mask: u16) -> &[Frac<T>] {
        if self.values[usize::from(mask)].is_none() {
            let computed = self.compute_values(mask);
            self.values[usize::from(mask)] = Some(computed);
        }
        self.values[usize::from(mask)].as_deref().unwrap_or_default()
    }

    fn compute_values(&mut self, mask: u16) -> Vec<Frac<T>> {
        if mask.count_ones() == 1 {
            return vec![self.hand[mask.trailing_zeros() as usize]];
        }
        let mut out = Vec::new();
        for k in 0..self.splits(mask).len() {
            let (a_mask, b_mask) = self.splits(mask)[k];
            self.values(a_mask);
            self.values(b_mask);
            let (left, right) = (self.known(a_mask), self.known(b_mask));
            out.reserve(left.len() * right.len() * 6);
            for &a in left {
                for &b in right {
                    out.extend(a.add(b));
                    out.extend(a.sub(b));
                    out.extend(b.sub(a));
                    out.extend(a.mul(b));
                    out.extend(a.div(b));
                    out.extend(b.div(a));
                }
            }
        }
        out.sort_unstable_by_key(|q| (q.num, q.den));
        out.dedup();
        out
    }

    /// The values of a mask whose values were computed already.
    fn known(&self, mask: u16) -> &[Frac<T>] {
        self.values[usize::from(mask)].as_deref().unwrap_or_default()
    }

    fn reaches(&mut self, mask: u16, v: Frac<T>) -> bool {
        self.values(mask).binary_search_by_key(&(v.num, v.den), |q| (q.num, q.den)).is_ok()
    }

    /// The strict classes of expressions over `mask` with value `v`, as a
    /// range of `pool`.
    fn classes(&mut self, arena: &mut Arena, mask: u16, v: Frac<T>) -> Range<usize> {
        if let Some(range) = self.classes.get(&(mask, v)) {
            return range.clone();
        }
        let mut out: Vec<Class> = Vec::new();
        if mask.count_ones() == 1 {
            if self.hand[mask.trailing_zeros() as usize] == v {
                out.push(arena.leaf(v.to_rational()));
            }
        } else {
            for k in 0..self.splits(mask).len() {
                let (x, y) = self.splits(mask)[k];
                // Walk the side with fewer values and look the other side up.
                let (a_mask, b_mask) = if self.values(x).len() <= self.values(y).len() { (x, y) } else { (y, x) };
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
                    if !by_zero && self.reaches(b_mask, b) {
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
                    if !undetermined {
                        continue;
                    }
                    self.values(b_mask);
                    for i in 0..self.known(b_mask).len() {
                        let b = self.known(b_mask)[i];
                        let (l, r) = if a_first { (a, b) } else { (b, a) };
                        let result = match op {
                            Op::Add => l.add(r),
                            Op::Sub => l.sub(r),
                            Op::Mul => l.mul(r),
                            Op::Div => l.div(r),
                        };
                        if result == Some(v) {
                            self.join(arena, out, (op, a_first), (a_mask, a), (b_mask, b), v);
                        }
                    }
                }
            }
        }
    }

    /// Adds every class of `a op b` (or `b op a`) to `out`.
    fn join(
        &mut self,
        arena: &mut Arena,
        out: &mut Vec<Class>,
        (op, a_first): (Op, bool),
        (a_mask, a): (u16, Frac<T>),
        (b_mask, b): (u16, Frac<T>),
        v: Frac<T>,
    ) {
        let lefts = self.classes(arena, a_mask, a);
        let rights = self.classes(arena, b_mask, b);
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
