//! Rooms in French.

use super::RoomsText;
use protocol::room::nickname::Problem as NickProblem;
use protocol::room::settings::Problem as SettingsProblem;
use protocol::room::{CloseReason, EndReason, ErrorKind};

pub const ROOMS: RoomsText = RoomsText {
    rooms: "Salles",
    intro: "Jouez au 24 en direct entre amis ou en classe\u{a0}: tout le monde reçoit la même main au même moment, et le premier à la résoudre marque le plus de points.",
    nickname: "Votre pseudo",
    host_heading: "Ouvrir une salle",
    rounds: "Manches",
    cards: "Cartes par main",
    time_limit: "Temps par manche",
    no_limit: "Sans limite",
    create: "Créer la salle",
    join_heading: "Rejoindre une salle",
    code: "Code de la salle",
    join: "Rejoindre",
    join_link: "Lien pour rejoindre",
    copy_link: "Copier le lien",
    qr: "Code QR du lien pour rejoindre",
    scan: "Scannez pour rejoindre",
    projector: "Vue projecteur",
    players: "Joueurs",
    host: "hôte",
    you: "vous",
    away: "reconnexion",
    settings: "Réglages de la partie",
    start: "Lancer la partie",
    waiting: "En attente du lancement de la partie par l’hôte…",
    leave: "Quitter la salle",
    leave_ask: "Quitter cette salle\u{202f}? Vous perdrez votre place et vos points.",
    leave_ask_host: "Quitter cette salle\u{202f}? Vous perdrez votre place et vos points, et un autre joueur deviendra l’hôte.",
    stay: "Rester",
    host_only: "Être l’hôte sans jouer",
    hosting_only: "Vous êtes l’hôte de cette salle sans jouer.",
    remove: "Exclure",
    remove_block: "Exclure et bloquer le pseudo",
    cancel: "Annuler",
    lock: "Verrouiller la salle\u{a0}: plus de nouveaux joueurs",
    late_join: "Rejoindre une partie en cours est permis",
    removed: "L’hôte vous a exclu de la salle.",
    scoring: "Score",
    scorings: ["À la vitesse (3 au premier, 1 aux autres)", "À la justesse (1 par bonne réponse)", "Sans chrono (1 par bonne réponse)"],
    solved_mark: "résolue",
    ranking: "Classement au projecteur",
    rankings: ["Affiché", "Caché jusqu’à la fin", "Jamais affiché"],
    time_left: "Temps restant",
    time: "Temps",
    end_round: "Finir la manche",
    next_round: "Manche suivante",
    scoreboard: "Tableau des scores",
    player: "Joueur",
    points: "Points",
    this_round: "Cette manche",
    unsolved: "pas encore",
    results: "Classement final",
    place: "Rang",
    play_again: "Rejouer",
    connecting: "Connexion au serveur de salles…",
    reconnecting: "Reconnexion…",
    unavailable: "Les salles ont besoin du serveur de salles, et ce site tourne sans lui. Tout le reste de la page marche comme d’habitude.",
    gave_up: "La connexion à la salle a été perdue.",
    try_again: "Réessayer",
    elsewhere: "Votre place dans cette salle est maintenant ouverte dans un autre onglet.",
    reload: "Le serveur fait tourner une version plus récente de 24\u{a0}: rechargez la page pour jouer.",
    too_long: "Cette réponse est trop longue pour être envoyée.",
    gone: "Cette salle, ou votre place dans celle-ci, n’existe plus.",
    you_host: "Vous êtes maintenant l’hôte.",
    seconds: |s| format!("{s}\u{a0}s"),
    round: |of| ("Manche ".to_string(), format!(" sur {of}")),
    make: |target| format!("Faites {target}"),
    solved: |s, points| match points {
        0 | 1 => format!("Résolu en {s}\u{a0}s\u{a0}: {points} point"),
        n => format!("Résolu en {s}\u{a0}s\u{a0}: {n} points"),
    },
    solved_points: |points| match points {
        1 => "Résolue\u{a0}: 1 point".to_string(),
        n => format!("Résolue\u{a0}: {n} points"),
    },
    solutions: |n| match n {
        1 => "La solution".to_string(),
        n => format!("Les {n} solutions"),
    },
    next_in: |s| format!("Manche suivante dans {s}\u{a0}s"),
    round_short: |n| format!("M{n}"),
    join_room: |code| format!("Rejoindre la salle {code}"),
    remove_ask: |name| format!("Exclure {name} de la salle\u{202f}?"),
    host_now: |name| format!("{name} est maintenant l’hôte."),
    bad_code: |text| {
        format!("«\u{202f}{text}\u{202f}» n’est pas un code de salle\u{a0}: six lettres et chiffres, comme K7M2QX.")
    },
    bad_target: |text| format!("«\u{202f}{text}\u{202f}» n’est pas un nombre qui peut servir de cible."),
    error,
    nickname_problem: |p| match p {
        NickProblem::Empty => "Choisissez d’abord un pseudo.",
        NickProblem::TooLong => "Un pseudo a 20 caractères au plus.",
        NickProblem::NotText => "Un pseudo ne peut pas contenir de caractères de contrôle ou invisibles.",
    },
    settings_problem: |p| match p {
        SettingsProblem::Rounds => "Une partie a de 1 à 30 manches.",
        SettingsProblem::HandSize => "Une main a de 2 à 6 cartes.",
        SettingsProblem::Target => "Les termes de la cible doivent rester sous 10\u{202f}000.",
        SettingsProblem::TimeLimit => "Une manche dure 30, 60 ou 120 secondes, ou n’a pas de limite.",
    },
    closed: |why| match why {
        CloseReason::Idle => "La salle a fermé après 30 minutes d’inactivité.",
        CloseReason::Restarting => "Le serveur redémarre\u{202f}; la page va se reconnecter.",
    },
    ended: |why| match why {
        EndReason::AllSolved => "Tout le monde a trouvé.",
        EndReason::TimeUp => "Le temps est écoulé.",
        EndReason::Host => "L’hôte a mis fin à la manche.",
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
        | ErrorKind::BadSettings => "Cette page et le serveur ne sont plus d’accord\u{a0}: rechargez la page.",
        ErrorKind::NoSuchRoom => "Aucune salle n’a ce code. Vérifiez-le auprès de l’hôte.",
        ErrorKind::NicknameTaken => "Quelqu’un dans cette salle a déjà ce pseudo\u{a0}: choisissez-en un autre.",
        ErrorKind::RoomFull => "Cette salle est pleine.",
        ErrorKind::WatchersFull => "Cette salle a déjà autant de vues projecteur qu’elle peut en montrer.",
        ErrorKind::TooManyRooms => "Le serveur ne peut pas ouvrir d’autres salles pour le moment. Réessayez plus tard.",
        ErrorKind::TooManyGuesses => "Trop de codes essayés\u{a0}: attendez une minute, puis réessayez.",
        ErrorKind::SeatGone => "Votre place dans cette salle n’existe plus.",
        ErrorKind::NotHost => "Seul l’hôte peut faire cela.",
        ErrorKind::NotNow => "Ce n’est pas possible à ce moment de la partie.",
        ErrorKind::NoHand => "Aucune main de cette difficulté n’est sortie. Choisissez une autre difficulté ou une autre cible.",
        ErrorKind::AlreadySolved => "Vous avez déjà résolu cette manche.",
        ErrorKind::TooFast => "Trop rapide\u{a0}: un de vos messages a été ignoré.",
        ErrorKind::Locked => "Cette salle est verrouillée\u{a0}: l’hôte n’accepte plus de nouveaux joueurs.",
        ErrorKind::LateJoinOff => "La partie de cette salle a commencé, et elle n’accepte pas de retardataires.",
        ErrorKind::Blocked => "L’hôte a exclu de cette salle un joueur portant ce pseudo.",
    }
}
