//! Practice and the worksheet in English.

use super::{PracticeText, SheetText};
use model::practice::file::FileProblem;

pub const PRACTICE: PracticeText = PracticeText {
    practice: "Practice",
    intro: "Hands chosen for you, so that you solve about 7 in 10 within your time limit. Hands you miss come back in later sessions.",
    level: |s, grade| format!("Your level: {grade} hands, about {s}\u{a0}s for a practised player"),
    played: |n| match n {
        1 => "1\u{a0}hand played".to_string(),
        n => format!("{n}\u{a0}hands played"),
    },
    limit: "Time limit",
    seconds: |s| format!("{s}\u{a0}s"),
    dealing: "Dealing a hand…",
    review: "A hand you missed before",
    time_up: "Time’s up: counted as missed. Keep trying, or take the next hand.",
    missed: "Counted as missed.",
    give_up: "Show the answer",
    next: "Next hand",
    progress: "Progress",
    chart_title: "Your level after each hand",
    chart_x: "Hands played",
    chart_y: "Level (seconds)",
    chart_point: |n, s| format!("After hand {n}: {s}\u{a0}s"),
    table_caption: "Solve rate and median time by technique",
    technique: "Technique",
    hands: "Hands",
    solved: "Solved in time",
    median: "Median time",
    techniques: ["Fractions", "Large products", "Division", "Negative numbers"],
    all_hands: "All hands",
    solved_of: |solved, hands, percent| format!("{solved} of {hands} ({percent})"),
    hardest: "Your hardest solved hand",
    hardest_line: |hand, grade, s, time| {
        format!("{hand}: {grade}, about {s}\u{a0}s for a practised player; you took {time}\u{a0}s")
    },
    nothing_yet: "No hands yet: your progress will show here.",
    data: "Your practice data",
    data_note: "Kept in this browser only. Export it to keep it safe or to move it to another browser; importing adds a file’s hands to these.",
    export: "Export",
    import: "Import",
    wipe: "Wipe progress",
    wipe_confirm: "Wipe every hand played? This cannot be undone.",
    wipe_yes: "Wipe",
    cancel: "Cancel",
    imported: |n| match n {
        1 => "Imported 1 hand".to_string(),
        n => format!("Imported {n} hands"),
    },
    file_error: |line, problem| format!("That file cannot be imported: line {line}: {problem}"),
    file_problem: |p| match p {
        FileProblem::NotPractice => "it is not a practice file".to_string(),
        FileProblem::Version(v) => {
            format!("it is version {v}, which this page does not know (reload it?)")
        }
        FileProblem::Unknown(s) => format!("“{s}” is not a record"),
        FileProblem::Fields(s) => format!("“{s}” has too few or too many fields"),
        FileProblem::BadTime(s) => format!("“{s}” is not a time"),
        FileProblem::BadHand(s) => format!("“{s}” is not a hand"),
        FileProblem::BadEstimate(s) => format!("“{s}” is not an estimate in seconds"),
        FileProblem::BadTechniques(s) => format!("“{s}” is not a list of techniques"),
        FileProblem::BadLimit(s) => format!("“{s}” is not a time limit (10 to 600\u{a0}s)"),
        FileProblem::BadResult(s) => format!("“{s}” is neither a time nor “miss”"),
        FileProblem::TooMany => "it has too many hands".to_string(),
    },
};

pub const SHEET: SheetText = SheetText {
    print_worksheet: "Print worksheet",
    worksheet: "Worksheet",
    controls: "Worksheet settings",
    count: "Hands",
    paper: "Paper",
    papers: ["A4", "Letter"],
    new_sheet: "New sheet",
    print: "Print",
    back: "Back to the game",
    homework: "Set as homework",
    title: |count, size, target| format!("{count} hands of {size} cards: make {target}"),
    instructions: "Use every number of a hand exactly once, with + − × ÷ and brackets.",
    name: "Name:",
    date: "Date:",
    hand: |n| format!("Hand {n}"),
    answers: "Answer key",
    hand_column: "Hand",
    one_solution: "One solution",
    distinct: "Distinct solutions",
    dealing: "Dealing the hands…",
    short: |found, asked| {
        format!("Only {found} of the {asked} hands were found: there are few hands of this kind.")
    },
    reopen: "Open this sheet again:",
    reopen_qr: "QR code that opens this sheet again",
    card_values: "Card values:",
    key_note: "Answer key: only on the link this sheet was made with; the link and QR code printed on the sheet open the hands alone.",
    size_capped: |max| format!("Worksheets have at most {max} cards per hand."),
    seed: |seed| format!("Sheet {seed}"),
};
