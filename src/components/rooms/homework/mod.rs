//! Homework on the Rooms view: the teacher's form on the Rooms page
//! (`form.rs`), and on a homework link (`?assign=CODE`) the student's page
//! (`student.rs`) or, with the teacher's key, the results (`teacher.rs`).
//! Render functions over the Rooms view's [`Ctx`], like the rest of it.
//!
//! Promises: everything shown is the homework model's (`State::homework`),
//! which only the server's replies change; what the server refused, or
//! the lack of a server, is said in one alert (`#assign-error`) where the
//! page is; dates are the browser's, in the page's language.

pub mod form;
mod student;
mod teacher;

use super::Ctx;
use crate::texts::prelude::*;
use yew::prelude::*;

/// The page of a homework link: the results with the teacher's key, else
/// the student's.
pub fn page(ctx: &Ctx) -> Html {
    match ctx.teacher {
        Some(_) => teacher::view(ctx),
        None => student::view(ctx),
    }
}

/// What the page says about homework, as an alert, if anything.
fn said(ctx: &Ctx) -> Html {
    match &ctx.homework.said {
        Some(said) => html! {
            <p id="assign-error" class="message room-error" role="alert">
                { ctx.lang.homework_said(said) }
            </p>
        },
        None => html! {},
    }
}

/// A time in milliseconds since 1970 as the browser writes a date and
/// time in the page's language: "Sat, 5 Dec, 18:00".
fn date(ctx: &Ctx, ms: i64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    let options = js_sys::Object::new();
    let set = |k: &str, v: &str| {
        let _ = js_sys::Reflect::set(&options, &k.into(), &v.into());
    };
    set("dateStyle", "medium");
    set("timeStyle", "short");
    String::from(date.to_locale_string(ctx.lang.tag(), &options))
}
