//! The world's daily under load: 10,000 browsers start and solve the day's
//! hand within a minute, over loopback (127.0.0.1 only), against the server
//! binary in its own process, on SQLite and, when `TWENTYFOUR_POSTGRES`
//! names a server (`cargo xtask bench --daily` starts one), on PostgreSQL.
//!
//! Each browser sends its start, then its solve a moment later, on a new
//! connection each, from an address of its own (the server runs
//! `--behind-proxy`, and the requests say whom they are for), paced so
//! that the 10,000 solves spread over about 50 s; 16 clients send at once.
//! Reported: the time from sending a solve to reading the server's
//! standing, p50/p99/max, and the same for the starts; the server's CPU
//! time from `/proc`. Benchmarks assert nothing about time.

use protocol::daily::hand::daily_hand;
use protocol::daily::{DailyReply, DailyRequest, PATH};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[path = "../tests/common/process.rs"]
mod process;

const BROWSERS: usize = 10_000;
const CLIENTS: usize = 16;
/// The whole run's pace: every browser's pair within this.
const SPREAD: Duration = Duration::from_secs(50);

fn today() -> i64 {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    (secs / 86_400) as i64
}

fn post(addr: SocketAddr, n: usize, request: &DailyRequest) -> (Duration, Option<DailyReply>) {
    let body = request.encode();
    let began = Instant::now();
    let head = format!(
        "POST {PATH} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: {}\r\nX-Forwarded-For: 10.{}.{}.{}\r\nConnection: close\r\n\r\n",
        body.len(),
        n >> 16,
        (n >> 8) & 0xff,
        n & 0xff
    );
    let reply = (|| {
        let mut s = TcpStream::connect(addr).ok()?;
        s.write_all(head.as_bytes()).ok()?;
        s.write_all(body.as_bytes()).ok()?;
        let mut response = String::new();
        s.read_to_string(&mut response).ok()?;
        DailyReply::decode(response.split_once("\r\n\r\n")?.1).ok()
    })();
    (began.elapsed(), reply)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = after.split_whitespace().collect();
    let field = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // utime and stime, the 14th and 15th fields of the line.
    field(11) + field(12)
}

fn run(engine: &str, args: &[&str]) {
    let (mut child, addr) = process::spawn_with(args, std::process::Stdio::null());
    let day = today();
    let numbers: Vec<solver::Rational> = daily_hand(day)
        .iter()
        .map(|c| solver::Rational::from_integer(c.rank().into()))
        .collect();
    let answer = solver::solve(
        &numbers,
        solver::Rational::from_integer(24),
        Default::default(),
    )
    .unwrap()
    .solutions(solver::Level::Distinct)[0]
        .ascii();
    let cpu_before = cpu_ticks(child.id());
    let began = Instant::now();
    let (starts, solves, failed) = (
        Arc::new(Mutex::new(Vec::new())),
        Arc::new(Mutex::new(Vec::new())),
        Arc::new(Mutex::new(0usize)),
    );
    let threads: Vec<_> = (0..CLIENTS)
        .map(|c| {
            let (starts, solves, failed) = (
                Arc::clone(&starts),
                Arc::clone(&solves),
                Arc::clone(&failed),
            );
            let answer = answer.clone();
            std::thread::spawn(move || {
                for n in (c..BROWSERS).step_by(CLIENTS) {
                    // This browser's moment in the spread.
                    let due = SPREAD.mul_f64(n as f64 / BROWSERS as f64);
                    if let Some(wait) = due.checked_sub(began.elapsed()) {
                        std::thread::sleep(wait);
                    }
                    let browser = format!("{n:032x}");
                    let (took, reply) = post(
                        addr,
                        n,
                        &DailyRequest::Start {
                            day,
                            browser: browser.clone(),
                        },
                    );
                    if reply != Some(DailyReply::Started) {
                        *failed.lock().unwrap() += 1;
                        continue;
                    }
                    starts.lock().unwrap().push(took);
                    let solve = DailyRequest::Solve {
                        day,
                        browser,
                        answer: answer.clone(),
                    };
                    match post(addr, n, &solve) {
                        (took, Some(DailyReply::Standing(_))) => solves.lock().unwrap().push(took),
                        _ => *failed.lock().unwrap() += 1,
                    }
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let elapsed = began.elapsed();
    let cpu = (cpu_ticks(child.id()) - cpu_before) as f64 / 100.0;
    let _ = child.kill();
    let _ = child.wait();
    for (what, list) in [("start", &starts), ("solve", &solves)] {
        let mut list = list.lock().unwrap().clone();
        list.sort();
        if list.is_empty() {
            println!("{engine}: no {what} answered");
            continue;
        }
        println!(
            "{engine:<10} {what}: {:>6} answered, p50 {}, p99 {}, max {}",
            list.len(),
            ms(percentile(&list, 0.5)),
            ms(percentile(&list, 0.99)),
            ms(*list.last().unwrap())
        );
    }
    println!(
        "{engine:<10} {} browsers in {:.1} s, {} failed; server CPU {cpu:.2} s",
        BROWSERS,
        elapsed.as_secs_f64(),
        failed.lock().unwrap()
    );
}

fn main() {
    let data = process::fresh_data_dir();
    let data_arg = data.display().to_string();
    run(
        "sqlite",
        &["--data", &data_arg, "--behind-proxy", "--log", "error"],
    );
    let _ = std::fs::remove_dir_all(&data);
    match std::env::var("TWENTYFOUR_POSTGRES") {
        Ok(base) => {
            let name = format!("bench_{}", std::process::id());
            let url = create_database(&base, &name);
            run(
                "postgres",
                &["--database", &url, "--behind-proxy", "--log", "error"],
            );
        }
        Err(_) => println!("postgres: skipped, TWENTYFOUR_POSTGRES names no server"),
    }
}

/// A fresh database on the PostgreSQL server at `base`.
fn create_database(base: &str, name: &str) -> String {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let (admin, connection) =
            tokio_postgres::connect(&format!("{base}/postgres"), tokio_postgres::NoTls)
                .await
                .unwrap();
        tokio::spawn(connection);
        for statement in [
            format!("DROP DATABASE IF EXISTS {name}"),
            format!("CREATE DATABASE {name}"),
        ] {
            admin.batch_execute(&statement).await.unwrap();
        }
    });
    format!("{base}/{name}")
}
