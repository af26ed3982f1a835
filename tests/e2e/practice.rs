//! Practice: a hand dealt near the player's level and played to a win; the
//! level, the chart, the technique table and the hardest hand follow; the
//! journal is exported to a file, wiped (after a question), imported back
//! and kept across a reload; a hand given up says its level once; on a
//! phone, a solved hand keeps its clock, outcome and Next in sight. In
//! Chinese and Japanese too, for their screenshots (`practice-zh`,
//! `practice-ja`).

use crate::game::{above_the_fold, saved_file, solve_the_table};
use e2e::{scenario, scenario_in_language, wait_contains, wait_count, Page, Result};

/// The level line's seconds: "about 17 s" gives 17.
async fn level_seconds(page: &Page) -> Result<u64> {
    let line = page.texts("#practice-level").await?.join(" ");
    line.split(|c: char| !c.is_ascii_digit())
        .find(|part| !part.is_empty())
        .and_then(|part| part.parse().ok())
        .ok_or_else(|| format!("no level in {line:?}"))
}

/// Opens Practice and waits for its first hand, four cards on the table.
async fn first_hand(page: &Page, path: &str) -> Result {
    page.open(path).await?;
    wait_count(page, "#practice [data-play-card]", 4).await
}

#[test]
fn a_practice_hand_won_moves_the_level_and_the_journal_goes_to_a_file_and_back() {
    scenario("practice", async |page| {
        // From Play, by its button.
        page.open("/?mode=play").await?;
        page.click("#practice-open").await?;
        wait_count(page, "#practice [data-play-card]", 4).await?;
        e2e::wait_url(page, "mode=practice").await?;
        page.wait_displayed("#practice-progress .nothing").await?;
        let before = level_seconds(page).await?;
        wait_contains(page, "#practice-level", &["0\u{a0}hands played"]).await?;

        // A win well inside the model's estimate raises the level.
        solve_the_table(page).await?;
        page.wait_displayed("#practice-estimate").await?;
        wait_contains(page, "#practice-level", &["1\u{a0}hand played"]).await?;
        let after = level_seconds(page).await?;
        if after <= before {
            return Err(format!("the level went from {before} s to {after} s"));
        }
        wait_count(page, "#practice-chart circle.point", 1).await?;
        wait_contains(
            page,
            "#practice-techniques tbody tr",
            &["All hands", "1 of 1"],
        )
        .await?;
        // A technique with no hand yet has no rate.
        let rows = page.texts("#practice-techniques tbody tr").await?;
        if rows.iter().any(|row| row.contains("0 of 0")) {
            return Err(format!("a rate of no hands: {rows:?}"));
        }
        page.wait_displayed("#practice-hardest").await?;

        // The next hand comes without a reload.
        let first = page.attrs("#practice [data-play-card] img", "alt").await?;
        page.click("#practice-next").await?;
        page.wait("another hand", async || {
            let now = page.attrs("#practice [data-play-card] img", "alt").await?;
            if now.len() == 4 && now != first {
                Ok(())
            } else {
                Err(format!("{now:?}"))
            }
        })
        .await?;

        // Export.
        let (name, text) = saved_file(page, "#practice-export").await?;
        if name != "24-practice.txt" || !text.starts_with("twentyfour-practice 1") {
            return Err(format!("saved {name}: {text:?}"));
        }

        // Wipe asks first; Cancel keeps everything.
        page.click("#practice-wipe").await?;
        page.wait_displayed("#practice-wipe-question").await?;
        page.click("#practice-wipe-no").await?;
        page.wait_displayed("#practice-wipe").await?;
        wait_count(page, "#practice-chart circle.point", 1).await?;
        page.click("#practice-wipe").await?;
        page.click("#practice-wipe-yes").await?;
        wait_count(page, "#practice-chart", 0).await?;
        page.wait_displayed("#practice-progress .nothing").await?;
        wait_contains(page, "#practice-level", &["0\u{a0}hands played"]).await?;

        // Import the file: the hand is back, and stays after a reload.
        let dir = std::env::temp_dir().join(format!("twentyfour-practice-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let file = dir.join("24-practice.txt");
        std::fs::write(&file, &text).map_err(|e| e.to_string())?;
        page.upload("#practice-file", &file).await?;
        wait_contains(page, "#practice-file-status", &["Imported 1 hand"]).await?;
        wait_count(page, "#practice-chart circle.point", 1).await?;
        // A file of something else is refused, and says why.
        let junk = dir.join("notes.txt");
        std::fs::write(&junk, "shopping: eggs, milk").map_err(|e| e.to_string())?;
        page.upload("#practice-file", &junk).await?;
        wait_contains(page, "#practice-file-status", &["not a practice file"]).await?;
        let _ = std::fs::remove_dir_all(&dir);
        first_hand(page, "/?mode=practice").await?;
        wait_count(page, "#practice-chart circle.point", 1).await?;
        wait_contains(page, "#practice-level", &["1\u{a0}hand played"]).await?;
        Ok(())
    });
}

#[test]
fn on_a_phone_a_solved_hand_keeps_its_clock_outcome_and_next_in_sight() {
    scenario("practice-phone", async |page| {
        page.resize(390, 844).await?;
        first_hand(page, "/?mode=practice").await?;
        solve_the_table(page).await?;
        page.wait_displayed("#practice-estimate").await?;
        above_the_fold(
            page,
            &[
                "#timer",
                "#practice [data-play-card]",
                "#result",
                "#practice-estimate",
                "#practice-next",
            ],
            844,
        )
        .await?;
        page.snapshot("practice-phone-solved").await
    });
}

/// A hand won in `lang`: the progress, in that language's words.
fn won_in(lang: &str, played: &'static str) {
    scenario_in_language(&format!("practice-{lang}"), lang, async |page| {
        first_hand(page, "/?mode=practice").await?;
        solve_the_table(page).await?;
        wait_count(page, "#practice-chart circle.point", 1).await?;
        wait_contains(page, "#practice-level", &[played]).await?;
        page.wait_displayed("#practice-hardest").await.map(drop)
    });
}

#[test]
fn practice_in_chinese() {
    won_in("zh", "已练习 1\u{a0}手");
}

#[test]
fn practice_in_japanese() {
    won_in("ja", "1\u{a0}回プレイ");
}

#[test]
fn a_hand_given_up_says_its_level_once() {
    scenario("practice-given-up", async |page| {
        first_hand(page, "/?mode=practice").await?;
        page.click("#practice-give-up").await?;
        page.wait_displayed("#practice #solutions li").await?;
        // Beside the player's time, not again under the solutions' levels.
        page.wait_displayed("#practice-estimate").await?;
        let estimate = page.texts("#practice-estimate").await?.join(" ");
        if !estimate.contains("practised player") || page.count("#practice #rating").await? != 0 {
            return Err(format!("the hand's level is not said once: {estimate:?}"));
        }
        Ok(())
    });
}
