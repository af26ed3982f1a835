//! A TCP proxy on 127.0.0.1 in front of a server, whose network a scenario
//! can cut and restore: what a player's dropped connection looks like to
//! the page and the server.
//!
//! Promises: while cut, every connection through it is closed and every new
//! one is closed as soon as it is accepted; while stalled, every connection
//! through it is closed and every new one is held open and never answered,
//! for as long as the proxy lives (a request lost on the way); once
//! restored, new connections pass again; dropping the proxy closes its port
//! and every connection it holds.

use std::io::{Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

pub struct Proxy {
    addr: SocketAddr,
    shared: Arc<Shared>,
}

struct Shared {
    cut: AtomicBool,
    stalled: AtomicBool,
    stopping: AtomicBool,
    /// Both ends of every connection passed through, to close on a cut.
    open: Mutex<Vec<TcpStream>>,
    /// Connections accepted while stalled, never answered.
    held: Mutex<Vec<TcpStream>>,
}

impl Proxy {
    /// Forwards connections on a free local port to `target`.
    pub fn start(target: SocketAddr) -> std::io::Result<Proxy> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Shared {
            cut: AtomicBool::new(false),
            stalled: AtomicBool::new(false),
            stopping: AtomicBool::new(false),
            open: Mutex::new(Vec::new()),
            held: Mutex::new(Vec::new()),
        });
        let state = shared.clone();
        std::thread::spawn(move || {
            for client in listener.incoming().flatten() {
                if state.stopping.load(Ordering::SeqCst) {
                    return;
                }
                if state.cut.load(Ordering::SeqCst) {
                    let _ = client.shutdown(Shutdown::Both);
                    continue;
                }
                if state.stalled.load(Ordering::SeqCst) {
                    // Kept apart from the open ones: a cut or a restore
                    // leaves it hanging, as a lost request does.
                    state.hold(client);
                    continue;
                }
                let Ok(server) = TcpStream::connect(target) else {
                    continue;
                };
                let _ = client.set_nodelay(true);
                let _ = server.set_nodelay(true);
                state.keep(&client);
                state.keep(&server);
                pipe(&client, &server);
                pipe(&server, &client);
            }
        });
        Ok(Proxy { addr, shared })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Closes every connection through the proxy, and every new one, until
    /// [`Proxy::restore`].
    pub fn cut(&self) {
        self.shared.cut.store(true, Ordering::SeqCst);
        self.close_open();
    }

    /// Closes every connection through the proxy, and holds every new one
    /// open without an answer, until [`Proxy::restore`]; those held stay
    /// unanswered after it.
    pub fn stall(&self) {
        self.shared.stalled.store(true, Ordering::SeqCst);
        self.close_open();
    }

    /// Lets new connections through again.
    pub fn restore(&self) {
        self.shared.cut.store(false, Ordering::SeqCst);
        self.shared.stalled.store(false, Ordering::SeqCst);
    }

    fn close_open(&self) {
        let open = std::mem::take(&mut *self.shared.lock());
        for stream in open {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.shared.stopping.store(true, Ordering::SeqCst);
        self.cut();
        for stream in std::mem::take(&mut *self.shared.held()) {
            let _ = stream.shutdown(Shutdown::Both);
        }
        // `accept` blocks: one last connection wakes it to see the flag.
        let _ = TcpStream::connect(self.addr);
    }
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<TcpStream>> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn held(&self) -> std::sync::MutexGuard<'_, Vec<TcpStream>> {
        self.held.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn hold(&self, stream: TcpStream) {
        self.held().push(stream);
    }

    fn keep(&self, stream: &TcpStream) {
        if let Ok(copy) = stream.try_clone() {
            self.lock().push(copy);
        }
    }
}

/// Copies `from` to `to` on a thread of its own until either end closes.
fn pipe(from: &TcpStream, to: &TcpStream) {
    let (Ok(mut from), Ok(mut to)) = (from.try_clone(), to.try_clone()) else {
        return;
    };
    std::thread::spawn(move || {
        let mut buf = [0u8; 16 * 1024];
        while let Ok(n) = from.read(&mut buf) {
            if n == 0 || to.write_all(&buf[..n]).is_err() {
                break;
            }
        }
        let _ = to.shutdown(Shutdown::Both);
        let _ = from.shutdown(Shutdown::Both);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A server on a free port that sends back what it reads.
    fn echo() -> SocketAddr {
        let echo = TcpListener::bind("127.0.0.1:0").unwrap();
        let target = echo.local_addr().unwrap();
        std::thread::spawn(move || {
            for mut s in echo.incoming().flatten() {
                std::thread::spawn(move || {
                    let mut buf = [0u8; 64];
                    while let Ok(n) = s.read(&mut buf) {
                        if n == 0 || s.write_all(&buf[..n]).is_err() {
                            break;
                        }
                    }
                });
            }
        });
        target
    }

    fn round_trip(s: &mut TcpStream) -> std::io::Result<Vec<u8>> {
        s.write_all(b"ping")?;
        let mut got = [0u8; 4];
        s.read_exact(&mut got)?;
        Ok(got.to_vec())
    }

    #[test]
    fn forwards_until_cut_and_again_once_restored() {
        let proxy = Proxy::start(echo()).unwrap();
        let mut a = TcpStream::connect(proxy.addr()).unwrap();
        assert_eq!(round_trip(&mut a).unwrap(), b"ping");
        proxy.cut();
        assert!(round_trip(&mut a).is_err(), "a cut closes what was open");
        let mut b = TcpStream::connect(proxy.addr()).unwrap();
        assert!(round_trip(&mut b).is_err(), "and what opens while cut");
        proxy.restore();
        let mut c = TcpStream::connect(proxy.addr()).unwrap();
        assert_eq!(round_trip(&mut c).unwrap(), b"ping");
    }

    #[test]
    fn a_stall_leaves_new_connections_hanging_for_good() {
        let proxy = Proxy::start(echo()).unwrap();
        let mut a = TcpStream::connect(proxy.addr()).unwrap();
        assert_eq!(round_trip(&mut a).unwrap(), b"ping");
        proxy.stall();
        assert!(round_trip(&mut a).is_err(), "a stall closes what was open");
        let mut held = TcpStream::connect(proxy.addr()).unwrap();
        held.set_read_timeout(Some(std::time::Duration::from_millis(300)))
            .unwrap();
        let hangs = |s: &mut TcpStream| match round_trip(s) {
            Err(e) => matches!(
                e.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
            ),
            Ok(_) => false,
        };
        assert!(hangs(&mut held), "what opens while stalled is not answered");
        proxy.restore();
        let mut c = TcpStream::connect(proxy.addr()).unwrap();
        assert_eq!(round_trip(&mut c).unwrap(), b"ping");
        assert!(hangs(&mut held), "nor after a restore");
    }
}
