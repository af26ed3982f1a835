//! Writing a link: [`write_query`], the canonical form, which reads back to
//! the same link.

use super::{Link, View, DEFAULT_COUNT, DEFAULT_SIZE, DEFAULT_TARGET, DEFAULT_TARGETS, VALUES};
use crate::lang::Lang;
use cards::Card;
use solver::{Level, Rational};

/// Tenths of a second as `t=` writes them: `12.4`, `12`.
pub fn seconds_text(tenths: u32) -> String {
    match tenths % 10 {
        0 => format!("{}", tenths / 10),
        t => format!("{}.{t}", tenths / 10),
    }
}

/// Writes the canonical query string, without the leading `?`; empty when
/// everything is the default.
pub fn write_query(link: &Link) -> String {
    let mut params: Vec<String> = Vec::new();
    if link.daily {
        params.push("daily".to_string());
    } else if link.practice {
        // The page deals practice hands.
    } else if link.slots.iter().any(Option::is_some) {
        let codes: Vec<String> = link
            .slots
            .iter()
            .map(|s| s.map_or_else(|| "_".to_string(), Card::code))
            .collect();
        params.push(format!("cards={}", codes.join("-")));
    } else if link.slots.len() != DEFAULT_SIZE {
        params.push(format!("n={}", link.slots.len()));
    }
    let dealt = link.daily || link.practice;
    if link.target != Rational::from_integer(DEFAULT_TARGET) && !dealt {
        // Digits, `-` and `/` need no escaping in a query.
        params.push(format!("target={}", link.target));
    }
    if link.level != Level::Distinct {
        params.push(format!("level={}", link.level.as_str()));
    }
    if link.no_parens {
        params.push("parens=no".to_string());
    }
    match (link.view, link.room) {
        (View::Explore, _) => params.push("view=explore".to_string()),
        (View::Print, _) => params.push("view=print".to_string()),
        // A room implies the Rooms view.
        (View::Rooms, Some(code)) => {
            params.push(format!("room={code}"));
            if link.screen {
                params.push("screen=1".to_string());
            }
        }
        (View::Rooms, None) => match (link.assign, &link.teacher) {
            (Some(code), Some(key)) => params.push(format!("assign={code}&teacher={key}")),
            (Some(code), None) => params.push(format!("assign={code}")),
            (None, _) => params.push("view=rooms".to_string()),
        },
        (View::Solve, _) => {}
    }
    if link.values.0 != VALUES.0 {
        params.push(format!("min={}", link.values.0));
    }
    if link.values.1 != VALUES.1 {
        params.push(format!("max={}", link.values.1));
    }
    if link.targets.0 != DEFAULT_TARGETS.0 {
        params.push(format!("from={}", link.targets.0));
    }
    if link.targets.1 != DEFAULT_TARGETS.1 {
        params.push(format!("to={}", link.targets.1));
    }
    if let Some(grade) = link.difficulty {
        params.push(format!("difficulty={grade}"));
    }
    if link.integers && !dealt {
        params.push("rule=integers".to_string());
    }
    if let Some(code) = link.faces.code().filter(|_| !dealt) {
        params.push(format!("faces={code}"));
    }
    if link.view == View::Print {
        if link.count != DEFAULT_COUNT {
            params.push(format!("count={}", link.count));
        }
        if let Some(seed) = link.seed {
            params.push(format!("seed={seed}"));
        }
        if link.key {
            params.push("key=1".to_string());
        }
    }
    if link.practice && !link.daily {
        params.push("mode=practice".to_string());
    } else if link.play && !link.daily {
        params.push("mode=play".to_string());
        if let Some(t) = link.challenge {
            params.push(format!("t={}", seconds_text(t)));
        }
    }
    if let Some(lang) = link.lang {
        params.push(format!("lang={}", lang.code()));
    }
    params.join("&")
}

/// A query string (`?…`, or without its `?`) as it was written, with its
/// language set to `lang`: every other part kept exactly, so that the page
/// opened from it reads what this one read (a card it could not read, too)
/// in another language.
pub fn with_lang(query: &str, lang: Lang) -> String {
    let code = format!("lang={}", lang.code());
    let kept = query
        .trim_start_matches('?')
        .split('&')
        .filter(|part| !part.is_empty() && part.split('=').next() != Some("lang"));
    kept.chain([code.as_str()]).collect::<Vec<_>>().join("&")
}
