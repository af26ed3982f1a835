//! The play view: the felt (the clock and score, the daily hand's line, the
//! table, the feedback, the answer field) and the panel under it (how the
//! world did on the daily hand, the tools,
//! the tally of solutions found, the hints, the sound switch and the
//! bests).
//!
//! Promises: everything a player needs during a hand is on the felt, in
//! this order, so that a phone shows it above the fold; `#found` tallies the
//! distinct solutions found ("2 of 3 found") after the first; no solution
//! text is shown here.

use super::daily::DailyLine;
use super::status::{Status, StatusProps};
use super::{
    attempt, bests, feedback, hints, table, tools, use_play_effects, world, Calls, PlayPanelProps,
};
use crate::texts::prelude::*;
use crate::web::world::use_world;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[function_component(PlayPanel)]
pub fn play_panel(props: &PlayPanelProps) -> Html {
    let lang = props.lang;
    let t = lang.text();
    let p = lang.play_text();
    let play = &props.play;
    let text = use_state(String::new);
    let asking = use_state_eq(|| false);
    let celebrated = use_state_eq(|| None::<u32>);
    use_play_effects(play, props.complete, props.sound, &props.dispatch);
    use_world(&props.world, &props.dispatch);
    let calls = Calls::of(props);
    {
        // Another hand: the field starts empty.
        let text = text.clone();
        let hand: Vec<_> = play.table.start().iter().map(|c| c.card).collect();
        use_effect_with(hand, move |_| text.set(String::new()));
    }
    let bests = bests::view(props, &calls, &asking);
    let tools = tools::view(props, &calls);
    let daily = play.daily.map(|date| {
        html! { <DailyLine {date} done={props.bests.daily_done(date)} {lang} /> }
    });
    let sound = {
        let onchange = calls
            .on_sound
            .reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
        html! {
            <label class="check sound">
                <input type="checkbox" id="sound" checked={props.sound} {onchange} />
                <span>{ p.sound }</span>
            </label>
        }
    };
    if !props.complete {
        return html! {
            <section class="play" aria-label={p.play}>
                { tools }
                { sound }
                { bests }
            </section>
        };
    }
    html! {
        <>
            <section class="felt play-felt" aria-label={t.hand}>
                <Status ..StatusProps::of(play, props.challenge, props.session, lang) />
                { for daily }
                { table::view(play, &props.target, lang, &calls.on_move) }
                { feedback::view(props, &calls, &celebrated) }
                { attempt::view(lang, &text, &calls.on_move) }
            </section>
            <section class="play" aria-label={p.play}>
                if play.daily.is_some() {
                    { world::view(&props.world.heard, lang) }
                }
                if let Some(of) = play.of.filter(|&of| of > 0) {
                    <p id="found" class="found">{ (p.tally)(play.found.len(), of) }</p>
                }
                { tools }
                { hints::view(props) }
                { sound }
                <p class="help">{ p.keys_help }</p>
                { bests }
            </section>
        </>
    }
}
