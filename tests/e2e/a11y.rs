//! Accessibility: axe-core on each state of the page (`accessible_states!`,
//! one line per state), and a planted violation that proves the check runs.

use e2e::{json, scenario, Page, Result};

/// A state of the page for the accessibility checks: open `path`, click each
/// of `clicks` in turn, wait until `ready` is displayed, then run axe.
async fn check_state(page: &Page, state: &str, path: &str, clicks: &[&str], ready: &str) -> Result {
    page.open(path).await?;
    // The header's language switch is in every view.
    page.wait_displayed("#lang").await?;
    for css in clicks {
        // A language is a build of its own: the page opens again in it.
        let tag = css
            .strip_prefix(r#"#lang option[value=""#)
            .and_then(|rest| rest.strip_suffix(r#""]"#));
        match tag {
            Some(tag) => page.switch_language(tag).await?,
            None => page.click(css).await?,
        }
    }
    page.wait_displayed(ready).await?;
    page.check_accessibility(state).await
}

#[test]
fn accessibility_check_reports_a_planted_violation() {
    if !e2e::axe::available() {
        return;
    }
    scenario("a11y-planted", async |page| {
        page.open("/").await?;
        page.wait_displayed("#deal").await?;
        // An image without a text alternative: a WCAG 2 A violation.
        let plant = "const img = document.createElement('img');
            img.src = 'icons/icon-192.png';
            img.id = 'planted';
            document.querySelector('main').append(img);";
        page.js(plant, json!([])).await?;
        match page.check_accessibility("planted").await {
            Err(report) if report.contains("image-alt") && report.contains("#planted") => Ok(()),
            other => Err(format!(
                "expected the planted image-alt violation, got {other:?}"
            )),
        }
    });
}

/// The policy check of every scenario and state runs: a planted inline
/// style, which `style-src 'self'` refuses, is reported; then the page is
/// left as it was found, with the violation cleared, so the scenario ends.
#[test]
fn the_policy_check_reports_a_planted_violation() {
    scenario("csp-planted", async |page| {
        page.open("/").await?;
        page.wait_displayed("#deal").await?;
        page.no_csp_violations().await?;
        let plant = "const p = document.createElement('p');
            p.setAttribute('style', 'color: red');
            document.querySelector('main').append(p);";
        page.js(plant, json!([])).await?;
        let report = page
            .wait("the planted style to be refused", async || {
                match page.no_csp_violations().await {
                    Err(report) => Ok(report),
                    Ok(()) => Err("nothing refused yet".to_string()),
                }
            })
            .await?;
        if !report.contains("style-src") {
            return Err(format!("expected a style-src violation, got {report}"));
        }
        page.js("window.__cspViolations = [];", json!([])).await?;
        Ok(())
    });
}

/// One test per page state: `name: path, [clicks], ready;`.
macro_rules! accessible_states {
    ($($name:ident: $path:expr, [$($click:expr),*], $ready:expr;)*) => {$(
        #[test]
        fn $name() {
            let state = stringify!($name);
            scenario(&state.replace('_', "-"), async |page| {
                check_state(page, state, $path, &[$($click),*], $ready).await
            });
        }
    )*};
}

accessible_states! {
    a11y_empty: "/", [], "#deal";
    a11y_solved: "/?cards=3s-3h-8c-8d", [], "#solutions li";
    a11y_picker_open: "/", [r#"#hand .slot[data-slot="0"]"#], "#picker";
    a11y_error: "/?cards=zz-3h-99-8d", [], "#message";
    a11y_strict: "/?cards=as-2h-3d-4c&level=strict", [], "#solutions li";
    a11y_eight_cards: "/?cards=as-2h-3d-4c-5s-6h-7d-8c", [], "#pager";
    a11y_chinese: "/?cards=3s-3h-8c-8d", [r#"#lang option[value="zh-Hans"]"#], r#"html[lang="zh-Hans"] #solutions li"#;
    a11y_japanese: "/?cards=3s-3h-8c-8d", [r#"#lang option[value="ja"]"#], r#"html[lang="ja"] #solutions li"#;
    a11y_dark: "/?cards=3s-3h-8c-8d", [r#"#theme option[value="dark"]"#], r#"html[data-theme="dark"] #solutions li"#;
    a11y_dark_error: "/?cards=zz-3h-99-8d", [r#"#theme option[value="dark"]"#], r#"html[data-theme="dark"] #message"#;
    a11y_dark_picker_open: "/?cards=3s-_-8c-8d", [r#"#theme option[value="dark"]"#, r#"#hand .slot[data-slot="1"]"#], "#picker";
    a11y_explore: "/?view=explore&max=9", [], ".hardest li";
    a11y_dark_explore: "/?view=explore&max=9", [r#"#theme option[value="dark"]"#], r#"html[data-theme="dark"] .hardest li"#;
    a11y_play: "/?cards=3s-3h-8c-8d&mode=play", [r#"[data-play-card="2"]"#, r#"[data-op="/"]"#], "[data-play-card]";
    a11y_play_result: "/?cards=3s-3h-8c-8d&mode=play&t=12.4", [r#"[data-play-card="2"]"#, r#"[data-op="/"]"#, r#"[data-play-card="0"]"#, "#hint", "#no-solution"], r#"#result[data-outcome="wrong"]"#;
    a11y_dark_play: "/?cards=3s-3h-8c-8d&mode=play", [r#"#theme option[value="dark"]"#, "#hint", "#hint"], r#"html[data-theme="dark"] #hints li"#;
    a11y_japanese_play: "/?cards=3s-3h-8c-8d&mode=play&t=12.4", [r#"#lang option[value="ja"]"#, "#hint"], r#"html[lang="ja"] #hints li"#;
    a11y_chinese_play: "/?cards=3s-3h-8c-8d&mode=play", [r#"#lang option[value="zh-Hans"]"#, "#hint"], r#"html[lang="zh-Hans"] #hints li"#;
    // Served without the Rooms server: the view says so. The states of a
    // room (lobby, round, scoreboard, results) are checked in rooms.rs.
    a11y_rooms_no_server: "/?view=rooms", [], "#room-connection.stopped";
    a11y_dark_rooms_no_server: "/?view=rooms", [r#"#theme option[value="dark"]"#], r#"html[data-theme="dark"] #room-connection.stopped"#;
    a11y_japanese_rooms: "/?view=rooms", [r#"#lang option[value="ja"]"#], r#"html[lang="ja"] #room-connection.stopped"#;
    a11y_chinese_rooms_join: "/?room=K7M2QX", [r#"#lang option[value="zh-Hans"]"#], r#"html[lang="zh-Hans"] #room-connection.stopped"#;
    a11y_play_won: "/?cards=3s-3h-8c-8d&mode=play&t=12.4", [r#"[data-play-card="2"]"#, r#"[data-op="/"]"#, r#"[data-play-card="0"]"#, r#"[data-play-card="1"]"#, r#"[data-op="-"]"#, r#"[data-play-card="0"]"#, r#"[data-play-card="3"]"#, r#"[data-op="/"]"#, r#"[data-play-card="0"]"#], ".feedback:not(:has(.burst)) #challenge-result";
    a11y_dark_play_won: "/?cards=3s-3h-8c-8d&mode=play", [r#"#theme option[value="dark"]"#, r#"[data-play-card="2"]"#, r#"[data-op="/"]"#, r#"[data-play-card="0"]"#, r#"[data-play-card="1"]"#, r#"[data-op="-"]"#, r#"[data-play-card="0"]"#, r#"[data-play-card="3"]"#, r#"[data-op="/"]"#, r#"[data-play-card="0"]"#], r#"html[data-theme="dark"] .feedback.won:not(:has(.burst))"#;
    a11y_play_missed: "/?cards=3s-3h-8c-8d&mode=play", [r#"[data-play-card="0"]"#, r#"[data-op="+"]"#, r#"[data-play-card="1"]"#, r#"[data-play-card="1"]"#, r#"[data-op="+"]"#, r#"[data-play-card="2"]"#, r#"[data-play-card="2"]"#, r#"[data-op="+"]"#, r#"[data-play-card="3"]"#], ".play-card.missed";
    a11y_dark_play_missed: "/?cards=3s-3h-8c-8d&mode=play", [r#"#theme option[value="dark"]"#, r#"[data-play-card="0"]"#, r#"[data-op="+"]"#, r#"[data-play-card="1"]"#, r#"[data-play-card="1"]"#, r#"[data-op="+"]"#, r#"[data-play-card="2"]"#, r#"[data-play-card="2"]"#, r#"[data-op="+"]"#, r#"[data-play-card="3"]"#], ".play-card.missed";
    a11y_play_empty: "/?mode=play", [], "#deal";
    a11y_play_daily: "/?daily", [], "#daily-label";
    a11y_play_reset_asks: "/?cards=as-ah-ad-ac&mode=play", ["#no-solution", "#reset-bests"], "body:not(:has(.burst)) #reset-ask";
    a11y_picker_after_a_pick: "/", [r#"#hand .slot[data-slot="0"]"#, r#"#picker [data-card="3s"]"#], r#"#picker [data-card="3s"][disabled]"#;
    a11y_levels_help: "/?cards=3s-3h-8c-8d", ["#levels-help summary"], "#levels-help[open] p";
    a11y_rules_play_refused: "/?cards=ks-3h-8c-8d&faces=10&rule=integers&mode=play", [r#"[data-play-card="2"]"#, r#"[data-op="/"]"#, r#"[data-play-card="1"]"#], r#"#result[data-outcome="invalid"]"#;
    a11y_dark_rules_picker: "/?cards=3s-_-8c-8d&faces=none", [r#"#theme option[value="dark"]"#, r#"#hand .slot[data-slot="1"]"#], "#picker";
    a11y_explore_list: "/?view=explore&max=9&min=0", [r#"#difficulty-chart .bar[data-i="4"]"#], ".hand-list .hand-chip";
    a11y_practice: "/?mode=practice", [], "#practice [data-play-card]";
    a11y_dark_practice: "/?mode=practice", [r#"#theme option[value="dark"]"#], r#"html[data-theme="dark"] #practice [data-play-card]"#;
    a11y_practice_progress: "/?mode=practice", ["#practice-give-up"], "#practice-chart";
    a11y_dark_practice_progress: "/?mode=practice", [r#"#theme option[value="dark"]"#, "#practice-give-up"], r#"html[data-theme="dark"] #practice-chart"#;
    a11y_practice_wipe_asks: "/?mode=practice", ["#practice-give-up", "#practice-wipe"], "#practice-wipe-question";
    a11y_japanese_practice: "/?mode=practice&lang=ja", ["#practice-give-up"], r#"html[lang="ja"] #practice-chart"#;
    a11y_worksheet: "/?view=print&count=12&seed=2024&key=1", [], "[data-worksheet-hand]";
    a11y_dark_worksheet: "/?view=print&count=12&seed=2024&key=1", [r#"#theme option[value="dark"]"#], r#"html[data-theme="dark"] [data-worksheet-hand]"#;
    a11y_chinese_worksheet: "/?view=print&count=20&seed=7&key=1&lang=zh", [], r#"html[lang="zh-Hans"] [data-worksheet-hand]"#;
    // Each of the five later languages in Solve (by link) and Play (by
    // the switch) and Explore; one in the dark theme.
    a11y_zh_hant: "/?cards=3s-3h-8c-8d&lang=zh-Hant", [], r#"html[lang="zh-Hant"] #solutions li"#;
    a11y_zh_hant_play: "/?cards=3s-3h-8c-8d&mode=play&t=12.4", [r#"#lang option[value="zh-Hant"]"#, "#hint"], r#"html[lang="zh-Hant"] #hints li"#;
    a11y_zh_hant_explore: "/?view=explore&lang=zh-Hant", [], r#"html[lang="zh-Hant"] .hardest li"#;
    a11y_korean: "/?cards=3s-3h-8c-8d&lang=ko", [], r#"html[lang="ko"] #solutions li"#;
    a11y_korean_play: "/?cards=3s-3h-8c-8d&mode=play&t=12.4", [r#"#lang option[value="ko"]"#, "#hint"], r#"html[lang="ko"] #hints li"#;
    a11y_korean_explore: "/?view=explore&lang=ko", [], r#"html[lang="ko"] .hardest li"#;
    a11y_spanish: "/?cards=3s-3h-8c-8d&lang=es", [], r#"html[lang="es"] #solutions li"#;
    a11y_spanish_play: "/?cards=3s-3h-8c-8d&mode=play&t=12.4", [r#"#lang option[value="es"]"#, "#hint"], r#"html[lang="es"] #hints li"#;
    a11y_spanish_explore: "/?view=explore&lang=es", [], r#"html[lang="es"] .hardest li"#;
    a11y_french: "/?cards=3s-3h-8c-8d&lang=fr", [], r#"html[lang="fr"] #solutions li"#;
    a11y_french_play: "/?cards=3s-3h-8c-8d&mode=play&t=12.4", [r#"#lang option[value="fr"]"#, "#hint"], r#"html[lang="fr"] #hints li"#;
    a11y_french_explore: "/?view=explore&lang=fr", [], r#"html[lang="fr"] .hardest li"#;
    a11y_german: "/?cards=3s-3h-8c-8d&lang=de", [], r#"html[lang="de"] #solutions li"#;
    a11y_german_play: "/?cards=3s-3h-8c-8d&mode=play&t=12.4", [r#"#lang option[value="de"]"#, "#hint"], r#"html[lang="de"] #hints li"#;
    a11y_german_explore: "/?view=explore&lang=de", [], r#"html[lang="de"] .hardest li"#;
    a11y_dark_german_play: "/?cards=3s-3h-8c-8d&mode=play", [r#"#lang option[value="de"]"#, r#"#theme option[value="dark"]"#, "#hint", "#hint"], r#"html[data-theme="dark"][lang="de"] #hints li"#;
    a11y_dark_korean: "/?cards=qh-3h-8c-8d&lang=ko", [r#"#theme option[value="dark"]"#], r#"html[data-theme="dark"][lang="ko"] #solutions li"#;
    a11y_german_practice: "/?mode=practice&lang=de", ["#practice-give-up"], r#"html[lang="de"] #practice-chart"#;
    a11y_korean_practice: "/?mode=practice&lang=ko", [], r#"html[lang="ko"] #practice [data-play-card]"#;
    a11y_french_worksheet: "/?view=print&count=12&seed=2024&lang=fr", [], r#"html[lang="fr"] [data-worksheet-hand]"#;
    a11y_zh_hant_worksheet: "/?view=print&count=20&seed=7&lang=zh-Hant", [], r#"html[lang="zh-Hant"] [data-worksheet-hand]"#;
    a11y_spanish_practice: "/?mode=practice&lang=es", ["#practice-give-up"], r#"html[lang="es"] #practice-chart"#;
}
