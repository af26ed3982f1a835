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
//! Arithmetic cannot overflow within the bound of `check_bound`; the few
//! derived values that could (the `b` a target needs) use checked operations,
//! and fall back to trying every value of the other side.

use super::expr::Op;
use super::normal::{Arena, Class, FxBuild};
use super::number::Rational;
use num_traits::{CheckedAdd, CheckedDiv, CheckedMul, CheckedSub, Zero};
use std::collections::HashMap;

/// Every strict class of expressions over `numbers` equal to `target`, each once.
pub fn find(arena: &mut Arena, numbers: &[Rational], target: Rational) -> Vec<Class> {
    let mut hand = numbers.to_vec();
    hand.sort_unstable_by_key(|q| (*q.numer(), *q.denom()));
    let mut search = Search::new(hand);
    let full = (1u16 << search.hand.len()) - 1;
    search.classes(arena, full, target)
}

struct Search {
    /// The hand, sorted so that equal numbers are adjacent.
    hand: Vec<Rational>,
    /// For each position, the first position holding the same number.
    run_start: Vec<usize>,
    values: HashMap<u16, Vec<Rational>, FxBuild>,
    classes: HashMap<(u16, Rational), Vec<Class>, FxBuild>,
}

impl Search {
    fn new(hand: Vec<Rational>) -> Search {
        let run_start = (0..hand.len())
            .map(|i| (0..=i).find(|&j| hand[j] == hand[i]).unwrap_or(i))
            .collect();
        Search { hand, run_start, values: HashMap::default(), classes: HashMap::default() }
    }

    /// The unordered splits of a canonical mask into two canonical masks,
    /// each pair once (smaller mask first).
    fn splits(&self, mask: u16) -> Vec<(u16, u16)> {
        // Counts per run of equal numbers, as (run start, count in mask).
        let mut runs: Vec<(usize, u32)> = Vec::new();
        for i in 0..self.hand.len() {
            if mask & (1 << i) != 0 {
                match runs.last_mut() {
                    Some((start, n)) if *start == self.run_start[i] => *n += 1,
                    _ => runs.push((self.run_start[i], 1)),
                }
            }
        }
        let canonical = |ks: &[u32]| {
            runs.iter().zip(ks).fold(0u16, |m, (&(start, _), &k)| m | (((1u16 << k) - 1) << start))
        };
        let mut out = Vec::new();
        let mut ks = vec![0u32; runs.len()];
        loop {
            // Next count vector in mixed radix.
            let mut i = 0;
            while i < runs.len() && ks[i] == runs[i].1 {
                ks[i] = 0;
                i += 1;
            }
            if i == runs.len() {
                break;
            }
            ks[i] += 1;
            let rest: Vec<u32> = runs.iter().zip(&ks).map(|(&(_, n), &k)| n - k).collect();
            let (a, b) = (canonical(&ks), canonical(&rest));
            if b != 0 && a <= b {
                out.push((a, b));
            }
        }
        out
    }

    /// The distinct values reachable from a sub-hand, sorted by (numer, denom).
    fn values(&mut self, mask: u16) -> &[Rational] {
        if !self.values.contains_key(&mask) {
            let vals = self.compute_values(mask);
            self.values.insert(mask, vals);
        }
        &self.values[&mask]
    }

    fn compute_values(&mut self, mask: u16) -> Vec<Rational> {
        if mask.count_ones() == 1 {
            return vec![self.hand[mask.trailing_zeros() as usize]];
        }
        let mut out = Vec::new();
        for (a_mask, b_mask) in self.splits(mask) {
            let left = self.values(a_mask).to_vec();
            let right = self.values(b_mask);
            for a in &left {
                for b in right {
                    out.extend(a.checked_add(b));
                    out.extend(a.checked_sub(b));
                    out.extend(b.checked_sub(a));
                    out.extend(a.checked_mul(b));
                    if !b.is_zero() {
                        out.extend(a.checked_div(b));
                    }
                    if !a.is_zero() {
                        out.extend(b.checked_div(a));
                    }
                }
            }
        }
        out.sort_unstable_by_key(|q| (*q.numer(), *q.denom()));
        out.dedup();
        out
    }

    fn reaches(&mut self, mask: u16, v: &Rational) -> bool {
        self.values(mask).binary_search_by_key(&(*v.numer(), *v.denom()), |q| (*q.numer(), *q.denom())).is_ok()
    }

    /// The strict classes of expressions over `mask` with value `v`.
    fn classes(&mut self, arena: &mut Arena, mask: u16, v: Rational) -> Vec<Class> {
        if let Some(found) = self.classes.get(&(mask, v)) {
            return found.clone();
        }
        let mut out: Vec<Class> = Vec::new();
        if mask.count_ones() == 1 {
            if self.hand[mask.trailing_zeros() as usize] == v {
                out.push(arena.leaf(v));
            }
        } else {
            for (a_mask, b_mask) in self.splits(mask) {
                let left = self.values(a_mask).to_vec();
                for a in &left {
                    for (op, a_first, b) in self.partners(b_mask, a, &v) {
                        let lefts = self.classes(arena, a_mask, *a);
                        let rights = self.classes(arena, b_mask, b);
                        for &x in &lefts {
                            for &y in &rights {
                                let (l, r) = if a_first { (x, y) } else { (y, x) };
                                if let Some(c) = arena.combine(op, l, r) {
                                    out.push(c);
                                }
                            }
                        }
                    }
                }
            }
            out.sort_unstable();
            out.dedup();
        }
        self.classes.insert((mask, v), out.clone());
        out
    }

    /// For a value `a` of one side, every (operation, whether `a` is the left
    /// operand, value `b` of the other side) with `a op b = v` or `b op a = v`.
    fn partners(&mut self, b_mask: u16, a: &Rational, v: &Rational) -> Vec<(Op, bool, Rational)> {
        let mut out = Vec::new();
        let zero = Rational::zero();
        // (op, a first, the b that would be needed if it can be derived)
        let wanted: [(Op, bool, Option<Option<Rational>>); 6] = [
            (Op::Add, true, Some(v.checked_sub(a))),
            (Op::Sub, true, Some(a.checked_sub(v))),
            (Op::Sub, false, Some(v.checked_add(a))),
            (Op::Mul, true, (!a.is_zero()).then(|| v.checked_div(a))),
            (Op::Div, true, (!v.is_zero()).then(|| a.checked_div(v))),
            (Op::Div, false, (!a.is_zero()).then(|| v.checked_mul(a))),
        ];
        for (op, a_first, need) in wanted {
            match need {
                Some(Some(b)) => {
                    let divides_by_zero = op == Op::Div && a_first && b == zero;
                    if !divides_by_zero && self.reaches(b_mask, &b) {
                        out.push((op, a_first, b));
                    }
                }
                // No single b is determined (0 × b = 0, 0 ÷ b = 0) or deriving
                // it would overflow: try every value of the other side.
                _ => {
                    for b in self.values(b_mask).to_vec() {
                        let (l, r) = if a_first { (a, &b) } else { (&b, a) };
                        if op.apply(l, r).as_ref() == Some(v) {
                            out.push((op, a_first, b));
                        }
                    }
                }
            }
        }
        out
    }
}
