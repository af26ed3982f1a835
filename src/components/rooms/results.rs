//! The end of a game: the final standings (`#results`: place, player, points
//! and the seconds each round took them), the last round's solutions, and
//! the next game (`#room-next`): its players, and for the host the
//! settings and Play again (`#room-again`: the same room and players,
//! scores from zero).
//!
//! Promises: the standings are the server's, in its order (most points
//! first, then the least time); equal points and time share a place; a
//! game without a clock shows which rounds each solved, not their times; a
//! projector that never shows the ranking lists who played, in seat order,
//! and which rounds each solved. On a projector's big screen the rounds'
//! columns are left out (`rooms.css`): they are the host's report's.
//!
//! With teams, the teams' standings follow the players', both as the game
//! was played: the host may move players for the next game meanwhile. After a
//! Challenge the host may start its Final (`#room-final`) for the best
//! players; a Final's standings say so in their heading.

use super::players::{self, table, Row};
use super::{lobby, solutions, time, Ctx};
use crate::components::markup::Markup;
use crate::rooms::Room;
use crate::texts::prelude::*;
use protocol::room::Standing;
use yew::prelude::*;

pub fn view(ctx: &Ctx, room: &Room, standings: &[Standing]) -> Html {
    let r = ctx.lang.rooms_text();
    // A projector that never shows the ranking lists who played, in seat
    // order, and which rounds each solved.
    let ranked = super::players::ranked(ctx, room);
    let mut seated: Vec<&Standing> = standings.iter().collect();
    if !ranked {
        seated.sort_by_key(|s| s.player);
    }
    let rounds = standings.iter().map(|s| s.times.len()).max().unwrap_or(0);
    let total = |s: &Standing| s.times.iter().flatten().map(|&t| u64::from(t)).sum::<u64>();
    let mut place = 0;
    let rows = seated
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let tied = i > 0 && {
                let before = seated[i - 1];
                (before.score, total(before)) == (s.score, total(s))
            };
            if !tied {
                place = i + 1;
            }
            let mut cells = Vec::new();
            if ranked {
                cells.push(s.score.to_string());
            }
            cells.extend(s.times.iter().map(|t| match t {
                None => "—".into(),
                Some(_) if !room.timed() || !ranked => r.solved_mark.to_string(),
                Some(ms) => time(ctx.lang, *ms),
            }));
            Row {
                place: ranked.then_some(place),
                id: s.player,
                nickname: s.nickname.clone(),
                cells,
                class: "",
                team: s.team,
            }
        })
        .collect();
    let mut head = Vec::new();
    if ranked {
        head.push(r.points.to_string());
    }
    head.extend((1..=rounds).map(r.round_short));
    // The last round's solutions, and in a Challenge who took its card
    // (or that it was a decoy, with no solutions to list).
    let last = room.last.as_ref().map(|(_, end)| {
        let taken = super::round::taken(ctx, room, end);
        match end.solutions.is_empty() {
            true => html! { <div class="room-reveal">{ taken }</div> },
            false => html! {
                <section class="room-reveal" aria-labelledby="room-solutions-title">
                    { taken }
                    { solutions(ctx, &end.solutions).html() }
                </section>
            },
        }
    });
    let c = &r.challenge;
    let mut heading = Markup::new();
    match room.final_game {
        true => heading.element("h2", &[], c.final_game),
        false => heading.element("h2", &[], r.results),
    };
    let final_ = room.hosting() && !ctx.screen && room.challenge() && !room.final_game;
    let start_final = final_.then(|| {
        let label = (c.start_final)(room.settings.final_size);
        html! {
            <p class="room-tools">
                { ctx.button("room-final", &label, crate::rooms::RoomAction::Final, true) }
            </p>
        }
    });
    html! {
        <div class="room-stack">
            { heading.html() }
            { table(ctx, room, "results", r.results, head, rows, ranked) }
            { super::teams::view(ctx, room) }
            { for start_final }
            { for last }
            { next_game(ctx, room) }
        </div>
    }
}

/// The next game (`#room-next`), under this one's results: who plays it
/// and, with teams, in which team (the host moves them, or deals the teams
/// again); for the host its settings and Play again, for the others that
/// the host will start. A projector shows none of it.
fn next_game(ctx: &Ctx, room: &Room) -> Html {
    if ctx.screen || room.me.is_none() {
        return html! {};
    }
    let r = ctx.lang.rooms_text();
    let listed = room.hosting() || room.settings.teams > 0;
    html! {
        <section id="room-next" class="room-next" aria-labelledby="room-next-title">
            <h2 id="room-next-title">{ r.next_game }</h2>
            if listed {
                { players::next_game(ctx, room) }
            }
            { lobby::deal_teams(ctx, room) }
            { lobby::start(ctx, room, r.play_again, "room-again") }
        </section>
    }
}
