//! The browser app: a Yew user interface over the solver.
//!
//! The state and its reducer ([`state`]) and the string table ([`i18n`]) are
//! pure Rust, built and tested natively; the components, which need the
//! browser, are built for wasm32 only.

pub mod i18n;
pub mod state;

#[cfg(target_arch = "wasm32")]
mod answer;
// Every component lives in a file named for what it is; the root one is the app.
#[cfg(target_arch = "wasm32")]
#[allow(clippy::module_inception)]
mod app;
#[cfg(target_arch = "wasm32")]
mod card_image;
#[cfg(target_arch = "wasm32")]
mod controls;
#[cfg(target_arch = "wasm32")]
mod difficulty_choice;
#[cfg(target_arch = "wasm32")]
mod keyboard;
#[cfg(target_arch = "wasm32")]
mod listen;
#[cfg(target_arch = "wasm32")]
mod picker;
#[cfg(target_arch = "wasm32")]
mod solution_item;
#[cfg(target_arch = "wasm32")]
mod table;
#[cfg(target_arch = "wasm32")]
mod url_sync;

#[cfg(target_arch = "wasm32")]
pub use app::App;

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
