//! Practice and the worksheet through the reducer, with the real solving
//! worker answering what the state asks.

use super::*;
use crate::link::{parse_query, View};
use crate::play::Move;
use crate::practice::{Entry, Journal, Outcome};
use solver::{solve, Level, Options};

fn worker() -> worker::Worker<impl FnMut(&mut [u8]), impl Fn() -> f64> {
    worker::Worker::new(worker::seeded(17), || 0.0)
}

/// Applies `action`, then sends what the state wants to `w` and applies
/// the answers until nothing new is wanted.
fn step(
    state: State,
    action: Action,
    w: &mut worker::Worker<impl FnMut(&mut [u8]), impl Fn() -> f64>,
    sent: &mut Wants,
) -> State {
    let mut state = state.apply(action);
    loop {
        let wants = state.wants();
        let requests = wants.since(sent);
        if requests.is_empty() {
            return state;
        }
        *sent = wants;
        for request in requests {
            if let Some(reply) = w.handle(request) {
                state = state.apply(Action::Worker(reply));
            }
        }
    }
}

fn answer(state: &State) -> String {
    let numbers: Vec<Rational> = state
        .hand()
        .unwrap()
        .iter()
        .map(|c| Rational::from(i128::from(c.rank())))
        .collect();
    solve(&numbers, Rational::from(24), Options::default())
        .unwrap()
        .solutions(Level::Distinct)[0]
        .ascii()
}

const T0: u64 = 1_700_000_000_000;

#[test]
fn practice_opens_from_play_deals_near_the_level_and_records_a_solve() {
    let (mut w, mut sent) = (worker(), Wants::default());
    let mut s = State::new(
        parse_query("?cards=ks-qs-js-ts&target=7&mode=play"),
        Lang::En,
    );
    s = step(s, Action::Practice(PracticeAction::Open), &mut w, &mut sent);
    assert!(s.link.play && s.link.practice);
    assert_eq!(s.query(), "mode=practice");
    assert_eq!(s.ui.url_write, UrlWrite::Push);
    assert_eq!(s.target(), Rational::from(24));
    // Nothing is dealt before the journal is read.
    assert!(!s.practice_due());
    s = step(
        s,
        Action::Practice(PracticeAction::Loaded(Journal::default())),
        &mut w,
        &mut sent,
    );
    assert!(s.practice_due());
    s = step(
        s,
        Action::Practice(PracticeAction::Next(T0)),
        &mut w,
        &mut sent,
    );
    let current = s.practice.current.clone().expect("a hand");
    assert_eq!(s.missing(), 0);
    assert!(!current.review && !current.recorded);
    // A newcomer at 60 s: a hand of about 10 s.
    assert!(
        (60..=150).contains(&current.estimate),
        "{}",
        current.estimate
    );
    s = step(s, Action::Play(Move::Start, T0), &mut w, &mut sent);
    let a = answer(&s);
    s = step(
        s,
        Action::Play(Move::Attempt(a), T0 + 12_300),
        &mut w,
        &mut sent,
    );
    let entries = &s.practice.journal.entries;
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].outcome, Outcome::Solved(123));
    assert_eq!((entries[0].at, entries[0].limit), (T0 / 1000, 60));
    assert_eq!(entries[0].values, current.values);
    assert!(s.practice.current.as_ref().unwrap().recorded);
    // Next: nothing more is recorded for it, and a new hand comes.
    s = step(
        s,
        Action::Practice(PracticeAction::Next(T0 + 20_000)),
        &mut w,
        &mut sent,
    );
    assert_eq!(s.practice.journal.entries.len(), 1);
    assert!(s.practice.current.is_some());
}

#[test]
fn time_up_a_reveal_and_moving_on_are_misses_and_missed_hands_come_back() {
    let (mut w, mut sent) = (worker(), Wants::default());
    let mut s = State::new(parse_query("mode=practice"), Lang::En);
    s = step(
        s,
        Action::Practice(PracticeAction::Loaded(Journal::default())),
        &mut w,
        &mut sent,
    );
    s = step(
        s,
        Action::Practice(PracticeAction::Next(T0)),
        &mut w,
        &mut sent,
    );
    let first = s.practice.current.clone().unwrap().values;
    s = step(s, Action::Play(Move::Start, T0), &mut w, &mut sent);
    // Not yet.
    s = step(
        s,
        Action::Practice(PracticeAction::TimeUp(T0 + 59_000)),
        &mut w,
        &mut sent,
    );
    assert!(s.practice.journal.entries.is_empty());
    s = step(
        s,
        Action::Practice(PracticeAction::TimeUp(T0 + 60_000)),
        &mut w,
        &mut sent,
    );
    assert_eq!(s.practice.journal.entries[0].outcome, Outcome::Missed);
    // A solve after the limit changes nothing.
    let a = answer(&s);
    s = step(
        s,
        Action::Play(Move::Attempt(a), T0 + 70_000),
        &mut w,
        &mut sent,
    );
    assert_eq!(s.practice.journal.entries.len(), 1);
    // A reveal is a miss.
    s = step(
        s,
        Action::Practice(PracticeAction::Next(T0 + 80_000)),
        &mut w,
        &mut sent,
    );
    s = step(s, Action::Play(Move::Start, T0 + 80_000), &mut w, &mut sent);
    s = step(
        s,
        Action::Play(Move::Reveal, T0 + 85_000),
        &mut w,
        &mut sent,
    );
    assert_eq!(s.practice.journal.entries[1].outcome, Outcome::Missed);
    // Moving on unsolved is a miss; a hand never started is not recorded.
    s = step(
        s,
        Action::Practice(PracticeAction::Next(T0 + 90_000)),
        &mut w,
        &mut sent,
    );
    s = step(s, Action::Play(Move::Start, T0 + 90_000), &mut w, &mut sent);
    s = step(
        s,
        Action::Practice(PracticeAction::Next(T0 + 95_000)),
        &mut w,
        &mut sent,
    );
    assert_eq!(s.practice.journal.entries.len(), 3);
    s = step(
        s,
        Action::Practice(PracticeAction::Next(T0 + 96_000)),
        &mut w,
        &mut sent,
    );
    assert_eq!(s.practice.journal.entries.len(), 3);
    // The next sitting starts with the first missed hand.
    s = step(
        s,
        Action::Practice(PracticeAction::Next(T0 + 3_600_000)),
        &mut w,
        &mut sent,
    );
    let back = s.practice.current.clone().unwrap();
    assert!(back.review);
    assert_eq!(back.values, first);
}

#[test]
fn practice_ends_with_play_the_view_or_a_hand_changed_by_hand() {
    let (mut w, mut sent) = (worker(), Wants::default());
    let open = |w: &mut _, sent: &mut _| {
        let s = State::new(parse_query("mode=practice"), Lang::En);
        let s = step(
            s,
            Action::Practice(PracticeAction::Loaded(Journal::default())),
            w,
            sent,
        );
        step(s, Action::Practice(PracticeAction::Next(T0)), w, sent)
    };
    let s = open(&mut w, &mut sent);
    assert!(!s.apply(Action::SetPlaying(false)).link.practice);
    assert!(!s.apply(Action::SetView(View::Explore)).link.practice);
    assert!(!s.apply(Action::SetTarget("10".into())).link.practice);
    let edited = s.apply(Action::ClearSlot(0)).apply(Action::Type('k'));
    assert!(!edited.link.practice || edited.practice.current.is_none());
    let left = s.apply(Action::SetPlaying(false));
    assert_eq!(
        (left.practice.current.clone(), left.practice.ask.clone()),
        (None, None)
    );
    // The language, the level: still practice.
    assert!(s.apply(Action::SetLang(Lang::Ja)).link.practice);
}

#[test]
fn the_limit_import_and_wipe_change_the_journal() {
    let mut s = State::new(parse_query("mode=practice"), Lang::En);
    s = s.apply(Action::Practice(PracticeAction::SetLimit(5)));
    assert_eq!(s.practice.journal.limit, 10);
    s = s.apply(Action::Practice(PracticeAction::SetLimit(90)));
    let file = "twentyfour-practice 1\nhand 1700000000 3-3-8-8 153.5 fd 60 miss\n";
    s = s.apply(Action::Practice(PracticeAction::Import(file.into())));
    assert_eq!(s.practice.import, Some(Ok(1)));
    assert_eq!(s.practice.journal.limit, 90);
    // Twice: the same hand is kept once.
    s = s.apply(Action::Practice(PracticeAction::Import(file.into())));
    assert_eq!(s.practice.journal.entries.len(), 1);
    s = s.apply(Action::Practice(PracticeAction::Import("hello".into())));
    assert!(matches!(s.practice.import, Some(Err(_))));
    assert_eq!(s.practice.journal.entries.len(), 1);
    s = s.apply(Action::Practice(PracticeAction::Wipe));
    assert_eq!(s.practice.journal.entries, Vec::<Entry>::new());
    assert_eq!(s.practice.journal.limit, 90);
}

#[test]
fn a_worksheet_is_asked_once_with_its_seed_and_kept_while_current() {
    let (mut w, mut sent) = (worker(), Wants::default());
    let mut s = State::new(parse_query("view=print&count=8"), Lang::En);
    // No seed yet: nothing is asked until the page draws one.
    assert!(s.sheet().is_none() && s.wants().sheet.is_none());
    let seed = SheetAction::Seed {
        seed: 31337,
        push: false,
    };
    s = step(s, Action::Sheet(seed), &mut w, &mut sent);
    assert_eq!(s.ui.url_write, UrlWrite::Replace);
    assert_eq!(s.query(), "view=print&count=8&seed=31337");
    let hands = s.sheet_hands().expect("dealt").to_vec();
    assert_eq!(hands.len(), 8);
    assert!(s.wants().sheet.is_none());
    // The same link on another page gives the same sheet.
    let again = step(
        State::new(parse_query(&s.query()), Lang::Zh),
        Action::Dismiss,
        &mut worker(),
        &mut Wants::default(),
    );
    assert_eq!(again.sheet_hands(), Some(&hands[..]));
    // Another count: another sheet; the old hands are not shown.
    let more = s.apply(Action::Sheet(SheetAction::Count(20)));
    assert!(more.sheet_hands().is_none() && more.wants().sheet.is_some());
    assert_eq!(s.apply(Action::Sheet(SheetAction::Count(13))).link.count, 8);
    // Leaving the view forgets the seed.
    let solve = s.apply(Action::SetView(View::Solve));
    assert_eq!((solve.link.seed, solve.query().as_str()), (None, ""));
    // Play, from the sheet, forgets it too.
    let play = s.apply(Action::SetPlaying(true));
    assert_eq!((play.link.seed, play.query().as_str()), (None, "mode=play"));
    // Elsewhere the sheet's controls do nothing: no link there carries them.
    let late = solve.apply(Action::Sheet(seed));
    let fewer = solve.apply(Action::Sheet(SheetAction::Count(8)));
    assert_eq!((late.link, fewer.link), (solve.link.clone(), solve.link));
}
