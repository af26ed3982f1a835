//! The start page: painted from the HTML the build renders, before the
//! wasm arrives, and, for a first visit, taken over part by part, so that
//! what was painted stays painted, unmoved (in another language, painted
//! in it from the first paint, or with preferences kept, the same
//! elements); any other start draws the app afresh; a start that fails
//! says so.

use e2e::{
    json, scenario, scenario_in_language, scenario_on_a_copy, wait_count, wait_solution, wait_url,
    Key, Page, Result,
};

/// Before any script of the page runs, each new document keeps the start
/// page's elements as they were parsed (the app starts after `load`), what
/// each looked like (its tag, attributes and own text), the page's frame
/// and largest paint, the words of its tagline and Deal, and the theme
/// switch's choice; and it adds
/// up every layout shift, keeping when each was and what moved
/// (`__shifts`, for the failure's message).
/// `__takenOver()` says whether the elements are the same tags, in the
/// same order, as parsed, and which of the frame's are the very ones.
const KEEP_PARSED: &str = "
window.__shapes = () => Array.from(document.querySelectorAll('#app *'), (e) =>
    [e.tagName, ...Array.from(e.attributes, (a) => a.name + '=' + a.value).sort(),
     ...Array.from(e.childNodes).filter((n) => n.nodeType === 3).map((n) => n.data)].join(' '));
window.__frame = () => ['#app > header.top', 'h1', 'p.tagline', '#app > main']
    .map((s) => document.querySelector(s));
window.__takenOver = () => {
    const tags = (list) => list.map((e) => e.tagName).join(' ');
    const frame = window.__frame();
    return [tags(window.__parsed) === tags(Array.from(document.querySelectorAll('#app *'))),
            window.__parsedFrame.map((e, i) => e !== null && e === frame[i])];
};
window.__shifted = 0;
window.__shifts = [];
new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
        window.__shifted += e.value;
        window.__shifts.push([Math.round(e.startTime), e.value, e.sources.map((s) =>
            [s.node && s.node.nodeType === 1 ? s.node.outerHTML.slice(0, 80) : String(s.node && s.node.data),
             [s.previousRect.y, s.previousRect.height], [s.currentRect.y, s.currentRect.height]])]);
    }
}).observe({ type: 'layout-shift', buffered: true });
document.addEventListener('DOMContentLoaded', () => {
    window.__parsed = Array.from(document.querySelectorAll('#app *'));
    window.__parsedShapes = window.__shapes();
    window.__parsedFrame = window.__frame();
    window.__parsedWords = ['p.tagline', '#deal'].map((s) => document.querySelector(s).textContent);
    window.__parsedTheme = document.getElementById('theme').value;
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
        // The page looks as it was painted, element for element, and
        // nothing moved: the app took the page over, part by part, instead
        // of drawing another.
        let seen = page
            .js(
                "const parsed = window.__parsedShapes || [];
                 const now = window.__shapes();
                 const differ = now.findIndex((s, i) => s !== parsed[i]);
                 return [parsed.length, now.length, differ < 0 ? '' : parsed[differ] + ' | ' + now[differ],
                         window.__shifted];",
                json!([]),
            )
            .await?;
        let parsed = seen[0].as_u64().unwrap_or(0);
        if parsed < 20 || seen[1] != seen[0] || seen[2] != json!("") || seen[3] != json!(0) {
            return Err(format!(
                "parsed elements, elements now, the first that differs, layout shift: {seen}"
            ));
        }
        // Its frame, and the title and tagline, the largest paint, are the
        // very elements painted; each other part is a live copy of what
        // was painted, which took its place.
        let frame = page
            .js(
                "const now = window.__frame();
                 return window.__parsedFrame.map((e, i) => e !== null && e === now[i]);",
                json!([]),
            )
            .await?;
        if frame != json!([true, true, true, true]) {
            return Err(format!("frame and largest paint kept: {frame}"));
        }
        let (_, kept) = parsed_and_kept(page).await?;
        if kept < 4 {
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
        // And they answer.
        deals(page).await
    });
}

/// A deal fills the hand and the link.
async fn deals(page: &Page) -> Result {
    page.click("#deal").await?;
    wait_url(page, "cards=").await?;
    wait_count(page, "#hand .slot img[data-card]", 4).await
}

/// A first visit, in a browser set to another language, is painted in it
/// (the start page's English is replaced as it is parsed) and taken over
/// as painted: the same elements, in the same order, the frame and largest
/// paint the very ones painted, the page's language `lang`, the tagline
/// and Deal in `words` from the first paint on, and nothing moved.
async fn takes_over_in(page: &Page, lang: &str, words: &str) -> Result {
    open_keeping_parsed(page, "/").await?;
    let seen = page
        .js(
            "const words = new RegExp(arguments[0], 'u');
             const now = ['p.tagline', '#deal'].map((s) => document.querySelector(s).textContent);
             return [...window.__takenOver(),
                     document.documentElement.lang, document.getElementById('lang').value,
                     window.__parsedWords.every((w) => words.test(w)),
                     now.every((w, i) => w === window.__parsedWords[i]),
                     window.__shifted];",
            json!([words]),
        )
        .await?;
    if seen != json!([true, [true, true, true, true], lang, lang, true, true, 0]) {
        let shifts = page.js("return window.__shifts;", json!([])).await?;
        return Err(format!(
            "same elements, frame kept, page language, switch, tagline and Deal painted in its \
             words and kept, layout shift: {seen}; the shifts: {shifts}"
        ));
    }
    let (parsed, kept) = parsed_and_kept(page).await?;
    if parsed < 20 || kept < 4 {
        return Err(format!("{kept} of the {parsed} parsed elements kept"));
    }
    deals(page).await
}

#[test]
fn a_first_visit_in_another_language_takes_over_the_english_page() {
    scenario_in_language("start-in-chinese", "zh-CN", async |page| {
        takes_over_in(page, "zh-Hans", "\\p{Script=Han}").await
    });
}

#[test]
fn a_first_visit_in_german_s_longer_words_moves_nothing() {
    scenario_in_language("start-in-german", "de-DE", async |page| {
        takes_over_in(page, "de", "^(Bilde|Austeilen)").await
    });
}

#[test]
fn a_slow_first_visit_in_german_is_never_painted_in_english() {
    scenario_in_language("start-in-german-slowly", "de-DE", async |page| {
        // The page arrives in pieces, so that the parser may stop, and the
        // browser paint what it has, before the script that puts the words
        // in place; the app's files come at full speed once it is parsed.
        let network = |throughput: i64| {
            json!({ "offline": false, "latency": 0, "downloadThroughput": throughput,
                    "uploadThroughput": throughput })
        };
        page.devtools("Network.emulateNetworkConditions", network(8_000))
            .await?;
        page.devtools(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": KEEP_PARSED }),
        )
        .await?;
        page.open_unstarted("/").await?;
        page.wait("the page to be parsed", async || {
            match page.js("return document.readyState;", json!([])).await? {
                state if state == "loading" => Err(format!("{state}")),
                _ => Ok(()),
            }
        })
        .await?;
        page.devtools("Network.emulateNetworkConditions", network(-1))
            .await?;
        page.wait_live().await?;
        let seen = page
            .js(
                "return [document.documentElement.lang, window.__parsedWords, window.__shifted,
                         window.__shifts];",
                json!([]),
            )
            .await?;
        if seen[0] != json!("de") || seen[2] != json!(0) {
            return Err(format!(
                "the page's language, its words as parsed, layout shift and the shifts: {seen}"
            ));
        }
        Ok(())
    });
}

#[test]
fn a_returning_visitor_s_kept_preferences_keep_the_painted_page() {
    scenario("start-kept", async |page| {
        page.open("/").await?;
        page.js(
            "localStorage.setItem('theme', 'dark'); localStorage.setItem('sound', 'on');",
            json!([]),
        )
        .await?;
        open_keeping_parsed(page, "/").await?;
        // Taken over in place, as a first visit is, in the theme kept,
        // which the switch showed from the first paint on.
        let seen = page
            .js(
                "return [...window.__takenOver(), document.documentElement.dataset.theme,
                         window.__parsedTheme, document.getElementById('theme').value,
                         window.__shifted];",
                json!([]),
            )
            .await?;
        if seen != json!([true, [true, true, true, true], "dark", "dark", "dark", 0]) {
            return Err(format!(
                "same elements, frame kept, theme, its switch as painted and now, layout shift: \
                 {seen}"
            ));
        }
        deals(page).await
    });
}

#[test]
fn focus_given_before_the_start_stays_where_it_was() {
    scenario("start-focus", async |page| {
        // A keyboard user has reached Deal before the app has started.
        page.devtools(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": "document.addEventListener('DOMContentLoaded', () =>
                document.getElementById('deal').focus());" }),
        )
        .await?;
        page.open("/").await?;
        let focused = page
            .js(
                "const e = document.activeElement;
                 return [e && e.id, e && e.isConnected];",
                json!([]),
            )
            .await?;
        if focused != json!(["deal", true]) {
            return Err(format!("focused once live: {focused}"));
        }
        // Enter deals, as on the button the user had reached.
        page.press(Key::Enter).await?;
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
        // Each language's build is a directory of its own (`app-de-…/`).
        let dir = page.served_dir();
        let entries = std::fs::read_dir(dir).map_err(|e| e.to_string())?;
        let mut removed = 0;
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let wasm = entry.path().join("app_bg.wasm");
            if name.starts_with("app-") && wasm.is_file() {
                std::fs::remove_file(wasm).map_err(|e| e.to_string())?;
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
