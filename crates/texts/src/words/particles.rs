//! Korean particles after numbers. A particle's form follows the sound it
//! comes after (3을 but 24를, 10은 but 9는, 8로 but 6으로), and a number
//! is read aloud for it: 3 is 삼, 24 이십사, 100 백, and a fraction a/b is
//! read b분의 a, so 3/4 (사분의 삼) takes 을 and 5/3 (삼분의 오) 를. Every
//! Korean text is scanned for a number followed by a particle, with each
//! sentence that takes a number or a text rendered with numbers and
//! fractions of every kind of ending; a particle hard-coded in a sentence,
//! or chosen by a fraction's last digit, shows up as the wrong form.

use crate::play::PlayWords;
use crate::practice::PracticeWords;
use crate::rooms::RoomsWords;
use crate::translated::every_text;
use crate::{Lang, Words};
use model::link::UrlProblem;
use model::notice::Notice;
use model::practice::file::FileProblem;
use solver::{Error, Level, NumberProblem, Rational};

/// How a number's reading ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sound {
    Vowel,
    Consonant,
    /// ㄹ, a consonant that takes 로 as vowels do.
    Rieul,
}

use Sound::{Consonant, Rieul, Vowel};

/// How the last digit of a number is read, 0 to 9: 영 일 이 삼 사 오 육 칠
/// 팔 구.
const DIGITS: [Sound; 10] = [
    Consonant, Rieul, Vowel, Consonant, Vowel, Vowel, Consonant, Rieul, Rieul, Vowel,
];

/// How `number` (digits, maybe a minus, a point, separators, a fraction
/// bar) is read at its end: a fraction by its numerator, a whole number
/// ending in 0 by its last unit (십, 백, 천, 만, 억: all consonants), else
/// by its last digit.
fn sound(number: &str) -> Sound {
    let read = number.split_once('/').map_or(number, |(a, _)| a);
    let digits: String = read.chars().filter(char::is_ascii_digit).collect();
    let last = digits.bytes().last().map_or(0, |b| b - b'0');
    DIGITS[last as usize]
}

/// The particles with two forms: after a consonant, after a vowel.
const PAIRS: [(&str, &str); 5] = [
    ("을", "를"),
    ("이", "가"),
    ("은", "는"),
    ("과", "와"),
    ("으로", "로"),
];

/// The form of the particle `written` (either of its pair) after `sound`.
fn right_form(written: &str, sound: Sound) -> Option<&'static str> {
    let (consonant, vowel) = *PAIRS.iter().find(|(c, v)| *c == written || *v == written)?;
    Some(match (sound, vowel) {
        (Vowel, _) | (Rieul, "로") => vowel,
        _ => consonant,
    })
}

fn is_hangul(c: char) -> bool {
    ('\u{ac00}'..='\u{d7a3}').contains(&c)
}

/// Each number of `text` followed by a particle in the wrong form:
/// `(number, written, right)`. A number is a run of digits that starts a
/// word (not "K7M2QX"), with its minus, point, separators and fraction
/// bar; closing quotes and brackets may stand between it and its
/// particle, which is the whole run of Hangul after it.
fn wrong_particles(text: &str) -> Vec<(String, String, &'static str)> {
    let chars: Vec<char> = text.chars().collect();
    let mut wrong = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts = chars[i].is_ascii_digit()
            && (i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '.'));
        if !starts {
            i += 1;
            continue;
        }
        let mut end = i;
        while end < chars.len()
            && (chars[end].is_ascii_digit() || matches!(chars[end], '.' | ',' | '/'))
        {
            end += 1;
        }
        while matches!(chars[end - 1], '.' | ',' | '/') {
            end -= 1;
        }
        let number: String = chars[i..end].iter().collect();
        let mut at = end;
        while at < chars.len() && "”’」)".contains(chars[at]) {
            at += 1;
        }
        let particle: String = chars[at..].iter().take_while(|c| is_hangul(**c)).collect();
        if let Some(right) = right_form(&particle, sound(&number)) {
            if particle != right {
                wrong.push((number, particle, right));
            }
        }
        i = end.max(i + 1);
    }
    wrong
}

/// Numbers and fractions with every kind of ending, as Korean reads them.
const SAMPLES: [(&str, Sound); 10] = [
    ("3", Consonant),   // 삼
    ("24", Vowel),      // 이십사
    ("10", Consonant),  // 십
    ("7", Rieul),       // 칠
    ("100", Consonant), // 백
    ("2", Vowel),       // 이
    ("3/4", Consonant), // 사분의 삼
    ("5/3", Vowel),     // 삼분의 오
    ("1/2", Rieul),     // 이분의 일
    ("−9/4", Vowel),    // 마이너스 사분의 구
];

/// Every Korean sentence that takes a number or a text where a particle
/// can follow it, with `s` in each such place (and, where the place takes
/// a whole number, `s` when it is one).
fn sentences(s: &str) -> Vec<(&'static str, String)> {
    let ko = Lang::Ko;
    let q: Rational = s.replace('−', "-").parse().unwrap();
    let whole: Option<i128> = s.replace('−', "-").parse().ok();
    let t = ko.text();
    let play = ko.play_text();
    let rooms = ko.rooms_text();
    let practice = ko.practice_text();
    let text = s.to_string();
    let mut all = vec![
        ("verdict", ko.verdict(0, Level::Distinct, &q)),
        (
            "no_hand_at_level",
            (t.no_hand_at_level)("어려움", 4, s, "2,000"),
        ),
        (
            "notice",
            ko.notice(&Notice::Unreachable {
                size: 4,
                target: q,
                attempts: 2000,
            }),
        ),
        (
            "solve_error",
            ko.solve_error(&Error::Number {
                text: text.clone(),
                problem: NumberProblem::Invalid,
            }),
        ),
        ("wrong", (play.wrong)(s, s)),
        ("not_in_hand", (play.not_in_hand)(s)),
        ("used_twice", (play.used_twice)(s)),
        ("missing", (play.missing)(s)),
        ("fraction", (play.fraction)(s)),
        ("hint_pair", (play.hint_pair)(s, s)),
        ("hint_step", (play.hint_step)(&format!("8 ÷ 3 = {s}"))),
        (
            "hint_goal",
            (play.hint_goal)(s, std::slice::from_ref(&text)),
        ),
        (
            "hint_goal",
            (play.hint_goal)(s, &["1".into(), text.clone()]),
        ),
        ("bad_code", (rooms.bad_code)(s)),
        ("bad_target", (rooms.bad_target)(s)),
        (
            "file_problem",
            (practice.file_problem)(&FileProblem::Version(text.clone())),
        ),
    ];
    for problem in [
        NumberProblem::Empty,
        NumberProblem::ZeroDenominator,
        NumberProblem::TooLarge,
        NumberProblem::Invalid,
    ] {
        all.push(("target_problem", (t.target_problem)(problem, s, s)));
    }
    use UrlProblem as P;
    for problem in [
        P::NotACard(text.clone()),
        P::Duplicate(text.clone()),
        P::NoSuitLeft(text.clone()),
        P::TooMany {
            max: 6,
            dropped: vec![text.clone()],
        },
        P::BadTarget(text.clone()),
        P::BadLevel(text.clone()),
        P::BadSize(text.clone()),
        P::BadParens(text.clone()),
        P::BadView(text.clone()),
        P::BadRoom(text.clone()),
        P::BadValues(text.clone()),
        P::BadDifficulty(text.clone()),
        P::BadMode(text.clone()),
        P::BadTime(text.clone()),
        P::BadTargets(text.clone()),
        P::BadLang(text.clone()),
        P::BadRule(text.clone()),
        P::BadFaces(text.clone()),
        P::NotInDeck(text.clone()),
        P::BadSeed(text.clone()),
        P::BadCount(text.clone()),
    ] {
        all.push(("notice", ko.notice(&Notice::Link(vec![problem]))));
    }
    for problem in [
        FileProblem::Unknown(text.clone()),
        FileProblem::Fields(text.clone()),
        FileProblem::BadTime(text.clone()),
        FileProblem::BadHand(text.clone()),
        FileProblem::BadEstimate(text.clone()),
        FileProblem::BadTechniques(text.clone()),
        FileProblem::BadLimit(text.clone()),
        FileProblem::BadResult(text.clone()),
    ] {
        all.push(("file_problem", (practice.file_problem)(&problem)));
    }
    if let Some(n) = whole {
        let (asked, kept) = ((n - 900, n), (n - 900, n - 700));
        all.push(("notice", ko.notice(&Notice::TooManyTargets { asked, kept })));
        let range = UrlProblem::TooManyTargets { asked, kept };
        all.push(("notice", ko.notice(&Notice::Link(vec![range]))));
        all.push((
            "solve_error",
            ko.solve_error(&Error::EmptyDeck { min: n, max: 1 }),
        ));
    }
    all
}

#[test]
fn korean_particles_fit_every_number_and_fraction() {
    let mut failures = Vec::new();
    let mut say = |field: &str, text: &str| {
        for (number, written, right) in wrong_particles(text) {
            failures.push(format!(
                "{field}: “{text}”: {number}{written} should be {number}{right}"
            ));
        }
    };
    for (field, text) in every_text(Lang::Ko) {
        say(&field, &text);
    }
    for (sample, reading) in SAMPLES {
        assert_eq!(sound(sample), reading, "{sample}");
        for (field, text) in sentences(sample) {
            say(field, &text);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_scan_reads_numbers_as_korean_does() {
    assert_eq!(sound("12,000"), Consonant); // 만이천
    assert_eq!(sound("12.4"), Vowel); // 십이 점 사
    assert_eq!(sound("8/3"), Rieul); // 삼분의 팔
    assert!(wrong_particles("“3/4”을 보세요, 8로, 6으로, 24를, 10은").is_empty());
    assert_eq!(
        wrong_particles("“3/4”를 빼고 1~100는 K7은 2개를"),
        [
            ("3/4".to_string(), "를".to_string(), "을"),
            ("100".to_string(), "는".to_string(), "은")
        ]
    );
}
