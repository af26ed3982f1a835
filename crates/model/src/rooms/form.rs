//! The fields of the Rooms view as typed: the nickname, a room code to
//! join, and the host's settings for the next game; and the checks they
//! pass before anything is sent.
//!
//! Promises: the checks are the server's own (`nickname::check`,
//! `Settings::check`, `RoomCode::parse`), so the page never sends what the
//! server would refuse for its form; the draft's target is the last one
//! typed that reads, and the text stays as typed for mending.

use super::Said;
use protocol::room::{nickname, RoomCode, Settings};
use solver::Rational;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    pub nickname: String,
    /// The room code field as typed.
    pub code: String,
    /// The settings of the next game, as the host chooses them.
    pub settings: Settings,
    /// The target field as typed.
    pub target: String,
    /// Which three generated names the join form offers
    /// (`protocol::room::names::three`): a random number the view draws.
    pub names: u32,
}

impl Default for Form {
    fn default() -> Form {
        let settings = Settings::default();
        Form {
            nickname: String::new(),
            code: String::new(),
            target: settings.target.to_string(),
            settings,
            names: 0,
        }
    }
}

/// A change to the host's settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    Rounds(u8),
    HandSize(u8),
    Difficulty(Option<solver::difficulty::Grade>),
    /// The target as typed.
    Target(String),
    /// Seconds a round lasts; `None` for no limit.
    TimeLimit(Option<u16>),
    /// Whole numbers only.
    Integers(bool),
    /// The deck, and what its face cards are worth.
    Faces(cards::Faces),
    /// Whether the room's creator plays.
    HostPlays(bool),
    /// Whether players may join a game under way.
    LateJoin(bool),
    /// How answers score.
    Scoring(protocol::room::Scoring),
    /// What the projector shows of the ranking.
    Ranking(protocol::room::Ranking),
    /// Whether players must take a generated name.
    GeneratedNames(bool),
    /// Timed rounds, or the 24 Challenge.
    Mode(protocol::room::Mode),
    /// Cards in a Challenge.
    Cards(u8),
    /// One decoy in this many cards; 0 for none.
    Decoys(u8),
    /// Players the Final seats.
    FinalSize(u8),
    /// Teams, 0 for none.
    Teams(u8),
}

impl Form {
    /// Applies a change to the draft settings.
    pub fn set(&mut self, setting: Setting) {
        let s = &mut self.settings;
        match setting {
            Setting::Rounds(n) => s.rounds = n,
            Setting::HandSize(n) => s.hand_size = n,
            Setting::Difficulty(grade) => s.difficulty = grade,
            Setting::TimeLimit(limit) => s.time_limit = limit,
            Setting::Integers(on) => s.integers = on,
            Setting::Faces(faces) => s.faces = faces,
            Setting::HostPlays(on) => s.host_plays = on,
            Setting::LateJoin(on) => s.late_join = on,
            Setting::Scoring(scoring) => s.scoring = scoring,
            Setting::Ranking(ranking) => s.ranking = ranking,
            Setting::GeneratedNames(on) => s.generated_names = on,
            Setting::Mode(mode) => s.mode = mode,
            Setting::Cards(n) => s.cards = n,
            Setting::Decoys(n) => s.decoys = n,
            Setting::FinalSize(n) => s.final_size = n,
            Setting::Teams(n) => s.teams = n,
            Setting::Target(text) => {
                if let Ok(q) = text.trim().parse::<Rational>() {
                    s.target = q;
                }
                self.target = text;
            }
        }
    }

    /// Follows the room's settings (when they change, or the host's role
    /// passes to this page), keeping nothing of an older draft.
    pub fn follow(&mut self, settings: Settings) {
        self.settings = settings;
        self.target = settings.target.to_string();
    }

    /// The settings to send, when every field reads and is in bounds.
    pub fn checked_settings(&self) -> Result<Settings, Said> {
        if self.target.trim().parse::<Rational>().is_err() {
            return Err(Said::BadTarget(self.target.clone()));
        }
        self.settings.check().map_err(Said::Settings)?;
        Ok(self.settings)
    }

    /// The nickname as it would be kept (trimmed), or why not.
    pub fn checked_nickname(&self) -> Result<String, Said> {
        nickname::check(&self.nickname)
            .map(str::to_string)
            .map_err(Said::Nickname)
    }

    /// The code typed, when it is one.
    pub fn checked_code(&self) -> Result<RoomCode, Said> {
        RoomCode::parse(&self.code).ok_or_else(|| Said::BadCode(self.code.trim().to_string()))
    }
}
