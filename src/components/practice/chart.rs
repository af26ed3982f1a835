//! The level-over-time chart as SVG: gridlines with their values, a line
//! through one point per hand (each with a `<title>`), hand numbers under
//! it, axis titles, and a visually hidden table of every point for screen
//! readers. The layout comes from [`crate::practice::chart`].

use crate::explore::chart::{coord, tick_label, Frame};
use crate::i18n::Lang;
use crate::practice::chart::line;
use yew::prelude::*;

pub fn view(levels: &[f64], lang: Lang) -> Html {
    let t = lang.practice_text();
    let f = Frame::STANDARD;
    let chart = line(&f, levels);
    let seconds = |v: f64| v.round().max(1.0) as u64;
    let gridlines = chart.grid.iter().map(|&(y, v)| {
        html! {
            <g class="grid">
                <line x1={coord(f.left)} x2={coord(f.width - f.right)}
                    y1={coord(y)} y2={coord(y)} />
                <text x={coord(f.left - 4.0)} y={coord(y + 4.0)}
                    text-anchor="end">{ tick_label(v) }</text>
            </g>
        }
    });
    let points = chart
        .points
        .iter()
        .zip(levels)
        .enumerate()
        .map(|(i, (&(x, y), &v))| {
            html! {
                <circle class="point" cx={coord(x)} cy={coord(y)} r="2.5">
                    <title>{ (t.chart_point)(i + 1, seconds(v)) }</title>
                </circle>
            }
        });
    let labels = chart.labels.iter().map(|&(x, n)| {
        html! {
            <text class="x-label" x={coord(x)} y={coord(f.baseline() + 14.0)}
                text-anchor="middle">{ n }</text>
        }
    });
    html! {
        <figure class="chart level-chart" id="practice-chart">
            <figcaption id="practice-chart-title">{ t.chart_title }</figcaption>
            <svg viewBox={format!("0 0 {} {}", coord(f.width), coord(f.height))} role="img"
                aria-labelledby="practice-chart-title">
                { for gridlines }
                <line class="axis" x1={coord(f.left)} x2={coord(f.width - f.right)}
                    y1={coord(f.baseline())} y2={coord(f.baseline())} />
                <path class="level-line" d={chart.path.clone()} />
                { for points }
                { for labels }
                <text class="axis-title" x={coord(f.left + f.plot_width() / 2.0)}
                    y={coord(f.height - 4.0)} text-anchor="middle">{ t.chart_x }</text>
                <text class="axis-title" transform={format!("translate(11 {}) rotate(-90)", coord(f.top + f.plot_height() / 2.0))}
                    text-anchor="middle">{ t.chart_y }</text>
            </svg>
            <table class="visually-hidden">
                <caption>{ t.chart_title }</caption>
                <tbody>
                    { for levels.iter().enumerate().map(|(i, &v)| html! {
                        <tr><td>{ (t.chart_point)(i + 1, seconds(v)) }</td></tr>
                    }) }
                </tbody>
            </table>
        </figure>
    }
}
