//! The browser app's view: Yew components over the model
//! (`twentyfour-model`, the state, its reducer, the link and every text).
//!
//! The components (`components/`) and what they need from the browser
//! (`web/`: the URL, the keyboard, the clipboard, the workers, card images)
//! compile natively too, where `start_page` renders the page as it first
//! looks to HTML at build time; the browser's build (`run`) takes that HTML
//! over and draws from there.
//! Everything they show is derived from the model's one state.
//!
//! Imports go one way: components → web → the model.

use model::{explore, i18n, keys, link, notice, paging, picker_grid, play, state, theme};

mod components;
mod web;

pub use components::{App, AppProps};

/// Takes over the start page that was rendered into `#app` at build time:
/// hydrates it from the same first visit's state (so nothing is redrawn),
/// then hands the app the state read from the browser (the URL, the
/// language, what it stored). Each step runs in a task of its own (the
/// wasm's start, the hydration, the browser's state), so that none makes a
/// long task that would hold up the page.
#[cfg(target_arch = "wasm32")]
pub fn run() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let hydrate = || {
        let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("app"))
        else {
            return;
        };
        let props = AppProps {
            start: std::rc::Rc::new(first_visit()),
            browser: true,
        };
        yew::Renderer::<App>::with_root_and_props(root, props).hydrate();
    };
    let later = Closure::once_into_js(hydrate);
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 0);
    }
}

/// The state of the start page: a first visit's, in English.
fn first_visit() -> model::state::State {
    model::state::State::new(link::parse_query(""), i18n::Lang::En)
}

/// The page as a first visit sees it before anything is chosen, in
/// English: the HTML that `index.html` carries, so that it paints before
/// the wasm has arrived.
#[cfg(not(target_arch = "wasm32"))]
pub fn start_page() -> String {
    let renderer = yew::ServerRenderer::<App>::with_props(|| AppProps {
        start: std::rc::Rc::new(first_visit()),
        browser: false,
    });
    futures::executor::block_on(renderer.render())
}
