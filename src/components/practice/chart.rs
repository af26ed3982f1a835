//! The level-over-time chart as SVG: gridlines with their values, a line
//! through one point per hand (each with a `<title>`), hand numbers under
//! it, axis titles, and a visually hidden table of every point for screen
//! readers. The layout comes from [`crate::practice::chart`].

use crate::components::chart_marks::{axis_titles, grid};
use crate::explore::chart::{coord, Frame};
use crate::practice::chart::line;
use crate::texts::prelude::*;
use yew::prelude::*;

pub fn view(levels: &[f64], lang: Lang) -> Html {
    let t = lang.practice_text();
    let f = Frame::STANDARD;
    let chart = line(&f, levels);
    let seconds = |v: f64| v.round().max(1.0) as u64;
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
                { grid(&f, chart.grid.iter().copied()) }
                <path class="level-line" d={chart.path.clone()} />
                { for points }
                { for labels }
                { axis_titles(&f, html! { t.chart_x }, html! { t.chart_y }) }
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
