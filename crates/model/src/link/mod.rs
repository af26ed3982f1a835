//! The URL codec: the part of the page state that a link carries.
//!
//! A link looks like `?cards=3s-3h-8c-8d&target=3/4&level=strict`:
//!
//! - `cards`: one code per slot, in slot order, rank `a 2..9 t j q k` then suit
//!   `s h d c`; `_` marks an empty slot. The number of codes is the hand size,
//!   so a half-filled hand of four is `cards=3s-8h-_-_`.
//! - `n`: the hand size, written only when the hand is empty and its size is not
//!   the default 4 (`?n=5`). When read, it overrides the number of codes.
//! - `target` (default 24), `level=strict` (default `distinct`) and `parens=no`
//!   (only solutions without parentheses) are written only when not the default.
//! - `difficulty=hard` (`easy`, `fair`, `tricky`, `hard`, `fiendish`): the level
//!   Deal draws from, written only when one is chosen (the default is any).
//! - `mode=play`: the hand is to be played, not solved; written only when on.
//!   `t=12.4`: a challenge, the seconds to beat (tenths at most), written
//!   only in play mode.
//! - `daily`: today's daily hand, in play mode; the page picks the cards
//!   from the date, so a daily link carries no `cards`, `n`, `target` or
//!   `mode`.
//!
//! [`write_query`] always writes that canonical form. [`parse_query`] is
//! lenient and never fails: codes in any case, `10` for `t`, `1` for `a`, `-`,
//! `,`, `;` or spaces (`+`, `%20`) between codes, and bare ranks (`3,3,8,8`,
//! `a`, `1`, `k`), which get the first suit of `s h d c` not already in the
//! hand. Whatever
//! cannot be used is reported as a [`UrlProblem`] naming the text at fault,
//! and everything else is kept (`zz-3h-99-8d` keeps 3h and 8d in their slots).

use cards::{first_free_suit, rank_from_code, Card};
use solver::difficulty::Grade;
use solver::{Level, Rational};

/// The fewest cards a hand may have.
pub const MIN_SIZE: usize = 2;
/// The most cards a hand may have.
pub const MAX_SIZE: usize = 8;
/// The hand size when a link does not say.
pub const DEFAULT_SIZE: usize = 4;
/// The target when a link does not say.
pub const DEFAULT_TARGET: i128 = 24;

/// The lowest and highest card values an Explore deck can span.
pub const VALUES: (u8, u8) = (1, 13);

/// Explore's targets chart range when a link does not say.
pub const DEFAULT_TARGETS: (i128, i128) = (1, 100);
/// The widest targets chart range, to keep a run within seconds.
pub const MAX_TARGETS: i128 = 200;

/// A targets chart range as it is kept: in order, and at most
/// [`MAX_TARGETS`] wide (the last target gives way).
pub fn target_range(first: i128, last: i128) -> (i128, i128) {
    let (first, last) = (first.min(last), first.max(last));
    (first, last.min(first.saturating_add(MAX_TARGETS - 1)))
}

/// Which view a link opens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum View {
    /// One hand and its solutions.
    #[default]
    Solve,
    /// Figures and charts of a whole deck (`view=explore`).
    Explore,
}

/// What a link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// One entry per slot; the length is the hand size, in `MIN_SIZE..=MAX_SIZE`
    /// (in Explore, the cards per hand of the deck).
    pub slots: Vec<Option<Card>>,
    pub target: Rational,
    pub level: Level,
    pub no_parens: bool,
    pub view: View,
    /// The Explore deck's values, `min..=max` within [`VALUES`].
    pub values: (u8, u8),
    /// Explore's targets chart range (`from`, `to`), as [`target_range`]
    /// keeps it.
    pub targets: (i128, i128),
    /// The difficulty Deal draws from; `None` is any.
    pub difficulty: Option<Grade>,
    /// Play mode (`mode=play`).
    pub play: bool,
    /// A challenge's time to beat, in tenths of a second (`t=12.4`).
    pub challenge: Option<u32>,
    /// Today's daily hand (`daily`), whose cards the page picks.
    pub daily: bool,
}

impl Default for Link {
    fn default() -> Self {
        Link {
            slots: vec![None; DEFAULT_SIZE],
            target: Rational::from_integer(DEFAULT_TARGET),
            level: Level::Distinct,
            no_parens: false,
            view: View::Solve,
            values: VALUES,
            targets: DEFAULT_TARGETS,
            difficulty: None,
            play: false,
            challenge: None,
            daily: false,
        }
    }
}

/// A part of a link that could not be used. Each names the text at fault, as
/// written in the link (decoded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UrlProblem {
    /// Neither a card code nor a rank: `zz`, `99`.
    NotACard(String),
    /// The same card twice; the later one is dropped.
    Duplicate(String),
    /// A bare rank whose four suits are all in the hand already.
    NoSuitLeft(String),
    /// Codes beyond the hand size (`max`), which are dropped.
    TooMany {
        max: usize,
        dropped: Vec<String>,
    },
    BadTarget(String),
    BadLevel(String),
    BadSize(String),
    /// A `parens` value other than `no` or `yes`.
    BadParens(String),
    /// A `view` other than `explore` or `solve`.
    BadView(String),
    /// A `min` or `max` outside 1..13, or a `min` above the `max`.
    BadValues(String),
    /// A `difficulty` that is not one of the five levels (or `any`).
    BadDifficulty(String),
    /// A `mode` other than `play` or `solve`.
    BadMode(String),
    /// A `t` that is not a time in seconds like `12.4`.
    BadTime(String),
    /// A `from` or `to` that is not a whole number.
    BadTargets(String),
}

/// A link's content and what was wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    pub link: Link,
    pub problems: Vec<UrlProblem>,
}

/// Reads a query string, with or without its leading `?`.
pub fn parse_query(query: &str) -> Parsed {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut cards = None;
    let mut target = None;
    let mut level = None;
    let mut size = None;
    let mut parens = None;
    let mut view = None;
    let mut min = None;
    let mut max = None;
    let mut difficulty = None;
    let mut mode = None;
    let mut time = None;
    let mut daily = None;
    let mut from = None;
    let mut to = None;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let slot = match decode(key).trim().to_ascii_lowercase().as_str() {
            "cards" => &mut cards,
            "target" => &mut target,
            "level" => &mut level,
            "n" => &mut size,
            "parens" => &mut parens,
            "view" => &mut view,
            "min" => &mut min,
            "max" => &mut max,
            "difficulty" => &mut difficulty,
            "mode" => &mut mode,
            "t" => &mut time,
            "daily" => &mut daily,
            "from" => &mut from,
            "to" => &mut to,
            // Other parameters (tracking tags, a future option) are not ours.
            _ => continue,
        };
        // The first occurrence wins, as it does for `URLSearchParams::get`.
        slot.get_or_insert_with(|| decode(value).trim().to_string());
    }

    let mut problems = Vec::new();
    let mut link = Link::default();

    if let Some(text) = target.filter(|t| !t.is_empty()) {
        match text.parse::<Rational>() {
            Ok(q) => link.target = q,
            Err(_) => problems.push(UrlProblem::BadTarget(text)),
        }
    }
    if let Some(text) = level.filter(|t| !t.is_empty()) {
        match text.parse() {
            Ok(l) => link.level = l,
            Err(_) => problems.push(UrlProblem::BadLevel(text)),
        }
    }
    if let Some(text) = parens.filter(|t| !t.is_empty()) {
        match text.to_ascii_lowercase().as_str() {
            "no" | "0" | "false" | "off" => link.no_parens = true,
            "yes" | "1" | "true" | "on" => {}
            _ => problems.push(UrlProblem::BadParens(text)),
        }
    }
    if let Some(text) = view.filter(|t| !t.is_empty()) {
        match text.to_ascii_lowercase().as_str() {
            "explore" => link.view = View::Explore,
            "solve" => {}
            _ => problems.push(UrlProblem::BadView(text)),
        }
    }
    let value = |text: Option<String>, default: u8, problems: &mut Vec<UrlProblem>| {
        let text = text.filter(|t| !t.is_empty())?;
        match text.parse::<u8>() {
            Ok(v) if (VALUES.0..=VALUES.1).contains(&v) => Some(v),
            _ => {
                problems.push(UrlProblem::BadValues(text));
                Some(default)
            }
        }
    };
    let low = value(min, VALUES.0, &mut problems).unwrap_or(VALUES.0);
    let high = value(max, VALUES.1, &mut problems).unwrap_or(VALUES.1);
    if low <= high {
        link.values = (low, high);
    } else {
        problems.push(UrlProblem::BadValues(format!("{low}..{high}")));
    }
    let mut end = |text: Option<String>, default: i128| {
        let text = text.filter(|t| !t.is_empty())?;
        text.parse::<i128>().ok().or_else(|| {
            problems.push(UrlProblem::BadTargets(text));
            Some(default)
        })
    };
    let first = end(from, DEFAULT_TARGETS.0).unwrap_or(DEFAULT_TARGETS.0);
    let last = end(to, DEFAULT_TARGETS.1).unwrap_or(DEFAULT_TARGETS.1);
    link.targets = target_range(first, last);
    if let Some(text) = difficulty.filter(|t| !t.is_empty()) {
        match text.parse::<Grade>() {
            Ok(g) => link.difficulty = Some(g),
            Err(_) if text.eq_ignore_ascii_case("any") => {}
            Err(_) => problems.push(UrlProblem::BadDifficulty(text)),
        }
    }
    if let Some(text) = mode.filter(|t| !t.is_empty()) {
        match text.to_ascii_lowercase().as_str() {
            "play" => link.play = true,
            "solve" => {}
            _ => problems.push(UrlProblem::BadMode(text)),
        }
    }
    if let Some(text) = time.filter(|t| !t.is_empty()) {
        match tenths(&text) {
            Some(t) => link.challenge = Some(t),
            None => problems.push(UrlProblem::BadTime(text)),
        }
    }
    // `?daily` alone, or any value but an explicit no.
    if daily.is_some_and(|t| !matches!(t.to_ascii_lowercase().as_str(), "0" | "no" | "false")) {
        link.daily = true;
        link.play = true;
    }
    let size = size
        .filter(|t| !t.is_empty())
        .and_then(|text| match text.parse::<usize>() {
            Ok(n) if (MIN_SIZE..=MAX_SIZE).contains(&n) => Some(n),
            _ => {
                problems.push(UrlProblem::BadSize(text));
                None
            }
        });

    let mut parts: Vec<String> = cards
        .as_deref()
        .unwrap_or("")
        .split(|c: char| matches!(c, '-' | ',' | ';') || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect();
    let size = size.unwrap_or(if parts.is_empty() {
        DEFAULT_SIZE
    } else {
        parts.len().clamp(MIN_SIZE, MAX_SIZE)
    });
    if parts.len() > size {
        problems.push(UrlProblem::TooMany {
            max: size,
            dropped: parts.split_off(size),
        });
    }
    link.slots = place(&parts, &mut problems);
    link.slots.resize(size, None);
    // What a link cannot carry is not kept either, so that reading what was
    // written gives the same link: a time belongs to a played hand, and a
    // daily hand is four cards for 24, dealt from the date.
    if !link.play || link.daily {
        link.challenge = None;
    }
    if link.daily {
        link.slots = vec![None; DEFAULT_SIZE];
        link.target = Rational::from_integer(DEFAULT_TARGET);
    }

    Parsed { link, problems }
}

/// Turns codes into slots: explicit cards first, so that a bare rank never
/// takes a suit that a later code names (`3,3s` is 3h and 3s).
fn place(parts: &[String], problems: &mut Vec<UrlProblem>) -> Vec<Option<Card>> {
    enum Part {
        Empty,
        Card(Card),
        Rank(u8),
        Bad,
    }
    let kinds: Vec<Part> = parts
        .iter()
        .map(|p| {
            if p == "_" {
                Part::Empty
            } else if let Some(card) = Card::from_code(p) {
                Part::Card(card)
            } else if let Some(rank) = rank_from_code(p) {
                Part::Rank(rank)
            } else {
                Part::Bad
            }
        })
        .collect();

    let mut slots = vec![None; parts.len()];
    let mut bad = vec![None; parts.len()];
    for (i, kind) in kinds.iter().enumerate() {
        match kind {
            Part::Card(card) if slots.contains(&Some(*card)) => {
                bad[i] = Some(UrlProblem::Duplicate(parts[i].clone()));
            }
            Part::Card(card) => slots[i] = Some(*card),
            Part::Bad => bad[i] = Some(UrlProblem::NotACard(parts[i].clone())),
            Part::Empty | Part::Rank(_) => {}
        }
    }
    for (i, kind) in kinds.iter().enumerate() {
        if let Part::Rank(rank) = *kind {
            match first_free_suit(rank, &slots) {
                Some(card) => slots[i] = Some(card),
                None => bad[i] = Some(UrlProblem::NoSuitLeft(parts[i].clone())),
            }
        }
    }
    // Report in the order the parts were written.
    problems.extend(bad.into_iter().flatten());
    slots
}

/// Seconds like `12.4` (or `12`, `12.45` rounded down to tenths) as
/// tenths; `None` for anything else, or beyond a day.
fn tenths(text: &str) -> Option<u32> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !(fraction.is_empty() || digits(fraction)) {
        return None;
    }
    let seconds: u32 = whole.parse().ok().filter(|&s| s < 86_400)?;
    let tenth = fraction.bytes().next().map_or(0, |b| u32::from(b - b'0'));
    Some(seconds * 10 + tenth)
}

/// Tenths of a second as `t=` writes them: `12.4`, `12`.
pub fn seconds_text(tenths: u32) -> String {
    match tenths % 10 {
        0 => format!("{}", tenths / 10),
        t => format!("{}.{t}", tenths / 10),
    }
}

/// Writes the canonical query string, without the leading `?`; empty when
/// everything is the default.
pub fn write_query(link: &Link) -> String {
    let mut params: Vec<String> = Vec::new();
    if link.daily {
        params.push("daily".to_string());
    } else if link.slots.iter().any(Option::is_some) {
        let codes: Vec<String> = link
            .slots
            .iter()
            .map(|s| s.map_or_else(|| "_".to_string(), Card::code))
            .collect();
        params.push(format!("cards={}", codes.join("-")));
    } else if link.slots.len() != DEFAULT_SIZE {
        params.push(format!("n={}", link.slots.len()));
    }
    if link.target != Rational::from_integer(DEFAULT_TARGET) && !link.daily {
        // Digits, `-` and `/` need no escaping in a query.
        params.push(format!("target={}", link.target));
    }
    if link.level != Level::Distinct {
        params.push(format!("level={}", link.level.as_str()));
    }
    if link.no_parens {
        params.push("parens=no".to_string());
    }
    if link.view == View::Explore {
        params.push("view=explore".to_string());
    }
    if link.values.0 != VALUES.0 {
        params.push(format!("min={}", link.values.0));
    }
    if link.values.1 != VALUES.1 {
        params.push(format!("max={}", link.values.1));
    }
    if link.targets.0 != DEFAULT_TARGETS.0 {
        params.push(format!("from={}", link.targets.0));
    }
    if link.targets.1 != DEFAULT_TARGETS.1 {
        params.push(format!("to={}", link.targets.1));
    }
    if let Some(grade) = link.difficulty {
        params.push(format!("difficulty={grade}"));
    }
    if link.play && !link.daily {
        params.push("mode=play".to_string());
        if let Some(t) = link.challenge {
            params.push(format!("t={}", seconds_text(t)));
        }
    }
    params.join("&")
}

/// Percent-decoding with `+` as a space; a malformed escape is kept as typed.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(hi), Some(lo)) => {
                    out.push(hi * 16 + lo);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(code: &str) -> Card {
        Card::from_code(code).unwrap()
    }

    fn slots(codes: &[&str]) -> Vec<Option<Card>> {
        codes.iter().map(|c| (*c != "_").then(|| card(c))).collect()
    }

    fn q(n: i128, d: i128) -> Rational {
        Rational::new(n, d)
    }

    #[test]
    fn play_links_round_trip() {
        let link = Link {
            slots: slots(&["3s", "3h", "8c", "8d"]),
            play: true,
            challenge: Some(124),
            ..Link::default()
        };
        assert_eq!(write_query(&link), "cards=3s-3h-8c-8d&mode=play&t=12.4");
        assert_eq!(parse_query(&write_query(&link)).link, link);
        let whole = Link {
            challenge: Some(120),
            ..link.clone()
        };
        assert_eq!(write_query(&whole), "cards=3s-3h-8c-8d&mode=play&t=12");
        assert_eq!(parse_query(&write_query(&whole)).link, whole);
        // Solve mode writes neither; a time alone is kept but not written.
        let solve = Link {
            play: false,
            ..link.clone()
        };
        assert_eq!(write_query(&solve), "cards=3s-3h-8c-8d");
        assert_eq!(parse_query("mode=solve").link, Link::default());
        assert_eq!(parse_query("mode=play&t=9.87").link.challenge, Some(98));
        // A time without play, or for a daily hand, is not kept.
        assert_eq!(parse_query("t=9.87").link.challenge, None);
        assert_eq!(parse_query("daily&t=9.87").link.challenge, None);
        assert_eq!(
            parse_query("daily&target=5&cards=ks").link,
            parse_query("daily").link
        );
        // A daily link carries no hand and implies play.
        let daily = parse_query("?daily");
        assert!(daily.link.daily && daily.link.play);
        assert!(daily.problems.is_empty());
        let written = Link {
            slots: slots(&["3s", "3h", "8c", "8d"]),
            ..daily.link.clone()
        };
        assert_eq!(write_query(&written), "daily");
        assert!(!parse_query("daily=no").link.daily);
    }

    #[test]
    fn target_ranges_read_back_in_order_and_bounded() {
        let range = |q: &str| parse_query(q).link.targets;
        assert_eq!(range(""), DEFAULT_TARGETS);
        assert_eq!(range("from=-10&to=50"), (-10, 50));
        assert_eq!(range("from=50&to=-10"), (-10, 50));
        assert_eq!(range("to=1000&from=1"), (1, MAX_TARGETS));
        assert_eq!(range("from=-5"), (-5, DEFAULT_TARGETS.1));
        let parsed = parse_query("from=x&to=3/2");
        assert_eq!(parsed.link.targets, DEFAULT_TARGETS);
        assert_eq!(
            parsed.problems,
            [
                UrlProblem::BadTargets("x".into()),
                UrlProblem::BadTargets("3/2".into())
            ]
        );
        for query in ["view=explore&from=-10&to=50", "from=5", "to=30"] {
            assert_eq!(write_query(&parse_query(query).link), query);
        }
    }

    #[test]
    fn bad_modes_and_times_are_named() {
        let parsed = parse_query("mode=fun&t=-3");
        assert_eq!(
            parsed.problems,
            [
                UrlProblem::BadMode("fun".into()),
                UrlProblem::BadTime("-3".into())
            ]
        );
        for bad in ["x", ".5", "1e3", "99999999", "1.2.3", "١٢"] {
            assert_eq!(
                parse_query(&format!("t={bad}")).link.challenge,
                None,
                "{bad}"
            );
        }
    }

    #[test]
    fn an_empty_query_is_the_default() {
        for query in ["", "?", "?&&", "?utm_source=x"] {
            let parsed = parse_query(query);
            assert_eq!(parsed.link, Link::default(), "{query}");
            assert!(parsed.problems.is_empty(), "{query}");
        }
        assert_eq!(write_query(&Link::default()), "");
    }

    #[test]
    fn reads_a_plain_hand() {
        let parsed = parse_query("?cards=3s-3h-8c-8d");
        assert_eq!(parsed.link.slots, slots(&["3s", "3h", "8c", "8d"]));
        assert_eq!(parsed.link.target, q(24, 1));
        assert_eq!(parsed.link.level, Level::Distinct);
        assert!(parsed.problems.is_empty());
    }

    #[test]
    fn writes_the_canonical_form() {
        let link = Link {
            slots: slots(&["3s", "3h", "8c", "8d"]),
            ..Link::default()
        };
        assert_eq!(write_query(&link), "cards=3s-3h-8c-8d");
        let link = Link {
            slots: slots(&["ts", "_", "kd", "_", "_"]),
            target: q(-3, 4),
            level: Level::Strict,
            no_parens: true,
            ..Link::default()
        };
        assert_eq!(
            write_query(&link),
            "cards=ts-_-kd-_-_&target=-3/4&level=strict&parens=no"
        );
        let link = Link {
            slots: vec![None; 6],
            ..Link::default()
        };
        assert_eq!(write_query(&link), "n=6");
        let link = Link {
            target: q(10, 1),
            ..Link::default()
        };
        assert_eq!(write_query(&link), "target=10");
    }

    #[test]
    fn explore_links_round_trip() {
        let parsed = parse_query("?view=explore&min=1&max=9&n=5&target=10");
        assert!(parsed.problems.is_empty());
        let link = parsed.link;
        assert_eq!(
            (link.view, link.values, link.slots.len()),
            (View::Explore, (1, 9), 5)
        );
        assert_eq!(write_query(&link), "n=5&target=10&view=explore&max=9");
        assert_eq!(parse_query(&write_query(&link)).link, link);
        let bad = parse_query("?view=charts&min=0&max=14");
        assert_eq!(bad.link.view, View::Solve);
        assert_eq!(bad.link.values, VALUES);
        assert_eq!(bad.problems.len(), 3);
        let upside_down = parse_query("?view=explore&min=9&max=2");
        assert_eq!(upside_down.link.values, VALUES);
        assert_eq!(upside_down.problems, [UrlProblem::BadValues("9..2".into())]);
    }

    #[test]
    fn difficulty_is_written_only_when_chosen() {
        let parsed = parse_query("?cards=3s-3h-8c-8d&difficulty=Hard");
        assert_eq!(parsed.link.difficulty, Some(Grade::Hard));
        assert!(parsed.problems.is_empty());
        assert_eq!(
            write_query(&parsed.link),
            "cards=3s-3h-8c-8d&difficulty=hard"
        );
        for grade in Grade::ALL {
            let link = Link {
                difficulty: Some(grade),
                ..Link::default()
            };
            assert_eq!(parse_query(&write_query(&link)).link, link);
        }
        assert_eq!(parse_query("?difficulty=any").link, Link::default());
        let parsed = parse_query("?difficulty=brutal");
        assert_eq!(parsed.link.difficulty, None);
        assert_eq!(
            parsed.problems,
            [UrlProblem::BadDifficulty("brutal".into())]
        );
    }

    #[test]
    fn every_card_round_trips_in_every_slot() {
        for c in Card::deck() {
            for size in MIN_SIZE..=MAX_SIZE {
                for at in 0..size {
                    let mut s = vec![None; size];
                    s[at] = Some(c);
                    let link = Link {
                        slots: s,
                        ..Link::default()
                    };
                    let parsed = parse_query(&write_query(&link));
                    assert_eq!(parsed.link, link);
                    assert!(parsed.problems.is_empty());
                }
            }
        }
    }

    #[test]
    fn whole_decks_round_trip_in_hands_of_every_size() {
        let deck: Vec<Card> = Card::deck().collect();
        for size in MIN_SIZE..=MAX_SIZE {
            for chunk in deck.chunks(size) {
                let mut s: Vec<Option<Card>> = chunk.iter().copied().map(Some).collect();
                s.resize(size, None);
                for level in [Level::Distinct, Level::Strict] {
                    for target in [q(24, 1), q(-7, 1), q(3, 4), q(0, 1)] {
                        for no_parens in [false, true] {
                            let link = Link {
                                slots: s.clone(),
                                target,
                                level,
                                no_parens,
                                ..Link::default()
                            };
                            let text = write_query(&link);
                            let parsed = parse_query(&format!("?{text}"));
                            assert_eq!(parsed.link, link, "{text}");
                            assert!(parsed.problems.is_empty(), "{text}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn empty_hands_of_every_size_round_trip() {
        for size in MIN_SIZE..=MAX_SIZE {
            let link = Link {
                slots: vec![None; size],
                ..Link::default()
            };
            assert_eq!(parse_query(&write_query(&link)).link, link);
        }
    }

    #[test]
    fn reading_is_lenient() {
        let want = slots(&["ts", "3h", "8c", "kd"]);
        for query in [
            "cards=TS-3H-8C-KD",
            "cards=10s,3h,8c,kd",
            "cards=10s 3h 8c kd",
            "cards=10s+3h+8c+kd",
            "cards=10s%203h%208c%20kd",
            "cards=10s%2C3h%2C8c%2Ckd",
            "cards=ts;3h;8c;kd",
            "cards=ts--3h-8c-kd-",
            "CARDS=ts-3h-8c-kd",
            "cards=%20ts-3h-8c-kd%20",
        ] {
            let parsed = parse_query(query);
            assert_eq!(parsed.link.slots, want, "{query}");
            assert!(parsed.problems.is_empty(), "{query}");
        }
    }

    #[test]
    fn bare_ranks_get_the_first_free_suit() {
        let parsed = parse_query("?cards=3,3,8,8");
        assert_eq!(parsed.link.slots, slots(&["3s", "3h", "8s", "8h"]));
        assert!(parsed.problems.is_empty());

        let parsed = parse_query("?cards=a-k-10-t");
        assert_eq!(parsed.link.slots, slots(&["as", "ks", "ts", "th"]));

        // An explicit card is placed first, whatever its position.
        let parsed = parse_query("?cards=3-3s");
        assert_eq!(parsed.link.slots, slots(&["3h", "3s"]));

        let parsed = parse_query("?cards=5-5-5-5-5");
        assert_eq!(parsed.link.slots, slots(&["5s", "5h", "5d", "5c", "_"]));
        assert_eq!(parsed.problems, vec![UrlProblem::NoSuitLeft("5".into())]);
    }

    #[test]
    fn bad_codes_are_named_and_the_rest_is_kept() {
        let parsed = parse_query("?cards=zz-3h-99-8d");
        assert_eq!(parsed.link.slots, slots(&["_", "3h", "_", "8d"]));
        assert_eq!(
            parsed.problems,
            vec![
                UrlProblem::NotACard("zz".into()),
                UrlProblem::NotACard("99".into())
            ]
        );
        let parsed = parse_query("?cards=11s-0h-x");
        assert_eq!(parsed.problems.len(), 3);
        assert_eq!(parsed.link.slots.len(), 3);
    }

    #[test]
    fn one_reads_as_the_ace() {
        let parsed = parse_query("?cards=1s-2h-3d-4c");
        assert_eq!(parsed.link.slots, slots(&["as", "2h", "3d", "4c"]));
        assert!(parsed.problems.is_empty());
        assert_eq!(write_query(&parsed.link), "cards=as-2h-3d-4c");
        let parsed = parse_query("?cards=1,1,10,1");
        assert_eq!(parsed.link.slots, slots(&["as", "ah", "ts", "ad"]));
    }

    #[test]
    fn duplicates_are_dropped_and_named() {
        let parsed = parse_query("?cards=3s-3S-8c-8d");
        assert_eq!(parsed.link.slots, slots(&["3s", "_", "8c", "8d"]));
        assert_eq!(parsed.problems, vec![UrlProblem::Duplicate("3S".into())]);
    }

    #[test]
    fn too_many_cards_keep_the_first_eight() {
        let parsed = parse_query("?cards=a-2-3-4-5-6-7-8-9-t");
        assert_eq!(
            parsed.link.slots,
            slots(&["as", "2s", "3s", "4s", "5s", "6s", "7s", "8s"])
        );
        assert_eq!(
            parsed.problems,
            vec![UrlProblem::TooMany {
                max: 8,
                dropped: vec!["9".into(), "t".into()]
            }]
        );

        let parsed = parse_query("?cards=a-2-3&n=2");
        assert_eq!(parsed.link.slots, slots(&["as", "2s"]));
        assert_eq!(
            parsed.problems,
            vec![UrlProblem::TooMany {
                max: 2,
                dropped: vec!["3".into()]
            }]
        );
    }

    #[test]
    fn the_size_comes_from_n_or_the_codes() {
        assert_eq!(parse_query("?n=5").link.slots.len(), 5);
        assert_eq!(parse_query("?cards=ks").link.slots, slots(&["ks", "_"]));
        assert_eq!(
            parse_query("?cards=ks&n=4").link.slots,
            slots(&["ks", "_", "_", "_"])
        );
        assert_eq!(parse_query("?cards=a-2-3").link.slots.len(), 3);
        assert_eq!(parse_query("?n=8").link.slots.len(), 8);
        let eight = parse_query("?cards=as-2h-3d-4c-5s-6h-7d-8c");
        assert_eq!(
            eight.link.slots,
            slots(&["as", "2h", "3d", "4c", "5s", "6h", "7d", "8c"])
        );
        assert!(eight.problems.is_empty());
        assert_eq!(write_query(&eight.link), "cards=as-2h-3d-4c-5s-6h-7d-8c");
        for bad in ["1", "9", "x", "-4"] {
            let parsed = parse_query(&format!("?cards=3s-3h-8c-8d&n={bad}"));
            assert_eq!(parsed.link.slots, slots(&["3s", "3h", "8c", "8d"]));
            assert_eq!(parsed.problems, vec![UrlProblem::BadSize(bad.into())]);
        }
    }

    #[test]
    fn targets_and_levels() {
        let parsed = parse_query("?cards=3s-3h-8c-8d&target=3/4&level=STRICT");
        assert_eq!(parsed.link.target, q(3, 4));
        assert_eq!(parsed.link.level, Level::Strict);
        assert!(parsed.problems.is_empty());
        assert_eq!(parse_query("?target=-10").link.target, q(-10, 1));
        assert_eq!(parse_query("?target=6/8").link.target, q(3, 4));
        assert_eq!(parse_query("?target=").link.target, q(24, 1));

        let parsed = parse_query("?cards=3s-3h-8c-8d&target=abc&level=loose");
        assert_eq!(parsed.link.slots, slots(&["3s", "3h", "8c", "8d"]));
        assert_eq!(parsed.link.target, q(24, 1));
        assert_eq!(parsed.link.level, Level::Distinct);
        assert_eq!(
            parsed.problems,
            vec![
                UrlProblem::BadTarget("abc".into()),
                UrlProblem::BadLevel("loose".into())
            ]
        );
        assert_eq!(
            parse_query("?target=1/0").problems,
            vec![UrlProblem::BadTarget("1/0".into())]
        );
    }

    #[test]
    fn parens_flag() {
        assert!(parse_query("?parens=no").link.no_parens);
        assert!(parse_query("?parens=0").link.no_parens);
        assert!(!parse_query("?parens=yes").link.no_parens);
        assert_eq!(parse_query("?parens=maybe").problems.len(), 1);
    }

    #[test]
    fn the_first_occurrence_wins() {
        let parsed = parse_query("?cards=ks&cards=qh");
        assert_eq!(parsed.link.slots, slots(&["ks", "_"]));
    }

    #[test]
    fn decoding_never_panics() {
        for query in [
            "%",
            "%2",
            "%zz",
            "cards=%",
            "cards=%E4%B8%AD",
            "cards=%FF%FE",
            "=",
            "==",
            "cards==ks",
            "target=%2F",
            "cards=♠",
            "cards=k♠",
            "n=99999999999999999999999",
        ] {
            let _ = parse_query(query);
        }
        assert_eq!(decode("a%2Cb+c%2"), "a,b c%2");
        assert_eq!(decode("%e4%b8%ad"), "中");
    }
}
