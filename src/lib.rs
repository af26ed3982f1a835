//! The browser app: a Yew user interface over the solver.
//!
//! The state and its reducer ([`state`]), the texts ([`i18n`]), the notices,
//! the theme, paging ([`paging`]), the key map ([`keys`]), play mode's model
//! ([`play`]) and the picker's grid ([`picker_grid`]) are pure
//! Rust, built and tested natively. The components (`components/`) and what
//! they need from the browser (`web/`: the URL, the keyboard, the clipboard,
//! dealing, card images) are built for wasm32 only.
//!
//! Imports go one way: components → web → state → i18n → notice and theme.

pub mod explore;
pub mod i18n;
pub mod keys;
pub mod notice;
pub mod paging;
pub mod picker_grid;
pub mod play;
pub mod state;
pub mod theme;

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
