//! `cargo xtask docs [--check]`: the guide (`docs/`, an mdBook) and the
//! other Markdown of the repository, checked, then the book built into
//! `target/book/` (with mdbook, installed when missing); `--check` checks
//! only. The check is also a unit test, so `cargo test` runs it.
//!
//! What the check promises, for `README.md`, `ARCHITECTURE.md`, every
//! `docs/**/*.md` and every `crates/*/README.md`:
//! - every relative link reaches a file of the repository, and every
//!   `#anchor` a heading of its page (as mdBook and GitHub name them);
//! - every path in backquotes that starts at the repository's root
//!   (`crates/server/src/site.rs`, `docs/`) exists;
//! - `README.md` has at most [`README_LINES`] lines and `ARCHITECTURE.md`
//!   at most [`ARCHITECTURE_LINES`];
//! - the guide's page on development shows `cargo xtask help` as it is
//!   ([`crate::USAGE`]), and its page on links names every parameter the
//!   link reader reads.

use crate::{exec, root, step, tools, Result};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A README a newcomer reads in minutes.
pub const README_LINES: usize = 200;
/// An architecture a newcomer reads in one sitting.
pub const ARCHITECTURE_LINES: usize = 300;

pub fn run(args: &[String]) -> Result {
    let check_only = match args {
        [] => false,
        [flag] if flag == "--check" => true,
        _ => return Err(format!("unexpected arguments: {}", args.join(" "))),
    };
    let problems = check(&root());
    if !problems.is_empty() {
        return Err(format!("the docs have problems:\n{}", problems.join("\n")));
    }
    step("docs: every link, anchor and path resolves");
    if check_only {
        return Ok(());
    }
    let mdbook = tools::mdbook()?;
    let out = root().join("target/book");
    exec(
        Command::new(mdbook)
            .arg("build")
            .arg(root().join("docs"))
            .arg("--dest-dir")
            .arg(&out),
    )?;
    step(&format!(
        "the guide is in {}",
        out.join("index.html").display()
    ));
    Ok(())
}

/// Every problem of the repository's Markdown under `root`, one line each.
pub fn check(root: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    for file in markdown_files(root) {
        let Ok(text) = std::fs::read_to_string(&file) else {
            problems.push(format!("{}: cannot read", file.display()));
            continue;
        };
        let name = file
            .strip_prefix(root)
            .unwrap_or(&file)
            .display()
            .to_string();
        for problem in check_page(root, &file, &text) {
            problems.push(format!("{name}: {problem}"));
        }
    }
    for (file, most) in [
        ("README.md", README_LINES),
        ("ARCHITECTURE.md", ARCHITECTURE_LINES),
    ] {
        let lines = std::fs::read_to_string(root.join(file))
            .map(|t| t.lines().count())
            .unwrap_or(0);
        if lines > most {
            problems.push(format!("{file}: {lines} lines, more than {most}"));
        }
    }
    problems.extend(usage_shown(root));
    problems.extend(parameters_named(root));
    problems
}

/// README.md, ARCHITECTURE.md, docs/**/*.md and crates/*/README.md.
fn markdown_files(root: &Path) -> Vec<PathBuf> {
    let mut files = vec![root.join("README.md"), root.join("ARCHITECTURE.md")];
    let mut dirs = vec![root.join("docs")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                files.push(path);
            }
        }
    }
    for entry in std::fs::read_dir(root.join("crates"))
        .into_iter()
        .flatten()
        .flatten()
    {
        let readme = entry.path().join("README.md");
        if readme.is_file() {
            files.push(readme);
        }
    }
    files.sort();
    files
}

/// The problems of one page: its links and anchors, and its paths.
fn check_page(root: &Path, file: &Path, text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let dir = file.parent().unwrap_or(root);
    for (line, prose) in prose_lines(text) {
        for target in links(prose) {
            if let Some(problem) = check_link(root, dir, file, text, target) {
                problems.push(format!("line {line}: {problem}"));
            }
        }
        for span in code_spans(prose) {
            if let Some(path) = repository_path(root, span) {
                if !root.join(path).exists() {
                    problems.push(format!("line {line}: `{span}` does not exist"));
                }
            }
        }
    }
    problems
}

/// The lines of `text` outside fenced code blocks, numbered from 1.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            out.push((i + 1, line));
        }
    }
    out
}

/// The spans in backquotes of a line.
fn code_spans(line: &str) -> impl Iterator<Item = &str> {
    line.split('`').skip(1).step_by(2)
}

/// The targets of a line's links, `[text](target)`, outside code spans.
fn links(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for (i, piece) in line.split('`').enumerate() {
        if i % 2 == 1 {
            continue;
        }
        for (at, _) in piece.match_indices("](") {
            let rest = &piece[at + 2..];
            if let Some(end) = rest.find(')') {
                out.push(rest[..end].trim());
            }
        }
    }
    out
}

/// What is wrong with a link from `file` to `target`, if anything.
fn check_link(root: &Path, dir: &Path, file: &Path, text: &str, target: &str) -> Option<String> {
    if target.contains("://") || target.starts_with("mailto:") {
        return None;
    }
    let (path, anchor) = match target.split_once('#') {
        Some((path, anchor)) => (path, Some(anchor)),
        None => (target, None),
    };
    let (page, page_text) = if path.is_empty() {
        (file.to_path_buf(), text.to_string())
    } else {
        let page = normalise(&dir.join(path));
        if !page.exists() || !page.starts_with(root) {
            return Some(format!("the link `{target}` reaches no file"));
        }
        let page_text = std::fs::read_to_string(&page).unwrap_or_default();
        (page, page_text)
    };
    let anchor = anchor?;
    let is_markdown = page.extension().is_some_and(|e| e == "md");
    (is_markdown && !headings(&page_text).iter().any(|h| h == anchor))
        .then(|| format!("the link `{target}` names no heading of its page"))
}

/// `path` with its `..` and `.` taken out.
fn normalise(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// The anchors of a page's headings, as mdBook and GitHub make them: lower
/// case, letters, digits, `-` and `_` kept, spaces made `-`, the rest
/// dropped.
fn headings(text: &str) -> Vec<String> {
    prose_lines(text)
        .into_iter()
        .filter_map(|(_, line)| {
            let title = line.strip_prefix('#')?.trim_start_matches('#');
            title.starts_with(' ').then(|| slug(title.trim()))
        })
        .collect()
}

fn slug(title: &str) -> String {
    title
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c.to_ascii_lowercase()),
            _ => None,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// The repository path a code span names, when it names one: a single word
/// whose first part is an entry at the repository's root (`crates/…`,
/// `docs/`, `index.html`), with no wildcard or placeholder in it; build
/// outputs (`target/`, `dist/`) are not the repository's.
fn repository_path<'a>(root: &Path, span: &'a str) -> Option<&'a str> {
    let span = span.trim_end_matches([':', ',', '.']);
    if span.is_empty()
        || span.contains([' ', '*', '…', '{', '<', '?', '=', '$'])
        || span.starts_with(['/', '.']) && !span.starts_with(".ci") && !span.starts_with(".cargo")
    {
        return None;
    }
    let first = span.split('/').next()?;
    let is_root_entry = first.contains('.') && !span.contains('/') && root.join(first).is_file();
    let is_root_dir =
        span.contains('/') && !matches!(first, "target" | "dist") && root.join(first).is_dir();
    (is_root_entry || is_root_dir).then_some(span)
}

/// The guide's page on development shows the commands as `cargo xtask
/// help` prints them, so that they are written once.
fn usage_shown(root: &Path) -> Option<String> {
    let page = std::fs::read_to_string(root.join("docs/development.md")).unwrap_or_default();
    (!page.contains(crate::USAGE))
        .then(|| "docs/development.md: does not show `cargo xtask help` as it prints".to_string())
}

/// The guide's page on links names every parameter the link reader reads
/// (`raw.value("target")` and its kin in `crates/model/src/link/read.rs`)
/// as `` `name` `` or `` `name=… ``.
fn parameters_named(root: &Path) -> Vec<String> {
    let reader =
        std::fs::read_to_string(root.join("crates/model/src/link/read.rs")).unwrap_or_default();
    let page = std::fs::read_to_string(root.join("docs/url.md")).unwrap_or_default();
    let mut read: Vec<&str> = Vec::new();
    for call in ["raw.value(\"", "raw.get(\"", "raw.word(\""] {
        for (at, _) in reader.match_indices(call) {
            let rest = &reader[at + call.len()..];
            if let Some(end) = rest.find('"') {
                read.push(&rest[..end]);
            }
        }
    }
    read.sort_unstable();
    read.dedup();
    if read.is_empty() {
        return vec!["crates/model/src/link/read.rs: no parameter found to check".into()];
    }
    read.into_iter()
        .filter(|key| !page.contains(&format!("`{key}=")) && !page.contains(&format!("`{key}`")))
        .map(|key| format!("docs/url.md: does not name the link parameter `{key}`"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_docs_resolve() {
        let problems = check(&root());
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn broken_links_anchors_and_paths_are_found() {
        let root = root();
        let page = root.join("docs/example.md");
        let text = "# A title\n\n## Some heading, here\n\
            [ok](#some-heading-here) [bad](#nowhere) [gone](missing.md)\n\
            [spec](spec/distinct-solutions.md#worked-numbers) [far](../README.md)\n\
            `crates/solver/src/lib.rs` `crates/solver/src/nowhere.rs` `target/book`\n\
            ```\n`crates/not/in/prose.rs`\n```\n";
        let problems = check_page(&root, &page, text);
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(problems[0].contains("#nowhere"), "{problems:?}");
        assert!(problems[1].contains("missing.md"), "{problems:?}");
        assert!(problems[2].contains("nowhere.rs"), "{problems:?}");
    }

    #[test]
    fn headings_are_named_as_mdbook_names_them() {
        assert_eq!(slug("The Rooms server"), "the-rooms-server");
        assert_eq!(slug("Limits, tested"), "limits-tested");
        assert_eq!(slug("`cargo xtask test`"), "cargo-xtask-test");
        assert_eq!(slug("What's here: 24"), "whats-here-24");
    }

    #[test]
    fn only_paths_from_the_root_are_checked() {
        let root = root();
        assert_eq!(
            repository_path(&root, "crates/solver"),
            Some("crates/solver")
        );
        assert_eq!(repository_path(&root, "index.html,"), Some("index.html"));
        assert_eq!(repository_path(&root, "a/b"), None);
        assert_eq!(repository_path(&root, "target/book"), None);
        assert_eq!(repository_path(&root, "/rooms/ws"), None);
        assert_eq!(repository_path(&root, "8/(3-8/3)"), None);
        assert_eq!(repository_path(&root, "static/*.css"), None);
        assert_eq!(repository_path(&root, "cargo xtask test"), None);
    }
}
