//! The one table that lists players: the lobby's (`#players`), the live
//! scoreboard (`#scoreboard`: points, and the seconds each took on the
//! round on show) and the final standings (`#results`: places, points and
//! every round's seconds). Each player's name is a `[data-player]` whose
//! text is the nickname, marked as host, as this player, or as away.
//!
//! A projector view whose host hides the ranking (`Settings::ranking`)
//! lists the players in seat order with who has solved, and no points,
//! places or times.
//!
//! For the host, the rows of the other players (but the room's creator)
//! in the lobby, the scoreboard and the next game's list carry Remove (`[data-remove-player]`,
//! its value the player's id), which asks first (`#room-remove-ask`:
//! `#room-remove-yes`, `#room-remove-block`, `#room-remove-no`), and in a
//! timed game the player's extra time (`[data-extra-player]`).
//!
//! With teams, each row is `[data-team]` (its value the team's number)
//! and names the team; between games the host moves a player with the
//! row's `[data-team-player]` choice, in the lobby and in the next game's
//! list under the results (`#room-next-players`). In a Challenge a player locked out
//! of the card reads as out; in a Final the scoreboard lists its players
//! alone.
//!
//! Promises: the rows are in the order given; a caption and column and row
//! headers for screen readers; numbers right-aligned (`.num`), the points
//! (`.points`) first, then the times (`.time`); written as markup, every
//! text escaped.

use super::Ctx;
use crate::components::markup::Markup;
use crate::rooms::{Room, RoomAction};
use crate::texts::prelude::*;
use protocol::room::{Extra, CREATOR};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A player's row: an optional first cell (a place), the player, the
/// other cells.
pub struct Row {
    pub place: Option<usize>,
    pub id: u32,
    pub nickname: String,
    pub cells: Vec<String>,
    /// The row's classes: `solved`, `away`, `out`.
    pub class: &'static str,
    /// The player's team, 0 for none.
    pub team: u8,
}

/// A table of `rows` under `head` (the columns after the player's); the
/// first of them the points when `points`.
pub fn table(
    ctx: &Ctx,
    room: &Room,
    id: &str,
    caption: &str,
    head: Vec<String>,
    rows: Vec<Row>,
    points: bool,
) -> Html {
    let r = ctx.lang.rooms_text();
    let places = rows.iter().any(|row| row.place.is_some());
    // Remove, for the host, on every table but the final standings.
    let removes = room.hosting() && !ctx.screen && !places;
    let teams = room.settings.teams;
    // Teams are moved between games only.
    let between = matches!(
        room.phase,
        protocol::room::Phase::Lobby | protocol::room::Phase::Over { .. }
    );
    let mut m = Markup::new();
    // A table of many rounds scrolls on a phone: the keyboard must reach it.
    if head.len() > 3 {
        m.open("div", &scroll_region(caption));
    } else {
        m.open("div", &[("class", "table-scroll")]);
    }
    m.open("table", &[("id", id), ("class", "players")])
        .element("caption", &[], caption)
        .open("thead", &[])
        .open("tr", &[]);
    if places {
        m.element("th", &[("scope", "col"), ("class", "num")], r.place);
    }
    m.element("th", &[("scope", "col")], r.player);
    for h in head {
        m.element("th", &[("scope", "col"), ("class", "num")], &h);
    }
    m.close("tr").close("thead").open("tbody", &[]);
    for row in rows {
        let me = room.me == Some(row.id);
        let class = if me {
            format!("{} me", row.class).trim_start().to_string()
        } else {
            row.class.to_string()
        };
        let team = row.team.to_string();
        if teams > 0 || row.team > 0 {
            m.open("tr", &[("class", &class), ("data-team", &team)]);
        } else {
            m.open("tr", &[("class", &class)]);
        }
        if let Some(place) = row.place {
            m.element("td", &[("class", "num")], &place.to_string());
        }
        m.open("th", &[("scope", "row")]).element(
            "span",
            &[("class", "nick"), ("data-player", &row.id.to_string())],
            &row.nickname,
        );
        for (on, badge) in [
            (row.id == room.host, r.host),
            (me, r.you),
            (row.class.contains("away"), r.away),
        ] {
            if on {
                m.text(" ").element("span", &[("class", "badge")], badge);
            }
        }
        // A row's team may be a finished game's, and the settings already
        // the next's: its badge shows whatever they say.
        if row.team > 0 {
            if removes && between && teams > 0 {
                team_choice(ctx, &mut m, teams, &row);
            } else {
                let class = format!("badge team team-{team}");
                m.text(" ")
                    .element("span", &[("class", &class)], &(r.challenge.team)(row.team));
            }
        }
        if removes && !me && row.id != CREATOR {
            extra_choice(ctx, &mut m, room, &row);
            let label = format!("{} {}", r.remove, row.nickname);
            m.text(" ").element(
                "button",
                &[
                    ("type", "button"),
                    ("class", "remove"),
                    ("data-remove-player", &row.id.to_string()),
                    ("aria-label", &label),
                ],
                r.remove,
            );
        }
        m.close("th");
        // The first cell is the points, the rest times.
        for (i, cell) in row.cells.iter().enumerate() {
            let class = if i == 0 && points {
                "num points"
            } else {
                "num time"
            };
            m.element("td", &[("class", class)], cell);
        }
        m.close("tr");
    }
    m.close("tbody").close("table").close("div");
    if !removes {
        return m.html();
    }
    // The rows are markup: one listener on the table finds the button.
    let onclick = ctx.send.reform(|e: MouseEvent| {
        let id = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-remove-player]").ok().flatten())
            .and_then(|el| el.get_attribute("data-remove-player"))
            .and_then(|v| v.parse().ok());
        RoomAction::AskRemove(id)
    });
    // And one for the extra time's choices.
    let send = ctx.send.clone();
    let onchange = Callback::from(move |e: Event| {
        let select = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok());
        let player = select
            .as_ref()
            .and_then(|s| s.get_attribute("data-extra-player"))
            .and_then(|v| v.parse().ok());
        let extra = select.as_ref().and_then(|s| Extra::from_tag(&s.value()));
        if let (Some(player), Some(extra)) = (player, extra) {
            send.emit(RoomAction::SetExtra { player, extra });
        }
        // A team's choice.
        let player = select
            .as_ref()
            .and_then(|s| s.get_attribute("data-team-player"))
            .and_then(|v| v.parse().ok());
        let team = select.and_then(|s| s.value().parse().ok());
        if let (Some(player), Some(team)) = (player, team) {
            send.emit(RoomAction::SetTeam { player, team });
        }
    });
    html! {
        <>
            <div class="remove-host" {onclick} {onchange}>{ m.html() }</div>
            { remove_ask(ctx, room) }
        </>
    }
}

/// Remove's question about the player the host pressed it for.
fn remove_ask(ctx: &Ctx, room: &Room) -> Html {
    let Some(player) = room.removing.and_then(|id| room.player(id)) else {
        return html! {};
    };
    let r = ctx.lang.rooms_text();
    html! {
        <div class="room-tools leave-ask">
            <p id="room-remove-ask" role="alert">{ (r.remove_ask)(&player.nickname) }</p>
            { ctx.button("room-remove-yes", r.remove, RoomAction::Remove { block: false }, false) }
            { ctx.button("room-remove-block", r.remove_block, RoomAction::Remove { block: true }, false) }
            { ctx.button("room-remove-no", r.cancel, RoomAction::AskRemove(None), true) }
        </div>
    }
}

/// The room's players with their points and, when `round` is on show, the
/// seconds each took on it: most points first, then the quicker solve,
/// then seating order.
pub fn scoreboard(ctx: &Ctx, room: &Room, id: &str, round: bool) -> Html {
    let r = ctx.lang.rooms_text();
    let solved = |id: u32| room.solved(id).map(|s| s.ms);
    // A projector that hides the ranking lists the players in seat order,
    // with who has solved and nothing of points, order or times.
    let ranked = ranked(ctx, room);
    // A Final's scoreboard is its players'; the others watch.
    let listed: Vec<usize> = (0..room.players.len())
        .filter(|&i| !(round && room.players[i].sits_out))
        .collect();
    let key = |i: usize| {
        let p = &room.players[i];
        if !ranked {
            return (0, 0, p.id);
        }
        (u32::MAX - p.score, solved(p.id).unwrap_or(u32::MAX), p.id)
    };
    // Insertion: a few dozen players at most, and no sort's code to ship.
    let mut order: Vec<usize> = Vec::with_capacity(listed.len());
    for i in listed {
        let at = order
            .iter()
            .position(|&j| key(j) > key(i))
            .unwrap_or(order.len());
        order.insert(at, i);
    }
    let rows = order
        .into_iter()
        .map(|i| {
            let p = &room.players[i];
            let time = solved(p.id);
            let mut cells = Vec::new();
            if ranked {
                cells.push(p.score.to_string());
            }
            let out = round && room.is_out(p.id);
            if round {
                cells.push(match time {
                    None if out => r.challenge.out_mark.to_string(),
                    None => r.unsolved.to_string(),
                    Some(_) if !room.timed() || !ranked => r.solved_mark.to_string(),
                    Some(ms) => super::time(ctx.lang, ms),
                });
            }
            Row {
                place: None,
                id: p.id,
                nickname: p.nickname.clone(),
                cells,
                class: match (time.is_some(), p.connected) {
                    (true, true) => "solved",
                    (true, false) => "solved away",
                    (false, true) if out => "out",
                    (false, true) => "",
                    (false, false) => "away",
                },
                team: p.team,
            }
        })
        .collect();
    let mut head = Vec::new();
    if ranked {
        head.push(r.points.to_string());
    }
    let caption = if round {
        head.push(r.this_round.to_string());
        r.scoreboard
    } else {
        r.players
    };
    table(ctx, room, id, caption, head, rows, ranked)
}

/// The players of the next game, in seat order, under a game's results
/// (`#room-next-players`): the host moves them between teams, gives extra
/// time or removes them here as in the lobby; the others see the team
/// each will play in.
pub fn next_game(ctx: &Ctx, room: &Room) -> Html {
    let rows = room
        .players
        .iter()
        .map(|p| Row {
            place: None,
            id: p.id,
            nickname: p.nickname.clone(),
            cells: Vec::new(),
            class: if p.connected { "" } else { "away" },
            team: p.team,
        })
        .collect();
    let caption = ctx.lang.rooms_text().players;
    table(
        ctx,
        room,
        "room-next-players",
        caption,
        Vec::new(),
        rows,
        false,
    )
}

/// Whether this view shows the ranking: every player's page does; the
/// projector as the host chose, and at the end unless never.
pub fn ranked(ctx: &Ctx, room: &Room) -> bool {
    use protocol::room::{Phase, Ranking};
    match room.settings.ranking {
        _ if !ctx.screen => true,
        Ranking::Shown => true,
        Ranking::AtEnd => matches!(room.phase, Phase::Over { .. }),
        Ranking::Never => false,
    }
}

/// A table's box that scrolls sideways on a narrow screen, focusable so
/// that the keyboard scrolls it too, and named after the table.
pub fn scroll_region(name: &str) -> [(&'static str, &str); 4] {
    [
        ("class", "table-scroll"),
        ("tabindex", "0"),
        ("role", "region"),
        ("aria-label", name),
    ]
}

/// The host's choice of a player's team on their row
/// (`[data-team-player]`, its value the player's id).
fn team_choice(ctx: &Ctx, m: &mut Markup, teams: u8, row: &Row) {
    let c = &ctx.lang.rooms_text().challenge;
    let id = row.id.to_string();
    let label = (c.team_of)(&row.nickname);
    m.text(" ").open(
        "select",
        &[
            ("class", "team-choice"),
            ("data-team-player", &id),
            ("aria-label", &label),
            ("title", &label),
        ],
    );
    for team in 1..=teams {
        let value = team.to_string();
        if team == row.team {
            m.open("option", &[("value", &value), ("selected", "")]);
        } else {
            m.open("option", &[("value", &value)]);
        }
        m.text(&(c.team)(team)).close("option");
    }
    m.close("select");
}

/// The host's choice of a player's extra time on their row
/// (`[data-extra-player]`, its value the player's id), in a timed game.
fn extra_choice(ctx: &Ctx, m: &mut Markup, room: &Room, row: &Row) {
    if !room.timed() {
        return;
    }
    let r = ctx.lang.rooms_text();
    let id = row.id.to_string();
    let label = (r.extra_time)(&row.nickname);
    let now = room.extra(row.id);
    m.text(" ").open(
        "select",
        &[
            ("class", "extra"),
            ("data-extra-player", &id),
            ("aria-label", &label),
            ("title", &label),
        ],
    );
    for (extra, choice) in Extra::ALL.iter().zip(r.extra_choices) {
        if *extra == now {
            m.open("option", &[("value", extra.tag()), ("selected", "")]);
        } else {
            m.open("option", &[("value", extra.tag())]);
        }
        m.text(choice).close("option");
    }
    m.close("select");
}
