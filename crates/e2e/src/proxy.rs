//! A TCP proxy on 127.0.0.1 in front of a server, whose network a scenario
//! can cut and restore: what a player's dropped connection looks like to
//! the page and the server.
//!
//! Promises: while cut, every connection through it is closed and every new
//! one is closed as soon as it is accepted; once restored, new connections
//! pass again; dropping the proxy closes its port.

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
    stopping: AtomicBool,
    /// Both ends of every connection passed through, to close on a cut.
    open: Mutex<Vec<TcpStream>>,
}

impl Proxy {
    /// Forwards connections on a free local port to `target`.
    pub fn start(target: SocketAddr) -> std::io::Result<Proxy> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Shared {
            cut: AtomicBool::new(false),
            stopping: AtomicBool::new(false),
            open: Mutex::new(Vec::new()),
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
        let open = std::mem::take(&mut *self.shared.lock());
        for stream in open {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }

    /// Lets new connections through again.
    pub fn restore(&self) {
        self.shared.cut.store(false, Ordering::SeqCst);
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.shared.stopping.store(true, Ordering::SeqCst);
        self.cut();
        // `accept` blocks: one last connection wakes it to see the flag.
        let _ = TcpStream::connect(self.addr);
    }
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<TcpStream>> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
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

    #[test]
    fn forwards_until_cut_and_again_once_restored() {
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
        let proxy = Proxy::start(target).unwrap();
        let round_trip = |s: &mut TcpStream| -> std::io::Result<Vec<u8>> {
            s.write_all(b"ping")?;
            let mut got = [0u8; 4];
            s.read_exact(&mut got)?;
            Ok(got.to_vec())
        };
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
}
