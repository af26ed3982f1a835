//! 繁體中文 (Traditional Chinese), as written in Taiwan and Hong Kong, where
//! the game is 24點. Quotations take 「」.

use super::{grade_index, named, show, Explore, Lang, Numbers, Text};
use model::link::{UrlProblem, MAX_SIZE, MAX_TARGETS, MIN_SIZE};
use model::notice::Notice;
use cards::Card;
use solver::{Error, Level, NumberProblem};

pub const TEXT: Text = Text {
    title: "24 點",
    page_title: "24 點——所有本質不同的算法",
    tagline: "用 +\u{a0}−\u{a0}×\u{a0}÷ 把所有牌算成目標數，精確列出每一種本質不同的算法。",
    hand: "手牌",
    controls: "選項",
    deal: "發牌",
    only_solvable: "只發有解的牌",
    size: "張數",
    target: "目標",
    no_parens: "不用括號",
    integers: "只用整數",
    faces: "人頭牌",
    faces_choices: ["J Q K = 11 12 13", "J Q K 都算 10", "不用人頭牌（A 到 10）"],
    copy: "複製連結",
    clear: "清除",
    language: "語言",
    theme: "佈景主題",
    themes: ["自動", "淺色", "深色"],
    levels: "解法計算方式",
    distinct: "本質不同",
    strict: "嚴格",
    solutions: "解法",
    steps: "步驟",
    pages: "解法分頁",
    first_page: "第一頁",
    previous_page: "上一頁",
    next_page: "下一頁",
    last_page: "最後一頁",
    show_steps: "顯示步驟",
    hide_steps: "隱藏步驟",
    close: "關閉",
    solving: "正在求解…",
    solver_unavailable: "求解器無法啟動：它是另外載入的檔案，但這個瀏覽器無法取得（第一次造訪需要連上網路）。請檢查網路連線後重新載入頁面。",
    solver_crashed: "求解器還沒解完這手牌就停止了，可能是瀏覽器記憶體不足。換一張牌即可重試。",
    view_loading: "載入中…",
    view_unavailable: "頁面的這個部分無法載入：它是另外載入的檔案，但這個瀏覽器無法取得（第一次造訪需要連上網路）。請檢查網路連線後再試一次。",
    try_again: "重試",
    play_too_many: "遊戲模式最多 6 張牌：請選擇 6 張或更少。",
    empty_this_slot: "清空這個位置",
    picker_help: "方向鍵移動，Enter 選擇，Esc 關閉。",
    keys_help:
        "鍵盤：輸入 A（或 1）、2–9、T（或 10）、J、Q、K 填入下一個空位；Backspace 移除最後一張牌。",
    dismiss: "關閉提示",
    difficulty: "難度",
    any_difficulty: "不限",
    grades: ["簡單", "普通", "有點難", "難", "超難"],
    rating: |name, seconds| format!("{name} · 熟練玩家約 {seconds}\u{a0}秒"),
    suits: ["黑桃", "紅心", "方塊", "梅花"],
    card_name,
    empty_slot: |n| format!("第 {n} 個空位，請選一張牌"),
    filled_slot: |n, card| format!("第 {n} 張：{card}，點選更換"),
    picker_title: |n| format!("為第 {n} 個位置選牌"),
    verdict,
    choose_cards,
    solve_error,
    page_status: |first, last, total| format!("第 {first}–{last} 種，共 {total} 種"),
    target_problem,
    notice,
    no_hand_at_level,
    all_but: |n| format!("只差 {n}"),
    levels_help: [
        "本質不同：只在順序、結合方式或不改變結果的步驟（×\u{a0}1、+\u{a0}0、+\u{a0}a\u{a0}−\u{a0}a）上不同的算法，只算一種。",
        "嚴格：只忽略順序和結合方式；每個不改變結果的步驟都各算一種解法。",
    ],
    levels_help_label: "「本質不同」和「嚴格」是什麼意思？",
    explore: Explore {
        views: "檢視",
        solve: "求解",
        explore: "探索",
        heading: "整副牌一覽",
        deck: "牌組",
        lowest: "最小點數",
        highest: "最大點數",
        cards: "每手張數",
        working: "正在統計",
        left: |seconds| match seconds {
            0..=59 => format!("約剩 {}\u{a0}秒", seconds.div_ceil(5).max(1) * 5),
            60..=3599 => format!("約剩 {} 分鐘", seconds.div_ceil(60)),
            _ => format!("約剩 {} 小時 {} 分鐘", seconds / 3600, seconds % 3600 / 60),
        },
        solvable_hands: "有解的手牌",
        solvable_deals: "有解的有序發牌",
        most: "解法最多的手牌",
        per_hand_title: "依解法數量統計手牌",
        per_hand_x: "每手的解法數",
        per_hand_y: "手牌數",
        targets_title: "哪些目標最容易：能算出各目標的手牌比例",
        targets_x: "目標",
        targets_y: "手牌 %",
        first_target: "起始目標",
        last_target: "結束目標",
        pick_hand: "選一手牌來求解。",
        of: |part, whole, percent| format!("{whole} 手中的 {part} 手（{percent}）"),
        count_bar: |solutions, hands| {
            let n = |x: u128| Lang::ZhHant.number(x);
            format!("{} 種解法：{} 手", n(solutions as u128), n(hands.into()))
        },
        target_bar: |target, solvable, hands, percent| {
            let n = |x: u64| Lang::ZhHant.number(x);
            format!("{target}：{} 手中的 {} 手（{percent}）", n(hands), n(solvable))
        },
        hands_with: |hands, solutions| {
            let n = |x: u128| Lang::ZhHant.number(x);
            format!("有 {} 種解法的手牌 {} 手", n(solutions as u128), n(hands.into()))
        },
        most_hand: |hand, solutions| format!("{hand}（{solutions} 種解法）"),
        difficulty_title: "有解手牌的難度分布",
        difficulty_x: "難度",
        hardest_title: "最難的手牌",
        grade_bar: |grade, hands| format!("{grade}：{} 手", Lang::ZhHant.number(hands)),
        level_hands: |hands, grade| format!("{grade}的手牌 {} 手", Lang::ZhHant.number(hands)),
    },
};

/// "紅心 Q": suit, then the index letter printed on the card.
fn card_name(card: Card) -> String {
    let row = card.suit().index();
    format!("{} {}", TEXT.suits[row], card.rank_label())
}

fn verdict(n: &str, count: usize, level: Level, target: &str) -> String {
    match (count, level) {
        (0, _) => format!("無法算出 {target}"),
        (_, Level::Distinct) => format!("{n} 種本質不同的解法"),
        (_, Level::Strict) => format!("嚴格計算：{n} 種解法"),
    }
}

fn choose_cards(missing: usize, size: usize) -> String {
    if missing == size {
        format!("請選 {size} 張牌，或按「發牌」")
    } else {
        format!("還差 {missing} 張牌")
    }
}

fn target_problem(problem: NumberProblem, s: &str, kept: &str) -> String {
    match problem {
        NumberProblem::Empty => format!("請輸入目標數；目前顯示 {kept} 的答案。"),
        NumberProblem::ZeroDenominator => {
            format!("目標「{s}」的分母是零；目前顯示 {kept} 的答案。")
        }
        NumberProblem::TooLarge => format!("目標「{s}」太大；目前顯示 {kept} 的答案。"),
        // Not an integer or a fraction (and any problem named later).
        _ => format!("目標「{s}」不是有效的數字（請用整數或 3/4 這樣的分數）；目前顯示 {kept} 的答案。"),
    }
}

fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Link(problems) => {
            let (parts, more) = named(problems, url_problem);
            let more = match more {
                0 => String::new(),
                n => format!("；另有 {n} 處"),
            };
            format!("連結中有部分內容被略過：{}{more}。", parts.join("；"))
        }
        Notice::Copied => "已複製連結".to_string(),
        Notice::CopyFailed(link) => format!("這裡無法使用剪貼簿，請手動複製連結：{link}"),
        Notice::Unreachable {
            size,
            target,
            attempts,
        } => format!(
            "發了 {attempts} 次都沒發到能算出 {} 的 {size} 張牌；目前這手牌無解。",
            show(target),
            attempts = Lang::ZhHant.number(*attempts as u128),
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
            &Lang::ZhHant.number(*attempts as u128),
        ),
        Notice::HandFull => "手牌已滿：點一張牌來更換，或按 Backspace 移除。".to_string(),
        Notice::NoSuitLeft(rank) => {
            format!("四張 {} 都已在手牌中。", cards::rank_label(*rank))
        }
        Notice::NoFaceCards => "這副牌沒有人頭牌：不發 J、Q、K。".to_string(),
        Notice::FaceCardsRemoved => "這副牌沒有人頭牌：已從手牌中拿掉。".to_string(),
        Notice::ShareCopied => "已複製，可以貼上分享了。".to_string(),
        Notice::BestsLoaded => "已讀取最佳紀錄：每項保留兩邊中較好的成績。".to_string(),
        Notice::NotBests(file) => format!("「{file}」裡沒有最佳紀錄，什麼都沒有改變。"),
        Notice::TooManyTargets { asked, kept } => {
            let said = url_problem(&UrlProblem::TooManyTargets {
                asked: *asked,
                kept: *kept,
            });
            format!("{said}。")
        }
    }
}

/// No hand of the level came up: `(level, cards, target, deals)`.
fn no_hand_at_level(grade: &str, size: usize, target: &str, attempts: &str) -> String {
    format!("發了 {attempts} 次都沒發到難度為「{grade}」、能算出 {target} 的 {size} 張牌；沒有發牌。")
}

fn url_problem(problem: &UrlProblem) -> String {
    match problem {
        UrlProblem::NotACard(s) => format!("「{s}」不是一張牌"),
        UrlProblem::Duplicate(s) => format!("「{s}」重複了"),
        UrlProblem::NoSuitLeft(s) => format!("「{s}」已經沒有可用的花色"),
        UrlProblem::TooMany { max, dropped } => {
            format!("牌太多，最多 {max} 張：已捨去「{}」", dropped.join(" "))
        }
        UrlProblem::BadTarget(s) => format!("「{s}」不是有效的目標數"),
        UrlProblem::BadLevel(s) => format!("「{s}」不是計算方式（distinct 或 strict）"),
        UrlProblem::BadSize(s) => format!("「{s}」不是有效張數（{MIN_SIZE} 到 {MAX_SIZE}）"),
        UrlProblem::BadParens(s) => format!("「{s}」不是括號選項（no 或 yes）"),
        UrlProblem::BadView(s) => format!("「{s}」不是檢視（solve、explore、rooms 或 print）"),
        UrlProblem::BadRoom(s) => format!("「{s}」不是房間代碼（6 個英文字母和數字）"),
        UrlProblem::BadAssign(s) => format!("「{s}」不是作業連結的代碼或金鑰"),
        UrlProblem::BadValues(s) => format!("「{s}」不是有效的點數範圍（1 到 13，小的在前）"),
        UrlProblem::BadMode(s) => format!("「{s}」不是模式（play、practice 或 solve）"),
        UrlProblem::BadTime(s) => format!("「{s}」不是以秒計的時間（例如 12.4）"),
        UrlProblem::BadTargets(s) => format!("「{s}」不是圖表能用的整數目標"),
        UrlProblem::BadRule(s) => format!("「{s}」不是規則（integers 或 fractions）"),
        UrlProblem::BadFaces(s) => format!("「{s}」不是人頭牌的算法（13、10 或 none）"),
        UrlProblem::NotInDeck(s) => format!("「{s}」是人頭牌，而這副牌沒有人頭牌"),
        UrlProblem::BadSeed(s) => format!("「{s}」不是練習單編號（一個整數）"),
        UrlProblem::BadCount(s) => format!("「{s}」不是題數（8、12 或 20）"),
        UrlProblem::TooManyTargets { asked, kept } => format!(
            "目標 {} 到 {} 太多，圖表最多顯示 {MAX_TARGETS} 個：只顯示 {} 到 {}",
            asked.0, asked.1, kept.0, kept.1
        ),
        UrlProblem::BadLang(s) => {
            format!("「{s}」不是可用的語言（en、zh、zh-Hant、ja、ko、es、fr 或 de）")
        }
        UrlProblem::BadDifficulty(s) => {
            format!("「{s}」不是難度（easy、fair、tricky、hard 或 fiendish）")
        }
    }
}

/// 依錯誤的種類說明為什麼無法求解這手牌。
fn solve_error(error: &Error) -> String {
    match error {
        Error::TooLarge => "這些數字太大，無法在這裡精確求解。".into(),
        Error::TooManyNumbers { count } => format!("求解器最多處理 8 個數；這手牌有 {count} 個。"),
        Error::NoNumbers => "沒有可以求解的數字。".into(),
        Error::EmptyDeck { min, max } => format!("沒有可發的牌：最小值 {min} 大於最大值 {max}。"),
        Error::Number { text, .. } => format!("「{text}」不是數字。"),
        Error::Expr { .. } | Error::Level { .. } => "求解器無法讀取這手牌。".into(),
        _ => "求解器無法求解這手牌。".into(),
    }
}
