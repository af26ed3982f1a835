//! The host's report on a class game: a teacher who does not play, a
//! projector, two players in browsers and 28 more on sockets (30 players)
//! play ten rounds scored by accuracy. The teacher's report lists every
//! player and round; its CSV, downloaded, reads back row by row (Chinese,
//! emoji and comma names included); printed, it fits one page and reads
//! back; it survives the teacher's reload in every language, axe-clean;
//! no player's page or projector ever shows it. The projector shows the
//! room of 30 on 1280 × 720 and 1920 × 1080 screens without scrolling,
//! the target and the clock at least 6 % of the screen's height.

use crate::game::saved_file;
use crate::rooms::{accessible_in_both_themes, fill, solution, table_values, type_answer};
use e2e::{json, rooms_scenario, wait_count, Page, Result};
use model::csv;
use protocol::room::{ClientMsg, RoomCode};

const ROUNDS: usize = 10;
/// Players on sockets, beside the two in browsers.
const BOTS: usize = 28;

/// The bots' nicknames: every script a class may write in, a comma and a
/// quote to quote, and one that a spreadsheet would run as a formula.
fn bot_names() -> Vec<String> {
    let fixed = ["Bo, Jr.", "김민준", "さくら", "Ünal", "=1+1", "Say \"hi\""];
    let mut names: Vec<String> = fixed.iter().map(|s| s.to_string()).collect();
    names.extend((names.len()..BOTS).map(|i| format!("Student {i:02}")));
    names
}

/// Whether bot `i` solves round `round`, and after how many wrong tries.
fn bot_plays(i: usize, round: usize) -> Option<u32> {
    ((i + round) % 3 != 0).then_some(u32::from((i + round) % 5 == 0))
}

/// Opens a socket for each of `joins` (a `Join` message's text) on `page`.
async fn open_bots(page: &Page, joins: &[String]) -> Result {
    let script = "window.bots = arguments[0].map((join) => { \
                      const ws = new WebSocket(`ws://${location.host}/rooms/ws`); \
                      ws.onopen = () => ws.send(join); return ws; }); \
                  return true;";
    page.js(script, json!([joins])).await.map(drop)
}

/// Sends each bot its messages' texts, in order (`null`: none).
async fn bots_send(page: &Page, texts: &[Vec<String>]) -> Result {
    let script = "arguments[0].forEach((texts, i) => \
                      texts.forEach((t) => window.bots[i].send(t))); return true;";
    page.js(script, json!([texts])).await.map(drop)
}

/// The projector's sizes: a classroom's 720p projector and a 1080p one.
const PROJECTORS: [(u32, u32); 2] = [(1280, 720), (1920, 1080)];

/// Checks that the projector view fits each projector's screen without
/// scrolling, saving `<label>-<w>x<h>.png`; in a round, that the target
/// and the clock stand at least 6 % of the screen's height.
async fn projector_fits(screen: &Page, label: &str) -> Result {
    for (width, height) in PROJECTORS {
        if !screen.fits_screen(label, width, height).await? {
            return Err(format!(
                "{label}: the projector view scrolls at {width}×{height}"
            ));
        }
        let tall = screen
            .js(
                "return ['.make', '#room-clock'].map((css) => { \
                     const e = document.querySelector(css); \
                     return e ? parseFloat(getComputedStyle(e).fontSize) / innerHeight : 1; });",
                json!([]),
            )
            .await?;
        let small: Vec<f64> = tall
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_f64())
            .filter(|&share| share < 0.06)
            .collect();
        if !small.is_empty() {
            return Err(format!(
                "{label}: the target or clock is {small:?} of the height"
            ));
        }
    }
    screen.resize(1280, 800).await
}

/// The hand on the teacher's table: each card's exact value.
async fn hand_values(page: &Page) -> Result<Vec<String>> {
    page.attrs("#room-hand .card", "data-value").await
}

#[test]
fn rooms_a_class_game_leaves_the_teacher_a_report() {
    rooms_scenario("rooms-report", 5, async |rooms| {
        let [teacher, screen, wang, zoe, bots] = &rooms.pages[..] else {
            return Err("five sessions".into());
        };
        teacher.open("/?view=rooms").await?;
        fill(teacher, "#room-nick", "Ms K").await?;
        teacher
            .click(&format!(r#"#room-rounds option[value="{ROUNDS}"]"#))
            .await?;
        teacher.click("#room-host-only").await?;
        // Whole numbers only: the rule `solution` solves by.
        teacher.click("#room-integers").await?;
        teacher
            .click(r#"#room-scoring option[value="accuracy"]"#)
            .await?;
        teacher.click("#room-create").await?;
        teacher.wait_displayed("#room-code").await?;
        let code = teacher.texts("#room-code").await?.join("");
        let room = RoomCode::parse(&code).ok_or("no room code")?;
        screen.open(&format!("/?room={code}&screen=1")).await?;
        for (page, name) in [(wang, "王芳"), (zoe, "Zoë 🦊")] {
            page.open(&format!("/?room={code}")).await?;
            fill(page, "#room-nick", name).await?;
            page.click("#room-join").await?;
            page.wait_displayed("#room-code").await?;
        }
        bots.open("/").await?;
        let names = bot_names();
        let joins: Vec<String> = names
            .iter()
            .map(|nickname| {
                let nickname = nickname.clone();
                ClientMsg::Join {
                    code: room,
                    nickname,
                }
                .encode()
            })
            .collect();
        open_bots(bots, &joins).await?;
        wait_count(teacher, "#players [data-player]", 2 + BOTS).await?;
        wait_count(screen, "#players [data-player]", 2 + BOTS).await?;
        projector_fits(screen, "rooms-projector-lobby-30").await?;

        teacher.click("#room-start").await?;
        for round in 1..=ROUNDS {
            wait_count(zoe, "[data-play-card]", 4).await?;
            e2e::wait_text(teacher, "#room-round", &round.to_string()).await?;
            let (answer, _) = solution(&hand_values(teacher).await?)?;
            // 王芳 tries once wrong, then solves the first round, and no
            // other; Zoë solves every one.
            if round == 1 {
                type_answer(wang, "99").await?;
                e2e::wait_contains(wang, "#room-verdict", &["99"]).await?;
                type_answer(wang, &answer).await?;
            }
            let (zoe_answer, _) = solution(&table_values(zoe).await?)?;
            type_answer(zoe, &zoe_answer).await?;
            let texts: Vec<Vec<String>> = (0..BOTS)
                .map(|i| {
                    let Some(wrong) = bot_plays(i, round) else {
                        return Vec::new();
                    };
                    let r = round as u32;
                    let mut texts: Vec<String> = (0..wrong)
                        .map(|_| {
                            ClientMsg::Answer {
                                round: r,
                                text: "1+1".into(),
                            }
                            .encode()
                        })
                        .collect();
                    texts.push(
                        ClientMsg::Answer {
                            round: r,
                            text: answer.clone(),
                        }
                        .encode(),
                    );
                    texts
                })
                .collect();
            bots_send(bots, &texts).await?;
            let solvers = 1
                + usize::from(round == 1)
                + (0..BOTS).filter(|&i| bot_plays(i, round).is_some()).count();
            wait_count(teacher, "#scoreboard tr.solved", solvers).await?;
            if round == 1 {
                wait_count(screen, "#scoreboard tr.solved", solvers).await?;
                projector_fits(screen, "rooms-projector-round-30").await?;
            }
            teacher.click("#room-end").await?;
            if round == 1 {
                screen.wait_displayed("#room-solutions").await?;
                projector_fits(screen, "rooms-projector-reveal-30").await?;
            }
            if round < ROUNDS {
                teacher.click("#room-next").await?;
            }
        }
        wait_count(teacher, "#results tbody tr", 2 + BOTS).await?;
        wait_count(screen, "#results tbody tr", 2 + BOTS).await?;
        projector_fits(screen, "rooms-projector-results-30").await?;
        screen
            .check_accessibility("rooms projector results, 30 players")
            .await?;

        // The report: every player, best first; 王芳's wrong try shows.
        wait_count(teacher, "#room-report [data-report-player]", 2 + BOTS).await?;
        wait_count(teacher, "#room-report [data-report-round]", ROUNDS).await?;
        let first = teacher
            .texts("#room-report [data-report-player] th")
            .await?;
        if first.first().map(String::as_str) != Some("Zoë 🦊") {
            return Err(format!("the report's players: {first:?}"));
        }
        let wang_row = r#"#room-report [data-report-player] .wrong"#;
        e2e::wait_contains(teacher, wang_row, &["✗1"]).await?;
        for page in [screen, wang, zoe] {
            if page.count("#room-report").await? > 0 {
                return Err("a page other than the host's shows the report".into());
            }
        }
        teacher.snapshot("rooms-report").await?;
        accessible_in_both_themes(teacher, "rooms report").await?;

        // The CSV: a byte-order mark, RFC 4180, a row per player and round.
        let (file, text) = saved_file(teacher, "#room-report-csv").await?;
        if file != format!("24-room-{code}-report.csv") {
            return Err(format!("the CSV is named {file}"));
        }
        let rows = csv::read(&text).ok_or("the CSV does not read back (BOM, CRLF, quotes)")?;
        let heads = [
            "Player",
            "Round",
            "Hand",
            "Target",
            "Level",
            "Solved",
            "Seconds",
            "Wrong tries",
            "Answer",
            "Solution no.",
            "Solutions",
            "Points",
        ];
        if rows.first().map(|r| r.as_slice()) != Some(&heads.map(String::from)[..]) {
            return Err(format!("the CSV's heading row is {:?}", rows.first()));
        }
        if rows.len() != 1 + (2 + BOTS) * ROUNDS {
            return Err(format!("the CSV has {} rows", rows.len()));
        }
        let of =
            |name: &str| -> Vec<&Vec<String>> { rows.iter().filter(|r| r[0] == name).collect() };
        let wang_rows = of("王芳");
        let solved = |rows: &[&Vec<String>]| rows.iter().filter(|r| r[5] == "yes").count();
        if wang_rows.len() != ROUNDS || solved(&wang_rows) != 1 || wang_rows[0][7] != "1" {
            return Err(format!("王芳's rows: {wang_rows:?}"));
        }
        if solved(&of("Zoë 🦊")) != ROUNDS {
            return Err(format!("Zoë's rows: {:?}", of("Zoë 🦊")));
        }
        for (i, name) in names.iter().enumerate() {
            // A formula is written as text, as OWASP advises.
            let shown = if name.starts_with('=') {
                format!("'{name}")
            } else {
                name.clone()
            };
            let mine = of(&shown);
            let want = (1..=ROUNDS).filter(|&r| bot_plays(i, r).is_some()).count();
            let wrong: u32 = (1..=ROUNDS).filter_map(|r| bot_plays(i, r)).sum();
            let tries: u32 = mine.iter().map(|r| r[7].parse::<u32>().unwrap_or(99)).sum();
            if mine.len() != ROUNDS || solved(&mine) != want || tries != wrong {
                return Err(format!("{name}'s rows: {mine:?}"));
            }
        }
        // A solved row names its answer, in the display form, and its
        // solution's number among the hand's.
        let row = wang_rows[0];
        if row[8].is_empty()
            || !row[8].contains(['×', '÷', '+', '−'])
            || row[9].parse::<u32>().is_err()
        {
            return Err(format!("王芳's first row: {row:?}"));
        }

        // Printed: one page, the report alone, on Letter and on A4.
        let pdf = teacher.print_pdf("rooms-report").await?;
        if pdf.pages()? != 1 {
            return Err(format!("the report prints on {} pages", pdf.pages()?));
        }
        let printed = pdf.text(1)?;
        for want in [
            "Game report",
            "王芳",
            "Zoë",
            "Bo, Jr.",
            "김민준",
            "Student 27",
            "First to solve",
        ] {
            if !printed.contains(want) {
                return Err(format!("the printed report lacks {want:?}:\n{printed}"));
            }
        }
        if printed.contains("Final standings") || printed.contains("Play again") {
            return Err(format!("the print shows more than the report:\n{printed}"));
        }
        pdf.images(100)?;
        let a4 = teacher.print_pdf_a4("rooms-report-a4").await?;
        if a4.pages()? != 1 || !a4.text(1)?.contains("Student 27") {
            return Err(format!("on A4 the report prints on {} pages", a4.pages()?));
        }

        // The teacher's reload keeps the report, in every language.
        let others = lang::Lang::ALL.iter().filter(|&&l| l != lang::Lang::En);
        for lang in others.chain([&lang::Lang::En]).map(|l| l.tag()) {
            teacher.switch_language(lang).await?;
            wait_count(teacher, "#room-report [data-report-player]", 2 + BOTS).await?;
            teacher
                .check_accessibility(&format!("rooms report, {lang}"))
                .await?;
            // The projector's big screen has no header to switch with; a
            // phone's width has.
            screen.resize(390, 844).await?;
            screen.switch_language(lang).await?;
            wait_count(screen, "#results tbody tr", 2 + BOTS).await?;
            screen
                .check_accessibility(&format!("rooms projector results, {lang}"))
                .await?;
        }
        Ok(())
    });
}
