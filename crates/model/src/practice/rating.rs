//! A player's rating on the difficulty model's scale: how their solve
//! times compare with the model's estimate, kept as a belief (a mean and a
//! variance, as Glicko keeps a rating and its deviation) and updated after
//! every hand from whether it was solved within the time limit and when.
//!
//! The model of a player: on a hand the difficulty model estimates at `s`
//! seconds, their time is `ln T = ln s + pace + ε`, with `ε` normal of
//! spread [`SPREAD`]; `pace` is their own (0: the model's practised player;
//! `ln 2`: twice as slow). The rating is the belief about `pace`. A hand
//! solved in `t` seconds measures `ln t − ln s` (a Kalman step); a miss
//! says only that `T` was past the limit (the step of a censored normal,
//! as TrueSkill takes a loss). Between hands the belief widens a little
//! ([`DRIFT`]), so that it keeps following a player who improves.
//!
//! Promises: the variance stays within [`MIN_VARIANCE`] and the prior's;
//! a solve faster than expected raises the rating and a miss lowers it
//! (never the other way); [`Rating::chance`] rises as hands get easier and
//! [`Rating::reach`] inverts it: a hand estimated at `reach(limit, p)`
//! seconds is solved within `limit` with chance `p`; one solve moves the
//! belief by at most what a time two standard deviations from the expected
//! one would (a Huber-style bound), so a single freak time, an answer
//! pasted in a third of a second, cannot throw the rating. Floating point,
//! never NaN for any input (times and limits are clamped to at least half a
//! second).

/// The spread of one player's times around their own median on a hand,
/// in `ln` seconds: about a factor 2 either way for one time in three.
pub const SPREAD: f64 = 0.75;
/// A newcomer's pace: three times the model's practised player.
pub const PRIOR_PACE: f64 = 1.098_612_288_668_11;
/// ...known to within a factor `e` either way.
pub const PRIOR_VARIANCE: f64 = 1.0;
/// How much the belief widens between hands.
pub const DRIFT: f64 = 0.0025;
/// The narrowest the belief gets: the rating never stops learning.
pub const MIN_VARIANCE: f64 = 0.01;

/// A player's rating: the belief about their pace.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The mean of `ln (their time ÷ the model's estimate)`.
    pub pace: f64,
    /// Its variance.
    pub variance: f64,
}

/// How a hand went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Solved within the limit, in this many tenths of a second.
    Solved(u32),
    /// Not solved within the limit.
    Missed,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::NEW
    }
}

impl Rating {
    /// A newcomer's rating.
    pub const NEW: Rating = Rating {
        pace: PRIOR_PACE,
        variance: PRIOR_VARIANCE,
    };

    /// The spread of a time yet to come: the player's own, and what the
    /// rating does not know.
    fn spread(&self) -> f64 {
        (SPREAD * SPREAD + self.variance).sqrt()
    }

    /// The chance of solving, within `limit` seconds, a hand estimated at
    /// `seconds`.
    pub fn chance(&self, seconds: f64, limit: f64) -> f64 {
        let margin = ln(limit) - ln(seconds) - self.pace;
        normal_cdf(margin / self.spread())
    }

    /// The estimate (in the model's seconds) of a hand solved within
    /// `limit` seconds with chance `p` (within 0.01..=0.99).
    pub fn reach(&self, limit: f64, p: f64) -> f64 {
        let z = normal_quantile(p.clamp(0.01, 0.99));
        (ln(limit) - self.pace - z * self.spread()).exp()
    }

    /// The player's median time on a hand estimated at `seconds`.
    pub fn expected(&self, seconds: f64) -> f64 {
        (ln(seconds) + self.pace).exp()
    }

    /// The rating after a hand estimated at `seconds`, with `limit`
    /// seconds to solve it.
    pub fn update(self, seconds: f64, limit: f64, outcome: Outcome) -> Rating {
        let v = self.variance;
        let total = SPREAD * SPREAD + v;
        let (pace, variance) = match outcome {
            Outcome::Solved(tenths) => {
                let measured = ln(f64::from(tenths) / 10.0) - ln(seconds);
                let bound = 2.0 * total.sqrt();
                // `max` then `min`, not `clamp`: with bounds known only at
                // run time, `clamp`'s check of them would keep Rust's float
                // formatting (its panic message) in the page's wasm.
                let surprise = (measured - self.pace).max(-bound).min(bound);
                let gain = v / total;
                (self.pace + gain * surprise, v * (1.0 - gain))
            }
            Outcome::Missed => {
                // The time was past the limit: the upper tail beyond `alpha`.
                let alpha =
                    ((ln(limit) - ln(seconds) - self.pace) / total.sqrt()).clamp(-30.0, 30.0);
                let lambda = inverse_mills(alpha);
                let shrink = (v / total) * lambda * (lambda - alpha);
                (
                    self.pace + v / total.sqrt() * lambda,
                    v * (1.0 - shrink).max(0.0),
                )
            }
        };
        Rating {
            pace,
            variance: (variance + DRIFT).clamp(MIN_VARIANCE, PRIOR_VARIANCE),
        }
    }
}

/// `ln x`, for times: at least half a second.
fn ln(x: f64) -> f64 {
    x.max(0.5).ln()
}

/// The complementary error function, to a relative error below 1.2e-7
/// (the Chebyshev fit of Numerical Recipes' `erfcc`).
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * poly.exp();
    if x >= 0.0 {
        r
    } else {
        2.0 - r
    }
}

/// The standard normal distribution function.
pub fn normal_cdf(x: f64) -> f64 {
    0.5 * erfc(-x / std::f64::consts::SQRT_2)
}

/// `φ(α) ÷ (1 − Φ(α))`: the mean of a standard normal beyond `alpha`.
fn inverse_mills(alpha: f64) -> f64 {
    let tail = 0.5 * erfc(alpha / std::f64::consts::SQRT_2);
    let density = (-0.5 * alpha * alpha).exp() / (2.0 * std::f64::consts::PI).sqrt();
    if tail > 1e-300 {
        density / tail
    } else {
        alpha
    }
}

/// The standard normal quantile of `p` in 0.01..=0.99, by bisection of
/// [`normal_cdf`] (to 1e-9; this is not a hot path).
pub fn normal_quantile(p: f64) -> f64 {
    let (mut low, mut high) = (-5.0, 5.0);
    for _ in 0..60 {
        let mid = (low + high) / 2.0;
        if normal_cdf(mid) < p {
            low = mid;
        } else {
            high = mid;
        }
    }
    (low + high) / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_normal_functions_are_right() {
        assert!((normal_cdf(0.0) - 0.5).abs() < 1e-7);
        assert!((normal_cdf(1.0) - 0.841_344_746).abs() < 1e-7);
        assert!((normal_cdf(-2.0) - 0.022_750_132).abs() < 1e-7);
        assert!((normal_quantile(0.7) - 0.524_400_513).abs() < 1e-6);
        // The tail's mean: φ(0) ÷ ½ at 0, about α far out.
        assert!((inverse_mills(0.0) - 0.797_884_561).abs() < 1e-6);
        assert!((inverse_mills(30.0) - 30.0).abs() < 0.1);
        assert!(inverse_mills(-30.0).abs() < 1e-9);
    }

    #[test]
    fn reach_inverts_chance() {
        let r = Rating {
            pace: 0.4,
            variance: 0.2,
        };
        for p in [0.1, 0.5, 0.7, 0.9] {
            for limit in [20.0, 60.0, 120.0] {
                let s = r.reach(limit, p);
                assert!((r.chance(s, limit) - p).abs() < 1e-6, "{p} {limit}");
            }
        }
        assert!(r.chance(5.0, 60.0) > r.chance(20.0, 60.0));
    }

    #[test]
    fn solves_and_misses_move_the_rating_the_right_way() {
        let r = Rating::NEW;
        // Expected time on a 10 s hand: 30 s. Solved in 12 s: faster.
        let fast = r.update(10.0, 60.0, Outcome::Solved(120));
        assert!(fast.pace < r.pace && fast.variance < r.variance);
        let slow = r.update(10.0, 60.0, Outcome::Solved(590));
        assert!(slow.pace > r.pace);
        let missed = r.update(10.0, 60.0, Outcome::Missed);
        assert!(missed.pace > slow.pace && missed.variance < r.variance);
        // A miss on a hand far beyond the player moves the rating little.
        let hopeless = r.update(300.0, 60.0, Outcome::Missed);
        assert!(hopeless.pace - r.pace < missed.pace - r.pace);
        // Nothing is NaN, whatever the input.
        for (s, l, o) in [
            (0.0, 0.0, Outcome::Missed),
            (1e9, 1.0, Outcome::Solved(0)),
            (0.1, 1e9, Outcome::Missed),
        ] {
            let u = r.update(s, l, o);
            assert!(
                u.pace.is_finite() && u.variance.is_finite(),
                "{s} {l} {o:?}"
            );
            assert!((MIN_VARIANCE..=PRIOR_VARIANCE).contains(&u.variance));
        }
    }

    #[test]
    fn one_freak_time_moves_the_rating_only_so_far() {
        let r = Rating::NEW;
        // A 10 s hand answered in 0.3 s (pasted) against in 4 s: the
        // first is bounded, and counts no more than a time two standard
        // deviations faster than expected.
        let pasted = r.update(10.0, 60.0, Outcome::Solved(3));
        let quick = r.update(10.0, 60.0, Outcome::Solved(40));
        assert!(pasted.pace < r.pace && quick.pace < r.pace);
        let most = (r.variance / (SPREAD * SPREAD + r.variance))
            * 2.0
            * (SPREAD * SPREAD + r.variance).sqrt();
        assert!((r.pace - pasted.pace - most).abs() < 1e-12, "{pasted:?}");
        // Unbounded, it would have taken a newcomer from three times the
        // practised player's time to a fifth of it.
        assert!(pasted.pace > -0.51, "{pasted:?}");
    }
}
