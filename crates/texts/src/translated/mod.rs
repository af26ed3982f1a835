//! Every text of every language but English is translated: each differs
//! from the English one, but for an explicit list of texts that read the
//! same in a language on purpose (a proper noun, symbols, a word the two
//! languages share). A text copied from English and left untranslated
//! fails here; a text missing altogether does not compile.

mod play_rooms;
mod practice;

use super::*;
use crate::prelude::*;

/// Texts that may equal the English ones, by language and name.
const SAME_AS_ENGLISH: &[(Lang, &str)] = &[
    // The game's name, "24", in every language that writes it so.
    (Lang::Ko, "title"),
    (Lang::Es, "title"),
    (Lang::Fr, "title"),
    (Lang::De, "title"),
    // "J Q K = 11 12 13": card letters and numbers only.
    (Lang::ZhHant, "faces_choices"),
    (Lang::Ko, "faces_choices"),
    (Lang::Es, "faces_choices"),
    (Lang::Fr, "faces_choices"),
    (Lang::De, "faces_choices"),
    // "Q 2 3 4 (13)": a hand and a count in parentheses.
    (Lang::Es, "most_hand"),
    (Lang::Fr, "most_hand"),
    (Lang::De, "most_hand"),
    // "30 s", "2 min": a number and the symbol for seconds or minutes,
    // kept together.
    (Lang::Es, "seconds"),
    (Lang::Fr, "seconds"),
    (Lang::De, "seconds"),
    (Lang::Es, "homework per_hand"),
    (Lang::Fr, "homework per_hand"),
    (Lang::De, "homework per_hand"),
    // "R7": the round's initial is R in Spanish (ronda) and German (Runde).
    (Lang::Es, "round_short"),
    (Lang::De, "round_short"),
    // A hand of cards is a Hand in German too.
    (Lang::De, "report hand"),
    (Lang::De, "homework hand_head"),
    // A range of seconds is written with the same signs.
    (Lang::Es, "range"),
    (Lang::Fr, "range"),
    (Lang::De, "range"),
    // The last game of a tournament is the "final" in Spanish too, and a
    // team is a Team in German.
    (Lang::Es, "challenge final_game"),
    (Lang::De, "challenge teams"),
    (Lang::De, "challenge team_head"),
    (Lang::De, "challenge team"),
    // "×1", "×2": a sign and a number.
    (Lang::Zh, "extra_choices"),
    (Lang::ZhHant, "extra_choices"),
    (Lang::Ja, "extra_choices"),
    (Lang::Ko, "extra_choices"),
    (Lang::Es, "extra_choices"),
    (Lang::Fr, "extra_choices"),
    (Lang::De, "extra_choices"),
    // "no" is Spanish for no.
    (Lang::Es, "report no"),
    // French words spelt as in English.
    (Lang::Fr, "report solutions"),
    (Lang::Fr, "controls"),
    (Lang::Fr, "solutions"),
    (Lang::Fr, "points"),
    (Lang::Fr, "technique"),
    (Lang::Fr, "fractions"),
    (Lang::Fr, "division"),
    // German words spelt as in English.
    (Lang::De, "division"),
    (Lang::De, "name"),
    // The ISO paper size's name.
    (Lang::ZhHant, "a4"),
    (Lang::Ko, "a4"),
    (Lang::Es, "a4"),
    (Lang::Fr, "a4"),
    (Lang::De, "a4"),
    // Taiwan names the paper size Letter, in Latin letters.
    (Lang::ZhHant, "letter"),
];

/// Every text of a language by name: the labels, and each sentence with
/// sample numbers and names in it. A sentence's name is its field's.
pub(crate) fn every_text(lang: Lang) -> Vec<(String, String)> {
    let mut all: Vec<(String, String)> = tests::labels(lang.text())
        .into_iter()
        .map(|(name, text)| (name.to_string(), text.to_string()))
        .collect();
    let mut add = |name: &str, text: String| all.push((name.to_string(), text));
    let qh = Card::from_code("qh").unwrap();
    let t = lang.text();
    let e = &t.explore;
    add("rating", (t.rating)("Hard", 40));
    add("card_name", lang.card_name(qh));
    add("card_name", lang.card_name(Card::from_code("as").unwrap()));
    add("empty_slot", lang.empty_slot(1));
    add("filled_slot", lang.filled_slot(2, qh));
    add("picker_title", lang.picker_title(4));
    for (count, level) in [
        (0, Level::Distinct),
        (1, Level::Strict),
        (17, Level::Distinct),
    ] {
        add(
            "verdict",
            lang.verdict(count, level, &Rational::from_integer(24)),
        );
    }
    add("choose_cards", lang.choose_cards(4, 4));
    add("choose_cards", lang.choose_cards(1, 4));
    add("choose_cards", lang.choose_cards(3, 4));
    for error in [
        Error::TooLarge,
        Error::NoNumbers,
        Error::TooManyNumbers { count: 9 },
        Error::EmptyDeck { min: 9, max: 3 },
    ] {
        add("solve_error", lang.solve_error(&error));
    }
    add("page_status", lang.page_status(50, 100, 861));
    for text in ["", "abc", "1/0", "1234567890123456789012345678901234567890"] {
        let error = text.parse::<Rational>().unwrap_err();
        add(
            "target_problem",
            lang.target_problem(&error, &Rational::from_integer(24)),
        );
    }
    for (notice, _) in tests::every_notice() {
        add("notice", lang.notice(&notice));
    }
    for notice in [
        Notice::ShareCopied,
        Notice::BestsLoaded,
        Notice::NotBests("b".into()),
    ] {
        add("notice", lang.notice(&notice));
    }
    add("all_but", lang.share(999_999_923, 1_000_000_000));
    add("left", lang.time_left(42));
    add("left", lang.time_left(125));
    add("left", lang.time_left(3 * 3600 + 125));
    add("of", (e.of)("1362", "1820", "74.8%"));
    add("count_bar", (e.count_bar)(1, 1));
    add("count_bar", (e.count_bar)(7, 35));
    add("target_bar", (e.target_bar)("24", 1362, 1820, "74.8%"));
    add("hands_with", (e.hands_with)(1, 1));
    add("hands_with", (e.hands_with)(35, 7));
    add("most_hand", (e.most_hand)("Q 2 3 4", 13));
    add("grade_bar", (e.grade_bar)("Hard", 1));
    add("grade_bar", (e.grade_bar)("Hard", 42));
    add("level_hands", (e.level_hands)(1, "Hard"));
    add("level_hands", (e.level_hands)(42, "Hard"));
    play_rooms::play_texts(lang, lang.play_text(), &mut add);
    play_rooms::rooms_texts(lang.rooms_text(), &mut add);
    play_rooms::homework_texts(lang.homework_text(), &mut add);
    practice::practice_texts(lang, &mut add);
    practice::sheet_texts(lang, &mut add);
    add("start_failed", lang.start().failed.to_string());
    add("needs_script", lang.start().needs_script.to_string());
    all
}

#[test]
fn every_language_translates_every_text() {
    let english = every_text(Lang::En);
    let mut untranslated = Vec::new();
    for lang in Lang::ALL {
        if matches!(lang, Lang::En | Lang::Zh | Lang::Ja) {
            // Written before this check, and checked by hand.
            continue;
        }
        let texts = every_text(lang);
        assert_eq!(texts.len(), english.len(), "{lang:?}");
        for ((name, text), (_, en)) in texts.iter().zip(&english) {
            let allowed = SAME_AS_ENGLISH.contains(&(lang, name.as_str()));
            if text == en && !allowed {
                untranslated.push(format!("{lang:?} {name}: {text}"));
            }
            assert!(!text.trim().is_empty(), "{lang:?}: {name} is empty");
        }
    }
    assert!(
        untranslated.is_empty(),
        "texts as in English: {untranslated:#?}"
    );
}

#[test]
fn the_allowed_sameness_is_still_needed() {
    // An entry of the list that no longer matches a text is stale.
    let english = every_text(Lang::En);
    for &(lang, name) in SAME_AS_ENGLISH {
        let same = every_text(lang)
            .iter()
            .zip(&english)
            .any(|((n, text), (_, en))| n == name && text == en);
        assert!(
            same,
            "{lang:?}: `{name}` is translated now; drop it from the list"
        );
    }
}
