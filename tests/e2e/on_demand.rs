//! The views loaded on demand (Play's panel, Rooms, Practice, the
//! worksheet, Explore): each a wasm file of its own, fetched the first time
//! it is drawn, never before (but a link that opens a view fetches its
//! files beside the page's wasm), and said plainly when it cannot be
//! fetched.

use e2e::{json, scenario, scenario_on_a_copy, Page, Result};

/// The file names (the last part of each URL) the page has fetched.
async fn fetched(page: &Page) -> Result<Vec<String>> {
    let script = "return performance.getEntriesByType('resource')
        .map(e => e.name.split('?')[0].split('/').pop());";
    let names = page.js(script, json!([])).await?;
    Ok(names
        .as_array()
        .ok_or(format!("no resource entries: {names}"))?
        .iter()
        .map(|n| n.as_str().unwrap_or_default().to_string())
        .collect())
}

fn views(files: &[String]) -> Vec<&str> {
    files
        .iter()
        .map(String::as_str)
        .filter(|f| f.starts_with("split_"))
        .collect()
}

#[test]
fn a_view_is_fetched_when_first_drawn() {
    scenario("on-demand", async |page| {
        page.open("/").await?;
        page.wait_live().await?;
        page.wait_displayed("#deal").await?;
        let first = fetched(page).await?;
        if !first.iter().any(|f| f == "app_bg.wasm") {
            return Err(format!("the page's wasm is not app_bg.wasm: {first:?}"));
        }
        if !views(&first).is_empty() {
            return Err(format!("views fetched with the start page: {first:?}"));
        }
        page.click("#view-explore").await?;
        e2e::wait_contains(page, "#solvable-hands", &["1,362"]).await?;
        let now = fetched(page).await?;
        if views(&now) != ["split_explore.wasm"] {
            return Err(format!("Explore fetched {:?}", views(&now)));
        }
        // Back and forth: drawn again at once, never fetched again.
        page.click("#view-solve").await?;
        page.click("#view-explore").await?;
        page.wait_displayed("#solvable-hands").await?;
        let again = fetched(page).await?;
        if views(&again) != ["split_explore.wasm"] {
            return Err(format!("Explore again fetched {:?}", views(&again)));
        }
        page.click("#view-rooms").await?;
        page.wait_displayed(".rooms").await?;
        let rooms = fetched(page).await?;
        if views(&rooms) != ["split_explore.wasm", "split_rooms.wasm"] {
            return Err(format!("Rooms fetched {:?}", views(&rooms)));
        }
        page.no_csp_violations().await
    });
}

/// How many `<link rel=preload>` the page holds for the view `view`.
async fn hints(page: &Page, view: &str) -> Result<usize> {
    page.count(&format!(
        r#"link[rel="preload"][href$="/split_{view}.wasm"]"#
    ))
    .await
}

async fn play_hints(page: &Page) -> Result<usize> {
    hints(page, "play").await
}

#[test]
fn a_link_to_a_view_fetches_that_view_early_and_no_other() {
    scenario("on-demand-links", async |page| {
        const VIEWS: [&str; 5] = ["play", "practice", "explore", "worksheet", "rooms"];
        for (link, view) in [
            ("/?view=explore", "explore"),
            ("/?view=print", "worksheet"),
            ("/?mode=practice", "practice"),
            ("/?room=K7M2QX", "rooms"),
            ("/?daily", "play"),
        ] {
            page.open(link).await?;
            page.wait_live().await?;
            for other in VIEWS {
                let (count, wanted) = (hints(page, other).await?, usize::from(other == view));
                if count != wanted {
                    return Err(format!("{link}: {count} early fetches of {other}'s file"));
                }
            }
        }
        page.no_csp_violations().await
    });
}

#[test]
fn play_is_fetched_with_the_page_for_a_link_to_play_and_on_demand_otherwise() {
    scenario("on-demand-play", async |page| {
        // A challenge link: Play's file is asked for with the page's wasm,
        // once.
        page.open("/?cards=3s-3h-8c-8d&mode=play&t=12.3").await?;
        page.wait_live().await?;
        page.wait_displayed(".play-felt").await?;
        if play_hints(page).await? != 1 {
            return Err("a link to play does not fetch Play's file early".to_string());
        }
        let files = fetched(page).await?;
        let (play, wasm) = (
            files.iter().position(|f| f == "split_play.wasm"),
            files.iter().position(|f| f == "app_bg.wasm"),
        );
        if !matches!((play, wasm), (Some(play), Some(wasm)) if play < wasm) {
            return Err(format!(
                "Play's file was not fetched with the page's: {files:?}"
            ));
        }
        // The page asks once: the app's own fetch takes the early one's
        // answer. (The offline worker, registered once the app is live,
        // confirms the file later.)
        let asked = page.requests();
        let before_worker = asked
            .iter()
            .take_while(|(t, _)| !t.starts_with("/sw.js"))
            .filter(|(t, _)| t.ends_with("/split_play.wasm"));
        if before_worker.count() != 1 {
            return Err(format!("Play's file was not asked for once: {asked:?}"));
        }
        // Solve: no view is fetched or hinted until Play is opened.
        page.open("/?cards=3s-3h-8c-8d").await?;
        page.wait_live().await?;
        e2e::wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await?;
        let solve = fetched(page).await?;
        if !views(&solve).is_empty() || play_hints(page).await? != 0 {
            return Err(format!("Solve fetched or hinted a view: {solve:?}"));
        }
        page.click("#view-play").await?;
        page.wait_displayed(".play-felt").await?;
        let now = fetched(page).await?;
        if views(&now) != ["split_play.wasm"] {
            return Err(format!("Play fetched {:?}", views(&now)));
        }
        page.no_csp_violations().await
    });
}

#[test]
fn a_view_that_cannot_be_fetched_says_so_and_tries_again() {
    scenario_on_a_copy("on-demand-failed", async |page| {
        // Explore's file is gone from the server, as on a connection that
        // drops; the service worker, which would keep it, cannot install.
        let dir = std::fs::read_dir(page.served_dir())
            .map_err(|e| e.to_string())?
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .find(|p| {
                p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("app-en-"))
            })
            .ok_or("no split build of English in the served copy")?;
        let file = dir.join("split_explore.wasm");
        let hidden = dir.join("split_explore.wasm.hidden");
        std::fs::rename(&file, &hidden).map_err(|e| e.to_string())?;
        page.open("/?view=explore").await?;
        e2e::wait_contains(
            page,
            ".view-unavailable[role=alert]",
            &["This part of the page could not load", "Try again"],
        )
        .await?;
        page.snapshot("on-demand-unavailable").await?;
        page.check_accessibility("a view that could not be fetched")
            .await?;
        std::fs::rename(&hidden, &file).map_err(|e| e.to_string())?;
        page.click(".view-unavailable button").await?;
        e2e::wait_contains(page, "#solvable-hands", &["1,362"]).await?;
        if page.count(".view-unavailable").await? != 0 {
            return Err("the failure is still said".into());
        }
        Ok(())
    });
}
