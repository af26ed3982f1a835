//! Every action, applied natively, with the real solving worker answering
//! what the state asks, as the page's worker does.

use super::*;
use crate::link::{parse_query, UrlProblem, View, MAX_TARGETS};
use crate::theme::Theme;
use cards::Faces;
use protocol::worker::{Reply, Request};
use solver::difficulty::Grade;
use solver::{Error, Level, NumberProblem};

fn card(code: &str) -> Card {
    Card::from_code(code).unwrap()
}

fn codes(state: &State) -> Vec<String> {
    state
        .slots()
        .iter()
        .map(|s| s.map_or("_".to_string(), Card::code))
        .collect()
}

fn open(query: &str) -> State {
    State::new(parse_query(query), Lang::En)
}

/// The worker, with a seeded random source and a stopped clock.
fn worker() -> worker::Worker<impl FnMut(&mut [u8]), impl Fn() -> f64> {
    worker::Worker::new(worker::seeded(1), || 0.0)
}

/// Sends what the state wants to a worker, as the page does, and applies
/// the answers, until nothing new is wanted.
fn serve(mut state: State) -> State {
    let mut w = worker();
    let mut sent = Wants::default();
    loop {
        let wants = state.wants();
        let requests = wants.since(&sent);
        if requests.is_empty() {
            return state;
        }
        sent = wants;
        for request in requests {
            if let Some(reply) = w.handle(request) {
                state = state.apply(Action::Worker(reply));
            }
        }
    }
}

/// Applies each action, the worker answering after each, as in the page.
fn run(state: &State, actions: impl IntoIterator<Item = Action>) -> State {
    actions
        .into_iter()
        .fold(serve(state.clone()), |s, a| serve(s.apply(a)))
}

#[test]
fn a_fresh_page_is_an_empty_hand_of_four() {
    let s = open("");
    assert_eq!(codes(&s), ["_", "_", "_", "_"]);
    assert_eq!(s.link.target, Rational::from_integer(24));
    assert_eq!(s.ui.target_text, "24");
    assert_eq!(s.link.level, Level::Distinct);
    assert_eq!(s.ui.notice, None);
    assert_eq!(s.ui.url_write, UrlWrite::Keep);
    assert_eq!(s.hand(), None);
    assert_eq!(s.missing(), 4);
    assert_eq!(s.query(), "");
}

#[test]
fn load_reads_the_link_and_names_its_problems() {
    let s = open("?cards=zz-3h-99-8d&level=strict");
    assert_eq!(codes(&s), ["_", "3h", "_", "8d"]);
    assert_eq!(s.link.level, Level::Strict);
    assert_eq!(
        s.ui.notice,
        Some(Notice::Link(vec![
            UrlProblem::NotACard("zz".into()),
            UrlProblem::NotACard("99".into())
        ]))
    );
    // A later load replaces everything the link carries, and the message.
    let s = s.apply(Action::Load(parse_query("?cards=3s-3h-8c-8d&target=3/4")));
    assert_eq!(codes(&s), ["3s", "3h", "8c", "8d"]);
    assert_eq!(s.link.target, Rational::new(3, 4));
    assert_eq!(s.ui.target_text, "3/4");
    assert_eq!(s.link.level, Level::Distinct);
    assert_eq!(s.ui.notice, None);
    assert_eq!(s.ui.url_write, UrlWrite::Keep);
}

#[test]
fn a_bad_target_in_the_link_stays_in_the_field() {
    let s = open("?cards=3s-3h-8c-8d&target=abc");
    assert_eq!(s.link.target, Rational::from_integer(24));
    assert_eq!(s.ui.target_text, "abc");
    assert_eq!(
        s.target_error(),
        Some(Error::Number {
            text: "abc".into(),
            problem: NumberProblem::Invalid
        })
    );
    assert_eq!(s.ui.notice, None);
}

#[test]
fn load_keeps_the_language_and_options_that_are_not_in_the_link() {
    let s = State::new(parse_query(""), Lang::Zh)
        .with_theme(Theme::Dark)
        .apply(Action::SetOnlySolvable(true));
    let s = s.apply(Action::Load(parse_query("?cards=ks")));
    assert_eq!(s.prefs.lang, Lang::Zh);
    assert_eq!(s.prefs.theme, Theme::Dark);
    assert!(s.only_solvable());
}

#[test]
fn the_picker_opens_picks_and_closes() {
    let s = open("?cards=3s-_-_-_");
    let s = s.apply(Action::OpenPicker(1));
    assert_eq!(s.ui.picker, Some(1));
    let s = s.apply(Action::Pick {
        slot: 1,
        card: card("qh"),
    });
    assert_eq!(codes(&s), ["3s", "qh", "_", "_"]);
    // The picker stays open, on the next empty slot.
    assert_eq!(s.ui.picker, Some(2));
    assert_eq!(s.ui.url_write, UrlWrite::Replace);
    assert_eq!(s.query(), "cards=3s-qh-_-_");

    // A card already elsewhere in the hand cannot be picked again.
    let s = run(
        &s,
        [
            Action::OpenPicker(2),
            Action::Pick {
                slot: 2,
                card: card("3s"),
            },
        ],
    );
    assert_eq!(codes(&s), ["3s", "qh", "_", "_"]);
    assert_eq!(s.ui.picker, Some(2));
    let s = s.apply(Action::ClosePicker);
    // ...but re-picking a slot's own card is harmless.
    let s = s.apply(Action::Pick {
        slot: 1,
        card: card("qh"),
    });
    assert_eq!(codes(&s), ["3s", "qh", "_", "_"]);
    let s = s.apply(Action::ClosePicker);

    assert_eq!(s.apply(Action::OpenPicker(9)).ui.picker, None);
    assert_eq!(
        s.apply(Action::OpenPicker(0))
            .apply(Action::ClosePicker)
            .ui
            .picker,
        None
    );
    assert_eq!(
        s.apply(Action::Pick {
            slot: 9,
            card: card("2c")
        }),
        s
    );
}

#[test]
fn the_picker_stays_open_until_the_hand_is_full() {
    // Four cards, four picks: no click to open the picker again.
    let mut s = open("").apply(Action::OpenPicker(0));
    for (i, code) in ["3s", "3h", "8c", "8d"].into_iter().enumerate() {
        assert_eq!(s.ui.picker, Some(i));
        s = s.apply(Action::Pick {
            slot: i,
            card: card(code),
        });
    }
    assert_eq!(codes(&s), ["3s", "3h", "8c", "8d"]);
    assert_eq!(s.ui.picker, None);
    // It goes round to an empty slot before the one picked.
    let s = open("?cards=_-3h-_-8d").apply(Action::OpenPicker(2));
    let s = s.apply(Action::Pick {
        slot: 2,
        card: card("ks"),
    });
    assert_eq!(s.ui.picker, Some(0));
    // Changing a card of a full hand closes it.
    let s = open("?cards=3s-3h-8c-8d").apply(Action::OpenPicker(1));
    let s = s.apply(Action::Pick {
        slot: 1,
        card: card("2h"),
    });
    assert_eq!((codes(&s)[1].as_str(), s.ui.picker), ("2h", None));
}

#[test]
fn slots_clear_one_by_one_or_all_at_once() {
    let s = open("?cards=3s-3h-8c-8d");
    let s = run(&s, [Action::OpenPicker(2), Action::ClearSlot(2)]);
    assert_eq!(codes(&s), ["3s", "3h", "_", "8d"]);
    assert_eq!(s.ui.picker, None);
    assert_eq!(s.apply(Action::ClearSlot(7)).link.slots, s.link.slots);
    let s = s.apply(Action::ClearHand);
    assert_eq!(codes(&s), ["_", "_", "_", "_"]);
    assert_eq!(s.query(), "");
}

#[test]
fn typing_ranks_fills_the_next_empty_slot_with_a_free_suit() {
    let s = open("?cards=_-3s");
    let s = run(
        &s,
        [
            Action::SetSize(4),
            Action::Type('3'),
            Action::Type('K'),
            Action::Type('3'),
        ],
    );
    assert_eq!(codes(&s), ["3h", "3s", "ks", "3d"]);
    let s = s.apply(Action::Type('a'));
    assert_eq!(s.ui.notice, Some(Notice::HandFull));
    assert_eq!(codes(&s), ["3h", "3s", "ks", "3d"]);

    let s = run(&open(""), "a23456789tjqk".chars().map(Action::Type));
    assert_eq!(codes(&s), ["as", "2s", "3s", "4s"]);

    let s = run(&open("?cards=5s-5h-5d-5c-_"), [Action::Type('5')]);
    assert_eq!(s.ui.notice, Some(Notice::NoSuitLeft(5)));
    assert_eq!(s.missing(), 1);
}

#[test]
fn one_is_the_ace_and_one_then_zero_a_ten() {
    let s = run(&open(""), [Action::Type('1')]);
    assert_eq!(codes(&s), ["as", "_", "_", "_"]);
    assert_eq!(s.ui.typed_one, Some(TypedOne::Ace(0)));
    let s = s.apply(Action::Type('0'));
    assert_eq!(codes(&s), ["ts", "_", "_", "_"]);
    assert_eq!(s.ui.typed_one, None);

    // 1 then another rank keeps the ace; a lone 0 does nothing.
    let s = run(&open(""), "01k0".chars().map(Action::Type));
    assert_eq!(codes(&s), ["as", "ks", "_", "_"]);

    // 1 1 is two aces; 1 0 1 0 is two tens.
    let s = run(&open(""), "11".chars().map(Action::Type));
    assert_eq!(codes(&s), ["as", "ah", "_", "_"]);
    let s = run(&open(""), "1010".chars().map(Action::Type));
    assert_eq!(codes(&s), ["ts", "th", "_", "_"]);

    // Any other action in between keeps the ace.
    let s = run(
        &open(""),
        [Action::Type('1'), Action::ClosePicker, Action::Type('0')],
    );
    assert_eq!(codes(&s), ["as", "_", "_", "_"]);

    // With all four aces in the hand, 1 0 still types a 10.
    let s = run(&open("?cards=as-ah-ad-ac-_"), [Action::Type('1')]);
    assert_eq!(s.ui.notice, Some(Notice::NoSuitLeft(1)));
    let s = s.apply(Action::Type('0'));
    assert_eq!(codes(&s), ["as", "ah", "ad", "ac", "ts"]);
    assert_eq!(s.ui.notice, None);

    // With all four 10s in the hand, the ace stays and the notice says why.
    let s = run(
        &open("?cards=ts-th-td-tc-_"),
        "10".chars().map(Action::Type),
    );
    assert_eq!(codes(&s), ["ts", "th", "td", "tc", "as"]);
    assert_eq!(s.ui.notice, Some(Notice::NoSuitLeft(10)));

    // A full hand takes neither.
    let s = run(&open("?cards=2s-3s"), "10".chars().map(Action::Type));
    assert_eq!(codes(&s), ["2s", "3s"]);
    assert_eq!(s.ui.notice, Some(Notice::HandFull));
}

#[test]
fn backspace_clears_the_last_filled_slot() {
    let s = open("?cards=3s-_-8c-_");
    let s = s.apply(Action::Backspace);
    assert_eq!(codes(&s), ["3s", "_", "_", "_"]);
    let s = run(&s, [Action::Backspace, Action::Backspace]);
    assert_eq!(codes(&s), ["_", "_", "_", "_"]);

    // After a typed 1, Backspace takes back the ace.
    let s = run(
        &open("?cards=3s-_-_-_"),
        [Action::Type('1'), Action::Backspace, Action::Type('0')],
    );
    assert_eq!(codes(&s), ["3s", "_", "_", "_"]);
    assert_eq!(s.ui.typed_one, None);
}

#[test]
fn hand_size_grows_and_shrinks() {
    let s = open("?cards=3s-3h-8c-8d");
    let s = s.apply(Action::SetSize(6));
    assert_eq!(codes(&s), ["3s", "3h", "8c", "8d", "_", "_"]);
    assert_eq!(s.query(), "cards=3s-3h-8c-8d-_-_");
    let s = run(&s, [Action::OpenPicker(5), Action::SetSize(2)]);
    assert_eq!(codes(&s), ["3s", "3h"]);
    assert_eq!(s.ui.picker, None);
    assert_eq!(s.apply(Action::SetSize(0)).size(), 2);
    assert_eq!(s.apply(Action::SetSize(99)).size(), 8);
    assert_eq!(open("").apply(Action::SetSize(5)).query(), "n=5");
}

#[test]
fn every_hand_is_solved_by_the_worker_once_per_generation() {
    let eight = "12345678"
        .chars()
        .fold(open("?n=8"), |s, c| s.apply(Action::Type(c)));
    assert_eq!(
        codes(&eight),
        ["as", "2s", "3s", "4s", "5s", "6s", "7s", "8s"]
    );
    assert!(matches!(
        eight.wants().solve,
        Some(wants::Keyed(_, Request::Solve { .. }))
    ));
    let s = run(&open(""), "3388".chars().map(Action::Type));
    let counts = s.remote.counts.unwrap();
    assert_eq!((counts.distinct, counts.strict), (1, 1));
    let page = s.remote.page.as_ref().unwrap();
    assert_eq!(page.items[0].display, "8 ÷ (3 − 8 ÷ 3)");
    // Nothing more to ask until something changes.
    assert!(s.wants().since(&s.wants()).is_empty());
    // The level is another page of the same solve, not another solve.
    let strict = s.apply(Action::SetLevel(Level::Strict));
    assert_eq!(strict.remote.gen, s.remote.gen);
    let asked = strict.wants().since(&s.wants());
    assert!(
        matches!(
            asked[..],
            [Request::Page {
                level: Level::Strict,
                page: 0,
                ..
            }]
        ),
        "{asked:?}"
    );
    // An incomplete hand, or Explore, asks nothing.
    assert!(open("?cards=3s-3h-8c-_").wants().solve.is_none());
    assert!(open("?cards=3s-3h-8c-8d&view=explore")
        .wants()
        .solve
        .is_none());
}

#[test]
fn worker_answers_of_a_stale_hand_are_dropped() {
    let s = open("?cards=as-2h-3d-4c-5s-6h-7d-8c");
    let gen = s.remote.gen;
    let slow = s.apply(Action::Slow { gen });
    assert!(slow.remote.slow);
    // Another hand: a new generation, the old answer is dropped.
    let other = slow.apply(Action::ClearSlot(7));
    assert_ne!(other.remote.gen, gen);
    assert!(!other.remote.slow);
    let other = other.apply(Action::Type('9'));
    let counts = |distinct| protocol::worker::Counts {
        distinct,
        strict: 7,
        rating_ms: None,
    };
    let stale = other.apply(Action::Worker(Reply::Solved {
        gen,
        counts: counts(1),
        page: None,
    }));
    assert_eq!(stale.remote.counts, None);
    let fresh = stale.apply(Action::Worker(Reply::Solved {
        gen: stale.remote.gen,
        counts: counts(5),
        page: None,
    }));
    assert_eq!(fresh.remote.counts, Some(counts(5)));
    // The level or the page leave the solve alone.
    let paged = fresh.apply(Action::SetPage(3));
    assert_eq!(paged.remote.counts, Some(counts(5)));
    // Without a worker nothing is asked, and the state says why.
    let gone = s.apply(Action::WorkerLost { crashed: false });
    assert!(gone.remote.unavailable);
    assert!(gone.wants().solve.is_none());
    let crashed = s.apply(Action::WorkerLost { crashed: true });
    assert!(crashed.remote.crashed);
    assert!(!crashed.apply(Action::Backspace).remote.crashed);
}

#[test]
fn play_takes_up_to_six_cards() {
    let s = open("?cards=as-2h-3d-4c-5s-6h-7d&mode=play");
    assert!(s.link.play && !s.playable());
    assert!(s.game.play.table.places.is_empty());
    let s = s.apply(Action::SetSize(6));
    assert!(s.playable());
    assert_eq!(s.game.play.table.left(), 6);
}

#[test]
fn the_target_keeps_its_last_good_value() {
    let s = open("?cards=3s-3h-8c-8d");
    let s = s.apply(Action::SetTarget("3/4".into()));
    assert_eq!(s.link.target, Rational::new(3, 4));
    assert_eq!(s.target_error(), None);
    assert_eq!(s.query(), "cards=3s-3h-8c-8d&target=3/4");
    let s = s.apply(Action::SetTarget("3/".into()));
    assert_eq!(s.link.target, Rational::new(3, 4));
    assert_eq!(s.ui.target_text, "3/");
    assert!(s.target_error().is_some());
    let s = s.apply(Action::SetTarget("-10".into()));
    assert_eq!(s.link.target, Rational::from_integer(-10));
    let s = s.apply(Action::SetTarget("".into()));
    assert_eq!(
        s.target_error(),
        Some(Error::Number {
            text: String::new(),
            problem: NumberProblem::Empty
        })
    );
    assert_eq!(s.link.target, Rational::from_integer(-10));
}

#[test]
fn levels_and_options() {
    let s = open("?cards=3s-3h-8c-8d");
    let s = s.apply(Action::SetLevel(Level::Strict));
    assert_eq!(s.link.level, Level::Strict);
    assert_eq!(s.query(), "cards=3s-3h-8c-8d&level=strict");
    let s = s.apply(Action::SetNoParens(true));
    assert!(s.link.no_parens);
    assert!(s.query().ends_with("&parens=no"));
    let s = s.apply(Action::SetOnlySolvable(true));
    assert!(s.only_solvable());
    assert_eq!(s.ui.url_write, UrlWrite::Replace);
    assert_eq!(s.apply(Action::SetLang(Lang::Zh)).prefs.lang, Lang::Zh);
    // The theme is a preference of the page, not of the link.
    let dark = s.apply(Action::SetTheme(Theme::Dark));
    assert_eq!(dark.prefs.theme, Theme::Dark);
    assert_eq!(dark.query(), s.query());
    assert_eq!(dark.solve_key(), s.solve_key());
}

#[test]
fn a_deal_is_a_new_history_entry() {
    let s = open("?cards=3s-_-_-_").apply(Action::OpenPicker(1));
    let cards = vec![card("as"), card("2h"), card("3d"), card("4c")];
    let s = s.apply(Action::Dealt(cards.clone()));
    assert_eq!(s.hand(), Some(cards.clone()));
    assert_eq!(s.ui.picker, None);
    assert_eq!(s.ui.url_write, UrlWrite::Push);
    assert_eq!(s.ui.notice, None);
    // A deal of the wrong length still fills exactly the slots there are.
    assert_eq!(s.apply(Action::Dealt(cards[..2].to_vec())).missing(), 2);
}

#[test]
fn deals_the_solver_judges_are_asked_of_the_worker() {
    let s = open("?cards=3s-_-_-_");
    let ask = |size, target: i128, grade| DealAsk {
        size,
        target: Rational::from(target),
        grade,
        ..s.deal_ask()
    };
    let asked = s.apply(Action::Deal(ask(4, 24, None)));
    assert!(matches!(
        asked.wants().since(&s.wants())[..],
        [Request::Deal {
            deal: DealAsk { size: 4, .. },
            ..
        }]
    ));
    let dealt = serve(asked);
    assert_eq!(dealt.ui.ask, None);
    assert_eq!(dealt.missing(), 0);
    assert_eq!(dealt.ui.url_write, UrlWrite::Push);
    assert_eq!(dealt.remote.solvable(), Some(true));
    // At a level: a hand of that level.
    let hard = run(&s, [Action::Deal(ask(4, 24, Some(Grade::Hard)))]);
    assert_eq!(hard.remote.rating().unwrap().grade, Grade::Hard);
    // A target out of reach: the last hand tried, and a message.
    let far = run(&open("?n=2"), [Action::Deal(ask(2, 1000, None))]);
    assert_eq!(far.missing(), 0);
    assert_eq!(
        far.ui.notice,
        Some(Notice::Unreachable {
            size: 2,
            target: Rational::from(1000),
            attempts: worker::MAX_ATTEMPTS
        })
    );
    // No hand at the level: nothing dealt, and a message.
    let none = run(
        &open("?n=2"),
        [Action::Deal(ask(2, 24, Some(Grade::Fiendish)))],
    );
    assert_eq!(none.missing(), 2);
    assert!(matches!(
        none.ui.notice,
        Some(Notice::NoHandAtLevel {
            grade: Grade::Fiendish,
            ..
        })
    ));
    // An answer to an earlier deal is dropped.
    let twice = s
        .apply(Action::Deal(ask(4, 24, None)))
        .apply(Action::Deal(ask(4, 24, None)));
    let late = twice.apply(Action::Worker(Reply::Dealt {
        seq: 0,
        cards: vec![],
        kept: true,
        attempts: 1,
    }));
    assert_eq!(late.ui.ask, twice.ui.ask);
}

#[test]
fn notices_come_and_go() {
    let s = open("?cards=zz");
    assert!(s.ui.notice.is_some());
    assert_eq!(s.apply(Action::Dismiss).ui.notice, None);
    assert_eq!(s.apply(Action::Type('k')).ui.notice, None);
    let s = s.apply(Action::Notify(Notice::Copied));
    assert_eq!(s.ui.notice, Some(Notice::Copied));
    // Options that do not touch the hand leave the message alone.
    assert_eq!(
        s.apply(Action::SetLevel(Level::Strict)).ui.notice,
        Some(Notice::Copied)
    );
}

#[test]
fn the_solve_key_changes_only_with_what_the_answer_depends_on() {
    let s = open("?cards=3s-3h-8c-8d");
    let key = s.solve_key();
    assert_eq!(key.as_ref().unwrap().values, [3, 3, 8, 8]);
    // Another suit, the level, the language: same answer.
    let other = open("?cards=3d-3c-8s-8h&level=strict").apply(Action::SetLang(Lang::Zh));
    assert_eq!(other.solve_key(), key);
    assert_ne!(s.apply(Action::SetTarget("10".into())).solve_key(), key);
    assert_ne!(s.apply(Action::SetNoParens(true)).solve_key(), key);
    assert_eq!(open("?cards=3s-3h-8c-_").solve_key(), None);
}

#[test]
fn paging_starts_again_for_another_list() {
    let s = open("?cards=as-2h-3d-4c-5s-6h").apply(Action::SetPage(3));
    assert_eq!(s.ui.page, 3);
    // Not in the link, and nothing to solve again.
    assert_eq!(s.query(), "cards=as-2h-3d-4c-5s-6h");
    // The language, the theme or a message keep the page.
    let kept = run(
        &s,
        [
            Action::SetLang(Lang::Ja),
            Action::Notify(Notice::Copied),
            Action::OpenPicker(0),
            Action::ClosePicker,
        ],
    );
    assert_eq!(kept.ui.page, 3);
    // Another level, hand, target or parentheses option is another list.
    for action in [
        Action::SetLevel(Level::Strict),
        Action::SetTarget("10".into()),
        Action::SetNoParens(true),
        Action::Backspace,
        Action::Load(parse_query("?cards=as-2h-3d-4c-5s-7h")),
    ] {
        assert_eq!(s.apply(action.clone()).ui.page, 0, "{action:?}");
    }
    // Suits alone do not change the list.
    let other_suit = s.apply(Action::Pick {
        slot: 0,
        card: card("ad"),
    });
    assert_eq!(other_suit.ui.page, 3);
}

#[test]
fn explore_is_read_from_and_written_to_the_link() {
    let state = open("?view=explore&max=9");
    assert_eq!(
        (state.link.view, state.link.values),
        (View::Explore, (1, 9))
    );
    assert_eq!(state.query(), "view=explore&max=9");
    let state = run(&state, [Action::SetValues(14, 3), Action::SetSize(5)]);
    assert_eq!(state.link.values, (3, 13));
    assert_eq!(state.query(), "n=5&view=explore&min=3");
    let back = run(&state, [Action::SetView(View::Solve)]);
    assert_eq!(
        (back.link.view, back.ui.url_write),
        (View::Solve, UrlWrite::Push)
    );
}

#[test]
fn a_hand_opened_from_explore_is_solved_in_a_new_history_entry() {
    let state = open("?view=explore");
    let opened = run(&state, [Action::OpenHand(vec![3, 3, 8, 8])]);
    assert_eq!(opened.link.view, View::Solve);
    assert_eq!(codes(&opened), ["3s", "3h", "8s", "8h"]);
    assert_eq!(opened.ui.url_write, UrlWrite::Push);
    assert_eq!(opened.query(), "cards=3s-3h-8s-8h");
}

#[test]
fn the_targets_range_stays_in_order_and_bounded() {
    let state = run(&open(""), [Action::SetTargetRange(50, -10)]);
    assert_eq!(state.link.targets, (-10, 50));
    assert_eq!(state.query(), "from=-10&to=50");
    assert_eq!(state.ui.url_write, UrlWrite::Replace);
    assert_eq!(state.ui.notice, None);
    let state = run(&state, [Action::SetTargetRange(1, 100_000)]);
    assert_eq!(state.link.targets, (1, MAX_TARGETS));
    // Cut to the chart's width, and said.
    assert_eq!(
        state.ui.notice,
        Some(Notice::TooManyTargets {
            asked: (1, 100_000),
            kept: (1, MAX_TARGETS)
        })
    );
    // The range lives in the URL, and a link brings it back.
    let opened = open("?view=explore&from=-10&to=50");
    assert_eq!(opened.link.targets, (-10, 50));
    assert_eq!(opened.query(), "view=explore&from=-10&to=50");
}

#[test]
fn the_difficulty_choice_lives_in_the_url() {
    let s = open("?difficulty=hard");
    assert_eq!(s.link.difficulty, Some(Grade::Hard));
    assert_eq!(s.query(), "difficulty=hard");
    let s = s.apply(Action::SetDifficulty(Some(Grade::Easy)));
    assert_eq!(
        (s.query().as_str(), s.ui.url_write),
        ("difficulty=easy", UrlWrite::Replace)
    );
    let s = s.apply(Action::SetDifficulty(None));
    assert_eq!(s.query(), "");
    let hand = serve(open("?cards=ah-ad-4c-6s"));
    assert_eq!(hand.remote.rating().unwrap().grade, Grade::Easy);
    assert_eq!(serve(open("?cards=ah-ad-as-ac")).remote.rating(), None);
    assert_eq!(serve(open("?cards=ah-ad-_-ac")).remote.rating(), None);
}

mod play {
    use super::*;
    use crate::play::daily::Date;
    use crate::play::{Move, Outcome, COMBINING_3388};

    const DAY: Date = Date {
        year: 2026,
        month: 11,
        day: 23,
    };

    #[test]
    fn play_mode_and_a_challenge_live_in_the_url() {
        let s = open("?cards=3s-3h-8c-8d&mode=play&t=12.4");
        assert!(s.link.play);
        assert_eq!(s.link.challenge, Some(124));
        assert_eq!(s.query(), "cards=3s-3h-8c-8d&mode=play&t=12.4");
        assert!(!s.shows_solutions());
        // Solve mode writes neither, and is a new history entry.
        let solve = s.apply(Action::SetPlaying(false));
        assert_eq!(solve.query(), "cards=3s-3h-8c-8d");
        assert_eq!(solve.ui.url_write, UrlWrite::Push);
        assert!(solve.shows_solutions());
        // Back: the link is read again, challenge and all.
        let back = solve.apply(Action::Load(parse_query(&s.query())));
        assert!(back.link.play);
        assert_eq!(back.link.challenge, Some(124));
        // Another hand drops the challenge.
        let other = back.apply(Action::ClearSlot(0));
        assert_eq!(other.link.challenge, None);
        assert_eq!(other.query(), "cards=_-3h-8c-8d&mode=play");
        // Moves and the clock are not in the link.
        let moved = run(
            &back,
            [
                Action::Play(Move::Start, 5),
                Action::Play(Move::Pick(0), 6),
                Action::Play(Move::Hint, 7),
            ],
        );
        assert_eq!(moved.query(), back.query());
    }

    #[test]
    fn a_win_scores_and_counts_in_the_bests() {
        let s = open("?cards=3s-3h-8c-8d&mode=play");
        let moves = std::iter::once(Move::Start)
            .chain(COMBINING_3388)
            .chain([Move::Pick(0)]);
        let won = run(
            &s,
            moves
                .enumerate()
                .map(|(i, m)| Action::Play(m, 1_000 + 1_000 * i as u64)),
        );
        assert_eq!(
            won.game.play.outcome,
            Some(Outcome::Found { which: 0, of: 1 })
        );
        assert_eq!(won.game.play.solved, Some(90));
        assert_eq!(
            won.game.session,
            Session {
                score: 5,
                streak: 1
            }
        );
        assert_eq!(won.prefs.bests.fastest, Some(90));
        assert_eq!(won.prefs.bests.solved.iter().sum::<u32>(), 1);
        assert!(won.shows_solutions());
        let challenge = won.challenge_query().unwrap();
        assert_eq!(challenge, "cards=3s-3h-8c-8d&mode=play&t=9");
        // A new deal plays afresh and keeps the session.
        let next = run(
            &won,
            [Action::Dealt(["as", "ah", "ac", "ad"].map(card).to_vec())],
        );
        assert_eq!(next.game.play.solved, None);
        assert_eq!(next.game.play.table.left(), 4);
        assert!(!next.shows_solutions());
        assert_eq!(next.game.session.score, 5);
        let right = run(
            &next,
            [
                Action::Play(Move::Start, 0),
                Action::Play(Move::NoSolution, 2_000),
            ],
        );
        assert_eq!(right.game.play.outcome, Some(Outcome::NoSolutionRight));
        assert_eq!(right.game.session.streak, 2);
        // Revealing an unsolved hand breaks the streak; so does a wrong call.
        let revealed = run(
            &won,
            [
                Action::Dealt(["2s", "4h", "8c", "ts"].map(card).to_vec()),
                Action::Play(Move::Reveal, 0),
            ],
        );
        assert_eq!(revealed.game.session.streak, 0);
        assert!(revealed.shows_solutions());
        let wrong = run(&won, [Action::Play(Move::Reset, 0), Action::ClearSlot(0)]);
        assert_eq!(wrong.game.play.table.left(), 0);
        assert_eq!(
            run(&wrong, [Action::Play(Move::NoSolution, 0)])
                .game
                .session
                .streak,
            1
        );
        // Dealing on from a started hand left unsolved ends the streak.
        let started = run(
            &right,
            [
                Action::Dealt(["2s", "4h", "8c", "ts"].map(card).to_vec()),
                Action::Play(Move::Start, 0),
            ],
        );
        assert_eq!(started.game.session.streak, 2);
        let skipped = run(
            &started,
            [Action::Dealt(["3s", "3h", "8c", "8d"].map(card).to_vec())],
        );
        assert_eq!(skipped.game.session.streak, 0);
        assert_eq!(skipped.game.session.score, right.game.session.score);
        let missed = run(&s, [Action::Play(Move::NoSolution, 0)]);
        assert_eq!(missed.game.play.outcome, Some(Outcome::NoSolutionWrong));
    }

    #[test]
    fn moves_in_solve_mode_do_nothing() {
        let s = open("?cards=3s-3h-8c-8d");
        let after = s.apply(Action::Play(Move::Attempt("8/(3-8/3)".into()), 0));
        assert_eq!(after, s);
    }

    #[test]
    fn the_daily_link_deals_the_daily_hand_in_play() {
        let s = open("?daily");
        assert!(s.ui.daily_due && s.link.play);
        let daily = |s: &State, push| run(s, [Action::Daily { date: DAY, push }]);
        let d = daily(&s, false);
        assert!(!d.ui.daily_due);
        let day = worker::daily_hand(DAY.days());
        assert_eq!(d.hand(), Some(day));
        assert_eq!(d.game.play.daily, Some(DAY));
        assert_eq!(d.query(), "daily");
        assert_eq!(d.ui.url_write, UrlWrite::Replace);
        // Twice: the same cards.
        let again = daily(&open("?daily"), true);
        assert_eq!(again.hand(), d.hand());
        assert_eq!(again.ui.url_write, UrlWrite::Push);
        // From Explore too, the daily hand is played.
        let explore = daily(&open("?daily&view=explore"), false);
        assert_eq!(explore.link.view, View::Solve);
        assert_eq!(explore.hand(), d.hand());
        // A changed card is no longer the daily hand.
        let changed = d.apply(Action::ClearSlot(1));
        assert_eq!(changed.game.play.daily, None);
        assert!(changed.query().contains("mode=play"));
        // An answer for another day is dropped.
        let asked = s.apply(Action::Daily {
            date: DAY,
            push: false,
        });
        let other = asked.apply(Action::Worker(Reply::Daily {
            day: DAY.days() + 1,
            cards: vec![],
        }));
        assert_eq!(other.ui.ask, asked.ui.ask);
    }

    #[test]
    fn playing_hides_the_parentheses_option_from_the_answer() {
        let s = open("?cards=3s-3h-8c-8d&parens=no");
        assert!(s.solve_key().unwrap().no_parens);
        let p = s.apply(Action::SetPlaying(true));
        assert!(!p.solve_key().unwrap().no_parens);
        assert!(p.query().contains("parens=no"));
        // A level change starts the found list again (it is per level).
        let found = run(&p, [Action::Play(Move::Attempt("8/(3-8/3)".into()), 0)]);
        assert_eq!(found.game.play.found, [0]);
        assert!(found
            .apply(Action::SetLevel(Level::Strict))
            .game
            .play
            .found
            .is_empty());
    }

    #[test]
    fn bests_are_set_and_reset() {
        let s = open("");
        let mut bests = crate::play::bests::Bests::default();
        bests.record_solve(50, None, None);
        let s = s.apply(Action::SetBests(bests.clone()));
        assert_eq!(s.prefs.bests, bests);
        assert_eq!(s.apply(Action::ResetBests).prefs.bests, Default::default());
    }

    #[test]
    fn a_call_of_no_solution_is_kept_apart_from_the_solves() {
        let s = open("?cards=as-ah-ad-ac&mode=play");
        let called = run(
            &s,
            [
                Action::Play(Move::Start, 0),
                Action::Play(Move::NoSolution, 900),
            ],
        );
        assert_eq!(called.game.play.outcome, Some(Outcome::NoSolutionRight));
        assert_eq!(called.game.session.streak, 1);
        let b = &called.prefs.bests;
        assert_eq!(b.called, 1);
        assert_eq!(b.fastest, None);
        assert_eq!((b.solved, b.unrated), ([0; 5], 0));
    }

    #[test]
    fn the_daily_hand_counts_once_however_often_it_is_reloaded() {
        let solve = |s: &State| {
            let hand = s.hand().unwrap();
            let numbers: Vec<Rational> = hand
                .iter()
                .map(|c| Rational::from_integer(c.rank().into()))
                .collect();
            let solved = solver::solve(&numbers, s.target(), Default::default()).unwrap();
            let answer = solved.solutions(Level::Distinct)[0].ascii();
            run(
                s,
                [
                    Action::Play(Move::Start, 1_000),
                    Action::Play(Move::Attempt(answer), 31_000),
                ],
            )
        };
        let daily = |bests| {
            run(
                &open("?daily").with_bests(bests),
                [Action::Daily {
                    date: DAY,
                    push: false,
                }],
            )
        };
        let first = solve(&daily(Default::default()));
        let b = first.prefs.bests.clone();
        assert!(b.daily_done(DAY));
        assert_eq!((b.daily.played, b.daily.solved), (1, 1));
        assert_eq!(b.daily_average(), Some(300));
        assert_eq!(b.solved.iter().sum::<u32>() + b.unrated, 1);
        // The world is told of the start and of the solve, with its answer.
        let told: Vec<&crate::world::Ask> = first.world.since(0).map(|(_, ask)| ask).collect();
        let day = DAY.days();
        assert!(matches!(told[..], [
            crate::world::Ask::Start { day: d0 },
            crate::world::Ask::Solve { day: d1, ref answer },
        ] if *d0 == day && *d1 == day && !answer.is_empty()));
        assert_eq!(first.world.heard, crate::world::Heard::Waiting);
        // A reload: the bests come back from the browser, the hand again.
        let reloaded = daily(b.clone());
        assert!(reloaded.prefs.bests.daily_done(DAY));
        let again = solve(&reloaded);
        assert_eq!(again.game.play.solved, Some(300));
        assert_eq!(again.prefs.bests, b);
    }

    #[test]
    fn play_deals_only_solvable_hands_unless_told_otherwise() {
        let solve = open("?cards=3s-3h-8c-8d");
        assert!(!solve.only_solvable());
        let play = solve.apply(Action::SetPlaying(true));
        assert!(play.only_solvable());
        let any = play.apply(Action::SetOnlySolvable(false));
        assert!(!any.only_solvable());
        // Each mode keeps its own choice.
        let back = any.apply(Action::SetPlaying(false));
        assert!(!back.only_solvable());
        let solvable = back.apply(Action::SetOnlySolvable(true));
        assert!(!solvable.apply(Action::SetPlaying(true)).only_solvable());
    }

    #[test]
    fn a_challenge_says_who_won() {
        let s = open("?cards=3s-3h-8c-8d&mode=play&t=12.4");
        let won = run(
            &s,
            [
                Action::Play(Move::Start, 0),
                Action::Play(Move::Attempt("8/(3-8/3)".into()), 1_700),
            ],
        );
        let result = won.challenge_result().unwrap();
        assert!(result.beaten());
        assert_eq!(
            won.world.since(0).count(),
            0,
            "only the daily hand is the world's"
        );
        assert_eq!(result.margin(), 107);
        // The rematch link carries the new time.
        assert_eq!(
            won.challenge_query().unwrap(),
            "cards=3s-3h-8c-8d&mode=play&t=1.7"
        );
        let lost = run(
            &s,
            [
                Action::Play(Move::Start, 0),
                Action::Play(Move::Attempt("8/(3-8/3)".into()), 14_500),
            ],
        );
        assert!(!lost.challenge_result().unwrap().beaten());
        assert_eq!(lost.challenge_result().unwrap().margin(), 21);
        // Unsolved, or no challenge: nothing to say.
        assert_eq!(s.challenge_result(), None);
        let plain = run(
            &open("?cards=3s-3h-8c-8d&mode=play"),
            [Action::Play(Move::Attempt("8/(3-8/3)".into()), 0)],
        );
        assert_eq!(plain.challenge_result(), None);
    }

    #[test]
    fn the_sound_setting_is_kept() {
        let s = open("");
        assert!(!s.prefs.sound);
        assert!(s.apply(Action::SetSound(true)).prefs.sound);
    }

    #[test]
    fn bests_from_a_file_are_merged() {
        let mut mine = crate::play::bests::Bests::default();
        mine.record_solve(300, None, None);
        let mut theirs = crate::play::bests::Bests::default();
        theirs.record_solve(90, Some(Grade::Hard), None);
        let s = open("").apply(Action::SetBests(mine));
        let merged = s.apply(Action::MergeBests(theirs));
        assert_eq!(merged.prefs.bests.fastest, Some(90));
        assert_eq!(merged.prefs.bests.unrated, 1);
    }
}

#[test]
fn the_language_is_the_chosen_one_and_a_link_may_carry_it() {
    let started = |query: &str, lang, chosen| {
        open("").apply(Action::Started(Start {
            parsed: parse_query(query),
            lang,
            chosen,
            theme: Theme::Auto,
            bests: Default::default(),
            sound: false,
        }))
    };
    // The browser's language, until one is chosen.
    let s = started("?cards=3s", Lang::Ja, None);
    assert_eq!(s.prefs.lang, Lang::Ja);
    assert_eq!(s.query(), "cards=3s-_");
    // The one chosen on an earlier visit, which links shared from it carry.
    let s = started("?cards=3s", Lang::Ja, Some(Lang::En));
    assert_eq!(s.prefs.lang, Lang::En);
    assert_eq!(s.query(), "cards=3s-_&lang=en");
    // A link's language wins.
    let s = started("?cards=3s&lang=zh", Lang::Ja, Some(Lang::En));
    assert_eq!(s.prefs.lang, Lang::Zh);
    // Choosing one writes it into the link, so that a shared link carries it.
    let chosen = s.apply(Action::SetLang(Lang::En));
    assert_eq!(chosen.prefs.lang, Lang::En);
    assert_eq!(chosen.query(), "cards=3s-_&lang=en");
    assert_eq!(chosen.ui.url_write, UrlWrite::Replace);
    // Back to a link without one: the language stays.
    let back = chosen.apply(Action::Load(parse_query("?cards=ks")));
    assert_eq!(back.prefs.lang, Lang::En);
    let back = chosen.apply(Action::Load(parse_query("?lang=ja")));
    assert_eq!(back.prefs.lang, Lang::Ja);
    // The link read at start keeps what it carries, as a load does: a
    // challenge, a daily hand, the house rules.
    let link = "?cards=3s-3h-8c-8d&rule=integers&faces=10&mode=play&t=12.4";
    let s = started(link, Lang::En, None);
    assert_eq!(s.link, open(link).link);
    assert_eq!(s.link.challenge, Some(124));
    assert_eq!(s.ui.url_write, UrlWrite::Keep);
    assert!(started("?daily", Lang::En, None).ui.daily_due);
}

#[test]
fn a_picked_bar_stays_open_across_a_visit_to_a_hand() {
    use crate::explore::pick::Chart;
    let s = open("?view=explore&max=9");
    let picked = s.apply(Action::PickBar(Chart::PerHand, 3));
    assert_eq!(picked.picked_bar(Chart::PerHand), Some(3));
    assert_eq!(picked.picked_bar(Chart::Difficulty), None);
    // A hand opened from the list, then Back to Explore's link.
    let hand = picked.apply(Action::OpenHand(vec![1, 2, 3, 4]));
    assert_eq!(hand.link.view, View::Solve);
    let back = hand.apply(Action::Load(parse_query("?view=explore&max=9")));
    assert_eq!(back.picked_bar(Chart::PerHand), Some(3));
    // Another deck or target closes it.
    assert_eq!(
        back.apply(Action::SetValues(1, 10))
            .picked_bar(Chart::PerHand),
        None
    );
    assert_eq!(
        back.apply(Action::SetTarget("10".into()))
            .picked_bar(Chart::PerHand),
        None
    );
}

/// Whole numbers only: the hand is solved, and a challenge or daily hand
/// kept, by the table's rules.
#[test]
fn whole_numbers_only_solves_by_that_rule_and_travels_with_a_challenge() {
    let s = run(&open("?cards=3s-3h-8c-8d"), []);
    assert_eq!(s.remote.solvable(), Some(true));
    let whole = run(&s, [Action::SetIntegers(true)]);
    assert!(whole.link.integers);
    assert_eq!(whole.remote.solvable(), Some(false));
    assert_eq!(whole.query(), "cards=3s-3h-8c-8d&rule=integers");
    assert_eq!(whole.ui.url_write, UrlWrite::Replace);
    // A challenge carries the rules; other rules drop it, and the daily hand.
    let challenge = open("?cards=4s-6h-8c-ad&rule=integers&mode=play&t=9");
    assert_eq!(challenge.link.challenge, Some(90));
    assert!(challenge.solve_key().unwrap().integers);
    let usual = challenge.apply(Action::SetIntegers(false));
    assert_eq!(usual.link.challenge, None);
    let daily = open("?daily");
    assert!(daily.link.daily);
    assert!(!daily.apply(Action::SetFaces(Faces::Tens)).link.daily);
    // The daily hand, asked under house rules, is played by the usual ones.
    let asked = run(
        &open("?rule=integers&faces=none"),
        [Action::Daily {
            date: crate::play::daily::Date::from_days(20_000),
            push: true,
        }],
    );
    assert!(asked.link.daily && !asked.link.integers);
    assert_eq!(asked.link.faces, Faces::Numbered);
    assert_eq!(asked.query(), "daily");
}

/// J Q K worth 10: a king keeps its face and is solved as a 10.
#[test]
fn face_cards_worth_ten_are_solved_as_tens() {
    let s = run(&open("?cards=ks-qh-2c-2d&faces=10"), []);
    assert_eq!(codes(&s), ["ks", "qh", "2c", "2d"]);
    assert_eq!(s.solve_key().unwrap().values, [10, 10, 2, 2]);
    assert_eq!(s.remote.counts.unwrap().distinct, {
        let tens = run(&open("?cards=ts-th-2c-2d"), []);
        tens.remote.counts.unwrap().distinct
    });
    assert_eq!(s.deck_key().value_range(), (1, 10));
}

/// A deck without face cards: none can be typed, picked or dealt, and
/// switching to it takes them out of the hand.
#[test]
fn a_deck_without_face_cards_keeps_them_out() {
    let s = open("?cards=ks-3h-_-_");
    let without = s.apply(Action::SetFaces(Faces::Without));
    assert_eq!(codes(&without), ["_", "3h", "_", "_"]);
    assert_eq!(without.ui.notice, Some(Notice::FaceCardsRemoved));
    assert_eq!(without.query(), "cards=_-3h-_-_&faces=none");
    let typed = without.apply(Action::Type('q'));
    assert_eq!(codes(&typed), codes(&without));
    assert_eq!(typed.ui.notice, Some(Notice::NoFaceCards));
    let picked = without.apply(Action::Pick {
        slot: 0,
        card: card("jd"),
    });
    assert_eq!(codes(&picked), codes(&without));
    assert_eq!(
        codes(&without.apply(Action::Type('t'))),
        ["ts", "3h", "_", "_"]
    );
    // Dealt by the worker from the forty cards, solvable.
    for _ in 0..5 {
        let dealt = run(&without, [Action::Deal(without.deal_ask())]);
        assert_eq!(dealt.missing(), 0);
        assert!(dealt.hand().unwrap().iter().all(|c| c.rank() <= 10));
        assert_eq!(dealt.remote.solvable(), Some(true));
    }
    // Without a face card in the hand, nothing is taken out or said.
    let kept = open("?cards=3s").apply(Action::SetFaces(Faces::Without));
    assert_eq!(kept.ui.notice, None);
}

#[test]
fn a_worksheet_made_in_the_page_shows_its_key_and_prints_the_students_link() {
    let made = run(&open("cards=as-2h-3d-4c"), [Action::SetView(View::Print)]);
    assert!(made.link.key);
    assert!(made.query().contains("key=1"));
    assert!(!made.students_query().contains("key"));
    assert!(made.students_query().contains("view=print"));
    // Scanned from the sheet: no key; and leaving the sheet drops it.
    assert!(!open("view=print&seed=9").link.key);
    let solve = run(&made, [Action::SetView(View::Solve)]);
    assert!(!solve.link.key);
}
