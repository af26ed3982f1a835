//! How hard a deck's solvable hands are for people: hands per level and
//! the hardest hands, by the solver's difficulty model.

use protocol::worker::Hardness;
use solver::difficulty::{rate_with, Difficulty};
use solver::{Options, Rational};

/// How many hardest hands are kept.
pub const HARDEST: usize = 20;

/// The hands rated so far.
#[derive(Default)]
pub struct HardnessTally {
    per_grade: [Vec<Vec<u8>>; 5],
    /// Hardest first; ties in deck order.
    hardest: Vec<(Vec<u8>, Difficulty)>,
}

impl HardnessTally {
    /// Rates `hand` under `options`; one that cannot make `target` has no
    /// rating and is not counted.
    pub fn add(&mut self, hand: &[i128], target: Rational, options: Options) {
        let numbers: Vec<Rational> = hand.iter().map(|&v| Rational::from(v)).collect();
        let Some(d) = rate_with(&numbers, target, options) else {
            return;
        };
        let ranks: Vec<u8> = hand.iter().map(|&v| v as u8).collect();
        let i = usize::from(d.grade.number()).saturating_sub(1);
        self.per_grade[i].push(ranks.clone());
        let at = self
            .hardest
            .iter()
            .position(|(_, h)| h.seconds < d.seconds)
            .unwrap_or(self.hardest.len());
        if at < HARDEST {
            self.hardest.insert(at, (ranks, d));
            self.hardest.truncate(HARDEST);
        }
    }

    pub fn into_hardness(self) -> Hardness {
        Hardness {
            per_grade: self.per_grade.into(),
            hardest: self
                .hardest
                .into_iter()
                .map(|(hand, d)| (hand, (d.seconds * 1000.0).round() as u64))
                .collect(),
        }
    }
}
