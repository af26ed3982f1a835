//! The page's Content-Security-Policy, written once: into the build's
//! `index.html` as a `<meta>` by the post-build step, from where the Rooms
//! server sends the same policy as a header.
//!
//! Only this origin's scripts, styles, workers and connections (the rooms'
//! WebSocket is this origin); WebAssembly compiled from them; images from
//! here or `data:` URLs (the card faces); no `<base>`, no form submissions.
//! The page's two inline scripts (the start-up call with each language's
//! files, and the page's own script: the theme before the first paint, the
//! choice of language, the start and the failure note) are allowed by their
//! SHA-256 hashes and nothing else inline is.

use crate::Result;
use base64::Engine;
use sha2::{Digest, Sha256};

/// The policy before the inline scripts' hashes are added to `script-src`.
pub const POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
    style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; \
    base-uri 'none'; form-action 'none'";

/// The policy for `html`: [`POLICY`] with a `'sha256-…'` source in
/// `script-src` for each of its inline scripts.
pub fn policy(html: &str) -> String {
    let hashes: String = inline_scripts(html)
        .map(|script| {
            let digest = Sha256::digest(script.as_bytes());
            format!(
                " 'sha256-{}'",
                base64::engine::general_purpose::STANDARD.encode(digest)
            )
        })
        .collect();
    POLICY.replacen(
        "'wasm-unsafe-eval'",
        &format!("'wasm-unsafe-eval'{hashes}"),
        1,
    )
}

/// `html` with its policy in a `<meta http-equiv>` right after its
/// `<meta charset>`, before anything it governs.
pub fn with_policy(html: &str) -> Result<String> {
    if html.contains("Content-Security-Policy") {
        return Err("index.html has a Content-Security-Policy already".into());
    }
    let charset = html
        .find("<meta charset")
        .ok_or("index.html has no <meta charset>")?;
    let end = charset
        + html[charset..]
            .find('>')
            .ok_or("index.html's <meta charset> is not closed")?
        + 1;
    let meta = format!(
        "<meta http-equiv=Content-Security-Policy content=\"{}\">",
        policy(html)
    );
    Ok(format!("{}{meta}{}", &html[..end], &html[end..]))
}

/// The text of each `<script>` element without a `src` attribute.
fn inline_scripts(html: &str) -> impl Iterator<Item = &str> {
    html.match_indices("<script").filter_map(move |(at, _)| {
        let rest = &html[at..];
        let open_end = rest.find('>')?;
        let tag = &rest[..open_end];
        let body = &rest[open_end + 1..];
        let body = &body[..body.find("</script>")?];
        let has_src = tag
            .split(|c: char| c.is_ascii_whitespace())
            .any(|attr| attr.starts_with("src="));
        (!has_src).then_some(body)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_scripts_are_allowed_by_hash_and_nothing_else() {
        let html = "<meta charset=utf-8><script type=module>import x;</script>\
                    <script src=/a.js></script><script>let a=1</script>";
        let p = policy(html);
        // printf 'import x;' | openssl dgst -sha256 -binary | base64
        assert!(
            p.contains("'sha256-u40hfzEZ5SoEBve0goZ57wnBTAhM9OhJ7Q3qL4iXSIc='"),
            "{p}"
        );
        assert_eq!(p.matches("'sha256-").count(), 2);
        assert_eq!(policy("<p>no scripts</p>"), POLICY);
        for part in ["default-src 'self'", "style-src 'self';", "base-uri 'none'"] {
            assert!(p.contains(part), "{part}");
        }
    }

    #[test]
    fn the_meta_comes_right_after_the_charset() {
        let out = with_policy("<!doctype html><meta charset=utf-8><title>24</title>").unwrap();
        assert!(out.starts_with(
            "<!doctype html><meta charset=utf-8><meta http-equiv=Content-Security-Policy content=\"default-src"
        ));
        assert!(out.ends_with("\"><title>24</title>"));
        assert!(with_policy(&out).is_err(), "a second policy");
        assert!(with_policy("<title>24</title>").is_err());
    }
}
