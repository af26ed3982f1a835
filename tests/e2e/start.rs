//! The start page: painted from the HTML the build renders, before the
//! wasm arrives, and, for a first visit, taken over in place, so that what
//! was painted stays painted; any other start draws the app afresh; a
//! start that fails says so.

use e2e::{json, scenario, scenario_on_a_copy, wait_count, wait_solution, wait_url, Page, Result};

/// Before any script of the page runs, each new document keeps the start
/// page's elements as they were parsed (the app starts after `load`).
const KEEP_PARSED: &str = "document.addEventListener('DOMContentLoaded', () => {
    window.__parsed = Array.from(document.querySelectorAll('#app *'));
});";

/// Opens `path` with [`KEEP_PARSED`] watching its document.
async fn open_keeping_parsed(page: &Page, path: &str) -> Result {
    page.devtools(
        "Page.addScriptToEvaluateOnNewDocument",
        json!({ "source": KEEP_PARSED }),
    )
    .await?;
    page.open(path).await
}

/// How many of the start page's parsed elements there were, and how many
/// of them are still in the document.
async fn parsed_and_kept(page: &Page) -> Result<(u64, u64)> {
    let counts = page
        .js(
            "const parsed = window.__parsed || [];
             return [parsed.length, parsed.filter(e => e.isConnected).length];",
            json!([]),
        )
        .await?;
    let n = |i: usize| counts.get(i).and_then(|v| v.as_u64()).unwrap_or(0);
    Ok((n(0), n(1)))
}

#[test]
fn a_first_visit_keeps_the_painted_start_page() {
    scenario("start-in-place", async |page| {
        open_keeping_parsed(page, "/").await?;
        // Every element painted from the HTML is still there: the app made
        // them live instead of drawing new ones in their place.
        let (parsed, kept) = parsed_and_kept(page).await?;
        if parsed < 20 || kept != parsed {
            return Err(format!("{kept} of the {parsed} parsed elements kept"));
        }
        let once = page
            .js(
                "return [document.querySelectorAll('h1').length,
                         document.querySelectorAll('#deal').length];",
                json!([]),
            )
            .await?;
        if once != json!([1, 1]) {
            return Err(format!("h1 and #deal counts: {once}"));
        }
        // And they answer: a deal fills the hand and the link.
        page.click("#deal").await?;
        wait_url(page, "cards=").await?;
        wait_count(page, "#hand .slot img[data-card]", 4).await
    });
}

#[test]
fn a_link_to_a_hand_draws_the_app_afresh() {
    scenario("start-afresh", async |page| {
        open_keeping_parsed(page, "/?cards=3s-3h-8c-8d").await?;
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await?;
        // The start page was a first visit's, not this hand's: drawn anew.
        let (parsed, kept) = parsed_and_kept(page).await?;
        if parsed < 20 || kept != 0 {
            return Err(format!("{kept} of the {parsed} parsed elements kept"));
        }
        Ok(())
    });
}

#[test]
fn a_start_that_fails_says_so() {
    scenario_on_a_copy("start-failed", async |page| {
        // The page's wasm is gone, every language's, as after a failed
        // download.
        let dir = page.served_dir();
        let entries = std::fs::read_dir(dir).map_err(|e| e.to_string())?;
        let mut removed = 0;
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with("app") && name.ends_with("_bg.wasm") {
                std::fs::remove_file(entry.path()).map_err(|e| e.to_string())?;
                removed += 1;
            }
        }
        // One per language.
        if removed != 8 {
            return Err(format!("{removed} app wasm files removed, not 8"));
        }
        // In the language the app would have spoken: the browser's, then
        // the link's, then the one chosen before, which a link still beats.
        for (path, stored, expected) in [
            ("/", None, "en"),
            ("/?lang=zh-TW", None, "zh-Hant"),
            ("/", Some("de"), "de"),
            ("/?lang=ko", Some("de"), "ko"),
        ] {
            if let Some(lang) = stored {
                page.js("localStorage.setItem('lang', arguments[0]);", json!([lang]))
                    .await?;
            }
            page.open_unstarted(path).await?;
            page.wait_displayed("#failed").await?;
            let state = page
                .js(
                    "const root = document.documentElement;
                     const shown = [...document.querySelectorAll('#failed [lang]')]
                         .filter((s) => !s.hidden && s.textContent.trim() !== '');
                     return [root.hasAttribute('data-failed'), root.hasAttribute('data-live'),
                             shown.map((s) => s.lang)];",
                    json!([]),
                )
                .await?;
            if state != json!([true, false, [expected]]) {
                return Err(format!("{path}: [data-failed, data-live, shown]: {state}"));
            }
        }
        Ok(())
    });
}
