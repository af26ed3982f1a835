//! A bar chart as SVG: gridlines with their values, x labels (thinned when
//! crowded), axis titles, and one bar per datum that can be clicked or
//! chosen with the keyboard (Enter or Space). Each bar carries a `<title>`
//! with its exact figures, and a visually hidden table repeats every figure
//! for screen readers. The layout comes from [`crate::explore::chart`].

use crate::explore::chart::{bars, coord, label_every, tick_label, ticks, Frame};
use std::rc::Rc;
use yew::prelude::*;

/// One bar.
#[derive(Clone, Debug, PartialEq)]
pub struct Datum {
    /// Its x label.
    pub label: String,
    pub value: f64,
    /// Its exact figures, in words.
    pub title: String,
    /// Drawn in the highlight colour.
    pub current: bool,
}

#[derive(Properties, PartialEq)]
pub struct BarChartProps {
    pub id: AttrValue,
    pub title: AttrValue,
    pub x_label: AttrValue,
    pub y_label: AttrValue,
    pub data: Rc<Vec<Datum>>,
    /// The axis top; from the data when `None`.
    #[prop_or_default]
    pub top: Option<f64>,
    pub on_pick: Callback<usize>,
}

#[function_component(BarChart)]
pub fn bar_chart(props: &BarChartProps) -> Html {
    let f = Frame::STANDARD;
    let max = props.data.iter().map(|d| d.value).fold(0.0, f64::max);
    let grid = ticks(props.top.unwrap_or(max), 4);
    let top = *grid.last().unwrap_or(&1.0);
    let values: Vec<f64> = props.data.iter().map(|d| d.value).collect();
    let rects = bars(&f, &values, top);
    let every = label_every(&f, values.len(), 22.0);
    let slot = f.plot_width() / values.len().max(1) as f64;
    let title_id = format!("{}-title", props.id);

    let gridlines = grid.iter().map(|&v| {
        let y = f.y(v, top);
        html! {
            <g class="grid">
                <line x1={coord(f.left)} x2={coord(f.width - f.right)}
                    y1={coord(y)} y2={coord(y)} />
                <text x={coord(f.left - 4.0)} y={coord(y + 4.0)}
                    text-anchor="end">{ tick_label(v) }</text>
            </g>
        }
    });
    let bar_marks = props
        .data
        .iter()
        .zip(&rects)
        .enumerate()
        .map(|(i, (d, r))| {
            let pick = props.on_pick.reform(move |_: MouseEvent| i);
            let on_key = {
                let on_pick = props.on_pick.clone();
                Callback::from(move |e: KeyboardEvent| {
                    if e.key() == "Enter" || e.key() == " " {
                        e.prevent_default();
                        on_pick.emit(i);
                    }
                })
            };
            let label = (i % every == 0).then(|| {
                html! {
                    <text class="x-label" x={coord(r.center())}
                        y={coord(f.baseline() + 14.0)} text-anchor="middle">
                        { d.label.clone() }
                    </text>
                }
            });
            html! {
                <g class={classes!("bar", d.current.then_some("current"))}
                    role="button" tabindex="0" aria-label={d.title.clone()}
                    onclick={pick} onkeydown={on_key} data-label={d.label.clone()}>
                    <title>{ d.title.clone() }</title>
                    // The whole column answers a click, so short bars are easy to hit.
                    <rect class="hit" x={coord(f.left + i as f64 * slot)}
                        y={coord(f.top)} width={coord(slot)}
                        height={coord(f.plot_height())} />
                    <rect class="fill" x={coord(r.x)} y={coord(r.y)}
                        width={coord(r.width)} height={coord(r.height)} />
                    { for label }
                </g>
            }
        });

    html! {
        <figure class="chart" id={props.id.clone()}>
            <figcaption id={title_id.clone()}>{ props.title.clone() }</figcaption>
            <svg viewBox={format!("0 0 {} {}", coord(f.width), coord(f.height))} role="group"
                aria-labelledby={title_id}>
                { for gridlines }
                <line class="axis" x1={coord(f.left)} x2={coord(f.width - f.right)}
                    y1={coord(f.baseline())} y2={coord(f.baseline())} />
                { for bar_marks }
                <text class="axis-title" x={coord(f.left + f.plot_width() / 2.0)}
                    y={coord(f.height - 4.0)} text-anchor="middle">
                    { props.x_label.clone() }
                </text>
                <text class="axis-title" transform={format!("translate(11 {}) rotate(-90)", coord(f.top + f.plot_height() / 2.0))}
                    text-anchor="middle">
                    { props.y_label.clone() }
                </text>
            </svg>
            <table class="visually-hidden">
                <caption>{ props.title.clone() }</caption>
                <tbody>
                    { for props.data.iter().map(|d| html! {
                        <tr><th scope="row">{ d.label.clone() }</th><td>{ d.title.clone() }</td></tr>
                    }) }
                </tbody>
            </table>
        </figure>
    }
}
