//! The teams' standings (`#room-team-standings`, a row per team as
//! `[data-team-standing]`, its value the team's number): each team's
//! points per member, its points and its members, best first.
//!
//! Promises: the ranking is the protocol's (`protocol::room::teams`), so
//! a team of three and a team of four compare fairly; shown beside the
//! players' wherever the ranking is shown, and not in a Final, which is
//! the best players' alone.

use super::players::ranked;
use super::Ctx;
use crate::components::markup::Markup;
use crate::rooms::Room;
use crate::texts::prelude::*;
use protocol::room::teams::TeamStanding;
use yew::prelude::*;

/// A team's points per member, to one decimal: "2.5", "2,5".
pub fn per_member(lang: Lang, line: &TeamStanding) -> String {
    let members = u64::from(line.members.max(1));
    let tenths = (u64::from(line.points) * 10 + members / 2) / members;
    lang.tenths(u32::try_from(tenths).unwrap_or(u32::MAX))
}

/// The teams' standings of `room`, when it plays in teams.
pub fn view(ctx: &Ctx, room: &Room) -> Html {
    if room.teams_played() == 0 || room.final_game || !ranked(ctx, room) {
        return html! {};
    }
    let r = ctx.lang.rooms_text();
    let c = &r.challenge;
    let mut m = Markup::new();
    // Four columns may scroll on a phone: the keyboard must reach them.
    m.open("div", &super::players::scroll_region(c.teams))
        .open(
            "table",
            &[("id", "room-team-standings"), ("class", "players teams")],
        )
        .element("caption", &[], c.teams)
        .open("thead", &[])
        .open("tr", &[])
        .element("th", &[("scope", "col")], c.team_head)
        .element("th", &[("scope", "col"), ("class", "num")], c.per_member)
        .element("th", &[("scope", "col"), ("class", "num")], r.points)
        .element("th", &[("scope", "col"), ("class", "num")], r.players)
        .close("tr")
        .close("thead")
        .open("tbody", &[]);
    for line in room.team_standings() {
        let team = line.team.to_string();
        m.open(
            "tr",
            &[
                ("data-team-standing", &team),
                ("class", &format!("team-{team}")),
            ],
        )
        .element("th", &[("scope", "row")], &(c.team)(line.team))
        .element(
            "td",
            &[("class", "num points")],
            &per_member(ctx.lang, &line),
        )
        .element("td", &[("class", "num")], &line.points.to_string())
        .element("td", &[("class", "num")], &line.members.to_string())
        .close("tr");
    }
    m.close("tbody").close("table").close("div");
    m.html()
}
