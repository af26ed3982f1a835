//! The host's choices for a game: rounds (`#room-rounds`, 1–30), cards per
//! hand (`#room-cards`, 2–6), difficulty (`#room-difficulty`), target
//! (`#room-target`), how answers score (`#room-scoring`: `speed`,
//! `accuracy` or `untimed`), what the projector shows of the ranking
//! (`#room-ranking`: `shown`, `end`, `never`), the time per round (`#room-time`: 30, 60 or
//! 120 s, or none; not offered without a clock), as the protocol bounds
//! them, the house rules: whole numbers
//! only (`#room-integers`) and the deck (`#room-faces`); whether late
//! players may join a game under way (`#room-late-join`); and, for the
//! room's creator, hosting without playing (`#room-host-only`).
//!
//! The game's mode comes first (`#room-mode`: `rounds` or `challenge`);
//! a Challenge counts cards (`#room-challenge-cards`) rather than rounds,
//! has decoys (`#room-decoys`: one in 4, 6, 8 or 12, or `0`) and a Final's
//! size (`#room-final-size`), and scores by its cards' dots, so it offers
//! no scoring. Teams (`#room-teams`: 2–6, or `0` for none) go with either
//! mode.
//!
//! Promises: each field shows the draft and reports every change at once
//! (in a room between games, the change is the room's); the target field
//! is `aria-invalid` while its text does not read.

use super::super::select::labelled;
use super::Ctx;
use crate::rooms::{RoomAction, Setting};
use crate::texts::prelude::*;
use cards::Faces;
use protocol::room::settings::{DECOY_SHARES, FINAL_SIZES, HAND_SIZES, ROUNDS, TEAMS, TIME_LIMITS};
use protocol::room::{Mode, Ranking, Scoring};
use solver::difficulty::Grade;
use solver::Rational;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// A select of `(value, label)` choices showing `current`, reporting the
/// chosen value through `to_setting`.
fn select(
    ctx: &Ctx,
    id: &'static str,
    label: &str,
    choices: Vec<(String, String)>,
    current: String,
    to_setting: fn(&str) -> Option<Setting>,
) -> Html {
    let send = ctx.send.clone();
    let on_value = Callback::from(move |value: String| {
        if let Some(setting) = to_setting(&value) {
            send.emit(RoomAction::Set(setting));
        }
    });
    labelled(id, label, choices, current, on_value)
}

pub fn view(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let t = lang.text();
    let r = lang.rooms_text();
    let form = &ctx.rooms.form;
    let s = form.settings;
    let numbers = |range: std::ops::RangeInclusive<u8>| {
        range
            .map(|n| (n.to_string(), n.to_string()))
            .collect::<Vec<_>>()
    };
    let grades = std::iter::once(("any".to_string(), lang.any_difficulty().to_string()))
        .chain(
            Grade::ALL
                .iter()
                .map(|&g| (g.as_str().to_string(), lang.grade_name(g).to_string())),
        )
        .collect();
    let limits = TIME_LIMITS
        .iter()
        .map(|&l| (l.to_string(), (r.seconds)(l)))
        .chain(std::iter::once((
            "none".to_string(),
            r.no_limit.to_string(),
        )))
        .collect();
    let scorings = Scoring::ALL
        .iter()
        .zip(r.scorings)
        .map(|(s, label)| (s.tag().to_string(), label.to_string()))
        .collect();
    let rankings = Ranking::ALL
        .iter()
        .zip(r.rankings)
        .map(|(k, label)| (k.tag().to_string(), label.to_string()))
        .collect();
    let c = &r.challenge;
    let challenge = s.mode == Mode::Challenge;
    let modes = Mode::ALL
        .iter()
        .zip(c.modes)
        .map(|(m, label)| (m.tag().to_string(), label.to_string()))
        .collect();
    let decoys = std::iter::once(("0".to_string(), c.no_decoys.to_string()))
        .chain(
            DECOY_SHARES
                .iter()
                .map(|&n| (n.to_string(), (c.decoy_share)(n))),
        )
        .collect();
    let teams = std::iter::once(("0".to_string(), c.no_teams.to_string()))
        .chain(TEAMS.map(|n| (n.to_string(), n.to_string())))
        .collect();
    let on_target = ctx.send.reform(|e: InputEvent| {
        let text = e.target_unchecked_into::<HtmlInputElement>().value();
        RoomAction::Set(Setting::Target(text))
    });
    let invalid = form.target.trim().parse::<Rational>().is_err();
    let on_integers = ctx.send.reform(|e: Event| {
        let on = e.target_unchecked_into::<HtmlInputElement>().checked();
        RoomAction::Set(Setting::Integers(on))
    });
    let on_host_only = ctx.send.reform(|e: Event| {
        let on = e.target_unchecked_into::<HtmlInputElement>().checked();
        RoomAction::Set(Setting::HostPlays(!on))
    });
    let on_names = ctx.send.reform(|e: Event| {
        let on = e.target_unchecked_into::<HtmlInputElement>().checked();
        RoomAction::Set(Setting::GeneratedNames(on))
    });
    let on_late_join = ctx.send.reform(|e: Event| {
        let on = e.target_unchecked_into::<HtmlInputElement>().checked();
        RoomAction::Set(Setting::LateJoin(on))
    });
    // Only the creator's seat is ever the one that does not play.
    let creator = ctx.rooms.room.as_ref().is_none_or(|r| r.created());
    let decks = Faces::ALL
        .iter()
        .zip(t.faces_choices)
        .map(|(&f, label)| (f.code().unwrap_or("13").to_string(), label.to_string()))
        .collect();
    html! {
        <fieldset class="room-settings">
            <legend>{ r.settings }</legend>
            { select(ctx, "room-mode", c.mode, modes, s.mode.tag().to_string(),
                |v| Mode::from_tag(v).map(Setting::Mode)) }
            if challenge {
                { select(ctx, "room-challenge-cards", c.cards, numbers(ROUNDS), s.cards.to_string(),
                    |v| v.parse().ok().map(Setting::Cards)) }
                { select(ctx, "room-decoys", c.decoys, decoys, s.decoys.to_string(),
                    |v| v.parse().ok().map(Setting::Decoys)) }
                { select(ctx, "room-final-size", c.final_size, numbers(FINAL_SIZES),
                    s.final_size.to_string(), |v| v.parse().ok().map(Setting::FinalSize)) }
            } else {
                { select(ctx, "room-rounds", r.rounds, numbers(ROUNDS), s.rounds.to_string(),
                    |v| v.parse().ok().map(Setting::Rounds)) }
            }
            { select(ctx, "room-teams", c.teams, teams, s.teams.to_string(),
                |v| v.parse().ok().map(Setting::Teams)) }
            { select(ctx, "room-cards", r.cards, numbers(HAND_SIZES), s.hand_size.to_string(),
                |v| v.parse().ok().map(Setting::HandSize)) }
            { select(ctx, "room-difficulty", lang.difficulty_label(), grades,
                s.difficulty.map_or("any".to_string(), |g| g.as_str().to_string()),
                |v| Some(Setting::Difficulty(v.parse().ok()))) }
            <label class="field">
                <span>{ t.target }</span>
                <input type="text" id="room-target" value={form.target.clone()}
                    oninput={on_target} autocomplete="off" spellcheck="false"
                    autocapitalize="off" inputmode="text"
                    aria-invalid={if invalid { "true" } else { "false" }} />
            </label>
            // A Challenge's cards score their dots.
            if !challenge {
                { select(ctx, "room-scoring", r.scoring, scorings, s.scoring.tag().to_string(),
                    |v| Scoring::from_tag(v).map(Setting::Scoring)) }
            }
            { select(ctx, "room-ranking", r.ranking, rankings, s.ranking.tag().to_string(),
                |v| Ranking::from_tag(v).map(Setting::Ranking)) }
            // No clock, no time limit to choose.
            if s.timed() {
                { select(ctx, "room-time", r.time_limit, limits,
                    s.time_limit.map_or("none".to_string(), |l| l.to_string()),
                    |v| Some(Setting::TimeLimit(v.parse().ok()))) }
            }
            <label class="check">
                <input type="checkbox" id="room-integers" checked={s.integers}
                    onchange={on_integers} />
                <span>{ t.integers }</span>
            </label>
            { select(ctx, "room-faces", t.faces, decks,
                s.faces.code().unwrap_or("13").to_string(),
                |v| Some(Setting::Faces(Faces::from_code(v).unwrap_or_default()))) }
            <label class="check">
                <input type="checkbox" id="room-late-join" checked={s.late_join}
                    onchange={on_late_join} />
                <span>{ r.late_join }</span>
            </label>
            <label class="check">
                <input type="checkbox" id="room-names" checked={s.generated_names}
                    onchange={on_names} />
                <span>{ r.generated_names }</span>
            </label>
            if creator {
                <label class="check">
                    <input type="checkbox" id="room-host-only" checked={!s.host_plays}
                        onchange={on_host_only} />
                    <span>{ r.host_only }</span>
                </label>
            }
        </fieldset>
    }
}
