//! Offline and installable: the service worker, its cache, a new deploy.

use e2e::{json, scenario, scenario_on_a_copy, wait_solution, Page, Result};

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
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await?;
        // A view loaded on demand, never opened online, opens too: the
        // worker kept its file with the language's build.
        page.open("/?view=explore").await?;
        e2e::wait_contains(page, "#solvable-hands", &["1,362"])
            .await
            .map(drop)
    });
}

#[test]
fn the_worker_starts_once_the_app_is_live_and_downloads_nothing_twice() {
    scenario("offline-downloads", async |page| {
        page.open("/").await?;
        page.wait_live().await?;
        wait_controlled(page).await?;
        let requests = page.requests();
        let first = |what: &dyn Fn(&str) -> bool| requests.iter().position(|(t, _)| what(t));
        let wasm = first(&|t| t.ends_with("/app_bg.wasm")).ok_or("no app_bg.wasm asked for")?;
        let worker = first(&|t| t.starts_with("/sw.js")).ok_or("no sw.js asked for")?;
        if worker < wasm {
            return Err(format!(
                "sw.js was asked for before the app's wasm: {requests:?}"
            ));
        }
        // The worker kept the views too (it fetched them), but every file
        // the page had downloaded it only confirmed.
        if first(&|t| t.contains("/split_explore.wasm")).is_none() {
            return Err(format!("the worker did not keep Explore: {requests:?}"));
        }
        let mut sent = std::collections::BTreeMap::<&str, u32>::new();
        for (target, status) in &requests {
            let path = target.split('?').next().unwrap_or_default();
            if *status == 200 && path.contains('.') && path != "/sw.js" {
                *sent.entry(path).or_default() += 1;
            }
        }
        let twice: Vec<_> = sent.iter().filter(|(_, &n)| n > 1).collect();
        if twice.is_empty() {
            Ok(())
        } else {
            Err(format!("sent in full more than once: {twice:?}"))
        }
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
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await?;
        // A view loaded on demand, never opened online, opens too: the
        // worker kept its file with the language's build.
        page.open("/?view=explore").await?;
        e2e::wait_contains(page, "#solvable-hands", &["1,362"])
            .await
            .map(drop)
    });
}

/// The app files the page's caches hold: the names of the `app-…` files.
async fn cached_app_files(page: &Page) -> Result<Vec<String>> {
    let script = "const done = arguments[arguments.length - 1];
        caches.keys()
            .then(names => Promise.all(names.map(n => caches.open(n).then(c => c.keys()))))
            .then(lists => done(lists.flat().map(r => new URL(r.url).pathname.slice(1)).filter(n => n.startsWith('app-'))),
                e => done(String(e)));";
    let names = page.js_async(script, json!([])).await?;
    let names = names
        .as_array()
        .ok_or(format!("no cached files: {names}"))?;
    let mut names: Vec<String> = names
        .iter()
        .map(|n| n.as_str().unwrap_or_default().to_string())
        .collect();
    names.sort();
    Ok(names)
}

#[test]
fn the_language_read_is_kept_for_offline_and_no_other() {
    scenario("offline-language", async |page| {
        page.open("/?lang=de").await?;
        page.wait_displayed(r#"html[lang="de"]"#).await?;
        wait_controlled(page).await?;
        // German's build, its JavaScript, its wasm and its views loaded on
        // demand, and no other language's.
        let kept = cached_app_files(page).await?;
        let german = kept.iter().all(|n| n.starts_with("app-de-"));
        let file = |name: &str| kept.iter().any(|n| n.ends_with(&format!("/{name}")));
        let whole = [
            "app.js",
            "app_bg.wasm",
            "__wasm_split.js",
            "split_rooms.wasm",
            "split_practice.wasm",
            "split_worksheet.wasm",
            "split_explore.wasm",
        ]
        .iter()
        .all(|name| file(name));
        if !german || !whole {
            return Err(format!("the cache keeps {kept:?}"));
        }
        page.stop_server();
        page.open("/?cards=3s-3h-8c-8d&lang=de").await?;
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await?;
        // French was never read here: offline, the page cannot start in it,
        // and says so in French.
        page.open_unstarted("/?lang=fr").await?;
        page.wait_displayed("#failed").await?;
        let shown = page
            .js(
                "return Array.from(document.querySelectorAll('#failed span'))
                    .filter(s => !s.hidden).map(s => s.lang);",
                json!([]),
            )
            .await?;
        if shown != json!(["fr"]) {
            return Err(format!("the failure is said in {shown}"));
        }
        Ok(())
    });
}
