//! The deck model: how long people take on the hands they were timed on,
//! four cards of 1 to 13 at 24, from a fuller reading of the hand's paths
//! than the linear model's three features.
//!
//! [`in_deck`] says which hands it rates. For those, the features
//! ([`deck_features`]) come from the hand's path profiles (every path's
//! trait counts, `paths::profiles`) and its cards, in this order: the
//! linear model's three (the soft minimum of the path costs, the ones, the
//! traps, which `rate_with` reads as the linear model's features); the cheapest path's cost and how far the soft minimum is below
//! it; how many paths are cheapest, how many there are, and how many
//! profiles; the fewest fractions, negatives and large values a path
//! needs; whether no path avoids fractions, and the soft minimum over those
//! that do; whether no path avoids fractions and negatives, and the soft
//! minimum over those that do; the share of paths through a fraction; the
//! cards (highest, lowest, sum, how many different, how many above 10,
//! whether one divides the target); and how often each of the 16 traits
//! is taken, with paths weighed as the soft minimum weighs them. Boosted
//! trees (`forest.rs`) read them. They may cut a feature anywhere, which is
//! why the model keeps to the hands it was fitted on: outside them a tree
//! cannot say by how much harder a hand is.
//!
//! Every feature is a function of the profiles and the cards, so the fit
//! reads them through the same code from its [`Sample`](super::features::Sample)s.

use super::paths::TRAITS;
use crate::number::Rational;

/// How many features come before the traits' (named in
/// [`DECK_FEATURE_NAMES`]).
const HEAD: usize = 22;

/// How many features the deck model reads.
pub const DECK_FEATURES: usize = HEAD + TRAITS;

/// The features of one hand, in [`DECK_FEATURE_NAMES`] order.
pub type DeckFeatures = [f64; DECK_FEATURES];

/// What each feature is; the last [`TRAITS`] are `expected trait 0` to `15`.
#[cfg(feature = "fit")]
pub const DECK_FEATURE_NAMES: [&str; HEAD] = [
    "soft minimum of the path costs",
    "ones",
    "traps, ln(1 + count)",
    "cheapest path's cost",
    "soft minimum - cheapest (at most 0)",
    "ln cheapest paths",
    "ln paths",
    "ln profiles",
    "fewest fractions on a path",
    "fewest negatives on a path",
    "fewest large values on a path",
    "no path without a fraction",
    "soft minimum, paths without a fraction",
    "no path without a fraction or a negative",
    "soft minimum, paths without a fraction or a negative",
    "share of paths through a fraction",
    "highest card",
    "lowest card",
    "sum of the cards",
    "different cards",
    "cards above 10",
    "a card dividing the target",
];

/// The soft minimum given to a set of paths that is empty: this far above
/// the soft minimum of all paths. (Trees only compare it, so any value
/// above every real one would do; this one keeps it near them.)
const NONE_ABOVE: f64 = 4.0;

/// Whether the deck model rates the hand: four whole numbers from 1 to 13,
/// target 24, as every hand it was fitted on.
pub fn in_deck(numbers: &[Rational], target: Rational) -> bool {
    let card = |q: &Rational| q.is_integer() && (1..=13).contains(&q.numer());
    numbers.len() == 4 && target == Rational::from(24) && numbers.iter().all(card)
}

/// The features of a hand of cards `cards` and target `target` with path
/// profiles `profiles` (not empty; see `paths::profiles`), each path
/// `steps` steps long, its `ones` and `ln(1 + traps)`, with step costs
/// `costs`.
pub fn deck_features(
    profiles: &[([u8; TRAITS], u64)],
    steps: usize,
    cards: &[i128],
    target: i128,
    [ones, traps]: [f64; 2],
    costs: &[f64; TRAITS],
) -> DeckFeatures {
    let cost = |counts: &[u8; TRAITS]| {
        let traits: f64 = counts
            .iter()
            .zip(costs)
            .map(|(&k, c)| f64::from(k) * c)
            .sum();
        steps as f64 + traits
    };
    let costed: Vec<(f64, &[u8; TRAITS], f64)> = profiles
        .iter()
        .map(|(counts, n)| (cost(counts), counts, *n as f64))
        .collect();
    let cheapest = costed.iter().map(|p| p.0).fold(f64::INFINITY, f64::min);
    // Weights relative to the cheapest path, so that none underflows.
    let weight = |p: &(f64, &[u8; TRAITS], f64)| p.2 * (cheapest - p.0).exp();
    let total: f64 = costed.iter().map(weight).sum();
    let soft = cheapest - total.ln();
    let soft_over = |keep: &dyn Fn(&[u8; TRAITS]) -> bool| {
        let kept: f64 = costed.iter().filter(|p| keep(p.1)).map(weight).sum();
        if kept > 0.0 {
            (cheapest - kept.ln(), 0.0)
        } else {
            (soft + NONE_ABOVE, 1.0)
        }
    };
    let (no_fraction, none_without) = soft_over(&|c| c[0] == 0);
    let (plain, none_plain) = soft_over(&|c| c[0] == 0 && c[1] == 0);
    let paths: f64 = costed.iter().map(|p| p.2).sum();
    let cheapest_paths: f64 = costed
        .iter()
        .filter(|p| p.0 <= cheapest + 1e-9)
        .map(|p| p.2)
        .sum();
    let through_fraction: f64 = costed.iter().filter(|p| p.1[0] > 0).map(|p| p.2).sum();
    let fewest = |k: usize| f64::from(profiles.iter().map(|p| p.0[k]).min().unwrap_or(0));
    let mut distinct = cards.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    let high = cards.iter().copied().max().unwrap_or(0);
    let low = cards.iter().copied().min().unwrap_or(0);
    let divides = cards.iter().any(|&c| c != 0 && target % c == 0);
    let mut f = [0.0; DECK_FEATURES];
    let head: [f64; HEAD] = [
        soft,
        ones,
        traps,
        cheapest,
        soft - cheapest,
        cheapest_paths.ln(),
        paths.ln(),
        (profiles.len() as f64).ln(),
        fewest(0),
        fewest(1),
        fewest(2),
        none_without,
        no_fraction,
        none_plain,
        plain,
        through_fraction / paths,
        high as f64,
        low as f64,
        cards.iter().sum::<i128>() as f64,
        distinct.len() as f64,
        cards.iter().filter(|&&c| c > 10).count() as f64,
        f64::from(u8::from(divides)),
    ];
    f[..HEAD].copy_from_slice(&head);
    // How often each trait is taken, over paths weighed as the soft
    // minimum weighs them.
    for p in &costed {
        let w = weight(p) / total;
        for (k, &count) in p.1.iter().enumerate() {
            f[HEAD + k] += w * f64::from(count);
        }
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn q(values: &[i128]) -> Vec<Rational> {
        values.iter().map(|&v| Rational::from(v)).collect()
    }

    #[test]
    fn the_deck_is_four_cards_at_24() {
        let t = Rational::from(24);
        assert!(in_deck(&q(&[1, 1, 4, 6]), t));
        assert!(in_deck(&q(&[13, 13, 13, 13]), t));
        assert!(!in_deck(&q(&[1, 1, 4, 6]), Rational::from(25)));
        assert!(!in_deck(&q(&[1, 4, 6]), t));
        assert!(!in_deck(&q(&[1, 1, 4, 6, 1]), t));
        assert!(!in_deck(&q(&[0, 1, 4, 6]), t));
        assert!(!in_deck(&q(&[14, 1, 4, 6]), t));
        assert!(!in_deck(
            &[Rational::new(1, 2), 1.into(), 4.into(), 6.into()],
            t
        ));
    }

    #[test]
    fn features_read_the_profiles() {
        // Two kinds of path: 2 cheap ones through a fraction (cost 3 + 1),
        // 1 dearer one without (cost 3 + 2).
        let mut fraction = [0; TRAITS];
        fraction[0] = 1;
        let mut large = [0; TRAITS];
        large[2] = 1;
        let mut costs = [0.0; TRAITS];
        costs[0] = 1.0;
        costs[2] = 2.0;
        let profiles = [(fraction, 2), (large, 1)];
        let f = deck_features(&profiles, 3, &[3, 3, 8, 8], 24, [0.0, 0.5], &costs);
        let total = 2.0 + (-1.0f64).exp();
        let soft = 4.0 - total.ln();
        let near = |a: f64, b: f64| (a - b).abs() < 1e-12;
        assert!(near(f[0], soft), "{f:?}");
        assert_eq!([f[1], f[2], f[3]], [0.0, 0.5, 4.0]);
        assert!(near(f[4], soft - 4.0));
        assert!(near(f[5], 2f64.ln()) && near(f[6], 3f64.ln()) && near(f[7], 2f64.ln()));
        assert_eq!([f[8], f[9], f[10], f[11]], [0.0, 0.0, 0.0, 0.0]);
        assert!(near(f[12], 5.0), "only the dearer path has no fraction");
        assert!(f[13] == 0.0 && near(f[14], 5.0));
        assert!(near(f[15], 2.0 / 3.0));
        assert_eq!(&f[16..22], &[8.0, 3.0, 22.0, 2.0, 0.0, 1.0]);
        assert!(near(f[22], 2.0 / total) && near(f[24], (-1.0f64).exp() / total));
        assert!(f[23] == 0.0 && f[25..].iter().all(|&e| e == 0.0));
        // With every path through a fraction, the soft minimum without one
        // stands above all paths' and says there is none.
        let f = deck_features(&profiles[..1], 3, &[3, 3, 8, 8], 24, [0.0, 0.5], &costs);
        assert_eq!([f[11], f[13]], [1.0, 1.0]);
        assert!(near(f[12], f[0] + NONE_ABOVE));
        // The fewest fractions, negatives and large values: each over all
        // paths, not the cheapest one's.
        let mut both = fraction;
        both[1] = 2;
        let mut all = both;
        all[1] = 1;
        all[2] = 3;
        let f = deck_features(
            &[(both, 1), (all, 1)],
            3,
            &[1, 2, 3, 4],
            24,
            [1.0, 0.0],
            &costs,
        );
        assert_eq!([f[8], f[9], f[10]], [1.0, 1.0, 0.0]);
    }
}
