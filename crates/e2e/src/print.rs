//! Printing a page to PDF through DevTools (`Page.printToPDF`, with the
//! page's own `@page` size), and reading the PDF back with poppler's tools
//! (`pdfinfo`, `pdftotext`, `pdftoppm`, which `cargo xtask test` installs):
//! its pages, its text, and an image of each page to look at; and reading
//! the QR codes on such an image with zbar's `zbarimg` (installed too).
//!
//! Promises: every PDF and page image is saved under
//! `target/e2e-pdf/<name>*`; a missing tool is an error that names it.

use crate::harness::{target_dir, Page, Result};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A printed PDF, saved to a file.
pub struct Pdf {
    pub path: PathBuf,
}

impl Page {
    /// Prints the page as the browser would, on the paper its CSS asks for
    /// (Letter where it asks for none), and saves the PDF as
    /// `target/e2e-pdf/<name>.pdf`.
    pub async fn print_pdf(&self, name: &str) -> Result<Pdf> {
        self.print_with(
            name,
            json!({ "preferCSSPageSize": true, "printBackground": false }),
        )
        .await
    }

    /// Prints the page on A4 paper, as a browser set for it would, and saves
    /// the PDF as `target/e2e-pdf/<name>.pdf`.
    pub async fn print_pdf_a4(&self, name: &str) -> Result<Pdf> {
        // 210 × 297 mm, in inches.
        let a4 = json!({ "paperWidth": 8.27, "paperHeight": 11.69, "printBackground": false });
        self.print_with(name, a4).await
    }

    async fn print_with(&self, name: &str, options: serde_json::Value) -> Result<Pdf> {
        let printed = self.devtools("Page.printToPDF", options).await?;
        let data = printed["data"]
            .as_str()
            .ok_or_else(|| format!("printToPDF returned no data: {printed}"))?;
        let bytes = base64(data)?;
        let dir = target_dir().join("e2e-pdf");
        std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
        let path = dir.join(format!("{name}.pdf"));
        std::fs::write(&path, bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        Ok(Pdf { path })
    }
}

impl Pdf {
    /// `pdfinfo`'s fields: `Pages`, `Page size`, ….
    pub fn info(&self, field: &str) -> Result<String> {
        let out = tool("pdfinfo", &[self.path.to_str().unwrap_or_default()])?;
        out.lines()
            .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
            .map(|v| v.trim().to_string())
            .ok_or_else(|| format!("pdfinfo says nothing of {field}:\n{out}"))
    }

    /// The number of pages.
    pub fn pages(&self) -> Result<usize> {
        let pages = self.info("Pages")?;
        pages.parse().map_err(|_| format!("pages: {pages}"))
    }

    /// The text of page `page` (from 1), as `pdftotext` reads it, in the
    /// order it was drawn (`-raw`): a box's lines stay together, where a
    /// layout in columns would interleave the boxes of one row.
    pub fn text(&self, page: usize) -> Result<String> {
        let n = page.to_string();
        let path = self.path.to_str().unwrap_or_default();
        tool("pdftotext", &["-f", &n, "-l", &n, "-raw", path, "-"])
    }

    /// Saves each page as `<name>-<page>.png` beside the PDF, at `dpi`, and
    /// returns their paths.
    pub fn images(&self, dpi: u32) -> Result<Vec<PathBuf>> {
        let stem = self.path.with_extension("");
        let prefix = stem.to_str().unwrap_or_default();
        let dpi = dpi.to_string();
        let path = self.path.to_str().unwrap_or_default();
        tool("pdftoppm", &["-png", "-r", &dpi, path, prefix])?;
        let pages = self.pages()?;
        // pdftoppm numbers pages with as many digits as the last needs.
        let width = pages.to_string().len();
        Ok((1..=pages)
            .map(|p| PathBuf::from(format!("{prefix}-{p:0width$}.png")))
            .collect())
    }
}

/// What the QR codes on an image say, one per code, as `zbarimg` reads
/// them.
pub fn qr_codes(image: &Path) -> Result<Vec<String>> {
    let out = tool(
        "zbarimg",
        &[
            "--quiet",
            "--raw",
            "-Sdisable",
            "-Sqrcode.enable",
            image.to_str().unwrap_or_default(),
        ],
    )?;
    Ok(out.lines().map(str::to_string).collect())
}

fn tool(name: &str, args: &[&str]) -> Result<String> {
    let package = if name == "zbarimg" {
        "zbar-tools"
    } else {
        "poppler-utils"
    };
    let out = Command::new(name).args(args).output().map_err(|e| {
        format!("cannot run {name} ({e}): install {package} (`cargo xtask test` does)")
    })?;
    if !out.status.success() {
        return Err(format!(
            "{name} failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Standard base64, as DevTools sends binary data.
fn base64(text: &str) -> Result<Vec<u8>> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let (mut acc, mut bits) = (0u32, 0);
    for &c in text
        .as_bytes()
        .iter()
        .filter(|&&c| c != b'=' && !c.is_ascii_whitespace())
    {
        let v = value(c).ok_or_else(|| format!("not base64: {:?}", c as char))?;
        acc = acc << 6 | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    #[test]
    fn base64_decodes() {
        assert_eq!(super::base64("SGVsbG8sIFBERg==").unwrap(), b"Hello, PDF");
        assert_eq!(super::base64("").unwrap(), b"");
        assert!(super::base64("a*b").is_err());
    }
}
