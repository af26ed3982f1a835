//! The built site (trunk's `dist/`), served as a real host serves it.
//!
//! - Compressed with brotli or gzip, as the request accepts
//!   (`tower_http::compression`).
//! - Files whose names trunk hashed (`app-36c9c49918de154b_bg.wasm`,
//!   `style-ae27e7ab93b7558.css`), or whose directory's name the build
//!   hashed (`app-de-e49a151d33930be2/app.js`), are cached for a year,
//!   `immutable`; every
//!   other file (`index.html`, `sw.js`, `manifest.webmanifest`, the icons,
//!   the solving worker's unhashed files) is `no-cache`: revalidated with
//!   its `Last-Modified` on every use, so a new deploy is seen at once.
//! - A path without an extension is one of the app's own URLs and gets
//!   `index.html`; a missing file with an extension is a 404, and so is a
//!   path whose segment is too long to name a file.
//! - HTML carries the page's Content-Security-Policy as a header: the one
//!   that `index.html` carries in its `<meta http-equiv>` (written by the
//!   build, `cargo xtask post-build`, with the hashes of its inline
//!   scripts), so the policy is written once; plus `frame-ancestors
//!   'none'`, which only a header can say. It follows `index.html`: read
//!   again whenever its modification time changes. A site built without a
//!   policy is served without one.
//! - `.wasm` is `application/wasm` (so browsers compile it while it
//!   downloads), by the file's extension.

use axum::extract::{Request, State};
use axum::handler::HandlerWithoutStateExt;
use axum::http::header::{CACHE_CONTROL, CONTENT_SECURITY_POLICY, CONTENT_TYPE};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;
use tower::ServiceExt;
use tower_http::compression::CompressionLayer;
use tower_http::services::{ServeDir, ServeFile};

/// What a header may say beyond the page's own policy: no one may frame
/// the page (a `<meta>` cannot say it).
const FRAMING: &str = "frame-ancestors 'none'";

/// The longest name of a file or directory, in bytes.
const MAX_SEGMENT: usize = 255;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const NO_CACHE: &str = "no-cache";

/// The site in `dist`, with its headers and compression.
pub fn service(dist: &Path) -> Router {
    let index = dist.join("index.html");
    let page = index.clone();
    let app_url = move |req: Request| {
        let page = page.clone();
        async move {
            if has_extension(req.uri().path()) {
                StatusCode::NOT_FOUND.into_response()
            } else {
                ServeFile::new(&page).oneshot(req).await.into_response()
            }
        }
    };
    let files = ServeDir::new(dist).fallback(app_url.clone().into_service());
    // A segment no file system names (past 255 bytes) is no file: asked
    // of the disk, it is an error, not a missing file.
    let site = move |req: Request| {
        let (files, app_url) = (files.clone(), app_url.clone());
        async move {
            if req.uri().path().split('/').any(|s| s.len() > MAX_SEGMENT) {
                app_url(req).await
            } else {
                files.oneshot(req).await.into_response()
            }
        }
    };
    let policy = Arc::new(Policy {
        index,
        cached: Mutex::new(None),
    });
    Router::new()
        .fallback(site)
        .layer(middleware::from_fn_with_state(policy, headers))
        .layer(CompressionLayer::new())
}

/// The policy for the current `index.html`.
struct Policy {
    index: PathBuf,
    cached: Mutex<Option<(SystemTime, Option<HeaderValue>)>>,
}

impl Policy {
    fn header(&self) -> Option<HeaderValue> {
        let modified = std::fs::metadata(&self.index)
            .and_then(|m| m.modified())
            .ok();
        let mut cached = self.cached.lock().unwrap_or_else(|e| e.into_inner());
        match (&*cached, modified) {
            (Some((at, value)), Some(m)) if *at == m => value.clone(),
            _ => {
                let html = std::fs::read_to_string(&self.index).unwrap_or_default();
                let value = policy(&html).and_then(|p| HeaderValue::from_str(&p).ok());
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
    if let Some(value) = policy.header().filter(|_| html) {
        res.headers_mut().insert(CONTENT_SECURITY_POLICY, value);
    }
    res
}

/// The policy `html` carries in its `<meta http-equiv>`, and the framing
/// rule; `None` when it carries none.
pub fn policy(html: &str) -> Option<String> {
    let at = html.find("http-equiv=Content-Security-Policy")?;
    let content = &html[at..];
    let start = content.find("content=\"")? + "content=\"".len();
    let end = start + content[start..].find('"')?;
    Some(format!("{}; {FRAMING}", &content[start..end]))
}

/// The last segment of a URL path.
fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or("")
}

fn has_extension(path: &str) -> bool {
    file_name(path).contains('.')
}

/// Whether the build put a content hash in the file's name, as trunk
/// does: `-` then 8 to 16 hex digits, then `.` or `_bg.` (its `{:x}` drops
/// leading zeros, so a hash may be shorter than 16 digits); or in the name
/// of a directory it is in, as `cargo xtask post-build` names each
/// language's split build (`/app-de-0f3a…/split_rooms.wasm`).
fn is_hashed(path: &str) -> bool {
    let name = file_name(path);
    let Some(dot) = name.find('.') else {
        return false;
    };
    let stem = &name[..dot];
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    let mut dirs = path.split('/').rev().skip(1);
    ends_with_hash(stem) || dirs.any(ends_with_hash)
}

/// Whether `stem` ends with `-` and 8 to 16 hex digits.
fn ends_with_hash(stem: &str) -> bool {
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
            "/app-de-e49a151d33930be2/app.js",
            "/app-zh-Hant-e43fe555fd089fe7/split_rooms.wasm",
            "/app-en-7ffebcdacab15655/__wasm_split.js",
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
            "/icons-1/icon.png",
            "/app-en/app.js",
        ] {
            assert!(!is_hashed(name), "{name}");
        }
    }

    #[test]
    fn the_policy_is_the_one_the_page_carries() {
        let html = "<meta charset=utf-8><meta http-equiv=Content-Security-Policy \
                    content=\"default-src 'self'; script-src 'self' 'sha256-x'\"><title>24</title>";
        assert_eq!(
            policy(html).as_deref(),
            Some("default-src 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'none'")
        );
        assert_eq!(policy("<p>no policy</p>"), None);
    }

    #[test]
    fn app_urls_have_no_extension() {
        assert!(!has_extension("/"));
        assert!(!has_extension("/rooms"));
        assert!(has_extension("/missing.js"));
        assert!(!has_extension("/dir.v2/page"));
    }
}
