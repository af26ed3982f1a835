//! `cargo xtask post-build [dir]`: trunk's `post_build` hook (see
//! `Trunk.toml`). Finishes the build in `TRUNK_STAGING_DIR`, in order:
//!
//! 0. the page's wasm for every language after English ([`languages`]),
//!    and the start-up script that loads the one the page starts in;
//!    in a release build, every language's JavaScript glue minified
//!    ([`crate::glue`]);
//! 1. the start page: the app as a first visit sees it, rendered to HTML by
//!    the `prerender` binary, goes into `index.html`'s `#app`, so the page
//!    paints before its wasm has arrived (for a first visit, the app
//!    hydrates it in place when it starts; otherwise it draws itself there);
//!    before it go the page's notes from the same binary, in every
//!    language: that the app could not start (`#failed`, hidden until the
//!    page's script shows it) and that it needs JavaScript (`<noscript>`);
//!    after it the script, from the same binary, that puts the start page
//!    in the reader's language before its first paint, so that taking it
//!    over changes no text's length;
//! 2. the Content-Security-Policy ([`csp`]) goes into a `<meta>` of
//!    `index.html`, allowing its inline scripts (the start-up call, the
//!    page's own script) by their SHA-256 hashes;
//! 3. the solving worker's loader, which trunk writes calling the
//!    worker's glue with the wasm's path alone, a form wasm-bindgen's glue
//!    warns is deprecated in the worker's console, calls it with an options
//!    object, and throws its failure where the page hears it
//!    ([`with_options_call`]);
//! 4. the service worker's precache list ([`precache`]), last, since its
//!    version hashes every file; each language's files apart, kept only for
//!    the language a visitor reads.
//!
//! Promises: each step fails loudly rather than leave a build half done:
//! an `index.html` without an empty `#app`, or with a policy already, is
//! an error.

use crate::{cargo, csp, languages, precache, root, Result};
use std::path::{Path, PathBuf};

/// Where the start page goes: the app's root, empty in `index.html` (as
/// trunk's minifier writes it, or as written).
const APP_ROOTS: [&str; 2] = ["<div id=app></div>", "<div id=\"app\"></div>"];

pub fn run(args: &[String]) -> Result {
    let staging = match args {
        [dir] => PathBuf::from(dir),
        [] => std::env::var_os("TRUNK_STAGING_DIR")
            .map(PathBuf::from)
            .ok_or(
            "run by trunk's post_build hook, which sets TRUNK_STAGING_DIR (or pass the directory)",
        )?,
        _ => return Err(format!("unexpected arguments: {}", args.join(" "))),
    };
    let index = staging.join("index.html");
    let html = read(&index)?;
    let public_url = std::env::var("TRUNK_PUBLIC_URL").unwrap_or_else(|_| "/".into());
    // trunk's `--release`, whose files are minified (Trunk.toml).
    let release = std::env::var("TRUNK_PROFILE").is_ok_and(|p| p == "release");
    let builds = languages::build(&staging, &html, &public_url, release)?;
    let html = languages::with_loader(&html, &builds)?;
    let html = with_start_page(
        &html,
        &prerender(&[])?,
        &prerender(&["notes"])?,
        &prerender(&["texts"])?,
    )?;
    let html = csp::with_policy(&html)?;
    std::fs::write(&index, html).map_err(|e| format!("cannot write {}: {e}", index.display()))?;
    let loader = staging.join(WORKER_LOADER);
    let call = with_options_call(&read(&loader)?)?;
    std::fs::write(&loader, call).map_err(|e| format!("cannot write {}: {e}", loader.display()))?;
    let (version, count) = precache::prepare(&staging, &builds, &public_url)?;
    println!(
        "post-build: {} languages, start page and policy in index.html; precache: {count} files and each language's, version {version}",
        builds.len()
    );
    Ok(())
}

/// The solving worker's loader, as trunk names it (`data-type="worker"`).
const WORKER_LOADER: &str = "worker_loader.js";

/// The worker's `loader`, whose call `wasm_bindgen("…_bg.wasm")` passes the
/// path alone, with the path in an options object instead:
/// `wasm_bindgen({module_or_path: "…_bg.wasm"})`, and its failure thrown
/// again in a task of its own.
///
/// Why the rethrow: the call returns a promise, and a wasm that cannot be
/// fetched or compiled only rejects it. A rejection inside a worker never
/// reaches the page's `Worker`, which would wait for "ready" for ever
/// ("Solving…" with no end); an exception thrown from a task does, as an
/// `error` event, and the page says the solver could not start.
pub fn with_options_call(loader: &str) -> Result<String> {
    const CALL: &str = "wasm_bindgen(\"";
    let start = loader
        .find(CALL)
        .ok_or(format!("{WORKER_LOADER} calls no wasm_bindgen(\"…\")"))?;
    let path_start = start + CALL.len() - 1;
    let path_end = loader[path_start + 1..]
        .find('"')
        .map(|i| path_start + 1 + i + 1)
        .filter(|&end| loader[end..].starts_with(')'))
        .ok_or(format!(
            "{WORKER_LOADER}'s wasm_bindgen call is not one path"
        ))?;
    Ok(format!(
        "{}wasm_bindgen({{module_or_path: {}}}).catch((e) => setTimeout(() => {{ throw e; }})){}",
        &loader[..start],
        &loader[path_start..path_end],
        &loader[path_end + 1..]
    ))
}

fn read(path: &Path) -> Result<String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// What the `prerender` binary prints with `args`: the start page's HTML,
/// with `notes` the notes that go before it, with `texts` the script that
/// goes after it.
fn prerender(args: &[&str]) -> Result<String> {
    // Natively, with every language's texts: trunk runs this hook with
    // English's build named in the environment.
    let out = cargo()
        .args(["run", "--quiet", "--bin", "prerender", "--"])
        .args(args)
        .env_remove(languages::LANG_VAR)
        .current_dir(root())
        .output()
        .map_err(|e| format!("cannot run the prerender binary: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "the prerender binary failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    String::from_utf8(out.stdout).map_err(|_| "the start page is not UTF-8".into())
}

/// `html` with `page` inside its empty `#app`, which is busy until the app
/// has started (it says so when it has), `notes` right before it and
/// `texts` right after.
pub fn with_start_page(html: &str, page: &str, notes: &str, texts: &str) -> Result<String> {
    let root = APP_ROOTS
        .iter()
        .find(|r| html.contains(*r))
        .ok_or("index.html has no empty <div id=\"app\"></div> for the start page")?;
    Ok(html.replacen(
        root,
        &format!("{notes}<div id=app aria-busy=true>{page}</div>{texts}"),
        1,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_page_goes_into_the_empty_app_root() {
        let html = "<body><div id=app></div></body>";
        assert_eq!(
            with_start_page(
                html,
                "<h1>24</h1>",
                "<noscript>x</noscript>",
                "<script>y</script>"
            )
            .unwrap(),
            "<body><noscript>x</noscript><div id=app aria-busy=true><h1>24</h1></div>\
             <script>y</script></body>"
        );
        let quoted = "<div id=\"app\"></div>";
        assert_eq!(
            with_start_page(quoted, "<p>a</p>", "", "").unwrap(),
            "<div id=app aria-busy=true><p>a</p></div>"
        );
        assert!(with_start_page("<div id=app>Loading</div>", "<p>a</p>", "", "").is_err());
    }

    #[test]
    fn the_worker_s_loader_passes_an_options_object_and_throws_its_failure() {
        let trunk = r#"importScripts("./worker.js");wasm_bindgen("./worker_bg.wasm");"#;
        assert_eq!(
            with_options_call(trunk).unwrap(),
            r#"importScripts("./worker.js");wasm_bindgen({module_or_path: "./worker_bg.wasm"}).catch((e) => setTimeout(() => { throw e; }));"#
        );
        // Anything else is not the loader this step knows: it fails.
        assert!(with_options_call(r#"wasm_bindgen({module_or_path: "x"});"#).is_err());
        assert!(with_options_call(r#"wasm_bindgen("a", "b");"#).is_err());
        assert!(with_options_call("importScripts('x');").is_err());
    }
}
