//! The first step of `cargo xtask post-build`: the page's wasm once per
//! language, so that a visitor downloads the texts of the language they
//! read and no other's.
//!
//! trunk builds English's (`data-cargo-features="only-en"` in
//! `index.html`); this builds the other seven the same way (`cargo build
//! --bin app --features only-…`, then `wasm-bindgen --target web`), with the
//! profile trunk used, and puts each next to English's under a name that
//! carries a hash of its bytes, as trunk's do. It then replaces trunk's
//! start-up script with a call of the page's `startApp` (`index.html`) with
//! every language's files, which loads the build of the language the page
//! starts in: the link's, else the one chosen before, else the browser's
//! first that the page has, else English.
//!
//! Promises: every language of `Lang::ALL` has its build, or the step fails;
//! the same sources give the same names.

use crate::instructions::target_dir;
use crate::{cargo, exec, step, Result};
use sha2::{Digest, Sha256};
use std::path::Path;
use std::process::Command;

/// Every language after English: its code (as `Lang::code` writes it and
/// `chooseLanguage` returns it) and its feature.
const OTHERS: [(&str, &str); 7] = [
    ("zh", "only-zh"),
    ("zh-Hant", "only-zh-hant"),
    ("ja", "only-ja"),
    ("ko", "only-ko"),
    ("es", "only-es"),
    ("fr", "only-fr"),
    ("de", "only-de"),
];

/// One language's build: its code and its two files, as URLs from the
/// site's root (`/app-de-….js`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Build {
    pub code: &'static str,
    pub js: String,
    pub wasm: String,
}

/// Builds the other languages into `staging` and returns every language's
/// build, English's first; `html` is trunk's `index.html`, whose start-up
/// script names English's files, and `release` says whether trunk built
/// for release.
pub fn build(staging: &Path, html: &str, public_url: &str, release: bool) -> Result<Vec<Build>> {
    let (js, wasm) = trunk_files(html)?;
    let mut builds = vec![Build {
        code: "en",
        js,
        wasm,
    }];
    let (profile, dir) = if release {
        ("wasm-release", "wasm-release")
    } else {
        ("dev", "debug")
    };
    let built = target_dir().join(format!("wasm32-unknown-unknown/{dir}/app.wasm"));
    let scratch = target_dir().join("languages");
    for (code, feature) in OTHERS {
        step(&format!("the page's wasm in {code} ({feature}, {profile})"));
        exec(cargo().args([
            "build",
            "--quiet",
            "--target",
            "wasm32-unknown-unknown",
            "--profile",
            profile,
            "--bin",
            "app",
            "--features",
            feature,
        ]))?;
        let name = format!("app-{code}");
        exec(
            Command::new("wasm-bindgen")
                .args([
                    "--target",
                    "web",
                    "--no-typescript",
                    "--out-name",
                    &name,
                    "--out-dir",
                ])
                .arg(&scratch)
                .arg(&built),
        )?;
        let js = read(&scratch.join(format!("{name}.js")))?;
        let wasm = read(&scratch.join(format!("{name}_bg.wasm")))?;
        let hash = hex(&Sha256::digest([&js[..], &wasm[..]].concat())[..8]);
        let (js_name, wasm_name) = (
            format!("{name}-{hash}.js"),
            format!("{name}-{hash}_bg.wasm"),
        );
        write(&staging.join(&js_name), &js)?;
        write(&staging.join(&wasm_name), &wasm)?;
        builds.push(Build {
            code,
            js: format!("{public_url}{js_name}"),
            wasm: format!("{public_url}{wasm_name}"),
        });
    }
    Ok(builds)
}

/// `html` with trunk's start-up script replaced by a call of the page's
/// `startApp` with `builds`, which loads the one of the language the page
/// starts in.
pub fn with_loader(html: &str, builds: &[Build]) -> Result<String> {
    let (start, end) = trunk_script(html)?;
    let table: Vec<String> = builds
        .iter()
        .map(|b| format!("{}:[{},{}]", json(b.code), json(&b.js), json(&b.wasm)))
        .collect();
    let loader = format!(
        "<script type=module>startApp({{{}}})</script>",
        table.join(",")
    );
    Ok(format!("{}{loader}{}", &html[..start], &html[end..]))
}

/// Each language's build of the page as the start-up call that
/// [`with_loader`] wrote names it (`startApp({"en":["/app-….js",…]…})`):
/// its code and its files' names; the size check reads it.
pub fn named(index: &str) -> Result<Vec<(String, Vec<String>)>> {
    const CALL: &str = "startApp(";
    let start = index
        .find(CALL)
        .ok_or("index.html does not call startApp: was it built by cargo xtask post-build?")?
        + CALL.len();
    let len = index[start..]
        .find(")</script>")
        .ok_or("index.html's startApp call is not closed")?;
    let table: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&index[start..start + len])
            .map_err(|e| format!("cannot read index.html's startApp table: {e}"))?;
    let builds: Vec<(String, Vec<String>)> = table
        .into_iter()
        .map(|(code, files)| {
            let files = files
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|f| f.as_str())
                .map(|f| f.rsplit('/').next().unwrap_or(f).to_string())
                .collect();
            (code, files)
        })
        .collect();
    if builds.len() < 8 || builds.iter().any(|(_, files)| files.len() != 2) {
        return Err(format!(
            "index.html's startApp table is not 8 languages of two files each: {builds:?}"
        ));
    }
    Ok(builds)
}

/// Where trunk's start-up script is in `html` (Trunk.toml's
/// `pattern_script`): its start and its end.
fn trunk_script(html: &str) -> Result<(usize, usize)> {
    const OPEN: &str = "<script type=module>addEventListener('load',()=>import(";
    let start = html
        .find(OPEN)
        .ok_or("index.html has no start-up script of Trunk.toml's pattern_script")?;
    let end = start
        + html[start..]
            .find("</script>")
            .ok_or("index.html's start-up script is not closed")?
        + "</script>".len();
    Ok((start, end))
}

/// English's files, from trunk's start-up script: `import('…')` and
/// `module_or_path:'…'`.
fn trunk_files(html: &str) -> Result<(String, String)> {
    let (start, end) = trunk_script(html)?;
    let script = &html[start..end];
    let quoted = |after: &str| {
        let from = script.find(after)? + after.len();
        let len = script[from..].find('\'')?;
        Some(script[from..from + len].to_string())
    };
    quoted("import('")
        .zip(quoted("module_or_path:'"))
        .ok_or_else(|| format!("cannot read the app's files from {script}"))
}

fn read(path: &Path) -> Result<Vec<u8>> {
    std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn write(path: &Path, bytes: &[u8]) -> Result {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn json(text: &str) -> String {
    serde_json::to_string(text).expect("strings always serialise")
}

#[cfg(test)]
mod tests {
    use super::*;

    const TRUNK: &str = "<head><script type=module>addEventListener('load',()=>import('/app-1a2b.js').then(m=>m.default({module_or_path:'/app-1a2b_bg.wasm'})))</script><script>x</script></head>";

    #[test]
    fn reads_english_from_trunk_and_loads_the_chosen_language() {
        assert_eq!(
            trunk_files(TRUNK).unwrap(),
            ("/app-1a2b.js".to_string(), "/app-1a2b_bg.wasm".to_string())
        );
        let builds = [
            Build {
                code: "en",
                js: "/app-1a2b.js".into(),
                wasm: "/app-1a2b_bg.wasm".into(),
            },
            Build {
                code: "zh-Hant",
                js: "/app-zh-Hant-9f.js".into(),
                wasm: "/app-zh-Hant-9f_bg.wasm".into(),
            },
        ];
        let html = with_loader(TRUNK, &builds).unwrap();
        assert_eq!(
            html,
            "<head><script type=module>startApp({\"en\":[\"/app-1a2b.js\",\"/app-1a2b_bg.wasm\"],\"zh-Hant\":[\"/app-zh-Hant-9f.js\",\"/app-zh-Hant-9f_bg.wasm\"]})</script><script>x</script></head>"
        );
        assert!(with_loader("<head></head>", &builds).is_err());
    }

    #[test]
    fn the_size_check_reads_back_what_the_loader_wrote() {
        let builds: Vec<Build> = std::iter::once("en")
            .chain(OTHERS.iter().map(|(code, _)| *code))
            .map(|code| Build {
                code,
                js: format!("/app-{code}-1.js"),
                wasm: format!("/app-{code}-1_bg.wasm"),
            })
            .collect();
        let read = named(&with_loader(TRUNK, &builds).unwrap()).unwrap();
        assert_eq!(read.len(), 8);
        assert!(read.iter().any(|(code, files)| code == "zh-Hant"
            && files == &["app-zh-Hant-1.js", "app-zh-Hant-1_bg.wasm"]));
        assert!(
            named(&with_loader(TRUNK, &builds[..2]).unwrap()).is_err(),
            "two of eight"
        );
    }
}
