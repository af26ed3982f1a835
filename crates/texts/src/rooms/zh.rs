//! Rooms in Simplified Chinese.

use super::RoomsText;
use protocol::room::nickname::Problem as NickProblem;
use protocol::room::settings::Problem as SettingsProblem;
use protocol::room::{CloseReason, EndReason, ErrorKind};

pub const ROOMS: RoomsText = RoomsText {
    rooms: "房间",
    intro: "和朋友或全班一起实时玩 24 点：所有人同时拿到同一手牌，最先解出的人得分最多。",
    nickname: "你的昵称",
    host_heading: "创建房间",
    rounds: "轮数",
    cards: "每手牌数",
    time_limit: "每轮限时",
    no_limit: "不限时",
    create: "创建房间",
    join_heading: "加入房间",
    code: "房间号",
    join: "加入",
    join_link: "加入链接",
    copy_link: "复制链接",
    qr: "加入链接的二维码",
    scan: "扫码加入",
    projector: "投屏视图",
    players: "玩家",
    host: "房主",
    you: "你",
    away: "重连中",
    settings: "游戏设置",
    start: "开始游戏",
    waiting: "等待房主开始游戏…",
    leave: "离开房间",
    leave_ask: "离开这个房间？你的座位和分数将不再保留。",
    leave_ask_host: "离开这个房间？你的座位和分数将不再保留，房主将由另一位玩家接任。",
    stay: "留下",
    host_only: "只主持，不参加游戏",
    hosting_only: "你只主持这个房间，不参加游戏。",
    remove: "移出",
    remove_block: "移出并禁止这个昵称",
    cancel: "取消",
    lock: "锁定房间：不再接受新玩家",
    late_join: "游戏开始后仍可加入",
    removed: "房主已将你移出房间。",
    scoring: "计分",
    scorings: ["按速度（第一个 3 分，其余 1 分）", "按正确（每答对一次 1 分）", "不计时（每答对一次 1 分）"],
    solved_mark: "已解出",
    ranking: "投影上的排名",
    rankings: ["显示", "结束前隐藏", "始终隐藏"],
    time_left: "剩余时间",
    time: "用时",
    end_round: "结束本轮",
    next_round: "下一轮",
    scoreboard: "计分板",
    player: "玩家",
    points: "得分",
    this_round: "本轮用时",
    unsolved: "未解出",
    results: "最终排名",
    place: "名次",
    play_again: "再来一局",
    connecting: "正在连接房间服务器…",
    reconnecting: "正在重新连接…",
    unavailable: "房间功能需要房间服务器，而本站没有运行它。页面的其他功能照常可用。",
    gave_up: "与房间的连接已断开。",
    try_again: "重试",
    elsewhere: "你在这个房间的座位已在另一个标签页中打开。",
    reload: "服务器已更新到新版本的 24 点：请刷新页面后再玩。",
    too_long: "这个答案太长，无法发送。",
    gone: "这个房间（或你在其中的座位）已经不在了。",
    you_host: "现在你是房主。",
    seconds: |s| format!("{s}\u{a0}秒"),
    round: |of| ("第 ".to_string(), format!(" 轮（共 {of} 轮）")),
    make: |target| format!("凑出 {target}"),
    solved: |s, points| format!("用时 {s}\u{a0}秒解出：得 {points} 分"),
    solved_points: |points| format!("已解出：得 {points} 分"),
    solutions: |n| match n {
        1 => "唯一解法".to_string(),
        n => format!("全部 {n} 种解法"),
    },
    next_in: |s| format!("{s}\u{a0}秒后开始下一轮"),
    round_short: |n| format!("第{n}轮"),
    join_room: |code| format!("加入房间 {code}"),
    remove_ask: |name| format!("把 {name} 移出房间？"),
    host_now: |name| format!("{name} 现在是房主。"),
    bad_code: |text| format!("“{text}”不是房间号：房间号是 6 位字母和数字，例如 K7M2QX。"),
    bad_target: |text| format!("“{text}”不是可用的目标数。"),
    error,
    nickname_problem: |p| match p {
        NickProblem::Empty => "请先起一个昵称。",
        NickProblem::TooLong => "昵称最多 20 个字符。",
        NickProblem::NotText => "昵称不能包含控制字符或不可见字符。",
    },
    settings_problem: |p| match p {
        SettingsProblem::Rounds => "一局有 1 到 30 轮。",
        SettingsProblem::HandSize => "每手牌 2 到 6 张。",
        SettingsProblem::Target => "目标数的分子和分母都不能超过 10000。",
        SettingsProblem::TimeLimit => "每轮限时 30、60 或 120\u{a0}秒，也可以不限时。",
    },
    closed: |why| match why {
        CloseReason::Idle => "房间 30 分钟无人游戏，已关闭。",
        CloseReason::Restarting => "服务器正在重启，页面会自动重新连接。",
    },
    ended: |why| match why {
        EndReason::AllSolved => "所有人都解出来了。",
        EndReason::TimeUp => "时间到。",
        EndReason::Host => "房主结束了本轮。",
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
        | ErrorKind::BadSettings => "本页与服务器不同步，请刷新页面。",
        ErrorKind::NoSuchRoom => "没有这个房间号的房间，请向房主核对。",
        ErrorKind::NicknameTaken => "房间里已经有人用了这个昵称，请换一个。",
        ErrorKind::RoomFull => "这个房间已满。",
        ErrorKind::WatchersFull => "这个房间的投屏视图已达上限。",
        ErrorKind::TooManyRooms => "服务器暂时无法再开新房间，请稍后再试。",
        ErrorKind::TooManyGuesses => "尝试的房间号太多了，请等一分钟再试。",
        ErrorKind::SeatGone => "你在这个房间的座位已经不在了。",
        ErrorKind::NotHost => "只有房主可以这样做。",
        ErrorKind::NotNow => "游戏进行到这一步时不能这样做。",
        ErrorKind::NoHand => "没能发出这个难度的牌，请换一个难度或目标数。",
        ErrorKind::AlreadySolved => "你已经解出这一轮了。",
        ErrorKind::TooFast => "操作太快：有一条消息被丢弃了。",
        ErrorKind::Locked => "这个房间已锁定：房主不再接受新玩家。",
        ErrorKind::LateJoinOff => "这个房间的游戏已经开始，不接受中途加入。",
        ErrorKind::Blocked => "房主已将使用这个昵称的玩家移出房间。",
    }
}
