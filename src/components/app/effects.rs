//! What the page keeps in step with its state, beside drawing it: the URL,
//! the solving worker, the keys that type or play a hand, a `?daily` link's
//! hand, the bests kept by the browser, `<html lang>` and the title, and
//! the theme.
//!
//! Promises: the page is marked live once its first render is done; nothing
//! here changes what the start page shows, so hydration finds the page it
//! painted; the bests and the theme are written only when they change, not
//! as the page starts (the browser already holds them).

use crate::link::View;
use crate::state::{Action, Dispatch, State};
use crate::texts::prelude::*;
use crate::web::bests_store::store_bests;
use crate::web::clock::today;
use crate::web::hand_keys::use_hand_keys;
use crate::web::live::mark_live;
use crate::web::preferences::apply_theme;
use crate::web::solver::use_solver;
use crate::web::turns::{frame_drawn, when_done};
use crate::web::url_sync::use_url_sync;
use yew::prelude::*;

#[hook]
pub fn use_page_effects(state: &UseReducerHandle<State>, dispatch: &Dispatch) {
    use_effect_with((), |()| {
        frame_drawn();
        when_done(mark_live);
    });
    use_url_sync(state);
    use_solver(state, dispatch.clone());
    let view = state.link.view;
    let playing = state.link.play && view == View::Solve;
    // Play takes hands of up to six cards; a bigger hand stays in the picker.
    let complete = state.missing() == 0 && (!playing || state.playable());
    // In Rooms, the play keys play the round's table.
    use_hand_keys(
        dispatch.clone(),
        state.ui.picker.is_some(),
        (playing && complete) || view == View::Rooms,
    );
    use_daily_link(state.ui.daily_due, dispatch);
    use_on_change(state.prefs.bests.clone(), store_bests);
    use_language(state.prefs.lang);
    use_on_change(state.prefs.theme, |&theme| apply_theme(theme));
}

/// A `?daily` link: today's hand, which only the page's clock knows.
#[hook]
fn use_daily_link(due: bool, dispatch: &Dispatch) {
    let dispatch = dispatch.clone();
    use_effect_with(due, move |&due| {
        if due {
            dispatch.dispatch(Action::Daily {
                date: today(),
                push: false,
            });
        }
    });
}

/// `<html lang>` and the document's title in `lang`: the start page is in
/// English, and another language's build says so as it starts.
#[hook]
fn use_language(lang: Lang) {
    use_effect_with(lang, |lang| {
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            if let Some(root) = doc.document_element() {
                if root.get_attribute("lang").as_deref() != Some(lang.tag()) {
                    let _ = root.set_attribute("lang", lang.tag());
                }
            }
            let title = lang.text().page_title;
            if doc.title() != title {
                doc.set_title(title);
            }
        }
    });
}

/// Runs `f` with `value` each time it changes, but not as the page starts:
/// for what the browser already shows or keeps (the start page's theme was
/// applied before its first paint, and the bests were just read).
#[hook]
fn use_on_change<T: PartialEq + 'static>(value: T, f: fn(&T)) {
    let started = use_mut_ref(|| false);
    use_effect_with(value, move |value| {
        if std::mem::replace(&mut *started.borrow_mut(), true) {
            f(value);
        }
    });
}
