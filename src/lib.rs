//! The browser app's view: Yew components over the model
//! (`twentyfour-model`: the state, its reducer, the link) and its words
//! (`twentyfour-texts`).
//!
//! The components (`components/`) and what they need from the browser
//! (`web/`: the URL, the keyboard, the clipboard, the workers, card images)
//! compile natively too, where `start_page` renders the page as it first
//! looks to HTML at build time; the browser's build (`run`) hydrates that
//! page in place when it starts from the same state, a first visit's, and
//! draws the app in its place otherwise.
//! Everything they show is derived from the model's one state.
//!
//! Imports go one way: components → web → the model.

use model::{
    explore, homework, keys, link, notice, paging, picker_grid, play, practice, rooms, state, theme,
};
// The crates the view shows through, by the names the components use.
use {::qr, ::texts};

mod components;
#[cfg(not(target_arch = "wasm32"))]
mod start_html;
#[cfg(not(target_arch = "wasm32"))]
mod start_texts;
mod web;

pub use components::{App, AppProps};

/// Takes over the start page that was rendered into `#app` at build time,
/// in short tasks (so that the wasm's start and the first render never make
/// one long task that would hold up the page): one reads the URL, the
/// browser's language and what it stored, the next compares that with a
/// first visit's state; when it is one, in any language and with any
/// preferences kept, the next hydrates the page in place, the same
/// elements, already painted, only made live (and their texts put in the
/// reader's language), its parts each in a turn of its own
/// (`web::turns`). Otherwise it draws the app in the page's place.
#[cfg(target_arch = "wasm32")]
pub fn run() {
    web::numbers::install();
    web::turns::soon(|| {
        let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("app"))
        else {
            return;
        };
        let start = web::live::start_state();
        // Each step in a task of its own: comparing two states runs (and
        // so compiles) a large function, as the first render runs Yew's.
        web::turns::soon(move || {
            let hydrate = is_first_visit(&start);
            let props = AppProps {
                start: std::rc::Rc::new(start),
            };
            web::turns::soon(move || {
                if hydrate {
                    web::turns::begin();
                    yew::Renderer::<App>::with_root_and_props(root, props).hydrate();
                } else {
                    root.set_inner_html("");
                    yew::Renderer::<App>::with_root_and_props(root, props).render();
                }
            });
        });
    });
}

/// Whether the app starts as a first visit does (the link without a
/// query), in whatever language and with whatever the browser kept (the
/// theme, the bests, the sound): the page it draws then has the start
/// page's elements, one for one, only their texts and attributes' values
/// differing (a test holds every language and preference to that), so it
/// can take that page over in place.
#[cfg(any(target_arch = "wasm32", test))]
fn is_first_visit(start: &state::State) -> bool {
    let first = first_visit();
    let mut start = start.clone();
    start.prefs = first.prefs.clone();
    start.link.lang = None;
    start == first
}

/// The state of a first visit in English, live: a link without a query,
/// nothing chosen or kept before. The start page is rendered from it, and
/// the app hydrates that page only when it starts from this state, its
/// language and the preferences kept aside (`is_first_visit`), so that
/// the two renders are one and the same.
fn first_visit() -> state::State {
    use state::{Action, Start, State};
    State::new(link::parse_query(""), texts::Lang::En).apply(Action::Started(Start {
        parsed: link::parse_query(""),
        lang: texts::Lang::En,
        chosen: None,
        theme: Default::default(),
        bests: Default::default(),
        sound: false,
    }))
}

/// The page as a first visit sees it before anything is chosen, in
/// English: the HTML that `index.html` carries, so that it paints before
/// the wasm has arrived, marked for the app to hydrate.
#[cfg(not(target_arch = "wasm32"))]
pub fn start_page() -> String {
    start_page_in(texts::Lang::En)
}

/// The start page as a first visit in `lang` sees it.
#[cfg(not(target_arch = "wasm32"))]
fn start_page_in(lang: texts::Lang) -> String {
    let mut start = first_visit();
    start.prefs.lang = lang;
    render(start)
}

/// The page the app draws first when it starts from `start`, as HTML.
#[cfg(not(target_arch = "wasm32"))]
fn render(start: state::State) -> String {
    let renderer = yew::ServerRenderer::<App>::with_props(move || AppProps {
        start: std::rc::Rc::new(start),
    });
    futures::executor::block_on(renderer.render())
}

/// The script that goes right after the start page in `index.html`: it
/// puts the texts of the reader's language in the page before its first
/// paint, and the theme switch on the theme kept (`start_texts`).
#[cfg(not(target_arch = "wasm32"))]
pub fn start_texts() -> String {
    start_texts::script(start_page_in)
}

/// The one language whose texts this build carries, when it carries one
/// alone (`TWENTYFOUR_LANG`).
#[cfg(not(target_arch = "wasm32"))]
pub fn carries_only() -> Option<texts::Lang> {
    texts::ONLY
}

/// What `index.html` says before the app is live, in every language, each
/// in an element marked with its `lang`: `#failed`, the note that the app
/// could not start (hidden: the page's script shows it, in the reader's
/// language, should the app fail), and the `<noscript>` note for browsers
/// that run no script.
#[cfg(not(target_arch = "wasm32"))]
pub fn start_notes() -> String {
    use components::markup::Markup;
    use texts::prelude::*;
    // One span per language; all but the first hidden when `hidden`.
    let spans = |m: &mut Markup, text: fn(&texts::Start) -> &'static str, hidden: bool| {
        for (i, lang) in texts::Lang::ALL.into_iter().enumerate() {
            if i > 0 {
                m.text(" ");
            }
            let attrs: &[_] = if hidden && i > 0 {
                &[("lang", lang.code()), ("hidden", "")]
            } else {
                &[("lang", lang.code())]
            };
            m.element("span", attrs, text(lang.start()));
        }
    };
    let mut m = Markup::new();
    m.open(
        "p",
        &[
            ("id", "failed"),
            ("class", "message"),
            ("role", "alert"),
            ("hidden", ""),
        ],
    );
    spans(&mut m, |s| s.failed, true);
    m.close("p")
        .open("noscript", &[])
        .open("p", &[("class", "noscript")]);
    spans(&mut m, |s| s.needs_script, false);
    m.close("p").close("noscript");
    m.into_string()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod start_page_tests;
