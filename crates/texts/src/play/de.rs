//! Play mode in German.

use super::{PlayText, WorldText};

pub const PLAY: PlayText = PlayText {
    play: "Spielen",
    table: "Karten auf dem Tisch",
    operations: "Rechenarten",
    op_names: ["Addieren", "Subtrahieren", "Multiplizieren", "Dividieren"],
    undo: "Rückgängig",
    reset: "Neu anfangen",
    attempt: "Antwort eingeben",
    check: "Prüfen",
    no_solution: "Keine Lösung",
    hint: "Tipp",
    reveal: "Auflösen",
    next: "Nächste Hand",
    daily: "Hand des Tages",
    time: "Zeit",
    challenge: "Freund herausfordern",
    bests: "Persönliche Bestwerte",
    reset_bests: "Bestwerte löschen",
    all_found: "Alle gefunden!",
    keys_help: "Tastatur: 1–6 wählen eine Karte auf dem Tisch, + − * / eine Rechenart, die Rücktaste macht rückgängig, Esc hebt die Auswahl auf.",
    found: |n, of| format!("Richtig: Lösung {n} von {of}"),
    again: |n, of| format!("Wieder Lösung {n} von {of}: Die hast du schon gefunden"),
    tally: |found, of| format!("{found} von {of} gefunden"),
    wrong: |value, target| format!("= {value}, nicht {target}"),
    not_in_hand: |q| format!("{q} ist nicht auf der Hand"),
    used_twice: |q| format!("{q} wird öfter verwendet, als es auf der Hand vorkommt"),
    missing: |q| format!("{q} fehlt: Nutze jede Karte einmal"),
    division_by_zero: "Durch null kann man nicht teilen",
    fraction: |what| format!("Nur ganze Zahlen: {what} ist keine ganze Zahl"),
    too_large: "Dieser Wert ist zu groß, um ihn exakt auszurechnen",
    syntax: |at| format!("Bei Zeichen {at} nicht lesbar"),
    no_solution_right: "Richtig: Diese Hand hat keine Lösung",
    no_solution_wrong: "Leider nein: Diese Hand ist lösbar. Such weiter!",
    hint_count: |count| match count {
        0 => "Diese Hand ist nicht lösbar".to_string(),
        1 => "Lösbar, auf genau einem Weg".to_string(),
        n => format!("Lösbar, auf {n} verschiedenen Wegen"),
    },
    hint_pair: |a, b| format!("Fang mit {a} und {b} an"),
    hint_step: |step| format!("Rechne {step}"),
    hint_goal: |value, from| match from {
        [] => format!("Dann bilde {value}"),
        [one] => format!("Dann bilde {value} aus {one}"),
        [rest @ .., last] => format!("Dann bilde {value} aus {} und {last}", rest.join(", ")),
    },
    hint_last: "Das ist schon die ganze Antwort",
    beat: |s| format!("Zu schlagen: {s}\u{a0}s"),
    solved_in: |s| format!("Gelöst in {s}\u{a0}s"),
    score: |score, streak| format!("Punkte {score} · Serie {streak}"),
    fastest: |s| format!("Schnellste Lösung: {s}\u{a0}s"),
    solved_by_level: "Gelöst nach Stufe",
    unrated: "Ohne Stufe",
    blank: "Gib zuerst eine Antwort ein",
    seconds: |s| format!("{s}\u{a0}s"),
    deal_hand: "Hand austeilen",
    beat_by: |theirs, by| format!("Du schlägst {theirs}\u{a0}s um {by}\u{a0}s!"),
    missed_by: |by| format!("Um {by}\u{a0}s verfehlt"),
    tied: |s| format!("Gleichstand bei {s}\u{a0}s"),
    rematch: "Revanche schicken",
    shared: |s, hints| match hints {
        0 => format!("Gelöst in {s}\u{a0}s, ohne Tipp"),
        1 => format!("Gelöst in {s}\u{a0}s mit 1 Tipp"),
        n => format!("Gelöst in {s}\u{a0}s mit {n} Tipps"),
    },
    daily_label: |month, day| {
        const MONTHS: [&str; 12] = [
            "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.",
            "Nov.", "Dez.",
        ];
        let name = MONTHS[(month.clamp(1, 12) - 1) as usize];
        format!("Hand des Tages · {day}. {name}")
    },
    daily_done: "Geschafft",
    next_daily: |minutes| match (minutes / 60, minutes % 60) {
        (0, m) => format!("Nächste Hand des Tages in {m}\u{a0}min"),
        (h, 0) => format!("Nächste Hand des Tages in {h}\u{a0}h"),
        (h, m) => format!("Nächste Hand des Tages in {h}\u{a0}h {m}\u{a0}min"),
    },
    daily_stats: "Hände des Tages",
    daily_figures: ["Gespielt", "Gelöst", "Serie", "Beste Serie", "Zeit im Schnitt"],
    called: |n| format!("„Keine Lösung“ richtig erkannt: {n}"),
    reset_ask: "Alle Bestwerte und die Tagesbilanz vergessen?",
    reset_yes: "Vergessen",
    reset_no: "Behalten",
    export: "In Datei sichern",
    import: "Aus Datei laden",
    sound: "Ton",
};

pub const WORLD: WorldText = WorldText {
    comparing: "Deine Zeit wird mit der Welt verglichen…",
    standing: |time, percent, others, written| match others {
        1 => format!("{time}: schneller als {percent} des anderen Spielers heute"),
        _ => format!("{time}: schneller als {percent} der {written} anderen Spieler heute"),
    },
    first: |time| format!("{time}: die erste Lösung heute"),
    solved_share: |percent| format!("{percent} der heutigen Spieler haben sie gelöst."),
    first_counts: "Nur deine erste Lösung heute zählt.",
    chart: "Die Lösungszeiten von heute (Sekunden)",
    range: |from, to| match (from, to) {
        (None, Some(to)) => format!("unter {to}\u{a0}s"),
        (Some(from), Some(to)) => format!("{from}–{to}\u{a0}s"),
        (Some(from), None) => format!("{from}\u{a0}s und mehr"),
        (None, None) => String::new(),
    },
    bar: |range, n, written| match n {
        1 => format!("{range}: 1 Lösung"),
        _ => format!("{range}: {written} Lösungen"),
    },
    you: "du",
    yesterday: |players, written, percent, median| {
        let players = match players {
            1 => "1 Spieler".to_string(),
            _ => format!("{written} Spieler"),
        };
        match median {
            Some(median) => format!("Gestern: {players}, {percent} haben sie gelöst, Medianzeit {median}."),
            None => format!("Gestern: {players}, {percent} haben sie gelöst."),
        }
    },
    needs_server: "Für den Vergleich mit der Welt braucht es den Server von 24: Diese Kopie der Seite läuft für sich allein.",
    lost: "Der Server antwortet nicht: Prüfe die Verbindung. Deine Zeit bleibt in diesem Browser gespeichert.",
    unavailable: "Die Ergebnisse der Welt sind gerade nicht erreichbar. Deine Zeit bleibt in diesem Browser gespeichert.",
    not_started: "Nicht gezählt: Der Server hat den Start der Uhr für diese Hand nicht gesehen.",
    not_today: "Nicht gezählt: Diese Hand ist nirgends mehr die von heute.",
    refused: "Nicht gezählt: Der Server hat diese Lösung nicht angenommen.",
};
