//! The world's daily, against the server that serves the page: three
//! browsers play the day's hand; each solve is timed by the server and
//! placed among the day's players (`#daily-world[data-players-today]`);
//! a second solve from the same browser counts nothing; a solve the
//! server does not answer is given up and said so. On a static host
//! (`game.rs`'s daily scenario) the page says the comparison needs the
//! server.

use crate::game::solve_the_table;
use e2e::{rooms_scenario, wait_contains, wait_contains_long, wait_count, Page, Result};

/// The day's players as `#daily-world` counts them.
async fn players_today(page: &Page) -> Result<u64> {
    page.wait_displayed("#daily-world[data-players-today]")
        .await?;
    let attrs = page.attrs("#daily-world", "data-players-today").await?;
    attrs
        .first()
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| format!("no count of players in {attrs:?}"))
}

/// The first number in `text` ("14.2 s: faster…").
fn seconds_in(text: &str) -> Result<f64> {
    let number: String = text
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    number.parse().map_err(|_| format!("no time in {text:?}"))
}

/// The histogram's bars, by their names for screen readers.
async fn bars_named(page: &Page) -> Result<String> {
    let names = page.texts(".daily-world-bars li .visually-hidden").await?;
    match names.len() {
        10 => Ok(names.join("; ")),
        n => Err(format!("{n} bars: {names:?}")),
    }
}

#[test]
fn rooms_the_worlds_daily_places_a_solve_among_the_days_players() {
    rooms_scenario("world-daily", 3, async |rooms| {
        let [ana, ben, cleo] = &rooms.pages[..] else {
            return Err("three sessions".into());
        };
        // Three browsers show the day's hand: three clocks start.
        for page in [ana, ben, cleo] {
            page.open("/?daily").await?;
            wait_count(page, "[data-play-card] img", 4).await?;
        }
        solve_the_table(ana).await?;
        let headline = wait_contains(ana, "#daily-world-headline", &["faster than"]).await?;
        if !headline.contains("of the other 2 players today") {
            return Err(format!("Ana's place: {headline}"));
        }
        // The server timed the solve from the start it saw: within a second
        // of the page's own clock, which started and stopped first.
        let server = seconds_in(&headline)?;
        let page = seconds_in(&ana.texts("#timer").await?.join(""))?;
        if (server - page).abs() > 1.0 {
            return Err(format!("the server timed {server} s, the page {page} s"));
        }
        if players_today(ana).await? != 3 {
            return Err("three players started the hand".into());
        }
        wait_contains(ana, "#daily-world", &["33% of today’s players solved it."]).await?;
        let bars = bars_named(ana).await?;
        if !bars.contains("1 solve (you)") {
            return Err(format!("Ana's bar is not marked: {bars}"));
        }
        ana.snapshot("world-daily").await?;
        solve_the_table(ben).await?;
        wait_contains(ben, "#daily-world", &["66% of today’s players solved it."]).await?;
        // Ana again, after a reload: her first time stands, and she is not
        // counted twice.
        ana.open("/?daily").await?;
        wait_count(ana, "[data-play-card] img", 4).await?;
        solve_the_table(ana).await?;
        wait_contains(
            ana,
            "#daily-world",
            &["Only your first solve today counts."],
        )
        .await?;
        if players_today(ana).await? != 3 {
            return Err("a second solve counted as a player".into());
        }
        wait_contains(ana, "#daily-world", &["66% of today’s players solved it."]).await?;
        // Every language, checked by axe: a language is another build, so
        // the page starts again, and Ana solves once more (counted once).
        let others = lang::Lang::ALL.iter().filter(|&&l| l != lang::Lang::En);
        for lang in others.chain([&lang::Lang::En]).map(|l| l.tag()) {
            ana.switch_language(lang).await?;
            wait_count(ana, "[data-play-card] img", 4).await?;
            solve_the_table(ana).await?;
            ana.wait_displayed("#daily-world-headline").await?;
            // The win's sparks cover the words until they are done.
            wait_count(ana, ".burst", 0).await?;
            ana.check_accessibility(&format!("the world's daily, {lang}"))
                .await?;
            if lang == "zh-Hans" {
                wait_contains(ana, "#daily-world", &["今天的解题用时"]).await?;
                ana.snapshot("world-daily-zh").await?;
            }
        }
        if players_today(ana).await? != 3 {
            return Err("a solve in another language counted as a player".into());
        }
        Ok(())
    });
}

#[test]
fn rooms_a_daily_solve_the_server_does_not_answer_is_said_so() {
    rooms_scenario("world-daily-lost", 1, async |rooms| {
        let [ana] = &rooms.pages[..] else {
            return Err("one session".into());
        };
        ana.open_on(&rooms.proxied(), "/?daily").await?;
        wait_count(ana, "[data-play-card] img", 4).await?;
        solve_the_table(ana).await?;
        ana.wait_displayed("#daily-world-headline").await?;
        // The daily hand again, in the same page: its start is answered,
        // then the network hangs, and the solve's request with it.
        ana.click("#daily").await?;
        wait_count(ana, "[data-play-card] img", 4).await?;
        std::thread::sleep(std::time::Duration::from_millis(500));
        rooms.stall();
        solve_the_table(ana).await?;
        wait_contains_long(ana, "#daily-world", &["The server does not answer"]).await?;
        ana.snapshot("world-daily-lost").await?;
        Ok(())
    });
}
