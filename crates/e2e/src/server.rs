//! A tiny static file server for the built app: GET only, one thread per
//! connection, `Connection: close`, bound to 127.0.0.1 on a free port.
//! Paths without a file extension fall back to `index.html`, as a static host
//! would serve the app's own URLs.

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};

/// Serves `root` for the rest of the process; returns where.
pub fn start(root: PathBuf) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind a local port for the app");
    let addr = listener.local_addr().expect("the server's address");
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let root = root.clone();
            std::thread::spawn(move || {
                let _ = handle(stream, &root);
            });
        }
    });
    addr
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
