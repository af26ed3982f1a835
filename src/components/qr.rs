//! A link as a QR code: an SVG of one path (a subpath per run of dark
//! modules), dark on white with its quiet zone whatever the theme, since
//! scanners read dark on light; the page's CSS gives it its size.

use super::markup::esc;
use crate::qr::Qr;

/// The QR code of `link` as markup, named `label` for screen readers;
/// empty when the link is too long for one (past
/// [`MAX_BYTES`](crate::qr::MAX_BYTES)), which a room's link never is, nor
/// a worksheet's on a host name of usual length.
pub fn svg(link: &str, label: &str) -> String {
    let Some(qr) = Qr::encode(link.as_bytes()) else {
        return String::new();
    };
    let side = qr.side();
    format!(
        r##"<svg class="qr" role="img" aria-label="{}" viewBox="0 0 {side} {side}" shape-rendering="crispEdges"><rect width="{side}" height="{side}" fill="#fff"/><path d="{}" fill="#000"/></svg>"##,
        esc(label),
        qr.svg_path()
    )
}
