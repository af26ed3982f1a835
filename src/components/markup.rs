//! Markup written as text, for the parts of a view that hold no control:
//! Rooms' tables, headings and hand, and the QR codes of Rooms and the
//! worksheet. As text it costs the page's wasm a fraction of what the same
//! elements built one by one do.
//!
//! Promises: every piece of text or attribute value put into markup goes
//! through [`esc`], so a nickname (or anything else) is shown as the text
//! it is and can never become markup; nothing here holds a listener, a
//! field or focus, so replacing it on an update loses nothing.

use yew::prelude::*;

/// `text` escaped for HTML text and double-quoted attribute values.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Markup built from escaped pieces, as a node.
pub fn raw(markup: String) -> Html {
    Html::from_html_unchecked(AttrValue::from(markup))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_never_becomes_markup() {
        assert_eq!(
            esc(r#"Zoë & <b>"Max"</b>'s"#),
            "Zoë &amp; &lt;b&gt;&quot;Max&quot;&lt;/b&gt;&#39;s"
        );
        assert_eq!(esc("K7M2QX 12.3 s"), "K7M2QX 12.3 s");
        let hostile = esc(r#""><img src=x onerror=alert(1)>"#);
        assert!(!hostile.contains(['<', '>', '"']), "{hostile}");
    }
}
