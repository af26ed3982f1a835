//! A tiny static file server for the built app: GET only, one thread per
//! connection, `Connection: close`, bound to 127.0.0.1 on a free port.
//! Paths without a file extension fall back to `index.html`, as a static host
//! would serve the app's own URLs.
//!
//! Promises: once [`Server::stop`] returns, the port refuses connections, so a
//! page sees the network gone (the offline test relies on it); dropping the
//! server stops it too.

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
}

impl Server {
    /// Serves `root` until stopped.
    pub fn start(root: PathBuf) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind a local port for the app");
        let addr = listener.local_addr().expect("the server's address");
        let stopping = Arc::new(AtomicBool::new(false));
        let flag = stopping.clone();
        let thread = std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                if flag.load(Ordering::SeqCst) {
                    // The listener is dropped on return: the port closes.
                    return;
                }
                let root = root.clone();
                std::thread::spawn(move || {
                    let _ = handle(stream, &root);
                });
            }
        });
        Server {
            addr,
            stopping,
            thread: Mutex::new(Some(thread)),
        }
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
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

fn handle(stream: TcpStream, root: &Path) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    // The headers are irrelevant here, but must be read before answering.
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
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
    let mut stream = reader.into_inner();
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\
         Cache-Control: no-store\r\nConnection: close\r\n\r\n",
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
        let mut stream = TcpStream::connect(addr)?;
        write!(stream, "GET {path} HTTP/1.1\r\nHost: x\r\n\r\n")?;
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
        assert!(get(addr, "/").is_err(), "the port still answers");
        server.stop();
        let _ = std::fs::remove_dir_all(&root);
    }
}
