//! The host's report on a game, made from the record the server sends
//! (`protocol::room::Report`): each player's part in each round, each
//! round's summary, each player's summary, and the whole as CSV.
//!
//! Promises: a player who was not seated for a round has no part in it
//! (not a miss); shares and medians count the players who took part;
//! players are listed by points, then rounds solved, then as they were
//! seated; the CSV has one row per player and round taken part in, in that
//! order, and reads back by RFC 4180 ([`crate::csv`]); with teams, each
//! row ends with the player's team, and the teams are ranked by points
//! per member ([`teams`]). A Challenge's decoy taken by the right call
//! reads as "No solution" where an answer would be.

use super::solution::shown;
use protocol::room::{Entrant, Part, Report, RoundRecord};
use solver::difficulty::Grade;

/// A round's summary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundLine<'a> {
    pub record: &'a RoundRecord,
    /// Players who solved it, of those who took part.
    pub solved: usize,
    pub took_part: usize,
    pub median_ms: Option<u32>,
    /// Who solved it first.
    pub first: Option<&'a Entrant>,
}

/// A player's summary, with their part in each round (`None`: not seated).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerLine<'a> {
    pub player: &'a Entrant,
    pub points: u32,
    pub solved: usize,
    pub took_part: usize,
    pub median_ms: Option<u32>,
    pub wrong: u32,
    pub parts: Vec<Option<&'a Part>>,
}

/// The rounds' summaries, in order.
pub fn rounds(report: &Report) -> Vec<RoundLine<'_>> {
    report
        .rounds
        .iter()
        .map(|record| {
            let times: Vec<u32> = record
                .parts
                .iter()
                .filter_map(|p| p.solved.as_ref().map(|s| s.ms))
                .collect();
            let first = record
                .parts
                .iter()
                .filter_map(|p| Some((p.solved.as_ref()?.ms, p.player)))
                .min()
                .and_then(|(_, id)| report.players.iter().find(|e| e.id == id));
            RoundLine {
                record,
                solved: times.len(),
                took_part: record.parts.len(),
                median_ms: median(times),
                first,
            }
        })
        .collect()
}

/// The players' summaries, best first.
pub fn players(report: &Report) -> Vec<PlayerLine<'_>> {
    let mut lines: Vec<PlayerLine<'_>> = report
        .players
        .iter()
        .map(|player| {
            let parts: Vec<Option<&Part>> = report
                .rounds
                .iter()
                .map(|r| r.parts.iter().find(|p| p.player == player.id))
                .collect();
            let solves = || parts.iter().flatten().filter_map(|p| p.solved.as_ref());
            PlayerLine {
                player,
                points: solves().map(|s| s.points).sum(),
                solved: solves().count(),
                took_part: parts.iter().flatten().count(),
                median_ms: median(solves().map(|s| s.ms).collect()),
                wrong: parts.iter().flatten().map(|p| p.wrong).sum(),
                parts,
            }
        })
        .collect();
    // A stable sort: equals stay in seat order.
    lines.sort_by(|a, b| b.points.cmp(&a.points).then(b.solved.cmp(&a.solved)));
    lines
}

/// The middle time (the mean of the two middle ones for an even count).
pub fn median(mut ms: Vec<u32>) -> Option<u32> {
    ms.sort_unstable();
    let n = ms.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(ms[n / 2]),
        _ => Some(((u64::from(ms[n / 2 - 1]) + u64::from(ms[n / 2])) / 2) as u32),
    }
}

/// Milliseconds as seconds to one decimal, `12.3`: as a spreadsheet reads
/// a number.
pub fn seconds(ms: u32) -> String {
    let tenths = (u64::from(ms) + 50) / 100;
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// The hand as its cards' ranks: `A 3 8 K`.
pub fn hand(record: &RoundRecord) -> String {
    let ranks: Vec<u8> = record.cards.iter().map(|c| c.rank).collect();
    cards::rank_string(&ranks)
}

/// The words of the CSV, in the page's language.
pub struct CsvWords<'a> {
    /// Player, round, cards, target, level, solved, seconds, wrong tries,
    /// answer, solution (its number), solutions (how many), points.
    pub heads: [&'a str; 12],
    pub yes: &'a str,
    pub no: &'a str,
    pub level: &'a dyn Fn(Grade) -> String,
    /// The last column's heading, in a game of teams.
    pub team: &'a str,
    /// The answer of a right call on a decoy.
    pub no_solution: &'a str,
}

/// The teams' standings of the game, best first: each team's points per
/// member, over those who played in it.
pub fn teams(report: &Report) -> Vec<protocol::room::teams::TeamStanding> {
    let lines = players(report);
    protocol::room::teams::standings(
        report.teams,
        lines.iter().map(|l| (l.player.team, l.points)),
    )
}

/// A correct answer as the report shows it: the expression, or for a
/// right call on a decoy, `no_solution`.
pub fn answer(solve: &protocol::room::Solve, no_solution: &str) -> String {
    match solve.answer.is_empty() {
        true => no_solution.to_string(),
        false => shown(&solve.answer),
    }
}

/// The report as CSV: a heading row, then a row per player and round
/// taken part in.
pub fn csv(report: &Report, words: &CsvWords<'_>) -> String {
    let mut rows: Vec<Vec<String>> = vec![words.heads.iter().map(|h| h.to_string()).collect()];
    if report.teams > 0 {
        rows[0].push(words.team.to_string());
    }
    for line in players(report) {
        for (record, part) in report.rounds.iter().zip(&line.parts) {
            let Some(part) = part else { continue };
            let solve = part.solved.as_ref();
            rows.push(vec![
                line.player.nickname.clone(),
                record.number.to_string(),
                hand(record),
                record.target.to_string(),
                record.grade.map(words.level).unwrap_or_default(),
                if solve.is_some() { words.yes } else { words.no }.to_string(),
                solve.map(|s| seconds(s.ms)).unwrap_or_default(),
                part.wrong.to_string(),
                solve
                    .map(|s| answer(s, words.no_solution))
                    .unwrap_or_default(),
                solve
                    .filter(|s| !s.answer.is_empty())
                    .map(|s| (s.which + 1).to_string())
                    .unwrap_or_default(),
                record.solutions.to_string(),
                solve.map_or(0, |s| s.points).to_string(),
            ]);
            if report.teams > 0 {
                if let Some(row) = rows.last_mut() {
                    row.push(line.player.team.to_string());
                }
            }
        }
    }
    crate::csv::write(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::room::{Card, Solve};
    use solver::Rational;

    fn solve(ms: u32, points: u32, answer: &str, which: u32) -> Option<Solve> {
        Some(Solve {
            ms,
            points,
            answer: answer.into(),
            which,
        })
    }

    fn part(player: u32, wrong: u32, solved: Option<Solve>) -> Part {
        Part {
            player,
            wrong,
            solved,
        }
    }

    fn round(number: u32, ranks: [u8; 4], parts: Vec<Part>) -> RoundRecord {
        RoundRecord {
            number,
            cards: ranks.iter().map(|&rank| Card { rank, suit: 0 }).collect(),
            target: Rational::from(24),
            grade: Some(Grade::ALL[0]),
            solutions: 3,
            parts,
        }
    }

    /// 王芳 solves both rounds; Zoë 🦊 one after two wrong tries; "Bo, Jr."
    /// arrives for round 2 and misses it.
    fn report() -> Report {
        let names = ["王芳", "Zoë 🦊", "Bo, Jr."];
        Report {
            players: names
                .iter()
                .zip(0..)
                .map(|(n, id)| Entrant {
                    id,
                    nickname: n.to_string(),
                    team: 0,
                })
                .collect(),
            rounds: vec![
                round(
                    1,
                    [3, 3, 8, 8],
                    vec![
                        part(0, 0, solve(4000, 1, "8/(3-8/3)", 0)),
                        part(1, 2, solve(9000, 1, "8/(3-8/3)", 0)),
                    ],
                ),
                round(
                    2,
                    [1, 2, 3, 13],
                    vec![
                        part(0, 1, solve(2500, 1, "13*2-3+1", 1)),
                        part(1, 0, None),
                        part(2, 0, None),
                    ],
                ),
            ],
            ..Report::default()
        }
    }

    #[test]
    fn a_round_counts_those_who_took_part() {
        let report = report();
        let lines = rounds(&report);
        let summary: Vec<_> = lines
            .iter()
            .map(|l| (l.solved, l.took_part, l.median_ms, l.first.map(|e| e.id)))
            .collect();
        assert_eq!(
            summary,
            [(2, 2, Some(6500), Some(0)), (1, 3, Some(2500), Some(0))]
        );
        assert_eq!(hand(lines[1].record), "A 2 3 K");
    }

    #[test]
    fn a_player_is_summed_over_the_rounds_they_were_seated_for() {
        let report = report();
        let lines = players(&report);
        let summary: Vec<_> = lines
            .iter()
            .map(|l| {
                (
                    l.player.id,
                    l.points,
                    l.solved,
                    l.took_part,
                    l.median_ms,
                    l.wrong,
                )
            })
            .collect();
        assert_eq!(
            summary,
            [
                (0, 2, 2, 2, Some(3250), 1),
                (1, 1, 1, 2, Some(9000), 2),
                (2, 0, 0, 1, None, 0)
            ]
        );
        assert_eq!(lines[2].parts[0], None, "not seated: no part");
    }

    #[test]
    fn medians_and_seconds() {
        assert_eq!(median(vec![]), None);
        assert_eq!(median(vec![5, 1, 3]), Some(3));
        assert_eq!(median(vec![4, 1, 3, 10]), Some(3));
        assert_eq!(seconds(12_345), "12.3");
        assert_eq!(seconds(950), "1.0");
        assert_eq!(seconds(0), "0.0");
    }

    #[test]
    fn the_csv_reads_back_row_by_row() {
        let heads = [
            "Player",
            "Round",
            "Cards",
            "Target",
            "Level",
            "Solved",
            "Seconds",
            "Wrong",
            "Answer",
            "Solution",
            "Solutions",
            "Points",
        ];
        let level = |g: Grade| format!("L{}", g.number());
        let words = CsvWords {
            heads,
            yes: "yes",
            no: "no",
            level: &level,
            team: "Team",
            no_solution: "No solution",
        };
        let rows = crate::csv::read(&csv(&report(), &words)).unwrap();
        assert_eq!(rows[0], heads);
        let row = |r: &[&str]| r.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            rows[1..],
            [
                row(&[
                    "王芳",
                    "1",
                    "3 3 8 8",
                    "24",
                    "L1",
                    "yes",
                    "4.0",
                    "0",
                    "8 ÷ (3 − 8 ÷ 3)",
                    "1",
                    "3",
                    "1"
                ]),
                row(&[
                    "王芳",
                    "2",
                    "A 2 3 K",
                    "24",
                    "L1",
                    "yes",
                    "2.5",
                    "1",
                    "13 × 2 − 3 + 1",
                    "2",
                    "3",
                    "1"
                ]),
                row(&[
                    "Zoë 🦊",
                    "1",
                    "3 3 8 8",
                    "24",
                    "L1",
                    "yes",
                    "9.0",
                    "2",
                    "8 ÷ (3 − 8 ÷ 3)",
                    "1",
                    "3",
                    "1"
                ]),
                row(&[
                    "Zoë 🦊",
                    "2",
                    "A 2 3 K",
                    "24",
                    "L1",
                    "no",
                    "",
                    "0",
                    "",
                    "",
                    "3",
                    "0"
                ]),
                row(&["Bo, Jr.", "2", "A 2 3 K", "24", "L1", "no", "", "0", "", "", "3", "0"]),
            ]
        );
    }

    #[test]
    fn a_challenge_of_teams_ranks_the_teams_and_names_a_right_call() {
        // 王芳 (team 1) takes card 1; Zoë (team 2) calls the decoy, card 2;
        // Bo (team 2) takes nothing. Team 1 has 1 point for one member,
        // team 2 has 2 points for two: 1 each, and team 1 comes first of
        // equals.
        let mut r = report();
        r.mode = protocol::room::Mode::Challenge;
        r.teams = 2;
        for (e, team) in r.players.iter_mut().zip([1, 2, 2]) {
            e.team = team;
        }
        r.rounds[1].solutions = 0;
        r.rounds[1].parts = vec![
            part(0, 0, None),
            part(1, 0, solve(3000, 2, "", 0)),
            part(2, 1, None),
        ];
        r.rounds[0].parts.truncate(1);
        let lines = teams(&r);
        let summary: Vec<_> = lines
            .iter()
            .map(|l| (l.team, l.members, l.points))
            .collect();
        assert_eq!(summary, [(1, 1, 1), (2, 2, 2)]);
        let level = |g: Grade| format!("L{}", g.number());
        let words = CsvWords {
            heads: ["h"; 12],
            yes: "yes",
            no: "no",
            level: &level,
            team: "Team",
            no_solution: "No solution",
        };
        let rows = crate::csv::read(&csv(&r, &words)).unwrap();
        assert_eq!(rows[0].last().map(String::as_str), Some("Team"));
        let zoe: Vec<&Vec<String>> = rows.iter().filter(|row| row[0] == "Zoë 🦊").collect();
        assert_eq!(zoe.len(), 1);
        assert_eq!(
            zoe[0][8..],
            ["No solution", "", "0", "2", "2"].map(String::from)
        );
    }
}
