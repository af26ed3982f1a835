//! The last step of `cargo xtask post-build`: makes the build's service
//! worker know what to keep for offline use.
//!
//! `static/sw.js` is copied into the build as it is; this puts three lines
//! in front of it: `VERSION`, a hash of every built file's name and bytes
//! (the worker's included); `PRECACHE`, the URL of every built file
//! relative to the worker (`./` for `index.html`, which is how the app is
//! opened) but the languages' builds; and `TEXTS`, each language's build
//! (`{ code: [js, wasm, …] }`: its glue and wasm, then the files of the
//! views it loads on demand), which the worker keeps only for the language
//! it was registered for, views included, so that they open offline. trunk's hashed names stay as they are.
//!
//! Promises: the same files give the same `sw.js`, byte for byte; any change
//! to any file gives a new `VERSION`, so the browser installs the new worker,
//! which fills a new cache and deletes the old one.

use crate::languages::Build;
use crate::Result;
use std::path::Path;

/// The service worker's file, at the root of the build so that its scope is
/// the whole app.
const WORKER: &str = "sw.js";
/// Starts the lines this command writes; a worker that has them already was
/// prepared and is left alone.
const MARK: &str = "// Written by `cargo xtask post-build`";

/// Writes the precache list into `dir/sw.js`, with each language's build
/// (`builds`, URLs under `public_url`) apart; returns the version and how
/// many files `PRECACHE` lists.
pub fn prepare(dir: &Path, builds: &[Build], public_url: &str) -> Result<(String, usize)> {
    let worker = dir.join(WORKER);
    let body = std::fs::read_to_string(&worker)
        .map_err(|e| format!("cannot read {}: {e}", worker.display()))?;
    if body.starts_with(MARK) {
        return Err(format!(
            "{} already has its precache list",
            worker.display()
        ));
    }
    let mut files = Vec::new();
    walk(dir, dir, &mut files)?;
    files.sort();
    // The worker's own code counts towards the version, but it is not cached:
    // the browser fetches it itself to look for updates.
    let version = version(&files);
    let relative = |url: &str| url.strip_prefix(public_url).unwrap_or(url).to_string();
    let kept_apart: Vec<String> = builds
        .iter()
        .flat_map(|b| b.files().into_iter().map(|f| relative(&f)))
        .collect();
    let texts: Vec<String> = builds
        .iter()
        .map(|b| {
            let code = serde_json::to_string(b.code).expect("strings always serialise");
            let files: Vec<String> = b.files().iter().map(|f| relative(f)).collect();
            let files = json_strings(&files);
            format!("{code}:{files}")
        })
        .collect();
    let mut urls: Vec<String> = files
        .iter()
        .filter(|(name, _)| name != WORKER && !kept_apart.contains(name))
        .map(|(name, _)| match name.as_str() {
            "index.html" => "./".to_string(),
            name => name.to_string(),
        })
        .collect();
    urls.sort();
    let head = format!(
        "{MARK} from the files of this build.\nconst VERSION = \"{version}\";\nconst PRECACHE = {};\nconst TEXTS = {{{}}};\n",
        json_strings(&urls),
        texts.join(",")
    );
    std::fs::write(&worker, head + &body)
        .map_err(|e| format!("cannot write {}: {e}", worker.display()))?;
    Ok((version, urls.len()))
}

/// Every file under `dir`, as (path relative to `root` with `/`, bytes).
fn walk(root: &Path, dir: &Path, files: &mut Vec<(String, Vec<u8>)>) -> Result {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
            .path();
        if path.is_dir() {
            walk(root, &path, files)?;
            continue;
        }
        let relative = path.strip_prefix(root).expect("walked from the root");
        let name: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let bytes =
            std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        files.push((name.join("/"), bytes));
    }
    Ok(())
}

/// 64-bit FNV-1a over each name and its bytes, in sorted order, as 16 hex
/// digits: stable across Rust versions and machines, unlike `std`'s hasher.
fn version(files: &[(String, Vec<u8>)]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    };
    for (name, bytes) in files {
        // Lengths first, so that moving bytes between a name and its
        // contents (or between files) changes the hash.
        eat(&(name.len() as u64).to_le_bytes());
        eat(name.as_bytes());
        eat(&(bytes.len() as u64).to_le_bytes());
        eat(bytes);
    }
    format!("{hash:016x}")
}

/// A JSON (and so JavaScript) array of strings.
fn json_strings(items: &[String]) -> String {
    serde_json::to_string(items).expect("strings always serialise")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn build(name: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("xtask-precache-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (file, text) in files {
            let path = dir.join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        dir
    }

    const FILES: [(&str, &str); 5] = [
        ("index.html", "<script src=\"app-1a2b.js\"></script>"),
        ("app-1a2b.js", "js"),
        ("app-1a2b_bg.wasm", "wasm"),
        ("icons/icon-192.png", "png"),
        ("sw.js", "self.addEventListener(\"install\", () => {});\n"),
    ];

    /// The languages' builds of [`FILES`]: English's is trunk's, in one
    /// wasm; German's is split, in a directory of its own.
    fn builds() -> Vec<Build> {
        vec![
            Build {
                code: "en",
                js: "/app-1a2b.js".into(),
                wasm: "/app-1a2b_bg.wasm".into(),
                parts: Vec::new(),
                views: Vec::new(),
            },
            Build {
                code: "de",
                js: "/app-de-77/app.js".into(),
                wasm: "/app-de-77/app_bg.wasm".into(),
                parts: vec![
                    "/app-de-77/__wasm_split.js".into(),
                    "/app-de-77/split_rooms.wasm".into(),
                ],
                views: Vec::new(),
            },
        ]
    }

    fn prepare(dir: &Path) -> Result<(String, usize)> {
        super::prepare(dir, &builds(), "/")
    }

    #[test]
    fn lists_every_file_but_the_worker_and_keeps_its_code() {
        let dir = build("list", &FILES);
        let (version, count) = super::prepare(&dir, &[], "/").unwrap();
        assert_eq!(count, 4);
        let worker = std::fs::read_to_string(dir.join("sw.js")).unwrap();
        let expected = format!(
            "{MARK} from the files of this build.\nconst VERSION = \"{version}\";\n\
             const PRECACHE = [\"./\",\"app-1a2b.js\",\"app-1a2b_bg.wasm\",\"icons/icon-192.png\"];\n\
             const TEXTS = {{}};\n\
             self.addEventListener(\"install\", () => {{}});\n"
        );
        assert_eq!(worker, expected);
        assert!(prepare(&dir).is_err(), "a prepared worker is refused");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn each_language_is_kept_apart() {
        let mut files = FILES.to_vec();
        files.extend([
            ("app-de-77/app.js", "js"),
            ("app-de-77/app_bg.wasm", "wasm"),
            ("app-de-77/__wasm_split.js", "js"),
            ("app-de-77/split_rooms.wasm", "wasm"),
        ]);
        let dir = build("texts", &files);
        let (version, count) = prepare(&dir).unwrap();
        assert_eq!(count, 2, "index.html and the icon");
        let worker = std::fs::read_to_string(dir.join("sw.js")).unwrap();
        let expected = format!(
            "{MARK} from the files of this build.\nconst VERSION = \"{version}\";\n\
             const PRECACHE = [\"./\",\"icons/icon-192.png\"];\n\
             const TEXTS = {{\"en\":[\"app-1a2b.js\",\"app-1a2b_bg.wasm\"],\"de\":[\"app-de-77/app.js\",\"app-de-77/app_bg.wasm\",\"app-de-77/__wasm_split.js\",\"app-de-77/split_rooms.wasm\"]}};\n"
        );
        assert!(worker.starts_with(&expected), "{worker}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_version_follows_the_files() {
        let version_of = |name: &str, files: &[(&str, &str)]| {
            let dir = build(name, files);
            let version = prepare(&dir).unwrap().0;
            let _ = std::fs::remove_dir_all(&dir);
            version
        };
        let first = version_of("a", &FILES);
        assert_eq!(first.len(), 16);
        assert_eq!(first, version_of("b", &FILES), "same files, same version");
        let mut renamed = FILES;
        renamed[1] = ("app-9f8e.js", "js");
        assert_ne!(first, version_of("c", &renamed), "a new hashed name");
        let mut edited = FILES;
        edited[2] = ("app-1a2b_bg.wasm", "wasm!");
        assert_ne!(first, version_of("d", &edited), "new bytes");
        let mut worker = FILES;
        worker[4] = ("sw.js", "// a new worker\n");
        assert_ne!(first, version_of("e", &worker), "a new worker");
    }

    #[test]
    fn a_build_without_a_worker_is_an_error() {
        let dir = build("none", &FILES[..2]);
        assert!(prepare(&dir).unwrap_err().contains("sw.js"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
