//! The Rooms view's texts, one file per language (`en.rs`, `zh.rs`,
//! `zh_hant.rs`, `ja.rs`, `ko.rs`, `es.rs`, `fr.rs`, `de.rs`), and the
//! sentences made from them: what the page says about the room
//! ([`Said`]), the server's refusals ([`ErrorKind`]), the connection, and
//! how a round ended.
//!
//! A player's verdict is worded as Play words it ([`Lang::outcome`]); the
//! difficulty, the target and the card names are the main table's.

language_modules!(pub(super));
mod homework;

pub use homework::HomeworkText;
#[cfg(test)]
pub(super) mod tests;

use super::play::PlayWords;
use super::{show, Lang};
use model::play::Outcome;
use model::rooms::{Said, Socket};
use protocol::room::nickname::Problem as NickProblem;
use protocol::room::settings::Problem as SettingsProblem;
use protocol::room::{CloseReason, EndReason, ErrorKind};
use solver::attempt::Verdict;
use solver::Rational;

/// The texts of the Rooms view.
pub struct RoomsText {
    /// The view switch's button, and the view's heading.
    pub rooms: &'static str,
    pub intro: &'static str,
    pub nickname: &'static str,
    pub host_heading: &'static str,
    pub rounds: &'static str,
    pub cards: &'static str,
    pub time_limit: &'static str,
    pub no_limit: &'static str,
    pub create: &'static str,
    pub join_heading: &'static str,
    /// The code field, and the code's label in the lobby.
    pub code: &'static str,
    pub join: &'static str,
    pub join_link: &'static str,
    pub copy_link: &'static str,
    /// The QR code's name for screen readers.
    pub qr: &'static str,
    pub scan: &'static str,
    pub projector: &'static str,
    pub players: &'static str,
    pub host: &'static str,
    pub you: &'static str,
    /// A player whose page has dropped, while their seat waits.
    pub away: &'static str,
    pub settings: &'static str,
    pub start: &'static str,
    pub waiting: &'static str,
    pub leave: &'static str,
    /// Leave's question, before the seat is given up; the host's names
    /// who hosts next.
    pub leave_ask: &'static str,
    pub leave_ask_host: &'static str,
    /// The answer that keeps the seat.
    pub stay: &'static str,
    /// The creator's choice to run the room without a seat among the
    /// players, and what their page says in a round.
    pub host_only: &'static str,
    pub hosting_only: &'static str,
    /// The host's Remove on a player's row, and its question's answers.
    pub remove: &'static str,
    pub remove_block: &'static str,
    pub cancel: &'static str,
    /// The host's lock, and the setting that lets late players in.
    pub lock: &'static str,
    pub late_join: &'static str,
    /// The host's setting that players take generated names; on the join
    /// form, the generated names' label and the button for three others.
    pub generated_names: &'static str,
    pub pick_name: &'static str,
    pub other_names: &'static str,
    /// Said to a player the host removed.
    pub removed: &'static str,
    /// How answers score: the setting, and its choices in `Scoring::ALL`'s
    /// order (speed, accuracy, no clock).
    pub scoring: &'static str,
    pub scorings: [&'static str; 3],
    /// A round solved, where no clock shows its time.
    pub solved_mark: &'static str,
    /// What the projector shows of the ranking: the setting, and its
    /// choices in `Ranking::ALL`'s order.
    pub ranking: &'static str,
    pub rankings: [&'static str; 3],
    pub time_left: &'static str,
    /// The clock's label in a round without a time limit.
    pub time: &'static str,
    pub end_round: &'static str,
    pub next_round: &'static str,
    pub scoreboard: &'static str,
    pub player: &'static str,
    pub points: &'static str,
    /// The scoreboard's column of times this round.
    pub this_round: &'static str,
    /// A player who has not solved the round (yet).
    pub unsolved: &'static str,
    pub results: &'static str,
    pub place: &'static str,
    pub play_again: &'static str,
    /// The heading under a game's results of what comes next: its
    /// players (and teams), its settings, Play again.
    pub next_game: &'static str,
    pub connecting: &'static str,
    pub reconnecting: &'static str,
    pub unavailable: &'static str,
    pub gave_up: &'static str,
    pub try_again: &'static str,
    pub elsewhere: &'static str,
    pub reload: &'static str,
    pub too_long: &'static str,
    pub gone: &'static str,
    pub you_host: &'static str,
    /// Seconds, as the settings offer them: "30 s".
    pub seconds: fn(u16) -> String,
    /// A round's heading around its number: `(before, after)` for round
    /// `of`, so that the number can be an element of its own.
    pub round: fn(u32) -> (String, String),
    /// The target of the round: "Make 24".
    pub make: fn(&str) -> String,
    /// This player solved the round: `(seconds, points)`.
    pub solved: fn(&str, u32) -> String,
    /// The same without a clock: the points alone.
    pub solved_points: fn(u32) -> String,
    /// Solutions of the round just ended: the list's heading, by count.
    pub solutions: fn(usize) -> String,
    /// The next round's countdown, in whole seconds.
    pub next_in: fn(u64) -> String,
    /// A round by number, as a column of the results: "R2".
    pub round_short: fn(usize) -> String,
    /// Joining the link's room: the heading.
    pub join_room: fn(&str) -> String,
    /// Remove's question, naming the player.
    pub remove_ask: fn(&str) -> String,
    /// The host's choice of a player's extra time: its label, naming the
    /// player, and its choices in `Extra::ALL`'s order (×1, ×1.5, ×2).
    pub extra_time: fn(&str) -> String,
    pub extra_choices: [&'static str; 3],
    /// Said to a player with extra time, beside the clock: the choice.
    pub extra_note: fn(&str) -> String,
    pub host_now: fn(&str) -> String,
    pub bad_code: fn(&str) -> String,
    pub bad_target: fn(&str) -> String,
    pub error: fn(ErrorKind) -> &'static str,
    pub nickname_problem: fn(NickProblem) -> &'static str,
    pub settings_problem: fn(SettingsProblem) -> &'static str,
    pub closed: fn(CloseReason) -> &'static str,
    pub ended: fn(EndReason) -> &'static str,
    pub report: ReportText,
    pub challenge: ChallengeText,
}

/// Teams and the 24 Challenge: its settings, its rules, its cards.
pub struct ChallengeText {
    /// The game's mode: the setting, and its choices in `Mode::ALL`'s
    /// order (timed rounds, the Challenge).
    pub mode: &'static str,
    pub modes: [&'static str; 2],
    /// The Challenge's length, its decoys (none, or one in n) and the
    /// Final's size: the settings.
    pub cards: &'static str,
    pub decoys: &'static str,
    pub no_decoys: &'static str,
    pub decoy_share: fn(u8) -> String,
    pub final_size: &'static str,
    /// The rules, in one short text, and its heading.
    pub rules_heading: &'static str,
    pub rules: &'static str,
    /// The call, its button, and a decoy's answer in the report.
    pub no_solution: &'static str,
    /// Said to a player whose call was wrong.
    pub locked_out: &'static str,
    /// A player locked out of the card, on the scoreboard.
    pub out_mark: &'static str,
    /// A card's heading around its number, as `RoomsText::round`.
    pub card: fn(u32) -> (String, String),
    /// What a card is worth, for its dots' name.
    pub points: fn(u32) -> String,
    /// Who took the card, before the answer they took it with.
    pub took: fn(&str) -> String,
    /// Who took a decoy with the right call.
    pub called: fn(&str) -> String,
    /// A decoy's reveal.
    pub decoy: &'static str,
    pub final_game: &'static str,
    /// The host's button after a Challenge: the Final of the best `n`.
    pub start_final: fn(u8) -> String,
    /// Said to a player who watches the Final.
    pub watching_final: &'static str,
    /// The teams setting (and the teams' standings' heading), and its
    /// choice of none.
    pub teams: &'static str,
    pub no_teams: &'static str,
    /// A team by number, from 1.
    pub team: fn(u8) -> String,
    /// The host's choice of a player's team: its label.
    pub team_of: fn(&str) -> String,
    pub deal_teams: &'static str,
    /// The teams' score: points per member.
    pub per_member: &'static str,
    /// The CSV's column of teams.
    pub team_head: &'static str,
}

/// The host's report on a game, and its CSV's words.
pub struct ReportText {
    pub heading: &'static str,
    /// Who sees it, when it changes, and how long it lasts.
    pub note: &'static str,
    pub by_player: &'static str,
    pub by_round: &'static str,
    pub hand: &'static str,
    pub level: &'static str,
    /// A column of players who solved, and of whether one did.
    pub solved: &'static str,
    pub median: &'static str,
    pub first: &'static str,
    pub wrong: &'static str,
    pub round: &'static str,
    pub target: &'static str,
    pub seconds: &'static str,
    pub answer: &'static str,
    /// Which of the distinct solutions an answer is, by number; and how
    /// many the hand has.
    pub solution: &'static str,
    pub solutions: &'static str,
    pub yes: &'static str,
    pub no: &'static str,
    /// A round the player was not seated for.
    pub absent: &'static str,
    pub csv: &'static str,
    pub print: &'static str,
    /// Players who solved a round, of those who took part: "3 of 4".
    pub share: fn(usize, usize) -> String,
    /// An answer's place among the hand's distinct solutions.
    pub which: fn(u32, u32) -> String,
}

/// Rooms' words in a language. [`Lang`] is the one implementation.
pub trait RoomsWords: PlayWords {
    fn rooms_text(self) -> &'static RoomsText {
        table!(self.lang(), ROOMS, rooms_text)
    }

    fn homework_text(self) -> &'static HomeworkText {
        table!(self.lang(), HOMEWORK, homework_text)
    }

    /// What the page says about homework, in words.
    fn homework_said(self, said: &model::homework::Said) -> String {
        use model::homework::Said;
        use protocol::homework::Refusal;
        let h = self.homework_text();
        match said {
            Said::Refused(Refusal::Nickname(problem)) => {
                (self.rooms_text().nickname_problem)(*problem).to_string()
            }
            Said::Refused(why) => (h.refused)(*why).to_string(),
            Said::NoServer => h.needs_server.to_string(),
            Said::Lost => h.lost.to_string(),
            Said::SeatGone => h.seat_gone.to_string(),
            Said::TooLong => self.rooms_text().too_long.to_string(),
        }
    }

    /// What the page says about the room, in words.
    fn said(self, said: &Said) -> String {
        let r = self.rooms_text();
        match said {
            Said::Refused(kind) => match kind {
                ErrorKind::NicknameEmpty => (r.nickname_problem)(NickProblem::Empty),
                ErrorKind::NicknameTooLong => (r.nickname_problem)(NickProblem::TooLong),
                ErrorKind::NicknameNotText => (r.nickname_problem)(NickProblem::NotText),
                other => (r.error)(*other),
            }
            .to_string(),
            Said::Nickname(problem) => (r.nickname_problem)(*problem).to_string(),
            Said::BadCode(text) => (r.bad_code)(text),
            Said::Settings(problem) => (r.settings_problem)(*problem).to_string(),
            Said::BadTarget(text) => (r.bad_target)(text),
            Said::TooLong => r.too_long.to_string(),
            Said::HostNow { you: true, .. } => r.you_host.to_string(),
            Said::HostNow { you: false, name } => (r.host_now)(name),
            Said::Closed(why) => (r.closed)(*why).to_string(),
            Said::Gone => r.gone.to_string(),
            Said::Removed => r.removed.to_string(),
        }
    }

    /// What the connection is doing, when it is worth saying: `None` while
    /// all is well (or there is no socket).
    fn connection(self, socket: Socket, reached: bool) -> Option<&'static str> {
        let r = self.rooms_text();
        match socket {
            Socket::Off | Socket::Open { .. } => None,
            Socket::Opening { .. } if !reached => Some(r.connecting),
            Socket::Opening { .. } | Socket::Waiting { .. } => Some(r.reconnecting),
            Socket::Unavailable => Some(r.unavailable),
            Socket::GaveUp => Some(r.gave_up),
            Socket::Elsewhere => Some(r.elsewhere),
            Socket::Reload => Some(r.reload),
        }
    }

    /// The server's word on this player's answer, as Play words a check.
    fn room_verdict(self, verdict: &Verdict, target: &Rational) -> String {
        let outcome = match verdict {
            Verdict::Correct { which, of } => Outcome::Found {
                which: *which,
                of: *of,
            },
            Verdict::WrongValue(value) => Outcome::Wrong(*value),
            Verdict::Invalid(invalid) => Outcome::Invalid(invalid.clone()),
        };
        self.outcome(&outcome, target)
    }

    /// "Make 24", with a true minus sign.
    fn make(self, target: &Rational) -> String {
        (self.rooms_text().make)(&show(target))
    }
}

impl RoomsWords for Lang {}
