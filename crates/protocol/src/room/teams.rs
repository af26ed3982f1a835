//! Teams: the standings of teams of unequal sizes, and how players are
//! dealt into teams.
//!
//! Promises: a team's score is its members' points divided by its size,
//! exactly, so a team of three and a team of four compete fairly; a deal
//! into `n` teams gives every team the same size, give or take one; a
//! player who comes later joins the smallest team.

use solver::Rational;

/// A team's line of the standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TeamStanding {
    /// From 1.
    pub team: u8,
    pub members: u32,
    /// Its members' points together.
    pub points: u32,
}

impl TeamStanding {
    /// Points per member: what teams are ranked by.
    pub fn score(&self) -> Rational {
        Rational::new(i128::from(self.points), i128::from(self.members.max(1)))
    }
}

/// The standings of `teams` teams of `players` (each a team and its
/// points; team 0, none, is left out), best first; empty teams come last,
/// scoring nothing.
pub fn standings(teams: u8, players: impl IntoIterator<Item = (u8, u32)>) -> Vec<TeamStanding> {
    let mut lines: Vec<TeamStanding> = (1..=teams)
        .map(|team| TeamStanding {
            team,
            members: 0,
            points: 0,
        })
        .collect();
    for (team, points) in players {
        if let Some(line) = lines.iter_mut().find(|l| l.team == team) {
            line.members += 1;
            line.points = line.points.saturating_add(points);
        }
    }
    lines.sort_by(|a, b| {
        (b.members > 0)
            .cmp(&(a.members > 0))
            .then(b.score().cmp(&a.score()))
            .then(a.team.cmp(&b.team))
    });
    lines
}

/// The team a player who comes later joins: the smallest of `teams`
/// (the first of equals), given the teams of those already in.
pub fn smallest(teams: u8, taken: impl IntoIterator<Item = u8>) -> u8 {
    let mut sizes = vec![0u32; usize::from(teams)];
    for team in taken {
        if let Some(size) = sizes.get_mut(usize::from(team).wrapping_sub(1)) {
            *size += 1;
        }
    }
    (1..=teams)
        .zip(sizes)
        .min_by_key(|&(team, size)| (size, team))
        .map_or(0, |(team, _)| team)
}

/// Deals `players` into `teams` teams, in the order `order` shuffles them
/// (a permutation of their indices): the team of each, by index.
pub fn deal(teams: u8, order: &[usize]) -> Vec<u8> {
    let mut dealt = vec![0; order.len()];
    for (nth, &index) in order.iter().enumerate() {
        if let Some(slot) = dealt.get_mut(index) {
            *slot = u8::try_from(nth % usize::from(teams.max(1))).unwrap_or(0) + 1;
        }
    }
    dealt
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unequal_teams_rank_by_points_per_member() {
        // Team 1: three players with 3 + 3 + 0 = 6, 2 each.
        // Team 2: two players with 3 + 2 = 5, 2.5 each: ahead.
        let players = [(1, 3), (1, 3), (1, 0), (2, 3), (2, 2)];
        let lines = standings(2, players);
        assert_eq!(lines.iter().map(|l| l.team).collect::<Vec<_>>(), [2, 1]);
        assert_eq!(lines[0].score(), Rational::new(5, 2));
        assert_eq!(lines[1].score(), Rational::from_integer(2));
        assert_eq!((lines[1].members, lines[1].points), (3, 6));
    }

    #[test]
    fn an_empty_team_comes_last_and_players_without_a_team_are_left_out() {
        let lines = standings(3, [(2, 0), (0, 9), (1, 0)]);
        assert_eq!(lines.iter().map(|l| l.team).collect::<Vec<_>>(), [1, 2, 3]);
        assert_eq!(lines[2].members, 0);
        assert_eq!(lines[2].score(), Rational::from_integer(0));
    }

    #[test]
    fn a_deal_is_even_and_a_latecomer_joins_the_smallest_team() {
        let dealt = deal(3, &[4, 0, 6, 1, 3, 2, 5]);
        for team in 1..=3 {
            let size = dealt.iter().filter(|&&t| t == team).count();
            assert!((2..=3).contains(&size), "{dealt:?}");
        }
        assert_eq!(dealt[4], 1);
        assert_eq!(smallest(3, [1, 1, 2, 3, 3]), 2);
        assert_eq!(smallest(2, [1, 2]), 1);
        assert_eq!(smallest(2, []), 1);
    }
}
