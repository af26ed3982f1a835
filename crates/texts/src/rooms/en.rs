//! Rooms in English.

use super::{ReportText, RoomsText};
use protocol::room::nickname::Problem as NickProblem;
use protocol::room::settings::Problem as SettingsProblem;
use protocol::room::{CloseReason, EndReason, ErrorKind};

pub const ROOMS: RoomsText = RoomsText {
    rooms: "Rooms",
    intro: "Play 24 live with friends or a class: everyone gets the same hand at the same moment, and the first to solve it scores most.",
    nickname: "Your nickname",
    host_heading: "Host a room",
    rounds: "Rounds",
    cards: "Cards per hand",
    time_limit: "Time per round",
    no_limit: "No limit",
    create: "Create room",
    join_heading: "Join a room",
    code: "Room code",
    join: "Join",
    join_link: "Join link",
    copy_link: "Copy link",
    qr: "QR code of the join link",
    scan: "Scan to join",
    projector: "Projector view",
    players: "Players",
    host: "host",
    you: "you",
    away: "reconnecting",
    settings: "Game settings",
    start: "Start game",
    waiting: "Waiting for the host to start the game…",
    leave: "Leave room",
    leave_ask: "Leave this room? Your seat and your points will be given up.",
    leave_ask_host: "Leave this room? Your seat and your points will be given up, and another player will host it.",
    stay: "Stay",
    host_only: "Host without playing",
    hosting_only: "You host this room without playing.",
    remove: "Remove",
    remove_block: "Remove and block the nickname",
    cancel: "Cancel",
    lock: "Lock the room: no new players",
    late_join: "Players may join a game under way",
    generated_names: "Players take a generated name (an adjective and an animal)",
    pick_name: "Or take a name:",
    other_names: "Other names",
    removed: "The host removed you from the room.",
    scoring: "Scoring",
    scorings: ["By speed (3 to the first, 1 to the rest)", "By accuracy (1 for every correct answer)", "No clock (1 for every correct answer)"],
    solved_mark: "solved",
    ranking: "Ranking on the projector",
    rankings: ["Shown", "Hidden until the end", "Never shown"],
    time_left: "Time left",
    time: "Time",
    end_round: "End round",
    next_round: "Next round",
    scoreboard: "Scoreboard",
    player: "Player",
    points: "Points",
    this_round: "This round",
    unsolved: "not yet",
    results: "Final standings",
    place: "Place",
    play_again: "Play again",
    connecting: "Connecting to the room server…",
    reconnecting: "Reconnecting…",
    unavailable: "Rooms need the Rooms server, and this site runs without it. Everything else on the page works as usual.",
    gave_up: "The connection to the room was lost.",
    try_again: "Try again",
    elsewhere: "Your seat in this room is now open in another tab.",
    reload: "The server runs a newer version of 24: reload the page to play.",
    too_long: "That answer is too long to send.",
    gone: "That room, or your seat in it, is gone.",
    you_host: "You are the host now.",
    seconds: |s| format!("{s}\u{a0}s"),
    round: |of| ("Round ".to_string(), format!(" of {of}")),
    make: |target| format!("Make {target}"),
    solved: |s, points| match points {
        1 => format!("Solved in {s}\u{a0}s: 1 point"),
        n => format!("Solved in {s}\u{a0}s: {n} points"),
    },
    solved_points: |points| match points {
        1 => "Solved: 1 point".to_string(),
        n => format!("Solved: {n} points"),
    },
    solutions: |n| match n {
        1 => "The solution".to_string(),
        n => format!("All {n} solutions"),
    },
    next_in: |s| format!("Next round in {s}\u{a0}s"),
    round_short: |n| format!("R{n}"),
    join_room: |code| format!("Join room {code}"),
    remove_ask: |name| format!("Remove {name} from the room?"),
    extra_time: |name| format!("Extra time for {name}"),
    extra_choices: ["×1", "×1.5", "×2"],
    extra_note: |times| format!("Your extra time: {times}"),
    host_now: |name| format!("{name} is the host now."),
    bad_code: |text| format!("“{text}” is not a room code: six letters and digits, like K7M2QX."),
    bad_target: |text| format!("“{text}” is not a number the target can be."),
    error,
    nickname_problem: |p| match p {
        NickProblem::Empty => "Choose a nickname first.",
        NickProblem::TooLong => "A nickname has at most 20 characters.",
        NickProblem::NotText => "A nickname cannot have control or invisible characters.",
    },
    settings_problem: |p| match p {
        SettingsProblem::Rounds => "A game has 1 to 30 rounds.",
        SettingsProblem::HandSize => "A hand has 2 to 6 cards.",
        SettingsProblem::Target => "The target’s parts must be within 10,000.",
        SettingsProblem::TimeLimit => "A round lasts 30, 60 or 120 seconds, or has no limit.",
    },
    closed: |why| match why {
        CloseReason::Idle => "The room closed after 30 minutes without play.",
        CloseReason::Restarting => "The server is restarting; the page will reconnect.",
    },
    ended: |why| match why {
        EndReason::AllSolved => "Everyone solved it.",
        EndReason::TimeUp => "Time is up.",
        EndReason::Host => "The host ended the round.",
    },
    report: ReportText {
        heading: "Game report",
        note: "Only you, the host, see this report: players and the projector never show anyone’s wrong tries. It is updated at the end of each round and lasts as long as this page, so download it to keep it.",
        by_player: "By player",
        by_round: "By round",
        hand: "Hand",
        level: "Level",
        solved: "Solved",
        median: "Median time",
        first: "First to solve",
        wrong: "Wrong tries",
        round: "Round",
        target: "Target",
        seconds: "Seconds",
        answer: "Answer",
        solution: "Solution no.",
        solutions: "Solutions",
        yes: "yes",
        no: "no",
        absent: "not seated",
        csv: "Download CSV",
        print: "Print report",
        share: |a, b| format!("{a} of {b}"),
        which: |w, of| format!("solution {w} of {of}"),
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
        | ErrorKind::BadSettings => "This page and the server are out of step: reload the page.",
        ErrorKind::NoSuchRoom => "No room has that code. Check it with the host.",
        ErrorKind::NicknameTaken => {
            "Someone in this room already has that nickname: choose another."
        }
        ErrorKind::RoomFull => "This room is full.",
        ErrorKind::WatchersFull => "This room has as many projector views as it can show.",
        ErrorKind::TooManyRooms => "The server cannot open more rooms right now. Try again later.",
        ErrorKind::TooManyGuesses => "Too many codes tried: wait a minute, then try again.",
        ErrorKind::SeatGone => "Your seat in this room is gone.",
        ErrorKind::NotHost => "Only the host can do that.",
        ErrorKind::NotNow => "That cannot be done at this point of the game.",
        ErrorKind::NoHand => {
            "No hand of that difficulty came up. Choose another difficulty or target."
        }
        ErrorKind::AlreadySolved => "You have solved this round already.",
        ErrorKind::TooFast => "Too fast: one of your messages was dropped.",
        ErrorKind::Locked => "This room is locked: the host takes no new players.",
        ErrorKind::LateJoinOff => "This room’s game has started, and it takes no late players.",
        ErrorKind::Blocked => "The host removed a player of that nickname from this room.",
        ErrorKind::NotGenerated => "This room takes generated names only: pick one of the names under the field.",
    }
}
