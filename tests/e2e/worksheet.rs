//! Worksheets: a sheet of hands from a seed, printed to PDF through
//! DevTools on A4 and on Letter: two pages on the maker's link (`key=1`),
//! every hand and every answer in the PDF's text, a QR code that reads as
//! the students' link, which opens the hands alone, and an image of each
//! page under `target/e2e-pdf/`.

use e2e::print::qr_codes;
use e2e::{json, scenario, wait_count, wait_url, Page, Result};

/// The hands and the answer key as the page shows them: each hand's cards
/// (`3♠ 3♥ 8♣ 8♦`), each solution and count.
async fn sheet(page: &Page) -> Result<(Vec<String>, Vec<String>)> {
    let hands = page.texts("[data-worksheet-hand] .sheet-cards").await?;
    let answers = page.texts("[data-worksheet-answer]").await?;
    Ok((hands, answers))
}

/// Text without its spacing, so that the PDF's layout does not matter.
fn squeeze(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Prints the sheet on `paper`, checks the pages, the paper size (`pdfinfo`
/// names it: `(A4)`, `(letter)`) and the text, and saves the page images.
async fn printed(page: &Page, name: &str, paper: &str, size_name: &str) -> Result {
    page.click(&format!(r#"#sheet-paper option[value="{paper}"]"#))
        .await?;
    page.wait_displayed(&format!(r#"#worksheet[data-paper="{paper}"]"#))
        .await?;
    let (hands, answers) = sheet(page).await?;
    let pdf = page.print_pdf(&format!("{name}-{paper}")).await?;
    let pages = pdf.pages()?;
    if pages != 2 {
        return Err(format!("{name} on {paper}: {pages} pages, not 2"));
    }
    let size = pdf.info("Page size")?;
    if !size.ends_with(size_name) {
        return Err(format!("{name} on {paper}: pages of {size}"));
    }
    let (first, second) = (squeeze(&pdf.text(1)?), squeeze(&pdf.text(2)?));
    for hand in &hands {
        if !first.contains(&squeeze(hand)) {
            return Err(format!("page 1 lacks the hand {hand}:\n{first}"));
        }
    }
    for answer in &answers {
        if !second.contains(&squeeze(answer)) {
            return Err(format!("page 2 lacks the answer {answer}:\n{second}"));
        }
    }
    // The link that reopens the sheet is printed too, and its QR code
    // reads as that link.
    if !first.contains("seed=") {
        return Err(format!("page 1 lacks the sheet's link:\n{first}"));
    }
    let link = page
        .js(
            "return document.querySelector('#worksheet .sheet-foot a').href;",
            json!([]),
        )
        .await?;
    let link = link.as_str().unwrap_or_default().to_string();
    if link.contains("key=") {
        return Err(format!("the sheet prints the answer key's link {link}"));
    }
    let images = pdf.images(200)?;
    let read = qr_codes(&images[0])?;
    if read != [link.clone()] {
        return Err(format!("page 1's QR codes read {read:?}, not [{link:?}]"));
    }
    Ok(())
}

#[test]
fn a_worksheet_prints_its_hands_then_its_answers_on_a4_and_letter() {
    scenario("worksheet-print", async |page| {
        page.open("/?view=print&count=12&seed=2024&key=1").await?;
        wait_count(page, "[data-worksheet-hand]", 12).await?;
        wait_count(page, "[data-worksheet-answer]", 12).await?;
        // The header, the felt and the controls are not printed.
        let shown = page
            .js(
                "return ['.top', '.sheet-controls'].map(s => \
                 getComputedStyle(document.querySelector(s)).display);",
                json!([]),
            )
            .await?;
        if shown.to_string().contains("none") {
            return Err(format!("hidden on screen: {shown}"));
        }
        printed(page, "worksheet-12", "a4", "(A4)").await?;
        printed(page, "worksheet-12", "letter", "(letter)").await?;
        for count in [8, 20] {
            page.open(&format!("/?view=print&count={count}&seed=77&key=1"))
                .await?;
            wait_count(page, "[data-worksheet-hand]", count).await?;
            printed(page, &format!("worksheet-{count}"), "a4", "(A4)").await?;
        }
        Ok(())
    });
}

#[test]
fn a_worksheet_link_reopens_the_same_sheet_and_new_sheet_deals_another() {
    scenario("worksheet-seed", async |page| {
        // From Solve, with its hand size, target and difficulty.
        page.open("/?n=3&target=10&difficulty=easy").await?;
        page.click("#worksheet-open").await?;
        wait_count(page, "[data-worksheet-hand]", 12).await?;
        let url = wait_url(page, "seed=").await?;
        for part in ["view=print", "n=3", "target=10", "difficulty=easy", "key=1"] {
            if !url.contains(part) {
                return Err(format!("{url} lacks {part}"));
            }
        }
        let (hands, answers) = sheet(page).await?;
        let cards = page.count("[data-worksheet-hand] .sheet-card").await?;
        if cards != 3 * hands.len() {
            return Err(format!("{cards} cards in {hands:?}, not three a hand"));
        }
        // The sheet says what its cards are worth.
        e2e::wait_contains(page, "#worksheet-values", &["A = 1", "J = 11", "K = 13"]).await?;
        let query = url.split_once('?').map(|(_, q)| q).unwrap_or_default();
        page.open(&format!("/?{query}")).await?;
        wait_count(page, "[data-worksheet-hand]", 12).await?;
        if sheet(page).await? != (hands.clone(), answers) {
            return Err("the same link opened another sheet".into());
        }
        // The link printed on it is the students': the same hands, and no
        // answers anywhere on the page.
        let printed = page
            .attrs("#worksheet .sheet-foot a", "href")
            .await?
            .join("");
        if printed.contains("key=") || !printed.contains("seed=") {
            return Err(format!("the sheet prints {printed}"));
        }
        page.open(&format!(
            "/?{}",
            printed.split_once('?').map(|(_, q)| q).unwrap_or_default()
        ))
        .await?;
        wait_count(page, "[data-worksheet-hand]", 12).await?;
        if page
            .count("#worksheet-answers, [data-worksheet-answer], #sheet-key-note")
            .await?
            > 0
        {
            return Err("the students' link shows the answer key".into());
        }
        if page.texts("[data-worksheet-hand] .sheet-cards").await? != hands {
            return Err("the students' link opened another sheet".into());
        }
        page.snapshot("worksheet-students").await?;
        page.open(&format!("/?{query}")).await?;
        wait_count(page, "[data-worksheet-answer]", 12).await?;
        page.click("#sheet-new").await?;
        page.wait("another sheet", async || {
            let now = page.texts("[data-worksheet-hand] .sheet-cards").await?;
            if now.len() == 12 && now != hands {
                Ok(())
            } else {
                Err(format!("still {now:?}"))
            }
        })
        .await?;
        // Twenty hands; then back to the game.
        page.click(r#"#sheet-count option[value="20"]"#).await?;
        wait_count(page, "[data-worksheet-hand]", 20).await?;
        wait_url(page, "count=20").await?;
        page.click("#sheet-back").await?;
        page.wait_displayed("#deal").await?;
        Ok(())
    });
}

/// A sheet in `lang`, printed on A4: its words are that language's, its
/// hands and answers all in the PDF's text.
fn printed_in(lang: &'static str, title: &'static str) {
    scenario(&format!("worksheet-{lang}"), async |page| {
        page.open(&format!(
            "/?view=print&count=12&seed=2024&key=1&lang={lang}"
        ))
        .await?;
        wait_count(page, "[data-worksheet-answer]", 12).await?;
        e2e::wait_contains(page, "#worksheet-title", &[title]).await?;
        printed(page, &format!("worksheet-{lang}"), "a4", "(A4)").await
    });
}

#[test]
fn a_worksheet_prints_in_chinese() {
    printed_in("zh", "12 题，每题 4 张牌：算出 24");
}

#[test]
fn a_worksheet_prints_in_japanese() {
    printed_in("ja", "12 問、各 4 枚：24 を作ろう");
}
