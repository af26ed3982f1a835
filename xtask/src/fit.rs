//! `cargo xtask fit-difficulty`: fits the difficulty model to
//! `../shared/data/difficulty-train.tsv` and writes
//! `crates/solver/src/difficulty/weights.rs`.
//!
//! The model is ridge regression of ln(median seconds) on the solver's
//! features; the step costs inside the first feature are tuned by
//! coordinate descent on the training hands' Spearman ρ. Its score, the
//! regression's ln seconds, is then calibrated to seconds by a monotone map,
//! the isotonic regression of ln(median seconds) on the score (`isotonic`),
//! which never reorders hands. All of it is deterministic, so a rerun writes
//! the same file byte for byte.
//!
//! It prints, ten-fold cross-validated (each fold's model, step costs and
//! calibration included, fitted without the fold): Spearman ρ between the
//! estimate and the median time, next to the strict solution count alone
//! measured the same way; the share of hands whose estimate is within a
//! factor 1.5 of their median time; and the median ratio of estimate to
//! time for the hands that take people over 30 s; each for the score and
//! for the calibrated seconds. Fold `k` holds the hands on lines `k`,
//! `k + 10`, … of the file. The levels' cut points are the scores'
//! quantiles (as before there was a calibration) put through the
//! calibration, so that every hand keeps its level.

mod isotonic;

use crate::{root, step, Result};
use solver::difficulty::fit::{
    calibrate, spearman, Features, Sample, FEATURES, FEATURE_NAMES, TRAITS,
};
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
/// The fewest hands behind one knot of the calibration: enough that no
/// single hand's time moves the map, few enough to follow its bends.
const MIN_BLOCK: usize = 5;
/// How far from people's median time an estimate may be and still count
/// as right, as a factor.
const WITHIN: f64 = 1.5;
/// The hands that take people longer than this, in seconds, are the hard
/// end, where the seconds matter most.
const SLOW: f64 = 30.0;
/// A hand to name in the report.
const CLASSIC: [i128; 4] = [3, 3, 8, 8];
/// Where the step costs start: fractions, negatives and large values cost,
/// times-table products are cheap.
const START: [f64; TRAITS] = [
    4.0, 2.0, 0.5, 1.0, 0.3, 0.2, 1.0, 1.0, -0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
];

struct Hand {
    numbers: Vec<i128>,
    sample: Sample,
    strict: f64,
    log_seconds: f64,
}

/// One fit: the step costs, the weights and the calibration's knots.
struct Model {
    costs: [f64; TRAITS],
    w: Vec<f64>,
    knots: Vec<(f64, f64)>,
}

impl Model {
    /// The model fitted to the hands `train`.
    fn fit(hands: &[Hand], y: &[f64], train: &[usize]) -> Model {
        let (costs, w) = fit(hands, y, train);
        let points: Vec<(f64, f64)> = train
            .iter()
            .map(|&i| (predict(&w, &hands[i].sample.features(&costs)), y[i]))
            .collect();
        // As the weights file keeps them, so that the cut points are
        // those of the seconds the solver will give.
        let knots = isotonic::knots(&points, MIN_BLOCK)
            .into_iter()
            .map(|(x, y)| (round6(x), round6(y)))
            .collect();
        Model { costs, w, knots }
    }

    /// The regression's ln seconds for a hand.
    fn score(&self, hand: &Hand) -> f64 {
        predict(&self.w, &hand.sample.features(&self.costs))
    }

    /// The calibrated ln seconds for a hand.
    fn estimate(&self, hand: &Hand) -> f64 {
        calibrate(&self.knots, self.score(hand))
    }
}

/// How estimates (ln seconds) compare with the human times `y`.
struct Figures {
    rho: f64,
    /// The share within a factor [`WITHIN`].
    within: f64,
    /// The median ratio of estimate to time among the hands slower than
    /// [`SLOW`], and how many there are.
    slow_ratio: f64,
    slow: usize,
}

impl Figures {
    fn of(estimates: &[f64], y: &[f64]) -> Figures {
        let near = estimates
            .iter()
            .zip(y)
            .filter(|(e, t)| (*e - *t).abs() <= WITHIN.ln())
            .count();
        let mut ratios: Vec<f64> = estimates
            .iter()
            .zip(y)
            .filter(|(_, t)| t.exp() > SLOW)
            .map(|(e, t)| (e - t).exp())
            .collect();
        ratios.sort_by(f64::total_cmp);
        Figures {
            rho: spearman(estimates, y),
            within: near as f64 / y.len() as f64,
            slow_ratio: median(&ratios),
            slow: ratios.len(),
        }
    }
}

/// The median of sorted values (0 for none).
fn median(sorted: &[f64]) -> f64 {
    match sorted.len() {
        0 => 0.0,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
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
    let baseline = spearman(
        &out_of_fold(y.len(), |train| {
            let w = ridge(&pick(&strict, train), &pick(&y, train));
            let strict = &strict;
            move |i: usize| predict(&w, &strict[i])
        }),
        &y,
    );
    // Each fold's model once, read both ways.
    let models: Vec<Model> = (0..FOLDS)
        .map(|fold| Model::fit(&hands, &y, &training(y.len(), fold)))
        .collect();
    let held_out = |read: &dyn Fn(&Model, &Hand) -> f64| -> Vec<f64> {
        (0..y.len())
            .map(|i| read(&models[i % FOLDS], &hands[i]))
            .collect()
    };
    let scores = Figures::of(&held_out(&Model::score), &y);
    let calibrated = Figures::of(&held_out(&Model::estimate), &y);
    println!("{FOLDS}-fold cross-validated, against median_seconds:  score  calibrated");
    let row = |name: &str, a: String, b: String| println!("  {name:<42} {a:>6} {b:>10}");
    row(
        "Spearman rho",
        format!("{:.3}", scores.rho),
        format!("{:.3}", calibrated.rho),
    );
    row(
        &format!("within a factor {WITHIN}"),
        percent(scores.within),
        percent(calibrated.within),
    );
    row(
        &format!(
            "median estimate / time, {} hands over {SLOW} s",
            scores.slow
        ),
        format!("{:.2}", scores.slow_ratio),
        format!("{:.2}", calibrated.slow_ratio),
    );
    println!("  strict solution count: Spearman rho {baseline:.3}");

    let all: Vec<usize> = (0..hands.len()).collect();
    let model = Model::fit(&hands, &y, &all);
    let estimates: Vec<f64> = hands.iter().map(|h| model.estimate(h)).collect();
    let inside = Figures::of(&estimates, &y);
    println!(
        "in-sample: Spearman rho {:.3}, within a factor {WITHIN} {}",
        inside.rho,
        percent(inside.within)
    );
    if let Some(classic) = hands.iter().find(|h| h.numbers == CLASSIC) {
        println!(
            "  {CLASSIC:?}: score {:.1} s, calibrated {:.1} s, people {:.1} s",
            model.score(classic).exp(),
            model.estimate(classic).exp(),
            classic.log_seconds.exp()
        );
    }
    // The cut points, at the scores' quantiles (in seconds, to a tenth) and
    // then through the calibration: every hand keeps its level, as the map
    // keeps the order, and each level its share of the training hands.
    let mut scores_s: Vec<f64> = hands.iter().map(|h| model.score(h).exp()).collect();
    scores_s.sort_by(f64::total_cmp);
    let cuts = CUT_SHARES.map(|share| {
        let at = scores_s[((scores_s.len() as f64) * share) as usize];
        let on_score = (at * 10.0).round() / 10.0;
        round6(calibrate(&model.knots, on_score.ln()).exp())
    });
    for (name, k) in FEATURE_NAMES.iter().zip(&model.w[1..]) {
        println!("  weight {k:>9.4}  {name}");
    }
    println!("  calibration: {} knots", model.knots.len());
    println!("  cut points (s): {cuts:?}");
    let file = root().join(OUT);
    let fitted = render(&model, &cuts, (scores.rho, baseline), calibrated.within);
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
            numbers: numbers.iter().map(|q| q.numer()).collect(),
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

/// The hands of every fold but `fold`, of `n` hands.
fn training(n: usize, fold: usize) -> Vec<usize> {
    (0..n).filter(|i| i % FOLDS != fold).collect()
}

/// Out-of-fold predictions for `n` hands: `fit(train)` gives a predictor.
fn out_of_fold<P: Fn(usize) -> f64>(n: usize, fit: impl Fn(&[usize]) -> P) -> Vec<f64> {
    let mut predicted = vec![0.0; n];
    for fold in 0..FOLDS {
        let predictor = fit(&training(n, fold));
        for i in (fold..n).step_by(FOLDS) {
            predicted[i] = predictor(i);
        }
    }
    predicted
}

/// `x` to six decimals, as the weights file writes it.
fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

/// A share as a percentage with one decimal.
fn percent(share: f64) -> String {
    format!("{:.1} %", 100.0 * share)
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

fn render(model: &Model, cuts: &[f64; 4], (rho, baseline): (f64, f64), within: f64) -> String {
    let list = |v: &[f64]| {
        v.iter()
            .map(|x| format!("{x:.6}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let pairs = model
        .knots
        .iter()
        .map(|(x, y)| format!("({x:.6}, {y:.6})"))
        .collect::<Vec<_>>()
        .join(", ");
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
        "//! median time: {rho:.3} (the strict solution count alone: {baseline:.3}); the"
    );
    let _ = writeln!(
        s,
        "//! calibrated seconds are within a factor {WITHIN} of it for {} of the hands.",
        percent(within)
    );
    let _ = writeln!(s);
    let _ = writeln!(s, "/// The cost of each step trait (see `paths::traits`).");
    let _ = writeln!(
        s,
        "pub const STEP_COSTS: [f64; {TRAITS}] = [{}];",
        list(&model.costs)
    );
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "/// The weights of the features, intercept first: they predict ln(seconds),"
    );
    let _ = writeln!(s, "/// the score that the calibration maps to seconds.");
    let _ = writeln!(
        s,
        "pub const WEIGHTS: [f64; {}] = [{}];",
        FEATURES + 1,
        list(&model.w)
    );
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "/// The calibration's knots, (score, ln seconds): the isotonic regression of"
    );
    let _ = writeln!(
        s,
        "/// the training hands' ln(median seconds) on their scores (see `calibration`)."
    );
    let _ = writeln!(
        s,
        "pub const CALIBRATION: [(f64, f64); {}] = [{pairs}];",
        model.knots.len()
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
    let _ = writeln!(s, "pub const CV_RHO: [f64; 2] = [{rho:.3}, {baseline:.3}];");
    s
}
