//! What the host chooses for a game: rounds, cards per hand, difficulty,
//! target, the round's time limit, the house rules (whole numbers only,
//! the deck's face cards), how answers score ([`Scoring`]), what the
//! projector shows of the ranking ([`Ranking`]), whether the room's
//! creator plays, whether late players may join a game under way, the
//! game's [`Mode`] (timed rounds, or the 24 Challenge's cards, decoys and
//! Final), and teams.
//!
//! Promise: [`Settings::check`] is the one rule both ends apply; the server
//! refuses settings it fails, and [`Settings::default`] passes it.

use crate::codec::{Error, Reader, Writer};
use crate::wire::{tagged, Wire};
use cards::Faces;
use solver::difficulty::Grade;
use solver::Rational;
use std::ops::RangeInclusive;

/// Rounds in a game.
pub const ROUNDS: RangeInclusive<u8> = 1..=30;
/// Cards per hand.
pub const HAND_SIZES: RangeInclusive<u8> = 2..=6;
/// The time limits a round may have, in seconds (or none).
pub const TIME_LIMITS: [u16; 3] = [30, 60, 120];
/// The largest numerator (either sign) and denominator of a target.
pub const MAX_TARGET_PART: i128 = 10_000;
/// Teams a room may play in (0 for none).
pub const TEAMS: RangeInclusive<u8> = 2..=6;
/// The shares of a Challenge's cards that may be decoys: one in each of
/// these (0 for none).
pub const DECOY_SHARES: [u8; 4] = [4, 6, 8, 12];
/// How many of the best players a Challenge's Final seats.
pub const FINAL_SIZES: RangeInclusive<u8> = 2..=8;

/// How a game is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Timed rounds: everyone may solve every hand, scored by
    /// [`Scoring`].
    #[default]
    Rounds,
    /// The 24 Challenge, as schools run its tournaments: a stack of
    /// cards worth 1, 2 or 3 points by level ([`card_points`]); the first
    /// correct answer takes a card; some cards are decoys with no
    /// solution, taken by the first right call of "No solution", while a
    /// wrong call locks its player out of the card; then a Final of the
    /// best players.
    Challenge,
}

tagged!(Mode {
    Rounds => "rounds",
    Challenge => "challenge",
});

/// What a Challenge card of level `grade` is worth: the dots on the card.
/// Easy and Fair 1, Tricky and Hard 2, Fiendish 3 (a hand the model does
/// not rate, 1).
pub fn card_points(grade: Option<Grade>) -> u32 {
    match grade {
        Some(Grade::Fiendish) => 3,
        Some(Grade::Tricky | Grade::Hard) => 2,
        Some(Grade::Easy | Grade::Fair) | None => 1,
    }
}

/// How a correct answer scores.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Scoring {
    /// By speed: the round's first correct answer scores `FIRST_POINTS`,
    /// every later one `LATER_POINTS`.
    #[default]
    Speed,
    /// By accuracy: every correct answer within the time scores 1.
    Accuracy,
    /// No clock: every correct answer scores 1, rounds have no time limit
    /// (they end when everyone has solved, or at the host's word), and no
    /// page shows a time.
    Untimed,
}

tagged!(Scoring {
    Speed => "speed",
    Accuracy => "accuracy",
    Untimed => "untimed",
});

impl Scoring {
    /// The points of a correct answer, the round's `nth` (from 0).
    pub fn points(self, nth: usize) -> u32 {
        match self {
            Scoring::Speed if nth == 0 => super::FIRST_POINTS,
            Scoring::Speed => super::LATER_POINTS,
            Scoring::Accuracy | Scoring::Untimed => 1,
        }
    }
}

/// What the projector view shows of the ranking. A player's own page shows
/// the scoreboard whatever this says; this spares the slower players their
/// place on the big screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ranking {
    /// Points, order and times, as the players see them.
    #[default]
    Shown,
    /// Who has solved the round (not in what order, nor the times) until
    /// the game ends; then the standings.
    AtEnd,
    /// Who has solved, and at the end who played: never points or places.
    Never,
}

tagged!(Ranking {
    Shown => "shown",
    AtEnd => "end",
    Never => "never",
});

/// Extra time for a player: their rounds last this many times the
/// round's limit. Set by the host per player, and told to that player and
/// the host alone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Extra {
    /// The round's limit.
    #[default]
    None,
    /// Half as long again.
    Half,
    /// Twice as long.
    Double,
}

tagged!(Extra {
    None => "1",
    Half => "1.5",
    Double => "2",
});

impl Extra {
    /// `ms` of a round's limit, for a player with this extra time.
    pub fn scale(self, ms: u32) -> u32 {
        match self {
            Extra::None => ms,
            Extra::Half => ms.saturating_add(ms / 2),
            Extra::Double => ms.saturating_mul(2),
        }
    }
}

/// A game's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Rounds in the game, within [`ROUNDS`].
    pub rounds: u8,
    /// Cards per hand, within [`HAND_SIZES`].
    pub hand_size: u8,
    /// The level every hand is dealt at; `None` for any solvable hand.
    pub difficulty: Option<Grade>,
    /// The value to make.
    pub target: Rational,
    /// Seconds a round lasts, one of [`TIME_LIMITS`]; `None` for no limit.
    /// Untimed scoring has none, whatever this says.
    pub time_limit: Option<u16>,
    /// Whole numbers only: an answer that makes a fraction is refused.
    pub integers: bool,
    /// The deck dealt from, and what its face cards are worth.
    pub faces: Faces,
    /// Whether the room's creator plays: off, a teacher runs the room
    /// without a seat among the players (no answers, no score, not waited
    /// for by a round).
    pub host_plays: bool,
    /// Whether a player may join while a game is under way (and play from
    /// the round on show).
    pub late_join: bool,
    pub scoring: Scoring,
    /// What the projector view shows of the ranking.
    pub ranking: Ranking,
    /// Whether a player joining must take a generated name (an adjective
    /// and an animal, [`super::names`]) rather than type one.
    pub generated_names: bool,
    pub mode: Mode,
    /// Cards in a Challenge, within [`ROUNDS`] (`rounds` is the other
    /// mode's length).
    pub cards: u8,
    /// A Challenge's decoys: one card in this many, one of
    /// [`DECOY_SHARES`], or 0 for none.
    pub decoys: u8,
    /// Players a Challenge's Final seats, within [`FINAL_SIZES`].
    pub final_size: u8,
    /// Teams the players are dealt into, within [`TEAMS`], or 0 for none.
    pub teams: u8,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rounds: 10,
            hand_size: 4,
            difficulty: None,
            target: Rational::from_integer(24),
            time_limit: Some(60),
            integers: false,
            faces: Faces::Numbered,
            host_plays: true,
            late_join: true,
            scoring: Scoring::Speed,
            ranking: Ranking::Shown,
            generated_names: false,
            mode: Mode::Rounds,
            cards: 12,
            decoys: 6,
            final_size: 4,
            teams: 0,
        }
    }
}

/// Which setting is out of bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    Rounds,
    HandSize,
    Target,
    TimeLimit,
    Cards,
    Decoys,
    FinalSize,
    Teams,
}

impl Settings {
    /// The round's time limit in force: none without a clock (a
    /// Challenge's cards have the limit whatever the scoring).
    pub fn round_limit(&self) -> Option<u16> {
        self.time_limit
            .filter(|_| self.mode == Mode::Challenge || self.scoring != Scoring::Untimed)
    }

    /// Whether the game has a clock: a page shows times only then.
    pub fn timed(&self) -> bool {
        self.mode == Mode::Challenge || self.scoring != Scoring::Untimed
    }

    /// The game's length: its rounds, or a Challenge's cards.
    pub fn length(&self) -> u8 {
        match self.mode {
            Mode::Rounds => self.rounds,
            Mode::Challenge => self.cards,
        }
    }

    /// How many of a Challenge's cards are decoys: the share of
    /// [`Settings::decoys`], rounded to the nearest (none in the other
    /// mode).
    pub fn decoy_count(&self) -> u8 {
        if self.mode != Mode::Challenge || self.decoys == 0 {
            return 0;
        }
        let cards = u16::from(self.cards);
        let share = u16::from(self.decoys);
        u8::try_from((cards + share / 2) / share).unwrap_or(u8::MAX)
    }

    /// The first setting out of bounds, if any.
    pub fn check(&self) -> Result<(), Problem> {
        if !ROUNDS.contains(&self.rounds) {
            return Err(Problem::Rounds);
        }
        if !HAND_SIZES.contains(&self.hand_size) {
            return Err(Problem::HandSize);
        }
        let t = self.target;
        if t.numer().abs() > MAX_TARGET_PART || t.denom() > MAX_TARGET_PART {
            return Err(Problem::Target);
        }
        if self.time_limit.is_some_and(|s| !TIME_LIMITS.contains(&s)) {
            return Err(Problem::TimeLimit);
        }
        if !ROUNDS.contains(&self.cards) {
            return Err(Problem::Cards);
        }
        if self.decoys != 0 && !DECOY_SHARES.contains(&self.decoys) {
            return Err(Problem::Decoys);
        }
        if !FINAL_SIZES.contains(&self.final_size) {
            return Err(Problem::FinalSize);
        }
        if self.teams != 0 && !TEAMS.contains(&self.teams) {
            return Err(Problem::Teams);
        }
        Ok(())
    }
}

impl Wire for Settings {
    fn write(&self, w: &mut Writer) {
        self.rounds.write(w);
        self.hand_size.write(w);
        self.difficulty.write(w);
        self.target.write(w);
        self.time_limit.write(w);
        self.integers.write(w);
        self.faces.write(w);
        self.host_plays.write(w);
        self.late_join.write(w);
        self.scoring.write(w);
        self.ranking.write(w);
        self.generated_names.write(w);
        self.mode.write(w);
        self.cards.write(w);
        self.decoys.write(w);
        self.final_size.write(w);
        self.teams.write(w);
    }

    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Settings {
            rounds: Wire::read(r)?,
            hand_size: Wire::read(r)?,
            difficulty: Wire::read(r)?,
            target: Wire::read(r)?,
            time_limit: Wire::read(r)?,
            integers: Wire::read(r)?,
            faces: Wire::read(r)?,
            host_plays: Wire::read(r)?,
            late_join: Wire::read(r)?,
            scoring: Wire::read(r)?,
            ranking: Wire::read(r)?,
            generated_names: Wire::read(r)?,
            mode: Wire::read(r)?,
            cards: Wire::read(r)?,
            decoys: Wire::read(r)?,
            final_size: Wire::read(r)?,
            teams: Wire::read(r)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_passes_and_each_bound_is_checked() {
        let ok = Settings::default();
        assert_eq!(ok.check(), Ok(()));
        let with = |f: fn(&mut Settings)| {
            let mut s = ok;
            f(&mut s);
            s.check()
        };
        assert_eq!(with(|s| s.rounds = 0), Err(Problem::Rounds));
        assert_eq!(with(|s| s.rounds = 31), Err(Problem::Rounds));
        assert_eq!(with(|s| s.rounds = 30), Ok(()));
        assert_eq!(with(|s| s.hand_size = 1), Err(Problem::HandSize));
        assert_eq!(with(|s| s.hand_size = 7), Err(Problem::HandSize));
        assert_eq!(with(|s| s.hand_size = 2), Ok(()));
        assert_eq!(with(|s| s.time_limit = Some(45)), Err(Problem::TimeLimit));
        assert_eq!(with(|s| s.time_limit = None), Ok(()));
        assert_eq!(
            with(|s| s.target = Rational::new(-10_001, 3)),
            Err(Problem::Target)
        );
        assert_eq!(
            with(|s| s.target = Rational::new(3, 10_001)),
            Err(Problem::Target)
        );
        assert_eq!(with(|s| s.target = Rational::new(-10_000, 9_999)), Ok(()));
        assert_eq!(with(|s| s.cards = 0), Err(Problem::Cards));
        assert_eq!(with(|s| s.decoys = 5), Err(Problem::Decoys));
        assert_eq!(with(|s| s.decoys = 0), Ok(()));
        assert_eq!(with(|s| s.final_size = 1), Err(Problem::FinalSize));
        assert_eq!(with(|s| s.final_size = 9), Err(Problem::FinalSize));
        assert_eq!(with(|s| s.teams = 1), Err(Problem::Teams));
        assert_eq!(with(|s| s.teams = 7), Err(Problem::Teams));
        assert_eq!(with(|s| s.teams = 6), Ok(()));
    }

    #[test]
    fn a_challenge_counts_cards_decoys_and_points() {
        let challenge = |cards, decoys| Settings {
            mode: Mode::Challenge,
            cards,
            decoys,
            ..Settings::default()
        };
        assert_eq!(challenge(12, 6).length(), 12);
        assert_eq!(Settings::default().length(), 10);
        let counts = [(12, 6), (6, 6), (5, 6), (2, 6), (12, 4), (30, 4), (12, 0)]
            .map(|(c, d)| challenge(c, d).decoy_count());
        assert_eq!(counts, [2, 1, 1, 0, 3, 8, 0]);
        assert_eq!(Settings::default().decoy_count(), 0);
        assert_eq!(Grade::ALL.map(|g| card_points(Some(g))), [1, 1, 2, 2, 3]);
        // A Challenge keeps its clock whatever the scoring says.
        let untimed = Settings {
            scoring: Scoring::Untimed,
            ..challenge(12, 6)
        };
        assert_eq!(untimed.round_limit(), Some(60));
        assert!(untimed.timed());
    }

    #[test]
    fn extra_time_scales_a_limit() {
        assert_eq!(
            Extra::ALL
                .iter()
                .map(|e| e.scale(60_000))
                .collect::<Vec<_>>(),
            [60_000, 90_000, 120_000]
        );
        assert_eq!(Extra::Double.scale(u32::MAX), u32::MAX);
    }

    #[test]
    fn scoring_gives_points_and_untimed_rounds_have_no_limit() {
        assert_eq!(
            [0, 1, 5].map(|n| Scoring::Speed.points(n)),
            [
                super::super::FIRST_POINTS,
                super::super::LATER_POINTS,
                super::super::LATER_POINTS
            ]
        );
        assert_eq!([0, 1].map(|n| Scoring::Accuracy.points(n)), [1, 1]);
        assert_eq!([0, 1].map(|n| Scoring::Untimed.points(n)), [1, 1]);
        let untimed = Settings {
            scoring: Scoring::Untimed,
            ..Settings::default()
        };
        assert_eq!(
            (untimed.time_limit, untimed.round_limit()),
            (Some(60), None)
        );
        assert_eq!(Settings::default().round_limit(), Some(60));
        for s in Scoring::ALL {
            assert_eq!(Scoring::from_tag(s.tag()), Some(*s));
        }
    }
}
