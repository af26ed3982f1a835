//! 한국어 (Korean). Counts take their counters (장, 가지, 개, 초); quotations
//! take “ ”.

use super::{grade_index, named, show, Explore, Lang, Numbers, Text};
use model::link::{UrlProblem, MAX_SIZE, MAX_TARGETS, MIN_SIZE};
use model::notice::Notice;
use cards::Card;
use solver::{Error, Level, NumberProblem};

pub const TEXT: Text = Text {
    title: "24",
    page_title: "24 — 24를 만드는 본질적으로 다른 모든 방법",
    tagline: "모든 카드와 +\u{a0}−\u{a0}×\u{a0}÷로 목표 수를 만드세요. 본질적으로 다른 방법을 하나도 빠짐없이 정확하게.",
    hand: "내 패",
    controls: "옵션",
    deal: "카드 돌리기",
    only_solvable: "풀 수 있는 패만",
    size: "카드 수",
    target: "목표",
    no_parens: "괄호 없이",
    integers: "정수만 사용",
    faces: "그림 카드",
    faces_choices: ["J Q K = 11 12 13", "J Q K 모두 10", "그림 카드 없음 (A~10)"],
    copy: "링크 복사",
    clear: "비우기",
    language: "언어",
    theme: "테마",
    themes: ["자동", "라이트", "다크"],
    levels: "해답 세는 방식",
    distinct: "본질적 구분",
    strict: "엄격",
    solutions: "해답",
    steps: "계산 단계",
    pages: "해답 페이지",
    first_page: "처음",
    previous_page: "이전",
    next_page: "다음",
    last_page: "마지막",
    show_steps: "단계 보기",
    hide_steps: "단계 숨기기",
    close: "닫기",
    solving: "푸는 중…",
    solver_unavailable: "솔버를 시작하지 못했습니다. 솔버는 별도 파일로 불러오는데, 이 브라우저가 파일을 가져오지 못했습니다(처음 방문할 때는 인터넷 연결이 필요합니다). 연결을 확인하고 페이지를 새로고침하세요.",
    solver_crashed: "솔버가 이 패를 다 풀기 전에 멈췄습니다. 브라우저 메모리가 부족했을 수 있습니다. 카드를 바꾸면 다시 풉니다.",
    view_loading: "불러오는 중…",
    view_unavailable: "페이지의 이 부분을 불러오지 못했습니다. 이 부분은 별도 파일로 불러오는데, 이 브라우저가 파일을 가져오지 못했습니다(처음 방문할 때는 인터넷 연결이 필요합니다). 연결을 확인하고 다시 시도하세요.",
    try_again: "다시 시도",
    play_too_many: "플레이는 최대 6장까지의 패를 돌립니다. 6장 이하로 고르세요.",
    empty_this_slot: "이 칸 비우기",
    picker_help: "방향키로 이동, Enter로 선택, Esc로 닫기.",
    keys_help: "키보드: A(또는 1), 2–9, T(또는 10), J, Q, K를 누르면 다음 빈칸이 채워집니다. Backspace는 마지막 카드를 뺍니다.",
    dismiss: "알림 닫기",
    difficulty: "난이도",
    any_difficulty: "상관없음",
    grades: ["쉬움", "보통", "까다로움", "어려움", "악마급"],
    rating: |name, seconds| format!("{name} · 숙련자 기준 약 {seconds}초"),
    suits: ["스페이드", "하트", "다이아몬드", "클로버"],
    card_name,
    empty_slot: |n| format!("{n}번 칸 비어 있음, 카드를 고르세요"),
    filled_slot: |n, card| format!("{n}번 칸: {card}. 카드 바꾸기"),
    picker_title: |n| format!("{n}번 칸에 넣을 카드 고르기"),
    verdict,
    choose_cards,
    solve_error,
    page_status: |first, last, total| format!("{total}개 중 {first}–{last}"),
    target_problem,
    notice,
    no_hand_at_level,
    all_but: |n| format!("{n}개 빼고 전부"),
    levels_help: [
        "본질적 구분: 순서, 묶는 방식, 결과를 바꾸지 않는 단계(×\u{a0}1, +\u{a0}0, +\u{a0}a\u{a0}−\u{a0}a)만 다른 답은 하나로 셉니다.",
        "엄격: 순서와 묶는 방식만 같은 것으로 보고, 결과를 바꾸지 않는 단계는 각각 다른 해답으로 셉니다.",
    ],
    levels_help_label: "‘본질적 구분’과 ‘엄격’은 무슨 뜻인가요?",
    explore: Explore {
        views: "보기",
        solve: "풀기",
        explore: "탐색",
        heading: "덱 전체를 한눈에",
        deck: "덱",
        lowest: "가장 낮은 값",
        highest: "가장 높은 값",
        cards: "패당 카드 수",
        working: "세는 중",
        left: |seconds| match seconds {
            0..=59 => format!("약 {}초 남음", seconds.div_ceil(5).max(1) * 5),
            60..=3599 => format!("약 {}분 남음", seconds.div_ceil(60)),
            _ => format!("약 {}시간 {}분 남음", seconds / 3600, seconds % 3600 / 60),
        },
        solvable_hands: "풀 수 있는 패",
        solvable_deals: "풀 수 있는 순서 있는 배분",
        most: "해답이 가장 많은 패",
        per_hand_title: "해답 수별 패의 수",
        per_hand_x: "패당 해답 수",
        per_hand_y: "패",
        targets_title: "쉬운 목표는? 목표마다 만들 수 있는 패의 비율",
        targets_x: "목표",
        targets_y: "패의 %",
        first_target: "시작 목표",
        last_target: "끝 목표",
        pick_hand: "패를 고르면 풀어 줍니다.",
        of: |part, whole, percent| format!("{whole}개 중 {part}개 ({percent})"),
        count_bar: |solutions, hands| {
            let n = |x: u128| Lang::Ko.number(x);
            format!("해답 {}가지: 패 {}개", n(solutions as u128), n(hands.into()))
        },
        target_bar: |target, solvable, hands, percent| {
            let n = |x: u64| Lang::Ko.number(x);
            format!("{target}: 패 {}개 중 {}개 ({percent})", n(hands), n(solvable))
        },
        hands_with: |hands, solutions| {
            let n = |x: u128| Lang::Ko.number(x);
            format!("해답이 {}가지인 패 {}개", n(solutions as u128), n(hands.into()))
        },
        most_hand: |hand, solutions| format!("{hand} (해답 {solutions}가지)"),
        difficulty_title: "풀 수 있는 패의 난이도",
        difficulty_x: "난이도",
        hardest_title: "가장 어려운 패",
        grade_bar: |grade, hands| format!("{grade}: 패 {}개", Lang::Ko.number(hands)),
        level_hands: |hands, grade| format!("{grade} 패 {}개", Lang::Ko.number(hands)),
    },
};

/// "하트 퀸": suit, then the rank's name.
fn card_name(card: Card) -> String {
    let row = card.suit().index();
    let rank = match card.rank() {
        1 => "에이스",
        11 => "잭",
        12 => "퀸",
        13 => "킹",
        _ => card.rank_label(),
    };
    format!("{} {rank}", TEXT.suits[row])
}

fn verdict(n: &str, count: usize, level: Level, target: &str) -> String {
    match (count, level) {
        (0, _) => format!("{target}{} 만들 수 없습니다", particle(target, "을", "를")),
        (_, Level::Distinct) => format!("본질적으로 다른 해답 {n}가지"),
        (_, Level::Strict) => format!("엄격하게 센 해답 {n}가지"),
    }
}

/// The topic particle after `word`: 은 or 는.
fn topic(word: &str) -> String {
    particle(word, "은", "는")
}

/// The particle that fits the last sound of `word` as Korean reads it:
/// `after_consonant` (을, 이, 은, 과, 으로) or `after_vowel` (를, 가, 는,
/// 와, 로); 로 follows ㄹ too. A number is read by its last digit's name
/// (영 일 이 삼 사 오 육 칠 팔 구; a last 0 ends 영, 십, 백, 천 or 만 — all
/// consonants), and a fraction a/b, read b분의 a, by its numerator's (3/4
/// is 사분의 삼: 3/4을); a Hangul syllable by its final. Else both, as
/// "을(를)". Every particle after a number or a text is chosen here.
pub(super) fn particle(
    word: &str,
    after_consonant: &'static str,
    after_vowel: &'static str,
) -> String {
    let word = word.trim_end_matches(['”', '’', ')']);
    let last = word.rsplit([' ', '\u{a0}', ',']).next().unwrap_or(word);
    let read = match last.split_once('/') {
        Some((numerator, denominator))
            if numerator.ends_with(|c: char| c.is_ascii_digit())
                && !denominator.is_empty()
                && denominator.chars().all(|c| c.is_ascii_digit()) =>
        {
            numerator
        }
        _ => word,
    };
    // (ends in a consonant, that consonant is ㄹ)
    let ending = match read.chars().last() {
        Some('2' | '4' | '5' | '9') => Some((false, false)),
        Some('1' | '7' | '8') => Some((true, true)),
        Some('0' | '3' | '6') => Some((true, false)),
        Some(c @ '가'..='힣') => {
            let last = (c as u32 - '가' as u32) % 28;
            Some((last != 0, last == 8))
        }
        _ => None,
    };
    match ending {
        Some((true, true)) if after_vowel == "로" => after_vowel.to_string(),
        Some((true, _)) => after_consonant.to_string(),
        Some((false, _)) => after_vowel.to_string(),
        None => format!("{after_consonant}({after_vowel})"),
    }
}

fn choose_cards(missing: usize, size: usize) -> String {
    if missing == size {
        format!("카드 {size}장을 고르거나 ‘카드 돌리기’를 누르세요")
    } else {
        format!("카드 {missing}장을 더 고르세요")
    }
}

fn target_problem(problem: NumberProblem, s: &str, kept: &str) -> String {
    let kept = format!("{kept}의 답을 보여 줍니다.");
    match problem {
        NumberProblem::Empty => format!("목표 수를 입력하세요. {kept}"),
        NumberProblem::ZeroDenominator => format!("목표 “{s}”의 분모가 0입니다. {kept}"),
        NumberProblem::TooLarge => format!("목표 “{s}”{} 너무 큽니다. {kept}", topic(s)),
        // Not an integer or a fraction (and any problem named later).
        _ => format!(
            "목표 “{s}”{} 수가 아닙니다(정수나 3/4 같은 분수를 쓰세요). {kept}",
            topic(s)
        ),
    }
}

fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Link(problems) => {
            let (parts, more) = named(problems, url_problem);
            let more = match more {
                0 => String::new(),
                n => format!(", 그 밖에 {n}건"),
            };
            format!("링크의 일부를 무시했습니다: {}{more}.", parts.join(", "))
        }
        Notice::Copied => "링크를 복사했습니다".to_string(),
        Notice::CopyFailed(link) => {
            format!("여기서는 클립보드를 쓸 수 없습니다. 링크를 직접 복사하세요: {link}")
        }
        Notice::Unreachable {
            size,
            target,
            attempts,
        } => {
            let target = show(target);
            let o = particle(&target, "을", "를");
            format!(
                "{attempts}번 돌려도 {target}{o} 만들 수 있는 {size}장짜리 패가 없었습니다. 이 패는 해답이 없습니다.",
                attempts = Lang::Ko.number(*attempts as u128)
            )
        }
        Notice::NoHandAtLevel {
            grade,
            size,
            target,
            attempts,
        } => no_hand_at_level(
            TEXT.grades[grade_index(*grade)],
            *size,
            &show(target),
            &Lang::Ko.number(*attempts as u128),
        ),
        Notice::HandFull => {
            "패가 꽉 찼습니다. 바꿀 칸을 고르거나 Backspace를 누르세요.".to_string()
        }
        Notice::NoSuitLeft(rank) => {
            format!(
                "{} 네 장이 모두 이미 패에 있습니다.",
                cards::rank_label(*rank)
            )
        }
        Notice::NoFaceCards => {
            "이 덱에는 그림 카드가 없습니다. J, Q, K는 나오지 않습니다.".to_string()
        }
        Notice::FaceCardsRemoved => "이 덱에는 그림 카드가 없습니다. 패에서 뺐습니다.".to_string(),
        Notice::ShareCopied => "복사했습니다. 붙여 넣어 공유하세요.".to_string(),
        Notice::BestsLoaded => {
            "최고 기록을 불러왔습니다. 양쪽에서 더 좋은 기록을 남깁니다.".to_string()
        }
        Notice::NotBests(file) => {
            format!("“{file}”에는 최고 기록이 없습니다. 아무것도 바꾸지 않았습니다.")
        }
        Notice::TooManyTargets { asked, kept } => {
            let said = url_problem(&UrlProblem::TooManyTargets {
                asked: *asked,
                kept: *kept,
            });
            format!("{said}.")
        }
    }
}

/// No hand of the level came up: `(level, cards, target, deals)`.
fn no_hand_at_level(grade: &str, size: usize, target: &str, attempts: &str) -> String {
    format!(
        "{attempts}번 돌려도 {target}{} 만드는 ‘{grade}’ 난이도의 {size}장짜리 패가 없었습니다. 카드를 돌리지 않았습니다.",
        particle(target, "을", "를")
    )
}

fn url_problem(problem: &UrlProblem) -> String {
    match problem {
        UrlProblem::NotACard(s) => format!("“{s}”{} 카드가 아닙니다", topic(s)),
        UrlProblem::Duplicate(s) => format!("“{s}”{} 중복된 카드입니다", topic(s)),
        UrlProblem::NoSuitLeft(s) => format!("“{s}”에 남은 무늬가 없습니다"),
        UrlProblem::TooMany { max, dropped } => format!(
            "카드가 너무 많아(최대 {max}장) “{}”{} 뺐습니다",
            dropped.join(" "),
            particle(&dropped.join(" "), "을", "를")
        ),
        UrlProblem::BadTarget(s) => format!("“{s}”{} 올바른 목표가 아닙니다", topic(s)),
        UrlProblem::BadLevel(s) => format!(
            "“{s}”{} 세는 방식이 아닙니다(distinct 또는 strict)",
            topic(s)
        ),
        UrlProblem::BadSize(s) => {
            format!(
                "“{s}”{} 카드 수가 아닙니다({MIN_SIZE}~{MAX_SIZE})",
                topic(s)
            )
        }
        UrlProblem::BadParens(s) => format!("“{s}”{} 괄호 옵션이 아닙니다(no 또는 yes)", topic(s)),
        UrlProblem::BadView(s) => format!(
            "“{s}”{} 보기가 아닙니다(solve, explore, rooms 또는 print)",
            topic(s)
        ),
        UrlProblem::BadRoom(s) => {
            format!("“{s}”{} 방 코드가 아닙니다(영문자와 숫자 6자)", topic(s))
        }
        UrlProblem::BadAssign(s) => {
            format!("“{s}”{} 숙제 링크의 코드나 키가 아닙니다", topic(s))
        }
        UrlProblem::BadValues(s) => {
            format!(
                "“{s}”{} 카드 값의 범위가 아닙니다(1~13, 작은 값이 먼저)",
                topic(s)
            )
        }
        UrlProblem::BadMode(s) => format!(
            "“{s}”{} 모드가 아닙니다(play, practice 또는 solve)",
            topic(s)
        ),
        UrlProblem::BadTime(s) => format!("“{s}”{} 초 단위 시간이 아닙니다(예: 12.4)", topic(s)),
        UrlProblem::BadTargets(s) => {
            format!("“{s}”{} 차트에 쓸 수 있는 정수 목표가 아닙니다", topic(s))
        }
        UrlProblem::BadRule(s) => {
            format!("“{s}”{} 규칙이 아닙니다(integers 또는 fractions)", topic(s))
        }
        UrlProblem::BadFaces(s) => {
            format!(
                "“{s}”{} 그림 카드 선택지가 아닙니다(13, 10 또는 none)",
                topic(s)
            )
        }
        UrlProblem::NotInDeck(s) => format!("“{s}”{} 그림 카드인데, 이 덱에는 없습니다", topic(s)),
        UrlProblem::BadSeed(s) => format!("“{s}”{} 학습지 번호가 아닙니다(정수)", topic(s)),
        UrlProblem::BadCount(s) => format!("“{s}”{} 문제 수가 아닙니다(8, 12 또는 20)", topic(s)),
        UrlProblem::TooManyTargets { asked, kept } => format!(
            "목표 {}~{}{} 차트에 넣기에 너무 많아(최대 {MAX_TARGETS}개) {}~{}만 보여 줍니다",
            asked.0,
            asked.1,
            topic(&asked.1.to_string()),
            kept.0,
            kept.1
        ),
        UrlProblem::BadLang(s) => {
            format!(
                "“{s}”{} 언어가 아닙니다(en, zh, zh-Hant, ja, ko, es, fr 또는 de)",
                topic(s)
            )
        }
        UrlProblem::BadDifficulty(s) => {
            format!(
                "“{s}”{} 난이도가 아닙니다(easy, fair, tricky, hard 또는 fiendish)",
                topic(s)
            )
        }
    }
}

/// Why a hand could not be solved, by its kind.
fn solve_error(error: &Error) -> String {
    match error {
        Error::TooLarge => "수가 너무 커서 여기서는 정확히 풀 수 없습니다.".into(),
        Error::TooManyNumbers { count } => {
            format!("솔버가 다룰 수 있는 수는 최대 8개인데, 이 패에는 {count}개가 있습니다.")
        }
        Error::NoNumbers => "풀 숫자가 없습니다.".into(),
        Error::EmptyDeck { min, max } => {
            format!(
                "패가 없습니다. 가장 낮은 값 {min}{} 가장 높은 값 {max}보다 큽니다.",
                particle(&min.to_string(), "이", "가")
            )
        }
        Error::Number { text, .. } => format!("“{text}”{} 수가 아닙니다.", topic(text)),
        Error::Expr { .. } | Error::Level { .. } => "솔버가 패를 읽지 못했습니다.".into(),
        _ => "솔버가 이 패를 풀지 못했습니다.".into(),
    }
}
