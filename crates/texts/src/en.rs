//! English.

use super::{grade_index, named, show, Explore, Lang, Numbers, Text};
use model::link::{UrlProblem, MAX_SIZE, MAX_TARGETS, MIN_SIZE};
use model::notice::Notice;
use cards::Card;
use solver::{Error, Level, NumberProblem};

pub const TEXT: Text = Text {
    title: "24",
    page_title: "24 — every distinct way to make 24",
    tagline: "Make the target from all the cards with +\u{a0}−\u{a0}×\u{a0}÷. Every distinct way, exactly.",
    hand: "Your hand",
    controls: "Options",
    deal: "Deal",
    only_solvable: "Only solvable hands",
    size: "Cards",
    target: "Target",
    no_parens: "No parentheses",
    integers: "Whole numbers only",
    faces: "Face cards",
    faces_choices: ["J Q K = 11 12 13", "J Q K = 10", "None (A to 10)"],
    copy: "Copy link",
    clear: "Clear",
    language: "Language",
    theme: "Theme",
    themes: ["Auto", "Light", "Dark"],
    levels: "Count solutions as",
    distinct: "Distinct",
    strict: "Strict",
    solutions: "Solutions",
    steps: "Steps",
    pages: "Pages of solutions",
    first_page: "First",
    previous_page: "Previous",
    next_page: "Next",
    last_page: "Last",
    show_steps: "Show steps",
    hide_steps: "Hide steps",
    close: "Close",
    solving: "Solving…",
    solver_unavailable: "The solver could not start: it loads as a file of its own, which this browser could not fetch (a first visit needs to be online). Check the connection and reload the page.",
    solver_crashed: "The solver stopped before it finished this hand; the browser may have run out of memory. Change a card to try again.",
    view_loading: "Loading…",
    view_unavailable: "This part of the page could not load: it is a file of its own, which this browser could not fetch (a first visit needs to be online). Check the connection and try again.",
    try_again: "Try again",
    play_too_many: "Play deals hands of up to 6 cards: choose 6 cards or fewer to play.",
    empty_this_slot: "Empty this slot",
    picker_help: "Arrow keys move, Enter picks, Esc closes.",
    keys_help: "Keyboard: type A (or 1), 2–9, T (or 10), J, Q, K to fill the next slot; Backspace removes the last card.",
    dismiss: "Dismiss",
    difficulty: "Difficulty",
    any_difficulty: "Any",
    grades: ["Easy", "Fair", "Tricky", "Hard", "Fiendish"],
    rating: |name, seconds| format!("{name} · about {seconds}\u{a0}s for a practised player"),
    suits: ["Spades", "Hearts", "Diamonds", "Clubs"],
    card_name: Card::name,
    empty_slot: |n| format!("Empty slot {n}, choose a card"),
    filled_slot: |n, card| format!("Slot {n}: {card}. Change card"),
    picker_title: |n| format!("Choose a card for slot {n}"),
    verdict,
    choose_cards,
    solve_error,
    page_status: |first, last, total| format!("{first}–{last} of {total}"),
    target_problem,
    notice,
    no_hand_at_level,
    all_but: |n| format!("all but {n}"),
    levels_help: [
        "Distinct: answers that differ only in order, grouping or a step that changes nothing (×\u{a0}1, +\u{a0}0, +\u{a0}a\u{a0}−\u{a0}a) count once.",
        "Strict: only order and grouping are set aside; each step that changes nothing makes a solution of its own.",
    ],
    levels_help_label: "What do Distinct and Strict mean?",
    explore: Explore {
        views: "View",
        solve: "Solve",
        explore: "Explore",
        heading: "The whole deck at a glance",
        deck: "Deck",
        lowest: "Lowest value",
        highest: "Highest value",
        cards: "Cards per hand",
        working: "Counting",
        left: |seconds| match seconds {
            0..=59 => format!("about {}\u{a0}s left", seconds.div_ceil(5).max(1) * 5),
            60..=3599 => format!("about {} min left", seconds.div_ceil(60)),
            _ => format!("about {} h {} min left", seconds / 3600, seconds % 3600 / 60),
        },
        solvable_hands: "Solvable hands",
        solvable_deals: "Solvable ordered deals",
        most: "Most solutions",
        per_hand_title: "Hands by number of solutions",
        per_hand_x: "solutions per hand",
        per_hand_y: "hands",
        targets_title: "Which targets are easiest: share of hands that make each",
        targets_x: "target",
        targets_y: "% of hands",
        first_target: "From target",
        last_target: "To target",
        pick_hand: "Choose a hand to solve it.",
        of: |part, whole, percent| format!("{part} of {whole} ({percent})"),
        count_bar: |solutions, hands| {
            let s = if solutions == 1 { "solution" } else { "solutions" };
            let h = if hands == 1 { "hand" } else { "hands" };
            format!("{} {s}: {} {h}", Lang::En.number(solutions as u128), Lang::En.number(hands))
        },
        target_bar: |target, solvable, hands, percent| {
            let (solvable, hands) = (Lang::En.number(solvable), Lang::En.number(hands));
            format!("{target}: {solvable} of {hands} hands ({percent})")
        },
        hands_with: |hands, solutions| {
            let h = if hands == 1 { "hand" } else { "hands" };
            let s = if solutions == 1 { "solution" } else { "solutions" };
            let (hands, solutions) = (Lang::En.number(hands), Lang::En.number(solutions as u128));
            format!("{hands} {h} with {solutions} {s}")
        },
        most_hand: |hand, solutions| format!("{hand} ({solutions})"),
        difficulty_title: "Solvable hands by difficulty",
        difficulty_x: "level",
        hardest_title: "The hardest hands",
        grade_bar: |grade, hands| match hands {
            1 => format!("{grade}: 1 hand"),
            n => format!("{grade}: {} hands", Lang::En.number(n)),
        },
        level_hands: |hands, grade| match hands {
            1 => format!("1 hand at {grade}"),
            n => format!("{} hands at {grade}", Lang::En.number(n)),
        },
    },
};

fn verdict(n: &str, count: usize, level: Level, target: &str) -> String {
    match count {
        0 => format!("No way to make {target}"),
        1 => format!("1 {} solution", level.as_str()),
        _ => format!("{n} {} solutions", level.as_str()),
    }
}

fn choose_cards(missing: usize, size: usize) -> String {
    match missing {
        n if n == size => format!("Choose {size} cards, or deal"),
        1 => "Choose 1 more card".to_string(),
        n => format!("Choose {n} more cards"),
    }
}

fn target_problem(problem: NumberProblem, s: &str, kept: &str) -> String {
    match problem {
        NumberProblem::Empty => format!("Enter a target number; showing the answer for {kept}."),
        NumberProblem::ZeroDenominator => {
            format!("Target “{s}” has a zero denominator; showing the answer for {kept}.")
        }
        NumberProblem::TooLarge => {
            format!("Target “{s}” is too large; showing the answer for {kept}.")
        }
        // Not an integer or a fraction (and any problem named later).
        _ => format!(
            "Target “{s}” is not a number (use an integer or a fraction like 3/4); showing the answer for {kept}."
        ),
    }
}

fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Link(problems) => {
            let (parts, more) = named(problems, url_problem);
            let more = match more {
                0 => String::new(),
                n => format!("; and {n} more"),
            };
            format!("Part of the link was ignored: {}{more}.", parts.join("; "))
        }
        Notice::Copied => "Link copied".to_string(),
        Notice::CopyFailed(link) => {
            format!("The clipboard is not available here; copy the link by hand: {link}")
        }
        Notice::Unreachable {
            size,
            target,
            attempts,
        } => format!(
            "No solvable hand of {size} cards for {} in {attempts} deals; this one has no solution.",
            show(target),
            attempts = Lang::En.number(*attempts as u128),
        ),
        Notice::NoHandAtLevel {
            grade,
            size,
            target,
            attempts,
        } => no_hand_at_level(
            TEXT.grades[grade_index(*grade)],
            *size,
            &show(target),
            &Lang::En.number(*attempts as u128),
        ),
        Notice::HandFull => {
            "The hand is full: choose a slot to change it, or press Backspace.".to_string()
        }
        Notice::NoSuitLeft(rank) => {
            format!("All four {}s are already in the hand.", cards::rank_label(*rank))
        }
        Notice::NoFaceCards => "This deck has no face cards: J, Q and K are not dealt.".to_string(),
        Notice::FaceCardsRemoved => {
            "This deck has no face cards: they were taken out of the hand.".to_string()
        }
        Notice::ShareCopied => "Copied, ready to paste and share.".to_string(),
        Notice::BestsLoaded => "Bests loaded: the best of both are kept.".to_string(),
        Notice::NotBests(file) => format!("“{file}” holds no bests; nothing was changed."),
        Notice::TooManyTargets { asked, kept } => {
            let said = url_problem(&UrlProblem::TooManyTargets {
                asked: *asked,
                kept: *kept,
            });
            format!("T{}.", &said[1..])
        }
    }
}

/// No hand of the level came up: `(level, cards, target, deals)`.
fn no_hand_at_level(grade: &str, size: usize, target: &str, attempts: &str) -> String {
    format!("No {grade} hand of {size} cards for {target} in {attempts} deals; nothing was dealt.")
}

fn url_problem(problem: &UrlProblem) -> String {
    match problem {
        UrlProblem::NotACard(s) => format!("“{s}” is not a card"),
        UrlProblem::Duplicate(s) => format!("“{s}” is a duplicate card"),
        UrlProblem::NoSuitLeft(s) => format!("no suit is left for “{s}”"),
        UrlProblem::TooMany { max, dropped } => {
            format!(
                "too many cards, at most {max}: “{}” dropped",
                dropped.join(" ")
            )
        }
        UrlProblem::BadTarget(s) => format!("“{s}” is not a valid target"),
        UrlProblem::BadLevel(s) => format!("“{s}” is not a level (distinct or strict)"),
        UrlProblem::BadSize(s) => format!("“{s}” is not a hand size ({MIN_SIZE} to {MAX_SIZE})"),
        UrlProblem::BadParens(s) => format!("“{s}” is not a parens option (no or yes)"),
        UrlProblem::BadView(s) => {
            format!("“{s}” is not a view (solve, explore, rooms or print)")
        }
        UrlProblem::BadRoom(s) => format!("“{s}” is not a room code (six letters and digits)"),
        UrlProblem::BadAssign(s) => format!("“{s}” is not a homework link’s code or key"),
        UrlProblem::BadValues(s) => {
            format!("“{s}” is not a range of card values (1 to 13, the lowest first)")
        }
        UrlProblem::BadMode(s) => format!("“{s}” is not a mode (play, practice or solve)"),
        UrlProblem::BadTime(s) => format!("“{s}” is not a time in seconds (like 12.4)"),
        UrlProblem::BadTargets(s) => format!("“{s}” is not a whole-number target for the chart"),
        UrlProblem::BadRule(s) => format!("“{s}” is not a rule (integers or fractions)"),
        UrlProblem::BadFaces(s) => format!("“{s}” is not a choice of face cards (13, 10 or none)"),
        UrlProblem::NotInDeck(s) => format!("“{s}” is a face card, and this deck has none"),
        UrlProblem::BadSeed(s) => format!("“{s}” is not a worksheet seed (a whole number)"),
        UrlProblem::BadCount(s) => format!("“{s}” is not a number of hands (8, 12 or 20)"),
        UrlProblem::TooManyTargets { asked, kept } => format!(
            "targets {} to {} are too many for the chart (at most {MAX_TARGETS}): it shows {} to {}",
            asked.0, asked.1, kept.0, kept.1
        ),
        UrlProblem::BadLang(s) => {
            format!("“{s}” is not a language (en, zh, zh-Hant, ja, ko, es, fr or de)")
        }
        UrlProblem::BadDifficulty(s) => {
            format!("“{s}” is not a difficulty (easy, fair, tricky, hard or fiendish)")
        }
    }
}

/// Why a hand could not be solved, by its kind.
fn solve_error(error: &Error) -> String {
    match error {
        Error::TooLarge => "These numbers are too large to solve exactly here.".into(),
        Error::TooManyNumbers { count } => {
            format!("The solver handles at most 8 numbers; this hand has {count}.")
        }
        Error::NoNumbers => "There are no numbers to solve.".into(),
        Error::EmptyDeck { min, max } => {
            format!("No hands: the lowest value, {min}, is above the highest, {max}.")
        }
        Error::Number { text, .. } => format!("“{text}” is not a number."),
        Error::Expr { .. } | Error::Level { .. } => "The solver could not read the hand.".into(),
        _ => "The solver could not solve this hand.".into(),
    }
}
