//! The house rules from the page: whole numbers only, face cards worth 10,
//! a deck without face cards; in the link, Solve, the picker, Deal and
//! Explore.

use e2e::{json, scenario, wait_contains, wait_count, wait_result, wait_url, Key, Page, Result};

/// Chooses the face-card option `code` (`13`, `10`, `none`) from the
/// keyboard: focus, then arrows until it is shown.
async fn choose_faces(page: &Page, code: &str) -> Result {
    page.js("document.querySelector('#faces').focus()", json!([]))
        .await?;
    for _ in 0..3 {
        let value = page
            .js("return document.querySelector('#faces').value", json!([]))
            .await?;
        if value.as_str() == Some(code) {
            return Ok(());
        }
        page.press(Key::Down).await?;
    }
    Err(format!("no face-card option `{code}`"))
}

#[test]
fn whole_numbers_only_from_the_checkbox() {
    scenario("rules-integers", async |page| {
        page.open("/?cards=3s-3h-8c-8d").await?;
        wait_count(page, "#solutions li", 1).await?;
        page.click("#integers").await?;
        wait_url(page, "rule=integers").await?;
        // 3 3 8 8 needs 8/3: no whole-number solution.
        wait_count(page, "section.answer.unsolvable", 1).await?;
        wait_count(page, "#solutions li", 0).await?;
        page.click("#integers").await?;
        wait_count(page, "#solutions li", 1).await.map(drop)
    });
}

#[test]
fn face_cards_worth_ten_and_a_deck_without_them() {
    scenario("rules-faces", async |page| {
        // K K 2 2 is 10 + 10 + 2 + 2 when kings are worth 10.
        page.open("/?cards=ks-kh-2c-2d&faces=10").await?;
        wait_count(page, r#"#hand img[data-card="ks"]"#, 1).await?;
        wait_count(page, "#solutions li", 2).await?;
        wait_contains(page, "#solutions", &["10 + 10 + 2 + 2", "10 + 10 + 2 × 2"]).await?;
        // Without face cards, the kings leave the hand, and say so.
        choose_faces(page, "none").await?;
        wait_url(page, "faces=none").await?;
        wait_count(page, "#hand .slot img.card", 2).await?;
        wait_contains(page, "#message", &["face cards"]).await?;
        // The picker offers no face card, and typing one is refused.
        page.click(r#"#hand .slot[data-slot="0"]"#).await?;
        page.wait_displayed("#picker").await?;
        wait_count(page, "#picker button[disabled]", 12 + 2).await?;
        page.press(Key::Escape).await?;
        page.type_keys("q").await?;
        wait_count(page, "#hand .slot img.card", 2).await?;
        // Deal deals from the forty cards A to 10.
        for _ in 0..5 {
            page.click("#deal").await?;
            wait_count(page, "#hand .slot img.card", 4).await?;
            let codes = page.attrs("#hand img.card", "data-card").await?;
            if codes.iter().any(|c| c.starts_with(['j', 'q', 'k'])) {
                return Err(format!("a face card dealt: {codes:?}"));
            }
        }
        Ok(())
    });
}

#[test]
fn explore_takes_the_deck_and_the_rule() {
    scenario("rules-explore", async |page| {
        page.open("/?view=explore&faces=10").await?;
        wait_contains(page, "#solvable-hands", &["566", "715"]).await?;
        wait_contains(page, "#solutions", &["1,343"]).await?;
        page.click("#integers").await?;
        wait_url(page, "rule=integers").await?;
        wait_contains(page, "#solvable-hands", &["556", "715"]).await?;
        wait_contains(page, "#solutions", &["1,295"])
            .await
            .map(drop)
    });
}

/// Play under both rules: a king worth 10 shows its value, and a fraction
/// is refused, naming the step; a whole answer wins.
#[test]
fn play_by_the_house_rules() {
    scenario("rules-play", async |page| {
        page.open("/?cards=ks-3h-8c-8d&faces=10&rule=integers&mode=play")
            .await?;
        wait_count(page, "[data-play-card]", 4).await?;
        wait_contains(page, r#"[data-play-card="0"] .worth"#, &["10"]).await?;
        // 8 ÷ 3 makes a fraction: refused, and the table is unchanged.
        combine(page, 2, "/", 1).await?;
        wait_result(page, "invalid", &["8 ÷ 3 = 8/3"]).await?;
        wait_count(page, "[data-play-card]:not(.gone)", 4).await?;
        // (10 × 8 − 8) ÷ 3 stays whole throughout: a win.
        combine(page, 0, "*", 2).await?;
        wait_contains(page, "#table", &["80"]).await?;
        combine(page, 2, "-", 3).await?;
        wait_contains(page, "#table", &["72"]).await?;
        combine(page, 3, "/", 1).await?;
        wait_result(page, "correct", &[]).await.map(drop)
    });
}

/// Clicks the table card at `place`, the operator `op`, then the card at
/// `other`.
async fn combine(page: &Page, place: usize, op: &str, other: usize) -> Result {
    page.click(&format!(r#"[data-play-card="{place}"]"#))
        .await?;
    page.click(&format!(r#"[data-op="{op}"]"#)).await?;
    page.click(&format!(r#"[data-play-card="{other}"]"#)).await
}
