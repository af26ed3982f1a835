//! `cargo xtask fit-difficulty`: fits the difficulty model to
//! `../shared/data/difficulty-train.tsv` and writes
//! `crates/solver/src/difficulty/weights.rs`.
//!
//! The model is ridge regression of ln(median seconds) on the solver's
//! features; the step costs inside the first feature are tuned by
//! coordinate descent on the training hands' Spearman ρ. Both are
//! deterministic, so a rerun writes the same file byte for byte.
//!
//! It prints ten-fold cross-validated Spearman ρ between the estimate and
//! the median time, where each fold's model (step costs included) is fitted
//! without the fold, next to the strict solution count alone measured the
//! same way. Fold `k` holds the hands on lines `k`, `k + 10`, … of the file.

use crate::{root, step, Result};
use solver::difficulty::fit::{spearman, Features, Sample, FEATURES, FEATURE_NAMES, TRAITS};
use solver::{solve, Level, Options, Rational};
use std::fmt::Write as _;

const DATA: &str = "../shared/data/difficulty-train.tsv";
const OUT: &str = "crates/solver/src/difficulty/weights.rs";
const FOLDS: usize = 10;
/// Ridge penalty on standardised features, per hand.
const RIDGE: f64 = 1e-3;
/// Share of the training hands below each cut point: Easy 30 %, Fair 30 %,
/// Tricky 25 %, Hard 10 %, Fiendish 5 %.
const CUT_SHARES: [f64; 4] = [0.30, 0.60, 0.85, 0.95];
/// Where the step costs start: fractions, negatives and large values cost,
/// times-table products are cheap.
const START: [f64; TRAITS] = [
    4.0, 2.0, 0.5, 1.0, 0.3, 0.2, 1.0, 1.0, -0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
];

struct Hand {
    sample: Sample,
    strict: f64,
    log_seconds: f64,
}

/// Fits and writes the weights; with `--check`, fails instead of writing
/// when the committed file differs from the refit.
pub fn run(args: &[String]) -> Result {
    let check = match args {
        [] => false,
        [flag] if flag == "--check" => true,
        _ => return Err("usage: cargo xtask fit-difficulty [--check]".into()),
    };
    let path = root().join(DATA);
    let text = std::fs::read_to_string(&path).map_err(|e| {
        format!(
            "cannot read the training data {} ({e}); it lives outside the repository, in ../shared/data",
            path.display()
        )
    })?;
    let hands = parse(&text)?;
    step(&format!("{} hands from {DATA}", hands.len()));
    let y: Vec<f64> = hands.iter().map(|h| h.log_seconds).collect();

    let strict: Vec<[f64; 1]> = hands.iter().map(|h| [h.strict]).collect();
    let baseline = cross_validate(&y, |train| {
        let w = ridge(&pick(&strict, train), &pick(&y, train));
        let strict = &strict;
        move |i: usize| predict(&w, &strict[i])
    });
    let model = cross_validate(&y, |train| {
        let (costs, w) = fit(&hands, &y, train);
        let hands = &hands;
        move |i: usize| predict(&w, &hands[i].sample.features(&costs))
    });
    println!("{FOLDS}-fold cross-validated Spearman rho with median_seconds:");
    println!("  model                    {model:.3}");
    println!("  strict solution count    {baseline:.3}");

    let all: Vec<usize> = (0..hands.len()).collect();
    let (costs, w) = fit(&hands, &y, &all);
    let mut seconds: Vec<f64> = hands
        .iter()
        .map(|h| predict(&w, &h.sample.features(&costs)).exp())
        .collect();
    println!(
        "  in-sample                {:.3}",
        spearman(&seconds.iter().map(|s| s.ln()).collect::<Vec<_>>(), &y)
    );
    seconds.sort_by(f64::total_cmp);
    let cuts = CUT_SHARES.map(|share| {
        let at = seconds[((seconds.len() as f64) * share) as usize];
        (at * 10.0).round() / 10.0
    });
    for (name, k) in FEATURE_NAMES.iter().zip(&w[1..]) {
        println!("  weight {k:>9.4}  {name}");
    }
    println!("  cut points (s): {cuts:?}");
    let file = root().join(OUT);
    let fitted = render(&costs, &w, &cuts, model, baseline);
    if check {
        let committed = std::fs::read_to_string(&file).unwrap_or_default();
        if committed != fitted {
            return Err(format!(
                "{OUT} differs from a refit: run cargo xtask fit-difficulty"
            ));
        }
        step(&format!("{OUT} is what the fit writes"));
        return Ok(());
    }
    std::fs::write(&file, fitted).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    step(&format!("wrote {OUT}"));
    Ok(())
}

fn parse(text: &str) -> Result<Vec<Hand>> {
    let mut hands = Vec::new();
    for (n, line) in text.lines().enumerate().skip(1) {
        let bad = || format!("{DATA}:{}: cannot read '{line}'", n + 1);
        let mut cols = line.split('\t');
        let (Some(hand), Some(seconds)) = (cols.next(), cols.next()) else {
            return Err(bad());
        };
        let numbers = hand
            .split_whitespace()
            .map(|v| v.parse::<i128>().map(Rational::from))
            .collect::<std::result::Result<Vec<_>, _>>()
            .map_err(|_| bad())?;
        let seconds: f64 = seconds.trim().parse().map_err(|_| bad())?;
        let target = Rational::from(24);
        let sample = Sample::new(&numbers, target)
            .ok_or_else(|| format!("{DATA}:{}: {hand} cannot make 24", n + 1))?;
        let strict = solve(&numbers, target, Options::default()).map_err(|e| e.to_string())?;
        hands.push(Hand {
            sample,
            strict: strict.count(Level::Strict) as f64,
            log_seconds: seconds.ln(),
        });
    }
    Ok(hands)
}

/// Step costs by coordinate descent, then the weights, on the hands `train`.
fn fit(hands: &[Hand], y: &[f64], train: &[usize]) -> ([f64; TRAITS], Vec<f64>) {
    let ys = pick(y, train);
    let weights = |costs: &[f64; TRAITS]| {
        let x: Vec<Features> = train
            .iter()
            .map(|&i| hands[i].sample.features(costs))
            .collect();
        let w = ridge(&x, &ys);
        let p: Vec<f64> = x.iter().map(|f| predict(&w, f)).collect();
        (w, spearman(&p, &ys))
    };
    let mut costs = START;
    let (mut w, mut best) = weights(&costs);
    for delta in [1.0, 0.5, 0.25] {
        for _ in 0..2 {
            for k in 0..TRAITS {
                for sign in [1.0, -1.0] {
                    let mut trial = costs;
                    trial[k] += sign * delta;
                    let (tw, rho) = weights(&trial);
                    if rho > best + 1e-4 {
                        (costs, w, best) = (trial, tw, rho);
                    }
                }
            }
        }
    }
    (costs, w)
}

/// Spearman ρ of out-of-fold predictions: `fit(train)` gives a predictor.
fn cross_validate<P: Fn(usize) -> f64>(y: &[f64], fit: impl Fn(&[usize]) -> P) -> f64 {
    let mut predicted = vec![0.0; y.len()];
    for fold in 0..FOLDS {
        let train: Vec<usize> = (0..y.len()).filter(|i| i % FOLDS != fold).collect();
        let predictor = fit(&train);
        for i in (fold..y.len()).step_by(FOLDS) {
            predicted[i] = predictor(i);
        }
    }
    spearman(&predicted, y)
}

fn pick<T: Clone>(all: &[T], idx: &[usize]) -> Vec<T> {
    idx.iter().map(|&i| all[i].clone()).collect()
}

fn predict(w: &[f64], x: &[f64]) -> f64 {
    w[0] + x.iter().zip(&w[1..]).map(|(a, b)| a * b).sum::<f64>()
}

/// Ridge regression on standardised columns, returned on the raw scale
/// (intercept first): normal equations, Gauss–Jordan elimination.
fn ridge<const P: usize>(x: &[[f64; P]], y: &[f64]) -> Vec<f64> {
    let n = x.len() as f64;
    let mean: Vec<f64> = (0..P)
        .map(|j| x.iter().map(|r| r[j]).sum::<f64>() / n)
        .collect();
    let sd: Vec<f64> = (0..P)
        .map(|j| {
            let v = x.iter().map(|r| (r[j] - mean[j]).powi(2)).sum::<f64>() / n;
            if v > 1e-12 {
                v.sqrt()
            } else {
                1.0
            }
        })
        .collect();
    let m = P + 1;
    let mut a = vec![vec![0.0; m + 1]; m];
    for (row, &yi) in x.iter().zip(y) {
        let mut z = vec![1.0];
        z.extend((0..P).map(|j| (row[j] - mean[j]) / sd[j]));
        for i in 0..m {
            for j in 0..m {
                a[i][j] += z[i] * z[j];
            }
            a[i][m] += z[i] * yi;
        }
    }
    for (i, row) in a.iter_mut().enumerate().skip(1) {
        row[i] += RIDGE * n;
    }
    for c in 0..m {
        let pivot = (c..m)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .unwrap_or(c);
        a.swap(c, pivot);
        let d = a[c][c];
        if d.abs() < 1e-12 {
            continue;
        }
        a[c][c..].iter_mut().for_each(|v| *v /= d);
        let pivot_row = a[c].clone();
        for (i, row) in a.iter_mut().enumerate() {
            let f = row[c];
            if i != c && f != 0.0 {
                for (v, p) in row[c..].iter_mut().zip(&pivot_row[c..]) {
                    *v -= f * p;
                }
            }
        }
    }
    let z: Vec<f64> = (0..m).map(|i| a[i][m]).collect();
    let mut w = vec![z[0]];
    for j in 0..P {
        w.push(z[j + 1] / sd[j]);
        w[0] -= z[j + 1] * mean[j] / sd[j];
    }
    w
}

fn render(costs: &[f64; TRAITS], w: &[f64], cuts: &[f64; 4], model: f64, baseline: f64) -> String {
    let list = |v: &[f64]| {
        v.iter()
            .map(|x| format!("{x:.6}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "//! Generated by `cargo xtask fit-difficulty`; do not edit."
    );
    let _ = writeln!(s, "//!");
    let _ = writeln!(
        s,
        "//! Fitted to {DATA}. Ten-fold cross-validated Spearman rho with the"
    );
    let _ = writeln!(
        s,
        "//! median time: {model:.3} (the strict solution count alone: {baseline:.3})."
    );
    let _ = writeln!(s);
    let _ = writeln!(s, "/// The cost of each step trait (see `paths::traits`).");
    let _ = writeln!(
        s,
        "pub const STEP_COSTS: [f64; {TRAITS}] = [{}];",
        list(costs)
    );
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "/// The weights of the features, intercept first: they predict ln(seconds)."
    );
    let _ = writeln!(
        s,
        "pub const WEIGHTS: [f64; {}] = [{}];",
        FEATURES + 1,
        list(w)
    );
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "/// The lower bounds, in seconds, of Fair, Tricky, Hard and Fiendish: the"
    );
    let _ = writeln!(
        s,
        "/// estimates that put 30 %, 60 %, 85 % and 95 % of the training hands below."
    );
    let _ = writeln!(s, "pub const CUTS: [f64; 4] = [{}];", list(cuts));
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "/// The cross-validated Spearman rho of the model and of the baseline."
    );
    let _ = writeln!(
        s,
        "pub const CV_RHO: [f64; 2] = [{model:.3}, {baseline:.3}];"
    );
    s
}
