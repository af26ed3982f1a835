//! Spearman's rank correlation, the measure the difficulty model is fitted
//! and judged by: `cargo xtask fit-difficulty` maximises it in
//! cross-validation, and the solver's tests check the committed weights
//! with it.

/// Spearman's ρ between `a` and `b` (equal lengths): the Pearson
/// correlation of their ranks, ties sharing the average rank. 0 when either
/// side has no spread.
///
/// ```
/// use twentyfour_solver::difficulty::fit::spearman;
///
/// assert_eq!(spearman(&[1.0, 2.0, 3.0], &[10.0, 20.0, 90.0]), 1.0);
/// assert_eq!(spearman(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]), -1.0);
/// assert_eq!(spearman(&[1.0, 1.0], &[1.0, 2.0]), 0.0);
/// ```
pub fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = a.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let (mut s, mut sa, mut sb) = (0.0, 0.0, 0.0);
    for (x, y) in ra.iter().zip(&rb) {
        s += (x - ma) * (y - mb);
        sa += (x - ma).powi(2);
        sb += (y - mb).powi(2);
    }
    if sa == 0.0 || sb == 0.0 {
        0.0
    } else {
        s / (sa * sb).sqrt()
    }
}

/// Average ranks, ties sharing theirs.
fn ranks(v: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..v.len()).collect();
    order.sort_by(|&a, &b| v[a].total_cmp(&v[b]));
    let mut r = vec![0.0; v.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && v[order[j + 1]] == v[order[i]] {
            j += 1;
        }
        for &k in &order[i..=j] {
            r[k] = (i + j) as f64 / 2.0;
        }
        i = j + 1;
    }
    r
}
