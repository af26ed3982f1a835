//! Play mode in French.

use super::{PlayText, WorldText};

pub const PLAY: PlayText = PlayText {
    play: "Jouer",
    table: "Cartes sur la table",
    operations: "Opérations",
    op_names: ["Additionner", "Soustraire", "Multiplier", "Diviser"],
    undo: "Annuler",
    reset: "Recommencer",
    attempt: "Tapez une réponse",
    check: "Vérifier",
    no_solution: "Pas de solution",
    hint: "Indice",
    reveal: "Voir la solution",
    next: "Main suivante",
    daily: "Main du jour",
    time: "Temps",
    challenge: "Défier un ami",
    bests: "Records personnels",
    reset_bests: "Effacer les records",
    all_found: "Toutes trouvées\u{202f}!",
    keys_help: "Clavier\u{a0}: 1–6 prennent une carte de la table, + − * / une opération, Retour arrière annule, Échap annule la sélection.",
    found: |n, of| format!("Juste\u{a0}: solution {n} sur {of}"),
    again: |n, of| format!("Encore la solution {n} sur {of}\u{a0}: vous l’avez déjà trouvée"),
    tally: |found, of| match found {
        0 | 1 => format!("{found} sur {of} trouvée"),
        _ => format!("{found} sur {of} trouvées"),
    },
    wrong: |value, target| format!("= {value}, pas {target}"),
    not_in_hand: |q| format!("{q} n’est pas dans la main"),
    used_twice: |q| format!("{q} est utilisé plus de fois qu’il n’apparaît dans la main"),
    missing: |q| format!("Il manque {q}\u{a0}: utilisez chaque carte une fois"),
    division_by_zero: "On ne peut pas diviser par zéro",
    fraction: |what| format!("Entiers seulement\u{a0}: {what} n’est pas entier"),
    too_large: "Cette valeur est trop grande pour être calculée exactement",
    syntax: |at| format!("Illisible au caractère {at}"),
    no_solution_right: "Exact\u{a0}: cette main n’a pas de solution",
    no_solution_wrong: "Eh non\u{a0}: cette main a une solution. Cherchez encore\u{202f}!",
    hint_count: |count| match count {
        0 => "Cette main n’a pas de solution".to_string(),
        1 => "Elle a une seule solution distincte".to_string(),
        n => format!("Elle a {n} solutions distinctes"),
    },
    hint_pair: |a, b| format!("Commencez par {a} et {b}"),
    hint_step: |step| format!("Calculez {step}"),
    hint_goal: |value, from| match from {
        [] => format!("Puis faites {value}"),
        [one] => format!("Puis faites {value} avec {one}"),
        [rest @ .., last] => format!("Puis faites {value} avec {} et {last}", rest.join(", ")),
    },
    hint_last: "C’est toute la réponse",
    beat: |s| format!("À battre\u{a0}: {s}\u{a0}s"),
    solved_in: |s| format!("Résolu en {s}\u{a0}s"),
    score: |score, streak| format!("Score {score} · série {streak}"),
    fastest: |s| format!("Plus rapide\u{a0}: {s}\u{a0}s"),
    solved_by_level: "Résolues par difficulté",
    unrated: "Non classées",
    blank: "Tapez d’abord une réponse",
    seconds: |s| format!("{s}\u{a0}s"),
    deal_hand: "Distribuer une main",
    beat_by: |theirs, by| format!("Vous battez {theirs}\u{a0}s de {by}\u{a0}s\u{202f}!"),
    missed_by: |by| format!("Manqué de {by}\u{a0}s"),
    tied: |s| format!("Égalité à {s}\u{a0}s"),
    rematch: "Proposer une revanche",
    shared: |s, hints| match hints {
        0 => format!("Résolu en {s}\u{a0}s, sans indice"),
        1 => format!("Résolu en {s}\u{a0}s avec 1 indice"),
        n => format!("Résolu en {s}\u{a0}s avec {n} indices"),
    },
    daily_label: |month, day| {
        const MONTHS: [&str; 12] = [
            "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.",
            "nov.", "déc.",
        ];
        let name = MONTHS[(month.clamp(1, 12) - 1) as usize];
        format!("Main du jour · {day} {name}")
    },
    daily_done: "Réussie",
    next_daily: |minutes| match (minutes / 60, minutes % 60) {
        (0, m) => format!("Prochaine main du jour dans {m}\u{a0}min"),
        (h, 0) => format!("Prochaine main du jour dans {h}\u{a0}h"),
        (h, m) => format!("Prochaine main du jour dans {h}\u{a0}h {m}\u{a0}min"),
    },
    daily_stats: "Mains du jour",
    daily_figures: ["Jouées", "Résolues", "Série", "Meilleure série", "Temps moyen"],
    called: |n| format!("«\u{202f}Pas de solution\u{202f}» annoncé à raison\u{a0}: {n}"),
    reset_ask: "Oublier tous les records et l’historique des mains du jour\u{202f}?",
    reset_yes: "Les oublier",
    reset_no: "Les garder",
    export: "Enregistrer dans un fichier",
    import: "Charger un fichier",
    sound: "Son",
};

pub const WORLD: WorldText = WorldText {
    comparing: "Comparaison de votre temps avec celui du monde…",
    standing: |time, percent, others, written| match others {
        1 => format!("{time}\u{a0}: plus rapide que {percent} de l’autre joueur du jour"),
        _ => format!("{time}\u{a0}: plus rapide que {percent} des {written} autres joueurs du jour"),
    },
    first: |time| format!("{time}\u{a0}: la première main réussie aujourd’hui"),
    solved_share: |percent| format!("{percent} des joueurs du jour l’ont résolue."),
    first_counts: "Seule votre première réussite du jour compte.",
    chart: "Les temps du jour (secondes)",
    range: |from, to| match (from, to) {
        (None, Some(to)) => format!("moins de {to}\u{a0}s"),
        (Some(from), Some(to)) => format!("{from}–{to}\u{a0}s"),
        (Some(from), None) => format!("{from}\u{a0}s ou plus"),
        (None, None) => String::new(),
    },
    bar: |range, n, written| match n {
        0 | 1 => format!("{range}\u{a0}: {n}\u{a0}réussite"),
        _ => format!("{range}\u{a0}: {written}\u{a0}réussites"),
    },
    you: "vous",
    yesterday: |players, written, percent, median| {
        let players = match players {
            0 | 1 => format!("{players}\u{a0}joueur"),
            _ => format!("{written}\u{a0}joueurs"),
        };
        match median {
            Some(median) => format!("Hier\u{a0}: {players}, {percent} l’ont résolue, temps médian {median}."),
            None => format!("Hier\u{a0}: {players}, {percent} l’ont résolue."),
        }
    },
    needs_server: "Comparer votre temps avec le monde demande le serveur de 24\u{a0}: cette copie de la page fonctionne seule.",
    lost: "Le serveur ne répond pas\u{a0}: vérifiez la connexion. Votre temps est gardé dans ce navigateur.",
    unavailable: "Les résultats du monde sont injoignables pour l’instant. Votre temps est gardé dans ce navigateur.",
    not_started: "Non compté\u{a0}: le serveur n’a pas vu démarrer le chrono de cette main.",
    not_today: "Non compté\u{a0}: cette main n’est plus celle du jour nulle part.",
    refused: "Non compté\u{a0}: le serveur n’a pas accepté cette réussite.",
};
