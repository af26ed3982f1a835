//! Rooms: a host and two players in three browser sessions, and a projector
//! view in a fourth, play a two-round room on the real Rooms server to the
//! end and again; one player's network drops and comes back, another
//! reloads; axe checks the lobby, a round, the scoreboard and the results
//! in both themes. Without the server, the Rooms view says so.

use e2e::{json, rooms_scenario, scenario, wait_count, wait_text, wait_url, Page, Result};
use solver::{solve, Level, Op, Options, Rational};

/// The exact values of the cards on `page`'s table (`[data-play-card]`).
pub(crate) async fn table_values(page: &Page) -> Result<Vec<String>> {
    page.attrs("[data-play-card]", "data-value").await
}

/// A solution of `values` for 24 in whole numbers (the room's rule): its
/// ASCII text and its steps.
pub(crate) fn solution(values: &[String]) -> Result<(String, Vec<solver::Step>)> {
    let numbers: Vec<Rational> = values
        .iter()
        .map(|v| v.parse().map_err(|_| format!("not a value: {v}")))
        .collect::<Result<_>>()?;
    let solved = solve(
        &numbers,
        Rational::from_integer(24),
        Options::default().integers(true),
    )
    .map_err(|e| format!("cannot solve {values:?}: {e}"))?;
    let first = solved
        .solutions(Level::Distinct)
        .first()
        .ok_or_else(|| format!("the server dealt {values:?}, which has no solution"))?;
    let steps = first.steps().ok_or("no steps")?;
    Ok((first.expr().to_ascii(), steps))
}

/// Types `text` into the field `css`, replacing what it held.
pub(crate) async fn fill(page: &Page, css: &str, text: &str) -> Result {
    page.click(css).await?;
    page.js(
        "const e = document.querySelector(arguments[0]); e.select();",
        json!([css]),
    )
    .await?;
    page.type_keys(text).await
}

/// Answers by typing `text` and pressing Enter.
pub(crate) async fn type_answer(page: &Page, text: &str) -> Result {
    fill(page, "#attempt", text).await?;
    page.type_keys("\u{e007}").await
}

/// Plays `steps` on the table by clicks: for each, a card of the left
/// value, the operation, a card of the right value. A place combined away
/// stays as a gap, so cards are named by their place, not their order.
async fn combine(page: &Page, steps: &[solver::Step]) -> Result {
    for step in steps {
        let values = table_values(page).await?;
        let places = page.attrs("[data-play-card]", "data-play-card").await?;
        let left = values
            .iter()
            .position(|v| *v == step.left.to_string())
            .ok_or_else(|| format!("no {} on {values:?}", step.left))?;
        let right = values
            .iter()
            .enumerate()
            .position(|(i, v)| i != left && *v == step.right.to_string())
            .ok_or_else(|| format!("no other {} on {values:?}", step.right))?;
        let op = match step.op {
            Op::Add => "+",
            Op::Sub => "-",
            Op::Mul => "*",
            Op::Div => "/",
        };
        let (left, right) = (&places[left], &places[right]);
        page.click(&format!(r#"[data-play-card="{left}"]"#)).await?;
        page.click(&format!(r#"[data-op="{op}"]"#)).await?;
        page.click(&format!(r#"[data-play-card="{right}"]"#))
            .await?;
        // The last card is the answer: once it is judged right, the table
        // gives way to the hand as dealt.
        if values.len() > 2 {
            wait_count(page, "[data-play-card]", values.len() - 1).await?;
        }
    }
    Ok(())
}

/// Waits until the first `css` has the attribute `name` equal to one of
/// `wanted`.
async fn wait_attr(page: &Page, css: &str, name: &str, wanted: &[&str]) -> Result {
    page.wait(
        &format!("`{css}` to have {name} in {wanted:?}"),
        async || {
            let seen = page.attrs(css, name).await?;
            match seen.first() {
                Some(value) if wanted.contains(&value.as_str()) => Ok(()),
                _ => Err(format!("{seen:?}")),
            }
        },
    )
    .await
}

/// The nicknames on the scoreboard (or standings), top first, with points.
async fn standings(page: &Page, table: &str) -> Result<Vec<(String, String)>> {
    let names = page.texts(&format!("{table} tbody [data-player]")).await?;
    let points = page.texts(&format!("{table} tbody td.points")).await?;
    Ok(names.into_iter().zip(points).collect())
}

/// Waits until the scoreboard (or standings) reads `want`, top first.
async fn wait_standings(page: &Page, table: &str, want: &[(&str, &str)]) -> Result {
    page.wait(&format!("`{table}` to read {want:?}"), async || {
        let seen = standings(page, table).await?;
        let want: Vec<(String, String)> = want
            .iter()
            .map(|(n, p)| (n.to_string(), p.to_string()))
            .collect();
        if seen == want {
            Ok(())
        } else {
            Err(format!("{seen:?}"))
        }
    })
    .await
}

/// Runs axe on `page` now, in the light theme and then the dark one.
pub(crate) async fn accessible_in_both_themes(page: &Page, state: &str) -> Result {
    page.click(r#"#theme option[value="light"]"#).await?;
    page.wait_displayed(r#"html[data-theme="light"]"#).await?;
    page.check_accessibility(state).await?;
    page.click(r#"#theme option[value="dark"]"#).await?;
    page.wait_displayed(r#"html[data-theme="dark"]"#).await?;
    page.check_accessibility(&format!("{state}, dark")).await?;
    page.click(r#"#theme option[value="auto"]"#).await
}

#[test]
fn rooms_three_players_and_a_projector_play_a_room_to_the_end() {
    rooms_scenario("rooms", 4, async |rooms| {
        let [ada, bo, cy, screen] = &rooms.pages[..] else {
            return Err("four sessions".into());
        };

        // Ada hosts a room of two rounds, by house rules: whole numbers
        // only, J Q K worth 10.
        ada.open("/?view=rooms").await?;
        ada.wait_displayed("#room-create").await?;
        fill(ada, "#room-nick", "Ada").await?;
        ada.click(r#"#room-rounds option[value="2"]"#).await?;
        ada.click(r#"#room-time option[value="120"]"#).await?;
        ada.click("#room-integers").await?;
        ada.click(r#"#room-faces option[value="10"]"#).await?;
        ada.click("#room-create").await?;
        ada.wait_displayed("#room-code").await?;
        let code = ada.texts("#room-code").await?.join("");
        if code.len() != 6 {
            return Err(format!("the room code is {code:?}"));
        }
        wait_url(ada, &format!("room={code}")).await?;
        ada.wait_displayed(".room-qr svg path").await?;
        let link = ada.attrs("#room-link", "href").await?.join("");
        if !link.ends_with(&format!("/?room={code}")) {
            return Err(format!("the join link is {link}"));
        }

        // Bo joins by the link, through a network the scenario can cut.
        bo.open_on(&rooms.proxied(), &format!("/?room={code}"))
            .await?;
        fill(bo, "#room-nick", "Bo").await?;
        bo.click("#room-join").await?;
        bo.wait_displayed("#room-code").await?;

        // Cy types the code; a nickname already taken is refused.
        cy.open("/?view=rooms").await?;
        fill(cy, "#room-join-code", &code.to_lowercase()).await?;
        fill(cy, "#room-nick", "ada").await?;
        cy.click("#room-join").await?;
        e2e::wait_contains(cy, "#room-error", &["already has that nickname"]).await?;
        cy.snapshot("rooms-entry-error").await?;
        accessible_in_both_themes(cy, "rooms entry refused").await?;
        fill(cy, "#room-nick", "Cy").await?;
        cy.click("#room-join").await?;
        for page in [ada, bo, cy] {
            wait_count(page, "#players [data-player]", 3).await?;
        }
        let names = ada.texts("#players [data-player]").await?;
        if names != ["Ada", "Bo", "Cy"] {
            return Err(format!("the lobby lists {names:?}"));
        }
        if bo.count("#room-start").await? + cy.count("#room-start").await? > 0 {
            return Err("only the host may start".into());
        }

        // The projector view: the way in, big; nothing to answer with.
        screen.open(&format!("/?room={code}&screen=1")).await?;
        wait_text(screen, "#room-code", &code).await?;
        wait_count(screen, "#players [data-player]", 3).await?;
        ada.snapshot("rooms-lobby").await?;
        screen.snapshot("rooms-projector-lobby").await?;
        accessible_in_both_themes(ada, "rooms lobby").await?;

        // Round 1: the same hand to all at once.
        ada.click("#room-start").await?;
        for page in [ada, bo, cy] {
            wait_text(page, "#room-round", "1").await?;
            wait_count(page, "[data-play-card]", 4).await?;
        }
        // Everyone sees the rules, and the table values a face card at 10.
        let rules = bo.texts(".make .rule").await?;
        if rules != ["Whole numbers only", "J Q K = 10"] {
            return Err(format!("the round names its rules as {rules:?}"));
        }
        let values = table_values(bo).await?;
        if !values
            .iter()
            .all(|v| v.parse::<u8>().is_ok_and(|v| v <= 10))
        {
            return Err(format!("a card above 10 by J Q K = 10: {values:?}"));
        }
        wait_count(screen, "#room-hand .card", 4).await?;
        let hand = table_values(ada).await?;
        for page in [bo, cy] {
            if table_values(page).await? != hand {
                return Err("the players got different hands".into());
            }
        }
        if screen.attrs("#room-hand .card", "data-value").await? != hand {
            return Err("the projector shows another hand".into());
        }
        // Its face cards keep their faces, their value 10 in a badge.
        let dealt = screen
            .js(
                "return Array.from(document.querySelectorAll('#room-hand .dealt')).map(d =>
                    [d.querySelector('img').dataset.card,
                     (d.querySelector('.worth') || {}).textContent || '']);",
                json!([]),
            )
            .await?;
        let dealt = dealt.as_array().cloned().unwrap_or_default();
        let badged = |d: &e2e::Value| {
            let code = d[0].as_str().unwrap_or_default();
            let worth = d[1].as_str().unwrap_or_default();
            let face = code.starts_with(['j', 'q', 'k']);
            (face && worth == "10") || (!face && worth.is_empty())
        };
        if dealt.len() != 4 || !dealt.iter().all(badged) {
            return Err(format!("the projector's cards and badges: {dealt:?}"));
        }
        if screen.count("#attempt").await? > 0 {
            return Err("the projector view has an answer box".into());
        }
        let (answer, steps) = solution(&hand)?;

        // A wrong answer is Cy's alone; it costs nothing.
        type_answer(cy, "1+1").await?;
        wait_attr(cy, "#room-verdict", "data-outcome", &["wrong", "invalid"]).await?;
        if ada.count("#room-verdict[data-outcome]").await? > 0 {
            return Err("another player's wrong answer is shown".into());
        }
        // Ada types the first correct answer: its distinct solution, 3 points.
        type_answer(ada, &answer).await?;
        wait_attr(ada, "#room-verdict", "data-outcome", &["correct"]).await?;
        e2e::wait_contains(
            ada,
            "#room-verdict",
            &["Correct: solution 1 of", "3 points"],
        )
        .await?;
        wait_standings(bo, "#scoreboard", &[("Ada", "3"), ("Bo", "0"), ("Cy", "0")]).await?;
        bo.snapshot("rooms-round").await?;
        screen.snapshot("rooms-projector").await?;
        accessible_in_both_themes(bo, "rooms round").await?;

        // Bo's network drops: Bo is told, the others see the seat wait.
        rooms.cut();
        e2e::wait_contains(bo, "#room-connection", &["Reconnecting"]).await?;
        ada.wait_displayed("#scoreboard tr.away").await?;
        bo.snapshot("rooms-reconnecting").await?;
        rooms.restore();
        bo.wait("the connection line to go", async || {
            match bo.is_displayed("#room-connection").await? {
                false => Ok(()),
                true => Err("still shown".to_string()),
            }
        })
        .await?;
        wait_count(ada, "#scoreboard tr.away", 0).await?;
        // Back in the seat: Bo solves on the table, by clicks: 1 point.
        wait_count(bo, "[data-play-card]", 4).await?;
        combine(bo, &steps).await?;
        wait_attr(bo, "#room-verdict", "data-outcome", &["correct"]).await?;
        // Cy solves last; everyone has, so the round ends.
        type_answer(cy, &answer).await?;
        for page in [ada, bo, cy, screen] {
            page.wait_displayed("#room-solutions li").await?;
            wait_standings(
                page,
                "#scoreboard",
                &[("Ada", "3"), ("Bo", "1"), ("Cy", "1")],
            )
            .await?;
        }
        let shown = ada.texts("#room-solutions li").await?;
        let display = model::rooms::solution::shown(&answer);
        if !shown.contains(&display) {
            return Err(format!("{display} is not among the solutions {shown:?}"));
        }
        ada.snapshot("rooms-scoreboard").await?;
        accessible_in_both_themes(cy, "rooms round ended").await?;

        // Round 2, dealt by the host; Cy reloads and keeps the seat.
        ada.click("#room-next").await?;
        for page in [ada, bo, cy] {
            wait_text(page, "#room-round", "2").await?;
            wait_count(page, "[data-play-card]", 4).await?;
        }
        cy.open(&format!("/?room={code}")).await?;
        wait_text(cy, "#room-round", "2").await?;
        wait_standings(cy, "#scoreboard", &[("Ada", "3"), ("Bo", "1"), ("Cy", "1")]).await?;
        wait_count(cy, "[data-play-card]", 4).await?;
        // Then chooses German: the page opens again in it, in the same seat.
        cy.switch_language("de").await?;
        wait_text(cy, "#room-round", "2").await?;
        wait_standings(cy, "#scoreboard", &[("Ada", "3"), ("Bo", "1"), ("Cy", "1")]).await?;
        wait_count(cy, "[data-play-card]", 4).await?;
        let (answer, _) = solution(&table_values(ada).await?)?;
        type_answer(ada, &answer).await?;
        wait_attr(ada, "#room-verdict", "data-outcome", &["correct"]).await?;
        type_answer(bo, &answer).await?;
        wait_attr(bo, "#room-verdict", "data-outcome", &["correct"]).await?;
        // Cy has not solved it when the host ends the round: the last one.
        ada.click("#room-end").await?;
        for page in [ada, bo, cy, screen] {
            wait_count(page, "#results tbody tr", 3).await?;
            wait_standings(page, "#results", &[("Ada", "6"), ("Bo", "2"), ("Cy", "1")]).await?;
        }
        // Per-round times: Cy solved round 1 only (in German: "6,3 s", with
        // a no-break space).
        let cy_row = cy.texts("#results tbody tr:last-child td.time").await?;
        if cy_row.len() != 2 || !cy_row[0].ends_with("\u{a0}s") || cy_row[1] != "—" {
            return Err(format!("Cy's times read {cy_row:?}"));
        }
        ada.snapshot("rooms-results").await?;
        screen.snapshot("rooms-projector-results").await?;
        accessible_in_both_themes(ada, "rooms results").await?;

        // Play again: the same room and players, from nothing; the
        // projector now never shows the ranking.
        ada.click(r#"#room-ranking option[value="never"]"#).await?;
        ada.click("#room-again").await?;
        for page in [ada, bo, cy] {
            wait_text(page, "#room-round", "1").await?;
            wait_standings(
                page,
                "#scoreboard",
                &[("Ada", "0"), ("Bo", "0"), ("Cy", "0")],
            )
            .await?;
        }
        wait_url(cy, &format!("room={code}")).await?;
        // The projector lists who plays in seat order, without points.
        wait_count(screen, "#scoreboard tbody tr", 3).await?;
        let names = screen.texts("#scoreboard [data-player]").await?;
        if names != ["Ada", "Bo", "Cy"] || screen.count("#scoreboard .points").await? > 0 {
            return Err(format!("the projector ranks {names:?}"));
        }
        screen.snapshot("rooms-projector-unranked").await?;

        // Ada closes her tab and stays away past the seat's grace: Bo hosts
        // meanwhile. (Leaving the Rooms view closes the socket, and the
        // tab's storage goes as a closed tab's does; a navigation away may
        // keep the page, and its socket, in the back-forward cache.)
        ada.click("#view-solve").await?;
        ada.wait_displayed("#deal").await?;
        ada.js("sessionStorage.clear();", json!([])).await?;
        ada.wait_displayed("#deal").await?;
        bo.wait_displayed("#scoreboard tr.away").await?;
        let mut hosting = Err("Bo never became the host".to_string());
        for _ in 0..4 {
            hosting = bo.wait_displayed("#room-end").await;
            if hosting.is_ok() {
                break;
            }
        }
        hosting?;
        // Her room's link brings back her seat and the host's role.
        ada.open(&format!("/?room={code}")).await?;
        ada.wait_displayed("#room-end").await?;
        wait_count(bo, "#room-end", 0).await?;
        wait_count(ada, "#scoreboard [data-player]", 3).await?;

        // Leave asks first: Bo stays, Cy goes.
        bo.click("#room-leave").await?;
        bo.wait_displayed("#room-leave-ask").await?;
        bo.snapshot("rooms-leave-ask").await?;
        accessible_in_both_themes(bo, "rooms leave asked").await?;
        bo.click("#room-stay").await?;
        bo.wait_displayed("#room-leave").await?;
        cy.click("#room-leave").await?;
        cy.click("#room-leave-yes").await?;
        cy.wait_displayed("#room-join").await?;
        wait_count(ada, "#scoreboard [data-player]", 2)
            .await
            .map(drop)
    });
}

#[test]
fn rooms_a_teacher_hosts_without_playing_removes_a_player_and_keeps_the_door() {
    rooms_scenario("rooms-host-only", 4, async |rooms| {
        let [teacher, bo, cy, dee] = &rooms.pages[..] else {
            return Err("four sessions".into());
        };
        // The teacher hosts one round without playing, late join off.
        teacher.open("/?view=rooms").await?;
        fill(teacher, "#room-nick", "Ms K").await?;
        teacher.click(r#"#room-rounds option[value="1"]"#).await?;
        teacher.click("#room-host-only").await?;
        teacher.click("#room-late-join").await?;
        teacher
            .click(r#"#room-scoring option[value="accuracy"]"#)
            .await?;
        teacher.click("#room-create").await?;
        teacher.wait_displayed("#room-code").await?;
        let code = teacher.texts("#room-code").await?.join("");
        for (page, name) in [(bo, "Bo"), (cy, "Cy")] {
            page.open(&format!("/?room={code}")).await?;
            fill(page, "#room-nick", name).await?;
            page.click("#room-join").await?;
        }
        // The teacher is not among the players, on any page.
        for page in [teacher, bo, cy] {
            wait_count(page, "#players [data-player]", 2).await?;
            let names = page.texts("#players [data-player]").await?;
            if names != ["Bo", "Cy"] {
                return Err(format!("the players are {names:?}"));
            }
        }
        // Only the host has Remove, and extra time to give: Bo gets ×1.5.
        if bo
            .count("[data-remove-player], [data-extra-player]")
            .await?
            > 0
        {
            return Err("a player can remove others or give extra time".into());
        }
        let bo_id = teacher
            .attrs("#players [data-player]", "data-player")
            .await?
            .first()
            .cloned()
            .unwrap_or_default();
        teacher
            .click(&format!(
                r#"[data-extra-player="{bo_id}"] option[value="1.5"]"#
            ))
            .await?;
        teacher.snapshot("rooms-host-only-lobby").await?;
        accessible_in_both_themes(teacher, "rooms lobby, host without playing").await?;
        // The lobby's new controls (extra time, the settings) in every
        // language: the teacher's page reloads in each and takes its seat
        // back.
        for lang in lang::Lang::ALL.iter().skip(1).chain([&lang::Lang::En]) {
            teacher.switch_language(lang.tag()).await?;
            wait_count(teacher, "[data-extra-player]", 2).await?;
            teacher
                .check_accessibility(&format!(
                    "rooms lobby, host without playing, {}",
                    lang.tag()
                ))
                .await?;
        }

        // The teacher removes Cy, after a question, and blocks the name.
        let ids = teacher
            .attrs("#players [data-player]", "data-player")
            .await?;
        let cy_id = ids.get(1).cloned().unwrap_or_default();
        teacher
            .click(&format!(r#"[data-remove-player="{cy_id}"]"#))
            .await?;
        e2e::wait_contains(teacher, "#room-remove-ask", &["Remove Cy from the room?"]).await?;
        teacher.snapshot("rooms-remove-ask").await?;
        accessible_in_both_themes(teacher, "rooms remove asked").await?;
        teacher.click("#room-remove-block").await?;
        e2e::wait_contains(cy, "#room-said", &["removed you"]).await?;
        wait_count(teacher, "#players [data-player]", 1).await?;
        // Cy cannot come back under the same name, whatever its case.
        cy.open(&format!("/?room={code}")).await?;
        fill(cy, "#room-nick", "CY").await?;
        cy.click("#room-join").await?;
        e2e::wait_contains(cy, "#room-error", &["removed a player of that nickname"]).await?;

        // The round: the teacher sees the hand and runs it, with nothing
        // to answer with; Dee, late, is refused.
        teacher.click("#room-start").await?;
        wait_count(bo, "[data-play-card]", 4).await?;
        wait_count(teacher, "#room-hand .card", 4).await?;
        teacher.wait_displayed("#room-host-only-note").await?;
        teacher.wait_displayed("#room-end").await?;
        if teacher.count("#attempt, [data-play-card]").await? > 0 {
            return Err("a host who does not play has an answer box".into());
        }
        teacher.snapshot("rooms-host-only-round").await?;
        // Bo's round lasts 90 s, not 60, and Bo alone is told.
        e2e::wait_contains(bo, "#room-extra", &["×1.5"]).await?;
        let left = bo.texts("#room-clock").await?.join("");
        let seconds: u32 = left.trim_end_matches(" s").parse().unwrap_or(0);
        if !(61..=90).contains(&seconds) {
            return Err(format!("Bo's clock reads {left}"));
        }
        if teacher.count("#room-extra").await? > 0 {
            return Err("the host's page says it has extra time".into());
        }
        bo.snapshot("rooms-extra-time").await?;
        accessible_in_both_themes(teacher, "rooms round, host without playing").await?;
        dee.open(&format!("/?room={code}")).await?;
        fill(dee, "#room-nick", "Dee").await?;
        dee.click("#room-join").await?;
        e2e::wait_contains(dee, "#room-error", &["takes no late players"]).await?;
        // Bo, the one player, solves: the round and the game end at once,
        // and by accuracy the first answer scores 1, not 3.
        let (answer, _) = solution(&table_values(bo).await?)?;
        type_answer(bo, &answer).await?;
        for page in [teacher, bo] {
            wait_count(page, "#results tbody tr", 1).await?;
            wait_standings(page, "#results", &[("Bo", "1")]).await?;
        }

        // No clock, late join on, generated names only, and play again: no
        // page shows a time, and Dee joins the game under way, under a
        // generated name.
        teacher
            .click(r#"#room-scoring option[value="untimed"]"#)
            .await?;
        wait_count(teacher, "#room-time", 0).await?;
        teacher.click("#room-late-join").await?;
        teacher.click("#room-names").await?;
        teacher.click("#room-again").await?;
        wait_count(bo, "[data-play-card]", 4).await?;
        if bo.count("#room-clock").await? + teacher.count("#room-clock").await? > 0 {
            return Err("a game without a clock shows one".into());
        }
        dee.click("#room-join").await?;
        e2e::wait_contains(dee, "#room-error", &["generated names only"]).await?;
        dee.snapshot("rooms-generated-names").await?;
        accessible_in_both_themes(dee, "rooms entry, generated names only").await?;
        let offered = dee.texts("[data-generated-name]").await?;
        dee.click("#room-other-names").await?;
        let others = dee.texts("[data-generated-name]").await?;
        if offered.len() != 3 || others.len() != 3 || offered == others {
            return Err(format!("generated names {offered:?}, then {others:?}"));
        }
        let name = others[1].clone();
        dee.click("[data-generated-name]:nth-of-type(2)").await?;
        dee.wait("the nickname field to hold the name taken", async || {
            let typed = dee
                .js(
                    "return document.querySelector('#room-nick').value;",
                    json!([]),
                )
                .await?;
            match typed.as_str() {
                Some(t) if t == name => Ok(()),
                _ => Err(typed.to_string()),
            }
        })
        .await?;
        dee.click("#room-join").await?;
        wait_count(dee, "[data-play-card]", 4).await?;
        let (answer, _) = solution(&table_values(dee).await?)?;
        type_answer(dee, &answer).await?;
        wait_attr(dee, "#room-verdict", "data-outcome", &["correct"]).await?;
        e2e::wait_contains(dee, "#room-verdict", &["Solved: 1 point"]).await?;
        wait_standings(teacher, "#scoreboard", &[(&name, "1"), ("Bo", "0")]).await?;
        e2e::wait_contains(teacher, "#scoreboard tbody tr:first-child", &["solved"]).await?;
        teacher.snapshot("rooms-untimed-round").await?;
        // Locked, the room takes no one new; its players stay.
        teacher.click("#room-lock").await?;
        teacher.wait_displayed(r#"[data-locked="true"]"#).await?;
        fill(cy, "#room-nick", "Cyrus").await?;
        cy.click("#room-join").await?;
        e2e::wait_contains(cy, "#room-error", &["locked"]).await?;
        wait_standings(teacher, "#scoreboard", &[(&name, "1"), ("Bo", "0")]).await
    });
}

#[test]
fn rooms_without_the_server_say_so_and_the_rest_works() {
    scenario("rooms-no-server", async |page| {
        page.open("/?view=rooms").await?;
        e2e::wait_contains(page, "#room-connection", &["need the Rooms server"]).await?;
        page.wait_displayed("#room-create[disabled]").await?;
        page.wait_displayed("#room-retry").await?;
        // Everything else works as before.
        page.click("#view-solve").await?;
        page.wait_displayed("#deal").await?;
        page.click("#view-rooms").await?;
        e2e::wait_contains(page, "#room-connection", &["need the Rooms server"]).await?;
        page.open("/?room=K7M2QX").await?;
        page.wait_displayed("#room-join[disabled]").await?;
        wait_url(page, "room=K7M2QX").await.map(drop)
    });
}
