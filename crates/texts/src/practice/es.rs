//! Practice and the worksheet in Spanish.

use super::{PracticeText, SheetText};
use model::practice::file::FileProblem;

pub const PRACTICE: PracticeText = PracticeText {
    practice: "Practicar",
    intro: "Manos elegidas para ti, de modo que resuelvas unas 7 de cada 10 dentro de tu tiempo límite. Las manos que falles volverán en sesiones posteriores.",
    level: |s, grade| format!("Tu nivel: manos de dificultad {grade}, unos {s}\u{a0}s con práctica"),
    played: |n| match n {
        1 => "1\u{a0}mano jugada".to_string(),
        n => format!("{n}\u{a0}manos jugadas"),
    },
    limit: "Tiempo límite",
    seconds: |s| format!("{s}\u{a0}s"),
    dealing: "Repartiendo una mano…",
    review: "Una mano que fallaste antes",
    time_up: "Se acabó el tiempo: cuenta como fallada. Sigue intentándolo o pasa a la siguiente mano.",
    missed: "Cuenta como fallada.",
    give_up: "Ver la respuesta",
    next: "Siguiente mano",
    progress: "Progreso",
    chart_title: "Tu nivel después de cada mano",
    chart_x: "Manos jugadas",
    chart_y: "Nivel (segundos)",
    chart_point: |n, s| format!("Tras la mano {n}: {s}\u{a0}s"),
    table_caption: "Aciertos y tiempo mediano por técnica",
    technique: "Técnica",
    hands: "Manos",
    solved: "Resueltas a tiempo",
    median: "Tiempo mediano",
    techniques: ["Fracciones", "Productos grandes", "División", "Números negativos"],
    all_hands: "Todas las manos",
    solved_of: |solved, hands, percent| format!("{solved} de {hands} ({percent})"),
    hardest: "Tu mano resuelta más difícil",
    hardest_line: |hand, grade, s, time| {
        format!("{hand}: {grade}, unos {s}\u{a0}s con práctica; tardaste {time}\u{a0}s")
    },
    nothing_yet: "Aún no hay manos: tu progreso aparecerá aquí.",
    data: "Tus datos de práctica",
    data_note: "Se guardan solo en este navegador. Expórtalos para tenerlos a salvo o llevarlos a otro navegador; al importar, las manos del archivo se suman a estas.",
    export: "Exportar",
    import: "Importar",
    wipe: "Borrar el progreso",
    wipe_confirm: "¿Borrar todas las manos jugadas? No se puede deshacer.",
    wipe_yes: "Borrar",
    cancel: "Cancelar",
    imported: |n| match n {
        1 => "Se importó 1 mano".to_string(),
        n => format!("Se importaron {n} manos"),
    },
    file_error: |line, problem| {
        format!("No se puede importar ese archivo: línea {line}: {problem}")
    },
    file_problem: |p| match p {
        FileProblem::NotPractice => "no es un archivo de práctica".to_string(),
        FileProblem::Version(v) => {
            format!("es de la versión {v}, que esta página no conoce (¿recargarla?)")
        }
        FileProblem::Unknown(s) => format!("«{s}» no es un registro"),
        FileProblem::Fields(s) => format!("«{s}» tiene demasiados o muy pocos campos"),
        FileProblem::BadTime(s) => format!("«{s}» no es un tiempo"),
        FileProblem::BadHand(s) => format!("«{s}» no es una mano"),
        FileProblem::BadEstimate(s) => format!("«{s}» no es una estimación en segundos"),
        FileProblem::BadTechniques(s) => format!("«{s}» no es una lista de técnicas"),
        FileProblem::BadLimit(s) => format!("«{s}» no es un tiempo límite (de 10 a 600\u{a0}s)"),
        FileProblem::BadResult(s) => format!("«{s}» no es ni un tiempo ni «miss»"),
        FileProblem::TooMany => "tiene demasiadas manos".to_string(),
    },
};

pub const SHEET: SheetText = SheetText {
    print_worksheet: "Imprimir ficha",
    worksheet: "Ficha",
    controls: "Ajustes de la ficha",
    count: "Manos",
    paper: "Papel",
    papers: ["A4", "Carta"],
    new_sheet: "Otra ficha",
    print: "Imprimir",
    back: "Volver al juego",
    homework: "Poner como tarea",
    title: |count, size, target| format!("{count} manos de {size} cartas: llega a {target}"),
    instructions: "Usa cada número de una mano exactamente una vez, con + − × ÷ y paréntesis.",
    name: "Nombre:",
    date: "Fecha:",
    hand: |n| format!("Mano {n}"),
    answers: "Solucionario",
    hand_column: "Mano",
    one_solution: "Una solución",
    distinct: "Soluciones distintas",
    dealing: "Repartiendo las manos…",
    short: |found, asked| {
        format!("Solo se encontraron {found} de las {asked} manos: hay pocas manos de este tipo.")
    },
    reopen: "Abrir de nuevo esta ficha:",
    reopen_qr: "Código QR que abre de nuevo esta ficha",
    card_values: "Valor de las cartas:",
    key_note: "Soluciones: solo en el enlace con el que se hizo esta ficha; el enlace y el código QR impresos en ella abren solo las manos.",
    size_capped: |max| format!("Las fichas tienen como máximo {max} cartas por mano."),
    seed: |seed| format!("Ficha {seed}"),
};
