//! What the integration tests share: a server in this process on a free
//! port, and a page's side of the protocol over a real WebSocket.

#![allow(dead_code)]

pub mod hands;
pub mod http;
pub mod postgres;
pub mod process;

use futures_util::{SinkExt, StreamExt};
use protocol::room::{
    ClientMsg, ErrorKind, RoomCode, Round, Seat, ServerMsg, Settings, Snapshot, PATH,
};
use solver::{solve, Level, Options, Rational};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::sync::oneshot;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};
use twentyfour_server::app;
use twentyfour_server::config::Config;

/// How long a test waits for a message before it fails.
pub const PATIENCE: Duration = Duration::from_secs(10);

pub struct Server {
    pub addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    done: Option<tokio::task::JoinHandle<std::io::Result<()>>>,
}

impl Server {
    /// A server with `config` changed by `tweak`, on a free port.
    pub async fn start(tweak: impl FnOnce(&mut Config)) -> Server {
        let mut config = Config {
            port: 0,
            dist: "/nonexistent".into(),
            ..Config::default()
        };
        tweak(&mut config);
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0))
            .await
            .unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let done = tokio::spawn(app::run(config, listener, async move {
            let _ = stopped.await;
        }));
        Server {
            addr,
            stop: Some(stop),
            done: Some(done),
        }
    }

    pub async fn client(&self) -> Client {
        Client::connect(self.addr).await
    }

    /// Shuts the server down as a signal would, and waits for it.
    pub async fn shut_down(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(done) = self.done.take() {
            done.await.unwrap().unwrap();
        }
    }
}

pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

/// How a connection ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Ended {
    Closed(u16),
    /// Without a close frame.
    Dropped,
}

impl Client {
    pub async fn connect(addr: SocketAddr) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}{PATH}"))
            .await
            .unwrap();
        Client { ws }
    }

    pub fn from_stream(ws: WebSocketStream<MaybeTlsStream<TcpStream>>) -> Client {
        Client { ws }
    }

    pub fn ws_mut(&mut self) -> &mut WebSocketStream<MaybeTlsStream<TcpStream>> {
        &mut self.ws
    }

    pub async fn send(&mut self, msg: &ClientMsg) {
        self.send_raw(&msg.encode()).await;
    }

    pub async fn send_raw(&mut self, text: &str) {
        self.ws.send(Message::text(text)).await.unwrap();
    }

    /// The next message; fails the test after [`PATIENCE`].
    pub async fn recv(&mut self) -> ServerMsg {
        self.try_recv(PATIENCE)
            .await
            .unwrap_or_else(|| panic!("no message within {PATIENCE:?}"))
    }

    /// The next message within `wait`, or `None`.
    pub async fn try_recv(&mut self, wait: Duration) -> Option<ServerMsg> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let frame = tokio::time::timeout_at(deadline, self.ws.next())
                .await
                .ok()??;
            match frame {
                Ok(Message::Text(text)) => {
                    return Some(
                        ServerMsg::decode(text.as_str()).expect("the server's message reads"),
                    )
                }
                Ok(Message::Ping(_) | Message::Pong(_)) => {}
                other => panic!("expected a message, got {other:?}"),
            }
        }
    }

    /// Messages until one that `want` picks; fails after [`PATIENCE`].
    pub async fn until<T>(&mut self, mut want: impl FnMut(ServerMsg) -> Option<T>) -> T {
        loop {
            if let Some(t) = want(self.recv().await) {
                return t;
            }
        }
    }

    /// Reads until the connection ends; says how (messages on the way are
    /// returned too).
    pub async fn ended(&mut self) -> (Vec<ServerMsg>, Ended) {
        let mut seen = Vec::new();
        loop {
            match tokio::time::timeout(PATIENCE, self.ws.next()).await {
                Err(_) => panic!("still open after {PATIENCE:?}; saw {seen:?}"),
                Ok(Some(Ok(Message::Text(text)))) => {
                    seen.push(ServerMsg::decode(text.as_str()).unwrap())
                }
                Ok(Some(Ok(Message::Close(Some(frame))))) => {
                    return (seen, Ended::Closed(u16::from(frame.code)))
                }
                Ok(Some(Ok(Message::Close(None)))) => {
                    return (seen, Ended::Closed(u16::from(CloseCode::Status)))
                }
                Ok(Some(Ok(_))) => {}
                Ok(Some(Err(_)) | None) => return (seen, Ended::Dropped),
            }
        }
    }

    /// Creates a room; returns its code, the host's seat and the room.
    pub async fn create(
        &mut self,
        nickname: &str,
        settings: Settings,
    ) -> (RoomCode, Seat, Snapshot) {
        self.send(&ClientMsg::Create {
            settings,
            nickname: nickname.into(),
        })
        .await;
        welcome(self.recv().await)
    }

    /// Joins a room; returns the seat and the room.
    pub async fn join(&mut self, code: RoomCode, nickname: &str) -> (Seat, Snapshot) {
        self.send(&ClientMsg::Join {
            code,
            nickname: nickname.into(),
        })
        .await;
        let (_, seat, state) = welcome(self.recv().await);
        (seat, state)
    }

    /// The next error, skipping other messages.
    pub async fn error(&mut self) -> ErrorKind {
        self.until(|m| match m {
            ServerMsg::Error(kind) => Some(kind),
            _ => None,
        })
        .await
    }

    /// Waits for the next round to be dealt.
    pub async fn round(&mut self) -> Round {
        self.until(|m| match m {
            ServerMsg::Round(round) => Some(round),
            _ => None,
        })
        .await
    }
}

fn welcome(msg: ServerMsg) -> (RoomCode, Seat, Snapshot) {
    match msg {
        ServerMsg::Welcome {
            code,
            seat: Some(seat),
            state,
        } => (code, seat, state),
        other => panic!("expected a welcome, got {other:?}"),
    }
}

/// Settings of `rounds` rounds without a time limit.
pub fn settings(rounds: u8) -> Settings {
    Settings {
        rounds,
        time_limit: None,
        ..Settings::default()
    }
}

/// The hand's numbers.
pub fn numbers(round: &Round) -> Vec<Rational> {
    round
        .cards
        .iter()
        .map(|c| Rational::from(i128::from(c.rank)))
        .collect()
}

/// A correct answer to the round, found by the solver.
pub fn right_answer(round: &Round) -> String {
    let solved = solve(&numbers(round), round.target, Options::default()).unwrap();
    solved.solutions(Level::Distinct)[0].ascii()
}

/// A wrong answer: the hand's numbers added up, or multiplied, or (when
/// both make the target) one number alone.
pub fn wrong_answer(round: &Round) -> String {
    let ranks: Vec<String> = round.cards.iter().map(|c| c.rank.to_string()).collect();
    let numbers = numbers(round);
    let sum = numbers.iter().fold(Rational::from(0), |a, &b| a + b);
    let product = numbers.iter().fold(Rational::from(1), |a, &b| a * b);
    if sum != round.target {
        ranks.join("+")
    } else if product != round.target {
        ranks.join("*")
    } else {
        ranks[0].clone()
    }
}
