//! The eight languages: chosen from the browser's list in its order of
//! preference, offered by the switch each in its own name, and numbers
//! written by each language's rules (the browser's `Intl`).

use e2e::{scenario, scenario_in_language, wait_contains, wait_text, Page, Result};

/// `<html lang>` and the switch's value.
async fn shown_language(page: &Page) -> Result<(Vec<String>, String)> {
    let lang = page.attrs("html", "lang").await?;
    let chosen = page
        .js(
            "return document.querySelector('#lang').value;",
            e2e::json!([]),
        )
        .await?;
    Ok((lang, chosen.as_str().unwrap_or_default().to_string()))
}

#[test]
fn the_switch_offers_every_language_in_its_own_name() {
    scenario("languages-switch", async |page| {
        page.open("/").await?;
        wait_text(page, "#deal", "Deal").await?;
        let offered = page.texts("#lang option").await?;
        let all = [
            "English",
            "简体中文",
            "繁體中文",
            "日本語",
            "한국어",
            "Español",
            "Français",
            "Deutsch",
        ];
        if offered != all {
            return Err(format!("the switch offers {offered:?}"));
        }
        page.switch_language("ko").await?;
        wait_text(page, "#deal", "카드 돌리기").await?;
        let (lang, chosen) = shown_language(page).await?;
        if lang != ["ko"] || chosen != "ko" {
            return Err(format!("<html lang> {lang:?}, the switch shows {chosen}"));
        }
        Ok(())
    });
}

#[test]
fn the_first_browser_language_the_page_has_wins() {
    scenario_in_language("browser-pt-fr", "pt-BR,fr-CA,en", async |page| {
        page.open("/").await?;
        wait_text(page, "#deal", "Distribuer").await?;
        let (lang, chosen) = shown_language(page).await?;
        if lang != ["fr"] || chosen != "fr" {
            return Err(format!("<html lang> {lang:?}, the switch shows {chosen}"));
        }
        Ok(())
    });
}

#[test]
fn a_taiwanese_browser_reads_traditional_chinese() {
    scenario_in_language("browser-zh-tw", "zh-TW", async |page| {
        page.open("/?cards=qh-3h-8c-8d").await?;
        wait_text(page, "#deal", "發牌").await?;
        let (lang, chosen) = shown_language(page).await?;
        if lang != ["zh-Hant"] || chosen != "zh-Hant" {
            return Err(format!("<html lang> {lang:?}, the switch shows {chosen}"));
        }
        let alt = page.attrs(r#"#hand img[data-card="qh"]"#, "alt").await?;
        if alt != ["紅心 Q"] {
            return Err(format!("the queen of hearts reads {alt:?}"));
        }
        Ok(())
    });
}

#[test]
fn explore_writes_numbers_as_each_language_does() {
    scenario("languages-numbers", async |page| {
        // German groups with a point and writes a decimal comma.
        page.open("/?view=explore&lang=de").await?;
        wait_contains(page, "#solvable-hands", &["1.362 von 1.820", "74,8"]).await?;
        wait_contains(page, "#solvable-deals", &["22.615", "28.561"]).await?;
        // French groups with a narrow no-break space.
        page.open("/?view=explore&lang=fr").await?;
        wait_contains(
            page,
            "#solvable-hands",
            &["1\u{202f}362 sur 1\u{202f}820", "74,8"],
        )
        .await?;
        // Spanish leaves four digits ungrouped, and groups five.
        page.open("/?view=explore&lang=es").await?;
        wait_contains(page, "#solvable-hands", &["1362 de 1820", "74,8"]).await?;
        wait_contains(page, "#solvable-deals", &["22.615"]).await?;
        Ok(())
    });
}

/// "Copy link" ends the options' row with the face cards beside it, in
/// every language, however the row wraps: never a row of its own.
#[test]
fn copy_link_never_takes_a_row_alone() {
    scenario("copy-link-row", async |page| {
        page.resize(1280, 800).await?;
        let mut alone = Vec::new();
        for lang in texts::Lang::ALL.map(texts::Lang::code) {
            page.open(&format!("/?cards=3s-3h-8c-8d&lang={lang}"))
                .await?;
            let live = format!(r#"html[lang^="{}"][data-live]"#, &lang[..2]);
            page.wait(&format!("the page in {lang}"), async || {
                match page.count(&live).await? {
                    1 => Ok(()),
                    _ => Err("not yet".to_string()),
                }
            })
            .await?;
            let tops = page
                .js(
                    "const top = (css) => document.querySelector(css).getBoundingClientRect().top;
                    return [top('#copy'), top('#faces')];",
                    e2e::json!([]),
                )
                .await?;
            if tops[0].as_f64() != tops[1].as_f64() {
                alone.push(format!("{lang} {tops}"));
            }
        }
        if alone.is_empty() {
            Ok(())
        } else {
            Err(format!("Copy link on a row of its own: {alone:?}"))
        }
    });
}
