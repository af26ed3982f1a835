//! Rooms in Japanese.

use super::{ReportText, RoomsText};
use protocol::room::nickname::Problem as NickProblem;
use protocol::room::settings::Problem as SettingsProblem;
use protocol::room::{CloseReason, EndReason, ErrorKind};

pub const ROOMS: RoomsText = RoomsText {
    rooms: "ルーム",
    intro: "友だちやクラスのみんなと 24 をライブで対戦。全員に同じ手札が同時に配られ、いちばん早く解いた人が最も多く得点します。",
    nickname: "ニックネーム",
    host_heading: "ルームを作る",
    rounds: "ラウンド数",
    cards: "手札の枚数",
    time_limit: "1ラウンドの制限時間",
    no_limit: "制限なし",
    create: "ルームを作成",
    join_heading: "ルームに参加",
    code: "ルームコード",
    join: "参加",
    join_link: "参加用リンク",
    copy_link: "リンクをコピー",
    qr: "参加用リンクの QR コード",
    scan: "読み取って参加",
    projector: "プロジェクター表示",
    players: "プレイヤー",
    host: "ホスト",
    you: "あなた",
    away: "再接続中",
    settings: "ゲームの設定",
    start: "ゲーム開始",
    waiting: "ホストがゲームを始めるのを待っています…",
    leave: "ルームを出る",
    leave_ask: "このルームを出ますか？席と得点は失われます。",
    leave_ask_host: "このルームを出ますか？席と得点は失われ、ほかのプレイヤーがホストになります。",
    stay: "ルームに残る",
    host_only: "プレイせずにホストだけをする",
    hosting_only: "あなたはプレイせずに、このルームのホストをしています。",
    remove: "退出させる",
    remove_block: "退出させ、このニックネームを禁止する",
    cancel: "キャンセル",
    lock: "ルームをロックする（新しいプレイヤーは入れません）",
    late_join: "ゲームの途中からの参加を認める",
    generated_names: "プレイヤーは自動で作られた名前（形容詞と動物）を使う",
    pick_name: "または名前を選ぶ：",
    other_names: "ほかの名前",
    removed: "ホストによってルームから退出させられました。",
    scoring: "得点",
    scorings: ["速さ（最初の人に 3 点、ほかは 1 点）", "正確さ（正解ごとに 1 点）", "時間なし（正解ごとに 1 点）"],
    solved_mark: "正解",
    ranking: "プロジェクターの順位",
    rankings: ["表示する", "終了まで隠す", "表示しない"],
    time_left: "残り時間",
    time: "経過時間",
    end_round: "ラウンド終了",
    next_round: "次のラウンド",
    scoreboard: "スコアボード",
    player: "プレイヤー",
    points: "得点",
    this_round: "このラウンド",
    unsolved: "未正解",
    results: "最終順位",
    place: "順位",
    play_again: "もう一度遊ぶ",
    connecting: "ルームサーバーに接続しています…",
    reconnecting: "再接続しています…",
    unavailable: "ルームにはルームサーバーが必要ですが、このサイトでは動いていません。ほかの機能はいつもどおり使えます。",
    gave_up: "ルームとの接続が切れました。",
    try_again: "再試行",
    elsewhere: "このルームのあなたの席は、別のタブで開かれています。",
    reload: "サーバーで新しいバージョンの 24 が動いています。ページを再読み込みしてください。",
    too_long: "その答えは長すぎて送れません。",
    gone: "そのルーム、またはそこでのあなたの席はもうありません。",
    you_host: "あなたがホストになりました。",
    seconds: |s| format!("{s}\u{a0}秒"),
    round: |of| ("第".to_string(), format!("ラウンド（全{of}ラウンド）")),
    make: |target| format!("{target} を作ろう"),
    solved: |s, points| format!("{s}\u{a0}秒で正解：{points} 点"),
    solved_points: |points| format!("正解：{points} 点"),
    solutions: |n| match n {
        1 => "解はこの 1 通り".to_string(),
        n => format!("全 {n} 通りの解"),
    },
    next_in: |s| format!("{s}\u{a0}秒後に次のラウンド"),
    round_short: |n| format!("第{n}R"),
    join_room: |code| format!("ルーム {code} に参加"),
    remove_ask: |name| format!("{name} さんをルームから退出させますか？"),
    extra_time: |name| format!("{name} さんの延長時間"),
    extra_choices: ["×1", "×1.5", "×2"],
    extra_note: |times| format!("あなたの延長時間：{times}"),
    host_now: |name| format!("{name} さんがホストになりました。"),
    bad_code: |text| format!("「{text}」はルームコードではありません（K7M2QX のような英数字 6 文字です）。"),
    bad_target: |text| format!("「{text}」は目標にできる数ではありません。"),
    error,
    nickname_problem: |p| match p {
        NickProblem::Empty => "先にニックネームを決めてください。",
        NickProblem::TooLong => "ニックネームは 20 文字までです。",
        NickProblem::NotText => "ニックネームに制御文字や見えない文字は使えません。",
    },
    settings_problem: |p| match p {
        SettingsProblem::Rounds => "1 ゲームは 1〜30 ラウンドです。",
        SettingsProblem::HandSize => "手札は 2〜6 枚です。",
        SettingsProblem::Target => "目標の分子と分母は 10,000 以内にしてください。",
        SettingsProblem::TimeLimit => "制限時間は 30・60・120\u{a0}秒か、制限なしです。",
    },
    closed: |why| match why {
        CloseReason::Idle => "30 分間プレイがなかったため、ルームは閉じられました。",
        CloseReason::Restarting => "サーバーが再起動しています。ページは自動で再接続します。",
    },
    ended: |why| match why {
        EndReason::AllSolved => "全員が正解しました。",
        EndReason::TimeUp => "時間切れです。",
        EndReason::Host => "ホストがラウンドを終了しました。",
    },
    report: ReportText {
        heading: "ゲームのレポート",
        note: "このレポートはホストのあなたにだけ表示されます。ほかのプレイヤーやプロジェクター表示には、誰の誤答も表示されません。各ラウンドの終わりに更新され、このページを閉じると消えるので、残すにはダウンロードしてください。",
        by_player: "プレイヤー別",
        by_round: "ラウンド別",
        hand: "手札",
        level: "難易度",
        solved: "正解",
        median: "時間の中央値",
        first: "最初の正解者",
        wrong: "誤答",
        round: "ラウンド",
        target: "目標",
        seconds: "秒",
        answer: "答え",
        solution: "解の番号",
        solutions: "解の数",
        yes: "はい",
        no: "いいえ",
        absent: "不在",
        csv: "CSV をダウンロード",
        print: "レポートを印刷",
        share: |a, b| format!("{a}/{b}"),
        which: |w, of| format!("{of} 通り中 {w} 番目の解"),
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
        | ErrorKind::BadSettings => {
            "このページとサーバーの状態が食い違っています。ページを再読み込みしてください。"
        }
        ErrorKind::NoSuchRoom => "そのコードのルームはありません。ホストに確認してください。",
        ErrorKind::NicknameTaken => {
            "そのニックネームはこのルームですでに使われています。別の名前にしてください。"
        }
        ErrorKind::RoomFull => "このルームは満員です。",
        ErrorKind::WatchersFull => "このルームのプロジェクター表示は上限に達しています。",
        ErrorKind::TooManyRooms => {
            "サーバーでは今、これ以上ルームを作れません。しばらくしてからお試しください。"
        }
        ErrorKind::TooManyGuesses => "コードの試行が多すぎます。1 分待ってからお試しください。",
        ErrorKind::SeatGone => "このルームのあなたの席はもうありません。",
        ErrorKind::NotHost => "それができるのはホストだけです。",
        ErrorKind::NotNow => "ゲームのこの時点ではそれはできません。",
        ErrorKind::NoHand => "その難易度の手札が出ませんでした。難易度か目標を変えてください。",
        ErrorKind::AlreadySolved => "このラウンドはもう正解しています。",
        ErrorKind::TooFast => "操作が速すぎます。メッセージが 1 つ破棄されました。",
        ErrorKind::Locked => "このルームはロックされています。新しいプレイヤーは参加できません。",
        ErrorKind::LateJoinOff => "このルームのゲームはすでに始まっていて、途中からは参加できません。",
        ErrorKind::Blocked => "このニックネームのプレイヤーは、ホストによってこのルームから退出させられています。",
        ErrorKind::NotGenerated => "このルームでは自動で作られた名前しか使えません。入力欄の下の名前から選んでください。",
    }
}
