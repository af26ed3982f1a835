//! Rooms in Korean.

use super::{ReportText, RoomsText};
use crate::ko::particle;
use protocol::room::nickname::Problem as NickProblem;
use protocol::room::settings::Problem as SettingsProblem;
use protocol::room::{CloseReason, EndReason, ErrorKind};

pub const ROOMS: RoomsText = RoomsText {
    rooms: "방",
    intro: "친구나 반 친구들과 24를 실시간으로 겨뤄 보세요. 모두가 같은 순간에 같은 패를 받고, 가장 먼저 푼 사람이 가장 많은 점수를 얻습니다.",
    nickname: "닉네임",
    host_heading: "방 만들기",
    rounds: "라운드 수",
    cards: "패당 카드 수",
    time_limit: "라운드당 시간",
    no_limit: "제한 없음",
    create: "방 만들기",
    join_heading: "방 참가하기",
    code: "방 코드",
    join: "참가",
    join_link: "참가 링크",
    copy_link: "링크 복사",
    qr: "참가 링크 QR 코드",
    scan: "스캔해서 참가",
    projector: "프로젝터 화면",
    players: "참가자",
    host: "방장",
    you: "나",
    away: "다시 연결 중",
    settings: "게임 설정",
    start: "게임 시작",
    waiting: "방장이 게임을 시작하기를 기다리는 중…",
    leave: "방 나가기",
    leave_ask: "이 방을 나갈까요? 내 자리와 점수가 사라집니다.",
    leave_ask_host: "이 방을 나갈까요? 내 자리와 점수가 사라지고, 다른 플레이어가 방장이 됩니다.",
    stay: "남아 있기",
    host_only: "게임에 참여하지 않고 진행만 하기",
    hosting_only: "나는 게임에 참여하지 않고 이 방을 진행하고 있습니다.",
    remove: "내보내기",
    remove_block: "내보내고 이 닉네임 차단하기",
    cancel: "취소",
    lock: "방 잠그기: 새 플레이어를 받지 않음",
    late_join: "게임 중에도 참가 허용",
    generated_names: "참가자는 자동으로 만든 이름(형용사와 동물)을 사용",
    pick_name: "또는 이름 고르기:",
    other_names: "다른 이름",
    removed: "방장이 나를 방에서 내보냈습니다.",
    scoring: "점수 방식",
    scorings: ["속도 (처음 맞힌 사람 3점, 나머지 1점)", "정확도 (맞힐 때마다 1점)", "시간 제한 없음 (맞힐 때마다 1점)"],
    solved_mark: "해결",
    ranking: "프로젝터의 순위",
    rankings: ["보이기", "끝날 때까지 숨기기", "보이지 않기"],
    time_left: "남은 시간",
    time: "경과 시간",
    end_round: "라운드 끝내기",
    next_round: "다음 라운드",
    scoreboard: "점수판",
    player: "참가자",
    points: "점수",
    this_round: "이번 라운드",
    unsolved: "아직",
    results: "최종 순위",
    place: "순위",
    play_again: "다시 하기",
    connecting: "방 서버에 연결하는 중…",
    reconnecting: "다시 연결하는 중…",
    unavailable: "방 기능에는 방 서버가 필요한데, 이 사이트는 방 서버 없이 운영됩니다. 페이지의 나머지 기능은 평소처럼 쓸 수 있습니다.",
    gave_up: "방과의 연결이 끊겼습니다.",
    try_again: "다시 시도",
    elsewhere: "이 방의 내 자리가 지금 다른 탭에서 열려 있습니다.",
    reload: "서버에서 더 새로운 버전의 24가 돌아가고 있습니다. 페이지를 새로고침하세요.",
    too_long: "답이 너무 길어서 보낼 수 없습니다.",
    gone: "그 방, 또는 그 방의 내 자리가 없어졌습니다.",
    you_host: "이제 내가 방장입니다.",
    seconds: |s| format!("{s}초"),
    round: |of| ("라운드 ".to_string(), format!(" / {of}")),
    make: |target| format!("{target} 만들기"),
    solved: |s, points| format!("{s}초 만에 정답: {points}점"),
    solved_points: |points| format!("해결: {points}점"),
    solutions: |n| match n {
        1 => "해답".to_string(),
        n => format!("해답 {n}가지 전부"),
    },
    next_in: |s| format!("{s}초 후 다음 라운드"),
    round_short: |n| format!("{n}R"),
    join_room: |code| format!("{code} 방에 참가"),
    remove_ask: |name| format!("{name} 님을 방에서 내보낼까요?"),
    extra_time: |name| format!("{name} 님의 추가 시간"),
    extra_choices: ["×1", "×1.5", "×2"],
    extra_note: |times| format!("내 추가 시간: {times}"),
    host_now: |name| format!("이제 {name} 님이 방장입니다."),
    bad_code: |text| {
        format!(
            "“{text}”{} 방 코드가 아닙니다. K7M2QX처럼 영문자와 숫자 6자입니다.",
            particle(text, "은", "는")
        )
    },
    bad_target: |text| {
        format!(
            "“{text}”{} 목표가 될 수 있는 수가 아닙니다.",
            particle(text, "은", "는")
        )
    },
    error,
    nickname_problem: |p| match p {
        NickProblem::Empty => "먼저 닉네임을 정하세요.",
        NickProblem::TooLong => "닉네임은 20자까지입니다.",
        NickProblem::NotText => "닉네임에는 제어 문자나 보이지 않는 문자를 쓸 수 없습니다.",
    },
    settings_problem: |p| match p {
        SettingsProblem::Rounds => "한 게임은 1~30라운드입니다.",
        SettingsProblem::HandSize => "패는 2~6장입니다.",
        SettingsProblem::Target => "목표의 분자와 분모는 10,000 이내여야 합니다.",
        SettingsProblem::TimeLimit => "라운드 시간은 30, 60, 120초 또는 제한 없음입니다.",
    },
    closed: |why| match why {
        CloseReason::Idle => "30분 동안 플레이가 없어 방이 닫혔습니다.",
        CloseReason::Restarting => "서버를 다시 시작하는 중입니다. 페이지가 자동으로 다시 연결됩니다.",
    },
    ended: |why| match why {
        EndReason::AllSolved => "모두 풀었습니다.",
        EndReason::TimeUp => "시간이 다 됐습니다.",
        EndReason::Host => "방장이 라운드를 끝냈습니다.",
    },
    report: ReportText {
        heading: "게임 보고서",
        note: "이 보고서는 방장인 나에게만 보입니다. 다른 참가자와 프로젝터 화면에는 누구의 오답도 표시되지 않습니다. 라운드가 끝날 때마다 갱신되고 이 페이지를 닫으면 사라지므로, 보관하려면 내려받으세요.",
        by_player: "참가자별",
        by_round: "라운드별",
        hand: "패",
        level: "난이도",
        solved: "해결",
        median: "시간 중앙값",
        first: "처음 해결",
        wrong: "오답 수",
        round: "라운드",
        target: "목표",
        seconds: "초",
        answer: "답",
        solution: "해답 번호",
        solutions: "해답 수",
        yes: "예",
        no: "아니요",
        absent: "불참",
        csv: "CSV 내려받기",
        print: "보고서 인쇄",
        share: |a, b| format!("{a}/{b}"),
        which: |w, of| format!("해답 {of}개 중 {w}번"),
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
        | ErrorKind::BadSettings => "이 페이지와 서버가 맞지 않습니다. 페이지를 새로고침하세요.",
        ErrorKind::NoSuchRoom => "그 코드의 방이 없습니다. 방장에게 확인하세요.",
        ErrorKind::NicknameTaken => "이 방에 이미 같은 닉네임이 있습니다. 다른 닉네임을 고르세요.",
        ErrorKind::RoomFull => "이 방은 꽉 찼습니다.",
        ErrorKind::WatchersFull => "이 방은 프로젝터 화면을 더 열 수 없습니다.",
        ErrorKind::TooManyRooms => "지금은 서버에서 방을 더 만들 수 없습니다. 나중에 다시 시도하세요.",
        ErrorKind::TooManyGuesses => "코드를 너무 많이 시도했습니다. 1분 뒤에 다시 시도하세요.",
        ErrorKind::SeatGone => "이 방의 내 자리가 없어졌습니다.",
        ErrorKind::NotHost => "방장만 할 수 있습니다.",
        ErrorKind::NotNow => "게임의 지금 단계에서는 할 수 없습니다.",
        ErrorKind::NoHand => "그 난이도의 패가 나오지 않았습니다. 다른 난이도나 목표를 고르세요.",
        ErrorKind::AlreadySolved => "이번 라운드는 이미 풀었습니다.",
        ErrorKind::TooFast => "너무 빠릅니다. 메시지 하나가 버려졌습니다.",
        ErrorKind::Locked => "이 방은 잠겨 있어 새 플레이어가 들어갈 수 없습니다.",
        ErrorKind::LateJoinOff => "이 방의 게임은 이미 시작되어 중간에 참가할 수 없습니다.",
        ErrorKind::Blocked => "방장이 이 닉네임의 플레이어를 이 방에서 내보냈습니다.",
        ErrorKind::NotGenerated => "이 방은 자동으로 만든 이름만 받습니다. 입력란 아래의 이름 중에서 고르세요.",
    }
}
