//! `cargo xtask bench --lighthouse [--runs N] [--against DIR] [--lang TAG] [--busy N]`: Lighthouse
//! (npm `lighthouse@13`, with the machine's Chromium) on the release build,
//! served by the Rooms server as a real host serves it (compressed, with
//! its cache headers and Content-Security-Policy), on a phone: Lighthouse's
//! default mobile run, a simulated slow 4G network and a 4× slower CPU.
//!
//! Prints each run and the median of each figure: the four category
//! scores, Largest Contentful Paint, Total Blocking Time, Cumulative Layout
//! Shift, First Contentful Paint, Time to Interactive, the main thread's
//! work (all of it, and script evaluation, style and layout, and "other"
//! on their own) and the bytes loaded. With `--against
//! DIR`, another build (an older `dist/`, say) is measured in the same
//! sitting, its runs alternating with this build's, so the two compare
//! under the same load. With `--lang TAG` (`zh-CN`, say), the browser
//! prefers that language, as a reader of it would have it: the page starts
//! in it. With `--busy N`, N threads spin on the machine's cores for the
//! whole sitting, as a phone busy with other apps would be. Asserts
//! nothing.

use crate::{cargo, exec, root, serve, step, test, tools, Result};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// The figures of one run.
#[derive(Clone, Debug, Default)]
struct Run {
    performance: f64,
    accessibility: f64,
    best_practices: f64,
    seo: f64,
    lcp_ms: f64,
    tbt_ms: f64,
    cls: f64,
    fcp_ms: f64,
    kib: f64,
    tti_ms: f64,
    /// The main thread's work, in all and by Lighthouse's groups.
    main_ms: f64,
    script_ms: f64,
    style_ms: f64,
    other_ms: f64,
    /// What Lighthouse found as the largest paint: its CSS selector.
    lcp_element: String,
}

pub fn run(args: &[String]) -> Result {
    let mut runs = 3;
    let mut against = None;
    let mut lang = None;
    let mut busy = 0;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--runs" => {
                runs = rest
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|&n: &usize| n > 0)
                    .ok_or("--runs needs a positive number")?;
            }
            "--against" => {
                let dir = PathBuf::from(rest.next().ok_or("--against needs a directory")?);
                if !dir.join("index.html").is_file() {
                    return Err(format!("{} has no index.html", dir.display()));
                }
                against = Some(dir);
            }
            "--lang" => lang = Some(rest.next().ok_or("--lang needs a language tag")?.clone()),
            "--busy" => {
                busy = rest
                    .next()
                    .and_then(|n| n.parse().ok())
                    .ok_or("--busy needs a number of threads")?;
            }
            other => return Err(format!("unexpected argument: {other}")),
        }
    }
    tools::web()?;
    tools::browser()?;
    let lighthouse = tools::lighthouse()?;
    let chromium = tools::find_browser().ok_or("no Chromium found")?;
    let dist = test::release_build()?;
    step("building the Rooms server, which serves the build");
    exec(cargo().args([
        "build",
        "--profile",
        serve::PROFILE,
        "-p",
        "twentyfour-server",
    ]))?;

    let mut builds = vec![("this build", dist)];
    builds.extend(against.map(|d| ("--against", d)));
    let servers: Vec<Served> = builds
        .iter()
        .map(|(_, dir)| Served::start(dir))
        .collect::<Result<_>>()?;
    let _load = Load::start(busy);
    let mut seen: Vec<Vec<Run>> = vec![Vec::new(); builds.len()];
    for round in 1..=runs {
        for (i, server) in servers.iter().enumerate() {
            step(&format!(
                "Lighthouse, {}, run {round} of {runs}",
                builds[i].0
            ));
            let run = lighthouse_run(&lighthouse, &chromium, &server.url, lang.as_deref())?;
            println!("    {}", line(&run));
            seen[i].push(run);
        }
    }
    for (i, (name, dir)) in builds.iter().enumerate() {
        step(&format!("{name} ({}): median of {runs}", dir.display()));
        println!("    {}", line(&median(&seen[i])));
        println!(
            "    performance over the runs: {:?}",
            seen[i].iter().map(|r| r.performance).collect::<Vec<_>>()
        );
    }
    Ok(())
}

fn line(r: &Run) -> String {
    format!(
        "performance {:.0}, accessibility {:.0}, best practices {:.0}, SEO {:.0}; \
         LCP {:.2} s ({}), TBT {:.0} ms, CLS {:.3}, FCP {:.2} s, TTI {:.2} s, \
         main thread {:.2} s (script {:.2}, style and layout {:.2}, other {:.2}), {:.0} KiB",
        r.performance,
        r.accessibility,
        r.best_practices,
        r.seo,
        r.lcp_ms / 1000.0,
        r.lcp_element,
        r.tbt_ms,
        r.cls,
        r.fcp_ms / 1000.0,
        r.tti_ms / 1000.0,
        r.main_ms / 1000.0,
        r.script_ms / 1000.0,
        r.style_ms / 1000.0,
        r.other_ms / 1000.0,
        r.kib
    )
}

/// The median of each figure on its own.
fn median(runs: &[Run]) -> Run {
    let m = |f: fn(&Run) -> f64| {
        let mut v: Vec<f64> = runs.iter().map(f).collect();
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    Run {
        performance: m(|r| r.performance),
        accessibility: m(|r| r.accessibility),
        best_practices: m(|r| r.best_practices),
        seo: m(|r| r.seo),
        lcp_ms: m(|r| r.lcp_ms),
        tbt_ms: m(|r| r.tbt_ms),
        cls: m(|r| r.cls),
        fcp_ms: m(|r| r.fcp_ms),
        kib: m(|r| r.kib),
        tti_ms: m(|r| r.tti_ms),
        main_ms: m(|r| r.main_ms),
        script_ms: m(|r| r.script_ms),
        style_ms: m(|r| r.style_ms),
        other_ms: m(|r| r.other_ms),
        lcp_element: String::from("median"),
    }
}

/// One Lighthouse run on `url`, in a fresh profile.
fn lighthouse_run(
    lighthouse: &Path,
    chromium: &Path,
    url: &str,
    lang: Option<&str>,
) -> Result<Run> {
    let out =
        std::env::temp_dir().join(format!("twentyfour-lighthouse-{}.json", std::process::id()));
    // `--lang` sets `navigator.languages`, `--accept-lang` what is asked of
    // the server: both, as for a browser set up in that language.
    let lang = lang
        .map(|tag| format!(" --lang={tag} --accept-lang={tag}"))
        .unwrap_or_default();
    let status = Command::new("node")
        .arg(lighthouse)
        .arg(url)
        .args(["--output=json", "--quiet"])
        .arg(format!(
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run \
             --disable-background-networking --disable-component-update --disable-sync{lang}"
        ))
        .arg(format!("--output-path={}", out.display()))
        .env("CHROME_PATH", chromium)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run Lighthouse: {e}"))?;
    if !status.success() {
        return Err(format!("Lighthouse failed on {url} ({status})"));
    }
    let text = std::fs::read_to_string(&out).map_err(|e| format!("no Lighthouse report: {e}"))?;
    let _ = std::fs::remove_file(&out);
    parse(&text)
}

/// The figures of a Lighthouse JSON report.
fn parse(text: &str) -> Result<Run> {
    let report: serde_json::Value =
        serde_json::from_str(text).map_err(|e| format!("unreadable Lighthouse report: {e}"))?;
    let score = |category: &str| {
        report["categories"][category]["score"]
            .as_f64()
            .map(|s| s * 100.0)
            .ok_or(format!("the report has no {category} score"))
    };
    let audit = |id: &str| {
        report["audits"][id]["numericValue"]
            .as_f64()
            .ok_or(format!("the report has no {id} value"))
    };
    Ok(Run {
        performance: score("performance")?,
        accessibility: score("accessibility")?,
        best_practices: score("best-practices")?,
        seo: score("seo")?,
        lcp_ms: audit("largest-contentful-paint")?,
        tbt_ms: audit("total-blocking-time")?,
        cls: audit("cumulative-layout-shift")?,
        fcp_ms: audit("first-contentful-paint")?,
        kib: audit("total-byte-weight")? / 1024.0,
        // Lighthouse 13 still measures Time to Interactive, outside the
        // score; an older report without it reads as not a number.
        tti_ms: audit("interactive").unwrap_or(f64::NAN),
        main_ms: audit("mainthread-work-breakdown")?,
        script_ms: work_group(&report, "scriptEvaluation"),
        style_ms: work_group(&report, "styleLayout"),
        other_ms: work_group(&report, "other"),
        lcp_element: lcp_element(&report),
    })
}

/// The main thread's time in one of Lighthouse's groups of work.
fn work_group(report: &serde_json::Value, group: &str) -> f64 {
    report["audits"]["mainthread-work-breakdown"]["details"]["items"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|item| item["group"].as_str() == Some(group))
        .filter_map(|item| item["duration"].as_f64())
        .sum()
}

/// Threads that keep the machine's cores busy until dropped.
struct Load {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    threads: Vec<std::thread::JoinHandle<()>>,
}

impl Load {
    fn start(threads: usize) -> Load {
        use std::sync::atomic::{AtomicBool, Ordering};
        let stop = std::sync::Arc::new(AtomicBool::new(false));
        let threads = (0..threads)
            .map(|_| {
                let stop = stop.clone();
                std::thread::spawn(move || {
                    let mut x = 0u64;
                    while !stop.load(Ordering::Relaxed) {
                        x = std::hint::black_box(
                            x.wrapping_mul(6364136223846793005).wrapping_add(1),
                        );
                    }
                })
            })
            .collect();
        Load { stop, threads }
    }
}

impl Drop for Load {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

/// The selector of the largest paint's element, from the LCP breakdown.
fn lcp_element(report: &serde_json::Value) -> String {
    report["audits"]["lcp-breakdown-insight"]["details"]["items"]
        .as_array()
        .into_iter()
        .flatten()
        .find_map(|item| item["selector"].as_str())
        .unwrap_or("?")
        .to_string()
}

/// The Rooms server serving a build on a free port; stopped when dropped.
struct Served {
    child: Child,
    url: String,
}

impl Served {
    fn start(dist: &Path) -> Result<Served> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("no free port: {e}"))?
            .port();
        let binary = root()
            .join("target")
            .join(serve::PROFILE)
            .join("twentyfour-server");
        let child = Command::new(binary)
            .args(["--port", &port.to_string(), "--dist"])
            .arg(dist)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start the server: {e}"))?;
        let url = format!("http://127.0.0.1:{port}/");
        // Ready when it answers its health check.
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return Ok(Served { child, url });
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        Err(format!("the server on port {port} did not start"))
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_gives_its_figures_and_medians_are_per_figure() {
        let report = r#"{"categories": {"performance": {"score": 0.98}, "accessibility": {"score": 1},
            "best-practices": {"score": 1}, "seo": {"score": 0.92}},
            "audits": {"largest-contentful-paint": {"numericValue": 910.5},
            "total-blocking-time": {"numericValue": 112}, "cumulative-layout-shift": {"numericValue": 0},
            "first-contentful-paint": {"numericValue": 761}, "total-byte-weight": {"numericValue": 212992},
            "interactive": {"numericValue": 2420},
            "mainthread-work-breakdown": {"numericValue": 1810, "details": {"items": [
                {"group": "scriptEvaluation", "duration": 390},
                {"group": "styleLayout", "duration": 100}, {"group": "styleLayout", "duration": 40},
                {"group": "other", "duration": 520}]}}}}"#;
        let run = parse(report).unwrap();
        assert_eq!(
            (run.performance, run.seo, run.tbt_ms, run.kib),
            (98.0, 92.0, 112.0, 208.0)
        );
        assert_eq!(
            (
                run.tti_ms,
                run.main_ms,
                run.script_ms,
                run.style_ms,
                run.other_ms
            ),
            (2420.0, 1810.0, 390.0, 140.0, 520.0)
        );
        assert!(parse("{}").is_err());
        let runs = [
            Run {
                lcp_ms: 3.0,
                tbt_ms: 10.0,
                ..run.clone()
            },
            Run {
                lcp_ms: 1.0,
                tbt_ms: 30.0,
                ..run.clone()
            },
            Run {
                lcp_ms: 2.0,
                tbt_ms: 20.0,
                ..run
            },
        ];
        let m = median(&runs);
        assert_eq!((m.lcp_ms, m.tbt_ms), (2.0, 20.0));
    }
}
