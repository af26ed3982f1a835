//! The search for the common case: four nonzero numbers, a nonzero target,
//! and an input bound below 2^31 (every deal of the card game).
//!
//! An expression over four numbers is a pair combined with a pair, or a
//! number combined with a triple, which is a number combined with a pair.
//! Both shapes are checked top-down from the target: a walked value fixes
//! the one value the other side must make (`a + b = v` gives `b = v − a`),
//! so the only value sets are the pairs' six values each, and a triple is
//! never enumerated. With no zero anywhere, a walked value always fixes that
//! one value, which is what makes the general search's enumeration of a
//! side unnecessary here.
//!
//! Like the general search, it leaves out joins that only find a flat sum
//! or product again; its two rules, and why they lose no class, are in
//! `skip`.
//!
//! A check that succeeds knows how: which number, which operation, which
//! entries of the pair. The classes are built from exactly that, without a
//! second search. They are deduplicated per triple and once more at the
//! end, which is all the sharing four numbers need.
//!
//! The result is the same set of classes the general search finds (a
//! property test in `search` checks this on random hands).
//!
//! Why it is kept: it makes the card game 2.7 times cheaper. Valgrind's
//! instruction count of the solve benchmark's all-1820-hands case
//! (`valgrind --tool=callgrind target/release/deps/solve-* "all 1820"`:
//! 32 runs over every hand of 1..13, solutions formatted) is 1.71 billion
//! with this path and 4.57 billion with `search::find` sending every hand to
//! the general search: about 29,000 instructions a hand against 78,000.
//! In time, on a busy shared machine, three runs of that case had fastest
//! runs of 4.2–4.3 ms against 19–22 ms (medians 8–13 ms against 28–38 ms).
//! One hand takes tens of microseconds either way, so a person picking
//! cards never sees the difference; `solve24 --all` and `--stats`, and the
//! benchmarks, do.

use super::skip;
use crate::arith::Small;
use crate::distinct::sort_dedup;
use crate::distinct::{Arena, Class};
use crate::expr::Op;
use crate::scratch::{self, Reuse, KEEP};
use std::cell::RefCell;

/// The pairs of positions, and the index of each in that list.
const PAIRS: [[usize; 2]; 6] = [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]];

fn pair_index(i: usize, j: usize) -> usize {
    PAIRS
        .iter()
        .position(|&p| p == [i.min(j), i.max(j)])
        .expect("two different positions")
}

/// The three ways to cut four positions into two pairs.
const HALVES: [[usize; 2]; 3] = [[0, 5], [1, 4], [2, 3]];

/// The values of a pair of numbers.
struct Pair {
    values: [Small; 6],
    keys: [u64; 6],
    /// One bit per value, at `bit(key)`. Most values asked about are not
    /// the pair's, and one bit test says so.
    bloom: u64,
}

#[inline]
fn bit(key: u64) -> u64 {
    1 << (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58)
}

impl Pair {
    fn new(x: Small, y: Small) -> Pair {
        let values = Small::combine(x, y);
        // A missing value gets a key no value has (a zero denominator).
        let keys = values.map(|v| if v.exists() { v.key() } else { !0 << 32 });
        let bloom = values
            .iter()
            .filter(|v| v.exists())
            .fold(0, |b, v| b | bit(v.key()));
        Pair {
            values,
            keys,
            bloom,
        }
    }

    /// Which entries of the pair equal `c`, as a bit mask. A value that
    /// does not exist matches nothing: its key has a zero denominator like
    /// a missing entry's, but a zero numerator where theirs is all ones.
    #[inline]
    fn matches(&self, c: Small) -> u8 {
        let key = c.key();
        if self.bloom & bit(key) == 0 {
            return 0;
        }
        (0..6).fold(0, |mask, k| mask | u8::from(self.keys[k] == key) << k)
    }
}

/// One way a triple makes a value: the number at `y` and an operation with
/// a value of the pair `pair`, the one at its entries `entries`.
#[derive(Clone, Copy)]
struct Way {
    y: usize,
    pair: usize,
    entries: u8,
    op: (Op, bool),
}

/// The buffers of one search, kept per thread.
#[derive(Default)]
struct Buffers {
    /// Lists of classes, each a range: the pairs', the triples', leaves.
    pool: Vec<Class>,
    found: Vec<Class>,
    ways: Vec<Way>,
}

impl Reuse for Buffers {
    fn clear(&mut self) {
        self.pool.clear();
        self.found.clear();
        self.ways.clear();
    }

    fn too_large(&self) -> bool {
        self.pool.len() > KEEP || self.found.len() > KEEP
    }
}

thread_local! {
    static BUFFERS: RefCell<Buffers> = RefCell::new(Buffers::default());
}

/// A range of `Buffers::pool`.
type Span = (u32, u32);

struct Four<'a> {
    arena: &'a mut Arena,
    buffers: &'a mut Buffers,
    hand: [Small; 4],
    leaves: [Class; 4],
    pairs: [Pair; 6],
    /// Per pair and entry: the pair's classes with that entry's value, once
    /// built (kept at the entry of that value that comes first).
    pair_classes: [[Option<Span>; 6]; 6],
}

/// Every strict class of expressions over `hand` equal to `target`, each
/// once, sorted. The hand is sorted so that equal numbers are adjacent;
/// no number and not the target is zero, and the input bound is below
/// 2^31 (see the module doc).
pub fn find(arena: &mut Arena, hand: [Small; 4], target: Small) -> Vec<Class> {
    scratch::with(&BUFFERS, |buffers| {
        let leaves = hand.map(|q| arena.leaf(q.to_rational()));
        let mut four = Four {
            arena,
            buffers,
            hand,
            leaves,
            pairs: PAIRS.map(|[i, j]| Pair::new(hand[i], hand[j])),
            pair_classes: [[None; 6]; 6],
        };
        four.halves(target);
        four.triples(target);
        let found = &mut four.buffers.found;
        let len = sort_dedup(found);
        found[..len].to_vec()
    })
}

impl Four<'_> {
    /// A pair with a pair: walks the values of one and asks the other.
    fn halves(&mut self, v: Small) {
        for (k, &[first, second]) in HALVES.iter().enumerate() {
            if HALVES[..k]
                .iter()
                .any(|&[f, s]| self.same_halves([f, s], [first, second]))
            {
                continue;
            }
            for e in 0..6 {
                let a = self.pairs[first].values[e];
                // Each value once.
                if !a.exists() || self.pairs[first].values[..e].contains(&a) {
                    continue;
                }
                for (n, b) in Small::combine(v, a).into_iter().enumerate() {
                    let op = Op::SOLVING[n];
                    // A division needs a nonzero divisor: `b` when `a`
                    // comes first, else `a`.
                    let divisor = if op.1 { b } else { a };
                    if !b.exists() || op.0 == Op::Div && divisor.is_zero() {
                        continue;
                    }
                    let entries = self.pairs[second].matches(b);
                    if entries != 0 {
                        let lefts = self.pair_classes(first, 1 << e);
                        let rights = self.pair_classes(second, entries);
                        // Only the first cut makes a flat chain of all four
                        // (see `skip::made_at_an_earlier_cut`).
                        self.join(op, lefts, rights, v, k > 0);
                    }
                }
            }
        }
    }

    /// Whether two cuts into pairs give the same two pairs of numbers.
    fn same_halves(&self, a: [usize; 2], b: [usize; 2]) -> bool {
        let numbers = |p: usize| PAIRS[p].map(|i| self.hand[i].key());
        let (a0, a1, b0, b1) = (numbers(a[0]), numbers(a[1]), numbers(b[0]), numbers(b[1]));
        (a0 == b0 && a1 == b1) || (a0 == b1 && a1 == b0)
    }

    /// A number with a triple: asks the triple for each value the number
    /// needs it to make.
    fn triples(&mut self, v: Small) {
        for x in 0..4 {
            if x > 0 && self.hand[x] == self.hand[x - 1] {
                continue;
            }
            // The triple's cuts into a number and a pair, each number once.
            let mut cuts = [(0, 0); 3];
            let mut count = 0;
            let rest = (0..4).filter(|&i| i != x);
            for y in rest.clone() {
                if cuts[..count]
                    .iter()
                    .any(|&(z, _)| self.hand[z] == self.hand[y])
                {
                    continue;
                }
                let mut pair = rest.clone().filter(|&i| i != y);
                let (p, q) = (pair.next().unwrap_or(0), pair.next().unwrap_or(0));
                cuts[count] = (y, pair_index(p, q));
                count += 1;
            }
            for (n, b) in Small::combine(v, self.hand[x]).into_iter().enumerate() {
                // `x ÷ b` with b = x ÷ v is never a division by zero: x ≠ 0.
                if !b.exists() {
                    continue;
                }
                self.buffers.ways.clear();
                // The triple's top operation is of the other kind than
                // x's (see `skip`); the table lists additive ones first.
                let x_additive = n < 3;
                self.triple_ways(&cuts[..count], b, !x_additive);
                if self.buffers.ways.is_empty() {
                    continue;
                }
                let rights = self.triple_classes(b);
                let leaf = self.buffers.pool.len() as u32;
                self.buffers.pool.push(self.leaves[x]);
                self.join(Op::SOLVING[n], (leaf, leaf + 1), rights, v, false);
            }
        }
    }

    /// Every way a triple makes `b` with an additive operation at its top
    /// (or a multiplicative one, if not `additive`), into `ways`: for each
    /// of its `cuts` into the number at `y` and a pair, each value `c` the
    /// pair must make.
    ///
    /// No check is needed for a division by zero: `y ÷ c` has `c = y ÷ b`,
    /// never 0 as `y ≠ 0`, and a value that does not exist
    /// ([`Small::NONE`]) is no pair's value.
    fn triple_ways(&mut self, cuts: &[(usize, usize)], b: Small, additive: bool) {
        for &(y, pair) in cuts {
            let (needs, first) = if additive {
                (Small::sums(b, self.hand[y]), 0)
            } else {
                (Small::products(b, self.hand[y]), 3)
            };
            for (n, &c) in needs.iter().enumerate() {
                let entries = self.pairs[pair].matches(c);
                if entries != 0 {
                    self.buffers.ways.push(Way {
                        y,
                        pair,
                        entries,
                        op: Op::SOLVING[first + n],
                    });
                }
            }
        }
    }

    /// The classes of the triple with value `b`, from its `ways`.
    fn triple_classes(&mut self, b: Small) -> Span {
        // The pairs' classes first, so that this list is built at the end
        // of the pool.
        for w in 0..self.buffers.ways.len() {
            let way = self.buffers.ways[w];
            self.pair_classes(way.pair, way.entries);
        }
        let start = self.buffers.pool.len();
        let value = b.to_rational();
        for w in 0..self.buffers.ways.len() {
            let way = self.buffers.ways[w];
            let (from, to) = self.pair_classes(way.pair, way.entries);
            let y = self.leaves[way.y];
            for r in from..to {
                let pc = self.buffers.pool[r as usize];
                let (l, r) = if way.op.1 { (y, pc) } else { (pc, y) };
                if let Some(class) = self.arena.combine(way.op.0, l, r, value) {
                    self.buffers.pool.push(class);
                }
            }
        }
        let len = sort_dedup(&mut self.buffers.pool[start..]);
        self.buffers.pool.truncate(start + len);
        (start as u32, self.buffers.pool.len() as u32)
    }

    /// The classes of `pair` with the value at its `entries` (all the
    /// entries with that value).
    fn pair_classes(&mut self, pair: usize, entries: u8) -> Span {
        let value = self.pairs[pair].values[entries.trailing_zeros() as usize];
        let entries = self.pairs[pair].matches(value);
        let first = entries.trailing_zeros() as usize;
        if let Some(span) = self.pair_classes[pair][first] {
            return span;
        }
        let [i, j] = PAIRS[pair];
        let start = self.buffers.pool.len();
        let value = value.to_rational();
        for (k, &(op, i_first)) in Op::COMBINED.iter().enumerate() {
            if entries & 1 << k == 0 {
                continue;
            }
            let (l, r) = if i_first { (i, j) } else { (j, i) };
            if let Some(class) = self
                .arena
                .combine(op, self.leaves[l], self.leaves[r], value)
            {
                // Different operations can make one class (`a − a`, `a ÷ a`
                // both ways round).
                if !self.buffers.pool[start..].contains(&class) {
                    self.buffers.pool.push(class);
                }
            }
        }
        let span = (start as u32, self.buffers.pool.len() as u32);
        self.pair_classes[pair][first] = Some(span);
        span
    }

    /// Adds every `l op r` (or `r op l`) of the two lists to `found`;
    /// with `later_cut`, not those an earlier cut makes.
    fn join(
        &mut self,
        (op, l_first): (Op, bool),
        lefts: Span,
        rights: Span,
        v: Small,
        later_cut: bool,
    ) {
        let value = v.to_rational();
        for x in lefts.0..lefts.1 {
            for y in rights.0..rights.1 {
                let (x, y) = (self.buffers.pool[x as usize], self.buffers.pool[y as usize]);
                let (l, r) = if l_first { (x, y) } else { (y, x) };
                if later_cut && skip::made_at_an_earlier_cut(self.arena, op, l, r) {
                    continue;
                }
                if let Some(class) = self.arena.combine(op, l, r, value) {
                    self.buffers.found.push(class);
                }
            }
        }
    }
}
