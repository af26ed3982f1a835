//! Solve: dealing, picking and typing a hand, the link, the answer and its
//! pages, the levels, the languages and the themes.

use e2e::{scenario, wait_count, wait_solution, wait_text, wait_url, Page, Result};

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
fn the_levels_stay_in_place_when_their_help_opens() {
    scenario("levels-help-in-place", async |page| {
        page.resize(1280, 800).await?;
        page.open("/?cards=3s-3h-8c-8d").await?;
        wait_solution(page, "8 ÷ (3 − 8 ÷ 3)").await?;
        // Where the levels' buttons and their "?" are, and how wide the
        // help's words run.
        let place = "const box = (css) => document.querySelector(css).getBoundingClientRect();
            const help = document.querySelector('#levels-help p');
            return [box('#level-distinct').left, box('#level-distinct').top,
                box('#levels-help summary').left, help && help.offsetWidth ? box('#levels-help p').width : 0];";
        let closed = page.js(place, e2e::json!([])).await?;
        page.click("#levels-help summary").await?;
        page.wait_displayed("#levels-help[open] p").await?;
        let open = page.js(place, e2e::json!([])).await?;
        let at = |v: &e2e::Value, i: usize| v[i].as_f64().unwrap_or(f64::NAN);
        let moved = (0..3).any(|i| (at(&closed, i) - at(&open, i)).abs() > 1.0);
        // The words take the answer's width, not the buttons' column.
        if moved || at(&open, 3) < 600.0 {
            return Err(format!("closed {closed}, open {open}"));
        }
        Ok(())
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

#[test]
fn japanese_names_the_cards_and_the_bad_input() {
    scenario("japanese", async |page| {
        page.open("/?cards=qh-zz-3d-4c").await?;
        wait_text(page, "#deal", "Deal").await?;
        page.switch_language("ja").await?;
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
pub(crate) async fn page_status(page: &Page) -> Result<String> {
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
                status if status == "1–50 of 1,778" => Ok(()),
                status => Err(status),
            },
        )
        .await?;
        wait_count(page, "#solutions li", 50).await?;
        page.click("#page-last").await?;
        page.wait("the strict list's last page", async || {
            match page_status(page).await? {
                status if status == "1,751–1,778 of 1,778" => Ok(()),
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
            if shown.starts_with("Hard · about ")
                && shown.ends_with("\u{a0}s for a practised player")
            {
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
            // The count of deals grouped, as the page writes counts.
            if message.contains("No Fiendish hand of 2 cards") && message.contains(",000 deals") {
                Ok(())
            } else {
                Err(message)
            }
        })
        .await?;
        wait_count(page, "#hand .slot img.card", 0).await
    });
}
