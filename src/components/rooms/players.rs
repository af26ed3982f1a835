//! The one table that lists players: the lobby's (`#players`), the live
//! scoreboard (`#scoreboard`: points, and the seconds each took on the
//! round on show) and the final standings (`#results`: places, points and
//! every round's seconds). Each player's name is a `[data-player]` whose
//! text is the nickname, marked as host, as this player, or as away.
//!
//! Promises: the rows are in the order given; a caption and column and row
//! headers for screen readers; numbers right-aligned (`.num`), the points
//! (`.points`) first, then the times (`.time`); written as markup, every
//! text escaped.

use super::Ctx;
use crate::components::markup::Markup;
use crate::rooms::Room;
use crate::texts::prelude::*;
use yew::prelude::*;

/// A player's row: an optional first cell (a place), the player, the
/// other cells.
pub struct Row {
    pub place: Option<usize>,
    pub id: u32,
    pub nickname: String,
    pub cells: Vec<String>,
    /// The row's classes: `solved`, `away`.
    pub class: &'static str,
}

/// A table of `rows` under `head` (the columns after the player's).
pub fn table(
    ctx: &Ctx,
    room: &Room,
    id: &str,
    caption: &str,
    head: Vec<String>,
    rows: Vec<Row>,
) -> Html {
    let r = ctx.lang.rooms_text();
    let places = rows.iter().any(|row| row.place.is_some());
    let mut m = Markup::new();
    m.open("div", &[("class", "table-scroll")])
        .open("table", &[("id", id), ("class", "players")])
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
        m.open("tr", &[("class", &class)]);
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
        m.close("th");
        // The first cell is the points, the rest times.
        for (i, cell) in row.cells.iter().enumerate() {
            let class = if i == 0 { "num points" } else { "num time" };
            m.element("td", &[("class", class)], cell);
        }
        m.close("tr");
    }
    m.close("tbody").close("table").close("div");
    m.html()
}

/// The room's players with their points and, when `round` is on show, the
/// seconds each took on it: most points first, then the quicker solve,
/// then seating order.
pub fn scoreboard(ctx: &Ctx, room: &Room, id: &str, round: bool) -> Html {
    let r = ctx.lang.rooms_text();
    let solved = |id: u32| room.solved(id).map(|s| s.ms);
    let key = |i: usize| {
        let p = &room.players[i];
        (u32::MAX - p.score, solved(p.id).unwrap_or(u32::MAX), p.id)
    };
    // Insertion: a few dozen players at most, and no sort's code to ship.
    let mut order: Vec<usize> = Vec::with_capacity(room.players.len());
    for i in 0..room.players.len() {
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
            let mut cells = vec![p.score.to_string()];
            if round {
                cells.push(
                    time.map_or_else(|| r.unsolved.to_string(), |ms| super::time(ctx.lang, ms)),
                );
            }
            Row {
                place: None,
                id: p.id,
                nickname: p.nickname.clone(),
                cells,
                class: match (time.is_some(), p.connected) {
                    (true, true) => "solved",
                    (true, false) => "solved away",
                    (false, true) => "",
                    (false, false) => "away",
                },
            }
        })
        .collect();
    let mut head = vec![r.points.to_string()];
    let caption = if round {
        head.push(r.this_round.to_string());
        r.scoreboard
    } else {
        r.players
    };
    table(ctx, room, id, caption, head, rows)
}
