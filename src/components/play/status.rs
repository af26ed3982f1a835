//! The play status line: the clock (`#timer`), a challenge's time to beat
//! (`#beat`), and the session's score and streak (`#score`).
//!
//! Promises: the clock runs from the moment the hand is complete and stops
//! at the solve (or a reveal), showing tenths of a second in the page's
//! language ("2.3 s", "2.3 秒"); it redraws only while running.

use crate::play::{clock_tenths, Play};
use crate::state::Session;
use crate::texts::prelude::*;
use crate::web::clock::use_ticker;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub started: Option<u64>,
    pub stopped: Option<u32>,
    pub challenge: Option<u32>,
    pub session: Session,
    pub lang: Lang,
}

impl StatusProps {
    pub fn of(play: &Play, challenge: Option<u32>, session: Session, lang: Lang) -> StatusProps {
        StatusProps {
            started: play.started,
            stopped: play.stopped,
            challenge,
            session,
            lang,
        }
    }
}

#[function_component(Status)]
pub fn status(props: &StatusProps) -> Html {
    let p = props.lang.play_text();
    let running = props.started.is_some() && props.stopped.is_none();
    let now = use_ticker(running);
    let tenths = clock_tenths(props.started, props.stopped, now);
    html! {
        <div class="play-status">
            <span class="clock">
                <span class="label">{ p.time }</span>
                <span id="timer" class={classes!(props.stopped.is_some().then_some("stopped"))}
                    role="timer">{ props.lang.seconds(tenths) }</span>
            </span>
            if let Some(t) = props.challenge {
                <span id="beat" class="beat">{ (p.beat)(&props.lang.tenths(t)) }</span>
            }
            <span id="score">{ (p.score)(props.session.score, props.session.streak) }</span>
        </div>
    }
}
