//! Rooms in Traditional Chinese.

use super::RoomsText;
use protocol::room::nickname::Problem as NickProblem;
use protocol::room::settings::Problem as SettingsProblem;
use protocol::room::{CloseReason, EndReason, ErrorKind};

pub const ROOMS: RoomsText = RoomsText {
    rooms: "房間",
    intro: "和朋友或全班一起即時玩 24 點：所有人同時拿到同一手牌，最先解出的人得分最多。",
    nickname: "你的暱稱",
    host_heading: "建立房間",
    rounds: "回合數",
    cards: "每手牌數",
    time_limit: "每回合時限",
    no_limit: "不限時",
    create: "建立房間",
    join_heading: "加入房間",
    code: "房間代碼",
    join: "加入",
    join_link: "加入連結",
    copy_link: "複製連結",
    qr: "加入連結的 QR 碼",
    scan: "掃描加入",
    projector: "投影畫面",
    players: "玩家",
    host: "房主",
    you: "你",
    away: "重新連線中",
    settings: "遊戲設定",
    start: "開始遊戲",
    waiting: "等待房主開始遊戲…",
    leave: "離開房間",
    leave_ask: "離開這個房間？你的座位和分數將不再保留。",
    leave_ask_host: "離開這個房間？你的座位和分數將不再保留，房主將由另一位玩家接任。",
    stay: "留下",
    host_only: "只主持，不參加遊戲",
    hosting_only: "你只主持這個房間，不參加遊戲。",
    remove: "移出",
    remove_block: "移出並禁止這個暱稱",
    cancel: "取消",
    lock: "鎖定房間：不再接受新玩家",
    late_join: "遊戲開始後仍可加入",
    removed: "房主已將你移出房間。",
    scoring: "計分",
    scorings: ["按速度（第一個 3 分，其餘 1 分）", "按正確（每答對一次 1 分）", "不計時（每答對一次 1 分）"],
    solved_mark: "已解出",
    ranking: "投影上的排名",
    rankings: ["顯示", "結束前隱藏", "始終隱藏"],
    time_left: "剩餘時間",
    time: "時間",
    end_round: "結束本回合",
    next_round: "下一回合",
    scoreboard: "計分板",
    player: "玩家",
    points: "得分",
    this_round: "本回合耗時",
    unsolved: "未解出",
    results: "最終排名",
    place: "名次",
    play_again: "再玩一局",
    connecting: "正在連線到房間伺服器…",
    reconnecting: "正在重新連線…",
    unavailable: "房間功能需要房間伺服器，而本站沒有執行它。頁面的其他功能照常可用。",
    gave_up: "與房間的連線中斷了。",
    try_again: "重試",
    elsewhere: "你在這個房間的座位已在另一個分頁開啟。",
    reload: "伺服器已更新到新版的 24 點：請重新載入頁面再玩。",
    too_long: "這個答案太長，無法送出。",
    gone: "這個房間（或你在其中的座位）已經不在了。",
    you_host: "現在你是房主。",
    seconds: |s| format!("{s}\u{a0}秒"),
    round: |of| ("第 ".to_string(), format!(" 回合（共 {of} 回合）")),
    make: |target| format!("湊出 {target}"),
    solved: |s, points| format!("花了 {s}\u{a0}秒解出：得 {points} 分"),
    solved_points: |points| format!("已解出：得 {points} 分"),
    solutions: |n| match n {
        1 => "唯一解法".to_string(),
        n => format!("全部 {n} 種解法"),
    },
    next_in: |s| format!("{s}\u{a0}秒後開始下一回合"),
    round_short: |n| format!("第{n}回"),
    join_room: |code| format!("加入房間 {code}"),
    remove_ask: |name| format!("把 {name} 移出房間？"),
    host_now: |name| format!("{name} 現在是房主。"),
    bad_code: |text| {
        format!("「{text}」不是房間代碼：房間代碼是 6 個英文字母和數字，例如 K7M2QX。")
    },
    bad_target: |text| format!("「{text}」不是可用的目標數。"),
    error,
    nickname_problem: |p| match p {
        NickProblem::Empty => "請先取一個暱稱。",
        NickProblem::TooLong => "暱稱最多 20 個字元。",
        NickProblem::NotText => "暱稱不能包含控制字元或看不見的字元。",
    },
    settings_problem: |p| match p {
        SettingsProblem::Rounds => "一局有 1 到 30 回合。",
        SettingsProblem::HandSize => "每手牌 2 到 6 張。",
        SettingsProblem::Target => "目標數的分子和分母都不能超過 10,000。",
        SettingsProblem::TimeLimit => "每回合時限 30、60 或 120\u{a0}秒，也可以不限時。",
    },
    closed: |why| match why {
        CloseReason::Idle => "房間 30 分鐘沒有人玩，已經關閉。",
        CloseReason::Restarting => "伺服器正在重新啟動，頁面會自動重新連線。",
    },
    ended: |why| match why {
        EndReason::AllSolved => "所有人都解出來了。",
        EndReason::TimeUp => "時間到。",
        EndReason::Host => "房主結束了本回合。",
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
        | ErrorKind::BadSettings => "本頁和伺服器不同步，請重新載入頁面。",
        ErrorKind::NoSuchRoom => "沒有這個代碼的房間，請向房主確認。",
        ErrorKind::NicknameTaken => "房間裡已經有人用了這個暱稱，請換一個。",
        ErrorKind::RoomFull => "這個房間已滿。",
        ErrorKind::WatchersFull => "這個房間的投影畫面已達上限。",
        ErrorKind::TooManyRooms => "伺服器暫時無法再開新房間，請稍後再試。",
        ErrorKind::TooManyGuesses => "試過的代碼太多了，請等一分鐘再試。",
        ErrorKind::SeatGone => "你在這個房間的座位已經不在了。",
        ErrorKind::NotHost => "只有房主可以這麼做。",
        ErrorKind::NotNow => "遊戲進行到這一步時不能這麼做。",
        ErrorKind::NoHand => "無法發出這個難度的牌，請換一個難度或目標數。",
        ErrorKind::AlreadySolved => "你已經解出這一回合了。",
        ErrorKind::TooFast => "操作太快：有一則訊息被丟棄了。",
        ErrorKind::Locked => "這個房間已鎖定：房主不再接受新玩家。",
        ErrorKind::LateJoinOff => "這個房間的遊戲已經開始，不接受中途加入。",
        ErrorKind::Blocked => "房主已將使用這個暱稱的玩家移出房間。",
    }
}
