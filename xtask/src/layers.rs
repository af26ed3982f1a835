//! The house's layers, checked on its sources (the first check of `cargo
//! xtask test`, and `cargo xtask layers` alone).
//!
//! 1. Crates: every workspace crate belongs to a layer of [`CRATES`], and
//!    its dependencies on other workspace crates (not its dev-dependencies:
//!    tests may use tools from above) are in lower layers, or in its own
//!    layer where [`CRATES`] allows peers.
//! 2. Files: within each crate of [`FILES`], every part (a file or folder at
//!    the root of `src/`) belongs to a layer, and imports (`crate::part`,
//!    `super::part` at the root) only parts of lower layers, or of its own
//!    where peers are allowed; and the parts' imports have no loop. The
//!    root (`lib.rs`, `main.rs`) declares and re-exports every part, and
//!    names that are not the crate's own parts (another crate's modules
//!    re-exported at the root) are not counted. Only code counts: comments,
//!    `#[cfg(test)]` modules and test modules in files of their own
//!    (`tests.rs`) are left out.
//!
//! Promises: a part or crate that belongs to no layer is an error, so a new
//! one is placed on purpose.

use crate::{root, Result};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A layer: its members, and whether they may import one another.
struct Layer {
    members: &'static [&'static str],
    peers: bool,
}

const fn layer(members: &'static [&'static str]) -> Layer {
    Layer {
        members,
        peers: false,
    }
}

const fn peers(members: &'static [&'static str]) -> Layer {
    Layer {
        members,
        peers: true,
    }
}

/// A layer's stand-in for every language's file of texts (`en.rs`,
/// `zh_hant.rs`, …), as the one list of languages names them.
const LANGUAGES: &str = "(a language's texts)";

/// The workspace's crates, top layer first.
const CRATES: &[Layer] = &[
    // Tools: the tests' harness, the fuzz pass, the automation.
    layer(&["twentyfour-e2e", "twentyfour-fuzz", "xtask"]),
    // The page's view.
    layer(&["twentyfour"]),
    // The page's words for the model's values.
    layer(&["twentyfour-texts"]),
    // The programs: the app's pure half, the solving worker, the Rooms
    // server, the command line.
    layer(&[
        "twentyfour-model",
        "twentyfour-worker",
        "twentyfour-server",
        "twentyfour-cli",
    ]),
    // What the server keeps, in a database of either engine.
    layer(&["twentyfour-store"]),
    // The messages between them.
    layer(&["twentyfour-protocol"]),
    // The vocabulary: the solver, the cards, the languages and QR codes,
    // which know nothing of one another.
    layer(&[
        "twentyfour-solver",
        "twentyfour-cards",
        "twentyfour-lang",
        "twentyfour-qr",
    ]),
];

/// Each crate's parts, top layer first.
const FILES: &[(&str, &[Layer])] = &[
    (
        "crates/solver",
        &[
            // The features call `solve`, never the searches, nor each other.
            layer(&["attempt", "difficulty", "hint", "stats", "test_support"]),
            layer(&["solve"]),
            layer(&["search"]),
            layer(&["arith", "distinct"]),
            peers(&[
                "bound", "error", "expr", "hash", "level", "limits", "number", "options",
                "scratch", "solution", "spec",
            ]),
        ],
    ),
    (
        "crates/cards",
        &[
            layer(&["art", "deal"]),
            layer(&["faces"]),
            layer(&["card", "seeded"]),
        ],
    ),
    (
        "crates/protocol",
        &[
            // Homework names its codes and nicknames as rooms do.
            layer(&["homework"]),
            layer(&["room", "worker", "daily"]),
            // Random values for the round-trip tests.
            layer(&["strategies"]),
            layer(&["card", "verdict"]),
            layer(&["wire", "envelope"]),
            layer(&["codec"]),
        ],
    ),
    (
        "crates/model",
        &[
            layer(&["keys"]),
            layer(&["state"]),
            layer(&["notice"]),
            layer(&["practice"]),
            // The live room and homework: the table they play on is Play's.
            layer(&["rooms", "homework"]),
            layer(&[
                "play",
                "world",
                "explore",
                "link",
                "theme",
                "paging",
                "picker_grid",
                "csv",
            ]),
        ],
    ),
    (
        "crates/texts",
        &[
            // Tests over every language's texts, which read every text
            // through `translated`'s walk.
            layer(&["conventions", "words"]),
            layer(&["translated"]),
            // Rooms word a verdict as Play does.
            layer(&["rooms", "practice"]),
            layer(&["play"]),
            // Each language's page texts, with helpers its other files share
            // (Korean's particles, Japanese counters).
            layer(&[LANGUAGES]),
            layer(&["numbers", "start"]),
        ],
    ),
    (
        "crates/qr",
        &[
            // Symbols pinned against the reference encoder.
            layer(&["tests"]),
            layer(&["matrix"]),
            layer(&["reed_solomon"]),
        ],
    ),
    (
        "crates/worker",
        &[
            layer(&["answer", "deck", "practice", "sheet", "tests"]),
            layer(&["deal", "seeded"]),
        ],
    ),
    (
        "crates/server",
        &[
            layer(&["app"]),
            layer(&["connection", "listen"]),
            layer(&["shared"]),
            layer(&["registry"]),
            layer(&["room_task"]),
            layer(&["config"]),
            layer(&["room"]),
            // The world's daily, judged as rooms judge; the commands
            // beside serving.
            layer(&["daily", "homework", "upkeep"]),
            // The database, opened when it can be.
            layer(&["keeper"]),
            layer(&["judge"]),
            // One deal at a time, for every room.
            layer(&["dealer"]),
            layer(&["deal", "random", "bucket", "site", "shutdown", "nickname"]),
        ],
    ),
    (
        "crates/store",
        &[
            layer(&["tests"]),
            // Homework's storage, written once over the engines' queries.
            layer(&["homework"]),
            // The two engines, which know nothing of each other.
            layer(&["sqlite", "postgres"]),
            layer(&["migrate"]),
            layer(&["sql"]),
            layer(&["daily", "error", "value"]),
        ],
    ),
    ("crates/cli", &[layer(&["args"]), layer(&["faces"])]),
    (
        ".",
        &[
            // The start page's outline in every language: a test over the
            // whole view.
            layer(&["start_page_tests"]),
            // The start page's texts in each language: over the whole view too.
            layer(&["start_texts"]),
            layer(&["components"]),
            layer(&["web"]),
            // A reader of the start page's HTML, which knows no part of the view.
            layer(&["bin", "start_html"]),
        ],
    ),
];

pub fn run() -> Result {
    check_crates()?;
    for (dir, layers) in FILES {
        check_files(&root().join(dir).join("src"), dir, layers)?;
    }
    println!("layers: every crate and every part imports only its layer and below, with no loop");
    Ok(())
}

/// The layer of `name`, from the top (0), and whether it allows peers.
fn place(layers: &[Layer], name: &str) -> Option<(usize, bool)> {
    let language = lang::Lang::ALL.iter().any(|l| l.ident() == name);
    layers
        .iter()
        .position(|l| l.members.contains(&name) || (language && l.members.contains(&LANGUAGES)))
        .map(|i| (i, layers[i].peers))
}

/// Whether something in layer `from` may import something in layer `to`.
fn may(from: (usize, bool), to: (usize, bool)) -> bool {
    to.0 > from.0 || (to.0 == from.0 && from.1)
}

fn check_crates() -> Result {
    let out = crate::output(
        "cargo",
        &[
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ],
    )
    .ok_or("cannot run `cargo metadata`")?;
    let meta: serde_json::Value =
        serde_json::from_str(&out).map_err(|e| format!("unreadable cargo metadata: {e}"))?;
    let packages = meta["packages"].as_array().ok_or("no packages")?;
    let ours: BTreeSet<&str> = packages.iter().filter_map(|p| p["name"].as_str()).collect();
    for package in packages {
        let name = package["name"].as_str().unwrap_or_default();
        let from = place(CRATES, name).ok_or(format!("crate {name} belongs to no layer"))?;
        for dep in package["dependencies"].as_array().into_iter().flatten() {
            let dep_name = dep["name"].as_str().unwrap_or_default();
            if !ours.contains(dep_name) || dep["kind"].as_str() == Some("dev") {
                continue;
            }
            let to =
                place(CRATES, dep_name).ok_or(format!("crate {dep_name} belongs to no layer"))?;
            if !may(from, to) {
                return Err(format!(
                    "crate {name} depends on {dep_name}, which is not below it"
                ));
            }
        }
    }
    Ok(())
}

fn check_files(src: &Path, dir: &str, layers: &[Layer]) -> Result {
    let found = imports(src)?;
    let own: BTreeSet<&String> = found.keys().collect();
    for (part, used) in &found {
        if part == "lib" || part == "main" {
            continue;
        }
        let from =
            place(layers, part).ok_or(format!("{dir}: part `{part}` belongs to no layer"))?;
        for name in used.iter().filter(|u| own.contains(u)) {
            let to =
                place(layers, name).ok_or(format!("{dir}: part `{name}` belongs to no layer"))?;
            if !may(from, to) {
                return Err(format!(
                    "{dir}: `{part}` imports `{name}`, which is not below it"
                ));
            }
        }
    }
    no_loop(dir, &found)
}

/// Repeatedly drops a part that imports no part left: a loop never drops.
fn no_loop(dir: &str, found: &BTreeMap<String, BTreeSet<String>>) -> Result {
    let mut left: BTreeMap<&String, BTreeSet<&String>> = found
        .iter()
        .filter(|(part, _)| *part != "lib" && *part != "main")
        .map(|(part, used)| {
            (
                part,
                used.iter().filter(|u| found.contains_key(*u)).collect(),
            )
        })
        .collect();
    while let Some(leaf) = left
        .iter()
        .find(|(_, used)| used.is_empty())
        .map(|(part, _)| *part)
    {
        left.remove(leaf);
        for used in left.values_mut() {
            used.remove(leaf);
        }
    }
    if left.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{dir}: an import loop among or below {:?}",
            left.keys()
        ))
    }
}

/// Part → the parts its code names.
fn imports(src: &Path) -> Result<BTreeMap<String, BTreeSet<String>>> {
    let mut found: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        let entries =
            std::fs::read_dir(&dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            // Test modules in files of their own (`tests.rs`) are tests,
            // like `#[cfg(test)]` modules.
            if path.extension().is_none_or(|e| e != "rs") || path.ends_with("tests.rs") {
                continue;
            }
            let relative = path.strip_prefix(src).unwrap_or(&path);
            let top_level = relative.components().count() == 1;
            let part = relative
                .iter()
                .next()
                .and_then(|p| p.to_str())
                .unwrap_or_default()
                .trim_end_matches(".rs")
                .to_string();
            let text = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let used = found.entry(part.clone()).or_default();
            for name in names(&text, top_level) {
                if name != part {
                    used.insert(name);
                }
            }
        }
    }
    Ok(found)
}

/// The parts a file's code names: `crate::part`, and at the root of `src/`
/// `super::part` too (the same thing), leaving out comments and
/// `#[cfg(test)]` modules.
fn names(text: &str, top_level: bool) -> Vec<String> {
    let code = text.split("#[cfg(test)]").next().unwrap_or_default();
    let mut out = Vec::new();
    for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
        let prefixes: &[&str] = if top_level {
            &["crate::", "super::"]
        } else {
            &["crate::"]
        };
        for prefix in prefixes {
            for piece in line.split(prefix).skip(1) {
                let name: String = piece
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    out.push(name);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_parts_in_code_only() {
        let text = "use crate::card::Card;\n// crate::not_this\nuse super::deal;\n\
                    fn f() { crate::i18n::x(); }\n#[cfg(test)]\nmod tests { use crate::tested; }";
        assert_eq!(names(text, true), ["card", "deal", "i18n"]);
        assert_eq!(names(text, false), ["card", "i18n"]);
    }

    #[test]
    fn layers_say_what_may_import_what() {
        let layers = [layer(&["top"]), peers(&["a", "b"]), layer(&["c", "d"])];
        let at = |n| place(&layers, n).unwrap();
        assert!(may(at("top"), at("a")) && may(at("a"), at("b")) && may(at("a"), at("c")));
        assert!(!may(at("c"), at("d")) && !may(at("c"), at("top")) && !may(at("a"), at("top")));
        assert_eq!(place(&layers, "nowhere"), None);
    }

    #[test]
    fn a_loop_is_found() {
        let mut found = BTreeMap::new();
        found.insert("a".to_string(), BTreeSet::from(["b".to_string()]));
        found.insert("b".to_string(), BTreeSet::from(["a".to_string()]));
        assert!(no_loop("x", &found).is_err());
        found.get_mut("b").unwrap().clear();
        assert!(no_loop("x", &found).is_ok());
    }

    /// The house as it is keeps its layers.
    #[test]
    fn the_house_keeps_its_layers() {
        run().unwrap();
    }
}
