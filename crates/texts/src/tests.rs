//! The language tables: every language has every text, and the sentences read
//! as intended.

use super::*;
use crate::prelude::*;
use model::link::UrlProblem;
use solver::difficulty::{Difficulty, Grade};

fn q(n: i128) -> Rational {
    Rational::from_integer(n)
}

/// Every fixed label of a language. Both tables are taken apart field by
/// field, with no `..`: a field added to `Text` or `Explore` without a place
/// here does not compile. The sentences (the `fn` fields) are checked by
/// `every_language_has_every_text`, with the numbers and names they carry.
pub(super) fn labels(t: &Text) -> Vec<(&'static str, &'static str)> {
    let Text {
        title,
        page_title,
        tagline,
        hand,
        controls,
        deal,
        only_solvable,
        size,
        target,
        no_parens,
        integers,
        faces,
        faces_choices,
        copy,
        clear,
        language,
        theme,
        themes,
        levels,
        distinct,
        strict,
        solutions,
        steps,
        pages,
        first_page,
        previous_page,
        next_page,
        last_page,
        show_steps,
        hide_steps,
        close,
        solving,
        solver_unavailable,
        solver_crashed,
        view_loading,
        view_unavailable,
        try_again,
        play_too_many,
        empty_this_slot,
        picker_help,
        keys_help,
        dismiss,
        difficulty,
        any_difficulty,
        grades,
        rating: _,
        suits,
        card_name: _,
        empty_slot: _,
        filled_slot: _,
        picker_title: _,
        verdict: _,
        choose_cards: _,
        solve_error: _,
        page_status: _,
        target_problem: _,
        notice: _,
        no_hand_at_level: _,
        all_but: _,
        levels_help,
        levels_help_label,
        explore,
    } = t;
    let Explore {
        views,
        solve,
        explore,
        heading,
        deck,
        lowest,
        highest,
        cards,
        working,
        solvable_hands,
        solvable_deals,
        most,
        per_hand_title,
        per_hand_x,
        per_hand_y,
        targets_title,
        targets_x,
        targets_y,
        first_target,
        last_target,
        pick_hand,
        of: _,
        count_bar: _,
        target_bar: _,
        left: _,
        hands_with: _,
        most_hand: _,
        difficulty_title,
        difficulty_x,
        hardest_title,
        grade_bar: _,
        level_hands: _,
    } = explore;
    let mut all = vec![
        ("title", *title),
        ("page_title", *page_title),
        ("tagline", *tagline),
        ("hand", *hand),
        ("controls", *controls),
        ("deal", *deal),
        ("only_solvable", *only_solvable),
        ("size", *size),
        ("target", *target),
        ("no_parens", *no_parens),
        ("integers", *integers),
        ("faces", *faces),
        ("copy", *copy),
        ("clear", *clear),
        ("language", *language),
        ("theme", *theme),
        ("levels", *levels),
        ("distinct", *distinct),
        ("strict", *strict),
        ("solutions", *solutions),
        ("steps", *steps),
        ("pages", *pages),
        ("first_page", *first_page),
        ("previous_page", *previous_page),
        ("next_page", *next_page),
        ("last_page", *last_page),
        ("show_steps", *show_steps),
        ("hide_steps", *hide_steps),
        ("close", *close),
        ("solving", *solving),
        ("solver_unavailable", *solver_unavailable),
        ("solver_crashed", *solver_crashed),
        ("view_loading", *view_loading),
        ("view_unavailable", *view_unavailable),
        ("try_again", *try_again),
        ("play_too_many", *play_too_many),
        ("empty_this_slot", *empty_this_slot),
        ("picker_help", *picker_help),
        ("keys_help", *keys_help),
        ("dismiss", *dismiss),
        ("difficulty", *difficulty),
        ("any_difficulty", *any_difficulty),
        ("views", *views),
        ("solve", *solve),
        ("explore", *explore),
        ("heading", *heading),
        ("deck", *deck),
        ("lowest", *lowest),
        ("highest", *highest),
        ("cards", *cards),
        ("working", *working),
        ("solvable_hands", *solvable_hands),
        ("solvable_deals", *solvable_deals),
        ("most", *most),
        ("per_hand_title", *per_hand_title),
        ("per_hand_x", *per_hand_x),
        ("per_hand_y", *per_hand_y),
        ("targets_title", *targets_title),
        ("targets_x", *targets_x),
        ("targets_y", *targets_y),
        ("first_target", *first_target),
        ("last_target", *last_target),
        ("pick_hand", *pick_hand),
        ("difficulty_title", *difficulty_title),
        ("difficulty_x", *difficulty_x),
        ("hardest_title", *hardest_title),
    ];
    all.extend(themes.iter().map(|s| ("themes", *s)));
    all.extend(faces_choices.iter().map(|s| ("faces_choices", *s)));
    all.extend(levels_help.iter().map(|s| ("levels_help", *s)));
    all.push(("levels_help_label", levels_help_label));
    all.extend(grades.iter().map(|s| ("grades", *s)));
    all.extend(suits.iter().map(|s| ("suits", *s)));
    all
}

/// Every notice and problem the page can show, each naming a distinct input.
pub(super) fn every_notice() -> Vec<(Notice, Vec<&'static str>)> {
    let link = |problem: UrlProblem, named: Vec<&'static str>| (Notice::Link(vec![problem]), named);
    vec![
        link(UrlProblem::NotACard("zz".into()), vec!["zz"]),
        link(UrlProblem::Duplicate("3S".into()), vec!["3S"]),
        link(UrlProblem::NoSuitLeft("5x".into()), vec!["5x"]),
        link(
            UrlProblem::TooMany {
                max: 6,
                dropped: vec!["9c".into()],
            },
            vec!["6", "9c"],
        ),
        link(UrlProblem::BadTarget("t?".into()), vec!["t?"]),
        link(UrlProblem::BadLevel("loose".into()), vec!["loose"]),
        link(UrlProblem::BadSize("n9".into()), vec!["n9"]),
        link(UrlProblem::BadParens("maybe".into()), vec!["maybe"]),
        link(UrlProblem::BadView("charts".into()), vec!["charts"]),
        link(UrlProblem::BadRoom("K7M2QU".into()), vec!["K7M2QU"]),
        link(UrlProblem::BadValues("min=0".into()), vec!["min=0"]),
        link(UrlProblem::BadDifficulty("meh".into()), vec!["meh"]),
        link(UrlProblem::BadMode("fun".into()), vec!["fun"]),
        link(UrlProblem::BadTime("-3s".into()), vec!["-3s"]),
        link(UrlProblem::BadTargets("from=1.5".into()), vec!["from=1.5"]),
        link(UrlProblem::BadLang("fr".into()), vec!["fr"]),
        link(UrlProblem::BadRule("halves".into()), vec!["halves"]),
        link(UrlProblem::BadFaces("f11".into()), vec!["f11"]),
        link(UrlProblem::NotInDeck("kd".into()), vec!["kd"]),
        link(UrlProblem::BadSeed("s33d".into()), vec!["s33d"]),
        link(UrlProblem::BadCount("c13".into()), vec!["c13"]),
        link(
            UrlProblem::TooManyTargets {
                asked: (-7, 901),
                kept: (-7, 192),
            },
            vec!["-7", "901", "192", "200"],
        ),
        (Notice::Copied, vec![]),
        (
            Notice::CopyFailed("http://x/?cards=ks".into()),
            vec!["http://x/?cards=ks"],
        ),
        (
            Notice::Unreachable {
                size: 5,
                target: q(-7),
                attempts: 321,
            },
            vec!["5", "−7", "321"],
        ),
        (
            Notice::NoHandAtLevel {
                grade: Grade::Fiendish,
                size: 3,
                target: q(-11),
                attempts: 999,
            },
            vec!["3", "−11", "999"],
        ),
        (Notice::HandFull, vec![]),
        (
            Notice::TooManyTargets {
                asked: (1, 1000),
                kept: (1, 200),
            },
            vec!["1000", "200"],
        ),
        (Notice::NoSuitLeft(12), vec!["Q"]),
        (Notice::NoFaceCards, vec![]),
        (Notice::FaceCardsRemoved, vec![]),
    ]
}

#[test]
fn every_language_has_every_text() {
    let qh = Card::from_code("qh").unwrap();
    for lang in Lang::ALL {
        let t = lang.text();
        for (field, text) in labels(t) {
            assert!(!text.trim().is_empty(), "{lang:?}: `{field}` is empty");
        }
        assert!(!lang.card_name(qh).is_empty());
        assert!(lang.empty_slot(1).contains('2'), "{lang:?}");
        assert!(lang.filled_slot(2, qh).contains('3'), "{lang:?}");
        assert!(lang.filled_slot(2, qh).contains(&lang.card_name(qh)));
        assert!(lang.picker_title(4).contains('5'), "{lang:?}");
        assert!(lang.verdict(0, Level::Distinct, &q(-3)).contains("−3"));
        for level in [Level::Distinct, Level::Strict] {
            assert!(lang.verdict(17, level, &q(24)).contains("17"), "{lang:?}");
        }
        assert!(lang.choose_cards(4, 4).contains('4'), "{lang:?}");
        assert!(lang.choose_cards(3, 5).contains('3'), "{lang:?}");
        assert!(!lang.solve_error(&Error::TooLarge).is_empty());
        let status = lang.page_status(50, 100, 861);
        for n in ["51", "100", "861"] {
            assert!(status.contains(n), "{lang:?}: {status}");
        }
        for (error, named) in [
            ("", ""),
            ("abc", "abc"),
            ("1/0", "1/0"),
            (
                "1234567890123456789012345678901234567890",
                "1234567890123456789012345678901234567890",
            ),
        ] {
            let error = error.parse::<Rational>().unwrap_err();
            let text = lang.target_problem(&error, &q(24));
            assert!(
                text.contains(named) && text.contains("24"),
                "{lang:?}: {text}"
            );
        }
        let hard = Difficulty {
            seconds: 39.6,
            grade: Grade::Hard,
        };
        let rating = lang.rating(&hard);
        assert!(rating.contains("40") && rating.contains(lang.grade_name(Grade::Hard)));
        let none = lang.notice(&Notice::NoHandAtLevel {
            grade: Grade::Fiendish,
            size: 2,
            target: q(24),
            attempts: 2000,
        });
        assert!(none.contains(lang.grade_name(Grade::Fiendish)), "{none}");
        // The count of deals is written as the language writes counts
        // ("2,000" in English, "2000" in Spanish), like every other.
        let deals = lang.notice(&Notice::Unreachable {
            size: 4,
            target: q(24),
            attempts: 12_000,
        });
        assert!(deals.contains(&lang.number(12_000u32)), "{deals}");
        for (notice, named) in every_notice() {
            let text = lang.notice(&notice);
            assert!(!text.is_empty(), "{lang:?}: {notice:?}");
            for part in named {
                assert!(text.contains(part), "{lang:?}: {text} lacks {part}");
            }
        }
    }
}

#[test]
fn a_long_link_names_a_few_problems_and_counts_the_rest() {
    let mut problems: Vec<UrlProblem> = (0..997)
        .map(|i| UrlProblem::NotACard(format!("c{i}")))
        .collect();
    problems.insert(
        0,
        UrlProblem::TooMany {
            max: 8,
            dropped: vec!["x".repeat(5000), "y".into(), "z".into(), "qqq".into()],
        },
    );
    for lang in Lang::ALL {
        let text = lang.notice(&Notice::Link(problems.clone()));
        assert!(text.chars().count() < 300, "{lang:?}: {text}");
        for named in ["c0", "c1", "c2", "y", "z", "994"] {
            assert!(text.contains(named), "{lang:?}: {text} lacks {named}");
        }
        assert!(
            !text.contains("c3") && !text.contains("qqq"),
            "{lang:?}: {text}"
        );
        assert!(text.contains(&format!("{}…", "x".repeat(24))), "{text}");
    }
    assert_eq!(
        Lang::En.notice(&Notice::Link(problems[1..3].to_vec())),
        "Part of the link was ignored: “c0” is not a card; “c1” is not a card."
    );
}

#[test]
fn languages_are_told_apart() {
    for a in Lang::ALL {
        for b in Lang::ALL {
            if a != b {
                assert_ne!(a.text().deal, b.text().deal);
                assert_ne!(a.tag(), b.tag());
                assert_ne!(a.name(), b.name());
            }
        }
    }
}

#[test]
fn language_follows_the_browser() {
    assert_eq!(Lang::from_tag("zh-CN"), Lang::Zh);
    assert_eq!(Lang::from_tag("zh"), Lang::Zh);
    assert_eq!(Lang::from_tag("ZH-tw"), Lang::ZhHant);
    assert_eq!(Lang::from_tag("zh-HK"), Lang::ZhHant);
    assert_eq!(Lang::from_tag("en-US"), Lang::En);
    assert_eq!(Lang::from_tag("fr-CA"), Lang::Fr);
    assert_eq!(Lang::from_tag("de-CH"), Lang::De);
    assert_eq!(Lang::from_tag("es-MX"), Lang::Es);
    assert_eq!(Lang::from_tag("ko-KR"), Lang::Ko);
    assert_eq!(Lang::from_tag("pt-BR"), Lang::En);
    assert_eq!(Lang::from_tag(""), Lang::En);
    assert_eq!(Lang::from_tag("ja"), Lang::Ja);
    assert_eq!(Lang::from_tag("ja-JP"), Lang::Ja);
    assert_eq!(Lang::Ja.tag(), "ja");
    assert_eq!(Lang::Zh.tag(), "zh-Hans");
    assert_eq!(Lang::ZhHant.tag(), "zh-Hant");
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.tag()), Some(lang), "{lang:?}");
    }
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
    assert_eq!(Lang::En.choose_cards(4, 4), "Choose 4 cards, or deal");
    assert_eq!(Lang::En.choose_cards(1, 4), "Choose 1 more card");
    assert_eq!(Lang::En.choose_cards(2, 4), "Choose 2 more cards");
}

#[test]
fn card_names_and_slots() {
    let qh = Card::from_code("qh").unwrap();
    assert_eq!(Lang::En.card_name(qh), "Queen of hearts");
    assert_eq!(Lang::Zh.card_name(qh), "红桃 Q");
    assert_eq!(Lang::Ja.card_name(qh), "ハートのクイーン");
    assert_eq!(
        Lang::Ja.card_name(Card::from_code("as").unwrap()),
        "スペードのエース"
    );
    assert_eq!(
        Lang::Ja.card_name(Card::from_code("tc").unwrap()),
        "クラブの10"
    );
    assert_eq!(Lang::Ja.suit_name(Suit::Diamonds), "ダイヤ");
    assert_eq!(Lang::En.suit_name(Suit::Clubs), "Clubs");
    assert_eq!(Lang::En.empty_slot(1), "Empty slot 2, choose a card");
    assert_eq!(
        Lang::En.level_button(Level::Distinct, Some(3)),
        "Distinct (3)"
    );
    assert_eq!(Lang::En.level_button(Level::Strict, Some(4)), "Strict (4)");
    assert_eq!(Lang::En.level_button(Level::Strict, None), "Strict");
    assert_eq!(Lang::En.notice(&Notice::Copied), "Link copied");
    assert_eq!(Lang::En.page_status(50, 100, 861), "51–100 of 861");
    assert_eq!(
        Lang::Ja.notice(&Notice::Link(vec![UrlProblem::NotACard("zz".into())])),
        "リンクの一部を無視しました：「zz」はカードではありません。"
    );
}

#[test]
fn explore_sentences_carry_their_numbers() {
    for lang in Lang::ALL {
        let e = &lang.text().explore;
        let of = (e.of)("1362", "1820", &Lang::En.percent(1362, 1820));
        assert!(
            of.contains("1362") && of.contains("1820") && of.contains("74.8%"),
            "{of}"
        );
        let bar = (e.target_bar)("24", 1362, 1820, "74.8%");
        assert!(
            bar.contains("24")
                && bar.contains(&lang.number(1362u32))
                && bar.contains(&lang.number(1820u32)),
            "{bar}"
        );
        let count = (e.count_bar)(7, 35);
        assert!(count.contains('7') && count.contains("35"), "{count}");
        let many = (e.count_bar)(2020, 12_345);
        assert!(
            many.contains(&lang.number(2020u32)) && many.contains(&lang.number(12_345u32)),
            "{many}"
        );
        let with = (e.hands_with)(35, 7);
        assert!(with.contains('7') && with.contains("35"), "{with}");
        let most = (e.most_hand)("2 3 4 12", 13);
        assert!(most.contains("2 3 4 12") && most.contains("13"), "{most}");
        let listed = (e.level_hands)(42, "Hard");
        assert!(listed.contains("Hard") && listed.contains("42"), "{listed}");
        let grade = (e.grade_bar)("Hard", 42);
        assert!(grade.contains("Hard") && grade.contains("42"), "{grade}");
    }
}

#[test]
fn difficulties_read_naturally() {
    let hard = Difficulty {
        seconds: 39.6,
        grade: Grade::Hard,
    };
    assert_eq!(
        Lang::En.rating(&hard),
        "Hard · about 40\u{a0}s for a practised player"
    );
    assert_eq!(Lang::Zh.rating(&hard), "难 · 熟练玩家约 40\u{a0}秒");
    assert_eq!(
        Lang::Ja.rating(&hard),
        "むずかしい · 慣れた人で約 40\u{a0}秒"
    );
    let none = Notice::NoHandAtLevel {
        grade: Grade::Fiendish,
        size: 2,
        target: q(24),
        attempts: 2000,
    };
    assert_eq!(
        Lang::En.notice(&none),
        "No Fiendish hand of 2 cards for 24 in 2,000 deals; nothing was dealt."
    );
    assert!(Lang::Zh.notice(&none).contains("极难"));
    assert_eq!(Lang::En.grade_name(Grade::Easy), "Easy");
    assert_eq!(Lang::Ja.difficulty_label(), "難易度");
}

#[test]
fn every_language_has_every_play_text() {
    use model::play::Outcome;
    use solver::attempt::Invalid;
    use solver::hint::hints;
    use solver::{ExprProblem, Level};
    for lang in Lang::ALL {
        let t = lang.play_text();
        // Every field: a new text fails here until it is listed.
        let super::play::PlayText {
            play,
            table,
            operations,
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
            division_by_zero,
            too_large,
            no_solution_right,
            no_solution_wrong,
            hint_last,
            solved_by_level,
            unrated,
            blank,
            deal_hand,
            rematch,
            daily_done,
            daily_stats,
            reset_ask,
            reset_yes,
            reset_no,
            export,
            import,
            sound,
            op_names,
            daily_figures,
            found: _,
            again: _,
            tally: _,
            wrong: _,
            not_in_hand: _,
            used_twice: _,
            missing: _,
            fraction: _,
            syntax: _,
            hint_count: _,
            hint_pair: _,
            hint_step: _,
            hint_goal: _,
            beat: _,
            solved_in: _,
            score: _,
            fastest: _,
            seconds: _,
            beat_by: _,
            missed_by: _,
            tied: _,
            shared: _,
            daily_label: _,
            next_daily: _,
            called: _,
        } = t;
        let labels = [
            play,
            table,
            operations,
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
            division_by_zero,
            too_large,
            no_solution_right,
            no_solution_wrong,
            hint_last,
            solved_by_level,
            unrated,
            blank,
            deal_hand,
            rematch,
            daily_done,
            daily_stats,
            reset_ask,
            reset_yes,
            reset_no,
            export,
            import,
            sound,
        ];
        for label in labels.into_iter().chain(op_names).chain(daily_figures) {
            assert!(!label.trim().is_empty(), "{lang:?}");
        }
        // Every sentence names what it is about.
        let outcomes = [
            (Outcome::Found { which: 1, of: 3 }, vec!["2", "3"]),
            (Outcome::Again { which: 0, of: 7 }, vec!["1", "7"]),
            (Outcome::Wrong(Rational::new(-19, 2)), vec!["−19/2", "24"]),
            (Outcome::Invalid(Invalid::NotInHand(q(6))), vec!["6"]),
            (Outcome::Invalid(Invalid::UsedTwice(q(8))), vec!["8"]),
            (Outcome::Invalid(Invalid::Missing(q(3))), vec!["3"]),
            (
                Outcome::Invalid(Invalid::Fraction {
                    value: Rational::new(8, 3),
                    step: None,
                }),
                vec!["8/3"],
            ),
            (
                Outcome::Invalid(Invalid::Syntax {
                    byte: 9,
                    char: 4,
                    problem: ExprProblem::End,
                }),
                vec!["5"],
            ),
        ];
        for (outcome, parts) in outcomes {
            let said = lang.outcome(&outcome, &q(24));
            for part in parts {
                assert!(said.contains(part), "{lang:?}: {said} lacks {part}");
            }
        }
        for text in [
            (t.tally)(2, 3),
            (t.score)(2, 3),
            (t.beat)("2.3"),
            (t.solved_in)("2.3"),
        ] {
            assert!(text.contains('2') && text.contains('3'), "{lang:?}: {text}");
        }
        for text in [(t.fastest)("9.1"), (t.called)(9)] {
            assert!(text.contains('9'), "{lang:?}: {text}");
        }
        // The four hints of 3 3 8 8: 1 way; 8 and 3; 8 ÷ 3 = 8/3; 1/3 from 8/3, 3.
        let h = hints(&[3, 3, 8, 8].map(q), q(24), Level::Distinct).unwrap();
        let said: Vec<String> = (1..=4).map(|n| lang.hint(n, &h)).collect();
        assert!(said[1].contains('8') && said[1].contains('3'), "{said:?}");
        assert!(said[2].contains("8 ÷ 3 = 8/3"), "{said:?}");
        assert!(
            said[3].contains("1/3") && said[3].contains("8/3"),
            "{said:?}"
        );
        let none = hints(&[1, 1, 1, 1].map(q), q(24), Level::Distinct).unwrap();
        assert_eq!(lang.hint(4, &none), lang.hint(1, &none));
    }
}

#[test]
fn counts_are_grouped_and_shares_never_round_to_all() {
    let group = |n: u128| Lang::En.number(n);
    let percent = |part, whole| Lang::En.percent(part, whole);
    assert_eq!(group(0), "0");
    assert_eq!(group(999), "999");
    assert_eq!(group(1000), "1,000");
    assert_eq!(group(361_402), "361,402");
    assert_eq!(group(4_826_809), "4,826,809");
    assert_eq!(
        Lang::En.verdict(361_402, Level::Distinct, &q(24)),
        "361,402 distinct solutions"
    );
    assert_eq!(
        Lang::En.level_button(Level::Strict, Some(1778)),
        "Strict (1,778)"
    );
    assert_eq!(
        Lang::Ja.page_status(1000, 1050, 361_402),
        "全 361,402 件中 1,001–1,050 件目"
    );
    assert_eq!(percent(1362, 1820), "74.8%");
    assert_eq!(percent(4_826_732, 4_826_809), "99.998%");
    assert_eq!(percent(1, 3000), "0.03%");
    assert_eq!(percent(5, 5), "100%");
    assert_eq!(percent(0, 5), "0%");
    assert_eq!(percent(0, 0), "0%");
    assert_eq!(percent(999_999_999, 1_000_000_000), ">99.999%");
    assert_eq!(percent(1, 1_000_000_000), "<0.001%");
    assert_eq!(Lang::En.share(4_826_732, 4_826_809), "99.998%");
    assert_eq!(Lang::En.share(999_999_923, 1_000_000_000), "all but 77");
    assert_eq!(Lang::De.share(1362, 1820), "74,8\u{a0}%");
    assert_eq!(Lang::Fr.percent(1, 1_000_000_000), "<0,001\u{a0}%");
    assert_eq!(
        Lang::De.verdict(361_402, Level::Distinct, &q(24)),
        "361.402 verschiedene Lösungen"
    );
    assert_eq!(
        Lang::Fr.page_status(1000, 1050, 361_402),
        "1\u{202f}001–1\u{202f}050 sur 361\u{202f}402"
    );
    assert_eq!(
        Lang::Es.level_button(Level::Strict, Some(1778)),
        "Estrictas (1778)"
    );
    for lang in Lang::ALL {
        assert!(lang.share(999_999_923, 1_000_000_000).contains("77"));
    }
}

#[test]
fn play_words_carry_their_numbers_in_every_language() {
    use model::play::challenge::Result;
    use model::play::daily::Date;
    assert_eq!(Lang::En.seconds(23), "2.3\u{a0}s");
    assert_eq!(Lang::Zh.seconds(23), "2.3\u{a0}秒");
    assert_eq!(Lang::Ja.seconds(23), "2.3\u{a0}秒");
    assert_eq!(
        Lang::En.challenge_result(Result::new(124, 17)),
        "You beat 12.4\u{a0}s by 10.7\u{a0}s!"
    );
    assert_eq!(
        Lang::En.challenge_result(Result::new(124, 145)),
        "Missed by 2.1\u{a0}s"
    );
    assert_eq!(
        Lang::En.challenge_result(Result::new(124, 124)),
        "Tied at 12.4\u{a0}s"
    );
    let day = Date {
        year: 2026,
        month: 11,
        day: 23,
    };
    assert_eq!(Lang::En.daily_label(day), "Daily · 23 Nov");
    assert_eq!(Lang::Zh.daily_label(day), "每日一题 · 11月23日");
    assert_eq!(Lang::Ja.daily_label(day), "今日の手札 · 11月23日");
    assert_eq!(
        Lang::En.share_text("Daily · 23 Nov", 124, 1, "https://x/?daily"),
        "24 · Daily · 23 Nov\nSolved in 12.4\u{a0}s with 1 hint\nhttps://x/?daily"
    );
    assert_eq!(
        (Lang::En.play_text().next_daily)(312),
        "Next daily hand in 5 h 12 min"
    );
    assert_eq!(Lang::En.time_left(42), "about 45\u{a0}s left");
    assert_eq!(Lang::En.time_left(125), "about 3 min left");
    assert_eq!(Lang::En.time_left(3 * 3600 + 125), "about 3 h 2 min left");
    for lang in Lang::ALL {
        let t = lang.play_text();
        for label in [
            t.blank,
            t.deal_hand,
            t.rematch,
            t.daily_done,
            t.daily_stats,
            t.reset_ask,
            t.reset_yes,
            t.reset_no,
            t.export,
            t.import,
            t.sound,
            lang.text().levels_help_label,
        ]
        .iter()
        .chain(&t.daily_figures)
        .chain(&lang.text().levels_help)
        {
            assert!(!label.trim().is_empty(), "{lang:?}");
        }
        let won = lang.challenge_result(Result::new(124, 17));
        assert!(
            won.contains(&lang.tenths(124)) && won.contains(&lang.tenths(107)),
            "{won}"
        );
        let lost = lang.challenge_result(Result::new(124, 145));
        assert!(lost.contains(&lang.tenths(21)), "{lost}");
        assert!(lang.challenge_result(Result::new(90, 90)).contains('9'));
        let label = lang.daily_label(day);
        let month = label.contains("11") || label.to_lowercase().contains("nov");
        assert!(label.contains("23") && month, "{label}");
        let shared = lang.share_text(&label, 124, 2, "L");
        assert!(
            shared.contains(&label) && shared.contains(&lang.tenths(124)) && shared.contains('2')
        );
        assert!(shared.ends_with("\nL"), "{shared}");
        for minutes in [5, 60, 312] {
            let next = (t.next_daily)(minutes);
            assert!(
                next.contains(&(minutes % 60).max(minutes / 60).to_string()),
                "{next}"
            );
        }
        for seconds in [7, 600, 7300] {
            assert!(lang.time_left(seconds).chars().any(|c| c.is_ascii_digit()));
        }
        assert!((t.called)(3).contains('3'));
        assert!(lang
            .notice(&Notice::NotBests("b.txt".into()))
            .contains("b.txt"));
        assert!(!lang.notice(&Notice::ShareCopied).is_empty());
        assert!(!lang.notice(&Notice::BestsLoaded).is_empty());
        // An empty answer asks for one; no "character 1".
        let blank = lang.outcome(&model::play::Outcome::Blank, &q(24));
        assert_eq!(blank, t.blank);
    }
}
