//! How the world did on the daily hand, after a solve (`#daily-world`):
//! the player's time and place among the day's players
//! (`data-players-today`), the share that solved it, a histogram of the
//! day's times with the player's bar marked, and yesterday's counts; or
//! why there is nothing to compare (no server, no answer, the server
//! refused).
//!
//! Promises: a leaf of the play panel, drawn from the state's
//! [`Heard`] alone; the histogram is a list whose bars' heights are
//! classes (the page's Content-Security-Policy allows no inline style),
//! each bar named in words for screen readers.

use crate::texts::prelude::*;
use model::world::Heard;
use protocol::daily::{bucket, Refusal, Standing, BUCKET_EDGES};
use texts::Number;
use yew::prelude::*;

/// `#daily-world`, or nothing before a solve is sent.
pub fn view(heard: &Heard, lang: Lang) -> Html {
    let w = lang.world_text();
    let said = |text: &str, class: &'static str| {
        html! { <p id="daily-world" class={classes!("daily-world", class)} role="status">{ text.to_string() }</p> }
    };
    match heard {
        Heard::Nothing => Html::default(),
        Heard::Waiting => said(w.comparing, "waiting"),
        Heard::NoServer => said(w.needs_server, "apart"),
        Heard::Lost => said(w.lost, "apart"),
        Heard::Refused(why) => said(
            match why {
                Refusal::NotStarted => w.not_started,
                Refusal::NotToday => w.not_today,
                Refusal::Unavailable | Refusal::TooMany => w.unavailable,
                Refusal::Wrong | Refusal::Malformed => w.refused,
            },
            "apart",
        ),
        Heard::Standing(s) => standing(s, lang),
    }
}

fn percent(lang: Lang, share: u64) -> String {
    lang.write_number(Number {
        units: share.into(),
        decimals: 0,
        percent: true,
    })
}

fn standing(s: &Standing, lang: Lang) -> Html {
    let w = lang.world_text();
    let time = lang.seconds(s.tenths);
    let others = s.players.saturating_sub(1);
    let headline = match s.faster_than_percent() {
        Some(share) => (w.standing)(&time, &percent(lang, share), others, &lang.number(others)),
        None => (w.first)(&time),
    };
    let solved = (s.solved * 100).checked_div(s.players).unwrap_or(0);
    let y = &s.yesterday;
    let yesterday = (y.players > 0).then(|| {
        let share = (y.solved * 100).checked_div(y.players).unwrap_or(0);
        let median = y.median_tenths.map(|t| lang.seconds(t));
        (w.yesterday)(
            y.players,
            &lang.number(y.players),
            &percent(lang, share),
            median.as_deref(),
        )
    });
    html! {
        <section id="daily-world" class="daily-world" data-players-today={s.players.to_string()}
            aria-labelledby="daily-world-headline">
            <p id="daily-world-headline" class="daily-world-headline" role="status">{ headline }</p>
            if !s.counted {
                <p class="daily-world-note">{ w.first_counts }</p>
            }
            <p>{ (w.solved_share)(&percent(lang, solved.min(100))) }</p>
            { histogram(s, lang) }
            if let Some(line) = yesterday {
                <p class="daily-world-yesterday">{ line }</p>
            }
        </section>
    }
}

/// The day's times, a bar per range, the player's marked: a list whose
/// bars' heights are classes (`h0` to `h10`, tenths of the tallest), under
/// each the range's first second.
fn histogram(s: &Standing, lang: Lang) -> Html {
    let w = lang.world_text();
    let most = s.histogram.iter().copied().max().unwrap_or(0).max(1);
    let mine = bucket(s.tenths);
    let seconds = |tenths: u32| lang.number(tenths / 10);
    let bars = s.histogram.iter().enumerate().map(|(i, &n)| {
        let from = i.checked_sub(1).map(|j| seconds(BUCKET_EDGES[j]));
        let to = BUCKET_EDGES.get(i).map(|&edge| seconds(edge));
        let range = (w.range)(from.as_deref(), to.as_deref());
        let name = (w.bar)(&range, n, &lang.number(n));
        let you = i == mine;
        let height = format!("h{}", (n * 10).div_ceil(most));
        let tick = match (&from, &to) {
            (Some(from), None) => format!("{from}+"),
            (from, _) => from.clone().unwrap_or_else(|| "0".into()),
        };
        html! {
            <li class={classes!(you.then_some("you"))}>
                <span class="visually-hidden">
                    { name }{ if you { format!(" ({})", w.you) } else { String::new() } }
                </span>
                <span class="you-mark" aria-hidden="true">{ if you { w.you } else { "" } }</span>
                <span class={classes!("bar", height)} aria-hidden="true"></span>
                <span class="tick" aria-hidden="true">{ tick }</span>
            </li>
        }
    });
    html! {
        <figure class="daily-world-chart">
            <figcaption id="daily-world-chart">{ w.chart }</figcaption>
            <ol class="daily-world-bars" aria-labelledby="daily-world-chart">{ for bars }</ol>
        </figure>
    }
}
