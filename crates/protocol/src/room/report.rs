//! A game's record, for its host: every round dealt so far and each
//! player's part in it. The server keeps it while the room lives and sends
//! it ([`super::ServerMsg::Report`]) to the host alone, so no other page
//! ever learns another player's wrong tries; the page makes the report,
//! its summaries and its CSV from it.

use super::settings::Mode;
use super::state::Card;
use super::MAX_PLAYERS;
use crate::codec::{Error, Reader, Writer};
use crate::wire::{read_list, read_text, write_list, Wire};
use solver::difficulty::Grade;
use solver::Rational;

/// Players a report names at most: the seats of a full room twice over,
/// for those who left or were removed during the game. Later ones play on
/// unrecorded.
pub const MAX_REPORT_PLAYERS: usize = 2 * MAX_PLAYERS;

/// The longest answer recorded, in bytes.
pub const MAX_ANSWER_BYTES: usize = 256;

const MAX_NICKNAME_BYTES: usize = 4 * super::nickname::MAX_CHARS;
const MAX_CARDS: usize = *super::settings::HAND_SIZES.end() as usize;
const MAX_ROUNDS: usize = *super::settings::ROUNDS.end() as usize;

/// The record of the game being played, or last played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Everyone who played in it, in the order they took their seats,
    /// including those who have left.
    pub players: Vec<Entrant>,
    /// The rounds dealt, in order.
    pub rounds: Vec<RoundRecord>,
    /// How the game is played.
    pub mode: Mode,
    /// Whether it is a Challenge's Final.
    pub final_game: bool,
    /// The number of teams, 0 for none.
    pub teams: u8,
}

/// A player of the game, by the name they played under.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub id: u32,
    pub nickname: String,
    /// Their team (from 1) when the record was sent, or when they left;
    /// 0 without teams.
    pub team: u8,
}

/// One round: its hand, and the part of each player seated during it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRecord {
    pub number: u32,
    pub cards: Vec<Card>,
    pub target: Rational,
    /// The hand's level by the difficulty model.
    pub grade: Option<Grade>,
    /// How many distinct solutions the hand has.
    pub solutions: u32,
    /// One for each player seated while the round was played.
    pub parts: Vec<Part>,
}

/// A player's part in a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    pub player: u32,
    /// Answers judged wrong.
    pub wrong: u32,
    /// The correct answer, if one came in time.
    pub solved: Option<Solve>,
}

/// A correct answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solve {
    /// Milliseconds from the deal.
    pub ms: u32,
    pub points: u32,
    /// The answer as the solver reads it, in ASCII (`8/(3-8/3)`); empty
    /// for a Challenge's decoy taken by the right call of "No solution".
    pub answer: String,
    /// Which of the hand's distinct solutions it is, from 0.
    pub which: u32,
}

impl Wire for Report {
    fn write(&self, w: &mut Writer) {
        write_list(w, &self.players);
        write_list(w, &self.rounds);
        self.mode.write(w);
        self.final_game.write(w);
        self.teams.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Report {
            players: read_list(r, MAX_REPORT_PLAYERS)?,
            rounds: read_list(r, MAX_ROUNDS)?,
            mode: Wire::read(r)?,
            final_game: Wire::read(r)?,
            teams: Wire::read(r)?,
        })
    }
}

impl Wire for Entrant {
    fn write(&self, w: &mut Writer) {
        self.id.write(w);
        self.nickname.write(w);
        self.team.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Entrant {
            id: Wire::read(r)?,
            nickname: read_text(r, MAX_NICKNAME_BYTES)?,
            team: Wire::read(r)?,
        })
    }
}

impl Wire for RoundRecord {
    fn write(&self, w: &mut Writer) {
        self.number.write(w);
        write_list(w, &self.cards);
        self.target.write(w);
        self.grade.write(w);
        self.solutions.write(w);
        write_list(w, &self.parts);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(RoundRecord {
            number: Wire::read(r)?,
            cards: read_list(r, MAX_CARDS)?,
            target: Wire::read(r)?,
            grade: Wire::read(r)?,
            solutions: Wire::read(r)?,
            parts: read_list(r, MAX_REPORT_PLAYERS)?,
        })
    }
}

impl Wire for Part {
    fn write(&self, w: &mut Writer) {
        self.player.write(w);
        self.wrong.write(w);
        self.solved.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Part {
            player: Wire::read(r)?,
            wrong: Wire::read(r)?,
            solved: Wire::read(r)?,
        })
    }
}

impl Wire for Solve {
    fn write(&self, w: &mut Writer) {
        self.ms.write(w);
        self.points.write(w);
        self.answer.write(w);
        self.which.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Solve {
            ms: Wire::read(r)?,
            points: Wire::read(r)?,
            answer: read_text(r, MAX_ANSWER_BYTES)?,
            which: Wire::read(r)?,
        })
    }
}
