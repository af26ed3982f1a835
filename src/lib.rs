//! The browser app's view: Yew components over the model
//! (`twentyfour-model`, the state, its reducer, the link and every text).
//!
//! The components (`components/`) and what they need from the browser
//! (`web/`: the URL, the keyboard, the clipboard, the workers, card images)
//! compile natively too, where `start_page` renders the page as it first
//! looks to HTML at build time; the browser's build (`run`) draws the app in
//! its place.
//! Everything they show is derived from the model's one state.
//!
//! Imports go one way: components → web → the model.

use model::{
    explore, i18n, keys, link, notice, paging, picker_grid, play, practice, qr, rooms, state, theme,
};

mod components;
mod web;

pub use components::{App, AppProps};

/// Takes over the start page that was rendered into `#app` at build time:
/// in a task of its own (so that the wasm's start and the first render do
/// not make one long task that would hold up the page), reads the URL, the
/// browser's language and what it stored, and draws the app in place of the
/// start page, which looks the same for a first visit.
#[cfg(target_arch = "wasm32")]
pub fn run() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    web::numbers::install();
    let draw = || {
        let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("app"))
        else {
            return;
        };
        let props = AppProps {
            start: std::rc::Rc::new(web::live::start_state()),
        };
        root.set_inner_html("");
        yew::Renderer::<App>::with_root_and_props(root, props).render();
    };
    let later = Closure::once_into_js(draw);
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 0);
    }
}

/// The page as a first visit sees it before anything is chosen, in
/// English: the HTML that `index.html` carries, so that it paints before
/// the wasm has arrived.
#[cfg(not(target_arch = "wasm32"))]
pub fn start_page() -> String {
    let renderer = yew::ServerRenderer::<App>::with_props(|| AppProps {
        start: std::rc::Rc::new(model::state::State::new(
            link::parse_query(""),
            i18n::Lang::En,
        )),
    })
    .hydratable(false);
    futures::executor::block_on(renderer.render())
}
