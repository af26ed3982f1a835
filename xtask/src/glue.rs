//! A step of `cargo xtask post-build`: the page's JavaScript glue
//! (wasm-bindgen's, one file per language) minified, in release builds.
//!
//! trunk minifies JavaScript with minify-js, but its parser does not take
//! `default` after `as`, which the glue's last line has (`export {
//! initSync, __wbg_init as default };`): trunk logs "Failed to minify JS"
//! and ships English's glue as written, and the other languages' glue
//! never goes through trunk. This writes that line as the two statements
//! it means (`export { initSync }; export default __wbg_init;`), ends the
//! import lines of a split build's glue (`import * as import1 from
//! "./__wasm_split.js"`) with the semicolon the parser needs, then
//! minifies with the same crate at the version trunk 0.21.14 uses.
//!
//! Promises: the exports are unchanged (`startApp` calls the default
//! one); a glue this cannot read or minify fails the build rather than
//! ship as written; files keep their names.

use crate::Result;
use std::path::Path;

/// wasm-bindgen's exports (`--target web`), as it writes them.
const EXPORTS: &str = "export { initSync, __wbg_init as default };";
/// The same exports, in statements minify-js parses.
const PARSED_EXPORTS: &str = "export { initSync };\nexport default __wbg_init;";

/// `js`, the glue of a page's wasm, minified.
pub fn minified(js: &str) -> Result<String> {
    if js.matches(EXPORTS).count() != 1 {
        return Err(format!(
            "the glue does not end with wasm-bindgen's exports `{EXPORTS}`: has wasm-bindgen changed?"
        ));
    }
    let js = js.replace(EXPORTS, PARSED_EXPORTS);
    // A split build's glue imports the views' loader in lines without a
    // semicolon, which minify-js does not take either.
    let js: String = js
        .lines()
        .map(
            |line| match line.starts_with("import ") && !line.ends_with(';') {
                true => format!("{line};\n"),
                false => format!("{line}\n"),
            },
        )
        .collect();
    let session = minify_js::Session::new();
    let mut out = Vec::new();
    minify_js::minify(
        &session,
        minify_js::TopLevelMode::Module,
        js.as_bytes(),
        &mut out,
    )
    .map_err(|e| format!("cannot minify the glue: {e:?}"))?;
    String::from_utf8(out).map_err(|e| format!("the minified glue is not UTF-8: {e}"))
}

/// Minifies the glue at `path` in place.
pub fn minify_file(path: &Path) -> Result {
    let js = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let small = minified(&js).map_err(|e| format!("{}: {e}", path.display()))?;
    std::fs::write(path, small).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shape of wasm-bindgen's `--target web` glue: module-level
    /// state, functions, and the two exports.
    const GLUE: &str = r#"import * as import1 from "./__wasm_split.js"
let wasm;
const cachedTextDecoder = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
function getStringFromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return cachedTextDecoder.decode(new Uint8Array(wasm.memory.buffer).subarray(ptr, ptr + len));
}
function initSync(module) {
    wasm = module;
    return wasm;
}
async function __wbg_init(module_or_path) {
    if (typeof module_or_path === 'undefined') {
        module_or_path = new URL('app_bg.wasm', import.meta.url);
    }
    return initSync(await module_or_path);
}

export { initSync, __wbg_init as default };
"#;

    #[test]
    fn the_glue_is_minified_and_keeps_its_exports() {
        let small = minified(GLUE).unwrap();
        assert!(small.len() < GLUE.len() * 3 / 4, "{small}");
        assert!(small.contains("export default "), "{small}");
        assert!(
            small.contains(" as initSync}") || small.contains("{initSync}"),
            "{small}"
        );
        assert!(small.contains("import.meta.url"), "{small}");
        assert!(small.contains("./__wasm_split.js"), "{small}");
        assert!(!small.contains("__wbg_init as default"), "{small}");
    }

    #[test]
    fn a_glue_without_wasm_bindgen_s_exports_is_an_error() {
        let other = GLUE.replace(EXPORTS, "export default __wbg_init;");
        assert!(minified(&other).unwrap_err().contains("wasm-bindgen"));
    }
}
