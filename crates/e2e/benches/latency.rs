//! The latency benchmark, run by `cargo xtask bench` (`cargo bench --bench
//! latency`): in the release build of the app, in headless Chromium, the time
//! from the click on a hand's last card to the first animation frame after the
//! answer is on the page.
//!
//! Each hand is opened once, then measured [`RUNS`] times (eight cards,
//! whose solve takes seconds, [`BIG_RUNS`] times): Backspace empties
//! the last slot, a click on it opens the picker, and the page times itself
//! from just before the card's click until `#solutions` (or `#verdict`, for a
//! hand with no solution) shows the answer and a `requestAnimationFrame`
//! callback has run. The first run, on a freshly loaded page, counts too.
//!
//! Prints the median and the slowest run per hand, then the same for the
//! moment the answer was in the DOM: the difference is mostly the wait for
//! the next frame, up to one frame interval. For hands the worker solves it
//! also prints when the count was in the page, which comes before the first
//! page of solutions (the worker counts, then sends a page when asked).
//! Asserts nothing about time.
//! Then Explore: from the click on Explore in the header to the headline
//! figures for 1..13 and to the full targets chart (1..100), on a freshly
//! loaded page each run.
//!
//! Without a build named by `TWENTYFOUR_E2E_DIST`, says it is skipped.

use cards::Card;
use fantoccini::key::Key;
use serde_json::json;
use twentyfour_e2e::{Page, Result};

const RUNS: usize = 25;
/// Runs of the eight-card hand, 1..8 → 24: seconds each.
const BIG_RUNS: usize = 5;

/// A hand with its last slot empty, and the card that completes it.
struct Hand {
    query: &'static str,
    card: &'static str,
    solvable: bool,
}

const HANDS: [Hand; 7] = [
    hand("?cards=3s-3h-8c-_", "8d", true),
    hand("?cards=as-2h-3d-_", "4c", true),
    hand("?cards=ts-jh-qd-_", "kc", true),
    // No solution: the search cannot stop early.
    hand("?cards=as-ah-ad-_", "ac", false),
    hand("?cards=as-2h-3d-4c-_", "5s", true),
    hand("?cards=as-2h-3d-4c-5s-_", "6h", true),
    // 361,402 distinct solutions.
    hand("?cards=as-2h-3d-4c-5s-6h-7d-_", "8s", true),
];

const fn hand(query: &'static str, card: &'static str, solvable: bool) -> Hand {
    Hand {
        query,
        card,
        solvable,
    }
}

/// Clicks `arguments[0]`'s card in the open picker and answers with the
/// milliseconds until the answer is in the DOM and until the first animation
/// frame after that, and how many solutions it lists. The verdict always
/// changes when an answer arrives (it said how many cards were missing), and
/// the list is drawn in the same update, so the observer sees both at once.
const MEASURE: &str = r#"
const [card, done] = [arguments[0], arguments[arguments.length - 1]];
const button = document.querySelector(`#picker [data-card="${card}"]`);
const verdict = () => document.querySelector('#verdict')?.textContent;
const before = verdict();
if (!button || before === undefined) {
    done({ error: `no #picker [data-card="${card}"] or no #verdict` });
    return;
}
let t0, dom, count;
const observer = new MutationObserver(check);
function check() {
    // A hand solved by the worker has an empty verdict, then "Solving…",
    // then its count, and its first page after: the answer is a verdict with
    // a number and, for a solvable hand, its first solutions.
    if (dom !== undefined || verdict() === before || !/\d/.test(verdict())) return;
    if (count === undefined) count = performance.now();
    if (!/^No way/.test(verdict()) && !document.querySelector('#solutions li')) return;
    dom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => done({
        frame: performance.now() - t0,
        dom: dom - t0,
        count: count - t0,
        solutions: document.querySelectorAll('#solutions li').length,
    }));
}
observer.observe(document.body,
    { subtree: true, childList: true, characterData: true });
setTimeout(() => dom === undefined && done({ error: `no answer 25 s after ${card}` }), 25000);
t0 = performance.now();
button.click();
check();
"#;

/// Clicks Explore in the header and answers with the milliseconds until the
/// headline figures are on the page and until the targets chart has all its
/// bars, each at the first animation frame after, and the headline's text.
const EXPLORE: &str = r#"
const done = arguments[arguments.length - 1];
const button = document.querySelector('#view-explore');
if (!button) { done({ error: 'no #view-explore' }); return; }
let t0, headline, chart;
function poll() {
    const now = performance.now();
    if (headline === undefined && document.querySelector('#solvable-hands')) headline = now - t0;
    if (document.querySelectorAll('#targets-chart .bar').length === 100) {
        chart = now - t0;
        done({ headline, chart, text: document.querySelector('#solvable-hands')?.textContent });
        return;
    }
    if (now - t0 > 20000) { done({ error: 'no targets chart 20 s after the click' }); return; }
    requestAnimationFrame(poll);
}
t0 = performance.now();
button.click();
requestAnimationFrame(poll);
"#;

/// Explore's runs on a freshly loaded page (its cache is per page): the
/// headline figures and the full targets chart for 1..13, 4 cards.
async fn measure_explore(page: &Page) -> Result<(Vec<f64>, Vec<f64>)> {
    let (mut headline, mut chart) = (Vec::new(), Vec::new());
    for _ in 0..EXPLORE_RUNS {
        page.open("/").await?;
        page.wait_displayed("#view-explore").await?;
        let result = page.js_async(EXPLORE, json!([])).await?;
        if let Some(error) = result["error"].as_str() {
            return Err(error.to_string());
        }
        if !result["text"].as_str().unwrap_or("").contains("1,362") {
            return Err(format!("wrong headline: {result}"));
        }
        match (result["headline"].as_f64(), result["chart"].as_f64()) {
            (Some(h), Some(c)) => {
                headline.push(h);
                chart.push(c);
            }
            _ => return Err(format!("not times: {result}")),
        }
    }
    Ok((headline, chart))
}

const EXPLORE_RUNS: usize = 7;

fn main() {
    let Some(dist) = twentyfour_e2e::dist() else {
        println!("latency benchmark skipped: needs a release build (cargo xtask bench builds one)");
        return;
    };
    if let Err(message) = twentyfour_e2e::in_browser(dist, "latency", async |page| {
        for hand in &HANDS {
            let (frame, dom, count) = measure(page, hand).await?;
            let (median, max) = summary(frame);
            println!(
                "last card → answer, {}: median {median:.1} ms, max {max:.1} ms ({} runs)",
                hand.label(),
                hand.runs()
            );
            let (median, max) = summary(dom);
            println!("    answer in the DOM after: median {median:.1} ms, max {max:.1} ms");
            if hand.cards() >= 6 {
                let (median, max) = summary(count);
                println!("    count in the DOM after: median {median:.1} ms, max {max:.1} ms");
            }
        }
        let (headline, chart) = measure_explore(page).await?;
        let (median, max) = summary(headline);
        println!(
            "Explore 1..13, click → headline figures: median {median:.1} ms, max {max:.1} ms ({EXPLORE_RUNS} runs)"
        );
        let (median, max) = summary(chart);
        println!("Explore 1..13, click → targets chart 1..100 filled: median {median:.1} ms, max {max:.1} ms");
        Ok(())
    }) {
        eprintln!("latency benchmark failed: {message}");
        std::process::exit(1);
    }
}

impl Hand {
    fn cards(&self) -> usize {
        self.query.split('-').count()
    }

    fn runs(&self) -> usize {
        if self.cards() == 8 {
            BIG_RUNS
        } else {
            RUNS
        }
    }

    /// `4 cards (3 3 8 8)`
    fn label(&self) -> String {
        let codes = self.query.trim_start_matches("?cards=").split('-');
        let ranks: Vec<String> = codes
            .chain([self.card])
            .filter_map(Card::from_code)
            .map(|card| card.rank().to_string())
            .collect();
        format!("{} cards ({})", ranks.len(), ranks.join(" "))
    }
}

/// Times the hand's runs of picking its last card: milliseconds to the
/// frame after the answer, to the answer in the DOM, and to the count in it.
async fn measure(page: &Page, hand: &Hand) -> Result<(Vec<f64>, Vec<f64>, Vec<f64>)> {
    let slot = hand.cards() - 1;
    let slot_css = format!(r#"#hand button.slot[data-slot="{slot}"]"#);
    page.open(hand.query).await?;
    let (mut frame, mut dom, mut count) = (Vec::new(), Vec::new(), Vec::new());
    for run in 0..hand.runs() {
        if run > 0 {
            // Focus went back to the slot when the picker closed.
            page.press(Key::Backspace).await?;
            page.wait("the last slot to be empty", async || {
                match page.count(&format!("{slot_css}.empty")).await? {
                    1 => Ok(()),
                    _ => Err("still filled".into()),
                }
            })
            .await?;
        }
        page.click(&slot_css).await?;
        page.wait_displayed("#picker").await?;
        let result = page.js_async(MEASURE, json!([hand.card])).await?;
        let what = format!("{} + {}", hand.query, hand.card);
        if let Some(error) = result["error"].as_str() {
            return Err(format!("{what}: {error}"));
        }
        // A wrong answer would make the time meaningless.
        let shown = result["solutions"].as_u64().unwrap_or(0);
        if hand.solvable != (shown > 0) {
            return Err(format!("{what}: {shown} solutions shown"));
        }
        match (
            result["frame"].as_f64(),
            result["dom"].as_f64(),
            result["count"].as_f64(),
        ) {
            (Some(f), Some(d), Some(c)) => {
                frame.push(f);
                dom.push(d);
                count.push(c);
            }
            _ => return Err(format!("{what}: not times: {result}")),
        }
    }
    Ok((frame, dom, count))
}

/// The median and the maximum.
fn summary(mut times: Vec<f64>) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2], times[times.len() - 1])
}
