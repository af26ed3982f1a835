//! Français (French). Quotations take « », with narrow no-break spaces
//! inside; a no-break space comes before a colon and a narrow one before
//! ; ! ?. Zero and one are singular: "0 solution", "1 main", "2 mains".

use super::{grade_index, named, show, Explore, Lang, Numbers, Text};
use model::link::{UrlProblem, MAX_SIZE, MAX_TARGETS, MIN_SIZE};
use model::notice::Notice;
use cards::Card;
use solver::{Error, Level, NumberProblem};

pub const TEXT: Text = Text {
    title: "24",
    page_title: "24 — toutes les façons distinctes de faire 24",
    tagline: "Atteignez la cible avec toutes les cartes et +\u{a0}−\u{a0}×\u{a0}÷. Toutes les façons distinctes, exactement.",
    hand: "Votre main",
    controls: "Options",
    deal: "Distribuer",
    only_solvable: "Seulement des mains solubles",
    size: "Cartes",
    target: "Cible",
    no_parens: "Sans parenthèses",
    integers: "Nombres entiers seulement",
    faces: "Figures",
    faces_choices: ["J Q K = 11 12 13", "J Q K valent 10", "Sans figures (A à 10)"],
    copy: "Copier le lien",
    clear: "Vider",
    language: "Langue",
    theme: "Thème",
    themes: ["Automatique", "Clair", "Sombre"],
    levels: "Compter les solutions",
    distinct: "Distinctes",
    strict: "Strictes",
    solutions: "Solutions",
    steps: "Étapes",
    pages: "Pages de solutions",
    first_page: "Première",
    previous_page: "Précédente",
    next_page: "Suivante",
    last_page: "Dernière",
    show_steps: "Voir les étapes",
    hide_steps: "Masquer les étapes",
    close: "Fermer",
    solving: "Résolution…",
    solver_unavailable: "Le solveur n’a pas pu démarrer\u{a0}: il se charge comme un fichier à part, que ce navigateur n’a pas pu récupérer (une première visite demande d’être en ligne). Vérifiez la connexion et rechargez la page.",
    solver_crashed: "Le solveur s’est arrêté avant d’avoir fini cette main\u{202f}; le navigateur a peut-être manqué de mémoire. Changez une carte pour réessayer.",
    view_loading: "Chargement…",
    view_unavailable: "Cette partie de la page n’a pas pu se charger\u{a0}: elle se charge comme un fichier à part, que ce navigateur n’a pas pu récupérer (une première visite demande d’être en ligne). Vérifiez la connexion et réessayez.",
    try_again: "Réessayer",
    play_too_many: "Le mode Jouer distribue des mains de 6 cartes au plus\u{a0}: choisissez 6 cartes ou moins pour jouer.",
    empty_this_slot: "Vider cet emplacement",
    picker_help: "Les flèches déplacent, Entrée choisit, Échap ferme.",
    keys_help: "Clavier\u{a0}: tapez A (ou 1), 2–9, T (ou 10), J, Q, K pour remplir l’emplacement suivant\u{202f}; Retour arrière retire la dernière carte.",
    dismiss: "Fermer le message",
    difficulty: "Difficulté",
    any_difficulty: "Toutes",
    grades: ["Facile", "Moyenne", "Délicate", "Difficile", "Diabolique"],
    rating: |name, seconds| format!("{name} · environ {seconds}\u{a0}s pour un habitué"),
    suits: ["Pique", "Cœur", "Carreau", "Trèfle"],
    card_name,
    empty_slot: |n| format!("Emplacement {n} vide, choisissez une carte"),
    filled_slot: |n, card| format!("Emplacement {n}\u{a0}: {card}. Changer de carte"),
    picker_title: |n| format!("Choisissez une carte pour l’emplacement {n}"),
    verdict,
    choose_cards,
    solve_error,
    page_status: |first, last, total| format!("{first}–{last} sur {total}"),
    target_problem,
    notice,
    no_hand_at_level,
    all_but: |n| format!("toutes sauf {n}"),
    levels_help: [
        "Distinctes\u{a0}: les réponses qui ne diffèrent que par l’ordre, le groupement ou une étape qui ne change rien (×\u{a0}1, +\u{a0}0, +\u{a0}a\u{a0}−\u{a0}a) comptent une fois.",
        "Strictes\u{a0}: seuls l’ordre et le groupement sont mis de côté\u{202f}; chaque étape qui ne change rien fait une solution à part.",
    ],
    levels_help_label: "Que veulent dire Distinctes et Strictes\u{202f}?",
    explore: Explore {
        views: "Vue",
        solve: "Résoudre",
        explore: "Explorer",
        heading: "Tout le jeu de cartes d’un coup d’œil",
        deck: "Jeu de cartes",
        lowest: "Plus petite valeur",
        highest: "Plus grande valeur",
        cards: "Cartes par main",
        working: "Calcul en cours",
        left: |seconds| match seconds {
            0..=59 => format!("encore environ {}\u{a0}s", seconds.div_ceil(5).max(1) * 5),
            60..=3599 => format!("encore environ {}\u{a0}min", seconds.div_ceil(60)),
            _ => format!("encore environ {}\u{a0}h {}\u{a0}min", seconds / 3600, seconds % 3600 / 60),
        },
        solvable_hands: "Mains solubles",
        solvable_deals: "Donnes ordonnées solubles",
        most: "Le plus de solutions",
        per_hand_title: "Mains selon leur nombre de solutions",
        per_hand_x: "solutions par main",
        per_hand_y: "mains",
        targets_title: "Les cibles les plus faciles\u{a0}: part des mains qui atteignent chacune",
        targets_x: "cible",
        targets_y: "% des mains",
        first_target: "Première cible",
        last_target: "Dernière cible",
        pick_hand: "Choisissez une main pour la résoudre.",
        of: |part, whole, percent| format!("{part} sur {whole} ({percent})"),
        count_bar: |solutions, hands| {
            let s = if solutions <= 1 { "solution" } else { "solutions" };
            let h = if hands <= 1 { "main" } else { "mains" };
            let (solutions, hands) = (Lang::Fr.number(solutions as u128), Lang::Fr.number(hands));
            format!("{solutions} {s}\u{a0}: {hands} {h}")
        },
        target_bar: |target, solvable, hands, percent| {
            let (solvable, hands) = (Lang::Fr.number(solvable), Lang::Fr.number(hands));
            format!("{target}\u{a0}: {solvable} mains sur {hands} ({percent})")
        },
        hands_with: |hands, solutions| {
            let h = if hands <= 1 { "main" } else { "mains" };
            let s = if solutions <= 1 { "solution" } else { "solutions" };
            let (hands, solutions) = (Lang::Fr.number(hands), Lang::Fr.number(solutions as u128));
            format!("{hands} {h} à {solutions} {s}")
        },
        most_hand: |hand, solutions| format!("{hand} ({solutions})"),
        difficulty_title: "Mains solubles par difficulté",
        difficulty_x: "difficulté",
        hardest_title: "Les mains les plus difficiles",
        grade_bar: |grade, hands| match hands {
            0 | 1 => format!("{grade}\u{a0}: {hands} main"),
            n => format!("{grade}\u{a0}: {} mains", Lang::Fr.number(n)),
        },
        level_hands: |hands, grade| match hands {
            0 | 1 => format!("{hands} main de difficulté {grade}"),
            n => format!("{} mains de difficulté {grade}", Lang::Fr.number(n)),
        },
    },
};

/// "Dame de cœur": the rank's name, then its suit.
fn card_name(card: Card) -> String {
    const SUITS: [&str; 4] = ["pique", "cœur", "carreau", "trèfle"];
    let rank = match card.rank() {
        1 => "As",
        11 => "Valet",
        12 => "Dame",
        13 => "Roi",
        _ => card.rank_label(),
    };
    format!("{rank} de {}", SUITS[card.suit().index()])
}

fn verdict(n: &str, count: usize, level: Level, target: &str) -> String {
    let (one, many) = match level {
        Level::Distinct => ("solution distincte", "solutions distinctes"),
        Level::Strict => ("solution stricte", "solutions strictes"),
    };
    match count {
        0 => format!("Impossible de faire {target}"),
        1 => format!("1 {one}"),
        _ => format!("{n} {many}"),
    }
}

fn choose_cards(missing: usize, size: usize) -> String {
    match missing {
        n if n == size => format!("Choisissez {size} cartes, ou distribuez"),
        1 => "Choisissez encore 1 carte".to_string(),
        n => format!("Choisissez encore {n} cartes"),
    }
}

fn target_problem(problem: NumberProblem, s: &str, kept: &str) -> String {
    match problem {
        NumberProblem::Empty => {
            format!("Saisissez une cible\u{202f}; voici la réponse pour {kept}.")
        }
        NumberProblem::ZeroDenominator => {
            format!("La cible «\u{202f}{s}\u{202f}» a un dénominateur nul\u{202f}; voici la réponse pour {kept}.")
        }
        NumberProblem::TooLarge => {
            format!("La cible «\u{202f}{s}\u{202f}» est trop grande\u{202f}; voici la réponse pour {kept}.")
        }
        // Not an integer or a fraction (and any problem named later).
        _ => format!(
            "La cible «\u{202f}{s}\u{202f}» n’est pas un nombre (un entier ou une fraction comme 3/4)\u{202f}; voici la réponse pour {kept}."
        ),
    }
}

fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Link(problems) => {
            let (parts, more) = named(problems, url_problem);
            let more = match more {
                0 => String::new(),
                n => format!("\u{202f}; et {n} de plus"),
            };
            format!("Une partie du lien a été ignorée\u{a0}: {}{more}.", parts.join("\u{202f}; "))
        }
        Notice::Copied => "Lien copié".to_string(),
        Notice::CopyFailed(link) => {
            format!("Le presse-papiers n’est pas disponible ici\u{202f}; copiez le lien à la main\u{a0}: {link}")
        }
        Notice::Unreachable {
            size,
            target,
            attempts,
        } => format!(
            "Aucune main soluble de {size} cartes pour {} en {attempts} donnes\u{202f}; celle-ci n’a pas de solution.",
            show(target),
            attempts = Lang::Fr.number(*attempts as u128),
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
            &Lang::Fr.number(*attempts as u128),
        ),
        Notice::HandFull => {
            "La main est pleine\u{a0}: choisissez un emplacement pour le changer, ou appuyez sur Retour arrière.".to_string()
        }
        Notice::NoSuitLeft(rank) => {
            format!("Les quatre {} sont déjà dans la main.", cards::rank_label(*rank))
        }
        Notice::NoFaceCards => "Ce jeu n’a pas de figures\u{a0}: J, Q et K ne sont pas distribués.".to_string(),
        Notice::FaceCardsRemoved => "Ce jeu n’a pas de figures\u{a0}: elles ont été retirées de la main.".to_string(),
        Notice::ShareCopied => "Copié, prêt à coller et à partager.".to_string(),
        Notice::BestsLoaded => "Records chargés\u{a0}: le meilleur des deux est gardé.".to_string(),
        Notice::NotBests(file) => format!("«\u{202f}{file}\u{202f}» ne contient aucun record\u{202f}; rien n’a changé."),
        Notice::TooManyTargets { asked, kept } => {
            let said = url_problem(&UrlProblem::TooManyTargets {
                asked: *asked,
                kept: *kept,
            });
            format!("L{}.", &said[1..])
        }
    }
}

/// No hand of the level came up: `(level, cards, target, deals)`.
fn no_hand_at_level(grade: &str, size: usize, target: &str, attempts: &str) -> String {
    format!("Aucune main de {size} cartes de difficulté {grade} pour {target} en {attempts} donnes\u{202f}; rien n’a été distribué.")
}

fn url_problem(problem: &UrlProblem) -> String {
    match problem {
        UrlProblem::NotACard(s) => format!("«\u{202f}{s}\u{202f}» n’est pas une carte"),
        UrlProblem::Duplicate(s) => format!("«\u{202f}{s}\u{202f}» est une carte en double"),
        UrlProblem::NoSuitLeft(s) => {
            format!("il ne reste aucune couleur pour «\u{202f}{s}\u{202f}»")
        }
        UrlProblem::TooMany { max, dropped } => {
            let set_aside = if dropped.len() == 1 { "écartée" } else { "écartées" };
            format!(
                "trop de cartes, {max} au plus\u{a0}: «\u{202f}{}\u{202f}» {set_aside}",
                dropped.join(" ")
            )
        }
        UrlProblem::BadTarget(s) => format!("«\u{202f}{s}\u{202f}» n’est pas une cible valide"),
        UrlProblem::BadLevel(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas un niveau (distinct ou strict)")
        }
        UrlProblem::BadSize(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas une taille de main ({MIN_SIZE} à {MAX_SIZE})")
        }
        UrlProblem::BadParens(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas une option de parenthèses (no ou yes)")
        }
        UrlProblem::BadView(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas une vue (solve, explore, rooms ou print)")
        }
        UrlProblem::BadRoom(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas un code de salle (six lettres et chiffres)")
        }
        UrlProblem::BadAssign(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est ni le code ni la clé d’un lien de devoirs")
        }
        UrlProblem::BadValues(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas une plage de valeurs (1 à 13, la plus petite d’abord)")
        }
        UrlProblem::BadMode(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas un mode (play, practice ou solve)")
        }
        UrlProblem::BadTime(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas un temps en secondes (comme 12.4)")
        }
        UrlProblem::BadTargets(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas une cible entière pour le graphique")
        }
        UrlProblem::BadRule(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas une règle (integers ou fractions)")
        }
        UrlProblem::BadFaces(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas un choix de figures (13, 10 ou none)")
        }
        UrlProblem::NotInDeck(s) => {
            format!("«\u{202f}{s}\u{202f}» est une figure, et ce jeu n’en a pas")
        }
        UrlProblem::BadSeed(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas un numéro de fiche (un nombre entier)")
        }
        UrlProblem::BadCount(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas un nombre de mains (8, 12 ou 20)")
        }
        UrlProblem::TooManyTargets { asked, kept } => format!(
            "les cibles {} à {} sont trop nombreuses pour le graphique ({MAX_TARGETS} au plus)\u{a0}: il montre {} à {}",
            asked.0, asked.1, kept.0, kept.1
        ),
        UrlProblem::BadLang(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas une langue (en, zh, zh-Hant, ja, ko, es, fr ou de)")
        }
        UrlProblem::BadDifficulty(s) => {
            format!("«\u{202f}{s}\u{202f}» n’est pas une difficulté (easy, fair, tricky, hard ou fiendish)")
        }
    }
}

/// Why a hand could not be solved, by its kind.
fn solve_error(error: &Error) -> String {
    match error {
        Error::TooLarge => "Ces nombres sont trop grands pour être résolus exactement ici.".into(),
        Error::TooManyNumbers { count } => {
            format!("Le solveur accepte 8 nombres au plus\u{202f}; cette main en a {count}.")
        }
        Error::NoNumbers => "Il n’y a aucun nombre à résoudre.".into(),
        Error::EmptyDeck { min, max } => {
            format!(
                "Aucune main\u{a0}: la plus petite valeur, {min}, dépasse la plus grande, {max}."
            )
        }
        Error::Number { text, .. } => format!("«\u{202f}{text}\u{202f}» n’est pas un nombre."),
        Error::Expr { .. } | Error::Level { .. } => "Le solveur n’a pas pu lire la main.".into(),
        _ => "Le solveur n’a pas pu résoudre cette main.".into(),
    }
}
