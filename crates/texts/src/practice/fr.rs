//! Practice and the worksheet in French.

use super::{PracticeText, SheetText};
use model::practice::file::FileProblem;

pub const PRACTICE: PracticeText = PracticeText {
    practice: "S’entraîner",
    intro: "Des mains choisies pour vous, pour en résoudre environ 7 sur 10 dans votre temps limite. Les mains manquées reviennent dans les séances suivantes.",
    level: |s, grade| format!("Votre niveau\u{a0}: mains de difficulté {grade}, environ {s}\u{a0}s pour un habitué"),
    played: |n| match n {
        0 | 1 => format!("{n}\u{a0}main jouée"),
        n => format!("{n}\u{a0}mains jouées"),
    },
    limit: "Temps limite",
    seconds: |s| format!("{s}\u{a0}s"),
    dealing: "Distribution d’une main…",
    review: "Une main manquée auparavant",
    time_up: "Temps écoulé\u{a0}: comptée comme manquée. Continuez à chercher, ou passez à la main suivante.",
    missed: "Comptée comme manquée.",
    give_up: "Voir la réponse",
    next: "Main suivante",
    progress: "Progression",
    chart_title: "Votre niveau après chaque main",
    chart_x: "Mains jouées",
    chart_y: "Niveau (secondes)",
    chart_point: |n, s| format!("Après la main {n}\u{a0}: {s}\u{a0}s"),
    table_caption: "Réussite et temps médian par technique",
    technique: "Technique",
    hands: "Mains",
    solved: "Résolues à temps",
    median: "Temps médian",
    techniques: ["Fractions", "Grands produits", "Division", "Nombres négatifs"],
    all_hands: "Toutes les mains",
    solved_of: |solved, hands, percent| format!("{solved} sur {hands} ({percent})"),
    hardest: "Votre main résolue la plus difficile",
    hardest_line: |hand, grade, s, time| {
        format!("{hand}\u{a0}: {grade}, environ {s}\u{a0}s pour un habitué\u{202f}; vous avez mis {time}\u{a0}s")
    },
    nothing_yet: "Pas encore de mains\u{a0}: vos progrès s’afficheront ici.",
    data: "Vos données d’entraînement",
    data_note: "Gardées dans ce navigateur seulement. Exportez-les pour les mettre à l’abri ou les emporter dans un autre navigateur\u{202f}; importer ajoute à celles-ci les mains d’un fichier.",
    export: "Exporter",
    import: "Importer",
    wipe: "Effacer les progrès",
    wipe_confirm: "Effacer toutes les mains jouées\u{202f}? C’est irréversible.",
    wipe_yes: "Effacer",
    cancel: "Annuler",
    imported: |n| match n {
        0 | 1 => format!("{n} main importée"),
        n => format!("{n} mains importées"),
    },
    file_error: |line, problem| {
        format!("Ce fichier ne peut pas être importé\u{a0}: ligne {line}\u{a0}: {problem}")
    },
    file_problem: |p| match p {
        FileProblem::NotPractice => "ce n’est pas un fichier d’entraînement".to_string(),
        FileProblem::Version(v) => {
            format!("il est en version {v}, que cette page ne connaît pas (la recharger\u{202f}?)")
        }
        FileProblem::Unknown(s) => format!("«\u{202f}{s}\u{202f}» n’est pas un enregistrement"),
        FileProblem::Fields(s) => format!("«\u{202f}{s}\u{202f}» a trop ou trop peu de champs"),
        FileProblem::BadTime(s) => format!("«\u{202f}{s}\u{202f}» n’est pas un temps"),
        FileProblem::BadHand(s) => format!("«\u{202f}{s}\u{202f}» n’est pas une main"),
        FileProblem::BadEstimate(s) => format!("«\u{202f}{s}\u{202f}» n’est pas une estimation en secondes"),
        FileProblem::BadTechniques(s) => format!("«\u{202f}{s}\u{202f}» n’est pas une liste de techniques"),
        FileProblem::BadLimit(s) => format!("«\u{202f}{s}\u{202f}» n’est pas un temps limite (10 à 600\u{a0}s)"),
        FileProblem::BadResult(s) => format!("«\u{202f}{s}\u{202f}» n’est ni un temps ni «\u{202f}miss\u{202f}»"),
        FileProblem::TooMany => "il a trop de mains".to_string(),
    },
};

pub const SHEET: SheetText = SheetText {
    print_worksheet: "Imprimer une fiche",
    worksheet: "Fiche",
    controls: "Réglages de la fiche",
    count: "Mains",
    paper: "Papier",
    papers: ["A4", "Lettre US"],
    new_sheet: "Nouvelle fiche",
    print: "Imprimer",
    back: "Retour au jeu",
    homework: "Donner en devoir",
    title: |count, size, target| format!("{count} mains de {size} cartes\u{a0}: faites {target}"),
    instructions:
        "Utilisez chaque nombre d’une main exactement une fois, avec + − × ÷ et des parenthèses.",
    name: "Nom\u{a0}:",
    date: "Date\u{a0}:",
    hand: |n| format!("Main {n}"),
    answers: "Corrigé",
    hand_column: "Main",
    one_solution: "Une solution",
    distinct: "Solutions distinctes",
    dealing: "Distribution des mains…",
    short: |found, asked| {
        format!("Seulement {found} des {asked} mains ont été trouvées\u{a0}: les mains de ce genre sont rares.")
    },
    reopen: "Rouvrir cette fiche\u{a0}:",
    reopen_qr: "Code QR qui rouvre cette fiche",
    card_values: "Valeur des cartes\u{a0}:",
    key_note: "Corrigé\u{a0}: seulement sur le lien avec lequel cette fiche a été faite\u{202f}; le lien et le code QR imprimés sur la fiche n’ouvrent que les mains.",
    size_capped: |max| format!("Les fiches ont {max} cartes par main au plus."),
    seed: |seed| format!("Fiche {seed}"),
};
