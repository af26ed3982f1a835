//! Rooms in German.

use super::RoomsText;
use protocol::room::nickname::Problem as NickProblem;
use protocol::room::settings::Problem as SettingsProblem;
use protocol::room::{CloseReason, EndReason, ErrorKind};

pub const ROOMS: RoomsText = RoomsText {
    rooms: "Räume",
    intro: "Spiel 24 live mit Freunden oder der Klasse: Alle bekommen im selben Moment dieselbe Hand, und wer sie zuerst löst, bekommt die meisten Punkte.",
    nickname: "Dein Spielername",
    host_heading: "Raum eröffnen",
    rounds: "Runden",
    cards: "Karten pro Hand",
    time_limit: "Zeit pro Runde",
    no_limit: "Unbegrenzt",
    create: "Raum erstellen",
    join_heading: "Raum beitreten",
    code: "Raumcode",
    join: "Beitreten",
    join_link: "Link zum Beitreten",
    copy_link: "Link kopieren",
    qr: "QR-Code des Links zum Beitreten",
    scan: "Scannen zum Beitreten",
    projector: "Beamer-Ansicht",
    players: "Spieler",
    host: "Gastgeber",
    you: "du",
    away: "verbindet neu",
    settings: "Spieleinstellungen",
    start: "Spiel starten",
    waiting: "Warten, bis der Gastgeber das Spiel startet…",
    leave: "Raum verlassen",
    leave_ask: "Diesen Raum verlassen? Dein Platz und deine Punkte gehen verloren.",
    leave_ask_host: "Diesen Raum verlassen? Dein Platz und deine Punkte gehen verloren, und ein anderer Spieler wird Gastgeber.",
    stay: "Bleiben",
    host_only: "Nur Gastgeber sein, nicht mitspielen",
    hosting_only: "Du bist Gastgeber dieses Raums und spielst nicht mit.",
    remove: "Entfernen",
    remove_block: "Entfernen und Spielernamen sperren",
    cancel: "Abbrechen",
    lock: "Raum sperren: keine neuen Spieler",
    late_join: "Beitritt während eines laufenden Spiels erlauben",
    removed: "Der Gastgeber hat dich aus dem Raum entfernt.",
    scoring: "Wertung",
    scorings: ["Nach Tempo (3 für den Ersten, 1 für alle anderen)", "Nach Richtigkeit (1 für jede richtige Antwort)", "Ohne Uhr (1 für jede richtige Antwort)"],
    solved_mark: "gelöst",
    ranking: "Rangliste am Beamer",
    rankings: ["Anzeigen", "Bis zum Ende verbergen", "Nie anzeigen"],
    time_left: "Verbleibende Zeit",
    time: "Zeit",
    end_round: "Runde beenden",
    next_round: "Nächste Runde",
    scoreboard: "Punktestand",
    player: "Spieler",
    points: "Punkte",
    this_round: "Diese Runde",
    unsolved: "noch nicht",
    results: "Endstand",
    place: "Platz",
    play_again: "Noch einmal",
    connecting: "Verbinde mit dem Raum-Server…",
    reconnecting: "Verbinde neu…",
    unavailable: "Räume brauchen den Raum-Server, und diese Seite läuft ohne ihn. Alles andere auf der Seite funktioniert wie gewohnt.",
    gave_up: "Die Verbindung zum Raum ist abgebrochen.",
    try_again: "Erneut versuchen",
    elsewhere: "Dein Platz in diesem Raum ist jetzt in einem anderen Tab geöffnet.",
    reload: "Auf dem Server läuft eine neuere Version von 24: Lade die Seite neu, um zu spielen.",
    too_long: "Diese Antwort ist zu lang zum Senden.",
    gone: "Dieser Raum oder dein Platz darin existiert nicht mehr.",
    you_host: "Du bist jetzt der Gastgeber.",
    seconds: |s| format!("{s}\u{a0}s"),
    round: |of| ("Runde ".to_string(), format!(" von {of}")),
    make: |target| format!("Bilde {target}"),
    solved: |s, points| match points {
        1 => format!("Gelöst in {s}\u{a0}s: 1 Punkt"),
        n => format!("Gelöst in {s}\u{a0}s: {n} Punkte"),
    },
    solved_points: |points| match points {
        1 => "Gelöst: 1 Punkt".to_string(),
        n => format!("Gelöst: {n} Punkte"),
    },
    solutions: |n| match n {
        1 => "Die Lösung".to_string(),
        n => format!("Alle {n} Lösungen"),
    },
    next_in: |s| format!("Nächste Runde in {s}\u{a0}s"),
    round_short: |n| format!("R{n}"),
    join_room: |code| format!("Raum {code} beitreten"),
    remove_ask: |name| format!("{name} aus dem Raum entfernen?"),
    host_now: |name| format!("{name} ist jetzt der Gastgeber."),
    bad_code: |text| {
        format!("„{text}“ ist kein Raumcode: sechs Buchstaben und Ziffern, etwa K7M2QX.")
    },
    bad_target: |text| format!("„{text}“ ist keine Zahl, die das Ziel sein kann."),
    error,
    nickname_problem: |p| match p {
        NickProblem::Empty => "Wähle zuerst einen Spielernamen.",
        NickProblem::TooLong => "Ein Spielername hat höchstens 20 Zeichen.",
        NickProblem::NotText => "Ein Spielername darf keine Steuer- oder unsichtbaren Zeichen enthalten.",
    },
    settings_problem: |p| match p {
        SettingsProblem::Rounds => "Ein Spiel hat 1 bis 30 Runden.",
        SettingsProblem::HandSize => "Eine Hand hat 2 bis 6 Karten.",
        SettingsProblem::Target => "Die Teile des Ziels dürfen höchstens 10.000 betragen.",
        SettingsProblem::TimeLimit => "Eine Runde dauert 30, 60 oder 120 Sekunden oder ist unbegrenzt.",
    },
    closed: |why| match why {
        CloseReason::Idle => "Der Raum wurde nach 30 Minuten ohne Aktivität geschlossen.",
        CloseReason::Restarting => "Der Server startet neu; die Seite verbindet sich wieder.",
    },
    ended: |why| match why {
        EndReason::AllSolved => "Alle haben gelöst.",
        EndReason::TimeUp => "Die Zeit ist um.",
        EndReason::Host => "Der Gastgeber hat die Runde beendet.",
    },
};

fn error(kind: ErrorKind) -> &'static str {
    match kind {
        // Never sent to a page of this version for what it sends; the
        // nickname's refusals are worded by `nickname_problem`.
        ErrorKind::NicknameEmpty
        | ErrorKind::NicknameTooLong
        | ErrorKind::NicknameNotText
        | ErrorKind::Malformed
        | ErrorKind::TooLarge
        | ErrorKind::NotInRoom
        | ErrorKind::AlreadyInRoom
        | ErrorKind::BadSettings => "Diese Seite und der Server passen nicht zusammen: Lade die Seite neu.",
        ErrorKind::NoSuchRoom => "Kein Raum hat diesen Code. Frag beim Gastgeber nach.",
        ErrorKind::NicknameTaken => "Jemand in diesem Raum hat schon diesen Spielernamen: Wähle einen anderen.",
        ErrorKind::RoomFull => "Dieser Raum ist voll.",
        ErrorKind::WatchersFull => "Dieser Raum hat schon so viele Beamer-Ansichten, wie er zeigen kann.",
        ErrorKind::TooManyRooms => "Der Server kann gerade keine weiteren Räume eröffnen. Versuch es später noch einmal.",
        ErrorKind::TooManyGuesses => "Zu viele Codes probiert: Warte eine Minute und versuch es dann wieder.",
        ErrorKind::SeatGone => "Dein Platz in diesem Raum existiert nicht mehr.",
        ErrorKind::NotHost => "Das kann nur der Gastgeber.",
        ErrorKind::NotNow => "Das geht an dieser Stelle des Spiels nicht.",
        ErrorKind::NoHand => "Es kam keine Hand dieser Schwierigkeit. Wähle eine andere Schwierigkeit oder ein anderes Ziel.",
        ErrorKind::AlreadySolved => "Du hast diese Runde schon gelöst.",
        ErrorKind::TooFast => "Zu schnell: Eine deiner Nachrichten wurde verworfen.",
        ErrorKind::Locked => "Dieser Raum ist gesperrt: Der Gastgeber nimmt keine neuen Spieler auf.",
        ErrorKind::LateJoinOff => "Das Spiel in diesem Raum läuft schon, und es nimmt keine Nachzügler auf.",
        ErrorKind::Blocked => "Der Gastgeber hat einen Spieler mit diesem Spielernamen aus dem Raum entfernt.",
    }
}
