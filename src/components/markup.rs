//! Markup written as text, for the parts of a view that hold no control:
//! Rooms' tables, headings and hand, the QR codes of Rooms and the
//! worksheet, and the start page's notes. As text it costs the page's wasm a
//! fraction of what the same elements built one by one do.
//!
//! Promises: [`Markup`] is the only way to make such markup, and it escapes
//! every text and every attribute value it is given; tag and attribute
//! names are `&'static str`, written in the code, so a nickname (or any
//! other text from outside) can only ever be shown as the text it is, and
//! markup that would show it unescaped does not compile. Nothing here holds
//! a listener, a field or focus, so replacing it on an update loses nothing.

use yew::prelude::*;

/// Markup being written: elements opened and closed, text and attribute
/// values escaped as they go in.
#[derive(Default)]
pub struct Markup(String);

/// An element's attributes: names written in the code, values escaped.
pub type Attrs<'a> = &'a [(&'static str, &'a str)];

impl Markup {
    pub fn new() -> Markup {
        Markup::default()
    }

    /// `<tag name="value"…>`.
    pub fn open(&mut self, tag: &'static str, attrs: Attrs) -> &mut Markup {
        self.0.push('<');
        self.0.push_str(tag);
        for (name, value) in attrs {
            self.0.push(' ');
            self.0.push_str(name);
            self.0.push_str("=\"");
            escape_into(&mut self.0, value);
            self.0.push('"');
        }
        self.0.push('>');
        self
    }

    /// `</tag>`.
    pub fn close(&mut self, tag: &'static str) -> &mut Markup {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
        self
    }

    /// An element with nothing in it that has no closing tag (`img`), or
    /// an SVG shape: `<tag …/>`.
    pub fn empty(&mut self, tag: &'static str, attrs: Attrs) -> &mut Markup {
        self.open(tag, attrs);
        self.0.insert(self.0.len() - 1, '/');
        self
    }

    /// `text`, escaped.
    pub fn text(&mut self, text: &str) -> &mut Markup {
        escape_into(&mut self.0, text);
        self
    }

    /// `<tag …>text</tag>`.
    pub fn element(&mut self, tag: &'static str, attrs: Attrs, text: &str) -> &mut Markup {
        self.open(tag, attrs).text(text).close(tag)
    }

    /// Markup written elsewhere, which escaped its own texts.
    pub fn markup(&mut self, other: &Markup) -> &mut Markup {
        self.0.push_str(&other.0);
        self
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The markup as text, for a page written at build time.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn into_string(self) -> String {
        self.0
    }

    /// The markup as a node of the view.
    pub fn html(self) -> Html {
        Html::from_html_unchecked(AttrValue::from(self.0))
    }
}

/// `text` escaped for HTML text and double-quoted attribute values, onto
/// `out`.
fn escape_into(out: &mut String, text: &str) {
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_values_never_become_markup() {
        let mut m = Markup::new();
        m.element("p", &[("title", r#""><b>"#)], r#"Zoë & <b>"Max"</b>'s"#);
        assert_eq!(
            m.into_string(),
            r#"<p title="&quot;&gt;&lt;b&gt;">Zoë &amp; &lt;b&gt;&quot;Max&quot;&lt;/b&gt;&#39;s</p>"#
        );
        let mut m = Markup::new();
        m.text(r#""><img src=x onerror=alert(1)>"#);
        let hostile = m.into_string();
        assert!(!hostile.contains(['<', '>', '"']), "{hostile}");
    }

    #[test]
    fn elements_nest_and_close() {
        let mut inner = Markup::new();
        inner.empty("img", &[("src", "a.svg"), ("alt", "A ♠")]);
        let mut m = Markup::new();
        m.open("span", &[("class", "dealt")])
            .markup(&inner)
            .close("span")
            .text("K7M2QX 12.3 s");
        assert_eq!(
            m.into_string(),
            r#"<span class="dealt"><img src="a.svg" alt="A ♠"/></span>K7M2QX 12.3 s"#
        );
        assert!(Markup::new().is_empty());
    }
}
