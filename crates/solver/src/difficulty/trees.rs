//! The paths' sum of `paths.rs`, `Σ e^(−cost)`, for large hands: the same
//! number, computed over trees instead of walked path by path, so that seven
//! or eight numbers take a fraction of a second rather than tens.
//!
//! Why it is the same sum. A path combines two items at a time until one is
//! left, so it builds a binary tree over the hand's numbers (two equal
//! numbers are two leaves) and works its operations out in one order, any
//! order in which each comes after those below it. A step's weight depends
//! only on its operands, operation and result and on whether it is the last
//! step, which is the tree's root: so the sum over paths is the sum over
//! trees of the product of their nodes' weights, times the number of orders
//! each tree's operations can be worked out in. That number factors: a node
//! whose two sides have `k` and `l` operations interleaves them in
//! `C(k + l, k)` ways. So, with `F(S, v)` the sum over the trees over the
//! sub-hand `S` whose value is `v` (each weighted by its nodes and orders),
//!
//! `F(S, v) = Σ over splits {A, B} of S, values a of A, b of B and the six
//! ways to combine them making v: w(a ∘ b) · C(|A| − 1 + |B| − 1, |A| − 1)
//! · F(A, a) · F(B, b)`,
//!
//! and the paths' sum is `F(hand, target)` with the last step's weights at
//! the root. Sub-hands of up to [`FULL`] numbers have all their values
//! computed bottom-up; larger ones are asked for one value at a time from
//! the target down, as the solver's search does: for each value `a` of the
//! side with fewer numbers, each operation fixes the one `b` the other side
//! must make. Sub-hands with equal numbers in the same places are one
//! (canonical masks), so their work is done once.
//!
//! The floating-point sums are added in another order than the walk's, so
//! the two agree to rounding, not to the last bit (a test checks 1e-9);
//! hands of up to six numbers keep the walk, so their ratings stay exactly
//! as they were.
//!
//! Cost. Eight numbers take 0.1–0.2 s natively (1 2 3 4 5 6 7 8: 0.13 s,
//! eight distinct primes 0.22 s, against 26 s and more than 100 s for the
//! walk), most of it in the sub-hands of five numbers, all of whose values
//! are made. A `0 × b` or `0 ÷ b` step that must make 0 takes every value
//! `b` of its other side; its weight depends on `b` only through whether
//! `b` is 1 or in the times table, so it needs only the sum of that side's
//! `F`, but that sum still needs every value of the side's own sub-hands:
//! a hand holding 0, with target 0 and seven other distinct numbers, takes
//! about 1 s.

use super::paths::{traits, weight, KINDS, TRAITS};
use crate::arith::{Fixed, Frac};
use crate::hash::FxBuild;
use crate::limits::MAX_NUMBERS;
use std::collections::HashMap;
use std::rc::Rc;

/// Sub-hands of at most this many numbers get all their values at once.
const FULL: u32 = 5;

/// Hands of this many numbers or more are rated by trees; smaller ones by
/// the walk, whose ratings (the fit's four numbers among them) stay exactly
/// as they were.
pub const FROM: usize = 7;

/// `Σ e^(−cost)` over the paths from `hand` (two numbers or more) to `t`,
/// as `paths::tally` gives it, with step costs `costs`; with `whole`, over
/// the paths whose every step makes a whole number (the caller checks the
/// hand and `t`).
pub fn tally<T: Fixed>(hand: &[Frac<T>], t: Frac<T>, costs: &[f64; TRAITS], whole: bool) -> f64 {
    tally_with(hand, t, costs, whole, FULL)
}

/// [`tally`] with full value sets up to `full` numbers (the tests take
/// fewer, so that small hands go the way large ones do).
fn tally_with<T: Fixed>(
    hand: &[Frac<T>],
    t: Frac<T>,
    costs: &[f64; TRAITS],
    whole: bool,
    full: u32,
) -> f64 {
    let factors = costs.map(|c| (-c).exp());
    if whole {
        run::<T, true>(hand, t, factors, full)
    } else {
        run::<T, false>(hand, t, factors, full)
    }
}

fn run<T: Fixed, const WHOLE: bool>(
    hand: &[Frac<T>],
    t: Frac<T>,
    factors: [f64; TRAITS],
    full: u32,
) -> f64 {
    let mut hand = hand.to_vec();
    hand.sort_unstable_by_key(|q| (q.num, q.den));
    let masks = 1usize << hand.len();
    // For each position, the first position holding the same number.
    let run_start: Vec<usize> = (0..hand.len())
        .map(|i| (0..=i).find(|&j| hand[j] == hand[i]).unwrap_or(i))
        .collect();
    let canonical = (0..masks)
        .map(|mask| {
            let mut out = 0u16;
            for (i, &start) in run_start.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    // The first position of the run not taken yet.
                    let taken = (out >> start).trailing_ones() as usize;
                    out |= 1 << (start + taken);
                }
            }
            out
        })
        .collect();
    let mut trees = Trees::<T, WHOLE> {
        canonical,
        hand,
        t,
        factors,
        full,
        sets: (0..masks).map(|_| None).collect(),
        totals: vec![None; masks],
        asked: HashMap::default(),
    };
    let whole = (1u16 << trees.hand.len()) - 1;
    trees.value(whole, t, true)
}

/// `C(n, k)` for `n` below [`MAX_NUMBERS`].
const CHOOSE: [[f64; MAX_NUMBERS]; MAX_NUMBERS] = {
    let mut c = [[0.0; MAX_NUMBERS]; MAX_NUMBERS];
    let mut n = 0;
    while n < MAX_NUMBERS {
        c[n][0] = 1.0;
        let mut k = 1;
        while k <= n {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0.0 };
            k += 1;
        }
        n += 1;
    }
    c
};

/// Every value of a sub-hand, with its `F`; shared, so that a walk over it
/// can ask for others.
type Values<T> = Rc<HashMap<Frac<T>, f64, FxBuild>>;

struct Trees<T, const WHOLE: bool> {
    /// The hand, sorted so that equal numbers are adjacent.
    hand: Vec<Frac<T>>,
    /// Per mask, the mask of the first positions of each run of equal
    /// numbers with as many of them as `mask` has: one sub-hand for every
    /// mask with the same numbers.
    canonical: Vec<u16>,
    t: Frac<T>,
    factors: [f64; TRAITS],
    /// Sub-hands of at most this many numbers are computed whole, with
    /// every value ([`FULL`]).
    full: u32,
    /// Per canonical mask: every value with its `F`, once computed.
    sets: Vec<Option<Values<T>>>,
    /// Per canonical mask: `Σ F` over all its values, once computed.
    totals: Vec<Option<f64>>,
    /// `F` of the larger sub-hands, per (canonical mask, value) asked.
    asked: HashMap<(u16, Frac<T>), f64, FxBuild>,
}

impl<T: Fixed, const WHOLE: bool> Trees<T, WHOLE> {
    fn size(mask: u16) -> u32 {
        mask.count_ones()
    }

    /// The mask of the first positions of each run of equal numbers with as
    /// many of them as `mask` has: one sub-hand for every mask with the same
    /// numbers.
    #[inline]
    fn canonical(&self, mask: u16) -> u16 {
        self.canonical[usize::from(mask)]
    }

    /// Whether a step may make `r`: under the rule only a whole number.
    fn allows(r: Frac<T>) -> bool {
        !WHOLE || r.den == T::ONE
    }

    /// The unordered splits of `mask`: each `(a, b)` once, `a` holding its
    /// lowest number.
    fn splits(mask: u16) -> impl Iterator<Item = (u16, u16)> {
        let low = mask & mask.wrapping_neg();
        let rest = mask ^ low;
        // Every subset of the rest, with the lowest number added.
        let mut sub = rest;
        let mut done = false;
        std::iter::from_fn(move || {
            while !done {
                let a = sub | low;
                done = sub == 0;
                sub = sub.wrapping_sub(1) & rest;
                if a != mask {
                    return Some((a, mask ^ a));
                }
            }
            None
        })
    }

    /// The weight of one way of joining two sides of `k` and `l` numbers
    /// into `r` from `a` and `b` with the `n`th combination.
    fn join(
        &self,
        (n, a, b, r): (usize, Frac<T>, Frac<T>, Frac<T>),
        (k, l): (u32, u32),
        last: bool,
    ) -> f64 {
        let order = CHOOSE[(k + l - 2) as usize][(k - 1) as usize];
        order * weight(&self.factors, traits(KINDS[n], a, b, r, self.t, last))
    }

    /// Every value of sub-hand `mask` with its `F`, computed bottom-up.
    fn set(&mut self, mask: u16) -> Values<T> {
        let mask = self.canonical(mask);
        if let Some(known) = &self.sets[usize::from(mask)] {
            return Rc::clone(known);
        }
        let made = Rc::new(self.make_set(mask));
        self.sets[usize::from(mask)] = Some(Rc::clone(&made));
        made
    }

    fn make_set(&mut self, mask: u16) -> HashMap<Frac<T>, f64, FxBuild> {
        let mut values = HashMap::default();
        if Self::size(mask) == 1 {
            values.insert(self.hand[mask.trailing_zeros() as usize], 1.0);
            return values;
        }
        self.each_tree(mask, |r, f| *values.entry(r).or_insert(0.0) += f);
        values
    }

    /// Calls `add(r, f)` for every value `a` and `b` of the two sides of
    /// every split of `mask` (of two numbers or more) and every way to
    /// combine them into `r`: `f` is that join's share of `F(mask, r)`.
    fn each_tree(&mut self, mask: u16, mut add: impl FnMut(Frac<T>, f64)) {
        for (x, y) in Self::splits(mask) {
            let sizes = (Self::size(x), Self::size(y));
            let (xs, ys) = (self.set(x), self.set(y));
            for (&a, &fa) in xs.iter() {
                for (&b, &fb) in ys.iter() {
                    for (n, r) in Frac::combine(a, b).into_iter().enumerate() {
                        if let Some(r) = r.filter(|&r| Self::allows(r)) {
                            add(r, self.join((n, a, b, r), sizes, false) * fa * fb);
                        }
                    }
                }
            }
        }
    }

    /// `F(mask, v)`; `last` when `mask` is the whole hand and `v` the target.
    fn value(&mut self, mask: u16, v: Frac<T>, last: bool) -> f64 {
        if !Self::allows(v) {
            return 0.0;
        }
        if Self::size(mask) <= self.full && !last {
            return self.set(mask).get(&v).copied().unwrap_or(0.0);
        }
        let key = (self.canonical(mask), v);
        if let Some(&known) = self.asked.get(&key) {
            return known;
        }
        let mut total = 0.0;
        for (x, y) in Self::splits(mask) {
            // Walk the side with fewer numbers, at most half: it has a set.
            let (x, y) = if Self::size(x) <= Self::size(y) {
                (x, y)
            } else {
                (y, x)
            };
            total += self.split(x, y, v, last);
        }
        if !last {
            self.asked.insert(key, total);
        }
        total
    }

    /// The trees over `x` and `y` joined into `v`, for each value `a` of
    /// `x` asking `y` for the one `b` each combination needs.
    fn split(&mut self, x: u16, y: u16, v: Frac<T>, last: bool) -> f64 {
        let sizes = (Self::size(x), Self::size(y));
        // The other side's set, when it has one, read directly.
        let ys = (sizes.1 <= self.full).then(|| self.set(y));
        let mut total = 0.0;
        for (&a, &fa) in self.set(x).iter() {
            // Frac::combine(a, b) makes a + b, a − b, b − a, a × b, a ÷ b,
            // b ÷ a; with v, the b each needs: v − a, a − v, v + a, v ÷ a,
            // a ÷ v, v × a.
            let [sum, diff, back, product, quot, over] = Frac::combine(v, a);
            let needs = [diff, back, sum, quot, over, product];
            for (n, need) in needs.into_iter().enumerate() {
                let b = match need {
                    // A quotient by b, or of b by a, needs a nonzero divisor.
                    Some(b) if (n == 4 && b.is_zero()) || (n == 5 && a.is_zero()) => continue,
                    Some(b) => b,
                    None => {
                        total += fa * self.any_b(n, a, y, v, sizes, last);
                        continue;
                    }
                };
                let fb = match &ys {
                    Some(ys) if Self::allows(b) => ys.get(&b).copied().unwrap_or(0.0),
                    Some(_) => 0.0,
                    None => self.value(y, b, false),
                };
                if fb != 0.0 {
                    total += fa * fb * self.join((n, a, b, v), sizes, last);
                }
            }
        }
        total
    }

    /// The `n`th combination of `a` with every value `b` of `y` that makes
    /// `v`, where deriving `b` failed: because `a` fixes none (`0 × b = 0`
    /// and `0 ÷ b = 0` hold for many, `0 × b = 1` and `b ÷ 0` for none) or
    /// because it overflows. Then every value of `y` is tried: rare, as
    /// only a zero or a value past the input bound gets here.
    fn any_b(
        &mut self,
        n: usize,
        a: Frac<T>,
        y: u16,
        v: Frac<T>,
        sizes: (u32, u32),
        last: bool,
    ) -> f64 {
        let none = match n {
            3 => a.is_zero() && !v.is_zero(),
            4 => v.is_zero() && !a.is_zero(),
            5 => a.is_zero(),
            _ => false,
        };
        if none {
            return 0.0;
        }
        if a.is_zero() && v.is_zero() {
            return self.zero_with_any(n, y, sizes, last);
        }
        let mut total = 0.0;
        for (&b, &fb) in self.set(y).iter() {
            if Frac::combine(a, b)[n] == Some(v) {
                total += fb * self.join((n, a, b, v), sizes, last);
            }
        }
        total
    }

    /// `0 × b` and `0 ÷ b` (`b ≠ 0`) for every value `b` of `y`, which all
    /// make 0, without listing `y`'s values (for seven numbers, millions):
    /// such a step's weight depends on `b` only through whether `b` is 1
    /// or, for `×`, a whole number from 0 to 10 (a times-table product), so
    /// every other `b` takes one weight, times the sum of `y`'s `F`.
    fn zero_with_any(&mut self, n: usize, y: u16, sizes: (u32, u32), last: bool) -> f64 {
        let int = |k: i128| Frac {
            num: T::from_i128(k).expect("a small integer fits"),
            den: T::ONE,
        };
        let zero = int(0);
        let w = |me: &Self, b| me.join((n, zero, b, zero), sizes, last);
        // 11: outside the times table, and not 1.
        let other = w(self, int(11));
        let special: &[i128] = if n == 3 {
            &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        } else {
            &[1]
        };
        let mut total = other * self.total(y);
        if n == 4 {
            // 0 ÷ 0 is no step.
            total -= other * self.value(y, zero, false);
        }
        for &k in special {
            let fb = self.value(y, int(k), false);
            if fb != 0.0 {
                total += (w(self, int(k)) - other) * fb;
            }
        }
        total
    }

    /// `Σ F(mask, v)` over every value `v`: the weight of every tree over
    /// the sub-hand, whatever it makes. For a larger sub-hand, joined from
    /// its splits' value sets without listing its own.
    fn total(&mut self, mask: u16) -> f64 {
        let mask = self.canonical(mask);
        if let Some(known) = self.totals[usize::from(mask)] {
            return known;
        }
        let total = if Self::size(mask) <= self.full {
            self.set(mask).values().sum()
        } else {
            let mut total = 0.0;
            self.each_tree(mask, |_, f| total += f);
            total
        };
        self.totals[usize::from(mask)] = Some(total);
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::difficulty::paths;
    use crate::difficulty::weights::STEP_COSTS;
    use proptest::prelude::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn frac(n: i64, d: i64) -> Frac<i64> {
        Frac::from_rational(&crate::number::Rational::new(n.into(), d.into())).unwrap()
    }

    /// The trees' sum and the walk's, to rounding, with and without the
    /// rule (which the caller applies to the hand and the target), and with
    /// full value sets for one or two numbers only, so that small hands are
    /// asked value by value as large ones are.
    fn same_sum(hand: &[Frac<i64>], t: Frac<i64>) {
        for whole in [false, true] {
            if whole && (t.den != 1 || hand.iter().any(|q| q.den != 1)) {
                continue;
            }
            let walked = paths::tally(hand, t, &STEP_COSTS, false, whole);
            for full in [1, 2, FULL] {
                let summed = tally_with(hand, t, &STEP_COSTS, whole, full);
                assert!(
                    (walked - summed).abs() <= 1e-9 * walked.abs(),
                    "{hand:?} -> {t:?} (whole: {whole}, full: {full}): walked {walked}, by trees {summed}"
                );
            }
        }
    }

    #[test]
    fn known_hands() {
        let ints = |values: &[i64]| values.iter().map(|&v| frac(v, 1)).collect::<Vec<_>>();
        for (hand, t) in [
            (&[1, 2, 3, 4][..], 24),
            (&[3, 3, 8, 8], 24),
            (&[12, 12, 12, 12], 24),
            (&[1, 2, 3, 4, 5, 6], 24),
            (&[0, 0, 5, 7, 1], 0),
            (&[0, 3, 4, 6], 0),
            // 0 × anything and 0 ÷ anything, with 1 and the times table.
            (&[0, 1, 2, 3, 13], 0),
            (&[0, 5, 5, 11, 4, 1], 0),
            (&[2, 2, 2, 2, 2], 4),
            (&[1, 1, 2, 3, 5, 8, 13], 24),
        ] {
            same_sum(&ints(hand), frac(t, 1));
        }
        // No path at all.
        assert_eq!(
            tally(&ints(&[1, 1, 1, 1]), frac(24, 1), &STEP_COSTS, false),
            0.0
        );
    }

    fn number() -> impl Strategy<Value = Frac<i64>> {
        prop_oneof![
            4 => (1i64..=13).prop_map(|v| frac(v, 1)),
            1 => (-4i64..=0).prop_map(|v| frac(v, 1)),
            1 => (-5i64..=5, 2i64..=4).prop_map(|(n, d)| frac(n, d)),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn the_trees_sum_is_the_walks(
            hand in prop::collection::vec(number(), 2..=5),
            t in prop_oneof![Just(frac(24, 1)), number()],
        ) {
            same_sum(&hand, t);
        }
    }
}
