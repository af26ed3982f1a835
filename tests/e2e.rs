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
fn deal_at_hard_deals_a_hard_hand() {
    scenario("difficulty", async |page| {
        page.open("/").await?;
        page.wait_displayed("#difficulty").await?;
        page.click("#difficulty option[value=hard]").await?;
        wait_url(page, "difficulty=hard").await?;
        page.click("#deal").await?;
        wait_count(page, "#hand .slot img.card", 4).await?;
        page.wait("`#difficulty` to say Hard", async || {
            let shown = page.texts("p#difficulty").await?.join(" ");
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

/// A state of the page for the accessibility checks: open `path`, click each
/// of `clicks` in turn, wait until `ready` is displayed, then run axe.
async fn check_state(page: &Page, state: &str, path: &str, clicks: &[&str], ready: &str) -> Result {
    page.open(path).await?;
    page.wait_displayed("#hand").await?;
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
    a11y_chinese: "/?cards=3s-3h-8c-8d", ["#lang"], r#"html[lang="zh-Hans"] #solutions li"#;
}
