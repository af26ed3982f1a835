//! The time, for play: milliseconds for the clock, today's date for the
//! daily hand and the time of day, and a hook that re-renders while a clock
//! runs.
//!
//! Promises: the milliseconds are monotonic (`performance.now()`, from the
//! page's start), so a clock never jumps when the wall clock is set or
//! synchronised, and one reading compares with another across renders; the
//! date is the local calendar date, the player's "today".

use crate::play::daily::Date;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Milliseconds since the page started, from the monotonic clock.
pub fn now_ms() -> u64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
        .max(0.0) as u64
}

/// The browser's time, in milliseconds since 1970.
pub fn wall_ms() -> i64 {
    js_sys::Date::now() as i64
}

/// The local time of day: `(hour, minute, second)`.
pub fn time_of_day() -> (u32, u32, u32) {
    let d = js_sys::Date::new_0();
    (d.get_hours(), d.get_minutes(), d.get_seconds())
}

/// Today, in the player's time zone.
pub fn today() -> Date {
    let d = js_sys::Date::new_0();
    Date {
        year: d.get_full_year() as i32,
        month: d.get_month() + 1,
        day: d.get_date(),
    }
}

/// How often a running clock is redrawn, in milliseconds.
const TICK_MS: i32 = 100;

/// The time now, redrawn every tenth of a second while `running`.
#[hook]
pub fn use_ticker(running: bool) -> u64 {
    let now = use_state(now_ms);
    {
        let now = now.clone();
        use_effect_with(running, move |&running| {
            let window = web_sys::window();
            let id = if running {
                let tick = Closure::<dyn Fn()>::new(move || now.set(now_ms()));
                let id = window.as_ref().and_then(|w| {
                    w.set_interval_with_callback_and_timeout_and_arguments_0(
                        tick.as_ref().unchecked_ref(),
                        TICK_MS,
                    )
                    .ok()
                });
                Some((id, tick))
            } else {
                None
            };
            move || {
                if let (Some(w), Some((Some(id), _))) = (window, &id) {
                    w.clear_interval_with_handle(*id);
                }
                drop(id);
            }
        });
    }
    *now
}
