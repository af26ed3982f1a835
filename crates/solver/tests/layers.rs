//! The crate's import rules (its `lib.rs` and ARCHITECTURE.md), checked on
//! its sources: which part of `src/` may import which, and no import loop
//! between two parts. A part is a folder of `src/` or a file at its root;
//! files within one folder may import each other. Only code counts: doc
//! links and `#[cfg(test)]` modules are left out.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The vocabulary at the root: it imports only itself.
const VOCABULARY: [&str; 10] = [
    "bound", "error", "expr", "hash", "level", "limits", "number", "options", "scratch", "solution",
];

/// The pipeline's folders and `solve.rs`, and what each may import besides
/// the vocabulary.
const PIPELINE: [(&str, &[&str]); 4] = [
    ("arith", &[]),
    ("distinct", &[]),
    ("search", &["arith", "distinct"]),
    ("solve", &["distinct", "search"]),
];

/// The features: they call `solve`, never the searches, nor each other.
const FEATURES: [&str; 5] = ["attempt", "difficulty", "hint", "stats", "test_support"];
const FEATURE_IMPORTS: [&str; 3] = ["arith", "distinct", "solve"];

/// Part → the parts its code imports (`crate::part`).
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut dirs = vec![src.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let relative = path.strip_prefix(&src).unwrap();
            let first = relative.iter().next().unwrap().to_str().unwrap();
            let part = first.trim_end_matches(".rs").to_string();
            let text = std::fs::read_to_string(&path).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap();
            let used = found.entry(part.clone()).or_default();
            for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
                for piece in line.split("crate::").skip(1) {
                    let name: String = piece
                        .chars()
                        .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                        .collect();
                    // An item is imported from its part, not through the
                    // root's re-exports, which would hide the part.
                    assert!(!name.is_empty(), "{part}: crate::{piece}");
                    if name != part {
                        used.insert(name);
                    }
                }
            }
        }
    }
    found
}

#[test]
fn each_part_imports_only_what_its_layer_may() {
    let allowed = |part: &str| -> Option<Vec<&str>> {
        let mut may: Vec<&str> = VOCABULARY.to_vec();
        if VOCABULARY.contains(&part) {
            return Some(may);
        }
        if let Some((_, extra)) = PIPELINE.iter().find(|(p, _)| *p == part) {
            may.extend(*extra);
            return Some(may);
        }
        FEATURES.contains(&part).then(|| {
            may.extend(FEATURE_IMPORTS);
            may
        })
    };
    let found = imports();
    assert!(found.contains_key("search") && found.contains_key("arith"));
    for (part, used) in &found {
        if part == "lib" {
            continue; // The root declares and re-exports every part.
        }
        let may = allowed(part).unwrap_or_else(|| panic!("{part} belongs to no layer"));
        for name in used {
            assert!(may.contains(&name.as_str()), "{part} imports {name}");
        }
    }
}

#[test]
fn no_two_parts_import_each_other_even_in_a_loop() {
    let found = imports();
    // Repeatedly drop a part that imports no part left: a loop never drops.
    let mut left: BTreeMap<&String, BTreeSet<&String>> = found
        .iter()
        .filter(|(part, _)| *part != "lib")
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
        .map(|(p, _)| *p)
    {
        left.remove(leaf);
        for used in left.values_mut() {
            used.remove(leaf);
        }
    }
    assert!(
        left.is_empty(),
        "an import loop among or below {:?}",
        left.keys()
    );
}
