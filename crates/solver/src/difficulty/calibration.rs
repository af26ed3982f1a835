//! From the linear model's score to seconds (the model of every hand but
//! the deck's; see `mod.rs`): a monotone map, fitted by isotonic
//! regression (`cargo xtask fit-difficulty`) and kept as knots in
//! `weights.rs`.
//!
//! The linear model ranks hands well but its seconds stretch and shrink
//! against people's: the quickest hands come out too quick, hands of 15 to
//! 30 s too quick by half and more, and the very slowest too slow. The map
//! sends a score (the model's `ln` seconds) to calibrated `ln` seconds:
//! through the knots `(score, ln seconds)` by straight lines, and beyond
//! the first and the last knot parallel to the score (one more unit of
//! score, one more unit of `ln` seconds), where the training hands say
//! nothing. The knots strictly increase in both parts, so the map strictly
//! increases: it never reorders two hands, and the ranks (and Spearman's ρ
//! of the estimates) are the score's.

/// The calibrated `ln` seconds of `score` (see the module doc); `knots`
/// strictly increase in both parts, and there is at least one.
pub fn calibrate(knots: &[(f64, f64)], score: f64) -> f64 {
    let (Some(&first), Some(&last)) = (knots.first(), knots.last()) else {
        return score;
    };
    if score <= first.0 {
        return first.1 + (score - first.0);
    }
    if score >= last.0 {
        return last.1 + (score - last.0);
    }
    // The first knot past the score; the one before it is at or below.
    let i = knots.partition_point(|k| k.0 <= score);
    let ((x0, y0), (x1, y1)) = (knots[i - 1], knots[i]);
    y0 + (y1 - y0) * (score - x0) / (x1 - x0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::difficulty::weights::CALIBRATION;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn through_the_knots_and_parallel_beyond() {
        let knots = [(1.0, 2.0), (2.0, 2.5), (4.0, 6.5)];
        assert_eq!(calibrate(&knots, 1.0), 2.0);
        assert_eq!(calibrate(&knots, 1.5), 2.25);
        assert_eq!(calibrate(&knots, 3.0), 4.5);
        assert_eq!(calibrate(&knots, 0.0), 1.0);
        assert_eq!(calibrate(&knots, 5.0), 7.5);
        assert_eq!(calibrate(&[], 3.0), 3.0);
    }

    #[test]
    fn the_fitted_map_strictly_increases() {
        assert!(!CALIBRATION.is_empty());
        assert!(CALIBRATION
            .windows(2)
            .all(|w| w[0].0 < w[1].0 && w[0].1 < w[1].1));
        let scores: Vec<f64> = (-40..=120).map(|k| f64::from(k) / 16.0).collect();
        let mapped: Vec<f64> = scores.iter().map(|&s| calibrate(&CALIBRATION, s)).collect();
        assert!(mapped.windows(2).all(|w| w[0] < w[1]));
    }
}
