//! The app's reducer (`State::apply`): from any link, after any actions,
//! it never panics and its state keeps its promises: a hand size within
//! bounds, no card twice, an open picker on a slot that exists, the
//! target the last one that parsed, and a URL that reads back to the same
//! link with no problem (a daily link, but for its cards, which the page
//! deals from the date); play moves never panic, with any text typed;
//! the solving worker's answers, real (the worker crate answering what the
//! state asks, at any moment) or made up and stale, never panic either,
//! and what the state asks of the worker is always a well-formed hand.

use crate::rng::{Rng, NOISE};
use crate::Target;
use cards::{deal, Card, Faces};
use model::homework::HomeworkAction;
use model::lang::Lang;
use model::link::{parse_query, MAX_SIZE, MIN_SIZE};
use model::play::daily::Date;
use model::play::Move;
use model::state::{Action, DealAsk, Notice, PracticeAction, SheetAction, State, Wants};
use protocol::daily::{DailyReply, Refusal, Standing, Summary};
use protocol::worker::{Counts, Item, Reply, Request, SolutionPage};
use solver::difficulty::Grade;
use solver::{Level, Op, Rational};
use worker::Worker;

pub struct Reducer;

const TARGETS: &[&str] = &[
    "24",
    "0",
    "-7",
    "3/4",
    "1/0",
    "",
    " ",
    "x",
    "10",
    "-",
    "99999999999999999999999999",
    "170141183460469231731687303715884105727",
    "1/3",
    "−2",
];

const QUERIES: &[&str] = &[
    "cards=",
    "target=",
    "level=strict",
    "n=",
    "parens=no",
    "&",
    "3s",
    "-",
    "8d",
    "_",
    "ks",
    "k",
    "2",
    "6",
    "9",
    "zz",
    "1/2",
    ",",
    "mode=play",
    "t=12.4",
    "daily",
    "from=-5",
    "to=900",
    "view=rooms",
    "room=k7m2qx",
    "screen=1",
    "rule=integers",
    "faces=none",
    "faces=10",
    "mode=practice",
    "view=print",
    "seed=9",
    "count=8",
    "lang=ja",
    "lang=",
    "zh",
    "assign=K7M2QX",
    "teacher=0123456789abcdef0123456789abcdef",
];

fn action(rng: &mut Rng) -> Action {
    let slot = rng.below(8);
    match rng.below(19) {
        0 => Action::Load(parse_query(&rng.text(QUERIES, 10))),
        1 => Action::OpenPicker(slot),
        2 => Action::ClosePicker,
        3 | 4 => Action::Pick {
            slot,
            card: Card::deck()
                .nth(rng.below(52))
                .unwrap_or(Card::deck().next().unwrap()),
        },
        5 => Action::ClearSlot(slot),
        6 => Action::ClearHand,
        7 | 8 => {
            Action::Type(*rng.pick(&['a', '1', '0', '2', '9', 't', 'J', 'q', 'K', 'x', ' ', '点']))
        }
        9 => Action::Backspace,
        10 => Action::SetSize(rng.below(10)),
        11 => Action::SetTarget(rng.pick(TARGETS).to_string() + &rng.text(NOISE, 1)),
        12 => Action::SetLevel(if rng.one_in(2) {
            Level::Strict
        } else {
            Level::Distinct
        }),
        13 => match rng.below(3) {
            0 => Action::SetNoParens(rng.one_in(2)),
            1 => Action::SetIntegers(rng.one_in(2)),
            _ => Action::SetFaces(*rng.pick(&Faces::ALL)),
        },
        14 if rng.one_in(2) => {
            Action::Dealt(deal(rng.below(9), &mut |buf: &mut [u8]| rng.fill(buf)))
        }
        // A level is asked only of four cards for 24, where every level has
        // hands: one without any costs 2000 ratings to give up on.
        14 if rng.one_in(2) => Action::Deal(DealAsk {
            size: 4,
            target: Rational::from(24),
            no_parens: false,
            integers: false,
            faces: Faces::Numbered,
            grade: Some(*rng.pick(&Grade::ALL)),
        }),
        14 => Action::Deal(DealAsk {
            size: 2 + rng.below(3) as u8,
            target: Rational::from(*rng.pick(&[24, 0, -3])),
            no_parens: rng.one_in(4),
            integers: rng.one_in(4),
            faces: *rng.pick(&Faces::ALL),
            grade: None,
        }),
        15 => Action::SetLang(*rng.pick(&Lang::ALL)),
        16 => play_action(rng),
        // The worker's answers, of any generation (most are stale), or the
        // machinery around it.
        17 => match rng.below(9) {
            0 => Action::Worker(Reply::Solved {
                gen: rng.below(4) as u32,
                counts: Counts {
                    distinct: rng.below(1000) as u64,
                    strict: rng.below(1000) as u64,
                    rating_ms: rng.one_in(2).then(|| rng.below(100_000) as u64),
                },
                page: None,
            }),
            1 => Action::Worker(Reply::Page(SolutionPage {
                gen: rng.below(4) as u32,
                level: Level::Distinct,
                index: rng.below(3) as u32,
                total: rng.below(200) as u64,
                items: vec![Item {
                    display: rng.text(NOISE, 3),
                    steps: Vec::new(),
                }],
            })),
            2 => Action::Worker(Reply::Failed {
                gen: rng.below(4) as u32,
                error: solver::Error::TooLarge,
            }),
            3 => Action::Slow {
                gen: rng.below(4) as u32,
            },
            4 => Action::Worker(Reply::Judged {
                gen: rng.below(4) as u32,
                seq: rng.below(4) as u32,
                verdict: solver::attempt::Verdict::Correct {
                    which: rng.below(5),
                    of: rng.below(5),
                },
            }),
            5 => Action::World {
                number: rng.below(6) as u32,
                reply: world_reply(rng),
            },
            6 | 7 => Action::Homework(homework_action(rng)),
            _ => Action::WorkerLost {
                crashed: rng.one_in(2),
            },
        },
        _ => match rng.below(5) {
            0 => Action::Notify(Notice::Copied),
            1 => Action::Notify(Notice::HandFull),
            2 => Action::SetOnlySolvable(rng.one_in(2)),
            3 => {
                let end = |rng: &mut Rng| *rng.pick(&[i128::MIN, -7, 0, 1, 100, 5000, i128::MAX]);
                Action::SetTargetRange(end(rng), end(rng))
            }
            _ => Action::Dismiss,
        },
    }
}

/// What a teacher or a student does with homework, or a reply to it.
fn homework_action(rng: &mut Rng) -> HomeworkAction {
    use protocol::homework::{Assignment, Refusal as Refused, Reply as R};
    let hand = rng.below(4) as u8;
    let reply = match rng.below(9) {
        0 => None,
        1 => Some(R::Joined {
            token: "fedcba9876543210fedcba9876543210".into(),
            nickname: rng.text(NOISE, 2),
            assignment: Assignment::default(),
            deadline_ms: 9,
        }),
        2 => Some(R::Hand {
            hand,
            of: 5,
            cards: deal(4, &mut |buf: &mut [u8]| rng.fill(buf))
                .into_iter()
                .map(Into::into)
                .collect(),
            seconds_left: rng.one_in(2).then(|| rng.below(40) as u32),
        }),
        3 => Some(R::Solved { hand, tenths: 42 }),
        4 => Some(R::Wrong {
            hand,
            verdict: solver::attempt::Verdict::WrongValue(Rational::from(23)),
            tries: rng.below(9) as u16,
        }),
        5 => Some(R::Done),
        6 => Some(R::Finished {
            solved: hand,
            of: 5,
        }),
        7 => Some(R::TimeUp { hand }),
        _ => Some(R::Refused(*rng.pick(&[
            Refused::NoSuch,
            Refused::NotYours,
            Refused::NotThisHand,
            Refused::TooMany,
            Refused::Unavailable,
        ]))),
    };
    match rng.below(12) {
        0 => HomeworkAction::Create {
            faces: *rng.pick(&Faces::ALL),
            integers: rng.one_in(2),
        },
        1 => HomeworkAction::SetNickname(rng.text(NOISE, 3)),
        2 => HomeworkAction::Join,
        3 => HomeworkAction::Open {
            kept: model::homework::Seat::from_text(&rng.text(NOISE, 4)),
        },
        4 => HomeworkAction::Move(play_move(rng)),
        5 => HomeworkAction::Skip,
        6 => HomeworkAction::Next,
        7 => HomeworkAction::Poll {
            now_ms: rng.below(100) as i64,
        },
        8 => HomeworkAction::AskDelete(rng.one_in(2)),
        9 => HomeworkAction::Delete,
        _ => HomeworkAction::Heard {
            number: rng.below(10) as u32,
            reply,
            now: rng.below(100_000) as u64,
        },
    }
}

/// A reply of the world's daily, or none (no server).
fn world_reply(rng: &mut Rng) -> Option<DailyReply> {
    Some(match rng.below(4) {
        0 => return None,
        1 => DailyReply::Started,
        2 => DailyReply::Refused(*rng.pick(Refusal::ALL)),
        _ => DailyReply::Standing(Standing {
            day: rng.below(40_000) as i64,
            tenths: rng.below(10_000) as u32,
            counted: rng.one_in(2),
            players: rng.below(5) as u64,
            solved: rng.below(5) as u64,
            slower: rng.below(5) as u64,
            histogram: (0..rng.below(12)).map(|_| rng.below(9) as u64).collect(),
            yesterday: Summary {
                players: rng.below(3) as u64,
                solved: rng.below(3) as u64,
                median_tenths: rng.one_in(2).then(|| rng.below(999) as u32),
            },
        }),
    })
}

/// Play mode: the switch, the daily hand, and every kind of move.
fn play_move(rng: &mut Rng) -> Move {
    match rng.below(11) {
        0 => Move::Start,
        1 | 2 => Move::Pick(rng.below(8)),
        3 => Move::Op(*rng.pick(&[Op::Add, Op::Sub, Op::Mul, Op::Div])),
        4 => Move::Undo,
        5 => Move::Reset,
        6 => Move::Clear,
        7 => Move::Attempt(rng.text(ATTEMPTS, 8)),
        8 => Move::NoSolution,
        9 => Move::Hint,
        _ => Move::Reveal,
    }
}

fn play_action(rng: &mut Rng) -> Action {
    let now = rng.below(100_000) as u64;
    let mv = play_move(rng);
    match rng.below(10) {
        0 => Action::SetPlaying(rng.one_in(2)),
        8 => Action::Practice(match rng.below(7) {
            0 => PracticeAction::Open,
            1 => PracticeAction::Loaded(Default::default()),
            2 | 3 => PracticeAction::Next(now),
            4 => PracticeAction::TimeUp(now),
            5 => PracticeAction::SetLimit(rng.below(700) as u16),
            _ => PracticeAction::Import(rng.text(ATTEMPTS, 8)),
        }),
        9 => Action::Sheet(if rng.one_in(2) {
            SheetAction::Seed {
                seed: rng.below(1000) as u32,
                push: rng.one_in(2),
            }
        } else {
            SheetAction::Count(*rng.pick(&[8, 12, 13, 20]))
        }),
        1 => Action::Daily {
            date: Date::from_days(rng.below(40_000) as i64),
            push: rng.one_in(2),
        },
        _ => Action::Play(mv, now),
    }
}

const ATTEMPTS: &[&str] = &[
    "8", "3", "/", "(", ")", "-", "−", "×", "÷", "x", "X", "*", "+", " ", "1", "0", "13", "[1/2]",
    "?", "点",
];

impl Target for Reducer {
    /// The link, the actions, and whether the worker answers between them
    /// (a real solve is slow next to an action, so one input in twenty).
    type Input = (String, Vec<Action>, bool);

    fn name(&self) -> &'static str {
        "reducer actions"
    }

    fn weight(&self) -> u32 {
        2
    }

    fn generate(&self, rng: &mut Rng) -> Self::Input {
        let query = rng.text(QUERIES, 10);
        let n = rng.below(24);
        (query, (0..n).map(|_| action(rng)).collect(), rng.one_in(20))
    }

    fn check(&self, (query, actions, served): &Self::Input) -> Result<(), String> {
        let mut state = State::new(parse_query(query), Lang::En);
        let mut worker = Worker::new(|buf: &mut [u8]| buf.fill(7), || 0.0);
        let mut sent = Wants::default();
        promises(&state).map_err(|e| format!("at start: {e}"))?;
        for (i, a) in actions.iter().enumerate() {
            state = state.apply(a.clone());
            promises(&state).map_err(|e| format!("after action {i} ({a:?}): {e}"))?;
            // The worker answers what is asked, as the page's would, now and
            // then: its answers land between the user's actions. Hands of
            // more than four cards take it too long for a fuzz pass (it
            // rates each hand it solves); the `hands` target checks the
            // solver on them.
            if *served && i % 3 == 2 && state.size() <= 4 {
                let wants = state.wants();
                for request in wants.since(&sent) {
                    asks_well(&request)?;
                    if let Some(reply) = worker.handle(request) {
                        state = state.apply(Action::Worker(reply));
                        promises(&state).map_err(|e| format!("after an answer: {e}"))?;
                    }
                }
                sent = wants;
            }
        }
        Ok(())
    }

    fn shrink(&self, (query, actions, served): &Self::Input) -> Vec<Self::Input> {
        let mut out: Vec<Self::Input> = (0..actions.len())
            .map(|i| {
                let mut fewer = actions.clone();
                fewer.remove(i);
                (query.clone(), fewer, *served)
            })
            .collect();
        if !query.is_empty() {
            out.push((String::new(), actions.clone(), *served));
        }
        if *served {
            out.push((query.clone(), actions.clone(), false));
        }
        out
    }
}

fn promises(state: &State) -> Result<(), String> {
    let size = state.size();
    if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
        return Err(format!("a hand of {size} slots"));
    }
    let cards: Vec<_> = state.slots().iter().flatten().collect();
    for (i, c) in cards.iter().enumerate() {
        if cards[..i].contains(c) {
            return Err(format!("{c:?} twice"));
        }
    }
    if let Some(c) = cards.iter().find(|c| !state.link.faces.has(c.rank())) {
        return Err(format!("{c:?} in a deck without it"));
    }
    if state.link.daily && (state.link.integers || state.link.faces != Faces::Numbered) {
        return Err("a daily hand under house rules".into());
    }
    if state.ui.picker.is_some_and(|p| p >= size) {
        return Err(format!("the picker is open on slot {:?}", state.ui.picker));
    }
    if !state.playable() && !state.game.play.table.places.is_empty() {
        return Err(format!("a hand of {size} is on the play table"));
    }
    if let Ok(q) = state.ui.target_text.parse::<Rational>() {
        if q != state.target() {
            return Err(format!(
                "the field says {:?} but the target is {}",
                state.ui.target_text,
                state.target()
            ));
        }
    }
    let parsed = parse_query(&state.query());
    // A daily link carries no cards: the page deals them from the date;
    // nor does a practice link, whose hands the page deals.
    let mut link = state.link.clone();
    if link.daily || link.practice {
        link.slots = parsed.link.slots.clone();
    }
    if parsed.link != link || !parsed.problems.is_empty() {
        return Err(format!(
            "the URL {:?} reads back as {parsed:?}",
            state.query()
        ));
    }
    Ok(())
}

/// What the state asks the worker is a hand it can answer: card values,
/// at most eight, a hand of the state's size.
fn asks_well(request: &Request) -> Result<(), String> {
    let hand = match request {
        Request::Solve { hand, .. } | Request::Judge { hand, .. } | Request::Hints { hand, .. } => {
            hand
        }
        _ => return Ok(()),
    };
    if hand.values.is_empty()
        || hand.values.len() > MAX_SIZE
        || hand.values.iter().any(|v| !(1..=13).contains(v))
    {
        return Err(format!("asked the worker for {hand:?}"));
    }
    Ok(())
}
