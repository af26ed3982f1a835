//! The marks every SVG chart of the page shares, placed by its [`Frame`]:
//! the gridlines with their values and the baseline under what the chart
//! draws, and the axis titles.
//!
//! Promises: both charts (Explore's bars, Practice's levels) draw these
//! from here, so they keep one look and one set of classes (`grid`,
//! `axis`, `axis-title`) for the style sheet.

use crate::explore::chart::{coord, tick_label, Frame};
use yew::prelude::*;

/// The gridlines, each `(y, value)`: a rule across the plot at `y` with the
/// value at its left; then the baseline.
pub fn grid(f: &Frame, lines: impl IntoIterator<Item = (f64, f64)>) -> Html {
    let gridlines = lines.into_iter().map(|(y, v)| {
        html! {
            <g class="grid">
                <line x1={coord(f.left)} x2={coord(f.width - f.right)}
                    y1={coord(y)} y2={coord(y)} />
                <text x={coord(f.left - 4.0)} y={coord(y + 4.0)}
                    text-anchor="end">{ tick_label(v) }</text>
            </g>
        }
    });
    html! {
        <>
            { for gridlines }
            <line class="axis" x1={coord(f.left)} x2={coord(f.width - f.right)}
                y1={coord(f.baseline())} y2={coord(f.baseline())} />
        </>
    }
}

/// The title of the x axis, centred under the plot, and of the y axis,
/// turned up along its left.
pub fn axis_titles(f: &Frame, x: Html, y: Html) -> Html {
    html! {
        <>
            <text class="axis-title" x={coord(f.left + f.plot_width() / 2.0)}
                y={coord(f.height - 4.0)} text-anchor="middle">{ x }</text>
            <text class="axis-title" transform={format!("translate(11 {}) rotate(-90)", coord(f.top + f.plot_height() / 2.0))}
                text-anchor="middle">{ y }</text>
        </>
    }
}
