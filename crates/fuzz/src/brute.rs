//! An independent brute force: every expression over a hand, by combining
//! any two items with any operation until one is left, with arbitrary
//! precision fractions, so that it trusts no bound and no part of the
//! solver's search. Under the whole-numbers rule (`whole`), only the
//! expressions whose every value is whole: each number, and each result.

use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};
use solver::{normal_form, Expr, Level, NormalForm, Op, Rational};
use std::collections::HashSet;

/// An exact fraction of big integers: `(numerator, denominator)`, reduced,
/// denominator positive.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Big(BigInt, BigInt);

fn gcd(a: &BigInt, b: &BigInt) -> BigInt {
    let (mut a, mut b) = (a.abs(), b.abs());
    while !b.is_zero() {
        let r = &a % &b;
        a = b;
        b = r;
    }
    a
}

impl Big {
    pub fn new(n: BigInt, d: BigInt) -> Big {
        let g = gcd(&n, &d);
        let (mut n, mut d) = if g.is_zero() || g.is_one() {
            (n, d)
        } else {
            (n / &g, d / &g)
        };
        if d.is_negative() {
            n = -n;
            d = -d;
        }
        Big(n, d)
    }

    pub fn of(q: &Rational) -> Big {
        Big(BigInt::from(q.numer()), BigInt::from(q.denom()))
    }

    pub fn is_whole(&self) -> bool {
        self.1.is_one()
    }

    pub fn apply(&self, op: Op, o: &Big) -> Option<Big> {
        let (a, b, c, d) = (&self.0, &self.1, &o.0, &o.1);
        Some(match op {
            Op::Add => Big::new(a * d + c * b, b * d),
            Op::Sub => Big::new(a * d - c * b, b * d),
            Op::Mul => Big::new(a * c, b * d),
            Op::Div if c.is_zero() => return None,
            Op::Div => Big::new(a * d, b * c),
        })
    }
}

const OPS: [Op; 4] = [Op::Add, Op::Sub, Op::Mul, Op::Div];

/// The hand as items to combine, or `None` when under the rule (`whole`)
/// a number of it is not whole, so that no expression over it is.
fn start(hand: &[Rational], whole: bool) -> Option<Vec<Big>> {
    let items: Vec<Big> = hand.iter().map(Big::of).collect();
    (!whole || items.iter().all(Big::is_whole)).then_some(items)
}

/// Whether some expression over `hand` makes `target` (with only whole
/// values, when `whole`).
pub fn solvable(hand: &[Rational], target: &Rational, whole: bool) -> bool {
    start(hand, whole).is_some_and(|items| reach(&items, &Big::of(target), whole))
}

fn reach(items: &[Big], target: &Big, whole: bool) -> bool {
    if items.len() == 1 {
        return items[0] == *target;
    }
    for i in 0..items.len() {
        for j in 0..items.len() {
            if i == j {
                continue;
            }
            let rest = items
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != i && k != j)
                .map(|(_, x)| x.clone());
            for op in OPS {
                // `+` and `×` commute: one order is enough.
                if op.commutes() && j < i {
                    continue;
                }
                let made = items[i].apply(op, &items[j]);
                if let Some(v) = made.filter(|v| !whole || v.is_whole()) {
                    let next: Vec<Big> = rest.clone().chain(std::iter::once(v)).collect();
                    if reach(&next, target, whole) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// The strict classes of every expression over `hand` equal to `target`
/// (with only whole values, when `whole`).
pub fn classes(hand: &[Rational], target: &Rational, whole: bool) -> HashSet<NormalForm> {
    let mut out = HashSet::new();
    if let Some(values) = start(hand, whole) {
        let items: Vec<(Big, Expr)> = values
            .into_iter()
            .zip(hand)
            .map(|(v, q)| (v, Expr::num(*q)))
            .collect();
        collect(&items, &Big::of(target), whole, &mut out);
    }
    out
}

fn collect(items: &[(Big, Expr)], target: &Big, whole: bool, out: &mut HashSet<NormalForm>) {
    if items.len() == 1 {
        if items[0].0 == *target {
            if let Some(class) = normal_form(&items[0].1, Level::Strict) {
                out.insert(class);
            }
        }
        return;
    }
    for i in 0..items.len() {
        for j in 0..items.len() {
            if i == j {
                continue;
            }
            for op in OPS {
                if op.commutes() && j < i {
                    continue;
                }
                let made = items[i].0.apply(op, &items[j].0);
                let Some(v) = made.filter(|v| !whole || v.is_whole()) else {
                    continue;
                };
                let e = Expr::bin(op, items[i].1.clone(), items[j].1.clone());
                let mut next: Vec<(Big, Expr)> = items
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| k != i && k != j)
                    .map(|(_, x)| x.clone())
                    .collect();
                next.push((v, e));
                collect(&next, target, whole, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(values: &[i128]) -> Vec<Rational> {
        values.iter().map(|&v| Rational::from(v)).collect()
    }

    #[test]
    fn finds_what_a_person_would() {
        let t = Rational::from(24);
        assert!(solvable(&hand(&[3, 3, 8, 8]), &t, false));
        assert!(!solvable(&hand(&[1, 1, 1, 1]), &t, false));
        // 8 / (3 − 8 / 3) is the one way, and it passes 8/3.
        assert_eq!(classes(&hand(&[3, 3, 8, 8]), &t, false).len(), 1);
        assert!(!solvable(&hand(&[3, 3, 8, 8]), &t, true));
        assert!(classes(&hand(&[3, 3, 8, 8]), &t, true).is_empty());
        // As many strict classes as the solver lists.
        let strict = solver::solve(&hand(&[1, 2, 3, 4]), t, solver::Options::default()).unwrap();
        assert_eq!(
            classes(&hand(&[1, 2, 3, 4]), &t, false).len(),
            strict.count(Level::Strict)
        );
        // 48 × 1/2 uses a number that is not whole.
        let half = [Rational::from(48), Rational::new(1, 2)];
        assert!(solvable(&half, &t, false) && !solvable(&half, &t, true));
        // No bound: far beyond 128 bits, still exact.
        let huge = Rational::from(i128::MAX);
        let big = Big::of(&huge).apply(Op::Mul, &Big::of(&huge)).unwrap();
        assert_eq!(big.apply(Op::Div, &Big::of(&huge)), Some(Big::of(&huge)));
    }
}
