//! Practice and the worksheet in Korean.

use super::{PracticeText, SheetText};
use crate::ko::particle;
use model::practice::file::FileProblem;

pub const PRACTICE: PracticeText = PracticeText {
    practice: "연습",
    intro: "나에게 맞춰 고른 패입니다. 제한 시간 안에 10번 중 7번쯤 풀 수 있도록 고릅니다. 놓친 패는 다음 연습에서 다시 나옵니다.",
    level: |s, grade| format!("내 수준: ‘{grade}’ 난이도의 패, 숙련자 기준 약 {s}초"),
    played: |n| format!("{n}판 플레이"),
    limit: "제한 시간",
    seconds: |s| format!("{s}초"),
    dealing: "패를 돌리는 중…",
    review: "전에 놓친 패",
    time_up: "시간이 다 됐습니다. 놓친 것으로 기록합니다. 계속 풀어 보거나 다음 패로 넘어가세요.",
    missed: "놓친 것으로 기록했습니다.",
    give_up: "답 보기",
    next: "다음 패",
    progress: "진행 상황",
    chart_title: "패마다 바뀐 내 수준",
    chart_x: "플레이한 패",
    chart_y: "수준(초)",
    chart_point: |n, s| format!("{n}번째 패 이후: {s}초"),
    table_caption: "기술별 성공률과 중앙값 시간",
    technique: "기술",
    hands: "패",
    solved: "시간 안에 풂",
    median: "중앙값 시간",
    techniques: ["분수", "큰 곱", "나눗셈", "음수"],
    all_hands: "전체 패",
    solved_of: |solved, hands, percent| format!("{hands}개 중 {solved}개 ({percent})"),
    hardest: "내가 푼 가장 어려운 패",
    hardest_line: |hand, grade, s, time| {
        format!("{hand}: {grade}, 숙련자 기준 약 {s}초. 내 기록 {time}초")
    },
    nothing_yet: "아직 플레이한 패가 없습니다. 진행 상황이 여기에 나타납니다.",
    data: "내 연습 데이터",
    data_note: "이 브라우저에만 저장됩니다. 안전하게 보관하거나 다른 브라우저로 옮기려면 내보내세요. 가져오면 파일의 패가 여기에 더해집니다.",
    export: "내보내기",
    import: "가져오기",
    wipe: "진행 상황 지우기",
    wipe_confirm: "플레이한 패를 모두 지울까요? 되돌릴 수 없습니다.",
    wipe_yes: "지우기",
    cancel: "취소",
    imported: |n| format!("패 {n}개를 가져왔습니다"),
    file_error: |line, problem| format!("그 파일은 가져올 수 없습니다. {line}번째 줄: {problem}"),
    file_problem: |p| match p {
        FileProblem::NotPractice => "연습 파일이 아닙니다".to_string(),
        FileProblem::Version(v) => {
            format!(
                "버전 {v}{} 이 페이지가 모르는 버전입니다(새로고침해 보세요)",
                particle(v, "은", "는")
            )
        }
        FileProblem::Unknown(s) => format!("“{s}”{} 기록이 아닙니다", particle(s, "은", "는")),
        FileProblem::Fields(s) => format!("“{s}”의 항목 수가 맞지 않습니다"),
        FileProblem::BadTime(s) => format!("“{s}”{} 시간이 아닙니다", particle(s, "은", "는")),
        FileProblem::BadHand(s) => format!("“{s}”{} 패가 아닙니다", particle(s, "은", "는")),
        FileProblem::BadEstimate(s) => {
            format!("“{s}”{} 초 단위 추정치가 아닙니다", particle(s, "은", "는"))
        }
        FileProblem::BadTechniques(s) => {
            format!("“{s}”{} 기술 목록이 아닙니다", particle(s, "은", "는"))
        }
        FileProblem::BadLimit(s) => {
            format!("“{s}”{} 제한 시간이 아닙니다(10~600초)", particle(s, "은", "는"))
        }
        FileProblem::BadResult(s) => {
            format!("“{s}”{} 시간도 “miss”도 아닙니다", particle(s, "은", "는"))
        }
        FileProblem::TooMany => "패가 너무 많습니다".to_string(),
    },
};

pub const SHEET: SheetText = SheetText {
    print_worksheet: "학습지 인쇄",
    worksheet: "학습지",
    controls: "학습지 설정",
    count: "문제 수",
    paper: "용지",
    papers: ["A4", "레터"],
    new_sheet: "새 학습지",
    print: "인쇄",
    back: "게임으로 돌아가기",
    homework: "숙제로 내기",
    title: |count, size, target| format!("{count}문제, 카드 {size}장씩: {target} 만들기"),
    instructions: "각 문제의 수를 모두 정확히 한 번씩, + − × ÷와 괄호로 쓰세요.",
    name: "이름:",
    date: "날짜:",
    hand: |n| format!("{n}번"),
    answers: "정답",
    hand_column: "문제",
    one_solution: "해답 예시",
    distinct: "서로 다른 해답 수",
    dealing: "문제를 만드는 중…",
    short: |found, asked| format!("{asked}문제 중 {found}문제만 찾았습니다. 이런 패는 드뭅니다."),
    reopen: "이 학습지 다시 열기:",
    reopen_qr: "이 학습지를 다시 여는 QR 코드",
    card_values: "카드 값:",
    key_note: "정답은 이 학습지를 만든 링크에서만 보입니다. 학습지에 인쇄된 링크와 QR 코드로는 문제만 열립니다.",
    size_capped: |max| format!("학습지는 문제당 카드가 최대 {max}장입니다."),
    seed: |seed| format!("학습지 {seed}"),
};
