//! The Rooms server under load: simulated players over loopback
//! (127.0.0.1 only), against the server binary in its own process, so that
//! `/proc` reads the server alone. Three scenarios, each on a fresh
//! server: one room of 60 players, then 200 rooms of 10 (2,000 players),
//! then the same 2,000 answering in a burst. Each player answers every
//! round correctly (it solves the hand itself) at a random moment within
//! the scenario's spread of the deal (two seconds, or a tenth of one in
//! the burst); a round ends when all have solved, and the next is dealt
//! after [`BREAK`].
//!
//! Reported: the time from a player's correct answer (just before it is
//! sent) to each player of the room reading the scoreboard line it makes
//! (`Scored`), p50/p99/max over every delivery, and p50/p99 of the last
//! delivery of each answer; the server's CPU time (utime + stime from
//! `/proc/PID/stat`, in clock ticks of 10 ms) over the game; its resident
//! memory (`VmRSS`, `VmHWM` from `/proc/PID/status`) before anyone
//! connects, with every player connected and idle, and at its peak; and
//! the memory per idle player. The simulated players run in this process
//! on the same two cores, so the latencies include their scheduling.
//! Benchmarks assert nothing about time.

use futures_util::{SinkExt, StreamExt};
use protocol::room::{ClientMsg, RoomCode, Round, ServerMsg, Settings, PATH};
use solver::{solve, Level, Options, Rational};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::process::Child;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::sync::Semaphore;
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

#[path = "../tests/common/process.rs"]
mod process;

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Rounds per game.
const ROUNDS: u32 = 5;
/// Players answer at a random moment within this of the deal...
const SPREAD: Duration = Duration::from_millis(2000);
/// ...or, in a burst, within this.
const BURST: Duration = Duration::from_millis(100);
/// The pause between rounds (the server's `--break-ms`).
const BREAK: Duration = Duration::from_millis(500);
/// Connections opened at once while players gather.
const CONNECTING: usize = 64;
/// Linux's clock tick for `/proc/PID/stat` (USER_HZ).
const TICKS_PER_SECOND: f64 = 100.0;

struct Scenario {
    name: &'static str,
    rooms: usize,
    players: usize,
    spread: Duration,
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    println!(
        "Rooms load: {ROUNDS} rounds, {} ms between rounds",
        BREAK.as_millis()
    );
    for scenario in [
        Scenario {
            name: "one room of 60",
            rooms: 1,
            players: 60,
            spread: SPREAD,
        },
        Scenario {
            name: "200 rooms of 10",
            rooms: 200,
            players: 10,
            spread: SPREAD,
        },
        Scenario {
            name: "200 rooms of 10, in a burst",
            rooms: 200,
            players: 10,
            spread: BURST,
        },
    ] {
        runtime.block_on(run(scenario));
    }
}

/// The server binary, started for one scenario.
struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Server {
    fn start() -> Server {
        let (child, addr) = process::spawn(&[
            "--dist",
            "/nonexistent",
            "--max-rooms",
            "1000",
            // Every simulated player connects from this one machine's
            // address, and so does every room's host.
            "--connections-per-address",
            "100000",
            "--rooms-per-address",
            "1000",
            "--log",
            "warn",
            "--break-ms",
            &BREAK.as_millis().to_string(),
        ]);
        Server { child, addr }
    }

    fn cpu_ticks(&self) -> u64 {
        cpu_ticks(self.child.id())
    }

    /// A line of `/proc/PID/status` in KiB.
    fn status_kib(&self, key: &str) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        status
            .lines()
            .find_map(|l| l.strip_prefix(key))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap()
    }

    fn stop(mut self) {
        process::terminate(&self.child);
        let _ = self.child.wait();
    }
}

/// A process's CPU time (user and system) in clock ticks.
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // Fields after the command name's closing parenthesis; utime and stime
    // are the 14th and 15th of the whole line.
    let after = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

async fn connect(addr: SocketAddr) -> Ws {
    // Without Nagle's algorithm, as the server: answers leave at once.
    let (ws, _) =
        tokio_tungstenite::connect_async_with_config(format!("ws://{addr}{PATH}"), None, true)
            .await
            .expect("connects");
    ws
}

async fn send(ws: &mut Ws, msg: &ClientMsg) {
    ws.send(Message::text(msg.encode())).await.expect("sends");
}

async fn recv(ws: &mut Ws) -> ServerMsg {
    loop {
        match ws.next().await.expect("open").expect("reads") {
            Message::Text(text) => return ServerMsg::decode(text.as_str()).expect("decodes"),
            Message::Ping(_) | Message::Pong(_) => {}
            other => panic!("{other:?}"),
        }
    }
}

/// Enters a room; returns the connection, the room's code and the seat.
async fn enter(addr: SocketAddr, msg: ClientMsg) -> (Ws, RoomCode, u32) {
    let mut ws = connect(addr).await;
    send(&mut ws, &msg).await;
    loop {
        match recv(&mut ws).await {
            ServerMsg::Welcome {
                code,
                seat: Some(seat),
                ..
            } => return (ws, code, seat.id),
            ServerMsg::Error(kind) => panic!("{msg:?}: {kind:?}"),
            _ => {}
        }
    }
}

/// What the players of a room share: when each sent its answer to each
/// round, in nanoseconds from the benchmark's start, and each round's
/// answer (solved once a room, so that the simulated players spend little
/// of the two cores the server runs on).
struct Sent {
    at: Vec<AtomicU64>,
    players: usize,
    answers: Mutex<HashMap<u32, String>>,
}

impl Sent {
    fn slot(&self, round: u32, player: u32) -> &AtomicU64 {
        &self.at[(round as usize - 1) * self.players + player as usize]
    }

    fn answer(&self, round: &Round) -> String {
        let mut answers = self.answers.lock().unwrap();
        answers
            .entry(round.number)
            .or_insert_with(|| {
                let numbers: Vec<Rational> = round
                    .cards
                    .iter()
                    .map(|c| Rational::from(i128::from(c.rank)))
                    .collect();
                let solved = solve(&numbers, round.target, Options::default()).unwrap();
                solved.solutions(Level::Distinct)[0].ascii()
            })
            .clone()
    }
}

/// One delivery of a scoreboard line: the room, the round, whose answer,
/// and how long it took.
type Sample = (usize, u32, u32, Duration);

/// A simulated player.
struct Player {
    room: usize,
    /// Its seat's id; 0 hosts.
    me: u32,
    sent: Arc<Sent>,
    origin: Instant,
    spread: Duration,
    seed: u64,
}

/// A player's game: answers each round, reads every scoreboard line.
async fn play(mut ws: Ws, player: Player) -> Vec<Sample> {
    let Player {
        room,
        me,
        sent,
        origin,
        spread,
        mut seed,
    } = player;
    let mut samples = Vec::new();
    let mut answer: Option<(Instant, u32, String)> = None;
    if me == 0 {
        send(&mut ws, &ClientMsg::Start).await;
    }
    loop {
        let due = answer.as_ref().map(|(at, _, _)| *at);
        tokio::select! {
            frame = recv(&mut ws) => match frame {
                ServerMsg::Round(round) => {
                    let text = sent.answer(&round);
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let wait = spread.mul_f64((seed % 10_000) as f64 / 10_000.0);
                    answer = Some((Instant::now() + wait, round.number, text));
                }
                ServerMsg::Scored { round, solved, .. } => {
                    let sent_at = sent.slot(round, solved.player).load(Ordering::Acquire);
                    let now = origin.elapsed().as_nanos() as u64;
                    samples.push((room, round, solved.player, Duration::from_nanos(now.saturating_sub(sent_at))));
                }
                ServerMsg::GameOver { .. } => return samples,
                ServerMsg::Error(kind) => panic!("player {me}: {kind:?}"),
                _ => {}
            },
            () = async { tokio::time::sleep_until(due.unwrap()).await }, if due.is_some() => {
                let (_, round, text) = answer.take().unwrap();
                sent.slot(round, me).store(origin.elapsed().as_nanos() as u64, Ordering::Release);
                send(&mut ws, &ClientMsg::Answer { round, text }).await;
            }
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

async fn run(scenario: Scenario) {
    let server = Server::start();
    let addr = server.addr;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let rss_start = server.status_kib("VmRSS:");
    let total = scenario.rooms * scenario.players;

    // Everyone gathers: each room's host creates it, the others join.
    let settings = Settings {
        rounds: ROUNDS as u8,
        time_limit: None,
        ..Settings::default()
    };
    let gate = Arc::new(Semaphore::new(CONNECTING));
    let mut seats: Vec<(usize, Ws, u32)> = Vec::with_capacity(total);
    for room in 0..scenario.rooms {
        let (ws, code, id) = enter(
            addr,
            ClientMsg::Create {
                settings,
                nickname: "p0".into(),
            },
        )
        .await;
        seats.push((room, ws, id));
        let joins: Vec<_> = (1..scenario.players)
            .map(|i| {
                let gate = Arc::clone(&gate);
                tokio::spawn(async move {
                    let _permit = gate.acquire().await.unwrap();
                    let msg = ClientMsg::Join {
                        code,
                        nickname: format!("p{i}"),
                    };
                    enter(addr, msg).await
                })
            })
            .collect();
        for join in joins {
            let (ws, _, id) = join.await.unwrap();
            seats.push((room, ws, id));
        }
    }
    // Idle: let the lobby's messages settle, then read the memory.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let rss_idle = server.status_kib("VmRSS:");

    let origin = Instant::now();
    let ticks_before = server.cpu_ticks();
    let own_before = cpu_ticks(std::process::id());
    let sents: Vec<Arc<Sent>> = (0..scenario.rooms)
        .map(|_| {
            Arc::new(Sent {
                at: (0..ROUNDS as usize * scenario.players)
                    .map(|_| AtomicU64::new(0))
                    .collect(),
                players: scenario.players,
                answers: Mutex::new(HashMap::new()),
            })
        })
        .collect();
    let tasks: Vec<_> = seats
        .into_iter()
        .enumerate()
        .map(|(i, (room, ws, id))| {
            let player = Player {
                room,
                me: id,
                sent: Arc::clone(&sents[room]),
                origin,
                spread: scenario.spread,
                seed: 0x9E37_79B9 + i as u64 * 7919,
            };
            tokio::spawn(play(ws, player))
        })
        .collect();
    let mut samples = Vec::new();
    for task in tasks {
        samples.extend(task.await.unwrap());
    }
    let wall = origin.elapsed();
    let cpu = (server.cpu_ticks() - ticks_before) as f64 / TICKS_PER_SECOND;
    let own = (cpu_ticks(std::process::id()) - own_before) as f64 / TICKS_PER_SECOND;
    let rss_peak = server.status_kib("VmHWM:");
    server.stop();

    let expected = scenario.rooms * scenario.players * scenario.players * ROUNDS as usize;
    let mut all: Vec<Duration> = samples.iter().map(|s| s.3).collect();
    all.sort();
    let mut last: HashMap<(usize, u32, u32), Duration> = HashMap::new();
    for &(room, round, player, d) in &samples {
        let e = last.entry((room, round, player)).or_default();
        *e = (*e).max(d);
    }
    let mut last: Vec<Duration> = last.into_values().collect();
    last.sort();

    println!(
        "\n{} ({total} players, answers within {} ms of each deal)",
        scenario.name,
        scenario.spread.as_millis()
    );
    println!(
        "  scoreboard deliveries: {} of {expected} expected, {} answers",
        all.len(),
        last.len()
    );
    println!(
        "  answer -> each player's scoreboard: p50 {}, p99 {}, max {}",
        ms(percentile(&all, 0.5)),
        ms(percentile(&all, 0.99)),
        ms(*all.last().unwrap())
    );
    println!(
        "  answer -> the whole room's scoreboard: p50 {}, p99 {}",
        ms(percentile(&last, 0.5)),
        ms(percentile(&last, 0.99))
    );
    println!(
        "  server CPU: {cpu:.2} s over {:.1} s of play ({:.0} % of one core); the players' {own:.2} s",
        wall.as_secs_f64(),
        cpu / wall.as_secs_f64() * 100.0
    );
    println!(
        "  server memory: {rss_start} KiB at start, {rss_idle} KiB with everyone idle, {rss_peak} KiB at peak"
    );
    println!(
        "  per idle player: {:.1} KiB",
        (rss_idle.saturating_sub(rss_start)) as f64 / total as f64
    );
}
