//! The link read and written: leniency, problems, the canonical form.

use super::read::decode;
use super::*;
use cards::{Card, Faces};

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
    // Each problem names its parameter.
    assert_eq!(
        parsed.problems,
        [
            UrlProblem::BadTargets("from=x".into()),
            UrlProblem::BadTargets("to=3/2".into())
        ]
    );
    // A range too wide for the chart is cut, and says so.
    assert_eq!(
        parse_query("to=1000&from=1").problems,
        [UrlProblem::TooManyTargets {
            asked: (1, 1000),
            kept: (1, MAX_TARGETS)
        }]
    );
    assert!(parse_query("from=50&to=-10").problems.is_empty());
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
    assert_eq!(
        upside_down.problems,
        [UrlProblem::BadValues("min=9&max=2".into())]
    );
    assert_eq!(
        bad.problems[1..],
        [
            UrlProblem::BadValues("min=0".into()),
            UrlProblem::BadValues("max=14".into())
        ]
    );
}

#[test]
fn rooms_links_round_trip() {
    let code = |c: &str| protocol::room::RoomCode::parse(c).unwrap();
    // The view alone.
    let rooms = parse_query("?view=rooms");
    assert!(rooms.problems.is_empty());
    assert_eq!((rooms.link.view, rooms.link.room), (View::Rooms, None));
    assert_eq!(write_query(&rooms.link), "view=rooms");
    // A room, in any case, implies the view; `view` is not written.
    let join = parse_query("?room=k7m2qx");
    assert_eq!(
        (join.link.view, join.link.room, join.link.screen),
        (View::Rooms, Some(code("K7M2QX")), false)
    );
    assert_eq!(write_query(&join.link), "room=K7M2QX");
    assert_eq!(parse_query("view=explore&room=K7M2QX").link, join.link);
    // The projector view, only with a room.
    let screen = parse_query("?room=K7M2QX&screen=1");
    assert!(screen.link.screen);
    assert_eq!(write_query(&screen.link), "room=K7M2QX&screen=1");
    for on in ["screen", "screen=yes", "screen=TRUE", "screen=on"] {
        assert!(
            parse_query(&format!("room=K7M2QX&{on}")).link.screen,
            "{on}"
        );
    }
    assert!(!parse_query("room=K7M2QX&screen=0").link.screen);
    assert!(!parse_query("view=rooms&screen=1").link.screen);
    for link in [rooms.link, join.link, screen.link] {
        assert_eq!(parse_query(&write_query(&link)).link, link);
    }
    // Other parameters stay beside a room.
    let with_hand = parse_query("cards=3s-3h-8c-8d&room=K7M2QX");
    assert_eq!(
        write_query(&with_hand.link),
        "cards=3s-3h-8c-8d&room=K7M2QX"
    );
    // A bad code is named, and the view stays as it was.
    for bad in ["K7M2Q", "K7M2QU", "点点点点点点"] {
        let parsed = parse_query(&format!("room={bad}"));
        assert_eq!(parsed.problems, [UrlProblem::BadRoom(bad.into())]);
        assert_eq!((parsed.link.view, parsed.link.room), (View::Solve, None));
    }
    let kept = parse_query("view=rooms&room=zz");
    assert_eq!((kept.link.view, kept.link.room), (View::Rooms, None));
}

#[test]
fn a_homework_link_opens_rooms_with_its_code_and_the_teachers_key() {
    let key = "0123456789abcdef0123456789abcdef";
    let student = parse_query("assign=k7m2qx");
    assert_eq!(student.link.view, View::Rooms);
    assert_eq!(write_query(&student.link), "assign=K7M2QX");
    let teacher = parse_query(&format!("assign=K7M2QX&teacher={}", key.to_uppercase()));
    assert_eq!(teacher.link.teacher.as_deref(), Some(key));
    assert_eq!(
        write_query(&teacher.link),
        format!("assign=K7M2QX&teacher={key}")
    );
    for link in [student.link, teacher.link] {
        assert_eq!(parse_query(&write_query(&link)).link, link);
    }
    // A key alone, or beside a room, is not kept; bad ones are named.
    assert_eq!(parse_query(&format!("teacher={key}")).link.teacher, None);
    let both = parse_query("assign=K7M2QX&room=ABCDEF");
    assert_eq!((both.link.room.is_some(), both.link.assign), (true, None));
    let bad = parse_query("assign=K7M2QU&teacher=abc");
    assert_eq!(
        bad.problems,
        [
            UrlProblem::BadAssign("K7M2QU".into()),
            UrlProblem::BadAssign("abc".into())
        ]
    );
    assert_eq!((bad.link.view, bad.link.assign), (View::Solve, None));
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
    let parsed = parse_query("?cards=11s-0h-x-3h");
    assert_eq!(parsed.problems.len(), 3);
    assert_eq!(parsed.link.slots.len(), 4);
}

#[test]
fn a_link_with_no_card_at_all_keeps_the_default_hand_and_names_every_code() {
    let parsed = parse_query("?cards=%3Cscript%3Ealert(1)%3C/script%3E");
    assert_eq!(parsed.link.slots, vec![None; DEFAULT_SIZE]);
    assert_eq!(
        parsed.problems,
        [UrlProblem::NotACard("<script>alert(1)</script>".into())]
    );
    // Thousands of bad codes: each named, none dropped as "too many".
    let long = vec!["zz"; 1000].join("-");
    let parsed = parse_query(&format!("cards={long}"));
    assert_eq!(parsed.link.slots.len(), DEFAULT_SIZE);
    assert_eq!(parsed.problems.len(), 1000);
    assert!(parsed
        .problems
        .iter()
        .all(|p| *p == UrlProblem::NotACard("zz".into())));
    assert_eq!(parse_query("cards=zz&n=6").link.slots.len(), 6);
}

#[test]
fn the_language_a_link_was_shared_from() {
    let parsed = parse_query("?cards=3s-3h-8c-8d&lang=ja");
    assert_eq!(parsed.link.lang, Some(Lang::Ja));
    assert_eq!(write_query(&parsed.link), "cards=3s-3h-8c-8d&lang=ja");
    assert_eq!(parse_query("lang=ZH-Hans").link.lang, Some(Lang::Zh));
    assert_eq!(parse_query("").link.lang, None);
    assert_eq!(parse_query("lang=zh").link.lang, Some(Lang::Zh));
    assert_eq!(parse_query("lang=zh-TW").link.lang, Some(Lang::ZhHant));
    assert_eq!(parse_query("lang=de-AT").link.lang, Some(Lang::De));
    let hant = parse_query("lang=zh-hant");
    assert_eq!(write_query(&hant.link), "lang=zh-Hant");
    let bad = parse_query("lang=pt");
    assert_eq!(bad.link.lang, None);
    assert_eq!(bad.problems, [UrlProblem::BadLang("pt".into())]);
    for lang in Lang::ALL {
        let link = Link {
            lang: Some(lang),
            ..Link::default()
        };
        assert_eq!(parse_query(&write_query(&link)).link, link);
    }
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

#[test]
fn house_rules_round_trip_and_are_written_only_when_on() {
    for integers in [false, true] {
        for faces in Faces::ALL {
            let link = Link {
                slots: slots(&["as", "th", "5c", "5d"]),
                integers,
                faces,
                play: true,
                challenge: Some(93),
                ..Link::default()
            };
            let query = write_query(&link);
            assert_eq!(query.contains("rule=integers"), integers, "{query}");
            assert_eq!(
                query.contains("faces="),
                faces != Faces::Numbered,
                "{query}"
            );
            assert_eq!(parse_query(&query).link, link, "{query}");
        }
    }
    let link = parse_query("cards=3s-3h-8c-8d&rule=integers&faces=10").link;
    assert!(link.integers);
    assert_eq!(link.faces, Faces::Tens);
    assert_eq!(
        write_query(&link),
        "cards=3s-3h-8c-8d&rule=integers&faces=10"
    );
    assert_eq!(
        parse_query("rule=Whole&faces=NONE").link.faces,
        Faces::Without
    );
    assert_eq!(parse_query("rule=fractions&faces=13").link, Link::default());
}

#[test]
fn bad_rules_are_named_and_a_face_card_outside_the_deck_is_dropped() {
    let parsed = parse_query("rule=halves&faces=11");
    assert_eq!(
        parsed.problems,
        vec![
            UrlProblem::BadRule("halves".into()),
            UrlProblem::BadFaces("11".into())
        ]
    );
    assert_eq!(parsed.link, Link::default());
    let parsed = parse_query("cards=ks-3h-q-8d&faces=none");
    assert_eq!(parsed.link.slots, slots(&["_", "3h", "_", "8d"]));
    assert_eq!(
        parsed.problems,
        vec![
            UrlProblem::NotInDeck("ks".into()),
            UrlProblem::NotInDeck("q".into())
        ]
    );
    // Under J Q K worth 10, a king is still a king.
    let tens = parse_query("cards=ks-3h-q-8d&faces=10");
    assert_eq!(tens.link.slots, slots(&["ks", "3h", "qs", "8d"]));
}

/// The daily hand is one per date for everyone: its rules are the usual.
#[test]
fn the_daily_hand_has_the_usual_rules() {
    let daily = parse_query("daily&rule=integers&faces=none").link;
    assert!(daily.daily && !daily.integers);
    assert_eq!(daily.faces, Faces::Numbered);
    assert_eq!(write_query(&daily), "daily");
    let written = Link {
        integers: true,
        faces: Faces::Tens,
        ..daily
    };
    assert_eq!(write_query(&written), "daily");
}

#[test]
fn practice_links_carry_the_mode_only() {
    let parsed = parse_query("?mode=practice&cards=3s-3h-8c-8d&target=10&rule=integers&t=9");
    assert!(parsed.problems.is_empty());
    let link = &parsed.link;
    assert!(link.play && link.practice && link.challenge.is_none());
    assert_eq!(link.slots, vec![None; DEFAULT_SIZE]);
    assert_eq!(link.target, Rational::from(24));
    assert!(!link.integers);
    assert_eq!(write_query(link), "mode=practice");
    assert_eq!(parse_query("mode=PRACTICE").link, parsed.link);
    // The daily hand and other views are not practice.
    assert!(!parse_query("mode=practice&daily").link.practice);
    assert!(!parse_query("mode=practice&view=explore").link.practice);
    assert_eq!(
        parse_query("mode=drill").problems,
        [UrlProblem::BadMode("drill".into())]
    );
}

#[test]
fn worksheet_links_round_trip_with_their_seed_and_count() {
    let parsed = parse_query("?view=print&count=20&seed=4242&n=5&difficulty=hard&rule=integers");
    assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
    let link = &parsed.link;
    assert_eq!(
        (link.view, link.count, link.seed),
        (View::Print, 20, Some(4242))
    );
    let written = write_query(link);
    assert_eq!(
        written,
        "n=5&view=print&difficulty=hard&rule=integers&count=20&seed=4242"
    );
    assert_eq!(parse_query(&written).link, *link);
    // Twelve hands is the default, and not written.
    let twelve = parse_query("view=print&count=12");
    assert_eq!(
        (twelve.link.count, write_query(&twelve.link).as_str()),
        (12, "view=print")
    );
    // Only in the print view.
    assert_eq!(write_query(&parse_query("seed=5&count=8").link), "");
    let bad = parse_query("view=print&count=13&seed=-1");
    assert_eq!(
        bad.problems,
        [
            UrlProblem::BadSeed("-1".into()),
            UrlProblem::BadCount("13".into())
        ]
    );
    assert_eq!((bad.link.count, bad.link.seed), (DEFAULT_COUNT, None));
}

#[test]
fn the_answer_key_is_the_teachers_link_and_only_in_the_print_view() {
    let teacher = parse_query("view=print&seed=7&key=1").link;
    assert!(teacher.key);
    assert_eq!(write_query(&teacher), "view=print&seed=7&key=1");
    let students = Link {
        key: false,
        ..teacher.clone()
    };
    assert_eq!(write_query(&students), "view=print&seed=7");
    assert!(!parse_query("view=print&seed=7").link.key);
    assert!(parse_query("view=print&KEY=yes").link.key);
    assert!(!parse_query("key=1").link.key, "only in the print view");
}

#[test]
fn another_language_keeps_the_query_as_written() {
    // A card the page could not read stays, so that the page opened in
    // the other language says so too.
    assert_eq!(
        with_lang("?cards=qh-zz-3d-4c&lang=en", Lang::Ja),
        "cards=qh-zz-3d-4c&lang=ja"
    );
    assert_eq!(with_lang("", Lang::ZhHant), "lang=zh-Hant");
    assert_eq!(with_lang("?", Lang::De), "lang=de");
    assert_eq!(
        with_lang("mode=play&lang=xx&t=12.4&language=1", Lang::Fr),
        "mode=play&t=12.4&language=1&lang=fr"
    );
    let parsed = parse_query(&with_lang("?cards=3s-3h-8c-8d&target=1%2F2", Lang::Ko));
    assert_eq!(parsed.link.lang, Some(Lang::Ko));
    assert_eq!(parsed.link.target, Rational::new(1, 2));
}
