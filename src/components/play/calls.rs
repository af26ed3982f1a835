//! What the play view's parts report: each a callback made from the page's
//! dispatcher, here rather than in the app, so that none of it is in the
//! page's first download.
//!
//! Promises: a move is stamped with the time it was made; the sound switch
//! is remembered by the browser as it is flipped; Share sends the challenge
//! link, with what was played, the time and the hints.

use super::PlayPanelProps;
use crate::notice::Notice;
use crate::play::Move;
use crate::state::{Action, Dispatch};
use crate::texts::prelude::*;
use crate::web::bests_file;
use crate::web::clock::{now_ms, today};
use crate::web::preferences::store_sound;
use crate::web::share::share;
use crate::web::url_sync::address;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The play view's callbacks.
pub struct Calls {
    pub on_move: Callback<Move>,
    pub on_daily: Callback<()>,
    /// Share the solve (or send a rematch): the challenge link with its time.
    pub on_share: Callback<()>,
    pub on_reset_bests: Callback<()>,
    pub on_sound: Callback<bool>,
    pub on_export: Callback<()>,
    pub on_import: Callback<HtmlInputElement>,
}

/// The callback that sends a move, stamped with the time, to `dispatch`.
pub fn moves(dispatch: &Dispatch) -> Callback<Move> {
    let dispatch = dispatch.clone();
    Callback::from(move |mv| dispatch.dispatch(Action::Play(mv, now_ms())))
}

impl Calls {
    pub fn of(props: &PlayPanelProps) -> Calls {
        let dispatch = &props.dispatch;
        let send = |action: fn(()) -> Action| {
            let dispatch = dispatch.clone();
            Callback::from(move |()| dispatch.dispatch(action(())))
        };
        Calls {
            on_move: moves(dispatch),
            on_daily: send(|()| Action::Daily {
                date: today(),
                push: true,
            }),
            on_share: on_share(props),
            on_reset_bests: send(|()| Action::ResetBests),
            on_sound: {
                let dispatch = dispatch.clone();
                Callback::from(move |on| {
                    store_sound(on);
                    dispatch.dispatch(Action::SetSound(on));
                })
            },
            on_export: {
                let bests = props.bests.clone();
                Callback::from(move |()| bests_file::save(&bests))
            },
            on_import: {
                let dispatch = dispatch.clone();
                Callback::from(move |input: HtmlInputElement| {
                    let dispatch = dispatch.clone();
                    bests_file::load(
                        &input,
                        Callback::from(move |read| match read {
                            Ok(bests) => {
                                dispatch.dispatch(Action::MergeBests(bests));
                                dispatch.dispatch(Action::Notify(Notice::BestsLoaded));
                            }
                            Err(name) => dispatch.dispatch(Action::Notify(Notice::NotBests(name))),
                        }),
                    );
                })
            },
        }
    }
}

/// Shares the solve: what was played (the daily hand's label, or the hand
/// as ranks, with its target when not 24), the time, the hints and the
/// challenge link.
fn on_share(props: &PlayPanelProps) -> Callback<()> {
    let lang = props.lang;
    let play = &props.play;
    let shared = props
        .challenge_query
        .clone()
        .zip(play.solved)
        .map(|(query, tenths)| {
            let what = match play.daily {
                Some(date) => lang.daily_label(date),
                None => {
                    let ranks: Vec<&str> = play
                        .table
                        .start()
                        .iter()
                        .filter_map(|c| c.card)
                        .map(|c| cards::rank_label(c.rank()))
                        .collect();
                    let target = &props.target;
                    if *target == solver::Rational::from_integer(crate::link::DEFAULT_TARGET) {
                        ranks.join(" ")
                    } else {
                        format!("{} → {target}", ranks.join(" "))
                    }
                }
            };
            (query, what, tenths, play.hints)
        });
    let dispatch = props.dispatch.clone();
    Callback::from(move |()| {
        if let Some((query, what, tenths, hints)) = &shared {
            let text = lang.share_text(what, *tenths, *hints, &address(query));
            let dispatch = dispatch.clone();
            share(
                text,
                Callback::from(move |notice| dispatch.dispatch(Action::Notify(notice))),
            );
        }
    })
}
