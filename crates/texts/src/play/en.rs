//! Play mode in English.

use super::{PlayText, WorldText};

pub const PLAY: PlayText = PlayText {
    play: "Play",
    table: "Cards on the table",
    operations: "Operations",
    op_names: ["Add", "Subtract", "Multiply", "Divide"],
    undo: "Undo",
    reset: "Reset",
    attempt: "Type an answer",
    check: "Check",
    no_solution: "No solution",
    hint: "Hint",
    reveal: "Reveal",
    next: "Next hand",
    daily: "Daily hand",
    time: "Time",
    challenge: "Challenge a friend",
    bests: "Personal bests",
    reset_bests: "Reset bests",
    all_found: "All found!",
    keys_help: "Keyboard: 1–6 pick a card on the table, + − * / an operation, Backspace undoes, Esc cancels the selection.",
    found: |n, of| format!("Correct: solution {n} of {of}"),
    again: |n, of| format!("Solution {n} of {of} again: you found it already"),
    tally: |found, of| format!("{found} of {of} found"),
    wrong: |value, target| format!("= {value}, not {target}"),
    not_in_hand: |q| format!("{q} is not in the hand"),
    used_twice: |q| format!("{q} is used more often than the hand has it"),
    missing: |q| format!("{q} is missing: use every card once"),
    division_by_zero: "You cannot divide by zero",
    fraction: |what| format!("Whole numbers only: {what} is not whole"),
    too_large: "That value is too large to work out exactly",
    syntax: |at| format!("Cannot read this at character {at}"),
    no_solution_right: "Right: this hand has no solution",
    no_solution_wrong: "Not so: this hand can be solved. Keep looking!",
    hint_count: |count| match count {
        0 => "This hand cannot be solved".to_string(),
        1 => "It can be solved, one distinct way".to_string(),
        n => format!("It can be solved, {n} distinct ways"),
    },
    hint_pair: |a, b| format!("Start with {a} and {b}"),
    hint_step: |step| format!("Work out {step}"),
    hint_goal: |value, from| match from {
        [] => format!("Then make {value}"),
        [one] => format!("Then make {value} from {one}"),
        [rest @ .., last] => format!("Then make {value} from {} and {last}", rest.join(", ")),
    },
    hint_last: "That is the whole answer",
    beat: |s| format!("Beat {s}\u{a0}s"),
    solved_in: |s| format!("Solved in {s}\u{a0}s"),
    score: |score, streak| format!("Score {score} · streak {streak}"),
    fastest: |s| format!("Fastest solve: {s}\u{a0}s"),
    solved_by_level: "Solved by level",
    unrated: "Not rated",
    blank: "Type an answer first",
    seconds: |s| format!("{s}\u{a0}s"),
    deal_hand: "Deal a hand",
    beat_by: |theirs, by| format!("You beat {theirs}\u{a0}s by {by}\u{a0}s!"),
    missed_by: |by| format!("Missed by {by}\u{a0}s"),
    tied: |s| format!("Tied at {s}\u{a0}s"),
    rematch: "Send a rematch",
    shared: |s, hints| match hints {
        0 => format!("Solved in {s}\u{a0}s, no hints"),
        1 => format!("Solved in {s}\u{a0}s with 1 hint"),
        n => format!("Solved in {s}\u{a0}s with {n} hints"),
    },
    daily_label: |month, day| {
        const MONTHS: [&str; 12] = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ];
        let name = MONTHS[(month.clamp(1, 12) - 1) as usize];
        format!("Daily · {day} {name}")
    },
    daily_done: "Done",
    next_daily: |minutes| match (minutes / 60, minutes % 60) {
        (0, m) => format!("Next daily hand in {m} min"),
        (h, 0) => format!("Next daily hand in {h} h"),
        (h, m) => format!("Next daily hand in {h} h {m} min"),
    },
    daily_stats: "Daily hands",
    daily_figures: ["Played", "Solved", "Streak", "Best streak", "Average time"],
    called: |n| format!("“No solution” called right: {n}"),
    reset_ask: "Forget every best and the daily record?",
    reset_yes: "Forget them",
    reset_no: "Keep them",
    export: "Save to a file",
    import: "Load from a file",
    sound: "Sound",
};

pub const WORLD: WorldText = WorldText {
    comparing: "Comparing your time with the world’s…",
    standing: |time, percent, others, written| match others {
        1 => format!("{time}: faster than {percent} of the 1 other player today"),
        _ => format!("{time}: faster than {percent} of the other {written} players today"),
    },
    first: |time| format!("{time}: the first solve today"),
    solved_share: |percent| format!("{percent} of today’s players solved it."),
    first_counts: "Only your first solve today counts.",
    chart: "Today’s solve times (seconds)",
    range: |from, to| match (from, to) {
        (None, Some(to)) => format!("under {to}\u{a0}s"),
        (Some(from), Some(to)) => format!("{from}–{to}\u{a0}s"),
        (Some(from), None) => format!("{from}\u{a0}s or more"),
        (None, None) => String::new(),
    },
    bar: |range, n, written| match n {
        1 => format!("{range}: 1 solve"),
        _ => format!("{range}: {written} solves"),
    },
    you: "you",
    yesterday: |players, written, percent, median| {
        let players = match players {
            1 => "1 player".to_string(),
            _ => format!("{written} players"),
        };
        match median {
            Some(median) => format!("Yesterday: {players}, {percent} solved it, median time {median}."),
            None => format!("Yesterday: {players}, {percent} solved it."),
        }
    },
    needs_server: "Comparing your time with the world’s needs the 24 server: this copy of the page runs on its own.",
    lost: "The server does not answer: check the connection. Your time is kept in this browser.",
    unavailable: "The world’s results cannot be reached just now. Your time is kept in this browser.",
    not_started: "Not counted: the server did not see this hand’s clock start.",
    not_today: "Not counted: this hand is no longer today’s anywhere.",
    refused: "Not counted: the server did not take this solve.",
};
