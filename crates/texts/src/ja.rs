//! 日本語 (Japanese).

use super::{grade_index, named, show, Explore, Lang, Numbers, Text};
use model::link::{UrlProblem, MAX_SIZE, MAX_TARGETS, MIN_SIZE};
use model::notice::Notice;
use cards::Card;
use solver::{Error, Level, NumberProblem};

pub const TEXT: Text = Text {
    title: "24",
    page_title: "24 — 24 を作る本質的に異なる解き方をすべて",
    tagline: "すべてのカードと +\u{a0}−\u{a0}×\u{a0}÷ で目標の数を作ります。本質的に異なる解き方を、すべて正確に。",
    hand: "手札",
    controls: "設定",
    deal: "配る",
    only_solvable: "解ける手札だけ",
    size: "枚数",
    target: "目標",
    no_parens: "かっこなし",
    integers: "整数のみ",
    faces: "絵札",
    faces_choices: ["J Q K = 11 12 13", "J Q K はすべて 10", "絵札なし（A〜10）"],
    copy: "リンクをコピー",
    clear: "クリア",
    language: "言語",
    theme: "テーマ",
    themes: ["自動", "ライト", "ダーク"],
    levels: "解の数え方",
    distinct: "本質的に異なる",
    strict: "厳密",
    solutions: "解",
    steps: "計算の手順",
    pages: "解のページ",
    first_page: "最初",
    previous_page: "前へ",
    next_page: "次へ",
    last_page: "最後",
    show_steps: "手順を表示",
    hide_steps: "手順を隠す",
    close: "閉じる",
    solving: "解いています…",
    solver_unavailable: "ソルバーを起動できませんでした。ソルバーは別ファイルとして読み込まれますが、このブラウザーでは取得できませんでした（初回はオンラインで開く必要があります）。接続を確かめてページを再読み込みしてください。",
    solver_crashed: "ソルバーがこの手札を解き終える前に止まりました。ブラウザーのメモリ不足かもしれません。カードを変えるともう一度解きます。",
    view_loading: "読み込み中…",
    view_unavailable: "ページのこの部分を読み込めませんでした。この部分は別ファイルとして読み込まれますが、このブラウザーでは取得できませんでした（初回はオンラインで開く必要があります）。接続を確かめてもう一度お試しください。",
    try_again: "再試行",
    play_too_many: "プレイモードの手札は 6 枚までです。6 枚以下を選んでください。",
    empty_this_slot: "この枠を空にする",
    picker_help: "矢印キーで移動、Enter で選択、Esc で閉じます。",
    keys_help: "キーボード：A（または 1）、2–9、T（または 10）、J、Q、K で次の空き枠にカードを入れます。Backspace で最後のカードを外します。",
    dismiss: "通知を閉じる",
    difficulty: "難易度",
    any_difficulty: "指定なし",
    grades: ["やさしい", "ふつう", "ややむずかしい", "むずかしい", "超難問"],
    rating: |name, seconds| format!("{name} · 慣れた人で約 {seconds}\u{a0}秒"),
    suits: ["スペード", "ハート", "ダイヤ", "クラブ"],
    card_name,
    empty_slot: |n| format!("{n} 枚目：空き。カードを選んでください"),
    filled_slot: |n, card| format!("{n} 枚目：{card}。カードを変更"),
    picker_title: |n| format!("{n} 枚目のカードを選ぶ"),
    verdict,
    choose_cards,
    solve_error,
    page_status: |first, last, total| format!("全 {total} 件中 {first}–{last} 件目"),
    target_problem,
    notice,
    no_hand_at_level,
    all_but: |n| format!("{n} を除くすべて"),
    levels_help: [
        "本質的に異なる：順序やまとめ方、何も変えない手順（×\u{a0}1、+\u{a0}0、+\u{a0}a\u{a0}−\u{a0}a）だけが違う解は 1 つと数えます。",
        "厳密：順序とまとめ方の違いだけを同じとみなし、何も変えない手順はそれぞれ別の解と数えます。",
    ],
    levels_help_label: "「本質的に異なる」と「厳密」の違い",
    explore: Explore {
        views: "表示",
        solve: "解く",
        explore: "探索",
        heading: "デッキ全体をひと目で",
        deck: "デッキ",
        lowest: "最小の値",
        highest: "最大の値",
        cards: "手札の枚数",
        working: "集計中",
        left: |seconds| match seconds {
            0..=59 => format!("残り約 {}\u{a0}秒", seconds.div_ceil(5).max(1) * 5),
            60..=3599 => format!("残り約 {} 分", seconds.div_ceil(60)),
            _ => format!("残り約 {} 時間 {} 分", seconds / 3600, seconds % 3600 / 60),
        },
        solvable_hands: "解ける手札",
        solvable_deals: "解ける順序付きの配り方",
        most: "解が最も多い手札",
        per_hand_title: "解の数ごとの手札の数",
        per_hand_x: "手札ごとの解の数",
        per_hand_y: "手札の数",
        targets_title: "作りやすい目標：各目標を作れる手札の割合",
        targets_x: "目標",
        targets_y: "手札の %",
        first_target: "最初の目標",
        last_target: "最後の目標",
        pick_hand: "手札を選ぶと「解く」で開きます。",
        of: |part, whole, percent| format!("{whole} 中 {part}（{percent}）"),
        count_bar: |solutions, hands| {
            let (s, h) = (Lang::Ja.number(solutions as u128), Lang::Ja.number(hands));
            format!("{s} 通り：{h} 組")
        },
        target_bar: |target, solvable, hands, percent| {
            let (solvable, hands) = (Lang::Ja.number(solvable), Lang::Ja.number(hands));
            format!("{target}：{hands} 組中 {solvable} 組（{percent}）")
        },
        hands_with: |hands, solutions| {
            let (h, s) = (Lang::Ja.number(hands), Lang::Ja.number(solutions as u128));
            format!("解が {s} 通りの手札 {h} 組")
        },
        most_hand: |hand, solutions| format!("{hand}（{solutions} 通り）"),
        difficulty_title: "解ける手札の難易度",
        difficulty_x: "難易度",
        hardest_title: "最も難しい手札",
        grade_bar: |grade, hands| format!("{grade}：{} 組", Lang::Ja.number(hands)),
        level_hands: |hands, grade| format!("{} {} 組", grade_hands(grade), Lang::Ja.number(hands)),
    },
};

/// "ハートのクイーン": suit, の, then the rank's name.
fn card_name(card: Card) -> String {
    let row = card.suit().index();
    let rank = match card.rank() {
        1 => "エース",
        11 => "ジャック",
        12 => "クイーン",
        13 => "キング",
        _ => card.rank_label(),
    };
    format!("{}の{rank}", TEXT.suits[row])
}

fn verdict(n: &str, count: usize, level: Level, target: &str) -> String {
    match (count, level) {
        (0, _) => format!("{target} は作れません"),
        (_, Level::Distinct) => format!("本質的に異なる解：{n} 通り"),
        (_, Level::Strict) => format!("厳密に数えた解：{n} 通り"),
    }
}

fn choose_cards(missing: usize, size: usize) -> String {
    if missing == size {
        format!("カードを {size} 枚選ぶか、配ってください")
    } else {
        format!("あと {missing} 枚選んでください")
    }
}

fn target_problem(problem: NumberProblem, s: &str, kept: &str) -> String {
    let kept = format!("{kept} の答えを表示しています。");
    match problem {
        NumberProblem::Empty => format!("目標の数を入力してください。{kept}"),
        NumberProblem::ZeroDenominator => format!("目標「{s}」は分母が 0 です。{kept}"),
        NumberProblem::TooLarge => format!("目標「{s}」は大きすぎます。{kept}"),
        // Not an integer or a fraction (and any problem named later).
        _ => format!(
            "目標「{s}」は数ではありません（整数か 3/4 のような分数を使ってください）。{kept}"
        ),
    }
}

fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Link(problems) => {
            let (parts, more) = named(problems, url_problem);
            let more = match more {
                0 => String::new(),
                n => format!("、ほか {n} 件"),
            };
            format!("リンクの一部を無視しました：{}{more}。", parts.join("、"))
        }
        Notice::Copied => "リンクをコピーしました".to_string(),
        Notice::CopyFailed(link) => {
            format!("ここではクリップボードを使えません。リンクを手でコピーしてください：{link}")
        }
        Notice::Unreachable {
            size,
            target,
            attempts,
        } => format!(
            "{attempts} 回配っても {} を作れる {size} 枚の手札はありませんでした。この手札には解がありません。",
            show(target),
            attempts = Lang::Ja.number(*attempts as u128),
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
            &Lang::Ja.number(*attempts as u128),
        ),
        Notice::HandFull => {
            "手札がいっぱいです。変えるカードを選ぶか、Backspace を押してください。".to_string()
        }
        Notice::NoSuitLeft(rank) => {
            format!("{} は 4 枚とも手札にあります。", cards::rank_label(*rank))
        }
        Notice::NoFaceCards => "このデッキに絵札はありません。J、Q、K は配られません。".to_string(),
        Notice::FaceCardsRemoved => "このデッキに絵札はありません。手札から外しました。".to_string(),
        Notice::ShareCopied => "コピーしました。貼り付けて共有できます。".to_string(),
        Notice::BestsLoaded => "自己ベストを読み込みました。よいほうの記録を残します。".to_string(),
        Notice::NotBests(file) => format!("「{file}」には自己ベストがありません。何も変えていません。"),
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
    format!(
        "{attempts} 回配っても {target} を作れる「{grade}」の {size} 枚の手札はありませんでした。配っていません。"
    )
}

fn url_problem(problem: &UrlProblem) -> String {
    match problem {
        UrlProblem::NotACard(s) => format!("「{s}」はカードではありません"),
        UrlProblem::Duplicate(s) => format!("「{s}」は重複しています"),
        UrlProblem::NoSuitLeft(s) => format!("「{s}」に使えるマークが残っていません"),
        UrlProblem::TooMany { max, dropped } => format!(
            "カードが多すぎます（最大 {max} 枚）：「{}」を外しました",
            dropped.join(" ")
        ),
        UrlProblem::BadTarget(s) => format!("「{s}」は有効な目標ではありません"),
        UrlProblem::BadLevel(s) => format!("「{s}」は数え方ではありません（distinct か strict）"),
        UrlProblem::BadSize(s) => {
            format!("「{s}」は枚数ではありません（{MIN_SIZE} から {MAX_SIZE}）")
        }
        UrlProblem::BadParens(s) => format!("「{s}」はかっこの設定ではありません（no か yes）"),
        UrlProblem::BadView(s) => {
            format!("「{s}」は表示ではありません（solve・explore・rooms・print のいずれか）")
        }
        UrlProblem::BadRoom(s) => format!("「{s}」はルームコードではありません（英数字 6 文字）"),
        UrlProblem::BadAssign(s) => format!("「{s}」は宿題リンクのコードでもキーでもありません"),
        UrlProblem::BadValues(s) => {
            format!("「{s}」はカードの値の範囲ではありません（1〜13、小さいほうが先）")
        }
        UrlProblem::BadMode(s) => {
            format!("「{s}」はモードではありません（play、practice か solve）")
        }
        UrlProblem::BadTime(s) => format!("「{s}」は秒数ではありません（12.4 など）"),
        UrlProblem::BadTargets(s) => format!("「{s}」はグラフの目標にできる整数ではありません"),
        UrlProblem::BadRule(s) => format!("「{s}」はルールではありません（integers か fractions）"),
        UrlProblem::BadFaces(s) => format!("「{s}」は絵札の数え方ではありません（13、10 か none）"),
        UrlProblem::NotInDeck(s) => format!("「{s}」は絵札ですが、このデッキに絵札はありません"),
        UrlProblem::BadSeed(s) => format!("「{s}」はプリントのシードではありません（整数）"),
        UrlProblem::BadCount(s) => format!("「{s}」は問題数ではありません（8、12 か 20）"),
        UrlProblem::TooManyTargets { asked, kept } => format!(
            "目標 {}〜{} はグラフには多すぎます（最大 {MAX_TARGETS} 個）：{}〜{} を表示します",
            asked.0, asked.1, kept.0, kept.1
        ),
        UrlProblem::BadLang(s) => {
            format!("「{s}」は言語ではありません（en、zh、zh-Hant、ja、ko、es、fr、de のいずれか）")
        }
        UrlProblem::BadDifficulty(s) => {
            format!("「{s}」は難易度ではありません（easy、fair、tricky、hard か fiendish）")
        }
    }
}

/// 手札を解けない理由を、エラーの種類ごとに伝えます。
fn solve_error(error: &Error) -> String {
    match error {
        Error::TooLarge => "数が大きすぎて、ここでは正確に計算できません。".into(),
        Error::TooManyNumbers { count } => {
            format!("ソルバーが扱える数は 8 個までです。この手札には {count} 個あります。")
        }
        Error::NoNumbers => "計算する数がありません。".into(),
        Error::EmptyDeck { min, max } => {
            format!("手札がありません：最小値 {min} が最大値 {max} より大きくなっています。")
        }
        Error::Number { text, .. } => format!("「{text}」は数ではありません。"),
        Error::Expr { .. } | Error::Level { .. } => "ソルバーが手札を読み取れませんでした。".into(),
        _ => "ソルバーがこの手札を解けませんでした。".into(),
    }
}

/// Hands of a level, the level put before 手札 as Japanese puts it: an
/// adjective in い directly (やさしい手札), a noun with の (ふつうの手札,
/// 超難問の手札).
pub(super) fn grade_hands(grade: &str) -> String {
    if grade.ends_with('い') {
        format!("{grade}手札")
    } else {
        format!("{grade}の手札")
    }
}
