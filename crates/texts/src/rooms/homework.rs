//! Homework's texts: the teacher's form and links, the student's page,
//! the teacher's results. Each language's are its `HOMEWORK`, beside its
//! Rooms texts; dates are written by the browser, in the page's language.

use protocol::homework::Refusal;

/// The texts of homework.
pub struct HomeworkText {
    /// The panel's heading on the Rooms page, and what it is.
    pub heading: &'static str,
    pub intro: &'static str,
    pub hands: &'static str,
    pub level: &'static str,
    pub any_level: &'static str,
    pub deadline: &'static str,
    /// `(minutes)`: a deadline's choice, "1 hour", "7 days".
    pub in_time: fn(u32) -> String,
    pub limit: &'static str,
    pub no_limit: &'static str,
    /// `(seconds)`: a limit's choice, "30 s", "2 min".
    pub per_hand: fn(u16) -> String,
    /// The house rules the hands follow: those set in Solve.
    pub rules_note: &'static str,
    pub create: &'static str,
    /// `(date)`: the assignment is made, and when it closes.
    pub made: fn(&str) -> String,
    pub student_link: &'static str,
    pub student_note: &'static str,
    pub teacher_link: &'static str,
    pub teacher_note: &'static str,
    pub open_results: &'static str,
    /// The list of assignments this browser keeps the links of.
    pub kept: &'static str,
    /// How long it keeps them (the server's `KEEP_DAYS` after the
    /// deadline), and to forget them on a shared computer.
    pub kept_note: &'static str,
    /// Forget, on an assignment of the list.
    pub forget: &'static str,
    /// Shows the teacher's link, hidden by default.
    pub show_link: &'static str,
    /// `(code)`: the student's page's heading.
    pub title: fn(&str) -> String,
    pub join_intro: &'static str,
    pub start: &'static str,
    /// `(nickname)`.
    pub playing_as: fn(&str) -> String,
    /// `(date)`: when it is due.
    pub due: fn(&str) -> String,
    /// `(hand, of)`: "Hand 3 of 10", from 1.
    pub hand_of: fn(u32, u32) -> String,
    /// `(seconds)`: a timed hand's time left.
    pub left: fn(u64) -> String,
    /// `(time)`: the server's time for the hand.
    pub solved: fn(&str) -> String,
    pub time_up: &'static str,
    pub skipped: &'static str,
    /// `(tries)`: wrong answers so far.
    pub tries: fn(u32) -> String,
    pub skip: &'static str,
    pub next: &'static str,
    /// `(solved, of)`: every hand played.
    pub finished: fn(u32, u32) -> String,
    /// `(code)`: the teacher's page's heading.
    pub results_title: fn(&str) -> String,
    /// `(students)`.
    pub students: fn(u32) -> String,
    /// `(date)`: closed by the teacher.
    pub closed_on: fn(&str) -> String,
    pub over: &'static str,
    /// The teacher closed it before its deadline.
    pub closed: &'static str,
    pub live_note: &'static str,
    pub no_students: &'static str,
    pub student: &'static str,
    /// `(hand)`: a hand's column, from 1.
    pub hand_head: fn(u32) -> String,
    pub solved_head: &'static str,
    /// A hand shown and still being played; one out of time or skipped.
    pub playing: &'static str,
    pub missed: &'static str,
    /// The rows under the table: each hand's share solved and median.
    pub share: &'static str,
    pub median: &'static str,
    pub cards: &'static str,
    pub csv: &'static str,
    pub close: &'static str,
    pub delete: &'static str,
    pub delete_ask: &'static str,
    pub delete_yes: &'static str,
    pub delete_no: &'static str,
    pub deleted: &'static str,
    /// On a host without the server.
    pub needs_server: &'static str,
    /// The server answered before and does not now.
    pub lost: &'static str,
    /// The student's seat is not the server's (any more).
    pub seat_gone: &'static str,
    /// Why the server refused (a nickname's problem is Rooms' words).
    pub refused: fn(Refusal) -> &'static str,
}
