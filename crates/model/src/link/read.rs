//! Reading a link: [`parse_query`], lenient, and never failing.
//!
//! The query is first split into its parameters as written ([`Raw`]:
//! percent-decoded and trimmed, the first of each name winning, as it does
//! for `URLSearchParams::get`); then each parameter has one small reader
//! that fills its part of the [`Link`] or names the text at fault. The
//! readers run in a fixed order, which is the order problems are reported
//! in; the hand comes last, since its slots depend on the size.

use super::{
    target_range, Link, Parsed, UrlProblem, View, DEFAULT_COUNT, DEFAULT_SIZE, DEFAULT_TARGET,
    DEFAULT_TARGETS, MAX_SIZE, MIN_SIZE, SHEET_COUNTS, VALUES,
};
use crate::lang::Lang;
use cards::{first_free_suit, rank_from_code, Card, Faces};
use protocol::room::RoomCode;
use solver::difficulty::Grade;
use solver::Rational;

/// Reads a query string, with or without its leading `?`.
pub fn parse_query(query: &str) -> Parsed {
    let raw = Raw::new(query.strip_prefix('?').unwrap_or(query));
    let mut link = Link::default();
    let mut problems = Vec::new();
    for read in READERS {
        read(&raw, &mut link, &mut problems);
    }
    Parsed {
        link: consistent(link),
        problems,
    }
}

/// One parameter's reader: fills its part of the link, or says what is
/// wrong with it.
type Reader = fn(&Raw, &mut Link, &mut Vec<UrlProblem>);

const READERS: [Reader; 20] = [
    target, level, parens, view, room, screen, assign, values, targets, difficulty, mode, time,
    daily, rule, faces, seed, count, key, hand, language,
];

/// The parameters as written: names in lower case, values decoded and
/// trimmed. Parameters that are not ours (tracking tags, a future option)
/// are kept but never asked for.
struct Raw(Vec<(String, String)>);

impl Raw {
    fn new(query: &str) -> Raw {
        let mut pairs: Vec<(String, String)> = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let key = decode(key).trim().to_ascii_lowercase();
            if pairs.iter().all(|(k, _)| *k != key) {
                pairs.push((key, decode(value).trim().to_string()));
            }
        }
        Raw(pairs)
    }

    /// The parameter `key` as written, possibly empty; `None` when absent.
    fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The parameter `key`, when it says something.
    fn value(&self, key: &str) -> Option<String> {
        self.get(key).filter(|v| !v.is_empty()).map(str::to_string)
    }

    /// The parameter `key` read as one of `words` (in any case), or the
    /// problem `bad` names it with.
    fn word<T: Copy>(
        &self,
        key: &str,
        words: &[(&str, T)],
        bad: fn(String) -> UrlProblem,
        problems: &mut Vec<UrlProblem>,
    ) -> Option<T> {
        let text = self.value(key)?;
        let found = words
            .iter()
            .find(|(word, _)| text.eq_ignore_ascii_case(word))
            .map(|&(_, value)| value);
        if found.is_none() {
            problems.push(bad(text));
        }
        found
    }
}

fn target(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    if let Some(text) = raw.value("target") {
        match text.parse::<Rational>() {
            Ok(q) => link.target = q,
            Err(_) => problems.push(UrlProblem::BadTarget(text)),
        }
    }
}

fn level(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    if let Some(text) = raw.value("level") {
        match text.parse() {
            Ok(level) => link.level = level,
            Err(_) => problems.push(UrlProblem::BadLevel(text)),
        }
    }
}

fn parens(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    const WORDS: [(&str, bool); 8] = [
        ("no", true),
        ("0", true),
        ("false", true),
        ("off", true),
        ("yes", false),
        ("1", false),
        ("true", false),
        ("on", false),
    ];
    if let Some(no) = raw.word("parens", &WORDS, UrlProblem::BadParens, problems) {
        link.no_parens = no;
    }
}

fn view(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    const WORDS: [(&str, View); 4] = [
        ("explore", View::Explore),
        ("print", View::Print),
        ("rooms", View::Rooms),
        ("solve", View::Solve),
    ];
    if let Some(view) = raw.word("view", &WORDS, UrlProblem::BadView, problems) {
        link.view = view;
    }
}

/// A room to join, in any case: it opens the Rooms view.
fn room(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    if let Some(text) = raw.value("room") {
        match RoomCode::parse(&text) {
            Some(code) => {
                link.room = Some(code);
                link.view = View::Rooms;
            }
            None => problems.push(UrlProblem::BadRoom(text)),
        }
    }
}

/// Homework to play, and the teacher's key to its results: it opens the
/// Rooms view.
fn assign(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    if let Some(text) = raw.value("assign") {
        match RoomCode::parse(&text) {
            Some(code) => {
                link.assign = Some(code);
                link.view = View::Rooms;
            }
            None => problems.push(UrlProblem::BadAssign(text)),
        }
    }
    if let Some(text) = raw.value("teacher") {
        let key = text.to_ascii_lowercase();
        match protocol::homework::is_secret(&key) {
            true => link.teacher = Some(key),
            false => problems.push(UrlProblem::BadAssign(text)),
        }
    }
}

/// A switch that is on: `1`, `yes`, `true`, `on`, or bare.
fn on(text: &str) -> bool {
    text.is_empty()
        || ["1", "yes", "true", "on"]
            .iter()
            .any(|w| text.eq_ignore_ascii_case(w))
}

/// The projector view: `screen=1`.
fn screen(raw: &Raw, link: &mut Link, _: &mut Vec<UrlProblem>) {
    link.screen = raw.get("screen").is_some_and(on);
}

/// The worksheet's answer key: `key=1`.
fn key(raw: &Raw, link: &mut Link, _: &mut Vec<UrlProblem>) {
    link.key = raw.get("key").is_some_and(on);
}

/// Explore's deck values: `min` and `max`, each within [`VALUES`], in order.
/// A problem names the parameter with its text (`min=0`).
fn values(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    let mut value = |key: &str, default: u8| {
        let Some(text) = raw.value(key) else {
            return default;
        };
        match text.parse::<u8>() {
            Ok(v) if (VALUES.0..=VALUES.1).contains(&v) => v,
            _ => {
                problems.push(UrlProblem::BadValues(format!("{key}={text}")));
                default
            }
        }
    };
    let low = value("min", VALUES.0);
    let high = value("max", VALUES.1);
    if low <= high {
        link.values = (low, high);
    } else {
        problems.push(UrlProblem::BadValues(format!("min={low}&max={high}")));
    }
}

/// Explore's targets chart range: `from` and `to`, whole numbers, at most
/// [`MAX_TARGETS`](super::MAX_TARGETS) of them. A problem names the parameter with its text.
fn targets(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    let mut end = |key: &str, default: i128| {
        let Some(text) = raw.value(key) else {
            return default;
        };
        text.parse::<i128>().unwrap_or_else(|_| {
            problems.push(UrlProblem::BadTargets(format!("{key}={text}")));
            default
        })
    };
    let first = end("from", DEFAULT_TARGETS.0);
    let last = end("to", DEFAULT_TARGETS.1);
    link.targets = target_range(first, last);
    let asked = (first.min(last), first.max(last));
    if link.targets != asked {
        problems.push(UrlProblem::TooManyTargets {
            asked,
            kept: link.targets,
        });
    }
}

fn difficulty(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    if let Some(text) = raw.value("difficulty") {
        match text.parse::<Grade>() {
            Ok(grade) => link.difficulty = Some(grade),
            Err(_) if text.eq_ignore_ascii_case("any") => {}
            Err(_) => problems.push(UrlProblem::BadDifficulty(text)),
        }
    }
}

fn mode(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    // (play, practice)
    const WORDS: [(&str, (bool, bool)); 3] = [
        ("play", (true, false)),
        ("practice", (true, true)),
        ("solve", (false, false)),
    ];
    if let Some((play, practice)) = raw.word("mode", &WORDS, UrlProblem::BadMode, problems) {
        link.play = play;
        link.practice = practice;
    }
}

/// A challenge's time to beat, `t=12.4`.
fn time(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    if let Some(text) = raw.value("t") {
        match tenths(&text) {
            Some(t) => link.challenge = Some(t),
            None => problems.push(UrlProblem::BadTime(text)),
        }
    }
}

/// `?daily` alone, or with any value but an explicit no.
fn daily(raw: &Raw, link: &mut Link, _: &mut Vec<UrlProblem>) {
    let no = |t: &str| {
        ["0", "no", "false"]
            .iter()
            .any(|w| t.eq_ignore_ascii_case(w))
    };
    if raw.get("daily").is_some_and(|t| !no(t)) {
        link.daily = true;
        link.play = true;
    }
}

/// `rule=integers`: whole numbers only.
fn rule(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    const WORDS: [(&str, bool); 4] = [
        ("integers", true),
        ("whole", true),
        ("fractions", false),
        ("any", false),
    ];
    if let Some(on) = raw.word("rule", &WORDS, UrlProblem::BadRule, problems) {
        link.integers = on;
    }
}

/// `faces=10` or `faces=none`: the deck's face cards.
fn faces(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    if let Some(text) = raw.value("faces") {
        match Faces::from_code(&text) {
            Some(faces) => link.faces = faces,
            None => problems.push(UrlProblem::BadFaces(text)),
        }
    }
}

/// The worksheet's seed, `seed=123456`.
fn seed(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    if let Some(text) = raw.value("seed") {
        match text.parse::<u32>() {
            Ok(seed) => link.seed = Some(seed),
            Err(_) => problems.push(UrlProblem::BadSeed(text)),
        }
    }
}

/// The worksheet's number of hands, `count=8|12|20`.
fn count(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    if let Some(text) = raw.value("count") {
        match text.parse::<u8>() {
            Ok(n) if SHEET_COUNTS.contains(&n) => link.count = n,
            _ => problems.push(UrlProblem::BadCount(text)),
        }
    }
}

/// The hand: `n`, the size, and `cards`, the codes in slot order. Without
/// `n` the codes give the size, unless not one of them is a card: then
/// nothing of them is kept but the message naming them, and the hand has
/// the default size.
fn hand(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    let size = raw.value("n").and_then(|text| match text.parse::<usize>() {
        Ok(n) if (MIN_SIZE..=MAX_SIZE).contains(&n) => Some(n),
        _ => {
            problems.push(UrlProblem::BadSize(text));
            None
        }
    });
    let mut parts: Vec<String> = raw
        .get("cards")
        .unwrap_or("")
        .split(|c: char| matches!(c, '-' | ',' | ';') || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect();
    let usable =
        |p: &String| p == "_" || rank_from_code(p).is_some() || Card::from_code(p).is_some();
    if !parts.is_empty() && !parts.iter().any(usable) {
        problems.extend(parts.into_iter().map(UrlProblem::NotACard));
        link.slots = vec![None; size.unwrap_or(DEFAULT_SIZE)];
        return;
    }
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
    link.slots = place(&parts, link.faces, problems);
    link.slots.resize(size, None);
}

/// The language the link was shared from, `lang=ja`.
fn language(raw: &Raw, link: &mut Link, problems: &mut Vec<UrlProblem>) {
    if let Some(text) = raw.value("lang") {
        match Lang::from_code(&text) {
            Some(lang) => link.lang = Some(lang),
            None => problems.push(UrlProblem::BadLang(text)),
        }
    }
}

/// What a link cannot carry is not kept either, so that reading what was
/// written gives the same link: a time belongs to a played hand, and a daily
/// hand is four cards for 24, dealt from the date by the usual rules;
/// practice is played in the Solve view, its hands four cards for 24 by the
/// usual rules, which the page deals (a daily hand is not practice); a
/// worksheet's seed, count and key belong to the print view; a projector
/// view shows a room.
fn consistent(mut link: Link) -> Link {
    if link.room.is_none() {
        link.screen = false;
    }
    // A room and homework are two pages: the room's link wins.
    if link.room.is_some() {
        link.assign = None;
    }
    if link.assign.is_none() {
        link.teacher = None;
    }
    link.practice &= link.view == View::Solve && !link.daily;
    if link.practice {
        link.challenge = None;
        link.slots = vec![None; DEFAULT_SIZE];
        link.target = Rational::from_integer(DEFAULT_TARGET);
        link.integers = false;
        link.faces = Faces::Numbered;
    }
    if link.view != View::Print {
        link.seed = None;
        link.count = DEFAULT_COUNT;
        link.key = false;
    }
    if !link.play || link.daily {
        link.challenge = None;
    }
    if link.daily {
        link.slots = vec![None; DEFAULT_SIZE];
        link.target = Rational::from_integer(DEFAULT_TARGET);
        link.integers = false;
        link.faces = Faces::Numbered;
    }
    link
}

/// Turns codes into slots: explicit cards first, so that a bare rank never
/// takes a suit that a later code names (`3,3s` is 3h and 3s). A card the
/// deck does not have (a king with `faces=none`) is dropped.
fn place(parts: &[String], faces: Faces, problems: &mut Vec<UrlProblem>) -> Vec<Option<Card>> {
    enum Part {
        Empty,
        Card(Card),
        Rank(u8),
        /// A card the deck does not have.
        Missing,
        Bad,
    }
    let kinds: Vec<Part> = parts
        .iter()
        .map(|p| {
            if p == "_" {
                Part::Empty
            } else if let Some(card) = Card::from_code(p) {
                if faces.has(card.rank()) {
                    Part::Card(card)
                } else {
                    Part::Missing
                }
            } else if let Some(rank) = rank_from_code(p) {
                if faces.has(rank) {
                    Part::Rank(rank)
                } else {
                    Part::Missing
                }
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
            Part::Missing => bad[i] = Some(UrlProblem::NotInDeck(parts[i].clone())),
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

/// Percent-decoding with `+` as a space; a malformed escape is kept as typed.
pub(super) fn decode(text: &str) -> String {
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
