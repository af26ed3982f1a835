//! The built site (trunk's `dist/`), served as a real host serves it.
//!
//! - Compressed with brotli or gzip, as the request accepts
//!   (`tower_http::compression`).
//! - Files whose names trunk hashed (`app-36c9c49918de154b_bg.wasm`,
//!   `style-ae27e7ab93b7558.css`) are cached for a year, `immutable`; every
//!   other file (`index.html`, `sw.js`, `manifest.webmanifest`, the icons,
//!   the solving worker's unhashed files) is `no-cache`: revalidated with
//!   its `Last-Modified` on every use, so a new deploy is seen at once.
//! - A path without an extension is one of the app's own URLs and gets
//!   `index.html`; a missing file with an extension is a 404.
//! - HTML carries [`CSP`], the one Content-Security-Policy, with the
//!   SHA-256 hashes of `index.html`'s inline scripts added to `script-src`
//!   (trunk writes the app's start-up script inline, and the page's theme
//!   and service-worker lines are inline too; without their hashes
//!   `script-src 'self'` would stop the app from starting). The hashes
//!   follow `index.html`: read again whenever its modification time
//!   changes.
//! - `.wasm` is `application/wasm` (so browsers compile it while it
//!   downloads), by the file's extension.

use axum::extract::{Request, State};
use axum::handler::HandlerWithoutStateExt;
use axum::http::header::{CACHE_CONTROL, CONTENT_SECURITY_POLICY, CONTENT_TYPE};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use base64::Engine;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;
use tower::ServiceExt;
use tower_http::compression::CompressionLayer;
use tower_http::services::{ServeDir, ServeFile};

/// The Content-Security-Policy of every HTML response, before the inline
/// scripts' hashes are added to `script-src`: only this origin's scripts,
/// styles, workers and connections (the rooms' WebSocket is this origin);
/// WebAssembly compiled from them; images from here or `data:` URLs (the
/// card faces); no `<base>`, no form submissions.
pub const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
    style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; \
    base-uri 'none'; form-action 'none'";

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const NO_CACHE: &str = "no-cache";

/// The site in `dist`, with its headers and compression.
pub fn service(dist: &Path) -> Router {
    let index = dist.join("index.html");
    let page = index.clone();
    let app_url = move |req: Request| async move {
        if has_extension(req.uri().path()) {
            StatusCode::NOT_FOUND.into_response()
        } else {
            ServeFile::new(&page).oneshot(req).await.into_response()
        }
    };
    let files = ServeDir::new(dist).fallback(app_url.into_service());
    let policy = Arc::new(Policy {
        index,
        cached: Mutex::new(None),
    });
    Router::new()
        .fallback_service(files)
        .layer(middleware::from_fn_with_state(policy, headers))
        .layer(CompressionLayer::new())
}

/// The policy for the current `index.html`.
struct Policy {
    index: PathBuf,
    cached: Mutex<Option<(SystemTime, HeaderValue)>>,
}

impl Policy {
    fn header(&self) -> HeaderValue {
        let modified = std::fs::metadata(&self.index)
            .and_then(|m| m.modified())
            .ok();
        let mut cached = self.cached.lock().unwrap_or_else(|e| e.into_inner());
        match (&*cached, modified) {
            (Some((at, value)), Some(m)) if *at == m => value.clone(),
            _ => {
                let html = std::fs::read_to_string(&self.index).unwrap_or_default();
                let value =
                    HeaderValue::from_str(&policy(&html)).unwrap_or(HeaderValue::from_static(CSP));
                if let Some(m) = modified {
                    *cached = Some((m, value.clone()));
                }
                value
            }
        }
    }
}

async fn headers(State(policy): State<Arc<Policy>>, req: Request, next: Next) -> Response {
    let hashed = is_hashed(req.uri().path());
    let mut res = next.run(req).await;
    let status = res.status();
    if status.is_success() || status == StatusCode::NOT_MODIFIED {
        let cache = if hashed { IMMUTABLE } else { NO_CACHE };
        res.headers_mut()
            .insert(CACHE_CONTROL, HeaderValue::from_static(cache));
    }
    let html = res
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("text/html"));
    if html {
        res.headers_mut()
            .insert(CONTENT_SECURITY_POLICY, policy.header());
    }
    res
}

/// [`CSP`] with a `'sha256-…'` source in `script-src` for each inline
/// script of `html`.
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
    CSP.replacen(
        "'wasm-unsafe-eval'",
        &format!("'wasm-unsafe-eval'{hashes}"),
        1,
    )
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

/// The last segment of a URL path.
fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or("")
}

fn has_extension(path: &str) -> bool {
    file_name(path).contains('.')
}

/// Whether trunk put a content hash in the name: `-` then 8 to 16 hex
/// digits, then `.` or `_bg.` (its `{:x}` drops leading zeros, so a hash
/// may be shorter than 16 digits).
fn is_hashed(path: &str) -> bool {
    let name = file_name(path);
    let Some(dot) = name.find('.') else {
        return false;
    };
    let stem = &name[..dot];
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    let Some((_, hash)) = stem.rsplit_once('-') else {
        return false;
    };
    (8..=16).contains(&hash.len()) && hash.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashed_names_are_trunks() {
        for name in [
            "/app-36c9c49918de154b_bg.wasm",
            "/app-36c9c49918de154b.js",
            "/style-ae27e7ab93b7558.css",
            "/favicon-5e27c6bfe75655b6.svg",
        ] {
            assert!(is_hashed(name), "{name}");
        }
        for name in [
            "/",
            "/index.html",
            "/sw.js",
            "/manifest.webmanifest",
            "/worker_bg.wasm",
            "/worker.js",
            "/worker_loader.js",
            "/icons/icon-192.png",
            "/rooms",
            "/some-thing.js",
        ] {
            assert!(!is_hashed(name), "{name}");
        }
    }

    #[test]
    fn inline_scripts_are_hashed_into_script_src() {
        let html = "<head><script type=module>import x;</script><script src=/a.js></script>\
                    <script>try{}catch(a){}</script></head>";
        let scripts: Vec<_> = inline_scripts(html).collect();
        assert_eq!(scripts, ["import x;", "try{}catch(a){}"]);
        let p = policy(html);
        // printf 'import x;' | openssl dgst -sha256 -binary | base64
        assert!(
            p.contains(
                "script-src 'self' 'wasm-unsafe-eval' \
                 'sha256-u40hfzEZ5SoEBve0goZ57wnBTAhM9OhJ7Q3qL4iXSIc=' 'sha256-"
            ),
            "{p}"
        );
        assert_eq!(p.matches("'sha256-").count(), 2);
        assert_eq!(policy("<p>no scripts</p>"), CSP);
    }

    #[test]
    fn app_urls_have_no_extension() {
        assert!(!has_extension("/"));
        assert!(!has_extension("/rooms"));
        assert!(has_extension("/missing.js"));
        assert!(!has_extension("/dir.v2/page"));
    }
}
