//! Each language's own conventions, by example: card names as players say
//! them, plurals by the language's rule, its quotation marks and spaces,
//! and Korean particles chosen by the sound they follow.

use super::*;
use crate::prelude::*;
use model::link::UrlProblem;

fn card(code: &str) -> Card {
    Card::from_code(code).unwrap()
}

#[test]
fn cards_are_named_as_players_say_them() {
    let cases = [
        (Lang::ZhHant, "qh", "紅心 Q"),
        (Lang::Ko, "qh", "하트 퀸"),
        (Lang::Ko, "as", "스페이드 에이스"),
        (Lang::Ko, "tc", "클로버 10"),
        (Lang::Es, "qh", "Reina de corazones"),
        (Lang::Es, "as", "As de picas"),
        (Lang::Fr, "qh", "Dame de cœur"),
        (Lang::Fr, "jd", "Valet de carreau"),
        (Lang::De, "qh", "Herz-Dame"),
        (Lang::De, "kc", "Kreuz-König"),
        (Lang::De, "as", "Pik-Ass"),
    ];
    for (lang, code, name) in cases {
        assert_eq!(lang.card_name(card(code)), name);
    }
}

#[test]
fn plurals_follow_each_language_s_rule() {
    let q = Rational::from_integer;
    // French: zero and one are singular.
    let e = &Lang::Fr.text().explore;
    assert_eq!((e.count_bar)(0, 1), "0 solution\u{a0}: 1 main");
    assert_eq!((e.count_bar)(2, 3), "2 solutions\u{a0}: 3 mains");
    // Spanish and German: one is singular, zero plural.
    assert_eq!(
        (Lang::Es.text().explore.count_bar)(1, 0),
        "1 solución: 0 manos"
    );
    assert_eq!(
        (Lang::De.text().explore.hands_with)(1, 2),
        "1 Hand mit 2 Lösungen"
    );
    assert_eq!(
        Lang::Es.verdict(1, Level::Distinct, &q(24)),
        "1 solución distinta"
    );
    assert_eq!(
        Lang::Fr.verdict(3, Level::Strict, &q(24)),
        "3 solutions strictes"
    );
    assert_eq!(Lang::De.choose_cards(1, 4), "Wähle noch 1 Karte");
    // Spanish "quedan unos" wants more than one.
    assert_eq!(Lang::Es.time_left(60), "queda 1\u{a0}min aprox.");
    assert_eq!(Lang::Es.time_left(61), "quedan unos 2\u{a0}min");
    assert_eq!(
        Lang::Es.time_left(3600 + 300),
        "queda 1\u{a0}h 5\u{a0}min aprox."
    );
    assert_eq!(Lang::Es.time_left(7200), "quedan unas 2\u{a0}h 0\u{a0}min");
    // Korean and Chinese: no plural, a counter.
    assert_eq!(Lang::Ko.choose_cards(2, 4), "카드 2장을 더 고르세요");
    assert_eq!(
        Lang::ZhHant.verdict(3, Level::Distinct, &q(24)),
        "3 種本質不同的解法"
    );
}

#[test]
fn quotations_take_each_language_s_marks() {
    let problem = Notice::Link(vec![UrlProblem::NotACard("zz".into())]);
    let quoted = [
        (Lang::ZhHant, "「zz」"),
        (Lang::Ko, "“zz”"),
        (Lang::Es, "«zz»"),
        (Lang::Fr, "«\u{202f}zz\u{202f}»"),
        (Lang::De, "„zz“"),
    ];
    for (lang, marks) in quoted {
        let text = lang.notice(&problem);
        assert!(text.contains(marks), "{lang:?}: {text}");
    }
    // French: a no-break space before a colon, a narrow one before ; ! ?.
    let fr = Lang::Fr.notice(&Notice::CopyFailed("L".into()));
    assert!(fr.contains("\u{202f};") && fr.contains("\u{a0}:"), "{fr}");
    assert!(Lang::Fr.play_text().all_found.ends_with("\u{202f}!"));
    assert!(Lang::Es.text().levels_help_label.starts_with('¿'));
}

#[test]
fn french_puts_a_narrow_no_break_space_before_every_semicolon_and_mark() {
    for (field, text) in crate::translated::every_text(Lang::Fr) {
        // What a text quotes (a link's "t?") is as it was typed.
        let mut quoted = false;
        let mut before = ' ';
        for mark in text.chars() {
            quoted = match mark {
                '«' => true,
                '»' => false,
                _ => quoted,
            };
            let spaced = before.is_whitespace() || before.is_alphanumeric() || before == '»';
            if ";!?".contains(mark) && spaced && !quoted {
                assert_eq!(before, '\u{202f}', "{field}: {text:?}");
            }
            before = mark;
        }
    }
}

#[test]
fn korean_particles_follow_the_sound_before_them() {
    let q = Rational::from_integer;
    // 24 is read 이십사, ending in a vowel; 10 is 십, in a consonant.
    assert_eq!(
        Lang::Ko.verdict(0, Level::Distinct, &q(24)),
        "24를 만들 수 없습니다"
    );
    assert_eq!(
        Lang::Ko.verdict(0, Level::Distinct, &q(10)),
        "10을 만들 수 없습니다"
    );
    let t = Lang::Ko.play_text();
    assert_eq!((t.not_in_hand)("7"), "7은 패에 없습니다");
    assert_eq!((t.not_in_hand)("9"), "9는 패에 없습니다");
    // 로 after a vowel and after ㄹ (1 일, 7 칠, 8 팔); 으로 after others.
    assert!((t.hint_goal)("24", &["3".into(), "8".into()]).contains("8로 24를"));
    assert!((t.hint_goal)("24", &["6".into()]).contains("6으로 24를"));
    // A code that is not read as a number takes both forms.
    let text = Lang::Ko.notice(&Notice::Link(vec![UrlProblem::NotACard("zz".into())]));
    assert!(text.contains("“zz”은(는)"), "{text}");
}
