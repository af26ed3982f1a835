//! The moments that make a game: the win and the loss where the eyes are,
//! feedback that stays true, challenges that say who won, sharing, the
//! daily hand and its record, bests that cannot be gamed, and a phone
//! that shows what matters above the fold. The scenarios named
//! `play-win`, `play-wrong-card`, `play-challenge-won`,
//! `play-challenge-lost` and `play-daily-done` leave the screenshots of
//! those states.

use crate::play::combine;
use e2e::{json, scenario, wait_contains, wait_count, wait_result, wait_url, Page, Result};

/// Solves 3 3 8 8 by clicks: 8 ÷ 3, 3 − 8/3, 8 ÷ 1/3.
async fn solve_3388_by_clicks(page: &Page) -> Result {
    wait_count(page, "[data-play-card]", 4).await?;
    combine(page, 2, "/", 0).await?;
    wait_contains(page, "#table", &["8/3"]).await?;
    combine(page, 1, "-", 0).await?;
    wait_contains(page, "#table", &["1/3"]).await?;
    combine(page, 3, "/", 0).await
}

/// Types `answer` into the answer field, replacing what is there, and
/// presses Enter.
pub(crate) async fn answer(page: &Page, answer: &str) -> Result {
    page.click("#attempt").await?;
    page.js("document.querySelector('#attempt').select()", json!([]))
        .await?;
    page.type_keys(&format!("{answer}\u{e007}")).await
}

/// Fails unless every element matching one of `parts` ends within the
/// first `height` pixels of the page: above the fold.
pub(crate) async fn above_the_fold(page: &Page, parts: &[&str], height: u32) -> Result {
    let script = "return arguments[0].map(css => { \
                      const all = Array.from(document.querySelectorAll(css)); \
                      if (all.length === 0) return [css, -1]; \
                      return [css, Math.max(...all.map(e => e.getBoundingClientRect().bottom + scrollY))]; \
                  });";
    let seen = page.js(script, json!([parts])).await?;
    let low: Vec<&e2e::Value> = seen
        .as_array()
        .into_iter()
        .flatten()
        .filter(|v| !(0.0..=f64::from(height)).contains(&v[1].as_f64().unwrap_or(-1.0)))
        .collect();
    if low.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "below the fold of {height} px, or missing: {low:?}"
        ))
    }
}

/// Makes `navigator.share` a stand-in that keeps what it was given in
/// `window.shared`, as a phone's share sheet would take it.
async fn stub_share_sheet(page: &Page) -> Result {
    let script = "window.shared = []; \
                  navigator.share = (data) => { window.shared.push(data.text); return Promise.resolve(); };";
    page.js(script, json!([])).await.map(drop)
}

/// What the share sheet was given, once it was.
async fn shared(page: &Page) -> Result<String> {
    page.wait("something shared", async || {
        let texts = page.js("return window.shared || [];", json!([])).await?;
        texts[0]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| texts.to_string())
    })
    .await
}

#[test]
fn a_win_by_clicks_shows_on_the_last_card_and_above_the_fold() {
    scenario("play-win", async |page| {
        page.resize(390, 844).await?;
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        let watch = "window.burst = false; \
                     new MutationObserver(() => { window.burst ||= !!document.querySelector('.burst'); }) \
                         .observe(document.body, { subtree: true, childList: true });";
        page.js(watch, json!([])).await?;
        solve_3388_by_clicks(page).await?;
        // The last card glows, and the words are next to it.
        page.wait_displayed(".play-card.won").await?;
        wait_result(page, "correct", &["1", "1"]).await?;
        wait_contains(page, "#solved", &["Solved in", "\u{a0}s All found!"]).await?;
        page.wait_displayed(".feedback.won").await?;
        // A celebration, and a short one: its sparks are gone within a second.
        if page.js("return window.burst;", json!([])).await? != json!(true) {
            return Err("no celebration".into());
        }
        wait_count(page, ".burst", 0).await?;
        above_the_fold(
            page,
            &[
                "#timer",
                "[data-play-card]",
                ".ops",
                "#result",
                "#solved",
                "#attempt",
            ],
            844,
        )
        .await?;
        // Hints and "No solution" are over once the hand is won.
        let enabled = page
            .js(
                "return ['#hint', '#no-solution'].filter(c => !document.querySelector(c).disabled);",
                json!([]),
            )
            .await?;
        if enabled != json!([]) {
            return Err(format!("still enabled: {enabled}"));
        }
        // Back to the laptop's width for its screenshot.
        page.resize(1280, 800).await
    });
}

#[test]
fn a_wrong_last_card_is_marked_and_a_division_by_zero_is_said() {
    scenario("play-wrong-card", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        wait_count(page, "[data-play-card]", 4).await?;
        // 3 − 3 = 0, then 8 ÷ 0: refused, and said on the felt.
        combine(page, 0, "-", 1).await?;
        combine(page, 2, "/", 1).await?;
        wait_result(page, "invalid", &["divide by zero"]).await?;
        page.wait_displayed(".play-felt #result p").await?;
        page.click("#reset").await?;
        // 3 + 3 + 8 + 8 = 22: the last card says so.
        combine(page, 0, "+", 1).await?;
        combine(page, 1, "+", 2).await?;
        combine(page, 2, "+", 3).await?;
        wait_result(page, "wrong", &["= 22, not 24"]).await?;
        wait_contains(page, ".play-card.missed", &["22", "≠ 24"])
            .await
            .map(drop)
    });
}

#[test]
fn feedback_stays_true_and_is_said_again() {
    scenario("play-feedback", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        wait_count(page, "[data-play-card]", 4).await?;
        // The same wrong answer twice: new words each time, for screen readers.
        answer(page, "3+3+8+8").await?;
        wait_result(page, "wrong", &["22"]).await?;
        page.js(
            "document.querySelector('#result p').seen = true;",
            json!([]),
        )
        .await?;
        answer(page, "3+3+8+8").await?;
        page.wait("the same words, said anew", async || {
            let fresh = page
                .js(
                    "const p = document.querySelector('#result p'); \
                     return p && !p.seen && p.textContent;",
                    json!([]),
                )
                .await?;
            match fresh.as_str() {
                Some(text) if text.contains("22") => Ok(()),
                _ => Err(fresh.to_string()),
            }
        })
        .await?;
        // A wrong "No solution", then Reveal: "keep looking" no longer holds.
        page.click("#no-solution").await?;
        wait_result(page, "wrong", &["Keep looking"]).await?;
        page.click("#reveal").await?;
        page.wait_displayed("#solutions li").await?;
        wait_count(page, "#result p", 0).await?;
        // After a solve, a wrong extra answer leaves the solve's colour alone.
        page.open("/?cards=2s-4h-8c-ts&mode=play").await?;
        answer(page, "8/2*(10-4)").await?;
        wait_result(page, "correct", &[]).await?;
        let colour = "return getComputedStyle(document.querySelector('#solved')).color;";
        let before = page.js(colour, json!([])).await?;
        answer(page, "2*4+8+10").await?;
        wait_result(page, "wrong", &["= 26"]).await?;
        let after = page.js(colour, json!([])).await?;
        let wrong = page
            .js(
                "return getComputedStyle(document.querySelector('#result')).color;",
                json!([]),
            )
            .await?;
        if before != after || after == wrong {
            return Err(format!("solved {before} then {after}; wrong is {wrong}"));
        }
        Ok(())
    });
}

#[test]
fn the_clock_ignores_the_wall_clock() {
    scenario("play-clock", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        let read = async || -> Result<f64> {
            let text = page.texts("#timer").await?.join("");
            text.trim_end_matches("\u{a0}s")
                .parse::<f64>()
                .map_err(|_| text.clone())
        };
        page.wait("the clock to run", async || match read().await? {
            t if t >= 0.3 => Ok(()),
            t => Err(t.to_string()),
        })
        .await?;
        // The wall clock is set back an hour (a time sync, a zone change).
        page.js(
            "const real = Date.now; Date.now = () => real() - 3600000;",
            json!([]),
        )
        .await?;
        let before = read().await?;
        page.wait("the clock to go on", async || match read().await? {
            t if t >= before + 0.5 && t < 60.0 => Ok(()),
            t => Err(t.to_string()),
        })
        .await
    });
}

#[test]
fn a_challenge_beaten_says_by_how_much_and_sends_a_rematch() {
    scenario("play-challenge-won", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play&t=99.9").await?;
        stub_share_sheet(page).await?;
        answer(page, "8/(3-8/3)").await?;
        page.wait_displayed(r#"#challenge-result[data-beaten="true"]"#)
            .await?;
        wait_contains(page, "#challenge-result", &["You beat 99.9\u{a0}s by"]).await?;
        page.click("#rematch").await?;
        let text = shared(page).await?;
        // The hand and the new time to beat; no solution in it.
        let spoilers = ["8/(3-8/3)", "8 ÷ (3 − 8 ÷ 3)"];
        if !text.starts_with("24 · 3 3 8 8\nSolved in")
            || text.contains("t=99.9")
            || !text.contains("mode=play&t=")
            || spoilers.iter().any(|s| text.contains(s))
        {
            return Err(format!("shared {text:?}"));
        }
        Ok(())
    });
}

#[test]
fn a_challenge_missed_says_by_how_much() {
    scenario("play-challenge-lost", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play&t=0.1").await?;
        page.wait("the clock past 0.3 s", async || {
            let t = page.texts("#timer").await?.join("");
            if t.starts_with("0.0") || t.starts_with("0.1") || t.starts_with("0.2") {
                Err(t)
            } else {
                Ok(())
            }
        })
        .await?;
        answer(page, "8/(3-8/3)").await?;
        page.wait_displayed(r#"#challenge-result[data-beaten="false"]"#)
            .await?;
        wait_contains(page, "#challenge-result", &["Missed by"])
            .await
            .map(drop)
    });
}

#[test]
fn sharing_copies_where_there_is_no_share_sheet() {
    scenario("play-share-copy", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        let script = "delete Navigator.prototype.share; delete navigator.share; \
                      window.copied = []; \
                      Object.defineProperty(navigator, 'clipboard', { value: { \
                          writeText: (t) => { window.copied.push(t); return Promise.resolve(); } } });";
        page.js(script, json!([])).await?;
        answer(page, "8/(3-8/3)").await?;
        page.click("#challenge").await?;
        wait_contains(page, "#message", &["Copied"]).await?;
        // A confirmation, not a warning.
        page.wait_displayed(".message.done").await?;
        let copied = page.js("return window.copied;", json!([])).await?;
        let text = copied[0].as_str().unwrap_or_default();
        if text.starts_with("24 · 3 3 8 8") && text.contains("no hints") && text.contains("t=") {
            Ok(())
        } else {
            Err(format!("copied {copied}"))
        }
    });
}

/// The cards on the table, read from their names (in any of the page's
/// languages), as the solver's numbers.
pub(crate) async fn table_numbers(page: &Page) -> Result<Vec<solver::Rational>> {
    let names = page.attrs("[data-play-card] img", "alt").await?;
    let deck: Vec<cards::Card> = cards::Card::deck().collect();
    names
        .iter()
        .map(|name| {
            deck.iter()
                .find(|&&c| {
                    texts::Lang::ALL
                        .iter()
                        .any(|l| texts::Words::card_name(*l, c) == *name)
                })
                .map(|c| solver::Rational::from_integer(c.rank().into()))
                .ok_or_else(|| format!("no card is named {name:?}"))
        })
        .collect()
}

/// Solves the hand on the table by typing one of its solutions.
pub(crate) async fn solve_the_table(page: &Page) -> Result {
    let numbers = table_numbers(page).await?;
    let solved = solver::solve(
        &numbers,
        solver::Rational::from_integer(24),
        Default::default(),
    )
    .map_err(|e| e.to_string())?;
    let first = solved
        .solutions(solver::Level::Distinct)
        .first()
        .map(|s| s.ascii())
        .ok_or("the daily hand has no solution")?;
    answer(page, &first).await?;
    wait_result(page, "correct", &[]).await.map(drop)
}

#[test]
fn the_daily_hand_is_labelled_done_once_and_counted_once() {
    scenario("play-daily-done", async |page| {
        page.open("/?daily").await?;
        page.wait_displayed("#daily-label").await?;
        wait_contains(page, "#daily-label", &["Daily · "]).await?;
        wait_count(page, "[data-play-card] img", 4).await?;
        wait_count(page, "#daily-label.done", 0).await?;
        solve_the_table(page).await?;
        wait_contains(page, "#daily-label.done", &["Done"]).await?;
        wait_contains(page, "#daily-next", &["Next daily hand in"]).await?;
        // A static host has no server to compare with the world's.
        wait_contains(page, "#daily-world", &["needs the 24 server"]).await?;
        let stats = wait_contains(page, "#daily-stats", &["Played1", "Solved100%"]).await?;
        // A reload shows it done, and solving it again counts nothing.
        page.open("/?daily").await?;
        wait_count(page, "[data-play-card] img", 4).await?;
        page.wait_displayed("#daily-label.done").await?;
        solve_the_table(page).await?;
        let again = page.texts("#daily-stats").await?.join("");
        if again != stats {
            return Err(format!("{stats} became {again}"));
        }
        // In Chinese, with the page's month and day.
        page.switch_language("zh-Hans").await?;
        wait_contains(page, "#daily-label", &["每日一题 · ", "月", "日", "已完成"]).await?;
        page.switch_language("en").await
    });
}

#[test]
fn a_call_of_no_solution_is_no_fastest_solve_and_reset_asks_first() {
    scenario("play-bests-apart", async |page| {
        page.open("/?cards=as-ah-ad-ac&mode=play").await?;
        page.click("#no-solution").await?;
        wait_result(page, "correct", &[]).await?;
        wait_contains(page, "#called", &["1"]).await?;
        wait_count(page, "#fastest", 0).await?;
        // Reset asks, and No keeps them.
        page.click("#reset-bests").await?;
        wait_contains(page, "#reset-ask", &["Forget"]).await?;
        page.click("#reset-no").await?;
        wait_count(page, "#reset-ask", 0).await?;
        wait_count(page, "#called", 1).await?;
        page.click("#reset-bests").await?;
        page.click("#reset-yes").await?;
        wait_count(page, "#called", 0).await
    });
}

/// Clicks `css`, a button that saves a file, and returns the download's
/// name and the text of the file behind its link, byte for byte (a
/// byte-order mark included), read from the file itself: the page's
/// policy lets it fetch nothing but its own site.
pub(crate) async fn saved_file(page: &Page, css: &str) -> Result<(String, String)> {
    let catch = "window.saved = [null, null]; \
                 const make = URL.createObjectURL; \
                 URL.createObjectURL = (file) => { \
                     file.arrayBuffer().then(b => \
                         window.saved.push(Array.from(new Uint8Array(b)))); \
                     return make(file); }; \
                 HTMLAnchorElement.prototype.click = function () { \
                     window.saved[0] = this.download; window.saved[1] = this.href; };";
    page.js(catch, json!([])).await?;
    page.click(css).await?;
    page.wait("the saved file", async || {
        let saved = page.js("return window.saved;", json!([])).await?;
        let Some(bytes) = saved[2].as_array() else {
            return Err(saved.to_string());
        };
        let bytes: Vec<u8> = bytes
            .iter()
            .map(|b| b.as_u64().and_then(|b| u8::try_from(b).ok()))
            .collect::<Option<_>>()
            .ok_or("the file is not bytes")?;
        let text = String::from_utf8(bytes).map_err(|e| format!("not UTF-8: {e}"))?;
        Ok((saved[0].as_str().unwrap_or("").to_string(), text))
    })
    .await
}

#[test]
fn bests_go_to_a_file_and_come_back_from_one() {
    scenario("play-bests-file", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        answer(page, "8/(3-8/3)").await?;
        page.wait_displayed("#fastest").await?;
        let saved = saved_file(page, "#export-bests").await?;
        if saved.0 != "24-bests.txt" || !saved.1.starts_with("24 bests 1\n") {
            return Err(format!("saved {saved:?}"));
        }
        // A new browser, as far as the bests go: forget them, then load the file.
        page.click("#reset-bests").await?;
        page.click("#reset-yes").await?;
        wait_count(page, "#fastest", 0).await?;
        let dir = std::env::temp_dir().join(format!("twentyfour-bests-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let file = dir.join("24-bests.txt");
        std::fs::write(&file, &saved.1).map_err(|e| e.to_string())?;
        page.upload("#import-bests", &file).await?;
        page.wait_displayed("#fastest").await?;
        wait_contains(page, "#message", &["Bests loaded"]).await?;
        // A file of something else changes nothing, and says so.
        let junk = dir.join("notes.txt");
        std::fs::write(&junk, "shopping: eggs, milk").map_err(|e| e.to_string())?;
        page.upload("#import-bests", &junk).await?;
        wait_contains(page, "#message", &["notes.txt", "holds no bests"]).await?;
        // A problem is a warning again.
        if page.count(".message.done").await? != 0 {
            return Err("a file that holds no bests is shown as a confirmation".into());
        }
        let _ = std::fs::remove_dir_all(&dir);
        Ok(())
    });
}

#[test]
fn sound_is_off_until_switched_on_and_the_switch_is_remembered_and_the_view_stays() {
    scenario("play-sound", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        let count_tones = "window.tones = 0; \
            const make = AudioContext.prototype.createOscillator; \
            AudioContext.prototype.createOscillator = function () { window.tones++; return make.call(this); };";
        page.js(count_tones, json!([])).await?;
        answer(page, "3+3+8+8").await?;
        wait_result(page, "wrong", &[]).await?;
        if page.js("return window.tones;", json!([])).await? != json!(0) {
            return Err("a sound with the switch off".into());
        }
        page.click("#sound").await?;
        // The play view is not drawn afresh when the hand is won (its
        // effects would not know the win is news).
        page.js(
            "window.switch = document.querySelector('#sound');",
            json!([]),
        )
        .await?;
        answer(page, "8/(3-8/3)").await?;
        wait_result(page, "correct", &[]).await?;
        page.wait("the win's notes", async || {
            match page.js("return window.tones;", json!([])).await?.as_u64() {
                Some(n) if n > 0 => Ok(()),
                other => Err(format!("{other:?}")),
            }
        })
        .await?;
        if page
            .js("return window.switch.isConnected;", json!([]))
            .await?
            != json!(true)
        {
            return Err("the play view was drawn afresh when the hand was won".into());
        }
        page.open("/?cards=as-2h-3d-4c&mode=play").await?;
        let on = page
            .js(
                "return document.querySelector('#sound').checked;",
                json!([]),
            )
            .await?;
        if on == json!(true) {
            Ok(())
        } else {
            Err("the switch was forgotten".into())
        }
    });
}

#[test]
fn play_deals_solvable_hands_and_says_what_the_levels_mean() {
    scenario("play-first-action", async |page| {
        page.open("/?mode=play").await?;
        wait_contains(page, "#deal", &["Deal a hand"]).await?;
        let checked = "return document.querySelector('#only-solvable').checked;";
        if page.js(checked, json!([])).await? != json!(true) {
            return Err("Play deals any hand".into());
        }
        page.click("#deal").await?;
        wait_count(page, "[data-play-card]", 4).await?;
        // Deal's options are out of the felt while a hand is played.
        wait_count(page, ".felt #deal, .felt #difficulty, .felt #size", 0).await?;
        page.click("#view-solve").await?;
        page.wait_displayed("#solutions li, #verdict").await?;
        if page.js(checked, json!([])).await? != json!(false) {
            return Err("Solve deals only solvable hands".into());
        }
        page.click("#levels-help summary").await?;
        wait_contains(page, "#levels-help", &["Distinct:", "Strict:"])
            .await
            .map(drop)
    });
}

#[test]
fn the_language_is_remembered_and_a_link_may_carry_it() {
    scenario("language-remembered", async |page| {
        page.open("/?cards=3s-3h-8c-8d").await?;
        page.switch_language("ja").await?;
        page.wait_displayed(r#"html[lang="ja"]"#).await?;
        wait_url(page, "lang=ja").await?;
        page.open("/").await?;
        page.wait_displayed(r#"html[lang="ja"]"#).await?;
        // The links made from here carry it.
        page.click("#deal").await?;
        wait_url(page, "lang=ja").await?;
        page.open("/?cards=3s-3h-8c-8d&lang=zh").await?;
        page.wait_displayed(r#"html[lang="zh-Hans"]"#).await?;
        // The clock's unit is the language's.
        page.open("/?cards=3s-3h-8c-8d&mode=play&lang=zh").await?;
        wait_contains(page, "#timer", &["秒"]).await.map(drop)
    });
}

#[test]
fn the_picker_stays_open_until_the_hand_is_full() {
    scenario("picker-stays-open", async |page| {
        page.open("/").await?;
        page.click(r#"#hand .slot[data-slot="0"]"#).await?;
        page.wait_displayed("#picker").await?;
        // Enter picks the card in focus; the picker moves to the next slot.
        for slot in 2..=4 {
            page.press(e2e::Key::Enter).await?;
            wait_contains(page, "#picker-title", &[&format!("slot {slot}")]).await?;
        }
        page.press(e2e::Key::Enter).await?;
        wait_count(page, "#picker", 0).await?;
        wait_count(page, "#hand .slot img.card", 4).await?;
        // The last pick filled the last slot: focus stays with the hand.
        let focused = page
            .js(
                "return document.activeElement.getAttribute('data-slot');",
                json!([]),
            )
            .await?;
        if focused == json!("3") {
            Ok(())
        } else {
            Err(format!("focus on {focused}"))
        }
    });
}

#[test]
fn cards_keep_their_places_and_keys() {
    scenario("play-places", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        wait_count(page, "[data-play-card]", 4).await?;
        // 1 + 2: the result takes place 2; 3 and 4 are still the eights.
        page.type_keys("1+2").await?;
        wait_count(page, "[data-play-card]", 3).await?;
        wait_contains(page, r#"[data-play-card="1"]"#, &["6"]).await?;
        page.type_keys("3*4").await?;
        wait_contains(page, r#"[data-play-card="3"]"#, &["64"]).await?;
        wait_count(page, ".play-card.gone", 2).await?;
        // The minus button shows a true minus sign.
        let sign = page
            .js(
                r#"return getComputedStyle(document.querySelector('[data-op="-"]'), '::before').content;"#,
                json!([]),
            )
            .await?;
        if sign == json!("\"−\"") {
            Ok(())
        } else {
            Err(format!("the minus button shows {sign}"))
        }
    });
}

#[test]
fn answers_are_read_as_people_type_them() {
    scenario("play-answers", async |page| {
        page.open("/?cards=3s-3h-8c-8d&mode=play").await?;
        answer(page, "").await?;
        wait_result(page, "invalid", &["Type an answer"]).await?;
        answer(page, "3+3+8+8 = 24").await?;
        wait_result(page, "wrong", &["= 22"]).await?;
        answer(page, "8／（3－8／3）").await?;
        wait_result(page, "correct", &["1"]).await.map(drop)
    });
}

#[test]
fn no_page_is_wider_than_a_phone() {
    scenario("fits-360", async |page| {
        page.resize(360, 800).await?;
        let pages = [
            ("/", "#deal"),
            ("/?cards=as-2h-3d-4c-5s-6h-7d-8c", "#pager"),
            ("/?cards=3s-3h-8c-8d&mode=play", "[data-play-card]"),
            ("/?cards=as-2h-3d-4c-5s-6h&mode=play", "[data-play-card]"),
            ("/?view=explore&max=9", ".hardest li"),
            ("/?view=explore&max=9&from=1&to=200", "#targets-chart .bar"),
            ("/?mode=practice", "#practice [data-play-card]"),
            // The answer key's solutions wrap only between whole pieces.
            (
                "/?view=print&count=20&seed=77&key=1",
                "[data-worksheet-answer]",
            ),
            (
                "/?view=print&count=20&seed=2024&n=5&key=1",
                "[data-worksheet-answer]",
            ),
        ];
        for (path, ready) in pages {
            page.open(path).await?;
            page.wait_displayed(ready).await?;
            let script = "const d = document.documentElement; \
                          const main = document.querySelector('main').getBoundingClientRect(); \
                          return [d.scrollWidth, d.clientWidth, d.scrollHeight, main.bottom + scrollY];";
            let seen = page.js(script, json!([])).await?;
            let n = |i: usize| seen[i].as_f64().unwrap_or(f64::NAN);
            // Wider than the phone, or scrolling far past the content.
            if n(0) > n(1) || n(2) > n(3) + 80.0 {
                return Err(format!(
                    "{path}: [scrollWidth, clientWidth, scrollHeight, main's bottom] {seen}"
                ));
            }
        }
        Ok(())
    });
}

#[test]
fn explore_charts_are_one_tab_stop_and_name_their_levels() {
    scenario("explore-keys", async |page| {
        page.open("/?view=explore&max=9").await?;
        wait_count(page, "#difficulty-chart .bar", 5).await?;
        for chart in ["#per-hand-chart", "#targets-chart", "#difficulty-chart"] {
            wait_count(page, &format!(r#"{chart} .bar[tabindex="0"]"#), 1).await?;
        }
        // The current target's bar is the stop; the arrows move on.
        page.js(
            r#"document.querySelector('#targets-chart .bar[tabindex="0"]').focus()"#,
            json!([]),
        )
        .await?;
        page.press(e2e::Key::Right).await?;
        let focused = page
            .js(
                "return document.activeElement.getAttribute('data-label');",
                json!([]),
            )
            .await?;
        if focused != json!("25") {
            return Err(format!("after 24, ArrowRight is on {focused}"));
        }
        page.press(e2e::Key::Enter).await?;
        wait_url(page, "target=25").await?;
        let labels = page.texts("#difficulty-chart .x-label").await?;
        if labels != ["Easy", "Fair", "Tricky", "Hard", "Fiendish"] {
            return Err(format!("difficulty axis: {labels:?}"));
        }
        Ok(())
    });
}

#[test]
fn explore_names_its_bad_parameters_and_keeps_a_list_open_across_a_hand() {
    scenario("explore-messages", async |page| {
        page.open("/?view=explore&min=0&max=9&to=1000").await?;
        wait_contains(page, "#message", &["min=0", "1 to 1000", "200"]).await?;
        wait_count(page, "#targets-chart .bar", 200).await?;
        page.click(r#"#per-hand-chart .bar[data-label="0"]"#)
            .await?;
        page.click(".hand-list .hand-chip").await?;
        page.wait_displayed("#hand").await?;
        wait_url(page, "cards=").await?;
        page.js("history.back()", json!([])).await?;
        wait_url(page, "view=explore").await?;
        page.wait_displayed(".hand-list .hand-chip").await.map(drop)
    });
}

#[test]
fn explore_keeps_its_progress_outside_explore_and_says_the_time_left() {
    scenario("explore-progress", async |page| {
        page.open("/?view=explore&n=6").await?;
        let percent = async || -> Result<u32> {
            let shown = page
                .js(
                    "const p = document.querySelector('.run-progress progress'); \
                     return p ? p.value : -1;",
                    json!([]),
                )
                .await?;
            shown
                .as_f64()
                .filter(|&p| p >= 0.0)
                .map(|p| p as u32)
                .ok_or_else(|| shown.to_string())
        };
        wait_contains(page, ".run-progress", &["left"]).await?;
        let before = percent().await?;
        page.click("#view-solve").await?;
        page.wait_displayed("#deal").await?;
        std::thread::sleep(std::time::Duration::from_secs(2));
        page.click("#view-explore").await?;
        page.wait("progress kept", async || match percent().await {
            Ok(p) if p >= before => Ok(()),
            Ok(p) => Err(format!("{before}% became {p}%")),
            // The headline finished meanwhile: kept too.
            Err(_) if page.count("#headline").await? == 1 => Ok(()),
            Err(e) => Err(e),
        })
        .await
    });
}

#[test]
fn long_and_odd_links_make_short_clear_messages() {
    scenario("messages", async |page| {
        let long = vec!["zz"; 1700].join("-");
        page.open(&format!("/?cards={long}")).await?;
        let text = wait_contains(page, "#message", &["“zz” is not a card", "more"]).await?;
        let height = page
            .js(
                "return document.querySelector('#message').getBoundingClientRect().height;",
                json!([]),
            )
            .await?;
        if height.as_f64().unwrap_or(f64::MAX) > 150.0 || text.len() > 400 {
            return Err(format!("{height} px: {text}"));
        }
        page.open("/?cards=<script>alert(1)</script>").await?;
        wait_contains(page, "#message", &["<script>", "is not a card"]).await?;
        wait_count(page, "#hand .slot", 4).await?;
        wait_count(page, "#message script", 0).await?;
        // A 38-digit target is solved by the worker; the field takes one too.
        let big = "12345678901234567890123456789012345678";
        page.open(&format!("/?cards=as-2h-3d-4c-5s&target={big}"))
            .await?;
        wait_contains(page, "#verdict", &["No way to make", big]).await?;
        page.open("/?cards=as-2h-3d-4c").await?;
        page.click("#target").await?;
        page.js("document.querySelector('#target').select()", json!([]))
            .await?;
        page.type_keys(big).await?;
        wait_contains(page, "#verdict", &["No way to make", big]).await?;
        wait_count(page, r#"#target[aria-invalid="true"]"#, 0).await
    });
}
