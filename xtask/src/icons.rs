//! `cargo xtask icons`: draws the app's PNG icons (192 and 512 px, which
//! install prompts ask for) from `static/icons/icon.svg`, the one drawing,
//! by a screenshot in headless Chromium. The PNGs are committed; run this
//! again after changing the drawing.
//!
//! The drawing is full-bleed and keeps its card inside the central circle of
//! 80 % diameter, so the same images serve as maskable icons.

use crate::{exec, root, step, tools, Result};
use std::process::Command;

const SIZES: [u32; 2] = [192, 512];

pub fn run() -> Result {
    let browser = tools::find_browser()
        .ok_or("Chromium is needed: run `cargo xtask test` once, or install it")?;
    let icons = root().join("static/icons");
    let svg = icons.join("icon.svg");
    if !svg.is_file() {
        return Err(format!("{} is missing", svg.display()));
    }
    let work = std::env::temp_dir().join(format!("xtask-icons-{}", std::process::id()));
    std::fs::create_dir_all(&work).map_err(|e| format!("cannot create {}: {e}", work.display()))?;
    for size in SIZES {
        // The drawing scaled to exactly the window, with nothing around it.
        let page = work.join(format!("icon-{size}.html"));
        let html = format!(
            "<!doctype html><html><body style=\"margin:0;overflow:hidden\">\
             <img src=\"file://{}\" width=\"{size}\" height=\"{size}\" style=\"display:block\">\
             </body></html>",
            svg.display()
        );
        std::fs::write(&page, html).map_err(|e| format!("cannot write {}: {e}", page.display()))?;
        let png = icons.join(format!("icon-{size}.png"));
        step(&format!("drawing {}", png.display()));
        exec(Command::new(&browser).args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            &format!("--window-size={size},{size}"),
            &format!("--screenshot={}", png.display()),
            &format!("file://{}", page.display()),
        ]))?;
    }
    let _ = std::fs::remove_dir_all(&work);
    Ok(())
}
