//! Which languages' texts this build carries: all of them, or, where
//! `TWENTYFOUR_LANG` names one (as its code, `Lang::code`), that one alone.
//! The page's wasm is built once per language, so that nobody downloads
//! texts they do not read.
//!
//! Sets `carries = "…"` for each language carried, and `carries_one` when
//! it is one alone. The languages come from the one list (`crates/lang`).

use lang::Lang;

const VAR: &str = "TWENTYFOUR_LANG";

fn main() {
    let codes: Vec<String> = Lang::ALL
        .iter()
        .map(|l| format!("\"{}\"", l.code()))
        .collect();
    println!(
        "cargo::rustc-check-cfg=cfg(carries, values({}))",
        codes.join(", ")
    );
    println!("cargo::rustc-check-cfg=cfg(carries_one)");
    println!("cargo::rerun-if-env-changed={VAR}");
    match std::env::var(VAR).ok().filter(|v| !v.is_empty()) {
        None => {
            for lang in Lang::ALL {
                println!("cargo::rustc-cfg=carries=\"{}\"", lang.code());
            }
        }
        Some(code) => match Lang::ALL.into_iter().find(|l| l.code() == code) {
            Some(lang) => {
                println!("cargo::rustc-cfg=carries=\"{}\"", lang.code());
                println!("cargo::rustc-cfg=carries_one");
            }
            None => {
                println!(
                    "cargo::error={VAR}={code:?} is no language of the list; one of {}",
                    codes.join(", ")
                );
            }
        },
    }
}
