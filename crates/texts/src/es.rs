//! Español (Spanish). Quotations take « », questions and exclamations
//! open with ¿ ¡; counts of one are singular.

use super::{grade_index, named, show, Explore, Lang, Numbers, Text};
use model::link::{UrlProblem, MAX_SIZE, MAX_TARGETS, MIN_SIZE};
use model::notice::Notice;
use cards::Card;
use solver::{Error, Level, NumberProblem};

pub const TEXT: Text = Text {
    title: "24",
    page_title: "24 — todas las formas distintas de llegar a 24",
    tagline: "Llega al objetivo con todas las cartas y +\u{a0}−\u{a0}×\u{a0}÷. Todas las formas distintas, con exactitud.",
    hand: "Tu mano",
    controls: "Opciones",
    deal: "Repartir",
    only_solvable: "Solo manos con solución",
    size: "Cartas",
    target: "Objetivo",
    no_parens: "Sin paréntesis",
    integers: "Solo números enteros",
    faces: "Figuras",
    faces_choices: ["J Q K = 11 12 13", "J Q K valen 10", "Sin figuras (A a 10)"],
    copy: "Copiar enlace",
    clear: "Vaciar",
    language: "Idioma",
    theme: "Tema",
    themes: ["Automático", "Claro", "Oscuro"],
    levels: "Contar soluciones como",
    distinct: "Distintas",
    strict: "Estrictas",
    solutions: "Soluciones",
    steps: "Pasos",
    pages: "Páginas de soluciones",
    first_page: "Primera",
    previous_page: "Anterior",
    next_page: "Siguiente",
    last_page: "Última",
    show_steps: "Ver pasos",
    hide_steps: "Ocultar pasos",
    close: "Cerrar",
    solving: "Resolviendo…",
    solver_unavailable: "No se pudo iniciar el solucionador: se carga como un archivo aparte y este navegador no pudo descargarlo (la primera vez hace falta conexión). Comprueba la conexión y recarga la página.",
    solver_crashed: "El solucionador se detuvo antes de terminar esta mano; puede que el navegador se haya quedado sin memoria. Cambia una carta para volver a intentarlo.",
    view_loading: "Cargando…",
    view_unavailable: "Esta parte de la página no se pudo cargar: se carga como un archivo aparte y este navegador no pudo descargarlo (la primera vez hace falta conexión). Comprueba la conexión y vuelve a intentarlo.",
    try_again: "Reintentar",
    play_too_many: "El modo Jugar reparte manos de hasta 6 cartas: elige 6 cartas o menos para jugar.",
    empty_this_slot: "Vaciar esta casilla",
    picker_help: "Las flechas mueven, Intro elige, Esc cierra.",
    keys_help: "Teclado: escribe A (o 1), 2–9, T (o 10), J, Q o K para llenar la siguiente casilla; Retroceso quita la última carta.",
    dismiss: "Descartar",
    difficulty: "Dificultad",
    any_difficulty: "Cualquiera",
    grades: ["Fácil", "Normal", "Complicada", "Difícil", "Diabólica"],
    rating: |name, seconds| format!("{name} · unos {seconds}\u{a0}s con práctica"),
    suits: ["Picas", "Corazones", "Diamantes", "Tréboles"],
    card_name,
    empty_slot: |n| format!("Casilla {n} vacía, elige una carta"),
    filled_slot: |n, card| format!("Casilla {n}: {card}. Cambiar carta"),
    picker_title: |n| format!("Elige una carta para la casilla {n}"),
    verdict,
    choose_cards,
    solve_error,
    page_status: |first, last, total| format!("{first}–{last} de {total}"),
    target_problem,
    notice,
    no_hand_at_level,
    all_but: |n| format!("todas menos {n}"),
    levels_help: [
        "Distintas: las respuestas que solo difieren en el orden, en cómo se agrupan o en un paso que no cambia nada (×\u{a0}1, +\u{a0}0, +\u{a0}a\u{a0}−\u{a0}a) cuentan una vez.",
        "Estrictas: solo se pasan por alto el orden y la agrupación; cada paso que no cambia nada da una solución propia.",
    ],
    levels_help_label: "¿Qué significan Distintas y Estrictas?",
    explore: Explore {
        views: "Vista",
        solve: "Resolver",
        explore: "Explorar",
        heading: "Toda la baraja de un vistazo",
        deck: "Baraja",
        lowest: "Valor más bajo",
        highest: "Valor más alto",
        cards: "Cartas por mano",
        working: "Contando",
        left: |seconds| match seconds {
            0..=59 => format!("quedan unos {}\u{a0}s", seconds.div_ceil(5).max(1) * 5),
            // "Unos" and "quedan" want more than one: one is "queda 1 … aprox.".
            60 => "queda 1\u{a0}min aprox.".to_string(),
            61..=3599 => format!("quedan unos {}\u{a0}min", seconds.div_ceil(60)),
            3600..=7199 => format!("queda 1\u{a0}h {}\u{a0}min aprox.", seconds % 3600 / 60),
            _ => format!("quedan unas {}\u{a0}h {}\u{a0}min", seconds / 3600, seconds % 3600 / 60),
        },
        solvable_hands: "Manos con solución",
        solvable_deals: "Repartos ordenados con solución",
        most: "Mano con más soluciones",
        per_hand_title: "Manos según su número de soluciones",
        per_hand_x: "soluciones por mano",
        per_hand_y: "manos",
        targets_title: "Qué objetivos son más fáciles: parte de las manos que llegan a cada uno",
        targets_x: "objetivo",
        targets_y: "% de manos",
        first_target: "Desde el objetivo",
        last_target: "Hasta el objetivo",
        pick_hand: "Elige una mano para resolverla.",
        of: |part, whole, percent| format!("{part} de {whole} ({percent})"),
        count_bar: |solutions, hands| {
            let s = if solutions == 1 { "solución" } else { "soluciones" };
            let h = if hands == 1 { "mano" } else { "manos" };
            let (solutions, hands) = (Lang::Es.number(solutions as u128), Lang::Es.number(hands));
            format!("{solutions} {s}: {hands} {h}")
        },
        target_bar: |target, solvable, hands, percent| {
            let (solvable, hands) = (Lang::Es.number(solvable), Lang::Es.number(hands));
            format!("{target}: {solvable} de {hands} manos ({percent})")
        },
        hands_with: |hands, solutions| {
            let h = if hands == 1 { "mano" } else { "manos" };
            let s = if solutions == 1 { "solución" } else { "soluciones" };
            let (hands, solutions) = (Lang::Es.number(hands), Lang::Es.number(solutions as u128));
            format!("{hands} {h} con {solutions} {s}")
        },
        most_hand: |hand, solutions| format!("{hand} ({solutions})"),
        difficulty_title: "Manos con solución por dificultad",
        difficulty_x: "dificultad",
        hardest_title: "Las manos más difíciles",
        grade_bar: |grade, hands| match hands {
            1 => format!("{grade}: 1 mano"),
            n => format!("{grade}: {} manos", Lang::Es.number(n)),
        },
        level_hands: |hands, grade| match hands {
            1 => format!("1 mano de dificultad {grade}"),
            n => format!("{} manos de dificultad {grade}", Lang::Es.number(n)),
        },
    },
};

/// "Reina de corazones": the rank's name, then its suit.
fn card_name(card: Card) -> String {
    const SUITS: [&str; 4] = ["picas", "corazones", "diamantes", "tréboles"];
    let rank = match card.rank() {
        1 => "As",
        11 => "Jota",
        12 => "Reina",
        13 => "Rey",
        _ => card.rank_label(),
    };
    format!("{rank} de {}", SUITS[card.suit().index()])
}

fn verdict(n: &str, count: usize, level: Level, target: &str) -> String {
    let (one, many) = match level {
        Level::Distinct => ("solución distinta", "soluciones distintas"),
        Level::Strict => ("solución estricta", "soluciones estrictas"),
    };
    match count {
        0 => format!("No hay forma de llegar a {target}"),
        1 => format!("1 {one}"),
        _ => format!("{n} {many}"),
    }
}

fn choose_cards(missing: usize, size: usize) -> String {
    match missing {
        n if n == size => format!("Elige {size} cartas o reparte"),
        1 => "Elige 1 carta más".to_string(),
        n => format!("Elige {n} cartas más"),
    }
}

fn target_problem(problem: NumberProblem, s: &str, kept: &str) -> String {
    match problem {
        NumberProblem::Empty => {
            format!("Escribe un número objetivo; se muestra la respuesta para {kept}.")
        }
        NumberProblem::ZeroDenominator => {
            format!("El objetivo «{s}» tiene denominador cero; se muestra la respuesta para {kept}.")
        }
        NumberProblem::TooLarge => {
            format!("El objetivo «{s}» es demasiado grande; se muestra la respuesta para {kept}.")
        }
        // Not an integer or a fraction (and any problem named later).
        _ => format!(
            "El objetivo «{s}» no es un número (usa un entero o una fracción como 3/4); se muestra la respuesta para {kept}."
        ),
    }
}

fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Link(problems) => {
            let (parts, more) = named(problems, url_problem);
            let more = match more {
                0 => String::new(),
                1 => "; y 1 más".to_string(),
                n => format!("; y {n} más"),
            };
            format!("Se ignoró parte del enlace: {}{more}.", parts.join("; "))
        }
        Notice::Copied => "Enlace copiado".to_string(),
        Notice::CopyFailed(link) => {
            format!("El portapapeles no está disponible aquí; copia el enlace a mano: {link}")
        }
        Notice::Unreachable {
            size,
            target,
            attempts,
        } => format!(
            "Ninguna mano de {size} cartas llega a {} en {attempts} repartos; esta no tiene solución.",
            show(target),
            attempts = Lang::Es.number(*attempts as u128),
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
            &Lang::Es.number(*attempts as u128),
        ),
        Notice::HandFull => {
            "La mano está completa: elige una casilla para cambiarla o pulsa Retroceso.".to_string()
        }
        Notice::NoSuitLeft(rank) => {
            format!("Los cuatro {} ya están en la mano.", cards::rank_label(*rank))
        }
        Notice::NoFaceCards => "Esta baraja no tiene figuras: no se reparten J, Q ni K.".to_string(),
        Notice::FaceCardsRemoved => "Esta baraja no tiene figuras: se han quitado de la mano.".to_string(),
        Notice::ShareCopied => "Copiado, listo para pegar y compartir.".to_string(),
        Notice::BestsLoaded => "Récords cargados: se conserva lo mejor de ambos.".to_string(),
        Notice::NotBests(file) => format!("«{file}» no contiene récords; no se cambió nada."),
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
    format!("Ninguna mano de {size} cartas de dificultad {grade} llega a {target} en {attempts} repartos; no se repartió nada.")
}

fn url_problem(problem: &UrlProblem) -> String {
    match problem {
        UrlProblem::NotACard(s) => format!("«{s}» no es una carta"),
        UrlProblem::Duplicate(s) => format!("«{s}» es una carta repetida"),
        UrlProblem::NoSuitLeft(s) => format!("no queda ningún palo para «{s}»"),
        UrlProblem::TooMany { max, dropped } => {
            format!(
                "demasiadas cartas, como máximo {max}: se descartó «{}»",
                dropped.join(" ")
            )
        }
        UrlProblem::BadTarget(s) => format!("«{s}» no es un objetivo válido"),
        UrlProblem::BadLevel(s) => format!("«{s}» no es un nivel (distinct o strict)"),
        UrlProblem::BadSize(s) => {
            format!("«{s}» no es un tamaño de mano (de {MIN_SIZE} a {MAX_SIZE})")
        }
        UrlProblem::BadParens(s) => format!("«{s}» no es una opción de paréntesis (no o yes)"),
        UrlProblem::BadView(s) => format!("«{s}» no es una vista (solve, explore, rooms o print)"),
        UrlProblem::BadRoom(s) => {
            format!("«{s}» no es un código de sala (seis letras y cifras)")
        }
        UrlProblem::BadAssign(s) => format!("«{s}» no es el código ni la clave de un enlace de deberes"),
        UrlProblem::BadValues(s) => {
            format!("«{s}» no es un intervalo de valores (de 1 a 13, el menor primero)")
        }
        UrlProblem::BadMode(s) => format!("«{s}» no es un modo (play, practice o solve)"),
        UrlProblem::BadTime(s) => format!("«{s}» no es un tiempo en segundos (como 12.4)"),
        UrlProblem::BadTargets(s) => {
            format!("«{s}» no es un objetivo entero para el gráfico")
        }
        UrlProblem::BadRule(s) => format!("«{s}» no es una regla (integers o fractions)"),
        UrlProblem::BadFaces(s) => {
            format!("«{s}» no es una opción de figuras (13, 10 o none)")
        }
        UrlProblem::NotInDeck(s) => format!("«{s}» es una figura, y esta baraja no tiene figuras"),
        UrlProblem::BadSeed(s) => format!("«{s}» no es un número de ficha (un entero)"),
        UrlProblem::BadCount(s) => format!("«{s}» no es un número de manos (8, 12 o 20)"),
        UrlProblem::TooManyTargets { asked, kept } => format!(
            "los objetivos del {} al {} son demasiados para el gráfico (como máximo {MAX_TARGETS}): muestra del {} al {}",
            asked.0, asked.1, kept.0, kept.1
        ),
        UrlProblem::BadLang(s) => {
            format!("«{s}» no es un idioma (en, zh, zh-Hant, ja, ko, es, fr o de)")
        }
        UrlProblem::BadDifficulty(s) => {
            format!("«{s}» no es una dificultad (easy, fair, tricky, hard o fiendish)")
        }
    }
}

/// Why a hand could not be solved, by its kind.
fn solve_error(error: &Error) -> String {
    match error {
        Error::TooLarge => {
            "Estos números son demasiado grandes para resolverlos aquí con exactitud.".into()
        }
        Error::TooManyNumbers { count } => {
            format!(
                "El solucionador admite como máximo 8 números; esta mano tiene {count}."
            )
        }
        Error::NoNumbers => "No hay números que resolver.".into(),
        Error::EmptyDeck { min, max } => {
            format!("No hay manos: el valor más bajo, {min}, supera al más alto, {max}.")
        }
        Error::Number { text, .. } => format!("«{text}» no es un número."),
        Error::Expr { .. } | Error::Level { .. } => "El solucionador no pudo leer la mano.".into(),
        _ => "El solucionador no pudo resolver esta mano.".into(),
    }
}
