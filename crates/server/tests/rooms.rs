//! A game over real WebSockets: create, join, a clash of nicknames, start,
//! right and wrong answers, the time limit, reconnecting, the host leaving,
//! a projector view, playing again, and the host's removal and lock.

mod common;

use common::{right_answer, settings, wrong_answer, Ended, Server};
use protocol::room::{
    ClientMsg, EndReason, ErrorKind, Phase, ServerMsg, Settings, FIRST_POINTS, LATER_POINTS,
};
use solver::attempt::Verdict;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn create_join_and_a_clash_of_nicknames() {
    let server = Server::start(|_| {}).await;
    let mut host = server.client().await;
    let (code, seat, state) = host.create("Ada", settings(3)).await;
    assert_eq!(code.as_str().len(), 6);
    assert_eq!(seat.token.len(), 32);
    assert_eq!(state.host, seat.id);
    assert_eq!(state.phase, Phase::Lobby);
    assert_eq!(state.players.len(), 1);

    // The code reads in any case.
    let lower = protocol::room::RoomCode::parse(&code.as_str().to_lowercase()).unwrap();
    let mut bo = server.client().await;
    let (bo_seat, state) = bo.join(lower, "Bo").await;
    assert_ne!(bo_seat.id, seat.id);
    assert_eq!(state.players.len(), 2);
    // Everyone sees the lobby fill up.
    let players = host
        .until(|m| match m {
            ServerMsg::Players { players, .. } if players.len() == 2 => Some(players),
            _ => None,
        })
        .await;
    assert_eq!(players[1].nickname, "Bo");

    let mut clash = server.client().await;
    clash
        .send(&ClientMsg::Join {
            code,
            nickname: " BO ".into(),
        })
        .await;
    assert_eq!(
        clash.recv().await,
        ServerMsg::Error(ErrorKind::NicknameTaken)
    );
    // Refused, the page may try another name on the same connection.
    let (_, state) = clash.join(code, "Cy").await;
    assert_eq!(state.players.len(), 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_of_right_and_wrong_answers() {
    let server = Server::start(|c| c.timing.round_break = Duration::from_millis(200)).await;
    let mut host = server.client().await;
    let (code, ada, _) = host.create("Ada", settings(2)).await;
    let mut bo = server.client().await;
    let (bo_seat, _) = bo.join(code, "Bo").await;

    // Only the host starts.
    bo.send(&ClientMsg::Start).await;
    assert_eq!(bo.error().await, ErrorKind::NotHost);
    host.send(&ClientMsg::Start).await;
    let round = host.round().await;
    assert_eq!(bo.round().await, round, "the same hand to everyone");
    assert_eq!((round.number, round.cards.len()), (1, 4));

    // A wrong answer is told to its player alone and costs nothing.
    bo.send(&ClientMsg::Answer {
        round: 1,
        text: wrong_answer(&round),
    })
    .await;
    let verdict = bo.recv().await;
    assert!(
        matches!(&verdict, ServerMsg::Verdict { round: 1, verdict } if !matches!(verdict, Verdict::Correct { .. })),
        "{verdict:?}"
    );
    // Bo's right answer: 3 points, to everyone.
    bo.send(&ClientMsg::Answer {
        round: 1,
        text: right_answer(&round),
    })
    .await;
    let ServerMsg::Verdict {
        verdict: Verdict::Correct { which, of },
        ..
    } = bo.recv().await
    else {
        panic!()
    };
    assert!(which < of);
    let scored = host
        .until(|m| match m {
            ServerMsg::Scored { solved, score, .. } => Some((solved, score)),
            ServerMsg::Verdict { .. } => panic!("another player's verdict reached the host"),
            _ => None,
        })
        .await;
    assert_eq!(scored.0.player, bo_seat.id);
    assert_eq!((scored.0.points, scored.1), (FIRST_POINTS, FIRST_POINTS));
    // The host's: 1 point; everyone has solved, so the round ends.
    host.send(&ClientMsg::Answer {
        round: 1,
        text: right_answer(&round),
    })
    .await;
    let end = host
        .until(|m| match m {
            ServerMsg::Scored { solved, .. } => {
                assert_eq!((solved.player, solved.points), (ada.id, LATER_POINTS));
                None
            }
            ServerMsg::RoundEnded(end) => Some(end),
            _ => None,
        })
        .await;
    assert_eq!(end.why, EndReason::AllSolved);
    assert!(end.solutions.contains(&right_answer(&round)));
    assert!(end.next_in_ms.is_some());

    // After the pause, round 2; then the end.
    let round = host.round().await;
    assert_eq!(round.number, 2);
    for client in [&mut host, &mut bo] {
        client
            .send(&ClientMsg::Answer {
                round: 2,
                text: right_answer(&round),
            })
            .await;
    }
    let standings = bo
        .until(|m| match m {
            ServerMsg::GameOver { standings } => Some(standings),
            _ => None,
        })
        .await;
    assert_eq!(standings.len(), 2);
    assert!(standings
        .iter()
        .all(|s| s.times.len() == 2 && s.times.iter().all(Option::is_some)));
    assert!(standings[0].score >= standings[1].score);

    // Play again: the same room and players, scores from zero.
    host.send(&ClientMsg::Start).await;
    let players = bo
        .until(|m| match m {
            ServerMsg::Players { players, .. } => Some(players),
            _ => None,
        })
        .await;
    assert!(players.iter().all(|p| p.score == 0));
    assert_eq!(bo.round().await.number, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn time_runs_out() {
    let server = Server::start(|c| {
        c.timing.round_limit = Some(Duration::from_secs(1));
    })
    .await;
    let mut host = server.client().await;
    let timed = Settings {
        time_limit: Some(30),
        ..settings(3)
    };
    let (code, _, _) = host.create("Ada", timed).await;
    let mut bo = server.client().await;
    bo.join(code, "Bo").await;
    host.send(&ClientMsg::Start).await;
    let round = host.round().await;
    assert_eq!(round.limit_ms, Some(1000));
    host.send(&ClientMsg::Answer {
        round: 1,
        text: right_answer(&round),
    })
    .await;
    let start = tokio::time::Instant::now();
    let end = bo
        .until(|m| match m {
            ServerMsg::RoundEnded(end) => Some(end),
            _ => None,
        })
        .await;
    assert_eq!(end.why, EndReason::TimeUp);
    assert!(start.elapsed() < Duration::from_secs(3));
    // Too late now.
    bo.send(&ClientMsg::Answer {
        round: 1,
        text: right_answer(&round),
    })
    .await;
    assert_eq!(bo.recv().await, ServerMsg::Error(ErrorKind::NotNow));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_comes_back_within_the_grace_keeps_seat_and_score() {
    let server = Server::start(|c| c.timing.reconnect = Duration::from_millis(1500)).await;
    let mut host = server.client().await;
    let (code, _, _) = host.create("Ada", settings(5)).await;
    let mut bo = server.client().await;
    let (seat, _) = bo.join(code, "Bo").await;
    host.send(&ClientMsg::Start).await;
    let round = bo.round().await;
    bo.send(&ClientMsg::Answer {
        round: 1,
        text: right_answer(&round),
    })
    .await;
    bo.until(|m| matches!(m, ServerMsg::Scored { .. }).then_some(()))
        .await;

    // A reload: the connection drops, and a new one resumes the seat.
    drop(bo);
    let players = host
        .until(|m| match m {
            ServerMsg::Players { players, .. } if players.iter().any(|p| !p.connected) => {
                Some(players)
            }
            _ => None,
        })
        .await;
    assert_eq!(players[1].score, FIRST_POINTS);
    let mut again = server.client().await;
    again
        .send(&ClientMsg::Resume {
            code,
            token: seat.token.clone(),
        })
        .await;
    let ServerMsg::Welcome {
        seat: Some(back),
        state,
        ..
    } = again.recv().await
    else {
        panic!()
    };
    assert_eq!(back.id, seat.id);
    let me = state.players.iter().find(|p| p.id == seat.id).unwrap();
    assert_eq!((me.score, me.connected), (FIRST_POINTS, true));
    let Phase::Playing { round: now, solved } = state.phase else {
        panic!("{:?}", state.phase)
    };
    assert_eq!(now.number, 1);
    assert_eq!(solved[0].player, seat.id);

    // A second tab with the same token takes the seat; the first is let go.
    let mut third = server.client().await;
    third
        .send(&ClientMsg::Resume {
            code,
            token: seat.token.clone(),
        })
        .await;
    assert!(matches!(third.recv().await, ServerMsg::Welcome { .. }));
    let (_, ended) = again.ended().await;
    assert_eq!(ended, Ended::Closed(4001));

    // Gone past the grace: the seat is given up.
    drop(third);
    tokio::time::sleep(Duration::from_millis(2000)).await;
    let mut late = server.client().await;
    late.send(&ClientMsg::Resume {
        code,
        token: seat.token,
    })
    .await;
    assert_eq!(late.recv().await, ServerMsg::Error(ErrorKind::SeatGone));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_leaving_passes_the_role_to_the_longest_seated() {
    let server = Server::start(|_| {}).await;
    let mut host = server.client().await;
    let (code, _, _) = host.create("Ada", settings(3)).await;
    let mut bo = server.client().await;
    let (bo_seat, _) = bo.join(code, "Bo").await;
    let mut cy = server.client().await;
    cy.join(code, "Cy").await;

    host.send(&ClientMsg::Leave).await;
    let (seen, ended) = host.ended().await;
    assert!(seen.contains(&ServerMsg::Left), "{seen:?}");
    assert_eq!(ended, Ended::Closed(1000));
    let new_host = cy
        .until(|m| match m {
            ServerMsg::Players { host, players } if players.len() == 2 => Some(host),
            _ => None,
        })
        .await;
    assert_eq!(new_host, bo_seat.id);
    bo.send(&ClientMsg::Start).await;
    assert_eq!(cy.round().await.number, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_projector_view_sees_everything_public_and_cannot_play() {
    let server = Server::start(|_| {}).await;
    let mut host = server.client().await;
    let (code, _, _) = host.create("Ada", settings(1)).await;
    let mut screen = server.client().await;
    screen.send(&ClientMsg::Watch { code }).await;
    let ServerMsg::Welcome { seat, state, .. } = screen.recv().await else {
        panic!()
    };
    assert_eq!(seat, None);
    assert_eq!(state.players.len(), 1, "a view is not a player");
    host.send(&ClientMsg::Start).await;
    let round = screen.round().await;
    screen
        .send(&ClientMsg::Answer {
            round: 1,
            text: right_answer(&round),
        })
        .await;
    assert_eq!(screen.recv().await, ServerMsg::Error(ErrorKind::NotInRoom));
    host.send(&ClientMsg::Answer {
        round: 1,
        text: wrong_answer(&round),
    })
    .await;
    host.send(&ClientMsg::Answer {
        round: 1,
        text: right_answer(&round),
    })
    .await;
    // The view sees the score and the end, never a verdict.
    let mut seen = Vec::new();
    loop {
        let m = screen.recv().await;
        assert!(!matches!(m, ServerMsg::Verdict { .. }), "{m:?}");
        let over = matches!(m, ServerMsg::GameOver { .. });
        seen.push(m);
        if over {
            break;
        }
    }
    assert!(seen.iter().any(|m| matches!(m, ServerMsg::Scored { .. })));
    assert!(seen.iter().any(|m| matches!(m, ServerMsg::RoundEnded(_))));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nothing_before_entering_a_room_and_one_room_per_connection() {
    let server = Server::start(|_| {}).await;
    let mut page = server.client().await;
    page.send(&ClientMsg::Start).await;
    assert_eq!(page.recv().await, ServerMsg::Error(ErrorKind::NotInRoom));
    let (code, _, _) = page.create("Ada", settings(3)).await;
    page.send(&ClientMsg::Watch { code }).await;
    assert_eq!(page.error().await, ErrorKind::AlreadyInRoom);
    let mut other = server.client().await;
    let bad = Settings {
        rounds: 0,
        ..settings(1)
    };
    other
        .send(&ClientMsg::Create {
            settings: bad,
            nickname: "Bo".into(),
        })
        .await;
    assert_eq!(other.recv().await, ServerMsg::Error(ErrorKind::BadSettings));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_removed_player_is_told_let_go_and_cannot_come_back() {
    let server = Server::start(|_| {}).await;
    let mut host = server.client().await;
    let (code, _, _) = host.create("Ada", settings(2)).await;
    let mut bo = server.client().await;
    let (bo_seat, _) = bo.join(code, "Bo").await;
    host.send(&ClientMsg::Remove {
        player: bo_seat.id,
        block: true,
    })
    .await;
    // Bo is told, then the connection closes: nothing to come back to.
    let (seen, ended) = bo.ended().await;
    assert!(seen.contains(&ServerMsg::Removed), "{seen:?}");
    assert_eq!(ended, Ended::Closed(protocol::room::close::NORMAL));
    let players = host
        .until(|m| match m {
            ServerMsg::Players { players, .. } => Some(players),
            _ => None,
        })
        .await;
    assert_eq!(players.len(), 1);
    // The token takes nothing back, and the nickname is blocked.
    let mut again = server.client().await;
    again
        .send(&ClientMsg::Resume {
            code,
            token: bo_seat.token,
        })
        .await;
    assert_eq!(again.error().await, ErrorKind::SeatGone);
    again
        .send(&ClientMsg::Join {
            code,
            nickname: "bo".into(),
        })
        .await;
    assert_eq!(again.error().await, ErrorKind::Blocked);
    // Locked, the room takes no one new (once the lock is the room's: the
    // two connections race otherwise).
    host.send(&ClientMsg::Lock { locked: true }).await;
    host.until(|m| (m == ServerMsg::Locked(true)).then_some(()))
        .await;
    again
        .send(&ClientMsg::Join {
            code,
            nickname: "Cy".into(),
        })
        .await;
    assert_eq!(again.error().await, ErrorKind::Locked);
}
