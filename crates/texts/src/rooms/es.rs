//! Rooms in Spanish.

use super::{ChallengeText, ReportText, RoomsText};
use protocol::room::nickname::Problem as NickProblem;
use protocol::room::settings::Problem as SettingsProblem;
use protocol::room::{CloseReason, EndReason, ErrorKind};

pub const ROOMS: RoomsText = RoomsText {
    rooms: "Salas",
    intro: "Juega al 24 en directo con amigos o con la clase: todos reciben la misma mano al mismo tiempo, y quien la resuelve antes se lleva más puntos.",
    nickname: "Tu apodo",
    host_heading: "Crear una sala",
    rounds: "Rondas",
    cards: "Cartas por mano",
    time_limit: "Tiempo por ronda",
    no_limit: "Sin límite",
    create: "Crear sala",
    join_heading: "Unirse a una sala",
    code: "Código de sala",
    join: "Unirse",
    join_link: "Enlace para unirse",
    copy_link: "Copiar enlace",
    qr: "Código QR del enlace para unirse",
    scan: "Escanea para unirte",
    projector: "Vista para proyector",
    players: "Jugadores",
    host: "anfitrión",
    you: "tú",
    away: "reconectando",
    settings: "Ajustes de la partida",
    start: "Empezar partida",
    waiting: "Esperando a que el anfitrión empiece la partida…",
    leave: "Salir de la sala",
    leave_ask: "¿Salir de esta sala? Perderás tu puesto y tus puntos.",
    leave_ask_host: "¿Salir de esta sala? Perderás tu puesto y tus puntos, y otro jugador será el anfitrión.",
    stay: "Quedarme",
    host_only: "Ser anfitrión sin jugar",
    hosting_only: "Eres el anfitrión de esta sala sin jugar.",
    remove: "Expulsar",
    remove_block: "Expulsar y bloquear el apodo",
    cancel: "Cancelar",
    lock: "Cerrar la sala: no entran jugadores nuevos",
    late_join: "Se puede entrar con la partida empezada",
    generated_names: "Los jugadores usan un nombre generado (un animal y un adjetivo)",
    pick_name: "O elige un nombre:",
    other_names: "Otros nombres",
    removed: "El anfitrión te ha expulsado de la sala.",
    scoring: "Puntuación",
    scorings: ["Por rapidez (3 al primero, 1 al resto)", "Por acierto (1 por cada respuesta correcta)", "Sin reloj (1 por cada respuesta correcta)"],
    solved_mark: "resuelta",
    ranking: "Clasificación en el proyector",
    rankings: ["Visible", "Oculta hasta el final", "Siempre oculta"],
    time_left: "Tiempo restante",
    time: "Tiempo",
    end_round: "Terminar ronda",
    next_round: "Siguiente ronda",
    scoreboard: "Marcador",
    player: "Jugador",
    points: "Puntos",
    this_round: "Esta ronda",
    unsolved: "aún no",
    results: "Clasificación final",
    place: "Puesto",
    play_again: "Jugar otra vez",
    connecting: "Conectando con el servidor de salas…",
    reconnecting: "Reconectando…",
    unavailable: "Las salas necesitan el servidor de salas, y este sitio funciona sin él. Todo lo demás de la página funciona como siempre.",
    gave_up: "Se perdió la conexión con la sala.",
    try_again: "Reintentar",
    elsewhere: "Tu puesto en esta sala está abierto ahora en otra pestaña.",
    reload: "El servidor tiene una versión más nueva de 24: recarga la página para jugar.",
    too_long: "Esa respuesta es demasiado larga para enviarla.",
    gone: "Esa sala, o tu puesto en ella, ya no existe.",
    you_host: "Ahora eres el anfitrión.",
    seconds: |s| format!("{s}\u{a0}s"),
    round: |of| ("Ronda ".to_string(), format!(" de {of}")),
    make: |target| format!("Llega a {target}"),
    solved: |s, points| match points {
        1 => format!("Resuelta en {s}\u{a0}s: 1 punto"),
        n => format!("Resuelta en {s}\u{a0}s: {n} puntos"),
    },
    solved_points: |points| match points {
        1 => "Resuelta: 1 punto".to_string(),
        n => format!("Resuelta: {n} puntos"),
    },
    solutions: |n| match n {
        1 => "La solución".to_string(),
        n => format!("Las {n} soluciones"),
    },
    next_in: |s| format!("Siguiente ronda en {s}\u{a0}s"),
    round_short: |n| format!("R{n}"),
    join_room: |code| format!("Unirse a la sala {code}"),
    remove_ask: |name| format!("¿Expulsar a {name} de la sala?"),
    extra_time: |name| format!("Tiempo extra para {name}"),
    extra_choices: ["×1", "×1,5", "×2"],
    extra_note: |times| format!("Tu tiempo extra: {times}"),
    host_now: |name| format!("{name} es ahora el anfitrión."),
    bad_code: |text| {
        format!("«{text}» no es un código de sala: seis letras y cifras, como K7M2QX.")
    },
    bad_target: |text| format!("«{text}» no es un número que pueda ser el objetivo."),
    error,
    nickname_problem: |p| match p {
        NickProblem::Empty => "Elige primero un apodo.",
        NickProblem::TooLong => "Un apodo tiene como máximo 20 caracteres.",
        NickProblem::NotText => "Un apodo no puede tener caracteres de control ni invisibles.",
    },
    settings_problem: |p| match p {
        SettingsProblem::Rounds => "Una partida tiene de 1 a 30 rondas.",
        SettingsProblem::HandSize => "Una mano tiene de 2 a 6 cartas.",
        SettingsProblem::Target => "Las partes del objetivo no pueden pasar de 10.000.",
        SettingsProblem::TimeLimit => "Una ronda dura 30, 60 o 120 segundos, o no tiene límite.",
        SettingsProblem::Cards => "Un desafío tiene de 1 a 30 cartas.",
        SettingsProblem::Decoys => "Las trampas son 1 de cada 4, 6, 8 o 12 cartas, o ninguna.",
        SettingsProblem::FinalSize => "Una final tiene de 2 a 8 jugadores.",
        SettingsProblem::Teams => "Una sala se divide en 2 a 6 equipos, o en ninguno.",
    },
    closed: |why| match why {
        CloseReason::Idle => "La sala se cerró tras 30 minutos sin actividad.",
        CloseReason::Restarting => "El servidor se está reiniciando; la página volverá a conectarse.",
    },
    ended: |why| match why {
        EndReason::AllSolved => "Todos la han resuelto.",
        EndReason::TimeUp => "Se acabó el tiempo.",
        EndReason::Host => "El anfitrión terminó la ronda.",
        EndReason::Taken => "Alguien se llevó la carta.",
        EndReason::AllOut => "Todos quedaron fuera de esta carta.",
    },
    report: ReportText {
        heading: "Informe de la partida",
        note: "Solo tú, como anfitrión, ves este informe: ni los jugadores ni la vista para proyector muestran los intentos fallidos de nadie. Se actualiza al final de cada ronda y dura lo que dure esta página, así que descárgalo para conservarlo.",
        by_player: "Por jugador",
        by_round: "Por ronda",
        hand: "Mano",
        level: "Nivel",
        solved: "Resuelta",
        median: "Tiempo mediano",
        first: "Primero en resolver",
        wrong: "Intentos fallidos",
        round: "Ronda",
        target: "Objetivo",
        seconds: "Segundos",
        answer: "Respuesta",
        solution: "N.º de solución",
        solutions: "Soluciones",
        yes: "sí",
        no: "no",
        absent: "ausente",
        csv: "Descargar CSV",
        print: "Imprimir informe",
        share: |a, b| format!("{a} de {b}"),
        which: |w, of| format!("solución {w} de {of}"),
    },
    challenge: ChallengeText {
        mode: "Modo de juego",
        modes: ["Rondas con tiempo", "Desafío 24"],
        cards: "Cartas de la partida",
        decoys: "Cartas trampa (sin solución)",
        no_decoys: "Ninguna",
        decoy_share: |n| format!("1 de cada {n}"),
        final_size: "Jugadores en la final",
        rules_heading: "Cómo se juega el Desafío 24",
        rules: "Se juega una carta cada vez; vale 1, 2 o 3 puntos según su dificultad, que indican los puntos dibujados en la carta. La primera respuesta correcta se lleva la carta. Algunas cartas son trampas sin solución: se la lleva quien diga primero «Sin solución», pero decirlo ante una carta con solución te deja fuera de esa carta. Gana quien sume más puntos, y los mejores juegan la final.",
        no_solution: "Sin solución",
        locked_out: "Te equivocaste: esta carta tiene solución. Quedas fuera de esta carta.",
        out_mark: "fuera",
        card: |of| ("Carta ".to_string(), format!(" de {of}")),
        points: |n| match n {
            1 => "Vale 1 punto".to_string(),
            n => format!("Vale {n} puntos"),
        },
        took: |name| format!("{name} se llevó la carta con"),
        called: |name| format!("{name} dijo «Sin solución» y se llevó la carta."),
        decoy: "Esta carta no tiene solución: era una trampa.",
        final_game: "Final",
        start_final: |n| format!("Empezar la final (los {n} mejores)"),
        watching_final: "Ves la final: la juegan los mejores.",
        teams: "Equipos",
        no_teams: "Sin equipos",
        team: |n| format!("Equipo {n}"),
        team_of: |name| format!("Equipo de {name}"),
        deal_teams: "Repartir los equipos de nuevo",
        per_member: "Puntos por jugador",
        team_head: "Equipo",
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
        | ErrorKind::BadSettings => "Esta página y el servidor no van a la par: recarga la página.",
        ErrorKind::NoSuchRoom => {
            "No hay ninguna sala con ese código. Compruébalo con el anfitrión."
        }
        ErrorKind::NicknameTaken => "Alguien en esta sala ya tiene ese apodo: elige otro.",
        ErrorKind::RoomFull => "Esta sala está llena.",
        ErrorKind::WatchersFull => "Esta sala ya tiene todas las vistas para proyector que admite.",
        ErrorKind::TooManyRooms => {
            "El servidor no admite más salas ahora mismo. Inténtalo más tarde."
        }
        ErrorKind::TooManyGuesses => {
            "Demasiados códigos probados: espera un minuto y vuelve a intentarlo."
        }
        ErrorKind::SeatGone => "Tu puesto en esta sala ya no existe.",
        ErrorKind::NotHost => "Solo el anfitrión puede hacer eso.",
        ErrorKind::NotNow => "Eso no se puede hacer en este momento de la partida.",
        ErrorKind::NoHand => {
            "No salió ninguna mano de esa dificultad. Elige otra dificultad u otro objetivo."
        }
        ErrorKind::AlreadySolved => "Ya has resuelto esta ronda.",
        ErrorKind::TooFast => "Demasiado rápido: se descartó uno de tus mensajes.",
        ErrorKind::Locked => "Esta sala está cerrada: el anfitrión no admite jugadores nuevos.",
        ErrorKind::LateJoinOff => "La partida de esta sala ya ha empezado y no admite jugadores que lleguen tarde.",
        ErrorKind::Blocked => "El anfitrión expulsó de esta sala a un jugador con ese apodo.",
        ErrorKind::NotGenerated => "Esta sala solo admite nombres generados: elige uno de los que hay bajo el campo.",
        ErrorKind::LockedOut => "Tu error te dejó fuera de esta carta: espera a la siguiente.",
    }
}
