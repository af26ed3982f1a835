//! The record of the game in play, from which the host's report is made:
//! each round's hand and, for every player seated while it was played,
//! their wrong tries and their correct answer.
//!
//! Promises: a player has one part in a round, made when the round is
//! dealt or when they take a seat during it; a part counts every wrong
//! answer and at most one correct one; a player is named as they played,
//! even after they leave; at most [`MAX_REPORT_PLAYERS`] players are
//! named, later ones play unrecorded; the record lives only in the room,
//! and a new game starts a new one.

use crate::deal::Hand;
use protocol::room::report::{MAX_ANSWER_BYTES, MAX_REPORT_PLAYERS};
use protocol::room::{Entrant, Part, Report, RoundRecord, Settings, Solve, Solved};

#[derive(Clone, Debug, Default)]
pub struct Record {
    report: Report,
}

impl Record {
    pub fn report(&self) -> &Report {
        &self.report
    }

    /// A new game of `settings` (a Challenge's Final with `final_game`):
    /// nothing recorded.
    pub fn clear(&mut self, settings: &Settings, final_game: bool) {
        self.report = Report {
            mode: settings.mode,
            final_game,
            teams: settings.teams,
            ..Report::default()
        };
    }

    /// Round `number` is dealt with `hand` to the players `seated` (each
    /// with their nickname and team).
    pub fn deal<'a>(
        &mut self,
        number: u32,
        hand: &Hand,
        seated: impl IntoIterator<Item = (u32, &'a str, u8)>,
    ) {
        self.report.rounds.push(RoundRecord {
            number,
            cards: hand.cards.clone(),
            target: hand.target,
            grade: hand.grade,
            solutions: u32::try_from(hand.solutions.len()).unwrap_or(u32::MAX),
            parts: Vec::new(),
        });
        for (id, nickname, team) in seated {
            self.seat(id, nickname, team, true);
        }
    }

    /// Player `id` is seated; with `in_round`, during the last round dealt,
    /// which they take part in from now.
    pub fn seat(&mut self, id: u32, nickname: &str, team: u8, in_round: bool) {
        let named = self.report.players.iter().any(|p| p.id == id);
        if !named {
            if self.report.players.len() >= MAX_REPORT_PLAYERS {
                return;
            }
            self.report.players.push(Entrant {
                id,
                nickname: nickname.to_string(),
                team,
            });
        }
        if in_round {
            self.part(id);
        }
    }

    /// Player `id`'s part in the last round dealt, if they are recorded.
    fn part(&mut self, id: u32) -> Option<&mut Part> {
        if !self.report.players.iter().any(|p| p.id == id) {
            return None;
        }
        let round = self.report.rounds.last_mut()?;
        let at = match round.parts.iter().position(|p| p.player == id) {
            Some(at) => at,
            None => {
                round.parts.push(Part {
                    player: id,
                    wrong: 0,
                    solved: None,
                });
                round.parts.len() - 1
            }
        };
        round.parts.get_mut(at)
    }

    /// A wrong answer from player `id` in the last round dealt.
    pub fn wrong(&mut self, id: u32) {
        if let Some(part) = self.part(id) {
            part.wrong = part.wrong.saturating_add(1);
        }
    }

    /// The correct answer `answer` (ASCII), distinct solution `which`.
    pub fn solved(&mut self, solved: &Solved, answer: &str, which: usize) {
        if let Some(part) = self.part(solved.player) {
            let mut answer = answer.to_string();
            truncate(&mut answer, MAX_ANSWER_BYTES);
            part.solved = Some(Solve {
                ms: solved.ms,
                points: solved.points,
                answer,
                which: u32::try_from(which).unwrap_or(u32::MAX),
            });
        }
    }
}

/// Cuts `text` to at most `max` bytes, at a character's edge.
fn truncate(text: &mut String, max: usize) {
    if text.len() > max {
        let mut at = max;
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        text.truncate(at);
    }
}
