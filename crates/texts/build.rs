//! Which languages' texts this build carries: all eight, or with one
//! `only-…` feature, that one alone (the page's wasm is built once per
//! language, so that nobody downloads texts they do not read).
//!
//! Sets `carries = "…"` for each language carried (the codes of
//! `Lang::code`), and `carries_one` when it is one alone.

const LANGUAGES: [(&str, &str); 8] = [
    ("en", "EN"),
    ("zh", "ZH"),
    ("zh-Hant", "ZH_HANT"),
    ("ja", "JA"),
    ("ko", "KO"),
    ("es", "ES"),
    ("fr", "FR"),
    ("de", "DE"),
];

fn main() {
    let codes: Vec<String> = LANGUAGES.iter().map(|(c, _)| format!("\"{c}\"")).collect();
    println!(
        "cargo::rustc-check-cfg=cfg(carries, values({}))",
        codes.join(", ")
    );
    println!("cargo::rustc-check-cfg=cfg(carries_one)");
    let only: Vec<&str> = LANGUAGES
        .iter()
        .filter(|(_, feature)| std::env::var_os(format!("CARGO_FEATURE_ONLY_{feature}")).is_some())
        .map(|(code, _)| *code)
        .collect();
    match only[..] {
        [] => {
            for (code, _) in LANGUAGES {
                println!("cargo::rustc-cfg=carries=\"{code}\"");
            }
        }
        [code] => {
            println!("cargo::rustc-cfg=carries=\"{code}\"");
            println!("cargo::rustc-cfg=carries_one");
        }
        _ => panic!("at most one only-… feature: {only:?}"),
    }
}
