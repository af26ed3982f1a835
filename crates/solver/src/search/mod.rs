//! The search: every strict solution class of a hand, found top-down from the
//! target. Hands of four nonzero numbers with a small bound go to `four`
//! instead, which does the same for that one size, faster; this is the
//! general search for every other hand.
//!
//! The folder:
//! - here, [`find`], which picks the search and the width, and the general
//!   search;
//! - `sets.rs`: the general search's value sets;
//! - `four.rs`: the four-number search;
//! - `skip.rs`: the rules both use to leave out joins that only find a class
//!   again.
//!
//! Imports: `arith/` (the exact fractions), `distinct/` (the arena the
//! classes are interned in, and the lists of classes) and the crate's
//! vocabulary at the root; never `solve.rs` or a feature, which call it.
//! Nothing below it (`arith/`, `distinct/`) imports it.
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
//! half the hand) have their full value sets computed bottom-up (`sets.rs`),
//! which both supplies the `a`s and answers "can it make `b`?" at once; large
//! ones are only ever asked about single values, never walked. Large
//! sub-hands of up to four numbers get value sets too (see `FULL`): most
//! values they are asked about cannot be made, and a lookup is much cheaper
//! than a search that finds nothing. Classes are deduplicated at every
//! (sub-hand, value) node, which is sound because the normal form of
//! `a op b` depends only on the normal forms of `a` and `b`.
//!
//! Joining classes `l op r` leaves out the redundant ways to make a flat
//! sum or product: the rules, and why they lose no class, are in `skip`.
//!
//! The classes of a value of a set that records its ways (`WAYS`) are
//! assembled from those ways, with no search; larger sub-hands search as
//! above.
//!
//! The answers for a sub-hand with a value set are kept beside the set (one
//! slot per value, so finding the value finds the answer); other sub-hands
//! use a hash map. The order in which classes are found does not matter:
//! the answer is a sorted set, and `render` writes a class from its content
//! alone.
//!
//! Values are [`Frac`]s over `i64` when the input bound allows, else `i128`,
//! and beyond that (with the `big` feature) over `Big`, which never
//! overflows. Within the bound of `check_bound` no operation that builds a
//! value can overflow; a derived `b` can, and then the other side is
//! enumerated instead.
//!
//! All buffers live in a per-thread scratch (see `scratch`), cleared, not
//! freed, between hands.

mod four;
mod sets;
mod skip;

#[cfg(feature = "big")]
use crate::arith::{to_ratio, Big};
use crate::arith::{Frac, Int, Small};
use crate::distinct::{sort_dedup, Arena, Class, Dedup};
use crate::expr::Op;
use crate::hash::FxBuild;
use crate::number::Rational;
use crate::scratch::{self, Reuse, KEEP};
use sets::{Set, Span, Way, FULL, NO_WAY};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// Every strict class of expressions over `numbers` equal to `target`, each
/// once, sorted.
///
/// `bound` is the input bound of `check_bound` (`2^n · M`), `None` beyond
/// 2^127. It picks the arithmetic: four nonzero numbers and a nonzero target
/// within 2^31 take the four-number search (`four`); otherwise this search
/// runs over 64-bit fractions within 2^63, over 128-bit ones within 2^127,
/// and over arbitrary-precision ones (`Big`) beyond.
pub fn find(
    arena: &mut Arena,
    numbers: &[Rational],
    target: Rational,
    bound: Option<u128>,
) -> Vec<Class> {
    let Some(bound) = bound else {
        // Without the `big` feature, `solve` refuses such a hand first.
        #[cfg(feature = "big")]
        return run::<Big>(arena, numbers, target);
        #[cfg(not(feature = "big"))]
        return Vec::new();
    };
    let nonzero = |q: &Rational| q.numer() != 0;
    if let ([a, b, c, d], true) = (numbers, bound < 1 << 31) {
        if nonzero(&target) && numbers.iter().all(nonzero) {
            let mut hand = [a, b, c, d].map(Small::new);
            hand.sort_unstable_by_key(|q| q.parts());
            return four::find(arena, hand, Small::new(&target));
        }
    }
    if bound < 1 << 63 {
        run::<i64>(arena, numbers, target)
    } else {
        run::<i128>(arena, numbers, target)
    }
}

fn run<T: Scratch>(arena: &mut Arena, numbers: &[Rational], target: Rational) -> Vec<Class> {
    // `solve` picks the width from the input bound, so these always fit.
    let convert = |q: &Rational| Frac::<T>::from_rational(q);
    let (Some(mut hand), Some(target)) = (
        numbers.iter().map(convert).collect::<Option<Vec<_>>>(),
        convert(&target),
    ) else {
        return Vec::new();
    };
    hand.sort_unstable_by_key(|q| (q.num, q.den));
    T::with_scratch(|search| {
        search.reset(&hand);
        let full = (1u16 << hand.len()) - 1;
        let span = search.classes(arena, full, target);
        // Each answer is deduplicated when it is built; only the final one
        // needs an order.
        let mut found = search.pool[span.range()].to_vec();
        let len = sort_dedup(&mut found);
        found.truncate(len);
        found
    })
}

/// The integer widths that have a per-thread scratch search.
trait Scratch: Int {
    fn with_scratch<R>(f: impl FnOnce(&mut Search<Self>) -> R) -> R;
    /// A value as the arena keeps it.
    fn value(arena: &mut Arena, v: Frac<Self>) -> Rational;
}

thread_local! {
    static NARROW: RefCell<Search<i64>> = RefCell::new(Search::default());
    static WIDE: RefCell<Search<i128>> = RefCell::new(Search::default());
}

impl Scratch for i64 {
    fn with_scratch<R>(f: impl FnOnce(&mut Search<Self>) -> R) -> R {
        scratch::with(&NARROW, f)
    }
    #[inline]
    fn value(_: &mut Arena, v: Frac<Self>) -> Rational {
        v.to_rational()
    }
}

impl Scratch for i128 {
    fn with_scratch<R>(f: impl FnOnce(&mut Search<Self>) -> R) -> R {
        scratch::with(&WIDE, f)
    }
    #[inline]
    fn value(_: &mut Arena, v: Frac<Self>) -> Rational {
        v.to_rational()
    }
}

/// The arbitrary-precision width keeps no scratch: its hands are rare and
/// slow anyway, and its integers' table lives for one solve (see `big`).
#[cfg(feature = "big")]
impl Scratch for Big {
    fn with_scratch<R>(f: impl FnOnce(&mut Search<Self>) -> R) -> R {
        Big::start();
        let result = f(&mut Search::default());
        Big::start();
        result
    }
    fn value(arena: &mut Arena, v: Frac<Self>) -> Rational {
        match (v.num, v.den) {
            (Big::Small(num), Big::Small(den)) => Rational::new_raw(num, den),
            (num, den) => arena.big_value(to_ratio(num, den)),
        }
    }
}

/// The number of numbers in a sub-hand.
#[inline]
fn size(mask: u16) -> u32 {
    // A table, as `count_ones` is a long bit-twiddle without `popcnt`.
    const SIZES: [u8; 256] = {
        let mut sizes = [0u8; 256];
        let mut m = 1;
        while m < 256 {
            sizes[m] = sizes[m / 2] + (m % 2) as u8;
            m += 1;
        }
        sizes
    };
    SIZES
        .get(usize::from(mask))
        .map_or_else(|| mask.count_ones(), |&n| u32::from(n))
}

#[derive(Default)]
struct Search<T> {
    /// The hand, sorted so that equal numbers are adjacent.
    hand: Vec<Frac<T>>,
    /// For each position, the first position holding the same number.
    run_start: Vec<usize>,
    /// The positions that repeat an earlier number.
    repeats: u16,
    /// Every number is positive, so that each flat chain need only be made
    /// one way (`Arena::splits_off_last`).
    positive: bool,
    /// Sub-hands of at most this many numbers have their values walked.
    small: u32,
    /// Sub-hands of at most this many numbers get full value sets.
    full: u32,
    /// Per mask: a larger sub-hand that was given a value set recording its
    /// ways all the same, because every one of its values is asked for
    /// (see [`Search::enumerate`]).
    forced: Vec<bool>,
    /// Per mask: its unordered splits, as a span of `split_pool`.
    splits: Vec<Span>,
    split_pool: Vec<(u16, u16)>,
    /// Per mask: its value set, once computed (small masks only;
    /// `values.start == u32::MAX` before).
    sets: Vec<Set>,
    /// The values of every set, each set contiguous and in insertion order.
    values: Vec<Frac<T>>,
    /// Per entry of `values`: the classes of its sub-hand with that value, a
    /// span of `pool`, once computed.
    answers: Vec<Span>,
    /// Per entry of `values`: the last of the ways its set makes it, an index
    /// of `ways` ([`NO_WAY`] for a single number, or a set too large to
    /// record them).
    heads: Vec<u32>,
    /// Every way each recorded set makes each of its values, as lists
    /// linked through `Way::next`.
    ways: Vec<Way>,
    /// Hash indexes of the sets, open addressing: position in the set plus
    /// one, 0 for an empty slot; each index a power of two at least twice as
    /// large as the most values its set could have had.
    slots: Vec<u32>,
    /// (large sub-hand, value) → its classes, a span of `pool`.
    large: HashMap<Key<T>, Span, FxBuild>,
    pool: Vec<Class>,
    /// Answers under construction, innermost last.
    stack: Vec<Class>,
    dedup: Dedup,
}

/// A key of the large-sub-hand memo, hashed as one word.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Key<T> {
    mask: u16,
    value: Frac<T>,
}

impl<T: Int> Hash for Key<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.value.hash64() ^ u64::from(self.mask));
    }
}

impl<T: Int> Reuse for Search<T> {
    fn clear(&mut self) {
        self.hand.clear();
        self.run_start.clear();
        self.repeats = 0;
        self.splits.clear();
        self.split_pool.clear();
        self.sets.clear();
        self.forced.clear();
        self.values.clear();
        self.answers.clear();
        self.heads.clear();
        self.ways.clear();
        self.slots.clear();
        self.large.clear();
        self.pool.clear();
        self.stack.clear();
        self.dedup.clear();
    }

    fn too_large(&self) -> bool {
        self.values.len() > KEEP
            || self.pool.len() > KEEP
            || self.ways.len() > KEEP
            || self.large.len() > KEEP
            || self.dedup.len() > KEEP
    }
}

impl<T: Scratch> Search<T> {
    /// Prepares the (cleared) scratch for a new hand.
    fn reset(&mut self, hand: &[Frac<T>]) {
        self.hand.extend_from_slice(hand);
        self.run_start
            .extend((0..hand.len()).map(|i| (0..=i).find(|&j| hand[j] == hand[i]).unwrap_or(i)));
        self.repeats = (0..hand.len())
            .filter(|&i| self.run_start[i] != i)
            .fold(0, |m, i| m | 1 << i);
        self.positive = hand.iter().all(|q| q.num > T::ZERO);
        self.small = if hand.len() <= 5 {
            (hand.len() as u32).saturating_sub(1)
        } else {
            hand.len() as u32 / 2
        };
        self.full = FULL
            .get(hand.len())
            .map_or(self.small, |&full| full.max(self.small));
        let masks = 1 << hand.len();
        self.splits.resize(masks, Span::UNKNOWN);
        self.forced.resize(masks, false);
        self.sets.resize(
            masks,
            Set {
                values: Span::UNKNOWN,
                slots: Span::EMPTY,
            },
        );
    }

    /// The unordered splits of a canonical mask into two canonical masks,
    /// each pair once (smaller mask first), as a span of `split_pool`.
    fn splits(&mut self, mask: u16) -> Span {
        let known = self.splits[usize::from(mask)];
        if known.is_known() {
            return known;
        }
        let start = self.split_pool.len();
        self.push_splits(mask);
        let span = Span {
            start: start as u32,
            len: (self.split_pool.len() - start) as u32,
        };
        self.splits[usize::from(mask)] = span;
        span
    }

    fn push_splits(&mut self, mask: u16) {
        if mask & self.repeats == 0 {
            // No number twice: every submask is canonical. This walks them in
            // increasing order, the order the general walk below gives too.
            let mut a = 0u16;
            loop {
                a = a.wrapping_sub(mask) & mask;
                let b = mask ^ a;
                if b == 0 {
                    return;
                }
                if a <= b {
                    self.split_pool.push((a, b));
                }
            }
        }
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
        let canonical =
            |ks: &[u32]| (0..runs).fold(0u16, |m, r| m | (((1u16 << ks[r]) - 1) << starts[r]));
        let (mut ks, mut rest) = ([0u32; 16], [0u32; 16]);
        // Step through the count vectors in mixed radix.
        while let Some(i) = (0..runs).find(|&i| ks[i] < counts[i]) {
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

    /// Whether the search walks this sub-hand's values (at most half the
    /// numbers; all proper sub-hands of up to five).
    fn is_small(&self, mask: u16) -> bool {
        size(mask) <= self.small
    }

    /// The strict classes of expressions over `mask` with value `v`, as a
    /// span of `pool`; empty when `v` cannot be made.
    fn classes(&mut self, arena: &mut Arena, mask: u16, v: Frac<T>) -> Span {
        if self.has_set(mask) {
            return match self.find(mask, v) {
                Some(p) => self.answer(arena, mask, p),
                None => Span::EMPTY,
            };
        }
        let key = Key { mask, value: v };
        if let Some(&span) = self.large.get(&key) {
            return span;
        }
        let span = self.build(arena, mask, v);
        self.large.insert(key, span);
        span
    }

    /// The classes of the small sub-hand `mask` with the value at position
    /// `p` of `values`.
    fn answer(&mut self, arena: &mut Arena, mask: u16, p: usize) -> Span {
        if self.records(mask) {
            return self.recorded(arena, p);
        }
        let known = self.answers[p];
        if known.is_known() {
            return known;
        }
        let span = self.build(arena, mask, self.values[p]);
        self.answers[p] = span;
        span
    }

    /// [`Search::answer`] for a value of a single number or of a set that
    /// records its ways: assembled from those ways.
    #[inline]
    fn recorded(&mut self, arena: &mut Arena, p: usize) -> Span {
        let known = self.answers[p];
        if known.is_known() {
            return known;
        }
        self.assemble(arena, p)
    }

    /// [`Search::recorded`], not assembled yet.
    #[inline(never)]
    fn assemble(&mut self, arena: &mut Arena, p: usize) -> Span {
        let base = self.stack.len();
        let value = self.values[p];
        let mut w = self.heads[p];
        if w == NO_WAY {
            let leaf = T::value(arena, value);
            self.stack.push(arena.leaf(leaf));
        }
        while w != NO_WAY {
            let Way { a, b, next, op } = self.ways[w as usize];
            let (op, a_first) = Op::COMBINED[usize::from(op)];
            let (l, r) = if a_first { (a, b) } else { (b, a) };
            self.join_at(arena, op, (l as usize, r as usize), value);
            w = next;
        }
        let span = self.settle(base);
        self.answers[p] = span;
        span
    }

    /// Moves the classes pushed on the stack since `base`, each once, into
    /// `pool`.
    fn settle(&mut self, base: usize) -> Span {
        let len = self.dedup.dedup(&mut self.stack[base..]);
        self.stack.truncate(base + len);
        let start = self.pool.len() as u32;
        self.pool.extend_from_slice(&self.stack[base..]);
        self.stack.truncate(base);
        Span {
            start,
            len: self.pool.len() as u32 - start,
        }
    }

    /// Adds every class of `l op r` with value `v` to the stack, `l` and `r`
    /// being positions in `values` of recorded sets or single numbers.
    fn join_at(&mut self, arena: &mut Arena, op: Op, (l, r): (usize, usize), v: Frac<T>) {
        let rights = self.recorded(arena, r);
        if self.all_redundant(arena, op, rights) {
            return;
        }
        let lefts = self.recorded(arena, l);
        self.push_joined(arena, op, (lefts, rights), v);
    }

    /// Searches the classes of `mask` with value `v` (which, for a small
    /// sub-hand, it is known to make) and stores them, each once, in `pool`.
    fn build(&mut self, arena: &mut Arena, mask: u16, v: Frac<T>) -> Span {
        let base = self.stack.len();
        if size(mask) == 1 {
            if self.hand[mask.trailing_zeros() as usize] == v {
                let leaf = T::value(arena, v);
                self.stack.push(arena.leaf(leaf));
            }
        } else {
            let splits = self.splits(mask);
            for s in splits.range() {
                let (x, y) = self.split_pool[s];
                // Walk the side with fewer numbers (or, between two small
                // sides, fewer values) and ask the other for what it needs.
                // The walked side always has at most half the numbers, so it
                // is small.
                let walk_x = match (self.is_small(x), self.is_small(y)) {
                    (true, true) => self.set(x).values.len <= self.set(y).values.len,
                    _ => size(x) <= size(y),
                };
                let (a_mask, b_mask) = if walk_x { (x, y) } else { (y, x) };
                for p in self.set(a_mask).values.range() {
                    self.partners(arena, (a_mask, p), b_mask, v);
                }
            }
        }
        self.settle(base)
    }

    /// For the value at position `p` of the walked side `a_mask`, finds every
    /// operation and value `b` of the other side with `a op b = v` or
    /// `b op a = v`, and adds the combined classes to the stack.
    fn partners(&mut self, arena: &mut Arena, (a_mask, p): (u16, usize), b_mask: u16, v: Frac<T>) {
        let a = self.values[p];
        // The b each operation needs: None when no single b is determined,
        // as in 0 × b = 0, or when deriving it would overflow.
        let needs = Frac::combine(v, a);
        for (need, (op, a_first)) in needs.into_iter().zip(Op::SOLVING) {
            match need {
                Some(b) => {
                    // `a / b` needs b ≠ 0; `b / a` needs a ≠ 0.
                    let by_zero = op == Op::Div && if a_first { b.is_zero() } else { a.is_zero() };
                    if !by_zero {
                        self.join(arena, (op, a_first), (a_mask, p), (b_mask, b), v);
                    }
                }
                None => {
                    // Only `0 × b = 0` and `0 ÷ b = 0` hold for many `b`.
                    // With `a = 0` and `v ≠ 0`, or `v = 0` and `a ≠ 0`, no `b`
                    // works, and trying each value of a large side would
                    // cost a full value set for nothing (with a zero in the
                    // hand, every sub-hand holding it gets there).
                    let undetermined = match (op, a_first) {
                        (Op::Mul, _) | (Op::Div, true) => a.is_zero() && v.is_zero(),
                        _ => true,
                    };
                    if undetermined {
                        self.enumerate(arena, (op, a_first), (a_mask, p), b_mask, v);
                    }
                }
            }
        }
    }

    /// The rare case where `a` does not fix `b` (`0 × b = 0`): try every
    /// value the other side can make.
    ///
    /// Every value then needs its classes, so the other side gets a set
    /// that records its ways (`force`), and each value's classes are
    /// assembled from them. Searching each value top-down instead costs a
    /// walk of every split per value: for a zero, target 0 and five other
    /// large numbers, that was some 27,000 searches and tens of seconds.
    fn enumerate(
        &mut self,
        arena: &mut Arena,
        op: (Op, bool),
        (a_mask, p): (u16, usize),
        b_mask: u16,
        v: Frac<T>,
    ) {
        let a = self.values[p];
        if !self.has_set(b_mask) {
            self.force(b_mask);
        }
        for b in self.all_values(b_mask) {
            let (l, r) = if op.1 { (a, b) } else { (b, a) };
            if Frac::apply(op.0, l, r) == Some(v) {
                self.join(arena, op, (a_mask, p), (b_mask, b), v);
            }
        }
    }

    /// Adds every class of `a op b` (or `b op a`) to the stack, if the other
    /// side can make `b` at all.
    fn join(
        &mut self,
        arena: &mut Arena,
        (op, a_first): (Op, bool),
        (a_mask, p): (u16, usize),
        (b_mask, b): (u16, Frac<T>),
        v: Frac<T>,
    ) {
        let rights = self.classes(arena, b_mask, b);
        if rights.len == 0 {
            return;
        }
        // When the asked side is the right operand and every join with it
        // is left out, the walked side's classes are not even needed.
        if a_first && self.all_redundant(arena, op, rights) {
            return;
        }
        let lefts = self.answer(arena, a_mask, p);
        let spans = if a_first {
            (lefts, rights)
        } else {
            (rights, lefts)
        };
        self.push_joined(arena, op, spans, v);
    }

    /// Whether `push_joined` leaves out `l op r` for every `r` in `rights`,
    /// whatever `l` is (see [`skip::redundant`]).
    fn all_redundant(&self, arena: &Arena, op: Op, rights: Span) -> bool {
        rights
            .range()
            .all(|y| skip::redundant_whatever_left(arena, op, self.pool[y]))
    }

    /// Adds `l op r` to the stack for every class `l` in `lefts` and `r` in
    /// `rights` but the redundant ones (see `skip`).
    fn push_joined(
        &mut self,
        arena: &mut Arena,
        op: Op,
        (lefts, rights): (Span, Span),
        v: Frac<T>,
    ) {
        let value = T::value(arena, v);
        for x in lefts.range() {
            for y in rights.range() {
                let (l, r) = (self.pool[x], self.pool[y]);
                if !skip::redundant(arena, op, l, r)
                    && (!self.positive || arena.splits_off_last(op, l, r))
                {
                    self.stack.extend(arena.combine(op, l, r, value));
                }
            }
        }
    }
}

/// `four` against the general search, which it must agree with.
#[cfg(test)]
mod four_agrees {
    use super::four::find;
    use crate::arith::Small;
    use crate::distinct::Arena;
    use crate::number::Rational;
    use crate::search;
    use proptest::prelude::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn number() -> impl Strategy<Value = Rational> {
        prop_oneof![
            (1i128..=13).prop_map(Rational::from),
            (-9i128..=-1).prop_map(Rational::from),
            (-7i128..=7, 2i128..=4)
                .prop_filter("nonzero", |&(n, _)| n != 0)
                .prop_map(|(n, d)| Rational::new(n, d)),
        ]
    }

    fn same_as_general_search(numbers: &[Rational], target: Rational) {
        let mut arena = Arena::default();
        let mut hand = [0, 1, 2, 3].map(|i| Small::new(&numbers[i]));
        hand.sort_unstable_by_key(|q| q.parts());
        let fast = find(&mut arena, hand, Small::new(&target));
        // A bound past 2^31 keeps `search::find` on its general path.
        let general = search::find(&mut arena, numbers, target, Some(1 << 40));
        assert_eq!(fast, general, "{numbers:?} -> {target}");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn finds_what_the_general_search_finds(
            numbers in proptest::collection::vec(number(), 4),
            target in prop_oneof![Just(Rational::from(24)), number()],
        ) {
            same_as_general_search(&numbers, target);
        }
    }

    #[test]
    fn repeated_numbers_and_coinciding_values() {
        for (hand, target) in [
            ([2, 2, 2, 2], 24),
            ([3, 3, 8, 8], 24),
            ([1, 1, 1, 1], 1),
            ([12, 12, 12, 12], 24),
            ([2, 2, 4, 4], 4),
            ([5, 5, 5, 1], 24),
        ] {
            same_as_general_search(&hand.map(Rational::from), Rational::from(target));
        }
    }
}
