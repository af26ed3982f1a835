//! The Yew components, one small file each. Each gets what it shows as props
//! and reports what the user did through typed callbacks; only [`App`] holds
//! the state and turns those reports into actions.

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
