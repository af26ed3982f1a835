//! End-to-end tests: the release build of the app (`trunk build --release`)
//! served on 127.0.0.1 and driven in headless Chromium through chromedriver.
//!
//! Run by `cargo xtask test`, which builds `dist/` and sets
//! `TWENTYFOUR_E2E_DIST`; without it every scenario says it is skipped and
//! passes. Scenarios run one at a time, each in a fresh browser profile, and
//! each leaves `target/e2e-screenshots/<scenario>-390.png` and `-1280.png`.
//! `CHROMEDRIVER` names the driver (default `/usr/bin/chromedriver`).
//!
//! The `a11y_*` scenarios run axe-core (found through `TWENTYFOUR_AXE`, which
//! `cargo xtask test` sets) on each state of the page: any violation at the
//! `wcag2a`, `wcag2aa` and `best-practice` tags fails.

#![cfg(not(target_arch = "wasm32"))]

use e2e::{json, scenario, scenario_on_a_copy, Page, Result};

/// Waits until exactly `n` elements match `css`.
async fn wait_count(page: &Page, css: &str, n: usize) -> Result {
    page.wait(&format!("{n} × `{css}`"), async || {
        match page.count(css).await? {
            found if found == n => Ok(()),
            found => Err(format!("{found}")),
        }
    })
    .await
}

/// Waits until the URL contains `part`.
async fn wait_url(page: &Page, part: &str) -> Result<String> {
    page.wait(&format!("the URL to contain `{part}`"), async || {
        let url = page.url().await?;
        if url.contains(part) {
            Ok(url)
        } else {
            Err(url)
        }
    })
    .await
}

#[test]
fn deal_fills_the_hand_and_the_url() {
    scenario("deal", async |page| {
        page.open("/").await?;
        page.wait_displayed("#deal").await?;
        let before = page.url().await?;
        page.click("#deal").await?;
        wait_count(page, "#hand .slot img.card", 4).await?;
        page.wait("a new URL with `cards=`", async || {
            let url = page.url().await?;
            if url.contains("cards=") && url != before {
                Ok(())
            } else {
                Err(url)
            }
        })
        .await
    });
}

#[test]
fn picker_puts_the_king_of_spades_in_the_hand() {
    scenario("picker", async |page| {
        page.open("/").await?;
        page.click(r#"#hand .slot[data-slot="0"]"#).await?;
        page.wait_displayed("#picker").await?;
        page.click(r#"#picker [data-card="ks"]"#).await?;
        wait_count(page, r#"#hand img[data-card="ks"]"#, 1).await?;
        wait_url(page, "ks").await.map(drop)
    });
}

#[test]
fn url_hand_shows_its_solution() {
    scenario("solutions", async |page| {
        page.open("/?cards=3s-3h-8c-8d").await?;
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await
    });
}

#[test]
fn bad_card_codes_are_reported() {
    scenario("bad-codes", async |page| {
        page.open("/?cards=zz-3h-99-8d").await?;
        page.wait("`#message` to be displayed and name `zz`", async || {
            let shown = page.is_displayed("#message").await?;
            let text = page.texts("#message").await?.join(" ");
            if shown && text.contains("zz") {
                Ok(())
            } else {
                Err(format!("displayed: {shown}, text: {text:?}"))
            }
        })
        .await
    });
}

#[test]
fn strict_level_counts_more_solutions() {
    scenario("levels", async |page| {
        page.open("/?cards=as-2h-3d-4c").await?;
        // 1 2 3 4 makes 24 in 3 distinct ways, 4 strict ones.
        wait_count(page, "#solutions li", 3).await?;
        let verdict = page.texts("#verdict").await?.join(" ");
        if verdict.is_empty() {
            return Err("`#verdict` is missing or empty".into());
        }
        page.click("#level-strict").await?;
        wait_count(page, "#solutions li", 4).await?;
        wait_url(page, "level=strict").await.map(drop)
    });
}

#[test]
fn one_is_the_ace_in_links_and_typing() {
    scenario("ace", async |page| {
        page.open("/?cards=1s-2h-3d-4c").await?;
        wait_count(page, "#solutions li", 3).await?;
        let cards: Vec<String> = page.attrs("#hand img.card", "data-card").await?;
        if cards != ["as", "2h", "3d", "4c"] {
            return Err(format!("the hand is {cards:?}"));
        }
        if page.is_displayed("#message").await? {
            let text = page.texts("#message").await?.join(" ");
            return Err(format!("a message is shown: {text:?}"));
        }
        // Typed: 1 is the ace at once; 1 then 0 is a 10.
        page.click("#clear").await?;
        wait_count(page, "#hand img.card", 0).await?;
        page.type_keys("1").await?;
        wait_count(page, r#"#hand img[data-card="as"]"#, 1).await?;
        page.type_keys("10k").await?;
        wait_count(page, "#hand img.card", 3).await?;
        let cards: Vec<String> = page.attrs("#hand img.card", "data-card").await?;
        if cards != ["as", "ts", "ks"] {
            return Err(format!("typing 1 1 0 k gave {cards:?}"));
        }
        Ok(())
    });
}

/// Waits until the first element matching `css` has exactly the text `want`.
async fn wait_text(page: &Page, css: &str, want: &str) -> Result {
    page.wait(&format!("`{css}` to read {want:?}"), async || {
        let texts = page.texts(css).await?;
        match texts.first() {
            Some(text) if text == want => Ok(()),
            _ => Err(format!("{texts:?}")),
        }
    })
    .await
}

#[test]
fn japanese_names_the_cards_and_the_bad_input() {
    scenario("japanese", async |page| {
        page.open("/?cards=qh-zz-3d-4c").await?;
        wait_text(page, "#deal", "Deal").await?;
        let offered = page.texts("#lang option").await?;
        if offered != ["English", "简体中文", "日本語"] {
            return Err(format!("the switch offers {offered:?}"));
        }
        page.click(r#"#lang option[value="ja"]"#).await?;
        wait_text(page, "#deal", "配る").await?;
        let lang = page.attrs("html", "lang").await?;
        if lang != ["ja"] {
            return Err(format!("<html lang> is {lang:?}"));
        }
        let alt = page.attrs(r#"#hand img[data-card="qh"]"#, "alt").await?;
        if alt != ["ハートのクイーン"] {
            return Err(format!("the queen of hearts reads {alt:?}"));
        }
        let message = page.texts("#message").await?.join(" ");
        if !message.contains("「zz」はカードではありません") {
            return Err(format!("the message reads {message:?}"));
        }
        let verdict = page.texts("#verdict").await?.join(" ");
        if !verdict.contains("あと 1 枚") {
            return Err(format!("the verdict reads {verdict:?}"));
        }
        Ok(())
    });
}

/// The page's background colour, as the browser computes it.
async fn background(page: &Page) -> Result<String> {
    let script = "return getComputedStyle(document.documentElement).backgroundColor;";
    let value = page.js(script, e2e::json!([])).await?;
    Ok(value.as_str().unwrap_or_default().to_string())
}

/// Chooses `theme` in the switch and waits until the page shows it.
async fn choose_theme(page: &Page, theme: &str, paper: &str) -> Result {
    page.click(&format!(r#"#theme option[value="{theme}"]"#))
        .await?;
    page.wait(&format!("the {theme} theme"), async || {
        let data = page.attrs("html", "data-theme").await?;
        let paper_now = background(page).await?;
        if data == [theme] && paper_now == paper {
            Ok(())
        } else {
            Err(format!("data-theme {data:?}, background {paper_now}"))
        }
    })
    .await
}

#[test]
fn the_dark_theme_is_chosen_and_remembered() {
    const DARK: &str = "rgb(17, 22, 19)";
    const LIGHT: &str = "rgb(247, 245, 240)";
    scenario("dark", async |page| {
        page.open("/?cards=3s-3h-8c-8d").await?;
        wait_count(page, "#solutions li", 1).await?;
        let offered = page.attrs("#theme option", "value").await?;
        if offered != ["auto", "light", "dark"] {
            return Err(format!("the theme switch offers {offered:?}"));
        }
        choose_theme(page, "light", LIGHT).await?;
        choose_theme(page, "dark", DARK).await?;
        // Remembered by the browser, not carried by the link.
        if page.url().await?.contains("theme") {
            return Err("the theme went into the URL".into());
        }
        page.open("/?cards=3s-3h-8c-8d").await?;
        wait_count(page, "#solutions li", 1).await?;
        page.wait(
            "the dark theme after a reload",
            async || match background(page).await? {
                paper if paper == DARK => Ok(()),
                other => Err(other),
            },
        )
        .await?;
        // Open the steps, so the screenshot shows every kind of text.
        page.click("#solutions li button").await?;
        wait_count(page, ".steps .step", 3).await
    });
}

/// 1 2 3 4 5 6: 861 distinct solutions and 1778 strict ones.
const ONE_TO_SIX: &str = "/?cards=1s-2h-3d-4c-5s-6h";

/// The solution items, if any, whose content is wider than their box.
async fn overflowing_items(page: &Page) -> Result<Vec<String>> {
    let script = "return Array.from(document.querySelectorAll('#solutions li, #solutions .expr'))
        .filter(e => e.scrollWidth > e.clientWidth)
        .map(e => `${e.textContent.trim()}: ${e.scrollWidth} > ${e.clientWidth}`);";
    let found = page.js(script, e2e::json!([])).await?;
    let found = found.as_array().cloned().unwrap_or_default();
    Ok(found.iter().map(|v| v.to_string()).collect())
}

#[test]
fn solution_items_never_scroll_on_their_own() {
    scenario("six-cards", async |page| {
        page.open(ONE_TO_SIX).await?;
        wait_count(page, "#solutions li", 50).await?;
        for (width, height) in [(1280, 800), (360, 740)] {
            page.resize(width, height).await?;
            let wide = overflowing_items(page).await?;
            if !wide.is_empty() {
                return Err(format!("at {width} px these items overflow: {wide:?}"));
            }
        }
        // A long expression: all six numbers, with fractions in its steps.
        page.click("#level-strict").await?;
        page.click("#page-last").await?;
        page.resize(360, 740).await?;
        let wide = overflowing_items(page).await?;
        if wide.is_empty() {
            Ok(())
        } else {
            Err(format!("at 360 px, strict, these items overflow: {wide:?}"))
        }
    });
}

/// The text of `#page-status`.
async fn page_status(page: &Page) -> Result<String> {
    Ok(page.texts("#page-status").await?.join(" "))
}

#[test]
fn hundreds_of_solutions_come_in_pages_that_reach_every_one() {
    scenario("pages", async |page| {
        page.open(ONE_TO_SIX).await?;
        wait_count(page, "#solutions li", 50).await?;
        let status = page_status(page).await?;
        if status != "1–50 of 861" {
            return Err(format!("the first page says {status:?}"));
        }
        // Every page, by keyboard: focus Next and press Enter until the last.
        let mut seen: Vec<String> = page.texts("#solutions li").await?;
        page.click("#page-next").await?;
        for n in 2..=18 {
            let first = (n - 1) * 50 + 1;
            let last = (n * 50).min(861);
            let want = format!("{first}–{last} of 861");
            page.wait(&format!("page {n}"), async || {
                match page_status(page).await? {
                    status if status == want => Ok(()),
                    status => Err(status),
                }
            })
            .await?;
            wait_count(page, "#solutions li", last - first + 1).await?;
            seen.extend(page.texts("#solutions li").await?);
            if n < 18 {
                page.press(e2e::Key::Enter).await?;
            }
        }
        let distinct: std::collections::HashSet<&String> = seen.iter().collect();
        if seen.len() != 861 || distinct.len() != 861 {
            return Err(format!(
                "the pages showed {} items, {} different",
                seen.len(),
                distinct.len()
            ));
        }
        // The last item is numbered 861, and Next is inert there.
        let start = page.attrs("#solutions", "start").await?;
        if start != ["851"] {
            return Err(format!("the last page starts at {start:?}"));
        }
        let inert = page.attrs("#page-next", "aria-disabled").await?;
        if inert != ["true"] {
            return Err(format!("Next on the last page: aria-disabled {inert:?}"));
        }
        // Another level is another list, from its first page.
        page.click("#level-strict").await?;
        page.wait(
            "the strict list's first page",
            async || match page_status(page).await? {
                status if status == "1–50 of 1778" => Ok(()),
                status => Err(status),
            },
        )
        .await?;
        wait_count(page, "#solutions li", 50).await?;
        page.click("#page-last").await?;
        page.wait("the strict list's last page", async || {
            match page_status(page).await? {
                status if status == "1751–1778 of 1778" => Ok(()),
                status => Err(status),
            }
        })
        .await
    });
}

#[test]
fn a_japanese_browser_opens_in_japanese() {
    e2e::scenario_in_language("browser-ja", "ja", async |page| {
        page.open("/?cards=as-2h-3d-4c").await?;
        wait_text(page, "#deal", "配る").await?;
        wait_text(page, "#verdict", "本質的に異なる解：3 通り").await?;
        let lang = page.attrs("html", "lang").await?;
        let chosen = page
            .js(
                "return document.querySelector('#lang').value;",
                e2e::json!([]),
            )
            .await?;
        if lang != ["ja"] || chosen != "ja" {
            return Err(format!("<html lang> {lang:?}, the switch shows {chosen}"));
        }
        Ok(())
    });
}

#[test]
fn the_picker_reads_in_the_dark_theme() {
    scenario("picker-dark", async |page| {
        page.open("/?cards=3s-_-8c-8d").await?;
        choose_theme(page, "dark", "rgb(17, 22, 19)").await?;
        page.click(r#"#hand .slot[data-slot="1"]"#).await?;
        page.wait_displayed("#picker").await?;
        // The cards in the hand are there but cannot be picked twice.
        wait_count(page, "#picker button:disabled", 3).await
    });
}

/// Waits until the text of `css` contains every one of `parts`.
async fn wait_contains(page: &Page, css: &str, parts: &[&str]) -> Result<String> {
    page.wait(&format!("`{css}` to show {parts:?}"), async || {
        let text = page.texts(css).await?.join(" ");
        if parts.iter().all(|p| text.contains(p)) {
            Ok(text)
        } else {
            Err(text)
        }
    })
    .await
}

#[test]
fn explore_shows_the_deck_figures_and_charts() {
    scenario("explore", async |page| {
        page.open("/?view=explore").await?;
        wait_contains(page, "#solvable-hands", &["1362", "1820", "74.8%"]).await?;
        wait_contains(page, "#solvable-deals", &["22615", "28561"]).await?;
        wait_contains(page, "#solutions", &["3017"]).await?;
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
            .any(|t| t.contains("1362") && t.starts_with("24"))
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
fn deal_at_hard_deals_a_hard_hand() {
    scenario("difficulty", async |page| {
        page.open("/").await?;
        page.wait_displayed("#difficulty").await?;
        page.click("#difficulty option[value=hard]").await?;
        wait_url(page, "difficulty=hard").await?;
        page.click("#deal").await?;
        wait_count(page, "#hand .slot img.card", 4).await?;
        page.wait("`#rating` to say Hard", async || {
            let shown = page.texts("#rating").await?.join(" ");
            if shown.starts_with("Hard · about ") && shown.ends_with(" s for a practised player") {
                Ok(())
            } else {
                Err(shown)
            }
        })
        .await
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
        // Level 5's bar lists the Fiendish hands, 3 3 8 8 among them.
        page.click(r#"#difficulty-chart .bar[data-label="5"]"#)
            .await?;
        wait_count(page, r#"#difficulty-chart .bar.current[data-label="5"]"#, 1).await?;
        wait_contains(page, ".hand-list", &["hands at Fiendish", "3 3 8 8"])
            .await
            .map(drop)
    });
}

#[test]
fn an_impossible_difficulty_deals_nothing() {
    // Two cards are never fiendish: nothing is dealt, and the page says so.
    scenario("difficulty-none", async |page| {
        page.open("/?n=2&difficulty=fiendish").await?;
        page.wait_displayed("#deal").await?;
        page.click("#deal").await?;
        page.wait("a message that no hand was found", async || {
            let message = page.texts("#message").await?.join(" ");
            if message.contains("No Fiendish hand of 2 cards") {
                Ok(())
            } else {
                Err(message)
            }
        })
        .await?;
        wait_count(page, "#hand .slot img.card", 0).await
    });
}

/// Waits until some `#solutions li` contains `wanted`.
async fn wait_solution(page: &Page, wanted: &str) -> Result {
    page.wait(&format!("`#solutions li` to show {wanted}"), async || {
        let texts = page.texts("#solutions li").await?;
        if texts.iter().any(|t| t.contains(wanted)) {
            Ok(())
        } else {
            Err(format!("{texts:?}"))
        }
    })
    .await
}

/// Waits until a service worker controls the page, which it does once it
/// has cached the whole build.
async fn wait_controlled(page: &Page) -> Result {
    page.wait("a service worker to control the page", async || {
        let script =
            "return Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);";
        match page.js(script, json!([])).await? {
            e2e::Value::Bool(true) => Ok(()),
            controlled => Err(format!("controller: {controlled}")),
        }
    })
    .await
}

/// The names of the page's caches.
async fn cache_names(page: &Page) -> Result<Vec<String>> {
    let script = "const done = arguments[arguments.length - 1];
        caches.keys().then(done, e => done(String(e)));";
    let names = page.js_async(script, json!([])).await?;
    let names = names.as_array().ok_or(format!("no cache names: {names}"))?;
    Ok(names
        .iter()
        .map(|n| n.as_str().unwrap_or_default().to_string())
        .collect())
}

#[test]
fn works_offline_after_one_visit() {
    scenario("offline", async |page| {
        page.open("/").await?;
        page.wait_displayed("#deal").await?;
        wait_controlled(page).await?;
        page.stop_server();
        // The network is gone: what the worker did not cache cannot load.
        let probe = "const done = arguments[arguments.length - 1];
            fetch('not-in-the-build.txt').then(r => done(`status ${r.status}`), () => done('failed'));";
        let fetched = page.js_async(probe, json!([])).await?;
        if fetched != json!("failed") {
            return Err(format!("the server still answers: {fetched}"));
        }
        page.open("/?cards=3s-3h-8c-8d").await?;
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await
    });
}

#[test]
fn chromium_finds_the_app_installable() {
    scenario("installable", async |page| {
        page.open("/").await?;
        page.wait_displayed("#deal").await?;
        wait_controlled(page).await?;
        let manifest = page.devtools("Page.getAppManifest", json!({})).await?;
        let errors = &manifest["errors"];
        if errors.as_array().is_none_or(|e| !e.is_empty()) {
            return Err(format!("the manifest has errors: {errors}"));
        }
        let verdict = page
            .devtools("Page.getInstallabilityErrors", json!({}))
            .await?;
        match verdict["installabilityErrors"].as_array() {
            Some(errors) if errors.is_empty() => Ok(()),
            _ => Err(format!("not installable: {verdict}")),
        }
    });
}

#[test]
fn a_new_deploy_replaces_the_old_cache() {
    scenario_on_a_copy("new-deploy", async |page| {
        page.open("/").await?;
        page.wait_displayed("#deal").await?;
        wait_controlled(page).await?;
        let worker = page.served_dir().join("sw.js");
        let code = std::fs::read_to_string(&worker).map_err(|e| e.to_string())?;
        let version = code
            .lines()
            .find_map(|l| l.strip_prefix("const VERSION = \"")?.strip_suffix("\";"))
            .ok_or("sw.js has no VERSION line")?
            .to_string();
        let before = cache_names(page).await?;
        if before != [format!("24-precache-{version}")] {
            return Err(format!("caches after one visit: {before:?}"));
        }
        // A new deploy, as `cargo xtask precache` marks any change to the
        // build: a new version of the worker.
        let next = if version == "0".repeat(16) { "1" } else { "0" }.repeat(16);
        std::fs::write(&worker, code.replacen(&version, &next, 1)).map_err(|e| e.to_string())?;
        // Browsers look for a new worker on navigations; ask at once instead.
        let update = "const done = arguments[arguments.length - 1];
            navigator.serviceWorker.getRegistration().then(r => r.update())
                .then(() => done(true), e => done(String(e)));";
        page.js_async(update, json!([])).await?;
        page.wait("the new cache alone", async || {
            let names = cache_names(page).await?;
            if names == [format!("24-precache-{next}")] {
                Ok(())
            } else {
                Err(format!("{names:?}"))
            }
        })
        .await?;
        page.open("/?cards=3s-3h-8c-8d").await?;
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await
    });
}

/// Waits until `#result` says `outcome` and its text contains each of
/// `parts`; returns the text.
async fn wait_result(page: &Page, outcome: &str, parts: &[&str]) -> Result<String> {
    page.wait(
        &format!("`#result` to be {outcome} with {parts:?}"),
        async || {
            let kind = page.attrs("#result", "data-outcome").await?.join("");
            let text = page.texts("#result").await?.join(" ");
            if kind == outcome && parts.iter().all(|p| text.contains(p)) {
                Ok(text)
            } else {
                Err(format!("{kind}: {text:?}"))
            }
        },
    )
    .await
}

/// The page holds no solution of 3 3 8 8, in its text or its markup, and
/// no `#solutions` item.
async fn no_solution_shown(page: &Page) -> Result {
    let items = page.count("#solutions li").await?;
    let html = page
        .js("return document.body.outerHTML;", json!([]))
        .await?;
    let html = html.as_str().unwrap_or_default();
    let found = ["8 ÷ (3 − 8 ÷ 3)", "8/(3-8/3)", "3 − 8 ÷ 3", "3-8/3"]
        .into_iter()
        .find(|s| html.contains(s));
    if items > 0 || found.is_some() {
        return Err(format!("{items} solution items; markup has {found:?}"));
    }
    Ok(())
}

/// Clicks the table card at `place`, the operator `op`, then the card at
/// `other`.
async fn combine(page: &Page, place: usize, op: &str, other: usize) -> Result {
    page.click(&format!(r#"[data-play-card="{place}"]"#))
        .await?;
    page.click(&format!(r#"[data-op="{op}"]"#)).await?;
    page.click(&format!(r#"[data-play-card="{other}"]"#)).await
}

#[test]
fn play_combines_3_3_8_8_to_a_win_by_clicks() {
    scenario("play-combine", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        wait_count(page, "[data-play-card]", 4).await?;
        no_solution_shown(page).await?;
        // 8 ÷ 3, then 3 − 8/3, then 8 ÷ 1/3.
        combine(page, 2, "/", 0).await?;
        wait_contains(page, "#table", &["8/3"]).await?;
        combine(page, 1, "-", 0).await?;
        wait_contains(page, "#table", &["1/3"]).await?;
        combine(page, 1, "/", 0).await?;
        wait_result(page, "correct", &["1", "1"]).await?;
        wait_contains(page, "#table", &["24"]).await?;
        // All found: the solution shows, the clock stops, a challenge can go.
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await?;
        page.wait_displayed("#challenge").await?;
        page.wait_displayed("#timer.stopped").await?;
        page.wait_displayed("#fastest").await?;
        // The bests survive a reload, and Reset clears them.
        page.open("/?cards=as-2h-3d-4c&mode=play").await?;
        page.wait_displayed("#fastest").await?;
        page.click("#reset-bests").await?;
        wait_count(page, "#fastest", 0).await
    });
}

#[test]
fn play_keys_combine_and_undo() {
    scenario("play-keys", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        wait_count(page, "[data-play-card]", 4).await?;
        page.type_keys("3/1").await?;
        wait_count(page, "[data-play-card]", 3).await?;
        wait_contains(page, "#table", &["8/3"]).await?;
        // Backspace undoes; the hand stays whole.
        page.type_keys("\u{e003}").await?;
        wait_count(page, "[data-play-card]", 4).await?;
        wait_url(page, "mode=play").await.map(drop)
    });
}

#[test]
fn play_focus_follows_the_cards_into_their_result() {
    scenario("play-focus", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        wait_count(page, "[data-play-card]", 4).await?;
        // The last card's button leaves the table; focus goes to the result.
        combine(page, 0, "+", 3).await?;
        wait_count(page, "[data-play-card]", 3).await?;
        page.wait("focus on the result, the third card", async || {
            let script = "const e = document.activeElement; \
                          return [e.getAttribute('data-play-card') || e.tagName, e.textContent];";
            let seen = page.js(script, json!([])).await?;
            if seen == json!(["2", "11"]) {
                Ok(())
            } else {
                Err(seen.to_string())
            }
        })
        .await
    });
}

#[test]
fn play_fits_a_360_px_phone() {
    scenario("play-360", async |page| {
        page.open("/?cards=as-2h-3d-4c-5s-6h&mode=play").await?;
        wait_count(page, "[data-play-card]", 6).await?;
        page.resize(360, 800).await?;
        page.click("#hint").await?;
        combine(page, 0, "/", 5).await?;
        wait_contains(page, "#table", &["1/6"]).await?;
        let script = "const d = document.documentElement; \
                      const wide = Array.from(document.querySelectorAll('.play *, .felt *')) \
                          .filter(e => e.getBoundingClientRect().right > d.clientWidth + 0.5) \
                          .map(e => e.id || e.className || e.tagName); \
                      return [d.scrollWidth, d.clientWidth, wide];";
        let seen = page.js(script, json!([])).await?;
        match (seen[0].as_u64(), seen[1].as_u64()) {
            (Some(scroll), Some(client)) if scroll <= client && seen[2] == json!([]) => Ok(()),
            _ => Err(format!("wider than the phone: {seen}")),
        }
    });
}

#[test]
fn play_typed_answers_are_checked() {
    scenario("play-typed", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        page.click("#attempt").await?;
        // Any solution counts in play, so "No parentheses" is not offered.
        wait_count(page, "#no-parens", 0).await?;
        page.type_keys("8+8+3+3\u{e007}").await?;
        wait_result(page, "wrong", &["= 22"]).await?;
        no_solution_shown(page).await?;
        page.js("document.querySelector('#attempt').select()", json!([]))
            .await?;
        page.type_keys("8*3\u{e007}").await?;
        wait_result(page, "invalid", &["3"]).await?;
        page.js("document.querySelector('#attempt').select()", json!([]))
            .await?;
        page.type_keys("8/(3-8/3)\u{e007}").await?;
        wait_result(page, "correct", &["1"]).await?;
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await
    });
}

#[test]
fn play_no_solution_on_1_1_1_1_wins() {
    scenario("play-no-solution", async |page| {
        page.open("/?cards=as-ah-ad-ac&mode=play").await?;
        page.click("#no-solution").await?;
        wait_result(page, "correct", &[]).await?;
        page.wait_displayed("#timer.stopped").await.map(drop)
    });
}

#[test]
fn play_hints_then_reveal() {
    scenario("play-hints", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        for n in 1..=4 {
            page.click("#hint").await?;
            wait_count(page, "#hints li", n).await?;
        }
        let hints = page.texts("#hints li").await?;
        if !(hints[2].contains("8 ÷ 3 = 8/3") && hints[3].contains("1/3")) {
            return Err(format!("hints: {hints:?}"));
        }
        no_solution_shown(page).await?;
        page.click("#reveal").await?;
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await?;
        page.wait_displayed("#timer.stopped").await.map(drop)
    });
}

#[test]
fn play_mode_goes_back_and_forward() {
    scenario("play-history", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        wait_count(page, "[data-play-card]", 4).await?;
        page.click("#view-solve").await?;
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await?;
        page.wait("the URL to leave play mode", async || {
            let url = page.url().await?;
            if url.contains("mode=play") {
                Err(url)
            } else {
                Ok(())
            }
        })
        .await?;
        page.js("history.back();", json!([])).await?;
        wait_count(page, "[data-play-card]", 4).await?;
        wait_url(page, "mode=play").await?;
        no_solution_shown(page).await?;
        page.js("history.forward();", json!([])).await?;
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await
    });
}

#[test]
fn play_a_challenge_link_says_beat() {
    scenario("play-challenge", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play&t=12.4").await?;
        wait_contains(page, "#beat", &["12.4"]).await?;
        wait_count(page, "[data-play-card]", 4).await?;
        no_solution_shown(page).await?;
        if page.count("#verdict").await? > 0 {
            return Err("the verdict gives the count away".into());
        }
        Ok(())
    });
}

#[test]
fn play_the_daily_hand_twice_is_the_same() {
    scenario("play-daily", async |page| {
        page.open("/?daily").await?;
        wait_count(page, "[data-play-card] img", 4).await?;
        let first = page.attrs("[data-play-card] img", "src").await?;
        no_solution_shown(page).await?;
        page.open("/").await?;
        page.wait_displayed("#view-play").await?;
        page.click("#view-play").await?;
        page.click("#daily").await?;
        wait_count(page, "[data-play-card] img", 4).await?;
        let second = page.attrs("[data-play-card] img", "src").await?;
        if first == second {
            Ok(())
        } else {
            Err(format!("{first:?} then {second:?}"))
        }
    });
}

/// A state of the page for the accessibility checks: open `path`, click each
/// of `clicks` in turn, wait until `ready` is displayed, then run axe.
async fn check_state(page: &Page, state: &str, path: &str, clicks: &[&str], ready: &str) -> Result {
    page.open(path).await?;
    // The header's language switch is in every view.
    page.wait_displayed("#lang").await?;
    for css in clicks {
        page.click(css).await?;
    }
    page.wait_displayed(ready).await?;
    page.check_accessibility(state).await
}

#[test]
fn accessibility_check_reports_a_planted_violation() {
    if !e2e::axe::available() {
        return;
    }
    scenario("a11y-planted", async |page| {
        page.open("/").await?;
        page.wait_displayed("#deal").await?;
        // An image without a text alternative: a WCAG 2 A violation.
        let plant = "const img = document.createElement('img');
            img.src = 'icons/icon-192.png';
            img.id = 'planted';
            document.querySelector('main').append(img);";
        page.js(plant, json!([])).await?;
        match page.check_accessibility("planted").await {
            Err(report) if report.contains("image-alt") && report.contains("#planted") => Ok(()),
            other => Err(format!(
                "expected the planted image-alt violation, got {other:?}"
            )),
        }
    });
}

/// One test per page state: `name: path, [clicks], ready;`.
macro_rules! accessible_states {
    ($($name:ident: $path:expr, [$($click:expr),*], $ready:expr;)*) => {$(
        #[test]
        fn $name() {
            let state = stringify!($name);
            scenario(&state.replace('_', "-"), async |page| {
                check_state(page, state, $path, &[$($click),*], $ready).await
            });
        }
    )*};
}

accessible_states! {
    a11y_empty: "/", [], "#deal";
    a11y_solved: "/?cards=3s-3h-8c-8d", [], "#solutions li";
    a11y_picker_open: "/", [r#"#hand .slot[data-slot="0"]"#], "#picker";
    a11y_error: "/?cards=zz-3h-99-8d", [], "#message";
    a11y_strict: "/?cards=as-2h-3d-4c&level=strict", [], "#solutions li";
    a11y_eight_cards: "/?cards=as-2h-3d-4c-5s-6h-7d-8c", [], "#pager";
    a11y_chinese: "/?cards=3s-3h-8c-8d", [r#"#lang option[value="zh-Hans"]"#], r#"html[lang="zh-Hans"] #solutions li"#;
    a11y_japanese: "/?cards=3s-3h-8c-8d", [r#"#lang option[value="ja"]"#], r#"html[lang="ja"] #solutions li"#;
    a11y_dark: "/?cards=3s-3h-8c-8d", [r#"#theme option[value="dark"]"#], r#"html[data-theme="dark"] #solutions li"#;
    a11y_dark_error: "/?cards=zz-3h-99-8d", [r#"#theme option[value="dark"]"#], r#"html[data-theme="dark"] #message"#;
    a11y_dark_picker_open: "/?cards=3s-_-8c-8d", [r#"#theme option[value="dark"]"#, r#"#hand .slot[data-slot="1"]"#], "#picker";
    a11y_explore: "/?view=explore&max=9", [], ".hardest li";
    a11y_dark_explore: "/?view=explore&max=9", [r#"#theme option[value="dark"]"#], r#"html[data-theme="dark"] .hardest li"#;
    a11y_play: "/?cards=3s-3h-8c-8d&mode=play", [r#"[data-play-card="2"]"#, r#"[data-op="/"]"#], "[data-play-card]";
    a11y_play_result: "/?cards=3s-3h-8c-8d&mode=play&t=12.4", [r#"[data-play-card="2"]"#, r#"[data-op="/"]"#, r#"[data-play-card="0"]"#, "#hint", "#no-solution"], r#"#result[data-outcome="wrong"]"#;
    a11y_dark_play: "/?cards=3s-3h-8c-8d&mode=play", [r#"#theme option[value="dark"]"#, "#hint", "#hint"], r#"html[data-theme="dark"] #hints li"#;
    a11y_japanese_play: "/?cards=3s-3h-8c-8d&mode=play&t=12.4", [r#"#lang option[value="ja"]"#, "#hint"], r#"html[lang="ja"] #hints li"#;
    a11y_chinese_play: "/?cards=3s-3h-8c-8d&mode=play", [r#"#lang option[value="zh-Hans"]"#, "#hint"], r#"html[lang="zh-Hans"] #hints li"#;
}

const ONE_TO_EIGHT: &str = "/?cards=as-2h-3d-4c-5s-6h-7d-8c";

/// Records every frame's gap since the one before in `window.__gaps`, and
/// when `#verdict` first shows `want` and `#solutions` its first item, in ms
/// after `window.__t0` (set by [`RESTART`]).
const WATCH: &str = r##"
    const want = arguments[0];
    window.__gaps = [];
    let last = performance.now();
    const tick = (t) => {
        window.__gaps.push(t - last);
        last = t;
        if (!window.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver(() => {
        if (window.__t0 === undefined) return;
        const now = performance.now() - window.__t0;
        const verdict = document.querySelector("#verdict");
        if (window.__count === undefined && verdict && verdict.textContent.includes(want)) {
            window.__count = now;
        }
        if (window.__first === undefined && window.__count !== undefined
            && document.querySelector("#solutions li")) {
            window.__first = now;
        }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
"##;

/// Waits for `css` to show `parts`, for as long as a big solve may take.
async fn wait_long(page: &Page, css: &str, parts: &[&str]) -> Result<String> {
    let mut last = String::new();
    for _ in 0..12 {
        match wait_contains(page, css, parts).await {
            Ok(text) => return Ok(text),
            Err(e) => last = e,
        }
    }
    Err(last)
}

#[test]
fn eight_cards_solve_in_the_worker_while_the_page_stays_responsive() {
    scenario("eight-cards", async |page| {
        page.open(ONE_TO_EIGHT).await?;
        page.js(WATCH, json!(["361402 distinct solutions"])).await?;
        // It takes a while, and says so.
        page.wait_displayed("#progress").await?;
        wait_contains(page, "#verdict", &["Solving"]).await?;
        // Keys land while the worker solves: Backspace clears the 8, typing
        // 8 puts one back, and the solve starts again.
        let typed = std::time::Instant::now();
        page.type_keys("\u{E003}").await?;
        wait_url(page, "cards=as-2h-3d-4c-5s-6h-7d-_").await?;
        let landed = typed.elapsed();
        if landed > std::time::Duration::from_millis(1000) {
            return Err(format!(
                "Backspace took {landed:?} to land during the solve"
            ));
        }
        page.js("window.__t0 = performance.now()", json!([]))
            .await?;
        page.type_keys("8").await?;
        wait_url(page, "cards=as-2h-3d-4c-5s-6h-7d-8s").await?;
        wait_long(page, "#verdict", &["361402 distinct solutions"]).await?;
        wait_count(page, "#solutions li", 50).await?;
        let status = page_status(page).await?;
        if status != "1–50 of 361402" {
            return Err(format!("the first page says {status:?}"));
        }
        let figures = page
            .js(
                "window.__stop = true; return [Math.max(...window.__gaps.slice(1)), window.__count, window.__first, window.__gaps.length, window.__gaps.map((g, i) => [Math.round(g), i]).sort((a, b) => b[0] - a[0]).slice(0, 6)]",
                json!([]),
            )
            .await?;
        let worst = figures[0].as_f64().unwrap_or(f64::MAX);
        eprintln!(
            "1..8 in the page: full count after {} ms, first solutions after {} ms; \
             worst frame gap {worst:.1} ms over {} frames (worst [ms, frame]: {})",
            figures[1], figures[2], figures[3], figures[4]
        );
        if worst > 50.0 {
            return Err(format!(
                "a frame waited {worst:.1} ms while the worker solved"
            ));
        }
        // The next page comes from the worker too.
        page.click("#page-next").await?;
        page.wait("the second page", async || {
            match page_status(page).await? {
                s if s == "51–100 of 361402" => Ok(()),
                s => Err(s),
            }
        })
        .await?;
        wait_count(page, "#solutions li", 50).await?;
        // Steps come with the worker's solutions.
        page.click("#solutions li .expr").await?;
        wait_count(page, "#solutions .steps .step", 7).await
    });
}

#[test]
fn play_says_it_takes_up_to_six_cards() {
    scenario("play-limit", async |page| {
        page.open("/?cards=as-2h-3d-4c-5s-6h-7d&mode=play").await?;
        wait_contains(page, "#play-limit", &["up to 6 cards"]).await?;
        if page.count("#solutions li").await? != 0 {
            return Err("play shows the solutions of a hand it cannot play".into());
        }
        Ok(())
    });
}

#[test]
fn a_worker_that_stops_mid_solve_is_reported_and_replaced() {
    scenario_on_a_copy("worker-crash", async |page| {
        // A worker that dies on one hand, 1..6, as one that ran out of
        // memory would: the error reaches the page, and no answer does.
        let loader = page.served_dir().join("worker_loader.js");
        let mut js = std::fs::read_to_string(&loader).map_err(|e| e.to_string())?;
        js.insert_str(
            0,
            "self.addEventListener('message', e => { \
               if (/^1:15:solve\\d+:\\d+1:61:11:21:31:41:51:62:24/.test(String(e.data))) { \
                 e.stopImmediatePropagation(); throw new Error('out of memory'); } });",
        );
        std::fs::write(&loader, js).map_err(|e| e.to_string())?;
        page.open("/?cards=as-2h-3d-4c-5s-6h").await?;
        wait_contains(page, "#verdict", &["stopped before it finished"]).await?;
        if page.count("#solutions li").await? != 0 {
            return Err("solutions shown for a solve that never finished".into());
        }
        // Another hand gets a new worker, which answers.
        page.type_keys("\u{E003}7").await?;
        wait_url(page, "cards=as-2h-3d-4c-5s-7").await?;
        wait_contains(page, "#verdict", &["distinct solutions"]).await?;
        wait_count(page, "#solutions li", 50).await?;
        // And back: the same hand stops the same way, and its solutions go.
        page.type_keys("\u{E003}6").await?;
        wait_url(page, "cards=as-2h-3d-4c-5s-6").await?;
        wait_contains(page, "#verdict", &["stopped before it finished"]).await?;
        wait_count(page, "#solutions li", 0).await
    });
}

#[test]
fn without_its_worker_the_page_says_so_for_every_hand() {
    scenario_on_a_copy("no-worker", async |page| {
        // A worker that cannot load, as on a first visit offline.
        std::fs::remove_file(page.served_dir().join("worker_loader.js"))
            .map_err(|e| e.to_string())?;
        page.open(ONE_TO_EIGHT).await?;
        wait_contains(page, "#verdict", &["could not start", "reload"]).await?;
        if page.count("#solutions li").await? != 0 {
            return Err("solutions shown without a solver".into());
        }
        // Four cards too: the page has no solver of its own.
        page.open("/?cards=3s-3h-8c-8d").await?;
        wait_contains(page, "#verdict", &["could not start", "reload"]).await?;
        wait_count(page, "#solutions li", 0).await
    });
}
