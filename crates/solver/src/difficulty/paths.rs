//! The raw pair-reduction paths of a hand: every sequence of "pick two
//! numbers, combine them with + − × ÷ (both orders for − and ÷)" that ends
//! at the target. Two equal numbers are two different picks, so the paths
//! are counted as a person would try them, not as distinct solutions.
//!
//! Each step is described by a few yes/no traits ([`traits`]): does it make
//! a fraction, a negative, a large value, a factor of the target; is it a
//! times-table product; is it the last step. A path's cost is one per step
//! plus the fitted cost of each trait its steps show; the model reads the
//! soft minimum of the costs of all paths, `−ln Σ e^(−cost)`, which falls
//! both with a cheap path and with many of them.
//!
//! [`tally`] computes that sum by recursion over the states a path passes
//! through, in the linear domain (a path's weight is the product of its
//! steps' `e^(−cost)`, so no `exp` or `ln` is taken inside the walk). The
//! last step is read backwards from the target: each number's six
//! "what would make the target with me" values are computed once, and a
//! result is only checked against them (most miss a one-word filter). Four
//! numbers, every hand of the card game, share each pair's results between
//! the states that use them. For five numbers or more the walk remembers (up
//! to a bound) the states it has summed by their multiset of values; seven
//! numbers take about half a second so, eight tens of seconds, which is why
//! hands of seven or eight are summed over trees instead (`trees.rs`, the
//! same sum). [`profiles`] lists every path's traits instead, for the deck
//! model (`deck.rs`) and for fitting the costs; a test checks that the two
//! agree.

use crate::arith::Fixed;
use crate::arith::Frac;
use crate::hash::FxBuild;
use std::collections::HashMap;

/// How many step traits there are.
pub const TRAITS: usize = 16;

/// The traits of one step, as bits (bit `i` for trait `i`):
///
/// 0 the result is a fraction; 1 it is negative; 2 it is an integer above
/// the target; 3 above four times the target; 4 a subtraction; 5 a product
/// of two integers from 0 to 10; 6 any other product; 7 a division; 8 a
/// last step that is such a times-table product; 9 a step before the last
/// making a positive integer that divides the target; 10 a step before the
/// last making an integer within 13 of the target; 11–13 a last step that
/// is an addition, a subtraction or a division; 14 a product or quotient
/// with 1; 15 a difference or quotient of two equal numbers (0 or 1).
pub fn traits<T: Fixed>(
    kind: Kind,
    a: Frac<T>,
    b: Frac<T>,
    r: Frac<T>,
    t: Frac<T>,
    last: bool,
) -> u16 {
    let int = r.den == T::ONE;
    let table = |q: Frac<T>| q.den == T::ONE && !q.num.is_negative() && q.num.to_i128() <= 10;
    let one = |q: Frac<T>| q.den == T::ONE && q.num == T::ONE;
    let times_table = kind == Kind::Mul && table(a) && table(b);
    let divides_target = int
        && !r.num.is_negative()
        && r.num != T::ZERO
        && t.den == T::ONE
        && divides(r.num.to_i128(), t.num.to_i128());
    let near = int && t.den == T::ONE && (t.num.to_i128() - r.num.to_i128()).abs() <= 13;
    let bits = [
        !int,
        r.num.is_negative(),
        int && above(r, 1, t),
        int && above(r, 4, t),
        kind == Kind::Sub,
        times_table,
        kind == Kind::Mul && !times_table,
        kind == Kind::Div,
        last && times_table,
        !last && divides_target,
        !last && near,
        last && kind == Kind::Add,
        last && kind == Kind::Sub,
        last && kind == Kind::Div,
        matches!(kind, Kind::Mul | Kind::Div) && (one(a) || one(b)),
        matches!(kind, Kind::Sub | Kind::Div) && a == b,
    ];
    bits.iter()
        .enumerate()
        .fold(0, |acc, (i, &on)| acc | (u16::from(on) << i))
}

/// The kind of operation a step uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Add,
    Sub,
    Mul,
    Div,
}

/// The kinds of `Frac::combine`'s six results, in its order.
pub const KINDS: [Kind; 6] = [
    Kind::Add,
    Kind::Sub,
    Kind::Sub,
    Kind::Mul,
    Kind::Div,
    Kind::Div,
];

/// Whether `d` divides `n` (`d` nonzero), in 64 bits when they fit: 128-bit
/// division is done in software.
fn divides(d: i128, n: i128) -> bool {
    match (i64::try_from(d), i64::try_from(n)) {
        (Ok(d), Ok(n)) => n.wrapping_rem(d) == 0,
        _ => n % d == 0,
    }
}

/// Whether `r > k·t` for `k` from 1 to 4 (`true` too when the products
/// overflow: a value that large is large).
fn above<T: Fixed>(r: Frac<T>, k: i128, t: Frac<T>) -> bool {
    let [rn, rd, tn, td] = [r.num, r.den, t.num, t.den].map(Fixed::to_i128);
    // Parts below 2^40 keep every product below 2^83: no check needed.
    const FITS: i128 = 1 << 40;
    if [rn, rd, tn, td].iter().all(|v| v.abs() < FITS) {
        return rn * td > k * tn * rd;
    }
    match (
        rn.checked_mul(td),
        tn.checked_mul(k).and_then(|x| x.checked_mul(rd)),
    ) {
        (Some(x), Some(y)) => x > y,
        _ => true,
    }
}

/// `Σ e^(−cost)` over the paths from `hand` to `t`, with step costs
/// `costs` (one per trait). Zero exactly when no path reaches `t`. `small`
/// promises that every value a path makes has both parts below 2^31 (the
/// input bound of `check_bound` below 2^31 gives that). With `whole`, only
/// the paths whose every step makes a whole number (the caller checks the
/// hand and `t`).
pub fn tally<T: Fixed>(
    hand: &[Frac<T>],
    t: Frac<T>,
    costs: &[f64; TRAITS],
    small: bool,
    whole: bool,
) -> f64 {
    if whole {
        Walk::<T, true>::new(hand, t, costs, small).from(hand)
    } else {
        Walk::<T, false>::new(hand, t, costs, small).from(hand)
    }
}

/// How many states of each size class a walk remembers at most: enough for
/// six numbers, and a bound on memory (some hundreds of megabytes) for eight.
const REMEMBERED: usize = 1 << 21;

/// `e^(−1)`: the weight of a step with no trait.
const STEP: f64 = 0.367_879_441_171_442_33;

/// The weight `e^(−cost)` of a step with traits `bits`, given each trait's
/// factor `e^(−cost)`: one per step, then the traits' costs.
#[inline]
pub fn weight(factors: &[f64; TRAITS], bits: u16) -> f64 {
    let mut w = STEP;
    let mut rest = bits;
    while rest != 0 {
        w *= factors[rest.trailing_zeros() as usize];
        rest &= rest - 1;
    }
    w
}

/// A walk over the paths; with `WHOLE`, only those whose every step makes a
/// whole number (the caller checks the hand and the target). A parameter
/// of the type, so that the usual walk carries no test of it.
struct Walk<T, const WHOLE: bool> {
    t: Frac<T>,
    /// `e^(−cost)` of each trait.
    factors: [f64; TRAITS],
    memo: HashMap<Vec<Frac<T>>, f64, FxBuild>,
    threes: HashMap<[Frac<T>; 3], f64, FxBuild>,
    remember: bool,
    /// Every value below 2^31 in both parts (see `small_hits`).
    small: bool,
}

impl<T: Fixed, const WHOLE: bool> Walk<T, WHOLE> {
    fn new(hand: &[Frac<T>], t: Frac<T>, costs: &[f64; TRAITS], small: bool) -> Self {
        Walk {
            t,
            factors: costs.map(|c| (-c).exp()),
            memo: HashMap::default(),
            threes: HashMap::default(),
            remember: hand.len() >= 5,
            small,
        }
    }

    /// Whether a step may make `r`: always, but under the rule only a whole
    /// number. (The last step makes the target, which the caller checked.)
    #[inline(always)]
    fn allows(r: Frac<T>) -> bool {
        !WHOLE || r.den == T::ONE
    }

    fn weight(&self, bits: u16) -> f64 {
        weight(&self.factors, bits)
    }

    fn from(&mut self, state: &[Frac<T>]) -> f64 {
        let n = state.len();
        match *state {
            [u, v] => return self.last(u, v),
            [a, b, c] if !self.remember => return self.three([a, b, c], None),
            [a, b, c, d] if !self.remember => return self.four([a, b, c, d]),
            [a, b, c] => {
                // Large hands meet the same three values again and again.
                let mut key = [a, b, c];
                key.sort_unstable_by_key(|q| (q.num, q.den));
                if let Some(&found) = self.threes.get(&key) {
                    return found;
                }
                let total = self.three(key, None);
                if self.threes.len() < REMEMBERED {
                    self.threes.insert(key, total);
                }
                return total;
            }
            _ => {}
        }
        let key = self.remember.then(|| {
            let mut key = state.to_vec();
            key.sort_unstable_by_key(|q| (q.num, q.den));
            key
        });
        if let Some(found) = key.as_ref().and_then(|k| self.memo.get(k)) {
            return *found;
        }
        let mut total = 0.0;
        // The next state: the numbers left, then the new value last.
        let mut next = [Frac::default(); crate::limits::MAX_NUMBERS];
        // Pairs of equal values leave equal states: each is walked once.
        let repeats = (0..n).any(|i| state[i + 1..].contains(&state[i]));
        let mut sums = [0.0; 28];
        let mut pair = 0;
        for i in 0..n {
            for j in i + 1..n {
                let (a, b) = (state[i], state[j]);
                if let Some(earlier) = repeats.then(|| same_pair(state, pair)).flatten() {
                    sums[pair] = sums[earlier];
                    total += sums[earlier];
                    pair += 1;
                    continue;
                }
                let mut sum = 0.0;
                let mut rest = 0;
                for (k, &q) in state.iter().enumerate() {
                    if k != i && k != j {
                        next[rest] = q;
                        rest += 1;
                    }
                }
                for (r, kind) in Frac::combine(a, b).into_iter().zip(KINDS) {
                    let Some(r) = r.filter(|&r| Self::allows(r)) else {
                        continue;
                    };
                    next[rest] = r;
                    let sub = self.from(&next[..=rest]);
                    if sub != 0.0 {
                        sum += self.weight(traits(kind, a, b, r, self.t, false)) * sub;
                    }
                }
                sums[pair] = sum;
                pair += 1;
                total += sum;
            }
        }
        if let Some(key) = key.filter(|_| self.memo.len() < REMEMBERED) {
            self.memo.insert(key, total);
        }
        total
    }

    /// Four numbers, every hand of the card game: the general loop, with
    /// what its three-number states share worked out once. Each pair's six
    /// results are computed once (a pair is both a first step and, in the
    /// states it leaves, the pair of the two untouched numbers), and so is
    /// what each number needs as the last step's other operand. The sums
    /// are added in the general loop's order, so the total is the same to
    /// the last bit.
    fn four(&self, h: [Frac<T>; 4]) -> f64 {
        const PAIRS: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
        let results = PAIRS.map(|(i, j)| Frac::combine(h[i], h[j]));
        let needs = h.map(|q| self.needs(q));
        let repeats = (0..4).any(|i| h[i + 1..].contains(&h[i]));
        let mut sums = [0.0; 6];
        let mut total = 0.0;
        for (pair, &(i, j)) in PAIRS.iter().enumerate() {
            if let Some(earlier) = repeats.then(|| same_pair(&h, pair)).flatten() {
                sums[pair] = sums[earlier];
                total += sums[earlier];
                continue;
            }
            // The other two, in order; pair `5 − pair` is theirs.
            let (k, l) = PAIRS[5 - pair];
            let (a, b) = (h[i], h[j]);
            let mut sum = 0.0;
            for (r, kind) in results[pair].into_iter().zip(KINDS) {
                let Some(r) = r.filter(|&r| Self::allows(r)) else {
                    continue;
                };
                let state = [h[k], h[l], r];
                let own = self.needs(r);
                let wants = [needs[k].as_ref(), needs[l].as_ref(), own.as_ref()];
                let sub = self.three_with(state, wants, &results[5 - pair]);
                if sub != 0.0 {
                    sum += self.weight(traits(kind, a, b, r, self.t, false)) * sub;
                }
            }
            sums[pair] = sum;
            total += sum;
        }
        total
    }

    /// Three numbers, the most common state: the pairs written out, without
    /// the general loop's bookkeeping. `first`, when known, is what
    /// `s[0]` and `s[1]` combine to.
    fn three(&self, s: [Frac<T>; 3], first: Option<[Option<Frac<T>>; 6]>) -> f64 {
        let wants = s.map(|q| self.needs(q));
        let first = first.unwrap_or_else(|| Frac::combine(s[0], s[1]));
        self.three_with(s, wants.each_ref().map(Option::as_ref), &first)
    }

    /// [`Walk::three`] given what each number needs as the last step's
    /// other operand (`wants`, see [`Walk::needs`]) and `first`.
    fn three_with(
        &self,
        s: [Frac<T>; 3],
        wants: [Option<&Wants<T>>; 3],
        first: &[Option<Frac<T>>; 6],
    ) -> f64 {
        let mut total = 0.0;
        let [x, y, z] = s;
        let [wx, wy, wz] = wants;
        let combos = [(x, y, wz, z), (x, z, wy, y), (y, z, wx, x)];
        for (n, (a, b, want, rest)) in combos.into_iter().enumerate() {
            let owned;
            let results = if n == 0 {
                first
            } else {
                owned = Frac::combine(a, b);
                &owned
            };
            for k in 0..6 {
                let Some(r) = results[k].filter(|&r| Self::allows(r)) else {
                    continue;
                };
                let sub = match want {
                    Some(want) => match hits_of(r, want) {
                        0 => continue,
                        hits => self.last_hits(r, rest, hits),
                    },
                    None => self.last(r, rest),
                };
                if sub != 0.0 {
                    total += self.weight(traits(KINDS[k], a, b, r, self.t, false)) * sub;
                }
            }
        }
        total
    }

    /// The values `u` for which `u ∘ v` is the target, for each of the six
    /// ways to combine `u` and `v` in [`Frac::combine`]'s order: the target
    /// read backwards, as the solver's top-down search does. `None` when
    /// `v` or the target is zero (then some `u` is not determined) or a
    /// value overflows; [`Walk::last`] decides those.
    fn needs(&self, v: Frac<T>) -> Option<Wants<T>> {
        if v.is_zero() || self.t.is_zero() {
            return None;
        }
        // t + v, t − v, v − t, t × v, t ÷ v, v ÷ t.
        let [sum, diff, back, product, quot, over] = Frac::combine(self.t, v);
        // u + v = t, u − v = t, v − u = t, u × v = t, u ÷ v = t, v ÷ u = t.
        let values = [diff?, sum?, back?, quot?, product?, over?];
        let filter = values.iter().fold(0, |acc, &q| acc | 1 << slot(q));
        Some(Wants { values, filter })
    }

    /// The last step (this is where most of the work is).
    fn last(&self, u: Frac<T>, v: Frac<T>) -> f64 {
        self.last_hits(u, v, last_step(u, v, self.t, self.small))
    }

    /// The weight of the last steps `u ∘ v` that `hits` marks (as [`mask`]
    /// bits in [`Frac::combine`]'s order).
    #[inline]
    fn last_hits(&self, u: Frac<T>, v: Frac<T>, hits: u8) -> f64 {
        if hits == 0 {
            return 0.0;
        }
        let mut total = 0.0;
        for (k, kind) in KINDS.into_iter().enumerate() {
            if hits >> k & 1 == 1 {
                total += self.weight(traits(kind, u, v, self.t, self.t, true));
            }
        }
        total
    }
}

/// Which of the six ways to combine `u` and `v` make `t` (as [`mask`]
/// bits, in `Frac::combine`'s order): checked by cross-multiplying rather
/// than by building each result. `small` promises what it does to [`tally`].
#[inline]
fn last_step<T: Fixed>(u: Frac<T>, v: Frac<T>, t: Frac<T>, small: bool) -> u8 {
    let one = T::ONE;
    let hits = if !small {
        hits(u, v, t)
    } else if u.den == one && v.den == one && t.den == one {
        // Integers below 2^31 (most last steps): products fit 64 bits.
        let [u, v, t] = [u.num, v.num, t.num].map(|q| q.to_i128() as i64);
        Some(mask([
            u + v == t,
            u - v == t,
            v - u == t,
            u * v == t,
            u == t * v && v != 0,
            v == t * u && u != 0,
        ]))
    } else {
        small_hits(u, v, t)
    };
    hits.unwrap_or_else(|| mask(Frac::combine(u, v).map(|r| r == Some(t))))
}

/// Six yes/no answers as bits, the first lowest.
#[inline]
fn mask(bits: [bool; 6]) -> u8 {
    bits.iter().rev().fold(0, |acc, &b| acc << 1 | u8::from(b))
}

/// What a number needs as the last step's other operand ([`Walk::needs`]),
/// with a one-word filter of them: most values meet none, and one bit
/// says so.
#[derive(Clone, Copy)]
struct Wants<T> {
    values: [Frac<T>; 6],
    /// Bit [`slot`] of each value.
    filter: u64,
}

/// A value's bit in [`Wants::filter`]: a multiplicative hash of its parts.
#[inline]
fn slot<T: Fixed>(q: Frac<T>) -> u32 {
    let mixed = q.num.fold64() ^ q.den.fold64().rotate_left(32);
    (mixed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58) as u32
}

/// Which of the six ways to combine `u` with `v` make the target, from
/// [`Walk::needs`] of `v`: values are kept in lowest terms, so equal values
/// have equal parts.
#[inline]
fn hits_of<T: Fixed>(u: Frac<T>, want: &Wants<T>) -> u8 {
    if want.filter >> slot(u) & 1 == 0 {
        return 0;
    }
    want.values
        .iter()
        .enumerate()
        .fold(0, |acc, (k, w)| acc | u8::from(*w == u) << k)
}

/// [`hits`] when every part is below 2^31, so that no product of three
/// overflows `i128` and none needs checking.
#[inline]
fn small_hits<T: Fixed>(u: Frac<T>, v: Frac<T>, t: Frac<T>) -> Option<u8> {
    let parts = [u.num, u.den, v.num, v.den, t.num, t.den].map(Fixed::to_i128);
    // Parts below 2^20 keep products of three below 2^60: 64 bits do.
    if parts.iter().all(|p| p.abs() < 1 << 20) {
        return Some(mask(hits_in(parts.map(|p| p as i64))));
    }
    Some(mask(hits_in(parts)))
}

/// The checks of [`hits`] in a type where no product of three overflows.
#[inline]
fn hits_in<I>(parts: [I; 6]) -> [bool; 6]
where
    I: Copy
        + PartialEq
        + From<u8>
        + std::ops::Mul<Output = I>
        + std::ops::Add<Output = I>
        + std::ops::Sub<Output = I>,
{
    let [un, ud, vn, vd, tn, td] = parts;
    let zero = I::from(0);
    let (a, b) = (un * vd, vn * ud);
    let tp = tn * (ud * vd);
    let (at, bt) = (a * td, b * td);
    [
        at + bt == tp,
        at - bt == tp,
        bt - at == tp,
        un * vn * td == tp,
        vn != zero && at == tn * b,
        un != zero && bt == tn * a,
    ]
}

/// The first pair of `state` (in the order `i < j`, then `j`) with the same
/// two values as pair number `nth`, if it comes before it.
fn same_pair<T: Fixed>(state: &[Frac<T>], nth: usize) -> Option<usize> {
    let n = state.len();
    let pairs = (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j)));
    let (i, j) = pairs.clone().nth(nth)?;
    let (a, b) = (state[i], state[j]);
    pairs
        .take(nth)
        .position(|(k, l)| (state[k] == a && state[l] == b) || (state[k] == b && state[l] == a))
}

/// Which of `u + v`, `u − v`, `v − u`, `u × v`, `u ÷ v`, `v ÷ u` equal `t`,
/// or `None` when a product overflows `i128`.
fn hits<T: Fixed>(u: Frac<T>, v: Frac<T>, t: Frac<T>) -> Option<u8> {
    let [un, ud, vn, vd, tn, td] = [u.num, u.den, v.num, v.den, t.num, t.den].map(Fixed::to_i128);
    // u = a / p and v = b / p over the common denominator p.
    let a = un.checked_mul(vd)?;
    let b = vn.checked_mul(ud)?;
    let tp = tn.checked_mul(ud.checked_mul(vd)?)?;
    let (at, bt) = (a.checked_mul(td)?, b.checked_mul(td)?);
    // u × v = un·vn / p.
    let product = un.checked_mul(vn)?.checked_mul(td)?;
    Some(mask([
        at.checked_add(bt)? == tp,
        at.checked_sub(bt)? == tp,
        bt.checked_sub(at)? == tp,
        product == tp,
        vn != 0 && at == tn.checked_mul(b)?,
        un != 0 && bt == tn.checked_mul(a)?,
    ]))
}

/// Every path's traits, summed over its steps (one count per trait), with
/// how many paths share them: what the deck model reads and fitting the
/// costs needs. About 6.3 µs natively for a hand of four cards of 1..13,
/// against 2.7 µs for [`tally`]. `small` promises what it does to [`tally`]. With
/// `whole`, only the paths whose every step makes a whole number.
pub fn profiles<T: Fixed>(
    hand: &[Frac<T>],
    t: Frac<T>,
    small: bool,
    whole: bool,
) -> Vec<([u8; TRAITS], u64)> {
    // Sorted as it grows: a hand has few profiles (a four-card hand about
    // six), too few for a hash map to pay for its code in the worker.
    let mut found = Vec::new();
    if !whole || t.den == T::ONE {
        walk_all(hand, t, small, whole, [0; TRAITS], &mut found);
    }
    found
}

fn walk_all<T: Fixed>(
    state: &[Frac<T>],
    t: Frac<T>,
    small: bool,
    whole: bool,
    sum: [u8; TRAITS],
    found: &mut Vec<([u8; TRAITS], u64)>,
) {
    let n = state.len();
    if let [u, v] = *state {
        // A hand of two: its one step is the last.
        last_steps(u, v, last_step(u, v, t, small), t, sum, found);
        return;
    }
    let mut next = [Frac::default(); crate::limits::MAX_NUMBERS];
    for i in 0..n {
        for j in i + 1..n {
            let (a, b) = (state[i], state[j]);
            let mut left = 0;
            for (k, &q) in state.iter().enumerate() {
                if k != i && k != j {
                    next[left] = q;
                    left += 1;
                }
            }
            for (r, kind) in Frac::combine(a, b).into_iter().zip(KINDS) {
                let Some(r) = r else { continue };
                if whole && r.den != T::ONE {
                    continue;
                }
                if n == 3 {
                    // The last step, with the one number left: as in
                    // `tally`, only which of its six ways make the target.
                    // Most values make it in none, and need no traits.
                    let hit = last_step(next[0], r, t, small);
                    if hit != 0 {
                        let with = plus(sum, traits(kind, a, b, r, t, false));
                        last_steps(next[0], r, hit, t, with, found);
                    }
                } else {
                    next[left] = r;
                    let with = plus(sum, traits(kind, a, b, r, t, false));
                    walk_all(&next[..=left], t, small, whole, with, found);
                }
            }
        }
    }
}

/// Lists the paths that end with the last steps `u ∘ v` that `hit` marks
/// ([`last_step`]), their earlier steps' trait counts `sum`.
fn last_steps<T: Fixed>(
    u: Frac<T>,
    v: Frac<T>,
    hit: u8,
    t: Frac<T>,
    sum: [u8; TRAITS],
    found: &mut Vec<([u8; TRAITS], u64)>,
) {
    for (k, kind) in KINDS.into_iter().enumerate() {
        if hit >> k & 1 == 1 {
            let with = plus(sum, traits(kind, u, v, t, t, true));
            match found.binary_search_by(|p| p.0.cmp(&with)) {
                Ok(k) => found[k].1 += 1,
                Err(k) => found.insert(k, (with, 1)),
            }
        }
    }
}

/// Trait counts `sum` with one step's traits `bits` added.
fn plus(mut sum: [u8; TRAITS], bits: u16) -> [u8; TRAITS] {
    for (k, c) in sum.iter_mut().enumerate() {
        *c += u8::from(bits >> k & 1 == 1);
    }
    sum
}
