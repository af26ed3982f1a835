//! A deck's figures computed a slice at a time, so that the page can draw
//! between slices, show progress and drop a run whose deck changed.
//!
//! [`HeadlineRun`] fills the solver's [`Summary`] (and keeps each hand's
//! count, for the hand lists); [`TargetsRun`] fills a [`TargetTally`] of
//! solvable hands only, which is all the targets chart draws. Both promise
//! the same figures as `solve24 --stats` and `--targets`: they call the same
//! `stats` functions, hand by hand.

use solver::difficulty::{rate, Difficulty, Grade};
use solver::stats::{solve_hand, Deck, Hands, Summary, TargetCount, TargetTally};
use solver::{Error, Level, Options, Parens, Rational};

/// The most cards per hand Explore runs a deck of: a deck of seven-card hands
/// would take minutes on the page's main thread.
pub const MAX_CARDS: usize = 6;

/// What a deck's figures depend on, besides the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeckKey {
    /// The values, `min..=max`.
    pub values: (u8, u8),
    pub cards: usize,
    pub level: Level,
    pub no_parens: bool,
}

impl DeckKey {
    pub fn deck(&self) -> Deck {
        Deck {
            min: self.values.0.into(),
            max: self.values.1.into(),
            cards: self.cards,
        }
    }

    fn options(&self) -> Options {
        let parens = if self.no_parens {
            Parens::None
        } else {
            Parens::Any
        };
        Options::default().parens(parens)
    }

    /// How many hands the deck has: multisets of `cards` from the values.
    pub fn hands(&self) -> u64 {
        let kinds = u64::from(self.values.1.saturating_sub(self.values.0)) + 1;
        let k = self.cards as u64;
        // C(kinds + k − 1, k), exact at every step.
        (1..=k).fold(1u64, |acc, i| acc * (kinds + i - 1) / i)
    }
}

/// A hand's values as ranks.
fn ranks(hand: &[i128]) -> Vec<u8> {
    hand.iter().map(|&v| v as u8).collect()
}

/// The headline figures and each hand's number of solutions.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Headline {
    pub summary: Summary,
    /// Every hand with its number of solutions, in deck order.
    pub counts: Vec<(Vec<u8>, usize)>,
}

/// The headline figures of one deck and target, in progress.
pub struct HeadlineRun {
    key: DeckKey,
    target: Rational,
    hands: Hands,
    total: u64,
    /// What is done so far.
    pub out: Headline,
}

impl HeadlineRun {
    pub fn new(key: DeckKey, target: Rational) -> HeadlineRun {
        HeadlineRun {
            key,
            target,
            hands: key.deck().hands(),
            total: key.hands(),
            out: Headline::default(),
        }
    }

    /// Works through up to `n` more hands; `Ok(true)` once every hand is done.
    pub fn step(&mut self, n: usize) -> Result<bool, Error> {
        for _ in 0..n {
            let Some(hand) = self.hands.next() else {
                return Ok(true);
            };
            let solved = solve_hand(&hand, self.target, self.key.options())?;
            let count = solved.count(self.key.level);
            self.out.summary.add(&hand, count);
            self.out.counts.push((ranks(&hand), count));
        }
        Ok(self.out.summary.hands >= self.total)
    }

    /// Done so far, from 0 to 1.
    pub fn progress(&self) -> f64 {
        self.out.summary.hands as f64 / self.total.max(1) as f64
    }
}

/// The per-target figures of one deck, in progress.
pub struct TargetsRun {
    hands: Hands,
    done: u64,
    total: u64,
    tally: TargetTally,
}

impl TargetsRun {
    pub fn new(key: DeckKey, (first, last): (i128, i128)) -> TargetsRun {
        TargetsRun {
            hands: key.deck().hands(),
            done: 0,
            total: key.hands(),
            tally: TargetTally::solvable_only(first, last, key.options()),
        }
    }

    /// Works through up to `n` more hands; `Ok(true)` once every hand is done.
    pub fn step(&mut self, n: usize) -> Result<bool, Error> {
        for _ in 0..n {
            let Some(hand) = self.hands.next() else {
                return Ok(true);
            };
            self.tally.add(&hand)?;
            self.done += 1;
        }
        Ok(self.done >= self.total)
    }

    pub fn progress(&self) -> f64 {
        self.done as f64 / self.total.max(1) as f64
    }

    /// The figures so far (complete once [`TargetsRun::step`] says done).
    pub fn counts(&self) -> &[TargetCount] {
        &self.tally.counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::stats::{survey, targets};

    fn key(max: u8) -> DeckKey {
        DeckKey {
            values: (1, max),
            cards: 4,
            level: Level::Distinct,
            no_parens: false,
        }
    }

    #[test]
    fn counts_the_hands() {
        assert_eq!(key(13).hands(), 1820);
        assert_eq!(key(9).hands(), 495);
        let six = DeckKey {
            cards: 6,
            ..key(13)
        };
        assert_eq!(six.hands(), six.deck().hands().count() as u64);
    }

    #[test]
    fn slices_add_up_to_the_whole_survey() {
        let mut run = HeadlineRun::new(key(13), Rational::from(24));
        let mut slices = 0;
        while !run.step(97).unwrap() {
            slices += 1;
            assert!(run.progress() < 1.0);
        }
        assert!(slices >= 18);
        let s = &run.out.summary;
        assert_eq!((s.solvable_hands, s.hands, s.solutions), (1362, 1820, 3017));
        let whole = survey(
            &key(13).deck(),
            Rational::from(24),
            Level::Distinct,
            Options::default(),
            |_, _| {},
        );
        assert_eq!(*s, whole.unwrap());
        assert_eq!(run.out.counts.len(), 1820);
        let mut nine = HeadlineRun::new(key(9), Rational::from(24));
        while !nine.step(1000).unwrap() {}
        assert_eq!(nine.out.summary.solvable_hands, 404);
    }

    #[test]
    fn target_slices_match_the_library() {
        let mut run = TargetsRun::new(key(6), (1, 30));
        while !run.step(13).unwrap() {}
        assert_eq!(run.progress(), 1.0);
        let whole = targets(&key(6).deck(), 1, 30, Level::Distinct, Options::default());
        let solvable = |c: &TargetCount| (c.target, c.solvable_hands, c.hands);
        assert_eq!(
            run.counts().iter().map(solvable).collect::<Vec<_>>(),
            whole.unwrap().iter().map(solvable).collect::<Vec<_>>()
        );
    }

    /// Past the bound of `i128` arithmetic a build without the solver's
    /// `big` feature (this crate's own, `cargo test -p twentyfour-model`)
    /// refuses the hand with an error; a build with it (the workspace's,
    /// where other crates turn it on) solves it. Neither panics.
    #[test]
    fn a_target_too_large_is_an_error_or_an_answer_not_a_panic() {
        let huge = Rational::from(i128::MAX);
        let mut run = HeadlineRun::new(key(3), huge);
        loop {
            match run.step(10) {
                Err(e) => {
                    assert_eq!(e, Error::TooLarge);
                    return;
                }
                Ok(true) => break,
                Ok(false) => {}
            }
        }
        assert_eq!(run.out.summary.solvable_hands, 0);
        assert_eq!(run.out.summary.hands, run.total);
    }
}

/// How hard a deck's solvable hands are for people: hands per level and
/// the hardest hands, by the solver's difficulty model.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Hardness {
    /// The solvable hands of each level, in the order of [`Grade::ALL`],
    /// each list in deck order.
    pub per_grade: [Vec<Vec<u8>>; 5],
    /// The [`HARDEST`] hardest hands, hardest first (ties in deck order).
    pub hardest: Vec<(Vec<u8>, Difficulty)>,
}

/// How many hardest hands a [`Hardness`] keeps.
pub const HARDEST: usize = 20;

impl Hardness {
    fn add(&mut self, hand: Vec<u8>, d: Difficulty) {
        let i = Grade::ALL.iter().position(|&g| g == d.grade).unwrap_or(0);
        self.per_grade[i].push(hand.clone());
        let at = self
            .hardest
            .iter()
            .position(|(_, h)| h.seconds < d.seconds)
            .unwrap_or(self.hardest.len());
        if at < HARDEST {
            self.hardest.insert(at, (hand, d));
            self.hardest.truncate(HARDEST);
        }
    }
}

/// The difficulty of one deck's hands for a target, in progress.
pub struct DifficultyRun {
    hands: Hands,
    target: Rational,
    done: u64,
    total: u64,
    /// What is done so far.
    pub out: Hardness,
}

impl DifficultyRun {
    pub fn new(key: DeckKey, target: Rational) -> DifficultyRun {
        DifficultyRun {
            hands: key.deck().hands(),
            target,
            done: 0,
            total: key.hands(),
            out: Hardness::default(),
        }
    }

    /// Rates up to `n` more hands; `true` once every hand is done. A hand
    /// that cannot make the target has no rating and is not counted.
    pub fn step(&mut self, n: usize) -> bool {
        for _ in 0..n {
            let Some(hand) = self.hands.next() else {
                return true;
            };
            let numbers: Vec<Rational> = hand.iter().map(|&v| Rational::from(v)).collect();
            if let Some(d) = rate(&numbers, self.target) {
                self.out.add(ranks(&hand), d);
            }
            self.done += 1;
        }
        self.done >= self.total
    }

    pub fn progress(&self) -> f64 {
        self.done as f64 / self.total.max(1) as f64
    }
}

#[cfg(test)]
mod hardness_tests {
    use super::*;

    #[test]
    fn every_solvable_hand_has_a_level_and_the_hardest_come_first() {
        let key = DeckKey {
            values: (1, 13),
            cards: 4,
            level: Level::Distinct,
            no_parens: false,
        };
        let mut run = DifficultyRun::new(key, Rational::from(24));
        while !run.step(100) {}
        assert_eq!(run.out.per_grade.iter().map(Vec::len).sum::<usize>(), 1362);
        for (grade, hands) in Grade::ALL.iter().zip(&run.out.per_grade) {
            for hand in hands {
                let numbers: Vec<Rational> = hand
                    .iter()
                    .map(|&v| Rational::from(i128::from(v)))
                    .collect();
                assert_eq!(rate(&numbers, Rational::from(24)).unwrap().grade, *grade);
            }
        }
        let h = &run.out.hardest;
        assert_eq!(h.len(), HARDEST);
        assert!(h.windows(2).all(|w| w[0].1.seconds >= w[1].1.seconds));
        // Nothing left out is harder than the last one kept.
        let last = h[HARDEST - 1].1.seconds;
        let harder = key
            .deck()
            .hands()
            .filter_map(|hand| {
                let numbers: Vec<Rational> = hand.iter().map(|&v| Rational::from(v)).collect();
                rate(&numbers, Rational::from(24))
            })
            .filter(|d| d.seconds > last)
            .count();
        assert!(harder < HARDEST);
    }
}
