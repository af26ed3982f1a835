//! Play mode in Spanish.

use super::{PlayText, WorldText};

pub const PLAY: PlayText = PlayText {
    play: "Jugar",
    table: "Cartas en la mesa",
    operations: "Operaciones",
    op_names: ["Sumar", "Restar", "Multiplicar", "Dividir"],
    undo: "Deshacer",
    reset: "Reiniciar",
    attempt: "Escribe una respuesta",
    check: "Comprobar",
    no_solution: "Sin solución",
    hint: "Pista",
    reveal: "Ver solución",
    next: "Otra mano",
    daily: "Mano del día",
    time: "Tiempo",
    challenge: "Reta a un amigo",
    bests: "Récords personales",
    reset_bests: "Borrar récords",
    all_found: "¡Todas encontradas!",
    keys_help: "Teclado: 1–6 eligen una carta de la mesa, + − * / una operación, Retroceso deshace, Esc cancela la selección.",
    found: |n, of| format!("Correcto: solución {n} de {of}"),
    again: |n, of| format!("Otra vez la solución {n} de {of}: ya la habías encontrado"),
    tally: |found, of| format!("{found} de {of} encontradas"),
    wrong: |value, target| format!("= {value}, no {target}"),
    not_in_hand: |q| format!("{q} no está en la mano"),
    used_twice: |q| format!("{q} se usa más veces de las que hay en la mano"),
    missing: |q| format!("Falta {q}: usa cada carta una vez"),
    division_by_zero: "No se puede dividir entre cero",
    fraction: |what| format!("Solo enteros: {what} no es entero"),
    too_large: "Ese valor es demasiado grande para calcularlo con exactitud",
    syntax: |at| format!("No se entiende a partir del carácter {at}"),
    no_solution_right: "Correcto: esta mano no tiene solución",
    no_solution_wrong: "Pues no: esta mano tiene solución. ¡Sigue buscando!",
    hint_count: |count| match count {
        0 => "Esta mano no tiene solución".to_string(),
        1 => "Se puede resolver de una sola forma".to_string(),
        n => format!("Se puede resolver de {n} formas distintas"),
    },
    hint_pair: |a, b| format!("Empieza con {a} y {b}"),
    hint_step: |step| format!("Calcula {step}"),
    hint_goal: |value, from| match from {
        [] => format!("Luego llega a {value}"),
        [one] => format!("Luego llega a {value} con {one}"),
        [rest @ .., last] => format!("Luego llega a {value} con {} y {last}", rest.join(", ")),
    },
    hint_last: "Esa es la respuesta completa",
    beat: |s| format!("Supera {s}\u{a0}s"),
    solved_in: |s| format!("Resuelta en {s}\u{a0}s"),
    score: |score, streak| format!("Puntos {score} · racha {streak}"),
    fastest: |s| format!("Mejor tiempo: {s}\u{a0}s"),
    solved_by_level: "Resueltas por dificultad",
    unrated: "Sin clasificar",
    blank: "Escribe primero una respuesta",
    seconds: |s| format!("{s}\u{a0}s"),
    deal_hand: "Repartir una mano",
    beat_by: |theirs, by| format!("¡Has superado los {theirs}\u{a0}s por {by}\u{a0}s!"),
    missed_by: |by| format!("Te faltaron {by}\u{a0}s"),
    tied: |s| format!("Empate a {s}\u{a0}s"),
    rematch: "Pedir la revancha",
    shared: |s, hints| match hints {
        0 => format!("Resuelta en {s}\u{a0}s, sin pistas"),
        1 => format!("Resuelta en {s}\u{a0}s con 1 pista"),
        n => format!("Resuelta en {s}\u{a0}s con {n} pistas"),
    },
    daily_label: |month, day| {
        const MONTHS: [&str; 12] = [
            "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic",
        ];
        let name = MONTHS[(month.clamp(1, 12) - 1) as usize];
        format!("Mano del día · {day} {name}")
    },
    daily_done: "Hecha",
    next_daily: |minutes| match (minutes / 60, minutes % 60) {
        (0, m) => format!("Próxima mano del día en {m}\u{a0}min"),
        (h, 0) => format!("Próxima mano del día en {h}\u{a0}h"),
        (h, m) => format!("Próxima mano del día en {h}\u{a0}h {m}\u{a0}min"),
    },
    daily_stats: "Manos del día",
    daily_figures: ["Jugadas", "Resueltas", "Racha", "Mejor racha", "Tiempo medio"],
    called: |n| format!("«Sin solución» acertado: {n}"),
    reset_ask: "¿Olvidar todos los récords y el historial diario?",
    reset_yes: "Olvidarlos",
    reset_no: "Conservarlos",
    export: "Guardar en un archivo",
    import: "Cargar de un archivo",
    sound: "Sonido",
};

pub const WORLD: WorldText = WorldText {
    comparing: "Comparando tu tiempo con el del resto del mundo…",
    standing: |time, percent, others, written| match others {
        1 => format!("{time}: más rápido que el {percent} del otro jugador de hoy"),
        _ => format!("{time}: más rápido que el {percent} de los otros {written} jugadores de hoy"),
    },
    first: |time| format!("{time}: la primera solución de hoy"),
    solved_share: |percent| format!("El {percent} de los jugadores de hoy la resolvió."),
    first_counts: "Solo cuenta tu primera solución de hoy.",
    chart: "Tiempos de hoy (segundos)",
    range: |from, to| match (from, to) {
        (None, Some(to)) => format!("menos de {to}\u{a0}s"),
        (Some(from), Some(to)) => format!("{from}–{to}\u{a0}s"),
        (Some(from), None) => format!("{from}\u{a0}s o más"),
        (None, None) => String::new(),
    },
    bar: |range, n, written| match n {
        1 => format!("{range}: 1 solución"),
        _ => format!("{range}: {written} soluciones"),
    },
    you: "tú",
    yesterday: |players, written, percent, median| {
        let players = match players {
            1 => "1 jugador".to_string(),
            _ => format!("{written} jugadores"),
        };
        match median {
            Some(median) => format!("Ayer: {players}, el {percent} la resolvió, tiempo mediano {median}."),
            None => format!("Ayer: {players}, el {percent} la resolvió."),
        }
    },
    needs_server: "Para comparar tu tiempo con el mundo hace falta el servidor de 24: esta copia de la página funciona sola.",
    lost: "El servidor no responde: comprueba la conexión. Tu tiempo queda guardado en este navegador.",
    unavailable: "Ahora no se puede acceder a los resultados del mundo. Tu tiempo queda guardado en este navegador.",
    not_started: "No cuenta: el servidor no vio empezar el reloj de esta mano.",
    not_today: "No cuenta: esta mano ya no es la de hoy en ningún lugar.",
    refused: "No cuenta: el servidor no aceptó esta solución.",
};
