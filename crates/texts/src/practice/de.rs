//! Practice and the worksheet in German.

use super::{PracticeText, SheetText};
use model::practice::file::FileProblem;

pub const PRACTICE: PracticeText = PracticeText {
    practice: "Üben",
    intro: "Für dich ausgewählte Hände, sodass du etwa 7 von 10 in deinem Zeitlimit löst. Verpasste Hände kommen später wieder.",
    level: |s, grade| format!("Dein Niveau: Hände der Stufe {grade}, etwa {s}\u{a0}s für Geübte"),
    played: |n| match n {
        1 => "1\u{a0}Hand gespielt".to_string(),
        n => format!("{n}\u{a0}Hände gespielt"),
    },
    limit: "Zeitlimit",
    seconds: |s| format!("{s}\u{a0}s"),
    dealing: "Hand wird ausgeteilt…",
    review: "Eine Hand, die du schon einmal verpasst hast",
    time_up: "Die Zeit ist um: als verpasst gezählt. Versuch es weiter oder nimm die nächste Hand.",
    missed: "Als verpasst gezählt.",
    give_up: "Antwort zeigen",
    next: "Nächste Hand",
    progress: "Fortschritt",
    chart_title: "Dein Niveau nach jeder Hand",
    chart_x: "Gespielte Hände",
    chart_y: "Niveau (Sekunden)",
    chart_point: |n, s| format!("Nach Hand {n}: {s}\u{a0}s"),
    table_caption: "Lösungsquote und Medianzeit nach Technik",
    technique: "Technik",
    hands: "Hände",
    solved: "Rechtzeitig gelöst",
    median: "Medianzeit",
    techniques: ["Brüche", "Große Produkte", "Division", "Negative Zahlen"],
    all_hands: "Alle Hände",
    solved_of: |solved, hands, percent| format!("{solved} von {hands} ({percent})"),
    hardest: "Deine schwerste gelöste Hand",
    hardest_line: |hand, grade, s, time| {
        format!("{hand}: {grade}, etwa {s}\u{a0}s für Geübte; du brauchtest {time}\u{a0}s")
    },
    nothing_yet: "Noch keine Hände: Hier erscheint dein Fortschritt.",
    data: "Deine Übungsdaten",
    data_note: "Nur in diesem Browser gespeichert. Exportiere sie, um sie zu sichern oder in einen anderen Browser mitzunehmen; beim Importieren kommen die Hände einer Datei zu diesen hinzu.",
    export: "Exportieren",
    import: "Importieren",
    wipe: "Fortschritt löschen",
    wipe_confirm: "Alle gespielten Hände löschen? Das lässt sich nicht rückgängig machen.",
    wipe_yes: "Löschen",
    cancel: "Abbrechen",
    imported: |n| match n {
        1 => "1 Hand importiert".to_string(),
        n => format!("{n} Hände importiert"),
    },
    file_error: |line, problem| {
        format!("Diese Datei lässt sich nicht importieren: Zeile {line}: {problem}")
    },
    file_problem: |p| match p {
        FileProblem::NotPractice => "Es ist keine Übungsdatei".to_string(),
        FileProblem::Version(v) => {
            format!("Sie hat Version {v}, die diese Seite nicht kennt (neu laden?)")
        }
        FileProblem::Unknown(s) => format!("„{s}“ ist kein Eintrag"),
        FileProblem::Fields(s) => format!("„{s}“ hat zu viele oder zu wenige Felder"),
        FileProblem::BadTime(s) => format!("„{s}“ ist keine Zeit"),
        FileProblem::BadHand(s) => format!("„{s}“ ist keine Hand"),
        FileProblem::BadEstimate(s) => format!("„{s}“ ist keine Schätzung in Sekunden"),
        FileProblem::BadTechniques(s) => format!("„{s}“ ist keine Liste von Techniken"),
        FileProblem::BadLimit(s) => format!("„{s}“ ist kein Zeitlimit (10 bis 600\u{a0}s)"),
        FileProblem::BadResult(s) => format!("„{s}“ ist weder eine Zeit noch „miss“"),
        FileProblem::TooMany => "Sie hat zu viele Hände".to_string(),
    },
};

pub const SHEET: SheetText = SheetText {
    print_worksheet: "Arbeitsblatt drucken",
    worksheet: "Arbeitsblatt",
    controls: "Einstellungen des Arbeitsblatts",
    count: "Aufgaben",
    paper: "Papier",
    papers: ["A4", "US-Letter"],
    new_sheet: "Neues Blatt",
    print: "Drucken",
    back: "Zurück zum Spiel",
    homework: "Als Hausaufgabe stellen",
    title: |count, size, target| format!("{count} Aufgaben mit je {size} Karten: Bilde {target}"),
    instructions: "Nutze jede Zahl einer Aufgabe genau einmal, mit + − × ÷ und Klammern.",
    name: "Name:",
    date: "Datum:",
    hand: |n| format!("Aufgabe {n}"),
    answers: "Lösungen",
    hand_column: "Aufgabe",
    one_solution: "Eine Lösung",
    distinct: "Verschiedene Lösungen",
    dealing: "Aufgaben werden erstellt…",
    short: |found, asked| {
        format!("Nur {found} der {asked} Aufgaben gefunden: Hände dieser Art sind selten.")
    },
    reopen: "Dieses Blatt wieder öffnen:",
    reopen_qr: "QR-Code, der dieses Blatt wieder öffnet",
    card_values: "Kartenwerte:",
    key_note: "Lösungen: nur über den Link, mit dem dieses Blatt erstellt wurde; der Link und der QR-Code auf dem Blatt öffnen nur die Aufgaben.",
    size_capped: |max| format!("Arbeitsblätter haben höchstens {max} Karten pro Aufgabe."),
    seed: |seed| format!("Blatt {seed}"),
};
