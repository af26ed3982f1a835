//! What follows a played hand, in Play and in Practice alike: the clock
//! starts once the hand is complete on screen, focus follows the cards a
//! player combines into their result, and each new outcome of a check
//! has its sound, when the switch is on.
//!
//! Promises: the clock is started once per hand; a view drawn again (after
//! a visit elsewhere) neither moves focus nor replays the last outcome's
//! sound, since neither is news.

use crate::play::{Move, Play};
use crate::state::{Action, Dispatch};
use crate::web::clock::now_ms;
use crate::web::focus::focus_play_card;
use crate::web::sound::{self, Cue};
use yew::prelude::*;

/// Runs `f` with `value` each time it changes after the view is first
/// drawn.
#[hook]
fn use_on_news<T: PartialEq + 'static>(value: T, f: impl Fn(&T) + 'static) {
    let drawn = use_mut_ref(|| false);
    use_effect_with(value, move |value| {
        if std::mem::replace(&mut *drawn.borrow_mut(), true) {
            f(value);
        }
    });
}

/// The effects of `play`, whose hand is `complete` on screen or not.
#[hook]
pub fn use_play_effects(play: &Play, complete: bool, sound: bool, dispatch: &Dispatch) {
    {
        let dispatch = dispatch.clone();
        let waiting = complete && play.started.is_none();
        use_effect_with(waiting, move |&waiting| {
            if waiting {
                dispatch.dispatch(Action::Play(Move::Start, now_ms()));
            }
        });
    }
    let table = &play.table;
    use_on_news((table.left(), table.made), |&(_, made)| {
        if let Some(place) = made {
            focus_play_card(place);
        }
    });
    let cue = play.outcome.as_ref().and_then(|o| match o.kind() {
        _ if play.just_won() => Some(Cue::Win),
        "wrong" | "invalid" => Some(Cue::Miss),
        _ => None,
    });
    use_on_news(play.said, move |_| {
        if let Some(cue) = cue.filter(|_| sound) {
            sound::play(cue);
        }
    });
}
