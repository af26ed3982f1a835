//! Teams and the 24 Challenge, as a school runs its tournament: a teacher
//! who does not play, a projector, and four players in two teams (two in
//! browsers, two on sockets) play a Challenge of six cards, one of them a
//! decoy, to the end, then its Final of the best two. A wrong call of "No
//! solution" locks its player out of the card; the first correct answer
//! takes a card and every page says who took it and how; the decoy goes
//! to the right call. The teams' standings are the points per member;
//! the report has the teams and the decoy; axe checks the new states in
//! every language, and the projector fits a 1920 × 1080 screen.

use crate::rooms::{fill, solution, table_values, type_answer};
use e2e::{json, rooms_scenario, wait_contains, wait_count, wait_text, Page, Result};
use protocol::room::{card_points, ClientMsg, RoomCode};
use solver::difficulty::rate_with;
use solver::{solve, Options, Rational};

const CARDS: usize = 6;
/// The bots' nicknames; they join after the two browser players.
const BOTS: [&str; 2] = ["Cleo", "Dev"];

/// The values of the card on show, as the teacher's page deals them.
async fn hand_values(page: &Page) -> Result<Vec<String>> {
    page.attrs("#room-hand .card", "data-value").await
}

fn numbers(values: &[String]) -> Result<Vec<Rational>> {
    values
        .iter()
        .map(|v| v.parse().map_err(|_| format!("not a value: {v}")))
        .collect()
}

/// Whether the hand makes 24 in whole numbers (the room's rule).
fn solvable(values: &[String]) -> Result<bool> {
    let rules = Options::default().integers(true);
    let solved = solve(&numbers(values)?, Rational::from(24), rules).map_err(|e| e.to_string())?;
    Ok(solved.is_solvable())
}

/// What the card is worth by the difficulty model.
fn worth(values: &[String]) -> Result<u32> {
    let rules = Options::default().integers(true);
    let grade = rate_with(&numbers(values)?, Rational::from(24), rules).map(|d| d.grade);
    Ok(card_points(grade))
}

/// Sends bot `i` the message `msg`.
async fn bot_send(page: &Page, i: usize, msg: &ClientMsg) -> Result {
    page.js(
        "window.bots[arguments[0]].send(arguments[1]); return true;",
        json!([i, msg.encode()]),
    )
    .await
    .map(drop)
}

/// The standings table's (name, points) rows, top first.
async fn standings(page: &Page, table: &str) -> Result<Vec<(String, u32)>> {
    let names = page.texts(&format!("{table} tbody [data-player]")).await?;
    let points = page.texts(&format!("{table} tbody td.points")).await?;
    Ok(names
        .into_iter()
        .zip(points.iter().map(|p| p.parse().unwrap_or(0)))
        .collect())
}

/// Checks axe on each page in every language, ending in English.
async fn accessible_in_every_language(pages: &[(&Page, &str)], wait: &str) -> Result {
    let others = lang::Lang::ALL.iter().filter(|&&l| l != lang::Lang::En);
    for lang in others.chain([&lang::Lang::En]).map(|l| l.tag()) {
        for (page, state) in pages {
            page.switch_language(lang).await?;
            page.wait_displayed(wait).await?;
            page.check_accessibility(&format!("{state}, {lang}"))
                .await?;
        }
    }
    Ok(())
}

#[test]
fn rooms_a_class_plays_the_24_challenge_in_teams_and_its_final() {
    rooms_scenario("rooms-challenge", 5, async |rooms| {
        let [teacher, screen, ana, ben, bots] = &rooms.pages[..] else {
            return Err("five sessions".into());
        };
        // The teacher sets up a Challenge of six cards, a decoy in six,
        // a Final of two, two teams, and hosts without playing.
        teacher.open("/?view=rooms").await?;
        fill(teacher, "#room-nick", "Ms K").await?;
        teacher
            .click(r#"#room-mode option[value="challenge"]"#)
            .await?;
        teacher
            .click(&format!(r#"#room-challenge-cards option[value="{CARDS}"]"#))
            .await?;
        teacher.click(r#"#room-decoys option[value="6"]"#).await?;
        teacher
            .click(r#"#room-final-size option[value="2"]"#)
            .await?;
        teacher.click(r#"#room-teams option[value="2"]"#).await?;
        teacher.click(r#"#room-time option[value="none"]"#).await?;
        teacher.click("#room-host-only").await?;
        teacher.click("#room-integers").await?;
        if teacher.count("#room-scoring").await? != 0 {
            return Err("a Challenge offers a scoring".into());
        }
        teacher.click("#room-create").await?;
        teacher.wait_displayed("#room-code").await?;
        let code = teacher.texts("#room-code").await?.join("");
        let room = RoomCode::parse(&code).ok_or("no room code")?;
        screen.open(&format!("/?room={code}&screen=1")).await?;
        for (page, name) in [(ana, "Ana"), (ben, "Ben")] {
            page.open(&format!("/?room={code}")).await?;
            fill(page, "#room-nick", name).await?;
            page.click("#room-join").await?;
            page.wait_displayed("#room-code").await?;
        }
        bots.open("/").await?;
        let joins: Vec<String> = BOTS
            .iter()
            .map(|name| {
                ClientMsg::Join {
                    code: room,
                    nickname: name.to_string(),
                }
                .encode()
            })
            .collect();
        bots.js(
            "window.bots = arguments[0].map((join) => { \
                 const ws = new WebSocket(`ws://${location.host}/rooms/ws`); \
                 ws.onopen = () => ws.send(join); return ws; }); return true;",
            json!([joins]),
        )
        .await?;
        // Each newcomer joins the smaller team: Ana 1, Ben 2, Cleo 1, Dev 2.
        wait_count(teacher, "#players tr[data-team]", 4).await?;
        let teams = teacher.attrs("#players tbody tr", "data-team").await?;
        if teams != ["1", "2", "1", "2"] {
            return Err(format!("the teams as joined: {teams:?}"));
        }
        // The teacher moves Ben to team 1 and back; everyone sees it.
        teacher
            .click(r#"[data-team-player="2"] option[value="1"]"#)
            .await?;
        wait_count(ben, r#"#players tr[data-team="1"]"#, 3).await?;
        teacher
            .click(r#"[data-team-player="2"] option[value="2"]"#)
            .await?;
        wait_count(ben, r#"#players tr[data-team="2"]"#, 2).await?;
        for page in [ana, screen] {
            page.wait_displayed("#room-rules").await?;
        }
        teacher.snapshot("rooms-challenge-lobby").await?;
        ana.snapshot("rooms-challenge-lobby-player").await?;
        accessible_in_every_language(&[(ana, "rooms challenge lobby")], "#room-rules").await?;
        if !screen
            .fits_screen("rooms-challenge-projector-lobby", 1920, 1080)
            .await?
        {
            return Err("the projector's lobby scrolls at 1920×1080".into());
        }
        screen.resize(1280, 800).await?;

        teacher.click("#room-start").await?;
        let mut decoys = 0;
        let mut solvables = 0;
        for card in 1..=CARDS {
            wait_text(ana, "#room-round", &card.to_string()).await?;
            let values = hand_values(teacher).await?;
            let shown: u32 = ana
                .attrs("[data-card-points]", "data-card-points")
                .await?
                .first()
                .and_then(|p| p.parse().ok())
                .ok_or("no card points")?;
            let round = card as u32;
            if !solvable(&values)? {
                decoys += 1;
                // An answer takes nothing (none can be right); Ana's
                // right call takes it.
                type_answer(ana, "1+1").await?;
                ana.wait_displayed(r#"#room-verdict[data-outcome="invalid"]"#)
                    .await?;
                ana.click("#room-no-solution").await?;
                for page in [teacher, screen, ben] {
                    page.wait_displayed("#room-decoy").await?;
                    wait_contains(page, "#room-taken", &["Ana"]).await?;
                }
                if card < CARDS {
                    teacher.snapshot("rooms-challenge-decoy").await?;
                    accessible_in_every_language(&[(ben, "rooms challenge decoy")], "#room-decoy")
                        .await?;
                }
            } else {
                if shown != worth(&values)? {
                    return Err(format!("{values:?} shows {shown} points"));
                }
                solvables += 1;
                let (answer, _) = solution(&table_values(ana).await?)?;
                if solvables == 1 {
                    // Ben calls "No solution" on a card that has one: he
                    // is out of it, and everyone sees it.
                    ben.click("#room-no-solution").await?;
                    ben.wait_displayed("#room-locked-out").await?;
                    wait_count(teacher, "#scoreboard tr.out", 1).await?;
                    if ben.count("#attempt").await? + ben.count("#room-no-solution").await? > 0 {
                        return Err("Ben may still answer the card".into());
                    }
                    ben.snapshot("rooms-challenge-locked-out").await?;
                    ana.snapshot("rooms-challenge-card").await?;
                    if !screen
                        .fits_screen("rooms-challenge-projector-card", 1920, 1080)
                        .await?
                    {
                        return Err("the projector's card scrolls at 1920×1080".into());
                    }
                    screen.resize(1280, 800).await?;
                    // The card's states, in every language.
                    accessible_in_every_language(
                        &[
                            (ana, "rooms challenge card"),
                            (ben, "rooms challenge locked out"),
                        ],
                        "#room-round",
                    )
                    .await?;
                }
                if solvables == 2 {
                    // Cleo, on a socket, takes this one.
                    let msg = ClientMsg::Answer {
                        round,
                        text: answer.clone(),
                    };
                    bot_send(bots, 0, &msg).await?;
                    wait_contains(ana, "#room-taken", &["Cleo"]).await?;
                } else {
                    type_answer(ana, &answer).await?;
                    for page in [teacher, screen, ben] {
                        wait_contains(page, "#room-taken", &["Ana"]).await?;
                    }
                }
                if solvables == 1 {
                    ana.snapshot("rooms-challenge-taken").await?;
                    screen
                        .check_accessibility("rooms challenge projector, taken")
                        .await?;
                }
            }
            if card < CARDS {
                teacher.click("#room-next").await?;
            }
        }
        if decoys != 1 {
            return Err(format!("{decoys} decoys in {CARDS} cards, not 1"));
        }
        wait_count(teacher, "#results tbody tr", 4).await?;
        let results = standings(teacher, "#results").await?;
        // The teams' standings: points per member of Ana and Cleo (team 1)
        // and of Ben and Dev (team 2).
        let points = |name: &str| {
            results
                .iter()
                .find(|(n, _)| n == name)
                .map_or(0, |(_, p)| *p)
        };
        let per = |a: &str, b: &str| (points(a) + points(b)) as f64 / 2.0;
        let (one, two) = (per("Ana", "Cleo"), per("Ben", "Dev"));
        wait_count(teacher, "#room-team-standings [data-team-standing]", 2).await?;
        let order = teacher
            .attrs(
                "#room-team-standings [data-team-standing]",
                "data-team-standing",
            )
            .await?;
        let want = if one >= two { ["1", "2"] } else { ["2", "1"] };
        if order != want {
            return Err(format!("teams {order:?} for {one} and {two} per member"));
        }
        let best = teacher
            .texts("#room-team-standings tbody td.points")
            .await?;
        if best.first() != Some(&format!("{:.1}", one.max(two))) {
            return Err(format!("the best team's points per member: {best:?}"));
        }
        // The report: the mode, the teams and the decoy's right call.
        wait_count(teacher, "#room-report [data-report-team]", 2).await?;
        wait_contains(teacher, "#room-report .report-mode", &["24 Challenge"]).await?;
        wait_contains(teacher, "#room-report", &["No solution"]).await?;
        teacher.snapshot("rooms-challenge-results").await?;
        ana.snapshot("rooms-challenge-results-player").await?;
        if !screen
            .fits_screen("rooms-challenge-projector-results", 1920, 1080)
            .await?
        {
            return Err("the projector's results scroll at 1920×1080".into());
        }
        screen.resize(1280, 800).await?;

        // Under the results the teacher moves Ben to team 1 for the next
        // game: Ben sees it, and the game just played still reads as it
        // was played, its standings and teams unchanged.
        teacher
            .click(r#"#room-next-players [data-team-player="2"] option[value="1"]"#)
            .await?;
        for page in [teacher, ben] {
            wait_count(page, r#"#room-next-players tr[data-team="1"]"#, 3).await?;
        }
        let controls = "#room-next [data-team-player], #room-next .remove, #room-deal-teams";
        if ben.count(controls).await? != 0 {
            return Err("a player may move teams or remove players".into());
        }
        let played = teacher.attrs("#results tbody tr", "data-team").await?;
        if played.iter().filter(|t| *t == "2").count() != 2 {
            return Err(format!("the results' teams after a move: {played:?}"));
        }
        let after = teacher
            .attrs(
                "#room-team-standings [data-team-standing]",
                "data-team-standing",
            )
            .await?;
        let best_after = teacher
            .texts("#room-team-standings tbody td.points")
            .await?;
        if after != order || best_after != best {
            return Err(format!(
                "the teams' standings after a move: {after:?} {best_after:?}, \
                 not {order:?} {best:?}"
            ));
        }
        teacher.snapshot("rooms-challenge-next-teams").await?;
        ben.snapshot("rooms-challenge-next-teams-player").await?;

        // The Final: two cards for the best two; the others watch.
        teacher
            .click(r#"#room-challenge-cards option[value="2"]"#)
            .await?;
        teacher.click("#room-final").await?;
        // Ana took every card but Cleo's; Ben took none, so he watches.
        let finalists: Vec<String> = results.iter().take(2).map(|(n, _)| n.clone()).collect();
        if finalists != ["Ana", "Cleo"] {
            return Err(format!("the finalists: {finalists:?} of {results:?}"));
        }
        for card in 1..=2u32 {
            wait_text(teacher, "#room-round", &card.to_string()).await?;
            wait_contains(screen, ".round-head h2", &["Final"]).await?;
            wait_count(teacher, "#scoreboard tbody tr", 2).await?;
            let values = hand_values(teacher).await?;
            let (answer, _) = solution(&values)?;
            for (page, name) in [(ana, "Ana"), (ben, "Ben")] {
                let plays = finalists.iter().any(|f| f == name);
                page.wait_displayed(if plays {
                    "#attempt"
                } else {
                    "#room-watching-final"
                })
                .await?;
                if card == 1 && !plays {
                    page.snapshot("rooms-challenge-final-watching").await?;
                    accessible_in_every_language(
                        &[(page, "rooms challenge final, watching")],
                        "#room-watching-final",
                    )
                    .await?;
                }
            }
            // The first finalist takes each card.
            let first = finalists[0].as_str();
            match first {
                "Ana" => type_answer(ana, &answer).await?,
                "Ben" => type_answer(ben, &answer).await?,
                bot => {
                    let i = BOTS.iter().position(|b| *b == bot).ok_or("a bot")?;
                    let msg = ClientMsg::Answer {
                        round: card,
                        text: answer,
                    };
                    bot_send(bots, i, &msg).await?;
                }
            }
            wait_contains(screen, "#room-taken", &[first]).await?;
            if card == 1 {
                teacher.click("#room-next").await?;
            }
        }
        wait_count(screen, "#results tbody tr", 2).await?;
        let finals = standings(screen, "#results").await?;
        if finals.first().map(|(n, _)| n.as_str()) != Some(finalists[0].as_str()) {
            return Err(format!("the Final's standings: {finals:?}"));
        }
        wait_contains(screen, ".room-stack h2", &["Final"]).await?;
        if !screen
            .fits_screen("rooms-challenge-projector-final", 1920, 1080)
            .await?
        {
            return Err("the projector's Final scrolls at 1920×1080".into());
        }
        screen.resize(1280, 800).await?;
        teacher.snapshot("rooms-challenge-final").await?;
        // The lobby's rules and the results with teams, in every language.
        accessible_in_every_language(
            &[
                (teacher, "rooms challenge final, host"),
                (ana, "rooms challenge final, player"),
            ],
            "#results",
        )
        .await?;
        Ok(())
    });
}
