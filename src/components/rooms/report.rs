//! The host's report on the game (`#room-report`): a row per player
//! (`[data-report-player]`, its value the player's id) with their points,
//! rounds solved, median time, wrong tries and each round's time and
//! answer; a row per round with its hand, level, share solved, median time
//! and who solved it first; Download CSV (`#room-report-csv`) and Print
//! (`#room-report-print`). A Challenge's report says so (and whether it
//! is the Final); with teams, the teams' standings (`[data-report-team]`)
//! come first and each player's team beside their name.
//!
//! Promises: shown to the host alone, never on a projector view (only the
//! host's page is sent the record); the summaries are the model's
//! ([`crate::rooms::report`]); printed, the report is the page's only
//! content (`rooms.css`), on one page for 30 players and 10 rounds, and the
//! answers stay in the CSV.

use super::players::scroll_region;
use super::{time, Ctx};
use crate::components::markup::Markup;
use crate::rooms::report::{self, CsvWords, PlayerLine};
use crate::texts::prelude::*;
use crate::web::printing::print;
use crate::web::text_file::download_csv;
use protocol::room::{Report, RoomCode};
use yew::prelude::*;

/// The report on room `code`'s game; `timed`: whether its rounds had a
/// clock, so that a time means something.
pub fn view(ctx: &Ctx, code: RoomCode, report: &Report, timed: bool) -> Html {
    let r = ctx.lang.rooms_text();
    let t = &r.report;
    let lang = ctx.lang;
    let csv = {
        let report = report.clone();
        Callback::from(move |_: MouseEvent| {
            let t = &lang.rooms_text().report;
            let r = lang.rooms_text();
            let level = |g| lang.grade_name(g).to_string();
            let words = CsvWords {
                heads: [
                    r.player,
                    t.round,
                    t.hand,
                    t.target,
                    t.level,
                    t.solved,
                    t.seconds,
                    t.wrong,
                    t.answer,
                    t.solution,
                    t.solutions,
                    r.points,
                ],
                yes: t.yes,
                no: t.no,
                level: &level,
                team: r.challenge.team_head,
                no_solution: r.challenge.no_solution,
            };
            let text = report::csv(&report, &words);
            download_csv(&format!("24-room-{code}-report.csv"), &text);
        })
    };
    let onprint = Callback::from(|_: MouseEvent| print());
    let mut m = Markup::new();
    m.element("h2", &[("id", "room-report-title")], t.heading)
        .element("p", &[("class", "report-note")], t.note);
    if report.mode == protocol::room::Mode::Challenge {
        let c = &r.challenge;
        let mut mode = c.modes[1].to_string();
        if report.final_game {
            mode = format!("{mode} · {}", c.final_game);
        }
        m.element("p", &[("class", "report-mode")], &mode);
    }
    let body = {
        let mut b = Markup::new();
        if report.teams > 0 {
            teams(ctx, &mut b, report);
        }
        players(ctx, &mut b, report, timed);
        rounds(ctx, &mut b, report, timed);
        b
    };
    html! {
        <section id="room-report" class="room-report" aria-labelledby="room-report-title">
            { m.html() }
            <div class="room-tools report-actions">
                <button type="button" id="room-report-csv" onclick={csv}>{ t.csv }</button>
                <button type="button" id="room-report-print" onclick={onprint}>{ t.print }</button>
            </div>
            { body.html() }
        </section>
    }
}

/// The teams' standings: points per member, and the points and members.
fn teams(ctx: &Ctx, m: &mut Markup, report: &Report) {
    let r = ctx.lang.rooms_text();
    let c = &r.challenge;
    m.open("div", &scroll_region(c.teams))
        .open("table", &[("class", "report report-teams")])
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
    for line in report::teams(report) {
        m.open("tr", &[("data-report-team", &line.team.to_string())])
            .element("th", &[("scope", "row")], &(c.team)(line.team))
            .element(
                "td",
                &[("class", "num points")],
                &super::teams::per_member(ctx.lang, &line),
            )
            .element("td", &[("class", "num")], &line.points.to_string())
            .element("td", &[("class", "num")], &line.members.to_string())
            .close("tr");
    }
    m.close("tbody").close("table").close("div");
}

fn players(ctx: &Ctx, m: &mut Markup, report: &Report, timed: bool) {
    let r = ctx.lang.rooms_text();
    let t = &r.report;
    m.open("div", &scroll_region(t.by_player))
        .open("table", &[("class", "report report-players")])
        .element("caption", &[], t.by_player)
        .open("thead", &[])
        .open("tr", &[])
        .element("th", &[("scope", "col")], r.player);
    if report.teams > 0 {
        m.element("th", &[("scope", "col")], r.challenge.team_head);
    }
    let mut heads = vec![r.points, t.solved];
    if timed {
        heads.push(t.median);
    }
    heads.push(t.wrong);
    for h in heads {
        m.element("th", &[("scope", "col"), ("class", "num")], h);
    }
    for record in &report.rounds {
        m.element(
            "th",
            &[("scope", "col"), ("class", "num")],
            &(r.round_short)(record.number as usize),
        );
    }
    m.close("tr").close("thead").open("tbody", &[]);
    for line in report::players(report) {
        player(ctx, m, report, &line, timed);
    }
    m.close("tbody").close("table").close("div");
}

fn player(ctx: &Ctx, m: &mut Markup, report: &Report, line: &PlayerLine, timed: bool) {
    let r = ctx.lang.rooms_text();
    let t = &r.report;
    let id = line.player.id.to_string();
    m.open("tr", &[("data-report-player", &id)]).element(
        "th",
        &[("scope", "row")],
        &line.player.nickname,
    );
    if report.teams > 0 {
        let team = match line.player.team {
            0 => "—".to_string(),
            n => (r.challenge.team)(n),
        };
        m.element("td", &[("class", "team")], &team);
    }
    m.element("td", &[("class", "num points")], &line.points.to_string())
        .element(
            "td",
            &[("class", "num")],
            &(t.share)(line.solved, line.took_part),
        );
    if timed {
        let median = line.median_ms.map(|ms| time(ctx.lang, ms));
        m.element("td", &[("class", "num")], median.as_deref().unwrap_or("—"));
    }
    m.element("td", &[("class", "num")], &line.wrong.to_string());
    for (record, part) in report.rounds.iter().zip(&line.parts) {
        let Some(part) = part else {
            m.open("td", &[("class", "num absent")])
                .element("span", &[("aria-hidden", "true")], "—")
                .element("span", &[("class", "visually-hidden")], t.absent)
                .close("td");
            continue;
        };
        let class = if part.solved.is_some() {
            "num solved"
        } else {
            "num unsolved"
        };
        m.open("td", &[("class", class)]);
        match &part.solved {
            Some(solve) if timed => {
                m.text(&time(ctx.lang, solve.ms));
            }
            Some(_) => {
                m.text(r.solved_mark);
            }
            None => {
                m.text(t.no);
            }
        }
        if part.wrong > 0 {
            let label = format!("{}: {}", t.wrong, part.wrong);
            m.text(" ").element(
                "span",
                &[
                    ("class", "wrong"),
                    ("title", &label),
                    ("aria-label", &label),
                ],
                &format!("✗{}", part.wrong),
            );
        }
        if part.solved.as_ref().is_some_and(|s| s.answer.is_empty()) {
            // A decoy taken by the right call.
            m.text(" ").element(
                "span",
                &[("class", "report-answer")],
                r.challenge.no_solution,
            );
        } else if let Some(solve) = &part.solved {
            // The solution's number, short on screen and whole when read.
            let which = (t.which)(solve.which + 1, record.solutions);
            m.open("span", &[("class", "report-answer")])
                .element("bdi", &[], &crate::rooms::solution::shown(&solve.answer))
                .text(" ")
                .element(
                    "span",
                    &[("aria-hidden", "true"), ("title", &which)],
                    &format!("#{}", solve.which + 1),
                )
                .element("span", &[("class", "visually-hidden")], &which)
                .close("span");
        }
        m.close("td");
    }
    m.close("tr");
}

fn rounds(ctx: &Ctx, m: &mut Markup, report: &Report, timed: bool) {
    let r = ctx.lang.rooms_text();
    let t = &r.report;
    m.open("div", &scroll_region(t.by_round))
        .open("table", &[("class", "report report-rounds")])
        .element("caption", &[], t.by_round)
        .open("thead", &[])
        .open("tr", &[])
        .element("th", &[("scope", "col"), ("class", "num")], t.round)
        .element("th", &[("scope", "col")], t.hand)
        .element("th", &[("scope", "col")], t.level)
        .element("th", &[("scope", "col"), ("class", "num")], t.solved);
    if timed {
        m.element("th", &[("scope", "col"), ("class", "num")], t.median);
    }
    m.element("th", &[("scope", "col")], t.first)
        .close("tr")
        .close("thead")
        .open("tbody", &[]);
    for line in report::rounds(report) {
        let record = line.record;
        let level = match record.solutions {
            // A Challenge's decoy: its shown level was a disguise.
            0 => r.challenge.no_solution,
            _ => record.grade.map_or("—", |g| ctx.lang.grade_name(g)),
        };
        let target = record.target.to_string().replace('-', "−");
        let hand = format!("{} → {target}", report::hand(record));
        m.open("tr", &[("data-report-round", &record.number.to_string())])
            .element(
                "th",
                &[("scope", "row"), ("class", "num")],
                &record.number.to_string(),
            )
            .element("td", &[("class", "report-hand")], &hand)
            .element("td", &[], level)
            .element(
                "td",
                &[("class", "num")],
                &(t.share)(line.solved, line.took_part),
            );
        if timed {
            let median = line.median_ms.map(|ms| time(ctx.lang, ms));
            m.element("td", &[("class", "num")], median.as_deref().unwrap_or("—"));
        }
        let first = line.first.map_or("—", |e| e.nickname.as_str());
        m.element("td", &[], first).close("tr");
    }
    m.close("tbody").close("table").close("div");
}
