//! The world's daily, against the server that serves the page: three
//! browsers play the day's hand; each solve is timed by the server and
//! placed among the day's players (`#daily-world[data-players-today]`);
//! a second solve from the same browser counts nothing. On a static host
//! (`game.rs`'s daily scenario) the page says the comparison needs the
//! server.

use crate::game::solve_the_table;
use e2e::{rooms_scenario, wait_contains, wait_count, Page, Result};

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

/// Solves of the day drawn in the histogram, from its bars' names.
async fn bars_named(page: &Page) -> Result<String> {
    let labels = page.attrs("#daily-world svg", "aria-label").await?;
    labels.into_iter().next().ok_or("no histogram".into())
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
        wait_contains(ben, "#daily-world", &["67% of today’s players solved it."]).await?;
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
        wait_contains(ana, "#daily-world", &["67% of today’s players solved it."]).await?;
        // Every language, checked by axe.
        let others = lang::Lang::ALL.iter().filter(|&&l| l != lang::Lang::En);
        for lang in others.chain([&lang::Lang::En]).map(|l| l.tag()) {
            ana.switch_language(lang).await?;
            ana.wait_displayed("#daily-world-headline").await?;
            ana.check_accessibility(&format!("the world's daily, {lang}"))
                .await?;
        }
        ana.switch_language("zh-Hans").await?;
        wait_contains(ana, "#daily-world", &["今天的解题用时"]).await?;
        ana.snapshot("world-daily-zh").await?;
        ana.switch_language("en").await
    });
}
