//! Numbers in the page's languages by the browser's `Intl.NumberFormat`,
//! installed into the model's texts ([`texts::set_format`]) before
//! the app draws. One formatter per language and style is made once and
//! kept; should `Intl` fail, the model's own writing is used.

/// Has the model write numbers with `Intl.NumberFormat` from now on.
#[cfg(target_arch = "wasm32")]
pub fn install() {
    texts::set_format(intl::format);
}

#[cfg(target_arch = "wasm32")]
mod intl {
    use crate::texts::{fallback_number, prelude::*, Number};
    use js_sys::{Array, Function, Intl::NumberFormat, Object, Reflect};
    use std::cell::RefCell;
    use wasm_bindgen::{JsCast, JsValue};

    /// A formatter's key: the language tag, the decimals, whether a
    /// percentage.
    type Key = (&'static str, u8, bool);

    thread_local! {
        static MADE: RefCell<Vec<(Key, Function)>> = const { RefCell::new(Vec::new()) };
    }

    /// `Intl.NumberFormat(tag, { style, minimumFractionDigits,
    /// maximumFractionDigits })`'s `format`, bound to it.
    fn formatter(key: Key) -> Option<Function> {
        let (tag, decimals, percent) = key;
        let options = Object::new();
        let set = |name: &str, value: JsValue| Reflect::set(&options, &name.into(), &value).ok();
        set("style", if percent { "percent" } else { "decimal" }.into())?;
        set("minimumFractionDigits", decimals.into())?;
        set("maximumFractionDigits", decimals.into())?;
        let made = NumberFormat::new(&Array::of1(&tag.into()), &options);
        made.format().dyn_into::<Function>().ok()
    }

    pub fn format(tag: &'static str, n: Number) -> String {
        let key = (tag, n.decimals, n.percent);
        let scale = i32::from(n.decimals) + if n.percent { 2 } else { 0 };
        // Exact for every count the page shows (far below 2^53).
        let value = n.units as f64 / 10f64.powi(scale);
        let written = MADE.with(|made| {
            let mut made = made.borrow_mut();
            let f = match made.iter().find(|(k, _)| *k == key) {
                Some((_, f)) => f.clone(),
                None => {
                    let f = formatter(key)?;
                    made.push((key, f.clone()));
                    f
                }
            };
            f.call1(&JsValue::NULL, &value.into()).ok()?.as_string()
        });
        written.unwrap_or_else(|| {
            let lang = Lang::ALL
                .into_iter()
                .find(|l| l.tag() == tag)
                .unwrap_or_default();
            fallback_number(lang, n)
        })
    }
}
