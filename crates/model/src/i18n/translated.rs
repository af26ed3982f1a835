//! Every text of every language but English is translated: each differs
//! from the English one, but for an explicit list of texts that read the
//! same in a language on purpose (a proper noun, symbols, a word the two
//! languages share). A text copied from English and left untranslated
//! fails here; a text missing altogether does not compile.

use super::play::PlayText;
use super::rooms::RoomsText;
use super::*;
use crate::play::Outcome;
use solver::attempt::Invalid;
use solver::hint::hints;

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
    // "R7": the round's initial is R in Spanish (ronda) and German (Runde).
    (Lang::Es, "round_short"),
    (Lang::De, "round_short"),
    // French words spelt as in English.
    (Lang::Fr, "controls"),
    (Lang::Fr, "solutions"),
    (Lang::Fr, "points"),
];

/// Every text of a language by name: the labels, and each sentence with
/// sample numbers and names in it. A sentence's name is its field's.
fn every_text(lang: Lang) -> Vec<(String, String)> {
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
    play_texts(lang, lang.play_text(), &mut add);
    rooms_texts(lang.rooms_text(), &mut add);
    all
}

/// Play's texts, taken apart field by field: a new one fails to compile
/// here until it is listed.
fn play_texts(lang: Lang, t: &PlayText, add: &mut impl FnMut(&str, String)) {
    let PlayText {
        play,
        table,
        operations,
        op_names,
        undo,
        reset,
        attempt,
        check,
        no_solution,
        hint,
        reveal,
        next,
        daily,
        time,
        challenge,
        bests,
        reset_bests,
        all_found,
        keys_help,
        found,
        again,
        tally,
        wrong,
        not_in_hand,
        used_twice,
        missing,
        division_by_zero,
        fraction,
        too_large,
        syntax,
        no_solution_right,
        no_solution_wrong,
        hint_count,
        hint_pair,
        hint_step,
        hint_goal,
        hint_last,
        beat,
        solved_in,
        score,
        fastest,
        solved_by_level,
        unrated,
        blank,
        seconds,
        deal_hand,
        beat_by,
        missed_by,
        tied,
        rematch,
        shared,
        daily_label,
        daily_done,
        next_daily,
        daily_stats,
        daily_figures,
        called,
        reset_ask,
        reset_yes,
        reset_no,
        export,
        import,
        sound,
    } = t;
    for (name, text) in [
        ("play", play),
        ("table", table),
        ("operations", operations),
        ("undo", undo),
        ("reset", reset),
        ("attempt", attempt),
        ("check", check),
        ("no_solution", no_solution),
        ("hint", hint),
        ("reveal", reveal),
        ("next", next),
        ("daily", daily),
        ("time", time),
        ("challenge", challenge),
        ("bests", bests),
        ("reset_bests", reset_bests),
        ("all_found", all_found),
        ("keys_help", keys_help),
        ("division_by_zero", division_by_zero),
        ("too_large", too_large),
        ("no_solution_right", no_solution_right),
        ("no_solution_wrong", no_solution_wrong),
        ("hint_last", hint_last),
        ("solved_by_level", solved_by_level),
        ("unrated", unrated),
        ("blank", blank),
        ("deal_hand", deal_hand),
        ("rematch", rematch),
        ("daily_done", daily_done),
        ("daily_stats", daily_stats),
        ("reset_ask", reset_ask),
        ("reset_yes", reset_yes),
        ("reset_no", reset_no),
        ("export", export),
        ("import", import),
        ("sound", sound),
    ] {
        add(name, text.to_string());
    }
    for name in op_names {
        add("op_names", name.to_string());
    }
    for name in daily_figures {
        add("daily_figures", name.to_string());
    }
    add("found", found(1, 3));
    add("again", again(2, 3));
    add("tally", tally(1, 3));
    add("tally", tally(2, 3));
    add("wrong", wrong("23", "24"));
    add("not_in_hand", not_in_hand("7"));
    add("used_twice", used_twice("7"));
    add("missing", missing("7"));
    add("fraction", fraction("8/3"));
    add("syntax", syntax(4));
    for count in [0, 1, 5] {
        add("hint_count", hint_count(count));
    }
    add("hint_pair", hint_pair("8", "3"));
    add("hint_step", hint_step("8 ÷ 3 = 8/3"));
    add("hint_goal", hint_goal("24", &["8/3".into(), "9".into()]));
    add("hint_goal", hint_goal("24", &["9".into()]));
    add("beat", beat("12.4"));
    add("solved_in", solved_in("12.4"));
    add("score", score(3, 2));
    add("fastest", fastest("4.2"));
    add("seconds", seconds("2.3"));
    add("beat_by", beat_by("12.4", "1.1"));
    add("missed_by", missed_by("2.1"));
    add("tied", tied("9.0"));
    for hints in [0, 1, 2] {
        add("shared", shared("12.4", hints));
    }
    add("daily_label", daily_label(11, 23));
    for minutes in [5, 60, 312] {
        add("next_daily", next_daily(minutes));
    }
    add("called", called(3));
    // The sentences made from them.
    let q = Rational::from_integer;
    add(
        "outcome",
        lang.outcome(&Outcome::Invalid(Invalid::DivisionByZero), &q(24)),
    );
    let h = hints(&[3, 3, 8, 8].map(q), q(24), Level::Distinct).unwrap();
    for n in 1..=4 {
        add("hint", lang.hint(n, &h));
    }
}

/// The Rooms view's labels and sentences.
fn rooms_texts(r: &RoomsText, add: &mut impl FnMut(&str, String)) {
    for text in super::rooms::tests::labels(r) {
        add(rooms_name(r, text), text.to_string());
    }
    add("seconds", (r.seconds)(30));
    let (before, after) = (r.round)(12);
    add("round", format!("{before}3{after}"));
    add("make", (r.make)("24"));
    add("solved", (r.solved)("12.3", 1));
    add("solved", (r.solved)("12.3", 3));
    add("solutions", (r.solutions)(1));
    add("solutions", (r.solutions)(17));
    add("next_in", (r.next_in)(8));
    add("round_short", (r.round_short)(7));
    add("join_room", (r.join_room)("K7M2QX"));
    add("host_now", (r.host_now)("Ada"));
    add("bad_code", (r.bad_code)("zz9"));
    add("bad_target", (r.bad_target)("3/"));
}

/// The name a Rooms label goes by in [`SAME_AS_ENGLISH`]: the one word
/// labels that may read as in English name themselves.
fn rooms_name(r: &RoomsText, text: &str) -> &'static str {
    if text == r.points {
        "points"
    } else {
        "rooms label"
    }
}

#[test]
fn every_language_translates_every_text() {
    let english = every_text(Lang::En);
    for lang in Lang::ALL {
        if matches!(lang, Lang::En | Lang::Zh | Lang::Ja) {
            // Written before this check, and checked by hand.
            continue;
        }
        let texts = every_text(lang);
        assert_eq!(texts.len(), english.len(), "{lang:?}");
        let mut untranslated = Vec::new();
        for ((name, text), (_, en)) in texts.iter().zip(&english) {
            let allowed = SAME_AS_ENGLISH.contains(&(lang, name.as_str()));
            if text == en && !allowed {
                untranslated.push(format!("{name}: {text}"));
            }
            assert!(!text.trim().is_empty(), "{lang:?}: {name} is empty");
        }
        assert!(
            untranslated.is_empty(),
            "{lang:?} has texts as in English: {untranslated:#?}"
        );
    }
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
