//! Play mode in Korean.

use super::{PlayText, WorldText};
use crate::ko::particle;

pub const PLAY: PlayText = PlayText {
    play: "플레이",
    table: "테이블 위의 카드",
    operations: "연산",
    op_names: ["더하기", "빼기", "곱하기", "나누기"],
    undo: "되돌리기",
    reset: "처음부터",
    attempt: "답 입력",
    check: "확인",
    no_solution: "해답 없음",
    hint: "힌트",
    reveal: "답 보기",
    next: "다음 패",
    daily: "오늘의 패",
    time: "시간",
    challenge: "친구에게 도전하기",
    bests: "개인 최고 기록",
    reset_bests: "기록 지우기",
    all_found: "모두 찾았습니다!",
    keys_help:
        "키보드: 1–6은 테이블의 카드, + − * /는 연산, Backspace는 되돌리기, Esc는 선택 해제.",
    found: |n, of| format!("정답: {of}가지 중 {n}번째 해답"),
    again: |n, of| format!("{of}가지 중 {n}번째 해답: 이미 찾은 해답입니다"),
    tally: |found, of| format!("{of}가지 중 {found}가지 찾음"),
    wrong: |value, target| {
        format!(
            "= {value}, {target}{} 아닙니다",
            particle(target, "이", "가")
        )
    },
    not_in_hand: |q| format!("{q}{} 패에 없습니다", particle(q, "은", "는")),
    used_twice: |q| {
        format!(
            "{q}{} 패에 있는 것보다 많이 썼습니다",
            particle(q, "을", "를")
        )
    },
    missing: |q| {
        format!(
            "{q}{} 빠졌습니다: 모든 카드를 한 번씩 쓰세요",
            particle(q, "이", "가")
        )
    },
    division_by_zero: "0으로 나눌 수 없습니다",
    fraction: |what| {
        format!(
            "정수만 사용: {what}{} 정수가 아닙니다",
            particle(what, "은", "는")
        )
    },
    too_large: "값이 너무 커서 정확히 계산할 수 없습니다",
    syntax: |at| format!("{at}번째 글자를 읽을 수 없습니다"),
    no_solution_right: "맞습니다: 이 패는 해답이 없습니다",
    no_solution_wrong: "아닙니다: 이 패는 풀 수 있습니다. 계속 찾아보세요!",
    hint_count: |count| match count {
        0 => "이 패는 풀 수 없습니다".to_string(),
        n => format!("풀 수 있습니다: 서로 다른 방법 {n}가지"),
    },
    hint_pair: |a, b| format!("{a}{} {b}부터 시작하세요", particle(a, "과", "와")),
    hint_step: |step| format!("{step}{} 계산하세요", particle(step, "을", "를")),
    hint_goal: |value, from| {
        let from = from.join(", ");
        let by = particle(&from, "으로", "로");
        format!(
            "그다음 {from}{by} {value}{} 만드세요",
            particle(value, "을", "를")
        )
    },
    hint_last: "그게 답의 전부입니다",
    beat: |s| format!("{s}초 안에 풀어 보세요"),
    solved_in: |s| format!("{s}초 만에 풀었습니다"),
    score: |score, streak| format!("점수 {score} · 연속 {streak}"),
    fastest: |s| format!("최단 기록: {s}초"),
    solved_by_level: "난이도별로 푼 패",
    unrated: "등급 없음",
    blank: "먼저 답을 입력하세요",
    seconds: |s| format!("{s}초"),
    deal_hand: "패 돌리기",
    beat_by: |theirs, by| format!("{theirs}초보다 {by}초 빨랐습니다!"),
    missed_by: |by| format!("{by}초 차이로 놓쳤습니다"),
    tied: |s| format!("{s}초로 동점"),
    rematch: "재대결 보내기",
    shared: |s, hints| match hints {
        0 => format!("{s}초 만에 힌트 없이 풀었습니다"),
        n => format!("{s}초 만에 힌트 {n}개로 풀었습니다"),
    },
    daily_label: |month, day| format!("오늘의 패 · {month}월 {day}일"),
    daily_done: "완료",
    next_daily: |minutes| match (minutes / 60, minutes % 60) {
        (0, m) => format!("다음 ‘오늘의 패’까지 {m}분"),
        (h, 0) => format!("다음 ‘오늘의 패’까지 {h}시간"),
        (h, m) => format!("다음 ‘오늘의 패’까지 {h}시간 {m}분"),
    },
    daily_stats: "오늘의 패 기록",
    daily_figures: ["플레이", "성공", "연속", "최장 연속", "평균 시간"],
    called: |n| format!("‘해답 없음’을 맞힌 횟수: {n}"),
    reset_ask: "모든 최고 기록과 오늘의 패 기록을 지울까요?",
    reset_yes: "지우기",
    reset_no: "남겨 두기",
    export: "파일로 저장",
    import: "파일에서 불러오기",
    sound: "소리",
};

pub const WORLD: WorldText = WorldText {
    comparing: "전 세계 플레이어와 시간을 비교하는 중…",
    standing: |time, percent, _, written| format!("{time}: 오늘 다른 플레이어 {written}명 중 {percent}보다 빠릅니다"),
    first: |time| format!("{time}: 오늘 처음으로 풀었습니다"),
    solved_share: |percent| format!("오늘 플레이어의 {percent}가 풀었습니다."),
    first_counts: "오늘 처음 푼 기록만 인정됩니다.",
    chart: "오늘 푼 시간(초)",
    range: |from, to| match (from, to) {
        (None, Some(to)) => format!("{to}초 미만"),
        (Some(from), Some(to)) => format!("{from}–{to}초"),
        (Some(from), None) => format!("{from}초 이상"),
        (None, None) => String::new(),
    },
    bar: |range, _, written| format!("{range}: {written}명"),
    you: "나",
    yesterday: |_, written, percent, median| match median {
        Some(median) => format!("어제: {written}명 플레이, {percent} 성공, 중앙값 시간 {median}."),
        None => format!("어제: {written}명 플레이, {percent} 성공."),
    },
    needs_server: "전 세계와 시간을 비교하려면 24 서버가 필요합니다. 이 페이지는 서버 없이 실행 중입니다.",
    lost: "서버가 응답하지 않습니다. 연결을 확인하세요. 시간은 이 브라우저에 저장되어 있습니다.",
    unavailable: "지금은 전 세계 기록에 연결할 수 없습니다. 시간은 이 브라우저에 저장되어 있습니다.",
    not_started: "기록되지 않음: 서버가 이 패의 시간 측정 시작을 받지 못했습니다.",
    not_today: "기록되지 않음: 이 패는 이제 어디에서도 오늘의 패가 아닙니다.",
    refused: "기록되지 않음: 서버가 이 답을 받지 않았습니다.",
};
