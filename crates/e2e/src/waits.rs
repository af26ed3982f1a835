//! Waits the scenarios share: each polls until the page shows what it
//! names, or fails with what it last saw.

use crate::{Page, Result};

/// Waits until exactly `n` elements match `css`.
pub async fn wait_count(page: &Page, css: &str, n: usize) -> Result {
    page.wait(&format!("{n} × `{css}`"), async || {
        match page.count(css).await? {
            found if found == n => Ok(()),
            found => Err(format!("{found}")),
        }
    })
    .await
}

/// Waits until the URL contains `part`.
pub async fn wait_url(page: &Page, part: &str) -> Result<String> {
    page.wait(&format!("the URL to contain `{part}`"), async || {
        let url = page.url().await?;
        if url.contains(part) {
            Ok(url)
        } else {
            Err(url)
        }
    })
    .await
}

/// Waits until the first element matching `css` has exactly the text `want`.
pub async fn wait_text(page: &Page, css: &str, want: &str) -> Result {
    page.wait(&format!("`{css}` to read {want:?}"), async || {
        let texts = page.texts(css).await?;
        match texts.first() {
            Some(text) if text == want => Ok(()),
            _ => Err(format!("{texts:?}")),
        }
    })
    .await
}

/// Waits until the text of `css` contains every one of `parts`.
pub async fn wait_contains(page: &Page, css: &str, parts: &[&str]) -> Result<String> {
    page.wait(&format!("`{css}` to show {parts:?}"), async || {
        let text = page.texts(css).await?.join(" ");
        if parts.iter().all(|p| text.contains(p)) {
            Ok(text)
        } else {
            Err(text)
        }
    })
    .await
}

/// Waits as [`wait_contains`] does, three times as long: for what a page
/// shows only once it has given up a request (the page's
/// `post::TIMEOUT_MS`, 10 s) and sent the next.
pub async fn wait_contains_long(page: &Page, css: &str, parts: &[&str]) -> Result<String> {
    let mut last = Err(String::new());
    for _ in 0..3 {
        last = wait_contains(page, css, parts).await;
        if last.is_ok() {
            break;
        }
    }
    last
}

/// Waits until some `#solutions li` contains `wanted`.
pub async fn wait_solution(page: &Page, wanted: &str) -> Result {
    page.wait(&format!("`#solutions li` to show {wanted}"), async || {
        let texts = page.texts("#solutions li").await?;
        if texts.iter().any(|t| t.contains(wanted)) {
            Ok(())
        } else {
            Err(format!("{texts:?}"))
        }
    })
    .await
}

/// Waits until `#result` says `outcome` and its text contains each of
/// `parts`; returns the text.
pub async fn wait_result(page: &Page, outcome: &str, parts: &[&str]) -> Result<String> {
    page.wait(
        &format!("`#result` to be {outcome} with {parts:?}"),
        async || {
            let kind = page.attrs("#result", "data-outcome").await?.join("");
            let text = page.texts("#result").await?.join(" ");
            if kind == outcome && parts.iter().all(|p| text.contains(p)) {
                Ok(text)
            } else {
                Err(format!("{kind}: {text:?}"))
            }
        },
    )
    .await
}
