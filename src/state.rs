//! The page's one state and its reducer.
//!
//! Everything the page shows is derived from a [`State`]; every user action is
//! an [`Action`] applied by [`State::apply`], a pure function. The state holds
//! only what cannot be derived: the solutions are computed from [`SolveKey`]
//! (and memoised by the view), and the URL is written from [`State::link`].
//! Pure Rust, so every action is unit-tested natively.

use super::i18n::Lang;
use cards::{
    first_free_suit, rank_from_code, write_query, Card, Link, Parsed, UrlProblem, MAX_SIZE,
    MIN_SIZE,
};
use solver::difficulty::{rate, Difficulty, Grade};
use solver::{solve, Error, Level, Options, Parens, Rational, Solved};

/// How the next URL write, if the link changed, goes into the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UrlWrite {
    /// The state was just read from the URL: leave the URL as the user wrote it.
    Keep,
    /// An edit: replace the current history entry.
    Replace,
    /// A new deal: a new history entry, so Back returns to the previous hand.
    Push,
}

/// A one-off message for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Parts of the opened link that could not be used.
    Link(Vec<UrlProblem>),
    Copied,
    /// The clipboard refused; carries the link to copy by hand.
    CopyFailed(String),
    /// "Only solvable hands" found none within its bound.
    Unreachable {
        size: usize,
        target: Rational,
        attempts: usize,
    },
    /// Deal at a difficulty found no hand of it: nothing was dealt.
    NoHandAtLevel {
        grade: Grade,
        size: usize,
        target: Rational,
        attempts: usize,
    },
    /// A typed rank with no empty slot left.
    HandFull,
    /// A typed rank whose four cards are all in the hand.
    NoSuitLeft(u8),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// One entry per slot; the length is the hand size.
    pub slots: Vec<Option<Card>>,
    /// The last target that parsed; the answer is always for this one.
    pub target: Rational,
    /// The target field as typed, which may not parse.
    pub target_text: String,
    pub level: Level,
    pub no_parens: bool,
    pub only_solvable: bool,
    /// The level Deal draws from; `None` is any.
    pub difficulty: Option<Grade>,
    pub lang: Lang,
    /// The slot whose picker is open.
    pub picker: Option<usize>,
    pub notice: Option<Notice>,
    /// A `1` was typed: a `0` next makes a 10.
    pub pending_one: bool,
    pub url_write: UrlWrite,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// The URL was read, at start or on Back/Forward.
    Load(Parsed),
    OpenPicker(usize),
    ClosePicker,
    Pick {
        slot: usize,
        card: Card,
    },
    ClearSlot(usize),
    ClearHand,
    /// A typed character: a rank (`a 2..9 t j q k`), or `1` then `0` for 10.
    Type(char),
    /// Clears the last filled slot.
    Backspace,
    SetSize(usize),
    SetTarget(String),
    SetLevel(Level),
    SetNoParens(bool),
    SetOnlySolvable(bool),
    SetDifficulty(Option<Grade>),
    /// A dealt hand; `gave_up_after` is set when "only solvable hands" found none.
    Dealt {
        cards: Vec<Card>,
        gave_up_after: Option<usize>,
    },
    SetLang(Lang),
    Notify(Notice),
    Dismiss,
}

/// The action for a key pressed outside text fields, if it is one of ours.
pub fn key_action(key: &str) -> Option<Action> {
    if key == "Backspace" {
        return Some(Action::Backspace);
    }
    let mut chars = key.chars();
    let c = chars.next()?.to_ascii_lowercase();
    if chars.next().is_some() {
        return None;
    }
    (c == '1' || c == '0' || rank_from_code(&c.to_string()).is_some()).then_some(Action::Type(c))
}

/// Columns of the card picker: one per rank, A to K; rows are suits, in the
/// order of [`Card::deck`], so position `row * 13 + column` is `deck[i]`.
pub const PICKER_COLUMNS: usize = 13;

/// A cursor move in the card picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// Previous card in reading order.
    Left,
    /// Next card in reading order.
    Right,
    /// Same rank, previous suit.
    Up,
    /// Same rank, next suit.
    Down,
    /// First card of the row.
    Home,
    /// Last card of the row.
    End,
}

impl Move {
    /// The move for a key name, if it is one.
    pub fn from_key(key: &str) -> Option<Move> {
        Some(match key {
            "ArrowLeft" => Move::Left,
            "ArrowRight" => Move::Right,
            "ArrowUp" => Move::Up,
            "ArrowDown" => Move::Down,
            "Home" => Move::Home,
            "End" => Move::End,
            _ => return None,
        })
    }
}

/// Where the picker's cursor goes from `from`, skipping the `blocked` cards
/// (those in the hand, which are disabled and cannot take focus). Stays put
/// when there is nowhere to go.
pub fn picker_step(from: usize, dir: Move, blocked: &[bool]) -> usize {
    let free = |i: &usize| !blocked.get(*i).copied().unwrap_or(true);
    let n = blocked.len();
    let row = from - from % PICKER_COLUMNS;
    let row_end = (row + PICKER_COLUMNS).min(n);
    let found = match dir {
        Move::Left => (0..from.min(n)).rev().find(free),
        Move::Right => (from + 1..n).find(free),
        Move::Up => (0..from / PICKER_COLUMNS)
            .rev()
            .map(|r| r * PICKER_COLUMNS + from % PICKER_COLUMNS)
            .find(free),
        Move::Down => (from + PICKER_COLUMNS..n)
            .step_by(PICKER_COLUMNS)
            .find(free),
        Move::Home => (row..row_end).find(free),
        Move::End => (row..row_end).rev().find(free),
    };
    found.unwrap_or(from)
}

/// Where the picker's cursor starts: on `at` (the slot's current card) or the
/// nearest free card after it, else before it.
pub fn picker_start(at: usize, blocked: &[bool]) -> usize {
    let free = |i: &usize| !blocked.get(*i).copied().unwrap_or(true);
    (at..blocked.len())
        .find(free)
        .or_else(|| (0..at.min(blocked.len())).rev().find(free))
        .unwrap_or(0)
}

/// What the answer depends on, and nothing else: the memo key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveKey {
    /// The ranks, once every slot is filled.
    pub ranks: Option<Vec<u8>>,
    pub target: Rational,
    pub no_parens: bool,
}

impl SolveKey {
    /// `None` while the hand is incomplete.
    pub fn solve(&self) -> Option<Result<Solved, Error>> {
        let ranks = self.ranks.as_ref()?;
        Some(solve(&numbers(ranks), self.target, options(self.no_parens)))
    }

    /// How hard the hand is for people; `None` while it is incomplete or
    /// when it has no solution.
    pub fn rating(&self) -> Option<Difficulty> {
        rate(&numbers(self.ranks.as_ref()?), self.target)
    }
}

fn numbers(ranks: &[u8]) -> Vec<Rational> {
    ranks
        .iter()
        .map(|&r| Rational::from_integer(i128::from(r)))
        .collect()
}

/// The difficulty of `cards` for `target`, if they make it; the judge of
/// dealing at a level.
pub fn grade(cards: &[Card], target: Rational) -> Option<Grade> {
    let ranks: Vec<u8> = cards.iter().map(|c| c.rank()).collect();
    rate(&numbers(&ranks), target).map(|d| d.grade)
}

/// The solver's options for the "no parentheses" switch.
fn options(no_parens: bool) -> Options {
    let parens = if no_parens { Parens::None } else { Parens::Any };
    Options::default().parens(parens)
}

/// Whether `cards` can make `target`; the judge of "only solvable hands".
pub fn solvable(cards: &[Card], target: Rational, no_parens: bool) -> bool {
    let ranks: Vec<u8> = cards.iter().map(|c| c.rank()).collect();
    solve(&numbers(&ranks), target, options(no_parens)).is_ok_and(|s| s.is_solvable())
}

impl State {
    /// The state for a freshly opened page.
    pub fn new(parsed: Parsed, lang: Lang) -> State {
        let link = Link::default();
        let blank = State {
            slots: link.slots,
            target: link.target,
            target_text: link.target.to_string(),
            level: link.level,
            no_parens: link.no_parens,
            only_solvable: false,
            difficulty: link.difficulty,
            lang,
            picker: None,
            notice: None,
            pending_one: false,
            url_write: UrlWrite::Keep,
        };
        blank.apply(Action::Load(parsed))
    }

    pub fn size(&self) -> usize {
        self.slots.len()
    }

    /// The cards, once every slot is filled.
    pub fn hand(&self) -> Option<Vec<Card>> {
        self.slots.iter().copied().collect()
    }

    pub fn missing(&self) -> usize {
        self.slots.iter().filter(|s| s.is_none()).count()
    }

    pub fn holds(&self, card: Card) -> bool {
        self.slots.contains(&Some(card))
    }

    pub fn solve_key(&self) -> SolveKey {
        SolveKey {
            ranks: self.hand().map(|h| h.iter().map(|c| c.rank()).collect()),
            target: self.target,
            no_parens: self.no_parens,
        }
    }

    /// What the URL carries.
    pub fn link(&self) -> Link {
        Link {
            slots: self.slots.clone(),
            target: self.target,
            level: self.level,
            no_parens: self.no_parens,
            difficulty: self.difficulty,
        }
    }

    /// The query string for the URL, without `?`.
    pub fn query(&self) -> String {
        write_query(&self.link())
    }

    /// What is wrong with the target field, if anything.
    pub fn target_error(&self) -> Option<Error> {
        self.target_text.parse::<Rational>().err()
    }

    /// Applies one action. Never panics, whatever the action's numbers.
    pub fn apply(&self, action: Action) -> State {
        let mut next = self.clone();
        if !matches!(action, Action::Type(_)) {
            next.pending_one = false;
        }
        match action {
            Action::Load(Parsed { link, problems }) => {
                next.slots = link.slots;
                next.target = link.target;
                next.target_text = link.target.to_string();
                next.level = link.level;
                next.no_parens = link.no_parens;
                next.difficulty = link.difficulty;
                next.picker = None;
                // A bad target stays in the field, where its own message names
                // it and the user can mend it.
                let mut rest = Vec::new();
                for problem in problems {
                    match problem {
                        UrlProblem::BadTarget(text) => next.target_text = text,
                        other => rest.push(other),
                    }
                }
                next.notice = (!rest.is_empty()).then_some(Notice::Link(rest));
                next.url_write = UrlWrite::Keep;
            }
            Action::OpenPicker(slot) => {
                if slot < next.size() {
                    next.picker = Some(slot);
                }
            }
            Action::ClosePicker => next.picker = None,
            Action::Pick { slot, card } => {
                let elsewhere = next
                    .slots
                    .iter()
                    .enumerate()
                    .any(|(i, s)| i != slot && *s == Some(card));
                if slot < next.size() && !elsewhere {
                    next.slots[slot] = Some(card);
                    next.edited();
                }
                next.picker = None;
            }
            Action::ClearSlot(slot) => {
                if let Some(s) = next.slots.get_mut(slot) {
                    *s = None;
                    next.edited();
                }
                next.picker = None;
            }
            Action::ClearHand => {
                next.slots.iter_mut().for_each(|s| *s = None);
                next.picker = None;
                next.edited();
            }
            Action::Type(c) => {
                let c = c.to_ascii_lowercase();
                let was_one = std::mem::replace(&mut next.pending_one, false);
                let rank = match c {
                    '1' => {
                        next.pending_one = true;
                        None
                    }
                    '0' if was_one => Some(10),
                    _ => rank_from_code(&c.to_string()),
                };
                if let Some(rank) = rank {
                    next.fill_next(rank);
                }
            }
            Action::Backspace => {
                if self.pending_one {
                    // Backspace takes back the typed `1` first.
                } else if let Some(last) = next.slots.iter().rposition(Option::is_some) {
                    next.slots[last] = None;
                    next.edited();
                }
            }
            Action::SetSize(size) => {
                let size = size.clamp(MIN_SIZE, MAX_SIZE);
                if size != next.size() {
                    next.slots.resize(size, None);
                    if next.picker.is_some_and(|p| p >= size) {
                        next.picker = None;
                    }
                    next.edited();
                }
            }
            Action::SetTarget(text) => {
                if let Ok(q) = text.parse::<Rational>() {
                    next.target = q;
                }
                next.target_text = text;
                next.url_write = UrlWrite::Replace;
            }
            Action::SetLevel(level) => {
                next.level = level;
                next.url_write = UrlWrite::Replace;
            }
            Action::SetNoParens(on) => {
                next.no_parens = on;
                next.url_write = UrlWrite::Replace;
            }
            Action::SetOnlySolvable(on) => next.only_solvable = on,
            Action::SetDifficulty(grade) => {
                next.difficulty = grade;
                next.url_write = UrlWrite::Replace;
            }
            Action::Dealt {
                cards,
                gave_up_after,
            } => {
                let size = next.size();
                next.slots = cards
                    .into_iter()
                    .map(Some)
                    .chain(std::iter::repeat(None))
                    .take(size)
                    .collect();
                next.picker = None;
                next.notice = gave_up_after.map(|attempts| Notice::Unreachable {
                    size,
                    target: next.target,
                    attempts,
                });
                next.url_write = UrlWrite::Push;
            }
            Action::SetLang(lang) => next.lang = lang,
            Action::Notify(notice) => next.notice = Some(notice),
            Action::Dismiss => next.notice = None,
        }
        next
    }

    /// After a change to the hand: old messages are stale.
    fn edited(&mut self) {
        self.notice = None;
        self.url_write = UrlWrite::Replace;
    }

    /// Puts a card of `rank`, in the first suit not in the hand, in the first
    /// empty slot.
    fn fill_next(&mut self, rank: u8) {
        let Some(empty) = self.slots.iter().position(Option::is_none) else {
            self.notice = Some(Notice::HandFull);
            return;
        };
        match first_free_suit(rank, &self.slots) {
            Some(card) => {
                self.slots[empty] = Some(card);
                self.edited();
            }
            None => self.notice = Some(Notice::NoSuitLeft(rank)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cards::parse_query;

    fn card(code: &str) -> Card {
        Card::from_code(code).unwrap()
    }

    fn codes(state: &State) -> Vec<String> {
        state
            .slots
            .iter()
            .map(|s| s.map_or("_".to_string(), Card::code))
            .collect()
    }

    fn open(query: &str) -> State {
        State::new(parse_query(query), Lang::En)
    }

    fn run(state: &State, actions: impl IntoIterator<Item = Action>) -> State {
        actions.into_iter().fold(state.clone(), |s, a| s.apply(a))
    }

    #[test]
    fn the_difficulty_choice_lives_in_the_url() {
        let s = open("?difficulty=hard");
        assert_eq!(s.difficulty, Some(Grade::Hard));
        assert_eq!(s.query(), "difficulty=hard");
        let s = s.apply(Action::SetDifficulty(Some(Grade::Easy)));
        assert_eq!(
            (s.query().as_str(), s.url_write),
            ("difficulty=easy", UrlWrite::Replace)
        );
        let s = s.apply(Action::SetDifficulty(None));
        assert_eq!(s.query(), "");
        let hand = open("?cards=ah-ad-4c-6s");
        let rating = hand.solve_key().rating().unwrap();
        assert_eq!(rating.grade, Grade::Easy);
        assert_eq!(grade(&hand.hand().unwrap(), hand.target), Some(Grade::Easy));
        assert_eq!(open("?cards=ah-ad-as-ac").solve_key().rating(), None);
        assert_eq!(open("?cards=ah-ad-_-ac").solve_key().rating(), None);
    }

    #[test]
    fn a_fresh_page_is_an_empty_hand_of_four() {
        let s = open("");
        assert_eq!(codes(&s), ["_", "_", "_", "_"]);
        assert_eq!(s.target, Rational::from_integer(24));
        assert_eq!(s.target_text, "24");
        assert_eq!(s.level, Level::Distinct);
        assert_eq!(s.notice, None);
        assert_eq!(s.url_write, UrlWrite::Keep);
        assert_eq!(s.hand(), None);
        assert_eq!(s.missing(), 4);
        assert_eq!(s.query(), "");
    }

    #[test]
    fn load_reads_the_link_and_names_its_problems() {
        let s = open("?cards=zz-3h-99-8d&level=strict");
        assert_eq!(codes(&s), ["_", "3h", "_", "8d"]);
        assert_eq!(s.level, Level::Strict);
        assert_eq!(
            s.notice,
            Some(Notice::Link(vec![
                UrlProblem::NotACard("zz".into()),
                UrlProblem::NotACard("99".into())
            ]))
        );
        // A later load replaces everything the link carries, and the message.
        let s = s.apply(Action::Load(parse_query("?cards=3s-3h-8c-8d&target=3/4")));
        assert_eq!(codes(&s), ["3s", "3h", "8c", "8d"]);
        assert_eq!(s.target, Rational::new(3, 4));
        assert_eq!(s.target_text, "3/4");
        assert_eq!(s.level, Level::Distinct);
        assert_eq!(s.notice, None);
        assert_eq!(s.url_write, UrlWrite::Keep);
    }

    #[test]
    fn a_bad_target_in_the_link_stays_in_the_field() {
        let s = open("?cards=3s-3h-8c-8d&target=abc");
        assert_eq!(s.target, Rational::from_integer(24));
        assert_eq!(s.target_text, "abc");
        assert_eq!(
            s.target_error(),
            Some(Error::Number {
                text: "abc".into(),
                problem: solver::NumberProblem::Invalid
            })
        );
        assert_eq!(s.notice, None);
    }

    #[test]
    fn load_keeps_the_language_and_options_that_are_not_in_the_link() {
        let s = State::new(parse_query(""), Lang::Zh).apply(Action::SetOnlySolvable(true));
        let s = s.apply(Action::Load(parse_query("?cards=ks")));
        assert_eq!(s.lang, Lang::Zh);
        assert!(s.only_solvable);
    }

    #[test]
    fn the_picker_opens_picks_and_closes() {
        let s = open("?cards=3s-_-_-_");
        let s = s.apply(Action::OpenPicker(1));
        assert_eq!(s.picker, Some(1));
        let s = s.apply(Action::Pick {
            slot: 1,
            card: card("qh"),
        });
        assert_eq!(codes(&s), ["3s", "qh", "_", "_"]);
        assert_eq!(s.picker, None);
        assert_eq!(s.url_write, UrlWrite::Replace);
        assert_eq!(s.query(), "cards=3s-qh-_-_");

        // A card already elsewhere in the hand cannot be picked again.
        let s = run(
            &s,
            [
                Action::OpenPicker(2),
                Action::Pick {
                    slot: 2,
                    card: card("3s"),
                },
            ],
        );
        assert_eq!(codes(&s), ["3s", "qh", "_", "_"]);
        assert_eq!(s.picker, None);
        // ...but re-picking a slot's own card is harmless.
        let s = s.apply(Action::Pick {
            slot: 1,
            card: card("qh"),
        });
        assert_eq!(codes(&s), ["3s", "qh", "_", "_"]);

        assert_eq!(s.apply(Action::OpenPicker(9)).picker, None);
        assert_eq!(
            s.apply(Action::OpenPicker(0))
                .apply(Action::ClosePicker)
                .picker,
            None
        );
        assert_eq!(
            s.apply(Action::Pick {
                slot: 9,
                card: card("2c")
            }),
            s
        );
    }

    #[test]
    fn slots_clear_one_by_one_or_all_at_once() {
        let s = open("?cards=3s-3h-8c-8d");
        let s = run(&s, [Action::OpenPicker(2), Action::ClearSlot(2)]);
        assert_eq!(codes(&s), ["3s", "3h", "_", "8d"]);
        assert_eq!(s.picker, None);
        assert_eq!(s.apply(Action::ClearSlot(7)).slots, s.slots);
        let s = s.apply(Action::ClearHand);
        assert_eq!(codes(&s), ["_", "_", "_", "_"]);
        assert_eq!(s.query(), "");
    }

    #[test]
    fn typing_ranks_fills_the_next_empty_slot_with_a_free_suit() {
        let s = open("?cards=_-3s");
        let s = run(
            &s,
            [
                Action::SetSize(4),
                Action::Type('3'),
                Action::Type('K'),
                Action::Type('3'),
            ],
        );
        assert_eq!(codes(&s), ["3h", "3s", "ks", "3d"]);
        let s = s.apply(Action::Type('a'));
        assert_eq!(s.notice, Some(Notice::HandFull));
        assert_eq!(codes(&s), ["3h", "3s", "ks", "3d"]);

        let s = run(&open(""), "a23456789tjqk".chars().map(Action::Type));
        assert_eq!(codes(&s), ["as", "2s", "3s", "4s"]);

        let s = run(&open("?cards=5s-5h-5d-5c-_"), [Action::Type('5')]);
        assert_eq!(s.notice, Some(Notice::NoSuitLeft(5)));
        assert_eq!(s.missing(), 1);
    }

    #[test]
    fn one_then_zero_types_a_ten() {
        let s = run(&open(""), [Action::Type('1')]);
        assert!(s.pending_one);
        assert_eq!(s.missing(), 4);
        let s = s.apply(Action::Type('0'));
        assert!(!s.pending_one);
        assert_eq!(codes(&s), ["ts", "_", "_", "_"]);

        // A lone 0 does nothing; 1 then another rank drops the 1.
        let s = run(
            &open(""),
            [
                Action::Type('0'),
                Action::Type('1'),
                Action::Type('k'),
                Action::Type('0'),
            ],
        );
        assert_eq!(codes(&s), ["ks", "_", "_", "_"]);
        assert!(!s.pending_one);

        // Any other action also forgets the 1.
        let s = run(
            &open(""),
            [Action::Type('1'), Action::ClosePicker, Action::Type('0')],
        );
        assert_eq!(s.missing(), 4);
    }

    #[test]
    fn backspace_clears_the_last_filled_slot() {
        let s = open("?cards=3s-_-8c-_");
        let s = s.apply(Action::Backspace);
        assert_eq!(codes(&s), ["3s", "_", "_", "_"]);
        let s = run(&s, [Action::Backspace, Action::Backspace]);
        assert_eq!(codes(&s), ["_", "_", "_", "_"]);

        // After a typed 1, Backspace only takes back the 1.
        let s = run(
            &open("?cards=3s-_-_-_"),
            [Action::Type('1'), Action::Backspace],
        );
        assert_eq!(codes(&s), ["3s", "_", "_", "_"]);
        assert!(!s.pending_one);
    }

    #[test]
    fn hand_size_grows_and_shrinks() {
        let s = open("?cards=3s-3h-8c-8d");
        let s = s.apply(Action::SetSize(6));
        assert_eq!(codes(&s), ["3s", "3h", "8c", "8d", "_", "_"]);
        assert_eq!(s.query(), "cards=3s-3h-8c-8d-_-_");
        let s = run(&s, [Action::OpenPicker(5), Action::SetSize(2)]);
        assert_eq!(codes(&s), ["3s", "3h"]);
        assert_eq!(s.picker, None);
        assert_eq!(s.apply(Action::SetSize(0)).size(), 2);
        assert_eq!(s.apply(Action::SetSize(99)).size(), 6);
        assert_eq!(open("").apply(Action::SetSize(5)).query(), "n=5");
    }

    #[test]
    fn the_target_keeps_its_last_good_value() {
        let s = open("?cards=3s-3h-8c-8d");
        let s = s.apply(Action::SetTarget("3/4".into()));
        assert_eq!(s.target, Rational::new(3, 4));
        assert_eq!(s.target_error(), None);
        assert_eq!(s.query(), "cards=3s-3h-8c-8d&target=3/4");
        let s = s.apply(Action::SetTarget("3/".into()));
        assert_eq!(s.target, Rational::new(3, 4));
        assert_eq!(s.target_text, "3/");
        assert!(s.target_error().is_some());
        let s = s.apply(Action::SetTarget("-10".into()));
        assert_eq!(s.target, Rational::from_integer(-10));
        let s = s.apply(Action::SetTarget("".into()));
        assert_eq!(
            s.target_error(),
            Some(Error::Number {
                text: String::new(),
                problem: solver::NumberProblem::Empty
            })
        );
        assert_eq!(s.target, Rational::from_integer(-10));
    }

    #[test]
    fn levels_and_options() {
        let s = open("?cards=3s-3h-8c-8d");
        let s = s.apply(Action::SetLevel(Level::Strict));
        assert_eq!(s.level, Level::Strict);
        assert_eq!(s.query(), "cards=3s-3h-8c-8d&level=strict");
        let s = s.apply(Action::SetNoParens(true));
        assert!(s.no_parens);
        assert!(s.query().ends_with("&parens=no"));
        let s = s.apply(Action::SetOnlySolvable(true));
        assert!(s.only_solvable);
        assert_eq!(s.url_write, UrlWrite::Replace);
        assert_eq!(s.apply(Action::SetLang(Lang::Zh)).lang, Lang::Zh);
    }

    #[test]
    fn a_deal_is_a_new_history_entry() {
        let s = open("?cards=3s-_-_-_").apply(Action::OpenPicker(1));
        let cards = vec![card("as"), card("2h"), card("3d"), card("4c")];
        let s = s.apply(Action::Dealt {
            cards: cards.clone(),
            gave_up_after: None,
        });
        assert_eq!(s.hand(), Some(cards.clone()));
        assert_eq!(s.picker, None);
        assert_eq!(s.url_write, UrlWrite::Push);
        assert_eq!(s.notice, None);

        let s = s.apply(Action::Dealt {
            cards: cards.clone(),
            gave_up_after: Some(500),
        });
        assert_eq!(
            s.notice,
            Some(Notice::Unreachable {
                size: 4,
                target: Rational::from_integer(24),
                attempts: 500
            })
        );
        // A deal of the wrong length still fills exactly the slots there are.
        assert_eq!(
            s.apply(Action::Dealt {
                cards: cards[..2].to_vec(),
                gave_up_after: None
            })
            .missing(),
            2
        );
    }

    #[test]
    fn notices_come_and_go() {
        let s = open("?cards=zz");
        assert!(s.notice.is_some());
        assert_eq!(s.apply(Action::Dismiss).notice, None);
        assert_eq!(s.apply(Action::Type('k')).notice, None);
        let s = s.apply(Action::Notify(Notice::Copied));
        assert_eq!(s.notice, Some(Notice::Copied));
        // Options that do not touch the hand leave the message alone.
        assert_eq!(
            s.apply(Action::SetLevel(Level::Strict)).notice,
            Some(Notice::Copied)
        );
    }

    #[test]
    fn keys_map_to_actions() {
        assert_eq!(key_action("Backspace"), Some(Action::Backspace));
        assert_eq!(key_action("K"), Some(Action::Type('k')));
        assert_eq!(key_action("t"), Some(Action::Type('t')));
        assert_eq!(key_action("1"), Some(Action::Type('1')));
        assert_eq!(key_action("0"), Some(Action::Type('0')));
        for other in ["x", "Enter", "Escape", "ArrowLeft", "", " ", "s", "Tab"] {
            assert_eq!(key_action(other), None, "{other}");
        }
    }

    #[test]
    fn the_picker_cursor_moves_over_free_cards() {
        let mut blocked = vec![false; 52];
        // Right and left go in reading order, across rows.
        assert_eq!(picker_step(0, Move::Right, &blocked), 1);
        assert_eq!(picker_step(12, Move::Right, &blocked), 13);
        assert_eq!(picker_step(13, Move::Left, &blocked), 12);
        assert_eq!(picker_step(0, Move::Left, &blocked), 0);
        assert_eq!(picker_step(51, Move::Right, &blocked), 51);
        // Up and down keep the rank.
        assert_eq!(picker_step(3, Move::Down, &blocked), 16);
        assert_eq!(picker_step(42, Move::Up, &blocked), 29);
        assert_eq!(picker_step(3, Move::Up, &blocked), 3);
        assert_eq!(picker_step(42, Move::Down, &blocked), 42);
        assert_eq!(picker_step(20, Move::Home, &blocked), 13);
        assert_eq!(picker_step(20, Move::End, &blocked), 25);
        // Blocked cards are jumped over.
        blocked[1] = true;
        blocked[2] = true;
        blocked[16] = true;
        assert_eq!(picker_step(0, Move::Right, &blocked), 3);
        assert_eq!(picker_step(3, Move::Left, &blocked), 0);
        assert_eq!(picker_step(3, Move::Down, &blocked), 29);
        assert_eq!(picker_step(29, Move::Up, &blocked), 3);
        blocked[13] = true;
        assert_eq!(picker_step(20, Move::Home, &blocked), 14);
        // Nowhere to go: stay.
        blocked[29] = true;
        blocked[42] = true;
        assert_eq!(picker_step(3, Move::Down, &blocked), 3);
        assert_eq!(Move::from_key("ArrowDown"), Some(Move::Down));
        assert_eq!(Move::from_key("a"), None);
    }

    #[test]
    fn the_picker_cursor_starts_near_the_slot_card() {
        let mut blocked = vec![false; 52];
        assert_eq!(picker_start(0, &blocked), 0);
        blocked[10] = true;
        assert_eq!(picker_start(10, &blocked), 11);
        blocked[48..].iter_mut().for_each(|b| *b = true);
        assert_eq!(picker_start(50, &blocked), 47);
        assert_eq!(picker_start(0, &[true; 4]), 0);
    }

    #[test]
    fn the_solve_key_changes_only_with_what_the_answer_depends_on() {
        let s = open("?cards=3s-3h-8c-8d");
        let key = s.solve_key();
        assert_eq!(key.ranks, Some(vec![3, 3, 8, 8]));
        // Another suit, the level, the language: same answer.
        let other = open("?cards=3d-3c-8s-8h&level=strict").apply(Action::SetLang(Lang::Zh));
        assert_eq!(other.solve_key(), key);
        assert_ne!(s.apply(Action::SetTarget("10".into())).solve_key(), key);
        assert_ne!(s.apply(Action::SetNoParens(true)).solve_key(), key);
        assert_eq!(open("?cards=3s-3h-8c-_").solve_key().solve(), None);
    }

    #[test]
    fn the_answer_comes_from_the_solver() {
        let solved = open("?cards=3s-3h-8c-8d")
            .solve_key()
            .solve()
            .unwrap()
            .unwrap();
        let expected = solve(
            &numbers(&[3, 3, 8, 8]),
            Rational::from_integer(24),
            options(false),
        )
        .unwrap();
        assert_eq!(solved, expected);
        assert_eq!(
            solvable(
                &[card("3s"), card("3h"), card("8c"), card("8d")],
                Rational::from_integer(24),
                false
            ),
            expected.is_solvable()
        );
    }
}
