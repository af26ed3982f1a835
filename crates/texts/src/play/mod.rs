//! Play mode's texts, one file per language (`en.rs`, `zh.rs`,
//! `zh_hant.rs`, `ja.rs`, `ko.rs`, `es.rs`, `fr.rs`, `de.rs`),
//! and the sentences made from them: a check's outcome and the hints.

language_modules!(pub(super));

use super::{show, Lang, Words};
use model::play::challenge;
use model::play::daily::Date;
use model::play::Outcome;
use solver::attempt::Invalid;
use solver::hint::Hints;
use solver::Rational;

/// The texts of play mode.
pub struct PlayText {
    /// The view switch's Play button.
    pub play: &'static str,
    /// The label of the cards on the table, and of the operator buttons.
    pub table: &'static str,
    pub operations: &'static str,
    /// The operator buttons' names, `+ − × ÷`.
    pub op_names: [&'static str; 4],
    pub undo: &'static str,
    pub reset: &'static str,
    /// The answer field's label, and its button.
    pub attempt: &'static str,
    pub check: &'static str,
    pub no_solution: &'static str,
    pub hint: &'static str,
    pub reveal: &'static str,
    pub next: &'static str,
    pub daily: &'static str,
    /// The timer's label.
    pub time: &'static str,
    pub challenge: &'static str,
    pub bests: &'static str,
    pub reset_bests: &'static str,
    pub all_found: &'static str,
    pub keys_help: &'static str,
    /// A new distinct solution: `(n, of)`, counted from 1.
    pub found: fn(usize, usize) -> String,
    /// One found before: `(n, of)`.
    pub again: fn(usize, usize) -> String,
    /// The tally: `(found, of)`.
    pub tally: fn(usize, usize) -> String,
    /// A wrong value: `(value, target)`.
    pub wrong: fn(&str, &str) -> String,
    pub not_in_hand: fn(&str) -> String,
    pub used_twice: fn(&str) -> String,
    pub missing: fn(&str) -> String,
    pub division_by_zero: &'static str,
    /// Under "whole numbers only", a step (or a number) that is a fraction.
    pub fraction: fn(&str) -> String,
    /// A value too large to hold exactly.
    pub too_large: &'static str,
    /// Text that cannot be read, at a character counted from 1.
    pub syntax: fn(usize) -> String,
    pub no_solution_right: &'static str,
    pub no_solution_wrong: &'static str,
    /// Hint 1: how many distinct solutions (0: none).
    pub hint_count: fn(usize) -> String,
    /// Hint 2: the first two numbers.
    pub hint_pair: fn(&str, &str) -> String,
    /// Hint 3: the first step, `8 ÷ 3 = 8/3`.
    pub hint_step: fn(&str) -> String,
    /// Hint 4: the value to make, and the numbers to make it from.
    pub hint_goal: fn(&str, &[String]) -> String,
    /// Hint 4 when the first step is the last.
    pub hint_last: &'static str,
    /// A challenge's time to beat, in seconds.
    pub beat: fn(&str) -> String,
    pub solved_in: fn(&str) -> String,
    /// `(score, streak)`.
    pub score: fn(u32, u32) -> String,
    pub fastest: fn(&str) -> String,
    /// The solved hands by level: the heading of their list.
    pub solved_by_level: &'static str,
    /// Other hands than the model rates.
    pub unrated: &'static str,
    /// An answer with nothing in it.
    pub blank: &'static str,
    /// A time on the clock, in seconds: "2.3 s".
    pub seconds: fn(&str) -> String,
    /// Play's empty table: its first action.
    pub deal_hand: &'static str,
    /// A challenge beaten: `(time to beat, margin)`, in seconds.
    pub beat_by: fn(&str, &str) -> String,
    /// A challenge missed, by this many seconds.
    pub missed_by: fn(&str) -> String,
    /// A challenge tied, at this time.
    pub tied: fn(&str) -> String,
    /// The button that sends a challenge back with your own time.
    pub rematch: &'static str,
    /// What is shared of a solve: `(seconds, hints)`.
    pub shared: fn(&str, u8) -> String,
    /// The daily hand's label: `(month, day)`, the month from 1.
    pub daily_label: fn(u32, u32) -> String,
    /// The daily hand, solved.
    pub daily_done: &'static str,
    /// The next daily hand comes in this many minutes.
    pub next_daily: fn(u32) -> String,
    /// The daily record's heading, and its figures' names: played, solved,
    /// current streak, best streak, average time.
    pub daily_stats: &'static str,
    pub daily_figures: [&'static str; 5],
    /// Right calls of "no solution", counted apart from solves.
    pub called: fn(u32) -> String,
    /// Reset bests asks first: the question, then yes and no.
    pub reset_ask: &'static str,
    pub reset_yes: &'static str,
    pub reset_no: &'static str,
    /// The bests to a file, and from one.
    pub export: &'static str,
    pub import: &'static str,
    /// The sound switch.
    pub sound: &'static str,
}

/// The world's daily: how the day's players did, after a solve of the
/// daily hand on a page the server served.
pub struct WorldText {
    /// While the solve is on its way to the server.
    pub comparing: &'static str,
    /// `(time, percent, others, others written)`: the solve was faster than
    /// that share of the day's other players.
    pub standing: fn(&str, &str, u64, &str) -> String,
    /// `(time)`: nobody else has played the hand today.
    pub first: fn(&str) -> String,
    /// `(percent)`: the share of the day's players who solved it.
    pub solved_share: fn(&str) -> String,
    /// A second solve the same day: only the first counts.
    pub first_counts: &'static str,
    /// The histogram's title.
    pub chart: &'static str,
    /// A bar's range of seconds, `(from, to)` without their unit; no
    /// `from` for the first bar, no `to` for the last.
    pub range: fn(Option<&str>, Option<&str>) -> String,
    /// `(range, solves, solves written)`: a bar's name.
    pub bar: fn(&str, u64, &str) -> String,
    /// Marks the player's own bar.
    pub you: &'static str,
    /// `(players, players written, percent solved, median time)`.
    pub yesterday: fn(u64, &str, &str, Option<&str>) -> String,
    /// On a page no server answers for.
    pub needs_server: &'static str,
    /// The server answered before, and not the solve.
    pub lost: &'static str,
    /// The server's database does not answer, or it has had too many
    /// requests.
    pub unavailable: &'static str,
    /// The server never saw the clock start.
    pub not_started: &'static str,
    /// The hand is no longer today's anywhere.
    pub not_today: &'static str,
    /// The server did not take the solve.
    pub refused: &'static str,
}

/// Play's words in a language: outcomes, hints, challenges, the daily
/// hand. [`Lang`] is the one implementation.
pub trait PlayWords: Words {
    fn play_text(self) -> &'static PlayText {
        table!(self.lang(), PLAY, play_text)
    }

    fn world_text(self) -> &'static WorldText {
        table!(self.lang(), WORLD, world_text)
    }

    /// What a check said, in words.
    fn outcome(self, outcome: &Outcome, target: &Rational) -> String {
        let t = self.play_text();
        match outcome {
            Outcome::Found { which, of } => (t.found)(which + 1, *of),
            Outcome::Again { which, of } => (t.again)(which + 1, *of),
            Outcome::Wrong(value) => (t.wrong)(&show(value), &show(target)),
            Outcome::Invalid(invalid) => match invalid {
                Invalid::Syntax { char, .. } => (t.syntax)(char + 1),
                Invalid::NotInHand(q) => (t.not_in_hand)(&show(q)),
                Invalid::UsedTwice(q) => (t.used_twice)(&show(q)),
                Invalid::Missing(q) => (t.missing)(&show(q)),
                Invalid::DivisionByZero => t.division_by_zero.to_string(),
                Invalid::TooLarge => t.too_large.to_string(),
                Invalid::Fraction { value, step } => (t.fraction)(&match step {
                    Some(step) => step.to_string(),
                    None => show(value),
                }),
            },
            Outcome::NoSolutionRight => t.no_solution_right.to_string(),
            Outcome::NoSolutionWrong => t.no_solution_wrong.to_string(),
            Outcome::Blank => t.blank.to_string(),
        }
    }

    /// A time in tenths as the clock shows it: "2.3 s", "2,3 s", "2.3 秒".
    fn seconds(self, tenths: u32) -> String {
        (self.play_text().seconds)(&self.tenths(tenths))
    }

    /// How a solve went against a challenge.
    fn challenge_result(self, result: challenge::Result) -> String {
        let t = self.play_text();
        let s = |tenths| self.tenths(tenths);
        match (result.beaten(), result.margin()) {
            (_, 0) => (t.tied)(&s(result.theirs)),
            (true, by) => (t.beat_by)(&s(result.theirs), &s(by)),
            (false, by) => (t.missed_by)(&s(by)),
        }
    }

    /// "Daily · 23 Nov": the daily hand of `date`.
    fn daily_label(self, date: Date) -> String {
        (self.play_text().daily_label)(date.month, date.day)
    }

    /// What a solve shares: what was played (the daily hand's label, or
    /// the hand as ranks), the time and the hints, and the link; no
    /// solution.
    fn share_text(self, what: &str, tenths: u32, hints: u8, link: &str) -> String {
        let t = self.play_text();
        let title = self.text().title;
        let result = (t.shared)(&self.tenths(tenths), hints);
        format!("{title} · {what}\n{result}\n{link}")
    }

    /// Hint `n` (1 to 4) of `hints`.
    fn hint(self, n: u8, hints: &Hints) -> String {
        let t = self.play_text();
        let Some(first) = hints.first.as_ref().filter(|_| n > 1) else {
            return (t.hint_count)(hints.count);
        };
        match n {
            2 => (t.hint_pair)(&show(&first.left), &show(&first.right)),
            3 => (t.hint_step)(&first.to_string()),
            _ => match &hints.goal {
                None => t.hint_last.to_string(),
                Some(goal) => {
                    let mut from: Vec<String> = Vec::new();
                    if goal.with_first {
                        from.push(show(&first.result));
                    }
                    from.extend(goal.numbers.iter().map(show));
                    (t.hint_goal)(&show(&goal.value), &from)
                }
            },
        }
    }
}

impl PlayWords for Lang {}
