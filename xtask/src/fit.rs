//! `cargo xtask fit-difficulty`: fits the difficulty models to
//! `../shared/data/difficulty-train.tsv` and writes
//! `crates/solver/src/difficulty/weights.rs`.
//!
//! The linear model is ridge regression of ln(median seconds) on the
//! solver's three features; the step costs inside the first feature are
//! tuned by coordinate descent on the training hands' Spearman ρ. Its
//! score, the regression's ln seconds, is then calibrated to seconds by a
//! monotone map, the isotonic regression of ln(median seconds) on the score
//! (`isotonic`), which never reorders hands. The deck model, which rates
//! every hand of the deck, is gradient-boosted trees (`boost`) on the
//! solver's deck features, read with the same step costs. All of it is
//! deterministic, so a rerun writes the same file byte for byte.
//!
//! It prints, ten-fold cross-validated (each fold's models, step costs,
//! calibration and trees included, fitted without the fold): Spearman ρ
//! between the estimate and the median time, next to the strict solution
//! count alone measured the same way; the share of hands whose estimate is
//! within a factor 1.5 of their median time; and the median ratio of
//! estimate to time for the hands that take people over 30 s; each for the
//! linear score, the calibrated seconds and the deck model. Fold `k` holds
//! the hands on lines `k`, `k + 10`, … of the file. The levels' cut points
//! lie halfway between the deck model's estimates of the training hands on
//! either side of each level's share.

mod boost;
mod isotonic;

use crate::{root, step, Result};
use solver::difficulty::fit::{
    calibrate, spearman, Features, Sample, Tree, DECK_FEATURES, DECK_FEATURE_NAMES, FEATURES,
    FEATURE_NAMES, TRAITS,
};
use solver::{solve, Level, Options, Rational};

pub const DATA: &str = "../shared/data/difficulty-train.tsv";
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
/// The deck model's trees, and its learning rate.
const TREES: usize = 100;
const RATE: f64 = 0.15;
/// A hand to name in the report.
const CLASSIC: [i128; 4] = [3, 3, 8, 8];
/// Where the step costs start: fractions, negatives and large values cost,
/// times-table products are cheap.
const START: [f64; TRAITS] = [
    4.0, 2.0, 0.5, 1.0, 0.3, 0.2, 1.0, 1.0, -0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
];

#[derive(Clone)]
struct Hand {
    numbers: Vec<i128>,
    sample: Sample,
    strict: f64,
    log_seconds: f64,
    /// The solves behind the line, when its file says.
    solves: Option<u64>,
}

/// One fit: the step costs, the weights and the calibration's knots, and
/// the deck model's trees over features with the same costs.
struct Model {
    costs: [f64; TRAITS],
    w: Vec<f64>,
    knots: Vec<(f64, f64)>,
    base: f64,
    trees: Vec<Tree>,
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
        let rows: Vec<[f64; DECK_FEATURES]> = train
            .iter()
            .map(|&i| hands[i].sample.deck_features(&costs))
            .collect();
        let (base, trees) = boost::boost(&rows, &pick(y, train), TREES, RATE);
        Model {
            costs,
            w,
            knots,
            base,
            trees,
        }
    }

    /// The regression's ln seconds for a hand.
    fn score(&self, hand: &Hand) -> f64 {
        predict(&self.w, &hand.sample.features(&self.costs))
    }

    /// The calibrated ln seconds for a hand.
    fn calibrated(&self, hand: &Hand) -> f64 {
        calibrate(&self.knots, self.score(hand))
    }

    /// The deck model's ln seconds for a hand: what the solver gives.
    fn estimate(&self, hand: &Hand) -> f64 {
        let features = hand.sample.deck_features(&self.costs);
        solver::difficulty::fit::predict(self.base, &self.trees, &features)
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

/// The fewest solves behind a hand of an exported file (`--times`) for it
/// to join the fit: one person's time says little about a hand.
const MIN_SOLVES: u64 = 5;

/// Fits and writes the weights; with `--check`, fails instead of writing
/// when the committed file differs from the refit. `--times FILE` adds the
/// hands of a file that `twentyfour-server export-times` wrote, those with
/// at least [`MIN_SOLVES`] solves that the training data does not have.
pub fn run(args: &[String]) -> Result {
    let usage = || "usage: cargo xtask fit-difficulty [--check] [--times FILE]...".to_string();
    let (mut check, mut times) = (false, Vec::new());
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--check" => check = true,
            "--times" => times.push(args.next().ok_or_else(usage)?.clone()),
            _ => return Err(usage()),
        }
    }
    if check && !times.is_empty() {
        return Err("--check compares the fit of the training data alone: no --times".into());
    }
    let path = root().join(DATA);
    let text = std::fs::read_to_string(&path).map_err(|e| {
        format!(
            "cannot read the training data {} ({e}); it lives outside the repository, in ../shared/data",
            path.display()
        )
    })?;
    let mut hands = parse(&text, DATA)?;
    step(&format!("{} hands from {DATA}", hands.len()));
    for file in &times {
        let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
        let (added, solves, known, few) = add_times(&mut hands, &parse(&text, file)?);
        step(&format!(
            "{added} hands and {solves} solves from {file} ({known} hands the training data has \
             and {few} with fewer than {MIN_SOLVES} solves left out)"
        ));
    }
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
    // Each fold's model once, read three ways.
    let models: Vec<Model> = (0..FOLDS)
        .map(|fold| Model::fit(&hands, &y, &training(y.len(), fold)))
        .collect();
    let held_out = |read: &dyn Fn(&Model, &Hand) -> f64| -> Vec<f64> {
        (0..y.len())
            .map(|i| read(&models[i % FOLDS], &hands[i]))
            .collect()
    };
    let scores = Figures::of(&held_out(&Model::score), &y);
    let calibrated = Figures::of(&held_out(&Model::calibrated), &y);
    let deck = Figures::of(&held_out(&Model::estimate), &y);
    println!(
        "{FOLDS}-fold cross-validated, against median_seconds:  linear score  calibrated  deck model"
    );
    let row = |name: &str, [a, b, c]: [String; 3]| println!("  {name:<42} {a:>12} {b:>11} {c:>11}");
    let each = |read: &dyn Fn(&Figures) -> String| [&scores, &calibrated, &deck].map(read);
    row("Spearman rho", each(&|f| format!("{:.3}", f.rho)));
    row(
        &format!("within a factor {WITHIN}"),
        each(&|f| percent(f.within)),
    );
    row(
        &format!(
            "median estimate / time, {} hands over {SLOW} s",
            scores.slow
        ),
        each(&|f| format!("{:.2}", f.slow_ratio)),
    );
    println!("  strict solution count: Spearman rho {baseline:.3}");

    let all: Vec<usize> = (0..hands.len()).collect();
    let model = Model::fit(&hands, &y, &all);
    let estimates: Vec<f64> = hands.iter().map(|h| model.estimate(h)).collect();
    let inside = Figures::of(&estimates, &y);
    println!(
        "in-sample, the deck model: Spearman rho {:.3}, within a factor {WITHIN} {}",
        inside.rho,
        percent(inside.within)
    );
    if let Some(classic) = hands.iter().find(|h| h.numbers == CLASSIC) {
        println!(
            "  {CLASSIC:?}: linear {:.1} s, calibrated {:.1} s, deck model {:.1} s, people {:.1} s",
            model.score(classic).exp(),
            model.calibrated(classic).exp(),
            model.estimate(classic).exp(),
            classic.log_seconds.exp()
        );
    }
    // The cut points, halfway between the two training hands' estimates on
    // either side of each share: each level holds its share of them.
    let mut seconds: Vec<f64> = estimates.iter().map(|e| e.exp()).collect();
    seconds.sort_by(f64::total_cmp);
    let cuts = CUT_SHARES.map(|share| {
        let k = ((seconds.len() as f64) * share) as usize;
        round6((seconds[k - 1] + seconds[k]) / 2.0)
    });
    for (name, k) in FEATURE_NAMES.iter().zip(&model.w[1..]) {
        println!("  weight {k:>9.4}  {name}");
    }
    println!("  calibration: {} knots", model.knots.len());
    println!(
        "  deck model: {} trees over {DECK_FEATURES} features; splits most on:",
        model.trees.len()
    );
    for (count, name) in most_split(&model.trees).iter().take(6) {
        println!("    {count:>3}  {name}");
    }
    println!("  cut points (s): {cuts:?}");
    let file = root().join(OUT);
    let fitted = render(&model, &cuts, (deck.rho, baseline), deck.within);
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

/// Adds the hands of `more` that `hands` lacks and that enough solves
/// stand behind; returns how many hands and solves were added, and how
/// many hands were known already or had too few solves.
fn add_times(hands: &mut Vec<Hand>, more: &[Hand]) -> (usize, u64, usize, usize) {
    let (mut added, mut solves, mut known, mut few) = (0, 0, 0, 0);
    for hand in more {
        let mut numbers = hand.numbers.clone();
        numbers.sort_unstable();
        let has = |h: &Hand| {
            let mut other = h.numbers.clone();
            other.sort_unstable();
            other == numbers
        };
        if hands.iter().any(has) {
            known += 1;
        } else if hand.solves.unwrap_or(0) < MIN_SOLVES {
            few += 1;
        } else {
            solves += hand.solves.unwrap_or(0);
            added += 1;
            hands.push(hand.clone());
        }
    }
    (added, solves, known, few)
}

/// Reads a file of the training data's format, named `source` in errors;
/// a sixth column, when there is one, is the number of solves behind the
/// line (the server's export writes it).
fn parse(text: &str, source: &str) -> Result<Vec<Hand>> {
    let mut hands = Vec::new();
    for (n, line) in text.lines().enumerate().skip(1) {
        let bad = || format!("{source}:{}: cannot read '{line}'", n + 1);
        let cols: Vec<&str> = line.split('\t').collect();
        let (Some(hand), Some(seconds)) = (cols.first(), cols.get(1)) else {
            return Err(bad());
        };
        let solves = match cols.get(5) {
            Some(n) => Some(n.trim().parse::<u64>().map_err(|_| bad())?),
            None => None,
        };
        let numbers = hand
            .split_whitespace()
            .map(|v| v.parse::<i128>().map(Rational::from))
            .collect::<std::result::Result<Vec<_>, _>>()
            .map_err(|_| bad())?;
        let seconds: f64 = seconds.trim().parse().map_err(|_| bad())?;
        let target = Rational::from(24);
        let sample = Sample::new(&numbers, target)
            .ok_or_else(|| format!("{source}:{}: {hand} cannot make 24", n + 1))?;
        let strict = solve(&numbers, target, Options::default()).map_err(|e| e.to_string())?;
        hands.push(Hand {
            numbers: numbers.iter().map(|q| q.numer()).collect(),
            sample,
            strict: strict.count(Level::Strict) as f64,
            log_seconds: seconds.ln(),
            solves,
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

/// The deck features by how many of the trees' splits use them, most first.
fn most_split(trees: &[Tree]) -> Vec<(usize, String)> {
    let mut counts = [0; DECK_FEATURES];
    for tree in trees {
        for (feature, threshold) in tree.splits {
            if threshold.is_finite() {
                counts[usize::from(feature)] += 1;
            }
        }
    }
    let name = |k: usize| match DECK_FEATURE_NAMES.get(k) {
        Some(name) => name.to_string(),
        None => format!("expected trait {}", k - DECK_FEATURE_NAMES.len()),
    };
    let mut list: Vec<(usize, String)> = (0..DECK_FEATURES).map(|k| (counts[k], name(k))).collect();
    list.sort_by_key(|(count, _)| std::cmp::Reverse(*count));
    list
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
    let lines = [
        "//! Generated by `cargo xtask fit-difficulty`; do not edit.".to_string(),
        "//!".into(),
        format!("//! Fitted to {DATA}. Ten-fold cross-validated, the deck model's"),
        format!("//! estimates have Spearman rho {rho:.3} with the median time (the strict solution"),
        format!("//! count alone: {baseline:.3}) and are within a factor {WITHIN} of it for {} of the hands.", percent(within)),
        String::new(),
        "use super::forest::Tree;".into(),
        String::new(),
        "/// The cost of each step trait (see `paths::traits`).".into(),
        format!("pub const STEP_COSTS: [f64; {TRAITS}] = [{}];", list(&model.costs)),
        String::new(),
        "/// The weights of the linear model's features, intercept first: they predict".into(),
        "/// ln(seconds), the score that the calibration maps to seconds.".into(),
        format!("pub const WEIGHTS: [f64; {}] = [{}];", FEATURES + 1, list(&model.w)),
        String::new(),
        "/// The calibration's knots, (score, ln seconds): the isotonic regression of".into(),
        "/// the training hands' ln(median seconds) on their scores (see `calibration`).".into(),
        format!("pub const CALIBRATION: [(f64, f64); {}] = [{pairs}];", model.knots.len()),
        String::new(),
        "/// The deck model (`deck.rs`): ln(seconds) is the base plus a leaf of each".into(),
        "/// tree (`forest.rs`), over the deck features with the step costs above.".into(),
        format!("pub const DECK_BASE: f64 = {:?};", model.base),
        "/// The trees, in the order they were grown.".into(),
        format!("pub const DECK_TREES: [Tree; {}] = [", model.trees.len()),
    ];
    let number = |x: f32| match x {
        f32::INFINITY => "f32::INFINITY".to_string(),
        f32::NEG_INFINITY => "f32::NEG_INFINITY".to_string(),
        _ => format!("{x:?}"),
    };
    let trees = model.trees.iter().map(|tree| {
        let splits = tree
            .splits
            .map(|(f, t)| format!("({f}, {})", number(t)))
            .join(", ");
        let leaves = tree.leaves.map(number).join(", ");
        format!("    Tree {{ splits: [{splits}], leaves: [{leaves}] }},")
    });
    let tail = [
        "];".to_string(),
        String::new(),
        "/// The lower bounds, in seconds, of Fair, Tricky, Hard and Fiendish: the".into(),
        "/// estimates that put 30 %, 60 %, 85 % and 95 % of the training hands below.".into(),
        format!("pub const CUTS: [f64; 4] = [{}];", list(cuts)),
        String::new(),
        "/// The cross-validated Spearman rho of the deck model and of the baseline.".into(),
        format!("pub const CV_RHO: [f64; 2] = [{rho:.3}, {baseline:.3}];"),
    ];
    let mut s: Vec<String> = lines.into_iter().chain(trees).chain(tail).collect();
    s.push(String::new());
    s.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_export_adds_the_hands_the_training_data_lacks_with_enough_solves() {
        let training = "hand\tmedian_seconds\tsolved_rate\tmean_seconds\tsd_seconds\n\
                        3 3 8 8\t60.0\t50.00%\t70.0\t20.0\n";
        let export = "hand\tmedian_seconds\tsolved_rate\tmean_seconds\tsd_seconds\tsolves\n\
                      3 3 8 8\t50.00\t60.00%\t55.00\t5.00\t40\n\
                      1 2 3 4\t3.00\t100.00%\t3.00\t0.00\t2\n\
                      1 5 5 5\t80.00\t40.00%\t90.00\t30.00\t12\n";
        let mut hands = parse(training, "training").unwrap();
        assert_eq!(hands[0].solves, None);
        let more = parse(export, "export").unwrap();
        assert_eq!(
            more.iter().map(|h| h.solves).collect::<Vec<_>>(),
            [Some(40), Some(2), Some(12)]
        );
        assert_eq!(add_times(&mut hands, &more), (1, 12, 1, 1));
        assert_eq!(hands.len(), 2);
        assert_eq!(hands[1].numbers, [1, 5, 5, 5]);
        assert!(parse("h\n1 2 3 4\t3\t1%\t1\t1\tmany\n", "bad").is_err());
    }
}
