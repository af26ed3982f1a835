//! The language tables: every language has every text, and the sentences read
//! as intended.

use super::*;
use crate::link::UrlProblem;
use solver::difficulty::{Difficulty, Grade};

fn q(n: i128) -> Rational {
    Rational::from_integer(n)
}

/// Every fixed label of a language. Both tables are taken apart field by
/// field, with no `..`: a field added to `Text` or `Explore` without a place
/// here does not compile. The sentences (the `fn` fields) are checked by
/// `every_language_has_every_text`, with the numbers and names they carry.
fn labels(t: &Text) -> Vec<(&'static str, &'static str)> {
    let Text {
        name,
        tag,
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
        hands_with: _,
        most_hand: _,
        difficulty_title,
        difficulty_x,
        hardest_title,
        grade_bar: _,
        level_hands: _,
    } = explore;
    let mut all = vec![
        ("name", *name),
        ("tag", *tag),
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
    all.extend(grades.iter().map(|s| ("grades", *s)));
    all.extend(suits.iter().map(|s| ("suits", *s)));
    all
}

/// Every notice and problem the page can show, each naming a distinct input.
fn every_notice() -> Vec<(Notice, Vec<&'static str>)> {
    vec![
        (
            Notice::Link(vec![
                UrlProblem::NotACard("zz".into()),
                UrlProblem::Duplicate("3S".into()),
                UrlProblem::NoSuitLeft("5x".into()),
                UrlProblem::TooMany {
                    max: 6,
                    dropped: vec!["9c".into()],
                },
                UrlProblem::BadTarget("t?".into()),
                UrlProblem::BadLevel("loose".into()),
                UrlProblem::BadSize("n9".into()),
                UrlProblem::BadParens("maybe".into()),
                UrlProblem::BadView("charts".into()),
                UrlProblem::BadValues("0..99".into()),
                UrlProblem::BadDifficulty("meh".into()),
                UrlProblem::BadMode("fun".into()),
                UrlProblem::BadTime("-3s".into()),
                UrlProblem::BadTargets("1.5".into()),
                UrlProblem::BadRule("halves".into()),
                UrlProblem::BadFaces("f11".into()),
                UrlProblem::NotInDeck("kd".into()),
                UrlProblem::BadSeed("s33d".into()),
                UrlProblem::BadCount("c13".into()),
            ]),
            vec![
                "zz", "3S", "5x", "9c", "t?", "loose", "n9", "maybe", "charts", "0..99", "meh",
                "fun", "-3s", "1.5", "halves", "f11", "kd", "s33d", "c13",
            ],
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
                attempts: 1999,
            },
            vec!["3", "−11", "1999"],
        ),
        (Notice::HandFull, vec![]),
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
fn languages_are_told_apart() {
    for a in Lang::ALL {
        for b in Lang::ALL {
            if a != b {
                assert_ne!(a.text().deal, b.text().deal);
                assert_ne!(a.tag(), b.tag());
                assert_ne!(a.text().name, b.text().name);
            }
        }
    }
}

#[test]
fn language_follows_the_browser() {
    assert_eq!(Lang::from_tag("zh-CN"), Lang::Zh);
    assert_eq!(Lang::from_tag("zh"), Lang::Zh);
    assert_eq!(Lang::from_tag("ZH-tw"), Lang::Zh);
    assert_eq!(Lang::from_tag("en-US"), Lang::En);
    assert_eq!(Lang::from_tag("fr"), Lang::En);
    assert_eq!(Lang::from_tag(""), Lang::En);
    assert_eq!(Lang::from_tag("ja"), Lang::Ja);
    assert_eq!(Lang::from_tag("ja-JP"), Lang::Ja);
    assert_eq!(Lang::Ja.tag(), "ja");
    assert_eq!(Lang::Zh.tag(), "zh-Hans");
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
        let of = (e.of)("1362", "1820", &percent(1362, 1820));
        assert!(
            of.contains("1362") && of.contains("1820") && of.contains("74.8%"),
            "{of}"
        );
        let bar = (e.target_bar)("24", 1362, 1820, "74.8%");
        assert!(
            bar.contains("24") && bar.contains("1362") && bar.contains("1820"),
            "{bar}"
        );
        let count = (e.count_bar)(7, 35);
        assert!(count.contains('7') && count.contains("35"), "{count}");
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
        "Hard · about 40 s for a practised player"
    );
    assert_eq!(Lang::Zh.rating(&hard), "难 · 熟练玩家约 40 秒");
    assert_eq!(Lang::Ja.rating(&hard), "むずかしい · 慣れた人で約 40 秒");
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
    assert_eq!(Lang::En.grade_name(Grade::Easy), "Easy");
    assert_eq!(Lang::Ja.difficulty_label(), "難しさ");
}

#[test]
fn every_language_has_every_play_text() {
    use crate::play::Outcome;
    use solver::attempt::Invalid;
    use solver::hint::hints;
    use solver::{ExprProblem, Level};
    for lang in Lang::ALL {
        let t = lang.play_text();
        let labels = [
            t.play,
            t.table,
            t.operations,
            t.undo,
            t.reset,
            t.attempt,
            t.check,
            t.no_solution,
            t.hint,
            t.reveal,
            t.next,
            t.daily,
            t.time,
            t.challenge,
            t.bests,
            t.reset_bests,
            t.all_found,
            t.keys_help,
            t.division_by_zero,
            t.too_large,
            t.no_solution_right,
            t.no_solution_wrong,
            t.hint_last,
            t.solved_by_level,
            t.unrated,
        ];
        for label in labels.iter().chain(&t.op_names) {
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
        for text in [(t.fastest)("9.1"), (t.daily_streak)(9)] {
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
