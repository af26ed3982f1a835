//! The browser app's view: Yew components over the model
//! (`twentyfour-model`, the state, its reducer, the link and every text).
//!
//! The components (`components/`) and what they need from the browser
//! (`web/`: the URL, the keyboard, the clipboard, the workers, card images)
//! are built for wasm32 only; everything they show is derived from the
//! model's one state.
//!
//! Imports go one way: components → web → the model.

#[cfg(target_arch = "wasm32")]
use model::{explore, i18n, keys, link, notice, paging, picker_grid, play, state, theme};

#[cfg(target_arch = "wasm32")]
mod components;
#[cfg(target_arch = "wasm32")]
mod web;

#[cfg(target_arch = "wasm32")]
pub use components::App;

/// Renders the app into `#app` (replacing its loading text), or into
/// `<body>` if the page has no such element.
#[cfg(target_arch = "wasm32")]
pub fn run() {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"));
    match root {
        Some(root) => {
            root.set_inner_html("");
            yew::Renderer::<App>::with_root(root).render();
        }
        None => {
            yew::Renderer::<App>::new().render();
        }
    }
}
