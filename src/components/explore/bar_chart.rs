//! A bar chart as SVG: gridlines with their values, x labels (thinned when
//! crowded), axis titles, and one bar per datum that can be clicked or
//! chosen with the keyboard. Each bar carries a `<title>` with its exact
//! figures, and a visually hidden table repeats every figure for screen
//! readers. The layout comes from [`crate::explore::chart`].
//!
//! Promises: the chart is one Tab stop however many bars it has (a deck of
//! six-card hands has two thousand): the arrow keys move between bars (Home
//! and End to the ends, Page Up and Down ten at a time), Enter or Space
//! picks; every bar has `data-i`, its place from 0; the hidden table sits in
//! a box of its own, so that it takes no room in the page's layout.

use crate::components::chart_marks::{axis_titles, grid};
use crate::explore::chart::{bars, coord, label_every, ticks, Frame};
use std::rc::Rc;
use wasm_bindgen::JsCast;
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
    let tick_values = ticks(props.top.unwrap_or(max), 4);
    let top = *tick_values.last().unwrap_or(&1.0);
    let values: Vec<f64> = props.data.iter().map(|d| d.value).collect();
    let rects = bars(&f, &values, top);
    let every = label_every(&f, values.len(), 22.0);
    let slot = f.plot_width() / values.len().max(1) as f64;
    let title_id = format!("{}-title", props.id);
    let n = props.data.len();
    // The one bar Tab reaches: the last one moved to, else the current one.
    let first = props.data.iter().position(|d| d.current).unwrap_or(0);
    let roving = use_state_eq(|| first);
    let at = (*roving).min(n.saturating_sub(1));
    let svg = use_node_ref();
    let on_keys = {
        let (roving, svg, on_pick) = (roving.clone(), svg.clone(), props.on_pick.clone());
        Callback::from(move |e: KeyboardEvent| {
            let to = match e.key().as_str() {
                "Enter" | " " => {
                    e.prevent_default();
                    on_pick.emit(at);
                    return;
                }
                "ArrowRight" | "ArrowUp" => at + 1,
                "ArrowLeft" | "ArrowDown" => at.saturating_sub(1),
                "PageUp" => at + 10,
                "PageDown" => at.saturating_sub(10),
                "Home" => 0,
                "End" => n,
                _ => return,
            }
            .min(n.saturating_sub(1));
            e.prevent_default();
            roving.set(to);
            focus_bar(&svg, to);
        })
    };

    let bar_marks = props
        .data
        .iter()
        .zip(&rects)
        .enumerate()
        .map(|(i, (d, r))| {
            let pick = props.on_pick.reform(move |_: MouseEvent| i);
            // A bar focused any way (a click, a tap) is where the keys go on.
            let onfocus = {
                let roving = roving.clone();
                Callback::from(move |_: FocusEvent| roving.set(i))
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
                    role="button" tabindex={if i == at { "0" } else { "-1" }}
                    aria-label={d.title.clone()} onclick={pick} {onfocus}
                    data-label={d.label.clone()} data-i={i.to_string()}>
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
                aria-labelledby={title_id} ref={svg} onkeydown={on_keys}>
                { grid(&f, tick_values.iter().map(|&v| (f.y(v, top), v))) }
                { for bar_marks }
                { axis_titles(&f, html! { props.x_label.clone() }, html! { props.y_label.clone() }) }
            </svg>
            // A box around the table: a table ignores the height that
            // keeps the box visually hidden, and would widen the page.
            <div class="visually-hidden">
                <table>
                    <caption>{ props.title.clone() }</caption>
                    <tbody>
                        { for props.data.iter().map(|d| html! {
                            <tr><th scope="row">{ d.label.clone() }</th><td>{ d.title.clone() }</td></tr>
                        }) }
                    </tbody>
                </table>
            </div>
        </figure>
    }
}

/// Focuses bar `i` of the chart drawn in `svg`.
fn focus_bar(svg: &NodeRef, i: usize) {
    let Some(svg) = svg.cast::<web_sys::Element>() else {
        return;
    };
    let bar = svg
        .query_selector(&format!(r#".bar[data-i="{i}"]"#))
        .ok()
        .flatten();
    // An SVG element's `focus`, called as a method of the element.
    if let Some(bar) = bar {
        if let Ok(focus) = js_sys::Reflect::get(&bar, &"focus".into()) {
            let _ = focus.unchecked_into::<js_sys::Function>().call0(&bar);
        }
    }
}
