use super::*;
use crate::csv;
use cards::{Card, Faces};
use protocol::homework::{Played, Student};
use solver::attempt::Invalid;

const KEY: &str = "0123456789abcdef0123456789abcdef";
const TOKEN: &str = "fedcba9876543210fedcba9876543210";

fn code() -> RoomCode {
    RoomCode::parse("K7M2QX").unwrap()
}

fn student() -> Linked<'static> {
    Linked {
        code: Some(code()),
        key: None,
    }
}

fn teacher() -> Linked<'static> {
    Linked {
        code: Some(code()),
        key: Some(KEY),
    }
}

fn cards(codes: &[&str]) -> Vec<Card> {
    codes.iter().map(|c| Card::from_code(c).unwrap()).collect()
}

/// The last request queued, and its number.
fn last(h: &Homework) -> (u32, Request) {
    let (n, r) = h.since(0).last().expect("a request");
    (n, r.clone())
}

fn reply(h: &mut Homework, reply: Reply, linked: Linked) {
    let (number, _) = last(h);
    h.apply(
        HomeworkAction::Heard {
            number,
            reply: Some(reply),
            now: 1000,
        },
        linked,
    );
}

fn joined(h: &mut Homework) {
    h.apply(HomeworkAction::SetNickname(" Ana ".into()), student());
    h.apply(HomeworkAction::Join, student());
    reply(
        h,
        Reply::Joined {
            token: TOKEN.into(),
            nickname: "Ana".into(),
            assignment: Assignment {
                faces: Faces::Tens,
                ..Assignment::default()
            },
            deadline_ms: 5,
        },
        student(),
    );
}

fn dealt(h: &mut Homework, hand: u8, hand_cards: &[&str]) {
    reply(
        h,
        Reply::Hand {
            hand,
            of: 10,
            cards: cards(hand_cards).into_iter().map(Into::into).collect(),
            seconds_left: Some(30),
        },
        student(),
    );
}

#[test]
fn a_worksheets_choices_prepare_the_form_within_bounds() {
    let mut h = Homework::default();
    let level = Some(solver::difficulty::Grade::ALL[2]);
    h.apply(
        HomeworkAction::Prepare { hands: 8, level },
        Linked::default(),
    );
    assert_eq!((h.form.hands, h.form.level), (8, level));
    h.apply(
        HomeworkAction::Prepare {
            hands: 99,
            level: None,
        },
        Linked::default(),
    );
    assert_eq!((h.form.hands, h.form.level), (30, None));
    assert!(COUNTS.contains(&8) && COUNTS.iter().all(|n| protocol::homework::HANDS.contains(n)));
}

#[test]
fn a_teacher_makes_homework_under_the_pages_house_rules_once() {
    let mut h = Homework::default();
    h.apply(HomeworkAction::SetHands(12), Linked::default());
    h.apply(HomeworkAction::SetLimit(Some(60)), Linked::default());
    let create = HomeworkAction::Create {
        faces: Faces::Tens,
        integers: true,
    };
    h.apply(create.clone(), Linked::default());
    h.apply(create, Linked::default());
    let asked: Vec<_> = h.since(0).collect();
    assert_eq!(asked.len(), 1, "a second Make waits for the first");
    let Request::Create(a) = asked[0].1 else {
        panic!("{asked:?}")
    };
    assert_eq!(
        (a.hands, a.seconds_per_hand, a.faces, a.integers),
        (12, Some(60), Faces::Tens, true)
    );
    assert!(h.waiting(|r| matches!(r, Request::Create(_))));
    reply(
        &mut h,
        Reply::Created {
            code: code(),
            key: KEY.into(),
            deadline_ms: 99,
        },
        Linked::default(),
    );
    assert_eq!(
        h.made
            .first()
            .map(|m| (m.code, m.key.as_str(), m.deadline_ms)),
        Some((code(), KEY, 99))
    );
    assert_eq!(h.fresh, Some(code()));
    assert!(!h.waiting(|r| matches!(r, Request::Create(_))));
}

#[test]
fn a_student_joins_plays_a_hand_the_server_judges_and_moves_on() {
    let mut h = Homework::default();
    h.apply(HomeworkAction::Join, Linked::default());
    assert_eq!(h.since(0).count(), 0, "no code, no request");
    joined(&mut h);
    assert_eq!(h.token.as_deref(), Some(TOKEN));
    assert!(
        matches!(last(&h).1, Request::Next { .. }),
        "joining asks for the first hand"
    );
    // The king is worth 10 under the assignment's rules.
    dealt(&mut h, 0, &["Kh", "8s", "3d", "3c"]);
    let shown = h.shown.as_ref().unwrap();
    let values: Vec<String> = shown
        .table
        .start()
        .iter()
        .map(|c| c.value.to_string())
        .collect();
    assert_eq!(values, ["10", "8", "3", "3"]);
    assert_eq!(shown.left(1000), Some(30));
    assert_eq!(shown.left(1000 + 29_001), Some(1));
    assert_eq!(shown.left(1000 + 30_000), Some(0));

    let attempt = HomeworkAction::Move(Move::Attempt("10 + 8 + 3 + 3".into()));
    h.apply(attempt.clone(), student());
    let asked = h.since(0).count();
    h.apply(attempt, student());
    h.apply(HomeworkAction::Skip, student());
    assert_eq!(h.since(0).count(), asked, "one answer or skip at a time");
    let Request::Answer {
        hand, text, token, ..
    } = last(&h).1
    else {
        panic!()
    };
    assert_eq!(
        (hand, text.as_str(), token.as_str()),
        (0, "10 + 8 + 3 + 3", TOKEN)
    );
    reply(
        &mut h,
        Reply::Wrong {
            hand: 0,
            verdict: Verdict::Invalid(Invalid::DivisionByZero),
            tries: 1,
        },
        student(),
    );
    let shown = h.shown.as_ref().unwrap();
    assert_eq!((shown.tries, shown.end), (1, None));
    assert!(shown.verdict.is_some());

    // The table's last card is sent as an answer: 8 / (3 − 8/3)… here,
    // (10 − 8 + 3) × … any full combination is sent.
    for mv in [Move::Pick(0), Move::Op(solver::Op::Add), Move::Pick(1)] {
        h.apply(HomeworkAction::Move(mv), student());
    }
    for mv in [Move::Pick(2), Move::Op(solver::Op::Add), Move::Pick(3)] {
        h.apply(HomeworkAction::Move(mv), student());
    }
    let before = h.since(0).count();
    for mv in [Move::Pick(1), Move::Op(solver::Op::Add), Move::Pick(3)] {
        h.apply(HomeworkAction::Move(mv), student());
    }
    assert_eq!(h.since(0).count(), before + 1);
    assert!(matches!(last(&h).1, Request::Answer { hand: 0, .. }));
    reply(
        &mut h,
        Reply::Solved {
            hand: 0,
            tenths: 123,
        },
        student(),
    );
    assert_eq!(h.shown.as_ref().unwrap().end, Some(HandEnd::Solved(123)));
    let asked = h.since(0).count();
    h.apply(HomeworkAction::Move(Move::Attempt("24".into())), student());
    assert_eq!(h.since(0).count(), asked, "a hand over takes no answer");

    h.apply(HomeworkAction::Next, student());
    assert!(matches!(last(&h).1, Request::Next { .. }));
    dealt(&mut h, 1, &["Ah", "2s", "3d", "4c"]);
    h.apply(HomeworkAction::Skip, student());
    assert!(matches!(last(&h).1, Request::Skip { hand: 1, .. }));
    reply(&mut h, Reply::Done, student());
    assert_eq!(h.shown.as_ref().unwrap().end, Some(HandEnd::Skipped));
    h.apply(HomeworkAction::Next, student());
    reply(&mut h, Reply::Finished { solved: 1, of: 10 }, student());
    assert_eq!((h.finished, h.shown.is_none()), (Some((1, 10)), true));
}

#[test]
fn a_kept_seat_goes_on_where_the_student_was_and_a_stale_one_is_dropped() {
    let mut h = Homework::default();
    joined(&mut h);
    let seat = h.seat().unwrap();
    let text = seat.to_text();
    assert_eq!(Seat::from_text(&text), Some(seat.clone()));
    let odd = Seat {
        joined: Joined {
            nickname: "Ana María 2 :)".into(),
            ..seat.joined.clone()
        },
        ..seat.clone()
    };
    assert_eq!(Seat::from_text(&odd.to_text()), Some(odd));
    for bad in ["", "x", "nothex 5 1:1\nAna", &text.replace(TOKEN, "short")] {
        assert_eq!(Seat::from_text(bad), None, "{bad:?}");
    }

    let mut again = Homework::default();
    again.apply(
        HomeworkAction::Open {
            kept: Seat::from_text(&text),
        },
        student(),
    );
    assert_eq!(again.joined, Some(seat.joined));
    assert!(matches!(last(&again).1, Request::Next { .. }));
    again.apply(HomeworkAction::Open { kept: None }, student());
    assert_eq!(again.since(0).count(), 1, "opened once");
    reply(&mut again, Reply::Refused(Refusal::NotYours), student());
    assert_eq!(
        (again.token.as_ref(), again.seat()),
        (None, None),
        "join again"
    );
    assert_eq!(again.said, Some(Said::SeatGone));
    assert!(again.forget, "the browser forgets the seat too");
}

#[test]
fn a_homework_closed_or_past_its_deadline_takes_no_more_answers_from_the_page() {
    let mut h = Homework::default();
    joined(&mut h);
    dealt(&mut h, 0, &["Kh", "8s", "3d", "3c"]);
    h.apply(HomeworkAction::Move(Move::Attempt("1".into())), student());
    reply(&mut h, Reply::Refused(Refusal::PastDeadline), student());
    assert!(h.stopped);
    let asked = h.since(0).count();
    h.apply(HomeworkAction::Move(Move::Attempt("2".into())), student());
    h.apply(HomeworkAction::Skip, student());
    assert_eq!(h.since(0).count(), asked);
    // A student who comes late is told so, and offered nothing to join.
    let mut late = Homework::default();
    late.apply(HomeworkAction::Join, student());
    reply(&mut late, Reply::Refused(Refusal::PastDeadline), student());
    assert!(late.stopped && late.token.is_none());
}

#[test]
fn the_teachers_page_asks_for_the_results_one_at_a_time_and_deletes_when_confirmed() {
    let mut h = Homework::default();
    h.apply(HomeworkAction::Open { kept: None }, teacher());
    assert!(matches!(last(&h).1, Request::Results { ref key, .. } if key == KEY));
    h.apply(HomeworkAction::Poll { now_ms: 0 }, teacher());
    assert_eq!(h.since(0).count(), 1, "the first ask is not answered yet");
    reply(&mut h, Reply::Results(results()), teacher());
    assert!(h.results.is_some());
    h.apply(HomeworkAction::Poll { now_ms: 0 }, teacher());
    assert_eq!(h.since(0).count(), 2);
    // A poll turned away keeps the results and says nothing.
    reply(&mut h, Reply::Refused(Refusal::TooMany), teacher());
    assert_eq!((h.results.is_some(), &h.said), (true, &None));

    h.apply(HomeworkAction::Close, teacher());
    reply(&mut h, Reply::Done, teacher());
    assert!(
        matches!(last(&h).1, Request::Results { .. }),
        "closing shows the results again"
    );

    let asked = h.since(0).count();
    h.apply(HomeworkAction::Delete, teacher());
    assert_eq!(h.since(0).count(), asked, "not confirmed");
    h.apply(HomeworkAction::AskDelete(true), teacher());
    h.apply(HomeworkAction::Delete, teacher());
    assert!(matches!(last(&h).1, Request::Delete { .. }));
    reply(&mut h, Reply::Done, teacher());
    assert_eq!((h.deleted, h.results.is_none()), (true, true));
    h.apply(HomeworkAction::Poll { now_ms: 0 }, teacher());
    assert!(
        matches!(last(&h).1, Request::Delete { .. }),
        "nothing to poll"
    );

    // A student's link asks for no results.
    let mut s = Homework::default();
    s.apply(HomeworkAction::Poll { now_ms: 0 }, student());
    s.apply(HomeworkAction::Close, student());
    assert_eq!(s.since(0).count(), 0);
}

#[test]
fn the_results_are_asked_for_while_they_may_change() {
    let poll = |h: &mut Homework, now_ms, r: Results| {
        let before = h.since(0).count();
        h.apply(HomeworkAction::Poll { now_ms }, teacher());
        let asked = h.since(0).count() > before;
        if asked {
            reply(h, Reply::Results(r), teacher());
        }
        asked
    };
    // The deadline is at 10 ms.
    let mut h = Homework::default();
    assert!(poll(&mut h, 5, results()));
    assert!(
        poll(&mut h, 11, results()),
        "once after the deadline, to see it passed"
    );
    assert!(!poll(&mut h, 12, results()));

    let mut closed = Homework::default();
    let mut r = results();
    r.closed_ms = Some(4);
    assert!(poll(&mut closed, 5, r));
    assert!(!poll(&mut closed, 6, results()));

    let mut not_mine = Homework::default();
    not_mine.apply(HomeworkAction::Poll { now_ms: 1 }, teacher());
    reply(&mut not_mine, Reply::Refused(Refusal::NotYours), teacher());
    assert!(!poll(&mut not_mine, 2, results()));
}

#[test]
fn a_server_that_answered_before_and_not_now_is_lost_not_missing() {
    let mut h = Homework::default();
    h.apply(HomeworkAction::Poll { now_ms: 0 }, teacher());
    reply(&mut h, Reply::Results(results()), teacher());
    h.apply(HomeworkAction::Poll { now_ms: 1 }, teacher());
    let (number, _) = last(&h);
    h.apply(
        HomeworkAction::Heard {
            number,
            reply: None,
            now: 0,
        },
        teacher(),
    );
    assert_eq!(h.said, Some(Said::Lost));
    h.apply(HomeworkAction::Poll { now_ms: 2 }, teacher());
    assert!(
        h.waiting(|r| matches!(r, Request::Results { .. })),
        "asks again"
    );
    reply(&mut h, Reply::Results(results()), teacher());
    assert_eq!(h.said, None, "an answer clears what was said");
}

#[test]
fn no_server_is_said_and_stops_the_polls_and_an_unkept_reply_changes_nothing() {
    let mut h = Homework::default();
    h.apply(HomeworkAction::Open { kept: None }, teacher());
    let (number, _) = last(&h);
    h.apply(
        HomeworkAction::Heard {
            number,
            reply: None,
            now: 0,
        },
        teacher(),
    );
    assert_eq!(h.said, Some(Said::NoServer));
    h.apply(HomeworkAction::Poll { now_ms: 0 }, teacher());
    assert_eq!(h.since(0).count(), 1);
    let (asked, said) = (h.since(0).count(), h.said.clone());
    h.apply(
        HomeworkAction::Heard {
            number: 77,
            reply: Some(Reply::Done),
            now: 0,
        },
        teacher(),
    );
    assert_eq!((h.since(0).count(), h.said), (asked, said));
}

#[test]
fn requests_are_kept_to_the_last_few() {
    let mut h = Homework::default();
    for _ in 0..20 {
        h.apply(HomeworkAction::Close, teacher());
    }
    assert_eq!(h.since(0).count(), KEPT);
    assert_eq!(h.next_number(), 20);
}

fn played(tenths: Option<u32>, tries: u16, over: bool) -> Played {
    Played {
        tenths,
        tries,
        answer: tenths.map(|_| "=8*3".to_string()),
        over,
    }
}

fn results() -> Results {
    Results {
        assignment: Assignment {
            hands: 5,
            ..Assignment::default()
        },
        created_ms: 0,
        deadline_ms: 10,
        closed_ms: None,
        hands: vec![
            cards(&["8h", "3s", "1d", "1c"])
                .into_iter()
                .map(Into::into)
                .collect(),
            cards(&["Kh", "Ks", "2d", "2c"])
                .into_iter()
                .map(Into::into)
                .collect(),
        ],
        students: vec![
            Student {
                nickname: "Ana".into(),
                hands: vec![played(Some(100), 0, true), played(Some(300), 2, true)],
            },
            Student {
                nickname: "Ben".into(),
                hands: vec![played(Some(200), 1, true), played(None, 0, false)],
            },
            Student {
                nickname: "Cy".into(),
                hands: vec![played(None, 3, true)],
            },
        ],
    }
}

#[test]
fn a_summary_counts_the_students_shown_each_hand_and_the_medians_of_solves() {
    let s = Summary::of(&results());
    assert_eq!(s.solved, [2, 1, 0]);
    assert_eq!(s.hands.len(), 5);
    assert_eq!(
        s.hands[0],
        HandLine {
            shown: 3,
            over: 3,
            solved: 2,
            median: Some(150)
        }
    );
    assert_eq!(
        s.hands[1],
        HandLine {
            shown: 2,
            over: 1,
            solved: 1,
            median: Some(300)
        }
    );
    assert_eq!(s.hands[2].shown, 0, "a hand not yet shown is nobody's miss");
}

#[test]
fn the_csv_has_a_row_per_student_and_hand_shown_and_reads_back() {
    let words = CsvWords {
        heads: [
            "Student", "Hand", "Cards", "Solved", "Seconds", "Wrong", "Answer",
        ],
        yes: "yes",
        no: "no",
    };
    let rows = csv::read(&csv(&results(), &words)).unwrap();
    assert_eq!(rows.len(), 1 + 2 + 2 + 1);
    assert_eq!(
        rows[1],
        ["Ana", "1", "8 3 A A", "yes", "10.0", "0", "'=8*3"]
    );
    assert_eq!(rows[4], ["Ben", "2", "K K 2 2", "no", "", "0", ""]);
    assert_eq!(rows[5][0], "Cy");
}

/// An assignment made `n` hours after the epoch's first day, due a day
/// later.
fn made(n: i64) -> Made {
    let code = format!(
        "K7M2Q{}",
        ["A", "B", "C", "D", "E", "F", "G", "H", "J", "K", "L", "M", "N", "P", "R"][n as usize]
    );
    Made {
        code: RoomCode::parse(&code).unwrap(),
        key: KEY.into(),
        deadline_ms: (n + 24) * 3_600_000,
    }
}

/// The teacher makes homework on this page, and the server makes it `m`.
fn make(h: &mut Homework, m: &Made) {
    let create = HomeworkAction::Create {
        faces: Faces::Tens,
        integers: true,
    };
    h.apply(create, Linked::default());
    let created = Reply::Created {
        code: m.code,
        key: m.key.clone(),
        deadline_ms: m.deadline_ms,
    };
    reply(h, created, Linked::default());
}

#[test]
fn the_browsers_list_of_assignments_reads_back_and_refuses_what_is_not_one() {
    let list = vec![made(0), made(1)];
    let text = made_to_text(&list);
    assert_eq!(made_from_text(&text, 0), list);
    let spoiled = format!("{text}\nK7M2QX nothex 5\nK7M2QX {KEY}\n?? {KEY} 5\n");
    assert_eq!(made_from_text(&spoiled, 0), list);
    // A later build's fields are passed over.
    let later = format!("{text}\nK7M2QX {KEY} 5 more");
    assert_eq!(made_from_text(&later, 0).len(), 3);
    let many: Vec<Made> = (0..15).map(made).collect();
    assert_eq!(made_from_text(&made_to_text(&many), 0).len(), MADE_KEPT);
    // The one past its deadline by more than the server keeps it is left
    // out.
    let day = 86_400_000;
    let now_ms = made(0).deadline_ms + protocol::homework::KEEP_DAYS * day + 1;
    assert_eq!(made_from_text(&text, now_ms), [made(1)]);
}

#[test]
fn made_assignments_are_kept_newest_first_until_the_server_deletes_them() {
    let mut h = Homework::default();
    h.apply(
        HomeworkAction::Recall(vec![made(2), made(1)]),
        Linked::default(),
    );
    assert!(h.recalled);
    assert_eq!(h.made, [made(2), made(1)]);
    assert_eq!(h.fresh, None);
    // A second recall changes nothing.
    h.apply(HomeworkAction::Recall(vec![made(3)]), Linked::default());
    assert_eq!(h.made.len(), 2);
    // One made now goes first, and is the page's own.
    make(&mut h, &made(4));
    assert_eq!(h.made, [made(4), made(2), made(1)]);
    assert_eq!(h.fresh, Some(made(4).code));
    // Forgotten, by hand or by deleting it on its results page.
    h.apply(HomeworkAction::Forget(made(4).code), Linked::default());
    assert_eq!((h.made.len(), h.fresh), (2, None));
    let two = made(2);
    let on_results = Linked {
        code: Some(two.code),
        key: Some(KEY),
    };
    h.apply(HomeworkAction::AskDelete(true), on_results);
    h.apply(HomeworkAction::Delete, on_results);
    reply(&mut h, Reply::Done, on_results);
    assert_eq!(h.made, [made(1)]);
    // No more than the browser keeps: a new one pushes the oldest out.
    let mut h = Homework::default();
    let many: Vec<Made> = (0..MADE_KEPT as i64).map(made).collect();
    h.apply(HomeworkAction::Recall(many), Linked::default());
    let new = made(MADE_KEPT as i64);
    make(&mut h, &new);
    assert_eq!(h.made.len(), MADE_KEPT);
    assert_eq!(
        (&h.made[0], &h.made[MADE_KEPT - 1]),
        (&new, &made(MADE_KEPT as i64 - 2))
    );
}

#[test]
fn a_pages_changes_to_the_list_keep_another_tabs() {
    let line = |m: &Made| made_to_text(std::slice::from_ref(m));
    // This page read [1, 0]; another tab has since made 2, and a later
    // build wrote a line this one does not read.
    let before = vec![made(1), made(0)];
    let stored = format!(
        "{}\n{}\nK7M2QZ {KEY} 5 more\n{}",
        line(&made(2)),
        line(&made(1)),
        line(&made(0))
    );
    // This page makes 3 and forgets 0.
    let after = vec![made(3), made(1)];
    let text = made_text_changed(&stored, &before, &after);
    let codes: Vec<&str> = text.lines().map(|l| &l[..6]).collect();
    let code = |n: i64| made(n).code.to_string();
    assert_eq!(codes, [code(3), code(2), code(1), "K7M2QZ".to_string()]);
    // No more than the browser keeps.
    let many: Vec<Made> = (0..MADE_KEPT as i64).map(made).collect();
    let more = [vec![made(12)], many.clone()].concat();
    let text = made_text_changed(&made_to_text(&many), &many, &more);
    assert_eq!(text.lines().count(), MADE_KEPT);
    assert!(text.starts_with(&line(&made(12))));
}
