//! A tiny static file server for the built app: GET only, one thread per
//! connection, `Connection: close`, bound to 127.0.0.1 on a free port.
//! Paths without a file extension fall back to `index.html`, as a static host
//! would serve the app's own URLs. As a host does, it lets the browser keep
//! a file but confirm it on every use (`no-cache`, with an `ETag` of its
//! bytes, so a file changed in place is never taken for the old one); pages
//! are never kept (`no-store`).
//!
//! Promises: once [`Server::stop`] returns, the port refuses connections, so a
//! page sees the network gone (the offline test relies on it); dropping the
//! server stops it too. [`Server::requests`] lists every request answered,
//! in order, with its status.

use std::hash::{DefaultHasher, Hasher};
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// A running server; [`Server::stop`] (or dropping it) closes its port.
pub struct Server {
    addr: SocketAddr,
    stopping: Arc<AtomicBool>,
    thread: Mutex<Option<JoinHandle<()>>>,
    log: Log,
}

/// Each request answered: its target (path and query) and status.
type Log = Arc<Mutex<Vec<(String, u16)>>>;

impl Server {
    /// Serves `root` until stopped.
    pub fn start(root: PathBuf) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind a local port for the app");
        let addr = listener.local_addr().expect("the server's address");
        let stopping = Arc::new(AtomicBool::new(false));
        let flag = stopping.clone();
        let log = Log::default();
        let log_ = log.clone();
        let thread = std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                if flag.load(Ordering::SeqCst) {
                    // The listener is dropped on return: the port closes.
                    return;
                }
                let root = root.clone();
                let log = log_.clone();
                std::thread::spawn(move || {
                    let _ = handle(stream, &root, &log);
                });
            }
        });
        Server {
            addr,
            stopping,
            thread: Mutex::new(Some(thread)),
            log,
        }
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Every request answered so far, in order: its target and status.
    pub fn requests(&self) -> Vec<(String, u16)> {
        self.log
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    /// Closes the port and waits until it is closed. Requests already being
    /// answered finish on their own threads. Stopping twice is harmless.
    pub fn stop(&self) {
        let thread = self
            .thread
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take();
        let Some(thread) = thread else {
            return;
        };
        self.stopping.store(true, Ordering::SeqCst);
        // `accept` blocks: one last connection wakes it to see the flag.
        let _ = TcpStream::connect(self.addr);
        let _ = thread.join();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

fn handle(stream: TcpStream, root: &Path, log: &Log) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    // Of the headers, only the browser's copy of a file matters.
    let mut kept = None;
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
        if let Some((name, value)) = header.split_once(':') {
            if name.eq_ignore_ascii_case("if-none-match") {
                kept = Some(value.trim().to_string());
            }
        }
        header.clear();
    }
    let mut parts = request_line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or("/"));
    let path = target.split(['?', '#']).next().unwrap_or("/");

    let (status, content_type, body) = match (method, resolve(root, path)) {
        ("GET", Some(file)) => match std::fs::read(&file) {
            Ok(body) => ("200 OK", mime(&file), body),
            Err(_) => ("404 Not Found", "text/plain", b"not found".to_vec()),
        },
        ("GET", None) => ("404 Not Found", "text/plain", b"not found".to_vec()),
        _ => ("405 Method Not Allowed", "text/plain", b"GET only".to_vec()),
    };
    let page = content_type.starts_with("text/html");
    let tag = format!("\"{:016x}\"", {
        let mut hasher = DefaultHasher::new();
        hasher.write(&body);
        hasher.finish()
    });
    let same = status.starts_with("200") && !page && kept.as_deref() == Some(tag.as_str());
    let status = if same { "304 Not Modified" } else { status };
    let code = status[..3].parse().unwrap_or(0);
    log.lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .push((target.to_string(), code));
    let caching = if page {
        "Cache-Control: no-store\r\n".to_string()
    } else {
        format!("Cache-Control: no-cache\r\nETag: {tag}\r\n")
    };
    let body = if same { Vec::new() } else { body };
    let mut stream = reader.into_inner();
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\
         {caching}Connection: close\r\n\r\n",
        body.len()
    )?;
    stream.write_all(&body)?;
    stream.flush()
}

/// The file for a URL path, refusing anything that would leave `root`.
fn resolve(root: &Path, path: &str) -> Option<PathBuf> {
    let relative = Path::new(path.trim_start_matches('/'));
    if !relative
        .components()
        .all(|c| matches!(c, Component::Normal(_)))
    {
        return None;
    }
    let file = root.join(relative);
    if file.is_file() {
        Some(file)
    } else if relative.extension().is_none() {
        Some(root.join("index.html"))
    } else {
        None
    }
}

fn mime(file: &Path) -> &'static str {
    match file.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        // wasm-bindgen's loader streams the module only with this exact type.
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "woff2" => "font/woff2",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn get(addr: SocketAddr, path: &str) -> std::io::Result<String> {
        get_with(addr, path, "")
    }

    fn get_with(addr: SocketAddr, path: &str, headers: &str) -> std::io::Result<String> {
        let mut stream = TcpStream::connect(addr)?;
        write!(stream, "GET {path} HTTP/1.1\r\nHost: x\r\n{headers}\r\n")?;
        let mut answer = String::new();
        stream.read_to_string(&mut answer)?;
        Ok(answer)
    }

    #[test]
    fn serves_files_until_stopped() {
        let root = std::env::temp_dir().join(format!("e2e-server-{}", std::process::id()));
        std::fs::create_dir_all(&root).unwrap();
        std::fs::write(root.join("index.html"), "<p>hi</p>").unwrap();
        let server = Server::start(root.clone());
        let addr = server.addr();
        let page = get(addr, "/?cards=as").unwrap();
        assert!(page.starts_with("HTTP/1.1 200 OK"), "{page}");
        assert!(page.ends_with("<p>hi</p>"), "{page}");
        assert!(get(addr, "/missing.js")
            .unwrap()
            .starts_with("HTTP/1.1 404"));
        server.stop();
        let statuses: Vec<u16> = server.requests().iter().map(|(_, s)| *s).collect();
        assert_eq!(statuses, [200, 404]);
        assert!(get(addr, "/").is_err(), "the port still answers");
        server.stop();
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn a_kept_file_is_confirmed_until_it_changes_and_a_page_never_is() {
        let root = std::env::temp_dir().join(format!("e2e-server-etag-{}", std::process::id()));
        std::fs::create_dir_all(&root).unwrap();
        std::fs::write(root.join("index.html"), "<p>hi</p>").unwrap();
        std::fs::write(root.join("app.js"), "one").unwrap();
        let server = Server::start(root.clone());
        let addr = server.addr();
        let first = get(addr, "/app.js").unwrap();
        assert!(first.contains("Cache-Control: no-cache"), "{first}");
        let tag = first
            .lines()
            .find_map(|l| l.strip_prefix("ETag: "))
            .expect("an ETag")
            .to_string();
        let kept = format!("If-None-Match: {tag}\r\n");
        let again = get_with(addr, "/app.js", &kept).unwrap();
        assert!(again.starts_with("HTTP/1.1 304"), "{again}");
        assert!(again.ends_with("\r\n\r\n"), "a body after a 304: {again}");
        // Changed in place, within the same second: the bytes tell.
        std::fs::write(root.join("app.js"), "two").unwrap();
        let changed = get_with(addr, "/app.js", &kept).unwrap();
        assert!(
            changed.starts_with("HTTP/1.1 200") && changed.ends_with("two"),
            "{changed}"
        );
        let page = get(addr, "/").unwrap();
        assert!(
            page.contains("Cache-Control: no-store") && !page.contains("ETag"),
            "{page}"
        );
        let statuses: Vec<u16> = server.requests().iter().map(|(_, s)| *s).collect();
        assert_eq!(statuses, [200, 304, 200, 200]);
        server.stop();
        let _ = std::fs::remove_dir_all(&root);
    }
}
