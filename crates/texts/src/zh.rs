//! 简体中文 (Simplified Chinese).

use super::{grade_index, named, show, Explore, Lang, Numbers, Text};
use model::link::{UrlProblem, MAX_SIZE, MAX_TARGETS, MIN_SIZE};
use model::notice::Notice;
use cards::Card;
use solver::{Error, Level, NumberProblem};

pub const TEXT: Text = Text {
    title: "24 点",
    page_title: "24 点——所有本质不同的算法",
    tagline: "用 +\u{a0}−\u{a0}×\u{a0}÷ 把所有牌算成目标数，精确列出每一种本质不同的算法。",
    hand: "手牌",
    controls: "选项",
    deal: "发牌",
    only_solvable: "只发有解的牌",
    size: "张数",
    target: "目标",
    no_parens: "不用括号",
    integers: "只用整数",
    faces: "人头牌",
    faces_choices: ["J Q K = 11 12 13", "J Q K 都算 10", "不用人头牌（A 到 10）"],
    copy: "复制链接",
    clear: "清空",
    language: "语言",
    theme: "主题",
    themes: ["自动", "浅色", "深色"],
    levels: "解法计数方式",
    distinct: "本质不同",
    strict: "严格",
    solutions: "解法",
    steps: "步骤",
    pages: "解法分页",
    first_page: "首页",
    previous_page: "上一页",
    next_page: "下一页",
    last_page: "末页",
    show_steps: "显示步骤",
    hide_steps: "隐藏步骤",
    close: "关闭",
    solving: "正在求解…",
    solver_unavailable: "求解器无法启动：它需要单独下载一个文件，但浏览器没能获取（首次访问需要联网）。请检查网络后刷新页面。",
    solver_crashed: "求解器没解完这手牌就停止了，可能是浏览器内存不足。换一张牌即可重试。",
    view_loading: "正在加载…",
    view_unavailable: "页面的这一部分无法加载：它需要单独下载一个文件，但浏览器没能获取（首次访问需要联网）。请检查网络后重试。",
    try_again: "重试",
    play_too_many: "游戏模式最多 6 张牌：请选择 6 张或更少。",
    empty_this_slot: "清空此位置",
    picker_help: "方向键移动，回车选择，Esc 关闭。",
    keys_help:
        "键盘：输入 A（或 1）、2–9、T（或 10）、J、Q、K 填入下一个空位；退格键移除最后一张牌。",
    dismiss: "关闭提示",
    difficulty: "难度",
    any_difficulty: "任意",
    grades: ["简单", "一般", "有点难", "难", "极难"],
    rating: |name, seconds| format!("{name} · 熟练玩家约 {seconds}\u{a0}秒"),
    suits: ["黑桃", "红桃", "方块", "梅花"],
    card_name,
    empty_slot: |n| format!("第 {n} 个空位，请选一张牌"),
    filled_slot: |n, card| format!("第 {n} 张：{card}，点击更换"),
    picker_title: |n| format!("为第 {n} 个位置选牌"),
    verdict,
    choose_cards,
    solve_error,
    page_status: |first, last, total| format!("第 {first}–{last} 种，共 {total} 种"),
    target_problem,
    notice,
    no_hand_at_level,
    all_but: |n| format!("仅差 {n}"),
    levels_help: [
        "本质不同：只在顺序、结合方式或不改变结果的步骤（×\u{a0}1、+\u{a0}0、+\u{a0}a\u{a0}−\u{a0}a）上不同的算法，只算一种。",
        "严格：只忽略顺序和结合方式；每个不改变结果的步骤都单独算一种解法。",
    ],
    levels_help_label: "“本质不同”和“严格”是什么意思？",
    explore: Explore {
        views: "视图",
        solve: "求解",
        explore: "探索",
        heading: "整副牌一览",
        deck: "牌组",
        lowest: "最小点数",
        highest: "最大点数",
        cards: "每手张数",
        working: "正在统计",
        left: |seconds| match seconds {
            0..=59 => format!("约剩 {}\u{a0}秒", seconds.div_ceil(5).max(1) * 5),
            60..=3599 => format!("约剩 {} 分钟", seconds.div_ceil(60)),
            _ => format!("约剩 {} 小时 {} 分钟", seconds / 3600, seconds % 3600 / 60),
        },
        solvable_hands: "有解的手牌",
        solvable_deals: "有解的有序发牌",
        most: "解法最多的手牌",
        per_hand_title: "按解法数量统计手牌",
        per_hand_x: "每手的解法数",
        per_hand_y: "手牌数",
        targets_title: "哪些目标最容易：能算出各目标的手牌比例",
        targets_x: "目标",
        targets_y: "手牌 %",
        first_target: "起始目标",
        last_target: "结束目标",
        pick_hand: "选择一手牌来求解。",
        of: |part, whole, percent| format!("{whole} 手中的 {part} 手（{percent}）"),
        count_bar: |solutions, hands| {
            let (s, h) = (Lang::Zh.number(solutions as u128), Lang::Zh.number(hands));
            format!("{s} 种解法：{h} 手")
        },
        target_bar: |target, solvable, hands, percent| {
            let (solvable, hands) = (Lang::Zh.number(solvable), Lang::Zh.number(hands));
            format!("{target}：{hands} 手中的 {solvable} 手（{percent}）")
        },
        hands_with: |hands, solutions| {
            let (h, s) = (Lang::Zh.number(hands), Lang::Zh.number(solutions as u128));
            format!("有 {s} 种解法的 {h} 手牌")
        },
        most_hand: |hand, solutions| format!("{hand}（{solutions} 种解法）"),
        difficulty_title: "有解手牌的难度分布",
        difficulty_x: "难度",
        hardest_title: "最难的手牌",
        grade_bar: |grade, hands| format!("{grade}：{} 手", Lang::Zh.number(hands)),
        level_hands: |hands, grade| format!("{grade}的手牌 {} 手", Lang::Zh.number(hands)),
    },
};

/// "红桃 Q": suit, then the index letter printed on the card.
fn card_name(card: Card) -> String {
    let row = card.suit().index();
    format!("{} {}", TEXT.suits[row], card.rank_label())
}

fn verdict(n: &str, count: usize, level: Level, target: &str) -> String {
    match (count, level) {
        (0, _) => format!("无法算出 {target}"),
        (_, Level::Distinct) => format!("{n} 种本质不同的解法"),
        (_, Level::Strict) => format!("严格计数：{n} 种解法"),
    }
}

fn choose_cards(missing: usize, size: usize) -> String {
    if missing == size {
        format!("请选 {size} 张牌，或点“发牌”")
    } else {
        format!("还差 {missing} 张牌")
    }
}

fn target_problem(problem: NumberProblem, s: &str, kept: &str) -> String {
    match problem {
        NumberProblem::Empty => format!("请输入目标数；当前显示 {kept} 的答案。"),
        NumberProblem::ZeroDenominator => format!("目标“{s}”的分母为零；当前显示 {kept} 的答案。"),
        NumberProblem::TooLarge => format!("目标“{s}”太大；当前显示 {kept} 的答案。"),
        // Not an integer or a fraction (and any problem named later).
        _ => format!("目标“{s}”不是有效的数（请用整数或 3/4 这样的分数）；当前显示 {kept} 的答案。"),
    }
}

fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Link(problems) => {
            let (parts, more) = named(problems, url_problem);
            let more = match more {
                0 => String::new(),
                n => format!("；另有 {n} 处"),
            };
            format!("链接中有部分内容被忽略：{}{more}。", parts.join("；"))
        }
        Notice::Copied => "链接已复制".to_string(),
        Notice::CopyFailed(link) => format!("无法使用剪贴板，请手动复制链接：{link}"),
        Notice::Unreachable {
            size,
            target,
            attempts,
        } => format!(
            "发了 {attempts} 次都没发到能算出 {} 的 {size} 张牌；当前这手牌无解。",
            show(target),
            attempts = Lang::Zh.number(*attempts as u128),
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
            &Lang::Zh.number(*attempts as u128),
        ),
        Notice::HandFull => "手牌已满：点一张牌更换，或按退格键移除。".to_string(),
        Notice::NoSuitLeft(rank) => {
            format!("四张 {} 都已在手牌中。", cards::rank_label(*rank))
        }
        Notice::NoFaceCards => "这副牌没有人头牌：不发 J、Q、K。".to_string(),
        Notice::FaceCardsRemoved => "这副牌没有人头牌：已从手牌中拿掉。".to_string(),
        Notice::ShareCopied => "已复制，可以粘贴分享了。".to_string(),
        Notice::BestsLoaded => "已读取最佳成绩：两边取最好的保留。".to_string(),
        Notice::NotBests(file) => format!("“{file}”里没有最佳成绩，什么都没有改变。"),
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
    format!("发了 {attempts} 次都没发到难度为“{grade}”、能算出 {target} 的 {size} 张牌；未发牌。")
}

fn url_problem(problem: &UrlProblem) -> String {
    match problem {
        UrlProblem::NotACard(s) => format!("“{s}”不是一张牌"),
        UrlProblem::Duplicate(s) => format!("“{s}”重复"),
        UrlProblem::NoSuitLeft(s) => format!("“{s}”已没有可用的花色"),
        UrlProblem::TooMany { max, dropped } => {
            format!("牌太多，最多 {max} 张：已舍去“{}”", dropped.join(" "))
        }
        UrlProblem::BadTarget(s) => format!("“{s}”不是有效的目标数"),
        UrlProblem::BadLevel(s) => format!("“{s}”不是计数方式（distinct 或 strict）"),
        UrlProblem::BadSize(s) => format!("“{s}”不是有效张数（{MIN_SIZE} 到 {MAX_SIZE}）"),
        UrlProblem::BadParens(s) => format!("“{s}”不是括号选项（no 或 yes）"),
        UrlProblem::BadView(s) => format!("“{s}”不是视图（solve、explore、rooms 或 print）"),
        UrlProblem::BadRoom(s) => format!("“{s}”不是房间号（6 位字母和数字）"),
        UrlProblem::BadAssign(s) => format!("“{s}”不是作业链接的代码或密钥"),
        UrlProblem::BadValues(s) => format!("“{s}”不是有效的点数范围（1 到 13，小的在前）"),
        UrlProblem::BadMode(s) => format!("“{s}”不是模式（play、practice 或 solve）"),
        UrlProblem::BadTime(s) => format!("“{s}”不是以秒计的时间（如 12.4）"),
        UrlProblem::BadTargets(s) => format!("“{s}”不是图表可用的整数目标"),
        UrlProblem::BadRule(s) => format!("“{s}”不是规则（integers 或 fractions）"),
        UrlProblem::BadFaces(s) => format!("“{s}”不是人头牌的算法（13、10 或 none）"),
        UrlProblem::NotInDeck(s) => format!("“{s}”是人头牌，这副牌没有人头牌"),
        UrlProblem::BadSeed(s) => format!("“{s}”不是练习单编号（须为整数）"),
        UrlProblem::BadCount(s) => format!("“{s}”不是题数（8、12 或 20）"),
        UrlProblem::TooManyTargets { asked, kept } => format!(
            "目标 {} 到 {} 太多，图表最多显示 {MAX_TARGETS} 个：只显示 {} 到 {}",
            asked.0, asked.1, kept.0, kept.1
        ),
        UrlProblem::BadLang(s) => {
            format!("“{s}”不是可用的语言（en、zh、zh-Hant、ja、ko、es、fr 或 de）")
        }
        UrlProblem::BadDifficulty(s) => {
            format!("“{s}”不是难度（easy、fair、tricky、hard 或 fiendish）")
        }
    }
}

/// 按错误的种类说明为什么无法求解这手牌。
fn solve_error(error: &Error) -> String {
    match error {
        Error::TooLarge => "这些数字太大，无法在这里精确求解。".into(),
        Error::TooManyNumbers { count } => format!("求解器最多处理 8 个数；这手牌有 {count} 个。"),
        Error::NoNumbers => "没有可以求解的数字。".into(),
        Error::EmptyDeck { min, max } => format!("没有可发的牌：最小值 {min} 大于最大值 {max}。"),
        Error::Number { text, .. } => format!("“{text}”不是数字。"),
        Error::Expr { .. } | Error::Level { .. } => "求解器无法读取这手牌。".into(),
        _ => "求解器无法求解这手牌。".into(),
    }
}
