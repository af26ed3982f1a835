//! The callbacks the page hands its children, each made once (or again only
//! when what it closes over changes), so that no child re-renders for a new
//! callback.

use crate::components::view_switch::Page;
use crate::link::View;
use crate::state::{Action, Dispatch, State};
use crate::texts::prelude::*;
use crate::web::clipboard::copy_link;
use crate::web::dealing::deal_action;
use crate::web::preferences::store_lang;
use crate::web::texts::{carries, open_in};
use crate::web::url_sync::address;
use cards::Card;
use solver::difficulty::Grade;
use solver::Level;
use yew::prelude::*;

/// Every callback of the page's own children.
pub struct Calls {
    /// Any action, for the children that make their own.
    pub on_action: Callback<Action>,
    pub on_open: Callback<usize>,
    pub on_close: Callback<()>,
    pub on_pick: Callback<(usize, Card)>,
    pub on_clear_slot: Callback<usize>,
    pub on_clear_hand: Callback<()>,
    pub on_only_solvable: Callback<bool>,
    pub on_difficulty: Callback<Option<Grade>>,
    pub on_size: Callback<usize>,
    pub on_target: Callback<String>,
    pub on_no_parens: Callback<bool>,
    pub on_level: Callback<Level>,
    pub on_page: Callback<usize>,
    /// The language switch: the page's build carries the language, or the
    /// page opens again in that language's build.
    pub on_lang: Callback<Lang>,
    pub on_theme: Callback<crate::theme::Theme>,
    pub on_dismiss: Callback<MouseEvent>,
    /// The header's views; Solve while playing leaves play.
    pub on_view: Callback<Page>,
    /// Deal, as the options ask: a hand the solver must judge, or a plain one.
    pub on_deal: Callback<()>,
    /// Copy link: the page's address, as the state writes it.
    pub on_copy: Callback<()>,
}

/// A callback that turns what a child reports into an action. Made once: the
/// dispatcher never changes, so neither does the callback.
#[hook]
fn use_action<T: 'static>(dispatch: &Dispatch, to_action: fn(T) -> Action) -> Callback<T> {
    let dispatch = dispatch.clone();
    use_callback((), move |value: T, _| dispatch.dispatch(to_action(value)))
}

#[hook]
pub fn use_calls(state: &State, dispatch: &Dispatch) -> Calls {
    let on_notice = use_action(dispatch, Action::Notify);
    let on_lang = {
        let dispatch = dispatch.clone();
        use_callback((), move |lang: Lang, _| {
            store_lang(lang);
            if carries(lang) {
                dispatch.dispatch(Action::SetLang(lang));
            } else {
                open_in(lang);
            }
        })
    };
    let on_view = {
        let dispatch = dispatch.clone();
        use_callback(state.link.play, move |page: Page, &playing| {
            dispatch.dispatch(match page {
                Page::Solve if playing => Action::SetPlaying(false),
                Page::Solve => Action::SetView(View::Solve),
                Page::Play => Action::SetPlaying(true),
                Page::Explore => Action::SetView(View::Explore),
                Page::Rooms => Action::SetView(View::Rooms),
                Page::Print => Action::SetView(View::Print),
            })
        })
    };
    let on_deal = {
        let dispatch = dispatch.clone();
        let ask = state.deal_ask();
        use_callback((ask, state.only_solvable()), move |(), &(ask, only)| {
            dispatch.dispatch(deal_action(ask, only));
        })
    };
    let on_copy = use_callback(state.query(), move |(), query: &String| {
        copy_link(address(query), on_notice.clone());
    });
    Calls {
        on_action: use_action(dispatch, |action| action),
        on_open: use_action(dispatch, Action::OpenPicker),
        on_close: use_action(dispatch, |()| Action::ClosePicker),
        on_pick: use_action(dispatch, |(slot, card)| Action::Pick { slot, card }),
        on_clear_slot: use_action(dispatch, Action::ClearSlot),
        on_clear_hand: use_action(dispatch, |()| Action::ClearHand),
        on_only_solvable: use_action(dispatch, Action::SetOnlySolvable),
        on_difficulty: use_action(dispatch, Action::SetDifficulty),
        on_size: use_action(dispatch, Action::SetSize),
        on_target: use_action(dispatch, Action::SetTarget),
        on_no_parens: use_action(dispatch, Action::SetNoParens),
        on_level: use_action(dispatch, Action::SetLevel),
        on_page: use_action(dispatch, Action::SetPage),
        on_lang,
        on_theme: use_action(dispatch, Action::SetTheme),
        on_dismiss: use_action(dispatch, |_: MouseEvent| Action::Dismiss),
        on_view,
        on_deal,
        on_copy,
    }
}
