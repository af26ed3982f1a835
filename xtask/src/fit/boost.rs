//! Gradient boosting of depth-two regression trees on squared error: the
//! deck model's fit.
//!
//! The base is the mean; each round grows one tree on what the model so far
//! leaves unexplained. Every split is the best of all: of every feature and
//! every place between two neighbouring distinct values, the one that most
//! reduces the squared error, the earliest feature and the lowest place on a
//! tie. Its threshold is the midpoint, rounded to `f32` as the solver keeps
//! it, and only where the rounding still separates the two values. A node
//! that cannot be split sends every hand left, and both its leaves hold its
//! mean. The leaves hold the learning rate times their hands' mean, in `f32`;
//! the next round sees the model through the solver's own `predict`, so
//! that what is fitted is what ships. Deterministic: a rerun grows the same
//! trees.

use solver::difficulty::fit::{predict, Tree, DECK_FEATURES};

/// A hand's features.
type Row = [f64; DECK_FEATURES];

/// Grows `trees` trees with learning rate `rate` on the rows `x` and
/// targets `y`: the base and the trees.
pub fn boost(x: &[Row], y: &[f64], trees: usize, rate: f64) -> (f64, Vec<Tree>) {
    let base = y.iter().sum::<f64>() / y.len() as f64;
    let mut grown = Vec::with_capacity(trees);
    let all: Vec<usize> = (0..y.len()).collect();
    for _ in 0..trees {
        let residual: Vec<f64> = y
            .iter()
            .zip(x)
            .map(|(t, row)| t - predict(base, &grown, row))
            .collect();
        grown.push(grow(x, &residual, &all, rate));
    }
    (base, grown)
}

/// One tree on the rows `rows`, fitting `r`.
fn grow(x: &[Row], r: &[f64], rows: &[usize], rate: f64) -> Tree {
    let root = best_split(x, r, rows);
    let (left, right) = part(x, rows, root);
    let halves = [left, right].map(|side| {
        let split = best_split(x, r, &side);
        let (l, rr) = part(x, &side, split);
        let fallback = mean(r, &side);
        let leaf = |rows: &[usize]| {
            (rate
                * if rows.is_empty() {
                    fallback
                } else {
                    mean(r, rows)
                }) as f32
        };
        (split, [leaf(&l), leaf(&rr)])
    });
    let [(left_split, [a, b]), (right_split, [c, d])] = halves;
    Tree {
        splits: [root, left_split, right_split],
        leaves: [a, b, c, d],
    }
}

/// Where a split that sends everything left points.
const NO_SPLIT: (u8, f32) = (0, f32::INFINITY);

/// The rows of `rows` that `split` sends left, and right.
fn part(x: &[Row], rows: &[usize], (feature, threshold): (u8, f32)) -> (Vec<usize>, Vec<usize>) {
    rows.iter()
        .partition(|&&i| x[i][usize::from(feature)] <= f64::from(threshold))
}

fn mean(r: &[f64], rows: &[usize]) -> f64 {
    if rows.is_empty() {
        return 0.0;
    }
    rows.iter().map(|&i| r[i]).sum::<f64>() / rows.len() as f64
}

/// The split of `rows` that most reduces the squared error of `r`, or
/// [`NO_SPLIT`] when none does.
// (`feature` indexes a column across rows, which the lint takes for one slice.)
#[allow(clippy::needless_range_loop)]
fn best_split(x: &[Row], r: &[f64], rows: &[usize]) -> (u8, f32) {
    let n = rows.len() as f64;
    let total: f64 = rows.iter().map(|&i| r[i]).sum();
    let mut best = (0.0, NO_SPLIT);
    let mut order = rows.to_vec();
    for feature in 0..DECK_FEATURES {
        let value = |i: usize| x[i][feature];
        order.sort_by(|&a, &b| value(a).total_cmp(&value(b)));
        let mut left = 0.0;
        for (k, pair) in order.windows(2).enumerate() {
            left += r[pair[0]];
            let (lo, hi) = (value(pair[0]), value(pair[1]));
            if lo == hi {
                continue;
            }
            let nl = (k + 1) as f64;
            let right = total - left;
            // The fall in squared error: Σ²/n on each side less the whole's.
            let gain = left * left / nl + right * right / (n - nl) - total * total / n;
            let threshold = ((lo + hi) / 2.0) as f32;
            let separates = lo <= f64::from(threshold) && f64::from(threshold) < hi;
            if gain > best.0 + 1e-12 && separates {
                best = (gain, (feature as u8, threshold));
            }
        }
    }
    best.1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(v: &[f64]) -> Row {
        let mut r = [0.0; DECK_FEATURES];
        r[..v.len()].copy_from_slice(v);
        r
    }

    #[test]
    fn a_step_in_one_feature_is_found_at_the_midpoint() {
        let x: Vec<Row> = (0..8).map(|i| row(&[0.0, f64::from(i)])).collect();
        let y: Vec<f64> = (0..8).map(|i| if i < 3 { 1.0 } else { 5.0 }).collect();
        let (base, trees) = boost(&x, &y, 1, 1.0);
        assert_eq!(base, 3.5);
        assert_eq!(trees[0].splits[0], (1, 2.5));
        for (r, t) in x.iter().zip(&y) {
            assert!((predict(base, &trees, r) - t).abs() < 1e-6);
        }
    }

    #[test]
    fn boosting_fits_two_features_together_and_repeats_itself() {
        // y = 2·[a > 1] + [b > 0], a 3 × 2 grid: depth two is enough.
        let mut x = Vec::new();
        let mut y = Vec::new();
        for a in 0..3 {
            for b in 0..2 {
                x.push(row(&[f64::from(a), f64::from(b)]));
                y.push(2.0 * f64::from(u8::from(a > 1)) + f64::from(b));
            }
        }
        let (base, trees) = boost(&x, &y, 50, 0.3);
        for (r, t) in x.iter().zip(&y) {
            assert!((predict(base, &trees, r) - t).abs() < 1e-3, "{r:?}");
        }
        assert_eq!(boost(&x, &y, 50, 0.3), (base, trees));
    }

    #[test]
    fn nothing_to_split_leaves_the_mean() {
        let x = vec![row(&[1.0]); 4];
        let y = [1.0, 2.0, 3.0, 6.0];
        let (base, trees) = boost(&x, &y, 3, 0.5);
        assert_eq!(base, 3.0);
        assert!(trees
            .iter()
            .all(|t| t.splits == [NO_SPLIT; 3] && t.leaves == [0.0; 4]));
        // A side that cannot be split: both its leaves hold the learning
        // rate times its mean.
        let x: Vec<Row> = [0.0, 0.0, 1.0, 1.0].iter().map(|&v| row(&[v])).collect();
        let tree = grow(&x, &[1.0, 3.0, 10.0, 10.0], &[0, 1, 2, 3], 0.5);
        assert_eq!(tree.splits, [(0, 0.5), NO_SPLIT, NO_SPLIT]);
        assert_eq!(tree.leaves, [1.0, 1.0, 5.0, 5.0]);
    }

    #[test]
    fn no_threshold_where_f32_cannot_tell_the_values_apart() {
        // 1 − 1e-12 and 1 round to the same f32: no threshold separates
        // them, so the only split left is the other feature's.
        let x = vec![row(&[1.0 - 1e-12, 0.0]), row(&[1.0, 1.0])];
        assert_eq!(best_split(&x, &[0.0, 1.0], &[0, 1]), (1, 0.5));
        let x = vec![row(&[1.0 - 1e-12]), row(&[1.0])];
        assert_eq!(best_split(&x, &[0.0, 1.0], &[0, 1]), NO_SPLIT);
    }
}
