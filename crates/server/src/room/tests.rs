//! The room without sockets: a fixed hand and a clock moved by hand.

use super::*;
use crate::deal::{hand, Rules};
use cards::Card;
use protocol::room::{Player, Solved, FIRST_POINTS, LATER_POINTS};
use solver::Rational;

const SECOND: Duration = Duration::from_secs(1);

fn timing() -> Timing {
    Timing {
        reconnect: 60 * SECOND,
        round_break: 10 * SECOND,
        round_limit: None,
    }
}

fn settings(rounds: u8, time_limit: Option<u16>) -> Settings {
    Settings {
        rounds,
        time_limit,
        ..Settings::default()
    }
}

/// 1 2 3 4: many solutions, among them 1*2*3*4 and (1+3)*(2+4).
fn hand_1234() -> Hand {
    let cards: Vec<Card> = ["as", "2h", "3d", "4c"]
        .iter()
        .map(|c| Card::from_code(c).unwrap())
        .collect();
    hand(&cards, Rational::from(24), Rules::default()).unwrap()
}

struct Game {
    room: Room,
    t0: Instant,
}

impl Game {
    fn new(rounds: u8, time_limit: Option<u16>, players: &[&str]) -> Game {
        let mut room = Room::new(settings(rounds, time_limit), timing());
        for (i, name) in players.iter().enumerate() {
            assert_eq!(room.join(name, format!("token-{name}")), Ok(i as u32));
        }
        room.drain();
        Game {
            room,
            t0: Instant::now(),
        }
    }

    fn at(&self, seconds: f64) -> Instant {
        self.t0 + Duration::from_secs_f64(seconds)
    }

    /// Deals what the room asks for with the 1 2 3 4 hand.
    fn deal(&mut self, seconds: f64) -> u32 {
        let (number, _) = self.room.take_deal().expect("a deal asked for");
        assert_eq!(self.room.take_deal(), None, "asked once");
        self.room.dealt(number, Some(hand_1234()), self.at(seconds));
        number
    }

    fn send(&mut self, id: u32, msg: ClientMsg, seconds: f64) -> Result<Vec<Out>, ErrorKind> {
        let at = self.at(seconds);
        self.room.handle(id, msg, at)?;
        Ok(self.room.drain())
    }

    fn answer(&mut self, id: u32, round: u32, text: &str, seconds: f64) -> Vec<Out> {
        let msg = ClientMsg::Answer {
            round,
            text: text.into(),
        };
        self.send(id, msg, seconds).unwrap()
    }
}

fn msgs(outs: &[Out]) -> Vec<&ServerMsg> {
    outs.iter().map(|o| &o.msg).collect()
}

#[test]
fn joining_fills_the_lobby_and_the_first_player_hosts() {
    let mut room = Room::new(Settings::default(), timing());
    assert_eq!(room.join("Ada", "a".into()), Ok(0));
    assert_eq!(room.join("ada", "b".into()), Err(ErrorKind::NicknameTaken));
    assert_eq!(room.join("Bo", "b".into()), Ok(1));
    let outs = room.drain();
    assert_eq!(outs.len(), 2);
    assert_eq!(
        outs[1],
        Out {
            to: To::All,
            msg: ServerMsg::Players {
                host: 0,
                players: vec![
                    Player {
                        id: 0,
                        nickname: "Ada".into(),
                        score: 0,
                        connected: true,
                        team: 0,
                        sits_out: false,
                    },
                    Player {
                        id: 1,
                        nickname: "Bo".into(),
                        score: 0,
                        connected: true,
                        team: 0,
                        sits_out: false,
                    },
                ]
            }
        }
    );
    assert_eq!(room.snapshot(Instant::now()).phase, PhaseView::Lobby);
}

#[test]
fn only_the_host_configures_and_starts() {
    let mut g = Game::new(3, None, &["Ada", "Bo"]);
    assert_eq!(g.send(1, ClientMsg::Start, 0.0), Err(ErrorKind::NotHost));
    let bad = Settings {
        rounds: 31,
        ..Settings::default()
    };
    assert_eq!(
        g.send(0, ClientMsg::Configure { settings: bad }, 0.0),
        Err(ErrorKind::BadSettings)
    );
    let good = settings(1, Some(30));
    let outs = g
        .send(0, ClientMsg::Configure { settings: good }, 0.0)
        .unwrap();
    assert_eq!(msgs(&outs), [&ServerMsg::Settings(good)]);
    assert_eq!(g.send(0, ClientMsg::Start, 0.0), Ok(vec![]));
    assert_eq!(g.room.take_deal(), Some((1, good)));
    assert_eq!(g.send(0, ClientMsg::Start, 0.0), Err(ErrorKind::NotNow));
}

#[test]
fn a_round_scores_three_then_one_and_ends_when_all_have_solved() {
    let mut g = Game::new(2, None, &["Ada", "Bo", "Cy"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    assert_eq!(g.deal(0.0), 1);
    let outs = g.room.drain();
    let ServerMsg::Round(round) = &outs[0].msg else {
        panic!("{outs:?}")
    };
    assert_eq!(
        (round.number, round.elapsed_ms, round.limit_ms),
        (1, 0, None)
    );
    assert_eq!(round.cards.len(), 4);

    // A wrong answer costs nothing and is told to its player only.
    let outs = g.answer(1, 1, "1+2+3+4", 1.0);
    assert_eq!(
        outs,
        [Out {
            to: To::Player(1),
            msg: ServerMsg::Verdict {
                round: 1,
                verdict: Verdict::WrongValue(Rational::from(10))
            }
        }]
    );
    // The first correct answer: 3 points, to everyone.
    let outs = g.answer(1, 1, "1*2*3*4", 2.5);
    assert!(matches!(
        outs[0],
        Out {
            to: To::Player(1),
            msg: ServerMsg::Verdict {
                verdict: Verdict::Correct { .. },
                ..
            }
        }
    ));
    assert_eq!(
        outs[1],
        Out {
            to: To::All,
            msg: ServerMsg::Scored {
                round: 1,
                solved: Solved {
                    player: 1,
                    ms: 2500,
                    points: FIRST_POINTS
                },
                score: 3
            }
        }
    );
    assert_eq!(
        g.send(
            1,
            ClientMsg::Answer {
                round: 1,
                text: "4*3*2*1".into()
            },
            3.0
        ),
        Err(ErrorKind::AlreadySolved)
    );
    // The second: 1 point, whichever solution it is.
    let outs = g.answer(0, 1, "(1+3)*(2+4)", 4.0);
    assert!(matches!(
        outs[1].msg,
        ServerMsg::Scored {
            solved: Solved {
                points: LATER_POINTS,
                ..
            },
            score: 1,
            ..
        }
    ));
    assert_eq!(outs.len(), 2, "the round goes on while Cy has not solved");
    // An answer for another round is refused.
    assert_eq!(
        g.send(
            2,
            ClientMsg::Answer {
                round: 2,
                text: "1*2*3*4".into()
            },
            5.0
        ),
        Err(ErrorKind::NotNow)
    );
    let outs = g.answer(2, 1, "4*3*2*1", 6.0);
    let ServerMsg::RoundEnded(end) = &outs[2].msg else {
        panic!("{outs:?}")
    };
    assert_eq!(end.why, EndReason::AllSolved);
    assert_eq!(end.solutions, hand_1234().solutions);
    assert_eq!(end.next_in_ms, Some(10_000));
    assert_eq!(outs[2].to, To::All);

    // The next round after the pause, or at once on the host's word.
    assert_eq!(g.room.next_deadline(), Some(g.at(16.0)));
    g.room.tick(g.at(15.9));
    assert_eq!(g.room.take_deal(), None);
    assert_eq!(
        g.send(1, ClientMsg::Next { round: 1 }, 15.9),
        Err(ErrorKind::NotHost)
    );
    g.send(0, ClientMsg::Next { round: 1 }, 15.9).unwrap();
    assert_eq!(g.deal(16.0), 2);
    g.room.drain();
    // Round 2, the last: the game ends with the standings.
    g.answer(2, 2, "1*2*3*4", 17.0);
    g.answer(0, 2, "1*2*3*4", 18.0);
    let outs = g.answer(1, 2, "1*2*3*4", 19.0);
    let ServerMsg::RoundEnded(end) = &outs[2].msg else {
        panic!("{outs:?}")
    };
    assert_eq!(end.next_in_ms, None);
    let ServerMsg::GameOver { standings } = &outs[3].msg else {
        panic!("{outs:?}")
    };
    let table: Vec<_> = standings
        .iter()
        .map(|s| (s.nickname.as_str(), s.score, s.times.clone()))
        .collect();
    assert_eq!(
        table,
        [
            ("Bo", 4, vec![Some(2500), Some(3000)]),
            ("Cy", 4, vec![Some(6000), Some(1000)]),
            ("Ada", 2, vec![Some(4000), Some(2000)]),
        ]
    );
    assert!(matches!(
        g.room.snapshot(g.at(20.0)).phase,
        PhaseView::Over { .. }
    ));

    // Play again: the same players, from nothing.
    let outs = g.send(0, ClientMsg::Start, 30.0).unwrap();
    let ServerMsg::Players { players, .. } = &outs[0].msg else {
        panic!("{outs:?}")
    };
    assert!(players.iter().all(|p| p.score == 0));
    assert_eq!(g.deal(30.0), 1);
}

#[test]
fn time_runs_out_at_the_deadline() {
    let mut g = Game::new(3, Some(30), &["Ada", "Bo"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    g.room.drain();
    assert_eq!(g.room.next_deadline(), Some(g.at(30.0)));
    g.answer(1, 1, "1*2*3*4", 29.9);
    // An answer at the deadline is too late: the round has ended.
    assert_eq!(
        g.send(
            0,
            ClientMsg::Answer {
                round: 1,
                text: "1*2*3*4".into()
            },
            30.0
        ),
        Err(ErrorKind::NotNow)
    );
    let outs = g.room.drain();
    let ServerMsg::RoundEnded(end) = &outs[0].msg else {
        panic!("{outs:?}")
    };
    assert_eq!(end.why, EndReason::TimeUp);
    let PhaseView::Reveal { round, solved, .. } = g.room.snapshot(g.at(31.0)).phase else {
        panic!()
    };
    assert_eq!(round.elapsed_ms, 30_000, "the clock stops at the deadline");
    assert_eq!(solved.len(), 1);
}

#[test]
fn the_test_limit_replaces_the_chosen_one() {
    let mut room = Room::new(
        settings(1, Some(120)),
        Timing {
            round_limit: Some(SECOND),
            ..timing()
        },
    );
    room.join("Ada", "a".into()).unwrap();
    let t0 = Instant::now();
    room.handle(0, ClientMsg::Start, t0).unwrap();
    room.take_deal().unwrap();
    room.dealt(1, Some(hand_1234()), t0);
    assert_eq!(room.next_deadline(), Some(t0 + SECOND));
}

#[test]
fn the_host_ends_a_round_early() {
    let mut g = Game::new(3, None, &["Ada", "Bo"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    g.room.drain();
    assert_eq!(
        g.send(1, ClientMsg::EndRound { round: 1 }, 1.0),
        Err(ErrorKind::NotHost)
    );
    assert_eq!(
        g.send(0, ClientMsg::EndRound { round: 2 }, 1.0),
        Err(ErrorKind::NotNow)
    );
    let outs = g.send(0, ClientMsg::EndRound { round: 1 }, 1.0).unwrap();
    assert!(matches!(&outs[0].msg, ServerMsg::RoundEnded(end) if end.why == EndReason::Host));
}

#[test]
fn a_dropped_player_keeps_the_seat_for_the_grace_then_loses_it() {
    let mut g = Game::new(3, None, &["Ada", "Bo", "Cy"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    g.answer(1, 1, "1*2*3*4", 1.0);
    g.room.drain();
    // Bo drops and comes back within the grace: the same seat and score.
    g.room.dropped(1, g.at(2.0));
    let outs = g.room.drain();
    let ServerMsg::Players { players, .. } = &outs[0].msg else {
        panic!()
    };
    assert!(!players[1].connected);
    assert_eq!(g.room.resume("token-Bo"), Ok(1));
    assert_eq!(g.room.resume("nobody's"), Err(ErrorKind::SeatGone));
    assert_eq!(g.room.snapshot(g.at(3.0)).players[1].score, 3);
    // Cy drops and does not come back: the seat goes.
    g.room.dropped(2, g.at(4.0));
    assert_eq!(g.room.next_deadline(), Some(g.at(64.0)));
    g.room.tick(g.at(63.9));
    assert!(g.room.is_seated(2));
    g.room.tick(g.at(64.0));
    assert!(!g.room.is_seated(2));
    assert_eq!(g.room.resume("token-Cy"), Err(ErrorKind::SeatGone));
}

#[test]
fn the_host_who_closed_the_tab_comes_back_to_the_seat_and_the_role() {
    let mut g = Game::new(3, None, &["Ada", "Bo", "Cy"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    g.answer(0, 1, "1*2*3*4", 1.0);
    // Ada, who made the room, is away past the grace: Bo hosts meanwhile,
    // and the game goes on without waiting for her.
    g.room.dropped(0, g.at(2.0));
    g.room.tick(g.at(62.0));
    assert_eq!(g.room.snapshot(g.at(62.0)).host, 1);
    assert_eq!(
        g.room.next_deadline(),
        None,
        "nothing more is due for her seat"
    );
    assert_eq!(
        g.send(1, ClientMsg::EndRound { round: 1 }, 63.0).map(drop),
        Ok(())
    );
    // Her token brings back her seat, her score and the host's role.
    g.room.drain();
    assert_eq!(g.room.resume("token-Ada"), Ok(0));
    let outs = g.room.drain();
    assert!(
        matches!(outs[0].msg, ServerMsg::Players { host: 0, .. }),
        "{outs:?}"
    );
    assert_eq!(g.room.snapshot(g.at(70.0)).players[0].score, 3);
    assert_eq!(
        g.send(1, ClientMsg::Next { round: 1 }, 70.0),
        Err(ErrorKind::NotHost)
    );
    // Nobody else can take her nickname while her seat is held.
    g.room.dropped(0, g.at(71.0));
    g.room.tick(g.at(131.0));
    assert_eq!(
        g.room.join("ADA", "t".into()),
        Err(ErrorKind::NicknameTaken)
    );
    // A room where only her held seat is left is deserted.
    g.send(1, ClientMsg::Leave, 132.0).unwrap();
    g.send(2, ClientMsg::Leave, 132.0).unwrap();
    assert!(g.room.is_deserted());
}

#[test]
fn a_round_does_not_wait_for_a_dropped_player() {
    let mut g = Game::new(3, None, &["Ada", "Bo"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    g.answer(0, 1, "1*2*3*4", 1.0);
    g.room.dropped(1, g.at(2.0));
    let outs = g.room.drain();
    assert!(outs
        .iter()
        .any(|o| matches!(&o.msg, ServerMsg::RoundEnded(end) if end.why == EndReason::AllSolved)));
}

#[test]
fn the_host_leaving_passes_the_role_on() {
    let mut g = Game::new(3, None, &["Ada", "Bo", "Cy"]);
    let outs = g.send(0, ClientMsg::Leave, 0.0).unwrap();
    assert!(matches!(outs[0].msg, ServerMsg::Players { host: 1, .. }));
    assert_eq!(g.send(1, ClientMsg::Start, 0.0), Ok(vec![]));
    g.send(1, ClientMsg::Leave, 0.0).unwrap();
    g.send(2, ClientMsg::Leave, 0.0).unwrap();
    assert!(g.room.is_deserted());
}

#[test]
fn no_hand_tells_the_host_and_ends_a_game_under_way() {
    let mut g = Game::new(2, None, &["Ada", "Bo"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    let (n, _) = g.room.take_deal().unwrap();
    g.room.dealt(n, None, g.at(0.0));
    assert_eq!(
        g.room.drain(),
        [Out {
            to: To::Player(0),
            msg: ServerMsg::Error(ErrorKind::NoHand)
        }]
    );
    assert_eq!(g.room.snapshot(g.at(0.0)).phase, PhaseView::Lobby);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    g.send(0, ClientMsg::EndRound { round: 1 }, 1.0).unwrap();
    g.send(0, ClientMsg::Next { round: 1 }, 1.0).unwrap();
    let (n, _) = g.room.take_deal().unwrap();
    g.room.dealt(n, None, g.at(1.0));
    let outs = g.room.drain();
    assert!(
        matches!(outs[1].msg, ServerMsg::GameOver { .. }),
        "{outs:?}"
    );
}

#[test]
fn watchers_are_counted() {
    let mut room = Room::new(Settings::default(), timing());
    for _ in 0..MAX_WATCHERS {
        room.watch().unwrap();
    }
    assert_eq!(room.watch(), Err(ErrorKind::WatchersFull));
    assert!(!room.is_deserted());
    for _ in 0..MAX_WATCHERS {
        room.unwatch();
    }
    assert!(room.is_deserted());
}

#[test]
fn a_host_who_does_not_play_is_no_player_and_no_round_waits_for_them() {
    let mut room = Room::new(
        Settings {
            host_plays: false,
            ..settings(2, None)
        },
        timing(),
    );
    for (i, name) in ["Teacher", "Ada", "Bo"].iter().enumerate() {
        assert_eq!(room.join(name, format!("token-{name}")), Ok(i as u32));
    }
    let mut g = Game {
        room,
        t0: Instant::now(),
    };
    let snap = g.room.snapshot(g.at(0.0));
    assert_eq!(snap.host, 0);
    let listed: Vec<u32> = snap.players.iter().map(|p| p.id).collect();
    assert_eq!(listed, [1, 2], "the teacher is not among the players");
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    // The teacher cannot answer; the round ends when both students have
    // solved it, without waiting for the teacher.
    assert_eq!(
        g.send(
            0,
            ClientMsg::Answer {
                round: 1,
                text: "1*2*3*4".into()
            },
            1.0
        ),
        Err(ErrorKind::NotNow)
    );
    g.answer(1, 1, "1*2*3*4", 2.0);
    let outs = g.answer(2, 1, "(1+3)*(2+4)", 3.0);
    assert!(
        outs.iter().any(
            |o| matches!(&o.msg, ServerMsg::RoundEnded(end) if end.why == EndReason::AllSolved)
        ),
        "{outs:?}"
    );
    // The standings list the students alone.
    g.send(0, ClientMsg::Next { round: 1 }, 4.0).unwrap();
    g.deal(4.0);
    g.send(0, ClientMsg::EndRound { round: 2 }, 5.0).unwrap();
    let PhaseView::Over { standings } = g.room.snapshot(g.at(5.0)).phase else {
        panic!("the game is over")
    };
    let ids: Vec<u32> = standings.iter().map(|s| s.player).collect();
    assert_eq!(ids, [1, 2]);
    // Playing along again, between games, lists the teacher once more.
    g.room.drain();
    let outs = g
        .send(
            0,
            ClientMsg::Configure {
                settings: settings(2, None),
            },
            6.0,
        )
        .unwrap();
    assert!(
        outs.iter()
            .any(|o| matches!(&o.msg, ServerMsg::Players { players, .. } if players.len() == 3)),
        "{outs:?}"
    );
}

#[test]
fn only_the_host_removes_or_locks() {
    let mut g = Game::new(2, None, &["Ada", "Bo", "Cy"]);
    for msg in [
        ClientMsg::Remove {
            player: 2,
            block: false,
        },
        ClientMsg::Lock { locked: true },
    ] {
        assert_eq!(g.send(1, msg, 0.0), Err(ErrorKind::NotHost));
    }
    // Nor may the host remove themselves, or a seat that is not there.
    for player in [0, 9] {
        let remove = ClientMsg::Remove {
            player,
            block: false,
        };
        assert_eq!(g.send(0, remove, 0.0), Err(ErrorKind::NotNow));
    }
}

#[test]
fn a_removed_player_is_told_loses_the_seat_and_a_blocked_nickname_stays_out() {
    let mut g = Game::new(2, None, &["Ada", "Bo", "Cy"]);
    let outs = g
        .send(
            0,
            ClientMsg::Remove {
                player: 1,
                block: true,
            },
            0.0,
        )
        .unwrap();
    assert_eq!(
        outs[0],
        Out {
            to: To::Player(1),
            msg: ServerMsg::Removed
        }
    );
    assert!(!g.room.is_seated(1));
    assert_eq!(g.room.resume("token-Bo"), Err(ErrorKind::SeatGone));
    // The nickname, however it is written, is blocked; others are not.
    assert_eq!(g.room.join("BO", "t".into()), Err(ErrorKind::Blocked));
    assert_eq!(g.room.join("Dee", "t".into()), Ok(3));
    // Cy, removed without a block, may join again as a new player.
    g.send(
        0,
        ClientMsg::Remove {
            player: 2,
            block: false,
        },
        1.0,
    )
    .unwrap();
    assert_eq!(g.room.join("Cy", "t2".into()), Ok(4));
    // The creator, away with a held seat, is not removed by another host.
    g.room.dropped(0, g.at(2.0));
    g.room.tick(g.at(62.0));
    let host = g.room.snapshot(g.at(62.0)).host;
    assert_ne!(host, 0);
    let remove = ClientMsg::Remove {
        player: 0,
        block: true,
    };
    assert_eq!(g.send(host, remove, 63.0), Err(ErrorKind::NotNow));
}

#[test]
fn a_locked_room_takes_no_new_player_but_its_players_come_back() {
    let mut g = Game::new(2, None, &["Ada", "Bo"]);
    let outs = g.send(0, ClientMsg::Lock { locked: true }, 0.0).unwrap();
    assert_eq!(msgs(&outs), [&ServerMsg::Locked(true)]);
    assert!(g.room.snapshot(g.at(0.0)).locked);
    assert_eq!(g.room.join("Cy", "t".into()), Err(ErrorKind::Locked));
    g.room.dropped(1, g.at(1.0));
    assert_eq!(g.room.resume("token-Bo"), Ok(1));
    g.send(0, ClientMsg::Lock { locked: false }, 2.0).unwrap();
    assert_eq!(g.room.join("Cy", "t".into()), Ok(2));
}

#[test]
fn late_join_off_refuses_a_game_under_way_and_not_the_lobby_or_its_end() {
    let mut room = Room::new(
        Settings {
            late_join: false,
            ..settings(1, None)
        },
        timing(),
    );
    room.join("Ada", "a".into()).unwrap();
    room.join("Bo", "b".into()).unwrap();
    let mut g = Game {
        room,
        t0: Instant::now(),
    };
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    assert_eq!(
        g.room.join("Cy", "c".into()),
        Err(ErrorKind::LateJoinOff),
        "while dealing"
    );
    g.deal(0.0);
    assert_eq!(g.room.join("Cy", "c".into()), Err(ErrorKind::LateJoinOff));
    g.send(0, ClientMsg::EndRound { round: 1 }, 1.0).unwrap();
    // The one round is over: so is the game, and the door is open again.
    assert_eq!(g.room.join("Cy", "c".into()), Ok(2));
    // Late join on (the default) seats a player mid-game.
    let mut g = Game::new(2, None, &["Ada", "Bo"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    assert_eq!(g.room.join("Cy", "c".into()), Ok(2));
}

#[test]
fn accuracy_scores_one_for_each_correct_answer_and_untimed_rounds_never_time_out() {
    for scoring in [
        protocol::room::Scoring::Accuracy,
        protocol::room::Scoring::Untimed,
    ] {
        let mut room = Room::new(
            Settings {
                scoring,
                ..settings(2, Some(30))
            },
            timing(),
        );
        for name in ["Ada", "Bo", "Cy"] {
            room.join(name, format!("token-{name}")).unwrap();
        }
        let mut g = Game {
            room,
            t0: Instant::now(),
        };
        g.send(0, ClientMsg::Start, 0.0).unwrap();
        g.deal(0.0);
        g.answer(1, 1, "1*2*3*4", 1.0);
        g.answer(0, 1, "(1+3)*(2+4)", 2.0);
        let snap = g.room.snapshot(g.at(2.0));
        let scores: Vec<u32> = snap.players.iter().map(|p| p.score).collect();
        assert_eq!(scores, [1, 1, 0], "{scoring:?}");
        let untimed = scoring == protocol::room::Scoring::Untimed;
        let PhaseView::Playing { round, .. } = snap.phase else {
            panic!("still playing")
        };
        assert_eq!(round.limit_ms.is_none(), untimed, "{scoring:?}");
        // Past the 30 s limit: a timed round has ended, an untimed one runs.
        g.room.tick(g.at(31.0));
        let playing = matches!(g.room.snapshot(g.at(31.0)).phase, PhaseView::Playing { .. });
        assert_eq!(playing, untimed, "{scoring:?}");
    }
}

/// The reports in `outs`, with whom each went to.
fn reports(outs: &[Out]) -> Vec<(To, &protocol::room::Report)> {
    outs.iter()
        .filter_map(|o| match &o.msg {
            ServerMsg::Report(r) => Some((o.to, r)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_report_records_each_part_and_goes_to_the_host_alone() {
    let mut g = Game::new(2, None, &["Ada", "Bo", "Cy"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    g.room.drain();
    // Two wrong tries, then a solve typed on a full-width keyboard.
    g.answer(1, 1, "1+2+3+4", 1.0);
    g.answer(1, 1, "8 ? 3", 1.5);
    let outs = g.answer(1, 1, "（１＋３）×（２＋４）＝２４", 2.5);
    assert!(reports(&outs).is_empty(), "not before the round ends");
    // A player who arrives mid-round takes part from then.
    assert_eq!(g.room.join("Dee", "token-Dee".into()), Ok(3));
    g.answer(0, 1, "1*2*3*4", 4.0);
    let outs = g.send(0, ClientMsg::EndRound { round: 1 }, 5.0).unwrap();
    let sent = reports(&outs);
    assert_eq!(sent.len(), 1, "{outs:?}");
    let (to, report) = sent[0];
    assert_eq!(to, To::Player(0), "the host's alone");
    let names: Vec<_> = report.players.iter().map(|p| p.nickname.as_str()).collect();
    assert_eq!(names, ["Ada", "Bo", "Cy", "Dee"]);
    let round = &report.rounds[0];
    let hand = hand_1234();
    assert_eq!((round.number, round.cards.clone()), (1, hand.cards.clone()));
    assert_eq!(round.solutions as usize, hand.solutions.len());
    let part = |id: u32| round.parts.iter().find(|p| p.player == id).unwrap();
    let bo = part(1);
    assert_eq!(bo.wrong, 2);
    let solve = bo.solved.as_ref().unwrap();
    assert_eq!((solve.ms, solve.points), (2500, FIRST_POINTS));
    assert_eq!(solve.answer, "(1+3)*(2+4)");
    let listed = &hand.solutions[solve.which as usize];
    assert_eq!(
        crate::judge::judge(&hand, listed),
        crate::judge::judge(&hand, "(1+3)*(2+4)"),
        "{listed} is the listed form of the same solution"
    );
    let ada = part(0).solved.as_ref().unwrap();
    assert_eq!(
        (ada.ms, ada.points, ada.answer.as_str()),
        (4000, LATER_POINTS, "1*2*3*4")
    );
    assert_ne!(ada.which, solve.which, "two distinct solutions");
    assert_eq!((part(2).wrong, part(2).solved.is_none()), (0, true));
    assert_eq!(part(3).solved, None);
    assert_eq!(round.parts.len(), 4);

    // A player who leaves stays in the record under their name.
    g.room.leave(2, g.at(6.0));
    g.send(0, ClientMsg::Next { round: 1 }, 6.0).unwrap();
    g.deal(7.0);
    g.room.drain();
    let outs = g.send(0, ClientMsg::EndRound { round: 2 }, 8.0).unwrap();
    let (_, report) = reports(&outs)[0];
    assert_eq!(report.rounds.len(), 2);
    assert_eq!(report.players.len(), 4);
    assert!(!report.rounds[1].parts.iter().any(|p| p.player == 2));

    // The host's page that comes back gets the record again; a player's
    // does not.
    g.room.dropped(1, g.at(9.0));
    g.room.drain();
    g.room.resume("token-Bo").unwrap();
    assert!(reports(&g.room.drain()).is_empty());
    g.room.dropped(0, g.at(9.0));
    g.room.drain();
    g.room.resume("token-Ada").unwrap();
    let outs = g.room.drain();
    let sent = reports(&outs);
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].0, To::Player(0));
    assert_eq!(sent[0].1.rounds.len(), 2);

    // Play again: a new record.
    g.send(0, ClientMsg::Start, 20.0).unwrap();
    g.deal(20.0);
    let outs = g.send(0, ClientMsg::EndRound { round: 1 }, 21.0).unwrap();
    assert_eq!(reports(&outs)[0].1.rounds.len(), 1);
}

#[test]
fn the_report_follows_the_host_role() {
    let mut g = Game::new(2, None, &["Ada", "Bo"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    g.send(0, ClientMsg::EndRound { round: 1 }, 1.0).unwrap();
    g.room.leave(0, g.at(2.0));
    let outs = g.room.drain();
    let sent = reports(&outs);
    assert_eq!(sent.len(), 1, "{outs:?}");
    assert_eq!(sent[0].0, To::Player(1), "the new host's");
}

#[test]
fn a_room_of_generated_names_seats_only_those() {
    let mut g = Game::new(1, None, &["Ada"]);
    let generated = Settings {
        generated_names: true,
        ..settings(1, None)
    };
    g.send(
        0,
        ClientMsg::Configure {
            settings: generated,
        },
        0.0,
    )
    .unwrap();
    assert_eq!(
        g.room.join("Bo", "token-Bo".into()),
        Err(ErrorKind::NotGenerated)
    );
    assert_eq!(g.room.join("Sly Fox", "token-fox".into()), Ok(1));
    assert_eq!(g.room.join("Renard rusé", "token-renard".into()), Ok(2));
    // The same name twice is taken, as any name is.
    assert_eq!(
        g.room.join("sly fox", "token-fox2".into()),
        Err(ErrorKind::NotGenerated)
    );
    assert_eq!(
        g.room.join("Sly Fox", "token-fox3".into()),
        Err(ErrorKind::NicknameTaken)
    );
    // The host who typed a name keeps it; a player comes back by token.
    assert!(g.room.is_seated(0));
    g.room.dropped(1, g.at(1.0));
    assert_eq!(g.room.resume("token-fox"), Ok(1));
}

#[test]
fn extra_time_is_the_players_and_the_hosts_and_the_round_waits_for_it() {
    let mut g = Game::new(3, Some(30), &["Ada", "Bo", "Cy"]);
    let extra = |player, extra| ClientMsg::Extra { player, extra };
    assert_eq!(
        g.send(1, extra(2, Extra::Half), 0.0),
        Err(ErrorKind::NotHost)
    );
    assert_eq!(
        g.send(0, extra(9, Extra::Half), 0.0),
        Err(ErrorKind::NotNow),
        "no such player"
    );
    let outs = g.send(0, extra(2, Extra::Half), 0.0).unwrap();
    let told: Vec<To> = outs.iter().map(|o| o.to).collect();
    assert_eq!(
        told,
        [To::Player(0), To::Player(2)],
        "the host and Cy alone"
    );
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    g.room.drain();
    // Cy has 45 s; the round lasts while Cy has not solved.
    assert_eq!(g.room.next_deadline(), Some(g.at(45.0)));
    g.room.tick(g.at(30.0));
    assert!(g.room.drain().is_empty(), "the round goes on for Cy");
    // Bo's time is up at 30 s; Cy's is not.
    assert_eq!(
        g.send(
            1,
            ClientMsg::Answer {
                round: 1,
                text: "1*2*3*4".into()
            },
            31.0
        ),
        Err(ErrorKind::NotNow)
    );
    let outs = g.answer(2, 1, "1*2*3*4", 40.0);
    assert!(outs
        .iter()
        .any(|o| matches!(o.msg, ServerMsg::Scored { .. })));
    // Everyone with time left has solved or is out of it: the round ends
    // at the next tick, at Cy's solve being the last thing to wait for.
    g.room.tick(g.at(40.0));
    let outs = g.room.drain();
    assert!(
        outs.iter()
            .any(|o| matches!(&o.msg, ServerMsg::RoundEnded(e) if e.why == EndReason::TimeUp)),
        "{outs:?}"
    );
    let PhaseView::Reveal { round, .. } = g.room.snapshot(g.at(50.0)).phase else {
        panic!()
    };
    assert_eq!(round.elapsed_ms, 40_000, "the clock stops at Cy's solve");

    // A player's page that comes back is told its extra time again; the
    // host's page is told everyone's.
    g.room.dropped(2, g.at(41.0));
    g.room.drain();
    g.room.resume("token-Cy").unwrap();
    let outs = g.room.drain();
    assert!(outs.contains(&Out {
        to: To::Player(2),
        msg: ServerMsg::Extra {
            player: 2,
            extra: Extra::Half
        }
    }));
    g.room.dropped(0, g.at(42.0));
    g.room.drain();
    g.room.resume("token-Ada").unwrap();
    let outs = g.room.drain();
    assert!(outs.contains(&Out {
        to: To::Player(0),
        msg: ServerMsg::Extra {
            player: 2,
            extra: Extra::Half
        }
    }));
}

#[test]
fn a_round_does_not_wait_for_extra_time_nobody_needs() {
    let mut g = Game::new(1, Some(30), &["Ada", "Bo"]);
    g.send(
        0,
        ClientMsg::Extra {
            player: 1,
            extra: Extra::Double,
        },
        0.0,
    )
    .unwrap();
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    g.answer(1, 1, "1*2*3*4", 5.0);
    g.room.drain();
    // Bo has solved: the round ends at Ada's deadline, 30 s.
    assert_eq!(g.room.next_deadline(), Some(g.at(30.0)));
    // A dropped player with extra time is not waited for either.
    let mut g = Game::new(1, Some(30), &["Ada", "Bo"]);
    g.send(
        0,
        ClientMsg::Extra {
            player: 1,
            extra: Extra::Double,
        },
        0.0,
    )
    .unwrap();
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal(0.0);
    g.room.dropped(1, g.at(1.0));
    assert_eq!(g.room.next_deadline(), Some(g.at(30.0)));
}

mod challenge;
