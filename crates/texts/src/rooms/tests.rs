//! The Rooms texts: every language has every one, each sentence names
//! what it is about, and every refusal and state is worded.

use super::*;
use crate::Lang;
use protocol::homework::Refusal;
use solver::attempt::Invalid;

pub(crate) fn labels(r: &RoomsText) -> [&'static str; 75] {
    [
        r.rooms,
        r.intro,
        r.nickname,
        r.host_heading,
        r.rounds,
        r.cards,
        r.time_limit,
        r.no_limit,
        r.create,
        r.join_heading,
        r.code,
        r.join,
        r.join_link,
        r.copy_link,
        r.qr,
        r.scan,
        r.projector,
        r.players,
        r.host,
        r.you,
        r.away,
        r.settings,
        r.start,
        r.waiting,
        r.leave,
        r.leave_ask,
        r.leave_ask_host,
        r.stay,
        r.host_only,
        r.hosting_only,
        r.remove,
        r.remove_block,
        r.cancel,
        r.lock,
        r.late_join,
        r.generated_names,
        r.pick_name,
        r.other_names,
        r.removed,
        r.scoring,
        r.scorings[0],
        r.scorings[1],
        r.scorings[2],
        r.solved_mark,
        r.ranking,
        r.rankings[0],
        r.rankings[1],
        r.rankings[2],
        r.time_left,
        r.time,
        r.end_round,
        r.next_round,
        r.scoreboard,
        r.player,
        r.points,
        r.this_round,
        r.unsolved,
        r.results,
        r.place,
        r.play_again,
        r.next_game,
        r.connecting,
        r.reconnecting,
        r.unavailable,
        r.gave_up,
        r.try_again,
        r.elsewhere,
        r.reload,
        r.too_long,
        r.gone,
        r.you_host,
        (r.error)(ErrorKind::NoSuchRoom),
        (r.closed)(CloseReason::Idle),
        (r.ended)(EndReason::TimeUp),
        (r.nickname_problem)(NickProblem::Empty),
    ]
}

/// Every refusal the server sends.
pub(crate) const KINDS: [ErrorKind; 25] = [
    ErrorKind::NoSuchRoom,
    ErrorKind::NicknameEmpty,
    ErrorKind::NicknameTooLong,
    ErrorKind::NicknameNotText,
    ErrorKind::NicknameTaken,
    ErrorKind::RoomFull,
    ErrorKind::WatchersFull,
    ErrorKind::TooManyRooms,
    ErrorKind::TooManyGuesses,
    ErrorKind::SeatGone,
    ErrorKind::NotHost,
    ErrorKind::NotNow,
    ErrorKind::BadSettings,
    ErrorKind::NoHand,
    ErrorKind::AlreadySolved,
    ErrorKind::TooFast,
    ErrorKind::Malformed,
    ErrorKind::TooLarge,
    ErrorKind::NotInRoom,
    ErrorKind::AlreadyInRoom,
    ErrorKind::Locked,
    ErrorKind::LateJoinOff,
    ErrorKind::Blocked,
    ErrorKind::NotGenerated,
    ErrorKind::LockedOut,
];

/// Every refusal the homework server sends.
pub(crate) const REFUSALS: [Refusal; 12] = [
    Refusal::NoSuch,
    Refusal::Closed,
    Refusal::PastDeadline,
    Refusal::Full,
    Refusal::Nickname(NickProblem::Empty),
    Refusal::Taken,
    Refusal::NotYours,
    Refusal::OutOfRange,
    Refusal::NotThisHand,
    Refusal::TooMany,
    Refusal::Malformed,
    Refusal::Unavailable,
];

#[test]
fn every_language_has_every_rooms_text() {
    for lang in Lang::ALL {
        let r = lang.rooms_text();
        for (i, label) in labels(r).iter().enumerate() {
            assert!(!label.trim().is_empty(), "{lang:?}: label {i}");
        }
        // Every refusal a page can meet has words of its own; the ones a
        // page of this version never provokes share one.
        let mut errors: Vec<String> = KINDS
            .iter()
            .map(|&k| lang.said(&Said::Refused(k)))
            .collect();
        assert!(errors.iter().all(|e| !e.is_empty()));
        errors.sort();
        errors.dedup();
        assert_eq!(errors.len(), KINDS.len() - 4, "{lang:?}");
        // The nickname's refusals read as the page's own checks do.
        assert_eq!(
            lang.said(&Said::Refused(ErrorKind::NicknameTooLong)),
            lang.said(&Said::Nickname(NickProblem::TooLong))
        );
        for p in [
            NickProblem::Empty,
            NickProblem::TooLong,
            NickProblem::NotText,
        ] {
            assert!(!(r.nickname_problem)(p).is_empty());
        }
        for p in [
            SettingsProblem::Rounds,
            SettingsProblem::HandSize,
            SettingsProblem::Target,
            SettingsProblem::TimeLimit,
            SettingsProblem::Cards,
            SettingsProblem::Decoys,
            SettingsProblem::FinalSize,
            SettingsProblem::Teams,
        ] {
            assert!(!(r.settings_problem)(p).is_empty());
        }
        assert!((r.settings_problem)(SettingsProblem::Rounds).contains("30"));
        assert!((r.nickname_problem)(NickProblem::TooLong).contains("20"));
        for why in EndReason::ALL {
            assert!(!(r.ended)(*why).is_empty());
        }
        for why in [CloseReason::Idle, CloseReason::Restarting] {
            assert!(!(r.closed)(why).is_empty());
        }
    }
}

#[test]
fn rooms_sentences_carry_their_numbers_and_names() {
    for lang in Lang::ALL {
        let r = lang.rooms_text();
        assert!((r.seconds)(120).contains("120"));
        let (before, after) = (r.round)(12);
        assert!(after.contains("12") && !before.contains("12"), "{lang:?}");
        let c = &r.challenge;
        let (before, after) = (c.card)(12);
        assert!(after.contains("12") && !before.contains("12"), "{lang:?}");
        assert!((c.decoy_share)(6).contains('6'), "{lang:?}");
        assert!((c.points)(3).contains('3'), "{lang:?}");
        assert!((c.start_final)(4).contains('4'), "{lang:?}");
        assert!((c.team)(5).contains('5'), "{lang:?}");
        for name in [(c.took)("Bo"), (c.called)("Bo"), (c.team_of)("Bo")] {
            assert!(name.contains("Bo"), "{lang:?}: {name}");
        }
        assert!(lang.make(&Rational::new(-3, 4)).contains("−3/4"));
        let solved = (r.solved)("12.3", 3);
        assert!(solved.contains("12.3") && solved.contains('3'), "{solved}");
        assert!((r.solutions)(17).contains("17"));
        assert!((r.next_in)(8).contains('8'));
        assert!((r.round_short)(7).contains('7'));
        assert!((r.join_room)("K7M2QX").contains("K7M2QX"));
        assert!((r.host_now)("Ada").contains("Ada"));
        assert!((r.bad_code)("zz9").contains("zz9"));
        assert!((r.bad_target)("3/").contains("3/"));
        let said = [
            (Said::Refused(ErrorKind::NicknameTaken), ""),
            (Said::BadCode("Q0".into()), "Q0"),
            (Said::BadTarget("x".into()), "x"),
            (
                Said::HostNow {
                    you: false,
                    name: "Zoë".into(),
                },
                "Zoë",
            ),
            (
                Said::HostNow {
                    you: true,
                    name: "Zoë".into(),
                },
                "",
            ),
            (Said::Gone, ""),
            (Said::TooLong, ""),
            (Said::Closed(CloseReason::Idle), "30"),
            (Said::Nickname(NickProblem::Empty), ""),
            (Said::Settings(SettingsProblem::HandSize), "6"),
        ];
        for (said, part) in said {
            let text = lang.said(&said);
            assert!(!text.is_empty() && text.contains(part), "{lang:?}: {text}");
        }
        assert!(!lang
            .said(&Said::HostNow {
                you: true,
                name: "Zoë".into()
            })
            .contains("Zoë"));
    }
}

#[test]
fn the_connection_is_worded_only_when_it_matters() {
    for lang in Lang::ALL {
        let r = lang.rooms_text();
        assert_eq!(lang.connection(Socket::Off, false), None);
        assert_eq!(lang.connection(Socket::Open { attempt: 3 }, true), None);
        assert_eq!(
            lang.connection(Socket::Opening { attempt: 1 }, false),
            Some(r.connecting)
        );
        assert_eq!(
            lang.connection(Socket::Opening { attempt: 2 }, true),
            Some(r.reconnecting)
        );
        assert_eq!(
            lang.connection(
                Socket::Waiting {
                    attempt: 2,
                    delay: 500
                },
                true
            ),
            Some(r.reconnecting)
        );
        for stopped in [
            Socket::Unavailable,
            Socket::GaveUp,
            Socket::Elsewhere,
            Socket::Reload,
        ] {
            assert!(lang.connection(stopped, true).is_some());
        }
    }
}

#[test]
fn verdicts_read_as_plays_checks() {
    let t = Rational::from_integer(24);
    assert_eq!(
        Lang::En.room_verdict(&Verdict::Correct { which: 1, of: 3 }, &t),
        "Correct: solution 2 of 3"
    );
    assert_eq!(
        Lang::En.room_verdict(&Verdict::WrongValue(Rational::from_integer(22)), &t),
        "= 22, not 24"
    );
    assert_eq!(
        Lang::En.room_verdict(
            &Verdict::Invalid(Invalid::NotInHand(Rational::from_integer(6))),
            &t
        ),
        "6 is not in the hand"
    );
    assert_eq!(Lang::En.make(&t), "Make 24");
    assert_eq!(
        (Lang::En.rooms_text().round)(10),
        ("Round ".into(), " of 10".into())
    );
}

#[test]
fn languages_are_told_apart_in_rooms() {
    for a in Lang::ALL {
        for b in Lang::ALL {
            if a != b {
                assert_ne!(a.rooms_text().create, b.rooms_text().create);
                assert_ne!(a.rooms_text().unavailable, b.rooms_text().unavailable);
            }
        }
    }
}

#[test]
fn every_language_has_every_homework_text() {
    use model::homework::Said as HomeworkSaid;
    for lang in Lang::ALL {
        for (name, text) in crate::translated::every_text(lang) {
            if name.starts_with("homework ") {
                assert!(!text.trim().is_empty(), "{lang:?}: {name} is empty");
            }
        }
        let h = lang.homework_text();
        // Each sentence carries the numbers, names and dates it is given.
        let carried = [
            ((h.in_time)(180), "3"),
            ((h.in_time)(10080), "7"),
            ((h.per_hand)(90), "90"),
            ((h.per_hand)(120), "2"),
            ((h.made)("D8"), "D8"),
            ((h.title)("K7M2QX"), "K7M2QX"),
            ((h.playing_as)("Zoë"), "Zoë"),
            ((h.due)("D8"), "D8"),
            ((h.hand_of)(3, 10), "3"),
            ((h.hand_of)(3, 10), "10"),
            ((h.left)(42), "42"),
            ((h.solved)("12.3"), "12.3"),
            ((h.tries)(3), "3"),
            ((h.finished)(7, 10), "7"),
            ((h.finished)(7, 10), "10"),
            ((h.results_title)("K7M2QX"), "K7M2QX"),
            ((h.students)(12), "12"),
            ((h.closed_on)("D8"), "D8"),
            ((h.hand_head)(3), "3"),
        ];
        for (text, part) in carried {
            assert!(text.contains(part), "{lang:?}: “{text}” lacks {part}");
        }
        // The days the list keeps an assignment are the server's.
        let days = protocol::homework::KEEP_DAYS.to_string();
        assert!(h.kept_note.contains(&days), "{lang:?}: {}", h.kept_note);
        // Every refusal has words of its own, but the nickname's, which
        // read as Rooms' checks do, and the one that says it is taken.
        let mut refusals: Vec<&str> = REFUSALS.iter().map(|&why| (h.refused)(why)).collect();
        assert!(refusals.iter().all(|r| !r.trim().is_empty()), "{lang:?}");
        refusals.sort_unstable();
        refusals.dedup();
        assert_eq!(refusals.len(), REFUSALS.len() - 1, "{lang:?}");
        let r = lang.rooms_text();
        assert_eq!(
            lang.homework_said(&HomeworkSaid::Refused(Refusal::Nickname(
                NickProblem::TooLong
            ))),
            (r.nickname_problem)(NickProblem::TooLong)
        );
        assert_eq!(lang.homework_said(&HomeworkSaid::NoServer), h.needs_server);
        assert_eq!(lang.homework_said(&HomeworkSaid::Lost), h.lost);
        assert_eq!(lang.homework_said(&HomeworkSaid::SeatGone), h.seat_gone);
        assert_ne!(
            h.over, h.closed,
            "{lang:?}: closed early is not past the deadline"
        );
    }
}
