//! The daily hand's line on the felt: its label (`#daily-label`, "Daily ·
//! 23 Nov"), marked done once solved (`#daily-label.done`), then the time
//! to the next one (`#daily-next`).
//!
//! Promises: the label is there from the moment the daily hand is shown;
//! the countdown counts whole minutes to local midnight and redraws on its
//! own, twice a minute, only while it is shown.

use crate::play::daily::{minutes_to_next, Date};
use crate::texts::prelude::*;
use crate::web::clock::time_of_day;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// How often the countdown is redrawn, in milliseconds.
const TICK_MS: i32 = 30_000;

#[derive(Properties, PartialEq)]
pub struct DailyLineProps {
    pub date: Date,
    /// Solved, on this visit or an earlier one.
    pub done: bool,
    pub lang: Lang,
}

#[function_component(DailyLine)]
pub fn daily_line(props: &DailyLineProps) -> Html {
    let p = props.lang.play_text();
    let minutes = use_state(|| None::<u32>);
    {
        let minutes = minutes.clone();
        use_effect_with(props.done, move |&done| {
            let read = move || {
                let (h, m, s) = time_of_day();
                minutes.set(Some(minutes_to_next(h, m, s)));
            };
            let tick = done.then(|| {
                read();
                Closure::<dyn Fn()>::new(read)
            });
            let window = web_sys::window();
            let id = tick.as_ref().and_then(|tick| {
                window.as_ref().and_then(|w| {
                    w.set_interval_with_callback_and_timeout_and_arguments_0(
                        tick.as_ref().unchecked_ref(),
                        TICK_MS,
                    )
                    .ok()
                })
            });
            move || {
                if let (Some(w), Some(id)) = (window, id) {
                    w.clear_interval_with_handle(id);
                }
                drop(tick);
            }
        });
    }
    html! {
        <p class="daily-line">
            <span id="daily-label" class={classes!("daily-label", props.done.then_some("done"))}>
                { props.lang.daily_label(props.date) }
                if props.done {
                    <span class="daily-done">{ format!(" · {} ✓", p.daily_done) }</span>
                }
            </span>
            if let Some(m) = (*minutes).filter(|_| props.done) {
                <span id="daily-next" class="daily-next">{ (p.next_daily)(m) }</span>
            }
        </p>
    }
}
