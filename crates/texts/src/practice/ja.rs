//! 練習とプリント（日本語）。

use super::{PracticeText, SheetText};
use crate::ja::grade_hands;
use model::practice::file::FileProblem;

pub const PRACTICE: PracticeText = PracticeText {
    practice: "練習",
    intro: "あなた向けに選んだ手札です。制限時間内に 10 回中 7 回ほど解けるように選びます。解けなかった手札は後の回でもう一度出ます。",
    level: |s, grade| format!("あなたのレベル：{}（慣れた人で約 {s}\u{a0}秒）", grade_hands(grade)),
    played: |n| format!("{n}\u{a0}回プレイ"),
    limit: "制限時間",
    seconds: |s| format!("{s}\u{a0}秒"),
    dealing: "手札を配っています…",
    review: "前に解けなかった手札",
    time_up: "時間切れ：解けなかったと記録しました。続けて考えるか、次の手札へ。",
    missed: "解けなかったと記録しました。",
    give_up: "答えを見る",
    next: "次の手札",
    progress: "成績",
    chart_title: "各手札のあとのレベル",
    chart_x: "プレイした手札",
    chart_y: "レベル（秒）",
    chart_point: |n, s| format!("{n} 回目のあと：{s}\u{a0}秒"),
    table_caption: "テクニック別の正解率と中央値の時間",
    technique: "テクニック",
    hands: "手札",
    solved: "時間内に正解",
    median: "中央値の時間",
    techniques: ["分数", "大きな積", "割り算", "負の数"],
    all_hands: "すべて",
    solved_of: |solved, hands, percent| format!("{hands} 回中 {solved} 回（{percent}）"),
    hardest: "解いた中でいちばん難しい手札",
    hardest_line: |hand, grade, s, time| {
        format!("{hand}：{grade}、慣れた人で約 {s}\u{a0}秒。あなたは {time}\u{a0}秒")
    },
    nothing_yet: "まだ記録がありません。成績はここに表示されます。",
    data: "練習データ",
    data_note: "このブラウザーにだけ保存されます。書き出すと保管や別のブラウザーへの移動ができます。読み込むとファイルの記録がここに加わります。",
    export: "書き出す",
    import: "読み込む",
    wipe: "成績を消す",
    wipe_confirm: "すべての記録を消しますか？元に戻せません。",
    wipe_yes: "消す",
    cancel: "やめる",
    imported: |n| format!("{n} 件を読み込みました"),
    file_error: |line, problem| format!("このファイルは読み込めません：{line} 行目：{problem}"),
    file_problem: |p| match p {
        FileProblem::NotPractice => "練習ファイルではありません".to_string(),
        FileProblem::Version(v) => {
            format!("バージョン {v} のファイルで、このページは対応していません（再読み込みしてください）")
        }
        FileProblem::Unknown(s) => format!("「{s}」は記録ではありません"),
        FileProblem::Fields(s) => format!("「{s}」は項目の数が合いません"),
        FileProblem::BadTime(s) => format!("「{s}」は時刻ではありません"),
        FileProblem::BadHand(s) => format!("「{s}」は手札ではありません"),
        FileProblem::BadEstimate(s) => format!("「{s}」は秒数の見積もりではありません"),
        FileProblem::BadTechniques(s) => format!("「{s}」はテクニックの一覧ではありません"),
        FileProblem::BadLimit(s) => format!("「{s}」は制限時間ではありません（10〜600\u{a0}秒）"),
        FileProblem::BadResult(s) => format!("「{s}」は時間でも「miss」でもありません"),
        FileProblem::TooMany => "記録が多すぎます".to_string(),
    },
};

pub const SHEET: SheetText = SheetText {
    print_worksheet: "プリントを作る",
    worksheet: "プリント",
    controls: "プリントの設定",
    count: "問題数",
    paper: "用紙",
    papers: ["A4", "レター"],
    new_sheet: "別のプリント",
    print: "印刷",
    back: "ゲームに戻る",
    homework: "宿題として出す",
    title: |count, size, target| format!("{count} 問、各 {size} 枚：{target} を作ろう"),
    instructions: "各問の数をすべて 1 回ずつ使い、+ − × ÷ とかっこで計算します。",
    name: "名前：",
    date: "日付：",
    hand: |n| format!("問 {n}"),
    answers: "解答",
    hand_column: "問題",
    one_solution: "解の例",
    distinct: "異なる解の数",
    dealing: "問題を作っています…",
    short: |found, asked| {
        format!(
            "{asked} 問のうち {found} 問しか見つかりませんでした。この種類の手札は少ないためです。"
        )
    },
    reopen: "このプリントをもう一度開く：",
    reopen_qr: "このプリントをもう一度開く QR コード",
    card_values: "カードの数：",
    key_note: "解答は、このプリントを作ったリンクでだけ表示されます。プリントに印刷されたリンクと QR コードでは問題だけが開きます。",
    size_capped: |max| format!("プリントは 1 問 {max} 枚までです。"),
    seed: |seed| format!("プリント {seed}"),
};
