//! Practice's clock: the time since the hand was dealt, against the limit
//! (`#timer`), which says when the limit passes.
//!
//! Promises: it redraws only while running; it reports the limit passing
//! once per hand (the state ignores a second report), and only for a hand
//! not yet written into the journal.

use crate::play::clock_tenths;
use crate::texts::prelude::*;
use crate::web::clock::use_ticker;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ClockProps {
    pub started: Option<u64>,
    pub stopped: Option<u32>,
    /// The limit, in seconds.
    pub limit: u16,
    pub recorded: bool,
    pub lang: Lang,
    /// The limit passed, at the page's time then.
    pub on_time_up: Callback<u64>,
}

#[function_component(Clock)]
pub fn clock(props: &ClockProps) -> Html {
    let t = props.lang.practice_text();
    let p = props.lang.play_text();
    let running = props.started.is_some() && props.stopped.is_none();
    let now = use_ticker(running);
    let tenths = clock_tenths(props.started, props.stopped, now);
    let over = tenths >= u32::from(props.limit) * 10;
    {
        let on_time_up = props.on_time_up.clone();
        let due = running && over && !props.recorded;
        use_effect_with(due, move |&due| {
            if due {
                on_time_up.emit(now);
            }
        });
    }
    let shown = props.lang.tenths(tenths);
    html! {
        <div class="play-status">
            <span class="clock">
                <span class="label">{ p.time }</span>
                <span id="timer" class={classes!(props.stopped.is_some().then_some("stopped"), over.then_some("over"))}
                    role="timer">{ (t.seconds)(&shown) }</span>
                <span class="limit">{ " / " }{ (t.seconds)(&props.lang.number(props.limit)) }</span>
            </span>
        </div>
    }
}
