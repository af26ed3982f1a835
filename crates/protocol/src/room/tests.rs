//! Round trips of every message, and what decoding promises for any text.

use super::*;
use crate::codec::ErrorKind as CodecError;
use crate::strategies::*;
use proptest::prelude::*;

fn code() -> impl Strategy<Value = RoomCode> {
    proptest::array::uniform6(0u8..31).prop_map(|i| RoomCode::from_indices(i).unwrap())
}

fn settings() -> impl Strategy<Value = Settings> {
    (
        any::<u8>(),
        any::<u8>(),
        proptest::option::of(grade()),
        rational(),
        proptest::option::of(any::<u16>()),
        any::<bool>(),
        faces(),
        any::<bool>(),
        any::<bool>(),
        proptest::sample::select(Scoring::ALL.to_vec()),
        proptest::sample::select(Ranking::ALL.to_vec()),
        (
            any::<bool>(),
            proptest::sample::select(Mode::ALL.to_vec()),
            any::<u8>(),
            any::<u8>(),
            any::<u8>(),
            any::<u8>(),
        ),
    )
        .prop_map(
            |(
                rounds,
                hand_size,
                difficulty,
                target,
                time_limit,
                integers,
                faces,
                host_plays,
                late_join,
                scoring,
                ranking,
                (generated_names, mode, cards, decoys, final_size, teams),
            )| {
                Settings {
                    rounds,
                    hand_size,
                    difficulty,
                    target,
                    time_limit,
                    integers,
                    faces,
                    host_plays,
                    late_join,
                    scoring,
                    ranking,
                    generated_names,
                    mode,
                    cards,
                    decoys,
                    final_size,
                    teams,
                }
            },
        )
}

fn nickname() -> impl Strategy<Value = String> {
    "\\PC{0,20}"
}

fn player() -> impl Strategy<Value = Player> {
    (
        any::<u32>(),
        nickname(),
        any::<u32>(),
        any::<bool>(),
        any::<u8>(),
        any::<bool>(),
    )
        .prop_map(|(id, nickname, score, connected, team, sits_out)| Player {
            id,
            nickname,
            score,
            connected,
            team,
            sits_out,
        })
}

fn round() -> impl Strategy<Value = Round> {
    (
        any::<u32>(),
        proptest::collection::vec(card(), 0..=6),
        rational(),
        proptest::option::of(grade()),
        proptest::option::of(any::<u32>()),
        any::<u32>(),
        proptest::collection::vec(any::<u32>(), 0..4),
        any::<bool>(),
    )
        .prop_map(
            |(number, cards, target, grade, limit_ms, elapsed_ms, out, final_game)| Round {
                number,
                cards,
                target,
                grade,
                limit_ms,
                elapsed_ms,
                out,
                final_game,
            },
        )
}

fn solved() -> impl Strategy<Value = Solved> {
    (any::<u32>(), any::<u32>(), any::<u32>()).prop_map(|(player, ms, points)| Solved {
        player,
        ms,
        points,
    })
}

fn round_end() -> impl Strategy<Value = RoundEnd> {
    (
        any::<u32>(),
        proptest::sample::select(EndReason::ALL.to_vec()),
        proptest::collection::vec(text(), 0..5),
        proptest::option::of(any::<u32>()),
        proptest::option::of(
            (any::<u32>(), proptest::option::of("[0-9+*/()-]{0,30}"))
                .prop_map(|(player, answer)| Taken { player, answer }),
        ),
    )
        .prop_map(|(number, why, solutions, next_in_ms, taken)| RoundEnd {
            number,
            why,
            solutions,
            next_in_ms,
            taken,
        })
}

fn standing() -> impl Strategy<Value = Standing> {
    (
        any::<u32>(),
        nickname(),
        any::<u32>(),
        proptest::collection::vec(proptest::option::of(any::<u32>()), 0..=30),
        any::<u8>(),
    )
        .prop_map(|(player, nickname, score, times, team)| Standing {
            player,
            nickname,
            score,
            times,
            team,
        })
}

fn report() -> impl Strategy<Value = Report> {
    let entrant = (any::<u32>(), nickname(), any::<u8>())
        .prop_map(|(id, nickname, team)| Entrant { id, nickname, team });
    let solve = (
        any::<u32>(),
        any::<u32>(),
        "[0-9+*/()-]{0,30}",
        any::<u32>(),
    )
        .prop_map(|(ms, points, answer, which)| Solve {
            ms,
            points,
            answer,
            which,
        });
    let part = (any::<u32>(), any::<u32>(), proptest::option::of(solve)).prop_map(
        |(player, wrong, solved)| Part {
            player,
            wrong,
            solved,
        },
    );
    let record = (
        any::<u32>(),
        proptest::collection::vec(card(), 0..=6),
        rational(),
        proptest::option::of(grade()),
        any::<u32>(),
        proptest::collection::vec(part, 0..4),
    )
        .prop_map(
            |(number, cards, target, grade, solutions, parts)| RoundRecord {
                number,
                cards,
                target,
                grade,
                solutions,
                parts,
            },
        );
    (
        proptest::collection::vec(entrant, 0..4),
        proptest::collection::vec(record, 0..3),
        proptest::sample::select(Mode::ALL.to_vec()),
        any::<bool>(),
        any::<u8>(),
    )
        .prop_map(|(players, rounds, mode, final_game, teams)| Report {
            players,
            rounds,
            mode,
            final_game,
            teams,
        })
}

fn phase() -> impl Strategy<Value = Phase> {
    let solved_list = || proptest::collection::vec(solved(), 0..4);
    prop_oneof![
        Just(Phase::Lobby),
        (round(), solved_list()).prop_map(|(round, solved)| Phase::Playing { round, solved }),
        (round(), solved_list(), round_end()).prop_map(|(round, solved, end)| Phase::Reveal {
            round,
            solved,
            end
        }),
        proptest::collection::vec(standing(), 0..4).prop_map(|standings| Phase::Over { standings }),
    ]
}

fn snapshot() -> impl Strategy<Value = Snapshot> {
    (
        settings(),
        any::<u32>(),
        proptest::collection::vec(player(), 0..5),
        phase(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(settings, host, players, phase, locked, final_game)| Snapshot {
                settings,
                host,
                players,
                phase,
                locked,
                final_game,
            },
        )
}

fn extra() -> impl Strategy<Value = Extra> {
    proptest::sample::select(Extra::ALL.to_vec())
}

fn client_msg() -> impl Strategy<Value = ClientMsg> {
    prop_oneof![
        (settings(), text())
            .prop_map(|(settings, nickname)| ClientMsg::Create { settings, nickname }),
        (code(), text()).prop_map(|(code, nickname)| ClientMsg::Join { code, nickname }),
        code().prop_map(|code| ClientMsg::Watch { code }),
        (code(), "[0-9a-f]{0,64}").prop_map(|(code, token)| ClientMsg::Resume { code, token }),
        settings().prop_map(|settings| ClientMsg::Configure { settings }),
        Just(ClientMsg::Start),
        (any::<u32>(), text()).prop_map(|(round, text)| ClientMsg::Answer { round, text }),
        any::<u32>().prop_map(|round| ClientMsg::EndRound { round }),
        any::<u32>().prop_map(|round| ClientMsg::Next { round }),
        Just(ClientMsg::Leave),
        (any::<u32>(), any::<bool>())
            .prop_map(|(player, block)| ClientMsg::Remove { player, block }),
        any::<bool>().prop_map(|locked| ClientMsg::Lock { locked }),
        (any::<u32>(), extra()).prop_map(|(player, extra)| ClientMsg::Extra { player, extra }),
        any::<u32>().prop_map(|round| ClientMsg::NoSolution { round }),
        (any::<u32>(), any::<u8>()).prop_map(|(player, team)| ClientMsg::Team { player, team }),
        Just(ClientMsg::DealTeams),
        Just(ClientMsg::Final),
    ]
}

fn server_msg() -> impl Strategy<Value = ServerMsg> {
    let seat = ("[0-9a-f]{0,64}", any::<u32>()).prop_map(|(token, id)| Seat { id, token });
    prop_oneof![
        (code(), proptest::option::of(seat), snapshot())
            .prop_map(|(code, seat, state)| ServerMsg::Welcome { code, seat, state }),
        settings().prop_map(ServerMsg::Settings),
        (any::<u32>(), proptest::collection::vec(player(), 0..5))
            .prop_map(|(host, players)| ServerMsg::Players { host, players }),
        round().prop_map(ServerMsg::Round),
        (any::<u32>(), solved(), any::<u32>()).prop_map(|(round, solved, score)| {
            ServerMsg::Scored {
                round,
                solved,
                score,
            }
        }),
        (any::<u32>(), verdict())
            .prop_map(|(round, verdict)| ServerMsg::Verdict { round, verdict }),
        round_end().prop_map(ServerMsg::RoundEnded),
        proptest::collection::vec(standing(), 0..5)
            .prop_map(|standings| ServerMsg::GameOver { standings }),
        Just(ServerMsg::Left),
        Just(ServerMsg::Removed),
        any::<bool>().prop_map(ServerMsg::Locked),
        report().prop_map(ServerMsg::Report),
        (any::<u32>(), extra()).prop_map(|(player, extra)| ServerMsg::Extra { player, extra }),
        (any::<u32>(), any::<u32>())
            .prop_map(|(round, player)| ServerMsg::LockedOut { round, player }),
        proptest::sample::select(ErrorKind::ALL.to_vec()).prop_map(ServerMsg::Error),
        proptest::sample::select(CloseReason::ALL.to_vec()).prop_map(ServerMsg::Closed),
        any::<u64>().prop_map(|version| ServerMsg::Reload { version }),
    ]
}

/// Which variant a message is: a new variant fails to compile here until
/// the strategies above (and this list) have it.
fn client_variant(m: &ClientMsg) -> usize {
    match m {
        ClientMsg::Create { .. } => 0,
        ClientMsg::Join { .. } => 1,
        ClientMsg::Watch { .. } => 2,
        ClientMsg::Resume { .. } => 3,
        ClientMsg::Configure { .. } => 4,
        ClientMsg::Start => 5,
        ClientMsg::Answer { .. } => 6,
        ClientMsg::EndRound { .. } => 7,
        ClientMsg::Next { .. } => 8,
        ClientMsg::Leave => 9,
        ClientMsg::Remove { .. } => 10,
        ClientMsg::Lock { .. } => 11,
        ClientMsg::Extra { .. } => 12,
        ClientMsg::NoSolution { .. } => 13,
        ClientMsg::Team { .. } => 14,
        ClientMsg::DealTeams => 15,
        ClientMsg::Final => 16,
    }
}

fn server_variant(m: &ServerMsg) -> usize {
    match m {
        ServerMsg::Welcome { .. } => 0,
        ServerMsg::Settings(_) => 1,
        ServerMsg::Players { .. } => 2,
        ServerMsg::Round(_) => 3,
        ServerMsg::Scored { .. } => 4,
        ServerMsg::Verdict { .. } => 5,
        ServerMsg::RoundEnded(_) => 6,
        ServerMsg::GameOver { .. } => 7,
        ServerMsg::Left => 8,
        ServerMsg::Error(_) => 9,
        ServerMsg::Closed(_) => 10,
        ServerMsg::Reload { .. } => 11,
        ServerMsg::Removed => 12,
        ServerMsg::Locked(_) => 13,
        ServerMsg::Report(_) => 14,
        ServerMsg::Extra { .. } => 15,
        ServerMsg::LockedOut { .. } => 16,
    }
}

#[test]
fn the_strategies_reach_every_variant() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let (mut clients, mut servers) = ([false; 17], [false; 17]);
    for _ in 0..2000 {
        let c = client_msg().new_tree(&mut runner).unwrap().current();
        clients[client_variant(&c)] = true;
        let s = server_msg().new_tree(&mut runner).unwrap().current();
        servers[server_variant(&s)] = true;
    }
    assert!(clients.iter().all(|&b| b), "{clients:?}");
    assert!(servers.iter().all(|&b| b), "{servers:?}");
}

#[test]
fn a_message_starts_with_the_version_then_its_name() {
    assert_eq!(ClientMsg::Start.encode(), "1:55:start");
    assert_eq!(
        ClientMsg::Answer {
            round: 2,
            text: "8/(3-8/3)".into()
        }
        .encode(),
        "1:56:answer1:29:8/(3-8/3)"
    );
    assert_eq!(ServerMsg::Left.encode(), "1:54:left");
}

#[test]
fn another_version_is_read_no_further() {
    for text in ["1:16:start", "1:1", "1:0garbage"] {
        assert_eq!(
            ClientMsg::decode(text),
            Err(DecodeError::OtherVersion(text[2..3].parse().unwrap()))
        );
    }
    assert_eq!(
        ServerMsg::decode("2:176:reload1:1"),
        Err(DecodeError::OtherVersion(17))
    );
    assert!(matches!(ClientMsg::decode("x"), Err(DecodeError::Codec(_))));
}

#[test]
fn unknown_names_and_trailing_fields_are_refused() {
    let err = |text| match ClientMsg::decode(text) {
        Err(DecodeError::Codec(e)) => e.kind,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(err("1:54:jump"), CodecError::UnknownTag);
    assert_eq!(err("1:55:start0:"), CodecError::Trailing);
    assert_eq!(err("1:54:join6:k7m2qx3:Ada"), CodecError::BadValue);
    assert_eq!(err("1:56:answer"), CodecError::Truncated);
}

proptest! {
    #[test]
    fn every_client_message_round_trips(msg in client_msg()) {
        prop_assert_eq!(ClientMsg::decode(&msg.encode()), Ok(msg));
    }

    #[test]
    fn every_server_message_round_trips(msg in server_msg()) {
        prop_assert_eq!(ServerMsg::decode(&msg.encode()), Ok(msg));
    }

    #[test]
    fn whatever_decodes_encodes_back_to_the_same_text(text in any::<String>()) {
        if let Ok(msg) = ClientMsg::decode(&text) {
            prop_assert_eq!(msg.encode(), text.clone());
        }
        if let Ok(msg) = ServerMsg::decode(&text) {
            prop_assert_eq!(msg.encode(), text);
        }
    }

    #[test]
    fn a_cut_or_changed_message_is_an_error_or_another_message(
        msg in client_msg(),
        at in any::<proptest::sample::Index>(),
        byte in any::<u8>(),
    ) {
        let text = msg.encode();
        let i = at.index(text.len());
        if let Some(cut) = text.get(..i) {
            prop_assert!(ClientMsg::decode(cut).is_err());
        }
        let mut bytes = text.into_bytes();
        bytes[i] = byte;
        if let Ok(changed) = String::from_utf8(bytes) {
            if let Ok(other) = ClientMsg::decode(&changed) {
                prop_assert_eq!(other.encode(), changed);
            }
        }
    }
}
