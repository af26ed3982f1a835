//! Play: combining, typing, hints, the clock, challenges and the daily hand.

use e2e::{
    json, scenario, wait_contains, wait_count, wait_result, wait_solution, wait_url, Page, Result,
};

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
pub(crate) async fn combine(page: &Page, place: usize, op: &str, other: usize) -> Result {
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
        // 8 ÷ 3, then 3 − 8/3, then 8 ÷ 1/3: each result in the second
        // card's place, the other cards where they were.
        combine(page, 2, "/", 0).await?;
        wait_contains(page, "#table", &["8/3"]).await?;
        combine(page, 1, "-", 0).await?;
        wait_contains(page, "#table", &["1/3"]).await?;
        combine(page, 3, "/", 0).await?;
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
        // Reset asks first.
        page.click("#reset-bests").await?;
        page.wait_displayed("#reset-ask").await?;
        page.click("#reset-yes").await?;
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
        // The first card's button leaves the table; focus goes to the
        // result, in the second card's place.
        combine(page, 0, "+", 3).await?;
        wait_count(page, "[data-play-card]", 3).await?;
        page.wait("focus on the result, the last card", async || {
            let script = "const e = document.activeElement; \
                          return [e.getAttribute('data-play-card') || e.tagName, e.textContent];";
            let seen = page.js(script, json!([])).await?;
            if seen == json!(["3", "11"]) {
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
