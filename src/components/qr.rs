//! A link as a QR code: an SVG of one path (a subpath per run of dark
//! modules), dark on white with its quiet zone whatever the theme, since
//! scanners read dark on light; the page's CSS gives it its size.

use super::markup::Markup;
use crate::qr::Qr;

/// The QR code of `link` as markup, named `label` for screen readers;
/// empty when the link is too long for one (past
/// [`MAX_BYTES`](crate::qr::MAX_BYTES)), which a room's link never is, nor
/// a worksheet's on a host name of usual length.
pub fn svg(link: &str, label: &str) -> Markup {
    let mut m = Markup::new();
    let Some(qr) = Qr::encode(link.as_bytes()) else {
        return m;
    };
    let side = qr.side().to_string();
    let view_box = format!("0 0 {side} {side}");
    m.open(
        "svg",
        &[
            ("class", "qr"),
            ("role", "img"),
            ("aria-label", label),
            ("viewBox", &view_box),
            ("shape-rendering", "crispEdges"),
        ],
    )
    .empty(
        "rect",
        &[("width", &side), ("height", &side), ("fill", "#fff")],
    )
    .empty("path", &[("d", &qr.svg_path()), ("fill", "#000")])
    .close("svg");
    m
}
