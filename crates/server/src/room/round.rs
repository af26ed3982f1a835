//! A round in play: its hand, its clock, and who has solved it.
//!
//! Promises: a player solves a round at most once; a correct answer scores
//! what the game's [`Scoring`] gives the round's nth (a Challenge's card,
//! what it is worth); times are milliseconds from the deal; a player
//! locked out of a Challenge's card stays out of it.

use crate::deal::Hand;
use protocol::room::{Extra, Round, Scoring, Solved, Taken};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct Live {
    pub number: u32,
    pub hand: Arc<Hand>,
    pub started: Instant,
    pub limit: Option<Duration>,
    /// When it ended; `None` while it runs.
    pub ended: Option<Instant>,
    pub solved: Vec<Solved>,
    /// A Challenge's players locked out of the card.
    pub out: Vec<u32>,
    /// Who took a Challenge's card, and how.
    pub taken: Option<Taken>,
    /// Whether it is a card of a Challenge's Final.
    pub final_game: bool,
}

impl Live {
    pub fn new(number: u32, hand: Arc<Hand>, limit: Option<Duration>, now: Instant) -> Live {
        Live {
            number,
            hand,
            started: now,
            limit,
            ended: None,
            solved: Vec::new(),
            out: Vec::new(),
            taken: None,
            final_game: false,
        }
    }

    /// Whether `player` is locked out of a Challenge's card.
    pub fn is_out(&self, player: u32) -> bool {
        self.out.contains(&player)
    }

    pub fn deadline(&self) -> Option<Instant> {
        self.limit.map(|l| self.started + l)
    }

    /// The deadline of a player with `extra` time.
    pub fn deadline_with(&self, extra: Extra) -> Option<Instant> {
        let limit = self.limit?;
        let ms = extra.scale(millis(limit));
        Some(self.started + Duration::from_millis(ms.into()))
    }

    pub fn has_solved(&self, player: u32) -> bool {
        self.solved.iter().any(|s| s.player == player)
    }

    /// Records `player`'s correct answer at `now`, scored by `scoring`.
    pub fn solve(&mut self, player: u32, now: Instant, scoring: Scoring) -> Solved {
        self.score(player, now, scoring.points(self.solved.len()))
    }

    /// Records `player`'s correct answer (or right call) at `now`, worth
    /// `points`.
    pub fn score(&mut self, player: u32, now: Instant, points: u32) -> Solved {
        let solved = Solved {
            player,
            ms: millis(now.saturating_duration_since(self.started)),
            points,
        };
        self.solved.push(solved);
        solved
    }

    /// The round as a page sees it at `now`.
    pub fn view(&self, now: Instant) -> Round {
        let at = self.ended.map_or(now, |end| end.min(now));
        Round {
            number: self.number,
            cards: self.hand.cards.clone(),
            target: self.hand.target,
            grade: self.hand.grade,
            limit_ms: self.limit.map(millis),
            elapsed_ms: millis(at.saturating_duration_since(self.started)),
            out: self.out.clone(),
            final_game: self.final_game,
        }
    }
}

/// Whole milliseconds, saturating.
pub fn millis(d: Duration) -> u32 {
    u32::try_from(d.as_millis()).unwrap_or(u32::MAX)
}
