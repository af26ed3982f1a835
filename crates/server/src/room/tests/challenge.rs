//! Teams and the 24 Challenge: who takes a card, decoys, lockouts, the
//! Final, and team standings of unequal teams.

use super::*;
use protocol::room::{card_points, teams, EndReason, Mode, Taken};

/// A Challenge of `cards` cards, one decoy in `decoys` (0 for none).
fn challenge(cards: u8, decoys: u8) -> Settings {
    Settings {
        mode: Mode::Challenge,
        cards,
        decoys,
        time_limit: Some(60),
        ..Settings::default()
    }
}

/// 1 1 1 1: nothing makes 24; dealt as a decoy of level Hard.
fn decoy_1111() -> Hand {
    let cards: Vec<Card> = ["as", "ah", "ad", "ac"]
        .iter()
        .map(|c| Card::from_code(c).unwrap())
        .collect();
    Hand {
        cards: cards.iter().map(|&c| c.into()).collect(),
        numbers: vec![Rational::from(1); 4],
        target: Rational::from(24),
        options: solver::Options::default(),
        grade: Some(solver::difficulty::Grade::Hard),
        solutions: Vec::new(),
        forms: Vec::new(),
    }
}

impl Game {
    fn with(settings: Settings, players: &[&str]) -> Game {
        let mut g = Game::new(1, None, players);
        g.send(0, ClientMsg::Configure { settings }, 0.0).unwrap();
        g
    }

    /// Deals the card the room asks for: the decoy when it wants one.
    fn deal_card(&mut self, seconds: f64) -> (u32, bool) {
        let (number, _) = self.room.take_deal().expect("a deal asked for");
        let decoy = self.room.wants_decoy(number);
        let hand = if decoy { decoy_1111() } else { hand_1234() };
        self.room.dealt(number, Some(hand), self.at(seconds));
        self.room.drain();
        (number, decoy)
    }

    fn call(&mut self, id: u32, round: u32, seconds: f64) -> Result<Vec<Out>, ErrorKind> {
        self.send(id, ClientMsg::NoSolution { round }, seconds)
    }

    fn players(&self) -> Vec<Player> {
        self.room.snapshot(self.t0).players
    }
}

fn ended(outs: &[Out]) -> Option<&RoundEnd> {
    msgs(outs).into_iter().find_map(|m| match m {
        ServerMsg::RoundEnded(end) => Some(end),
        _ => None,
    })
}

#[test]
fn the_first_correct_answer_takes_the_card_and_the_next_follows() {
    let mut g = Game::with(challenge(3, 0), &["Ada", "Bo", "Cy"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    let (n, decoy) = g.deal_card(0.0);
    assert_eq!((n, decoy), (1, false));
    // A wrong answer takes nothing; the player may try again.
    let outs = g.answer(1, 1, "1+2+3+4", 1.0);
    assert_eq!(ended(&outs), None);
    let outs = g.answer(1, 1, "(1+3)*(2+4)", 2.0);
    let points = card_points(hand_1234().grade);
    assert!(msgs(&outs).contains(&&ServerMsg::Scored {
        round: 1,
        solved: Solved {
            player: 1,
            ms: 2000,
            points
        },
        score: points,
    }));
    let end = ended(&outs).expect("the card is taken");
    assert_eq!(end.why, EndReason::Taken);
    assert_eq!(
        end.taken,
        Some(Taken {
            player: 1,
            answer: Some("(1+3)*(2+4)".into())
        })
    );
    assert!(!end.solutions.is_empty());
    // Too late for anyone else.
    let late = ClientMsg::Answer {
        round: 1,
        text: "1*2*3*4".into(),
    };
    assert_eq!(g.send(2, late, 2.5), Err(ErrorKind::NotNow));
    // The next card follows the pause.
    g.room.tick(g.at(12.0));
    assert_eq!(g.deal_card(12.0).0, 2);
}

#[test]
fn a_wrong_no_solution_locks_the_caller_out_of_the_card() {
    let mut g = Game::with(challenge(2, 0), &["Ada", "Bo", "Cy"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal_card(0.0);
    let outs = g.call(1, 1, 1.0).unwrap();
    assert_eq!(
        msgs(&outs),
        [&ServerMsg::LockedOut {
            round: 1,
            player: 1
        }]
    );
    // Out of this card: no answer, no second call.
    let answer = ClientMsg::Answer {
        round: 1,
        text: "1*2*3*4".into(),
    };
    assert_eq!(g.send(1, answer, 2.0), Err(ErrorKind::LockedOut));
    assert_eq!(g.call(1, 1, 2.0), Err(ErrorKind::LockedOut));
    let PhaseView::Playing { round, .. } = g.room.snapshot(g.at(2.0)).phase else {
        panic!("the card is still on");
    };
    assert_eq!(round.out, [1]);
    // Everyone out ends the card, taken by no one.
    g.call(0, 1, 3.0).unwrap();
    let outs = g.call(2, 1, 4.0).unwrap();
    let end = ended(&outs).expect("all out");
    assert_eq!((end.why, &end.taken), (EndReason::AllOut, &None));
    // The next card lets them in again.
    g.room.tick(g.at(15.0));
    g.deal_card(15.0);
    assert!(g.answer(1, 2, "1*2*3*4", 16.0).len() > 1);
}

#[test]
fn a_decoy_goes_to_the_first_right_call() {
    // Two cards, one in four a decoy: one of them.
    let mut g = Game::with(challenge(2, 4), &["Ada", "Bo"]);
    assert_eq!(challenge(2, 4).decoy_count(), 1);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    let (mut n, mut decoy) = g.deal_card(0.0);
    if !decoy {
        g.answer(0, 1, "1*2*3*4", 1.0);
        g.room.tick(g.at(12.0));
        (n, decoy) = g.deal_card(12.0);
        assert_eq!(n, 2);
    }
    assert!(decoy, "one of the two cards is a decoy");
    let t = if n == 1 { 0.0 } else { 12.0 };
    // No expression makes 24 of 1 1 1 1.
    let outs = g.answer(0, n, "(1+1+1)*1", t + 1.0);
    assert!(matches!(msgs(&outs)[..], [ServerMsg::Verdict { .. }]));
    let outs = g.call(1, n, t + 2.0).unwrap();
    let worth = card_points(decoy_1111().grade);
    assert_eq!(worth, 2, "a decoy shows a level, and is worth it");
    let end = ended(&outs).expect("the decoy is taken");
    assert_eq!(end.why, EndReason::Taken);
    assert_eq!(
        end.taken,
        Some(Taken {
            player: 1,
            answer: None
        })
    );
    assert!(end.solutions.is_empty());
    assert_eq!(g.call(0, n, t + 2.5), Err(ErrorKind::NotNow));
    let bo = g.players().into_iter().find(|p| p.id == 1).unwrap();
    assert_eq!(bo.score, worth);
}

#[test]
fn the_final_seats_only_the_best_and_the_others_watch() {
    let mut settings = challenge(1, 0);
    settings.final_size = 2;
    let mut g = Game::with(settings, &["Ada", "Bo", "Cy", "Dee"]);
    // Not before a Challenge has been played, and the host's alone.
    assert_eq!(g.send(0, ClientMsg::Final, 0.0), Err(ErrorKind::NotNow));
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal_card(0.0);
    // Cy takes the only card: Cy first, then the others by seat.
    g.answer(2, 1, "1*2*3*4", 1.0);
    assert_eq!(g.send(1, ClientMsg::Final, 2.0), Err(ErrorKind::NotHost));
    let outs = g.send(0, ClientMsg::Final, 2.0).unwrap();
    assert!(!outs.is_empty());
    let players = g.players();
    let playing: Vec<u32> = players
        .iter()
        .filter(|p| !p.sits_out)
        .map(|p| p.id)
        .collect();
    assert_eq!(playing, [0, 2], "Cy and the best of the rest, Ada");
    assert!(players.iter().all(|p| p.score == 0));
    assert!(g.room.snapshot(g.t0).final_game);
    g.deal_card(3.0);
    let PhaseView::Playing { round, .. } = g.room.snapshot(g.at(3.0)).phase else {
        panic!("the Final's card is on");
    };
    assert!(round.final_game);
    // Those who watch cannot answer or call, and a newcomer watches too.
    let answer = ClientMsg::Answer {
        round: 1,
        text: "1*2*3*4".into(),
    };
    assert_eq!(g.send(1, answer, 4.0), Err(ErrorKind::NotNow));
    assert_eq!(g.call(3, 1, 4.0), Err(ErrorKind::NotNow));
    assert_eq!(g.room.join("Eve", "token-Eve".into()), Ok(4));
    assert!(g.players().iter().find(|p| p.id == 4).unwrap().sits_out);
    let outs = g.answer(0, 1, "(1+3)*(2+4)", 5.0);
    let standings = msgs(&outs)
        .into_iter()
        .find_map(|m| match m {
            ServerMsg::GameOver { standings } => Some(standings.clone()),
            _ => None,
        })
        .expect("the Final is over");
    let ranked: Vec<u32> = standings.iter().map(|s| s.player).collect();
    assert_eq!(ranked, [0, 2], "the finalists alone");
    // Play again: everyone plays.
    g.send(0, ClientMsg::Start, 6.0).unwrap();
    assert!(g.players().iter().all(|p| !p.sits_out));
    assert!(!g.room.snapshot(g.t0).final_game);
}

#[test]
fn teams_are_dealt_evenly_moved_by_the_host_and_scored_per_member() {
    let mut g = Game::new(1, None, &["Ada", "Bo", "Cy", "Dee", "Eve"]);
    let settings = Settings {
        teams: 2,
        ..challenge(2, 0)
    };
    let outs = g.send(0, ClientMsg::Configure { settings }, 0.0).unwrap();
    assert!(msgs(&outs)
        .iter()
        .any(|m| matches!(m, ServerMsg::Players { .. })));
    let sizes = |g: &Game| {
        let players = g.players();
        [1, 2].map(|t| players.iter().filter(|p| p.team == t).count())
    };
    let mut dealt = sizes(&g);
    dealt.sort();
    assert_eq!(dealt, [2, 3], "five players in two even teams");
    // The host moves Ada to team 1 and Bo to team 2; others may not.
    assert_eq!(
        g.send(1, ClientMsg::Team { player: 1, team: 1 }, 0.0),
        Err(ErrorKind::NotHost)
    );
    assert_eq!(
        g.send(0, ClientMsg::Team { player: 1, team: 3 }, 0.0),
        Err(ErrorKind::NotNow)
    );
    for (player, team) in [(0, 1), (1, 1), (2, 1), (3, 2), (4, 2)] {
        g.send(0, ClientMsg::Team { player, team }, 0.0).unwrap();
    }
    assert_eq!(sizes(&g), [3, 2]);
    // A latecomer joins the smaller team.
    assert_eq!(g.room.join("Flo", "token-Flo".into()), Ok(5));
    assert_eq!(g.players().iter().find(|p| p.id == 5).unwrap().team, 2);
    assert_eq!(sizes(&g), [3, 3]);
    // Flo leaves: three against two.
    g.room.leave(5, g.at(0.0));
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    // Card 1: Ada (team 1). Card 2: Dee (team 2).
    g.deal_card(0.0);
    g.answer(0, 1, "1*2*3*4", 1.0);
    g.room.tick(g.at(12.0));
    g.deal_card(12.0);
    g.answer(3, 2, "1*2*3*4", 13.0);
    let players = g.players();
    let lines = teams::standings(2, players.iter().map(|p| (p.team, p.score)));
    let points = card_points(hand_1234().grade);
    // The same points, shared by three and by two: the team of two is ahead.
    assert_eq!(lines[0].team, 2);
    assert_eq!((lines[0].members, lines[0].points), (2, points));
    assert_eq!((lines[1].members, lines[1].points), (3, points));
    assert!(lines[0].score() > lines[1].score());
    // The standings keep the team each played in, and so do the host's
    // report and the game's standings when the host moves players for
    // the next game.
    let teams_of = |standings: &[Standing]| -> Vec<(u32, u8)> {
        let mut teams: Vec<_> = standings.iter().map(|s| (s.player, s.team)).collect();
        teams.sort();
        teams
    };
    let played = [(0, 1), (1, 1), (2, 1), (3, 2), (4, 2)];
    let PhaseView::Over { standings } = g.room.snapshot(g.at(14.0)).phase else {
        panic!("the game is over");
    };
    assert_eq!(teams_of(&standings), played);
    g.send(0, ClientMsg::Team { player: 0, team: 2 }, 14.0)
        .unwrap();
    g.send(0, ClientMsg::DealTeams, 14.0).unwrap();
    let PhaseView::Over { standings } = g.room.snapshot(g.at(14.0)).phase else {
        panic!("the game is still over");
    };
    assert_eq!(teams_of(&standings), played);
    let report = g.room.record.report();
    assert_eq!((report.mode, report.teams), (Mode::Challenge, 2));
    let mut entrants: Vec<_> = report.players.iter().map(|e| (e.id, e.team)).collect();
    entrants.sort();
    assert_eq!(entrants, played);
}

#[test]
fn a_decoy_that_cannot_be_dealt_becomes_an_ordinary_card() {
    // One card, one in four a decoy: (1 + 2) / 4 rounds to none; two
    // cards at one in four have one.
    let mut g = Game::with(challenge(2, 4), &["Ada", "Bo"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    let (n, _) = g.room.take_deal().unwrap();
    let decoy = if g.room.wants_decoy(n) {
        n
    } else {
        g.room.dealt(n, Some(hand_1234()), g.at(0.0));
        g.answer(0, n, "1*2*3*4", 1.0);
        g.room.tick(g.at(12.0));
        let (n, _) = g.room.take_deal().unwrap();
        n
    };
    assert!(g.room.wants_decoy(decoy));
    g.room.dealt(decoy, None, g.at(13.0));
    assert!(!g.room.wants_decoy(decoy));
    assert_eq!(g.room.take_deal().map(|(n, _)| n), Some(decoy));
    g.room.dealt(decoy, Some(hand_1234()), g.at(13.5));
    assert!(matches!(
        g.room.snapshot(g.at(14.0)).phase,
        PhaseView::Playing { .. }
    ));
}

#[test]
fn a_teacher_who_does_not_play_is_in_no_team() {
    let settings = Settings {
        teams: 2,
        host_plays: false,
        ..challenge(2, 0)
    };
    let mut room = Room::new(settings, timing());
    for (i, name) in ["Ms K", "Ana", "Ben", "Cleo"].iter().enumerate() {
        assert_eq!(room.join(name, format!("t{i}")), Ok(i as u32));
    }
    let players = room.snapshot(Instant::now()).players;
    let teams: Vec<(u32, u8)> = players.iter().map(|p| (p.id, p.team)).collect();
    assert_eq!(teams, [(1, 1), (2, 2), (3, 1)]);
}

#[test]
fn a_final_follows_a_challenge_played_and_not_a_final() {
    let mut g = Game::with(challenge(1, 0), &["Ada", "Bo", "Cy"]);
    // A timed game, then the settings turned to a Challenge: no Final.
    let rounds = Settings {
        mode: Mode::Rounds,
        rounds: 1,
        ..challenge(1, 0)
    };
    g.send(0, ClientMsg::Configure { settings: rounds }, 0.0)
        .unwrap();
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.deal_card(0.0);
    g.send(0, ClientMsg::EndRound { round: 1 }, 1.0).unwrap();
    let settings = challenge(1, 0);
    g.send(0, ClientMsg::Configure { settings }, 2.0).unwrap();
    assert_eq!(g.send(0, ClientMsg::Final, 2.0), Err(ErrorKind::NotNow));
    // A Challenge: a Final; after it, no Final of the Final.
    g.send(0, ClientMsg::Start, 3.0).unwrap();
    g.deal_card(3.0);
    g.answer(1, 1, "1*2*3*4", 4.0);
    g.send(0, ClientMsg::Final, 5.0).unwrap();
    g.deal_card(5.0);
    g.answer(1, 1, "1*2*3*4", 6.0);
    assert_eq!(g.send(0, ClientMsg::Final, 7.0), Err(ErrorKind::NotNow));
}

#[test]
fn equal_points_in_a_challenge_rank_the_more_cards_first() {
    // Three cards, one a decoy worth 2: Bo calls it at once; Ada takes
    // the two 1-point cards, slowly. 2 points each; Ada took more cards,
    // though Bo took less time in all.
    let mut g = Game::with(challenge(3, 4), &["Ada", "Bo"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    let mut t = 0.0;
    for card in 1..=3 {
        let (_, decoy) = g.deal_card(t);
        if decoy {
            g.call(1, card, t + 0.1).unwrap();
        } else {
            g.answer(0, card, "1*2*3*4", t + 5.0);
        }
        t += 20.0;
        g.room.tick(g.at(t));
    }
    let PhaseView::Over { standings } = g.room.snapshot(g.at(t)).phase else {
        panic!("the game is over");
    };
    let ranked: Vec<(u32, u32)> = standings.iter().map(|s| (s.player, s.score)).collect();
    assert_eq!(ranked, [(0, 2), (1, 2)]);
}

#[test]
fn a_locked_out_player_with_extra_time_keeps_no_card_open() {
    let mut g = Game::with(challenge(2, 0), &["Ada", "Bo"]);
    g.send(0, ClientMsg::Start, 0.0).unwrap();
    g.send(
        0,
        ClientMsg::Extra {
            player: 1,
            extra: Extra::Double,
        },
        0.0,
    )
    .unwrap();
    g.deal_card(0.0);
    g.call(1, 1, 1.0).unwrap();
    // The card's 60 s run out; Bo, out of it, holds it no longer.
    g.room.tick(g.at(61.0));
    assert!(matches!(
        g.room.snapshot(g.at(61.0)).phase,
        PhaseView::Reveal { .. }
    ));
}
