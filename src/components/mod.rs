//! The Yew components, one small file each. Each gets what it shows as props
//! and reports what the user did through typed callbacks; only [`App`] holds
//! the state and turns those reports into actions.
//!
//! A part is a component when it has hooks of its own or stands between the
//! app and a subtree that need not redraw with it (the header, Deal's bar,
//! the options, the answer); the leaves those hold (the switches, the
//! fields, the house rules, the pager) are render functions, each in its
//! own file, because every component type costs the page's wasm about a
//! kilobyte gzipped.

mod answer;
mod app;
mod chart_marks;
mod deal_bar;
mod difficulty_choice;
mod explore;
mod fields;
mod header;
mod lang_switch;
mod later;
mod levels_help;
pub(crate) mod markup;
mod on_demand;
mod options;
mod pager;
mod picker;
mod play;
mod practice;
mod qr;
mod rooms;
mod rules;
mod select;
mod solution_item;
mod table;
mod theme_switch;
mod view_switch;
mod worksheet;

pub use app::{App, AppProps};
