//! Accessibility checks with axe-core, the standard engine, run inside the
//! page under test.
//!
//! `cargo xtask test` installs axe-core with npm and names its `axe.min.js`
//! in `TWENTYFOUR_AXE`; without it the checks say once that they are skipped
//! and pass. A check runs axe at a phone's and a laptop's width and fails on
//! any violation of the rules tagged [`TAGS`], listing each violation with
//! its impact and the elements it found. It also fails on text whose
//! contrast axe cannot measure (over a gradient or an image, say): every
//! text's contrast is checked, not assumed. The one exception is text inside
//! an SVG chart, whose background axe cannot find: its colour pairs are
//! checked by `tests/contrast.rs` instead.

use crate::harness::{Page, Result, WIDTHS};
use serde_json::{json, Value};
use std::io::Write;
use std::path::PathBuf;
use std::sync::{Once, OnceLock};

/// WCAG 2.0 levels A and AA, and axe's own best practices.
pub const TAGS: [&str; 3] = ["wcag2a", "wcag2aa", "best-practice"];

/// Runs axe (loaded by [`LOAD`] in front of it) on the whole document and
/// answers with the violations and the contrasts axe could not measure (its
/// "incomplete" color-contrast results), or `{error}`.
/// What goes in front of [`RUN`]: axe's source, run as part of the script
/// WebDriver runs (the page's Content-Security-Policy refuses a `<script>`
/// added to it, and `eval`), unless axe is there already.
const LOAD: &str = "if (!window.axe) {\n{source}\n}\n";

const RUN: &str = r#"
const [tags, done] = arguments;
if (!window.axe) {
    done({ error: "axe did not load" });
    return;
}
const brief = (v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(" "),
        summary: n.failureSummary,
    })),
});
axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations", "incomplete"], elementRef: true })
    .then((results) => done({
        violations: results.violations.map(brief),
        // Axe cannot find the background of a chart's SVG text (and calls
        // a one-digit label too short to judge); those colours are pairs
        // that tests/contrast.rs checks in both themes.
        unmeasured: results.incomplete
            .filter((v) => v.id === "color-contrast")
            .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !n.element.closest("svg")) }))
            .filter((v) => v.nodes.length > 0)
            .map(brief),
    }))
    .catch((e) => done({ error: String(e) }));
"#;

/// The text of `axe.min.js`, read once; `None` when `TWENTYFOUR_AXE` is unset.
fn source() -> Option<&'static Result<String>> {
    static SOURCE: OnceLock<Option<Result<String>>> = OnceLock::new();
    SOURCE
        .get_or_init(|| {
            let path = PathBuf::from(std::env::var_os("TWENTYFOUR_AXE")?);
            Some(
                std::fs::read_to_string(&path)
                    .map_err(|e| format!("cannot read axe-core at {}: {e}", path.display())),
            )
        })
        .as_ref()
}

/// Whether the checks will run: `TWENTYFOUR_AXE` names axe-core.
pub fn available() -> bool {
    source().is_some()
}

impl Page {
    /// Runs axe on the page as it is now, at each screenshot width; fails
    /// listing every violation. `state` names the page state in the failure.
    pub async fn check_accessibility(&self, state: &str) -> Result {
        let Some(source) = source() else {
            static SAID: Once = Once::new();
            SAID.call_once(|| {
                let line = "accessibility checks skipped: run `cargo xtask test` (installs \
                            axe-core and names it in TWENTYFOUR_AXE)\n";
                let _ = std::io::stderr().write_all(line.as_bytes());
            });
            return Ok(());
        };
        let source = source.as_ref().map_err(Clone::clone)?;
        // Each state the accessibility checks cover keeps its policy too.
        self.no_csp_violations().await?;
        let script = LOAD.replace("{source}", source) + RUN;
        let mut found = Vec::new();
        for (width, height) in WIDTHS {
            self.set_viewport(width, height).await?;
            let results = self.js_async(&script, json!([TAGS])).await?;
            if let Some(error) = results.get("error") {
                return Err(format!("axe failed in state `{state}`: {error}"));
            }
            for (kind, prefix) in [("violations", ""), ("unmeasured", "unmeasured ")] {
                let listed = results[kind].as_array().into_iter().flatten();
                found.extend(listed.map(|v| describe(v, prefix, width)));
            }
        }
        if found.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{} accessibility problem(s) ({}) in state `{state}`:\n{}",
                found.len(),
                TAGS.join(", "),
                found.join("\n")
            ))
        }
    }
}

/// One violation as lines: rule, impact, help, then each element and why.
fn describe(violation: &Value, prefix: &str, width: u32) -> String {
    let text = |v: &Value, key: &str| v[key].as_str().unwrap_or("?").to_string();
    let mut lines = vec![format!(
        "- {prefix}{} ({}) at {width} px: {}",
        text(violation, "id"),
        text(violation, "impact"),
        text(violation, "help")
    )];
    for node in violation["nodes"].as_array().into_iter().flatten() {
        let summary = text(node, "summary").replace('\n', " ");
        lines.push(format!("    {}: {summary}", text(node, "target")));
    }
    lines.join("\n")
}
