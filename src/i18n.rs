//! Every string the page shows, in English and Simplified Chinese.
//!
//! Fixed labels live in one [`Text`] table per language; sentences with
//! numbers or names in them are small functions on [`Lang`]. Solutions and
//! steps are not here: they stay in math notation in every language. Pure Rust,
//! so it is built and tested natively.

use super::state::Notice;
use cards::{Card, Suit, UrlProblem, MAX_SIZE, MIN_SIZE};
use solver::difficulty::{Difficulty, Grade};
use solver::{Error, Level, NumberProblem, Rational};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Zh,
}

/// The fixed labels of one language.
pub struct Text {
    pub title: &'static str,
    /// The document's `<title>`.
    pub page_title: &'static str,
    pub tagline: &'static str,
    pub hand: &'static str,
    pub controls: &'static str,
    pub deal: &'static str,
    pub only_solvable: &'static str,
    pub size: &'static str,
    pub target: &'static str,
    pub no_parens: &'static str,
    pub copy: &'static str,
    pub clear: &'static str,
    /// The switch shows the language it switches to, in that language.
    pub lang_switch: &'static str,
    pub lang_switch_label: &'static str,
    pub levels: &'static str,
    pub distinct: &'static str,
    pub strict: &'static str,
    pub solutions: &'static str,
    pub steps: &'static str,
    pub close: &'static str,
    pub empty_this_slot: &'static str,
    pub picker_help: &'static str,
    pub keys_help: &'static str,
    pub dismiss: &'static str,
}

const EN: Text = Text {
    title: "24",
    page_title: "24 — every distinct way to make 24",
    tagline: "Make the target from all the cards with +\u{a0}−\u{a0}×\u{a0}÷. Every distinct way, exactly.",
    hand: "Your hand",
    controls: "Options",
    deal: "Deal",
    only_solvable: "Only solvable hands",
    size: "Cards",
    target: "Target",
    no_parens: "No parentheses",
    copy: "Copy link",
    clear: "Clear",
    lang_switch: "中文",
    lang_switch_label: "切换到简体中文 (Switch to Chinese)",
    levels: "Count solutions as",
    distinct: "Distinct",
    strict: "Strict",
    solutions: "Solutions",
    steps: "Steps",
    close: "Close",
    empty_this_slot: "Empty this slot",
    picker_help: "Arrow keys move, Enter picks, Esc closes.",
    keys_help: "Keyboard: type A, 2–9, T (or 10), J, Q, K to fill the next slot; Backspace removes the last card.",
    dismiss: "Dismiss",
};

const ZH: Text = Text {
    title: "24 点",
    page_title: "24 点 — 所有本质不同的算法",
    tagline: "用 +\u{a0}−\u{a0}×\u{a0}÷ 把所有牌算成目标数，精确列出每一种本质不同的算法。",
    hand: "手牌",
    controls: "选项",
    deal: "发牌",
    only_solvable: "只发有解的牌",
    size: "张数",
    target: "目标",
    no_parens: "不用括号",
    copy: "复制链接",
    clear: "清空",
    lang_switch: "English",
    lang_switch_label: "Switch to English (切换到英文)",
    levels: "解法计数方式",
    distinct: "本质不同",
    strict: "严格",
    solutions: "解法",
    steps: "步骤",
    close: "关闭",
    empty_this_slot: "清空此位置",
    picker_help: "方向键移动，回车选择，Esc 关闭。",
    keys_help: "键盘：输入 A、2–9、T（或 10）、J、Q、K 填入下一个空位；退格键移除最后一张牌。",
    dismiss: "关闭提示",
};

impl Lang {
    /// The language for a browser language tag: Chinese for `zh*`, else English.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.trim().to_ascii_lowercase().starts_with("zh") {
            Lang::Zh
        } else {
            Lang::En
        }
    }

    /// The value for `<html lang>`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh-Hans",
        }
    }

    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Zh,
            Lang::Zh => Lang::En,
        }
    }

    pub fn text(self) -> &'static Text {
        match self {
            Lang::En => &EN,
            Lang::Zh => &ZH,
        }
    }

    /// "Queen of hearts" / "红桃 Q".
    pub fn card_name(self, card: Card) -> String {
        match self {
            Lang::En => card.name(),
            Lang::Zh => format!("{} {}", self.suit_name(card.suit()), card.rank_label()),
        }
    }

    /// "Spades" / "黑桃": the name of a row of the picker.
    pub fn suit_name(self, suit: Suit) -> &'static str {
        match (self, suit) {
            (Lang::En, Suit::Spades) => "Spades",
            (Lang::En, Suit::Hearts) => "Hearts",
            (Lang::En, Suit::Diamonds) => "Diamonds",
            (Lang::En, Suit::Clubs) => "Clubs",
            (Lang::Zh, Suit::Spades) => "黑桃",
            (Lang::Zh, Suit::Hearts) => "红桃",
            (Lang::Zh, Suit::Diamonds) => "方块",
            (Lang::Zh, Suit::Clubs) => "梅花",
        }
    }

    /// The alternative text of an empty slot; `index` counts from 0.
    pub fn empty_slot(self, index: usize) -> String {
        match self {
            Lang::En => format!("Empty slot {}, choose a card", index + 1),
            Lang::Zh => format!("第 {} 个空位，请选一张牌", index + 1),
        }
    }

    /// The accessible name of a filled slot's button.
    pub fn filled_slot(self, index: usize, card: Card) -> String {
        match self {
            Lang::En => format!("Slot {}: {}. Change card", index + 1, card.name()),
            Lang::Zh => format!("第 {} 张：{}，点击更换", index + 1, self.card_name(card)),
        }
    }

    pub fn picker_title(self, index: usize) -> String {
        match self {
            Lang::En => format!("Choose a card for slot {}", index + 1),
            Lang::Zh => format!("为第 {} 个位置选牌", index + 1),
        }
    }

    /// "Distinct (3)"; without a count while the hand is incomplete.
    pub fn level_button(self, level: Level, count: Option<usize>) -> String {
        let name = match level {
            Level::Distinct => self.text().distinct,
            Level::Strict => self.text().strict,
        };
        match count {
            Some(n) => format!("{name} ({n})"),
            None => name.to_string(),
        }
    }

    /// The verdict for a complete hand.
    pub fn verdict(self, count: usize, level: Level, target: &Rational) -> String {
        let target = show(target);
        match (self, count, level) {
            (Lang::En, 0, _) => format!("No way to make {target}"),
            (Lang::En, 1, level) => format!("1 {} solution", level.as_str()),
            (Lang::En, n, level) => format!("{n} {} solutions", level.as_str()),
            (Lang::Zh, 0, _) => format!("无法算出 {target}"),
            (Lang::Zh, n, Level::Distinct) => format!("{n} 种本质不同的解法"),
            (Lang::Zh, n, Level::Strict) => format!("严格计数：{n} 种解法"),
        }
    }

    /// The verdict while cards are missing.
    pub fn choose_cards(self, missing: usize, size: usize) -> String {
        match (self, missing == size, missing) {
            (Lang::En, true, _) => format!("Choose {size} cards, or deal"),
            (Lang::En, false, 1) => "Choose 1 more card".to_string(),
            (Lang::En, false, n) => format!("Choose {n} more cards"),
            (Lang::Zh, true, _) => format!("请选 {size} 张牌，或点“发牌”"),
            (Lang::Zh, false, n) => format!("还差 {n} 张牌"),
        }
    }

    pub fn solve_error(self, error: &Error) -> String {
        match self {
            Lang::En => format!("Cannot solve this hand: {error}"),
            Lang::Zh => "这手牌无法计算：数字太大".to_string(),
        }
    }

    pub fn steps_button(self, open: bool) -> &'static str {
        match (self, open) {
            (Lang::En, false) => "Show steps",
            (Lang::En, true) => "Hide steps",
            (Lang::Zh, false) => "显示步骤",
            (Lang::Zh, true) => "隐藏步骤",
        }
    }

    /// Shown under the list when it is cut short for speed.
    pub fn show_all(self, total: usize) -> String {
        match self {
            Lang::En => format!("Show all {total}"),
            Lang::Zh => format!("显示全部 {total} 种"),
        }
    }

    /// What is wrong with the target field's text.
    pub fn target_problem(self, error: &Error, kept: &Rational) -> String {
        let kept = show(kept);
        let (problem, s) = match error {
            Error::Number { text, problem } => (*problem, text.as_str()),
            _ => (NumberProblem::Invalid, ""),
        };
        match (self, problem) {
            (Lang::En, NumberProblem::Empty) => {
                format!("Enter a target number; showing the answer for {kept}.")
            }
            (Lang::En, NumberProblem::ZeroDenominator) => {
                format!("Target “{s}” divides by zero; showing the answer for {kept}.")
            }
            (Lang::En, NumberProblem::TooLarge) => {
                format!("Target “{s}” is too large; showing the answer for {kept}.")
            }
            (Lang::En, _) => format!(
                "Target “{s}” is not a number (use an integer or a fraction like 3/4); showing the answer for {kept}."
            ),
            (Lang::Zh, NumberProblem::Empty) => format!("请输入目标数；当前显示 {kept} 的答案。"),
            (Lang::Zh, NumberProblem::ZeroDenominator) => {
                format!("目标“{s}”的分母为零；当前显示 {kept} 的答案。")
            }
            (Lang::Zh, NumberProblem::TooLarge) => {
                format!("目标“{s}”太大；当前显示 {kept} 的答案。")
            }
            (Lang::Zh, _) => format!(
                "目标“{s}”不是数（请用整数或 3/4 这样的分数）；当前显示 {kept} 的答案。"
            ),
        }
    }

    pub fn notice(self, notice: &Notice) -> String {
        match notice {
            Notice::Link(problems) => {
                let parts: Vec<String> = problems.iter().map(|p| self.url_problem(p)).collect();
                match self {
                    Lang::En => format!("Part of the link was ignored: {}.", parts.join("; ")),
                    Lang::Zh => format!("链接中有部分内容被忽略：{}。", parts.join("；")),
                }
            }
            Notice::Copied => match self {
                Lang::En => "Link copied".to_string(),
                Lang::Zh => "链接已复制".to_string(),
            },
            Notice::CopyFailed(link) => match self {
                Lang::En => {
                    format!("The clipboard is not available here; copy the link by hand: {link}")
                }
                Lang::Zh => format!("无法使用剪贴板，请手动复制链接：{link}"),
            },
            Notice::Unreachable {
                size,
                target,
                attempts,
            } => {
                let target = show(target);
                match self {
                    Lang::En => format!(
                        "No solvable hand of {size} cards for {target} in {attempts} deals; this one has no solution."
                    ),
                    Lang::Zh => format!(
                        "发了 {attempts} 次都没有能算出 {target} 的 {size} 张牌；这手牌无解。"
                    ),
                }
            }
            Notice::NoHandAtLevel {
                grade,
                size,
                target,
                attempts,
            } => {
                let (name, target) = (self.grade_name(*grade), show(target));
                match self {
                    Lang::En => format!(
                        "No {name} hand of {size} cards for {target} in {attempts} deals; nothing was dealt."
                    ),
                    Lang::Zh => format!(
                        "发了 {attempts} 次都没有找到能算出 {target} 的{name} {size} 张牌；未发牌。"
                    ),
                }
            }
            Notice::HandFull => match self {
                Lang::En => {
                    "The hand is full: choose a slot to change it, or press Backspace.".to_string()
                }
                Lang::Zh => "手牌已满：点一张牌更换，或按退格键移除。".to_string(),
            },
            Notice::NoSuitLeft(rank) => {
                let label = cards::rank_label(*rank);
                match self {
                    Lang::En => format!("All four {label}s are already in the hand."),
                    Lang::Zh => format!("四张 {label} 都已在手牌中。"),
                }
            }
        }
    }

    fn url_problem(self, problem: &UrlProblem) -> String {
        match (self, problem) {
            (Lang::En, UrlProblem::NotACard(s)) => format!("“{s}” is not a card"),
            (Lang::En, UrlProblem::Duplicate(s)) => format!("“{s}” is a duplicate card"),
            (Lang::En, UrlProblem::NoSuitLeft(s)) => format!("no suit is left for “{s}”"),
            (Lang::En, UrlProblem::TooMany { max, dropped }) => {
                format!(
                    "too many cards, at most {max}: “{}” dropped",
                    dropped.join(" ")
                )
            }
            (Lang::En, UrlProblem::BadTarget(s)) => format!("“{s}” is not a valid target"),
            (Lang::En, UrlProblem::BadLevel(s)) => {
                format!("“{s}” is not a level (distinct or strict)")
            }
            (Lang::En, UrlProblem::BadSize(s)) => {
                format!("“{s}” is not a hand size ({MIN_SIZE} to {MAX_SIZE})")
            }
            (Lang::En, UrlProblem::BadParens(s)) => {
                format!("“{s}” is not a parens option (no or yes)")
            }
            (Lang::Zh, UrlProblem::NotACard(s)) => format!("“{s}”不是一张牌"),
            (Lang::Zh, UrlProblem::Duplicate(s)) => format!("“{s}”重复"),
            (Lang::Zh, UrlProblem::NoSuitLeft(s)) => format!("“{s}”已没有可用的花色"),
            (Lang::Zh, UrlProblem::TooMany { max, dropped }) => {
                format!("牌太多，最多 {max} 张：已舍去“{}”", dropped.join(" "))
            }
            (Lang::Zh, UrlProblem::BadTarget(s)) => format!("“{s}”不是有效的目标数"),
            (Lang::Zh, UrlProblem::BadLevel(s)) => {
                format!("“{s}”不是计数方式（distinct 或 strict）")
            }
            (Lang::Zh, UrlProblem::BadSize(s)) => {
                format!("“{s}”不是有效张数（{MIN_SIZE} 到 {MAX_SIZE}）")
            }
            (Lang::Zh, UrlProblem::BadParens(s)) => format!("“{s}”不是括号选项（no 或 yes）"),
            (Lang::En, UrlProblem::BadDifficulty(s)) => {
                format!("“{s}” is not a difficulty (easy, fair, tricky, hard or fiendish)")
            }
            (Lang::Zh, UrlProblem::BadDifficulty(s)) => {
                format!("“{s}”不是难度（easy、fair、tricky、hard 或 fiendish）")
            }
        }
    }
}

/// The difficulty texts: the levels, the estimate, the Deal choice.
impl Lang {
    pub fn grade_name(self, grade: Grade) -> &'static str {
        let names = match self {
            Lang::En => ["Easy", "Fair", "Tricky", "Hard", "Fiendish"],
            Lang::Zh => ["简单", "一般", "有点难", "难", "极难"],
        };
        names[usize::from(grade.number()) - 1]
    }

    /// "Hard · about 40 s for a practised player".
    pub fn rating(self, rating: &Difficulty) -> String {
        let name = self.grade_name(rating.grade);
        let seconds = rating.seconds.round().max(1.0);
        match self {
            Lang::En => format!("{name} · about {seconds} s for a practised player"),
            Lang::Zh => format!("{name} · 熟练玩家约 {seconds} 秒"),
        }
    }

    /// The label of Deal's difficulty choice.
    pub fn difficulty_label(self) -> &'static str {
        match self {
            Lang::En => "Difficulty",
            Lang::Zh => "难度",
        }
    }

    /// The choice that leaves the difficulty to chance.
    pub fn any_difficulty(self) -> &'static str {
        match self {
            Lang::En => "Any",
            Lang::Zh => "任意",
        }
    }
}

/// A number as people write it, with a true minus sign.
fn show(q: &Rational) -> String {
    q.to_string().replace('-', "−")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(n: i128) -> Rational {
        Rational::from_integer(n)
    }

    #[test]
    fn language_follows_the_browser() {
        assert_eq!(Lang::from_tag("zh-CN"), Lang::Zh);
        assert_eq!(Lang::from_tag("zh"), Lang::Zh);
        assert_eq!(Lang::from_tag("ZH-tw"), Lang::Zh);
        assert_eq!(Lang::from_tag("en-US"), Lang::En);
        assert_eq!(Lang::from_tag("fr"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
        assert_eq!(Lang::En.other(), Lang::Zh);
        assert_eq!(Lang::Zh.other().tag(), "en");
    }

    #[test]
    fn verdicts_read_naturally() {
        assert_eq!(
            Lang::En.verdict(3, Level::Distinct, &q(24)),
            "3 distinct solutions"
        );
        assert_eq!(
            Lang::En.verdict(1, Level::Distinct, &q(24)),
            "1 distinct solution"
        );
        assert_eq!(
            Lang::En.verdict(4, Level::Strict, &q(24)),
            "4 strict solutions"
        );
        assert_eq!(
            Lang::En.verdict(0, Level::Strict, &q(24)),
            "No way to make 24"
        );
        assert_eq!(
            Lang::En.verdict(0, Level::Distinct, &q(-3)),
            "No way to make −3"
        );
        assert!(Lang::Zh.verdict(3, Level::Distinct, &q(24)).contains('3'));
        assert_eq!(Lang::En.choose_cards(4, 4), "Choose 4 cards, or deal");
        assert_eq!(Lang::En.choose_cards(1, 4), "Choose 1 more card");
        assert_eq!(Lang::En.choose_cards(2, 4), "Choose 2 more cards");
    }

    #[test]
    fn card_names_and_slots() {
        let qh = Card::from_code("qh").unwrap();
        assert_eq!(Lang::En.card_name(qh), "Queen of hearts");
        assert_eq!(Lang::Zh.card_name(qh), "红桃 Q");
        assert_eq!(Lang::En.empty_slot(1), "Empty slot 2, choose a card");
        assert_eq!(
            Lang::En.level_button(Level::Distinct, Some(3)),
            "Distinct (3)"
        );
        assert_eq!(Lang::En.level_button(Level::Strict, Some(4)), "Strict (4)");
        assert_eq!(Lang::En.level_button(Level::Strict, None), "Strict");
    }

    #[test]
    fn notices_name_what_is_wrong() {
        let notice = Notice::Link(vec![
            UrlProblem::NotACard("zz".into()),
            UrlProblem::NotACard("99".into()),
        ]);
        for lang in [Lang::En, Lang::Zh] {
            let text = lang.notice(&notice);
            assert!(text.contains("zz") && text.contains("99"), "{text}");
        }
        let bad: Error = "abc".parse::<Rational>().unwrap_err();
        assert!(Lang::En.target_problem(&bad, &q(24)).contains("abc"));
        assert!(Lang::Zh.target_problem(&bad, &q(24)).contains("abc"));
        assert_eq!(Lang::En.notice(&Notice::Copied), "Link copied");
        let none = Notice::NoHandAtLevel {
            grade: Grade::Fiendish,
            size: 2,
            target: q(24),
            attempts: 2000,
        };
        assert_eq!(
            Lang::En.notice(&none),
            "No Fiendish hand of 2 cards for 24 in 2000 deals; nothing was dealt."
        );
        assert!(Lang::Zh.notice(&none).contains("极难"));
    }

    #[test]
    fn ratings_read_in_both_languages() {
        let hard = Difficulty {
            seconds: 39.6,
            grade: Grade::Hard,
        };
        assert_eq!(
            Lang::En.rating(&hard),
            "Hard · about 40 s for a practised player"
        );
        assert_eq!(Lang::Zh.rating(&hard), "难 · 熟练玩家约 40 秒");
        for lang in [Lang::En, Lang::Zh] {
            let names: Vec<&str> = Grade::ALL.iter().map(|&g| lang.grade_name(g)).collect();
            assert_eq!(names.len(), 5);
            assert!(!lang.difficulty_label().is_empty() && !lang.any_difficulty().is_empty());
        }
    }
}
