//! Deutsch (German). Quotations take „ “; a count of one is singular.

use super::{grade_index, named, show, Explore, Lang, Numbers, Text};
use model::link::{UrlProblem, MAX_SIZE, MAX_TARGETS, MIN_SIZE};
use model::notice::Notice;
use cards::Card;
use solver::{Error, Level, NumberProblem};

pub const TEXT: Text = Text {
    title: "24",
    page_title: "24 — alle wesentlich verschiedenen Wege zur 24",
    tagline: "Bilde die Zielzahl aus allen Karten mit +\u{a0}−\u{a0}×\u{a0}÷. Alle wesentlich verschiedenen Wege – exakt.",
    hand: "Deine Hand",
    controls: "Optionen",
    deal: "Austeilen",
    only_solvable: "Nur lösbare Hände",
    size: "Karten",
    target: "Ziel",
    no_parens: "Ohne Klammern",
    integers: "Nur ganze Zahlen",
    faces: "Bildkarten",
    faces_choices: ["J Q K = 11 12 13", "J Q K zählen 10", "Keine (A bis 10)"],
    copy: "Link kopieren",
    clear: "Leeren",
    language: "Sprache",
    theme: "Design",
    themes: ["Automatisch", "Hell", "Dunkel"],
    levels: "Lösungen zählen als",
    distinct: "Verschieden",
    strict: "Streng",
    solutions: "Lösungen",
    steps: "Schritte",
    pages: "Lösungsseiten",
    first_page: "Erste",
    previous_page: "Zurück",
    next_page: "Weiter",
    last_page: "Letzte",
    show_steps: "Schritte zeigen",
    hide_steps: "Schritte ausblenden",
    close: "Schließen",
    solving: "Wird gelöst…",
    solver_unavailable: "Der Löser konnte nicht starten: Er wird als eigene Datei geladen, die dieser Browser nicht abrufen konnte (beim ersten Besuch ist eine Internetverbindung nötig). Prüfe die Verbindung und lade die Seite neu.",
    solver_crashed: "Der Löser wurde abgebrochen, bevor er diese Hand fertig gelöst hatte; vielleicht hatte der Browser zu wenig Speicher. Ändere eine Karte, um es noch einmal zu versuchen.",
    view_loading: "Wird geladen…",
    view_unavailable: "Dieser Teil der Seite konnte nicht geladen werden: Er wird als eigene Datei geladen, die dieser Browser nicht abrufen konnte (beim ersten Besuch ist eine Internetverbindung nötig). Prüfe die Verbindung und versuche es erneut.",
    try_again: "Erneut versuchen",
    play_too_many: "Im Spielmodus gibt es Hände mit bis zu 6 Karten: Wähle 6 Karten oder weniger zum Spielen.",
    empty_this_slot: "Diesen Platz leeren",
    picker_help: "Pfeiltasten bewegen, Eingabe wählt, Esc schließt.",
    keys_help: "Tastatur: A (oder 1), 2–9, T (oder 10), J, Q, K füllen den nächsten Platz; die Rücktaste entfernt die letzte Karte.",
    dismiss: "Ausblenden",
    difficulty: "Schwierigkeit",
    any_difficulty: "Beliebig",
    grades: ["Leicht", "Mittel", "Knifflig", "Schwer", "Teuflisch"],
    rating: |name, seconds| format!("{name} · etwa {seconds}\u{a0}s für Geübte"),
    suits: ["Pik", "Herz", "Karo", "Kreuz"],
    card_name,
    empty_slot: |n| format!("Platz {n} ist leer, wähle eine Karte"),
    filled_slot: |n, card| format!("Platz {n}: {card}. Karte ändern"),
    picker_title: |n| format!("Wähle eine Karte für Platz {n}"),
    verdict,
    choose_cards,
    solve_error,
    page_status: |first, last, total| format!("{first}–{last} von {total}"),
    target_problem,
    notice,
    no_hand_at_level,
    all_but: |n| format!("alle bis auf {n}"),
    levels_help: [
        "Verschieden: Antworten, die sich nur in Reihenfolge, Klammerung oder einem Schritt unterscheiden, der nichts ändert (×\u{a0}1, +\u{a0}0, +\u{a0}a\u{a0}−\u{a0}a), zählen einmal.",
        "Streng: Nur Reihenfolge und Klammerung bleiben außer Acht; jeder Schritt, der nichts ändert, ergibt eine eigene Lösung.",
    ],
    levels_help_label: "Was heißen Verschieden und Streng?",
    explore: Explore {
        views: "Ansicht",
        solve: "Lösen",
        explore: "Erkunden",
        heading: "Das ganze Blatt auf einen Blick",
        deck: "Blatt",
        lowest: "Kleinster Wert",
        highest: "Größter Wert",
        cards: "Karten pro Hand",
        working: "Wird gezählt",
        left: |seconds| match seconds {
            0..=59 => format!("noch etwa {}\u{a0}s", seconds.div_ceil(5).max(1) * 5),
            60..=3599 => format!("noch etwa {}\u{a0}min", seconds.div_ceil(60)),
            _ => format!("noch etwa {}\u{a0}h {}\u{a0}min", seconds / 3600, seconds % 3600 / 60),
        },
        solvable_hands: "Lösbare Hände",
        solvable_deals: "Lösbare Austeilungen (mit Reihenfolge)",
        most: "Die meisten Lösungen",
        per_hand_title: "Hände nach Anzahl der Lösungen",
        per_hand_x: "Lösungen pro Hand",
        per_hand_y: "Hände",
        targets_title: "Welche Ziele am leichtesten sind: Anteil der Hände, die sie erreichen",
        targets_x: "Ziel",
        targets_y: "% der Hände",
        first_target: "Ab Ziel",
        last_target: "Bis Ziel",
        pick_hand: "Wähle eine Hand, um sie zu lösen.",
        of: |part, whole, percent| format!("{part} von {whole} ({percent})"),
        count_bar: |solutions, hands| {
            let s = if solutions == 1 { "Lösung" } else { "Lösungen" };
            let h = if hands == 1 { "Hand" } else { "Hände" };
            let (solutions, hands) = (Lang::De.number(solutions as u128), Lang::De.number(hands));
            format!("{solutions} {s}: {hands} {h}")
        },
        target_bar: |target, solvable, hands, percent| {
            let (solvable, hands) = (Lang::De.number(solvable), Lang::De.number(hands));
            format!("{target}: {solvable} von {hands} Händen ({percent})")
        },
        hands_with: |hands, solutions| {
            let h = if hands == 1 { "Hand" } else { "Hände" };
            let s = if solutions == 1 { "Lösung" } else { "Lösungen" };
            let (hands, solutions) = (Lang::De.number(hands), Lang::De.number(solutions as u128));
            format!("{hands} {h} mit {solutions} {s}")
        },
        most_hand: |hand, solutions| format!("{hand} ({solutions})"),
        difficulty_title: "Lösbare Hände nach Schwierigkeit",
        difficulty_x: "Stufe",
        hardest_title: "Die schwersten Hände",
        grade_bar: |grade, hands| match hands {
            1 => format!("{grade}: 1 Hand"),
            n => format!("{grade}: {} Hände", Lang::De.number(n)),
        },
        level_hands: |hands, grade| match hands {
            1 => format!("1 Hand der Stufe {grade}"),
            n => format!("{} Hände der Stufe {grade}", Lang::De.number(n)),
        },
    },
};

/// "Herz-Dame": the suit, then the rank's name, hyphenated.
fn card_name(card: Card) -> String {
    let rank = match card.rank() {
        1 => "Ass",
        11 => "Bube",
        12 => "Dame",
        13 => "König",
        _ => card.rank_label(),
    };
    format!("{}-{rank}", TEXT.suits[card.suit().index()])
}

fn verdict(n: &str, count: usize, level: Level, target: &str) -> String {
    let (one, many) = match level {
        Level::Distinct => ("verschiedene Lösung", "verschiedene Lösungen"),
        Level::Strict => ("Lösung, streng gezählt", "Lösungen, streng gezählt"),
    };
    match count {
        0 => format!("Kein Weg zur {target}"),
        1 => format!("1 {one}"),
        _ => format!("{n} {many}"),
    }
}

fn choose_cards(missing: usize, size: usize) -> String {
    match missing {
        n if n == size => format!("Wähle {size} Karten oder drücke „Austeilen“"),
        1 => "Wähle noch 1 Karte".to_string(),
        n => format!("Wähle noch {n} Karten"),
    }
}

fn target_problem(problem: NumberProblem, s: &str, kept: &str) -> String {
    match problem {
        NumberProblem::Empty => format!("Gib eine Zielzahl ein; gezeigt wird die Antwort für {kept}."),
        NumberProblem::ZeroDenominator => {
            format!("Das Ziel „{s}“ hat den Nenner null; gezeigt wird die Antwort für {kept}.")
        }
        NumberProblem::TooLarge => {
            format!("Das Ziel „{s}“ ist zu groß; gezeigt wird die Antwort für {kept}.")
        }
        // Not an integer or a fraction (and any problem named later).
        _ => format!(
            "Das Ziel „{s}“ ist keine Zahl (nimm eine ganze Zahl oder einen Bruch wie 3/4); gezeigt wird die Antwort für {kept}."
        ),
    }
}

fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Link(problems) => {
            let (parts, more) = named(problems, url_problem);
            let more = match more {
                0 => String::new(),
                n => format!("; und {n} weitere"),
            };
            format!("Ein Teil des Links wurde ignoriert: {}{more}.", parts.join("; "))
        }
        Notice::Copied => "Link kopiert".to_string(),
        Notice::CopyFailed(link) => {
            format!("Die Zwischenablage ist hier nicht verfügbar; kopiere den Link von Hand: {link}")
        }
        Notice::Unreachable {
            size,
            target,
            attempts,
        } => format!(
            "Keine lösbare Hand mit {size} Karten für {} in {attempts} Versuchen; diese hat keine Lösung.",
            show(target),
            attempts = Lang::De.number(*attempts as u128),
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
            &Lang::De.number(*attempts as u128),
        ),
        Notice::HandFull => {
            "Die Hand ist voll: Wähle einen Platz, um ihn zu ändern, oder drücke die Rücktaste.".to_string()
        }
        Notice::NoSuitLeft(rank) => {
            format!("Alle vier {} sind schon auf der Hand.", cards::rank_label(*rank))
        }
        Notice::NoFaceCards => "Dieses Blatt hat keine Bildkarten: J, Q und K werden nicht ausgeteilt.".to_string(),
        Notice::FaceCardsRemoved => {
            "Dieses Blatt hat keine Bildkarten: Sie wurden aus der Hand genommen.".to_string()
        }
        Notice::ShareCopied => "Kopiert, bereit zum Einfügen und Teilen.".to_string(),
        Notice::BestsLoaded => "Bestwerte geladen: Das Beste aus beiden bleibt.".to_string(),
        Notice::NotBests(file) => format!("„{file}“ enthält keine Bestwerte; nichts wurde geändert."),
        Notice::TooManyTargets { asked, kept } => {
            let said = url_problem(&UrlProblem::TooManyTargets {
                asked: *asked,
                kept: *kept,
            });
            format!("D{}.", &said[1..])
        }
    }
}

/// No hand of the level came up: `(level, cards, target, deals)`.
fn no_hand_at_level(grade: &str, size: usize, target: &str, attempts: &str) -> String {
    format!("Keine Hand der Stufe {grade} mit {size} Karten für {target} in {attempts} Versuchen; es wurde nichts ausgeteilt.")
}

fn url_problem(problem: &UrlProblem) -> String {
    match problem {
        UrlProblem::NotACard(s) => format!("„{s}“ ist keine Karte"),
        UrlProblem::Duplicate(s) => format!("„{s}“ ist eine doppelte Karte"),
        UrlProblem::NoSuitLeft(s) => format!("für „{s}“ ist keine Farbe mehr frei"),
        UrlProblem::TooMany { max, dropped } => {
            format!(
                "zu viele Karten, höchstens {max}: „{}“ weggelassen",
                dropped.join(" ")
            )
        }
        UrlProblem::BadTarget(s) => format!("„{s}“ ist kein gültiges Ziel"),
        UrlProblem::BadLevel(s) => format!("„{s}“ ist keine Zählweise (distinct oder strict)"),
        UrlProblem::BadSize(s) => {
            format!("„{s}“ ist keine Handgröße ({MIN_SIZE} bis {MAX_SIZE})")
        }
        UrlProblem::BadParens(s) => format!("„{s}“ ist keine Klammer-Option (no oder yes)"),
        UrlProblem::BadView(s) => {
            format!("„{s}“ ist keine Ansicht (solve, explore, rooms oder print)")
        }
        UrlProblem::BadRoom(s) => {
            format!("„{s}“ ist kein Raumcode (sechs Buchstaben und Ziffern)")
        }
        UrlProblem::BadAssign(s) => format!("„{s}“ ist kein Code oder Schlüssel eines Hausaufgaben-Links"),
        UrlProblem::BadValues(s) => {
            format!("„{s}“ ist kein Bereich von Kartenwerten (1 bis 13, der kleinste zuerst)")
        }
        UrlProblem::BadMode(s) => format!("„{s}“ ist kein Modus (play, practice oder solve)"),
        UrlProblem::BadTime(s) => format!("„{s}“ ist keine Zeit in Sekunden (etwa 12.4)"),
        UrlProblem::BadTargets(s) => {
            format!("„{s}“ ist kein ganzzahliges Ziel für das Diagramm")
        }
        UrlProblem::BadRule(s) => format!("„{s}“ ist keine Regel (integers oder fractions)"),
        UrlProblem::BadFaces(s) => {
            format!("„{s}“ ist keine Wahl der Bildkarten (13, 10 oder none)")
        }
        UrlProblem::NotInDeck(s) => format!("„{s}“ ist eine Bildkarte, und dieses Blatt hat keine"),
        UrlProblem::BadSeed(s) => format!("„{s}“ ist keine Arbeitsblattnummer (eine ganze Zahl)"),
        UrlProblem::BadCount(s) => format!("„{s}“ ist keine Anzahl von Aufgaben (8, 12 oder 20)"),
        UrlProblem::TooManyTargets { asked, kept } => format!(
            "die Ziele {} bis {} sind zu viele für das Diagramm (höchstens {MAX_TARGETS}): Es zeigt {} bis {}",
            asked.0, asked.1, kept.0, kept.1
        ),
        UrlProblem::BadLang(s) => {
            format!("„{s}“ ist keine Sprache (en, zh, zh-Hant, ja, ko, es, fr oder de)")
        }
        UrlProblem::BadDifficulty(s) => {
            format!("„{s}“ ist keine Schwierigkeit (easy, fair, tricky, hard oder fiendish)")
        }
    }
}

/// Why a hand could not be solved, by its kind.
fn solve_error(error: &Error) -> String {
    match error {
        Error::TooLarge => "Diese Zahlen sind zu groß, um sie hier exakt zu lösen.".into(),
        Error::TooManyNumbers { count } => {
            format!("Der Löser verarbeitet höchstens 8 Zahlen; diese Hand hat {count}.")
        }
        Error::NoNumbers => "Es gibt keine Zahlen zu lösen.".into(),
        Error::EmptyDeck { min, max } => {
            format!("Keine Hände: Der kleinste Wert, {min}, liegt über dem größten, {max}.")
        }
        Error::Number { text, .. } => format!("„{text}“ ist keine Zahl."),
        Error::Expr { .. } | Error::Level { .. } => "Der Löser konnte die Hand nicht lesen.".into(),
        _ => "Der Löser konnte diese Hand nicht lösen.".into(),
    }
}
