//! The start page is rendered once, in English, and a first visit in any
//! language takes it over in place (`run`). Yew's hydration sets every
//! text and attribute it meets, but it needs the same elements, in the
//! same order, with Suspense's markers where they were: a page drawn in
//! another language must have exactly the English page's outline.
//!
//! The same holds for what a returning visitor's browser kept: the theme,
//! the bests, the sound.
//!
//! One attribute may move: `selected`, from the option painted as chosen
//! (English, the automatic theme) to the visitor's. Hydration sets it on
//! the visitor's option, and the `<select>`'s value too, which shows that
//! one and no other; the painted option keeps its attribute, unseen.

use crate::link::parse_query;
use crate::play::bests::Bests;
use crate::start_html::{pieces, Piece as Whole};
use crate::state::{Action, Start, State};
use crate::texts::prelude::*;
use crate::{first_visit, is_first_visit, render, theme::Theme};

/// The start page as the app draws it for a first visit whose state
/// `change` makes its own.
fn page_with(change: impl FnOnce(&mut State)) -> String {
    let mut start = first_visit();
    change(&mut start);
    render(start)
}

/// What the app starts from, as `web::live::start_state` reads it: the
/// link's `query`, the browser's language, the language chosen on an
/// earlier visit, and what the browser kept.
fn started(query: &str, lang: Lang, chosen: Option<Lang>, kept: (Theme, Bests, bool)) -> State {
    let (theme, bests, sound) = kept;
    State::new(parse_query(""), Lang::En).apply(Action::Started(Start {
        parsed: parse_query(query),
        lang,
        chosen,
        theme,
        bests,
        sound,
    }))
}

/// Some bests, as a returning player's browser keeps them.
fn some_bests() -> Bests {
    let mut bests = Bests {
        fastest: Some(123),
        solved: [3, 2, 1, 1, 0],
        called: 2,
        ..Bests::default()
    };
    bests.daily.streak = 4;
    bests
}

/// One piece of a page's outline.
#[derive(Debug, PartialEq)]
enum Piece {
    /// An element's tag and its attributes' names, sorted.
    Open(String, Vec<String>),
    Close(String),
    /// A comment, in full: Yew's markers for Suspense and components.
    Comment(String),
    /// Some text (what it says aside).
    Text,
}

/// The outline of `html`, as Yew renders it: its elements, comments and
/// where text stands, without the texts and attribute values.
fn outline(html: &str) -> Vec<Piece> {
    let mut outline = Vec::new();
    for piece in pieces(html) {
        let next = match piece {
            Whole::Open(tag, attributes) => {
                let mut names: Vec<String> = attributes
                    .into_iter()
                    .map(|(name, _)| name)
                    .filter(|name| name != "selected")
                    .collect();
                names.sort();
                Piece::Open(tag, names)
            }
            Whole::Close(tag) => Piece::Close(tag),
            Whole::Comment(comment) => Piece::Comment(comment),
            Whole::Text(text) if text.trim().is_empty() => continue,
            Whole::Text(_) if outline.last() == Some(&Piece::Text) => continue,
            Whole::Text(_) => Piece::Text,
        };
        outline.push(next);
    }
    outline
}

#[test]
fn the_outline_reads_elements_comments_and_text() {
    let pieces = outline(r#"<p class="a>b" hidden>Hi <b>there</b></p><!--<[x]>--><br/>"#);
    assert_eq!(
        pieces,
        [
            Piece::Open("p".into(), vec!["class".into(), "hidden".into()]),
            Piece::Text,
            Piece::Open("b".into(), vec![]),
            Piece::Text,
            Piece::Close("b".into()),
            Piece::Close("p".into()),
            Piece::Comment("<[x]>".into()),
            Piece::Open("br".into(), vec![]),
        ]
    );
}

/// The first piece where `page`'s outline leaves `english`'s, if any.
fn departure(english: &[Piece], page: &str) -> Option<String> {
    let theirs = outline(page);
    let differ = english.iter().zip(&theirs).position(|(a, b)| a != b);
    match differ {
        Some(i) => Some(format!(
            "piece {i}: {:?} against {:?}",
            english[i], theirs[i]
        )),
        None if theirs.len() != english.len() => {
            Some(format!("{} pieces against {}", theirs.len(), english.len()))
        }
        None => None,
    }
}

#[test]
fn every_language_draws_the_start_page_s_outline() {
    let english = outline(&crate::start_page());
    assert!(english.len() > 100, "{} pieces", english.len());
    for lang in Lang::ALL {
        for linked in [false, true] {
            let page = page_with(move |start| {
                start.prefs.lang = lang;
                // `?lang=…`, or a choice kept.
                if linked {
                    start.link.lang = Some(lang);
                }
            });
            if let Some(how) = departure(&english, &page) {
                panic!("{lang:?} (linked: {linked}) leaves English's outline at {how}");
            }
        }
    }
}

#[test]
fn what_a_browser_kept_leaves_the_outline_as_it_is() {
    let english = outline(&crate::start_page());
    for theme in Theme::ALL {
        let page = page_with(move |start| start.prefs.theme = theme);
        assert_eq!(departure(&english, &page), None, "{theme:?}");
    }
    let page = page_with(|start| {
        start.prefs.sound = true;
        start.prefs.bests.fastest = Some(123);
        start.prefs.bests.solved = [3, 2, 1, 1, 0];
        start.prefs.bests.called = 2;
        start.prefs.bests.daily.streak = 4;
        start.prefs.theme = Theme::Dark;
        start.prefs.lang = Lang::Ja;
    });
    assert_eq!(
        departure(&english, &page),
        None,
        "sound, bests, dark, Japanese"
    );
}

#[test]
fn every_start_taken_for_a_first_visit_draws_the_start_page_s_outline() {
    let english = outline(&crate::start_page());
    let kept = [
        (Theme::ALL[0], Bests::default(), false),
        (Theme::ALL[1], some_bests(), true),
        (Theme::ALL[2], Bests::default(), true),
    ];
    let mut starts = 0;
    for (i, lang) in Lang::ALL.into_iter().enumerate() {
        let chosen = [None].into_iter().chain(Lang::ALL.map(Some));
        for (j, chosen) in chosen.enumerate() {
            let linked = Lang::ALL[(i + j) % Lang::ALL.len()];
            for query in [String::new(), format!("?lang={}", linked.code())] {
                let kept = kept[(i + j) % kept.len()].clone();
                let start = started(&query, lang, chosen, kept);
                assert!(
                    is_first_visit(&start),
                    "{query:?}, browser {lang:?}, chosen {chosen:?}: not taken for a first visit"
                );
                if let Some(how) = departure(&english, &render(start)) {
                    panic!(
                        "{query:?}, browser {lang:?}, chosen {chosen:?} leaves the outline at {how}"
                    );
                }
                starts += 1;
            }
        }
    }
    assert_eq!(starts, 8 * 9 * 2);
}

#[test]
fn a_link_that_asks_for_more_than_the_start_page_is_not_a_first_visit() {
    let kept = (Theme::default(), Bests::default(), false);
    assert!(is_first_visit(&started("", Lang::En, None, kept.clone())));
    for query in [
        "?cards=3s-3h-8c-8d",
        "?cards=3s-_-_-_",
        "?n=5",
        "?target=10",
        "?level=strict",
        "?parens=no",
        "?difficulty=hard",
        "?mode=play",
        "?daily",
        "?mode=practice",
        "?view=print",
        "?view=rooms",
        "?rule=integers",
        "?faces=10",
        "?cards=zz",
    ] {
        let start = started(query, Lang::De, Some(Lang::Fr), kept.clone());
        assert!(!is_first_visit(&start), "{query} taken for a first visit");
    }
}
