//! The built site as a real host serves it: compression, cache headers,
//! the Content-Security-Policy on HTML, `application/wasm`, the app's own
//! URLs, and the health check. A small site is written to a temporary
//! directory; requests are plain HTTP/1.1 over a socket.

mod common;

use common::Server;
use flate2::read::GzDecoder;
use std::collections::HashMap;
use std::io::Read;
use std::path::PathBuf;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A page as the build writes it: its policy in a `<meta>`.
const INDEX: &str = "<!doctype html><meta charset=utf-8><meta http-equiv=Content-Security-Policy content=\"default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-AAAA' 'sha256-BBBB'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'none'\"><title>24</title><script type=module>import init from '/app-0123456789abcdef.js';\nawait init();</script><script>try{}catch(a){}</script><script src=/app-0123456789abcdef.js></script>";
const JS: &str =
    "export default function init() { return 'the app, long enough to be worth compressing'; }\n";

fn site() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("twentyfour-site-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("icons")).unwrap();
    let write = |name: &str, bytes: &[u8]| std::fs::write(dir.join(name), bytes).unwrap();
    write("index.html", INDEX.as_bytes());
    write("app-0123456789abcdef.js", JS.repeat(20).as_bytes());
    let mut wasm = b"\0asm\x01\0\0\0".to_vec();
    wasm.resize(4096, 0);
    write("app-0123456789abcdef_bg.wasm", &wasm);
    write("sw.js", JS.repeat(5).as_bytes());
    write(
        "manifest.webmanifest",
        br#"{"name":"24","icons":[],"display":"standalone"}"#,
    );
    write(
        "icons/icon.svg",
        b"<svg xmlns='http://www.w3.org/2000/svg'/>",
    );
    dir
}

struct Reply {
    status: u16,
    headers: HashMap<String, String>,
    body: Vec<u8>,
}

impl Reply {
    fn header(&self, name: &str) -> &str {
        self.headers.get(name).map_or("", String::as_str)
    }

    /// The body, decompressed when it was gzipped.
    fn text(&self) -> String {
        let mut out = String::new();
        if self.header("content-encoding") == "gzip" {
            GzDecoder::new(&self.body[..])
                .read_to_string(&mut out)
                .unwrap();
        } else {
            out = String::from_utf8(self.body.clone()).unwrap();
        }
        out
    }
}

async fn get(server: &Server, path: &str, encoding: &str) -> Reply {
    let mut stream = TcpStream::connect(server.addr).await.unwrap();
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: {encoding}\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.unwrap();
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8(raw[..split].to_vec()).unwrap();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: HashMap<String, String> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let mut body = raw[split + 4..].to_vec();
    if headers
        .get("transfer-encoding")
        .is_some_and(|t| t == "chunked")
    {
        body = unchunk(&body);
    }
    Reply {
        status,
        headers,
        body,
    }
}

fn unchunk(mut raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line_end = raw.windows(2).position(|w| w == b"\r\n").unwrap();
        let size = usize::from_str_radix(std::str::from_utf8(&raw[..line_end]).unwrap().trim(), 16)
            .unwrap();
        if size == 0 {
            return out;
        }
        let start = line_end + 2;
        out.extend_from_slice(&raw[start..start + size]);
        raw = &raw[start + size + 2..];
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_site_has_a_real_hosts_headers() {
    let dist = site();
    let server = Server::start(|c| c.dist = dist.clone()).await;

    let page = get(&server, "/", "gzip").await;
    assert_eq!(page.status, 200);
    assert!(page.header("content-type").starts_with("text/html"));
    assert_eq!(page.header("cache-control"), "no-cache");
    assert_eq!(page.header("content-encoding"), "gzip");
    assert_eq!(page.text(), INDEX);
    // The page's own policy, and what only a header can say.
    let csp = page.header("content-security-policy");
    assert_eq!(
        csp,
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-AAAA' 'sha256-BBBB'; \
         style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; \
         base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    );

    let js = get(&server, "/app-0123456789abcdef.js", "br").await;
    assert_eq!(js.status, 200);
    assert_eq!(js.header("content-encoding"), "br");
    assert!(js.body.len() < JS.len() * 20 / 4, "brotli shrank it");
    assert_eq!(
        js.header("cache-control"),
        "public, max-age=31536000, immutable"
    );
    assert_eq!(js.header("content-security-policy"), "");

    let js = get(&server, "/app-0123456789abcdef.js", "gzip, br").await;
    assert!(["gzip", "br"].contains(&js.header("content-encoding")));
    let plain = get(&server, "/app-0123456789abcdef.js", "identity").await;
    assert_eq!(plain.header("content-encoding"), "");
    assert_eq!(plain.text(), JS.repeat(20));

    let wasm = get(&server, "/app-0123456789abcdef_bg.wasm", "gzip").await;
    assert_eq!(wasm.header("content-type"), "application/wasm");
    assert_eq!(
        wasm.header("cache-control"),
        "public, max-age=31536000, immutable"
    );

    for path in ["/sw.js", "/manifest.webmanifest", "/icons/icon.svg"] {
        let reply = get(&server, path, "gzip").await;
        assert_eq!(reply.status, 200, "{path}");
        assert_eq!(reply.header("cache-control"), "no-cache", "{path}");
    }

    // The app's own URLs get the page; a missing file does not.
    for path in ["/rooms", "/play/today", "/?room=K7M2QX&screen=1"] {
        let reply = get(&server, path, "identity").await;
        assert_eq!(reply.status, 200, "{path}");
        assert_eq!(reply.text(), INDEX, "{path}");
        assert_eq!(reply.header("cache-control"), "no-cache");
        assert_eq!(reply.header("content-security-policy"), csp);
    }
    assert_eq!(get(&server, "/missing.js", "gzip").await.status, 404);
    // A segment too long to name a file is an unknown path like any other.
    let long = "x".repeat(300);
    let page = get(&server, &format!("/{long}"), "identity").await;
    assert_eq!(page.status, 200);
    assert!(page.text().contains("<title>24</title>"));
    assert_eq!(
        get(&server, &format!("/{long}.js"), "gzip").await.status,
        404
    );
    assert_eq!(
        get(&server, &format!("/icons/{long}.svg"), "gzip")
            .await
            .status,
        404
    );

    let health = get(&server, "/healthz", "gzip").await;
    assert_eq!((health.status, health.text().as_str()), (200, "ok"));
    let _ = std::fs::remove_dir_all(dist);
}
