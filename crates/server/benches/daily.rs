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
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[path = "../tests/common/hands.rs"]
mod hands;
#[path = "../tests/common/http.rs"]
mod http;
#[path = "../tests/common/postgres.rs"]
mod postgres;

use hands::{right, today};
#[path = "../tests/common/process.rs"]
mod process;

const BROWSERS: usize = 10_000;
/// Homework's students; each answers 10 hands.
const STUDENTS: usize = 200;
const HOMEWORK_SPREAD: Duration = Duration::from_secs(40);
const CLIENTS: usize = 16;
/// The whole run's pace: every browser's pair within this.
const SPREAD: Duration = Duration::from_secs(50);

fn post(addr: SocketAddr, n: usize, request: &DailyRequest) -> (Duration, Option<DailyReply>) {
    let began = Instant::now();
    let reply =
        post_text(addr, PATH, &request.encode(), n).and_then(|t| DailyReply::decode(&t).ok());
    (began.elapsed(), reply)
}

/// The body of the response to `body` posted to `path` as client `n`.
fn post_text(addr: SocketAddr, path: &str, body: &str, n: usize) -> Option<String> {
    http::post(addr, path, body, n as u32).map(|(_, text)| text)
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
    let answer = right(&daily_hand(day));
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
    let homework = homework(addr);
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
    let (mut answers, took, failed) = homework;
    answers.sort();
    if let (Some(max), false) = (answers.last(), answers.is_empty()) {
        println!(
            "{engine:<10} homework answer: {:>6} answered, p50 {}, p99 {}, max {}; {} answers in {:.1} s, {failed} failed",
            answers.len(),
            ms(percentile(&answers, 0.5)),
            ms(percentile(&answers, 0.99)),
            ms(*max),
            answers.len(),
            took.as_secs_f64()
        );
    }
}

/// Homework's answers: 200 students each play an assignment of 10 hands
/// (2,000 answers), paced over [`HOMEWORK_SPREAD`]; the time from sending
/// a right answer to reading `Solved`, the run's length, and failures.
fn homework(addr: SocketAddr) -> (Vec<Duration>, Duration, usize) {
    use protocol::homework::{Assignment, Reply, Request};
    let ask = move |request: &Request, from: usize| -> (Duration, Option<Reply>) {
        let began = Instant::now();
        let reply = post_text(addr, protocol::homework::PATH, &request.encode(), from)
            .and_then(|text| Reply::decode(&text).ok());
        (began.elapsed(), reply)
    };
    let a = Assignment {
        hands: 10,
        ..Assignment::default()
    };
    let Some(Reply::Created { code, .. }) = ask(&Request::Create(a), 1).1 else {
        println!("homework: no assignment made");
        return (Vec::new(), Duration::ZERO, 0);
    };
    let tokens: Vec<String> = (0..STUDENTS)
        .filter_map(|n| {
            match ask(
                &Request::Join {
                    code,
                    nickname: format!("s{n}"),
                },
                n,
            )
            .1
            {
                Some(Reply::Joined { token, .. }) => Some(token),
                _ => None,
            }
        })
        .collect();
    let began = Instant::now();
    let (answers, failed) = (
        Arc::new(Mutex::new(Vec::new())),
        Arc::new(Mutex::new(0usize)),
    );
    let threads: Vec<_> = (0..CLIENTS)
        .map(|c| {
            let (tokens, answers, failed) =
                (tokens.clone(), Arc::clone(&answers), Arc::clone(&failed));
            std::thread::spawn(move || {
                let total = tokens.len() * 10;
                for i in (c..total).step_by(CLIENTS) {
                    let (n, _) = (i % tokens.len(), i / tokens.len());
                    let due = HOMEWORK_SPREAD.mul_f64(i as f64 / total as f64);
                    if let Some(wait) = due.checked_sub(began.elapsed()) {
                        std::thread::sleep(wait);
                    }
                    let token = tokens[n].clone();
                    let Some(Reply::Hand { hand, cards, .. }) = ask(
                        &Request::Next {
                            code,
                            token: token.clone(),
                        },
                        n,
                    )
                    .1
                    else {
                        *failed.lock().unwrap() += 1;
                        continue;
                    };
                    let text = right(&protocol::card::to_cards(&cards));
                    match ask(
                        &Request::Answer {
                            code,
                            token,
                            hand,
                            text,
                        },
                        n,
                    ) {
                        (took, Some(Reply::Solved { .. })) => answers.lock().unwrap().push(took),
                        _ => *failed.lock().unwrap() += 1,
                    }
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let answers = answers.lock().unwrap().clone();
    let failed = *failed.lock().unwrap();
    (answers, began.elapsed(), failed)
}

fn main() {
    let data = process::fresh_data_dir();
    let data_arg = data.display().to_string();
    run(
        "sqlite",
        &["--data", &data_arg, "--behind-proxy", "--log", "error"],
    );
    let _ = std::fs::remove_dir_all(&data);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    if let Some((base, name)) = runtime.block_on(postgres::fresh_database("bench")) {
        let url = format!("{base}/{name}");
        run(
            "postgres",
            &["--database", &url, "--behind-proxy", "--log", "error"],
        );
    }
}
