//! Explore: the deck figures and charts, and hands opened from them.

use e2e::{scenario, wait_contains, wait_count, wait_url};

#[test]
fn explore_shows_the_deck_figures_and_charts() {
    scenario("explore", async |page| {
        page.open("/?view=explore").await?;
        wait_contains(page, "#solvable-hands", &["1,362", "1,820", "74.8%"]).await?;
        wait_contains(page, "#solvable-deals", &["22,615", "28,561"]).await?;
        wait_contains(page, "#solutions", &["3,017"]).await?;
        page.wait_displayed("#per-hand-chart .bar").await?;
        wait_count(page, "#targets-chart .bar", 100).await?;
        wait_count(page, "#targets-chart .bar.current", 1).await?;
        wait_count(page, "#difficulty-chart .bar", 5).await?;
        wait_count(page, ".hardest li", 20).await?;
        // The per-target figure for 24 is the headline's.
        let titles = page
            .attrs("#targets-chart .bar.current", "aria-label")
            .await?;
        if !titles
            .iter()
            .any(|t| t.contains("1,362") && t.starts_with("24"))
        {
            return Err(format!("current bar: {titles:?}"));
        }
        // The bar of the most solutions lists the one hand that has them,
        // reached by keyboard.
        page.js(
            r#"document.querySelector('#per-hand-chart .bar[data-label="11"]').focus()"#,
            e2e::json!([]),
        )
        .await?;
        page.press(e2e::Key::Enter).await?;
        wait_contains(
            page,
            ".hand-list",
            &["1 hand with 11 solutions", "2 4 8 10"],
        )
        .await
        .map(drop)
    });
}

#[test]
fn explore_values_one_to_nine() {
    scenario("explore-nine", async |page| {
        // The targets chart's range comes from the link too.
        page.open("/?view=explore&max=9&from=10&to=40").await?;
        wait_contains(page, "#solvable-hands", &["404", "495"]).await?;
        wait_count(page, "#targets-chart .bar", 31).await?;
        wait_count(page, r#"#targets-chart .bar[data-label="10"]"#, 1)
            .await
            .map(drop)
    });
}

#[test]
fn explore_bars_list_hands_that_open_in_solve() {
    scenario("explore-hands", async |page| {
        page.open("/?view=explore&max=6").await?;
        wait_count(page, "#targets-chart .bar", 100).await?;
        // A click on the target 10 bar makes 10 the target.
        page.click(r#"#targets-chart .bar[data-label="10"]"#)
            .await?;
        wait_url(page, "target=10").await?;
        wait_count(page, r#"#targets-chart .bar.current[data-label="10"]"#, 1).await?;
        // The bar of hands with no solution lists them.
        page.click(r#"#per-hand-chart .bar[data-label="0"]"#)
            .await?;
        page.wait_displayed(".hand-list .hand-chip").await?;
        page.click(".hand-list .hand-chip").await?;
        page.wait_displayed("#hand").await?;
        let url = wait_url(page, "cards=").await?;
        if url.contains("view=explore") {
            return Err(format!("still in Explore: {url}"));
        }
        wait_count(page, "#hand .slot img.card", 4).await?;
        // Back returns to Explore, its figures kept for the deck.
        page.js("history.back()", e2e::json!([])).await?;
        wait_url(page, "view=explore").await?;
        wait_count(page, "#targets-chart .bar", 100).await
    });
}

#[test]
fn explore_difficulty_bars_list_their_hands() {
    scenario("explore-levels", async |page| {
        page.open("/?view=explore&max=9").await?;
        wait_count(page, "#difficulty-chart .bar", 5).await?;
        // The bars are named for their levels: the last lists the Fiendish
        // hands, 3 3 8 8 among them.
        page.click(r#"#difficulty-chart .bar[data-label="Fiendish"]"#)
            .await?;
        wait_count(page, r#"#difficulty-chart .bar.current[data-i="4"]"#, 1).await?;
        wait_contains(page, ".hand-list", &["hands at Fiendish", "3 3 8 8"])
            .await
            .map(drop)
    });
}
