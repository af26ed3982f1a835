//! The first step of `cargo xtask post-build`: the page's wasm once per
//! language, so that a visitor downloads the texts of the language they
//! read and no other's.
//!
//! Each build names its language to the texts crate in `TWENTYFOUR_LANG`
//! ([`LANG_VAR`]); the languages are the one list's (`crates/lang`),
//! English first. trunk builds English's (`cargo xtask` runs trunk with
//! `TWENTYFOUR_LANG=en`). A release build is built again, every language with the
//! `split` feature, and cut ([`split`]): the page's wasm, which `startApp`
//! starts, and a wasm file per view loaded on demand
//! (`src/components/on_demand.rs`), all in a directory per language named
//! with a hash of their bytes (`app-de-…/app.js`, `app_bg.wasm`,
//! `__wasm_split.js`, `split_rooms.wasm`, …); trunk's English files go.
//! Any other build keeps trunk's English and builds the other seven the
//! same way, unsplit (`cargo build --bin app`, then
//! `wasm-bindgen --target web`), each under a name that carries a hash of
//! its bytes, as trunk's do. Either way it then replaces trunk's start-up
//! script with a call of the page's `startApp` (`index.html`) with every
//! language's files, which loads the build of the language the page
//! starts in: the link's, else the one chosen before, else the browser's
//! first that the page has, else English.
//!
//! Promises: every language of `Lang::ALL` has its build, or the step fails;
//! a release build's every language is split, or the step fails; the same
//! sources give the same names.

use crate::instructions::target_dir;
use crate::{cargo, exec, glue, step, Result};
use sha2::{Digest, Sha256};
use std::path::Path;
use std::process::Command;

/// The variable that names the one language a build of the page's wasm
/// carries, by its code (`crates/texts/build.rs` reads it).
pub const LANG_VAR: &str = "TWENTYFOUR_LANG";

/// Every language's code, English first, as `Lang::code` writes it and
/// `chooseLanguage` returns it.
fn codes() -> impl Iterator<Item = &'static str> {
    lang::Lang::ALL.into_iter().map(lang::Lang::code)
}

/// One language's build: its code and its files, as URLs from the site's
/// root: the JavaScript glue and the wasm that `startApp` starts
/// (`/app-de-…/app.js`, or `/app-de-….js` unsplit), and, in a release
/// build, the files fetched after them
/// (`parts`): the script that fetches the views loaded on demand, which the
/// glue imports at once, and those views' wasm files; and `views`, the
/// files of each view (its own and the chunks it shares, by name within
/// the build's directory), which a link that opens the view fetches
/// beside the page's wasm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Build {
    pub code: &'static str,
    pub js: String,
    pub wasm: String,
    pub parts: Vec<String>,
    pub views: Vec<(String, Vec<String>)>,
}

impl Build {
    /// Every file of the build, its glue and wasm first.
    pub fn files(&self) -> Vec<String> {
        [self.js.clone(), self.wasm.clone()]
            .into_iter()
            .chain(self.parts.iter().cloned())
            .collect()
    }
}

/// Builds every language into `staging` and returns their builds,
/// English's first; `html` is trunk's `index.html`, whose start-up script
/// names English's files, and `release` says whether trunk built for
/// release.
///
/// A release build is split ([`split`]): English's is built again with the
/// split points and trunk's files of it are removed. Any other build keeps
/// trunk's English and builds the others as it did, each in one wasm.
pub fn build(staging: &Path, html: &str, public_url: &str, release: bool) -> Result<Vec<Build>> {
    let (js, wasm) = trunk_files(html)?;
    if release {
        let mut builds = Vec::new();
        for code in codes() {
            builds.push(split(staging, public_url, code)?);
        }
        for url in [js, wasm] {
            let name = url.strip_prefix(public_url).unwrap_or(&url);
            std::fs::remove_file(staging.join(name))
                .map_err(|e| format!("cannot remove trunk's {name}: {e}"))?;
        }
        return Ok(builds);
    }
    let mut builds = vec![Build {
        code: "en",
        js,
        wasm,
        parts: Vec::new(),
        views: Vec::new(),
    }];
    let built = target_dir().join("wasm32-unknown-unknown/debug/app.wasm");
    let scratch = target_dir().join("languages");
    for code in codes().skip(1) {
        step(&format!("the page's wasm in {code} (dev)"));
        exec(
            cargo()
                .args([
                    "build",
                    "--quiet",
                    "--target",
                    "wasm32-unknown-unknown",
                    "--bin",
                    "app",
                ])
                .env(LANG_VAR, code),
        )?;
        let name = format!("app-{code}");
        bindgen(&built, &scratch, &name, false)?;
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
            parts: Vec::new(),
            views: Vec::new(),
        });
    }
    Ok(builds)
}

/// One language's release build, split: built with the `split` feature
/// (`src/components/on_demand.rs`) and its relocations kept, cut by
/// `wasm-split-cli` into the page's wasm and one wasm per view loaded on
/// demand (with chunks that several views share), then the page's wasm
/// through `wasm-bindgen`, keeping the function table the views' files
/// share with it. Its files go into a directory of their own, named with a
/// hash of their bytes (`app-de-…/`), under their fixed names: the glue
/// and the script that fetches the views import each other by those.
fn split(staging: &Path, public_url: &str, code: &'static str) -> Result<Build> {
    step(&format!("the page's wasm in {code} (split)"));
    // `cargo rustc` passes the flag to the app's link alone, so no
    // dependency is built again for it.
    exec(
        cargo()
            .args([
                "rustc",
                "--quiet",
                "--target",
                "wasm32-unknown-unknown",
                "--profile",
                "wasm-release",
                "--bin",
                "app",
                "--features",
                "split",
                "--",
                "-C",
                "link-arg=--emit-relocs",
            ])
            .env(LANG_VAR, code),
    )?;
    let built = target_dir().join("wasm32-unknown-unknown/wasm-release/app.wasm");
    let scratch = target_dir().join("languages").join(code);
    if scratch.exists() {
        std::fs::remove_dir_all(&scratch)
            .map_err(|e| format!("cannot empty {}: {e}", scratch.display()))?;
    }
    let cut = scratch.join("cut");
    exec(Command::new("wasm-split-cli").arg(&built).arg(&cut).args([
        "--target",
        "web",
        "--out-name",
        "app",
    ]))?;
    let bound = scratch.join("bound");
    bindgen(&cut.join("app.wasm"), &bound, "app", true)?;
    glue::minify_file(&bound.join("app.js"))?;
    let mut files = vec![
        ("app.js".to_string(), read(&bound.join("app.js"))?),
        ("app_bg.wasm".to_string(), read(&bound.join("app_bg.wasm"))?),
    ];
    let mut parts = Vec::new();
    for entry in
        std::fs::read_dir(&cut).map_err(|e| format!("cannot read {}: {e}", cut.display()))?
    {
        let name = entry
            .map_err(|e| format!("cannot read {}: {e}", cut.display()))?
            .file_name()
            .to_string_lossy()
            .into_owned();
        if name != "app.wasm" {
            parts.push((name.clone(), read(&cut.join(&name))?));
        }
    }
    parts.sort();
    if !parts.iter().any(|(name, _)| name == LOADER)
        || !parts.iter().any(|(name, _)| name.starts_with("split_"))
    {
        return Err(format!(
            "wasm-split-cli cut no view from the page's wasm in {code}: is it built with `split`?"
        ));
    }
    let loader = String::from_utf8_lossy(
        &parts
            .iter()
            .find(|(name, _)| name == LOADER)
            .expect("checked above")
            .1,
    )
    .into_owned();
    let views = views(&loader)?;
    if let Some(missing) = views
        .iter()
        .flat_map(|(_, files)| files)
        .find(|f| !parts.iter().any(|(name, _)| name == *f))
    {
        return Err(format!(
            "{LOADER} in {code} names {missing}, which wasm-split-cli did not write"
        ));
    }
    files.extend(parts);
    let mut hasher = Sha256::new();
    for (name, bytes) in &files {
        hasher.update(name);
        hasher.update(bytes);
    }
    let hash = hex(&hasher.finalize()[..8]);
    let dir = format!("app-{code}-{hash}");
    std::fs::create_dir_all(staging.join(&dir)).map_err(|e| format!("cannot create {dir}: {e}"))?;
    for (name, bytes) in &files {
        write(&staging.join(&dir).join(name), bytes)?;
    }
    let url = |name: &str| format!("{public_url}{dir}/{name}");
    Ok(Build {
        code,
        js: url("app.js"),
        wasm: url("app_bg.wasm"),
        parts: files[2..].iter().map(|(name, _)| url(name)).collect(),
        views,
    })
}

/// Each view `loader` (wasm-split-cli's script) loads, with its files
/// ([`part_files`]), in the script's order.
fn views(loader: &str) -> Result<Vec<(String, Vec<String>)>> {
    const ENTRY: &str = "export const __wasm_split_load_";
    loader
        .match_indices(ENTRY)
        .map(|(at, _)| {
            let rest = &loader[at + ENTRY.len()..];
            let name = &rest[..rest.find(' ').unwrap_or(rest.len())];
            Ok((name.to_string(), part_files(loader, name)?))
        })
        .collect()
}

/// The files `loader` (wasm-split-cli's script) fetches for the view
/// `part`: its own wasm, then the chunks it shares with other views, as
/// its `__wasm_split_load_…` entry lists them.
fn part_files(loader: &str, part: &str) -> Result<Vec<String>> {
    let entry = format!("export const __wasm_split_load_{part} = ");
    let start = loader
        .find(&entry)
        .ok_or_else(|| format!("{LOADER} loads no view named {part}"))?;
    let rest = &loader[start..];
    let end = rest
        .find("]));")
        .ok_or_else(|| format!("{LOADER}'s entry for {part} is not closed"))?;
    let deps = rest[..end]
        .rsplit_once(", [")
        .ok_or_else(|| format!("{LOADER}'s entry for {part} lists no chunks"))?
        .1;
    let chunks = deps
        .split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .map(|d| {
            d.strip_prefix("__")
                .map(|chunk| format!("{chunk}.wasm"))
                .ok_or_else(|| format!("{LOADER}'s entry for {part} names {d}"))
        });
    std::iter::once(Ok(format!("split_{part}.wasm")))
        .chain(chunks)
        .collect()
}

/// The script that fetches a split build's views (wasm-split-cli's name),
/// which the glue imports.
pub const LOADER: &str = "__wasm_split.js";

/// `wasm-bindgen --target web` of `wasm` into `dir` as `name`; `split`
/// keeps the exports the linker made (the function table and the memory's
/// bounds), which the views' files import.
fn bindgen(wasm: &Path, dir: &Path, name: &str, split: bool) -> Result {
    let mut command = Command::new("wasm-bindgen");
    command.args(["--target", "web", "--no-typescript", "--out-name", name]);
    if split {
        command.arg("--keep-lld-exports");
    }
    exec(command.arg("--out-dir").arg(dir).arg(wasm))
}

/// `html` with trunk's start-up script replaced by a call of the page's
/// `startApp` with `builds`, which loads the one of the language the page
/// starts in: `{ code: [js, wasm] }`, with a third item for a split build,
/// each view's files (`{ play: ["split_play.wasm", "chunk_6.wasm", …] }`).
pub fn with_loader(html: &str, builds: &[Build]) -> Result<String> {
    let (start, end) = trunk_script(html)?;
    let table: Vec<String> = builds
        .iter()
        .map(|b| {
            let mut entry = vec![b.js.clone().into(), b.wasm.clone().into()];
            if !b.views.is_empty() {
                let views: serde_json::Map<_, _> = b
                    .views
                    .iter()
                    .map(|(view, files)| (view.clone(), files.clone().into()))
                    .collect();
                entry.push(serde_json::Value::Object(views));
            }
            let entry = serde_json::Value::Array(entry);
            format!("{}:{entry}", json(b.code))
        })
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
                .map(|f| f.trim_start_matches('/').to_string())
                .collect();
            (code, files)
        })
        .collect();
    let all = lang::Lang::ALL.len();
    if builds.len() != all || builds.iter().any(|(_, files)| files.len() != 2) {
        return Err(format!(
            "index.html's startApp table is not {all} languages of two files each: {builds:?}"
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

    /// Where a second list of every language would be: every file of the
    /// repository's code and configuration but the list itself
    /// (`crates/lang/src/lib.rs`) and the texts, whose per-language choices
    /// (`crates/texts/src/`) are each language's own. A list is any run of
    /// [`WINDOW`] lines that names every language (as its quoted code,
    /// `Lang::Variant`, or an `only-…` feature), so that adding a language stays
    /// one line of the list and its texts.
    fn second_lists() -> Result<Vec<String>> {
        let out = crate::output("git", &["ls-files", "-z"]).ok_or("cannot run `git ls-files`")?;
        let mut found = Vec::new();
        for path in out.split('\0').filter(|p| !p.is_empty()) {
            let code_like = [".rs", ".toml", ".html", ".js", ".css", ".webmanifest"]
                .iter()
                .any(|ext| path.ends_with(ext));
            if !code_like
                || path == "crates/lang/src/lib.rs"
                || path.starts_with("crates/texts/src/")
            {
                continue;
            }
            let Ok(text) = std::fs::read_to_string(crate::root().join(path)) else {
                continue;
            };
            if let Some(line) = lists_every_language(&text) {
                found.push(format!("{path}:{line}"));
            }
        }
        Ok(found)
    }

    /// How many lines a list may span.
    const WINDOW: usize = 12;

    /// The first line (from 1) of a run of [`WINDOW`] lines of `text` that names
    /// every language.
    fn lists_every_language(text: &str) -> Option<usize> {
        let lines: Vec<&str> = text.lines().collect();
        let named = |line: &str, lang: lang::Lang| {
            let code = lang.code();
            line.contains(&format!("\"{code}\""))
                || line.contains(&format!("'{code}'"))
                || line.contains(&format!("only-{}", code.to_ascii_lowercase()))
                || names_variant(line, &format!("Lang::{lang:?}"))
        };
        (0..lines.len()).find_map(|start| {
            let window = &lines[start..lines.len().min(start + WINDOW)];
            lang::Lang::ALL
                .iter()
                .all(|&l| window.iter().any(|line| named(line, l)))
                .then_some(start + 1)
        })
    }

    /// Whether `line` names `variant` (`Lang::Zh`) itself, not a longer name
    /// that starts with it (`Lang::ZhHant`).
    fn names_variant(line: &str, variant: &str) -> bool {
        line.match_indices(variant).any(|(at, _)| {
            !line[at + variant.len()..]
                .chars()
                .next()
                .is_some_and(char::is_alphanumeric)
        })
    }

    #[test]
    fn the_languages_are_listed_once() {
        let found = second_lists().unwrap();
        assert!(
            found.is_empty(),
            "a second list of every language (derive it from `lang::Lang::ALL`): {found:?}"
        );
    }

    #[test]
    fn a_list_is_found_in_any_of_its_forms() {
        let codes =
            r#"const ALL: [&str; 8] = ["en", "zh", "zh-Hant", "ja", "ko", "es", "fr", "de"];"#;
        assert_eq!(lists_every_language(codes), Some(1));
        let features = "only-en = []\nonly-zh = []\nonly-zh-hant = []\nonly-ja = []\n\
            only-ko = []\nonly-es = []\nonly-fr = []\nonly-de = []\n";
        assert_eq!(lists_every_language(features), Some(1));
        let variants = "x\nLang::En,\nLang::Zh,\nLang::ZhHant,\nLang::Ja,\nLang::Ko,\nLang::Es,\nLang::Fr,\nLang::De,";
        assert_eq!(lists_every_language(variants), Some(1));
        // `Lang::Zh` is not named by `Lang::ZhHant`, nor is a list spread
        // over more lines than a window.
        let apart = "Lang::ZhHant Lang::En Lang::Ja Lang::Ko Lang::Es Lang::Fr Lang::De";
        assert_eq!(lists_every_language(apart), None);
        assert_eq!(
            lists_every_language(&codes.replace(", ", &",\n".repeat(3))),
            None
        );
    }

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
                parts: Vec::new(),
                views: Vec::new(),
            },
            Build {
                code: "zh-Hant",
                js: "/app-zh-Hant-9f.js".into(),
                wasm: "/app-zh-Hant-9f_bg.wasm".into(),
                parts: Vec::new(),
                views: vec![("play".into(), vec!["split_play.wasm".into()])],
            },
        ];
        let html = with_loader(TRUNK, &builds).unwrap();
        assert_eq!(
            html,
            "<head><script type=module>startApp({\"en\":[\"/app-1a2b.js\",\"/app-1a2b_bg.wasm\"],\"zh-Hant\":[\"/app-zh-Hant-9f.js\",\"/app-zh-Hant-9f_bg.wasm\",{\"play\":[\"split_play.wasm\"]}]})</script><script>x</script></head>"
        );
        assert!(with_loader("<head></head>", &builds).is_err());
    }

    #[test]
    fn the_size_check_reads_back_what_the_loader_wrote() {
        let builds: Vec<Build> = codes()
            .map(|code| Build {
                code,
                js: format!("/app-{code}-1/app.js"),
                wasm: format!("/app-{code}-1/app_bg.wasm"),
                parts: vec![format!("/app-{code}-1/{LOADER}")],
                views: vec![("play".into(), vec!["split_play.wasm".into()])],
            })
            .collect();
        let read = named(&with_loader(TRUNK, &builds).unwrap()).unwrap();
        assert_eq!(read.len(), lang::Lang::ALL.len());
        assert!(read.iter().any(|(code, files)| code == "zh-Hant"
            && files == &["app-zh-Hant-1/app.js", "app-zh-Hant-1/app_bg.wasm"]));
        assert!(
            named(&with_loader(TRUNK, &builds[..2]).unwrap()).is_err(),
            "two of them"
        );
    }

    #[test]
    fn reads_the_files_of_a_view_from_the_loader() {
        let loader = "/* play, rooms */\nconst __chunk_18 = makeLoad(() => {\n}\n, []);\n\
            export const __wasm_split_load_rooms = wrapAsyncCb(makeLoad(() => {\n    \
            const src = fetch(new URL(\"./split_rooms.wasm\", import.meta.url));\n}\n, [__chunk_18]));\n\
            export const __wasm_split_load_play = wrapAsyncCb(makeLoad(() => {\n    \
            const src = fetch(new URL(\"./split_play.wasm\", import.meta.url));\n}\n, [__chunk_6, __chunk_18]));\n";
        assert_eq!(
            part_files(loader, "play").unwrap(),
            ["split_play.wasm", "chunk_6.wasm", "chunk_18.wasm"]
        );
        assert_eq!(
            part_files(loader, "rooms").unwrap(),
            ["split_rooms.wasm", "chunk_18.wasm"]
        );
        assert!(part_files(loader, "explore").is_err());
        assert_eq!(
            views(loader).unwrap(),
            [
                (
                    "rooms".to_string(),
                    vec!["split_rooms.wasm".to_string(), "chunk_18.wasm".to_string()]
                ),
                ("play".to_string(), part_files(loader, "play").unwrap()),
            ]
        );
    }
}
